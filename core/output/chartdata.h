#pragma once

#include "catalog.h"
#include "costengine.h"
#include "exchangerates.h"
#include "plan.h"

#include <QHash>
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
    qsizetype plotted = 0;        // the offers with both figures; more than points.size() once decimated

    bool isDecimated() const { return plotted > points.size(); }
};

// The marker size class of a performance-vs-price point: GPU memory up to 80 GB, up to 320 GB, more.
int perfPriceSizeClass(double memoryGb);

// useMeasured: throughput from the user's measurements where a model has them (Gpu::throughputTflops).
PerfPriceData perfPriceData(const QList<const OfferRow*>& rows, PricingModel pricing, Precision precision,
                            const QString& currency, const ExchangeRates& fx, bool useMeasured = false);

// A grid over the plot area for drawing many points: beyond maxPoints, one point per cell and series
// (provider and marker size class) is kept, the first in the data's order, and every Pareto point.
struct ChartDecimation
{
    int maxPoints = 4000;
    int columns = 320; // about 3 px a cell on a full-screen chart: below a marker's size
    int rows = 200;
    bool logAxes = false; // cells even on logarithmic axes
};

// The points a chart draws: all of them up to grid.maxPoints, otherwise those the grid keeps (in their
// order, the Pareto front exact and re-indexed, `plotted` unchanged); data already decimated as it is.
PerfPriceData decimated(const PerfPriceData& data, const ChartDecimation& grid = {});

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

// Works out perfPriceData() and valueRanking() one row at a time, so a caller can spread a million offers
// over short slices and stay responsive; the results equal those of the two functions over the same rows.
// The Pareto front is folded in every FoldEvery points (the front of a union is the front of the parts'
// fronts), so finishing never sorts all points at once.
class PerfPriceAccumulator
{
public:
    static constexpr qsizetype FoldEvery = 32768;

    PerfPriceAccumulator(PricingModel pricing, Precision precision, const QString& currency,
                         const ExchangeRates& fx, bool useMeasured = false);

    void add(const OfferRow* row);
    qsizetype pointCount() const { return m_data.points.size(); }
    // Every point so far and their exact Pareto front.
    const PerfPriceData& finish();
    // The best `count` instance types among the points so far (see valueRanking()).
    QList<ValueBar> ranking(ValueMetric metric, int count) const;

private:
    struct Best
    {
        double perPrice = 0; // most TFLOPS per currency-hour
        int perPriceIndex = -1;
        double perPflop = 0; // lowest price per PFLOP-hour
        int perPflopIndex = -1;
        int offers = 0;
    };
    void foldFront();

    PerfPriceData m_data;
    ExchangeRates m_fx;
    bool m_useMeasured = false;
    qsizetype m_folded = 0;
    QHash<const InstanceType*, Best> m_best;
};

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
    QString key; // phase, provider or kind ("instance", "storage", "transfer", "fixed")
    QList<double> perMonth;
};

// What the monthly cost of a plan is stacked by.
enum class StackBy
{
    Phase,
    Provider,
    Kind
};
QString stackByKey(StackBy by); // "phase", "provider", "kind"
std::optional<StackBy> stackByFromKey(QStringView key);

// The plan's monthly cost stacked by phase, provider or kind of item (kinds in their fixed order, only those
// with a cost).
QList<BudgetStack> budgetStacks(const Plan& plan, const PlanCost& cost, StackBy by);

} // namespace gp
