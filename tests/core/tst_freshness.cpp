#include "freshness.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// How old a price is, and when it is stale (more than StaleAfterMonths).
class tst_Freshness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
};

QTEST_GUILESS_MAIN(tst_Freshness)
#include "tst_freshness.moc"
