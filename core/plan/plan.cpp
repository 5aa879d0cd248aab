#include "plan.h"

#include <QCoreApplication>

#include "catalog.h"
#include "enumnames.h"
#include "fixedpoint.h"
#include "freshness.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
const Offer* findOffer(const Catalog& catalog, const PlanItem& item)
{
    const InstanceType* inst = catalog.instance(item.instanceId);
    if (!inst)
        return nullptr;
    for (const Offer& o : inst->offers) {
        if (o.region == item.region)
            return &o;
    }
    return nullptr;
}

// A storage, transfer or fixed item's bill in the plan's currency, month by month from its start, each month
// rounded to the currency's minor unit like instance items' monthly amounts; empty with `problem` set when it
// cannot be priced.
QList<Money> usagePayments(const PlanItem& item, const ExchangeRates& fx, const QString& currency,
                           QString& problem, QStringList& quotes)
{
    QList<Money> out;
    const bool once = item.once && item.kind != PlanItemKind::Storage;
    const int months = once ? 1 : item.months;
    // The item's sum stays within the range money is kept in (10^12 units), whatever its months.
    const std::int64_t limit = std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit;
    std::int64_t sum = 0;
    for (int k = 0; k < months; ++k) {
        std::optional<std::int64_t> micros;
        QString from;
        if (item.kind == PlanItemKind::Fixed) {
            if (!item.amount) {
                problem = QCoreApplication::translate("Plan", "the item has no amount");
                return {};
            }
            micros = item.amount->micros();
            from = item.amount->currency();
        } else {
            if (const QString p = item.usagePrice.problem(); !p.isEmpty()) {
                problem = QCoreApplication::translate("Plan", "its copy of the price: %1").arg(p);
                return {};
            }
            const std::int64_t gb = item.kind == PlanItemKind::Storage ? item.gbInMonth(k) : item.gb;
            micros = usageCostMicros(item.usagePrice, gb);
            from = item.usagePrice.currency;
            if (!micros) {
                problem =
                    QCoreApplication::translate("Plan", "%1 GB is beyond the %2 GB a month costing takes")
                        .arg(gb)
                        .arg(MaxUsageGb);
                return {};
            }
        }
        Money m(*micros, from);
        if (from != currency) {
            const auto use = fx.use(from, currency);
            const auto converted = fx.convert(m, currency);
            if (!use || !converted) {
                problem =
                    QCoreApplication::translate("Plan", "no exchange rate from %1 to %2").arg(from, currency);
                return {};
            }
            if (!quotes.contains(use->quote))
                quotes << use->quote;
            m = *converted;
        }
        const std::int64_t v = m.roundedToMinorMicros();
        if (v > limit - sum) {
            problem =
                QCoreApplication::translate("Plan", "the plan's total would pass 10^12 %1").arg(currency);
            return {};
        }
        sum += v;
        out << Money(v, currency);
    }
    return out;
}

QList<PlanTotal> totalsBy(const QMap<QString, std::int64_t>& sums, const QString& currency)
{
    QList<PlanTotal> out;
    for (auto it = sums.cbegin(); it != sums.cend(); ++it)
        out << PlanTotal{it.key(), Money(it.value(), currency)};
    return out;
}
} // namespace

PlanItem PlanItem::fromRow(const OfferRow& row, PricingModel pricing, std::optional<PaymentOption> payment)
{
    PlanItem item;
    item.instanceId = row.instance->id();
    item.region = row.offer ? row.offer->region : QString();
    item.pricing = pricing;
    item.payment = payment;
    if (row.offer)
        item.prices = PriceSheet::fromOffer(*row.offer);
    item.gpuMilliPerInstance = std::llround(row.instance->gpuCount * 1000.0);
    return item;
}

Error PlanCost::incompleteError(const QString& file) const
{
    QStringList lines;
    for (const Issue& p : problems)
        lines << (p.error.path.isEmpty() ? p.error.message : p.error.path + u": "_s + p.error.message);
    return Error{ErrorCode::Schema,
                 file,
                 0,
                 0,
                 {},
                 QCoreApplication::translate("Plan", "the plan cannot be costed, so nothing was made: %1")
                     .arg(lines.join(u"; "_s))};
}

QList<Money> PlanCost::cumulative() const
{
    return runningTotals(perMonth, currency);
}

CostBasis Plan::costBasis() const
{
    CostBasis b;
    b.currency = currency;
    b.fx = fx;
    b.usageCentiHours = hoursPerMonthCenti;
    b.discountsBp = discountsBp;
    b.spotOverheadBp = spotOverheadBp;
    return b;
}

QString phaseLabel(const QString& phase)
{
    static const char* const known[] = {
        QT_TRANSLATE_NOOP("Phases", "training"), QT_TRANSLATE_NOOP("Phases", "fine-tuning"),
        QT_TRANSLATE_NOOP("Phases", "inference"), QT_TRANSLATE_NOOP("Phases", "rendering"),
        QT_TRANSLATE_NOOP("Phases", "simulation")};
    for (const char* k : known) {
        if (phase == QLatin1StringView(k))
            return QCoreApplication::translate("Phases", k);
    }
    return phase;
}

namespace {
const std::array<EnumName<PlanItemKind>, 4> kPlanItemKinds{{
    {PlanItemKind::Instance, u"instance", QT_TRANSLATE_NOOP("Labels", "Compute")},
    {PlanItemKind::Storage, u"storage", QT_TRANSLATE_NOOP("Labels", "Storage")},
    {PlanItemKind::Transfer, u"transfer", QT_TRANSLATE_NOOP("Labels", "Data transfer")},
    {PlanItemKind::Fixed, u"fixed", QT_TRANSLATE_NOOP("Labels", "Other")},
}};
} // namespace

QString planItemKindKey(PlanItemKind k)
{
    return enumKey(kPlanItemKinds, k);
}

std::optional<PlanItemKind> planItemKindFromKey(QStringView key)
{
    return enumFromKey(kPlanItemKinds, key);
}

QString planItemKindLabel(PlanItemKind k)
{
    return enumLabel(kPlanItemKinds, k);
}

QString PlanItem::title() const
{
    switch (kind) {
    case PlanItemKind::Instance:
        return instanceId;
    case PlanItemKind::Storage:
    case PlanItemKind::Transfer: // "object storage, aws us-east-1"
        return QCoreApplication::translate("Plan", "%1, %2 %3")
            .arg(usageKindLabel(usagePrice.kind), providerId, region);
    case PlanItemKind::Fixed:
        return label;
    }
    return {};
}

int Plan::horizon() const
{
    int h = 0;
    for (const PlanItem& it : items)
        h = std::max(h, it.endMonth());
    return h;
}

CostInputs Plan::itemInputs(int index) const
{
    const PlanItem& item = items[index];
    CostInputs in;
    static_cast<CostBasis&>(in) = costBasis();
    in.prices = item.prices;
    in.provider = item.provider();
    in.gpuMilliPerInstance = item.gpuMilliPerInstance;
    in.count = item.count;
    in.months = item.months;
    if (item.usageCentiHours)
        in.usageCentiHours = *item.usageCentiHours;
    return in;
}

PlanCost Plan::cost() const
{
    PlanCost pc;
    pc.currency = currency;
    QList<std::optional<CostOption>> options;
    QStringList itemProblems;
    QList<QList<Money>> usage(items.size());
    for (int i = 0; i < items.size(); ++i) {
        const PlanItem& item = items[i];
        if (item.kind != PlanItemKind::Instance) {
            QString problem;
            usage[i] = usagePayments(item, fx, currency, problem, pc.exchangeRatesUsed);
            if (!problem.isEmpty())
                pc.problems << Issue::failure(
                    Error{ErrorCode::Schema,
                          {},
                          0,
                          0,
                          u"items[%1]"_s.arg(i),
                          QCoreApplication::translate("Plan", "%1 cannot be priced: %2")
                              .arg(item.title(), problem)});
            else
                pc.months = std::max<int>(pc.months, item.startMonth - 1 + int(usage[i].size()));
            options << std::nullopt;
            itemProblems << problem;
            continue;
        }
        CostInputs in = itemInputs(i);
        in.models = {item.pricing};
        std::optional<CostOption> chosen;
        QString problem;
        const Result<CostEstimate> e = estimateCost(in);
        if (!e) {
            problem = e.error().message;
        } else {
            if (e.value().fx && !pc.exchangeRatesUsed.contains(e.value().fx->quote))
                pc.exchangeRatesUsed << e.value().fx->quote;
            const CostOption* o = e.value().option(item.pricing, item.payment);
            if (!o || !o->available) {
                problem = o && !o->notes.isEmpty()
                              ? o->notes.first()
                              : QCoreApplication::translate("Plan",
                                                            "no %1 %2 price in the plan's copy of the prices")
                                    .arg(pricingModelKey(item.pricing),
                                         item.payment ? paymentOptionKey(*item.payment) : QString());
            } else {
                chosen = *o;
            }
        }
        if (!problem.isEmpty()) {
            pc.problems << Issue::failure(
                Error{ErrorCode::Schema,
                      {},
                      0,
                      0,
                      u"items[%1]"_s.arg(i),
                      QCoreApplication::translate("Plan", "%1 in %2 cannot be priced: %3")
                          .arg(item.instanceId, item.region, problem)});
        } else {
            pc.months = std::max<int>(pc.months, item.startMonth - 1 + int(chosen->payments.size()));
        }
        options << chosen;
        itemProblems << problem;
    }

    pc.perMonth = QList<Money>(pc.months, Money(0, currency));
    QMap<QString, std::int64_t> phases;
    QMap<QString, std::int64_t> providers;
    std::array<std::int64_t, std::size(AllPlanItemKinds)> kinds{};
    std::int64_t total = 0;
    for (int i = 0; i < items.size(); ++i) {
        PlanItemCost ic;
        ic.option = options[i];
        ic.perMonth = QList<Money>(pc.months, Money(0, currency));
        std::int64_t itemTotal = 0;
        // Every sum of the plan stays within the range money is kept in (10^12 units).
        const std::int64_t limit = std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit;
        const bool isUsage = items[i].kind != PlanItemKind::Instance;
        std::int64_t planned = 0;
        for (const Money& m : usage[i])
            planned += m.micros();
        if (isUsage && !usage[i].isEmpty() && planned > limit - total) {
            usage[i].clear();
            itemProblems[i] =
                QCoreApplication::translate("Plan", "the plan's total would pass 10^12 %1").arg(currency);
            pc.problems << Issue::failure(Error{ErrorCode::Schema,
                                                {},
                                                0,
                                                0,
                                                u"items[%1]"_s.arg(i),
                                                QCoreApplication::translate("Plan", "%1 cannot be priced: %2")
                                                    .arg(items[i].title(), itemProblems[i])});
        }
        if (ic.option && ic.option->total.micros() > limit - total) {
            ic.option.reset();
            itemProblems[i] =
                QCoreApplication::translate("Plan", "the plan's total would pass 10^12 %1").arg(currency);
            pc.problems << Issue::failure(
                Error{ErrorCode::Schema,
                      {},
                      0,
                      0,
                      u"items[%1]"_s.arg(i),
                      QCoreApplication::translate("Plan", "%1 in %2 cannot be priced: %3")
                          .arg(items[i].instanceId, items[i].region, itemProblems[i])});
        }
        const QList<Money>* payments = ic.option ? &ic.option->payments : nullptr;
        if (isUsage && itemProblems[i].isEmpty())
            payments = &usage[i];
        if (payments) {
            for (int k = 0; k < payments->size(); ++k) {
                const int month = items[i].startMonth - 1 + k;
                const std::int64_t v = (*payments)[k].micros();
                ic.perMonth[month] = Money(v, currency);
                pc.perMonth[month] = Money(pc.perMonth[month].micros() + v, currency);
                itemTotal += v;
            }
        } else {
            ic.problem = itemProblems[i];
        }
        ic.total = Money(itemTotal, currency);
        phases[items[i].phase] += itemTotal;
        providers[items[i].provider()] += itemTotal;
        kinds[std::size_t(items[i].kind)] += itemTotal;
        total += itemTotal;
        pc.items << ic;
    }
    pc.total = Money(total, currency);
    pc.perPhase = totalsBy(phases, currency);
    pc.perProvider = totalsBy(providers, currency);
    for (PlanItemKind k : AllPlanItemKinds)
        pc.perKind << PlanTotal{planItemKindKey(k), Money(kinds[std::size_t(k)], currency)};

    std::int64_t running = 0;
    for (int m = 0; m < pc.months; ++m) {
        running += pc.perMonth[m].micros();
        if (budget.monthly && !pc.monthlyBudgetExceededInMonth &&
            pc.perMonth[m].micros() > budget.monthly->micros())
            pc.monthlyBudgetExceededInMonth = m + 1;
        if (budget.total && !pc.totalBudgetExceededInMonth && running > budget.total->micros())
            pc.totalBudgetExceededInMonth = m + 1;
    }
    return pc;
}

QList<PriceChange> Plan::priceChanges(const Catalog& catalog) const
{
    QList<PriceChange> out;
    for (int i = 0; i < items.size(); ++i) {
        const PlanItem& item = items[i];
        if (item.kind == PlanItemKind::Fixed)
            continue;
        if (item.kind != PlanItemKind::Instance) {
            // A storage or transfer price the catalog publishes for the region, now different from the
            // plan's copy (a price given by hand for a region the catalog has none for is never compared).
            const auto now = catalog.usagePrices().find(item.usagePrice.kind, item.providerId, item.region);
            if (now && !(*now == item.usagePrice))
                out << PriceChange{i,
                                   QCoreApplication::translate(
                                       "Plan", "%1 in %2: %3 %4 in the plan, %5 %6 in the catalog (as of %7)")
                                       .arg(item.title(), item.region, item.usagePrice.tiersText(),
                                            item.usagePrice.currency, now->tiersText(), now->currency,
                                            now->asOf.toString(Qt::ISODate))};
            continue;
        }
        const Offer* offer = findOffer(catalog, item);
        if (!offer) {
            out << PriceChange{i, catalog.instance(item.instanceId)
                                      ? QCoreApplication::translate("Plan", "%1 is no longer offered in %2")
                                            .arg(item.instanceId, item.region)
                                      : QCoreApplication::translate("Plan", "%1 is no longer in the catalog")
                                            .arg(item.instanceId)};
            continue;
        }
        const PriceSheet now = PriceSheet::fromOffer(*offer);
        for (const QString& d : now.differencesFrom(item.prices)) {
            out << PriceChange{i, QCoreApplication::translate("Plan", "%1 in %2: %3 (catalog as of %4)")
                                      .arg(item.instanceId, item.region, d, asOfText(now.asOf, now.undated))};
        }
    }
    return out;
}

bool Plan::refreshPrices(int index, const Catalog& catalog)
{
    if (index < 0 || index >= items.size() || items[index].kind == PlanItemKind::Fixed)
        return false;
    PlanItem& item = items[index];
    if (item.kind != PlanItemKind::Instance) {
        const auto now = catalog.usagePrices().find(item.usagePrice.kind, item.providerId, item.region);
        if (!now || *now == item.usagePrice)
            return false;
        item.usagePrice = *now;
        return true;
    }
    const Offer* offer = findOffer(catalog, items[index]);
    if (!offer)
        return false;
    items[index].prices = PriceSheet::fromOffer(*offer);
    return true;
}

} // namespace gp
