#include "catalog.h"
#include "offergroups.h"
#include "testcatalog.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace gp;

// One row per instance type (core/pricing/offergroups.h), on the fixture catalog: alpha/h100.8x is sold in
// us-east-1 (90 USD/h), eu-west-1 (80 USD/h), cn-north-1 (500 CNY/h = 71.43 USD/h at 7 CNY per USD) and
// ap-south-1 (spot only); alpha/a100.1x (before it in the catalog's order) at 4 USD/h in us-east-1 and
// eu-west-1; beta/gn.a100 at 30 and 28 CNY/h.
class TestOfferGroups : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    // "id@region×n" per group, in order.
    static QString describe(const std::vector<OfferGroup>& groups)
    {
        QStringList parts;
        for (const OfferGroup& g : groups)
            parts << u"%1@%2x%3"_s.arg(g.best->instance->id(), g.best->region()).arg(g.regionCount());
        return parts.join(u", "_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        IssueList issues;
        m_catalog = loadFixtureCatalog(&issues);
        QVERIFY(m_catalog.instance(u"alpha/h100.8x"_s));
    }

    void choosesTheBestOfferOfEachInstance_data()
    {
        QTest::addColumn<QString>("region");    // only the rows of this region, when given
        QTest::addColumn<QString>("preferred"); // the preferred region
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("rates");       // the fixture's rates, or none
        QTest::addColumn<bool>("descending");  // the rows sorted by on-demand price, highest first
        QTest::addColumn<QString>("expected"); // describe()
        QTest::newRow("the cheapest region, converted")
            << QString() << QString() << u"USD"_s << true << false
            << u"alpha/a100.1x@us-east-1x2, alpha/h100.8x@cn-north-1x4, alpha/l4.1x@eu-west-1x1, "
               "alpha/t4.unpriced@x1, beta/gn.a100@cn-beijingx2"_s;
        QTest::newRow("the same in CNY")
            << QString() << QString() << u"CNY"_s << true << false
            << u"alpha/a100.1x@us-east-1x2, alpha/h100.8x@cn-north-1x4, alpha/l4.1x@eu-west-1x1, "
               "alpha/t4.unpriced@x1, beta/gn.a100@cn-beijingx2"_s;
        QTest::newRow("without a rate a price in CNY ranks after those in USD")
            << QString() << QString() << u"USD"_s << false << false
            << u"alpha/a100.1x@us-east-1x2, alpha/h100.8x@eu-west-1x4, alpha/l4.1x@eu-west-1x1, "
               "alpha/t4.unpriced@x1, beta/gn.a100@cn-hangzhoux2"_s;
        QTest::newRow("the preferred region where the instance matched there")
            << QString() << u"EU-west-1"_s << u"USD"_s << true << false
            << u"alpha/a100.1x@eu-west-1x2, alpha/h100.8x@eu-west-1x4, alpha/l4.1x@eu-west-1x1, "
               "alpha/t4.unpriced@x1, beta/gn.a100@cn-beijingx2"_s;
        QTest::newRow("only the regions the filter let through")
            << u"us-east-1"_s << QString() << u"USD"_s << true << false
            << u"alpha/a100.1x@us-east-1x1, alpha/h100.8x@us-east-1x1"_s;
        QTest::newRow("a preferred region the filter left out is not used")
            << u"us-east-1"_s << u"eu-west-1"_s << u"USD"_s << true << false
            << u"alpha/a100.1x@us-east-1x1, alpha/h100.8x@us-east-1x1"_s;
        // Sorted by price, highest first: each group sits where its best (cheapest) row is.
        QTest::newRow("groups in the order of their best rows")
            << QString() << QString() << u"USD"_s << true << true
            << u"alpha/h100.8x@cn-north-1x4, alpha/a100.1x@us-east-1x2, beta/gn.a100@cn-beijingx2, "
               "alpha/l4.1x@eu-west-1x1, alpha/t4.unpriced@x1"_s;
    }
    void choosesTheBestOfferOfEachInstance()
    {
        QFETCH(QString, region);
        QFETCH(QString, preferred);
        QFETCH(QString, currency);
        QFETCH(bool, rates);
        QFETCH(bool, descending);
        QFETCH(QString, expected);
        const ExchangeRates fx = rates ? fixtureRates() : ExchangeRates{};
        QList<const OfferRow*> rows;
        for (const OfferRow& row : m_catalog.rows()) {
            if (region.isEmpty() || row.region() == region)
                rows << &row;
        }
        if (descending) {
            const auto usd = [&](const OfferRow* r) {
                const auto p = r->offer ? r->offer->onDemandPrice() : std::nullopt;
                const auto c = p ? fixtureRates().convert(*p, u"USD"_s) : std::nullopt;
                return c ? c->micros() : -1;
            };
            std::stable_sort(rows.begin(), rows.end(),
                             [&](const OfferRow* a, const OfferRow* b) { return usd(a) > usd(b); });
        }
        QCOMPARE(describe(groupOffersByInstance(rows, currency, fx, preferred)), expected);
    }

    void rangesSpanTheMatchingRegions_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("lowest"); // Money::format; empty: none
        QTest::addColumn<QString>("highest");
        QTest::newRow("converted, spot-only region not counted")
            << u"alpha/h100.8x"_s << u"USD"_s << u"71.4286 USD"_s << u"90.00 USD"_s;
        QTest::newRow("in CNY") << u"alpha/h100.8x"_s << u"CNY"_s << u"500.00 CNY"_s << u"630.00 CNY"_s;
        QTest::newRow("one price") << u"alpha/a100.1x"_s << u"USD"_s << u"4.00 USD"_s << u"4.00 USD"_s;
        QTest::newRow("no prices") << u"alpha/t4.unpriced"_s << u"USD"_s << QString() << QString();
        QTest::newRow("no rate to the currency") << u"beta/gn.a100"_s << u"JPY"_s << QString() << QString();
    }
    void rangesSpanTheMatchingRegions()
    {
        QFETCH(QString, instance);
        QFETCH(QString, currency);
        QFETCH(QString, lowest);
        QFETCH(QString, highest);
        QList<const OfferRow*> rows;
        for (const OfferRow& row : m_catalog.rows())
            rows << &row;
        const std::vector<OfferGroup> groups = groupOffersByInstance(rows, currency, fixtureRates());
        const auto it = std::find_if(groups.begin(), groups.end(),
                                     [&](const OfferGroup& g) { return g.best->instance->id() == instance; });
        QVERIFY(it != groups.end());
        QCOMPARE(it->lowestOnDemand ? it->lowestOnDemand->format() : QString(), lowest);
        QCOMPARE(it->highestOnDemand ? it->highestOnDemand->format() : QString(), highest);
        if (it->lowestOnDemand)
            QCOMPARE(it->lowestOnDemand->currency(), currency);
        QVERIFY(it->rows.contains(it->best));
    }

    void nothingGivesNoGroups()
    {
        QVERIFY(groupOffersByInstance({}, u"USD"_s, fixtureRates()).empty());
        QVERIFY(groupOffersByInstance({nullptr}, u"USD"_s, fixtureRates()).empty());
    }
};

QTEST_GUILESS_MAIN(TestOfferGroups)
#include "tst_offergroups.moc"
