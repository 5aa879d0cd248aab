#pragma once

#include "catalogoutput.h"
#include "costengine.h"
#include "plan.h"

namespace gp {

// The JSON contract of `gpu-planner-cli cost` and `plan cost` (docs/cli.md). Amounts are numbers in the
// currency's major unit rounded to its minor unit; what is not known is null.

// An amount rounded to its currency's minor unit, as a JSON number (55.04).
OutJson amountToJson(const Money& m);
OutJson amountToJson(const std::optional<Money>& m);
// Hundredths of an hour as a JSON number (511.3).
OutJson centiHoursToJson(std::int64_t centi);

struct CostContext
{
    QString instanceId;
    QString region;
    QString regionNote; // why this region, when the user did not choose it
};

OutJson costEstimateToJson(const CostEstimate& estimate, const CostContext& context);
OutJson planCostToJson(const Plan& plan, const PlanCost& cost, const QList<PriceChange>& changes);

// "reserved-1y (no upfront) 511.3 h/month" style text of a break-even for tables.
QString breakEvenText(const BreakEven& b);

} // namespace gp
