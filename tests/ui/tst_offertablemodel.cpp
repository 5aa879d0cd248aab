#include "catalog.h"
#include "detailspane.h"
#include "exchangerates.h"
#include "offerfilter.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "testcatalog.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::OfferSortFilterProxy;
using gp::ui::OfferTableModel;

class TestOfferTableModel : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
    }

    // The details pane lists the selected region first, then the instance's other regions by on-demand price
    // in the display currency: alpha/h100.8x sells at 80 and 90 USD and 500 CNY, so the CNY region moves with
    // the rate, and a region without an on-demand price comes last.
    void detailsRankOtherRegionsConverted_data()
    {
        QTest::addColumn<QString>("rate");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("selected");
        QTest::addColumn<QStringList>("order");
        QTest::newRow("500 CNY is 70 USD")
            << u"CNY=7.1428"_s << u"USD"_s << u"us-east-1"_s
            << QStringList{u"us-east-1"_s, u"cn-north-1"_s, u"eu-west-1"_s, u"ap-south-1"_s};
        QTest::newRow("500 CNY is 100 USD")
            << u"CNY=5"_s << u"USD"_s << u"ap-south-1"_s
            << QStringList{u"ap-south-1"_s, u"eu-west-1"_s, u"us-east-1"_s, u"cn-north-1"_s};
        QTest::newRow("ranked in CNY")
            << u"CNY=5"_s << u"CNY"_s << u"eu-west-1"_s
            << QStringList{u"eu-west-1"_s, u"us-east-1"_s, u"cn-north-1"_s, u"ap-south-1"_s};
    }
    void detailsRankOtherRegionsConverted()
    {
        QFETCH(QString, rate);
        QFETCH(QString, currency);
        QFETCH(QString, selected);
        QFETCH(QStringList, order);
        const Catalog catalog = loadFixtureCatalog();
        ExchangeRates fx = ExchangeRates::builtin();
        QVERIFY(fx.applyOverride(rate, QDate(2026, 10, 1)));
        const OfferRow* row = nullptr;
        for (const OfferRow& r : catalog.rows()) {
            if (r.instance->id() == u"alpha/h100.8x"_s && r.region() == selected)
                row = &r;
        }
        QVERIFY(row);
        const QString html = gp::ui::DetailsPane::html(*row, catalog, {currency, fx});
        // Each region's first price row, in the order the table lists them.
        QStringList listed;
        for (const QString& region : order)
            QVERIFY2(html.contains(u">%1</td>"_s.arg(region)), qPrintable(region));
        qsizetype at = 0;
        while ((at = html.indexOf(u"<tr><td"_s, at)) >= 0) {
            const qsizetype open = html.indexOf(u'>', at + 7) + 1;
            const QString region = html.mid(open, html.indexOf(u"</td>"_s, open) - open);
            if (order.contains(region) && !listed.contains(region))
                listed << region;
            at = open;
        }
        QCOMPARE(listed, order);
    }

    void passesTheModelTester()
    {
        OfferTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(&m_catalog);
        QCOMPARE(model.rowCount(), int(m_catalog.rows().size()));
        QCOMPARE(model.columnCount(), int(OfferTableModel::ColumnCount));
        model.setCatalog(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void proxyPassesTheModelTesterWhileFilteringAndSorting()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.sort(OfferTableModel::OnDemand, Qt::DescendingOrder);
        OfferFilter f;
        f.providers = {u"aws"_s};
        proxy.setOfferFilter(f);
        QVERIFY(proxy.rowCount() > 0 && proxy.rowCount() < model.rowCount());
        proxy.setOfferFilter(OfferFilter{});
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }

    // The answers kept per catalog row: a narrowing keystroke, a sort and a new catalog show exactly the rows
    // a fresh proxy with the same filter shows.
    void keptAnswersNeverGoStale()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy typed;
        QAbstractItemModelTester tester(&typed, QAbstractItemModelTester::FailureReportingMode::QtTest);
        typed.setSourceModel(&model);
        const auto shown = [&](const QAbstractItemModel& proxy) {
            QStringList ids;
            for (int r = 0; r < proxy.rowCount(); ++r)
                ids << proxy.index(r, OfferTableModel::Instance).data().toString() + u'@' +
                           proxy.index(r, OfferTableModel::Region).data().toString();
            return ids;
        };
        const auto fresh = [&](const QString& text) {
            OfferSortFilterProxy p;
            p.setSourceModel(&model);
            OfferFilter f;
            f.text = text;
            p.setOfferFilter(f);
            return shown(p);
        };
        OfferFilter f;
        for (const QString& text : {u"a1"_s, u"a10"_s, u"a100"_s, u"a10"_s, u"l4"_s, u"l4 us"_s}) {
            f.text = text;
            typed.setOfferFilter(f);
            const QStringList expected = fresh(text);
            QCOMPARE(shown(typed), expected);
            QVERIFY2(!expected.isEmpty() && expected.size() < model.rowCount(), qPrintable(text));
        }
        typed.sort(OfferTableModel::OnDemand, Qt::DescendingOrder);
        QCOMPARE(shown(typed), fresh(f.text));
        // shownRows() is the proxy's rows in its order, without mapping each index.
        QList<const OfferRow*> mapped;
        for (int r = 0; r < typed.rowCount(); ++r)
            mapped << model.rowAt(typed.mapToSource(typed.index(r, 0)).row());
        QCOMPARE(typed.shownRows(), mapped);
        QVERIFY(mapped.size() > 1);
        // Another catalog with other rows under the same filter: the answers are worked out again.
        Catalog other = loadFixtureCatalog();
        model.setCatalog(&other);
        QCOMPARE(shown(typed), fresh(f.text));
        f.text = u"a"_s;
        typed.setOfferFilter(f);
        QCOMPARE(shown(typed), fresh(f.text));
        QVERIFY(typed.rowCount() > 0);
        model.setCatalog(&m_catalog);
    }

    void sortsPricesNumericallyWithUnknownLast()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(OfferTableModel::OnDemand, Qt::AscendingOrder);
        double last = -1;
        bool sawUnknown = false;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const QVariant v = proxy.index(r, OfferTableModel::OnDemand).data(OfferTableModel::RawRole);
            if (!v.isValid()) {
                sawUnknown = true;
                continue;
            }
            QVERIFY2(!sawUnknown, "a known price sorted after an unknown one");
            QVERIFY(v.toDouble() >= last);
            last = v.toDouble();
        }
        QVERIFY(sawUnknown);
        // 9.x sorts below 10.x numerically (a string sort would not)
        QVERIFY(last > 100);
    }

    void showsPricesAndMissingValues_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::newRow("on-demand price with four decimals")
            << u"aws/p4d.24xlarge"_s << u"us-east-1"_s << int(OfferTableModel::OnDemand) << u"21.9576"_s;
        QTest::newRow("a missing price is a dash")
            << u"tencent/GN7.LARGE20"_s << QString() << int(OfferTableModel::OnDemand) << u"—"_s;
        QTest::newRow("a quarter GPU shows its share")
            << u"tencent/GN7.LARGE20"_s << QString() << int(OfferTableModel::Gpu) << u"0.25× T4 16GB"_s;
        QTest::newRow("total BF16 throughput")
            << u"aws/p5.48xlarge"_s << u"us-east-1"_s << int(OfferTableModel::Tflops) << u"7912"_s;
        // 7912 TFLOPS for 55.04 USD an hour
        QTest::newRow("TFLOPS per dollar-hour")
            << u"aws/p5.48xlarge"_s << u"us-east-1"_s << int(OfferTableModel::TflopsPerPrice) << u"143.8"_s;
        QTest::newRow("cost per GPU-hour")
            << u"aws/p5.48xlarge"_s << u"us-east-1"_s << int(OfferTableModel::PricePerGpuHour) << u"6.8800"_s;
        // 55.04 / 640 GB
        QTest::newRow("cost per GB-hour")
            << u"aws/p5.48xlarge"_s << u"us-east-1"_s << int(OfferTableModel::PricePerGbHour) << u"0.0860"_s;
    }
    void showsPricesAndMissingValues()
    {
        QFETCH(QString, id);
        QFETCH(QString, region);
        QFETCH(int, column);
        QFETCH(QString, text);
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        QCOMPARE(model.index(find(model, id, region), column).data().toString(), text);
    }

    void displayPreferences_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("period");
        QTest::addColumn<bool>("perGpu");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("header");
        // aws/p4d.24xlarge in us-east-1: 21.957642 USD an hour, 8 GPUs
        QTest::newRow("hourly in USD")
            << u"USD"_s << u"hour"_s << false << u"21.9576"_s << u"On-demand US$/h"_s;
        // 21.957642 x 7.0779 = 155.413994 CNY
        QTest::newRow("converted to CNY")
            << u"CNY"_s << u"hour"_s << false << u"155.4140"_s << u"On-demand CN¥/h"_s;
        // x 730 / 8 GPUs
        QTest::newRow("per GPU per month")
            << u"USD"_s << u"month"_s << true << u"2,003.63"_s << u"On-demand US$/mo per GPU"_s;
        // x 8760
        QTest::newRow("per year") << u"USD"_s << u"year"_s << false << u"192,348.94"_s
                                  << u"On-demand US$/yr"_s;
    }
    void displayPreferences()
    {
        QFETCH(QString, currency);
        QFETCH(QString, period);
        QFETCH(bool, perGpu);
        QFETCH(QString, text);
        QFETCH(QString, header);
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        Preferences p;
        p.displayCurrency = currency;
        p.period = pricePeriodFromKey(period).value();
        p.perGpu = perGpu;
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.setDisplay(p, snapshotRates());
        QCOMPARE(headers.size(), 1);
        const int row = find(model, u"aws/p4d.24xlarge"_s, u"us-east-1"_s);
        QCOMPARE(model.index(row, OfferTableModel::OnDemand).data().toString(), text);
        QCOMPARE(model.headerData(OfferTableModel::OnDemand, Qt::Horizontal).toString(), header);
    }

    void precisionChangesTheThroughputColumn()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        Preferences p;
        p.precision = Precision::FP64;
        model.setDisplay(p, snapshotRates());
        const int row = find(model, u"aws/p5.48xlarge"_s, u"us-east-1"_s);
        QCOMPARE(model.index(row, OfferTableModel::Tflops).data().toString(), u"272"_s); // 8 x 34
        QCOMPARE(model.headerData(OfferTableModel::Tflops, Qt::Horizontal).toString(), u"FP64 TFLOPS"_s);
    }

    // Every numeric column, both ways: ordered by value, unknown last, ties (and the unknown) in catalog
    // order.
    void everyNumericColumnSortsWithTiesInCatalogOrder()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        const OfferRow* first = &m_catalog.rows().first();
        int columns = 0;
        for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
            if (!OfferTableModel::isNumeric(c))
                continue;
            ++columns;
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                model.sort(c, order);
                int ties = 0;
                for (int r = 1; r < model.rowCount(); ++r) {
                    const std::optional<double> a = model.sortValue(r - 1, c);
                    const std::optional<double> b = model.sortValue(r, c);
                    const QString where = u"column %1, row %2, %3"_s.arg(c).arg(r).arg(
                        order == Qt::AscendingOrder ? u"ascending"_s : u"descending"_s);
                    QVERIFY2(a || !b, qPrintable(where + u": a known value after an unknown one"_s));
                    if (a && b && *a != *b) {
                        QVERIFY2(order == Qt::AscendingOrder ? *a < *b : *a > *b, qPrintable(where));
                        continue;
                    }
                    if (a && !b)
                        continue; // the first unknown
                    ++ties;
                    QVERIFY2(model.rowAt(r - 1) - first < model.rowAt(r) - first,
                             qPrintable(where + u": a tie out of catalog order"_s));
                }
                QVERIFY(ties > 0);
            }
        }
        QVERIFY(columns >= 8);
    }

    void sortsByValueDescendingWithUnknownLast()
    {
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(OfferTableModel::TflopsPerPrice, Qt::DescendingOrder);
        std::optional<double> last;
        bool sawUnknown = false;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const QVariant v = proxy.index(r, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole);
            if (!v.isValid()) {
                sawUnknown = true;
                continue;
            }
            QVERIFY2(!sawUnknown, "a known value sorted after an unknown one");
            QVERIFY(!last || v.toDouble() <= *last);
            last = v.toDouble();
        }
        QVERIFY(sawUnknown);
    }

private:
    static int find(const OfferTableModel& model, const QString& id, const QString& region)
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            const OfferRow* row = model.rowAt(r);
            if (row->instance->id() == id && row->region() == region)
                return r;
        }
        qFatal("row %s %s not found", qPrintable(id), qPrintable(region));
    }
};

QTEST_MAIN(TestOfferTableModel)
#include "tst_offertablemodel.moc"
