#include "catalog.h"
#include "i18n.h"
#include "plan.h"
#include "planservice.h"
#include "plantestdata.h"
#include "testcatalog.h"

#include <QScopeGuard>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
using plantest::money;

namespace {
qint64 units(qint64 u)
{
    return u * Money::MicrosPerUnit;
}
} // namespace

class TestPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void costsEveryMonth()
    {
        const Plan plan = plantest::twoPhasePlan();
        const PlanCost c = plan.cost();
        QVERIFY(c.problems.isEmpty());
        QCOMPARE(c.currency, u"USD"_s);
        // The reservation bills its whole year although the item lasts six months.
        QCOMPARE(c.months, 12);
        // month 1: 2 x 6000 upfront + 2 x 0.80 x 730; months 2-6: 1168; months 7-12 add 10 USD x 365 h
        QCOMPARE(c.perMonth[0].micros(), units(13168));
        QCOMPARE(c.perMonth[5].micros(), units(1168));
        QCOMPARE(c.perMonth[6].micros(), units(1168 + 3650));
        QCOMPARE(c.perMonth[11].micros(), units(4818));
        QCOMPARE(c.total.micros(), units(12000 + 12 * 1168 + 6 * 3650));
        QCOMPARE(c.items[1].perMonth[5].micros(), 0);
        QCOMPARE(c.items[1].perMonth[6].micros(), units(3650));
        QCOMPARE(c.exchangeRatesUsed, QStringList{u"7.1 CNY per USD, as of 2026-11-01"_s});
    }

    void totalsPerPhaseAndProvider()
    {
        const PlanCost c = plantest::twoPhasePlan().cost();
        QCOMPARE(c.perPhase.size(), 2);
        QCOMPARE(c.perPhase[0].key, u"inference"_s);
        QCOMPARE(c.perPhase[0].total.micros(), units(21900));
        QCOMPARE(c.perPhase[1].key, u"training"_s);
        QCOMPARE(c.perPhase[1].total.micros(), units(26016));
        QCOMPARE(c.perProvider.size(), 2);
        QCOMPARE(c.perProvider[0].key, u"cloud-a"_s);
        QCOMPARE(c.perProvider[1].key, u"cloud-b"_s);
        QCOMPARE(c.perProvider[0].total.micros() + c.perProvider[1].total.micros(), c.total.micros());
    }

    void budgetOverrun_data()
    {
        QTest::addColumn<qint64>("total");
        QTest::addColumn<qint64>("monthly");
        QTest::addColumn<int>("totalMonth");
        QTest::addColumn<int>("monthlyMonth");
        // running totals: 13168, 14336, ... 19008 (m6), 23826, 28644, 33462, 38280, 43098 (m11), 47916
        QTest::newRow("total passed in month 11") << qint64(40000) << qint64(-1) << 11 << -1;
        QTest::newRow("exactly the total is within") << qint64(47916) << qint64(-1) << -1 << -1;
        QTest::newRow("one cent short") << qint64(-47915) << qint64(-1) << 12 << -1;
        QTest::newRow("monthly passed by the upfront month") << qint64(-1) << qint64(5000) << -1 << 1;
        QTest::newRow("monthly within") << qint64(-1) << qint64(13168) << -1 << -1;
    }
    void budgetOverrun()
    {
        QFETCH(qint64, total);
        QFETCH(qint64, monthly);
        QFETCH(int, totalMonth);
        QFETCH(int, monthlyMonth);
        Plan plan = plantest::twoPhasePlan();
        if (total > 0)
            plan.budget.total = Money(units(total), u"USD"_s);
        if (total < -1) // 47915.99
            plan.budget.total = Money(units(-total) + 990'000, u"USD"_s);
        if (monthly > 0)
            plan.budget.monthly = Money(units(monthly), u"USD"_s);
        const PlanCost c = plan.cost();
        QCOMPARE(c.totalBudgetExceededInMonth.value_or(-1), totalMonth);
        QCOMPARE(c.monthlyBudgetExceededInMonth.value_or(-1), monthlyMonth);
    }

    void discountAppliesToItsProviderOnly()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.discountsBp.insert(u"cloud-b"_s, 1000); // 10 %
        const PlanCost c = plan.cost();
        QCOMPARE(c.perProvider[0].total.micros(), units(26016));    // unchanged
        QCOMPARE(c.perProvider[1].total.micros(), units(6 * 3285)); // 9 USD x 365 h
    }

    void itemWithoutThePriceIsAProblem()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.items[1].pricing = PricingModel::Spot;
        const PlanCost c = plan.cost();
        QCOMPARE(c.problems.size(), 1);
        QCOMPARE(c.problems[0].error.path, u"items[1]"_s);
        QVERIFY(c.problems[0].error.message.contains(u"no public spot price"_s));
        QVERIFY(!c.items[1].option);
        QVERIFY(!c.items[1].problem.isEmpty());
        QCOMPARE(c.total.micros(), units(26016)); // the rest is still costed
    }

    void missingExchangeRateIsAProblem()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.fx = ExchangeRates();
        const PlanCost c = plan.cost();
        QCOMPARE(c.problems.size(), 1);
        QVERIFY(c.problems[0].error.message.contains(u"no exchange rate for CNY"_s));
    }

    void planInAnotherCurrency()
    {
        Plan plan = plantest::twoPhasePlan();
        plan.currency = u"CNY"_s;
        const PlanCost c = plan.cost();
        // 2.50 USD = 17.75 CNY, 0.80 = 5.68 CNY, 6000 = 42600 CNY
        QCOMPARE(c.items[0].option->upfront.micros(), units(85200));
        QCOMPARE(c.items[1].total.micros(), units(6 * 71 * 365));
    }

    void storedPricesAreUsedAndChangesShown()
    {
        const Catalog catalog = loadSnapshotCatalog();
        const InstanceType* inst = catalog.instance(u"aws/p4d.24xlarge"_s);
        QVERIFY(inst);
        const Offer* offer = &inst->offers.first();
        const OfferRow row{inst, catalog.gpu(inst->gpuId), offer};
        Plan plan;
        plan.name = u"p"_s;
        plan.items << PlanItem::fromRow(row, PricingModel::OnDemand);
        QCOMPARE(plan.items[0].gpuMilliPerInstance, 8000);
        QVERIFY(plan.priceChanges(catalog).isEmpty());
        const qint64 before = plan.cost().total.micros();

        // The plan keeps the price it was made with; the catalog's change is shown, not applied.
        plan.items[0].prices.onDemandHourly = money("40");
        const QList<PriceChange> changes = plan.priceChanges(catalog);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0].item, 0);
        QVERIFY2(changes[0].description.contains(u"on-demand hourly 40.00 USD -> "_s),
                 qPrintable(changes[0].description));
        QCOMPARE(plan.cost().total.micros(), units(40 * 730 * 1));
        QVERIFY(plan.refreshPrices(0, catalog));
        QCOMPARE(plan.cost().total.micros(), before);
        QVERIFY(plan.priceChanges(catalog).isEmpty());

        plan.items[0].region = u"mars-1"_s;
        QVERIFY(plan.priceChanges(catalog)[0].description.contains(u"no longer offered in mars-1"_s));
        QVERIFY(!plan.refreshPrices(0, catalog));
        plan.items[0].instanceId = u"aws/gone.1x"_s;
        QVERIFY(plan.priceChanges(catalog)[0].description.contains(u"no longer in the catalog"_s));
    }

    // Storage and transfer items against the catalog's price for their region: a change is shown, applied
    // only when asked; a hand-given price for a region the catalog has none for, and fixed items, never.
    void storedUsagePricesAreUsedAndChangesShown()
    {
        Catalog catalog = loadSnapshotCatalog();
        catalog.addUsagePrices(loadUsagePriceFixture());
        planservice::UsageRequest r;
        r.usage = UsageKind::Egress;
        r.provider = u"aws"_s;
        r.region = u"us-east-1"_s;
        r.gb = 60'000;
        r.months = 1;
        Plan plan;
        plan.name = u"p"_s;
        plan.items << planservice::usageItem(catalog.usagePrices(), r).value();
        r.region = u"ap-south-1"_s; // no catalog price there: given by hand
        UsagePrice mine;
        mine.currency = u"USD"_s;
        mine.tiers = {{std::nullopt, 100'000}};
        r.price = mine;
        plan.items << planservice::usageItem(catalog.usagePrices(), r).value();
        planservice::FixedRequest fixed;
        fixed.label = u"support"_s;
        fixed.amount = money("100");
        plan.items << planservice::fixedItem(fixed).value();
        QVERIFY(plan.priceChanges(catalog).isEmpty());
        const qint64 before = plan.cost().items[0].total.micros();
        QCOMPARE(before, units(5010) + 200'000); // 5,010.20, by hand in tst_clicost

        plan.items[0].usagePrice.tiers[0].microsPerGb = 100'000; // an older price in the plan
        const QList<PriceChange> changes = plan.priceChanges(catalog);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0].item, 0);
        QVERIFY2(changes[0].description.contains(u"first 100 GB free, 0.10 to 10,240 GB"_s) &&
                     changes[0].description.contains(u"0.09 to 10,240 GB"_s) &&
                     changes[0].description.contains(u"as of 2026-01-01"_s),
                 qPrintable(changes[0].description));
        QVERIFY(plan.cost().items[0].total.micros() > before); // the plan's own price is used
        QVERIFY(!plan.refreshPrices(1, catalog));              // not in the catalog
        QVERIFY(!plan.refreshPrices(2, catalog));              // fixed
        QVERIFY(plan.refreshPrices(0, catalog));
        QCOMPARE(plan.cost().items[0].total.micros(), before);
        QVERIFY(plan.priceChanges(catalog).isEmpty());
        QVERIFY(!plan.refreshPrices(0, catalog)); // already the same
    }

    void totalsStayInRange()
    {
        const PlanCost c = plantest::pastTheMoneyRange(5).cost();
        // Each item costs 7.3e11; the second would take the plan past 10^12.
        QCOMPARE(c.items[0].total.micros(), units(730'000'000'000));
        QVERIFY(!c.items[1].option);
        QVERIFY(c.items[1].problem.contains(u"10^12"_s));
        QCOMPARE(c.problems.size(), 4);
        QCOMPARE(c.total, c.items[0].total);
    }

    // The wizard's phase names are shown in the user's language; a name the user typed stays as typed.
    void phaseLabelsTranslateTheWizardsNames()
    {
        QCOMPARE(phaseLabel(u"training"_s), u"training"_s); // no translator loaded: English
        QCOMPARE(phaseLabel(u"Pre-training run 2"_s), u"Pre-training run 2"_s);
        QCOMPARE(i18n::install(u"zh_CN"_s), u"zh_CN"_s);
        const auto back = qScopeGuard([] { i18n::install(u"en"_s); });
        QCOMPARE(phaseLabel(u"training"_s), u"训练"_s);
        QCOMPARE(phaseLabel(u"inference"_s), u"推理"_s);
        QCOMPARE(phaseLabel(u"Pre-training run 2"_s), u"Pre-training run 2"_s);
    }

    // Storage grows month by month: 1,000, 1,500 and 2,000 GB at 0.023 USD.
    void storageGrowsEachMonth()
    {
        const PlanCost c = plantest::mixedPlan().cost();
        QVERIFY2(c.problems.isEmpty(), qPrintable(c.incompleteError(u"plan"_s).message));
        const PlanItemCost& s = c.items[2];
        QCOMPARE(s.perMonth[0].micros(), 23 * Money::MicrosPerUnit);
        QCOMPARE(s.perMonth[1].micros(), 34'500'000);
        QCOMPARE(s.perMonth[2].micros(), 46 * Money::MicrosPerUnit);
        QCOMPARE(s.perMonth[3].micros(), 0);
        QCOMPARE(s.total.micros(), 103'500'000);
        QVERIFY(!s.option); // only instance items have a way of buying
        QVERIFY(s.priced());
    }

    // Egress tier by tier after the free allowance: 60,000 GB once = 10,140 x 0.09 + 40,960 x 0.085 +
    // 8,800 x 0.07 = 912.60 + 3,481.60 + 616.00; 2,000 GB a month = 1,900 x 0.09 = 171.00.
    void transferIsPricedTierByTier()
    {
        const PlanCost c = plantest::mixedPlan().cost();
        QCOMPARE(c.items[3].perMonth[6].micros(), 5'010'200'000);
        QCOMPARE(c.items[3].total.micros(), 5'010'200'000);
        for (int m = 6; m < 12; ++m)
            QCOMPARE(c.items[4].perMonth[m].micros(), 171 * Money::MicrosPerUnit);
        QCOMPARE(c.items[4].perMonth[5].micros(), 0);
    }

    // A fixed amount in CNY is converted with the plan's rate and rounded to cents each month:
    // 1,000 / 7.1 = 140.845... -> 140.85; the one-off licence bills once, in its month.
    void fixedItemsConvertAndBillOnce()
    {
        const PlanCost c = plantest::mixedPlan().cost();
        QCOMPARE(c.items[5].perMonth[0].micros(), 140'850'000);
        QCOMPARE(c.items[5].perMonth[1].micros(), 140'850'000);
        QCOMPARE(c.items[5].perMonth[2].micros(), 0);
        QCOMPARE(c.items[6].perMonth[1].micros(), 500 * Money::MicrosPerUnit);
        QCOMPARE(c.items[6].total.micros(), 500 * Money::MicrosPerUnit);
    }

    // Every sum shown adds up to the total: per month, per item, per phase, per provider and per kind.
    void mixedPlanSumsAgree()
    {
        const PlanCost c = plantest::mixedPlan().cost();
        QVERIFY(c.problems.isEmpty());
        const auto sum = [](const QList<PlanTotal>& l) {
            qint64 s = 0;
            for (const PlanTotal& t : l)
                s += t.total.micros();
            return s;
        };
        qint64 months = 0;
        for (const Money& m : c.perMonth)
            months += m.micros();
        qint64 items = 0;
        for (const PlanItemCost& ic : c.items) {
            qint64 byMonth = 0;
            for (const Money& m : ic.perMonth)
                byMonth += m.micros();
            QCOMPARE(byMonth, ic.total.micros());
            items += ic.total.micros();
        }
        QCOMPARE(months, c.total.micros());
        QCOMPARE(items, c.total.micros());
        QCOMPARE(sum(c.perPhase), c.total.micros());
        QCOMPARE(sum(c.perProvider), c.total.micros());
        QCOMPARE(sum(c.perKind), c.total.micros());
        QCOMPARE(c.perKind.size(), 4);
        QCOMPARE(c.perKind[0].key, u"instance"_s);
        QCOMPARE(c.perKind[0].total.micros(), units(12000 + 12 * 1168 + 6 * 3650));
        QCOMPARE(c.perKind[1].key, u"storage"_s);
        QCOMPARE(c.perKind[1].total.micros(), 103'500'000);
        QCOMPARE(c.perKind[2].key, u"transfer"_s);
        QCOMPARE(c.perKind[2].total.micros(), 5'010'200'000 + 6 * units(171));
        QCOMPARE(c.perKind[3].key, u"fixed"_s);
        QCOMPARE(c.perKind[3].total.micros(), 2 * 140'850'000 + units(500));
    }

    // What cannot be priced says so and which item.
    void usageItemProblems_data()
    {
        QTest::addColumn<int>("item");
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("no rate") << 5 << u"currency"_s << u"no exchange rate from EUR to USD"_s;
        QTest::newRow("beyond an exabyte") << 2 << u"growth"_s << u"GB is beyond"_s;
        QTest::newRow("broken tiers") << 3 << u"tiers"_s << u"the limits must rise"_s;
        QTest::newRow("past the money range") << 5 << u"huge"_s << u"would pass 10^12 USD"_s;
    }
    void usageItemProblems()
    {
        QFETCH(int, item);
        QFETCH(QString, change);
        QFETCH(QString, message);
        Plan plan = plantest::mixedPlan();
        PlanItem& it = plan.items[item];
        if (change == u"currency"_s)
            it.amount = plantest::money("10", u"EUR"_s);
        else if (change == u"growth"_s)
            it.growthGbPerMonth = MaxUsageGb;
        else if (change == u"huge"_s) {
            it.amount =
                Money(std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit, u"USD"_s); // 10^12 a month
            it.months = 600;
        } else
            it.usagePrice.tiers[1].upToGb = 100;
        const PlanCost c = plan.cost();
        QCOMPARE(c.problems.size(), 1);
        QCOMPARE(c.problems.first().error.path, u"items[%1]"_s.arg(item));
        QVERIFY2(c.problems.first().error.message.contains(message),
                 qPrintable(c.problems.first().error.message));
        QVERIFY(!c.items[item].priced());
        QCOMPARE(c.items[item].total.micros(), 0);
    }

    void emptyPlanCostsNothing()
    {
        Plan plan;
        const PlanCost c = plan.cost();
        QCOMPARE(c.months, 0);
        QCOMPARE(c.total.micros(), 0);
        QVERIFY(c.perMonth.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
