#include "planservice.h"

#include "catalog.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace gp::planservice {

namespace {

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, {}, 0, 0, {}, message};
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
    if (item.endMonth() > MaxMonths)
        return usage(QCoreApplication::translate(
                         "PlanService", "the item would end in month %1; a plan covers at most %2 months")
                         .arg(item.endMonth())
                         .arg(MaxMonths));
    return item;
}

void prepareEmptyPlan(Plan& plan, const QString& currency, const ExchangeRates& fx)
{
    if (!plan.items.isEmpty())
        return;
    plan.fx = fx;
    if (!currency.isEmpty())
        plan.currency = currency;
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

} // namespace gp::planservice
