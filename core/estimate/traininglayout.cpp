#include "estimatetext.h"
#include "estimation.h"

#include "gpu.h"
#include "instancetype.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

// The training layout (tensor, pipeline, context, expert and data parallel with ZeRO), its memory and the
// time of one optimizer step by part. docs/estimation.md "Training layout" and "Memory" give the reasoning.

namespace gp {

namespace {

constexpr double GiB = double(1ULL << 30);
constexpr double ActivationBytesPerTokenHidden =
    34;                                             // per layer, over the tensor-parallel group (Korthikanti)
constexpr double CheckpointBytesPerTokenHidden = 2; // a layer's BF16 input, kept for recomputation
constexpr double LogitBytes = 4;                    // FP32 logits per token and vocabulary entry
constexpr int TensorAllReducesPerLayer = 4;         // two in the forward pass, two in the backward
constexpr int AllToAllsPerLayer = 4;                // dispatch and combine, forward and backward
constexpr int MaxTensorParallel = 8;
constexpr int MaxPipelineParallel = 64;
constexpr int LongSequence = 16'384; // context parallel is considered from here

using estimatetext::num;
using estimatetext::percent;

QString bytesText(qint64 bytes)
{
    return bytes >= (qint64(1) << 30) ? u"%1 GiB"_s.arg(num(double(bytes) / GiB, 0))
                                      : u"%1 MiB"_s.arg(num(double(bytes) / double(1 << 20), 0));
}

} // namespace

InstanceLinks instanceLinks(const Gpu& gpu, const InstanceType& inst)
{
    InstanceLinks l;
    l.perInstance = inst.gpuCount >= 2 ? int(inst.gpuCount) : 1;
    l.domain = l.perInstance;
    if (inst.nvlinkDomainGpus > l.perInstance && hasGpuLink(inst)) {
        l.domain = inst.nvlinkDomainGpus;
        l.domainLabel =
            QCoreApplication::translate("Estimation", "an NVLink domain of %1 GPUs (%2 instances)")
                .arg(l.domain)
                .arg(l.domain / l.perInstance);
    }
    l.intraLabel = QCoreApplication::translate("Estimation", "PCIe (~%1 GB/s each way)")
                       .arg(num(estimation::PcieGbs, 0));
    if (const auto measured = measuredBusGbs(gpu, inst)) {
        l.intraGbs = *measured;
        l.intraMeasured = true;
        l.intraLabel =
            QCoreApplication::translate(
                "Estimation",
                "%1 GB/s measured (NCCL all-reduce bus bandwidth of %2 GPUs at %3 messages, %4 of %5)")
                .arg(num(l.intraGbs, 0), QString::number(gpu.measured->allReduceGpus),
                     bytesText(gpu.measured->allReduceBytes), gpu.measured->file,
                     gpu.measured->measuredAt.toString(u"yyyy-MM-dd"_s));
    } else if (hasGpuLink(inst) && gpu.linkGbs > 0) {
        l.intraGbs = gpu.linkGbs / 2;
        l.intraLabel = QCoreApplication::translate("Estimation", "%1 (%2 GB/s each way per GPU)")
                           .arg(interconnectLabel(inst.interconnect), num(l.intraGbs, 0));
    }
    const bool rdma = inst.rdma != RdmaKind::None && inst.rdma != RdmaKind::Unknown;
    const bool known = inst.networkGbps && *inst.networkGbps > 0;
    const double lineGbps = known ? *inst.networkGbps : estimation::UnknownNetworkGbps;
    const double share = rdma ? estimation::RdmaLineRateShare : estimation::TcpLineRateShare;
    l.interGbs = lineGbps / 8 * share;
    l.interLabel =
        !known ? QCoreApplication::translate("Estimation", "a network not published (%1 Gbps assumed)")
                     .arg(num(lineGbps, 0))
        : rdma ? QCoreApplication::translate("Estimation", "%1 Gbps %2 (%3 of the line rate)")
                     .arg(num(lineGbps, 0), rdmaLabel(inst.rdma), percent(share))
               : QCoreApplication::translate("Estimation", "%1 Gbps without RDMA (%2 of the line rate)")
                     .arg(num(lineGbps, 0), percent(share));
    return l;
}

namespace {

// The share of a mixture-of-experts model's parameters in its experts: active = shared + expert × k/E.
double expertShare(const TrainingShape& s, double params)
{
    if (s.experts <= 0 || s.activeExperts <= 0 || s.activeExperts >= s.experts || params <= 0)
        return 0;
    const double k = double(s.activeExperts) / s.experts;
    const double expertParams = (params - s.activeParams) / (1 - k);
    return std::clamp(expertParams / params, 0.0, 1.0);
}

// The parameters of the model one GPU holds before ZeRO: its TP × PP share, the experts' also ÷ EP.
double shardParams(const TrainingShape& s, const ParallelLayout& l)
{
    const double e = expertShare(s, s.modelParams);
    const double mp = double(l.tp) * l.pp;
    return s.modelParams * ((1 - e) / mp + e / (mp * l.ep));
}

bool divides(int n, double of)
{
    const double q = of / n;
    return std::abs(q - std::round(q)) < 1e-9;
}

} // namespace

double TrainingShape::attentionFlopsPerToken() const
{
    const int width = attentionWidth > 0 ? attentionWidth : hidden;
    return 12.0 * layers * width * seqLen;
}

double TrainingShape::flopsPerToken() const
{
    return flopsPerParamToken * activeParams + attentionFlopsPerToken();
}

TrainingShape completeShape(TrainingShape s)
{
    const double params = s.modelParams > 0 ? s.modelParams : s.gradientParams;
    if (s.activeParams <= 0)
        s.activeParams = params;
    if (s.layers <= 0 || s.hidden <= 0) {
        const DenseShape d = denseShapeOf(s.activeParams > 0 ? s.activeParams : params);
        s.layers = d.layers;
        s.hidden = d.hidden;
        s.heads = d.heads;
        s.attentionWidth = d.hidden;
    }
    if (s.heads <= 0)
        s.heads = std::max(1, s.hidden / 128);
    if (s.modelParams <= 0)
        s.modelParams = s.gradientParams;
    s.seqLen = std::max(1, s.seqLen);
    s.microBatch = std::max(1, s.microBatch);
    return s;
}

QString trainingWorkText(const TrainingShape& shapeIn, double tokens)
{
    const TrainingShape s = completeShape(shapeIn);
    const double total = s.flopsPerToken() * tokens;
    const int width = s.attentionWidth > 0 ? s.attentionWidth : s.hidden;
    return QCoreApplication::translate("Estimation",
                                       "work: (%1·N + 12·L·w·s)·D = (%1·%2 + 12·%3·%4·%5)·%6 = %7 FLOPs "
                                       "(attention %8)")
        .arg(QString::number(s.flopsPerParamToken), countText(s.activeParams), QString::number(s.layers),
             QString::number(width), QString::number(s.seqLen), countText(tokens),
             QString::number(total, 'g', 3), percent(s.attentionFlopsPerToken() / s.flopsPerToken()));
}

double usableMemoryGb(const Gpu& gpu)
{
    return gpu.memoryGb * estimation::UsableMemoryFraction;
}

TrainingMemory trainingMemory(const Gpu& gpu, const TrainingShape& shapeIn, const ParallelLayout& l,
                              double gpusPerInstance, double hostMemoryGb)
{
    const TrainingShape s = completeShape(shapeIn);
    TrainingMemory m;
    const double share = gpusPerInstance > 0 && gpusPerInstance < 1 ? gpusPerInstance : 1.0;
    m.usableGb = usableMemoryGb(gpu) * share;
    const double params = s.modelParams;
    const double e = expertShare(s, params);
    const double mp = double(l.tp) * l.pp;
    const double denseParams = params * (1 - e) / mp;
    const double expertParams = params * e / (mp * l.ep);
    const double zDense = double(l.dp) * l.cp;
    const double zExpert = std::max(1.0, zDense / l.ep);
    const auto sharded = [&](double dense, double expert, bool byZero) {
        return byZero ? dense / zDense + expert / zExpert : dense + expert;
    };
    // The weights that are trained, in BF16, and a LoRA run's frozen base at its own width.
    const double trainedDense = s.adapters ? s.gradientParams / mp : denseParams; // adapters: attention only
    const double trainedExpert = s.adapters ? 0 : expertParams;
    double frozen = s.adapters ? sharded(denseParams, expertParams, l.zero >= 3) * s.frozenBytesPerParam : 0;
    const double trained =
        sharded(trainedDense, trainedExpert, l.zero >= 3) * estimation::WeightBytesPerParam;
    const double grads =
        sharded(trainedDense, trainedExpert, l.zero >= 2) * estimation::GradientBytesPerParam;
    const double optimizer =
        sharded(trainedDense, trainedExpert, l.zero >= 1) * estimation::OptimizerBytesPerParam;
    // Activations: in a 1F1B pipeline the first stage holds pp micro-batches of its L/pp layers.
    const double tokens = double(s.seqLen) / l.cp * l.microBatch;
    const double layerFull = ActivationBytesPerTokenHidden * tokens * s.hidden / l.tp;
    double activations = l.recompute
                             ? s.layers * CheckpointBytesPerTokenHidden * tokens * s.hidden / l.tp + layerFull
                             : s.layers * layerFull;
    if (s.vocab > 0)
        activations += LogitBytes * tokens * s.vocab / l.tp;
    double working = 0;
    if (l.zero >= 3) {
        // The current and the next layer gathered in BF16 (QLoRA's dequantised).
        working = 2 * shardParams(s, l) / s.layers * estimation::WeightBytesPerParam;
    }
    if (l.offload) {
        m.hostGb = frozen * std::max(1.0, gpusPerInstance) / GiB;
        frozen = 0;
        if (hostMemoryGb <= 0 || m.hostGb > hostMemoryGb * estimation::UsableMemoryFraction)
            m.hostGb = std::numeric_limits<double>::infinity();
    }
    m.weightsGb = (frozen + trained) / GiB;
    m.gradientsGb = grads / GiB;
    m.optimizerGb = optimizer / GiB;
    m.activationsGb = activations / GiB;
    m.workingGb = working / GiB;
    m.totalGb = m.weightsGb + m.gradientsGb + m.optimizerGb + m.activationsGb + m.workingGb;
    m.fits = m.totalGb <= m.usableGb && std::isfinite(m.hostGb);
    return m;
}

namespace {

// One candidate's step, by part (instance: with its communication; none: memory only).
LayoutChoice timeLayout(const Gpu& gpu, const InstanceType* inst, const InstanceLinks* links, double gpus,
                        const TrainingShape& s, const ParallelLayout& l, double peakTflops,
                        double utilisation)
{
    LayoutChoice c;
    c.layout = l;
    const double perInstance = inst ? std::max(0.0, inst->gpuCount) : std::min(gpus, 8.0);
    c.memory = trainingMemory(gpu, s, l, perInstance, inst ? inst->memoryGib : 0);
    const double sequences = std::max(s.batchTokens / s.seqLen, double(l.dp) * l.microBatch);
    c.microBatches = std::max(1, int(std::floor(sequences / (double(l.dp) * l.microBatch) + 1e-9)));
    c.batchTokens = double(c.microBatches) * l.dp * l.microBatch * s.seqLen;
    if (!inst || !links || !(peakTflops > 0) || !(utilisation > 0))
        return c;
    // The GPUs one GPU link joins in this job: the instance, or the instances of one NVLink domain.
    const double g = std::min(double(links->domain), gpus);
    const double instancesPerGroup = std::max(1.0, g / links->perInstance);
    const int groups = std::max(1, int(std::round(gpus / g)));
    c.linkGroups = groups;
    c.computeSeconds = s.flopsPerToken() * c.batchTokens / (gpus * peakTflops * 1e12 * utilisation);
    const double forwardShare = s.adapters ? 0.5 : 1.0 / 3.0;
    c.recomputeSeconds = l.recompute ? c.computeSeconds * forwardShare : 0;
    const double work = c.computeSeconds + c.recomputeSeconds;
    c.bubbleSeconds = work * (l.pp - 1) / c.microBatches;
    // Tensor parallel: an all-reduce of the layer's activations per matrix pair, over the GPU link.
    const double tokensPerReplica = c.batchTokens / (double(l.dp) * l.cp);
    if (l.tp > 1) {
        const double bytes = tokensPerReplica * s.hidden * 2;
        const int count = TensorAllReducesPerLayer + (l.recompute ? 2 : 0);
        c.tensorSeconds =
            count * double(s.layers) / l.pp * bytes * 2.0 * (l.tp - 1) / l.tp / (links->intraGbs * 1e9);
    }
    // Expert parallel: each GPU's tokens to their experts and back.
    if (l.ep > 1 && s.experts > 0) {
        const double tokensPerGpu = tokensPerReplica / l.tp;
        const double bytes = tokensPerGpu * std::max(1, s.activeExperts) * s.hidden * 2 * (l.ep - 1) / l.ep;
        const bool inside = g >= double(l.tp) * l.ep && hasGpuLink(*inst);
        const double gbs = inside ? links->intraGbs : links->interGbs / links->perInstance;
        c.expertSeconds = AllToAllsPerLayer * double(s.layers) / l.pp * bytes / (gbs * 1e9);
    }
    // Data parallel: each GPU exchanges the gradients of its shard with the GPUs holding the same shard,
    // inside the NVLink domain over the GPU link and across domains (or instances) over the network.
    const double mp = double(l.tp) * l.pp;
    const double heldPerGpu = shardParams(s, l);
    const double trainedPerGpu = s.adapters ? s.gradientParams / mp : heldPerGpu;
    // An all-reduce of the gradients (reduce-scatter and all-gather: 2(n−1)/n of the bytes each way); ZeRO-3
    // reduce-scatters the gradients once a step and all-gathers the weights for the forward and the backward
    // pass of every micro-batch, so it moves (gradients + 2 m × weights) / 2 in all-reduce terms.
    double gradientBytes = trainedPerGpu * estimation::GradientBytesPerParam;
    if (l.zero >= 3) {
        const double weightBytes =
            heldPerGpu * (s.adapters ? s.frozenBytesPerParam : estimation::WeightBytesPerParam);
        gradientBytes = (gradientBytes + 2.0 * c.microBatches * weightBytes) / 2;
    }
    const int m = int(mp);
    const int copiesInside = std::max(1, int(g) / std::min(m, int(g)));
    const int copiesAcross = m <= g ? groups : std::max(1, int(gpus) / m);
    double intra = 0;
    double inter = 0;
    if (copiesInside >= 2 && l.dp * l.cp >= 2)
        intra = 2.0 * (copiesInside - 1) / copiesInside * gradientBytes / (links->intraGbs * 1e9);
    if (copiesAcross >= 2) {
        // What a group's GPUs send leaves through the network cards of all its instances.
        const double bytesPerGroup = gradientBytes * std::min(double(m), g);
        inter = 2.0 * (copiesAcross - 1) / copiesAcross * bytesPerGroup /
                (links->interGbs * instancesPerGroup * 1e9);
    }
    c.dataSeconds = intra + inter;
    c.dataInsideSeconds = intra;
    c.dataAcrossSeconds = inter;
    const double hidden = l.zero >= 3 ? work : estimation::BackwardShare * work;
    c.exposedDataSeconds = std::max(0.0, c.dataSeconds - hidden);
    if (l.offload) {
        const double frozen = heldPerGpu / std::max(1, l.dp) * s.frozenBytesPerParam;
        // Streamed in for the forward and the backward pass of every micro-batch.
        c.offloadSeconds = 2.0 * c.microBatches * frozen / (estimation::PcieGbs * 1e9);
    }
    const double step =
        work + c.bubbleSeconds + c.tensorSeconds + c.expertSeconds + c.exposedDataSeconds + c.offloadSeconds;
    c.factor = step > 0 ? c.computeSeconds / step : 1;
    return c;
}

// Every layout of `gpus` GPUs within what the shape fixes: powers of two for each part not fixed (tensor
// parallel inside the instance and dividing the heads, context parallel only for long sequences), data
// parallel over the rest, ZeRO 1 or 3, recomputation off or on, a LoRA base offloaded where the host can
// hold it.
QList<ParallelLayout> candidateLayouts(const TrainingShape& s, double gpus, int linkDomain, bool hostKnown)
{
    const LayoutRequest& fixed = s.layout;
    const auto powers = [](std::optional<int> given, int max) {
        if (given)
            return QList<int>{*given};
        QList<int> v;
        for (int x = 1; x <= max; x *= 2)
            v << x;
        return v;
    };
    QList<ParallelLayout> out{ParallelLayout{}};
    out.first().microBatch = s.microBatch;
    // The list grows one part at a time: each layout so far with each value of the next part.
    const auto expand = [&out](const auto& values, const auto& set) {
        QList<ParallelLayout> next;
        for (const ParallelLayout& l : std::as_const(out)) {
            for (const auto v : values) {
                ParallelLayout x = l;
                set(x, v);
                next << x;
            }
        }
        out = std::move(next);
    };
    // Chosen up to 8 (past that each GPU's matrices get too small to run well), fixed up to the domain.
    expand(powers(fixed.tp, std::min(linkDomain, MaxTensorParallel)),
           [](ParallelLayout& l, int v) { l.tp = v; });
    expand(powers(fixed.pp, std::min(s.layers, MaxPipelineParallel)),
           [](ParallelLayout& l, int v) { l.pp = v; });
    expand(powers(fixed.cp, s.seqLen >= LongSequence ? 8 : 1), [](ParallelLayout& l, int v) { l.cp = v; });
    expand(powers(fixed.ep, s.experts > 0 ? std::min(s.experts, 64) : 1),
           [](ParallelLayout& l, int v) { l.ep = v; });
    expand(fixed.zero ? QList<int>{*fixed.zero} : QList<int>{1, 3},
           [](ParallelLayout& l, int v) { l.zero = v; });
    expand(fixed.recompute ? QList<bool>{true} : QList<bool>{false, true},
           [](ParallelLayout& l, bool v) { l.recompute = v; });
    expand(QList<bool>{false, true}, [](ParallelLayout& l, bool v) { l.offload = v; });
    for (ParallelLayout& l : out) {
        const int modelParallel = l.tp * l.pp * l.cp;
        l.dp = divides(modelParallel, gpus) ? int(std::lround(gpus / modelParallel)) : 0;
    }
    out.removeIf([&](const ParallelLayout& l) {
        return l.dp == 0 || !divides(l.tp, gpus) || (s.heads > 0 && s.heads % l.tp != 0 && !fixed.tp) ||
               (l.ep > 1 && (l.dp * l.cp) % l.ep != 0) ||
               (l.offload && !(s.adapters && l.zero >= 3 && hostKnown));
    });
    return out;
}

// Simpler layouts first: the order among candidates that take the same time (or, without an instance, fit).
double complexity(const ParallelLayout& l)
{
    return double(l.tp) * l.pp * l.cp * l.ep * 10 + l.zero + (l.recompute ? 5 : 0) + (l.offload ? 50 : 0);
}

QString layoutText(const LayoutChoice& c, const TrainingShape& s)
{
    const ParallelLayout& l = c.layout;
    QStringList parts;
    parts << u"TP %1"_s.arg(l.tp) << u"PP %1"_s.arg(l.pp);
    if (l.cp > 1)
        parts << u"CP %1"_s.arg(l.cp);
    if (s.experts > 0)
        parts << u"EP %1"_s.arg(l.ep);
    parts << u"DP %1"_s.arg(l.dp);
    return QCoreApplication::translate("Estimation",
                                       "layout %1 (ZeRO-%2), recomputation %3%4; micro-batches of %5 × %6 "
                                       "tokens, %7 per step of %8 tokens")
        .arg(parts.join(u" × "_s), QString::number(l.zero),
             l.recompute ? QCoreApplication::translate("Estimation", "on")
                         : QCoreApplication::translate("Estimation", "off"),
             l.offload ? QCoreApplication::translate("Estimation", ", frozen weights offloaded to the host")
                       : QString(),
             QString::number(l.microBatch), QLocale::c().toString(s.seqLen), QString::number(c.microBatches),
             countText(c.batchTokens));
}

QString memoryText(const TrainingMemory& m)
{
    QString text =
        QCoreApplication::translate(
            "Estimation", "memory per GPU: weights %1 + gradients %2 + optimizer %3 + activations %4")
            .arg(num(m.weightsGb, 1), num(m.gradientsGb, 1), num(m.optimizerGb, 1), num(m.activationsGb, 1));
    if (m.workingGb > 0)
        text += QCoreApplication::translate("Estimation", " + gathered layers %1").arg(num(m.workingGb, 1));
    text += QCoreApplication::translate("Estimation", " = %1 GB of %2 GB usable: %3")
                .arg(num(m.totalGb, 1), num(m.usableGb, 1),
                     m.fits ? QCoreApplication::translate("Estimation", "fits")
                            : QCoreApplication::translate("Estimation", "does not fit"));
    if (m.hostGb > 0 && std::isfinite(m.hostGb))
        text +=
            QCoreApplication::translate("Estimation", " (%1 GB of frozen weights in each instance's memory)")
                .arg(num(m.hostGb, 1));
    return text;
}

} // namespace

LayoutChoice chooseLayout(const Gpu& gpu, const InstanceType* inst, double gpusIn,
                          const TrainingShape& shapeIn, double peakTflops, double utilisation)
{
    const TrainingShape s = completeShape(shapeIn);
    const LayoutRequest& fixed = s.layout;
    const double gpus = std::max(1.0, std::round(gpusIn));
    const std::optional<InstanceLinks> links =
        inst ? std::optional<InstanceLinks>(instanceLinks(gpu, *inst)) : std::nullopt;
    // Tensor parallel stays inside what the GPU link joins: the instance, or its NVLink domain.
    const int domain = links ? std::min(links->domain, int(gpus)) : std::min(int(gpus), 8);
    LayoutChoice none;
    const auto fail = [&](const QString& why) {
        none.whyNot = why;
        return none;
    };
    const int fixedProduct = fixed.tp.value_or(1) * fixed.pp.value_or(1) * fixed.cp.value_or(1);
    if (fixed.pp && *fixed.pp > s.layers)
        return fail(QCoreApplication::translate("Estimation", "--pp %1: the model has %2 layers")
                        .arg(*fixed.pp)
                        .arg(s.layers));
    if (!divides(fixedProduct, gpus))
        return fail(QCoreApplication::translate("Estimation",
                                                "--tp %1 × --pp %2 × --cp %3 does not divide the %4 GPUs")
                        .arg(fixed.tp.value_or(1))
                        .arg(fixed.pp.value_or(1))
                        .arg(fixed.cp.value_or(1))
                        .arg(num(gpus, 0)));
    if (fixed.tp && *fixed.tp > domain)
        return fail(links && links->domain > links->perInstance
                        ? QCoreApplication::translate("Estimation",
                                                      "--tp %1: tensor parallel stays inside the %2 GPUs of "
                                                      "the job's NVLink domain")
                              .arg(*fixed.tp)
                              .arg(domain)
                        : QCoreApplication::translate(
                              "Estimation", "--tp %1: tensor parallel stays inside one instance of %2 GPUs")
                              .arg(*fixed.tp)
                              .arg(domain));
    if (fixed.ep && s.experts <= 0 && *fixed.ep > 1)
        return fail(
            QCoreApplication::translate("Estimation", "--ep %1: the model is dense (no experts to split)")
                .arg(*fixed.ep));
    if (fixed.ep && s.experts > 0 && *fixed.ep > s.experts)
        return fail(QCoreApplication::translate("Estimation", "--ep %1: the model has %2 experts")
                        .arg(*fixed.ep)
                        .arg(s.experts));
    std::optional<LayoutChoice> best;
    std::optional<LayoutChoice> smallest;
    for (const ParallelLayout& l : candidateLayouts(s, gpus, domain, inst && inst->memoryGib > 0)) {
        LayoutChoice c =
            timeLayout(gpu, inst, links ? &*links : nullptr, gpus, s, l, peakTflops, utilisation);
        if (!smallest || c.memory.totalGb < smallest->memory.totalGb)
            smallest = c;
        const bool better =
            !best || c.factor > best->factor + 1e-9 ||
            (std::abs(c.factor - best->factor) <= 1e-9 && complexity(c.layout) < complexity(best->layout));
        if (c.memory.fits && better)
            best = std::move(c);
    }
    if (!smallest)
        return fail(QCoreApplication::translate("Estimation", "no parallel layout divides the %1 GPUs")
                        .arg(num(gpus, 0)));
    LayoutChoice c = best ? *best : *smallest;
    c.reasons << layoutText(c, s) << memoryText(c.memory);
    return c;
}

Scaling trainingScaling(const InstanceType& inst, const Gpu& gpu, int instances, const TrainingShape& shape,
                        double peakTflopsPerGpu, double utilisation)
{
    Scaling s;
    const double gpus = std::max(1.0, inst.gpuCount) * std::max(1, instances);
    LayoutChoice c = chooseLayout(gpu, &inst, gpus, shape, peakTflopsPerGpu, utilisation);
    if (!c.whyNot.isEmpty()) {
        s.reasons << c.whyNot;
        s.layout = c;
        return s;
    }
    const InstanceLinks links = instanceLinks(gpu, inst);
    s.factor = c.factor;
    s.computeSecondsPerStep = c.computeSeconds;
    s.communicationSecondsPerStep = c.tensorSeconds + c.expertSeconds + c.dataSeconds;
    s.exposedSecondsPerStep = c.tensorSeconds + c.expertSeconds + c.exposedDataSeconds + c.offloadSeconds;
    s.reasons << c.reasons;
    QStringList parts;
    if (c.recomputeSeconds > 0)
        parts << QCoreApplication::translate("Estimation", "%1 s recomputing the forward pass")
                     .arg(num(c.recomputeSeconds, 2));
    if (c.bubbleSeconds > 0)
        parts << QCoreApplication::translate("Estimation",
                                             "%1 s pipeline bubble (%2 stages, %3 micro-batches)")
                     .arg(num(c.bubbleSeconds, 2), QString::number(c.layout.pp),
                          QString::number(c.microBatches));
    if (c.tensorSeconds > 0)
        parts << QCoreApplication::translate("Estimation",
                                             "%1 s tensor-parallel all-reduces over %2, not hidden")
                     .arg(num(c.tensorSeconds, 2), links.intraLabel);
    if (c.expertSeconds > 0)
        parts << QCoreApplication::translate("Estimation", "%1 s expert all-to-alls, not hidden")
                     .arg(num(c.expertSeconds, 2));
    if (c.dataSeconds > 0) {
        QStringList over;
        const bool rack = links.domain > links.perInstance && int(gpus) > links.perInstance;
        if (c.dataInsideSeconds > 0)
            over << (rack ? QCoreApplication::translate("Estimation", "%1 s inside %2 over %3")
                                .arg(num(c.dataInsideSeconds, 2), links.domainLabel, links.intraLabel)
                          : QCoreApplication::translate("Estimation", "%1 s inside the instance over %2")
                                .arg(num(c.dataInsideSeconds, 2), links.intraLabel));
        if (c.dataAcrossSeconds > 0)
            over << (rack ? QCoreApplication::translate("Estimation", "%1 s across %2 NVLink domains over %3")
                                .arg(num(c.dataAcrossSeconds, 2), QString::number(c.linkGroups),
                                     links.interLabel)
                          : QCoreApplication::translate("Estimation", "%1 s across %2 instances over %3")
                                .arg(num(c.dataAcrossSeconds, 2), QString::number(c.linkGroups),
                                     links.interLabel));
        parts << QCoreApplication::translate("Estimation",
                                             "gradient exchange (%1), %2 s of it not hidden by the backward "
                                             "pass")
                     .arg(over.join(u" + "_s), num(c.exposedDataSeconds, 2));
    }
    if (c.offloadSeconds > 0)
        parts << QCoreApplication::translate("Estimation", "%1 s streaming the frozen weights from the host")
                     .arg(num(c.offloadSeconds, 2));
    s.reasons << QCoreApplication::translate("Estimation",
                                             "per step: %1 s of compute%2: %3 scaling efficiency")
                     .arg(num(c.computeSeconds, 2),
                          parts.isEmpty() ? QString() : u" + "_s + parts.join(u" + "_s), percent(c.factor));
    if (inst.virtualization == Virtualization::VgpuShare) {
        s.factor *= estimation::VgpuEfficiency;
        s.reasons << QCoreApplication::translate(
                         "Estimation", "vGPU share: ~%1 of a whole GPU's throughput after virtualization")
                         .arg(percent(estimation::VgpuEfficiency));
    }
    s.layout = std::move(c);
    return s;
}

} // namespace gp
