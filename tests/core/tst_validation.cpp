// The estimation model against published runs (docs/estimation.md, "Validation"): GPU-hours of pre-training
// runs at the default utilisation, and MLPerf Inference Llama 2 70B offline throughput of 8-GPU systems. Each
// row says whether it lies within the stated tolerance; a row the documentation lists as a miss must stay
// outside it, so a change to the model that moves any row fails here until the table in the documentation is
// redone.
#include "estimation.h"
#include "instancetype.h"
#include "testcatalog.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
constexpr double Tolerance = 0.30; // |estimate / published - 1|, the figure docs/estimation.md states
}

class tst_Validation : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

    static void checkAgainst(double estimate, double published, bool withinTolerance, double expectedRatio)
    {
        const double ratio = estimate / published;
        const QString what = u"estimate %1 against %2 published: %3 %"_s.arg(estimate, 0, 'f', 0)
                                 .arg(published, 0, 'f', 0)
                                 .arg((ratio - 1) * 100, 0, 'f', 1);
        qInfo("%s", qPrintable(what));
        QVERIFY2((std::abs(ratio - 1) <= Tolerance) == withinTolerance, qPrintable(what));
        // The documentation's table gives each ratio to the percent.
        QVERIFY2(std::abs(ratio - expectedRatio) < 0.01, qPrintable(what));
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = loadSnapshotCatalog(); }

    // GPU-hours = 6·N·D ÷ (dense BF16 peak × 0.40): the compute rule with the default utilisation, before any
    // scaling loss, against the GPU-hours each run published. (Llama 2, within 10 %, is in tst_estimation.)
    void pretrainingGpuHours_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("activeParams");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("publishedGpuHours");
        QTest::addColumn<bool>("withinTolerance");
        QTest::addColumn<double>("ratio"); // as docs/estimation.md gives it
        // Llama 3.1 model card (huggingface.co/meta-llama/Llama-3.1-8B): ~15 T tokens, H100-80GB.
        QTest::newRow("Llama 3.1 8B")
            << u"nvidia-h100-sxm5-80gb"_s << 8e9 << 15e12 << 1.46e6 << false << 0.35;
        QTest::newRow("Llama 3.1 70B")
            << u"nvidia-h100-sxm5-80gb"_s << 70e9 << 15e12 << 7.0e6 << false << 0.63;
        QTest::newRow("Llama 3.1 405B")
            << u"nvidia-h100-sxm5-80gb"_s << 405e9 << 15e12 << 30.84e6 << true << 0.83;
        // DeepSeek-V3 technical report (arXiv 2412.19437): pre-training 2,664 K H800 GPU-hours, 14.8 T
        // tokens, 37 B active parameters.
        QTest::newRow("DeepSeek-V3") << u"nvidia-h800-sxm5-80gb"_s << 37e9 << 14.8e12 << 2.664e6 << true
                                     << 0.87;
        // Falcon-180B (huggingface.co/blog/falcon-180b): 3.5 T tokens, ~7,000,000 A100 GPU-hours.
        QTest::newRow("Falcon-180B") << u"nvidia-a100-sxm4-40gb"_s << 180e9 << 3.5e12 << 7.0e6 << true
                                     << 1.20;
        // SmolLM3 (huggingface.co/blog/smollm3): 3 B, 11.2 T tokens, 384 H100 for 24 days.
        QTest::newRow("SmolLM3 3B") << u"nvidia-h100-sxm5-80gb"_s << 3.08e9 << 11.2e12 << 384.0 * 24 * 24
                                    << false << 0.66;
    }
    void pretrainingGpuHours()
    {
        QFETCH(QString, gpu);
        QFETCH(double, activeParams);
        QFETCH(double, tokens);
        QFETCH(double, publishedGpuHours);
        QFETCH(bool, withinTolerance);
        QFETCH(double, ratio);
        const Gpu* g = m_catalog.gpu(gpu);
        QVERIFY2(g, qPrintable(gpu));
        ComputeInputs in;
        in.flops = 6 * activeParams * tokens;
        in.gpus = 1;
        in.peakTflopsPerGpu = g->denseTflops(Precision::BF16).value_or(0);
        const auto e = estimateCompute(in);
        QVERIFY(e);
        QCOMPARE(e->utilisation, estimation::DefaultMfu);
        checkAgainst(e->gpuHours, publishedGpuHours, withinTolerance, ratio);
    }

    // MLPerf Inference v4.1 and v5.1, closed division, Llama 2 70B (99 %), Offline: output tokens per second
    // of 8-GPU systems (github.com/mlcommons/inference_results_v4.1 and _v5.1,
    // closed/SUBMITTER/results/SYSTEM/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt). 291
    // output tokens per sample is the results' own tokens ÷ samples; the prompts are taken as 300 tokens. FP8
    // weights and KV cache, as the submissions ran.
    void mlperfLlama2Offline_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<double>("publishedTokensPerSecond");
        QTest::addColumn<bool>("withinTolerance");
        QTest::addColumn<double>("ratio");
        QTest::newRow("v4.1: 8 x H100 SXM (NVIDIA)") << u"aws/p5.48xlarge"_s << 24'524.9 << true << 0.83;
        QTest::newRow("v4.1: 8 x H200 SXM (NVIDIA)") << u"aws/p5e.48xlarge"_s << 31'302.7 << true << 0.78;
        QTest::newRow("v4.1: 8 x MI300X (AMD)")
            << u"azure/Standard_ND96isr_MI300X_v5"_s << 23'514.8 << false << 0.62;
        QTest::newRow("v4.1: 8 x L40S (Fujitsu)") << u"aws/g6e.48xlarge"_s << 3'717.74 << true << 1.04;
        QTest::newRow("v5.1: 8 x H200 SXM (Google)") << u"aws/p5e.48xlarge"_s << 35'043.7 << false << 0.69;
        QTest::newRow("v5.1: 8 x MI300X (AMD)")
            << u"azure/Standard_ND96isr_MI300X_v5"_s << 27'803.9 << false << 0.53;
    }
    void mlperfLlama2Offline()
    {
        QFETCH(QString, instance);
        QFETCH(double, publishedTokensPerSecond);
        QFETCH(bool, withinTolerance);
        QFETCH(double, ratio);
        const InstanceType* inst = m_catalog.instance(instance);
        QVERIFY2(inst, qPrintable(instance));
        const Gpu* g = m_catalog.gpu(inst->gpuId);
        QVERIFY(g);
        QCOMPARE(inst->gpuCount, 8.0);
        ServingRequest r;
        r.params = 70e9;
        r.activeParams = 70e9;
        r.kvBytesPerToken = 2.0 * 80 * 8 * 128 * 1; // GQA, FP8 cache
        r.setShape(80, 8192, 64, 128);              // Llama 2 70B's config.json
        r.format = *weightFormatFromKey(u"fp8"_s);
        r.inputTokens = 300;
        r.outputTokens = 291;
        const ServingCapacity c = servingCapacity(r, *g, *inst);
        QVERIFY2(c.whyNot.isEmpty(), qPrintable(c.whyNot));
        checkAgainst(c.tokensPerSecond, publishedTokensPerSecond, withinTolerance, ratio);
    }

    // MLPerf measured 8 x H200 faster than 8 x MI300X at Llama 2 70B (v4.1: 31,303 against 23,515 tokens/s);
    // so does the planner, whose CDNA 3 serving stack share rests on AMD's own published vLLM runs.
    void mlperfRanksH200AboveMi300x()
    {
        ServingRequest r;
        r.params = r.activeParams = 70e9;
        r.kvBytesPerToken = 2.0 * 80 * 8 * 128 * 1;
        r.setShape(80, 8192, 64, 128);
        r.format = *weightFormatFromKey(u"fp8"_s);
        r.inputTokens = 300;
        r.outputTokens = 291;
        const auto serve = [&](const QString& id) {
            const InstanceType* inst = m_catalog.instance(id);
            return inst ? servingCapacity(r, *m_catalog.gpu(inst->gpuId), *inst).tokensPerSecond : 0.0;
        };
        const double h200 = serve(u"aws/p5e.48xlarge"_s);
        const double mi300x = serve(u"azure/Standard_ND96isr_MI300X_v5"_s);
        QVERIFY(mi300x > 0);
        QVERIFY2(h200 > 1.2 * mi300x, qPrintable(u"%1 against %2"_s.arg(h200).arg(mi300x)));
    }
};

QTEST_GUILESS_MAIN(tst_Validation)
#include "tst_validation.moc"
