#pragma once

#include "costengine.h"
#include "error.h"
#include "exchangerates.h"
#include "money.h"

#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>
#include <optional>

namespace gp {

class Catalog;
struct OfferRow;

// One line of a plan: so many instances of an offer, bought one way, for some months.
struct PlanItem
{
    QString instanceId; // "aws/p5.48xlarge"
    QString region;
    int count = 1;
    PricingModel pricing = PricingModel::OnDemand;
    std::optional<PaymentOption> payment; // required for reserved, absent otherwise
    int startMonth = 1;                   // 1 = the plan's first month
    int months = 1;
    std::optional<std::int64_t> usageCentiHours; // absent: the plan's hours per month
    QString phase;                               // "training", "inference"; may be empty
    QString notes;
    // The copy of the prices and the GPU count this item was planned with; a later catalog change
    // is shown (Plan::priceChanges), never silently applied.
    PriceSheet prices;
    std::int64_t gpuMilliPerInstance = 1000;

    QString provider() const { return instanceId.section(u'/', 0, 0); }
    int endMonth() const { return startMonth + months - 1; }

    // An item for a catalog row, with a copy of the row's prices.
    static PlanItem fromRow(const OfferRow& row, PricingModel pricing,
                            std::optional<PaymentOption> payment = {});
};

struct Budget
{
    std::optional<Money> total;   // for the whole plan
    std::optional<Money> monthly; // for any one month
};

struct PlanItemCost
{
    std::optional<CostOption> option; // absent when the item cannot be priced (see problem)
    QList<Money> perMonth;            // one entry per plan month; zero outside the item's months
    Money total;
    QString problem;
};

struct PlanTotal
{
    QString key; // phase name or provider id
    Money total;
};

struct PriceChange
{
    int item = 0; // index into Plan::items
    QString description;
};

struct PlanCost
{
    QString currency;
    int months = 0; // the plan's months, including months commitments still bill after their item ends
    QList<PlanItemCost> items;
    QList<Money> perMonth;
    QList<PlanTotal> perPhase;    // sorted by name; "" = no phase
    QList<PlanTotal> perProvider; // sorted by provider id
    Money total;
    std::optional<int> totalBudgetExceededInMonth;   // 1-based: the first month the running total passes it
    std::optional<int> monthlyBudgetExceededInMonth; // 1-based: the first month over the monthly budget
    QStringList exchangeRatesUsed;                   // quotes of the conversions made
    IssueList problems;                              // items that could not be priced

    QList<Money> cumulative() const;
    // The one rule for everything made from a plan's cost: with an item that cannot be priced there is no
    // right total, so `plan cost` exits 2 and reports and charts are not made, each with these problems.
    bool isComplete() const { return problems.isEmpty(); }
    // The problems as one error for FILE (the plan's file or name): "2 items cannot be priced: ...".
    Error incompleteError(const QString& file) const;
};

// A phase as people read it: the names the wizard gives ("training", "inference", ...) in the user's
// language, any other name as typed. Plans store the name as typed.
QString phaseLabel(const QString& phase);

// A named costing document: currency, exchange rates, discounts, defaults, budget and line items.
// Saved as a .gpuplan file (see planio.h and docs/plan-format.md).
struct Plan
{
    static constexpr int MaxItems = 10'000;

    QString name;
    QString notes;
    QString currency = QStringLiteral("USD");
    ExchangeRates fx;                        // stored in the plan so its numbers reproduce later
    QMap<QString, std::int64_t> discountsBp; // provider id -> negotiated discount, 500 = 5 %
    std::int64_t hoursPerMonthCenti = CentiHoursPerMonth;
    std::int64_t spotOverheadBp = CostBasis::DefaultSpotOverheadBp;
    Budget budget;
    QList<PlanItem> items;

    // What the items are costed against: the plan's currency, rates, hours per month, discounts and spot
    // overhead (each item brings its own months and may bring its own usage).
    CostBasis costBasis() const;
    // Every item priced with its stored prices, month by month.
    PlanCost cost() const;
    // The last month an item runs (0 without items); PlanCost::months also counts the months commitments
    // still bill after it.
    int horizon() const;
    // What item `index` is costed with (every pricing model; cost() keeps the item's own).
    CostInputs itemInputs(int index) const;
    // Where the catalog's current prices differ from the ones stored in the plan, or an offer is gone.
    QList<PriceChange> priceChanges(const Catalog& catalog) const;
    // Replaces the stored prices of item `index` with the catalog's current ones; false when gone.
    bool refreshPrices(int index, const Catalog& catalog);
};

} // namespace gp
