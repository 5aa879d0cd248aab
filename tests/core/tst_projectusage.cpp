// core/estimate/projectusage: a scenario's storage (data set and checkpoints) and egress (responses), sized
// by hand-checkable rules, and the plan items the wizard adds for them at the catalog's prices.
#include "projectusage.h"
#include "testcatalog.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
UsagePriceList fixturePrices()
{
    return loadUsagePriceFixture();
}

PlanItem instanceItem(const QString& id, const QString& region, int start, int months, const QString& phase)
{
    PlanItem i;
    i.instanceId = id;
    i.region = region;
    i.startMonth = start;
    i.months = months;
    i.phase = phase;
    return i;
}
} // namespace

class TestProjectUsage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sizesStorageAndEgress_data()
    {
        QTest::addColumn<int>("workload");
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("qps");
        QTest::addColumn<int>("outputTokens");
        QTest::addColumn<double>("responseKb"); // 0: from the output tokens
        QTest::addColumn<int>("checkpoints");
        QTest::addColumn<qint64>("datasetGb");
        QTest::addColumn<qint64>("checkpointGb");
        QTest::addColumn<qint64>("egressGb");
        // 300e9 tokens x 4 B = 1,200 GB; 3 x 7e9 x 14 B = 294 GB.
        QTest::newRow("7B on 300B tokens") << int(Workload::Train) << 7e9 << 3e11 << 0.0 << 256 << 0.0 << 3
                                           << qint64(1200) << qint64(294) << qint64(0);
        // 5 x 70e9 x 14 B = 4,900 GB; 15e12 x 4 B = 60,000 GB.
        QTest::newRow("70B, 5 checkpoints") << int(Workload::Train) << 7e10 << 1.5e13 << 0.0 << 256 << 0.0
                                            << 5 << qint64(60'000) << qint64(4'900) << qint64(0);
        // 1e9 tokens x 4 B = 4 GB; 1 x 1.3e9 x 14 B = 18.2 GB, rounded up to 19.
        QTest::newRow("rounded up") << int(Workload::Train) << 1.3e9 << 1e9 << 0.0 << 256 << 0.0 << 1
                                    << qint64(4) << qint64(19) << qint64(0);
        // 10/s x 2,628,000 s = 26,280,000 responses x 1,024 B (256 tokens x 4 B) = 26.9 GB -> 27.
        QTest::newRow("serving from output tokens") << int(Workload::Inference) << 7e9 << 0.0 << 10.0 << 256
                                                    << 0.0 << 3 << qint64(0) << qint64(0) << qint64(27);
        // 26,280,000 x 2,000 B = 52.56 GB -> 53.
        QTest::newRow("serving 2 KB responses") << int(Workload::Inference) << 7e9 << 0.0 << 10.0 << 256
                                                << 2.0 << 3 << qint64(0) << qint64(0) << qint64(53);
        // Train then serve: both.
        QTest::newRow("train then serve") << int(Workload::Train) << 7e9 << 3e11 << 10.0 << 256 << 0.0 << 3
                                          << qint64(1200) << qint64(294) << qint64(27);
    }
    void sizesStorageAndEgress()
    {
        QFETCH(int, workload);
        QFETCH(double, params);
        QFETCH(double, tokens);
        QFETCH(double, qps);
        QFETCH(int, outputTokens);
        QFETCH(double, responseKb);
        QFETCH(int, checkpoints);
        QFETCH(qint64, datasetGb);
        QFETCH(qint64, checkpointGb);
        QFETCH(qint64, egressGb);
        Scenario s;
        s.workload = Workload(workload);
        s.params = params;
        if (tokens > 0)
            s.tokens = tokens;
        if (qps > 0)
            s.qps = qps;
        s.outputTokens = outputTokens;
        ProjectUsageOptions o;
        o.checkpoints = checkpoints;
        if (responseKb > 0)
            o.responseKb = responseKb;
        const ProjectUsage u = estimateProjectUsage(s, o);
        QCOMPARE(u.datasetGb, datasetGb);
        QCOMPARE(u.checkpointGb, checkpointGb);
        QCOMPARE(u.storageGb(), datasetGb + checkpointGb);
        QCOMPARE(u.egressGbPerMonth, egressGb);
        QCOMPARE(u.storageReason.isEmpty(), checkpointGb == 0);
        QCOMPARE(u.egressReason.isEmpty(), egressGb == 0);
    }

    void explainsTheSizes()
    {
        Scenario s;
        s.params = 7e9;
        s.tokens = 3e11;
        s.qps = 10;
        const ProjectUsage u = estimateProjectUsage(s, {});
        QVERIFY2(u.storageReason.startsWith(u"data set 300 B tokens × 4 bytes = 1,200 GB; "_s),
                 qPrintable(u.storageReason));
        QVERIFY2(u.storageReason.contains(u"3 checkpoints of 7 B parameters × 14 bytes"_s) &&
                     u.storageReason.contains(u"= 294 GB"_s),
                 qPrintable(u.storageReason));
        QVERIFY2(u.egressReason.contains(u"10 requests/s × 730 hours × 256 output tokens × 4 bytes"_s) &&
                     u.egressReason.contains(u"= 27 GB a month"_s),
                 qPrintable(u.egressReason));
    }

    // LoRA keeps the base model once and checkpoints the adapters only.
    void loraCheckpointsTheAdapters()
    {
        Scenario s;
        s.workload = Workload::Finetune;
        s.finetune = FinetuneMethod::Lora;
        s.params = 7e9;
        s.tokens = 1e8;
        const double adapters = s.loraParams();
        QVERIFY(adapters > 1e6 && adapters < 1e8);
        const ProjectUsage u = estimateProjectUsage(s, {});
        QCOMPARE(u.checkpointGb, qint64(std::ceil((3 * adapters * 14 + 7e9 * 2) / 1e9)));
        QVERIFY(u.storageReason.contains(u"base model"_s));
        s.finetune = FinetuneMethod::Full;
        QCOMPARE(estimateProjectUsage(s, {}).checkpointGb, 294);
    }

    void nothingWithoutTheFigures()
    {
        Scenario s; // training without params or tokens
        const ProjectUsage u = estimateProjectUsage(s, {});
        QCOMPARE(u.storageGb(), 0);
        QCOMPARE(u.egressGbPerMonth, 0);
        s.workload = Workload::Render;
        s.params = 7e9;
        QCOMPARE(estimateProjectUsage(s, {}).storageGb(), 0);
    }

    // Storage on the training item (its provider, region, months and phase), egress on the serving item;
    // at the catalog's price there, or left out and said so.
    void makesItemsBesideTheInstances()
    {
        Scenario s;
        s.params = 7e9;
        s.tokens = 3e11;
        s.qps = 10;
        const ProjectUsage u = estimateProjectUsage(s, {});
        const QList<PlanItem> instances{
            instanceItem(u"aws/p5.48xlarge"_s, u"us-east-1"_s, 1, 2, u"training"_s),
            instanceItem(u"aws/g5.xlarge"_s, u"us-east-1"_s, 3, 12, u"inference"_s)};
        const ProjectUsageItems got = projectUsageItems(s, u, true, true, instances, fixturePrices());
        QVERIFY2(got.notes.isEmpty(), qPrintable(got.notes.join(u'\n')));
        QCOMPARE(got.items.size(), 2);
        const PlanItem& storage = got.items[0];
        QCOMPARE(storage.kind, PlanItemKind::Storage);
        QCOMPARE(storage.usagePrice.kind, UsageKind::ObjectStorage);
        QCOMPARE(storage.gb, 1494);
        QCOMPARE(storage.providerId, u"aws"_s);
        QCOMPARE(storage.region, u"us-east-1"_s);
        QCOMPARE(storage.startMonth, 1);
        QCOMPARE(storage.months, 2);
        QCOMPARE(storage.phase, u"training"_s);
        QCOMPARE(storage.notes, u.storageReason);
        const PlanItem& egress = got.items[1];
        QCOMPARE(egress.kind, PlanItemKind::Transfer);
        QCOMPARE(egress.gb, 27);
        QCOMPARE(egress.startMonth, 3);
        QCOMPARE(egress.months, 12);
        QCOMPARE(egress.phase, u"inference"_s);

        // Only what was asked for.
        QCOMPARE(projectUsageItems(s, u, false, true, instances, fixturePrices()).items.size(), 1);
        QCOMPARE(projectUsageItems(s, u, true, false, instances, fixturePrices()).items.first().kind,
                 PlanItemKind::Storage);

        // No object storage price in eu-west-1: left out, and the note says so.
        const QList<PlanItem> elsewhere{
            instanceItem(u"aws/p5.48xlarge"_s, u"eu-west-1"_s, 1, 2, u"training"_s)};
        const ProjectUsageItems none = projectUsageItems(s, u, true, true, elsewhere, fixturePrices());
        QVERIFY(none.items.isEmpty());
        QCOMPARE(none.notes.size(), 1);
        QVERIFY2(none.notes.first().contains(u"no published object storage price for aws in eu-west-1"_s),
                 qPrintable(none.notes.first()));
    }

    // An inference scenario: egress on its (only) items; no storage item.
    void servingAlone()
    {
        Scenario s;
        s.workload = Workload::Inference;
        s.params = 7e9;
        s.qps = 10;
        const ProjectUsage u = estimateProjectUsage(s, {});
        const QList<PlanItem> instances{
            instanceItem(u"aws/g5.xlarge"_s, u"us-east-1"_s, 1, 12, u"inference"_s)};
        const ProjectUsageItems got = projectUsageItems(s, u, true, true, instances, fixturePrices());
        QCOMPARE(got.items.size(), 1);
        QCOMPARE(got.items.first().kind, PlanItemKind::Transfer);
    }
};

QTEST_GUILESS_MAIN(TestProjectUsage)
#include "tst_projectusage.moc"
