#include "catalog.h"
#include "comparison.h"
#include "testcatalog.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

class TestComparison : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    const Comparison::Row& row(const Comparison& c, const QString& key)
    {
        for (const auto& r : c.rows()) {
            if (r.key == key)
                return r;
        }
        qFatal("no row %s", qPrintable(key));
    }
    Comparison build(const QStringList& ids, const QString& region = {})
    {
        QList<const InstanceType*> list;
        for (const QString& id : ids)
            list << m_catalog.instance(id);
        CostBasis basis;
        basis.fx = snapshotRates();
        return Comparison::build(list, m_catalog, basis, region);
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = loadSnapshotCatalog(); }

    void marksTheBestValuePerRow_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QList<int>>("best");
        QTest::newRow("more BF16 throughput is better") << u"bf16_tflops_total"_s << QList<int>{1};
        QTest::newRow("a lower on-demand price is better") << u"on_demand_hourly"_s << QList<int>{0};
        QTest::newRow("more GPU memory is better") << u"total_gpu_memory_gb"_s << QList<int>{1};
        QTest::newRow("equal values are all best or none") << u"gpu_count"_s << QList<int>{};
        QTest::newRow("text rows mark nothing") << u"provider"_s << QList<int>{};
    }
    void marksTheBestValuePerRow()
    {
        QFETCH(QString, key);
        QFETCH(QList<int>, best);
        const Comparison c = build({u"aws/p4d.24xlarge"_s, u"aws/p5.48xlarge"_s});
        QCOMPARE(row(c, key).best, best);
    }

    void onlyDifferencesLeavesEqualRowsOut()
    {
        const Comparison c = build({u"aws/p4d.24xlarge"_s, u"aws/p4de.24xlarge"_s});
        QStringList keys;
        for (const auto& r : c.differingRows())
            keys << r.key;
        QVERIFY(keys.contains(u"gpu_memory_gb"_s));
        QVERIFY(keys.contains(u"on_demand_hourly"_s));
        QVERIFY(!keys.contains(u"vcpus"_s));
        QVERIFY(!keys.contains(u"bf16_tflops_total"_s));
        QVERIFY(!keys.contains(u"provider"_s));
    }

    void doesNotRankPricesInDifferentCurrencies()
    {
        const Comparison c = build({u"aws/g5.xlarge"_s, u"aliyun/ecs.gn7i-c8g1.2xlarge"_s});
        const auto& r = row(c, u"on_demand_hourly"_s);
        QVERIFY(r.best.isEmpty());
        QVERIFY(r.note.contains(u"different currencies"_s));
        QCOMPARE(r.display[0], u"1.006 USD"_s);
    }

    void usesTheRequestedRegion()
    {
        const Comparison c = build({u"aws/g5.xlarge"_s, u"aws/g4dn.xlarge"_s}, u"cn-north-1"_s);
        QCOMPARE(c.columns()[0].offer->region, u"cn-north-1"_s);
        const auto& r = row(c, u"on_demand_hourly"_s);
        QCOMPARE(r.display[1], u"5.223 CNY"_s);
        QCOMPARE(r.best, QList<int>{1});
    }

    void showsUnknownValuesAsEmpty()
    {
        const Comparison c = build({u"aws/g5.xlarge"_s, u"tencent/GN10Xp.2XLARGE40"_s});
        QVERIFY(row(c, u"on_demand_hourly"_s).display[1].isEmpty());
        QVERIFY(row(c, u"bf16_tflops_total"_s).display[0].isEmpty()); // A10G publishes no figures
        QVERIFY(row(c, u"bf16_tflops_total"_s).best.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
