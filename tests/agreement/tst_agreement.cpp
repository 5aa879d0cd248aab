#include "catalog.h"
#include "clirunner.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "preferences.h"
#include "testcatalog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
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
};

QTEST_MAIN(TestAgreement)
#include "tst_agreement.moc"
