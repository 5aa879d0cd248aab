// Importers (core/import/importer.h) on real excerpts in tests/data/import: SkyPilot vms.csv of several
// clouds, ec2instances.info JSON, the CSV template, each quirk, malformed files, and the written catalog.
#include "catalogloader.h"
#include "catalogwriter.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "testcatalog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

QByteArray readData(const QString& relative)
{
    QFile f(QStringLiteral(GP_TEST_DATA_DIR) + u"/import/"_s + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(relative));
    return f.readAll();
}

const InstanceType* instanceNamed(const ImportResult& r, const QString& name)
{
    for (const InstanceType& i : r.fragment.instances) {
        if (i.name == name)
            return &i;
    }
    return nullptr;
}

const Offer* offerIn(const InstanceType* i, const QString& region)
{
    if (!i)
        return nullptr;
    for (const Offer& o : i->offers) {
        if (o.region == region)
            return &o;
    }
    return nullptr;
}

Money usd(std::int64_t micros)
{
    return Money(micros, u"USD"_s);
}

} // namespace

class tst_Importer : public QObject
{
    Q_OBJECT

private:
    Catalog m_builtin = loadSnapshotCatalog();

    ImportResult run(const QString& relative, ImportFormat format, const QString& provider = {},
                     QDate asOf = QDate(2026, 11, 1))
    {
        ImportOptions o;
        o.provider = provider;
        o.asOf = asOf;
        o.displayPath = relative;
        const auto r = importCatalog(readData(relative), format, o, m_builtin.gpus());
        if (!r)
            qFatal("%s", qPrintable(r.error().toString()));
        return r.value();
    }

private Q_SLOTS:
    // Real GCP rows (anycloud-sh/catalog gcp/vms.csv, 2026-05-20): a machine's host row plus its GPUs' row
    // in the same zone is its price, computed here independently from the raw rows.
    void gcpHostRowsPlusGpuRows()
    {
        const QString file = u"real/gcp/vms.csv"_s;
        const ImportResult r = run(file, ImportFormat::SkyPilot, u"gcp"_s);
        // Independent computation: split the raw rows (no quoted commas in them).
        const QList<QByteArray> lines = readData(file).trimmed().split('\n');
        QMap<QString, double> host, hostSpot, gpu, gpuSpot; // machine|zone and name|count|zone
        int dataRows = 0;
        for (const QByteArray& l : lines.mid(1)) {
            ++dataRows;
            const QList<QByteArray> f = l.split(',');
            // InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,Zone,Price,SpotPrice
            const QString zone = QString::fromLatin1(f[f.size() - 3]);
            if (!f[0].isEmpty()) {
                host[QString::fromLatin1(f[0]) + u'|' + zone] = f[f.size() - 2].toDouble();
                hostSpot[QString::fromLatin1(f[0]) + u'|' + zone] = f[f.size() - 1].toDouble();
            } else {
                const QString key =
                    QString::fromLatin1(f[3]) + u'|' + QString::fromLatin1(f[4]) + u'|' + zone;
                gpu[key] = f[f.size() - 2].toDouble();
                gpuSpot[key] = f[f.size() - 1].toDouble();
            }
        }
        const std::map<QString, QString> gpusOf{{u"a2-highgpu-1g"_s, u"A100|1"_s},
                                                {u"a3-highgpu-8g"_s, u"H100|8"_s}};
        for (const auto& [machine, gpuKey] : gpusOf) {
            double od = 1e9;
            double spot = 1e9;
            for (auto it = host.cbegin(); it != host.cend(); ++it) {
                if (!it.key().startsWith(machine + u'|'))
                    continue;
                const QString zone = it.key().section(u'|', 1);
                QVERIFY2(gpu.contains(gpuKey + u'|' + zone), qPrintable(zone));
                od = std::min(od, it.value() + gpu[gpuKey + u'|' + zone]);
                spot = std::min(spot, hostSpot[it.key()] + gpuSpot[gpuKey + u'|' + zone]);
            }
            const Offer* o = offerIn(instanceNamed(r, machine), u"us-central1"_s);
            QVERIFY2(o, qPrintable(machine));
            QCOMPARE(o->onDemandPrice(), usd(std::llround(od * 1e6)));
            QCOMPARE(o->spotPrice(), usd(std::llround(spot * 1e6)));
        }
        QCOMPARE(offerIn(instanceNamed(r, u"a2-highgpu-1g"_s), u"us-central1"_s)->onDemandPrice(),
                 usd(3'673'390));
        QCOMPARE(instanceNamed(r, u"a2-highgpu-1g"_s)->gpuId, u"nvidia-a100-sxm4-40gb"_s);
        QCOMPARE(instanceNamed(r, u"a3-highgpu-8g"_s)->gpuCount, 8.0);
        // Every row accounted for: a host row became an offer or was folded into its region; a GPU row was
        // added to a host row or skipped with its reason; TPUs skipped.
        const ImportReport& rep = r.report;
        QCOMPARE(rep.rowsRead, dataRows);
        QCOMPARE(rep.offersImported + rep.zoneRowsFolded + rep.duplicatesMerged + rep.partRowsAdded +
                     rep.rowsSkipped(),
                 dataRows);
        QCOMPARE(rep.skipped.value(u"TPU, not a GPU"_s).size(), 3);
        QCOMPARE(
            rep.skipped
                .value(
                    u"GPU price row for N1 VMs (GCP attaches this GPU to an N1 machine of the user's choice, "
                    u"which the file lists without GPUs)"_s)
                .size(),
            4); // T4
        QCOMPARE(rep.skipped.value(u"GPU price row of a machine type the file does not list in that zone"_s)
                     .size(),
                 7); // A100 x8 (no a2-highgpu-8g row) and H100 x1 (no a3-highgpu-1g row)
    }

    // Real Azure rows (anycloud-sh/catalog azure/vms.csv, 2026-05-20): "V1,V2" unquoted in the last column.
    void azureUnquotedGenerationColumn()
    {
        const ImportResult r = run(u"real/azure/vms.csv"_s, ImportFormat::SkyPilot, u"azure"_s);
        QCOMPARE(r.report.rowsRead, 9);
        QCOMPARE(r.report.offersImported, 9);
        QCOMPARE(r.report.rowsSkipped(), 0);
        QVERIFY(
            r.report.toText().contains(u"4 rows whose last column (Generation) holds an unquoted comma"_s));
        const Offer* t4 = offerIn(instanceNamed(r, u"Standard_NC4as_T4_v3"_s), u"australiacentral2"_s);
        QVERIFY(t4);
        QCOMPARE(t4->onDemandPrice(), usd(684'000));
        QCOMPARE(t4->spotPrice(), usd(68'400));
        // The file's guess (A100 SXM4) is marked as a guess, and the curated catalog's hardware wins.
        const InstanceType* nc = instanceNamed(r, u"Standard_NC24ads_A100_v4"_s);
        QVERIFY(nc && nc->gpuAssumed);
        Catalog merged = loadSnapshotCatalog();
        const QStringList conflicts = merged.conflictsWith(r.fragment);
        QVERIFY2(conflicts.join(u'\n').contains(
                     u"azure/Standard_NC24ads_A100_v4: the file's A100 SXM4 80GB is a guess"_s),
                 qPrintable(conflicts.join(u'\n')));
        CatalogFragment f = r.fragment;
        f.imported = true;
        merged.addFragment(f);
        IssueList issues;
        merged.finalize(issues);
        const InstanceType* after = merged.instance(u"azure/Standard_NC24ads_A100_v4"_s);
        QCOMPARE(after->gpuId, u"nvidia-a100-pcie-80gb"_s);
        QVERIFY(!after->imported);
        bool imported = false;
        for (const Offer& o : after->offers)
            imported = imported || o.region == u"brazilsouth"_s;
        QVERIFY(imported);
    }

    // Real Vast rows (anycloud-sh/catalog vast/vms.csv, 2026-05-20): GpuInfo's memory is the instance total.
    void vastMemoryIsTheInstanceTotal()
    {
        const ImportResult r = run(u"real/vast/vms.csv"_s, ImportFormat::SkyPilot, u"vast"_s);
        QCOMPARE(instanceNamed(r, u"2x-RTX_4090-32-65536"_s)->gpuId, u"nvidia-rtx-4090"_s);
        QCOMPARE(instanceNamed(r, u"2x-RTX_4090-32-65536"_s)->gpuCount, 2.0);
        // A GPU the table does not know keeps the memory of one GPU (12 GB, not the total).
        bool found = false;
        for (const Gpu& g : r.fragment.gpus) {
            if (g.id == u"import-rtx3060"_s) {
                found = true;
                QVERIFY2(g.memoryGb > 11 && g.memoryGb < 13, qPrintable(QString::number(g.memoryGb)));
                QVERIFY(!g.denseTflops(Precision::FP16));
            }
        }
        QVERIFY(found);
        // Two rows of one type that disagree are reported, not silently merged.
        QVERIFY2(r.report.conflicts.join(u'\n').contains(u"1x-A100_SXM4-32-65536"_s),
                 qPrintable(r.report.conflicts.join(u'\n')));
        QVERIFY(r.report.toText().contains(u"conflict: 1x-A100_SXM4-32-65536"_s));
    }

    // A header with the price column twice is refused instead of silently dropping prices.
    void repeatedPriceColumnIsAnError()
    {
        const QByteArray csv =
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,Price\n"
            "gpu_1x_a10,A10,1,30,200,0.75,us-east-1,0.20\n";
        ImportOptions o;
        o.provider = u"lambda"_s;
        o.asOf = QDate(2026, 11, 1);
        o.displayPath = u"dup.csv"_s;
        const auto r = importCatalog(csv, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Schema);
        QVERIFY2(r.error().toString().contains(u"Price (columns 6, 8)"_s), qPrintable(r.error().toString()));
    }

    void providerOnlyFromAKnownFolder()
    {
        QCOMPARE(providerFromPath(u"/home/u/lambda/vms.csv"_s), u"lambda"_s);
        QCOMPARE(providerFromPath(u"/home/u/downloads/vms.csv"_s), QString());
        QCOMPARE(providerFromPath(u"/tmp/vms.csv"_s), QString());
    }

    // Seeweb's real row: the memory is only in the name ("RTX PRO 6000 96GB", SizeInMiB 0).
    void memoryFromTheName()
    {
        const QByteArray csv =
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
            "ECS1GPU12,RTX PRO 6000 96GB,1,16,120.0,1.25,it-fr2,\"{'Gpus': [{'Name': 'RTX PRO 6000 96GB', "
            "'Manufacturer': 'NVIDIA', 'Count': 1.0, 'MemoryInfo': {'SizeInMiB': 0}}], "
            "'TotalGpuMemoryInMiB': 0}\",\n";
        ImportOptions o;
        o.provider = u"seeweb"_s;
        o.asOf = QDate(2026, 11, 1);
        o.displayPath = u"seeweb.csv"_s;
        const auto r = importCatalog(csv, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(r);
        QCOMPARE(r.value().report.offersImported, 1);
        QCOMPARE(instanceNamed(r.value(), u"ECS1GPU12"_s)->gpuId, u"nvidia-rtx-pro-6000"_s);
    }

    void lambda()
    {
        const ImportResult r = run(u"skypilot/lambda/vms.csv"_s, ImportFormat::SkyPilot, u"lambda"_s);
        const ImportReport& rep = r.report;
        QCOMPARE(rep.rowsRead, 425);
        QCOMPARE(rep.offersImported, 374);
        QCOMPARE(rep.instancesImported, 22);
        QCOMPARE(rep.rowsSkipped(), 51);
        QCOMPARE(rep.skipped.value(u"no accelerator (CPU instance)"_s).size(), 51);
        QVERIFY(rep.unrecognisedGpus.isEmpty()); // A6000, GH200 and RTX6000 are in the GPU table
        QCOMPARE(instanceNamed(r, u"gpu_1x_a6000"_s)->gpuId, u"nvidia-rtx-a6000"_s);
        QCOMPARE(instanceNamed(r, u"gpu_1x_rtx6000"_s)->gpuId, u"nvidia-quadro-rtx-6000"_s);
        QCOMPARE(r.fragment.provider->id, u"lambda"_s);
        // Prices as written, in USD, in every one of the 17 regions.
        const InstanceType* h100 = instanceNamed(r, u"gpu_8x_h100_sxm5"_s);
        QVERIFY(h100);
        QCOMPARE(h100->gpuId, u"nvidia-h100-sxm5-80gb"_s);
        QCOMPARE(h100->gpuCount, 8.0);
        QCOMPARE(h100->vcpus, 208);
        QCOMPARE(h100->memoryGib, 1800.0);
        QCOMPARE(h100->offers.size(), 17);
        const Offer* east = offerIn(h100, u"us-east-1"_s);
        QVERIFY(east);
        QCOMPARE(east->onDemandPrice(), usd(31'920'000));
        QVERIFY(!east->spot);
        QCOMPARE(east->onDemandHourly->source->asOf, QDate(2026, 11, 1));
        QVERIFY(east->onDemandHourly->source->title.contains(u"SkyPilot"_s));
        QVERIFY(east->onDemandHourly->source->title.contains(u"vms.csv"_s));
        QCOMPARE(instanceNamed(r, u"gpu_1x_h100_pcie"_s)->gpuId, u"nvidia-h100-pcie-80gb"_s);
        QCOMPARE(instanceNamed(r, u"gpu_8x_a100_80gb_sxm4"_s)->gpuId, u"nvidia-a100-sxm4-80gb"_s);
        // A6000 is the RTX A6000 of the table: no placeholder GPU is made for it.
        const InstanceType* a6000 = instanceNamed(r, u"gpu_1x_a6000"_s);
        QVERIFY(a6000);
        QCOMPARE(a6000->gpuId, u"nvidia-rtx-a6000"_s);
        QVERIFY(r.fragment.gpus.isEmpty());
        QVERIFY(rep.toText().contains(u"rows read: 425; offers imported: 374"_s));
    }

    void cudoFloatNoiseAndStringCounts()
    {
        const ImportResult r = run(u"skypilot/cudo/vms.csv"_s, ImportFormat::SkyPilot, u"cudo"_s);
        const InstanceType* a40 = instanceNamed(r, u"ice-lake-a40-compute_1x2v4gb"_s);
        QVERIFY(a40);
        QCOMPARE(a40->gpuId, u"nvidia-a40"_s);
        // 0.36979999999999996 -> 0.3698 (micro-units, rounded)
        QCOMPARE(offerIn(a40, u"ca-montreal-3"_s)->onDemandPrice(), usd(369'800));
        const InstanceType* h100 = instanceNamed(r, u"sapphire-rapids-h100_1x4v8gb"_s);
        QVERIFY(h100);
        QCOMPARE(h100->gpuCount, 1.0); // "1.0" in the column, '1.0' inside GpuInfo
        QCOMPARE(offerIn(h100, u"no-kristiansand-1"_s)->onDemandPrice(), usd(1'852'800));
        QCOMPARE(h100->gpuId, u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(rep(r).unrecognisedGpus.isEmpty()); // RTXA5000 is the RTX A5000
    }

    static const ImportReport& rep(const ImportResult& r) { return r.report; }

    void nebiusSpotPricesAndZeroCounts()
    {
        const ImportResult r = run(u"skypilot/nebius/vms.csv"_s, ImportFormat::SkyPilot, u"nebius"_s);
        const InstanceType* h100 = instanceNamed(r, u"gpu-h100-sxm_8gpu-128vcpu-1600gb"_s);
        QVERIFY(h100);
        QCOMPARE(h100->gpuId, u"nvidia-h100-sxm5-80gb"_s); // memory 0 in GpuInfo; the name says SXM
        const Offer* o = offerIn(h100, u"eu-north1"_s);
        QVERIFY(o);
        QCOMPARE(o->onDemandPrice(), usd(23'600'000));
        QCOMPARE(o->spotPrice(), usd(10'000'000));
        QVERIFY(r.report.skipped.value(u"no accelerator (CPU instance)"_s).size() > 0);
        QVERIFY(r.report.unrecognisedGpus.isEmpty());
    }

    void gcpHostRowsTpusAndSentinels()
    {
        const ImportResult r = run(u"skypilot/gcp/vms.csv"_s, ImportFormat::SkyPilot, u"gcp"_s);
        QVERIFY(r.report.nothingImported());
        const auto& s = r.report.skipped;
        // The excerpt has host rows but none of their GPUs' rows.
        QVERIFY(s.contains(u"GCP GPU machine without a price row for its GPUs in that zone: left out rather "
                           u"than shown too cheap"_s));
        QVERIFY(s.contains(u"TPU, not a GPU"_s));
        QVERIFY(s.contains(u"no accelerator (CPU instance)"_s)); // n1-highmem-8 in the unsorted tail
        QCOMPARE(r.report.rowsSkipped(), r.report.rowsRead);
    }

    void runpodColumnOrderAndMemoryInGb()
    {
        const ImportResult r = run(u"skypilot/runpod/vms.csv"_s, ImportFormat::SkyPilot, u"runpod"_s);
        const InstanceType* a100 = instanceNamed(r, u"1x_A100-80GB_SECURE"_s);
        QVERIFY(a100);
        QCOMPARE(a100->gpuId, u"nvidia-a100-pcie-80gb"_s); // GpuInfo's Name says "A100 PCIe"
        QVERIFY(!a100->gpuAssumed);
        const Offer* o = offerIn(a100, u"IN"_s);
        QVERIFY(o);
        QCOMPARE(o->onDemandPrice(), usd(1'390'000));
        QCOMPARE(o->spotPrice(), usd(1'390'000));
    }

    // RunPod's v7 file gives only the short name: the bare model is the PCIe card, as RunPod's API ids say.
    void runpodShortNamesTellPcieFromSxm_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("gpuId");
        QTest::newRow("H100") << u"1x_H100_SECURE"_s << u"nvidia-h100-pcie-80gb"_s;
        QTest::newRow("H100-SXM") << u"1x_H100-SXM_SECURE"_s << u"nvidia-h100-sxm5-80gb"_s;
        QTest::newRow("A100-80GB") << u"1x_A100-80GB_SECURE"_s << u"nvidia-a100-pcie-80gb"_s;
        QTest::newRow("A100-80GB-SXM") << u"1x_A100-80GB-SXM_SECURE"_s << u"nvidia-a100-sxm4-80gb"_s;
    }
    void runpodShortNamesTellPcieFromSxm()
    {
        QFETCH(QString, instance);
        QFETCH(QString, gpuId);
        const ImportResult r = run(u"skypilot/runpod-v7/vms.csv"_s, ImportFormat::SkyPilot, u"runpod"_s);
        const InstanceType* i = instanceNamed(r, instance);
        QVERIFY(i);
        QCOMPARE(i->gpuId, gpuId);
        QVERIFY(!i->gpuAssumed);
    }

    void fluidstackNameIsMadeSafe()
    {
        const ImportResult r = run(u"skypilot/fluidstack/vms.csv"_s, ImportFormat::SkyPilot, u"fluidstack"_s);
        QCOMPARE(r.fragment.instances.size(), 1);
        const InstanceType& i = r.fragment.instances.first();
        QCOMPARE(i.name, u"H100_NVLINK_80GB-8"_s);
        QVERIFY(i.notes.contains(u"H100_NVLINK_80GB::8"_s));
        QCOMPARE(i.gpuId, u"nvidia-h100-sxm5-80gb"_s);
        QCOMPARE(i.offers.first().region, u"FINLAND"_s);
    }

    // Found by fuzzing: names that become the same id once their odd characters are replaced stay apart.
    void namesThatCollideOnceMadeSafe()
    {
        const QByteArray csv = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n"
                               "gpu:1x,A10,1,30,200,1.29,east\n"
                               "gpu;1x,A10,1,30,200,1.49,east\n"
                               "gpu-1x,A10,1,30,200,1.59,east\n";
        ImportOptions o;
        o.provider = u"lambda"_s;
        o.asOf = QDate(2026, 11, 1);
        const auto r = importCatalog(csv, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(r);
        QStringList names;
        for (const InstanceType& i : r.value().fragment.instances)
            names << i.name;
        QCOMPARE(names, (QStringList{u"gpu-1x"_s, u"gpu-1x-2"_s, u"gpu-1x-3"_s}));
        const CatalogFragment back = CatalogLoader::loadData(importedCatalogJson(r.value()), u"i.json"_s);
        QVERIFY(back.issues.isEmpty());
        QCOMPARE(back.instances.size(), 3);
    }

    // A price above zero but under the currency's smallest unit would cost 0.00: the row is refused with the
    // reason; a cent (or one yen) is a price.
    void templatePricesUnderTheSmallestUnitAreRefused()
    {
        const QByteArray csv = "provider,instance,gpu_model,gpu_count,vcpus,memory_gib,region,currency,on_"
                               "demand_hourly,source,as_of\n"
                               "aws,a,T4,1,4,15,us-east-1,USD,0.0000001,Price list,2024-12-30\n"
                               "aws,b,T4,1,4,15,us-east-1,USD,0.01,Price list,2024-12-30\n"
                               "aws,c,T4,1,4,15,us-east-1,JPY,0.5,Price list,2024-12-30\n"
                               "aws,d,T4,1,4,15,us-east-1,JPY,1,Price list,2024-12-30\n";
        const auto r = importCatalog(csv, ImportFormat::CsvTemplate, ImportOptions{}, m_builtin.gpus());
        QVERIFY(r);
        QStringList kept;
        for (const InstanceType& i : r.value().fragment.instances)
            kept << i.name;
        QCOMPARE(kept, (QStringList{u"b"_s, u"d"_s}));
        const QString skipped = r.value().report.skipped.keys().join(u'\n');
        QVERIFY2(skipped.contains(u"on_demand_hourly 0.0000001 is under the smallest unit of USD"_s),
                 qPrintable(skipped));
        QVERIFY2(skipped.contains(u"on_demand_hourly 0.5 is under the smallest unit of JPY"_s),
                 qPrintable(skipped));
    }

    // A text over its limit refuses its row with the column named; at the limit it is kept whole, to the
    // last character, and the written catalog loads back with it.
    void templateLongTextsAreKeptWholeOrRefused_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<int>("limit");
        QTest::addColumn<QString>("reason");
        QTest::newRow("instance") << u"instance"_s << 128 << u"instance name longer than 128 characters"_s;
        QTest::newRow("gpu_model") << u"gpu_model"_s << 200 << u"GPU name longer than 200 characters"_s;
        QTest::newRow("notes") << u"notes"_s << 2000 << u"notes longer than 2000 characters"_s;
        QTest::newRow("source") << u"source"_s << 1000 << u"source longer than 1000 characters"_s;
        QTest::newRow("source_url") << u"source_url"_s << 2000 << u"source_url longer than 2000 characters"_s;
    }

    void templateLongTextsAreKeptWholeOrRefused()
    {
        QFETCH(QString, column);
        QFETCH(int, limit);
        QFETCH(QString, reason);
        const QStringList header{
            u"provider"_s,   u"instance"_s,      u"gpu_model"_s, u"gpu_count"_s, u"vcpus"_s,
            u"memory_gib"_s, u"gpu_memory_gb"_s, u"region"_s,    u"currency"_s,  u"on_demand_hourly"_s,
            u"source"_s,     u"source_url"_s,    u"as_of"_s,     u"notes"_s};
        const auto row = [&](const QString& name, const QString& text) {
            QStringList cells{u"aws"_s,        name,      u"Acme X1"_s,    u"1"_s,
                              u"4"_s,          u"15"_s,   u"24"_s,         u"east"_s,
                              u"USD"_s,        u"1.25"_s, u"Price list"_s, u"https://example.com/p"_s,
                              u"2024-12-30"_s, u"note"_s};
            if (column != u"instance"_s)
                cells[header.indexOf(column)] = text;
            return cells.join(u',');
        };
        // Multi-byte characters, so a limit in UTF-8 bytes or UTF-16 units would show.
        const QString atLimit = QString(limit - 1, u'a') + u"😀"_s;
        const QString over = atLimit + u'b';
        const QString whole = column == u"instance"_s ? QString(limit, u'k') : u"kept"_s;
        const QString cut = column == u"instance"_s ? QString(limit + 1, u'r') : u"refused"_s;
        const QByteArray csv =
            (header.join(u',') + u'\n' + row(whole, atLimit) + u'\n' + row(cut, over) + u'\n').toUtf8();
        const auto r = importCatalog(csv, ImportFormat::CsvTemplate, ImportOptions{}, m_builtin.gpus());
        QVERIFY(r);
        const ImportResult& result = r.value();
        QCOMPARE(result.fragment.instances.size(), 1);
        const InstanceType& kept = result.fragment.instances.first();
        QCOMPARE(kept.name, whole);
        QCOMPARE(result.report.skipped.value(reason), QList<int>{3});
        if (column == u"notes"_s)
            QVERIFY(kept.notes.endsWith(atLimit));
        if (column == u"gpu_model"_s)
            QCOMPARE(result.fragment.gpus.first().model, atLimit);
        if (column == u"source"_s || column == u"source_url"_s) {
            const Source* source = kept.offers.first().priceSources().first();
            QVERIFY(source);
            QCOMPARE(column == u"source"_s ? source->title : source->url, atLimit);
        }
        const CatalogFragment back = CatalogLoader::loadData(importedCatalogJson(result), u"i.json"_s);
        QVERIFY2(back.issues.isEmpty(),
                 qPrintable(back.issues.isEmpty() ? QString() : back.issues.first().toString()));
        QCOMPARE(back.instances.size(), 1);
    }

    // Found by fuzzing: a first row with a bad currency does not give the provider that currency.
    void templateProviderCurrencyComesFromAValidRow()
    {
        const QByteArray csv = "provider,instance,gpu_model,gpu_count,vcpus,memory_gib,region,currency,on_"
                               "demand_hourly,source,as_of\n"
                               "aliyun,a,T4,1,4,15,cn-hangzhou,COY,11.63,Price list,2024-12-30\n"
                               "aliyun,b,T4,1,4,15,cn-hangzhou,CNY,11.63,Price list,2024-12-30\n";
        const auto r = importCatalog(csv, ImportFormat::CsvTemplate, ImportOptions{}, m_builtin.gpus());
        QVERIFY(r);
        QCOMPARE(r.value().fragment.provider->currency, u"CNY"_s);
        const CatalogFragment back = CatalogLoader::loadData(importedCatalogJson(r.value()), u"i.json"_s);
        QVERIFY2(back.issues.isEmpty(),
                 qPrintable(back.issues.isEmpty() ? QString() : back.issues.first().toString()));
        QCOMPARE(back.instances.size(), 1);
    }

    // Constructed in the AWS v9 layout: zones fold into regions (cheapest kept), an exact duplicate
    // merges, a zero price counts as unavailable.
    void zonesDuplicatesAndZeroPrices()
    {
        const ImportResult r = run(u"skypilot/quirks-aws-layout.csv"_s, ImportFormat::SkyPilot, u"aws"_s);
        const InstanceType* g5 = instanceNamed(r, u"g5.xlarge"_s);
        QVERIFY(g5);
        QCOMPARE(g5->offers.size(), 2);
        const Offer* east = offerIn(g5, u"us-east-1"_s);
        QCOMPARE(east->onDemandPrice(), usd(1'006'000));
        QCOMPARE(east->spotPrice(), usd(391'200));
        QVERIFY(east->notes.contains(u"2 availability zones"_s));
        QCOMPARE(r.report.zoneRowsFolded, 1); // g5 in use1-az2; p4d's use1-az1 row had only zero prices
        QCOMPARE(r.report.duplicatesMerged, 1);
        const InstanceType* p4d = instanceNamed(r, u"p4d.24xlarge"_s);
        QCOMPARE(offerIn(p4d, u"us-east-1"_s)->onDemandPrice(), usd(21'957'642));
        QVERIFY(r.report.skipped.contains(
            u"no usable price (empty, zero or GCP's unavailable sentinel 700.0)"_s));
        QVERIFY(r.report.notes.join(u'\n').contains(u"zero prices"_s));
    }

    void ec2InstancesChinaRegions()
    {
        const ImportResult r = run(u"ec2instances/cn-excerpt.json"_s, ImportFormat::Ec2Instances, {});
        QCOMPARE(r.fragment.provider->id, u"aws"_s);
        const InstanceType* g4 = instanceNamed(r, u"g4dn.xlarge"_s);
        QVERIFY(g4);
        QCOMPARE(g4->gpuId, u"nvidia-t4"_s);
        const Offer* o = offerIn(g4, u"cn-north-1"_s);
        QVERIFY(o);
        QCOMPARE(o->currency, u"CNY"_s);
        QCOMPARE(o->onDemandPrice(), Money(5'223'000, u"CNY"_s));
        bool noUpfront = false, allUpfront3 = false;
        for (const ReservedPrice& rp : o->reserved) {
            if (rp.termYears == 1 && rp.payment == PaymentOption::NoUpfront) {
                noUpfront = true;
                QCOMPARE(rp.publishedEffectiveHourly, Money(3'056'000, u"CNY"_s));
            }
            if (rp.termYears == 3 && rp.payment == PaymentOption::AllUpfront) {
                allUpfront3 = true;
                QCOMPARE(rp.publishedEffectiveHourly, Money(1'774'505, u"CNY"_s));
            }
        }
        QVERIFY(noUpfront && allUpfront3);
        QCOMPARE(instanceNamed(r, u"p4d.24xlarge"_s)->gpuId, u"nvidia-a100-sxm4-40gb"_s); // 320 GB / 8
        QCOMPARE(instanceNamed(r, u"p3.16xlarge"_s)->gpuId, u"nvidia-v100-sxm2-16gb"_s);
        QCOMPARE(instanceNamed(r, u"g4dn.12xlarge"_s)->networkGbps, 50.0);
        QCOMPARE(instanceNamed(r, u"g3.4xlarge"_s)->gpuId, u"nvidia-m60"_s);
        QVERIFY(r.report.unrecognisedGpus.contains(u"AWS Inferentia"_s));
        // A Local Zone (cn-north-1-pkx-1) is not a region of its own: its parent's price is used.
        QVERIFY(!offerIn(instanceNamed(r, u"g5.xlarge"_s), u"cn-north-1-pkx-1"_s));
        QVERIFY(offerIn(instanceNamed(r, u"g5.xlarge"_s), u"cn-north-1"_s));
        QVERIFY(r.report.skipped.contains(
            u"Local or Wavelength Zone price where the parent region has its own"_s));
        // Layered over the catalog, the import adds its regions and keeps the others (and their
        // reservations).
        Catalog merged = loadSnapshotCatalog();
        const InstanceType* before = merged.instance(u"aws/p4d.24xlarge"_s);
        QVERIFY(before && offerIn(before, u"us-east-1"_s));
        const qsizetype regionsBefore = before->offers.size();
        const bool reservedBefore = !offerIn(before, u"us-east-1"_s)->reserved.isEmpty();
        CatalogFragment f = r.fragment;
        f.imported = true;
        merged.addFragment(f);
        IssueList issues;
        merged.finalize(issues);
        const InstanceType* after = merged.instance(u"aws/p4d.24xlarge"_s);
        QVERIFY(offerIn(after, u"us-east-1"_s));
        QCOMPARE(!offerIn(after, u"us-east-1"_s)->reserved.isEmpty(), reservedBefore);
        QVERIFY(offerIn(after, u"cn-northwest-1"_s));
        QVERIFY(after->offers.size() > regionsBefore);
    }

    void ec2SingleCpuRecordImportsNothing()
    {
        const ImportResult r =
            run(u"ec2instances/single-cpu-instance.json"_s, ImportFormat::Ec2Instances, {});
        QVERIFY(r.report.nothingImported());
        QVERIFY(r.report.skipped.contains(u"no GPU (GPU is 0)"_s));
    }

    void csvTemplate()
    {
        ImportOptions o;
        o.displayPath = u"template.csv"_s;
        const auto res =
            importCatalog(readData(u"template.csv"_s), ImportFormat::CsvTemplate, o, m_builtin.gpus());
        QVERIFY(res);
        const ImportResult& r = res.value();
        QCOMPARE(r.report.offersImported, 4);
        QCOMPARE(r.report.provider, u"aliyun"_s);
        QCOMPARE(r.report.asOf, QDate(2024, 12, 30));
        QCOMPARE(r.report.asOfFrom, u"the file"_s);
        const InstanceType* big = instanceNamed(r, u"ecs.gn7e-c16g1.32xlarge"_s);
        QVERIFY(big);
        QCOMPARE(big->gpuId, u"nvidia-a100-sxm4-80gb"_s);
        QCOMPARE(big->interconnect, GpuInterconnect::NVLink);
        const Offer* o8 = offerIn(big, u"cn-hangzhou"_s);
        QCOMPARE(o8->onDemandPrice(), Money(277'933'000, u"CNY"_s));
        QCOMPARE(o8->onDemandHourly->source->asOf, QDate(2024, 12, 30));
        QCOMPARE(o8->onDemandHourly->source->url, u"https://www.alibabacloud.com/product/ecs/pricing"_s);
        QCOMPARE(instanceNamed(r, u"ecs.gn6i-c4g1.xlarge"_s)->notes, u"Smallest T4 size"_s);
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("error");   // a fatal error, or empty
        QTest::addColumn<QString>("skipped"); // else: a reason rows were skipped for
        QTest::addColumn<int>("imported");
        const int sky = int(ImportFormat::SkyPilot), ec2 = int(ImportFormat::Ec2Instances),
                  tpl = int(ImportFormat::CsvTemplate);
        QTest::newRow("unclosed quote")
            << u"bad/unclosed-quote.csv"_s << sky
            << u"bad/unclosed-quote.csv:3:46: a quoted field opened here is never closed"_s << QString() << 0;
        QTest::newRow("quote inside a field")
            << u"bad/quote-inside-field.csv"_s << sky
            << u"bad/quote-inside-field.csv:2:9: a quote inside an unquoted field"_s << QString() << 0;
        QTest::newRow("ragged row") << u"bad/ragged-row.csv"_s << sky << QString()
                                    << u"ragged row: 4 fields where the header has 9"_s << 1;
        QTest::newRow("wrong column types") << u"bad/wrong-types.csv"_s << sky << QString()
                                            << u"AcceleratorCount is not a number above 0"_s << 0;
        QTest::newRow("wrong price type")
            << u"bad/wrong-types.csv"_s << sky << QString() << u"Price is not a price"_s << 0;
        QTest::newRow("byte-order mark") << u"bad/bom.csv"_s << sky << QString() << QString() << 1;
        QTest::newRow("empty file") << u"bad/empty.csv"_s << sky << u"bad/empty.csv: the file is empty"_s
                                    << QString() << 0;
        QTest::newRow("not UTF-8") << u"bad/latin1.csv"_s << sky
                                   << u"bad/latin1.csv:3:37: not UTF-8 text (byte 0xe3)"_s << QString() << 0;
        QTest::newRow("header only") << u"bad/header-only.csv"_s << sky << QString() << QString() << 0;
        QTest::newRow("not a SkyPilot file")
            << u"bad/not-skypilot.csv"_s << sky << u"not a SkyPilot vms.csv: the header lacks InstanceType"_s
            << QString() << 0;
        QTest::newRow("truncated JSON")
            << u"bad/truncated.json"_s << ec2 << u"bad/truncated.json:2:"_s << QString() << 0;
        QTest::newRow("JSON of the wrong shape")
            << u"bad/wrong-root.json"_s << ec2 << u"not an ec2instances.info file"_s << QString() << 0;
        QTest::newRow("template without its columns")
            << u"bad/template-missing-columns.csv"_s << tpl
            << u"not a GPU Planner CSV template: the header lacks gpu_count, vcpus, memory_gib, currency, source, as_of"_s
            << QString() << 0;
        QTest::newRow("template bad date") << u"bad/template-bad-values.csv"_s << tpl << QString()
                                           << u"as_of is not a date (YYYY-MM-DD)"_s << 0;
        QTest::newRow("template bad currency")
            << u"bad/template-bad-values.csv"_s << tpl << QString()
            << u"currency is not an ISO 4217 code such as USD or CNY"_s << 0;
        QTest::newRow("template negative price") << u"bad/template-bad-values.csv"_s << tpl << QString()
                                                 << u"on_demand_hourly is not an amount"_s << 0;
    }

    void malformed()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        QFETCH(QString, error);
        QFETCH(QString, skipped);
        QFETCH(int, imported);
        ImportOptions o;
        const bool csvTemplate = format == int(ImportFormat::CsvTemplate);
        o.provider = csvTemplate ? QString() : u"lambda"_s;
        if (!csvTemplate)
            o.asOf = QDate(2026, 11, 1); // the template's dates are its own
        o.displayPath = file;
        const auto r = importCatalog(readData(file), ImportFormat(format), o, m_builtin.gpus());
        if (!error.isEmpty()) {
            QVERIFY(!r);
            QVERIFY2(r.error().toString().startsWith(error) || r.error().toString().contains(error),
                     qPrintable(r.error().toString()));
            return;
        }
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r.value().report.offersImported, imported);
        if (!skipped.isEmpty())
            QVERIFY2(r.value().report.skipped.contains(skipped), qPrintable(r.value().report.toText()));
        if (file.endsWith(u"bom.csv"_s))
            QVERIFY(r.value().report.toText().contains(u"byte-order mark skipped"_s));
    }

    void asOfComesFromSomewhere()
    {
        ImportOptions o;
        o.provider = u"lambda"_s;
        o.displayPath = u"vms.csv"_s;
        const QByteArray data = readData(u"skypilot/fluidstack/vms.csv"_s);
        const auto none = importCatalog(data, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(!none);
        QVERIFY(none.error().message.contains(u"--as-of"_s));
        o.fileDate = QDate(2026, 10, 3);
        const auto fromFile = importCatalog(data, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(fromFile);
        QCOMPARE(fromFile.value().report.asOf, QDate(2026, 10, 3));
        QVERIFY(fromFile.value().report.asOfFrom.contains(u"modification date"_s));
        // A modification date is not the publisher's date: the prices are undated; a given date dates them.
        for (const InstanceType& i : fromFile.value().fragment.instances)
            QVERIFY(i.offers.constFirst().onDemandHourly->source->undated);
        o.asOf = QDate(2026, 9, 1);
        const auto given = importCatalog(data, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(given);
        QVERIFY(!given.value().fragment.instances.isEmpty());
        for (const InstanceType& i : given.value().fragment.instances)
            QVERIFY(!i.offers.constFirst().onDemandHourly->source->undated);
        o.asOf = QDate();
        o.provider.clear();
        const auto noProvider = importCatalog(data, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(!noProvider);
        QVERIFY(noProvider.error().message.contains(u"--provider"_s));
        o.provider = u"Not An Id"_s;
        QVERIFY(!importCatalog(data, ImportFormat::SkyPilot, o, m_builtin.gpus()));
    }

    void progressAndCancel()
    {
        // 40,000 rows: the callback is asked at least twice; returning false cancels.
        QByteArray big = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n";
        for (int i = 0; i < 40'000; ++i)
            big += "gpu_1x_a10,A10,1,30,200,1.29,r" + QByteArray::number(i) + "\n";
        ImportOptions o;
        o.provider = u"lambda"_s;
        o.asOf = QDate(2026, 11, 1);
        int calls = 0;
        o.progress = [&](qint64 done, qint64 total) {
            ++calls;
            return done <= total && calls < 2;
        };
        const auto r = importCatalog(big, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QVERIFY(r);
        QVERIFY(r.value().report.cancelled);
        QCOMPARE(calls, 2);
        o.progress = {};
        const auto full = importCatalog(big, ImportFormat::SkyPilot, o, m_builtin.gpus());
        QCOMPARE(full.value().report.offersImported, 40'000);
    }

    // The written catalog loads back with the same instances, offers and prices, and no issue.
    void writtenCatalogLoadsBack_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("provider");
        QTest::newRow("lambda") << u"skypilot/lambda/vms.csv"_s << int(ImportFormat::SkyPilot) << u"lambda"_s;
        QTest::newRow("quirks") << u"skypilot/quirks-aws-layout.csv"_s << int(ImportFormat::SkyPilot)
                                << u"aws"_s;
        QTest::newRow("ec2 cn") << u"ec2instances/cn-excerpt.json"_s << int(ImportFormat::Ec2Instances)
                                << u"aws"_s;
        QTest::newRow("template") << u"template.csv"_s << int(ImportFormat::CsvTemplate) << QString();
        QTest::newRow("fluidstack") << u"skypilot/fluidstack/vms.csv"_s << int(ImportFormat::SkyPilot)
                                    << u"fluidstack"_s;
    }

    void writtenCatalogLoadsBack()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        QFETCH(QString, provider);
        const ImportResult r = run(file, ImportFormat(format), provider,
                                   format == int(ImportFormat::CsvTemplate) ? QDate() : QDate(2026, 11, 1));
        const QByteArray json = importedCatalogJson(r);
        const CatalogFragment back = CatalogLoader::loadData(json, u"imported.json"_s);
        QVERIFY2(back.issues.isEmpty(),
                 qPrintable(back.issues.isEmpty() ? QString() : back.issues.first().toString()));
        QCOMPARE(back.instances.size(), r.fragment.instances.size());
        QCOMPARE(back.gpus.size(), r.fragment.gpus.size());
        for (int i = 0; i < back.instances.size(); ++i) {
            const InstanceType& a = r.fragment.instances[i];
            const InstanceType& b = back.instances[i];
            QCOMPARE(b.name, a.name);
            QCOMPARE(b.gpuId, a.gpuId);
            QCOMPARE(b.gpuCount, a.gpuCount);
            QCOMPARE(b.offers.size(), a.offers.size());
            for (int k = 0; k < a.offers.size(); ++k) {
                QCOMPARE(b.offers[k].region, a.offers[k].region);
                QCOMPARE(b.offers[k].currency, a.offers[k].currency);
                QCOMPARE(b.offers[k].onDemandPrice(), a.offers[k].onDemandPrice());
                QCOMPARE(b.offers[k].spotPrice(), a.offers[k].spotPrice());
                QCOMPARE(b.offers[k].reserved.size(), a.offers[k].reserved.size());
                QCOMPARE(b.offers[k].reservedEffectiveHourly(1), a.offers[k].reservedEffectiveHourly(1));
                QCOMPARE(b.offers[k].priceSources().first()->asOf, a.offers[k].priceSources().first()->asOf);
            }
        }
        // The merged catalog keeps every imported offer.
        Catalog c;
        c.addFragment(CatalogLoader::loadFile(Catalog::builtinResourcePath() + u"/gpus.json"_s));
        c.addFragment(back);
        IssueList issues;
        c.finalize(issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(c.offerCount(), qsizetype(r.report.offersImported));
    }

    void importedCatalogsAreListed()
    {
        QTemporaryDir dir;
        const ImportResult r = run(u"skypilot/lambda/vms.csv"_s, ImportFormat::SkyPilot, u"lambda"_s);
        const QString path = dir.filePath(importedCatalogFileName(u"lambda"_s, ImportFormat::SkyPilot));
        QCOMPARE(QFileInfo(path).fileName(), u"imported-lambda-skypilot.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(importedCatalogJson(r));
        f.close();
        QFile other(dir.filePath(u"mine.json"_s)); // a hand-written catalog is not an import
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{}");
        other.close();
        const QList<ImportedCatalogInfo> list = importedCatalogs(dir.path());
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().provider, u"lambda"_s);
        QCOMPARE(list.first().format, ImportFormat::SkyPilot);
        QCOMPARE(list.first().offers, 374);
        QCOMPARE(list.first().asOf, QDate(2026, 11, 1));
        QCOMPARE(list.first().sourceFile, u"skypilot/lambda/vms.csv"_s);
    }

    void detectsFormats_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<int>("format"); // -1: none
        QTest::newRow("SkyPilot") << QByteArray("InstanceType,AcceleratorName,AcceleratorCount\r\n")
                                  << int(ImportFormat::SkyPilot);
        QTest::newRow("SkyPilot with BOM")
            << QByteArray("\xEF\xBB\xBFInstanceType,vCPUs,AcceleratorName\n") << int(ImportFormat::SkyPilot);
        QTest::newRow("ec2instances")
            << QByteArray("[\n {\"instance_type\": \"p4d\"") << int(ImportFormat::Ec2Instances);
        QTest::newRow("template") << QByteArray("provider,instance,gpu_model,gpu_count\n")
                                  << int(ImportFormat::CsvTemplate);
        QTest::newRow("our catalog") << QByteArray("{\"format\": \"gpu-planner-catalog\"") << -1;
        QTest::newRow("other CSV") << QByteArray("name,price\n") << -1;
    }

    void detectsFormats()
    {
        QFETCH(QByteArray, head);
        QFETCH(int, format);
        const auto f = detectImportFormat(u"x"_s, head);
        QCOMPARE(f ? int(*f) : -1, format);
    }

    void providerFromFolder()
    {
        QCOMPARE(providerFromPath(u"/data/catalogs/v9/lambda/vms.csv"_s), u"lambda"_s);
        QCOMPARE(providerFromPath(u"/data/My Prices/vms.csv"_s), QString());
    }

    void formatKeys()
    {
        QCOMPARE(importFormatKeys(), (QStringList{u"skypilot"_s, u"ec2instances"_s, u"csv"_s}));
        for (const QString& k : importFormatKeys())
            QCOMPARE(importFormatKey(*importFormatFromKey(k)), k);
    }
};

QTEST_GUILESS_MAIN(tst_Importer)
#include "tst_importer.moc"
