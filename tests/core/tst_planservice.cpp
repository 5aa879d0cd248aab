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
};

QTEST_GUILESS_MAIN(TestPlanService)
#include "tst_planservice.moc"
