#include "plansummary.h"

#include "freshness.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

QString money(const Money& m)
{
    return formatAmount(m, AmountKind::Total, CurrencyMark::Code);
}

// The payment option of `model` that costs item `index` least, or nullopt when its prices have none.
std::optional<std::optional<PaymentOption>> cheapestPayment(const Plan& plan, int index, PricingModel model)
{
    if (!plan.items[index].prices.hasPriceFor(model))
        return std::nullopt;
    CostInputs in = plan.itemInputs(index);
    in.models = {model};
    const Result<CostEstimate> e = estimateCost(in);
    if (!e)
        return std::nullopt;
    const CostOption* best = e.value().cheapestOf(model);
    if (!best)
        return std::nullopt;
    return std::optional<std::optional<PaymentOption>>(best->payment);
}

} // namespace

CostSplit costSplit(const PlanCost& cost, int horizon)
{
    CostSplit s;
    const QString& cur = cost.currency;
    std::int64_t upfront = 0;
    for (const PlanItemCost& ic : cost.items) {
        if (ic.option)
            upfront += ic.option->upfront.micros() * std::max(1, ic.option->terms);
    }
    std::int64_t within = 0;
    std::int64_t owed = 0;
    for (int m = 0; m < cost.perMonth.size(); ++m) {
        if (m < horizon) {
            within += cost.perMonth[m].micros();
        } else if (cost.perMonth[m].micros() != 0) {
            owed += cost.perMonth[m].micros();
            s.monthsOwed = m + 1 - horizon;
        }
    }
    s.upfront = Money(upfront, cur);
    s.withinHorizon = Money(within, cur);
    s.owedAfterHorizon = Money(owed, cur);
    s.total = Money(within + owed, cur);
    s.averageMonthly = horizon > 0 ? roundedToMinor(Money(within / horizon, cur)) : Money(0, cur);
    return s;
}

PlanSummary summarizePlan(const Plan& plan)
{
    PlanSummary s;
    s.horizon = plan.horizon();
    const PlanCost cost = plan.cost();
    s.asPlanned = costSplit(cost, s.horizon);
    s.perKind = cost.perKind;
    for (int m = 0; m < cost.perMonth.size(); ++m) {
        if (s.highestMonth == 0 || cost.perMonth[m].micros() > s.highestMonthAmount.micros()) {
            s.highestMonth = m + 1;
            s.highestMonthAmount = cost.perMonth[m];
        }
    }

    // The same items bought another way: every item that has a price for the model switches to it (a
    // reservation with its cheapest payment option); the others stay as planned.
    for (const PricingModel model : AllPricingModels) {
        Plan alt = plan;
        PlanAlternative a;
        a.pricing = model;
        a.interruptible = model == PricingModel::Spot;
        int instanceItems = 0;
        for (int i = 0; i < alt.items.size(); ++i) {
            if (alt.items[i].kind != PlanItemKind::Instance)
                continue; // storage, transfer and fixed items cost the same whichever way instances are
                          // bought
            ++instanceItems;
            const auto payment = cheapestPayment(plan, i, model);
            if (!payment) {
                ++a.itemsKept;
                continue;
            }
            alt.items[i].pricing = model;
            alt.items[i].payment = *payment;
        }
        if (a.itemsKept == instanceItems)
            continue; // no instance item has such a price (or there is none): nothing to show
        const PlanCost altCost = alt.cost();
        a.complete = altCost.isComplete();
        a.split = costSplit(altCost, alt.horizon());
        s.alternatives << a;
    }
    for (int i = 0; i < s.alternatives.size(); ++i) {
        const PlanAlternative& a = s.alternatives[i];
        if (!a.complete)
            continue;
        if (s.cheapest < 0 || a.split.total.micros() < s.alternatives[s.cheapest].split.total.micros())
            s.cheapest = i;
        if (!a.interruptible &&
            (s.cheapestUninterruptible < 0 ||
             a.split.total.micros() < s.alternatives[s.cheapestUninterruptible].split.total.micros()))
            s.cheapestUninterruptible = i;
    }
    for (const PlanAlternative& a : s.alternatives) {
        if (a.pricing == PricingModel::OnDemand && a.complete && a.itemsKept == 0)
            s.savingAgainstOnDemand =
                Money(a.split.total.micros() - s.asPlanned.total.micros(), plan.currency);
    }

    // Break-even of each commitment against on-demand, once per offer.
    QSet<QString> seen;
    for (int i = 0; i < plan.items.size(); ++i) {
        const PlanItem& it = plan.items[i];
        if (it.kind != PlanItemKind::Instance)
            continue;
        const QString key = it.instanceId + u'\n' + it.region;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        const Result<CostEstimate> e = estimateCost(plan.itemInputs(i));
        if (!e)
            continue;
        for (const BreakEven& b : e.value().breakEven) {
            if (!b.usageCentiHours && b.note.isEmpty())
                continue;
            if (s.breakEvens.size() >= PlanSummary::MaxBreakEvens) {
                ++s.breakEvensLeftOut;
                continue;
            }
            s.breakEvens << QCoreApplication::translate("PlanSummary", "%1 in %2: %3")
                                .arg(it.instanceId.section(u'/', 1), it.region, b.sentence());
        }
    }

    if (plan.budget.total) {
        const Money& b = *plan.budget.total;
        if (cost.totalBudgetExceededInMonth) {
            s.budget << QCoreApplication::translate("PlanSummary",
                                                    "Over the total budget of %1 from month %2, by %3")
                            .arg(money(b))
                            .arg(*cost.totalBudgetExceededInMonth)
                            .arg(money(Money(cost.total.micros() - b.micros(), plan.currency)));
        } else {
            s.budget << QCoreApplication::translate("PlanSummary", "Within the total budget of %1; %2 left")
                            .arg(money(b), money(Money(b.micros() - cost.total.micros(), plan.currency)));
        }
    }
    if (plan.budget.monthly) {
        const Money& b = *plan.budget.monthly;
        s.budget << (cost.monthlyBudgetExceededInMonth
                         ? QCoreApplication::translate(
                               "PlanSummary",
                               "Over the monthly budget of %1 from month %2; the highest month (%3) costs %4")
                               .arg(money(b))
                               .arg(*cost.monthlyBudgetExceededInMonth)
                               .arg(s.highestMonth)
                               .arg(money(s.highestMonthAmount))
                         : QCoreApplication::translate(
                               "PlanSummary",
                               "Within the monthly budget of %1 every month; the highest month (%2) costs %3")
                               .arg(money(b))
                               .arg(s.highestMonth)
                               .arg(money(s.highestMonthAmount)));
    }

    QSet<QString> staleSeen;
    for (const PlanItem& it : plan.items) {
        // A storage or transfer price is dated like an instance's; a fixed amount is the user's own.
        const bool instance = it.kind == PlanItemKind::Instance;
        const QDate d = instance ? it.prices.asOf : it.usagePrice.asOf;
        if (!d.isValid() || it.kind == PlanItemKind::Fixed)
            continue;
        if (!s.oldestPrice.isValid() || d < s.oldestPrice)
            s.oldestPrice = d;
        if (!s.newestPrice.isValid() || d > s.newestPrice)
            s.newestPrice = d;
        const QString key = (instance ? it.instanceId : it.title()) + u'\n' + it.region;
        if (isStale(d) && !staleSeen.contains(key)) {
            staleSeen.insert(key);
            if (s.stalePrices.size() >= PlanSummary::MaxStalePrices) {
                ++s.stalePricesLeftOut;
                continue;
            }
            s.stalePrices << QCoreApplication::translate("PlanSummary", "%1 in %2: prices as of %3 (%4)")
                                 .arg(instance ? it.instanceId.section(u'/', 1) : it.title(), it.region,
                                      asOfText(d, instance && it.prices.undated), staleNote(d));
        }
    }
    return s;
}

} // namespace gp
