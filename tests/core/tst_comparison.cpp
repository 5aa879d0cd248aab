#include "catalog.h"
#include "comparison.h"
#include "costengine.h"
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
        Comparison::Options options;
        options.fx = snapshotRates();
        return Comparison::build(list, m_catalog, options, region);
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
        QCOMPARE(r.display[0], u"1.0060 USD"_s);
    }

    void usesTheRequestedRegion()
    {
        const Comparison c = build({u"aws/g5.xlarge"_s, u"aws/g4dn.xlarge"_s}, u"cn-north-1"_s);
        QCOMPARE(c.columns()[0].offer->region, u"cn-north-1"_s);
        const auto& r = row(c, u"on_demand_hourly"_s);
        QCOMPARE(r.display[1], u"5.2230 CNY"_s);
        QCOMPARE(r.best, QList<int>{1});
    }

    void showsUnknownValuesAsEmpty()
    {
        const Comparison c = build({u"aws/g5.xlarge"_s, u"tencent/GN10Xp.2XLARGE40"_s});
        QVERIFY(row(c, u"on_demand_hourly"_s).display[1].isEmpty());
        QVERIFY(row(c, u"bf16_tflops_total"_s).display[0].isEmpty()); // A10G publishes no figures
        QVERIFY(row(c, u"bf16_tflops_total"_s).best.isEmpty());
    }

    // A 3-year term over a 12-month horizon owes 24 months after it: the rows say what the horizon costs,
    // what is owed after it and the whole commitment; none hides the owed months in a total over 12 months.
    void monthsOwedAfterTheHorizonAreTheirOwnRow()
    {
        QList<Comparison::Column> columns;
        for (const OfferRow& r : m_catalog.rows()) {
            if (r.offer && r.region() == u"cn-north-1"_s &&
                (r.instance->id() == u"aws/g4dn.xlarge"_s || r.instance->id() == u"aws/g5.2xlarge"_s))
                columns << r;
        }
        QCOMPARE(columns.size(), 2);
        Comparison::Options o;
        o.fx = snapshotRates();
        o.currency = u"CNY"_s;
        o.months = 12;
        o.withCosts = true;
        const Comparison c = Comparison::fromColumns(columns, m_catalog, o);
        QStringList keys;
        for (const auto& r : c.rows())
            keys << r.key;
        // On-demand owes nothing after the horizon: one row, as before.
        QVERIFY(keys.contains(u"cost_on_demand_total"_s));
        QVERIFY(!keys.contains(u"cost_on_demand_owed_after_horizon"_s));
        const auto& within = row(c, u"cost_reserved_3y_within_horizon"_s);
        const auto& owed = row(c, u"cost_reserved_3y_owed_after_horizon"_s);
        const auto& whole = row(c, u"cost_reserved_3y_total"_s);
        QCOMPARE(within.label, u"Paid over 12 months: reserved 3 years"_s);
        QCOMPARE(whole.label, u"Whole commitment: reserved 3 years"_s);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(within.raw[i] && owed.raw[i] && whole.raw[i]);
            QVERIFY(*owed.raw[i] > 0);
            QCOMPARE(qRound64((*within.raw[i] + *owed.raw[i]) * 100), qRound64(*whole.raw[i] * 100));
            QVERIFY2(owed.display[i].startsWith(u"+ "_s) && owed.display[i].endsWith(u"(24 months owed)"_s),
                     qPrintable(owed.display[i]));
        }
        // The rows follow each other: within, owed, whole.
        QCOMPARE(keys.indexOf(u"cost_reserved_3y_owed_after_horizon"_s),
                 keys.indexOf(u"cost_reserved_3y_within_horizon"_s) + 1);
        QCOMPARE(keys.indexOf(u"cost_reserved_3y_total"_s),
                 keys.indexOf(u"cost_reserved_3y_within_horizon"_s) + 2);
    }

    // The per-GPU price is one exact division, the same the explorer and the command line show.
    // "Cheapest way to buy" is the report's rule: the lowest total that cannot be interrupted. Where spot is
    // the lowest total, the row names the cheapest option without it.
    void cheapestWayToBuyLeavesSpotOut()
    {
        Comparison::Options o;
        o.fx = snapshotRates();
        o.withCosts = true;
        int spotWouldWin = 0;
        int checked = 0;
        for (const OfferRow& r : m_catalog.rows()) {
            if (!r.offer || !r.offer->spot || checked >= 40)
                continue;
            const Comparison c = Comparison::fromColumns({r}, m_catalog, o);
            const Result<CostEstimate> e = estimateCost(CostInputs::forRow(r, Precision::FP16, o));
            QVERIFY(e.ok());
            const CostEstimate& est = e.value();
            QVERIFY(est.cheapestUninterruptible >= 0);
            QCOMPARE(row(c, u"cheapest_pricing"_s).display[0],
                     est.options[est.cheapestUninterruptible].label());
            QVERIFY(!est.options[est.cheapestUninterruptible].interruptible);
            spotWouldWin += est.options[est.cheapest].interruptible ? 1 : 0;
            ++checked;
        }
        QVERIFY(checked > 0);
        QVERIFY(spotWouldWin > 0); // the case means something: spot is the lowest total somewhere
    }

    void perGpuPriceIsExact()
    {
        const Money hourly(98'320'000, u"USD"_s);
        QCOMPARE(perGpuPrice(hourly, 8)->micros(), Q_INT64_C(12'290'000));
        QCOMPARE(perGpuPrice(Money(526'000, u"USD"_s), 0.25)->micros(), Q_INT64_C(2'104'000));
        QCOMPARE(perGpuPrice(Money(1'000'000, u"USD"_s), 3)->micros(), Q_INT64_C(333'333));
        QVERIFY(!perGpuPrice(hourly, 0));
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
