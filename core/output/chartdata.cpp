#include "chartdata.h"

#include "enumnames.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <vector>

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

int perfPriceSizeClass(double memoryGb)
{
    return memoryGb <= 80 ? 0 : memoryGb <= 320 ? 1 : 2;
}

PerfPriceAccumulator::PerfPriceAccumulator(PricingModel pricing, Precision precision, const QString& currency,
                                           const ExchangeRates& fx, bool useMeasured)
    : m_fx(fx), m_useMeasured(useMeasured)
{
    m_data.currency = currency;
    m_data.pricing = pricing;
    m_data.precision = precision;
}

void PerfPriceAccumulator::add(const OfferRow* r)
{
    if (!r || !r->offer)
        return;
    const auto price = hourlyPrice(*r->offer, m_data.pricing, m_data.currency, m_fx);
    if (!price || price->micros() <= 0)
        return;
    const auto tflops = r->totalTflops(m_data.precision, m_useMeasured);
    if (!tflops || *tflops <= 0)
        return;
    const int index = int(m_data.points.size());
    const PerfPricePoint p{r, price->toDouble(), *tflops, r->totalGpuMemoryGb()};
    m_data.points << p;
    m_data.plotted = m_data.points.size();
    // Each instance type's best offer by both metrics: the first with the best value wins a tie, as in a
    // stable sort of all offers.
    Best& b = m_best[r->instance];
    ++b.offers;
    const double perPrice = p.tflops / p.price;
    const double perPflop = p.price / (p.tflops / 1000.0);
    if (b.perPriceIndex < 0 || perPrice > b.perPrice) {
        b.perPrice = perPrice;
        b.perPriceIndex = index;
    }
    if (b.perPflopIndex < 0 || perPflop < b.perPflop) {
        b.perPflop = perPflop;
        b.perPflopIndex = index;
    }
    if (m_data.points.size() - m_folded >= FoldEvery)
        foldFront();
}

void PerfPriceAccumulator::foldFront()
{
    const QList<PerfPricePoint>& pts = m_data.points;
    // Cheapest first, then most throughput, then the earlier point: a total order, so the folded front is
    // the one a single stable sort of all points gives.
    const auto before = [&pts](int a, int b) {
        if (pts[a].price != pts[b].price)
            return pts[a].price < pts[b].price;
        if (pts[a].tflops != pts[b].tflops)
            return pts[a].tflops > pts[b].tflops;
        return a < b;
    };
    std::vector<int> chunk;
    chunk.reserve(size_t(pts.size() - m_folded));
    for (qsizetype i = m_folded; i < pts.size(); ++i)
        chunk.push_back(int(i));
    std::sort(chunk.begin(), chunk.end(), before);
    std::vector<int> merged;
    merged.reserve(chunk.size() + size_t(m_data.pareto.size()));
    std::merge(m_data.pareto.cbegin(), m_data.pareto.cend(), chunk.cbegin(), chunk.cend(),
               std::back_inserter(merged), before);
    m_data.pareto.clear();
    double best = 0;
    for (const int i : merged) {
        if (pts[i].tflops > best) {
            best = pts[i].tflops;
            m_data.pareto << i;
        }
    }
    m_folded = pts.size();
}

const PerfPriceData& PerfPriceAccumulator::finish()
{
    foldFront();
    return m_data;
}

QList<ValueBar> PerfPriceAccumulator::ranking(ValueMetric metric, int count) const
{
    const bool perPrice = metric == ValueMetric::TflopsPerPriceHour;
    struct Ranked
    {
        double value;
        int index;
        int offers;
    };
    std::vector<Ranked> ranked;
    ranked.reserve(size_t(m_best.size()));
    for (const Best& b : m_best)
        ranked.push_back(perPrice ? Ranked{b.perPrice, b.perPriceIndex, b.offers}
                                  : Ranked{b.perPflop, b.perPflopIndex, b.offers});
    std::sort(ranked.begin(), ranked.end(), [perPrice](const Ranked& a, const Ranked& b) {
        if (a.value != b.value)
            return perPrice ? a.value > b.value : a.value < b.value;
        return a.index < b.index;
    });
    QList<ValueBar> bars;
    for (const Ranked& r : ranked) {
        if (bars.size() >= count)
            break;
        bars << ValueBar{m_data.points[r.index].row, r.value, r.offers};
    }
    return bars;
}

PerfPriceData perfPriceData(const QList<const OfferRow*>& rows, PricingModel pricing, Precision precision,
                            const QString& currency, const ExchangeRates& fx, bool useMeasured)
{
    PerfPriceAccumulator a(pricing, precision, currency, fx, useMeasured);
    for (const OfferRow* r : rows)
        a.add(r);
    return a.finish();
}

QList<ValueBar> valueRanking(const QList<const OfferRow*>& rows, ValueMetric metric, PricingModel pricing,
                             Precision precision, const QString& currency, const ExchangeRates& fx, int count,
                             bool useMeasured)
{
    PerfPriceAccumulator a(pricing, precision, currency, fx, useMeasured);
    for (const OfferRow* r : rows)
        a.add(r);
    return a.ranking(metric, count);
}

PerfPriceData decimated(const PerfPriceData& data, const ChartDecimation& grid)
{
    // Decimated data stays as it is: the Charts tab decimates, then the chart it draws would again, over the
    // narrower extent of the points kept.
    if (data.isDecimated() || data.points.size() <= grid.maxPoints || grid.columns < 1 || grid.rows < 1)
        return data;
    const QList<PerfPricePoint>& pts = data.points;
    double minX = pts.first().price, maxX = minX, minY = pts.first().tflops, maxY = minY;
    for (const PerfPricePoint& p : pts) {
        minX = std::min(minX, p.price);
        maxX = std::max(maxX, p.price);
        minY = std::min(minY, p.tflops);
        maxY = std::max(maxY, p.tflops);
    }
    // Every point's position in [0, 1] along an axis, logarithmic or linear as drawn.
    const auto scale = [&grid](double v, double lo, double hi, int cells) {
        const double f = grid.logAxes ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
        return hi > lo ? std::clamp(int(f * cells), 0, cells - 1) : 0;
    };
    std::vector<char> keep(size_t(pts.size()), 0);
    for (const int i : data.pareto)
        keep[size_t(i)] = 1;
    // One bit per cell and series; a series is a provider and a size class.
    QHash<QString, int> providers;
    std::vector<std::vector<bool>> taken;
    const InstanceType* lastInstance = nullptr;
    int lastProvider = 0;
    const size_t cells = size_t(grid.columns) * size_t(grid.rows);
    for (qsizetype i = 0; i < pts.size(); ++i) {
        const PerfPricePoint& p = pts[i];
        if (p.row->instance != lastInstance) {
            lastInstance = p.row->instance;
            auto it = providers.constFind(lastInstance->provider);
            if (it == providers.cend())
                it = providers.insert(lastInstance->provider, int(providers.size()));
            lastProvider = *it;
            taken.resize(std::max(taken.size(), size_t(providers.size()) * 3));
        }
        std::vector<bool>& series = taken[size_t(lastProvider * 3 + perfPriceSizeClass(p.memoryGb))];
        if (series.empty())
            series.resize(cells);
        const size_t cell = size_t(scale(p.price, minX, maxX, grid.columns)) * size_t(grid.rows) +
                            size_t(scale(p.tflops, minY, maxY, grid.rows));
        if (!series[cell]) {
            series[cell] = true;
            keep[size_t(i)] = 1;
        }
    }
    PerfPriceData out;
    out.currency = data.currency;
    out.pricing = data.pricing;
    out.precision = data.precision;
    out.plotted = data.plotted;
    std::vector<int> moved(size_t(pts.size()), -1);
    for (qsizetype i = 0; i < pts.size(); ++i) {
        if (keep[size_t(i)]) {
            moved[size_t(i)] = int(out.points.size());
            out.points << pts[i];
        }
    }
    for (const int i : data.pareto)
        out.pareto << moved[size_t(i)];
    return out;
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

namespace {
const std::array<EnumName<StackBy>, 3> kStackBy{{
    {StackBy::Phase, u"phase", nullptr},
    {StackBy::Provider, u"provider", nullptr},
    {StackBy::Kind, u"kind", nullptr},
}};
} // namespace

QString stackByKey(StackBy by)
{
    return enumKey(kStackBy, by);
}

std::optional<StackBy> stackByFromKey(QStringView key)
{
    return enumFromKey(kStackBy, key);
}

QList<BudgetStack> budgetStacks(const Plan& plan, const PlanCost& cost, StackBy by)
{
    QMap<QString, QList<double>> stacks;
    for (int i = 0; i < plan.items.size() && i < cost.items.size(); ++i) {
        const PlanItem& item = plan.items[i];
        const QString key = by == StackBy::Phase      ? item.phase
                            : by == StackBy::Provider ? item.provider()
                                                      : planItemKindKey(item.kind);
        QList<double>& months = stacks[key];
        if (months.isEmpty())
            months = QList<double>(cost.months, 0.0);
        for (int m = 0; m < cost.months && m < cost.items[i].perMonth.size(); ++m)
            months[m] += roundedToMinor(cost.items[i].perMonth[m]).toDouble();
    }
    QList<BudgetStack> out;
    if (by == StackBy::Kind) {
        for (PlanItemKind k : AllPlanItemKinds)
            if (stacks.contains(planItemKindKey(k)))
                out << BudgetStack{planItemKindKey(k), stacks.value(planItemKindKey(k))};
        return out;
    }
    for (auto it = stacks.cbegin(); it != stacks.cend(); ++it)
        out << BudgetStack{it.key(), it.value()};
    return out;
}

} // namespace gp
