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

class MeasurementsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

protected:
    static json measurementToJson(const MeasurementFile& m, const Catalog& catalog)
    {
        json j;
        j["file"] = m.file.toStdString();
        j["measured_at"] = m.measuredAt.toString(Qt::ISODate).toStdString();
        j["host"] = m.host.toStdString();
        j["label"] = m.label.isEmpty() ? json(nullptr) : json(m.label.toStdString());
        j["driver_version"] = m.driverVersion.isEmpty() ? json(nullptr) : json(m.driverVersion.toStdString());
        j["probe_version"] = m.probeVersion.toStdString();
        json gpus = json::array();
        for (const MeasuredDevice& d : m.devices) {
            const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : catalog.gpu(d.gpuId);
            json g;
            g["index"] = d.index;
            g["name"] = d.name.toStdString();
            g["gpu_id"] = gpu ? json(gpu->id.toStdString()) : json(nullptr);
            json results = json::object();
            for (int q = 0; q < MeasuredQuantityCount; ++q) {
                const auto quantity = MeasuredQuantity(q);
                const auto v = d.value(quantity);
                if (!v)
                    continue;
                const auto pct = gpu ? percentOfDatasheet(*gpu, quantity, d) : std::nullopt;
                results[measuredQuantityKey(quantity).toStdString()] =
                    json{{"value", *v},
                         {"unit", measuredQuantityUnit(quantity).toStdString()},
                         {"percent_of_datasheet", pct ? json(std::round(*pct * 10) / 10) : json(nullptr)}};
            }
            g["results"] = results;
            gpus.push_back(g);
        }
        j["gpus"] = gpus;
        return j;
    }

    void printMeasurement(const MeasurementFile& m, const Catalog& catalog)
    {
        m_out << tr("Measured %1 UTC on %2").arg(m.measuredAt.toString(u"yyyy-MM-dd HH:mm"_s), m.host)
              << (m.label.isEmpty() ? QString() : u" (%1)"_s.arg(m.label))
              << (m.driverVersion.isEmpty() ? QString() : tr(", driver %1").arg(m.driverVersion))
              << tr(", gpu-probe %1").arg(m.probeVersion) << '\n';
        for (const MeasuredDevice& d : m.devices) {
            const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : catalog.gpu(d.gpuId);
            m_out << tr("\nGPU ") << d.index << ": " << d.name << " -> "
                  << (gpu ? gpu->model : tr("not a model in the catalog")) << '\n';
            TextTable t;
            t.headers = {tr("Measurement"), tr("Measured"), tr("Datasheet"), tr("Reached")};
            t.rightAligned = {false, true, true, true};
            for (int q = 0; q < MeasuredQuantityCount; ++q) {
                const auto quantity = MeasuredQuantity(q);
                const auto v = d.value(quantity);
                if (!v)
                    continue;
                const QString unit = measuredQuantityUnit(quantity);
                const auto sheet = gpu ? datasheetFigure(*gpu, quantity) : std::nullopt;
                const auto pct = gpu ? percentOfDatasheet(*gpu, quantity, d) : std::nullopt;
                t.rows << QStringList{measuredQuantityKey(quantity), num(v, 1) + u' ' + unit,
                                      sheet ? num(sheet, 1) + u' ' + unit : u"-"_s,
                                      pct ? num(pct, 1) + u" %"_s : u"-"_s};
            }
            t.print(m_out);
        }
    }
};

class MeasurementsImportCommand final : public MeasurementsCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using MeasurementsCommand::MeasurementsCommand;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        Catalog catalog = loadCatalog();
        IssueList issues;
        MeasurementFile m;
        const auto stored = MeasurementStore::importFile(path, catalog, issues, &m);
        reportIssues(issues);
        if (!stored) {
            // Anything wrong with the given file is bad input; failing to store it is not.
            const bool bad = std::any_of(issues.cbegin(), issues.cend(), [&](const Issue& i) {
                return i.severity == Issue::Severity::Error && i.error.file == path;
            });
            return bad ? BadInput : Failure;
        }
        if (m_format == Format::Json) {
            json j = measurementToJson(m, catalog);
            j["stored"] = stored->toStdString();
            printJson(j);
        } else {
            m_out << tr("Stored ") << *stored << '\n';
            printMeasurement(m, catalog);
        }
        return finish();
    }
};

class MeasurementsListCommand final : public MeasurementsCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using MeasurementsCommand::MeasurementsCommand;

    int run(const QStringList& /*args*/) override
    {
        Catalog catalog = loadCatalog();
        IssueList issues;
        const QList<MeasurementFile> files = MeasurementStore::loadAll(issues);
        reportIssues(issues);
        if (m_format == Format::Json) {
            json all = json::array();
            for (const MeasurementFile& m : files)
                all.push_back(measurementToJson(m, catalog));
            printJson(all);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Name"),    tr("GPU"),  tr("Devices"), tr("Measured (UTC)"),
                     tr("Machine"), tr("GB/s"), tr("BF16")};
        t.rightAligned = {false, false, true, false, false, true, true};
        for (const MeasurementFile& m : files) {
            const QMap<QString, GpuMeasurement> byGpu = summarizeMeasurements({m});
            for (auto it = byGpu.cbegin(); it != byGpu.cend(); ++it) {
                const Gpu* gpu = catalog.gpu(it.key());
                t.rows << QStringList{QFileInfo(m.file).fileName(),
                                      gpu ? gpu->model : it.key(),
                                      QString::number(it->devices),
                                      m.measuredAt.toString(u"yyyy-MM-dd HH:mm"_s),
                                      m.label.isEmpty() ? m.host : m.label,
                                      num(it->memoryBandwidthGbs, 0),
                                      num(it->tflops[std::size_t(Precision::BF16)], 0)};
            }
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        if (t.rows.isEmpty())
            m_out << tr("No measurements stored in ") << MeasurementStore::folder()
                  << tr(".\nRun tools/gpu-probe on a GPU machine, then: gpu-planner-cli measurements import "
                        "FILE\n");
        else
            t.print(m_out);
        return finish();
    }
};

class MeasurementsRemoveCommand final : public MeasurementsCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using MeasurementsCommand::MeasurementsCommand;

    int run(const QStringList& args) override
    {
        const QString& name = args[0];
        if (const auto error = MeasurementStore::remove(name)) {
            if (error->code == ErrorCode::NotFound)
                throw UsageError{error->message};
            return printError(*error, Failure);
        }
        m_out << tr("Removed ") << name << '\n';
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeMeasurementsImportCommand(CliState& state)
{
    return std::make_unique<MeasurementsImportCommand>(state);
}

std::unique_ptr<Command> makeMeasurementsListCommand(CliState& state)
{
    return std::make_unique<MeasurementsListCommand>(state);
}

std::unique_ptr<Command> makeMeasurementsRemoveCommand(CliState& state)
{
    return std::make_unique<MeasurementsRemoveCommand>(state);
}

} // namespace gp::cli
