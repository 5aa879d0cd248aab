#include "chartdata.h"
#include "plantestdata.h"
#include "testcatalog.h"

#include <QHash>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

using namespace Qt::StringLiterals;
using namespace gp;

class TestChartData : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    QList<const OfferRow*> m_rows;

private Q_SLOTS:
    void initTestCase()
    {
        m_catalog = loadSnapshotCatalog();
        for (const OfferRow& r : m_catalog.rows())
            m_rows << &r;
    }

    void hourlyPriceUnderEachModel()
    {
        Offer o;
        o.currency = u"CNY"_s;
        o.monthly = PriceQuote{Money(7'300'000'000, u"CNY"_s), {}}; // 7300 a month
        ExchangeRates fx;
        fx.set(u"CNY"_s, FxRate{7'300'000, {}, {}});
        QCOMPARE(hourlyPrice(o, PricingModel::Monthly, u"CNY"_s, fx)->micros(), 10'000'000); // 7300 / 730
        QCOMPARE(hourlyPrice(o, PricingModel::Monthly, u"USD"_s, fx)->micros(), 1'369'863);  // / 7.3
        QVERIFY(!hourlyPrice(o, PricingModel::OnDemand, u"CNY"_s, fx));
    }

    void paretoFrontIsTheBestThroughputForThePrice()
    {
        const PerfPriceData d =
            perfPriceData(m_rows, PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates());
        QVERIFY(d.points.size() > 40);
        QVERIFY(d.pareto.size() >= 3);
        for (int k = 1; k < d.pareto.size(); ++k) {
            QVERIFY(d.points[d.pareto[k]].price >= d.points[d.pareto[k - 1]].price);
            QVERIFY(d.points[d.pareto[k]].tflops > d.points[d.pareto[k - 1]].tflops);
        }
        // No offer beats a front point: as cheap or cheaper with more throughput.
        for (const int f : d.pareto) {
            for (const PerfPricePoint& p : d.points)
                QVERIFY(!(p.price <= d.points[f].price && p.tflops > d.points[f].tflops));
        }
        for (const PerfPricePoint& p : d.points)
            QVERIFY(p.price > 0 && p.tflops > 0 && p.row->offer);
    }

    void valueRankingIsOrderedAndCut_data()
    {
        QTest::addColumn<int>("metric");
        QTest::newRow("TFLOPS per dollar-hour, most first") << int(ValueMetric::TflopsPerPriceHour);
        QTest::newRow("price per PFLOP-hour, least first") << int(ValueMetric::PricePerPflopHour);
    }
    void valueRankingIsOrderedAndCut()
    {
        QFETCH(int, metric);
        const auto m = ValueMetric(metric);
        const QList<ValueBar> bars =
            valueRanking(m_rows, m, PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates(), 10);
        QCOMPARE(bars.size(), 10);
        for (int i = 1; i < bars.size(); ++i) {
            if (m == ValueMetric::TflopsPerPriceHour)
                QVERIFY(bars[i].value <= bars[i - 1].value);
            else
                QVERIFY(bars[i].value >= bars[i - 1].value);
        }
    }

    // One instance type sold in many regions at one price is one bar (at its best region), not fifteen.
    void valueRankingNamesEachInstanceOnce()
    {
        const QList<ValueBar> bars =
            valueRanking(m_rows, ValueMetric::TflopsPerPriceHour, PricingModel::OnDemand, Precision::FP16,
                         u"USD"_s, snapshotRates(), 15);
        QSet<const InstanceType*> seen;
        int folded = 0;
        for (const ValueBar& b : bars) {
            QVERIFY2(!seen.contains(b.row->instance), qPrintable(b.row->instance->id()));
            seen.insert(b.row->instance);
            folded += b.regions - 1;
        }
        QCOMPARE(bars.size(), 15);
        // The snapshot sells T4 instances in us-east-1 and cn-north-1: among the best at FP16, so folding
        // happens.
        QVERIFY(folded > 0);
        // Each bar stands at its instance's best offer: no offer of that instance has more TFLOPS per price.
        const PerfPriceData d =
            perfPriceData(m_rows, PricingModel::OnDemand, Precision::FP16, u"USD"_s, snapshotRates());
        for (const ValueBar& b : bars) {
            int offers = 0;
            for (const PerfPricePoint& p : d.points) {
                if (p.row->instance != b.row->instance)
                    continue;
                ++offers;
                QVERIFY(p.tflops / p.price <= b.value + 1e-12);
            }
            QCOMPARE(b.regions, offers);
        }
    }

    // Many points in a shuffled order, past several folds of the front: the same front and ranking as one
    // stable sort of all points (the rule before the points were worked out a slice at a time).
    void accumulatorEqualsOneSortOfAllPoints_data()
    {
        QTest::addColumn<int>("folds");
        QTest::addColumn<int>("precision");
        QTest::newRow("no fold before the end") << 0 << int(Precision::BF16);
        QTest::newRow("three folds, BF16") << 3 << int(Precision::BF16);
        QTest::newRow("three folds, FP64") << 3 << int(Precision::FP64);
    }
    void accumulatorEqualsOneSortOfAllPoints()
    {
        QFETCH(int, folds);
        QFETCH(int, precision);
        const auto p = Precision(precision);
        const qsizetype once =
            perfPriceData(m_rows, PricingModel::OnDemand, p, u"USD"_s, snapshotRates()).points.size();
        QVERIFY(once > 10);
        const qsizetype copies = folds * PerfPriceAccumulator::FoldEvery / once + 1;
        QList<const OfferRow*> rows;
        for (int k = 0; k < copies; ++k)
            rows << m_rows;
        std::mt19937 random(7);
        std::shuffle(rows.begin(), rows.end(), random);
        const PerfPriceData d = perfPriceData(rows, PricingModel::OnDemand, p, u"USD"_s, snapshotRates());
        QVERIFY(d.points.size() > folds * PerfPriceAccumulator::FoldEvery);
        QCOMPARE(d.plotted, d.points.size());
        QVERIFY(!d.isDecimated());

        QList<int> order(d.points.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            if (d.points[a].price != d.points[b].price)
                return d.points[a].price < d.points[b].price;
            return d.points[a].tflops > d.points[b].tflops;
        });
        QList<int> front;
        double best = 0;
        for (const int i : order) {
            if (d.points[i].tflops > best) {
                best = d.points[i].tflops;
                front << i;
            }
        }
        QCOMPARE(d.pareto, front);

        for (const ValueMetric m : {ValueMetric::TflopsPerPriceHour, ValueMetric::PricePerPflopHour}) {
            const bool perPrice = m == ValueMetric::TflopsPerPriceHour;
            QList<ValueBar> all;
            for (const PerfPricePoint& pt : d.points)
                all << ValueBar{pt.row, perPrice ? pt.tflops / pt.price : pt.price / (pt.tflops / 1000.0)};
            std::stable_sort(all.begin(), all.end(), [&](const ValueBar& a, const ValueBar& b) {
                return perPrice ? a.value > b.value : a.value < b.value;
            });
            QList<ValueBar> expected;
            QHash<const InstanceType*, int> first;
            for (const ValueBar& b : all) {
                if (const auto it = first.constFind(b.row->instance); it != first.cend()) {
                    ++expected[*it].regions;
                    continue;
                }
                first.insert(b.row->instance, int(expected.size()));
                expected << b;
            }
            expected.resize(std::min<qsizetype>(expected.size(), 12));
            const QList<ValueBar> got =
                valueRanking(rows, m, PricingModel::OnDemand, p, u"USD"_s, snapshotRates(), 12);
            QCOMPARE(got.size(), expected.size());
            for (int i = 0; i < got.size(); ++i) {
                QCOMPARE(got[i].row, expected[i].row); // the same offer: the first of the best
                QCOMPARE(got[i].value, expected[i].value);
                QCOMPARE(got[i].regions, expected[i].regions);
            }
        }
    }

    void accumulatorCountsOnlyPricedPoints()
    {
        PerfPriceAccumulator a(PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates());
        a.add(nullptr);
        QCOMPARE(a.pointCount(), 0);
        QVERIFY(a.finish().points.isEmpty());
        QVERIFY(a.finish().pareto.isEmpty());
        QVERIFY(a.ranking(ValueMetric::TflopsPerPriceHour, 5).isEmpty());
        for (const OfferRow* r : m_rows)
            a.add(r);
        const PerfPriceData d =
            perfPriceData(m_rows, PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates());
        QCOMPARE(a.pointCount(), d.points.size());
        QCOMPARE(a.finish().pareto, d.pareto);
    }

    void decimationKeepsTheFrontAndOnePointPerCell_data()
    {
        QTest::addColumn<bool>("logAxes");
        QTest::newRow("linear axes") << false;
        QTest::newRow("logarithmic axes") << true;
    }
    void decimationKeepsTheFrontAndOnePointPerCell()
    {
        QFETCH(bool, logAxes);
        QList<const OfferRow*> rows;
        for (int k = 0; k < 50; ++k)
            rows << m_rows;
        const PerfPriceData d =
            perfPriceData(rows, PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates());
        ChartDecimation grid;
        grid.logAxes = logAxes;
        grid.maxPoints = int(d.points.size()); // not more than that: nothing left out
        const PerfPriceData same = decimated(d, grid);
        QCOMPARE(same.points.size(), d.points.size());
        QVERIFY(!same.isDecimated());

        grid.maxPoints = 10;
        const PerfPriceData few = decimated(d, grid);
        QVERIFY(few.isDecimated());
        QCOMPARE(few.plotted, d.points.size());
        // 50 copies of each point share their cell: at most one copy each is left, plus the front.
        QVERIFY2(few.points.size() <= d.points.size() / 50 + d.pareto.size(),
                 qPrintable(QString::number(few.points.size())));
        QCOMPARE(few.pareto.size(), d.pareto.size());
        // Once is enough: decimating again keeps every point (the chart drawn from the tab's data).
        QCOMPARE(decimated(few, grid).points.size(), few.points.size());
        for (int k = 0; k < d.pareto.size(); ++k) {
            QCOMPARE(few.points[few.pareto[k]].row, d.points[d.pareto[k]].row);
            QCOMPARE(few.points[few.pareto[k]].price, d.points[d.pareto[k]].price);
        }
        // Every distinct offer still shows: a copy of it stands where it stood.
        QSet<const OfferRow*> kept;
        for (const PerfPricePoint& p : few.points)
            kept.insert(p.row);
        QSet<const OfferRow*> all;
        for (const PerfPricePoint& p : d.points)
            all.insert(p.row);
        // Points of one series that share a cell may stand for each other; the grid is fine enough that
        // most offers keep a point of their own.
        QVERIFY(kept.size() * 10 >= all.size() * 7);

        // One cell: one point per series (provider and size class) and the front.
        grid.columns = 1;
        grid.rows = 1;
        const PerfPriceData one = decimated(d, grid);
        QSet<std::pair<QString, int>> series;
        for (const PerfPricePoint& p : d.points)
            series.insert({p.row->instance->provider, perfPriceSizeClass(p.memoryGb)});
        QVERIFY(one.points.size() >= series.size());
        QVERIFY(one.points.size() <= series.size() + d.pareto.size());
        QSet<std::pair<QString, int>> shown;
        for (const PerfPricePoint& p : one.points)
            shown.insert({p.row->instance->provider, perfPriceSizeClass(p.memoryGb)});
        QCOMPARE(shown, series);
    }

    void sizeClassesFollowGpuMemory_data()
    {
        QTest::addColumn<double>("memoryGb");
        QTest::addColumn<int>("sizeClass");
        QTest::newRow("16 GB") << 16.0 << 0;
        QTest::newRow("80 GB") << 80.0 << 0;
        QTest::newRow("80.5 GB") << 80.5 << 1;
        QTest::newRow("320 GB") << 320.0 << 1;
        QTest::newRow("640 GB") << 640.0 << 2;
    }
    void sizeClassesFollowGpuMemory()
    {
        QFETCH(double, memoryGb);
        QFETCH(int, sizeClass);
        QCOMPARE(perfPriceSizeClass(memoryGb), sizeClass);
    }

    void costSeriesEndAtTheTotals()
    {
        CostInputs in;
        in.prices = plantest::usdSheet();
        const CostEstimate e = estimateCost(in).value();
        const QList<CostSeries> series = costSeries(e);
        QCOMPARE(series.size(), 2); // on-demand and the one reservation
        QCOMPARE(series[0].cumulative.size(), 12);
        QCOMPARE(series[0].cumulative.last(), 21900.0);
        QCOMPARE(series[1].cumulative.last(), 13008.0);
        QCOMPARE(series[1].breakEvenMonth, std::optional<int>(5)); // 6000 + 584 k <= 1825 k from k = 5
    }

    void budgetStacksAddUpToTheMonths_data()
    {
        QTest::addColumn<int>("by");
        QTest::addColumn<bool>("mixed");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("by phase") << int(StackBy::Phase) << false
                                  << QStringList{u"inference"_s, u"training"_s};
        QTest::newRow("by provider") << int(StackBy::Provider) << false
                                     << QStringList{u"cloud-a"_s, u"cloud-b"_s};
        QTest::newRow("by kind, instances only") << int(StackBy::Kind) << false << QStringList{u"instance"_s};
        QTest::newRow("by kind, every kind")
            << int(StackBy::Kind) << true
            << QStringList{u"instance"_s, u"storage"_s, u"transfer"_s, u"fixed"_s};
        QTest::newRow("by provider, every kind")
            << int(StackBy::Provider) << true << QStringList{QString(), u"cloud-a"_s, u"cloud-b"_s};
    }
    void budgetStacksAddUpToTheMonths()
    {
        QFETCH(int, by);
        QFETCH(bool, mixed);
        QFETCH(QStringList, keys);
        const Plan plan = mixed ? plantest::mixedPlan() : plantest::twoPhasePlan();
        const PlanCost cost = plan.cost();
        const QList<BudgetStack> stacks = budgetStacks(plan, cost, StackBy(by));
        QStringList got;
        for (const BudgetStack& s : stacks)
            got << s.key;
        QCOMPARE(got, keys);
        for (int m = 0; m < cost.months; ++m) {
            double sum = 0;
            for (const BudgetStack& s : stacks)
                sum += s.perMonth[m];
            QCOMPARE(sum, roundedToMinor(cost.perMonth[m]).toDouble());
        }
    }

    void stackByKeysRoundTrip()
    {
        for (StackBy by : {StackBy::Phase, StackBy::Provider, StackBy::Kind})
            QCOMPARE(stackByFromKey(stackByKey(by)), std::optional<StackBy>(by));
        QVERIFY(!stackByFromKey(u"colour"_s));
    }
};

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
