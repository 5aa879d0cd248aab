#include "chartdata.h"
#include "plantestdata.h"
#include "testcatalog.h"

#include <QSet>
#include <QTest>

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
        QTest::addColumn<bool>("byPhase");
        QTest::newRow("by phase") << true;
        QTest::newRow("by provider") << false;
    }
    void budgetStacksAddUpToTheMonths()
    {
        QFETCH(bool, byPhase);
        const Plan plan = plantest::twoPhasePlan();
        const PlanCost cost = plan.cost();
        const QList<BudgetStack> stacks = budgetStacks(plan, cost, byPhase);
        QCOMPARE(stacks.size(), 2);
        for (int m = 0; m < cost.months; ++m) {
            double sum = 0;
            for (const BudgetStack& s : stacks)
                sum += s.perMonth[m];
            QCOMPARE(sum, roundedToMinor(cost.perMonth[m]).toDouble());
        }
    }
};

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
