// `gpu-planner-cli measurements import|list|remove`, the measured_* fields of `gpus --format json`, the
// measured rows of `compare`, and --use-measured in estimate and recommend, with the committed H200 run.
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString h200File()
{
    return QStringLiteral(GP_TEST_DATA_DIR) + u"/measurements/h200.json"_s;
}

// The probe file's own figure for a result key, read with Qt's parser.
double probeValue(const char* key)
{
    QFile f(h200File());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no h200.json");
    const QJsonObject g = QJsonDocument::fromJson(f.readAll()).object()[u"gpus"_s].toArray()[0].toObject();
    return g[u"results"_s].toObject()[QString::fromLatin1(key)].toObject()[u"value"_s].toDouble();
}

QJsonObject gpuById(const QJsonArray& gpus, const QString& id)
{
    for (const auto& v : gpus)
        if (v.toObject()[u"id"_s].toString() == id)
            return v.toObject();
    return {};
}

} // namespace

class tst_CliMeasurements : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importShowsMeasuredAgainstDatasheet()
    {
        InProcessCliRunner cli;
        const auto r = cli.run({u"measurements"_s, u"import"_s, h200File()});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.startsWith(u"Stored "_s), qPrintable(out));
        QVERIFY(out.contains(u"GPU 0: NVIDIA H200 -> H200 SXM 141GB"_s));
        QVERIFY(out.contains(u"driver 580.159.04, gpu-probe 1.0.0"_s));
        // 754.74 of 989 dense BF16 TFLOPS: 76.3 %.
        QVERIFY2(out.contains(QRegularExpression(u"matmul_bf16 +754\\.7 TFLOPS +989 TFLOPS +76\\.3 %"_s)),
                 qPrintable(out));
        QVERIFY(QFileInfo::exists(
            cli.home.filePath(u"gpu-planner/measurements/nvidia-h200-sxm-141gb-20261130-002847.json"_s)));

        const auto list = cli.run({u"measurements"_s, u"list"_s, u"--format"_s, u"json"_s});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray files = CliRunner::json(list).array();
        QCOMPARE(files.size(), 1);
        const QJsonObject bf16 = files[0]
                                     .toObject()[u"gpus"_s]
                                     .toArray()[0]
                                     .toObject()[u"results"_s]
                                     .toObject()[u"matmul_bf16"_s]
                                     .toObject();
        QCOMPARE(bf16[u"value"_s].toDouble(), probeValue("matmul_bf16"));
        QCOMPARE(bf16[u"percent_of_datasheet"_s].toDouble(), 76.3);

        const auto removed =
            cli.run({u"measurements"_s, u"remove"_s, u"nvidia-h200-sxm-141gb-20261130-002847"_s});
        QCOMPARE(removed.exitCode, 0);
        const auto empty = cli.run({u"measurements"_s, u"list"_s});
        QVERIFY(empty.out.contains("No measurements stored"));
        const auto again =
            cli.run({u"measurements"_s, u"remove"_s, u"nvidia-h200-sxm-141gb-20261130-002847"_s});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains(u"no stored measurement"_s));
    }

    // measured_* appear for the measured model only, with the file's figures.
    void gpusJsonCarriesMeasuredFields()
    {
        InProcessCliRunner cli;
        const auto before = cli.run({u"gpus"_s, u"--format"_s, u"json"_s});
        QVERIFY(!before.out.contains("measured_"));
        QCOMPARE(cli.run({u"measurements"_s, u"import"_s, h200File()}).exitCode, 0);
        const auto r = cli.run({u"gpus"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray gpus = CliRunner::json(r).array();
        const QJsonObject h200 = gpuById(gpus, u"nvidia-h200-sxm-141gb"_s);
        QCOMPARE(h200[u"measured_bf16_tflops"_s].toDouble(), probeValue("matmul_bf16"));
        QCOMPARE(h200[u"measured_fp16_tflops"_s].toDouble(), probeValue("matmul_fp16"));
        QCOMPARE(h200[u"measured_tf32_tflops"_s].toDouble(), probeValue("matmul_tf32"));
        QCOMPARE(h200[u"measured_fp8_tflops"_s].toDouble(), probeValue("matmul_fp8"));
        QCOMPARE(h200[u"measured_fp32_tflops"_s].toDouble(), probeValue("fp32_fma"));
        QCOMPARE(h200[u"measured_fp64_tflops"_s].toDouble(), probeValue("fp64_fma"));
        QCOMPARE(h200[u"measured_memory_bandwidth_gbs"_s].toDouble(),
                 std::max(probeValue("memory_copy"), probeValue("memory_triad")));
        QCOMPARE(h200[u"measured_host_to_device_gbs"_s].toDouble(), probeValue("host_to_device"));
        QVERIFY(h200[u"measured_peer_to_peer_gbs"_s].isNull()); // one GPU
        QVERIFY(h200.contains(u"measured_all_reduce_bus_gbs"_s));
        QVERIFY(h200[u"measured_all_reduce_bus_gbs"_s].isNull());
        QCOMPARE(h200[u"measured_devices"_s].toInt(), 1);
        QCOMPARE(h200[u"measured_at"_s].toString(), u"2026-11-30T00:28:47Z"_s);
        QCOMPARE(h200[u"bf16_tflops"_s].toDouble(), 989.0); // the datasheet figure is unchanged
        const QJsonObject h100 = gpuById(gpus, u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(!h100.isEmpty());
        QVERIFY(!h100.contains(u"measured_bf16_tflops"_s));

        const auto table = cli.run({u"gpus"_s});
        QVERIFY2(table.out.contains("754.7 (76%)"), table.out.constData());

        // compare: measured rows with the share of the datasheet.
        const auto cmp =
            cli.run({u"compare"_s, u"aws/p5e.48xlarge"_s, u"aws/p5.48xlarge"_s, u"--format"_s, u"json"_s});
        QCOMPARE(cmp.exitCode, 0);
        QVERIFY2(cmp.out.contains("measured_bf16_tflops"), cmp.out.left(2000).constData());
    }

    // --use-measured: the same job takes datasheet/measured times as many GPU-hours, and says why.
    void estimateUsesMeasuredThroughputOnlyWhenAsked()
    {
        InProcessCliRunner cli;
        QCOMPARE(cli.run({u"measurements"_s, u"import"_s, h200File()}).exitCode, 0);
        const QStringList job{u"estimate"_s,
                              u"--params"_s,
                              u"7e9"_s,
                              u"--tokens"_s,
                              u"2e12"_s,
                              u"--gpu"_s,
                              u"nvidia-h200-sxm-141gb"_s,
                              u"--gpus"_s,
                              u"64"_s,
                              u"--format"_s,
                              u"json"_s};
        const auto sheet = cli.run(job);
        const auto measured = cli.run(job + QStringList{u"--use-measured"_s});
        QCOMPARE(sheet.exitCode, 0);
        QCOMPARE(measured.exitCode, 0);
        const double a = CliRunner::json(sheet).object()[u"gpu_hours"_s].toDouble();
        const double b = CliRunner::json(measured).object()[u"gpu_hours"_s].toDouble();
        QVERIFY2(qAbs(b / a - 989.0 / probeValue("matmul_bf16")) < 1e-3, qPrintable(QString::number(b / a)));
        QVERIFY(measured.out.contains("measured 754.7 TFLOPS BF16 per GPU"));
        QVERIFY(!sheet.out.contains("measured"));

        // Without a measurement of the model, --use-measured says so and changes nothing.
        QStringList h100 = job;
        h100[6] = u"nvidia-h100-sxm5-80gb"_s;
        const auto plain = cli.run(h100);
        const auto asked = cli.run(h100 + QStringList{u"--use-measured"_s});
        QCOMPARE(CliRunner::json(plain).object()[u"gpu_hours"_s],
                 CliRunner::json(asked).object()[u"gpu_hours"_s]);
        QVERIFY(asked.out.contains("no BF16 measurement of H100 SXM5 80GB"));

        const auto rec =
            cli.run({u"recommend"_s, u"--workload"_s, u"train"_s, u"--params"_s, u"7e9"_s, u"--tokens"_s,
                     u"1e11"_s, u"--providers"_s, u"aws"_s, u"--top"_s, u"20"_s, u"--use-measured"_s});
        QCOMPARE(rec.exitCode, 0);
        QVERIFY2(
            rec.out.contains(
                "measured 755 BF16 TFLOPS per GPU (gpu-probe, 2026-11-30) instead of the datasheet's 989"),
            rec.out.left(3000).constData());

        const auto misplaced = cli.run({u"gpus"_s, u"--use-measured"_s});
        QCOMPARE(misplaced.exitCode, 2);
        QVERIFY(misplaced.err.contains(u"--use-measured applies to estimate, recommend and chart only"_s));
    }

    void usageMistakes()
    {
        InProcessCliRunner cli;
        for (const QStringList& args :
             {QStringList{u"measurements"_s}, QStringList{u"measurements"_s, u"import"_s},
              QStringList{u"measurements"_s, u"frobnicate"_s},
              QStringList{u"measurements"_s, u"import"_s, u"/no/such/file.json"_s}}) {
            const auto r = cli.run(args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(u' ') + u": "_s + r.err));
            QVERIFY(!r.err.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(tst_CliMeasurements)
#include "tst_climeasurements.moc"
