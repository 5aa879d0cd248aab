// The estimation model (core/estimate/estimation.h): training compute against published runs, memory,
// FP64 capability, interconnect scaling and inference capacity.
#include "estimation.h"
#include "instancetype.h"
#include "recommender.h"
#include "testcatalog.h"

#include <QScopeGuard>
#include <QTest>

#include <cmath>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

InstanceType instance(double gpus, GpuInterconnect link, std::optional<double> networkGbps, RdmaKind rdma,
                      Virtualization v = Virtualization::Passthrough)
{
    InstanceType i;
    i.provider = u"test"_s;
    i.name = u"x"_s;
    i.gpuCount = gpus;
    i.interconnect = link;
    i.networkGbps = networkGbps;
    i.rdma = rdma;
    i.virtualization = v;
    return i;
}

// Full training of a dense model of `params` parameters: every one trained, every one active.
TrainingShape denseShape(double params)
{
    TrainingShape shape;
    shape.gradientParams = shape.activeParams = shape.modelParams = params;
    return shape;
}

} // namespace

class tst_Estimation : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = loadSnapshotCatalog();

private Q_SLOTS:
    void trainingFlopsIsSixOrEightND()
    {
        QCOMPARE(trainingFlops(7e9, 2e12, false), 8.4e22);
        QCOMPARE(trainingFlops(7e9, 2e12, true), 1.12e23);
    }

    // Published training runs: compute 6·N·D (8·N·D where the paper counts recomputation), divide by
    // GPUs x dense peak x the utilisation the paper reports (or the default 0.40 where it reports
    // none), and compare with the duration or GPU-hours the paper reports.
    void publishedRuns_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<bool>("recompute");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("mfu"); // 0: the default
        QTest::addColumn<double>("reportedDays");
        QTest::addColumn<double>("reportedGpuHours");

        // Touvron et al. 2023, "Llama 2", Table 1 (2.0 T tokens) and Table 2 (GPU-hours, A100-80GB);
        // parameter counts of the released checkpoints. No utilisation is reported: the default 0.40.
        QTest::newRow("Llama 2 7B") << 6.74e9 << 2.0e12 << false << u"nvidia-a100-sxm4-80gb"_s << 1.0 << 0.0
                                    << 0.0 << 184'320.0;
        QTest::newRow("Llama 2 13B") << 13.0e9 << 2.0e12 << false << u"nvidia-a100-sxm4-80gb"_s << 1.0 << 0.0
                                     << 0.0 << 368'640.0;
        QTest::newRow("Llama 2 70B") << 69.0e9 << 2.0e12 << false << u"nvidia-a100-sxm4-80gb"_s << 1.0 << 0.0
                                     << 0.0 << 1'720'320.0;
        // Touvron et al. 2023, "LLaMA": 65.2 B parameters, 1.4 T tokens, 2048 A100-80GB at 380 tokens/s
        // per GPU (utilisation 380 x 6 x 65.2e9 / 312e12 = 0.476), "approximately 21 days".
        QTest::newRow("LLaMA 65B") << 65.2e9 << 1.4e12 << false << u"nvidia-a100-sxm4-80gb"_s << 2048.0
                                   << 380.0 * 6 * 65.2e9 / 312e12 << 21.0 << 0.0;
        // Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on GPU Clusters Using
        // Megatron-LM": end-to-end time = 8·T·P / (n·X) with recomputation. GPT-3 175B on 300 B tokens,
        // 1024 A100 at 140 TFLOP/s each: 34 days; 1 T parameters (1008 B) on 450 B tokens, 3072 A100 at
        // 163 TFLOP/s: 84 days.
        QTest::newRow("GPT-3 175B (Megatron)")
            << 175e9 << 300e9 << true << u"nvidia-a100-sxm4-80gb"_s << 1024.0 << 140.0 / 312 << 34.0 << 0.0;
        QTest::newRow("1T GPT (Megatron)")
            << 1008e9 << 450e9 << true << u"nvidia-a100-sxm4-80gb"_s << 3072.0 << 163.0 / 312 << 84.0 << 0.0;
    }

    void publishedRuns()
    {
        QFETCH(double, params);
        QFETCH(double, tokens);
        QFETCH(bool, recompute);
        QFETCH(QString, gpu);
        QFETCH(double, gpus);
        QFETCH(double, mfu);
        QFETCH(double, reportedDays);
        QFETCH(double, reportedGpuHours);
        const Gpu* g = m_catalog.gpu(gpu);
        QVERIFY(g);
        ComputeInputs in;
        in.flops = trainingFlops(params, tokens, recompute);
        in.gpus = gpus;
        in.peakTflopsPerGpu = *g->denseTflops(Precision::BF16);
        if (mfu > 0)
            in.mfu = mfu;
        const auto e = estimateCompute(in);
        QVERIFY(e);
        if (reportedDays > 0) {
            const double ratio = e->days() / reportedDays;
            QVERIFY2(std::abs(ratio - 1) <= 0.10,
                     qPrintable(u"%1 days against %2"_s.arg(e->days()).arg(reportedDays)));
        }
        if (reportedGpuHours > 0) {
            const double ratio = e->gpuHours / reportedGpuHours;
            QVERIFY2(std::abs(ratio - 1) <= 0.10,
                     qPrintable(u"%1 GPU-hours against %2"_s.arg(e->gpuHours).arg(reportedGpuHours)));
        }
    }

    // What the utilisation row adds about other training stacks reaches the assumptions, after the row's own
    // line; a given utilisation replaces the row, and its caveats with it.
    void rowCaveatsReachTheAssumptions()
    {
        ComputeInputs in;
        in.flops = 1e21;
        in.gpus = 8;
        in.peakTflopsPerGpu = 1000;
        Utilisation base;
        base.value = 0.4;
        base.source = u"row"_s;
        base.reason = u"utilisation 0.40 (row)"_s;
        base.trainingCaveats << u"another stack gains less"_s;
        in.base = base;
        const auto e = estimateCompute(in);
        QVERIFY(e);
        const auto at = e->assumptions.indexOf(u"another stack gains less"_s);
        QVERIFY2(at > 0, qPrintable(e->assumptions.join(u'\n')));
        QCOMPARE(e->assumptions.at(at - 1), base.reason);
        in.mfu = 0.3;
        const auto given = estimateCompute(in);
        QVERIFY(given);
        QVERIFY(!given->assumptions.contains(u"another stack gains less"_s));
    }

    void givenMfuIsEndToEnd()
    {
        ComputeInputs in;
        in.flops = 1e21;
        in.gpus = 16;
        in.peakTflopsPerGpu = 1000;
        Scaling slow;
        slow.factor = 0.5;
        slow.reasons << u"slow network"_s;
        in.scaling = slow;
        const auto withDefault = estimateCompute(in);
        QVERIFY(withDefault);
        QCOMPARE(withDefault->utilisation, 0.40 * 0.5);
        QVERIFY(withDefault->assumptions.contains(u"slow network"_s));
        in.mfu = 0.3;
        const auto given = estimateCompute(in);
        QVERIFY(given);
        QCOMPARE(given->utilisation, 0.3);
        QVERIFY(!given->assumptions.contains(u"slow network"_s));
        QCOMPARE(given->throughputTflops, 16 * 1000 * 0.3);
        QCOMPARE(given->seconds, 1e21 / (4800 * 1e12));
        QCOMPARE(given->gpuHours, given->seconds / 3600 * 16);
    }

    void computeNeedsWorkAndThroughput_data()
    {
        QTest::addColumn<double>("flops");
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("peak");
        QTest::newRow("no work") << 0.0 << 1.0 << 100.0;
        QTest::newRow("no GPUs") << 1e20 << 0.0 << 100.0;
        QTest::newRow("no peak") << 1e20 << 1.0 << 0.0;
        QTest::newRow("infinite work") << std::numeric_limits<double>::infinity() << 1.0 << 100.0;
        QTest::newRow("NaN") << std::nan("") << 1.0 << 100.0;
    }

    void computeNeedsWorkAndThroughput()
    {
        QFETCH(double, flops);
        QFETCH(double, gpus);
        QFETCH(double, peak);
        ComputeInputs in;
        in.flops = flops;
        in.gpus = gpus;
        in.peakTflopsPerGpu = peak;
        QVERIFY(!estimateCompute(in));
    }

    void memoryModel()
    {
        QCOMPARE(bytesPerWeight(Precision::FP32), 4.0);
        QCOMPARE(bytesPerWeight(Precision::BF16), 2.0);
        QCOMPARE(bytesPerWeight(Precision::FP8), 1.0);
        // Llama 2 7B: 32 layers x 4096 x K,V x 2 bytes = 524,288 bytes per token; the shape estimate
        // must land within 10 %.
        const double kv = kvBytesPerToken(6.74e9, Precision::FP16);
        QVERIFY2(std::abs(kv / 524'288.0 - 1) < 0.10, qPrintable(QString::number(kv)));
        QCOMPARE(kvBytesPerToken(7e9, Precision::FP8) * 2, kvBytesPerToken(7e9, Precision::FP16));
    }

    void fp64Capability_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("strong");
        QTest::newRow("A100") << u"nvidia-a100-sxm4-80gb"_s << true;
        QTest::newRow("H100") << u"nvidia-h100-sxm5-80gb"_s << true;
        QTest::newRow("V100") << u"nvidia-v100-sxm2-32gb"_s << true;
        QTest::newRow("MI250X") << u"amd-mi250x"_s << true;
        QTest::newRow("B200") << u"nvidia-b200"_s << true;
        QTest::newRow("T4") << u"nvidia-t4"_s << false;
        QTest::newRow("L4") << u"nvidia-l4"_s << false;
        QTest::newRow("A10") << u"nvidia-a10"_s << false;
        QTest::newRow("L40S") << u"nvidia-l40s"_s << false;
        QTest::newRow("RTX 6000 Ada") << u"nvidia-rtx-6000-ada"_s << false;
        QTest::newRow("Gaudi 2") << u"intel-gaudi2"_s << false;
    }

    void fp64Capability()
    {
        QFETCH(QString, gpu);
        QFETCH(bool, strong);
        const Gpu* g = m_catalog.gpu(gpu);
        QVERIFY(g);
        QString why;
        QCOMPARE(hasStrongFp64(*g, &why), strong);
        QCOMPARE(why.isEmpty(), strong);
    }

    void weakFp64Ratio()
    {
        Gpu g;
        g.model = u"Consumer"_s;
        g.dense[std::size_t(Precision::FP32)] = 80;
        g.dense[std::size_t(Precision::FP64)] = 1.25; // 1/64
        QString why;
        QVERIFY(!hasStrongFp64(g, &why));
        QVERIFY(why.contains(u"weak FP64"_s));
        g.dense[std::size_t(Precision::FP64)] = 20; // 1/4
        QVERIFY(hasStrongFp64(g));
    }

    void scaling_data()
    {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<int>("link");
        QTest::addColumn<double>("network"); // 0: not published
        QTest::addColumn<int>("rdma");
        QTest::addColumn<int>("virtualization");
        QTest::addColumn<int>("instances");
        QTest::addColumn<bool>("parallel");
        QTest::addColumn<double>("factor");
        const int passthrough = int(Virtualization::Passthrough);
        QTest::newRow("one GPU") << 1.0 << int(GpuInterconnect::None) << 25.0 << int(RdmaKind::None)
                                 << passthrough << 1 << false << 1.0;
        QTest::newRow("8 NVSwitch") << 8.0 << int(GpuInterconnect::NVSwitch) << 3200.0 << int(RdmaKind::EFA)
                                    << passthrough << 1 << false << 0.95;
        QTest::newRow("8 NVSwitch x4, 400 G/GPU RDMA")
            << 8.0 << int(GpuInterconnect::NVSwitch) << 3200.0 << int(RdmaKind::EFA) << passthrough << 4
            << false << 0.95 * 0.90;
        QTest::newRow("8 NVSwitch x2, 50 G/GPU RDMA")
            << 8.0 << int(GpuInterconnect::NVSwitch) << 400.0 << int(RdmaKind::EFA) << passthrough << 2
            << false << 0.95 * 0.80;
        QTest::newRow("8 NVLink x2, 12.5 G/GPU RDMA")
            << 8.0 << int(GpuInterconnect::NVLink) << 100.0 << int(RdmaKind::RoCE) << passthrough << 2
            << false << 0.90 * 0.70;
        QTest::newRow("4 PCIe") << 4.0 << int(GpuInterconnect::PCIe) << 50.0 << int(RdmaKind::None)
                                << passthrough << 1 << false << 0.80;
        QTest::newRow("unknown link") << 2.0 << int(GpuInterconnect::Unknown) << 50.0 << int(RdmaKind::None)
                                      << passthrough << 1 << false << 0.80;
        QTest::newRow("1 GPU x2, 50 G no RDMA") << 1.0 << int(GpuInterconnect::None) << 50.0
                                                << int(RdmaKind::None) << passthrough << 2 << false << 0.65;
        QTest::newRow("1 GPU x2, 10 G no RDMA") << 1.0 << int(GpuInterconnect::None) << 10.0
                                                << int(RdmaKind::None) << passthrough << 2 << false << 0.50;
        QTest::newRow("network unknown x2") << 1.0 << int(GpuInterconnect::None) << 0.0
                                            << int(RdmaKind::Unknown) << passthrough << 2 << false << 0.50;
        QTest::newRow("vGPU share") << 0.25 << int(GpuInterconnect::None) << 10.0 << int(RdmaKind::None)
                                    << int(Virtualization::VgpuShare) << 1 << false << 0.90;
        QTest::newRow("render: independent frames") << 8.0 << int(GpuInterconnect::PCIe) << 10.0
                                                    << int(RdmaKind::None) << passthrough << 4 << true << 1.0;
    }

    void scaling()
    {
        QFETCH(double, gpus);
        QFETCH(int, link);
        QFETCH(double, network);
        QFETCH(int, rdma);
        QFETCH(int, virtualization);
        QFETCH(int, instances);
        QFETCH(bool, parallel);
        QFETCH(double, factor);
        const InstanceType i =
            instance(gpus, GpuInterconnect(link), network > 0 ? std::optional<double>(network) : std::nullopt,
                     RdmaKind(rdma), Virtualization(virtualization));
        const Scaling s = scalingFor(i, instances, parallel);
        QCOMPARE(s.factor, factor);
        QCOMPARE(s.reasons.isEmpty(), factor == 1.0 && !(parallel && instances * gpus > 1));
    }

    // The communication model, by hand: 7 B parameters (14 GB of BF16 gradients), 4.19 M tokens a step.
    void trainingScalingHandComputed_data()
    {
        QTest::addColumn<double>("gpusPerInstance");
        QTest::addColumn<int>("interconnect");
        QTest::addColumn<double>("networkGbps");
        QTest::addColumn<int>("rdma");
        QTest::addColumn<int>("instances");
        QTest::addColumn<double>("intraBusGbs"); // each way per GPU; 0: none
        QTest::addColumn<double>("lineShare");
        // One L40S-class GPU per VM on 20 Gbps without RDMA: the exchange dwarfs the compute.
        QTest::newRow("272 single-GPU VMs, 20 Gbps TCP")
            << 1.0 << int(GpuInterconnect::None) << 20.0 << int(RdmaKind::None) << 272 << 0.0 << 0.5;
        // Eight GPUs on NVSwitch, 3,200 Gbps EFA: it scales.
        QTest::newRow("32 x 8 GPUs, NVSwitch, 3200 Gbps EFA")
            << 8.0 << int(GpuInterconnect::NVSwitch) << 3200.0 << int(RdmaKind::EFA) << 32 << 450.0 << 0.8;
        QTest::newRow("one 8-GPU PCIe instance")
            << 8.0 << int(GpuInterconnect::PCIe) << 100.0 << int(RdmaKind::None) << 1 << 25.0 << 0.5;
    }
    void trainingScalingHandComputed()
    {
        QFETCH(double, gpusPerInstance);
        QFETCH(int, interconnect);
        QFETCH(double, networkGbps);
        QFETCH(int, rdma);
        QFETCH(int, instances);
        QFETCH(double, intraBusGbs);
        QFETCH(double, lineShare);
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        QCOMPARE(h100->linkGbs, 900.0); // NVLink 4: 900 GB/s both ways, 450 each way
        const InstanceType inst =
            instance(gpusPerInstance, GpuInterconnect(interconnect), networkGbps, RdmaKind(rdma));
        TrainingShape shape;
        shape.gradientParams = 7e9;
        shape.activeParams = 7e9;
        shape.layers = 32;
        shape.hidden = 4096;
        shape.seqLen = 4096;
        shape.layout.tp = 1; // plain data parallel with the distributed optimizer
        shape.layout.pp = 1;
        shape.layout.zero = 1;
        const double peak = 989.4;
        const Scaling s = trainingScaling(inst, *h100, instances, shape, peak);
        QVERIFY(s.layout);
        QCOMPARE(s.layout->layout.dp, int(gpusPerInstance * instances));
        QVERIFY(!s.layout->layout.recompute); // 28 GB of weights and gradients leave room for activations
        const double gpus = gpusPerInstance * instances;
        // Whole sequences for every copy: 1,024 of 4,096 tokens a step, rounded down to a multiple of dp.
        const double batch = std::floor(1024.0 / gpus) * gpus * 4096;
        QCOMPARE(s.layout->batchTokens, batch);
        const double perToken = 6 * 7e9 + 12.0 * 32 * 4096 * 4096; // 6·N + attention
        const double compute = perToken * batch / (gpus * peak * 1e12 * 0.40);
        const double g = gpusPerInstance;
        const double intra = intraBusGbs > 0 ? 2 * (g - 1) / g * 14e9 / (intraBusGbs * 1e9) : 0;
        const double n = instances;
        const double inter = instances > 1 ? 2 * (n - 1) / n * 14e9 / (networkGbps / 8 * lineShare * 1e9) : 0;
        QVERIFY(s.communicationSecondsPerStep && s.computeSecondsPerStep && s.exposedSecondsPerStep);
        QCOMPARE(*s.computeSecondsPerStep, compute);
        QCOMPARE(*s.communicationSecondsPerStep, intra + inter);
        const double exposed = std::max(0.0, intra + inter - compute * 2 / 3);
        QCOMPARE(*s.exposedSecondsPerStep, exposed);
        QCOMPARE(s.factor, compute / (compute + exposed));
        if (instances == 272)
            QVERIFY2(s.factor < 0.5, qPrintable(QString::number(s.factor)));
        if (instances == 32)
            QVERIFY2(s.factor > 0.99, qPrintable(QString::number(s.factor)));
        QCOMPARE(s.reasons.size(), 3); // the layout, its memory, the step
    }

    // The memory of one GPU of a fixed layout, by hand: BF16 weights and gradients over TP × PP, FP32 master
    // weights and Adam's moments (12 bytes) over the data-parallel copies too (ZeRO-1), 34 bytes of
    // activations per token, hidden unit and layer over TP (1F1B: the first stage holds L layers' worth),
    // FP32 logits.
    void trainingMemoryHandComputed()
    {
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        TrainingShape shape = denseShape(70e9);
        shape.layers = 80;
        shape.hidden = 8192;
        shape.vocab = 128'000;
        shape.seqLen = 4096;
        ParallelLayout l;
        l.tp = 8;
        l.pp = 4;
        l.dp = 2;
        const TrainingMemory m = trainingMemory(*h100, shape, l);
        const double gib = double(1ULL << 30);
        QCOMPARE(m.weightsGb, 2 * 70e9 / 32 / gib);
        QCOMPARE(m.gradientsGb, 2 * 70e9 / 32 / gib);
        QCOMPARE(m.optimizerGb, 12 * 70e9 / 32 / 2 / gib);
        QCOMPARE(m.activationsGb, (80 * 34.0 * 4096 * 8192 / 8 + 4.0 * 4096 * 128'000 / 8) / gib);
        QCOMPARE(m.workingGb, 0.0);
        QCOMPARE(m.usableGb, 72.0);
        QVERIFY(m.fits);
        // Recomputation keeps each layer's BF16 input and one layer's activations.
        l.recompute = true;
        const TrainingMemory r = trainingMemory(*h100, shape, l);
        QCOMPARE(r.activationsGb,
                 (80 * 2.0 * 4096 * 8192 / 8 + 34.0 * 4096 * 8192 / 8 + 4.0 * 4096 * 128'000 / 8) / gib);
        // ZeRO-3 shards the weights and gradients over the copies too and gathers two layers at a time.
        l.zero = 3;
        const TrainingMemory z = trainingMemory(*h100, shape, l);
        QCOMPARE(z.weightsGb, 2 * 70e9 / 32 / 2 / gib);
        QCOMPARE(z.gradientsGb, 2 * 70e9 / 32 / 2 / gib);
        QCOMPARE(z.workingGb, 2 * 2 * 70e9 / 32 / 80 / gib);
    }

    // The layout chosen for full training: what fits, and the fastest of what fits.
    void chosenLayoutFits_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<int>("instances");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<bool>("modelParallel"); // TP or PP above 1, or ZeRO-3
        QTest::newRow("7 B, one instance") << 7e9 << 1 << true << false;
        // 70 B × 16 bytes = 1.12 TB: more than 8 × 72 GB, whatever the layout.
        QTest::newRow("70 B, one instance") << 70e9 << 1 << false << true;
        QTest::newRow("70 B, four instances") << 70e9 << 4 << true << true;
        QTest::newRow("405 B, 16 instances") << 405e9 << 16 << true << true;
    }
    void chosenLayoutFits()
    {
        QFETCH(double, params);
        QFETCH(int, instances);
        QFETCH(bool, fits);
        QFETCH(bool, modelParallel);
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const InstanceType inst = instance(8, GpuInterconnect::NVSwitch, 3200.0, RdmaKind::EFA);
        TrainingShape shape = denseShape(params);
        const LayoutChoice c = chooseLayout(*h100, &inst, 8.0 * instances, shape, 989.4, 0.4);
        QVERIFY(c.whyNot.isEmpty());
        QCOMPARE(c.memory.fits, fits);
        QCOMPARE(c.layout.gpus(), 8 * instances);
        QVERIFY(c.layout.tp <= 8); // tensor parallel stays inside the instance
        QCOMPARE(c.layout.tp > 1 || c.layout.pp > 1 || c.layout.zero == 3, modelParallel);
        QCOMPARE(c.reasons.size(), 2);
        QVERIFY(c.reasons.at(1).contains(fits ? u": fits"_s : u"does not fit"_s));
        if (fits) {
            // No layout that fits is faster: changing the pipeline depth alone never helps.
            for (const int pp : {1, 2, 4, 8}) {
                TrainingShape fixed = shape;
                fixed.layout.tp = c.layout.tp;
                fixed.layout.pp = pp;
                fixed.layout.zero = c.layout.zero;
                const LayoutChoice other = chooseLayout(*h100, &inst, 8.0 * instances, fixed, 989.4, 0.4);
                if (other.whyNot.isEmpty() && other.memory.fits)
                    QVERIFY(other.factor <= c.factor + 1e-12);
            }
        }
    }

    // A rack-scale NVLink domain (GB200 NVL72: 18 instances of 4 GPUs): the gradient exchange inside it runs
    // over NVLink instead of the network, the network leaves through all its instances' cards, and --tp may
    // reach across its instances; the same instances without the domain exchange over the network.
    void anNvlinkDomainJoinsInstances_data()
    {
        QTest::addColumn<int>("instances");
        QTest::newRow("one domain (72 GPUs)") << 18;
        QTest::newRow("two domains (144 GPUs)") << 36;
    }
    void anNvlinkDomainJoinsInstances()
    {
        QFETCH(int, instances);
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const InstanceType plain = instance(4, GpuInterconnect::NVSwitch, 1600.0, RdmaKind::EFA);
        InstanceType rack = plain;
        rack.nvlinkDomainGpus = 72;
        QCOMPARE(instanceLinks(*h100, rack).domain, 72);
        QCOMPARE(instanceLinks(*h100, plain).domain, 4);
        TrainingShape shape = denseShape(70e9);
        shape.layout.tp = 4;
        shape.layout.pp = 1;
        shape.layout.zero = 3;
        const double gpus = 4.0 * instances;
        const LayoutChoice inRack = chooseLayout(*h100, &rack, gpus, shape, 989.4, 0.4);
        const LayoutChoice apart = chooseLayout(*h100, &plain, gpus, shape, 989.4, 0.4);
        QVERIFY2(inRack.whyNot.isEmpty() && apart.whyNot.isEmpty(), qPrintable(inRack.whyNot + apart.whyNot));
        QCOMPARE(inRack.layout, apart.layout);
        QVERIFY(apart.dataInsideSeconds == 0); // TP 4 fills each instance: every copy is on another one
        QVERIFY(apart.dataAcrossSeconds > 0);
        QVERIFY(inRack.dataInsideSeconds > 0);
        if (instances == 18)
            QCOMPARE(inRack.dataAcrossSeconds, 0.0); // all 18 copies inside the domain
        else
            QVERIFY(inRack.dataAcrossSeconds > 0 && inRack.dataAcrossSeconds < apart.dataAcrossSeconds / 10);
        QVERIFY(inRack.factor > apart.factor);

        // Tensor parallel across the domain's instances, when asked for; never past the domain.
        shape.layout.tp = 16; // 144 GPUs: 16 divides them, 72 per domain holds it
        const LayoutChoice wide = chooseLayout(*h100, &rack, 144, shape, 989.4, 0.4);
        QVERIFY2(wide.whyNot.isEmpty(), qPrintable(wide.whyNot));
        QCOMPARE(wide.layout.tp, 16);
        QVERIFY(chooseLayout(*h100, &plain, 144, shape, 989.4, 0.4)
                    .whyNot.contains(u"inside one instance of 4 GPUs"_s));
        shape.layout.tp = 144;
        shape.layout.zero.reset();
        const QString tooWide = chooseLayout(*h100, &rack, 144, shape, 989.4, 0.4).whyNot;
        QVERIFY2(tooWide.contains(u"inside the 72 GPUs of the job's NVLink domain"_s), qPrintable(tooWide));
        // Chosen, not fixed: tensor parallel stays at 8 or less (small per-GPU matrices run badly).
        TrainingShape free = denseShape(405e9);
        QVERIFY(chooseLayout(*h100, &rack, gpus, free, 989.4, 0.4).layout.tp <= 8);
    }

    // What the user fixes is kept, and what cannot make the GPUs is refused with the reason.
    void fixedLayout_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("ep");
        QTest::addColumn<QString>("whyNot");
        QTest::newRow("TP 8 PP 2") << 8 << 2 << 0 << QString();
        QTest::newRow("TP 3") << 3 << 0 << 0 << u"does not divide the 64 GPUs"_s;
        QTest::newRow("TP 16") << 16 << 0 << 0 << u"inside one instance of 8 GPUs"_s;
        QTest::newRow("PP 128") << 0 << 128 << 0 << u"the model has 80 layers"_s;
        QTest::newRow("EP 2 on a dense model") << 0 << 0 << 2 << u"the model is dense"_s;
    }
    void fixedLayout()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, ep);
        QFETCH(QString, whyNot);
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const InstanceType inst = instance(8, GpuInterconnect::NVSwitch, 3200.0, RdmaKind::EFA);
        TrainingShape shape = denseShape(70e9);
        shape.layers = 80;
        shape.hidden = 8192;
        shape.heads = 64;
        if (tp)
            shape.layout.tp = tp;
        if (pp)
            shape.layout.pp = pp;
        if (ep)
            shape.layout.ep = ep;
        const LayoutChoice c = chooseLayout(*h100, &inst, 64, shape, 989.4, 0.4);
        if (whyNot.isEmpty()) {
            QVERIFY2(c.whyNot.isEmpty(), qPrintable(c.whyNot));
            QCOMPARE(c.layout.tp, tp);
            QCOMPARE(c.layout.pp, pp);
            QCOMPARE(c.layout.dp, 64 / (tp * pp));
        } else {
            QVERIFY2(c.whyNot.contains(whyNot), qPrintable(c.whyNot));
        }
    }

    // LoRA trains only the adapters: the frozen base needs no gradients or optimizer states, so 70 B fits
    // where full training does not; QLoRA's 4-bit base fits one 80 GB GPU, the case it exists for.
    void adaptersFitWhereFullTrainingDoesNot_data()
    {
        QTest::addColumn<double>("frozenBytes");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<bool>("fits");
        QTest::newRow("LoRA, one GPU") << 2.0 << 1 << false;   // 140 GB of BF16 base
        QTest::newRow("LoRA, eight GPUs") << 2.0 << 8 << true; // FSDP: 17.5 GB each
        QTest::newRow("QLoRA, one GPU") << 0.52 << 1 << true;  // 36 GB of 4-bit base
    }
    void adaptersFitWhereFullTrainingDoesNot()
    {
        QFETCH(double, frozenBytes);
        QFETCH(int, gpus);
        QFETCH(bool, fits);
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const InstanceType inst = instance(gpus, GpuInterconnect::NVSwitch, 3200.0, RdmaKind::EFA);
        TrainingShape shape;
        shape.modelParams = shape.activeParams = 70e9;
        shape.gradientParams = 0.1e9;
        shape.flopsPerParamToken = 4;
        shape.adapters = shape.finetune = true;
        shape.frozenBytesPerParam = frozenBytes;
        shape.layers = 80;
        shape.hidden = 8192;
        shape.seqLen = 2048;
        const LayoutChoice c = chooseLayout(*h100, &inst, gpus, shape, 989.4, 0.4);
        QCOMPARE(c.memory.fits, fits);
        QVERIFY(!c.layout.offload); // no host memory stated: nothing is offloaded
    }

    // A measured NCCL all-reduce replaces the datasheet link inside instances joined the way it was measured.
    void trainingScalingUsesTheMeasuredBus_data()
    {
        QTest::addColumn<int>("interconnect");
        QTest::addColumn<bool>("measuredOverLink");
        QTest::addColumn<double>("busGbs"); // 0: the measurement does not apply
        QTest::newRow("NVSwitch, measured over NVLink") << int(GpuInterconnect::NVSwitch) << true << 380.0;
        QTest::newRow("PCIe, measured over NVLink") << int(GpuInterconnect::PCIe) << true << 0.0;
        QTest::newRow("PCIe, measured over PCIe") << int(GpuInterconnect::PCIe) << false << 380.0;
        QTest::newRow("NVSwitch, measured over PCIe") << int(GpuInterconnect::NVSwitch) << false << 0.0;
    }
    void trainingScalingUsesTheMeasuredBus()
    {
        QFETCH(int, interconnect);
        QFETCH(bool, measuredOverLink);
        QFETCH(double, busGbs);
        Gpu h100 = *m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        const InstanceType inst = instance(8, GpuInterconnect(interconnect), 3200.0, RdmaKind::InfiniBand);
        TrainingShape shape; // 7 B: its weights and gradients fit one GPU, so every GPU holds a copy
        shape.gradientParams = 7e9;
        shape.activeParams = 7e9;
        const Scaling datasheet = trainingScaling(inst, h100, 1, shape, 989.4);
        GpuMeasurement m;
        m.allReduceBusGbs = 380.0;
        m.allReduceGpus = 2;
        m.allReduceBytes = qint64(1) << 30;
        m.allReduceOverLink = measuredOverLink;
        m.file = u"h200-x2.json"_s;
        m.measuredAt = QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC);
        h100.measured = m;
        QCOMPARE(measuredBusGbs(h100, inst).value_or(0), busGbs);
        const Scaling s = trainingScaling(inst, h100, 1, shape, 989.4);
        if (busGbs > 0) {
            QCOMPARE(*s.communicationSecondsPerStep, 2.0 * 7 / 8 * 14e9 / (busGbs * 1e9));
            QVERIFY2(s.reasons.join(u' ').contains(
                         u"380 GB/s measured (NCCL all-reduce bus bandwidth of 2 GPUs at 1 GiB messages, "
                         u"h200-x2.json of 2026-12-01)"_s),
                     qPrintable(s.reasons.join(u' ')));
        } else {
            QCOMPARE(*s.communicationSecondsPerStep, *datasheet.communicationSecondsPerStep);
            QVERIFY(!s.reasons.join(u' ').contains(u"measured"_s));
        }
        // Without a peer figure the file cannot say which path it measured: not used.
        m.allReduceOverLink.reset();
        h100.measured = m;
        QVERIFY(!measuredBusGbs(h100, inst));
    }

    // Serving at maximum throughput, by hand: a 7 B model at FP16 on one 80 GB GPU.
    // A precision slower than one the GPU has for the workload is named, with the faster one's peak.
    void fasterPrecisionIsNamed_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("precision");
        QTest::addColumn<int>("workload");
        QTest::addColumn<QString>("faster"); // empty: no warning
        QTest::newRow("H100 training at BF16") << u"nvidia-h100-sxm5-80gb"_s << int(Precision::BF16)
                                               << int(Workload::Train) << u"--precision fp8"_s;
        QTest::newRow("H100 training at FP8")
            << u"nvidia-h100-sxm5-80gb"_s << int(Precision::FP8) << int(Workload::Train) << QString();
        QTest::newRow("A100 training at BF16: nothing faster")
            << u"nvidia-a100-sxm4-80gb"_s << int(Precision::BF16) << int(Workload::Train) << QString();
        // This catalog's B200 states no FP4 figure: an unknown peak is never the faster one.
        QTest::newRow("B200 without its FP4 figure, serving at FP8")
            << u"nvidia-b200"_s << int(Precision::FP8) << int(Workload::Inference) << QString();
        QTest::newRow("a GPU with FP4, serving at FP8")
            << u"fp4-gpu"_s << int(Precision::FP8) << int(Workload::Inference) << u"--precision fp4"_s;
        QTest::newRow("B200 rendering at FP32: not a ladder of its own")
            << u"nvidia-b200"_s << int(Precision::FP32) << int(Workload::Render) << QString();
    }
    void fasterPrecisionIsNamed()
    {
        QFETCH(QString, gpu);
        QFETCH(int, precision);
        QFETCH(int, workload);
        QFETCH(QString, faster);
        Gpu withFp4;
        withFp4.model = u"FP4 GPU"_s;
        withFp4.dense[std::size_t(Precision::FP8)] = 4500;
        withFp4.dense[std::size_t(Precision::FP4)] = 9000;
        const Gpu* g = gpu == u"fp4-gpu"_s ? &withFp4 : m_catalog.gpu(gpu);
        QVERIFY(g);
        const auto warning = fasterPrecisionWarning(*g, Precision(precision), Workload(workload));
        QCOMPARE(warning.has_value(), !faster.isEmpty());
        if (warning)
            QVERIFY2(warning->contains(faster), qPrintable(*warning));
    }

    // The KV cache beside weights of each format when --kv-precision is not given: FP8 for FP8 and FP4 (the
    // checkpoints serving stacks publish), FP16 otherwise; the recommender's scenarios follow the same rule.
    void defaultKvPrecisionFollowsTheWeights_data()
    {
        QTest::addColumn<QString>("weights");
        QTest::addColumn<Precision>("kv");
        QTest::newRow("fp16") << u"fp16"_s << Precision::FP16;
        QTest::newRow("bf16") << u"bf16"_s << Precision::FP16;
        QTest::newRow("fp8") << u"fp8"_s << Precision::FP8;
        QTest::newRow("fp4") << u"fp4"_s << Precision::FP8;
        QTest::newRow("int8") << u"int8"_s << Precision::FP16;
        QTest::newRow("int4") << u"int4"_s << Precision::FP16;
    }
    void defaultKvPrecisionFollowsTheWeights()
    {
        QFETCH(QString, weights);
        QFETCH(Precision, kv);
        const auto format = weightFormatFromKey(weights);
        QVERIFY(format);
        QCOMPARE(defaultKvPrecision(*format), kv);
        Scenario s;
        s.workload = Workload::Inference;
        s.model = u"llama-3.1-70b"_s;
        s.precision = format->compute;
        QCOMPARE(*s.resolved().kvBytesPerToken, 2.0 * 80 * 8 * 128 * bytesPerWeight(kv));
    }

    void servingCapacityHandComputed()
    {
        // The flat table: utilisation 0.40; serving at 70 % of peak bandwidth, the utilisation unscaled, at
        // most 256 sequences per GPU, 10 µs and half the link per tensor-parallel all-reduce.
        useFlatUtilisation();
        const auto restore = qScopeGuard([] { UtilisationTable::useForTests(nullptr); });
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        QVERIFY(h100);
        const InstanceType one = instance(1, GpuInterconnect::None, 100.0, RdmaKind::None);
        ServingRequest in;
        in.params = 7e9;
        in.activeParams = 7e9;
        in.kvBytesPerToken = 131'072; // GQA: 2 x 32 layers x 8 heads x 128 x 2 bytes
        in.setShape(32, 4096, 32, 128);
        in.inputTokens = 1024;
        in.outputTokens = 256;
        const ServingCapacity c = servingCapacity(in, *h100, one);
        QVERIFY2(c.whyNot.isEmpty(), qPrintable(c.whyNot));
        QCOMPARE(c.tensorParallel, 1);
        QCOMPARE(c.replicas, 1);
        QCOMPARE(c.utilisationSource, u"default"_s);
        // GB as GPU memory is labelled (2^30 bytes): (72 - 13.0) GB / (1280 x 131072 B) = 377 sequences,
        // capped at 256. The bandwidth is decimal (3,350 × 10^9 bytes a second).
        QCOMPARE(c.batch, 256);
        const double kvRead = (1024 + 128) * 131072.0;
        const double memory = (14e9 + 256 * kvRead) / (3350e9 * 0.7);
        QCOMPARE(c.memoryPerGpuGb, (14e9 + 256 * 1280 * 131072.0) / double(1ULL << 30));
        QVERIFY(c.fits);
        const double peak = *h100->denseTflops(Precision::FP16) * 1e12;
        // Per sequence: 2 FLOPs a parameter and attention's 4 x layers x width x the mean context.
        const double perSequence = 2 * 7e9 + 4.0 * 32 * 4096 * (1024 + 128);
        const double compute = 256 * perSequence / (peak * 0.4);
        const double step = memory + compute; // one after the other
        QCOMPARE(c.perTokenLatencyMs, step * 1000);
        QCOMPARE(c.bound, compute > memory ? u"compute"_s : u"memory_bandwidth"_s);
        const double decode = 256 / step;
        const double prefill = 1024 * (2 * 7e9 + 2.0 * 32 * 4096 * 1024) / (peak * 0.4);
        QCOMPARE(c.timeToFirstTokenMs, prefill * 1000);
        QCOMPARE(c.requestsPerSecond, decode / (256 + decode * prefill));
        QCOMPARE(c.tokensPerSecond, c.requestsPerSecond * 256);
        QCOMPARE(c.kvCacheGb, 256 * 1280 * 131072.0 / double(1ULL << 30));
        QVERIFY(c.assumptions.join(u'\n').contains(u"at most 256 per GPU"_s));

        // 70B at FP16 fits only split over both GPUs of an NVLink pair: each decode step and each prefill
        // adds two all-reduces per layer, 10 µs and 2 (t - 1) / t of the BF16 activations at half the link.
        {
            const InstanceType pair = instance(2, GpuInterconnect::NVLink, 100.0, RdmaKind::None);
            QVERIFY(h100->linkGbs > 0 && !h100->measured);
            ServingRequest big;
            big.params = big.activeParams = 70e9;
            big.kvBytesPerToken = 8192; // small, so the batch is the cap: 512 on two GPUs
            big.setShape(80, 8192, 64, 128);
            big.inputTokens = 128;
            big.outputTokens = 128;
            const ServingCapacity tp = servingCapacity(big, *h100, pair);
            QVERIFY2(tp.whyNot.isEmpty(), qPrintable(tp.whyNot));
            QCOMPARE(tp.tensorParallel, 2);
            QCOMPARE(tp.batch, 512);
            const double link = h100->linkGbs / 2 * 1e9 * 0.5;
            const auto exchange = [&](double tokens) {
                return 2 * 80 * (10e-6 + tokens * 8192 * 2 * 1.0 / link);
            };
            const double mem = (140e9 + 512 * (128 + 64) * 8192.0) / (2 * 3350e9 * 0.7);
            const double comp = 512 * (2 * 70e9 + 4.0 * 80 * 8192 * (128 + 64)) / (2 * peak * 0.4);
            QCOMPARE(tp.perTokenLatencyMs, (mem + comp + exchange(512)) * 1000);
            const double pre = 128 * (2 * 70e9 + 2.0 * 80 * 8192 * 128) / (2 * peak * 0.4) + exchange(128);
            QCOMPARE(tp.timeToFirstTokenMs, pre * 1000);
            QVERIFY(tp.assumptions.join(u'\n').contains(u"two all-reduces"_s));
        }

        // An 8 ms target the full batch would miss: the batch shrinks until a step meets it.
        in.latencyMs = 8;
        const ServingCapacity tight = servingCapacity(in, *h100, one);
        QCOMPARE(tight.bound, u"latency"_s);
        QVERIFY(tight.perTokenLatencyMs <= 8);
        QVERIFY(tight.batch < 256);
        // Weights larger than the instance: it says so.
        in.params = 70e9;
        in.latencyMs.reset();
        const ServingCapacity big = servingCapacity(in, *h100, one);
        QVERIFY(big.whyNot.contains(u"do not fit"_s));
        QVERIFY(!big.fits);
        QCOMPARE(big.memoryPerGpuGb, 140e9 / double(1ULL << 30));
        // Weights that fit with no room left for one sequence's cache: the weights are what it holds.
        in.params = 38e9; // 70.8 GB of 72 usable
        in.activeParams = 38e9;
        in.inputTokens = 100'000;
        const ServingCapacity full = servingCapacity(in, *h100, one);
        QVERIFY2(full.whyNot.contains(u"no room"_s), qPrintable(full.whyNot));
        QVERIFY(!full.fits);
        QCOMPARE(full.memoryPerGpuGb, 76e9 / double(1ULL << 30));
    }

    // Found by fuzzing: a model of two parameters fits more sequences than an int holds; counts stay bounded.
    void tinyModelKeepsCountsInRange()
    {
        const Gpu* h100 = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        ServingRequest in;
        in.params = 2;
        in.activeParams = 2;
        in.kvBytesPerToken = kvBytesPerToken(2, Precision::FP16);
        const ServingCapacity c =
            servingCapacity(in, *h100, instance(8, GpuInterconnect::NVSwitch, 3200.0, RdmaKind::EFA));
        QVERIFY(c.whyNot.isEmpty());
        QVERIFY(c.batch >= 1 && c.batch <= UtilisationTable::current().serving().maxBatchPerGpu);
        QCOMPARE(c.replicas, 8);
        QVERIFY(std::isfinite(c.requestsPerSecond) && c.requestsPerSecond > 0);
    }

    void inferenceLimits_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("latencyMs");
        QTest::addColumn<QString>("why");
        QTest::newRow("70B FP16 weights on one 80 GB GPU")
            << u"nvidia-h100-sxm5-80gb"_s << 70e9 << 50.0 << u"do not fit"_s;
        // L4: 14 GB of weights at 300 GB/s x 0.7 take 67 ms per token.
        QTest::newRow("7B on L4 at 50 ms") << u"nvidia-l4"_s << 7e9 << 50.0 << u"over the 50 ms target"_s;
        QTest::newRow("A10G has no published figures")
            << u"nvidia-a10g"_s << 7e9 << 50.0 << u"publishes no memory bandwidth"_s;
    }

    void inferenceLimits()
    {
        QFETCH(QString, gpu);
        QFETCH(double, params);
        QFETCH(double, latencyMs);
        QFETCH(QString, why);
        const Gpu* g = m_catalog.gpu(gpu);
        QVERIFY(g);
        ServingRequest in;
        in.params = params;
        in.activeParams = params;
        in.latencyMs = latencyMs;
        in.inputTokens = 1792;
        in.outputTokens = 256;
        in.kvBytesPerToken = kvBytesPerToken(params, Precision::FP16);
        const ServingCapacity c =
            servingCapacity(in, *g, instance(1, GpuInterconnect::None, 10.0, RdmaKind::None));
        QVERIFY2(c.whyNot.contains(why), qPrintable(c.whyNot));
        QCOMPARE(c.replicas, 0);
    }

    void parseCount_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // 0: rejected
        QTest::newRow("exponent") << u"7e9"_s << 7e9;
        QTest::newRow("B") << u"7B"_s << 7e9;
        QTest::newRow("lower b with space") << u"70 b"_s << 70e9;
        QTest::newRow("T") << u"1.5T"_s << 1.5e12;
        QTest::newRow("M") << u"350M"_s << 350e6;
        QTest::newRow("K") << u"8k"_s << 8e3;
        QTest::newRow("plain") << u"2000000"_s << 2e6;
        QTest::newRow("empty") << QString() << 0.0;
        QTest::newRow("word") << u"seven"_s << 0.0;
        QTest::newRow("negative") << u"-5"_s << 0.0;
        QTest::newRow("zero") << u"0"_s << 0.0;
        QTest::newRow("overflow") << u"1e400"_s << 0.0;
        QTest::newRow("suffix only") << u"B"_s << 0.0;
        QTest::newRow("two suffixes") << u"7BB"_s << 0.0;
    }

    void parseCount()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto v = gp::parseCount(text);
        if (value == 0) {
            QVERIFY2(!v, qPrintable(QString::number(v.value_or(0))));
        } else {
            QVERIFY(v);
            QCOMPARE(*v, value);
        }
    }

    void workloadKeysRoundTrip()
    {
        for (const QString& k : workloadKeys()) {
            const auto w = workloadFromKey(k);
            QVERIFY(w);
            QCOMPARE(workloadKey(*w), k);
            QVERIFY(!workloadLabel(*w).isEmpty());
        }
        QCOMPARE(workloadKeys().size(), 5);
        QVERIFY(!workloadFromKey(u"mining"_s));
        QCOMPARE(defaultPrecision(Workload::Science), Precision::FP64);
        QCOMPARE(defaultPrecision(Workload::Train), Precision::BF16);
    }
};

QTEST_GUILESS_MAIN(tst_Estimation)
#include "tst_estimation.moc"
