#pragma once

#include "costengine.h"
#include "error.h"
#include "plan.h"
#include "usageprices.h"

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

// A storage or data-transfer item: GB kept (growing each month) or moved out, at a provider's region.
struct UsageRequest
{
    UsageKind usage = UsageKind::ObjectStorage; // ObjectStorage or BlockStorage: storage; Egress: transfer
    QString provider;
    QString region;
    std::int64_t gb = 0;
    std::int64_t growthGbPerMonth = 0; // storage only
    bool once = false;                 // transfer only: all of it in the start month
    int startMonth = 1;
    int months = ItemRequest::DefaultMonths; // a one-off transfer lasts 1 month whatever this says
    QString phase;
    std::optional<UsagePrice> price; // absent: the catalog's price for the provider's region
};
// The item with a copy of its price. Fails (ErrorCode::Usage) when no price is given and `prices` has none
// for the kind in that region (the message says which regions have one), for GB out of 0..MaxUsageGb,
// growth on a transfer, a malformed given price, or an end after month MaxMonths.
Result<PlanItem> usageItem(const UsagePriceList& prices, const UsageRequest& request);

// A fixed amount per month, or once, with what it is for.
struct FixedRequest
{
    QString label;
    std::optional<Money> amount;
    bool once = false;
    QString provider; // who is paid; may be empty
    int startMonth = 1;
    int months = ItemRequest::DefaultMonths; // a one-off amount lasts 1 month whatever this says
    QString phase;
};
// Fails (ErrorCode::Usage) for an empty label, a missing or negative amount, or an end after MaxMonths.
Result<PlanItem> fixedItem(const FixedRequest& request);

// The item a new storage, transfer or fixed item takes its provider, region, months and phase from when
// the user gives none: the selected item if it is an instance item, else the plan's first instance item.
const PlanItem* templateItem(const Plan& plan, int selected = -1);

// A plan with no items takes `currency` (when not empty) and `fx` before its first items: its numbers
// then rest on the rates of the day they were planned.
void prepareEmptyPlan(Plan& plan, const QString& currency, const ExchangeRates& fx);

// The plan in another currency: its budgets converted with the plan's own rates (the shipped ones when it has
// none) and rounded to the new currency's minor unit (none for JPY), so a 250,000 USD budget becomes about
// 1.77 million CNY, not "250,000 CNY". Fails (ErrorCode::Usage) when a rate is missing.
Result<Plan> withCurrency(const Plan& plan, const QString& currency);

// Appends the items when the plan has room (Plan::MaxItems) and can price every one of them; otherwise
// leaves the plan as it was and fails with the first problem (ErrorCode::Usage).
Result<bool> add(Plan& plan, const QList<PlanItem>& items);

// Whether an edit that turns a plan costed as `before` into one costed as `after` may be made: refused
// (ErrorCode::Usage, naming the items and why) when it leaves an item that cannot be priced which was not
// so before: a currency with no exchange rate, a term longer than the prices allow, a total past 10^12.
// A problem the plan already had stays allowed, so an edit can remove or fix it.
Result<bool> checkEdit(const PlanCost& before, const PlanCost& after);

} // namespace planservice
} // namespace gp
