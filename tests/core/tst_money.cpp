#include "money.h"

#include <QTest>

using namespace Qt::StringLiterals;
using gp::Money;

class TestMoney : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("micros");
        QTest::newRow("a plain price keeps six decimals") << u"21.957642"_s << true << qint64(21957642);
        QTest::newRow("float noise is rounded to the micro-unit")
            << u"0.36979999999999996"_s << true << qint64(369800);
        QTest::newRow("a seventh decimal of five rounds up") << u"0.0000005"_s << true << qint64(1);
        QTest::newRow("a seventh decimal of four rounds down") << u"0.0000004"_s << true << qint64(0);
        QTest::newRow("negative amounts round away from zero") << u"-0.0000005"_s << true << qint64(-1);
        QTest::newRow("an integer has no decimals") << u"80"_s << true << qint64(80000000);
        QTest::newRow("surrounding spaces are ignored") << u"  1.5 "_s << true << qint64(1500000);
        QTest::newRow("letters are rejected") << u"12a"_s << false << qint64(0);
        QTest::newRow("an empty string is rejected") << u""_s << false << qint64(0);
        QTest::newRow("two points are rejected") << u"1.2.3"_s << false << qint64(0);
        QTest::newRow("exponents are rejected") << u"1e5"_s << false << qint64(0);
        QTest::newRow("beyond the limit is rejected") << u"10000000000000"_s << false << qint64(0);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, micros);
        const auto m = Money::parse(text, u"USD"_s);
        QCOMPARE(m.has_value(), ok);
        if (ok)
            QCOMPARE(m->micros(), micros);
    }

    void fromUnits_data()
    {
        QTest::addColumn<double>("units");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("micros");
        QTest::newRow("a double price converts exactly") << 21.957642 << true << qint64(21957642);
        QTest::newRow("infinity is rejected")
            << std::numeric_limits<double>::infinity() << false << qint64(0);
        QTest::newRow("NaN is rejected") << std::numeric_limits<double>::quiet_NaN() << false << qint64(0);
        QTest::newRow("1e308 is rejected") << 1e308 << false << qint64(0);
    }
    void fromUnits()
    {
        QFETCH(double, units);
        QFETCH(bool, ok);
        QFETCH(qint64, micros);
        const auto m = Money::fromUnits(units, u"USD"_s);
        QCOMPARE(m.has_value(), ok);
        if (ok)
            QCOMPARE(m->micros(), micros);
    }

    void format_data()
    {
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<int>("minDecimals");
        QTest::addColumn<int>("maxDecimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("four decimals round half away from zero")
            << qint64(21957650) << u"USD"_s << 2 << 4 << u"21.9577"_s;
        QTest::newRow("trailing zeros are trimmed to the minimum")
            << qint64(55040000) << u"USD"_s << 2 << 4 << u"55.04"_s;
        QTest::newRow("whole amounts keep two decimals")
            << qint64(80000000) << u"USD"_s << 2 << 4 << u"80.00"_s;
        QTest::newRow("cents round half away from zero") << qint64(5000) << u"CNY"_s << 2 << 2 << u"0.01"_s;
        QTest::newRow("negative cents round away from zero")
            << qint64(-5000) << u"CNY"_s << 2 << 2 << u"-0.01"_s;
        QTest::newRow("no decimals at all") << qint64(1500000) << u"JPY"_s << 0 << 0 << u"2"_s;
    }
    void format()
    {
        QFETCH(qint64, micros);
        QFETCH(QString, currency);
        QFETCH(int, minDecimals);
        QFETCH(int, maxDecimals);
        QFETCH(QString, expected);
        QCOMPARE(Money(micros, currency).toDecimalString(minDecimals, maxDecimals), expected);
    }

    void formatAddsTheCurrencyCode() { QCOMPARE(Money(55040000, u"USD"_s).format(), u"55.04 USD"_s); }

    void roundsToTheCurrencyMinorUnit_data()
    {
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("USD rounds to cents") << qint64(1234567) << u"USD"_s << qint64(1230000);
        QTest::newRow("USD half a cent rounds up") << qint64(1235000) << u"USD"_s << qint64(1240000);
        QTest::newRow("JPY rounds to whole yen") << qint64(1500000) << u"JPY"_s << qint64(2000000);
    }
    void roundsToTheCurrencyMinorUnit()
    {
        QFETCH(qint64, micros);
        QFETCH(QString, currency);
        QFETCH(qint64, expected);
        QCOMPARE(Money(micros, currency).roundedToMinorMicros(), expected);
    }

    void knowsIsoCurrencies()
    {
        QVERIFY(gp::currency::isKnown(u"USD"));
        QVERIFY(gp::currency::isKnown(u"CNY"));
        QVERIFY(!gp::currency::isKnown(u"RMB"));
        QVERIFY(!gp::currency::isKnown(u"usd"));
        QCOMPARE(gp::currency::find(u"JPY")->minorDigits, 0);
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
