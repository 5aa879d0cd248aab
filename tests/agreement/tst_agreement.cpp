#include "catalog.h"
#include "clirunner.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "preferences.h"
#include "testcatalog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::ComparisonWidget;
using gp::ui::OfferSortFilterProxy;
using gp::ui::OfferTableModel;

// The same question asked of the window's model and of the CLI (in process) on the snapshot catalog, with the
// same exchange rates, must get the same answer. Each case is a row of docs/architecture.md's "one rule, both
// faces" table.
class TestAgreement : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;
    Catalog m_catalog;

    // The snapshot's rates as --fx arguments, so the CLI converts with what the model is given.
    static QStringList fxArgs()
    {
        QStringList args;
        for (auto it = snapshotRates().rates().cbegin(); it != snapshotRates().rates().cend(); ++it)
            args << u"--fx"_s
                 << u"%1=%2"_s.arg(it.key(), QString::number(double(it->perUsdMicros) / 1e6, 'f', 6));
        return args;
    }
    static ExchangeRates ratesAsGiven()
    {
        // What the CLI's --fx gives: the same figures, to six decimals.
        return snapshotRates();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
    }

    // "the order of offers by a price, other currencies converted once": `list --sort KEY` and the explorer's
    // price column sorted, in the same display currency, give the same sequence of offers.
    void offersSortByPriceAlike_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("descending");
        const QList<std::pair<QString, int>> keys{{u"on_demand_hourly"_s, OfferTableModel::OnDemand},
                                                  {u"spot_hourly"_s, OfferTableModel::Spot},
                                                  {u"reserved_1y_hourly"_s, OfferTableModel::Reserved1y},
                                                  {u"reserved_3y_hourly"_s, OfferTableModel::Reserved3y}};
        for (const auto& [key, column] : keys) {
            for (const QString& currency : {u"USD"_s, u"CNY"_s}) {
                for (const bool descending : {false, true}) {
                    QTest::addRow("%s %s%s", qPrintable(key), qPrintable(currency), descending ? " desc" : "")
                        << key << column << currency << descending;
                }
            }
        }
    }
    void offersSortByPriceAlike()
    {
        QFETCH(QString, key);
        QFETCH(int, column);
        QFETCH(QString, currency);
        QFETCH(bool, descending);

        OfferTableModel model;
        Preferences prefs;
        prefs.displayCurrency = currency;
        model.setDisplay(prefs, ratesAsGiven());
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QStringList window;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const OfferRow* row = model.rowAt(proxy.mapToSource(proxy.index(r, 0)).row());
            QVERIFY(row);
            window << row->instance->id() + u'@' + row->region();
        }

        const auto run = m_cli.run(
            QStringList{u"list"_s, u"--format"_s, u"json"_s, u"--fields"_s, u"id,region"_s, u"--sort"_s,
                        descending ? u'-' + key : key, u"--currency"_s, currency} +
            fxArgs() +
            QStringList{u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList cli;
        for (const QJsonValue& v : CliRunner::json(run).array())
            cli << v[u"id"_s].toString() + u'@' + v[u"region"_s].toString();

        QCOMPARE(cli.size(), window.size());
        for (qsizetype i = 0; i < cli.size(); ++i)
            QVERIFY2(cli[i] == window[i],
                     qPrintable(u"row %1: the CLI lists %2, the window %3"_s.arg(i).arg(cli[i], window[i])));
        // The case means something: the snapshot sells in more than one currency.
        QVERIFY(window.size() > 100);
    }

    // "the cost of an offer under each pricing model" and "a price per GPU": `compare` and the Compare tab,
    // given the same offers, horizon, usage and currency, show the same rows with the same values and the
    // same best.
    void compareAndTheCompareTabAgree_data()
    {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<int>("months");
        QTest::addColumn<QString>("usage");
        QTest::newRow("H100 across three clouds in USD")
            << QStringList{u"aws/p5.48xlarge"_s, u"gcp/a3-highgpu-8g"_s, u"azure/Standard_ND96isr_H100_v5"_s}
            << u"USD"_s << 12 << u"730"_s;
        QTest::newRow("in CNY over 36 months at 200.5 h")
            << QStringList{u"aws/p5.48xlarge"_s, u"aws/p5.4xlarge"_s} << u"CNY"_s << 36 << u"200.5"_s;
        QTest::newRow("one month") << QStringList{u"azure/Standard_NC40ads_H100_v5"_s, u"aws/p5.4xlarge"_s}
                                   << u"USD"_s << 1 << u"744"_s;
    }
    void compareAndTheCompareTabAgree()
    {
        QFETCH(QStringList, ids);
        QFETCH(QString, currency);
        QFETCH(int, months);
        QFETCH(QString, usage);

        const auto run = m_cli.run(
            QStringList{u"compare"_s} + ids +
            QStringList{u"--format"_s, u"json"_s, u"--currency"_s, currency, u"--months"_s,
                        QString::number(months), u"--usage"_s, usage} +
            fxArgs() +
            QStringList{u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject cli = CliRunner::json(run).object();

        // The window compares the offers the CLI chose (the explorer's selection).
        QList<const OfferRow*> offers;
        for (const QJsonValue& c : cli[u"instances"_s].toArray()) {
            for (const OfferRow& row : m_catalog.rows()) {
                if (row.instance->id() == c[u"id"_s].toString() && row.region() == c[u"region"_s].toString())
                    offers << &row;
            }
        }
        QCOMPARE(offers.size(), ids.size());
        ComparisonWidget widget(m_catalog);
        Preferences prefs;
        prefs.displayCurrency = currency;
        prefs.horizonMonths = months;
        prefs.usageCentiHours = std::llround(usage.toDouble() * 100);
        widget.setDisplay(prefs, ratesAsGiven());
        QCOMPARE(widget.addOffers(offers), int(offers.size()));
        const QList<Comparison::Row>& window = widget.model()->comparison().rows();

        const QJsonArray cliRows = cli[u"rows"_s].toArray();
        QCOMPARE(cliRows.size(), window.size());
        int costRows = 0;
        for (qsizetype r = 0; r < window.size(); ++r) {
            const QJsonObject c = cliRows[r].toObject();
            const Comparison::Row& w = window[r];
            QCOMPARE(c[u"key"_s].toString(), w.key);
            costRows += w.key.startsWith(u"cost_"_s) ? 1 : 0;
            QJsonArray best;
            for (const int b : w.best)
                best << b;
            QVERIFY2(c[u"best"_s].toArray() == best, qPrintable(w.key));
            const QJsonArray values = c[u"values"_s].toArray();
            QCOMPARE(values.size(), w.display.size());
            for (qsizetype i = 0; i < values.size(); ++i) {
                if (w.raw[i])
                    QVERIFY2(values[i].toDouble() == *w.raw[i],
                             qPrintable(u"%1 column %2"_s.arg(w.key).arg(i)));
                else
                    QCOMPARE(values[i].toString(), w.display[i]);
            }
        }
        QVERIFY(costRows >= 5); // the case means something: every pricing model has a row
    }
};

QTEST_MAIN(TestAgreement)
#include "tst_agreement.moc"
