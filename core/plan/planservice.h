#pragma once

#include "costengine.h"
#include "error.h"
#include "plan.h"

#include <QList>
#include <QString>

#include <optional>

namespace gp {

struct OfferRow;

// The one set of rules for how items join a plan, whichever face adds them: `plan add`, the explorer's
// and the comparison's "Add to Plan", the wizard's results and a train-then-serve pair (their items come
// from itemsForRecommendations in recommender.h).
namespace planservice {

// How an offer is bought in the plan. Defaults are those of a new item everywhere.
struct ItemRequest
{
    static constexpr int DefaultMonths = 12;

    PricingModel pricing = PricingModel::OnDemand;
    std::optional<PaymentOption> payment; // reserved only; absent: no_upfront where offered, else the first
    int count = 1;
    int startMonth = 1;
    int months = DefaultMonths;
    std::optional<std::int64_t> usageCentiHours; // absent: the plan's hours per month
    QString phase;
};

// An item for a catalog row with a copy of its prices. Fails (ErrorCode::Usage) when the row has no
// price for the pricing model (the message lists the ones it has), the payment option is not offered, a
// payment is given for a model without one, or the item would end after month MaxMonths.
Result<PlanItem> itemForOffer(const OfferRow& row, const ItemRequest& request);

// A plan with no items takes `currency` (when not empty) and `fx` before its first items: its numbers
// then rest on the rates of the day they were planned.
void prepareEmptyPlan(Plan& plan, const QString& currency, const ExchangeRates& fx);

// Appends the items when the plan has room (Plan::MaxItems) and can price every one of them; otherwise
// leaves the plan as it was and fails with the first problem (ErrorCode::Usage).
Result<bool> add(Plan& plan, const QList<PlanItem>& items);

} // namespace planservice
} // namespace gp
