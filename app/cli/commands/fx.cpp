#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class FxCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        const ExchangeRates fx = exchangeRatesFromOptions();
        if (m_format == Format::Json) {
            json rates = json::array();
            for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
                rates.push_back(json{
                    {"currency", it.key().toStdString()},
                    {"per_usd", fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals).toDouble()},
                    {"as_of",
                     it->asOf.isValid() ? json(it->asOf.toString(Qt::ISODate).toStdString()) : json(nullptr)},
                    {"source", it->source.toStdString()}});
            }
            printJson(json{{"base", ExchangeRates::Base.toStdString()},
                           {"user_file", ExchangeRates::userFilePath().toStdString()},
                           {"rates", rates}});
            return finish();
        }
        TextTable t;
        t.headers = {tr("Currency"), tr("Per USD"), tr("As of"), tr("Source")};
        t.rightAligned = {false, true, false, false};
        t.maxWidths = {0, 0, 0, 60};
        for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
            t.rows << QStringList{it.key(), fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals),
                                  it->asOf.toString(Qt::ISODate), it->source};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nUnits of each currency per US dollar. For one command: --fx CODE=RATE. Your own "
                    "rates, in\n"
                    "the shipped table's format (see docs/pricing.md):\n  ")
              << ExchangeRates::userFilePath() << '\n';
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeFxCommand(CliState& state)
{
    return std::make_unique<FxCommand>(state);
}

} // namespace gp::cli
