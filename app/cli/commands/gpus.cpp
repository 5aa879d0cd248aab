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

class GpusCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        Catalog catalog = loadCatalog();
        if (m_format != Format::Table) {
            std::vector<json> rows;
            for (const Gpu& g : catalog.gpus())
                rows.push_back(gpuToJson(g));
            if (m_format == Format::Json)
                printJson(json(rows));
            else
                printCsv(rows.empty() ? QStringList() : scalarKeys(rows.front()), rows);
            return finish();
        }
        TextTable t;
        t.headers = {tr("ID"),   tr("Memory"), tr("GB/s"), tr("FP64"), tr("FP32"),
                     tr("TF32"), tr("BF16"),   tr("FP16"), tr("FP8"),  tr("INT8")};
        t.rightAligned = {false, false, true, true, true, true, true, true, true, true};
        for (const Gpu& g : catalog.gpus()) {
            QStringList row{g.id, num(g.memoryGb, 0) + tr(" GB ") + g.memoryType,
                            g.memoryBandwidthGbs ? num(g.memoryBandwidthGbs, 0) : u"-"_s};
            for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                                Precision::FP16, Precision::FP8, Precision::INT8})
                row << (g.denseTflops(p) ? num(g.denseTflops(p)) : u"-"_s);
            t.rows << row;
        }
        t.print(m_out);
        m_out << tr("\nDense TFLOPS (INT8: TOPS) per GPU; '-' = no such unit or no published figure.\n"
                    "Model names, sparse figures, TDP and sources: --format json.\n");
        TextTable measured;
        measured.headers = {tr("ID"),   tr("Measured"), tr("GB/s"), tr("FP64"), tr("FP32"),
                            tr("TF32"), tr("BF16"),     tr("FP16"), tr("FP8")};
        measured.rightAligned = {false, false, true, true, true, true, true, true, true};
        for (const Gpu& g : catalog.gpus()) {
            if (!g.measured)
                continue;
            // "3968 (83%)": the measured figure and the share of the datasheet's.
            auto cell = [](std::optional<double> v, std::optional<double> sheet, int decimals) {
                if (!v)
                    return u"-"_s;
                QString s = formatDecimal(*v, decimals);
                if (sheet && *sheet > 0)
                    s += u" (%1%)"_s.arg(formatDecimal(100.0 * *v / *sheet, 0));
                return s;
            };
            QStringList row{g.id, g.measured->measuredAt.toString(u"yyyy-MM-dd"_s),
                            cell(g.measured->memoryBandwidthGbs, g.memoryBandwidthGbs, 0)};
            for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                                Precision::FP16, Precision::FP8})
                row << cell(g.measuredTflops(p), g.denseTflops(p), 1);
            measured.rows << row;
        }
        if (!measured.rows.isEmpty()) {
            m_out << tr(
                "\nMeasured with gpu-probe (median over the devices of the newest measurement; % of the "
                "datasheet):\n");
            measured.print(m_out);
        }
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeGpusCommand(CliState& state)
{
    return std::make_unique<GpusCommand>(state);
}

} // namespace gp::cli
