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

#ifdef GP_HAVE_CHARTS
#include "charts.h"
#include "costreport.h"

#include <QChart>
#endif

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class ChartCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
#ifndef GP_HAVE_CHARTS
        m_err << kProgram << tr(": chart: this build has no charts (built without the GUI libraries)\n");
        m_err.flush();
        return Failure;
#else
        static const QStringList kinds{u"perf-price"_s, u"value"_s, u"cost-over-time"_s, u"budget"_s};
        const QString kind = m_parser.value(u"kind"_s);
        if (!kinds.contains(kind))
            throw UsageError{tr("--kind: expected %1, got \"%2\"").arg(kinds.join(u", "_s), kind)};
        const QString output = m_parser.value(u"output"_s);
        if (output.isEmpty())
            throw UsageError{tr("chart needs -o FILE (.png, .svg or .pdf)")};
        const auto format = charts::formatFromFileName(output);
        if (!format)
            throw UsageError{tr("-o %1: the file name must end in .png, .svg or .pdf").arg(output)};
        const Precision precision = precisionOption(Precision::BF16);
        const PricingModel pricing = pricingOption(PricingModel::OnDemand);
        const ExchangeRates fx = exchangeRatesFromOptions();
        const QString currency = currencyOption(fx, u"USD"_s);

        std::unique_ptr<QChart> chart;
        if (kind == u"budget"_s || (kind == u"cost-over-time"_s && m_parser.isSet(u"plan"_s))) {
            if (!m_parser.isSet(u"plan"_s))
                throw UsageError{tr("chart --kind budget needs --plan FILE")};
            const std::optional<Plan> plan = loadPlanFile(m_parser.value(u"plan"_s));
            if (!plan)
                return BadInput;
            const std::optional<PlanCost> costed = completeCost(*plan, m_parser.value(u"plan"_s));
            if (!costed)
                return BadInput;
            const PlanCost& cost = *costed;
            if (kind == u"budget"_s) {
                const QString by = m_parser.isSet(u"by"_s) ? m_parser.value(u"by"_s) : u"phase"_s;
                const std::optional<StackBy> stackBy = stackByFromKey(by);
                if (!stackBy)
                    throw UsageError{tr("--by: expected phase, provider or kind, got \"%1\"").arg(by)};
                chart = charts::budgetChart(budgetStacks(*plan, cost, *stackBy), *plan, *stackBy);
            } else {
                chart = charts::planCostOverTimeChart(*plan, cost);
            }
        } else {
            Catalog catalog = loadCatalog();
            QList<const OfferRow*> rows;
            if (m_parser.isSet(u"instances"_s)) {
                for (const QString& id : m_parser.value(u"instances"_s).split(u',', Qt::SkipEmptyParts)) {
                    const InstanceType* inst = findInstance(catalog, id.trimmed());
                    for (const OfferRow& r : catalog.rows()) {
                        if (r.instance == inst && r.offer &&
                            (!m_parser.isSet(u"region"_s) ||
                             regionMatches(r.offer->region, m_parser.value(u"region"_s))))
                            rows << &r;
                    }
                }
            } else {
                for (const OfferRow& r : catalog.rows())
                    rows << &r;
            }
            if (kind == u"perf-price"_s) {
                chart = charts::perfPriceChart(
                    catalog,
                    perfPriceData(rows, pricing, precision, currency, fx, m_parser.isSet(u"use-measured"_s)),
                    m_parser.isSet(u"log"_s));
            } else if (kind == u"value"_s) {
                const int top = m_parser.isSet(u"top"_s) ? integerOption(u"top"_s) : 15;
                chart =
                    charts::valueChart(valueRanking(rows, ValueMetric::TflopsPerPriceHour, pricing, precision,
                                                    currency, fx, top, m_parser.isSet(u"use-measured"_s)),
                                       ValueMetric::TflopsPerPriceHour, currency, precision);
            } else {
                if (rows.isEmpty() || !m_parser.isSet(u"instances"_s))
                    throw UsageError{tr("chart --kind cost-over-time needs --instances ID (or --plan FILE)")};
                // The first instance's offer by the one rule (its offer in --region, else the cheapest).
                CostBasis basis;
                basis.currency = currency;
                basis.fx = fx;
                const Result<OfferChoice> choice =
                    chooseOffer(*rows.first()->instance, basis, m_parser.value(u"region"_s));
                if (!choice)
                    throw UsageError{choice.error().message};
                const OfferRow* row = rowOf(catalog, choice.value().offer);
                CostInputs in = CostInputs::forRow(*row, precision, basis);
                if (m_parser.isSet(u"months"_s))
                    in.months = integerOption(u"months"_s);
                if (m_parser.isSet(u"usage"_s))
                    in.usageCentiHours =
                        decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
                if (m_parser.isSet(u"count"_s))
                    in.count = integerOption(u"count"_s);
                const Result<CostEstimate> e = estimateCost(in);
                if (!e)
                    throw UsageError{e.error().message};
                chart = charts::costOverTimeChart(costSeries(e.value()), currency,
                                                  tr("%1 in %2").arg(row->instance->id(), row->region()));
            }
        }
        charts::ExportOptions exportOptions;
        if (m_parser.isSet(u"dpi"_s))
            exportOptions.pixelRatio = integerOption(u"dpi"_s) / 96.0;
        const Result<bool> written = charts::exportChart(*chart, output, *format, exportOptions);
        if (!written) {
            return printError(written.error(), exitCodeFor(written.error()));
        }
        m_out << tr("Wrote ") << output << '\n';
        return finish();
#endif
    }
};

} // namespace

std::unique_ptr<Command> makeChartCommand(CliState& state)
{
    return std::make_unique<ChartCommand>(state);
}

} // namespace gp::cli
