#include "estimation.h"

#include <QCoreApplication>

#include "enumnames.h"
#include "instancetype.h"
#include "money.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

constexpr std::array<EnumName<Workload>, 5> kWorkloads{{
    {Workload::Train, u"train", QT_TRANSLATE_NOOP("Labels", "Training from scratch")},
    {Workload::Finetune, u"finetune", QT_TRANSLATE_NOOP("Labels", "Fine-tuning")},
    {Workload::Inference, u"inference", QT_TRANSLATE_NOOP("Labels", "Real-time inference")},
    {Workload::Render, u"render", QT_TRANSLATE_NOOP("Labels", "Rendering")},
    {Workload::Science, u"science", QT_TRANSLATE_NOOP("Labels", "Scientific computing (FP64)")},
}};

// A count from a real number, floored and held to [lo, hi] (a tiny model can fit a billion sequences).
int clampedCount(double v, int lo, int hi)
{
    if (!(v >= lo)) // NaN too
        return lo;
    return v >= hi ? hi : int(v);
}

QString percent(double f)
{
    return QString::number(std::lround(f * 100)) + u'%';
}

QString num(double v, int decimals)
{
    return QLocale::c().toString(v, 'f', decimals);
}

// Scaling inside one instance with several GPUs.
std::pair<double, QString> intraInstance(const InstanceType& inst)
{
    const QString n = QString::number(inst.gpuCount);
    switch (inst.interconnect) {
    case GpuInterconnect::NVSwitch:
        return {0.95, QCoreApplication::translate("Estimation",
                                                  "NVSwitch: ~95% scaling over the instance's %1 GPUs")
                          .arg(n)};
    case GpuInterconnect::NVLink:
        return {0.90,
                QCoreApplication::translate("Estimation", "NVLink: ~90% scaling over the instance's %1 GPUs")
                    .arg(n)};
    case GpuInterconnect::InfinityFabric:
        return {0.90, QCoreApplication::translate("Estimation",
                                                  "Infinity Fabric: ~90% scaling over the instance's %1 GPUs")
                          .arg(n)};
    case GpuInterconnect::PCIe:
    case GpuInterconnect::None:
        return {0.80, QCoreApplication::translate("Estimation",
                                                  "PCIe only: ~80% scaling over the instance's %1 GPUs")
                          .arg(n)};
    case GpuInterconnect::Unknown:
        break;
    }
    return {0.80, QCoreApplication::translate(
                      "Estimation", "GPU interconnect not published: PCIe assumed, ~80% scaling over %1 GPUs")
                      .arg(n)};
}

std::pair<double, QString> acrossInstances(const InstanceType& inst, int instances)
{
    const QString head = QCoreApplication::translate("Estimation", "%1 instances").arg(instances);
    if (!inst.networkGbps || *inst.networkGbps <= 0)
        return {0.50, head + QCoreApplication::translate(
                                 "Estimation",
                                 ": network bandwidth not published, ~50% scaling across instances assumed")};
    const double perGpu = *inst.networkGbps / std::max(1.0, inst.gpuCount);
    const bool rdma = inst.rdma != RdmaKind::None && inst.rdma != RdmaKind::Unknown;
    double f = 0;
    if (rdma)
        f = perGpu >= 100 ? 0.90 : perGpu >= 25 ? 0.80 : 0.70;
    else
        f = perGpu >= 25 ? 0.65 : 0.50;
    const QString link = rdma ? QCoreApplication::translate("Estimation", "%1 Gbps %2")
                                    .arg(num(*inst.networkGbps, 0), rdmaLabel(inst.rdma))
                              : QCoreApplication::translate("Estimation", "%1 Gbps without RDMA")
                                    .arg(num(*inst.networkGbps, 0));
    return {f, QCoreApplication::translate("Estimation",
                                           "%1 over %2 (%3 Gbps per GPU): ~%4 scaling across instances")
                   .arg(head, link, num(perGpu, 0), percent(f))};
}

} // namespace

QString workloadKey(Workload w)
{
    return enumKey(kWorkloads, w);
}

std::optional<Workload> workloadFromKey(QStringView key)
{
    return enumFromKey(kWorkloads, key, Qt::CaseInsensitive);
}

QStringList workloadKeys()
{
    return enumKeys(kWorkloads);
}

QString workloadLabel(Workload w)
{
    return enumLabel(kWorkloads, w);
}

Precision defaultPrecision(Workload w)
{
    switch (w) {
    case Workload::Train:
    case Workload::Finetune:
        return Precision::BF16;
    case Workload::Inference:
        return Precision::FP16;
    case Workload::Render:
        return Precision::FP32;
    case Workload::Science:
        return Precision::FP64;
    }
    return Precision::BF16;
}

double trainingFlops(double params, double tokens, bool recompute)
{
    return (recompute ? 8.0 : 6.0) * params * tokens;
}

double trainingMemoryGb(double params)
{
    return params * (estimation::TrainingStateBytesPerParam + estimation::ActivationBytesPerParam) / 1e9;
}

double bytesPerWeight(Precision p)
{
    switch (p) {
    case Precision::FP64:
    case Precision::FP64Tensor:
        return 8;
    case Precision::FP32:
    case Precision::TF32:
        return 4;
    case Precision::BF16:
    case Precision::FP16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 1;
    }
    return 2;
}

double kvBytesPerToken(double params, Precision p)
{
    // params = 12 L d^2 with d = 128 L  ->  d^3 = 128 params / 12; K and V: 2 L d values per token.
    const double d = std::cbrt(params * 128.0 / 12.0);
    const double layers = d / 128.0;
    return 2.0 * layers * d * bytesPerWeight(p);
}

bool hasStrongFp64(const Gpu& gpu, QString* why)
{
    const auto fp64 = gpu.denseTflops(Precision::FP64);
    const auto fp32 = gpu.denseTflops(Precision::FP32);
    if (!fp64) {
        if (why)
            *why =
                QCoreApplication::translate("Estimation", "%1 publishes no FP64 figure (no real FP64 units)")
                    .arg(gpu.model);
        return false;
    }
    if (fp32 && *fp64 < *fp32 * estimation::StrongFp64Ratio) {
        if (why)
            *why = QCoreApplication::translate("Estimation", "%1 has weak FP64: %2 TFLOPS against %3 FP32")
                       .arg(gpu.model, num(*fp64, 2), num(*fp32, 1));
        return false;
    }
    return true;
}

Scaling scalingFor(const InstanceType& inst, int instances, bool perfectlyParallel)
{
    Scaling s;
    if (!perfectlyParallel) {
        if (inst.gpuCount >= 2) {
            const auto [f, why] = intraInstance(inst);
            s.factor *= f;
            s.reasons << why;
        }
        if (instances >= 2) {
            const auto [f, why] = acrossInstances(inst, instances);
            s.factor *= f;
            s.reasons << why;
        }
    } else if (instances * inst.gpuCount > 1) {
        s.reasons << QCoreApplication::translate(
            "Estimation", "independent frames: every GPU works on its own, no scaling loss");
    }
    if (inst.virtualization == Virtualization::VgpuShare) {
        s.factor *= estimation::VgpuEfficiency;
        s.reasons << QCoreApplication::translate(
                         "Estimation", "vGPU share: ~%1 of a whole GPU's throughput after virtualization")
                         .arg(percent(estimation::VgpuEfficiency));
    }
    return s;
}

std::optional<ComputeEstimate> estimateCompute(const ComputeInputs& in)
{
    if (!(in.flops > 0) || !(in.gpus > 0) || !(in.peakTflopsPerGpu > 0) || !std::isfinite(in.flops))
        return std::nullopt;
    ComputeEstimate e;
    e.flops = in.flops;
    if (in.mfu) {
        e.utilisation = *in.mfu;
        e.assumptions << QCoreApplication::translate(
                             "Estimation",
                             "utilisation %1 given: the end-to-end figure, no scaling factor applied")
                             .arg(num(*in.mfu, 2));
    } else {
        e.utilisation = estimation::DefaultMfu;
        e.assumptions << QCoreApplication::translate(
                             "Estimation",
                             "model FLOPs utilisation %1 (typical of well-tuned large training runs)")
                             .arg(num(estimation::DefaultMfu, 2));
        if (in.scaling) {
            e.utilisation *= in.scaling->factor;
            e.assumptions << in.scaling->reasons;
        }
    }
    if (!(e.utilisation > 0))
        return std::nullopt;
    e.throughputTflops = in.gpus * in.peakTflopsPerGpu * e.utilisation;
    e.seconds = in.flops / (e.throughputTflops * 1e12);
    e.gpuHours = e.seconds / 3600 * in.gpus;
    if (!std::isfinite(e.seconds))
        return std::nullopt;
    return e;
}

InferenceCapacity inferenceCapacity(const InferenceInputs& in, const Gpu& gpu, const InstanceType& inst)
{
    constexpr int MaxBatch = 1'000'000;
    constexpr int MaxReplicas = 1'000'000'000;
    InferenceCapacity c;
    const double bpw = bytesPerWeight(in.precision);
    c.weightsGb = in.params * bpw / 1e9;
    const double kvPerToken =
        in.kvBytesPerToken ? *in.kvBytesPerToken : kvBytesPerToken(in.params, in.precision);
    c.kvGbPerSequence = in.contextTokens * kvPerToken / 1e9;
    c.usableGb = gpu.memoryGb * inst.gpuCount * estimation::UsableMemoryFraction;
    if (c.weightsGb > c.usableGb) {
        c.whyNot =
            QCoreApplication::translate("Estimation", "weights %1 do not fit the %2 usable on one instance")
                .arg(gbText(c.weightsGb), gbText(c.usableGb));
        return c;
    }
    const auto memoryBandwidth = gpu.bandwidthGbs(in.useMeasured);
    if (!memoryBandwidth) {
        c.whyNot =
            QCoreApplication::translate("Estimation", "%1 publishes no memory bandwidth").arg(gpu.model);
        return c;
    }
    const auto peak = gpu.throughputTflops(in.precision, in.useMeasured);
    if (!peak) {
        c.whyNot = QCoreApplication::translate("Estimation", "%1 publishes no %2 figure")
                       .arg(gpu.model, precisionLabel(in.precision));
        return c;
    }
    const int bmem = clampedCount(std::floor((c.usableGb - c.weightsGb) / c.kvGbPerSequence), 0, MaxBatch);
    if (bmem < 1) {
        c.whyNot = QCoreApplication::translate(
                       "Estimation", "no room for one %1-token sequence's KV cache (%2) beside the weights")
                       .arg(in.contextTokens)
                       .arg(gbText(c.kvGbPerSequence));
        return c;
    }
    const Scaling scaling = scalingFor(inst, 1, false);
    // Bandwidth share: a quarter of a GPU gets a quarter of its bandwidth; the scaling loss of the
    // interconnect applies to tensor-parallel decoding too.
    const double bandwidthGbs =
        *memoryBandwidth * inst.gpuCount * scaling.factor * estimation::DecodeBandwidthEfficiency;
    const double flopsPerSecond = *peak * 1e12 * inst.gpuCount * scaling.factor * estimation::DefaultMfu;
    const auto stepSeconds = [&](int b) {
        const double memory = (c.weightsGb + b * c.kvGbPerSequence) / bandwidthGbs;
        const double compute = 2.0 * in.params * b / flopsPerSecond;
        return std::max(memory, compute);
    };
    const double target = in.latencyMs / 1000.0;
    const double byMemoryTime = (target * bandwidthGbs - c.weightsGb) / c.kvGbPerSequence;
    const double byCompute = target * flopsPerSecond / (2.0 * in.params);
    const int blat = clampedCount(std::floor(std::min(byMemoryTime, byCompute)), 0, MaxBatch);
    if (blat < 1) {
        c.whyNot = QCoreApplication::translate("Estimation", "one token takes %1 ms, over the %2 ms target")
                       .arg(num(stepSeconds(1) * 1000, 1), num(in.latencyMs, 0));
        return c;
    }
    c.batchPerReplica = std::min(bmem, blat);
    const double step = stepSeconds(c.batchPerReplica);
    c.tokenLatencyMs = step * 1000;
    c.tokensPerSecond = c.batchPerReplica / step;
    const double needed = in.qps * in.outputTokens;
    c.replicas = clampedCount(std::ceil(needed / c.tokensPerSecond - 1e-9), 1, MaxReplicas);
    c.concurrency = needed * step;
    c.fits = true;
    const bool memoryBound = (c.weightsGb + c.batchPerReplica * c.kvGbPerSequence) / bandwidthGbs >=
                             2.0 * in.params * c.batchPerReplica / flopsPerSecond;
    c.reasons << QCoreApplication::translate(
                     "Estimation", "fits: weights %1 + KV cache %2 per %3-token sequence in %4 usable")
                     .arg(gbText(c.weightsGb), gbText(c.kvGbPerSequence), QString::number(in.contextTokens),
                          gbText(c.usableGb));
    c.reasons << QCoreApplication::translate(
                     "Estimation",
                     "decodes %1 sequences at %2 ms per token (%3-bound): %4 tokens/s per instance")
                     .arg(QString::number(c.batchPerReplica), num(c.tokenLatencyMs, 1),
                          memoryBound ? QCoreApplication::translate("Estimation", "bandwidth")
                                      : QCoreApplication::translate("Estimation", "compute"),
                          num(c.tokensPerSecond, 0));
    c.reasons << (c.replicas == 1
                      ? QCoreApplication::translate("Estimation",
                                                    "%1 requests/s × %2 tokens = %3 tokens/s: %4 instance")
                      : QCoreApplication::translate("Estimation",
                                                    "%1 requests/s × %2 tokens = %3 tokens/s: %4 instances"))
                     .arg(formatDecimal(in.qps, 2), QString::number(in.outputTokens), num(needed, 0),
                          QString::number(c.replicas));
    return c;
}

std::optional<double> parseCount(QStringView text)
{
    QStringView t = text.trimmed();
    double scale = 1;
    if (!t.isEmpty()) {
        switch (t.back().toUpper().unicode()) {
        case u'K':
            scale = 1e3;
            break;
        case u'M':
            scale = 1e6;
            break;
        case u'B':
        case u'G':
            scale = 1e9;
            break;
        case u'T':
            scale = 1e12;
            break;
        default:
            break;
        }
        if (scale != 1)
            t = t.chopped(1).trimmed();
    }
    bool ok = false;
    const double v = QLocale::c().toDouble(t, &ok) * scale;
    if (!ok || !std::isfinite(v) || v <= 0)
        return std::nullopt;
    return v;
}

QString countText(double n)
{
    struct Unit
    {
        double size;
        const char16_t* suffix;
    };
    static constexpr Unit units[] = {{1e12, u"T"}, {1e9, u"B"}, {1e6, u"M"}, {1e3, u"K"}};
    for (const Unit& u : units) {
        if (n >= u.size) {
            const double v = n / u.size;
            return QLocale::c().toString(v, 'g', v >= 100 ? 4 : 3) + u' ' + QString::fromUtf16(u.suffix);
        }
    }
    return QLocale::c().toString(n, 'g', 4);
}

QString gbText(double gb)
{
    if (gb >= 1000)
        return num(gb / 1000, 2) + QCoreApplication::translate("Estimation", " TB");
    if (gb >= 10)
        return num(gb, 0) + QCoreApplication::translate("Estimation", " GB");
    return num(gb, 1) + QCoreApplication::translate("Estimation", " GB");
}

} // namespace gp
