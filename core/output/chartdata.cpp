#include "chartdata.h"

#include <QHash>
#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

std::optional<Money> hourlyPrice(const Offer& offer, PricingModel pricing, const QString& currency,
                                 const ExchangeRates& fx)
{
    std::optional<Money> m;
    switch (pricing) {
    case PricingModel::OnDemand:
        m = offer.onDemandPrice();
        break;
    case PricingModel::Spot:
        m = offer.spotPrice();
        break;
    case PricingModel::Reserved1y:
        m = offer.reservedEffectiveHourly(1);
        break;
    case PricingModel::Reserved3y:
        m = offer.reservedEffectiveHourly(3);
        break;
    case PricingModel::Monthly:
        if (const auto month = offer.monthlyPrice())
            m = Money((month->micros() + HoursPerMonth / 2) / HoursPerMonth, month->currency());
        break;
    }
    if (!m)
        return std::nullopt;
    return fx.convert(*m, currency);
}

PerfPriceData perfPriceData(const QList<const OfferRow*>& rows, PricingModel pricing, Precision precision,
                            const QString& currency, const ExchangeRates& fx, bool useMeasured)
{
    PerfPriceData d;
    d.currency = currency;
    d.pricing = pricing;
    d.precision = precision;
    for (const OfferRow* r : rows) {
        if (!r || !r->offer)
            continue;
        const auto price = hourlyPrice(*r->offer, pricing, currency, fx);
        const auto tflops = r->totalTflops(precision, useMeasured);
        if (!price || !tflops || price->micros() <= 0 || *tflops <= 0)
            continue;
        d.points << PerfPricePoint{r, price->toDouble(), *tflops, r->totalGpuMemoryGb()};
    }
    QList<int> byPrice(d.points.size());
    for (int i = 0; i < byPrice.size(); ++i)
        byPrice[i] = i;
    std::stable_sort(byPrice.begin(), byPrice.end(), [&](int a, int b) {
        if (d.points[a].price != d.points[b].price)
            return d.points[a].price < d.points[b].price;
        return d.points[a].tflops > d.points[b].tflops;
    });
    double best = 0;
    for (int i : byPrice) {
        if (d.points[i].tflops > best) {
            best = d.points[i].tflops;
            d.pareto << i;
        }
    }
    return d;
}

QList<ValueBar> valueRanking(const QList<const OfferRow*>& rows, ValueMetric metric, PricingModel pricing,
                             Precision precision, const QString& currency, const ExchangeRates& fx, int count,
                             bool useMeasured)
{
    const PerfPriceData d = perfPriceData(rows, pricing, precision, currency, fx, useMeasured);
    QList<ValueBar> bars;
    for (const PerfPricePoint& p : d.points) {
        const double v =
            metric == ValueMetric::TflopsPerPriceHour ? p.tflops / p.price : p.price / (p.tflops / 1000.0);
        bars << ValueBar{p.row, v};
    }
    std::stable_sort(bars.begin(), bars.end(), [&](const ValueBar& a, const ValueBar& b) {
        return metric == ValueMetric::TflopsPerPriceHour ? a.value > b.value : a.value < b.value;
    });
    // Each instance type once, at its best offer (the first after the sort).
    QHash<const InstanceType*, int> first;
    QList<ValueBar> distinct;
    for (const ValueBar& b : bars) {
        const auto it = first.constFind(b.row->instance);
        if (it != first.cend()) {
            ++distinct[*it].regions;
            continue;
        }
        first.insert(b.row->instance, int(distinct.size()));
        distinct << b;
    }
    bars = distinct;
    if (bars.size() > count)
        bars.resize(count);
    return bars;
}

namespace {
CostSeries seriesOf(const CostOption& o, const CostEstimate& estimate, const QString& label)
{
    CostSeries s;
    s.label = label;
    s.interruptible = o.interruptible;
    for (const Money& m : o.cumulative())
        s.cumulative << roundedToMinor(m).toDouble();
    for (const BreakEven& b : estimate.breakEven) {
        if (b.pricing == o.pricing && b.payment == o.payment)
            s.breakEvenMonth = b.month;
    }
    return s;
}
} // namespace

QList<CostSeries> costSeries(const CostEstimate& estimate)
{
    QList<CostSeries> out;
    for (const CostOption& o : estimate.options) {
        if (o.available)
            out << seriesOf(o, estimate, o.label());
    }
    return out;
}

CostSeries cheapestSeries(const QString& subject, const CostEstimate& estimate)
{
    const int i =
        estimate.cheapestUninterruptible >= 0 ? estimate.cheapestUninterruptible : estimate.cheapest;
    if (i < 0) {
        CostSeries s;
        s.label = subject;
        return s;
    }
    const CostOption& o = estimate.options[i];
    return seriesOf(o, estimate, subject + u": "_s + o.label());
}

QList<BudgetStack> budgetStacks(const Plan& plan, const PlanCost& cost, bool byPhase)
{
    QMap<QString, QList<double>> stacks;
    for (int i = 0; i < plan.items.size() && i < cost.items.size(); ++i) {
        const QString key = byPhase ? plan.items[i].phase : plan.items[i].provider();
        QList<double>& months = stacks[key];
        if (months.isEmpty())
            months = QList<double>(cost.months, 0.0);
        for (int m = 0; m < cost.months && m < cost.items[i].perMonth.size(); ++m)
            months[m] += roundedToMinor(cost.items[i].perMonth[m]).toDouble();
    }
    QList<BudgetStack> out;
    for (auto it = stacks.cbegin(); it != stacks.cend(); ++it)
        out << BudgetStack{it.key(), it.value()};
    return out;
}

} // namespace gp
