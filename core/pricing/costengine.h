#pragma once

#include "costbasis.h"
#include "error.h"
#include "exchangerates.h"
#include "gpu.h"
#include "money.h"
#include "offer.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace gp {

struct InstanceType;
struct OfferRow;

// The ways of buying an offer that the cost engine prices.
enum class PricingModel
{
    OnDemand,
    Monthly,
    Reserved1y,
    Reserved3y,
    Spot
};
QString pricingModelKey(PricingModel m); // "on-demand", "monthly", "reserved-1y", "reserved-3y", "spot"
std::optional<PricingModel> pricingModelFromKey(QStringView key);
QStringList pricingModelKeys();
QString pricingModelLabel(PricingModel m); // "On-demand", "Reserved 1 year"
inline constexpr PricingModel AllPricingModels[] = {PricingModel::OnDemand, PricingModel::Monthly,
                                                    PricingModel::Reserved1y, PricingModel::Reserved3y,
                                                    PricingModel::Spot};
// Months in one commitment term of the model (12 or 36), 0 for models without a term.
int termMonths(PricingModel m);

// The prices of one offer that costing needs, in the offer's currency. Built from the catalog, or read
// back from a plan, which keeps a copy of the prices it used.
struct PriceSheet
{
    QString currency;
    std::optional<Money> onDemandHourly;
    std::optional<Money> monthly;
    std::optional<Money> spotHourly;
    QList<ReservedPrice> reserved; // sources are not compared or stored in plans
    QDate asOf;                    // the newest as-of date among the prices
    bool undated = false;          // that date is a retrieval date (Source::undated), not the list's own

    static PriceSheet fromOffer(const Offer& offer);
    bool hasPriceFor(PricingModel m) const;
    // What changed from `older` to this sheet, one line per price ("on-demand hourly 98.32 -> 55.04 USD").
    QStringList differencesFrom(const PriceSheet& older) const;
};

// One offer priced against a cost basis (currency, rates, usage, horizon, discounts, spot overhead).
struct CostInputs : CostBasis
{
    PriceSheet prices;
    QString provider;                                        // whose discount in discountsBp applies
    std::int64_t gpuMilliPerInstance = 1000;                 // 8 GPUs -> 8000; a quarter T4 -> 250
    std::optional<std::int64_t> denseMilliTflopsPerInstance; // at `precision`, all GPUs of one instance
    Precision precision = Precision::FP16;
    int count = 1;
    QList<PricingModel> models{std::begin(AllPricingModels), std::end(AllPricingModels)};

    // The negotiated discount on every price of the offer (the provider's in discountsBp).
    std::int64_t discountBp() const { return discountFor(provider); }
    // The inputs for one catalog row: its prices, provider, GPU count and dense throughput at `precision`,
    // costed against `basis`.
    static CostInputs forRow(const OfferRow& row, Precision precision, const CostBasis& basis = {});
};

// One way of buying, priced. Amounts are rounded to the currency's minor unit, and every total is the
// sum of the rounded monthly payments, so the figures shown always add up.
struct CostOption
{
    PricingModel pricing = PricingModel::OnDemand;
    std::optional<PaymentOption> payment; // reserved options only
    bool available = false;               // false: the offer has no price for it (see note)
    bool interruptible = false;
    Money upfront;
    Money monthly; // steady state: what a month costs once running, without upfront payments
    Money total;   // over the horizon, including whole terms a commitment still owes past it
    std::optional<Money> effectiveGpuHour; // total / GPU-hours actually used
    std::optional<Money> pflopHour;        // total / (dense PFLOPS x hours used)
    QList<Money> payments;                 // paid in each month, month 1 first; may run past the horizon
    int terms = 0;                         // commitment terms bought (reserved)
    int monthsBeyondHorizon = 0;           // months of a term that run past the horizon
    Money owedAfterHorizon;                // what those months cost: part of total, shown as its own line
    QStringList notes;

    QString key() const;   // "reserved-1y" or "reserved-1y/all_upfront" where a term has several options
    QString label() const; // "Reserved 1 year, all upfront"
    QList<Money> cumulative() const;
    // What is paid within the horizon: total less what is owed after it.
    Money withinHorizon() const
    {
        return Money(total.micros() - owedAfterHorizon.micros(), total.currency());
    }
};

struct BreakEven
{
    PricingModel pricing = PricingModel::Monthly;
    std::optional<PaymentOption> payment;
    std::optional<std::int64_t> usageCentiHours; // above this usage the commitment beats on-demand
    std::optional<int> month;                    // from this month on its cumulative cost stays lower
    QString note;

    // In words, for a report: "Reserved 1 year, no upfront pays off above 463 h/month; from month 8 at
    // the plan's usage", or the note.
    QString sentence() const;
};

struct CostEstimate
{
    QString currency;
    std::optional<FxUse> fx; // set when prices were converted
    int count = 1;
    int months = 12;
    std::int64_t usageCentiHours = CentiHoursPerMonth;
    Precision precision = Precision::FP16;
    QList<CostOption> options;
    QList<BreakEven> breakEven;
    int cheapest = -1;                // index into options over every available option
    int cheapestUninterruptible = -1; // the same without spot

    const CostOption* option(PricingModel m, std::optional<PaymentOption> payment = std::nullopt) const;
    // The available option of `m` with the lowest total (a reservation's cheapest payment option); nullptr
    // when the offer has no such price.
    const CostOption* cheapestOf(PricingModel m) const;
};

// Prices every requested model for an offer. Fails (ErrorCode::Usage) on inputs out of range or a
// currency without an exchange rate; a model the offer has no price for is listed as not available.
Result<CostEstimate> estimateCost(const CostInputs& inputs);

// The total estimateCost() gives one pricing model (the cheapest payment option of a reservation), exact to
// the cent, without the payments, notes and break-even: for ranking many configurations quickly (the
// recommender prices every candidate with it). nullopt when the offer has no such price, a rate is missing or
// the amount is out of range. tst_costengine ties it to estimateCost().
std::optional<Money> jobTotal(const CostInputs& in, PricingModel m);

// The inputs' prices with the discount applied and converted into their currency, price by price as
// estimateCost adjusts them: jobTotal on inputs carrying this sheet, no discount and the same currency gives
// the same totals without converting again (the recommender converts each offer once). nullopt when the
// offer's currency has no rate.
std::optional<PriceSheet> adjustedPrices(const CostInputs& in);

// "1 month", "24 months" (translated).
QString monthsText(int n);

// An instance's price per GPU (a quarter GPU counts 0.25), exact to the micro-unit: every view of a per-GPU
// price divides here, so the explorer, Compare and the command line show the same figure. nullopt without
// GPUs.
std::optional<Money> perGpuPrice(const Money& perInstance, double gpuCount);

// Money rounded to its currency's minor unit.
Money roundedToMinor(const Money& m);
// The running total of amounts in one currency: {1, 2, 3} -> {1, 3, 6}.
QList<Money> runningTotals(const QList<Money>& amounts, const QString& currency);

} // namespace gp
