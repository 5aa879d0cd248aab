#include "exchangerates.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
ExchangeRates sample()
{
    ExchangeRates fx;
    fx.set(u"CNY"_s, FxRate{7'100'000, QDate(2026, 11, 1), u"test"_s});
    fx.set(u"EUR"_s, FxRate{900'000, QDate(2026, 10, 1), u"test"_s});
    return fx;
}
} // namespace

class TestExchangeRates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Settings keeps only the rates the user changed: the rest follow the shipped table when it is refreshed.
    void userRatesKeepOnlyWhatDiffersFromTheShippedTable()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(ExchangeRates::userFilePath());
        ExchangeRates fx = ExchangeRates::builtin();
        QVERIFY(fx.saveUserRates().ok());
        QVERIFY(!QFile::exists(ExchangeRates::userFilePath())); // nothing differs: nothing written
        QVERIFY(fx.applyOverride(u"CNY=7.25"_s, QDate(2026, 11, 30)).ok());
        QVERIFY(fx.saveUserRates().ok());
        IssueList issues;
        QFile f(ExchangeRates::userFilePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ExchangeRates saved = ExchangeRates::fromFileData(f.readAll(), f.fileName(), issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(saved.rates().keys(), QStringList{u"CNY"_s});
        QCOMPARE(saved.rates().value(u"CNY"_s).perUsdMicros, 7'250'000);
        f.close();
        QFile::remove(ExchangeRates::userFilePath());
    }

    void convert_data()
    {
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("same currency") << qint64(1'234'567) << u"USD"_s << u"USD"_s << qint64(1'234'567);
        QTest::newRow("USD to CNY") << qint64(10'000'000) << u"USD"_s << u"CNY"_s << qint64(71'000'000);
        QTest::newRow("CNY to USD") << qint64(71'000'000) << u"CNY"_s << u"USD"_s << qint64(10'000'000);
        QTest::newRow("CNY to EUR through USD")
            << qint64(71'000'000) << u"CNY"_s << u"EUR"_s << qint64(9'000'000);
        // 1 CNY = 1/7.1 USD = 0.140845070... -> 0.140845 (half away from zero at the micro-unit)
        QTest::newRow("rounded to the micro-unit")
            << qint64(1'000'000) << u"CNY"_s << u"USD"_s << qint64(140'845);
    }
    void convert()
    {
        QFETCH(qint64, micros);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(qint64, expected);
        const auto m = sample().convert(Money(micros, from), to);
        QVERIFY(m);
        QCOMPARE(m->micros(), expected);
        QCOMPARE(m->currency(), to);
    }

    void convertWithoutRateFails()
    {
        QVERIFY(!sample().convert(Money(1, u"USD"_s), u"JPY"_s));
        QVERIFY(!sample().convert(Money(1, u"JPY"_s), u"USD"_s));
        QVERIFY(!sample().use(u"USD"_s, u"JPY"_s));
    }

    void useStatesRateAndOlderDate()
    {
        const auto u = sample().use(u"CNY"_s, u"EUR"_s);
        QVERIFY(u);
        QCOMPARE(u->rateMicros, 126'761); // 0.9 / 7.1 EUR per CNY
        QCOMPARE(u->asOf, QDate(2026, 10, 1));
        QCOMPARE(u->quote, u"7.1 CNY per USD and 0.9 EUR per USD, as of 2026-10-01"_s);
        const auto toUsd = sample().use(u"CNY"_s, u"USD"_s);
        QCOMPARE(toUsd->quote, u"7.1 CNY per USD, as of 2026-11-01"_s);
        QCOMPARE(toUsd->asOf, QDate(2026, 11, 1));
    }

    void applyOverride_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("rate per USD") << u"CNY=7.10"_s << true << QString();
        QTest::newRow("lower case code") << u"jpy=150"_s << true << QString();
        QTest::newRow("no equals sign") << u"CNY7.10"_s << false << u"expected CODE=RATE"_s;
        QTest::newRow("unknown code") << u"XYZ=1"_s << false << u"not a known ISO 4217"_s;
        QTest::newRow("the base") << u"USD=1"_s << false << u"base currency"_s;
        QTest::newRow("zero") << u"CNY=0"_s << false << u"above 0"_s;
        QTest::newRow("negative") << u"CNY=-7"_s << false << u"expected CODE=RATE"_s;
        QTest::newRow("too precise") << u"CNY=7.1234567"_s << false << u"at most 6 decimal places"_s;
        QTest::newRow("empty rate") << u"CNY="_s << false << u"expected CODE=RATE"_s;
    }
    void applyOverride()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, fragment);
        ExchangeRates fx = sample();
        const QDate today(2026, 11, 29);
        const auto r = fx.applyOverride(text, today);
        QCOMPARE(r.ok(), ok);
        if (ok) {
            const FxRate rate = fx.rates().value(r.value());
            QCOMPARE(rate.asOf, today);
            QCOMPARE(rate.source, u"command line"_s);
        } else {
            QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().message));
            QCOMPARE(r.error().code, ErrorCode::Usage);
            QCOMPARE(fx, sample()); // unchanged
        }
    }

    void overrideReplacesShippedRate()
    {
        ExchangeRates fx = ExchangeRates::builtin();
        QVERIFY(fx.applyOverride(u"CNY=7.10"_s, QDate(2026, 11, 29)).ok());
        QCOMPARE(fx.convert(Money(71'000'000, u"CNY"_s), u"USD"_s)->micros(), 10'000'000);
    }

    void ratesJsonRoundTrips()
    {
        const ExchangeRates fx = sample();
        IssueList issues;
        const nlohmann::json j = nlohmann::json::parse(fx.toRatesJson().dump());
        const ExchangeRates back =
            ExchangeRates::fromRatesJson(j, u"f"_s, u"exchange_rates"_s, {}, {}, issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(back, fx);
    }

    void badRatesAreReportedWithTheirPath_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown currency")
            << QByteArray("{\"XYZ\": {\"per_usd\": 1}}") << u"r.XYZ"_s << u"not a known ISO 4217"_s;
        QTest::newRow("USD given a rate")
            << QByteArray("{\"USD\": {\"per_usd\": 1}}") << u"r.USD"_s << u"base currency"_s;
        QTest::newRow("zero rate") << QByteArray("{\"CNY\": {\"per_usd\": 0}}") << u"r.CNY.per_usd"_s
                                   << u"expected a number from 0.000001"_s;
        QTest::newRow("rate as text") << QByteArray("{\"CNY\": {\"per_usd\": \"seven\"}}")
                                      << u"r.CNY.per_usd"_s << u"not a decimal number"_s;
        QTest::newRow("not an object")
            << QByteArray("{\"CNY\": 7.1}") << u"r.CNY"_s << u"expected an object"_s;
        QTest::newRow("bad date") << QByteArray("{\"CNY\": {\"per_usd\": 7, \"as_of\": \"2026-02-30\"}}")
                                  << u"r.CNY.as_of"_s << u"not a calendar date"_s;
        QTest::newRow("missing rate")
            << QByteArray("{\"CNY\": {}}") << u"r.CNY"_s << u"missing required key"_s;
    }
    void badRatesAreReportedWithTheirPath()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        IssueList issues;
        const ExchangeRates fx = ExchangeRates::fromRatesJson(nlohmann::json::parse(json.toStdString()),
                                                              u"f.json"_s, u"r"_s, {}, {}, issues);
        QCOMPARE(countErrors(issues), 1);
        QCOMPARE(issues.first().error.path, path);
        QCOMPARE(issues.first().error.file, u"f.json"_s);
        QVERIFY2(issues.first().error.message.contains(fragment), qPrintable(issues.first().error.message));
        QVERIFY(fx.isEmpty());
    }

    void fileFormatIsChecked()
    {
        IssueList issues;
        ExchangeRates::fromFileData("{\"format\": \"gpu-planner-catalog\", \"version\": 1}", u"x.json"_s,
                                    issues);
        QVERIFY(countErrors(issues) >= 1);
        QVERIFY(issues.first().toString().contains(u"gpu-planner-exchange-rates"_s));
        issues.clear();
        ExchangeRates::fromFileData("{", u"x.json"_s, issues);
        QCOMPARE(issues.first().error.line, 1);
    }
};

QTEST_GUILESS_MAIN(TestExchangeRates)
#include "tst_exchangerates.moc"
