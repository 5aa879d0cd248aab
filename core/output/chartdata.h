#pragma once

#include "catalog.h"
#include "costengine.h"
#include "exchangerates.h"
#include "plan.h"

#include <QList>
#include <QString>

namespace gp {

// The numbers behind the charts, worked out in core so the GUI, the CLI and reports plot the same data.

// An offer's hourly price under a pricing model in `currency` (a monthly subscription counts as
// 1/730 of its month; a reservation as its cheapest effective hourly rate); nullopt when not published
// or not convertible.
std::optional<Money> hourlyPrice(const Offer& offer, PricingModel pricing, const QString& currency,
                                 const ExchangeRates& fx);

struct PerfPricePoint
{
    const OfferRow* row = nullptr;
    double price = 0;    // per hour, display currency
    double tflops = 0;   // dense, all GPUs of the instance
    double memoryGb = 0; // total GPU memory
};

struct PerfPriceData
{
    QString currency;
    PricingModel pricing = PricingModel::OnDemand;
    Precision precision = Precision::BF16;
    QList<PerfPricePoint> points; // offers with both a price and a throughput figure
    QList<int> pareto;            // indexes into points: the best throughput for the price, by price
};

// useMeasured: throughput from the user's measurements where a model has them (Gpu::throughputTflops).
PerfPriceData perfPriceData(const QList<const OfferRow*>& rows, PricingModel pricing, Precision precision,
                            const QString& currency, const ExchangeRates& fx, bool useMeasured = false);

enum class ValueMetric
{
    TflopsPerPriceHour,
    PricePerPflopHour
};

struct ValueBar
{
    const OfferRow* row = nullptr;
    double value = 0;
    int regions = 1; // the offers of row's instance the ranking folded into this bar
};

// The best `count` instance types by the metric (most TFLOPS per currency-hour, or lowest price per
// PFLOP-hour), each once: at its best region (ValueBar::regions counts the regions with that value or worse),
// so one instance sold in 15 regions does not fill the ranking.
QList<ValueBar> valueRanking(const QList<const OfferRow*>& rows, ValueMetric metric, PricingModel pricing,
                             Precision precision, const QString& currency, const ExchangeRates& fx, int count,
                             bool useMeasured = false);

struct CostSeries
{
    QString label;
    bool interruptible = false;
    QList<double> cumulative; // per month, month 1 first
    std::optional<int> breakEvenMonth;
};

// One series per available option of an estimate, with its break-even month where it has one.
QList<CostSeries> costSeries(const CostEstimate& estimate);
// One series per compared offer: its cheapest uninterruptible option (the cheapest one when all can be
// interrupted), labelled "subject: option".
CostSeries cheapestSeries(const QString& subject, const CostEstimate& estimate);

struct BudgetStack
{
    QString key; // phase or provider
    QList<double> perMonth;
};

// The plan's monthly cost stacked by phase (byPhase) or provider.
QList<BudgetStack> budgetStacks(const Plan& plan, const PlanCost& cost, bool byPhase);

} // namespace gp
