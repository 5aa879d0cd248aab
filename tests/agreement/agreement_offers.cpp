#include "agreement.h"

#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "preferences.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::ComparisonWidget;
using gp::ui::OfferSortFilterProxy;
using gp::ui::OfferTableModel;

namespace {

// The explorer's table as the window builds it: the model on a catalog in a display currency, under the
// proxy that sorts, filters and groups it.
struct WindowTable
{
    WindowTable(const Catalog& catalog, const QString& currency, const ExchangeRates& fx)
    {
        Preferences prefs;
        prefs.displayCurrency = currency;
        model.setDisplay(prefs, fx);
        model.setCatalog(&catalog);
        proxy.setSourceModel(&model);
    }
    OfferTableModel model;
    OfferSortFilterProxy proxy;
};

} // namespace
// "the order of offers by a price, other currencies converted once": `list --sort KEY` and the explorer's
// price column sorted, in the same display currency, give the same sequence of offers.
void TestAgreement::offersSortByPriceAlike_data()
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

void TestAgreement::offersSortByPriceAlike()
{
    QFETCH(QString, key);
    QFETCH(int, column);
    QFETCH(QString, currency);
    QFETCH(bool, descending);

    WindowTable table(m_catalog, currency, ratesAsGiven());
    OfferTableModel& model = table.model;
    OfferSortFilterProxy& proxy = table.proxy;
    proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    QStringList window;
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const OfferRow* row = model.rowAt(proxy.mapToSource(proxy.index(r, 0)).row());
        QVERIFY(row);
        window << row->instance->id() + u'@' + row->region();
    }

    const auto run =
        m_cli.run(QStringList{u"list"_s, u"--format"_s, u"json"_s, u"--fields"_s, u"id,region"_s, u"--sort"_s,
                              descending ? u'-' + key : key, u"--currency"_s, currency} +
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
void TestAgreement::compareAndTheCompareTabAgree_data()
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

void TestAgreement::compareAndTheCompareTabAgree()
{
    QFETCH(QStringList, ids);
    QFETCH(QString, currency);
    QFETCH(int, months);
    QFETCH(QString, usage);

    const auto run = m_cli.run(QStringList{u"compare"_s} + ids +
                               QStringList{u"--format"_s, u"json"_s, u"--currency"_s, currency, u"--months"_s,
                                           QString::number(months), u"--usage"_s, usage} +
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
                QVERIFY2(values[i].toDouble() == *w.raw[i], qPrintable(u"%1 column %2"_s.arg(w.key).arg(i)));
            else
                QCOMPARE(values[i].toString(), w.display[i]);
        }
    }
    QVERIFY(costRows >= 5); // the case means something: every pricing model has a row
}

// "how a typed region matches an offer's", "when a price is stale" and the price range: `list` with a
// filter and the explorer with the same filter show the same offers, with the same stale flags.
void TestAgreement::offersFilterAlike_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("which");
    QTest::newRow("region") << QStringList{u"--region"_s, u"us-east-1"_s} << 0;
    QTest::newRow("region in another case") << QStringList{u"--region"_s, u"CN-Hangzhou"_s} << 1;
    QTest::newRow("providers") << QStringList{u"--provider"_s, u"aws,gcp"_s} << 2;
    QTest::newRow("GPU words") << QStringList{u"--gpu"_s, u"H100"_s} << 3;
    QTest::newRow("GPUs and memory") << QStringList{u"--min-gpus"_s, u"8"_s, u"--min-gpu-memory"_s, u"80"_s}
                                     << 4;
    QTest::newRow("country") << QStringList{u"--country"_s, u"US"_s} << 5;
    QTest::newRow("continent") << QStringList{u"--continent"_s, u"asia"_s} << 6;
    QTest::newRow("price at most 10 USD") << QStringList{u"--max-price"_s, u"10"_s} << 7;
    QTest::newRow("price at most 70 CNY") << QStringList{u"--max-price"_s, u"70CNY"_s} << 8;
}

void TestAgreement::offersFilterAlike()
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

    WindowTable table(m_catalog, Preferences{}.displayCurrency, ratesAsGiven());
    OfferTableModel& model = table.model;
    OfferSortFilterProxy& proxy = table.proxy;
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
void TestAgreement::groupsAgree_data()
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
    QTest::newRow("A10G by spot price") << QStringList{u"--sort"_s, u"spot_hourly"_s, u"--gpu"_s, u"A10G"_s}
                                        << int(OfferTableModel::Spot) << u"USD"_s << false << u"A10G"_s;
}

void TestAgreement::groupsAgree()
{
    QFETCH(QStringList, args);
    QFETCH(int, column);
    QFETCH(QString, currency);
    QFETCH(bool, descending);
    QFETCH(QString, gpuQuery);

    WindowTable table(m_catalog, currency, ratesAsGiven());
    OfferTableModel& model = table.model;
    OfferSortFilterProxy& proxy = table.proxy;
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

    const auto run =
        m_cli.run(QStringList{u"list"_s, u"--per"_s, u"instance"_s, u"--format"_s, u"json"_s, u"--fields"_s,
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

// "how an amount is written for people": the same on-demand price, as `cost` writes it in its table and
// as the explorer shows it per month (a total: the currency's decimals, grouped) and per GPU-hour (a
// rate: four decimals), in the offer's currency and converted.
void TestAgreement::amountsWrittenAlike_data()
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

void TestAgreement::amountsWrittenAlike()
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

    const auto run = m_cli.run(QStringList{u"cost"_s, id, u"--region"_s, region, u"--currency"_s, currency} +
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

// "cost defaults": `cost` given no cost options and the Compare tab under the settings a new user has
// cost an offer over the same horizon and usage, to the same totals. (The currency is the window's
// display currency, USD unless set, and in the CLI the offer's own unless --currency: docs/cli.md.)
void TestAgreement::costDefaultsAgree_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("8 x H100") << u"aws/p5.48xlarge"_s;
    QTest::newRow("1 x H100") << u"aws/p5.4xlarge"_s;
}

void TestAgreement::costDefaultsAgree()
{
    QFETCH(QString, id);
    const auto run = m_cli.run({u"cost"_s, id, u"--format"_s, u"json"_s, u"--no-builtin"_s, u"--catalog"_s,
                                QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
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
void TestAgreement::catalogDatesAgree_data()
{
    QTest::addColumn<bool>("withImport");
    QTest::newRow("the shipped catalog only") << false;
    QTest::newRow("an import in the user's folder") << true;
}

void TestAgreement::catalogDatesAgree()
{
    QFETCH(bool, withImport);
    // The window reads the user folder the CLI reads: the CLI runner's home, under the program's name.
    IssueList issues;
    CatalogLoadOptions options = snapshotLoadOptions(); // the user's folder included, as the CLI's
    options.measurements = false;
    QString folder;
    std::optional<Catalog> catalog;
    {
        const AsTheProgram program(m_cli);
        folder = Catalog::userCatalogFolder();
        QFile::remove(folder + u"/beta.json"_s);
        if (withImport) {
            QDir().mkpath(folder);
            QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/fixture/beta.json"), folder + u"/beta.json"_s);
        }
        catalog = Catalog::load(options, issues);
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
