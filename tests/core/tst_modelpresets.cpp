// Model presets (core/estimate/modelpresets): the built-in file loads whole with a source for every model,
// the KV cache follows the architecture, and a malformed models file is refused with the JSON path.
#include "catalog.h"
#include "modelpresets.h"
#include "recommender.h"

#include <QTest>

using namespace gp;
using namespace Qt::StringLiterals;

class tst_ModelPresets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinPresetsAreWholeAndSourced()
    {
        const ModelPresets& presets = ModelPresets::builtin();
        QVERIFY(presets.models().size() >= 19);
        for (const QString& id :
             {u"llama-2-7b"_s, u"llama-2-70b"_s, u"llama-3.1-8b"_s, u"llama-3.1-70b"_s, u"llama-3.1-405b"_s,
              u"llama-3.3-70b"_s, u"mistral-7b"_s, u"mixtral-8x7b"_s, u"mixtral-8x22b"_s, u"qwen2.5-7b"_s,
              u"qwen2.5-72b"_s, u"qwen3-30b-a3b"_s, u"deepseek-v3"_s, u"deepseek-r1"_s, u"gpt-3-175b"_s})
            QVERIFY2(presets.find(id), qPrintable(id));
        for (const ModelArchitecture& m : presets.models()) {
            QVERIFY2(m.configSource.startsWith(u"https://"_s), qPrintable(m.id));
            QVERIFY2(m.paramsSource.startsWith(u"https://"_s), qPrintable(m.id));
            QVERIFY2(m.asOf.isValid(), qPrintable(m.id));
            QVERIFY2(m.activeParams <= m.params && m.activeParams > 0, qPrintable(m.id));
            QVERIFY2(m.kvBytesPerToken(Precision::FP16).has_value(), qPrintable(m.id));
            QCOMPARE(m.isMixtureOfExperts(), m.activeParams < m.params);
        }
        QCOMPARE(presets.find(u"Llama 3.1 70B"_s), presets.find(u"LLAMA-3.1-70B"_s));
        QVERIFY(!presets.find(u"llama-4"_s));
    }

    // 2 x layers x KV heads x head dim x bytes; MLA: layers x (latent + rotary key) x bytes.
    void kvCacheFollowsTheArchitecture_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("precision");
        QTest::addColumn<double>("bytesPerToken");
        QTest::newRow("Llama 2 70B, GQA 8 of 64 heads, FP16")
            << u"llama-2-70b"_s << int(Precision::FP16) << 2.0 * 80 * 8 * 128 * 2;
        QTest::newRow("Llama 2 70B at FP8") << u"llama-2-70b"_s << int(Precision::FP8) << 2.0 * 80 * 8 * 128;
        QTest::newRow("Llama 2 7B, MHA")
            << u"llama-2-7b"_s << int(Precision::FP16) << 2.0 * 32 * 32 * 128 * 2;
        QTest::newRow("Qwen2.5 7B, 4 KV heads")
            << u"qwen2.5-7b"_s << int(Precision::FP16) << 2.0 * 28 * 4 * 128 * 2;
        QTest::newRow("DeepSeek-V3, MLA")
            << u"deepseek-v3"_s << int(Precision::FP16) << 61.0 * (512 + 64) * 2;
        QTest::newRow("GPT-3, MHA 96 heads")
            << u"gpt-3-175b"_s << int(Precision::FP16) << 2.0 * 96 * 96 * 128 * 2;
    }
    void kvCacheFollowsTheArchitecture()
    {
        QFETCH(QString, id);
        QFETCH(int, precision);
        QFETCH(double, bytesPerToken);
        const ModelArchitecture* m = ModelPresets::builtin().find(id);
        QVERIFY(m);
        QCOMPARE(*m->kvBytesPerToken(Precision(precision)), bytesPerToken);
        QVERIFY(!m->kvFormula(Precision(precision)).isEmpty());
    }

    // A scenario names a preset and overrides what it gives; without one, the given shape decides.
    void scenarioResolvesTheModel()
    {
        Scenario s;
        s.workload = Workload::Inference;
        s.model = u"llama-3.1-70b"_s;
        Scenario r = s.resolved();
        QCOMPARE(*r.params, 70e9);
        QCOMPARE(*r.kvBytesPerToken, 2.0 * 80 * 8 * 128 * 2); // the serving precision, FP16
        s.kvPrecision = Precision::FP8;
        QCOMPARE(*s.resolved().kvBytesPerToken, 2.0 * 80 * 8 * 128);
        s.kvHeads = 64; // as if it were multi-head
        QCOMPARE(*s.resolved().kvBytesPerToken, 2.0 * 80 * 64 * 128);
        Scenario custom;
        custom.params = 13e9;
        custom.layers = 40;
        custom.kvHeads = 8;
        custom.headDim = 128;
        QCOMPARE(*custom.resolved().kvBytesPerToken, 2.0 * 40 * 8 * 128 * 2);
        QCOMPARE(custom.architecture().attention, AttentionKind::GQA);
        Scenario moe;
        moe.workload = Workload::Train;
        moe.model = u"mixtral-8x7b"_s;
        moe.tokens = 1e12;
        const auto shape = moe.trainingShape();
        QVERIFY(shape);
        QCOMPARE(shape->activeParams, 12.9e9);   // compute follows the active parameters
        QCOMPARE(shape->gradientParams, 46.7e9); // the exchange and memory the total
        // 6·N·D on the active parameters and attention over 32 layers × 4,096 × the 4,096-token sequence.
        QCOMPARE(shape->seqLen, 4096);
        QCOMPARE(moe.workFlops(Catalog()), (6 * 12.9e9 + 12.0 * 32 * 4096 * 4096) * 1e12);
    }

    // LoRA on q, k, v and o of every layer: r (d_in + d_out) each; 4·N·D; only adapters' gradients exchanged.
    void loraAdapters()
    {
        Scenario s;
        s.workload = Workload::Finetune;
        s.model = u"llama-2-7b"_s;
        s.tokens = 1e9;
        s.finetune = FinetuneMethod::Lora;
        s.loraRank = 16;
        const double perLayer = 16.0 * 4 * (4096 + 4096);
        QCOMPARE(s.loraParams(), perLayer * 32); // 16.8 M
        const auto shape = s.trainingShape();
        QCOMPARE(shape->gradientParams, perLayer * 32);
        QCOMPARE(shape->flopsPerParamToken, 4.0);
        QCOMPARE(s.workFlops(Catalog()), (4 * 7e9 + 12.0 * 32 * 4096 * 4096) * 1e9);
        s.model = u"llama-2-70b"_s; // GQA: k and v project to 8 x 128
        const double gqaLayer = 16.0 * ((8192 + 8192) + 2 * (8192 + 1024) + (8192 + 8192));
        QCOMPARE(s.loraParams(), gqaLayer * 80);
        s.finetune = FinetuneMethod::Full;
        QCOMPARE(s.trainingShape()->gradientParams, 70e9);
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        const QByteArray good =
            R"({"id": "m", "name": "M", "params": 7e9, "active_params": 7e9, "layers": 32, "hidden": 4096,
                "heads": 32, "kv_heads": 8, "head_dim": 128, "vocab": 32000, "context": 4096,
                "attention": "GQA", "source": {"config": "https://x", "params": "https://x", "as_of": "2024-01-01"}})";
        const auto file = [](const QByteArray& model) {
            return R"({"format": "gpu-planner-models", "version": 1, "models": [)" + model + "]}";
        };
        QTest::newRow("no source")
            << file(QByteArray(good).replace(
                   R"(, "source": {"config": "https://x", "params": "https://x", "as_of": "2024-01-01"})",
                   ""))
            << u"missing required key \"source\""_s;
        QTest::newRow("active above total")
            << file(QByteArray(good).replace(R"("active_params": 7e9)", R"("active_params": 8e9)"))
            << u"$.models[0].active_params"_s;
        QTest::newRow("more KV heads than heads")
            << file(QByteArray(good).replace(R"("kv_heads": 8)", R"("kv_heads": 64)"))
            << u"$.models[0].kv_heads"_s;
        QTest::newRow("unknown attention")
            << file(QByteArray(good).replace(R"("GQA")", R"("sparse")")) << u"$.models[0].attention"_s;
        QTest::newRow("MLA without its latent") << file(QByteArray(good).replace(R"("GQA")", R"("MLA")"))
                                                << u"missing required key \"kv_lora_rank\""_s;
        QTest::newRow("experts without active experts")
            << file(QByteArray(good).replace(R"("context": 4096)", R"("context": 4096, "experts": 8)"))
            << u"missing required key \"active_experts\""_s;
        QTest::newRow("duplicate id") << file(good + "," + good) << u"$.models[1].id"_s;
        QTest::newRow("zero layers") << file(QByteArray(good).replace(R"("layers": 32)", R"("layers": 0)"))
                                     << u"$.models[0].layers"_s;
        QTest::newRow("another format")
            << QByteArray(R"({"format": "gpu-planner-catalog", "version": 1, "models": []})")
            << u"$.format"_s;
    }
    void malformedFilesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        IssueList issues;
        const ModelPresets p = ModelPresets::fromFileData(json, u"models.json"_s, issues);
        QVERIFY(p.models().size() <= 1);
        QStringList texts;
        bool found = false;
        for (const Issue& i : issues) {
            texts << i.toString();
            found = found || i.toString().contains(path);
        }
        QVERIFY2(found, qPrintable(texts.join(u'\n')));
        QVERIFY(!p.find(u"m"_s) || path == u"$.models[1].id"_s);
    }
};

QTEST_GUILESS_MAIN(tst_ModelPresets)
#include "tst_modelpresets.moc"
