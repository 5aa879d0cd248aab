#include "catalog.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "testcatalog.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// The one rule for which offer of an instance a command or view uses (core/pricing/offerchoice.h), on the
// fixture catalog: alpha/h100.8x is sold in us-east-1 (90 USD/h), eu-west-1 (80 USD/h), cn-north-1 (500 CNY/h
// = 71.43 USD/h at 7 CNY per USD) and ap-south-1 (spot only).
class TestOfferChoice : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    CostBasis basis(const QString& currency) const
    {
        CostBasis b;
        b.currency = currency;
        b.fx = fixtureRates();
        return b;
    }

private Q_SLOTS:
    void initTestCase()
    {
        IssueList issues;
        m_catalog = loadFixtureCatalog(&issues);
        QVERIFY2(countErrors(issues) == 0,
                 qPrintable(issues.isEmpty() ? QString() : issues.first().toString()));
        QVERIFY(m_catalog.instance(u"alpha/h100.8x"_s));
    }

    void choosesTheOffer_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("preferred");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("reason");
        const int region = int(OfferChoice::Reason::Region);
        const int preferred = int(OfferChoice::Reason::PreferredRegion);
        const int cheapest = int(OfferChoice::Reason::Cheapest);
        const int only = int(OfferChoice::Reason::OnlyRegion);
        QTest::newRow("a region asked for is used")
            << u"alpha/h100.8x"_s << u"USD"_s << u"us-east-1"_s << QString() << u"us-east-1"_s << region;
        QTest::newRow("a region matches whatever its case")
            << u"alpha/h100.8x"_s << u"USD"_s << u"US-EAST-1"_s << QString() << u"us-east-1"_s << region;
        QTest::newRow("a region asked for beats the preferred one")
            << u"alpha/h100.8x"_s << u"USD"_s << u"eu-west-1"_s << u"us-east-1"_s << u"eu-west-1"_s << region;
        QTest::newRow("the preferred region when sold there")
            << u"alpha/h100.8x"_s << u"USD"_s << QString() << u"Us-East-1"_s << u"us-east-1"_s << preferred;
        QTest::newRow("a preferred region it is not sold in falls back to the cheapest")
            << u"alpha/h100.8x"_s << u"USD"_s << QString() << u"mars-1"_s << u"cn-north-1"_s << cheapest;
        QTest::newRow("cheapest converted: 500 CNY (71.43 USD) beats 80 USD")
            << u"alpha/h100.8x"_s << u"USD"_s << QString() << QString() << u"cn-north-1"_s << cheapest;
        QTest::newRow("the same order in the display currency")
            << u"alpha/h100.8x"_s << u"CNY"_s << QString() << QString() << u"cn-north-1"_s << cheapest;
        QTest::newRow("no display currency compares in USD")
            << u"alpha/h100.8x"_s << QString() << QString() << QString() << u"cn-north-1"_s << cheapest;
        QTest::newRow("equal prices go to the first in the catalog")
            << u"alpha/a100.1x"_s << u"USD"_s << QString() << QString() << u"us-east-1"_s << cheapest;
        QTest::newRow("cheapest in CNY among CNY offers")
            << u"beta/gn.a100"_s << u"CNY"_s << QString() << QString() << u"cn-beijing"_s << cheapest;
        QTest::newRow("one region is no choice")
            << u"alpha/l4.1x"_s << u"EUR"_s << QString() << QString() << u"eu-west-1"_s << only;
    }
    void choosesTheOffer()
    {
        QFETCH(QString, instance);
        QFETCH(QString, currency);
        QFETCH(QString, region);
        QFETCH(QString, preferred);
        QFETCH(QString, expected);
        QFETCH(int, reason);
        const Result<OfferChoice> choice =
            chooseOffer(*m_catalog.instance(instance), basis(currency), region, preferred);
        QVERIFY2(choice.ok(), qPrintable(choice.ok() ? QString() : choice.error().message));
        QCOMPARE(choice.value().offer->region, expected);
        QCOMPARE(int(choice.value().reason), reason);
    }

    void offersWithoutAnOnDemandPriceOrRateComeLast()
    {
        // Without a CNY rate the CNY offer cannot be compared: the cheapest comparable one wins.
        CostBasis b;
        b.currency = u"USD"_s;
        const Result<OfferChoice> choice = chooseOffer(*m_catalog.instance(u"alpha/h100.8x"_s), b);
        QVERIFY(choice.ok());
        QCOMPARE(choice.value().offer->region, u"eu-west-1"_s);
    }

    void explainsTheChoiceOfTheCheapest()
    {
        const Result<OfferChoice> cheapest =
            chooseOffer(*m_catalog.instance(u"alpha/h100.8x"_s), basis(u"USD"_s));
        QCOMPARE(cheapest.value().note(),
                 u"the cheapest on-demand region of 4 (us-east-1, eu-west-1, cn-north-1, ap-south-1); choose "
                 "another with --region"_s);
        const Result<OfferChoice> asked =
            chooseOffer(*m_catalog.instance(u"alpha/h100.8x"_s), basis(u"USD"_s), u"eu-west-1"_s);
        QCOMPARE(asked.value().note(), QString());
    }

    void refusesWhatIsNotSold_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("message");
        QTest::newRow("a region it is not sold in lists the regions")
            << u"alpha/h100.8x"_s << u"mars-1"_s
            << u"alpha/h100.8x has no offer in region \"mars-1\"; it is offered in us-east-1, eu-west-1, "
               "cn-north-1, ap-south-1"_s;
        QTest::newRow("an instance without prices")
            << u"alpha/t4.unpriced"_s << QString()
            << u"alpha/t4.unpriced has no public prices in the catalog"_s;
    }
    void refusesWhatIsNotSold()
    {
        QFETCH(QString, instance);
        QFETCH(QString, region);
        QFETCH(QString, message);
        const Result<OfferChoice> choice =
            chooseOffer(*m_catalog.instance(instance), basis(u"USD"_s), region);
        QVERIFY(!choice.ok());
        QCOMPARE(choice.error().code, ErrorCode::NotFound);
        QCOMPARE(choice.error().message, message);
    }

    // The explorer's region filter (OfferFilter) matches regions by the same rule as chooseOffer.
    void theExplorerFilterMatchesRegionsAlike_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("rows");
        QTest::newRow("lower case") << u"eu-west-1"_s << 3;
        QTest::newRow("upper case") << u"EU-WEST-1"_s << 3;
        QTest::newRow("mixed case") << u"Eu-West-1"_s << 3;
        QTest::newRow("a prefix is not a region") << u"eu-west"_s << 0;
    }
    void theExplorerFilterMatchesRegionsAlike()
    {
        QFETCH(QString, region);
        QFETCH(int, rows);
        OfferFilter f;
        f.region = region;
        int matched = 0;
        for (const OfferRow& r : m_catalog.rows()) {
            if (f.matches(r)) {
                ++matched;
                QVERIFY(regionMatches(r.region(), region));
            }
        }
        QCOMPARE(matched, rows);
    }
};

QTEST_GUILESS_MAIN(TestOfferChoice)
#include "tst_offerchoice.moc"
