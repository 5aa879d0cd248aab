#include "estimation.h"
#include "estimatetext.h"

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

using estimatetext::num;
using estimatetext::percent;

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
    case GpuInterconnect::NeuronLink:
        return {0.90, QCoreApplication::translate("Estimation",
                                                  "NeuronLink: ~90% scaling over the instance's %1 chips")
                          .arg(n)};
    case GpuInterconnect::PCIe:
    case GpuInterconnect::None:
        return {0.80, QCoreApplication::translate("Estimation",
                                                  "PCIe only: ~80% scaling over the instance's %1 GPUs")
                          .arg(n)};
    case GpuInterconnect::Unknown:
        break;
    }
    return {0.80,
            QCoreApplication::translate(
                "Estimation",
                "fabric not published: the provider states no GPU interconnect; ~80% scaling over %1 GPUs, "
                "what the slowest (PCIe) would give")
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
    case Precision::FP6:
        return 0.75;
    case Precision::FP4:
        return 0.5;
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

std::optional<QString> fasterPrecisionWarning(const Gpu& gpu, Precision chosen, Workload w)
{
    // The lower-precision formats training and serving use in practice, fastest last.
    QList<Precision> ladder;
    switch (w) {
    case Workload::Train:
    case Workload::Finetune:
        ladder = {Precision::BF16, Precision::FP8, Precision::FP4};
        break;
    case Workload::Inference:
        ladder = {Precision::FP16, Precision::BF16, Precision::FP8, Precision::FP4};
        break;
    case Workload::Render:
    case Workload::Science:
        return std::nullopt;
    }
    const auto chosenPeak = gpu.denseTflops(chosen);
    if (!chosenPeak || !ladder.contains(chosen))
        return std::nullopt;
    std::optional<Precision> fastest;
    double best = *chosenPeak;
    for (const Precision p : ladder) {
        const auto peak = gpu.denseTflops(p);
        if (peak && *peak > best * 1.05) {
            best = *peak;
            fastest = p;
        }
    }
    if (!fastest)
        return std::nullopt;
    return QCoreApplication::translate(
               "Estimation", "%1 is not the fastest precision %2 has: %3 has %4 dense TFLOPS against "
                             "%5 (give --precision %6 if the run can use it)")
        .arg(precisionLabel(chosen), gpu.model, precisionLabel(*fastest), num(best, 0), num(*chosenPeak, 0),
             precisionKey(*fastest));
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

namespace {} // namespace

bool hasGpuLink(const InstanceType& inst)
{
    return inst.interconnect == GpuInterconnect::NVLink || inst.interconnect == GpuInterconnect::NVSwitch ||
           inst.interconnect == GpuInterconnect::InfinityFabric ||
           inst.interconnect == GpuInterconnect::NeuronLink;
}

DenseShape denseShapeOf(double params)
{
    const double d = std::cbrt(std::max(0.0, params) * 128.0 / 12.0);
    DenseShape s;
    s.hidden = std::max(1, int(std::lround(d)));
    s.layers = std::max(1, int(std::lround(d / 128.0)));
    s.heads = std::max(1, s.hidden / 128);
    return s;
}

std::optional<double> measuredBusGbs(const Gpu& gpu, const InstanceType& inst)
{
    if (!gpu.measured || !gpu.measured->allReduceBusGbs || !gpu.measured->allReduceOverLink ||
        *gpu.measured->allReduceOverLink != hasGpuLink(inst) || !(*gpu.measured->allReduceBusGbs > 0))
        return std::nullopt;
    return gpu.measured->allReduceBusGbs;
}

std::optional<ComputeEstimate> estimateCompute(const ComputeInputs& in)
{
    if (!(in.flops > 0) || !(in.gpus > 0) || !(in.peakTflopsPerGpu > 0) || !std::isfinite(in.flops))
        return std::nullopt;
    ComputeEstimate e;
    e.flops = in.flops;
    if (in.mfu) {
        e.utilisation = *in.mfu;
        e.utilisationSource = u"given"_s;
        e.assumptions << QCoreApplication::translate(
                             "Estimation",
                             "utilisation %1 given: the end-to-end figure, no scaling factor applied")
                             .arg(num(*in.mfu, 2));
    } else if (in.base) {
        e.utilisation = in.base->value;
        e.utilisationSource = in.base->source;
        e.assumptions << in.base->reason << in.base->trainingCaveats;
        if (in.scaling) {
            e.utilisation *= in.scaling->factor;
            e.assumptions << in.scaling->reasons;
        }
    } else {
        e.utilisation = estimation::DefaultMfu;
        e.utilisationSource = u"default"_s;
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

QStringList weightFormatKeys()
{
    return {u"fp16"_s, u"bf16"_s, u"fp8"_s, u"fp4"_s, u"int8"_s, u"int4"_s};
}

std::optional<WeightFormat> weightFormatFromKey(QStringView key)
{
    const QString k = key.trimmed().toString().toLower();
    if (k == u"fp16"_s)
        return WeightFormat{k, 2, Precision::FP16};
    if (k == u"bf16"_s)
        return WeightFormat{k, 2, Precision::BF16};
    if (k == u"fp8"_s)
        return WeightFormat{k, 1, Precision::FP8};
    if (k == u"fp4"_s)
        return WeightFormat{k, 0.5, Precision::FP4}; // NVFP4 / MXFP4: products in FP4 where the GPU has it
    if (k == u"int8"_s)
        return WeightFormat{k, 1, Precision::INT8};
    if (k == u"int4"_s)
        return WeightFormat{k, 0.5, Precision::FP16};
    return std::nullopt;
}

WeightFormat weightFormatFor(Precision p)
{
    if (auto f = weightFormatFromKey(precisionKey(p)))
        return *f;
    return WeightFormat{precisionKey(p), bytesPerWeight(p), p};
}

Precision defaultKvPrecision(const WeightFormat& weights)
{
    return weights.compute == Precision::FP8 || weights.compute == Precision::FP4 ? Precision::FP8
                                                                                  : Precision::FP16;
}

ServingCapacity servingCapacity(const ServingRequest& in, const Gpu& gpu, const InstanceType& inst)
{
    ServingCapacity best;
    const auto bandwidth = gpu.bandwidthGbs(in.useMeasured);
    const auto peak = gpu.throughputTflops(in.format.compute, in.useMeasured);
    if (!bandwidth) {
        best.whyNot =
            QCoreApplication::translate("Estimation", "%1 publishes no memory bandwidth").arg(gpu.model);
        return best;
    }
    if (!peak) {
        best.whyNot = QCoreApplication::translate("Estimation", "%1 publishes no %2 figure")
                          .arg(gpu.model, precisionLabel(in.format.compute));
        return best;
    }
    const UtilisationTable& table = UtilisationTable::current();
    const UtilisationTable::ServingRule& rule = table.serving();
    const Utilisation utilisation =
        table.lookup(gpu, in.format.compute, UtilisationJob{in.params, in.activeParams}, in.useMeasured);
    const DenseShape dense = denseShapeOf(in.params);
    const double layers = in.layers > 0 ? in.layers : dense.layers;
    const double hidden = in.hidden > 0 ? in.hidden : dense.hidden;
    const double attentionWidth = in.attentionWidth > 0 ? in.attentionWidth : hidden;
    const int gpus = std::max(1, int(inst.gpuCount));
    // A vGPU share (a quarter of a GPU) has its share of the memory, bandwidth and compute, less the
    // virtualization's loss for the last two.
    const bool vgpu = inst.gpuCount < 1 || inst.virtualization == Virtualization::VgpuShare;
    const double share = inst.gpuCount > 0 && inst.gpuCount < 1 ? inst.gpuCount : 1.0;
    const double vgpuLoss = vgpu ? estimation::VgpuEfficiency : 1.0;
    // In GB as GPU memory is labelled (2^30 bytes); the bandwidth below reads them back as bytes.
    constexpr double GiB = double(1ULL << 30);
    const double weightsGb = in.params * in.format.bytes / GiB;
    const double kvPerSequenceGb = double(in.inputTokens + in.outputTokens) * in.kvBytesPerToken / GiB;
    // Decoding reads each sequence's cache as it stands: on average the prompt and half the output.
    const double meanContext = in.inputTokens + in.outputTokens / 2.0;
    const double kvReadGb = meanContext * in.kvBytesPerToken / GiB;
    // Per generated token: the products, and attention's QKᵀ and AV over the context (2 × 2 FLOPs per
    // context token and attention unit, each layer). A prompt's tokens see half the prompt on average.
    const double decodeFlopsPerSequence = 2.0 * in.activeParams + 4.0 * layers * attentionWidth * meanContext;
    const double prefillFlops =
        double(in.inputTokens) * (2.0 * in.activeParams + 2.0 * layers * attentionWidth * in.inputTokens);
    const InstanceLinks links = instanceLinks(gpu, inst);
    const double linkBytesPerSecond = links.intraGbs * 1e9 * (links.intraMeasured ? 1.0 : rule.linkShare);
    const UtilisationTable::ServingRule::Stack* stack = rule.stackFor(gpu);
    const double stackShare = stack ? stack->share : 1.0;
    const double bandwidthShare = rule.bandwidthShare * stackShare;
    const double decodeShare = utilisation.value * rule.decodeUtilisationShare * stackShare;
    const double prefillShare = utilisation.value * rule.prefillUtilisationShare * stackShare;
    if (in.tensorParallel &&
        (*in.tensorParallel < 1 || *in.tensorParallel > gpus || gpus % *in.tensorParallel)) {
        best.whyNot =
            QCoreApplication::translate(
                "Estimation", "a tensor-parallel group of %1 GPUs does not divide the instance's %2")
                .arg(*in.tensorParallel)
                .arg(gpus);
        return best;
    }
    QString lastWhy;
    for (int t = in.tensorParallel.value_or(1); t <= gpus; t *= 2) {
        if (gpus % t != 0 || (in.tensorParallel && t != *in.tensorParallel))
            continue;
        const double usableGb = gpu.memoryGb * share * t * estimation::UsableMemoryFraction;
        if (weightsGb > usableGb) {
            best.memoryPerGpuGb = weightsGb / t;
            lastWhy = QCoreApplication::translate("Estimation",
                                                  "the weights (%1) do not fit the %2 usable on %3 GPUs")
                          .arg(gbText(weightsGb), gbText(usableGb))
                          .arg(t);
            continue;
        }
        const int byMemory = int(std::min<double>(1e6, std::floor((usableGb - weightsGb) / kvPerSequenceGb)));
        if (byMemory < 1) {
            best.memoryPerGpuGb = weightsGb / t;
            lastWhy = QCoreApplication::translate(
                          "Estimation", "no room for one %1-token sequence's KV cache beside the weights")
                          .arg(in.inputTokens + in.outputTokens);
            continue;
        }
        const double gpuShare = share * vgpuLoss * t;
        const double bytesPerSecond = *bandwidth * 1e9 * gpuShare * bandwidthShare;
        const double decodeFlopsPerSecond = *peak * 1e12 * gpuShare * decodeShare;
        const double prefillFlopsPerSecond = *peak * 1e12 * gpuShare * prefillShare;
        // A tensor-parallel group all-reduces each layer's activations twice (after attention and after the
        // MLP): 2 (t - 1) / t of their BF16 bytes cross each GPU's link, after a fixed latency.
        const auto exchange = [&](double tokens) {
            if (t < 2)
                return 0.0;
            const double bytes = tokens * hidden * 2 * 2.0 * (t - 1) / t;
            return 2 * layers * (rule.exchangeLatencyUs * 1e-6 + bytes / linkBytesPerSecond);
        };
        const auto memoryTime = [&](int b) { return (weightsGb + b * kvReadGb) * GiB / bytesPerSecond; };
        const auto computeTime = [&](int b) { return b * decodeFlopsPerSequence / decodeFlopsPerSecond; };
        const auto step = [&](int b) { return memoryTime(b) + computeTime(b) + exchange(b); };
        const int cap = int(std::min<double>(1e6, double(rule.maxBatchPerGpu) * t));
        int batch = std::min(byMemory, cap);
        QString bound = byMemory < cap ? u"kv_memory"_s : u"memory_bandwidth"_s;
        if (in.latencyMs) {
            const double target = *in.latencyMs / 1000;
            if (step(1) > target) {
                lastWhy = QCoreApplication::translate(
                              "Estimation", "one token takes %1 ms on %2 GPUs, over the %3 ms target")
                              .arg(num(step(1) * 1000, 1))
                              .arg(t)
                              .arg(num(*in.latencyMs, 0));
                continue;
            }
            int byLatency = batch;
            while (byLatency > 1 && step(byLatency) > target)
                byLatency = std::max(1, int(byLatency * 0.9));
            if (byLatency < batch) {
                batch = byLatency;
                bound = u"latency"_s;
            }
        }
        if (bound != u"latency"_s && computeTime(batch) >= memoryTime(batch))
            bound = u"compute"_s;
        const double stepSeconds = step(batch);
        const double decodeTokensPerSecond = batch / stepSeconds;
        const double prefillSeconds = prefillFlops / prefillFlopsPerSecond + exchange(in.inputTokens);
        // Each request takes its prefill's time from decoding: r (output + T · prefill) = T.
        const double requestsPerReplica =
            decodeTokensPerSecond / (in.outputTokens + decodeTokensPerSecond * prefillSeconds);
        const int replicas = in.instances * (gpus / t);
        ServingCapacity c;
        c.tensorParallel = t;
        c.replicas = replicas;
        c.batch = batch;
        c.kvCacheGb = batch * kvPerSequenceGb;
        c.memoryPerGpuGb = (weightsGb + c.kvCacheGb) / t;
        c.fits = true;
        c.requestsPerSecond = requestsPerReplica * replicas;
        c.tokensPerSecond = c.requestsPerSecond * in.outputTokens;
        c.timeToFirstTokenMs = prefillSeconds * 1000;
        c.perTokenLatencyMs = stepSeconds * 1000;
        c.bound = bound;
        if (c.tokensPerSecond > best.tokensPerSecond)
            best = c;
    }
    if (best.replicas == 0) {
        best.whyNot = lastWhy;
        return best;
    }
    best.utilisationSource = utilisation.source;
    QStringList& a = best.assumptions;
    a << QCoreApplication::translate("Estimation",
                                     "weights %1 at %2 bytes each, split over %n GPU(s) per replica (tensor "
                                     "parallel)",
                                     nullptr, best.tensorParallel)
             .arg(gbText(weightsGb), num(in.format.bytes, 1));
    a << QCoreApplication::translate("Estimation",
                                     "KV cache %1 per %2-token sequence; %3 sequences per replica "
                                     "(continuous batching, at most %4 per GPU)")
             .arg(gbText(kvPerSequenceGb))
             .arg(in.inputTokens + in.outputTokens)
             .arg(best.batch)
             .arg(rule.maxBatchPerGpu);
    a << QCoreApplication::translate(
             "Estimation",
             "a decode step reads the weights and the batch's KV cache at %1 of peak bandwidth, then "
             "computes "
             "2 FLOPs per active parameter and the attention over each sequence's context at %2 of dense %3 "
             "peak (the training utilisation %4 of %5 × %6)")
             .arg(percent(bandwidthShare), percent(decodeShare), precisionLabel(in.format.compute),
                  num(utilisation.value, 3), utilisation.source, num(rule.decodeUtilisationShare, 2));
    a << QCoreApplication::translate(
             "Estimation", "prefill of a %1-token prompt computes at %2 of dense peak (× %3) and takes its "
                           "share of the time; time to first token without queueing")
             .arg(in.inputTokens)
             .arg(percent(prefillShare), num(rule.prefillUtilisationShare, 2));
    if (best.tensorParallel >= 2)
        a << QCoreApplication::translate("Estimation",
                                         "tensor parallel over %1 GPUs: two all-reduces of the activations "
                                         "per layer, %2 µs each and the bytes over %3%4")
                 .arg(best.tensorParallel)
                 .arg(num(rule.exchangeLatencyUs, 0), links.intraLabel,
                      links.intraMeasured
                          ? QString()
                          : QCoreApplication::translate("Estimation", " at %1").arg(percent(rule.linkShare)));
    a << QCoreApplication::translate("Estimation", "serving rule fitted to %1 (%2)")
             .arg(rule.fittedTo, rule.sourceTitle);
    if (stack)
        a << QCoreApplication::translate("Estimation",
                                         "%1 serving stacks reach %2 of those rates (%3: fitted to %4, %5)")
                 .arg(gpu.architecture, percent(stack->share), stack->id, stack->fittedTo,
                      stack->sourceTitle);
    if (in.format.key == u"int4"_s)
        a << QCoreApplication::translate("Estimation",
                                         "INT4 weights are dequantised: products computed in FP16");
    return best;
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
