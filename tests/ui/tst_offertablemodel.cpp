#include "catalog.h"
#include "testcatalog.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"

#include <QAbstractItemModelTester>
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
        m_catalog = loadBuiltinCatalog();
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
        QTest::newRow("on-demand price with four decimals") << u"aws/p4d.24xlarge"_s << u"us-east-1"_s
                                                            << int(OfferTableModel::OnDemand) << u"21.9576"_s;
        QTest::newRow("a missing price is a dash") << u"tencent/GN7.LARGE20"_s << QString() << int(OfferTableModel::OnDemand)
                                                   << u"—"_s;
        QTest::newRow("a quarter GPU shows its share") << u"tencent/GN7.LARGE20"_s << QString()
                                                       << int(OfferTableModel::GpuCount) << u"0.25"_s;
        QTest::newRow("total BF16 throughput") << u"aws/p5.48xlarge"_s << u"us-east-1"_s
                                               << int(OfferTableModel::Bf16Tflops) << u"7912"_s;
    }
    void showsPricesAndMissingValues()
    {
        QFETCH(QString, id);
        QFETCH(QString, region);
        QFETCH(int, column);
        QFETCH(QString, text);
        OfferTableModel model;
        model.setCatalog(&m_catalog);
        for (int r = 0; r < model.rowCount(); ++r) {
            const OfferRow* row = model.rowAt(r);
            if (row->instance->id() == id && row->region() == region) {
                QCOMPARE(model.index(r, column).data().toString(), text);
                return;
            }
        }
        QFAIL("row not found");
    }
};

QTEST_MAIN(TestOfferTableModel)
#include "tst_offertablemodel.moc"
