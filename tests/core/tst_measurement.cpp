// core/catalog/measurement: reading gpu-probe results (the committed H200 runs), matching devices to catalog
// models, the summary per model, the checks against the datasheet, the store, and measured figures in the
// catalog.
#include "catalog.h"
#include "measurement.h"
#include "recommender.h"
#include "testcatalog.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

QString dataFile(const QString& name)
{
    return QStringLiteral(GP_TEST_DATA_DIR) + u"/measurements/"_s + name;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// The file's own figure, read with another JSON parser.
double fileValue(const QByteArray& text, int gpu, const char* key)
{
    const QJsonObject g = QJsonDocument::fromJson(text).object()[u"gpus"_s].toArray()[gpu].toObject();
    return g[u"results"_s].toObject()[QString::fromLatin1(key)].toObject()[u"value"_s].toDouble();
}

Catalog builtinCatalog()
{
    CatalogLoadOptions o = snapshotLoadOptions();
    o.userFolder = false;
    o.measurements = false;
    IssueList issues;
    return Catalog::load(o, issues);
}

QString joined(const IssueList& issues)
{
    QStringList s;
    for (const Issue& i : issues)
        s << i.toString();
    return s.join(u'\n');
}

// An "all_reduce" member as gpu-probe writes it (figures made up for the parser, not a measurement).
QByteArray validAllReduce()
{
    return R"({"library": "NCCL", "library_version": "2.28.3", "devices": [0, 1], "operation": "sum",
      "data_type": "float32",
      "bus_bandwidth": {"value": 361.5, "unit": "GB/s", "statistic": "median", "best": 365.0, "median": 361.5,
                        "worst": 350.0, "repetitions": 400, "bytes": 1073741824, "verified": true},
      "sizes": [{"bytes": 1048576, "time_us": 26.1, "algorithm_bandwidth_gbs": 40.25, "bus_bandwidth_gbs": 40.25,
                 "bus_bandwidth_best_gbs": 41.0, "repetitions": 2000},
                {"bytes": 1073741824, "time_us": 2970.3, "algorithm_bandwidth_gbs": 361.5,
                 "bus_bandwidth_gbs": 361.5, "bus_bandwidth_best_gbs": 365.0, "repetitions": 400}]})";
}

// The file with "all_reduce" set to `member`, as the last member of the top-level object.
QByteArray withAllReduce(QByteArray text, const QByteArray& member)
{
    const qsizetype end = text.lastIndexOf('}');
    text.insert(end, ",\n  \"all_reduce\": " + member + ",\n  \"all_reduce_not_measured\": []\n");
    return text;
}

} // namespace

class tst_Measurement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(MeasurementStore::folder()).removeRecursively();
    }
    void cleanup() { QDir(MeasurementStore::folder()).removeRecursively(); }

    void readsTheH200Run()
    {
        const QByteArray text = readAll(dataFile(u"h200.json"_s));
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"h200.json"_s, issues);
        QVERIFY2(m, qPrintable(joined(issues)));
        QCOMPARE(countWarnings(issues), 0);
        QCOMPARE(m->probeVersion, u"1.0.0"_s);
        QCOMPARE(m->driverVersion, u"580.159.04"_s);
        QCOMPARE(m->measuredAt, QDateTime(QDate(2026, 11, 30), QTime(0, 28, 47), Qt::UTC));
        QCOMPARE(m->devices.size(), 1);
        const MeasuredDevice& d = m->devices.front();
        QCOMPARE(d.name, u"NVIDIA H200"_s);
        QCOMPARE(d.gpuId, u"nvidia-h200-sxm-141gb"_s);
        QVERIFY(d.probeWarnings.isEmpty());
        const std::pair<MeasuredQuantity, const char*> keys[] = {
            {MeasuredQuantity::MemoryCopy, "memory_copy"},
            {MeasuredQuantity::MemoryTriad, "memory_triad"},
            {MeasuredQuantity::HostToDevice, "host_to_device"},
            {MeasuredQuantity::DeviceToHost, "device_to_host"},
            {MeasuredQuantity::Fp32Fma, "fp32_fma"},
            {MeasuredQuantity::Fp64Fma, "fp64_fma"},
            {MeasuredQuantity::MatmulFp16, "matmul_fp16"},
            {MeasuredQuantity::MatmulBf16, "matmul_bf16"},
            {MeasuredQuantity::MatmulTf32, "matmul_tf32"},
            {MeasuredQuantity::MatmulFp8, "matmul_fp8"}};
        for (const auto& [q, key] : keys) {
            QCOMPARE(measuredQuantityKey(q), QString::fromLatin1(key));
            QVERIFY2(d.value(q), key);
            QCOMPARE(*d.value(q), fileValue(text, 0, key));
        }
        QVERIFY(m->peers.isEmpty());
    }

    // The committed run is within the plausibility bands the probe enforces, against the catalog's datasheet.
    void h200IsPlausibleAgainstTheDatasheet()
    {
        const Catalog catalog = builtinCatalog();
        IssueList issues;
        const auto m = loadMeasurementFile(dataFile(u"h200.json"_s), issues);
        QVERIFY(m);
        const Gpu* h200 = catalog.gpu(u"nvidia-h200-sxm-141gb"_s);
        QVERIFY(h200);
        const MeasuredDevice& d = m->devices.front();
        const double bw = *percentOfDatasheet(*h200, MeasuredQuantity::MemoryTriad, d);
        const double bf16 = *percentOfDatasheet(*h200, MeasuredQuantity::MatmulBf16, d);
        QVERIFY2(bw >= 60 && bw <= 100, qPrintable(QString::number(bw)));
        QVERIFY2(bf16 >= 50 && bf16 <= 100, qPrintable(QString::number(bf16)));
        QCOMPARE(bf16, 100.0 * *d.value(MeasuredQuantity::MatmulBf16) / 989.0);
        QVERIFY(!percentOfDatasheet(*h200, MeasuredQuantity::HostToDevice, d)); // no datasheet figure
        QVERIFY2(checkAgainstCatalog(*m, catalog).isEmpty(),
                 qPrintable(joined(checkAgainstCatalog(*m, catalog))));
    }

    // Two GPUs: the summary is the median over the devices, with the peer-to-peer bandwidth.
    void summarizesTwoGpusByTheirMedian()
    {
        const QByteArray text = readAll(dataFile(u"h200-x2.json"_s));
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"h200-x2.json"_s, issues);
        QVERIFY2(m, qPrintable(joined(issues)));
        QCOMPARE(m->devices.size(), 2);
        QCOMPARE(m->peers.size(), 2);
        QVERIFY(m->peers[0].peerAccess);
        const QMap<QString, GpuMeasurement> s = summarizeMeasurements({*m});
        QCOMPARE(s.size(), 1);
        const GpuMeasurement& g = s.first();
        QCOMPARE(g.devices, 2);
        QCOMPARE(*g.tflops[std::size_t(Precision::BF16)],
                 (fileValue(text, 0, "matmul_bf16") + fileValue(text, 1, "matmul_bf16")) / 2);
        const double bw0 = std::max(fileValue(text, 0, "memory_copy"), fileValue(text, 0, "memory_triad"));
        const double bw1 = std::max(fileValue(text, 1, "memory_copy"), fileValue(text, 1, "memory_triad"));
        QCOMPARE(*g.memoryBandwidthGbs, (bw0 + bw1) / 2);
        QCOMPARE(*g.peerGbs, (m->peers[0].gbs + m->peers[1].gbs) / 2);
        QVERIFY(!g.tflops[std::size_t(Precision::INT8)]); // not measured
    }

    // "all_reduce": NCCL's bus bandwidth across the GPUs, carried into the summary with the kind of path.
    void readsTheAllReduce()
    {
        const QByteArray text = withAllReduce(readAll(dataFile(u"h200-x2.json"_s)), validAllReduce());
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"f.json"_s, issues);
        QVERIFY2(m && issues.isEmpty(), qPrintable(joined(issues)));
        QVERIFY(m->allReduce);
        QCOMPARE(m->allReduce->devices, (QList<int>{0, 1}));
        QCOMPARE(m->allReduce->libraryVersion, u"2.28.3"_s);
        QCOMPARE(m->allReduce->busGbs, 361.5);
        QCOMPARE(m->allReduce->bytes, qint64(1) << 30);
        QCOMPARE(m->allReduce->sizes.size(), 2);
        QCOMPARE(m->allReduce->sizes[0], qMakePair(qint64(1) << 20, 40.25));
        const GpuMeasurement g = summarizeMeasurements({*m}).first();
        QCOMPARE(g.allReduceBusGbs.value_or(0), 361.5);
        QCOMPARE(g.allReduceGpus, 2);
        QCOMPARE(g.allReduceBytes, qint64(1) << 30);
        QCOMPARE(g.allReduceOverLink, std::optional<bool>(true)); // 396 GB/s peer to peer: over NVLink

        // The same GPUs without their peer figure: the path is not known.
        QByteArray noPeers = text;
        noPeers.replace("\"peer_to_peer\": [", "\"peer_to_peer_unused\": [");
        issues.clear();
        const auto n = parseMeasurementFile(noPeers, u"f.json"_s, issues);
        QVERIFY(n);
        QVERIFY(!summarizeMeasurements({*n}).first().allReduceOverLink);

        // null: nothing measured; the older files without the member read as before.
        issues.clear();
        const auto none = parseMeasurementFile(withAllReduce(readAll(dataFile(u"h200-x2.json"_s)), "null"),
                                               u"f.json"_s, issues);
        QVERIFY2(none && !none->allReduce, qPrintable(joined(issues)));
        QVERIFY(!summarizeMeasurements({*none}).first().allReduceBusGbs);
    }

    void rejectsMalformedAllReduce_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown GPU")
            << QByteArray("[0, 1]") << QByteArray("[0, 7]")
            << u"f.json: all_reduce.devices[1]: expected the index of a GPU in \"gpus\""_s;
        QTest::newRow("one GPU")
            << QByteArray("[0, 1]") << QByteArray("[0]")
            << u"f.json: all_reduce.devices: an all-reduce is across 2 to 64 GPUs, not 1"_s;
        QTest::newRow("twice") << QByteArray("[0, 1]") << QByteArray("[1, 1]")
                               << u"f.json: all_reduce.devices[1]: GPU 1 appears twice"_s;
        QTest::newRow("unit")
            << QByteArray("\"unit\": \"GB/s\"") << QByteArray("\"unit\": \"Gbit/s\"")
            << u"f.json: all_reduce.bus_bandwidth.unit: expected \"GB/s\", got \"Gbit/s\""_s;
        QTest::newRow("zero") << QByteArray("\"value\": 361.5") << QByteArray("\"value\": 0")
                              << u"f.json: all_reduce.bus_bandwidth.value"_s;
        QTest::newRow("no bytes") << QByteArray("\"bytes\": 1073741824,") << QByteArray()
                                  << u"f.json: all_reduce.bus_bandwidth: missing"_s;
        QTest::newRow("size not an object")
            << QByteArray("[{\"bytes\": 1048576") << QByteArray("[7, {\"bytes\": 1048576")
            << u"f.json: all_reduce.sizes[0]: expected an object"_s;
        QTest::newRow("a string") << validAllReduce() << QByteArray("\"fast\"")
                                  << u"f.json: all_reduce: expected an object or null"_s;
    }
    void rejectsMalformedAllReduce()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray block = validAllReduce();
        QVERIFY(block.contains(from));
        block.replace(from, to);
        IssueList issues;
        const auto m = parseMeasurementFile(withAllReduce(readAll(dataFile(u"h200-x2.json"_s)), block),
                                            u"f.json"_s, issues);
        QVERIFY(!m);
        QVERIFY2(joined(issues).contains(message), qPrintable(joined(issues)));
    }

    void theNewestFileWins()
    {
        IssueList issues;
        auto older = loadMeasurementFile(dataFile(u"h200.json"_s), issues);
        auto newer = *older;
        newer.file = u"newer.json"_s;
        newer.measuredAt = older->measuredAt.addDays(1);
        newer.devices[0].values[std::size_t(MeasuredQuantity::MatmulBf16)] = 700.0;
        for (const auto& files :
             {QList<MeasurementFile>{*older, newer}, QList<MeasurementFile>{newer, *older}}) {
            const auto s = summarizeMeasurements(files);
            QCOMPARE(*s.first().tflops[std::size_t(Precision::BF16)], 700.0);
            QCOMPARE(s.first().file, u"newer.json"_s);
        }
    }

    void driverNamesMapToCatalogModels_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("memoryMib");
        QTest::addColumn<QString>("gpuId");
        QTest::newRow("H200") << u"NVIDIA H200"_s << 143771.0 << u"nvidia-h200-sxm-141gb"_s;
        QTest::newRow("H200 NVL is another part")
            << u"NVIDIA H200 NVL"_s << 143771.0 << u"nvidia-h200-nvl-141gb"_s;
        QTest::newRow("H100 SXM") << u"NVIDIA H100 80GB HBM3"_s << 81559.0 << u"nvidia-h100-sxm5-80gb"_s;
        QTest::newRow("H100 PCIe") << u"NVIDIA H100 PCIe"_s << 81559.0 << u"nvidia-h100-pcie-80gb"_s;
        QTest::newRow("H100 NVL") << u"NVIDIA H100 NVL"_s << 95830.0 << u"nvidia-h100-nvl-94gb"_s;
        QTest::newRow("A100 SXM 80") << u"NVIDIA A100-SXM4-80GB"_s << 81920.0 << u"nvidia-a100-sxm4-80gb"_s;
        QTest::newRow("A100 PCIe 40") << u"NVIDIA A100-PCIE-40GB"_s << 40960.0 << u"nvidia-a100-pcie-40gb"_s;
        QTest::newRow("A100 PCIe 80") << u"NVIDIA A100 80GB PCIe"_s << 81920.0 << u"nvidia-a100-pcie-80gb"_s;
        QTest::newRow("V100 32") << u"Tesla V100-SXM2-32GB"_s << 32768.0 << u"nvidia-v100-sxm2-32gb"_s;
        QTest::newRow("L40S") << u"NVIDIA L40S"_s << 46068.0 << u"nvidia-l40s"_s;
        QTest::newRow("L4") << u"NVIDIA L4"_s << 23034.0 << u"nvidia-l4"_s;
        QTest::newRow("A10G") << u"NVIDIA A10G"_s << 23028.0 << u"nvidia-a10g"_s;
        QTest::newRow("T4") << u"Tesla T4"_s << 15360.0 << u"nvidia-t4"_s;
        QTest::newRow("unknown") << u"NVIDIA GeForce GTX 1080"_s << 8192.0 << QString();
    }
    void driverNamesMapToCatalogModels()
    {
        QFETCH(QString, name);
        QFETCH(double, memoryMib);
        QFETCH(QString, gpuId);
        QByteArray text = readAll(dataFile(u"h200.json"_s));
        text.replace("\"name\": \"NVIDIA H200\"", "\"name\": \"" + name.toUtf8() + '"');
        text.replace("\"memory_mib\": 143155", "\"memory_mib\": " + QByteArray::number(memoryMib));
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"f.json"_s, issues);
        QVERIFY2(m, qPrintable(joined(issues)));
        QCOMPARE(m->devices.front().gpuId, gpuId);
    }

    // Malformed files: the message names the file, the JSON path (or line and column) and what is wrong.
    void rejectsMalformedFiles_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << QByteArray("\"format_version\": 1,") << QByteArray("\"format_version\": 1")
                                << u"bad.json:4:"_s;
        QTest::newRow("other format")
            << QByteArray("gpu-planner-measurements") << QByteArray("gpu-planner-plan")
            << u"bad.json: format: expected \"gpu-planner-measurements\""_s;
        QTest::newRow("future version")
            << QByteArray("\"format_version\": 1") << QByteArray("\"format_version\": 2")
            << u"format_version: version 2 is not supported"_s;
        QTest::newRow("no zone") << QByteArray("2026-11-30T00:28:47Z") << QByteArray("2026-11-30T00:28:47")
                                 << u"measured_at: expected a date and time with its zone"_s;
        QTest::newRow("not verified")
            << QByteArray("\"verified\": true\n        },\n        \"memory_triad\"")
            << QByteArray("\"verified\": false\n        },\n        \"memory_triad\"")
            << u"gpus[0].results.memory_copy.verified: the result was not verified"_s;
        QTest::newRow("negative") << QByteArray("\"value\": 754.74") << QByteArray("\"value\": -754.74")
                                  << u"gpus[0].results.matmul_bf16.value"_s;
        QTest::newRow("string value") << QByteArray("\"value\": 754.74") << QByteArray("\"value\": \"fast\"")
                                      << u"gpus[0].results.matmul_bf16.value"_s;
        QTest::newRow("wrong unit")
            << QByteArray("\"value\": 754.74,\n          \"unit\": \"TFLOPS\"")
            << QByteArray("\"value\": 754.74,\n          \"unit\": \"GFLOPS\"")
            << u"gpus[0].results.matmul_bf16.unit: expected \"TFLOPS\", got \"GFLOPS\""_s;
        QTest::newRow("no gpus") << QByteArray("\"gpus\": [") << QByteArray("\"gpus\": [], \"x\": [")
                                 << u"bad.json: gpus: no GPU in the file"_s;
        QTest::newRow("no name") << QByteArray("\"name\": \"NVIDIA H200\",") << QByteArray()
                                 << u"gpus[0]: missing required key \"name\""_s;
        QTest::newRow("huge") << QByteArray("\"value\": 3968.36") << QByteArray("\"value\": 1e300")
                              << u"gpus[0].results.memory_copy.value"_s;
        // Texts are kept whole or refused, never cut.
        QTest::newRow("long probe version") << QByteArray("\"probe_version\": \"1.0.0\"")
                                            << "\"probe_version\": \"1.0.0-" + QByteArray(45, 'x') + '"'
                                            << u"probe_version: longer than 50 characters"_s;
        QTest::newRow("long warning")
            << QByteArray("\"warnings\": []") << "\"warnings\": [\"ok\", \"" + QByteArray(501, 'w') + "\"]"
            << u"gpus[0].warnings[1]: longer than 500 characters"_s;
        QByteArray many = "\"warnings\": [";
        for (int k = 0; k < 101; ++k)
            many += (k ? ", " : "") + QByteArray("\"w\"");
        QTest::newRow("many warnings") << QByteArray("\"warnings\": []") << many + ']'
                                       << u"gpus[0].warnings: more than 100 warnings (101)"_s;
    }
    void rejectsMalformedFiles()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = readAll(dataFile(u"h200.json"_s));
        QVERIFY2(text.contains(from), from.constData());
        text.replace(from, to);
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"bad.json"_s, issues);
        QVERIFY(!m);
        QVERIFY2(countErrors(issues) > 0, qPrintable(joined(issues)));
        QVERIFY2(joined(issues).contains(message), qPrintable(joined(issues)));
    }

    // Texts at their limits are kept to the last character (counted as characters, not bytes).
    void keepsTextsAtTheLimitWhole()
    {
        QByteArray text = readAll(dataFile(u"h200.json"_s));
        const QString version = u"1.0.0-"_s + QString(43, u'x') + u"é"_s;
        const QString warning = QString(499, u'w') + u"é"_s;
        text.replace("\"probe_version\": \"1.0.0\"", "\"probe_version\": \"" + version.toUtf8() + '"');
        text.replace("\"warnings\": []", "\"warnings\": [\"" + warning.toUtf8() + "\"]");
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"ok.json"_s, issues);
        QVERIFY2(m, qPrintable(joined(issues)));
        QCOMPARE(m->probeVersion, version);
        QCOMPARE(m->devices.front().probeWarnings, QStringList{warning});
    }

    void warnsAboutImplausibleFigures_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("warning");
        QTest::newRow("slow memory") << QByteArray("\"value\": 4179.68") << QByteArray("\"value\": 2000")
                                     << u"memory_triad is 41.7 % of the datasheet bandwidth (4800 GB/s)"_s;
        QTest::newRow("slow bf16") << QByteArray("\"value\": 754.74") << QByteArray("\"value\": 400")
                                   << u"matmul_bf16 is 40.4 % of the datasheet's dense BF16"_s;
        QTest::newRow("beyond the hardware")
            << QByteArray("\"value\": 1312.24") << QByteArray("\"value\": 3000")
            << u"matmul_fp8 is 151.6 % of the H200 SXM 141GB datasheet: more than the hardware can do"_s;
        QTest::newRow("unknown GPU") << QByteArray("\"name\": \"NVIDIA H200\"")
                                     << QByteArray("\"name\": \"Radeon 7900\"")
                                     << u"\"Radeon 7900\" is not a GPU model in the catalog"_s;
    }
    void warnsAboutImplausibleFigures()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, warning);
        QByteArray text = readAll(dataFile(u"h200.json"_s));
        QVERIFY2(text.contains(from), from.constData());
        text.replace(from, to);
        IssueList issues;
        const auto m = parseMeasurementFile(text, u"w.json"_s, issues);
        QVERIFY2(m, qPrintable(joined(issues)));
        const IssueList checks = checkAgainstCatalog(*m, builtinCatalog());
        QCOMPARE(countWarnings(checks), checks.size());
        QVERIFY2(joined(checks).contains(warning), qPrintable(joined(checks)));
    }

    // Import stores a copy; the catalog then carries the measured figures, and the estimate follows them
    // only when asked to.
    void importedMeasurementsReachTheCatalog()
    {
        const Catalog before = builtinCatalog();
        IssueList issues;
        MeasurementFile parsed;
        const auto stored = MeasurementStore::importFile(dataFile(u"h200.json"_s), before, issues, &parsed);
        QVERIFY2(stored, qPrintable(joined(issues)));
        QCOMPARE(QFileInfo(*stored).fileName(), u"nvidia-h200-sxm-141gb-20261130-002847.json"_s);
        QCOMPARE(readAll(*stored), readAll(dataFile(u"h200.json"_s)));
        QCOMPARE(MeasurementStore::fileNames(), QStringList{u"nvidia-h200-sxm-141gb-20261130-002847.json"_s});

        CatalogLoadOptions o = snapshotLoadOptions();
        o.userFolder = false;
        IssueList loadIssues;
        const Catalog catalog = Catalog::load(o, loadIssues);
        const Gpu* h200 = catalog.gpu(u"nvidia-h200-sxm-141gb"_s);
        QVERIFY(h200->measured);
        QVERIFY(!catalog.gpu(u"nvidia-h100-sxm5-80gb"_s)->measured);
        const double bf16 = *parsed.devices[0].value(MeasuredQuantity::MatmulBf16);
        QCOMPARE(*h200->throughputTflops(Precision::BF16, true), bf16);
        QCOMPARE(*h200->throughputTflops(Precision::BF16, false), 989.0);
        QCOMPARE(*h200->throughputTflops(Precision::INT8, true), 1979.0); // not measured: the datasheet
        QCOMPARE(*h200->bandwidthGbs(true), *parsed.devices[0].value(MeasuredQuantity::MemoryTriad));

        // A recommendation on measured throughput takes datasheet/measured times as long.
        Scenario s;
        s.workload = Workload::Train;
        s.params = 7e9;
        s.tokens = 1e11;
        s.providers = {u"aws"_s};
        s.top = 20;
        const ExchangeRates& fx = snapshotRates();
        const auto sheet = recommend(catalog, s, fx);
        s.useMeasured = true;
        const auto measured = recommend(catalog, s, fx);
        QVERIFY(sheet && measured);
        bool compared = false;
        for (const Recommendation& a : sheet.value().ranked)
            for (const Recommendation& b : measured.value().ranked)
                if (a.instance == b.instance && a.instances == b.instances && a.gpu->id == h200->id) {
                    QVERIFY(qAbs(b.gpuHours / a.gpuHours - 989.0 / bf16) < 1e-9);
                    QVERIFY(b.reasons.join(u' ').contains(u"measured"_s));
                    compared = true;
                }
        QVERIFY(compared);

        const auto missing = MeasurementStore::remove(u"nothing-here"_s);
        QVERIFY(missing && missing->code == ErrorCode::NotFound);
        QVERIFY(missing->message.contains(u"no stored measurement"_s));
        QVERIFY(MeasurementStore::remove(u"../catalog/x"_s));
        QVERIFY(!MeasurementStore::remove(u"nvidia-h200-sxm-141gb-20261130-002847"_s));
        QVERIFY(MeasurementStore::fileNames().isEmpty());
    }

    void refusesAFileWithNoKnownGpu()
    {
        QByteArray text = readAll(dataFile(u"h200.json"_s));
        text.replace("\"name\": \"NVIDIA H200\"", "\"name\": \"Radeon 7900\"");
        const QString path = QDir(QDir::tempPath()).filePath(u"tst_measurement_unknown.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        IssueList issues;
        QVERIFY(!MeasurementStore::importFile(path, builtinCatalog(), issues));
        QVERIFY2(joined(issues).contains(u"no GPU in the file is a model in the catalog"_s),
                 qPrintable(joined(issues)));
        QVERIFY(MeasurementStore::fileNames().isEmpty());
        QFile::remove(path);
    }

    // A stored file that went bad is left out with a warning; the catalog still loads.
    void aBadStoredFileIsLeftOut()
    {
        QVERIFY(QDir().mkpath(MeasurementStore::folder()));
        QFile f(QDir(MeasurementStore::folder()).filePath(u"broken.json"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": ");
        f.close();
        IssueList issues;
        QVERIFY(MeasurementStore::loadAll(issues).isEmpty());
        QCOMPARE(countErrors(issues), 0);
        QVERIFY(joined(issues).contains(u"broken.json"_s));
    }
};

QTEST_GUILESS_MAIN(tst_Measurement)
#include "tst_measurement.moc"
