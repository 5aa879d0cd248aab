#include "planservice.h"

#include "catalog.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace gp::planservice {

namespace {

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, {}, 0, 0, {}, message};
}

// An item's months must lie within the plan's MaxMonths.
Result<bool> checkSpan(const PlanItem& item)
{
    if (item.startMonth < 1 || item.months < 1 || item.endMonth() > MaxMonths)
        return usage(QCoreApplication::translate(
                         "PlanService", "the item would end in month %1; a plan covers at most %2 months")
                         .arg(item.endMonth())
                         .arg(MaxMonths));
    return true;
}

} // namespace

Result<PlanItem> itemForOffer(const OfferRow& row, const ItemRequest& request)
{
    Q_ASSERT(row.instance);
    const QString id = row.instance->id();
    if (!row.offer)
        return usage(QCoreApplication::translate(
                         "PlanService", "%1 has no public prices in the catalog; it cannot be planned")
                         .arg(id));
    const PriceSheet prices = PriceSheet::fromOffer(*row.offer);
    if (!prices.hasPriceFor(request.pricing)) {
        QStringList available;
        for (PricingModel m : AllPricingModels) {
            if (prices.hasPriceFor(m))
                available << pricingModelKey(m);
        }
        return usage(QCoreApplication::translate("PlanService", "%1 in %2 has no %3 price; it has %4")
                         .arg(id, row.offer->region, pricingModelKey(request.pricing),
                              available.isEmpty() ? QCoreApplication::translate("PlanService", "none")
                                                  : available.join(u", "_s)));
    }
    std::optional<PaymentOption> payment;
    if (termMonths(request.pricing) > 0) {
        QList<PaymentOption> offered;
        for (const ReservedPrice& r : prices.reserved) {
            if (r.termYears * 12 == termMonths(request.pricing) && !offered.contains(r.payment))
                offered << r.payment;
        }
        payment = request.payment                              ? *request.payment
                  : offered.contains(PaymentOption::NoUpfront) ? PaymentOption::NoUpfront
                                                               : offered.first();
        if (!offered.contains(*payment)) {
            QStringList keys;
            for (PaymentOption p : offered)
                keys << paymentOptionKey(p);
            return usage(
                QCoreApplication::translate("PlanService", "--payment: %1 has no %2 %3 price; it has %4")
                    .arg(id, pricingModelKey(request.pricing), paymentOptionKey(*payment),
                         keys.join(u", "_s)));
        }
    } else if (request.payment) {
        return usage(QCoreApplication::translate("PlanService",
                                                 "--payment applies to reserved-1y and reserved-3y only"));
    }
    PlanItem item = PlanItem::fromRow(row, request.pricing, payment);
    item.count = request.count;
    item.startMonth = request.startMonth;
    item.months = request.months;
    item.usageCentiHours = request.usageCentiHours;
    item.phase = request.phase;
    if (const Result<bool> span = checkSpan(item); !span)
        return span.error();
    return item;
}

Result<PlanItem> usageItem(const UsagePriceList& prices, const UsageRequest& request)
{
    PlanItem item;
    item.kind = request.usage == UsageKind::Egress ? PlanItemKind::Transfer : PlanItemKind::Storage;
    item.providerId = request.provider.trimmed();
    item.region = request.region.trimmed();
    if (item.providerId.isEmpty() || item.region.isEmpty())
        return usage(QCoreApplication::translate("PlanService", "give the provider and the region"));
    if (request.gb < 0 || request.gb > MaxUsageGb || request.growthGbPerMonth < 0 ||
        request.growthGbPerMonth > MaxUsageGb)
        return usage(QCoreApplication::translate("PlanService", "GB must be from 0 to %1").arg(MaxUsageGb));
    if (item.kind == PlanItemKind::Transfer && request.growthGbPerMonth > 0)
        return usage(QCoreApplication::translate("PlanService", "only storage grows month by month"));
    if (item.kind == PlanItemKind::Storage && request.once)
        return usage(QCoreApplication::translate("PlanService", "storage is kept for months, not once"));
    item.gb = request.gb;
    item.growthGbPerMonth = request.growthGbPerMonth;
    item.once = request.once;
    item.startMonth = request.startMonth;
    item.months = request.once ? 1 : request.months;
    item.phase = request.phase;
    if (request.price) {
        item.usagePrice = *request.price;
        item.usagePrice.kind = request.usage;
        item.usagePrice.provider = item.providerId;
        item.usagePrice.region = item.region;
        if (const QString problem = item.usagePrice.problem(); !problem.isEmpty())
            return usage(problem);
    } else if (const auto p = prices.find(request.usage, item.providerId, item.region)) {
        item.usagePrice = *p;
    } else {
        const qsizetype regions = prices.regions(request.usage, item.providerId).size();
        const QString what = usageKindLabel(request.usage);
        return usage(
            regions == 0
                ? QCoreApplication::translate("PlanService", "the catalog has no published %1 price for %2")
                      .arg(what, item.providerId)
                : QCoreApplication::translate(
                      "PlanService", "the catalog has no published %1 price for %2 in %3 (%2 regions "
                                     "with one: %4)")
                      .arg(what, item.providerId, item.region)
                      .arg(regions));
    }
    if (const Result<bool> span = checkSpan(item); !span)
        return span.error();
    return item;
}

Result<PlanItem> fixedItem(const FixedRequest& request)
{
    PlanItem item;
    item.kind = PlanItemKind::Fixed;
    item.label = request.label.trimmed();
    if (item.label.isEmpty())
        return usage(QCoreApplication::translate("PlanService", "say what the amount is for"));
    if (!request.amount || request.amount->isNegative())
        return usage(QCoreApplication::translate("PlanService", "give an amount of at least zero"));
    item.amount = request.amount;
    item.once = request.once;
    item.providerId = request.provider.trimmed();
    item.startMonth = request.startMonth;
    item.months = request.once ? 1 : request.months;
    item.phase = request.phase;
    if (const Result<bool> span = checkSpan(item); !span)
        return span.error();
    return item;
}

const PlanItem* templateItem(const Plan& plan, int selected)
{
    if (selected >= 0 && selected < plan.items.size() && plan.items[selected].kind == PlanItemKind::Instance)
        return &plan.items[selected];
    for (const PlanItem& i : plan.items) {
        if (i.kind == PlanItemKind::Instance)
            return &i;
    }
    return nullptr;
}

void prepareEmptyPlan(Plan& plan, const QString& currency, const ExchangeRates& fx)
{
    if (!plan.items.isEmpty())
        return;
    plan.fx = fx;
    if (!currency.isEmpty())
        plan.currency = currency;
}

Result<Plan> withCurrency(const Plan& plan, const QString& currency)
{
    Plan next = plan;
    if (currency == plan.currency)
        return next;
    const ExchangeRates& fx = plan.fx.isEmpty() ? ExchangeRates::builtin() : plan.fx;
    for (std::optional<Money>* budget : {&next.budget.total, &next.budget.monthly}) {
        if (!*budget)
            continue;
        const std::optional<Money> converted = fx.convert(**budget, currency);
        if (!converted)
            return usage(
                QCoreApplication::translate("PlanService", "no exchange rate from %1 to %2 for the budget")
                    .arg((*budget)->currency(), currency));
        *budget = roundedForDisplay(*converted, AmountKind::Total);
    }
    next.currency = currency;
    return next;
}

Result<bool> add(Plan& plan, const QList<PlanItem>& items)
{
    if (plan.items.size() + items.size() > Plan::MaxItems)
        return usage(
            QCoreApplication::translate("PlanService", "the plan already has %1 items, the most a plan holds")
                .arg(plan.items.size()));
    // Only the new items are checked: a problem of an item already in the plan stays the plan's own.
    Plan probe = plan;
    probe.items = items;
    const PlanCost cost = probe.cost();
    if (!cost.problems.isEmpty())
        return usage(cost.problems.first().error.message);
    plan.items << items;
    return true;
}

Result<bool> checkEdit(const PlanCost& before, const PlanCost& after)
{
    // Items are told apart by what their problem says (their title or instance and region), not their
    // index, which an edit that removes an item shifts.
    QHash<QString, int> known;
    for (const Issue& p : before.problems)
        ++known[p.error.message];
    QStringList added;
    for (const Issue& p : after.problems) {
        if (int& n = known[p.error.message]; n > 0)
            --n;
        else
            added << p.error.message;
    }
    if (added.isEmpty())
        return true;
    constexpr qsizetype Named = 3; // a currency change can break hundreds of items: the first few and a count
    QStringList named = added.mid(0, Named);
    if (added.size() > Named)
        named << QCoreApplication::translate("PlanService", "%n more", nullptr, int(added.size() - Named));
    return usage(
        QCoreApplication::translate("PlanService", "not changed, as the plan could then not be priced: %1")
            .arg(named.join(u"; "_s)));
}

} // namespace gp::planservice
