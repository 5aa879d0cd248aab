#include "catalog.h"
#include "planservice.h"
#include "recommender.h"
#include "testcatalog.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// How items join a plan (core/plan/planservice.h), whichever face adds them, on the fixture catalog.
class TestPlanService : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    OfferRow row(const QString& instance, const QString& region) const
    {
        const InstanceType* inst = m_catalog.instance(instance);
        for (const OfferRow& r : m_catalog.rows()) {
            if (r.instance == inst && r.offer && r.offer->region == region)
                return r;
        }
        return OfferRow{inst, m_catalog.gpu(inst->gpuId), nullptr};
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = loadFixtureCatalog(); }

    void makesAnItemForAnOffer_data()
    {
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<QString>("expectedPayment");
        QTest::newRow("on demand") << u"on-demand"_s << QString() << QString();
        QTest::newRow("spot") << u"spot"_s << QString() << QString();
        QTest::newRow("a reservation defaults to no upfront")
            << u"reserved-1y"_s << QString() << u"no_upfront"_s;
        QTest::newRow("a reservation with the payment asked for")
            << u"reserved-1y"_s << u"all_upfront"_s << u"all_upfront"_s;
    }
    void makesAnItemForAnOffer()
    {
        QFETCH(QString, pricing);
        QFETCH(QString, payment);
        QFETCH(QString, expectedPayment);
        planservice::ItemRequest req;
        req.pricing = pricingModelFromKey(pricing).value();
        if (!payment.isEmpty())
            req.payment = paymentOptionFromKey(payment);
        req.count = 3;
        req.startMonth = 4;
        req.months = 6;
        req.phase = u"training"_s;
        const Result<PlanItem> item = planservice::itemForOffer(row(u"alpha/h100.8x"_s, u"us-east-1"_s), req);
        QVERIFY2(item.ok(), qPrintable(item.ok() ? QString() : item.error().message));
        QCOMPARE(item.value().instanceId, u"alpha/h100.8x"_s);
        QCOMPARE(item.value().region, u"us-east-1"_s);
        QCOMPARE(item.value().count, 3);
        QCOMPARE(item.value().endMonth(), 9);
        QCOMPARE(item.value().gpuMilliPerInstance, 8000);
        QCOMPARE(item.value().phase, u"training"_s);
        QCOMPARE(item.value().prices.onDemandHourly->toDecimalString(2, 2), u"90.00"_s);
        QCOMPARE(item.value().payment ? paymentOptionKey(*item.value().payment) : QString(), expectedPayment);
    }

    void refusesWhatCannotBePriced_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("pricing");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<int>("start");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such price") << u"eu-west-1"_s << u"spot"_s << QString() << 1
                                       << u"alpha/h100.8x in eu-west-1 has no spot price; it has on-demand"_s;
        QTest::newRow("no such payment option")
            << u"us-east-1"_s << u"reserved-1y"_s << u"partial_upfront"_s << 1
            << u"--payment: alpha/h100.8x has no reserved-1y partial_upfront price; it has no_upfront, "
               "all_upfront"_s;
        QTest::newRow("a payment without a reservation")
            << u"us-east-1"_s << u"on-demand"_s << u"no_upfront"_s << 1
            << u"--payment applies to reserved-1y and reserved-3y only"_s;
        QTest::newRow("past month 600")
            << u"us-east-1"_s << u"on-demand"_s << QString() << 595
            << u"the item would end in month 606; a plan covers at most 600 months"_s;
        QTest::newRow("no offer at all")
            << QString() << u"on-demand"_s << QString() << 1
            << u"alpha/h100.8x has no public prices in the catalog; it cannot be "
               "planned"_s;
    }
    void refusesWhatCannotBePriced()
    {
        QFETCH(QString, region);
        QFETCH(QString, pricing);
        QFETCH(QString, payment);
        QFETCH(int, start);
        QFETCH(QString, message);
        planservice::ItemRequest req;
        req.pricing = pricingModelFromKey(pricing).value();
        if (!payment.isEmpty())
            req.payment = paymentOptionFromKey(payment);
        req.startMonth = start;
        const Result<PlanItem> item = planservice::itemForOffer(row(u"alpha/h100.8x"_s, region), req);
        QVERIFY(!item.ok());
        QCOMPARE(item.error().code, ErrorCode::Usage);
        QCOMPARE(item.error().message, message);
    }

    void addsOnlyWhatItCanPrice()
    {
        Plan plan;
        planservice::prepareEmptyPlan(plan, u"CNY"_s, fixtureRates());
        QCOMPARE(plan.currency, u"CNY"_s);
        const PlanItem good = planservice::itemForOffer(row(u"alpha/a100.1x"_s, u"us-east-1"_s), {}).value();
        QVERIFY(planservice::add(plan, {good}).ok());
        QCOMPARE(plan.items.size(), 1);
        // An item in a currency the plan has no rate for is refused whole, with the others of the batch.
        PlanItem euro = good;
        euro.prices.currency = u"CHF"_s;
        euro.prices.onDemandHourly = Money::parse(u"4"_s, u"CHF"_s);
        const Result<bool> r = planservice::add(plan, {good, euro});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"CHF"_s), qPrintable(r.error().message));
        QCOMPARE(plan.items.size(), 1);
        // A plan with items keeps its currency and rates.
        planservice::prepareEmptyPlan(plan, u"USD"_s, ExchangeRates());
        QCOMPARE(plan.currency, u"CNY"_s);
        QCOMPARE(plan.fx, fixtureRates());
    }

    // Changing a plan's currency converts its budgets with the plan's rates and rounds them to the currency's
    // minor unit, rather than relabelling 250,000 USD as 250,000 CNY.
    void aNewCurrencyConvertsTheBudget_data()
    {
        QTest::addColumn<QString>("total");
        QTest::addColumn<QString>("monthly");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expectedTotal");
        QTest::addColumn<QString>("expectedMonthly");
        QTest::newRow("CNY") << u"250000"_s << u"30000"_s << u"CNY"_s << u"1750000"_s << u"210000"_s;
        QTest::newRow("EUR, rounded to cents")
            << u"250000.55"_s << QString() << u"EUR"_s << u"225000.5"_s << QString();
        QTest::newRow("JPY, no decimals") << u"1234.56"_s << u"10"_s << u"JPY"_s << u"191509"_s << u"1551"_s;
        QTest::newRow("the same currency") << u"100"_s << QString() << u"USD"_s << u"100"_s << QString();
    }
    void aNewCurrencyConvertsTheBudget()
    {
        QFETCH(QString, total);
        QFETCH(QString, monthly);
        QFETCH(QString, currency);
        QFETCH(QString, expectedTotal);
        QFETCH(QString, expectedMonthly);
        Plan plan;
        ExchangeRates fx = fixtureRates();
        fx.set(u"JPY"_s, FxRate{155'123'000, QDate(2026, 11, 29), u"test"_s});
        planservice::prepareEmptyPlan(plan, u"USD"_s, fx);
        plan.budget.total = Money::parse(total, u"USD"_s);
        if (!monthly.isEmpty())
            plan.budget.monthly = Money::parse(monthly, u"USD"_s);
        const Result<Plan> next = planservice::withCurrency(plan, currency);
        QVERIFY(next.ok());
        QCOMPARE(next.value().currency, currency);
        QCOMPARE(next.value().budget.total, Money::parse(expectedTotal, currency));
        QCOMPARE(next.value().budget.monthly,
                 expectedMonthly.isEmpty() ? std::nullopt : Money::parse(expectedMonthly, currency));
        // Without a rate: refused, naming both currencies.
        const Result<Plan> none = planservice::withCurrency(plan, u"CHF"_s);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().message.contains(u"USD to CHF"_s), qPrintable(none.error().message));
    }

    void aFullPlanTakesNoMore()
    {
        Plan plan;
        const PlanItem item = planservice::itemForOffer(row(u"alpha/a100.1x"_s, u"us-east-1"_s), {}).value();
        plan.items = QList<PlanItem>(Plan::MaxItems, item);
        const Result<bool> r = planservice::add(plan, {item});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message, u"the plan already has 10000 items, the most a plan holds"_s);
    }

    // A training recommendation and its serving one: serving starts the month after training ends.
    void recommendationsBecomeItemsInOrder()
    {
        Recommendation train;
        train.instance = m_catalog.instance(u"alpha/h100.8x"_s);
        train.region = u"eu-west-1"_s;
        train.instances = 2;
        train.months = 3;
        train.phase = u"training"_s;
        Recommendation serve = train;
        serve.instance = m_catalog.instance(u"alpha/l4.1x"_s);
        serve.instances = 4;
        serve.months = 12;
        serve.phase = u"inference"_s;
        const QList<PlanItem> pair = itemsForRecommendations({train, serve}, true);
        QCOMPARE(pair.size(), 2);
        QCOMPARE(pair[0].startMonth, 1);
        QCOMPARE(pair[1].startMonth, 4);
        QCOMPARE(pair[1].count, 4);
        const QList<PlanItem> apart = itemsForRecommendations({train, serve}, false);
        QCOMPARE(apart[1].startMonth, 1);
    }

    // Storage and transfer items take the catalog's price for their region (a copy, dated and sourced) or
    // the one given; fixed items their amount. Each is refused with a message when it cannot be costed.
    static UsagePriceList fixturePrices() { return loadUsagePriceFixture(); }

    void makesStorageAndTransferItems()
    {
        planservice::UsageRequest storage;
        storage.usage = UsageKind::ObjectStorage;
        storage.provider = u"aws"_s;
        storage.region = u"us-east-1"_s;
        storage.gb = 60'000;
        storage.growthGbPerMonth = 500;
        storage.startMonth = 2;
        storage.months = 6;
        storage.phase = u"training"_s;
        const Result<PlanItem> s = planservice::usageItem(fixturePrices(), storage);
        QVERIFY2(bool(s), s ? "" : qPrintable(s.error().message));
        QCOMPARE(s.value().kind, PlanItemKind::Storage);
        QCOMPARE(s.value().usagePrice.tiers.size(), 3);
        QCOMPARE(s.value().usagePrice.asOf, QDate(2026, 1, 1));
        QCOMPARE(s.value().gbInMonth(5), 62'500);
        QCOMPARE(s.value().endMonth(), 7);
        QCOMPARE(s.value().phase, u"training"_s);

        planservice::UsageRequest once;
        once.usage = UsageKind::Egress;
        once.provider = u"aws"_s;
        once.region = u"us-east-1"_s;
        once.gb = 1000;
        once.once = true;
        once.months = 12; // a one-off lasts one month
        const Result<PlanItem> t = planservice::usageItem(fixturePrices(), once);
        QVERIFY(t);
        QCOMPARE(t.value().kind, PlanItemKind::Transfer);
        QCOMPARE(t.value().months, 1);
        QCOMPARE(t.value().usagePrice.freeGb, 100);

        // A given price wins over the catalog's and takes the item's provider and region.
        UsagePrice mine;
        mine.currency = u"CNY"_s;
        mine.tiers = {{std::nullopt, 500'000}};
        mine.asOf = QDate(2026, 11, 1);
        once.region = u"cn-north-1"_s;
        once.price = mine;
        const Result<PlanItem> given = planservice::usageItem(fixturePrices(), once);
        QVERIFY(given);
        QCOMPARE(given.value().usagePrice.currency, u"CNY"_s);
        QCOMPARE(given.value().usagePrice.region, u"cn-north-1"_s);
        QCOMPARE(given.value().usagePrice.kind, UsageKind::Egress);
    }

    void refusesUsageItemsItCannotCost_data()
    {
        QTest::addColumn<int>("usage");
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<qint64>("gb");
        QTest::addColumn<qint64>("growth");
        QTest::addColumn<bool>("once");
        QTest::addColumn<int>("months");
        QTest::addColumn<QString>("message");
        const int object = int(UsageKind::ObjectStorage);
        const int egress = int(UsageKind::Egress);
        QTest::newRow("no region") << object << u"aws"_s << QString() << qint64(1) << qint64(0) << false << 1
                                   << u"give the provider and the region"_s;
        QTest::newRow("no price in the region")
            << object << u"aws"_s << u"eu-west-1"_s << qint64(1) << qint64(0) << false << 1
            << u"no published object storage price for aws in eu-west-1 (aws regions with one: 1)"_s;
        QTest::newRow("no price for the provider")
            << egress << u"vast"_s << u"any"_s << qint64(1) << qint64(0) << false << 1
            << u"no published egress to the internet price for vast"_s;
        QTest::newRow("negative GB") << object << u"aws"_s << u"us-east-1"_s << qint64(-1) << qint64(0)
                                     << false << 1 << u"GB must be from 0"_s;
        QTest::newRow("more than an exabyte")
            << object << u"aws"_s << u"us-east-1"_s << qint64(MaxUsageGb + 1) << qint64(0) << false << 1
            << u"GB must be from 0"_s;
        QTest::newRow("growing transfer") << egress << u"aws"_s << u"us-east-1"_s << qint64(1) << qint64(5)
                                          << false << 1 << u"only storage grows"_s;
        QTest::newRow("storage once")
            << object << u"aws"_s << u"us-east-1"_s << qint64(1) << qint64(0) << true << 1 << u"not once"_s;
        QTest::newRow("past the horizon") << object << u"aws"_s << u"us-east-1"_s << qint64(1) << qint64(0)
                                          << false << MaxMonths + 1 << u"at most"_s;
    }
    void refusesUsageItemsItCannotCost()
    {
        QFETCH(int, usage);
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(qint64, gb);
        QFETCH(qint64, growth);
        QFETCH(bool, once);
        QFETCH(int, months);
        QFETCH(QString, message);
        planservice::UsageRequest r;
        r.usage = UsageKind(usage);
        r.provider = provider;
        r.region = region;
        r.gb = gb;
        r.growthGbPerMonth = growth;
        r.once = once;
        r.months = months;
        const Result<PlanItem> got = planservice::usageItem(fixturePrices(), r);
        QVERIFY(!got);
        QCOMPARE(got.error().code, ErrorCode::Usage);
        QVERIFY2(got.error().message.contains(message), qPrintable(got.error().message));
    }

    void makesFixedItems()
    {
        planservice::FixedRequest r;
        r.label = u"  support plan "_s;
        r.amount = Money::parse(u"1200"_s, u"CNY"_s);
        r.months = 12;
        const Result<PlanItem> item = planservice::fixedItem(r);
        QVERIFY(item);
        QCOMPARE(item.value().label, u"support plan"_s);
        QCOMPARE(item.value().months, 12);
        r.once = true;
        QCOMPARE(planservice::fixedItem(r).value().months, 1);
        r.label = u" "_s;
        QVERIFY(planservice::fixedItem(r).error().message.contains(u"what the amount is for"_s));
        r.label = u"x"_s;
        r.amount = Money::parse(u"-1"_s, u"USD"_s);
        QVERIFY(!planservice::fixedItem(r));
        r.amount.reset();
        QVERIFY(!planservice::fixedItem(r));
    }

    // The edit rule: an edit may not leave an item that cannot be priced that was not so before; items are
    // told apart by what their problem says, so removing one (and shifting the others) is not a new one.
    void checkEditRefusesOnlyNewProblems_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<QString>("refusal"); // empty: allowed
        const QString a = u"a in r1 cannot be priced: no KRW rate"_s;
        const QString b = u"b in r1 cannot be priced: no KRW rate"_s;
        QTest::newRow("none before or after") << QStringList{} << QStringList{} << QString();
        QTest::newRow("a new problem") << QStringList{} << QStringList{a}
                                       << u"not changed, as the plan could then not be priced: "_s + a;
        QTest::newRow("the same problem stays") << QStringList{a} << QStringList{a} << QString();
        QTest::newRow("one fixed") << QStringList{a, b} << QStringList{b} << QString();
        QTest::newRow("a second like the first") << QStringList{a} << QStringList{a, a} << a;
        QTest::newRow("one fixed, one broken") << QStringList{a} << QStringList{b} << b;
        QTest::newRow("many: the first three and a count")
            << QStringList{} << QStringList{a, a, a, a, a}
            << u"not changed, as the plan could then not be priced: %1; %1; %1; 2 more"_s.arg(a);
    }
    void checkEditRefusesOnlyNewProblems()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        QFETCH(QString, refusal);
        const auto costWith = [](const QStringList& problems) {
            PlanCost c;
            for (int i = 0; i < problems.size(); ++i)
                c.problems << Issue::failure(
                    Error{ErrorCode::Schema, {}, 0, 0, u"items[%1]"_s.arg(i), problems[i]});
            return c;
        };
        const Result<bool> r = planservice::checkEdit(costWith(before), costWith(after));
        QCOMPARE(bool(r), refusal.isEmpty());
        if (!r) {
            QCOMPARE(r.error().code, ErrorCode::Usage);
            QVERIFY2(r.error().message.contains(refusal), qPrintable(r.error().message));
        }
    }

    // New storage, transfer and fixed items start from the selected instance item, else the first one.
    void picksTheTemplateItem()
    {
        Plan plan;
        QVERIFY(!planservice::templateItem(plan));
        PlanItem fixed;
        fixed.kind = PlanItemKind::Fixed;
        PlanItem a;
        a.instanceId = u"alpha/a1"_s;
        PlanItem b;
        b.instanceId = u"alpha/b1"_s;
        plan.items = {fixed, a, b};
        QCOMPARE(planservice::templateItem(plan)->instanceId, u"alpha/a1"_s);
        QCOMPARE(planservice::templateItem(plan, 2)->instanceId, u"alpha/b1"_s);
        QCOMPARE(planservice::templateItem(plan, 0)->instanceId, u"alpha/a1"_s); // not a fixed item
        QCOMPARE(planservice::templateItem(plan, 9)->instanceId, u"alpha/a1"_s);
    }
};

QTEST_GUILESS_MAIN(TestPlanService)
#include "tst_planservice.moc"
