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

    // The one formatter of amounts people read: exact from micro-units, rounded once half away from zero to
    // the kind's decimals, digits grouped as the locale groups them (even in the C locale).
    void formatsAmounts_data()
    {
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("mark");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        using gp::AmountKind;
        using gp::CurrencyMark;
        const int total = int(AmountKind::Total), rate = int(AmountKind::Rate);
        const int none = int(CurrencyMark::None), code = int(CurrencyMark::Code),
                  symbol = int(CurrencyMark::Symbol);
        QTest::newRow("grouped in C")
            << Q_INT64_C(1021356000000) << u"USD"_s << total << none << u"C"_s << u"1,021,356.00"_s;
        QTest::newRow("grouped in en_US")
            << Q_INT64_C(1021356000000) << u"USD"_s << total << none << u"en_US"_s << u"1,021,356.00"_s;
        QTest::newRow("zh_CN groups the same")
            << Q_INT64_C(1021356000000) << u"CNY"_s << total << none << u"zh_CN"_s << u"1,021,356.00"_s;
        QTest::newRow("zh_CN with the yuan sign")
            << Q_INT64_C(1021356000000) << u"CNY"_s << total << symbol << u"zh_CN"_s << u"CN¥1,021,356.00"_s;
        QTest::newRow("German separators")
            << Q_INT64_C(1021356000000) << u"EUR"_s << total << none << u"de_DE"_s << u"1.021.356,00"_s;
        QTest::newRow("with the code")
            << Q_INT64_C(1257322800000) << u"USD"_s << total << code << u"C"_s << u"1,257,322.80 USD"_s;
        QTest::newRow("with the dollar sign")
            << Q_INT64_C(1000000000000) << u"USD"_s << total << symbol << u"C"_s << u"US$1,000,000.00"_s;
        QTest::newRow("letter symbol stands apart")
            << Q_INT64_C(12000000) << u"CHF"_s << total << symbol << u"C"_s << u"CHF 12.00"_s;
        QTest::newRow("total rounds half up")
            << Q_INT64_C(5000) << u"USD"_s << total << none << u"C"_s << u"0.01"_s;
        QTest::newRow("total keeps two decimals")
            << Q_INT64_C(26016000000) << u"USD"_s << total << none << u"C"_s << u"26,016.00"_s;
        QTest::newRow("yen has no decimals")
            << Q_INT64_C(1234567890000) << u"JPY"_s << total << none << u"C"_s << u"1,234,568"_s;
        QTest::newRow("rate keeps four decimals")
            << Q_INT64_C(6880000) << u"USD"_s << rate << none << u"C"_s << u"6.8800"_s;
        QTest::newRow("rate rounds half away from zero")
            << Q_INT64_C(11061250) << u"USD"_s << rate << none << u"C"_s << u"11.0613"_s;
        QTest::newRow("rate below the half")
            << Q_INT64_C(11061249) << u"USD"_s << rate << none << u"C"_s << u"11.0612"_s;
        QTest::newRow("negative") << Q_INT64_C(-1234500000) << u"USD"_s << total << none << u"C"_s
                                  << u"-1,234.50"_s;
        QTest::newRow("negative with a sign")
            << Q_INT64_C(-1234500000) << u"USD"_s << total << symbol << u"C"_s << u"-US$1,234.50"_s;
        QTest::newRow("negative rounding to zero")
            << Q_INT64_C(-4000) << u"USD"_s << total << none << u"C"_s << u"0.00"_s;
        QTest::newRow("largest amount") << Q_INT64_C(1000000000000000000) << u"USD"_s << total << none
                                        << u"C"_s << u"1,000,000,000,000.00"_s;
    }
    void formatsAmounts()
    {
        QFETCH(qint64, micros);
        QFETCH(QString, currency);
        QFETCH(int, kind);
        QFETCH(int, mark);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(gp::formatAmount(Money(micros, currency), gp::AmountKind(kind), gp::CurrencyMark(mark),
                                  QLocale(locale)),
                 expected);
    }

    // What is shown is what is rounded: roundedForDisplay and formatAmount agree.
    void displayRoundingIsTheFormattersRounding()
    {
        const Money m(11061250, u"USD"_s);
        QCOMPARE(gp::roundedForDisplay(m, gp::AmountKind::Rate).micros(), Q_INT64_C(11061300));
        QCOMPARE(gp::roundedForDisplay(m, gp::AmountKind::Total).micros(), Q_INT64_C(11060000));
        QCOMPARE(gp::amountDecimals(gp::AmountKind::Total, u"JPY"), 0);
        QCOMPARE(gp::amountDecimals(gp::AmountKind::Rate, u"JPY"), 4);
    }

    // CSV's amounts: the formatter's rounding and decimals, without grouping, whatever the locale.
    void plainAmountsForMachines()
    {
        QCOMPARE(gp::plainAmount(Money(1021356004999, u"USD"_s), gp::AmountKind::Total), u"1021356.00"_s);
        QCOMPARE(gp::plainAmount(Money(11061250, u"USD"_s), gp::AmountKind::Rate), u"11.0613"_s);
        QCOMPARE(gp::plainAmount(Money(1234567890000, u"JPY"_s), gp::AmountKind::Total), u"1234568"_s);
        QCOMPARE(gp::plainAmount(Money(-1234500000, u"EUR"_s), gp::AmountKind::Total), u"-1234.50"_s);
    }

    void groupsPlainNumbers()
    {
        QCOMPARE(gp::formatGrouped(1234567.891, 2, QLocale::c()), u"1,234,567.89"_s);
        QCOMPARE(gp::formatGrouped(1234.5, 1, QLocale(u"zh_CN"_s)), u"1,234.5"_s);
        QCOMPARE(gp::currencySymbol(u"CNY"), u"CN¥"_s);
        QCOMPARE(gp::currencySymbol(u"XYZ"), u"XYZ"_s);
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
