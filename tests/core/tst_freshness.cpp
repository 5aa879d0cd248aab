#include "freshness.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// How old a price is, and when it is stale (more than StaleAfterMonths).
class tst_Freshness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void currentDayIsToday()
    {
        // Read once a second at most; the same day as the clock's (a day either side at midnight).
        const QDate before = QDate::currentDate();
        const QDate day = currentDay();
        QVERIFY2(before.daysTo(day) >= 0 && before.daysTo(day) <= 1, qPrintable(day.toString(Qt::ISODate)));
        QVERIFY(currentDay().isValid());
    }

    void age_data()
    {
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<QDate>("today");
        QTest::addColumn<int>("months");
        QTest::addColumn<bool>("stale");
        QTest::addColumn<QString>("text");
        const QDate today(2026, 11, 30);
        QTest::newRow("same day") << today << today << 0 << false << u"less than a month old"_s;
        QTest::newRow("one month less a day")
            << QDate(2026, 10, 31) << today << 0 << false << u"less than a month old"_s;
        QTest::newRow("one month") << QDate(2026, 10, 30) << today << 1 << false << u"1 month old"_s;
        QTest::newRow("ten months") << QDate(2026, 1, 21) << today << 10 << false << u"10 months old"_s;
        QTest::newRow("exactly twelve months")
            << QDate(2025, 11, 30) << today << 12 << false << u"1 year old"_s;
        QTest::newRow("a day over twelve months")
            << QDate(2025, 11, 29) << today << 12 << true << u"1 year old"_s;
        QTest::newRow("Alibaba's 2024-12-30")
            << QDate(2024, 12, 30) << today << 23 << true << u"1 year 11 months old"_s;
        QTest::newRow("AWS spot of 2024-04-04")
            << QDate(2024, 4, 4) << today << 31 << true << u"2 years 7 months old"_s;
        QTest::newRow("in the future")
            << QDate(2027, 1, 1) << today << 0 << false << u"less than a month old"_s;
        QTest::newRow("no date") << QDate() << today << 0 << false << QString();
    }

    void age()
    {
        QFETCH(QDate, asOf);
        QFETCH(QDate, today);
        QFETCH(int, months);
        QFETCH(bool, stale);
        QFETCH(QString, text);
        QCOMPARE(priceAgeMonths(asOf, today), months);
        QCOMPARE(isStale(asOf, today), stale);
        QCOMPARE(priceAgeText(asOf, today), text);
        QCOMPARE(staleNote(asOf, today), stale ? u"stale: "_s + text : QString());
    }

    void asOfText_data()
    {
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<bool>("undated");
        QTest::addColumn<QString>("text");
        QTest::newRow("dated") << QDate(2026, 7, 30) << false << u"2026-07-30"_s;
        QTest::newRow("undated") << QDate(2026, 11, 30) << true << u"undated (retrieved 2026-11-30)"_s;
        QTest::newRow("no date") << QDate() << false << QString();
        QTest::newRow("no date, undated") << QDate() << true << QString();
    }

    void asOfText()
    {
        QFETCH(QDate, asOf);
        QFETCH(bool, undated);
        QFETCH(QString, text);
        Source s;
        s.title = u"t"_s;
        s.asOf = asOf;
        s.undated = undated;
        QCOMPARE(gp::asOfText(s), text);
    }

    // The date of the price each pricing model uses: an updated on-demand price next to an old reservation.
    void priceDateFollowsThePricingModel()
    {
        const auto source = [](const QDate& d) {
            Source s;
            s.title = u"t"_s;
            s.asOf = d;
            return s;
        };
        Offer o;
        o.region = u"r"_s;
        o.currency = u"USD"_s;
        o.onDemandHourly = PriceQuote{Money(10'000'000, u"USD"_s), source(QDate(2026, 12, 1))};
        o.spot = SpotPrice{Money(3'000'000, u"USD"_s), QString(), source(QDate(2026, 11, 1))};
        ReservedPrice cheap;
        cheap.termYears = 1;
        cheap.hourly = Money(6'000'000, u"USD"_s);
        cheap.source = source(QDate(2024, 3, 1));
        ReservedPrice dear = cheap;
        dear.hourly = Money(8'000'000, u"USD"_s);
        dear.source = source(QDate(2025, 6, 1));
        o.reserved = {dear, cheap};
        QCOMPARE(priceDate(o, PricingModel::OnDemand), QDate(2026, 12, 1));
        QCOMPARE(priceDate(o, PricingModel::Spot), QDate(2026, 11, 1));
        QCOMPARE(priceDate(o, PricingModel::Reserved1y), QDate(2024, 3, 1)); // the cheapest option's
        QVERIFY(!priceDate(o, PricingModel::Reserved3y).isValid());
        QVERIFY(!priceDate(o, PricingModel::Monthly).isValid());
        QVERIFY(isStale(priceDate(o, PricingModel::Reserved1y), QDate(2026, 12, 1)));
        QVERIFY(!isStale(priceDate(o, PricingModel::OnDemand), QDate(2026, 12, 1)));
    }
};

QTEST_GUILESS_MAIN(tst_Freshness)
#include "tst_freshness.moc"
