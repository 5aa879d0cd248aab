#pragma once

#include "command.h"

namespace gp::cli {

// The factories of the commands, one file each under app/cli/commands/; commandtable.cpp lists them.
std::unique_ptr<Command> makeGpusCommand(CliState& state);
std::unique_ptr<Command> makeListCommand(CliState& state);
std::unique_ptr<Command> makeShowCommand(CliState& state);
std::unique_ptr<Command> makeCompareCommand(CliState& state);
std::unique_ptr<Command> makeCostCommand(CliState& state);
std::unique_ptr<Command> makeEstimateCommand(CliState& state);
std::unique_ptr<Command> makeRecommendCommand(CliState& state);
std::unique_ptr<Command> makeChartCommand(CliState& state);
std::unique_ptr<Command> makeReportCommand(CliState& state);
std::unique_ptr<Command> makeFxCommand(CliState& state);
std::unique_ptr<Command> makeModelsCommand(CliState& state);
std::unique_ptr<Command> makeStoragePricesCommand(CliState& state);
std::unique_ptr<Command> makeEgressPricesCommand(CliState& state);
std::unique_ptr<Command> makePlanAddCommand(CliState& state);
std::unique_ptr<Command> makePlanAddStorageCommand(CliState& state);
std::unique_ptr<Command> makePlanAddTransferCommand(CliState& state);
std::unique_ptr<Command> makePlanAddFixedCommand(CliState& state);
std::unique_ptr<Command> makePlanCostCommand(CliState& state);
std::unique_ptr<Command> makePlanValidateCommand(CliState& state);
std::unique_ptr<Command> makeCatalogValidateCommand(CliState& state);
std::unique_ptr<Command> makeCatalogInfoCommand(CliState& state);
std::unique_ptr<Command> makeCatalogListSourcesCommand(CliState& state);
std::unique_ptr<Command> makeCatalogRemoveCommand(CliState& state);
std::unique_ptr<Command> makeCatalogImportCommand(CliState& state);
std::unique_ptr<Command> makeCatalogUpdateCommand(CliState& state);
std::unique_ptr<Command> makeMeasurementsImportCommand(CliState& state);
std::unique_ptr<Command> makeMeasurementsListCommand(CliState& state);
std::unique_ptr<Command> makeMeasurementsRemoveCommand(CliState& state);

} // namespace gp::cli
