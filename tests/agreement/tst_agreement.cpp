#include "catalog.h"
#include "chartswidget.h"
#include "clirunner.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "plandocument.h"
#include "planio.h"
#include "planmodel.h"
#include "planwidget.h"
#include "preferences.h"
#include "recommender.h"
#include "scenariowizard.h"
#include "testcatalog.h"
#include "usageitemdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMetaMethod>
#include <QProcessEnvironment>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <functional>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::ComparisonWidget;
using gp::ui::OfferSortFilterProxy;
using gp::ui::OfferTableModel;

namespace {

// The rows of docs/architecture.md's "one rule, both faces" table that have no agreement case yet, by their
// decision. The list may only shrink: a row that gains a case must leave it, and a new row must come with a
// case (everyRowHasACase).
const QStringList& rowsWithoutACase()
{
    static const QStringList rows{
        u"the measured all-reduce bandwidth that stands for an instance's GPU link"_s,
        u"saving, replacing and removing imported catalogs"_s,
        u"a lock file: who holds it, taking over a dead holder's, why one cannot be made"_s,
        u"when a catalog file is parsed and when its compiled form is read"_s,
        u"downloading new prices and switching to them (one transaction: `update.lock`, `update-pending.json`, new files, then `current.json`)"_s,
    };
    return rows;
}

// What is wrong with the table of `markdown` (docs/architecture.md) against the test functions of `meta` and
// the rows listed as having no case yet: one line per problem, empty when none.
QStringList tableProblems(const QString& markdown, const QMetaObject& meta, const QStringList& pending)
{
    QStringList problems;
    const QStringList lines = markdown.split(u'\n');
    qsizetype i = lines.indexOf(u"## One rule, both faces"_s);
    if (i < 0)
        return {u"no \"## One rule, both faces\" section"_s};
    while (i < lines.size() && !lines[i].startsWith(u"| decision"_s))
        ++i;
    if (i >= lines.size())
        return {u"the section has no table"_s};
    i += 2; // the header and its separator
    QStringList decisions;
    int rows = 0;
    for (; i < lines.size() && lines[i].startsWith(u'|'); ++i) {
        QStringList cells = lines[i].split(u'|');
        cells = cells.mid(1, cells.size() - 2);
        const QString where = u"line %1"_s.arg(i + 1);
        ++rows;
        if (cells.size() != 5) {
            problems << where + u": %1 columns, not 5"_s.arg(cells.size());
            continue;
        }
        for (QString& c : cells)
            c = c.trimmed();
        const QString& decision = cells[0];
        const QString& named = cells[4];
        decisions << decision;
        const QString row = where + u" (\"%1\")"_s.arg(decision);
        if (cells[2] == u"—"_s || cells[3] == u"—"_s) {
            if (named != u"—"_s)
                problems << row + u": a rule with one face has nothing to agree with; write —"_s;
            continue;
        }
        const bool listed = pending.contains(decision);
        if (named == u"none yet"_s) {
            if (!listed)
                problems << row + u": both faces call this rule, so it needs an agreement case"_s;
            continue;
        }
        if (listed)
            problems << row + u": it has a case now; take it off rowsWithoutACase()"_s;
        for (QString name : named.split(u',')) {
            name = name.trimmed();
            if (name.size() < 3 || !name.startsWith(u'`') || !name.endsWith(u'`')) {
                problems << row + u": \"%1\" is not a test function in backquotes"_s.arg(name);
                continue;
            }
            name = name.mid(1, name.size() - 2);
            const int slot = meta.indexOfSlot(QMetaObject::normalizedSignature(qPrintable(name + u"()"_s)));
            if (slot < 0 || meta.method(slot).access() != QMetaMethod::Private)
                problems << row + u": no test function %1"_s.arg(name);
        }
    }
    for (const QString& d : pending) {
        if (!decisions.contains(d))
            problems << u"rowsWithoutACase() names \"%1\", which is no row of the table"_s.arg(d);
    }
    if (rows == 0)
        problems << u"the table has no rows"_s;
    return problems;
}

// A plan tab's amount ("1,168.00", "+ 3.50") as a number.
double amountOf(QString text)
{
    text.remove(QRegularExpression(u"[^0-9.\\-]"_s));
    return text.toDouble();
}

} // namespace

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
    // The snapshot's row of an instance in a region; null when there is none.
    const OfferRow* offerRow(const QString& id, const QString& region) const
    {
        for (const OfferRow& row : m_catalog.rows()) {
            if (row.instance->id() == id && row.region() == region)
                return &row;
        }
        return nullptr;
    }
    // The rates the CLI has after fxArgs(): the shipped ones overridden, each dated today (what a converted
    // figure's reason quotes).
    static ExchangeRates ratesOfTheCli()
    {
        ExchangeRates fx = ratesAsGiven();
        const QStringList args = fxArgs();
        for (qsizetype i = 1; i < args.size(); i += 2) {
            if (!fx.applyOverride(args[i], QDate::currentDate()))
                qFatal("bad rate %s", qPrintable(args[i]));
        }
        return fx;
    }
    // The CLI's arguments for the test snapshot alone.
    static QStringList onSnapshot()
    {
        return {u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    }
    // Every row of a catalog, in its order (what the Charts tab gets from an unfiltered explorer).
    static QList<const OfferRow*> allRows(const Catalog& catalog)
    {
        QList<const OfferRow*> rows;
        for (const OfferRow& r : catalog.rows())
            rows << &r;
        return rows;
    }
    static QByteArray fileBytes(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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

        const auto run =
            m_cli.run(QStringList{u"list"_s, u"--format"_s, u"json"_s, u"--fields"_s, u"id,region"_s,
                                  u"--sort"_s, descending ? u'-' + key : key, u"--currency"_s, currency} +
                      fxArgs() + onSnapshot());
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

        const auto run = m_cli.run(QStringList{u"compare"_s} + ids +
                                   QStringList{u"--format"_s, u"json"_s, u"--currency"_s, currency,
                                               u"--months"_s, QString::number(months), u"--usage"_s, usage} +
                                   fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject cli = CliRunner::json(run).object();

        // The window compares the offers the CLI chose (the explorer's selection).
        QList<const OfferRow*> offers;
        for (const QJsonValue& c : cli[u"instances"_s].toArray()) {
            if (const OfferRow* row = offerRow(c[u"id"_s].toString(), c[u"region"_s].toString()))
                offers << row;
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
    // The table of docs/architecture.md names a case for every rule both faces call (see rowsWithoutACase()).
    void everyRowHasACase()
    {
        QFile doc(QStringLiteral(GP_SOURCE_DIR "/docs/architecture.md"));
        QVERIFY2(doc.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(doc.fileName()));
        const QStringList problems =
            tableProblems(QString::fromUtf8(doc.readAll()), *metaObject(), rowsWithoutACase());
        QVERIFY2(problems.isEmpty(), qPrintable(u"docs/architecture.md: "_s + problems.join(u"\n  "_s)));
    }

    // The check finds what it is for.
    void tableProblemsAreFound_data()
    {
        QTest::addColumn<QString>("rows");
        QTest::addColumn<QStringList>("pending");
        QTest::addColumn<QString>("problem"); // a part of the one problem expected; empty: none
        const QString both = u"| rule | `core` | `list` | explorer | "_s;
        QTest::newRow("a case that exists") << both + u"`everyRowHasACase` |"_s << QStringList{} << QString();
        QTest::newRow("two cases") << both + u"`everyRowHasACase`, `offersFilterAlike` |"_s << QStringList{}
                                   << QString();
        QTest::newRow("one face") << u"| rule | `core` | — | explorer | — |"_s << QStringList{} << QString();
        QTest::newRow("pending") << both + u"none yet |"_s << QStringList{u"rule"_s} << QString();
        QTest::newRow("a new row without a case")
            << both + u"none yet |"_s << QStringList{} << u"needs an agreement case"_s;
        QTest::newRow("a case that does not exist")
            << both + u"`noSuchTest` |"_s << QStringList{} << u"no test function noSuchTest"_s;
        QTest::newRow("a data function is no case")
            << both + u"`tableProblemsAreFound_data` |"_s << QStringList{} << QString();
        QTest::newRow("a helper is no case") << both + u"`initTestCase` |"_s << QStringList{} << QString();
        QTest::newRow("not quoted") << both + u"everyRowHasACase |"_s << QStringList{} << u"backquotes"_s;
        QTest::newRow("pending but covered")
            << both + u"`everyRowHasACase` |"_s << QStringList{u"rule"_s} << u"take it off"_s;
        QTest::newRow("pending row gone")
            << both + u"`everyRowHasACase` |"_s << QStringList{u"gone"_s} << u"which is no row"_s;
        QTest::newRow("a column missing")
            << u"| rule | `core` | `list` | explorer |"_s << QStringList{} << u"4 columns"_s;
        QTest::newRow("one face, but a case named")
            << u"| rule | `core` | `list` | — | `everyRowHasACase` |"_s << QStringList{} << u"write —"_s;
    }
    void tableProblemsAreFound()
    {
        QFETCH(QString, rows);
        QFETCH(QStringList, pending);
        QFETCH(QString, problem);
        const QString markdown =
            u"# x\n## One rule, both faces\ntext\n| decision | a | b | c | d |\n|---|---|---|---|---|\n"_s +
            rows + u"\n\n## next\n| not | this |\n"_s;
        const QStringList problems = tableProblems(markdown, *metaObject(), pending);
        if (problem.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems[0].contains(problem), qPrintable(problems[0]));
            // A row's problem names its line in the file.
            QVERIFY2(problems[0].startsWith(u"line 6"_s) || problems[0].startsWith(u"rowsWithoutACase"_s),
                     qPrintable(problems[0]));
        }
    }

    // "how a typed region matches an offer's", "when a price is stale" and the price range: `list` with a
    // filter and the explorer with the same filter show the same offers, with the same stale flags.
    void offersFilterAlike_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("which");
        QTest::newRow("region") << QStringList{u"--region"_s, u"us-east-1"_s} << 0;
        QTest::newRow("region in another case") << QStringList{u"--region"_s, u"CN-Hangzhou"_s} << 1;
        QTest::newRow("providers") << QStringList{u"--provider"_s, u"aws,gcp"_s} << 2;
        QTest::newRow("GPU words") << QStringList{u"--gpu"_s, u"H100"_s} << 3;
        QTest::newRow("GPUs and memory")
            << QStringList{u"--min-gpus"_s, u"8"_s, u"--min-gpu-memory"_s, u"80"_s} << 4;
        QTest::newRow("country") << QStringList{u"--country"_s, u"US"_s} << 5;
        QTest::newRow("continent") << QStringList{u"--continent"_s, u"asia"_s} << 6;
        QTest::newRow("price at most 10 USD") << QStringList{u"--max-price"_s, u"10"_s} << 7;
        QTest::newRow("price at most 70 CNY") << QStringList{u"--max-price"_s, u"70CNY"_s} << 8;
    }
    void offersFilterAlike()
    {
        QFETCH(QStringList, args);
        QFETCH(int, which);
        const std::function<void(OfferFilter&)> set[] = {
            [](OfferFilter& f) { f.region = u"us-east-1"_s; },
            [](OfferFilter& f) { f.region = u"CN-Hangzhou"_s; },
            [](OfferFilter& f) {
                f.providers = {u"aws"_s, u"gcp"_s};
            },
            [](OfferFilter& f) { f.gpuQuery = u"H100"_s; },
            [](OfferFilter& f) {
                f.minGpus = 8;
                f.minGpuMemoryGb = 80;
            },
            [](OfferFilter& f) { f.countries = {u"US"_s}; },
            [](OfferFilter& f) { f.continents = {u"asia"_s}; },
            [](OfferFilter& f) { f.maxOnDemandHourly = Money(10'000'000, u"USD"_s); },
            [](OfferFilter& f) { f.maxOnDemandHourly = Money(70'000'000, u"CNY"_s); },
        };
        OfferFilter filter;
        set[which](filter);
        filter.priceFx = ratesAsGiven(); // the explorer converts the price range with the display rates

        OfferTableModel model;
        model.setDisplay(Preferences{}, ratesAsGiven());
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setOfferFilter(filter);
        QStringList window;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const QModelIndex source = proxy.mapToSource(proxy.index(r, 0));
            const OfferRow* row = model.rowAt(source.row());
            QVERIFY(row);
            window << row->instance->id() + u'@' + row->region() +
                          (source.data(OfferTableModel::StaleRole).toBool() ? u" stale"_s : QString());
        }

        const auto run =
            m_cli.run(QStringList{u"list"_s, u"--format"_s, u"json"_s, u"--fields"_s, u"id,region,stale"_s} +
                      args + fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList cli;
        for (const QJsonValue& v : CliRunner::json(run).array())
            cli << v[u"id"_s].toString() + u'@' + v[u"region"_s].toString() +
                       (v[u"stale"_s].toBool() ? u" stale"_s : QString());
        window.sort();
        cli.sort();
        QCOMPARE(cli, window);
        // The case means something: it keeps some rows (instances without a public price among them, in
        // both) and leaves others out.
        QVERIFY(!cli.isEmpty());
        QVERIFY(cli.size() < int(m_catalog.rows().size()));
    }

    // "one row per instance type": `list --per instance` and the explorer's "One row per instance", given the
    // same filters, sort and display currency, show the same instance types in the same order, each at the
    // same region, with the same region count and on-demand range.
    void groupsAgree_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("column"); // -1: catalog order
        QTest::addColumn<QString>("currency");
        QTest::addColumn<bool>("descending");
        QTest::addColumn<QString>("gpuQuery");
        QTest::newRow("catalog order") << QStringList{} << -1 << u"USD"_s << false << QString();
        QTest::newRow("by price") << QStringList{u"--sort"_s, u"on_demand_hourly"_s}
                                  << int(OfferTableModel::OnDemand) << u"USD"_s << false << QString();
        QTest::newRow("by price in CNY, descending")
            << QStringList{u"--sort"_s, u"-on_demand_hourly"_s} << int(OfferTableModel::OnDemand) << u"CNY"_s
            << true << QString();
        QTest::newRow("A10G by spot price")
            << QStringList{u"--sort"_s, u"spot_hourly"_s, u"--gpu"_s, u"A10G"_s} << int(OfferTableModel::Spot)
            << u"USD"_s << false << u"A10G"_s;
    }
    void groupsAgree()
    {
        QFETCH(QStringList, args);
        QFETCH(int, column);
        QFETCH(QString, currency);
        QFETCH(bool, descending);
        QFETCH(QString, gpuQuery);

        OfferTableModel model;
        Preferences prefs;
        prefs.displayCurrency = currency;
        model.setDisplay(prefs, ratesAsGiven());
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        OfferFilter filter;
        filter.gpuQuery = gpuQuery;
        proxy.setOfferFilter(filter);
        proxy.setGroupRanking(currency, ratesAsGiven(), {});
        proxy.setGroupedByInstance(true);
        if (column >= 0)
            proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        const auto range = [](const std::optional<Money>& m) {
            return m ? QString::number(m->toDouble(), 'f', 4) : u"-"_s;
        };
        QStringList window;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const OfferRow* row = model.rowAt(proxy.mapToSource(proxy.index(r, 0)).row());
            QVERIFY(row);
            const OfferGroup* group = proxy.groupOf(row);
            QVERIFY(group);
            window << u"%1@%2 in %3, %4..%5"_s.arg(row->instance->id(), row->region())
                          .arg(group->regionCount())
                          .arg(range(group->lowestOnDemand), range(group->highestOnDemand));
        }

        const auto run = m_cli.run(
            QStringList{u"list"_s, u"--per"_s, u"instance"_s, u"--format"_s, u"json"_s, u"--fields"_s,
                        u"id,region,region_count,on_demand_hourly_lowest,on_demand_hourly_highest"_s,
                        u"--currency"_s, currency} +
            args + fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto cliRange = [](const QJsonValue& v) {
            return v.isDouble() ? QString::number(v.toDouble(), 'f', 4) : u"-"_s;
        };
        QStringList cli;
        for (const QJsonValue& v : CliRunner::json(run).array())
            cli << u"%1@%2 in %3, %4..%5"_s.arg(v[u"id"_s].toString(), v[u"region"_s].toString())
                       .arg(v[u"region_count"_s].toInt())
                       .arg(cliRange(v[u"on_demand_hourly_lowest"_s]),
                            cliRange(v[u"on_demand_hourly_highest"_s]));

        QCOMPARE(cli.size(), window.size());
        for (qsizetype i = 0; i < cli.size(); ++i)
            QVERIFY2(cli[i] == window[i],
                     qPrintable(u"row %1: the CLI lists %2, the window %3"_s.arg(i).arg(cli[i], window[i])));
        // The case means something: some type is sold in several regions, so rows were grouped.
        QVERIFY(proxy.rowCount() < proxy.matchedRowCount());
    }

    // The wizard's rows ("the time and cost of a training job", the utilisation, the layout and scaling, the
    // memory per GPU and whether it fits, the work of a run, a preset's KV cache, serving capacity, which
    // region an instance is used in): `recommend` and the scenario wizard, given the same workload in their
    // own fields and flags and nothing else, rank the same configurations with the same time, cost,
    // capacity and reasons (each reason names the figure its rule gave: GB per GPU, layout, share of peak).
    void wizardAndRecommendAgree_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("model"); // a preset, or empty
        QTest::addColumn<QString>("params");
        QTest::addColumn<QString>("tokens");
        QTest::addColumn<QString>("finetune");
        QTest::addColumn<double>("qps");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("training 7B on 200B tokens")
            << u"train"_s << QString() << u"7B"_s << u"200B"_s << QString() << 0.0
            << QStringList{u"--params"_s, u"7B"_s, u"--tokens"_s, u"200B"_s};
        QTest::newRow("LoRA fine-tuning of a 70B preset")
            << u"finetune"_s << u"llama-2-70b"_s << QString() << u"2B"_s << u"lora"_s << 0.0
            << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--tokens"_s,
                           u"2B"_s,      u"--finetune"_s,  u"lora"_s};
        QTest::newRow("serving a 70B preset at 5 requests per second")
            << u"inference"_s << u"llama-2-70b"_s << QString() << QString() << QString() << 5.0
            << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--qps"_s, u"5"_s};
    }
    void wizardAndRecommendAgree()
    {
        QFETCH(QString, workload);
        QFETCH(QString, model);
        QFETCH(QString, params);
        QFETCH(QString, tokens);
        QFETCH(QString, finetune);
        QFETCH(double, qps);
        QFETCH(QStringList, args);
        const auto field = [](QWidget* w, const QString& name) {
            QWidget* f = w->findChild<QWidget*>(name);
            if (!f)
                qFatal("no field %s", qPrintable(name));
            return f;
        };

        ui::ScenarioWizard wizard(m_catalog, ratesOfTheCli(), Preferences{});
        wizard.show();
        qobject_cast<QRadioButton*>(field(&wizard, u"workload_"_s + workload))->setChecked(true);
        wizard.next();
        if (!model.isEmpty()) {
            auto* picker = qobject_cast<QComboBox*>(field(&wizard, u"model"_s));
            picker->setCurrentIndex(picker->findData(model));
            QVERIFY(picker->currentIndex() >= 0);
        }
        if (!params.isEmpty())
            qobject_cast<QLineEdit*>(field(&wizard, u"params"_s))->setText(params);
        if (!tokens.isEmpty())
            qobject_cast<QLineEdit*>(field(&wizard, u"tokens"_s))->setText(tokens);
        if (!finetune.isEmpty()) {
            auto* method = qobject_cast<QComboBox*>(field(&wizard, u"finetune"_s));
            method->setCurrentIndex(method->findData(finetune));
            QVERIFY(method->currentIndex() >= 0);
        }
        if (qps > 0)
            qobject_cast<QDoubleSpinBox*>(field(&wizard, u"qps"_s))->setValue(qps);
        wizard.next();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ui::ScenarioWizard::ResultsPage));
        QVERIFY(wizard.results());
        const int shown = qobject_cast<QSpinBox*>(field(&wizard, u"top"_s))->value();

        const auto run = m_cli.run(QStringList{u"recommend"_s, u"--workload"_s, workload, u"--format"_s,
                                               u"json"_s, u"--top"_s, QString::number(shown)} +
                                   args + fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray cli = CliRunner::json(run)[u"recommendations"_s].toArray();
        const QList<Recommendation>& window = wizard.results()->ranked;
        QCOMPARE(window.size(), cli.size());
        QVERIFY(window.size() >= 2); // the case means something: configurations to rank
        const auto opt = [](const std::optional<double>& v) {
            return v ? QString::number(*v, 'g', 3) : u"null"_s;
        };
        const auto json = [](const QJsonValue& v) {
            return v.isDouble() ? QString::number(v.toDouble(), 'g', 3) : u"null"_s;
        };
        for (qsizetype i = 0; i < window.size(); ++i) {
            const Recommendation& r = window[i];
            const QJsonObject c = cli[i].toObject();
            const QString w =
                u"%1 in %2 × %3, %4, %5 h, %6 %7, kv %8, %9 tok/s"_s.arg(r.instanceId(), r.region)
                    .arg(r.instances)
                    .arg(pricingModelKey(r.pricing), QString::number(r.hours, 'f', 1),
                         QString::number(r.totalCost.toDouble(), 'f', 2), r.totalCost.currency(),
                         opt(r.kvCacheGb), opt(r.tokensPerSecond));
            const QString l =
                u"%1 in %2 × %3, %4, %5 h, %6 %7, kv %8, %9 tok/s"_s
                    .arg(c[u"instance"_s].toString(), c[u"region"_s].toString())
                    .arg(c[u"instances"_s].toInt())
                    .arg(c[u"pricing"_s].toString(), QString::number(c[u"hours"_s].toDouble(), 'f', 1),
                         QString::number(c[u"total_cost"_s].toDouble(), 'f', 2), c[u"currency"_s].toString(),
                         json(c[u"kv_cache_gb"_s]), json(c[u"tokens_per_second"_s]));
            QVERIFY2(w == l, qPrintable(u"rank %1: the wizard ranks %2, the CLI %3"_s.arg(i + 1).arg(w, l)));
            QStringList reasons;
            for (const QJsonValue& v : c[u"reasons"_s].toArray())
                reasons << v.toString();
            QCOMPARE(r.reasons, reasons);
            for (const QString& plural : {u"instance(s)"_s, u"run(s)"_s})
                QVERIFY2(!reasons.join(u'\n').contains(plural), qPrintable(reasons.join(u'\n')));
            // What the table shows is the ranking's row.
            QCOMPARE(wizard.resultsTable()->item(int(i), 1)->text(), r.instanceId());
        }
    }

    // "how an amount is written for people": the same on-demand price, as `cost` writes it in its table and
    // as the explorer shows it per month (a total: the currency's decimals, grouped) and per GPU-hour (a
    // rate: four decimals), in the offer's currency and converted.
    void amountsWrittenAlike_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("currency");
        // `cost`'s per GPU-hour is the bill over the GPU-hours used: the list price divided by the GPUs
        // unless a month's bill, rounded to the currency's minor unit, moves its fourth decimal (whole yen).
        QTest::addColumn<bool>("billIsTheListPrice");
        QTest::newRow("8 GPUs in USD") << u"aws/p5.48xlarge"_s << u"us-east-1"_s << u"USD"_s << true;
        QTest::newRow("8 GPUs in CNY") << u"aws/p5.48xlarge"_s << u"us-east-1"_s << u"CNY"_s << true;
        QTest::newRow("one GPU, CNY to USD") << u"aws/g5.xlarge"_s << u"cn-north-1"_s << u"USD"_s << true;
        QTest::newRow("in JPY, no decimals") << u"aws/g5.xlarge"_s << u"us-east-1"_s << u"JPY"_s << false;
    }
    void amountsWrittenAlike()
    {
        QFETCH(QString, id);
        QFETCH(QString, region);
        QFETCH(QString, currency);
        QFETCH(bool, billIsTheListPrice);
        const OfferRow* offer = offerRow(id, region);
        QVERIFY(offer);

        OfferTableModel model;
        Preferences prefs;
        prefs.displayCurrency = currency;
        prefs.period = PricePeriod::Month;
        model.setDisplay(prefs, ratesAsGiven());
        model.setCatalog(&m_catalog);
        int row = -1;
        for (int r = 0; r < model.rowCount() && row < 0; ++r) {
            if (model.rowAt(r) == offer)
                row = r;
        }
        QVERIFY(row >= 0);
        const QString monthly = model.displayText(row, OfferTableModel::OnDemand);
        const QString perGpuHour = model.displayText(row, OfferTableModel::PricePerGpuHour);

        const auto run =
            m_cli.run(QStringList{u"cost"_s, id, u"--region"_s, region, u"--currency"_s, currency} +
                      fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString out = QString::fromUtf8(run.out);
        QStringList cells;
        for (const QString& line : out.split(u'\n')) {
            if (line.startsWith(u"On-demand "_s))
                cells = line.split(QRegularExpression(u"\\s{2,}"_s), Qt::SkipEmptyParts);
        }
        QVERIFY2(cells.size() == 6,
                 qPrintable(out)); // pricing, upfront, monthly, total, per GPU-h, PFLOP-h
        QCOMPARE(cells[2], monthly);
        if (billIsTheListPrice)
            QCOMPARE(cells[4], perGpuHour);
        else
            QVERIFY(cells[4] != perGpuHour &&
                    cells[4].left(cells[4].size() - 1) == perGpuHour.left(perGpuHour.size() - 1));
        // The case means something: a total has the currency's decimals, a rate four.
        const int decimals = amountDecimals(AmountKind::Total, currency);
        const qsizetype point = monthly.lastIndexOf(u'.');
        QCOMPARE(point < 0 ? 0 : monthly.size() - point - 1, qsizetype(decimals));
        QCOMPARE(perGpuHour.size() - perGpuHour.lastIndexOf(u'.') - 1, 4);
    }

    // "which storage or egress price applies to a provider's region" (and the storage and egress half of "how
    // an item joins a plan"): `plan add-storage` / `add-transfer` and the Plan tab's add dialog, given the
    // same provider, region, class and amounts, make items with the same catalog price (tiers and source) and
    // the same cost.
    void usageItemsAlike_data()
    {
        QTest::addColumn<bool>("transfer");
        QTest::addColumn<QString>("storageClass"); // object or block
        QTest::addColumn<int>("gb");
        QTest::addColumn<int>("months");
        QTest::addColumn<bool>("once");
        QTest::newRow("object storage across two tiers") << false << u"object"_s << 60'000 << 2 << false;
        QTest::newRow("block storage") << false << u"block"_s << 2'000 << 3 << false;
        QTest::newRow("egress every month") << true << QString() << 15'000 << 2 << false;
        QTest::newRow("egress once") << true << QString() << 60'000 << 1 << true;
    }
    void usageItemsAlike()
    {
        QFETCH(bool, transfer);
        QFETCH(QString, storageClass);
        QFETCH(int, gb);
        QFETCH(int, months);
        QFETCH(bool, once);
        const QString usage = QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json");
        Catalog catalog = loadSnapshotCatalog();
        catalog.addUsagePrices(loadUsagePriceFixture());

        Plan empty;
        empty.name = u"p"_s;
        using ui::UsageItemDialog;
        UsageItemDialog dialog(transfer ? UsageItemDialog::Mode::Transfer : UsageItemDialog::Mode::Storage,
                               catalog, empty);
        const auto child = [&](const QString& name) {
            QWidget* w = dialog.findChild<QWidget*>(name);
            if (!w)
                qFatal("no field %s", qPrintable(name));
            return w;
        };
        auto* provider = qobject_cast<QComboBox*>(child(u"provider"_s));
        provider->setCurrentIndex(provider->findData(u"aws"_s));
        qobject_cast<QComboBox*>(child(u"region"_s))->setCurrentText(u"us-east-1"_s);
        if (!transfer)
            qobject_cast<QComboBox*>(child(u"storageClass"_s))
                ->setCurrentIndex(storageClass == u"block"_s ? 1 : 0);
        qobject_cast<QSpinBox*>(child(u"gb"_s))->setValue(gb);
        if (once)
            qobject_cast<QRadioButton*>(child(u"once"_s))->setChecked(true);
        else
            qobject_cast<QSpinBox*>(child(u"months"_s))->setValue(months);
        QVERIFY2(dialog.item(), qPrintable(dialog.problem()));
        const PlanItem window = *dialog.item();

        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QStringList args{u"plan"_s,     transfer ? u"add-transfer"_s : u"add-storage"_s,
                         path,          u"--provider"_s,
                         u"aws"_s,      u"--region"_s,
                         u"us-east-1"_s};
        if (!transfer)
            args << u"--class"_s << storageClass << u"--gb"_s << QString::number(gb);
        else
            args << (once ? u"--gb-once"_s : u"--gb-per-month"_s) << QString::number(gb);
        if (!once)
            args << u"--months"_s << QString::number(months);
        const auto run = m_cli.run(args + QStringList{u"--no-builtin"_s, u"--catalog"_s,
                                                      QStringLiteral(GP_TEST_DATA_DIR "/snapshot"),
                                                      u"--catalog"_s, usage});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        QVERIFY(plan && plan->items.size() == 1);
        const PlanItem& cli = plan->items.first();

        QCOMPARE(cli.kind, window.kind);
        QCOMPARE(cli.usagePrice.kind, window.usagePrice.kind);
        QCOMPARE(cli.usagePrice.tiers, window.usagePrice.tiers);
        QCOMPARE(cli.usagePrice.currency, window.usagePrice.currency);
        QCOMPARE(cli.usagePrice.source, window.usagePrice.source);
        QCOMPARE(cli.months, window.months);
        QCOMPARE(cli.startMonth, window.startMonth);
        // The same cost: "Added #1: …: 1,371.20 USD" and the dialog's "Adds 1,371.20 USD over …".
        const QString added = QString::fromUtf8(run.out).section(u'\n', 0, 0);
        const QString amount = added.section(u": "_s, -1);
        QVERIFY2(dialog.previewText().startsWith(u"Adds "_s + amount + u" over"_s),
                 qPrintable(added + u" / "_s + dialog.previewText()));
        // The case means something: a published price, not one typed in.
        QVERIFY(!window.usagePrice.tiers.isEmpty());
        QVERIFY(!window.usagePrice.source.isEmpty());
    }

    // "how an item joins a plan", for instances: `plan add` and the window's Add to Plan (the Plan tab's
    // addOffers, under the settings a new user has) make the same item: count, pricing, months, start,
    // usage, GPUs and a copy of the same prices.
    void instanceItemsJoinAlike_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("region");
        QTest::newRow("8 GPUs in USD") << u"aws/p5.48xlarge"_s << u"us-east-1"_s;
        QTest::newRow("one GPU sold in CNY") << u"aws/g5.xlarge"_s << u"cn-north-1"_s;
    }
    void instanceItemsJoinAlike()
    {
        QFETCH(QString, id);
        QFETCH(QString, region);
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        const OfferRow* offer = nullptr;
        for (int r = 0; r < w.model()->rowCount() && !offer; ++r) {
            const OfferRow* row = w.model()->rowAt(r);
            if (row->instance->id() == id && row->region() == region)
                offer = row;
        }
        QVERIFY(offer);
        QCOMPARE(w.planWidget()->addOffers({offer}, Preferences{}), 1);
        const Plan& windowPlan = w.planDocument()->plan();
        QCOMPARE(windowPlan.items.size(), 1);
        const PlanItem& window = windowPlan.items.first();

        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        const auto run = m_cli.run({u"plan"_s, u"add"_s, path, id, u"--region"_s, region, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const std::optional<Plan> plan = planio::load(path, issues);
        QVERIFY(plan && plan->items.size() == 1);
        const PlanItem& cli = plan->items.first();

        const auto describe = [](const PlanItem& i) {
            return u"%1@%2 × %3, %4, months %5-%6, %7 centi-h, %8 milli-GPUs"_s.arg(i.instanceId, i.region)
                .arg(i.count)
                .arg(pricingModelKey(i.pricing))
                .arg(i.startMonth)
                .arg(i.endMonth())
                .arg(i.usageCentiHours ? QString::number(*i.usageCentiHours) : u"plan's"_s)
                .arg(i.gpuMilliPerInstance);
        };
        QCOMPARE(describe(cli), describe(window));
        QVERIFY2(cli.prices.differencesFrom(window.prices).isEmpty(),
                 qPrintable(cli.prices.differencesFrom(window.prices).join(u"; "_s)));
        QCOMPARE(cli.prices.currency, window.prices.currency);
        QCOMPARE(plan->hoursPerMonthCenti, windowPlan.hoursPerMonthCenti);
        QVERIFY(window.prices.onDemandHourly); // the case means something: a priced offer
    }

    // "a plan that cannot be costed makes nothing": a plan with a line that has no price (spot or a monthly
    // subscription bought where none is published): `report` and the
    // window's Export Report both refuse it with the same message and write no file.
    void uncostablePlansMakeNothing_data()
    {
        QTest::addColumn<int>("broken"); // the item bought a way its copied prices do not have
        QTest::newRow("spot without a spot price") << 0;
        QTest::newRow("a subscription without a monthly price") << 1;
    }
    void uncostablePlansMakeNothing()
    {
        QFETCH(int, broken);
        QFile source(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject plan = QJsonDocument::fromJson(source.readAll()).object();
        QJsonArray items = plan[u"items"_s].toArray();
        if (broken == 0) {
            QJsonObject first = items[0].toObject();
            first[u"pricing"_s] = u"spot"_s;
            items[0] = first;
        } else {
            QJsonObject serving = items[1].toObject();
            serving[u"pricing"_s] = u"monthly"_s;
            items[1] = serving;
        }
        plan[u"items"_s] = items;
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.gpuplan"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(plan).toJson());
        }

        const QString cliPdf = dir.filePath(u"cli.pdf"_s);
        const auto run = m_cli.run({u"report"_s, u"--plan"_s, path, u"-o"_s, cliPdf, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!QFileInfo::exists(cliPdf));

        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        QVERIFY(w.openPlan(path));
        QCOMPARE(w.planDocument()->plan().items.size(), 6);
        const QString windowPdf = dir.filePath(u"window.pdf"_s);
        const Result<int> written = w.exportReportTo(windowPdf);
        QVERIFY(!written);
        QVERIFY(!QFileInfo::exists(windowPdf));
        // The same problem, named the same way.
        const QString problem = written.error().message.section(u": "_s, 1);
        QVERIFY2(!problem.isEmpty() && run.err.contains(problem),
                 qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, written.error().message)));
    }

    // "who may write a plan now": while a window has a plan open, `plan add` on it fails (exit 1), names the
    // window's process as the holder and leaves the file as it was; once the window lets go, it adds.
    void planWritersAgree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shared.gpuplan"_s);
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray before = fileBytes(path);
        const QStringList add{
            u"plan"_s,          u"add"_s,       path,
            u"aws/g5.xlarge"_s, u"--region"_s,  u"us-east-1"_s,
            u"--no-builtin"_s,  u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
        ScopedEnvironment env;
        QProcessEnvironment noWait;
        noWait.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"0"_s);
        env.set(noWait);
        {
            IssueList issues;
            ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
            QVERIFY(w.openPlan(path));
            const auto refused = m_cli.run(add);
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.contains(path) &&
                         refused.err.contains(QString::number(QCoreApplication::applicationPid())),
                     qPrintable(refused.err));
            QCOMPARE(fileBytes(path), before);
        }
        const auto added = m_cli.run(add);
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        QVERIFY(plan);
        QCOMPARE(plan->items.size(), 7);
        QCOMPARE(plan->items.last().instanceId, u"aws/g5.xlarge"_s);
    }

    // "which offers a value ranking shows" and "the Pareto front of performance vs price": `chart --kind
    // value|perf-price` and the Charts tab, given every offer of the snapshot, write the same SVG: the same
    // texts (bars, axes, legend, title) in the same order, and the same drawing.
    void chartsAlike_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("tabKind");
        QTest::newRow("value ranking") << u"value"_s << int(ui::ChartsWidget::Value);
        QTest::newRow("performance vs price") << u"perf-price"_s << int(ui::ChartsWidget::PerfPrice);
    }
    void chartsAlike()
    {
        QFETCH(QString, kind);
        QFETCH(int, tabKind);
        QTemporaryDir dir;
        const QString cliSvg = dir.filePath(u"cli.svg"_s);
        const auto run =
            m_cli.run(QStringList{u"chart"_s, u"--kind"_s, kind, u"-o"_s, cliSvg} + fxArgs() + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        ui::PlanDocument plan;
        ui::ChartsWidget tab(m_catalog, &plan);
        tab.resize(1200, 750);
        tab.setDisplay(Preferences{}, ratesAsGiven(), false);
        tab.setKind(ui::ChartsWidget::Kind(tabKind));
        tab.setSource(allRows(m_catalog), nullptr);
        QTRY_VERIFY(!tab.isWorking());
        const QString windowSvg = dir.filePath(u"window.svg"_s);
        QVERIFY(tab.exportTo(windowSvg));

        const auto texts = [](const QString& path) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                return QStringList{u"cannot read "_s + path};
            const QString svg = QString::fromUtf8(f.readAll());
            QStringList out;
            static const QRegularExpression text(u"<text[^>]*>([^<]*)</text>"_s);
            for (auto it = text.globalMatch(svg); it.hasNext();) {
                const QString t = it.next().captured(1).trimmed();
                if (!t.isEmpty())
                    out << t;
            }
            return out;
        };
        const QStringList cli = texts(cliSvg);
        const QStringList window = texts(windowSvg);
        QCOMPARE(window, cli);
        QVERIFY(cli.size() > 10); // the case means something: labelled bars or points
        // And the same drawing: every bar, point and front line where the other face put it.
        QVERIFY(!fileBytes(cliSvg).isEmpty());
        QVERIFY(fileBytes(windowSvg) == fileBytes(cliSvg));
    }

    // "what a plan costs bought each other way, its break-even points and budget in words" (the report's
    // summary page) and the whole cost report: `report --plan` and the window's Export Report on the same
    // plan write the same PDF: the same pages, drawn alike, with the same fonts.
    void reportsAlike_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("train and serve") << u"v1-train-and-serve.gpuplan"_s;
        QTest::newRow("instances, storage, transfer and a fixed item") << u"v2-mixed.gpuplan"_s;
    }
    void reportsAlike()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/plans/") + file, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QString cliPdf = dir.filePath(u"cli.pdf"_s);
        const auto run = m_cli.run({u"report"_s, u"--plan"_s, path, u"-o"_s, cliPdf, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        IssueList issues;
        const QString windowPdf = dir.filePath(u"window.pdf"_s);
        {
            ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
            QVERIFY(w.openPlan(path));
            const Result<int> written = w.exportReportTo(windowPdf);
            QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
            QVERIFY(written.value() >= 3);
        }
        // The pages' drawing and the embedded fonts, compared as a set: a PDF lists its fonts in no fixed
        // order, and its header has the moment it was made.
        const auto streams = [](const QString& p) {
            const QByteArray b = fileBytes(p);
            QList<QByteArray> out;
            static const QRegularExpression stream(u"(?<!end)stream\\r?\\n"_s);
            const QString text = QString::fromLatin1(b);
            for (auto it = stream.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                const qsizetype from = m.capturedEnd();
                const qsizetype to = b.indexOf("endstream", from);
                if (to < 0)
                    break;
                QByteArray data = b.mid(from, to - from);
                // Flate streams as zlib data: qUncompress wants the length first.
                QByteArray sized(4, '\0');
                sized.append(data);
                const QByteArray plain = qUncompress(sized);
                out << (plain.isEmpty() ? data : plain);
            }
            std::sort(out.begin(), out.end());
            return out;
        };
        const QList<QByteArray> cli = streams(cliPdf);
        const QList<QByteArray> window = streams(windowPdf);
        QVERIFY(cli.size() > 3);
        QCOMPARE(window.size(), cli.size());
        for (qsizetype i = 0; i < cli.size(); ++i)
            QVERIFY2(window[i] == cli[i], qPrintable(u"stream %1 differs"_s.arg(i)));
    }

    // "reading any file": a plan that cannot be read (broken JSON, a folder, a FIFO, a device, no file) is
    // refused by `plan cost` (exit 2) and by the window's Open Plan with the same message, naming the file
    // and, for broken JSON, the line and column.
    void unreadablePlansAlike_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected"); // part of the message
        QTest::newRow("broken JSON") << u"json"_s << u":3:15: JSON syntax error"_s;
        QTest::newRow("a folder") << u"folder"_s << u"is a folder"_s;
        QTest::newRow("a FIFO") << u"fifo"_s << u"FIFO"_s;
        QTest::newRow("a device") << u"device"_s << u"is a device"_s;
        QTest::newRow("no file") << u"missing"_s << u"cannot read"_s;
    }
    void unreadablePlansAlike()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QString path = dir.filePath(u"plan.gpuplan"_s);
        if (what == u"json"_s) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n \"format\": \"gpu-planner-plan\",\n \"version\": 2,, \n}");
        } else if (what == u"folder"_s) {
            QVERIFY(QDir().mkpath(path));
        } else if (what == u"fifo"_s) {
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        } else if (what == u"device"_s) {
            path = u"/dev/zero"_s;
        }
        const auto run = m_cli.run({u"plan"_s, u"cost"_s, path, u"--no-builtin"_s, u"--catalog"_s,
                                    QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(path + (what == u"json"_s ? QString() : u": "_s)) &&
                     run.err.contains(expected),
                 qPrintable(run.err));

        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        w.show();
        QString shown;
        QTimer answer; // the window says why in a message box: read it and close it
        connect(&answer, &QTimer::timeout, &w, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->informativeText();
                box->reject();
            }
        });
        answer.start(10);
        QVERIFY(!w.openPlan(path));
        answer.stop();
        QVERIFY2(!shown.isEmpty(), "the window said nothing");
        QVERIFY2(shown.contains(expected) && run.err.contains(shown),
                 qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, shown)));
    }

    // "writing any file": a chart that cannot be written where asked (under a file, in a missing folder, over
    // a folder) is refused by `chart -o` (exit 1) and by the Charts tab's Export with the same message, and
    // nothing is made or replaced.
    void unwritableFilesAlike_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("under a file") << u"file"_s << u"is a file, not a folder"_s;
        QTest::newRow("in a missing folder") << u"missing"_s << u"does not exist"_s;
        QTest::newRow("over a folder") << u"folder"_s << u"it is a folder"_s;
    }
    void unwritableFilesAlike()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QString path;
        if (what == u"file"_s) {
            QFile f(dir.filePath(u"plain"_s));
            QVERIFY(f.open(QIODevice::WriteOnly));
            path = f.fileName() + u"/chart.svg"_s;
        } else if (what == u"missing"_s) {
            path = dir.filePath(u"gone/chart.svg"_s);
        } else {
            path = dir.filePath(u"chart.svg"_s);
            QVERIFY(QDir().mkpath(path));
        }
        const auto run = m_cli.run({u"chart"_s, u"--kind"_s, u"value"_s, u"-o"_s, path, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QCOMPARE(run.exitCode, 1);

        ui::PlanDocument plan;
        ui::ChartsWidget tab(m_catalog, &plan);
        tab.setDisplay(Preferences{}, ratesAsGiven(), false);
        tab.setKind(ui::ChartsWidget::Value);
        tab.setSource(allRows(m_catalog), nullptr);
        QTRY_VERIFY(!tab.isWorking());
        const Result<bool> exported = tab.exportTo(path);
        QVERIFY(!exported);
        const QString window = exported.error().toString();
        QVERIFY2(window.contains(expected) && run.err.contains(window),
                 qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, window)));
        QCOMPARE(QFileInfo(path).isDir(), what == u"folder"_s);
        QVERIFY(!QFileInfo(path).isFile());
    }

    // "which points a crowded scatter chart draws": on a catalog of 4,400 priced offers (the snapshot's AWS
    // types two hundred times over, their prices apart), `chart --kind perf-price` and the Charts tab thin
    // the points alike: the same SVG, whose title says how many were drawn.
    void crowdedChartsAlike()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/snapshot/gpus.json"),
                            dir.filePath(u"gpus.json"_s)));
        QFile source(QStringLiteral(GP_TEST_DATA_DIR "/snapshot/aws.json"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject provider = QJsonDocument::fromJson(source.readAll()).object();
        const QJsonArray base = provider[u"instances"_s].toArray();
        QJsonArray many;
        for (int k = 0; k < 200; ++k) {
            for (const QJsonValue& v : base) {
                QJsonObject inst = v.toObject();
                inst[u"name"_s] = inst[u"name"_s].toString() + u"-r%1"_s.arg(k);
                QJsonArray offers = inst[u"offers"_s].toArray();
                for (qsizetype o = 0; o < offers.size(); ++o) {
                    QJsonObject offer = offers[o].toObject();
                    for (const QString& key : {u"on_demand"_s, u"spot"_s}) {
                        QJsonObject price = offer[key].toObject();
                        if (price.contains(u"hourly"_s)) {
                            const double h = price[u"hourly"_s].toDouble() * (1 + 0.003 * k);
                            price[u"hourly"_s] = std::round(h * 1e6) / 1e6;
                            offer[key] = price;
                        }
                    }
                    offers[o] = offer;
                }
                inst[u"offers"_s] = offers;
                many.append(inst);
            }
        }
        provider[u"instances"_s] = many;
        {
            QFile out(dir.filePath(u"aws.json"_s));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QJsonDocument(provider).toJson(QJsonDocument::Compact));
        }
        const QString cliSvg = dir.filePath(u"cli.svg"_s);
        const auto run = m_cli.run(QStringList{u"chart"_s, u"--kind"_s, u"perf-price"_s, u"-o"_s, cliSvg} +
                                   fxArgs() + QStringList{u"--no-builtin"_s, u"--catalog"_s, dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        IssueList issues;
        const Catalog big = Catalog::load(onlyTheseFiles({dir.path()}), issues);
        QVERIFY(big.rows().size() > 4000);
        ui::PlanDocument plan;
        ui::ChartsWidget tab(big, &plan);
        tab.setDisplay(Preferences{}, ratesAsGiven(), false);
        tab.setKind(ui::ChartsWidget::PerfPrice);
        tab.setSource(allRows(big), nullptr);
        QTRY_VERIFY(!tab.isWorking());
        const QString windowSvg = dir.filePath(u"window.svg"_s);
        QVERIFY(tab.exportTo(windowSvg));
        const QByteArray cli = fileBytes(cliSvg);
        QVERIFY(cli.contains("offers drawn, the others under them")); // the case means something: thinned
        QVERIFY(fileBytes(windowSvg) == cli);
    }

    // "cost defaults": `cost` given no cost options and the Compare tab under the settings a new user has
    // cost an offer over the same horizon and usage, to the same totals. (The currency is the window's
    // display currency, USD unless set, and in the CLI the offer's own unless --currency: docs/cli.md.)
    void costDefaultsAgree_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("8 x H100") << u"aws/p5.48xlarge"_s;
        QTest::newRow("1 x H100") << u"aws/p5.4xlarge"_s;
    }
    void costDefaultsAgree()
    {
        QFETCH(QString, id);
        const auto run = m_cli.run({u"cost"_s, id, u"--format"_s, u"json"_s, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject cli = CliRunner::json(run).object();
        const CostBasis basis = Preferences{}.costBasis(ratesAsGiven());
        QCOMPARE(cli[u"currency"_s].toString(), basis.comparisonCurrency());
        QCOMPARE(cli[u"months"_s].toInt(), basis.months);
        QCOMPARE(std::llround(cli[u"usage_hours_per_month"_s].toDouble() * 100), basis.usageCentiHours);

        const OfferRow* offer = offerRow(id, cli[u"region"_s].toString());
        QVERIFY(offer);
        ComparisonWidget widget(m_catalog);
        widget.setDisplay(Preferences{}, ratesAsGiven());
        QCOMPARE(widget.addOffers({offer}), 1);
        // The cheapest total of each pricing model, as the Compare tab's cost rows give it.
        // (null where the offer has no such price: the tab shows no amount there either)
        QMap<QString, std::optional<double>> cheapest;
        for (const QJsonValue& o : cli[u"options"_s].toArray()) {
            const QString key = u"cost_%1_total"_s.arg(o[u"pricing"_s].toString().replace(u'-', u'_'));
            std::optional<double> total;
            if (o[u"total"_s].isDouble())
                total = o[u"total"_s].toDouble();
            if (!cheapest.contains(key) || (total && (!cheapest[key] || *total < *cheapest[key])))
                cheapest[key] = total;
        }
        int compared = 0;
        for (const Comparison::Row& w : widget.model()->comparison().rows()) {
            if (!cheapest.contains(w.key))
                continue;
            QVERIFY2(w.raw[0] == cheapest[w.key], qPrintable(w.key));
            ++compared;
        }
        QVERIFY2(compared >= 3, qPrintable(QStringList(cheapest.keys()).join(u' ')));
    }

    // "how old the shipped catalog is, apart from the user's imports": `catalog info` and the window's
    // status bar give the same dates and counts, with and without an import in the user's folder.
    void catalogDatesAgree_data()
    {
        QTest::addColumn<bool>("withImport");
        QTest::newRow("the shipped catalog only") << false;
        QTest::newRow("an import in the user's folder") << true;
    }
    void catalogDatesAgree()
    {
        QFETCH(bool, withImport);
        // The window reads the user folder the CLI reads: the CLI runner's home, under the program's name.
        IssueList issues;
        CatalogLoadOptions options = snapshotLoadOptions(); // the user's folder included, as the CLI's
        options.measurements = false;
        QString folder;
        std::optional<Catalog> catalog;
        {
            ScopedEnvironment env;
            env.set(m_cli.homeEnvironment());
            const QString name = QCoreApplication::applicationName();
            QCoreApplication::setApplicationName(u"gpu-planner"_s);
            folder = Catalog::userCatalogFolder();
            QFile::remove(folder + u"/beta.json"_s);
            if (withImport) {
                QDir().mkpath(folder);
                QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/fixture/beta.json"), folder + u"/beta.json"_s);
            }
            catalog = Catalog::load(options, issues);
            QCoreApplication::setApplicationName(name);
        }
        QCOMPARE(QFileInfo::exists(folder + u"/beta.json"_s), withImport);
        const auto run = m_cli.run({u"catalog"_s, u"info"_s, u"--format"_s, u"json"_s, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        const QString imported = folder + u"/beta.json"_s;
        QFile::remove(imported);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject cli = CliRunner::json(run).object();
        ui::MainWindow w(std::move(*catalog), issues);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString status = w.statusText();

        const QString base = cli[u"base_price_date"_s].toString();
        QVERIFY(!base.isEmpty());
        QVERIFY2(status.contains(u"catalog as of %1"_s.arg(base)), qPrintable(status));
        const QJsonValue importedDate = cli[u"imported_price_date"_s];
        QCOMPARE(importedDate.isString(), withImport);
        if (withImport)
            QVERIFY2(status.contains(u"imported prices as of %1"_s.arg(importedDate.toString())),
                     qPrintable(status));
        else
            QVERIFY2(!status.contains(u"imported"_s), qPrintable(status));
        const int stale = cli[u"stale_offers"_s].toInt();
        QVERIFY(stale > 0); // the snapshot has old prices, so the count is shown
        QVERIFY2(status.contains(u"%1 offers with prices older than %2 months"_s.arg(stale).arg(
                     cli[u"stale_after_months"_s].toInt())),
                 qPrintable(status));
        QCOMPARE(cli[u"offers"_s].toInt(), int(w.model()->catalog()->offerCount()));
    }

    // "what a GB of storage or egress costs in a month" and "what a storage, transfer or fixed item bills
    // month by month": `plan cost` and the Plan tab give the same item totals, months and total.
    void planCostAlike_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("instances, storage, transfer and a fixed item") << u"v2-mixed.gpuplan"_s;
        QTest::newRow("training and serving") << u"v1-train-and-serve.gpuplan"_s;
    }
    void planCostAlike()
    {
        QFETCH(QString, file);
        const QString path = QStringLiteral(GP_TEST_DATA_DIR "/plans/") + file;
        const auto run = m_cli.run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s, u"--no-builtin"_s,
                                    u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject cli = CliRunner::json(run).object();

        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        QVERIFY(plan);
        ui::PlanDocument doc;
        doc.reset(*plan, QString());
        ui::PlanWidget widget(&doc, m_catalog);
        const QJsonArray items = cli[u"items"_s].toArray();
        QCOMPARE(widget.model()->rowCount(), int(items.size()));
        for (int r = 0; r < widget.model()->rowCount(); ++r) {
            const QString shown = widget.model()->index(r, ui::PlanModel::Total).data().toString();
            QVERIFY2(amountOf(shown) == items[r][u"total"_s].toDouble(),
                     qPrintable(u"item %1: the tab shows %2, the CLI %3"_s.arg(r).arg(shown).arg(
                         items[r][u"total"_s].toDouble())));
        }
        auto* months = widget.findChild<QTableWidget*>();
        QVERIFY(months);
        const QJsonArray perMonth = cli[u"per_month"_s].toArray();
        QCOMPARE(months->rowCount(), int(perMonth.size()));
        for (int m = 0; m < months->rowCount(); ++m) {
            QCOMPARE(amountOf(months->item(m, 1)->text()), perMonth[m][u"total"_s].toDouble());
            QCOMPARE(amountOf(months->item(m, 2)->text()), perMonth[m][u"cumulative"_s].toDouble());
        }
        // The totals' last line: "<b>Total</b></td><td align=right><b>526,871.58 USD</b>".
        const QString totals = widget.totalsLabel()->text();
        const QRegularExpressionMatch total =
            QRegularExpression(u"<b>Total</b></td><td align=right><b>([^<]*) ([A-Z]{3})</b>"_s).match(totals);
        QVERIFY2(total.hasMatch(), qPrintable(totals));
        QCOMPARE(amountOf(total.captured(1)), cli[u"total"_s].toDouble());
        QCOMPARE(total.captured(2), cli[u"currency"_s].toString());
        QVERIFY(perMonth.size() >= 12);
    }
};

QTEST_MAIN(TestAgreement)
#include "tst_agreement.moc"
