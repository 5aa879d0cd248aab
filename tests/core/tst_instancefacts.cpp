#include "catalog.h"
#include "instancefacts.h"
#include "testcatalog.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// The fact sheet `show` prints and the details pane shows (core/output/instancefacts.h), on the fixture.
class TestInstanceFacts : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    QString value(const QString& instance, const QString& key) const
    {
        for (const InstanceFact& f : instanceFacts(*m_catalog.instance(instance), m_catalog)) {
            if (f.key == key)
                return f.value;
        }
        return u"<none>"_s;
    }

private Q_SLOTS:
    void sourceLineSaysWhatTheDateIs_data()
    {
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<bool>("undated");
        QTest::addColumn<QString>("line");
        QTest::newRow("dated") << QDate(2026, 7, 30) << false << u"Price list, as of 2026-07-30"_s;
        QTest::newRow("undated") << QDate(2026, 11, 30) << true
                                 << u"Price list, undated (retrieved 2026-11-30)"_s;
        QTest::newRow("no date") << QDate() << false << u"Price list"_s;
    }

    void sourceLineSaysWhatTheDateIs()
    {
        QFETCH(QDate, asOf);
        QFETCH(bool, undated);
        QFETCH(QString, line);
        Source s;
        s.title = u"Price list"_s;
        s.asOf = asOf;
        s.undated = undated;
        QCOMPARE(sourceLine(s), line);
    }

    void initTestCase() { m_catalog = loadFixtureCatalog(); }

    void listsTheFactsInOrder()
    {
        QStringList keys;
        for (const InstanceFact& f : instanceFacts(*m_catalog.instance(u"alpha/h100.8x"_s), m_catalog))
            keys << f.key;
        QCOMPARE(keys, (QStringList{u"instance"_s,
                                    u"provider"_s,
                                    u"family"_s,
                                    u"gpus"_s,
                                    u"gpu_memory"_s,
                                    u"fp64_per_gpu"_s,
                                    u"fp64_tensor_per_gpu"_s,
                                    u"fp32_per_gpu"_s,
                                    u"tf32_per_gpu"_s,
                                    u"bf16_per_gpu"_s,
                                    u"fp16_per_gpu"_s,
                                    u"fp8_per_gpu"_s,
                                    u"fp6_per_gpu"_s,
                                    u"fp4_per_gpu"_s,
                                    u"int8_per_gpu"_s,
                                    u"gpu_interconnect"_s,
                                    u"network"_s,
                                    u"rdma"_s,
                                    u"vcpus"_s,
                                    u"ram"_s,
                                    u"local_storage"_s,
                                    u"virtualization"_s,
                                    u"spec_source"_s,
                                    u"gpu_source"_s,
                                    u"gpu_notes"_s}));
    }

    void states_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("GPUs") << u"alpha/h100.8x"_s << u"gpus"_s << u"8x H100 SXM5 80GB"_s;
        QTest::newRow("provider by its name") << u"beta/gn.a100"_s << u"provider"_s << u"Beta Cloud"_s;
        QTest::newRow("network") << u"alpha/h100.8x"_s << u"network"_s << u"3200 Gbps"_s;
        QTest::newRow("network not stated") << u"beta/gn.a100"_s << u"network"_s << QString();
        QTest::newRow("dense with sparse beside it")
            << u"alpha/h100.8x"_s << u"bf16_per_gpu"_s << u"989 (sparse 1979)"_s;
        QTest::newRow("no figure at a precision") << u"alpha/l4.1x"_s << u"fp64_per_gpu"_s << QString();
        QTest::newRow("the spec source and its date")
            << u"alpha/h100.8x"_s << u"spec_source"_s
            << u"Alpha Cloud test specifications, as of 2026-10-01"_s;
        QTest::newRow("notes when there are any")
            << u"alpha/t4.unpriced"_s << u"notes"_s << u"Sold on request: no public price."_s;
        QTest::newRow("no notes line without notes") << u"alpha/l4.1x"_s << u"notes"_s << u"<none>"_s;
    }
    void states()
    {
        QFETCH(QString, instance);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        QCOMPARE(value(instance, key), expected);
    }
};

QTEST_GUILESS_MAIN(TestInstanceFacts)
#include "tst_instancefacts.moc"
