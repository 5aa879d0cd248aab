#pragma once

#include "plan.h"

#include <QDate>
#include <QList>
#include <QStringList>

#include <optional>

namespace gp {

// What a plan costs, split the way a budget holder reads it: paid upfront, per month, within the plan's
// horizon and owed after it (a term that runs past the last item's month is owed in full, never hidden in a
// total).
struct CostSplit
{
    Money upfront;          // upfront payments of reservations, within and after the horizon
    Money averageMonthly;   // withinHorizon / horizon months, rounded to the minor unit
    Money withinHorizon;    // paid in months 1..horizon
    Money owedAfterHorizon; // paid in the months after it
    Money total;            // withinHorizon + owedAfterHorizon
    int monthsOwed = 0;     // months after the horizon with a payment
};

// The plan as it would cost with every item bought one way (where the item's prices have it).
struct PlanAlternative
{
    PricingModel pricing = PricingModel::OnDemand;
    CostSplit split;
    int itemsKept = 0; // items with no such price keep their own pricing
    bool interruptible = false;
    bool complete = false; // every item priced
};

struct PlanSummary
{
    int horizon = 0; // the last month an item runs (Plan::cost's months also count months owed after it)
    CostSplit asPlanned;
    QList<PlanTotal> perKind; // as planned: compute, storage, data transfer, other (PlanCost::perKind)
    int highestMonth = 0;     // 1-based, the month with the highest payment
    Money highestMonthAmount;
    QList<PlanAlternative> alternatives; // one per pricing model, on-demand first
    int cheapest = -1;                   // index into alternatives: lowest total of the complete ones
    int cheapestUninterruptible = -1;    // the same without spot
    std::optional<Money>
        savingAgainstOnDemand; // the plan as planned against all on-demand (negative: dearer)
    QStringList breakEvens;    // "p4d.24xlarge in us-east-1: Reserved 1 year, no upfront pays off above ..."
    int breakEvensLeftOut = 0;
    QStringList budget; // sentences on the total and monthly budget
    QDate oldestPrice, newestPrice;
    QStringList stalePrices; // "p4d.24xlarge in us-east-1: prices as of 2023-06-30 (stale: ...)"
    int stalePricesLeftOut = 0;

    static constexpr int MaxBreakEvens = 8;
    static constexpr int MaxStalePrices = 8;
};

// The split of a costed plan at `horizon` months.
CostSplit costSplit(const PlanCost& cost, int horizon);

// The summary of a plan that can be costed (PlanCost::isComplete); the report's first page and `plan cost`
// show it.
PlanSummary summarizePlan(const Plan& plan);

} // namespace gp
