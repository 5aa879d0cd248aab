// `gpu-planner-cli estimate` and `recommend`: the pinned flags and JSON keys, scenario files and the
// exit codes for bad input.
#include "clirunner.h"
#include "modelpresets.h"
#include "testcatalog.h"
#include "utilisation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;

class tst_CliRecommend : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;

    QString writeFile(const QString& name, const QByteArray& text)
    {
        const QString path = m_cli.home.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(text);
        return path;
    }

private Q_SLOTS:
    // Llama 2 7B: 6 x 6.74e9 x 2e12 FLOPs on 2048 A100 at 312 x 0.40 TFLOPS each.
    void estimateJson()
    {
        const auto r =
            m_cli.run({u"estimate"_s, u"--params"_s, u"6.74e9"_s, u"--tokens"_s, u"2T"_s, u"--gpu"_s,
                       u"A100 SXM4 80GB"_s, u"--gpus"_s, u"2048"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        for (const char* key :
             {"flops", "days", "gpu_hours", "throughput_tflops", "cost", "currency", "assumptions"})
            QVERIFY2(j.contains(QLatin1String(key)), key);
        // 6·N·D and attention, for the dense shape of 6.74 B parameters (d = ∛(128 N / 12) = 4,158, 32
        // layers) at the default 4,096-token sequence.
        const double flops = (6 * 6.74e9 + 12.0 * 32 * 4158 * 4096) * 2e12;
        QCOMPARE(j[u"flops"_s].toDouble(), flops);
        QCOMPARE(j[u"seq_len"_s].toInt(), 4096);
        // The calibrated utilisation of a dense model on this GPU, as the core looks it up; without an
        // instance nothing scales it.
        const Catalog snapshot = loadSnapshotCatalog();
        const Gpu* a100 = snapshot.gpu(u"nvidia-a100-sxm4-80gb"_s);
        QVERIFY(a100);
        const Utilisation u = UtilisationTable::builtin().lookup(*a100, Precision::BF16, {6.74e9, 6.74e9});
        QCOMPARE(j[u"utilisation_source"_s].toString(), u.source);
        QCOMPARE(j[u"utilisation"_s].toDouble(), std::round(u.value * 1e4) / 1e4);
        QCOMPARE(j[u"mfu"_s].toDouble(), j[u"utilisation"_s].toDouble());
        const double seconds = flops / (2048 * 312e12 * u.value);
        QCOMPARE(j[u"days"_s].toDouble(), std::round(seconds / 86400 * 100) / 100);
        QCOMPARE(j[u"gpu_hours"_s].toDouble(), std::round(seconds / 3600 * 2048));
        QCOMPARE(j[u"throughput_tflops"_s].toDouble(), std::round(2048 * 312 * u.value * 10) / 10);
        QCOMPARE(j[u"tokens_per_second"_s].toDouble(), std::round(2e12 / seconds * 10) / 10);
        QVERIFY(j[u"cost"_s].isNull());
        QCOMPARE(j[u"currency"_s].toString(), u"USD"_s);
        QVERIFY(j[u"assumptions"_s].toArray().size() >= 2);
    }

    void estimateWithInstanceHasScalingAndCost()
    {
        const auto r = m_cli.run({u"estimate"_s, u"--params"_s, u"7B"_s, u"--tokens"_s, u"100B"_s,
                                  u"--instance"_s, u"aws/p5.48xlarge"_s, u"--gpus"_s, u"16"_s, u"--pricing"_s,
                                  u"on-demand"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        QCOMPARE(j[u"instances"_s].toInt(), 2);
        // The communication model: 14 GB of gradients per step over NVSwitch and 3,200 Gbps EFA hide behind
        // the backward pass of a 4 M-token step, so the utilisation stays the calibrated one of the GPU.
        QCOMPARE(j[u"scaling_efficiency"_s].toDouble(), 1.0);
        QVERIFY(j[u"communication_seconds_per_step"_s].toDouble() > 0);
        const Catalog snapshot = loadSnapshotCatalog();
        const Gpu* h100 = snapshot.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const Utilisation u = UtilisationTable::builtin().lookup(*h100, Precision::BF16, {7e9, 7e9});
        QCOMPARE(j[u"utilisation_source"_s].toString(), u.source);
        QCOMPARE(j[u"utilisation"_s].toDouble(),
                 std::round(u.value * j[u"scaling_efficiency"_s].toDouble() * 1e4) / 1e4);
        QVERIFY(j[u"cost"_s].toDouble() > 0);
        QCOMPARE(j[u"pricing"_s].toString(), u"on-demand"_s);
        const QString assumptions = QString::fromUtf8(QJsonDocument(j[u"assumptions"_s].toArray()).toJson());
        QVERIFY2(assumptions.contains(u"NVSwitch"_s), qPrintable(assumptions));
        // --mfu is end to end: no scaling.
        const auto given = m_cli.run({u"estimate"_s, u"--params"_s, u"7B"_s, u"--tokens"_s, u"100B"_s,
                                      u"--instance"_s, u"aws/p5.48xlarge"_s, u"--gpus"_s, u"16"_s, u"--mfu"_s,
                                      u"0.5"_s, u"--format"_s, u"json"_s});
        QCOMPARE(CliRunner::json(given).object()[u"utilisation"_s].toDouble(), 0.5);
    }

    // `models --format json`: the pinned keys, one entry per preset, each with its source.
    void modelsJsonContract()
    {
        const auto r = m_cli.run({u"models"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray models = CliRunner::json(r).array();
        QVERIFY(models.size() >= 19);
        for (const auto& v : models) {
            const QJsonObject m = v.toObject();
            for (const char* key : {"id", "name", "params", "active_params", "layers", "hidden", "heads",
                                    "kv_heads", "head_dim", "vocab", "context", "attention", "source"})
                QVERIFY2(m.contains(QLatin1String(key)), key);
            QVERIFY(m[u"source"_s].toString().startsWith(u"https://"_s));
        }
        const auto llama = std::find_if(models.begin(), models.end(), [](const QJsonValue& v) {
            return v.toObject()[u"id"_s].toString() == u"llama-2-70b"_s;
        });
        QVERIFY(llama != models.end());
        QCOMPARE(llama->toObject()[u"kv_heads"_s].toInt(), 8);
        QCOMPARE(llama->toObject()[u"attention"_s].toString(), u"GQA"_s);
        const auto table = m_cli.run({u"models"_s});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("deepseek-v3"));
    }

    // `estimate --workload inference`: the pinned keys, and figures that agree with each other.
    void estimateInferenceJsonContract()
    {
        const auto r = m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s,
                                  u"aws/p5.48xlarge"_s, u"--count"_s, u"2"_s, u"--model"_s, u"llama-2-70b"_s,
                                  u"--precision"_s, u"fp8"_s, u"--input-tokens"_s, u"1024"_s,
                                  u"--output-tokens"_s, u"256"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        for (const char* key : {"instance", "count", "model", "precision", "replicas", "tensor_parallel",
                                "batch", "kv_cache_gb", "tokens_per_second", "requests_per_second",
                                "time_to_first_token_ms", "per_token_latency_ms", "bound", "assumptions"})
            QVERIFY2(j.contains(QLatin1String(key)), key);
        QCOMPARE(j[u"instance"_s].toString(), u"aws/p5.48xlarge"_s);
        QCOMPARE(j[u"count"_s].toInt(), 2);
        QCOMPARE(j[u"model"_s].toString(), u"llama-2-70b"_s);
        QCOMPARE(j[u"kv_bytes_per_token"_s].toDouble(), 2.0 * 80 * 8 * 128); // FP8 weights: an FP8 cache
        QVERIFY(j[u"replicas"_s].toInt() * j[u"tensor_parallel"_s].toInt() <= 16);
        QCOMPARE(j[u"replicas"_s].toInt() % 2, 0); // the same on both instances
        QVERIFY(QStringList({u"memory_bandwidth"_s, u"compute"_s, u"kv_memory"_s, u"latency"_s})
                    .contains(j[u"bound"_s].toString()));
        QVERIFY(std::abs(j[u"tokens_per_second"_s].toDouble() -
                         j[u"requests_per_second"_s].toDouble() * 256) < 1);
        QVERIFY(j[u"time_to_first_token_ms"_s].toDouble() > 0);
        // Twice the instances, twice the capacity.
        const auto one = m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s,
                                    u"aws/p5.48xlarge"_s, u"--model"_s, u"llama-2-70b"_s, u"--precision"_s,
                                    u"fp8"_s, u"--input-tokens"_s, u"1024"_s, u"--format"_s, u"json"_s});
        QCOMPARE(CliRunner::json(one).object()[u"replicas"_s].toInt() * 2, j[u"replicas"_s].toInt());
        // A latency target bounds the batch.
        const auto fast =
            m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s, u"aws/p5.48xlarge"_s,
                       u"--model"_s, u"llama-2-70b"_s, u"--latency-ms"_s, u"20"_s, u"--format"_s, u"json"_s});
        QCOMPARE(fast.exitCode, 0);
        QVERIFY(CliRunner::json(fast).object()[u"per_token_latency_ms"_s].toDouble() <= 20);
    }

    void estimateInferenceBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList base{u"estimate"_s, u"--workload"_s, u"inference"_s};
        QTest::newRow("no instance") << base + QStringList{u"--model"_s, u"llama-2-7b"_s}
                                     << u"needs --instance"_s;
        QTest::newRow("no model") << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s}
                                  << u"needs --model"_s;
        QTest::newRow("unknown model")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s, u"--model"_s, u"llama-9"_s}
            << u"unknown model \"llama-9\""_s;
        QTest::newRow("unknown precision")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s, u"--model"_s,
                                  u"llama-2-7b"_s, u"--precision"_s,     u"int3"_s}
            << u"serving takes fp16, bf16, fp8, fp4, int8, int4"_s;
        QTest::newRow("shape without layers")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s, u"--params"_s, u"7B"_s}
            << u"needs the model's shape"_s;
        QTest::newRow("kv precision")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s, u"--model"_s,
                                  u"llama-2-7b"_s, u"--kv-precision"_s,  u"fp64"_s}
            << u"--kv-precision"_s;
        QTest::newRow("tensor parallel over more GPUs than the instance")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s,
                                  u"--model"_s,    u"llama-2-7b"_s,
                                  u"--tp"_s,       u"16"_s}
            << u"a tensor-parallel group of 16 GPUs does not divide the instance's 8"_s;
        QTest::newRow("tensor parallel that does not divide")
            << base + QStringList{u"--instance"_s, u"aws/p5.48xlarge"_s,
                                  u"--model"_s,    u"llama-2-7b"_s,
                                  u"--tp"_s,       u"3"_s}
            << u"does not divide"_s;
        for (const char* option : {"pp", "cp", "ep", "zero", "seq-len", "global-batch"})
            QTest::newRow(option) << base + QStringList{u"--instance"_s,
                                                        u"aws/p5.48xlarge"_s,
                                                        u"--model"_s,
                                                        u"llama-2-7b"_s,
                                                        u"--"_s + QLatin1String(option),
                                                        u"2"_s}
                                  << u"--%1 is for training"_s.arg(QLatin1String(option));
    }
    void estimateInferenceBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = m_cli.run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // --tp fixes the serving group: 70B on all eight GPUs of one replica, and the replica's tensor-parallel
    // exchanges in the assumptions; left to itself the planner picks the group that serves most.
    void estimateInferenceFixedTensorParallel()
    {
        const QStringList args{
            u"estimate"_s, u"--workload"_s,  u"inference"_s,   u"--instance"_s, u"aws/p5.48xlarge"_s,
            u"--model"_s,  u"llama-2-70b"_s, u"--precision"_s, u"fp8"_s,        u"--format"_s,
            u"json"_s};
        const auto eight = m_cli.run(args + QStringList{u"--tp"_s, u"8"_s});
        QCOMPARE(eight.exitCode, 0);
        const QJsonObject j = CliRunner::json(eight).object();
        QCOMPARE(j[u"tensor_parallel"_s].toInt(), 8);
        QCOMPARE(j[u"replicas"_s].toInt(), 1);
        QVERIFY(QJsonDocument(j[u"assumptions"_s].toArray()).toJson().contains("two all-reduces"));
        const auto free = m_cli.run(args);
        QCOMPARE(free.exitCode, 0);
        const QJsonObject k = CliRunner::json(free).object();
        QVERIFY(k[u"tensor_parallel"_s].toInt() < 8);
        QVERIFY(k[u"tokens_per_second"_s].toDouble() > j[u"tokens_per_second"_s].toDouble());
    }

    // A model whose weights do not fit is an answer, not an error: fits false, the weights per GPU of the
    // largest tensor-parallel group, and the reason first among the assumptions.
    void estimateInferenceThatDoesNotFit()
    {
        const auto r =
            m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s, u"aws/p5.48xlarge"_s,
                       u"--model"_s, u"deepseek-v3"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        QCOMPARE(j[u"fits"_s].toBool(true), false);
        // 671 B at 2 bytes over 8 GPUs: 156 GB each (GPU memory's GB, 2^30 bytes), of 72 GB usable.
        const ModelArchitecture* v3 = ModelPresets::builtin().find(u"deepseek-v3");
        QVERIFY(v3);
        QCOMPARE(j[u"memory_per_gpu_gb"_s].toDouble(),
                 std::round(v3->params * 2 / 8 / double(1ULL << 30) * 10) / 10);
        QVERIFY2(j[u"assumptions"_s].toArray().first().toString().startsWith(u"does not fit"_s),
                 qPrintable(j[u"assumptions"_s].toArray().first().toString()));
        const auto fits =
            m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s, u"aws/p5.48xlarge"_s,
                       u"--model"_s, u"llama-2-7b"_s, u"--format"_s, u"json"_s});
        const QJsonObject k = CliRunner::json(fits).object();
        QCOMPARE(k[u"fits"_s].toBool(false), true);
        QVERIFY(k[u"memory_per_gpu_gb"_s].toDouble() > 7e9 * 2 / double(1ULL << 30));
        QVERIFY(k[u"memory_per_gpu_gb"_s].toDouble() <= 72.0);
    }

    // Training a 7 B model on 300 B tokens in a week: no cluster of hundreds of single-GPU VMs on plain
    // Ethernet; the ones left out are named; a lower minimum lets some back in.
    void clustersThatCannotScaleAreLeftOut()
    {
        const QStringList args{u"recommend"_s,  u"--workload"_s, u"train"_s, u"--model"_s,
                               u"llama-2-7b"_s, u"--tokens"_s,   u"300B"_s,  u"--deadline-days"_s,
                               u"7"_s,          u"--top"_s,      u"10"_s,    u"--format"_s,
                               u"json"_s};
        const auto r = m_cli.run(args + QStringList{u"--min-efficiency"_s, u"0.7"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        const QJsonArray list = j[u"recommendations"_s].toArray();
        QVERIFY(!list.isEmpty());
        for (const auto& v : list) {
            const QJsonObject rec = v.toObject();
            QVERIFY2(rec[u"scaling_efficiency"_s].toDouble() >= 0.7,
                     qPrintable(rec[u"instance"_s].toString()));
            QVERIFY(rec.contains(u"communication_seconds_per_step"_s));
            QVERIFY2(rec[u"gpus"_s].toDouble() / rec[u"instances"_s].toDouble() >= 2 ||
                         rec[u"instances"_s].toInt() <= 8,
                     qPrintable(rec[u"instance"_s].toString()));
        }
        const QString assumptions = QString::fromUtf8(QJsonDocument(j[u"assumptions"_s].toArray()).toJson());
        QVERIFY2(assumptions.contains(u"left out:"_s), qPrintable(assumptions));
        // Everything must scale perfectly: nothing across instances is left.
        const auto strict = m_cli.run(args + QStringList{u"--min-efficiency"_s, u"1"_s});
        QCOMPARE(strict.exitCode, 0);
        for (const auto& v : CliRunner::json(strict).object()[u"recommendations"_s].toArray())
            QCOMPARE(v.toObject()[u"scaling_efficiency"_s].toDouble(), 1.0);
        const auto bad = m_cli.run(args + QStringList{u"--min-efficiency"_s, u"1.5"_s});
        QCOMPARE(bad.exitCode, 2);
    }

    // Serving a 70 B grouped-query model at 5 requests/s of 3,840-token prompts: its real KV cache fits one
    // 8-GPU instance (at 10 requests/s the prompts' prefill alone needs 5.6 PFLOP/s: two).
    void seventyBServingFitsTheGqaCache()
    {
        const auto r =
            m_cli.run({u"recommend"_s, u"--workload"_s, u"inference"_s, u"--model"_s, u"llama-3.1-70b"_s,
                       u"--qps"_s, u"5"_s, u"--providers"_s, u"aws"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        const QJsonObject top = j[u"recommendations"_s].toArray().first().toObject();
        QCOMPARE(top[u"instances"_s].toInt(), 1);
        QVERIFY(top[u"tokens_per_second"_s].toDouble() >= 5 * 256);
        QVERIFY(top[u"kv_cache_gb"_s].toDouble() > 0);
        QVERIFY(top[u"per_token_latency_ms"_s].toDouble() <= 50);
        const QString assumptions = QString::fromUtf8(QJsonDocument(j[u"assumptions"_s].toArray()).toJson());
        QVERIFY2(assumptions.contains(u"320 KiB per token (GQA)"_s), qPrintable(assumptions));
    }

    // The prompt carries most of the work: instances of aws/p4d.24xlarge for Llama 3.1 70B at 10 requests/s,
    // as docs/estimation.md gives them (the recommender divides the rate by the same requests per second).
    void promptLengthSetsTheInstances_data()
    {
        QTest::addColumn<int>("inputTokens");
        QTest::addColumn<int>("instances");
        QTest::newRow("3,840-token prompts (the default 4,096 context)") << 3840 << 5;
        QTest::newRow("768-token prompts") << 768 << 2;
        QTest::newRow("256-token prompts") << 256 << 1;
    }
    void promptLengthSetsTheInstances()
    {
        QFETCH(int, inputTokens);
        QFETCH(int, instances);
        const auto r =
            m_cli.run({u"estimate"_s, u"--workload"_s, u"inference"_s, u"--instance"_s, u"aws/p4d.24xlarge"_s,
                       u"--model"_s, u"llama-3.1-70b"_s, u"--precision"_s, u"fp16"_s, u"--input-tokens"_s,
                       QString::number(inputTokens), u"--output-tokens"_s, u"256"_s, u"--latency-ms"_s,
                       u"50"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const double perInstance = CliRunner::json(r).object()[u"requests_per_second"_s].toDouble();
        QVERIFY(perInstance > 0);
        QCOMPARE(int(std::ceil(10 / perInstance)), instances);
    }

    void estimateTable()
    {
        const auto r =
            m_cli.run({u"estimate"_s, u"--params"_s, u"7B"_s, u"--tokens"_s, u"1T"_s, u"--recompute"_s,
                       u"--gpu"_s, u"nvidia-h100-sxm5-80gb"_s, u"--gpus"_s, u"64"_s});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        // --recompute is a cost, not work: the model's FLOPs (6·N·D and attention) with the layout
        // recomputing.
        QVERIFY2(out.contains(u"4.883e+22"_s), qPrintable(out));
        QVERIFY2(out.contains(u"recompute=true"_s), qPrintable(out));
        QVERIFY(out.contains(u"Assumptions:"_s));
    }

    void estimateBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList size{u"--params"_s, u"7B"_s, u"--tokens"_s, u"1T"_s};
        QTest::newRow("no size") << QStringList{u"--gpu"_s, u"h100-sxm5"_s, u"--gpus"_s, u"8"_s}
                                 << u"needs --params (or --model) and --tokens"_s;
        QTest::newRow("no GPU") << size + QStringList{u"--gpus"_s, u"8"_s} << u"needs --gpu"_s;
        QTest::newRow("no GPU count") << size + QStringList{u"--gpu"_s, u"h100-sxm5"_s} << u"needs --gpus"_s;
        QTest::newRow("unknown GPU") << size + QStringList{u"--gpu"_s, u"voodoo"_s, u"--gpus"_s, u"8"_s}
                                     << u"unknown GPU \"voodoo\""_s;
        QTest::newRow("ambiguous GPU")
            << size + QStringList{u"--gpu"_s, u"A100"_s, u"--gpus"_s, u"8"_s} << u"is ambiguous"_s;
        QTest::newRow("bad count") << QStringList{u"--params"_s, u"seven"_s,     u"--tokens"_s, u"1T"_s,
                                                  u"--gpu"_s,    u"h100-sxm5"_s, u"--gpus"_s,   u"8"_s}
                                   << u"--params expects a number above 0"_s;
        QTest::newRow("mfu above 1") << size + QStringList{u"--gpu"_s, u"h100-sxm5"_s, u"--gpus"_s,
                                                           u"8"_s,     u"--mfu"_s,     u"2"_s}
                                     << u"--mfu"_s;
        QTest::newRow("no such precision figure")
            << size + QStringList{u"--gpu"_s, u"nvidia-t4"_s, u"--gpus"_s, u"8"_s}
            << u"publishes no dense BF16"_s;
        QTest::newRow("flops and params") << QStringList{u"--flops"_s, u"1e20"_s,      u"--params"_s, u"7B"_s,
                                                         u"--gpu"_s,   u"h100-sxm5"_s, u"--gpus"_s,   u"8"_s}
                                          << u"either --flops or --params"_s;
        QTest::newRow("GPU does not match instance")
            << size + QStringList{u"--gpu"_s, u"nvidia-t4"_s, u"--instance"_s, u"aws/p5.48xlarge"_s}
            << u"does not match"_s;
        QTest::newRow("recommend option")
            << size + QStringList{u"--gpu"_s, u"h100-sxm5"_s, u"--gpus"_s, u"8"_s, u"--budget"_s, u"5"_s}
            << u"option --budget applies to recommend only"_s;
    }

    void estimateBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = m_cli.run(QStringList{u"estimate"_s} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void recommendJsonContract()
    {
        const auto r = m_cli.run({u"recommend"_s, u"--workload"_s, u"train"_s, u"--params"_s, u"7B"_s,
                                  u"--tokens"_s, u"200B"_s, u"--deadline-days"_s, u"30"_s, u"--budget"_s,
                                  u"500000"_s, u"--currency"_s, u"CNY"_s, u"--interruptible"_s, u"no"_s,
                                  u"--top"_s, u"3"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        const QJsonArray list = j[u"recommendations"_s].toArray();
        QCOMPARE(list.size(), 3);
        for (int i = 0; i < list.size(); ++i) {
            const QJsonObject x = list[i].toObject();
            for (const char* key :
                 {"rank", "instance", "region", "instances", "gpus", "gpu_model", "gpu_memory_total_gb",
                  "pricing", "days", "total_cost", "currency", "reasons"})
                QVERIFY2(x.contains(QLatin1String(key)), key);
            QCOMPARE(x[u"rank"_s].toInt(), i + 1);
            QCOMPARE(x[u"currency"_s].toString(), u"CNY"_s);
            QVERIFY(x[u"days"_s].toDouble() <= 30);
            QVERIFY(x[u"total_cost"_s].toDouble() <= 500000);
            QVERIFY(x[u"pricing"_s].toString() != u"spot"_s);
            QVERIFY(!x[u"reasons"_s].toArray().isEmpty());
        }
        QVERIFY(j[u"cheapest"_s].isObject());
        QVERIFY(j[u"fastest"_s].isObject());
        QVERIFY(j[u"ruled_out"_s].isNull());
    }

    void recommendSaysWhatRuledEverythingOut()
    {
        const auto r =
            m_cli.run({u"recommend"_s, u"--workload"_s, u"train"_s, u"--params"_s, u"70B"_s, u"--tokens"_s,
                       u"2T"_s, u"--deadline-days"_s, u"2"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        QVERIFY(j[u"recommendations"_s].toArray().isEmpty());
        QVERIFY(j[u"cheapest"_s].isNull());
        QVERIFY2(j[u"ruled_out"_s].toString().startsWith(u"deadline:"_s),
                 qPrintable(j[u"ruled_out"_s].toString()));
        const auto table = m_cli.run({u"recommend"_s, u"--workload"_s, u"science"_s, u"--flops"_s, u"1e20"_s,
                                      u"--providers"_s, u"aws"_s, u"--budget"_s, u"1"_s});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(QString::fromUtf8(table.out).contains(u"budget:"_s), table.out.constData());
    }

    void scenarioFileWithOverrides()
    {
        const QString path = writeFile(u"serve.json"_s, R"({
  "workload": "inference",
  "params": 8e9,
  "qps": 10,
  "context": 8192,
  "months": 12,
  "providers": ["aws", "azure"],
  "top": 2
})");
        const auto r =
            m_cli.run({u"recommend"_s, u"--scenario"_s, path, u"--top"_s, u"4"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        QCOMPARE(j[u"workload"_s].toString(), u"inference"_s);
        QCOMPARE(j[u"scenario"_s].toObject()[u"top"_s].toInt(), 4);
        QCOMPARE(j[u"scenario"_s].toObject()[u"context"_s].toInt(), 8192);
        for (const auto& x : j[u"recommendations"_s].toArray()) {
            const QString provider = x.toObject()[u"instance"_s].toString().section(u'/', 0, 0);
            QVERIFY(provider == u"aws"_s || provider == u"azure"_s);
            QCOMPARE(x.toObject()[u"days"_s].toDouble(), 365.0);
        }
    }

    void badScenarioFile()
    {
        const QString path =
            writeFile(u"bad.json"_s, "{\n  \"workload\": \"train\",\n  \"params\": \"lots\"\n}\n");
        const auto r = m_cli.run({u"recommend"_s, u"--scenario"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"bad.json: params: expected a number, got a string"_s), qPrintable(r.err));
        const QString broken =
            writeFile(u"broken.json"_s, "{\n  \"workload\": \"train\",\n  \"params\": }\n");
        const auto b = m_cli.run({u"recommend"_s, u"--scenario"_s, broken});
        QCOMPARE(b.exitCode, 2);
        QVERIFY2(b.err.contains(u"broken.json:3:"_s), qPrintable(b.err));
    }

    void recommendBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no workload") << QStringList{u"--params"_s, u"7B"_s} << u"needs --workload"_s;
        QTest::newRow("unknown workload")
            << QStringList{u"--workload"_s, u"mining"_s} << u"unknown workload"_s;
        QTest::newRow("train without size")
            << QStringList{u"--workload"_s, u"train"_s} << u"needs params and tokens"_s;
        QTest::newRow("interruptible maybe")
            << QStringList{u"--workload"_s, u"science"_s,         u"--flops"_s,
                           u"1e18"_s,       u"--interruptible"_s, u"maybe"_s}
            << u"--interruptible expects yes or no"_s;
        QTest::newRow("unknown provider") << QStringList{u"--workload"_s, u"science"_s,     u"--flops"_s,
                                                         u"1e18"_s,       u"--providers"_s, u"aws,oracle"_s}
                                          << u"unknown provider \"oracle\""_s;
        QTest::newRow("bad budget") << QStringList{u"--workload"_s, u"science"_s,  u"--flops"_s,
                                                   u"1e18"_s,       u"--budget"_s, u"-5"_s}
                                    << u"--budget expects an amount above 0"_s;
        QTest::newRow("unknown currency")
            << QStringList{u"--workload"_s, u"science"_s, u"--flops"_s, u"1e18"_s, u"--currency"_s, u"XYZ"_s}
            << u"no exchange rate for \"XYZ\""_s;
        QTest::newRow("rank") << QStringList{u"--workload"_s, u"science"_s, u"--flops"_s,
                                             u"1e18"_s,       u"--rank"_s,  u"luck"_s}
                              << u"expected cost, time, balanced"_s;
        QTest::newRow("top 0") << QStringList{u"--workload"_s, u"science"_s, u"--flops"_s,
                                              u"1e18"_s,       u"--top"_s,   u"0"_s}
                               << u"--top expects a whole number from 1 to 100"_s;
        QTest::newRow("missing scenario") << QStringList{u"--scenario"_s, u"/nonexistent/s.json"_s}
                                          << u"/nonexistent/s.json: cannot read"_s;
        QTest::newRow("estimate option")
            << QStringList{u"--workload"_s, u"science"_s, u"--flops"_s, u"1e18"_s, u"--gpus"_s, u"8"_s}
            << u"option --gpus applies to estimate only"_s;
    }

    void recommendBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = m_cli.run(QStringList{u"recommend"_s} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(tst_CliRecommend)
#include "tst_clirecommend.moc"
