#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "freshness.h"
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

class CostCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& id = args[0];
        // Options first: a mistake there is reported before the catalog is read.
        CostInputs in;
        if (m_parser.isSet(u"count"_s))
            in.count = integerOption(u"count"_s);
        if (m_parser.isSet(u"months"_s))
            in.months = integerOption(u"months"_s);
        if (m_parser.isSet(u"usage"_s))
            in.usageCentiHours = decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        const std::int64_t discountBp =
            m_parser.isSet(u"discount"_s) ? decimalOption(u"discount"_s, 2, 0, 9999, tr("a percentage")) : 0;
        if (m_parser.isSet(u"spot-overhead"_s))
            in.spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));
        if (m_parser.isSet(u"pricing"_s)) {
            const QString v = m_parser.value(u"pricing"_s).toLower();
            if (v != u"all"_s) {
                in.models.clear();
                for (const QString& part : v.split(u',', Qt::SkipEmptyParts)) {
                    const auto m = pricingModelFromKey(part.trimmed());
                    if (!m) {
                        throw UsageError{tr("--pricing: unknown pricing model \"%1\"; expected %2 or all")
                                             .arg(part, pricingModelKeys().join(u", "_s))};
                    }
                    if (!in.models.contains(*m))
                        in.models << *m;
                }
            }
        }
        const Precision precision = precisionOption(Precision::FP16);
        in.fx = exchangeRatesFromOptions();
        in.currency = currencyOption(in.fx, QString());

        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        if (inst->offers.isEmpty())
            throw UsageError{tr("%1 has no public prices in the catalog; nothing to cost").arg(id)};
        in.provider = inst->provider;
        in.discountsBp.insert(inst->provider, discountBp);
        const Result<OfferChoice> choice = chooseOffer(*inst, in, m_parser.value(u"region"_s));
        if (!choice)
            throw UsageError{choice.error().message};
        const Offer* offer = choice.value().offer;
        const QString regionNote = choice.value().note();
        const OfferRow row{inst, catalog.gpu(inst->gpuId), offer};
        const CostInputs forRow = CostInputs::forRow(row, precision);
        in.prices = forRow.prices;
        in.gpuMilliPerInstance = forRow.gpuMilliPerInstance;
        in.denseMilliTflopsPerInstance = forRow.denseMilliTflopsPerInstance;
        in.precision = precision;
        const Result<CostEstimate> result = estimateCost(in);
        if (!result)
            throw UsageError{result.error().message};
        const CostEstimate& e = result.value();
        const CostContext context{inst->id(), offer->region, regionNote};
        if (m_format == Format::Json) {
            printJson(costEstimateToJson(e, context));
            return finish();
        }
        TextTable t;
        t.headers = {tr("Pricing"), tr("Upfront"),   tr("Monthly"),
                     tr("Total"),   tr("Per GPU-h"), tr("Per PFLOP-h")};
        t.rightAligned = {false, true, true, true, true, true};
        // People read the table; a script reads CSV: plain numbers there.
        // Totals in the currency's minor unit; a price per GPU-hour or PFLOP-hour as a rate (4 decimals),
        // as the explorer and the Compare tab write them.
        auto amount = [&](const std::optional<Money>& m, AmountKind kind = AmountKind::Total) {
            if (!m)
                return m_format == Format::Csv ? QString() : u"-"_s;
            return m_format == Format::Csv ? plainAmount(*m, kind) : formatAmount(*m, kind);
        };
        for (int i = 0; i < e.options.size(); ++i) {
            const CostOption& o = e.options[i];
            QString label = o.label();
            if (m_format == Format::Table && i == e.cheapest)
                label += u" *"_s;
            if (!o.available) {
                t.rows << QStringList{label, u"-"_s, u"-"_s, u"-"_s, u"-"_s, u"-"_s};
                continue;
            }
            t.rows << QStringList{label,
                                  amount(o.upfront),
                                  amount(o.monthly),
                                  amount(o.total),
                                  amount(o.effectiveGpuHour, AmountKind::Rate),
                                  amount(o.pflopHour, AmountKind::Rate)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        m_out << tr("%1 in %2").arg(inst->id(), offer->region);
        if (!regionNote.isEmpty())
            m_out << ":\n  " << regionNote;
        m_out << '\n'
              << tr("%1 x %2 %3, %4, %5 h/month, amounts in %6")
                     .arg(QString::number(e.count), formatDecimal(inst->gpuCount, 3), row.gpu->model,
                          counted(e.months, QT_TR_NOOP("1 month"), QT_TR_NOOP("%1 months")),
                          fixed::toString(e.usageCentiHours, 2), e.currency);
        if (discountBp > 0)
            m_out << tr(", %1 % discount").arg(fixed::toString(discountBp, 2));
        m_out << '\n';
        if (e.fx)
            m_out << tr("Converted from %1 at %2\n").arg(e.fx->from, e.fx->quote);
        m_out << '\n';
        t.print(m_out);
        m_out
            << tr("\n* cheapest at this usage and horizon. Per PFLOP-h: dense %1 peak; '-' = no price or no "
                  "figure.\n")
                   .arg(precisionLabel(precision));
        // What a term still bills after the horizon is part of Total; it is said on its own line.
        QStringList owed;
        for (const CostOption& o : e.options) {
            if (o.available && o.owedAfterHorizon.micros() != 0)
                owed << tr("%1: %2 within the horizon + %3 owed in the %4 after it")
                            .arg(o.label(), formatAmount(o.withinHorizon(), AmountKind::Total),
                                 formatAmount(o.owedAfterHorizon, AmountKind::Total),
                                 monthsText(o.monthsBeyondHorizon));
        }
        if (!owed.isEmpty()) {
            m_out << tr("\nOwed after the %1-month horizon (included in Total):\n").arg(e.months);
            for (const QString& line : owed)
                printWrapped(line);
        }
        if (!e.breakEven.isEmpty()) {
            m_out << tr("\nBreak-even against on-demand:\n");
            for (const BreakEven& b : e.breakEven) {
                CostOption tmp;
                tmp.pricing = b.pricing;
                tmp.payment = b.payment;
                printWrapped(tmp.label() + u": "_s + breakEvenText(b));
            }
        }
        QStringList notes; // one line per pricing model and note, whatever the payment option
        for (const CostOption& o : e.options) {
            for (const QString& n : o.notes) {
                const QString line = pricingModelLabel(o.pricing) + u": "_s + n;
                if (!notes.contains(line))
                    notes << line;
            }
        }
        if (!notes.isEmpty()) {
            m_out << tr("\nNotes:\n");
            for (const QString& n : notes)
                printWrapped(n);
        }
        m_out << tr("\nPrices as of ") << asOfText(in.prices.asOf, in.prices.undated)
              << tr("; every month is rounded to the cent and totals are sums of months.\n");
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeCostCommand(CliState& state)
{
    return std::make_unique<CostCommand>(state);
}

} // namespace gp::cli
