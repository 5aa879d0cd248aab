#pragma once

#include "costengine.h"
#include "error.h"
#include "exchangerates.h"
#include "money.h"
#include "usageprice.h"

#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>
#include <optional>

namespace gp {

class Catalog;
struct OfferRow;

// What a plan item pays for: instance-hours, GB stored, GB moved out, or a fixed amount.
enum class PlanItemKind
{
    Instance,
    Storage,
    Transfer,
    Fixed
};
QString planItemKindKey(PlanItemKind k); // "instance", "storage", "transfer", "fixed"
std::optional<PlanItemKind> planItemKindFromKey(QStringView key);
QString planItemKindLabel(PlanItemKind k); // "Compute", "Storage", "Data transfer", "Other"
inline constexpr PlanItemKind AllPlanItemKinds[] = {PlanItemKind::Instance, PlanItemKind::Storage,
                                                    PlanItemKind::Transfer, PlanItemKind::Fixed};

// One line of a plan. An instance item: so many instances of an offer, bought one way, for some months. A
// storage item: GB kept in a provider's object or block storage, growing by so many GB a month. A transfer
// item: GB moved out to the internet each month, or once. A fixed item: an amount each month, or once.
struct PlanItem
{
    PlanItemKind kind = PlanItemKind::Instance;
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

    // Storage and transfer: the provider and (in `region`) the region whose price the item was planned
    // with, and a copy of that price; fixed: the provider it is paid to, if any.
    QString providerId;
    UsagePrice usagePrice;
    std::int64_t gb = 0;               // storage: GB kept in the first month; transfer: GB a month (or once)
    std::int64_t growthGbPerMonth = 0; // storage: GB added each later month
    bool once = false;                 // transfer and fixed: in the start month only
    QString label;                     // fixed: what it is ("support plan")
    std::optional<Money> amount;       // fixed: per month, or once, in its own currency

    QString provider() const
    {
        return kind == PlanItemKind::Instance ? instanceId.section(u'/', 0, 0) : providerId;
    }
    int endMonth() const { return startMonth + months - 1; }
    // "aws/p5.48xlarge", "S3 Standard, us-east-1", "support plan": what the item is, for lists.
    QString title() const;
    // GB stored in month k of the item (0-based): gb + k x growth.
    std::int64_t gbInMonth(int k) const { return gb + growthGbPerMonth * k; }

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
    std::optional<CostOption> option; // instance items: how it is bought; absent for other kinds and when
                                      // the item cannot be priced (see problem)
    QList<Money> perMonth;            // one entry per plan month; zero outside the item's months
    Money total;
    QString problem;

    bool priced() const { return problem.isEmpty(); }
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
    QList<PlanTotal> perKind;     // "instance", "storage", "transfer", "fixed", in that order, all four
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
    // Where the catalog's current prices differ from the ones stored in the plan, or an offer is gone;
    // storage and transfer items against the catalog's price for their kind, provider and region, where it
    // has one (fixed items have no catalog price).
    QList<PriceChange> priceChanges(const Catalog& catalog) const;
    // Replaces the stored prices of item `index` with the catalog's current ones; false when gone, the same,
    // or not in the catalog.
    bool refreshPrices(int index, const Catalog& catalog);
};

} // namespace gp
