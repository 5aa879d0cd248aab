#include "fixedpoint.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using namespace gp;

class TestFixedPoint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("value");
        QTest::newRow("whole") << u"730"_s << 2 << true << qint64(73000);
        QTest::newRow("fraction") << u"12.5"_s << 2 << true << qint64(1250);
        QTest::newRow("leading point") << u".5"_s << 2 << true << qint64(50);
        QTest::newRow("trailing point") << u"7."_s << 2 << true << qint64(700);
        QTest::newRow("negative") << u"-0.25"_s << 2 << true << qint64(-25);
        QTest::newRow("spaces around") << u" 7.0779 "_s << 6 << true << qint64(7077900);
        QTest::newRow("too many decimals is refused, not rounded") << u"1.005"_s << 2 << false << qint64(0);
        QTest::newRow("exponent") << u"1e3"_s << 2 << false << qint64(0);
        QTest::newRow("comma decimal") << u"12,5"_s << 2 << false << qint64(0);
        QTest::newRow("two points") << u"1.2.3"_s << 2 << false << qint64(0);
        QTest::newRow("empty") << u""_s << 2 << false << qint64(0);
        QTest::newRow("sign only") << u"-"_s << 2 << false << qint64(0);
        QTest::newRow("point only") << u"."_s << 2 << false << qint64(0);
        QTest::newRow("overflow") << u"99999999999999999999"_s << 2 << false << qint64(0);
        QTest::newRow("nan") << u"nan"_s << 2 << false << qint64(0);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(int, decimals);
        QFETCH(bool, ok);
        QFETCH(qint64, value);
        const auto v = fixed::parse(text, decimals);
        QCOMPARE(v.has_value(), ok);
        if (ok)
            QCOMPARE(*v, value);
    }

    void parseRoundingExtraDigits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("value");
        QTest::newRow("float noise") << u"0.36979999999999996"_s << qint64(369800);
        QTest::newRow("half rounds away from zero") << u"1.0000005"_s << qint64(1000001);
        QTest::newRow("negative half") << u"-1.0000005"_s << qint64(-1000001);
        QTest::newRow("below half") << u"1.0000004999"_s << qint64(1000000);
        QTest::newRow("exact") << u"21.957642"_s << qint64(21957642);
    }
    void parseRoundingExtraDigits()
    {
        QFETCH(QString, text);
        QFETCH(qint64, value);
        QCOMPARE(fixed::parse(text, 6, fixed::ExtraDigits::Round).value(), value);
        QVERIFY(!fixed::parse(text, 6).has_value() || text == u"21.957642"_s);
    }

    void toString_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("text");
        QTest::newRow("whole") << qint64(73000) << 2 << u"730"_s;
        QTest::newRow("trailing zeros trimmed") << qint64(1250) << 2 << u"12.5"_s;
        QTest::newRow("leading zeros kept") << qint64(5) << 2 << u"0.05"_s;
        QTest::newRow("negative") << qint64(-25) << 2 << u"-0.25"_s;
        QTest::newRow("rate") << qint64(7077900) << 6 << u"7.0779"_s;
        QTest::newRow("no decimals") << qint64(42) << 0 << u"42"_s;
    }
    void toString()
    {
        QFETCH(qint64, value);
        QFETCH(int, decimals);
        QFETCH(QString, text);
        QCOMPARE(fixed::toString(value, decimals), text);
        QCOMPARE(fixed::parse(text, decimals).value(), value);
    }

    void mulDivRoundsHalfAwayFromZero_data()
    {
        QTest::addColumn<qint64>("a");
        QTest::addColumn<qint64>("b");
        QTest::addColumn<qint64>("divisor");
        QTest::addColumn<qint64>("rounded");
        QTest::addColumn<qint64>("ceiling");
        QTest::newRow("exact") << qint64(10) << qint64(3) << qint64(5) << qint64(6) << qint64(6);
        QTest::newRow("below half") << qint64(7) << qint64(1) << qint64(5) << qint64(1) << qint64(2);
        QTest::newRow("half goes up") << qint64(5) << qint64(1) << qint64(10) << qint64(1) << qint64(1);
        QTest::newRow("negative half goes down")
            << qint64(-5) << qint64(1) << qint64(10) << qint64(-1) << qint64(0);
        QTest::newRow("negative divisor") << qint64(5) << qint64(1) << qint64(-10) << qint64(-1) << qint64(0);
        QTest::newRow("128-bit intermediate")
            << qint64(4'000'000'000'000'000'000) << qint64(6) << qint64(8)
            << qint64(3'000'000'000'000'000'000) << qint64(3'000'000'000'000'000'000);
    }
    void mulDivRoundsHalfAwayFromZero()
    {
        QFETCH(qint64, a);
        QFETCH(qint64, b);
        QFETCH(qint64, divisor);
        QFETCH(qint64, rounded);
        QFETCH(qint64, ceiling);
        QCOMPARE(fixed::mulDiv({a, b}, divisor).value(), rounded);
        QCOMPARE(fixed::mulDivCeil({a, b}, divisor).value(), ceiling);
    }

    void mulDivReportsWhatDoesNotFit()
    {
        const qint64 big = std::numeric_limits<qint64>::max();
        QVERIFY(!fixed::mulDiv({big, 2}, 1).has_value());
        QVERIFY(!fixed::mulDiv({big, big, big}, 1).has_value());
        QVERIFY(!fixed::mulDiv({1, 1}, 0).has_value());
        QVERIFY(!fixed::mulDiv({1}, {2, 0}).has_value());
        QCOMPARE(fixed::mulDiv({big, 2}, 2).value(), big);
        QCOMPARE(fixed::mulDiv({10}, {2, 5}).value(), 1);
        QVERIFY(!fixed::add(big, 1).has_value());
        QCOMPARE(fixed::add(big - 1, 1).value(), big);
    }
};

QTEST_GUILESS_MAIN(TestFixedPoint)
#include "tst_fixedpoint.moc"
