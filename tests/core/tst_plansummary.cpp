#include "plansummary.h"
#include "plantestdata.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace gp;
using plantest::money;

// Figures by hand from plantestdata.h: training is 2 x (6000 upfront + 0.80/h x 730 h) for a 12-month term
// bought for 6 months: 13168 in month 1, 1168 in months 2-12, 26016 in all; serving is 71 CNY x 365 h = 25915
// CNY = 3650 USD a month in months 7-12, 21900 in all. On demand, training would cost 2 x 2.50 x 730 x 6 =
// 21900.
class TestPlanSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitsTheTotalAtTheHorizon()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.items.removeLast(); // training alone: its term runs 6 months past its last month
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.horizon, 6);
        QCOMPARE(s.asPlanned.upfront, money("12000"));
        QCOMPARE(s.asPlanned.withinHorizon, money("19008"));   // 13168 + 5 x 1168
        QCOMPARE(s.asPlanned.owedAfterHorizon, money("7008")); // 6 x 1168
        QCOMPARE(s.asPlanned.monthsOwed, 6);
        QCOMPARE(s.asPlanned.total, money("26016"));
        QCOMPARE(s.asPlanned.averageMonthly, money("3168")); // 19008 / 6
    }

    void costsTheSamePlanBoughtEachWay()
    {
        const PlanSummary s = summarizePlan(plantest::twoPhasePlan());
        QCOMPARE(s.horizon, 12);
        QCOMPARE(s.asPlanned.total, money("47916"));
        QCOMPARE(s.asPlanned.owedAfterHorizon, money("0"));
        QCOMPARE(s.asPlanned.averageMonthly, money("3993"));
        QCOMPARE(s.highestMonth, 1);
        QCOMPARE(s.highestMonthAmount, money("13168"));
        // Monthly, 3-year and spot: no item has such a price, so they are not shown.
        QCOMPARE(s.alternatives.size(), 2);
        QCOMPARE(s.alternatives[0].pricing, PricingModel::OnDemand);
        QCOMPARE(s.alternatives[0].split.total, money("43800"));
        QCOMPARE(s.alternatives[0].itemsKept, 0);
        QCOMPARE(s.alternatives[1].pricing, PricingModel::Reserved1y);
        QCOMPARE(s.alternatives[1].itemsKept, 1); // serving has no reservation and stays on demand
        QCOMPARE(s.alternatives[1].split.total, money("47916"));
        QCOMPARE(s.cheapest, 0);
        QCOMPARE(s.cheapestUninterruptible, 0);
        // Reserving a year for six months of training costs more than on demand.
        QCOMPARE(s.savingAgainstOnDemand, std::optional<Money>(money("-4116")));
    }

    void statesBreakEvenBudgetAndPriceDates()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.budget.total = money("40000");
        plan.budget.monthly = money("5000");
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.breakEvens,
                 QStringList{u"big.8x in r1: Reserved 1 year, partial upfront: on-demand is cheaper "
                             "at any usage over 6 months"_s});
        QCOMPARE(s.budget.size(), 2);
        // 13168, then 1168 a month, and 3650 more from month 7: 43098 by month 11.
        QCOMPARE(s.budget[0], u"Over the total budget of 40,000.00 USD from month 11, by 7,916.00 USD"_s);
        QCOMPARE(s.budget[1],
                 u"Over the monthly budget of 5,000.00 USD from month 1; the highest month (1) costs "
                 "13,168.00 USD"_s);
        QCOMPARE(s.oldestPrice, QDate(2024, 12, 30));
        QCOMPARE(s.newestPrice, QDate(2026, 1, 21));
        // Only the CNY list is over a year old (the test runs after 2025-12-30).
        QCOMPARE(s.stalePrices.size(), 1);
        QVERIFY(s.stalePrices[0].startsWith(u"small.1x in cn-r2: prices as of 2024-12-30 (stale"_s));
    }

    void withinBudgetSaysWhatIsLeft()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.budget.total = money("50000");
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.budget, QStringList{u"Within the total budget of 50,000.00 USD; 2,084.00 USD left"_s});
    }

    void breakEvensAreCut()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.items.removeLast();
        for (int i = 0; i < PlanSummary::MaxBreakEvens + 3; ++i) {
            PlanItem it = plan.items.first();
            it.region = u"r%1"_s.arg(i + 2);
            plan.items << it;
        }
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.breakEvens.size(), PlanSummary::MaxBreakEvens);
        QCOMPARE(s.breakEvensLeftOut, 4); // 12 offers, one commitment each
    }

    void stalePricesAreCut()
    {
        Plan plan = plantest::twoPhasePlan();
        const auto stale = std::find_if(plan.items.cbegin(), plan.items.cend(),
                                        [](const PlanItem& it) { return it.region == u"cn-r2"_s; });
        QVERIFY(stale != plan.items.cend());
        const PlanItem old = *stale;
        for (int i = 0; i < PlanSummary::MaxStalePrices + 3; ++i) {
            PlanItem it = old;
            it.region = u"cn-r%1"_s.arg(i + 3);
            plan.items << it;
            plan.items << it; // the same offer twice is named once
        }
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.stalePrices.size(), PlanSummary::MaxStalePrices);
        QCOMPARE(s.stalePricesLeftOut, 4); // 12 stale offers
        QVERIFY(s.stalePrices[0].startsWith(u"small.1x in cn-r2: "_s));
    }

    void emptyPlanHasNothingToSay()
    {
        Plan plan;
        const PlanSummary s = summarizePlan(plan);
        QCOMPARE(s.horizon, 0);
        QCOMPARE(s.asPlanned.total.micros(), 0);
        QVERIFY(s.breakEvens.isEmpty());
        QVERIFY(s.budget.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlanSummary)
#include "tst_plansummary.moc"
