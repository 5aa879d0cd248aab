#include "recommenderparts.h"

#include "instancetype.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::recommender_detail {

bool inferenceFit(const Scenario& s, Precision precision, Candidate& c, Funnel& funnel)
{
    ServingRequest r;
    r.params = *s.params;
    r.activeParams = s.activeParams.value_or(*s.params);
    r.format = weightFormatFor(precision);
    r.kvBytesPerToken =
        s.kvBytesPerToken ? *s.kvBytesPerToken : kvBytesPerToken(*s.params, defaultKvPrecision(r.format));
    const ModelArchitecture a = s.architecture();
    r.setShape(a.layers, a.hidden, a.heads, a.headDim);
    r.outputTokens = std::max(1, s.outputTokens);
    r.inputTokens = std::max(1, s.contextTokens - r.outputTokens);
    r.latencyMs = s.latencyMs;
    r.tensorParallel = s.layout.tp;
    r.useMeasured = s.useMeasured;
    const ServingCapacity cap = servingCapacity(r, *c.gpu, *c.instance);
    if (!cap.whyNot.isEmpty()) {
        noteWhy(funnel.memoryWhy, c.instance->id() + u": "_s + cap.whyNot);
        return false;
    }
    constexpr double MaxInstances = 1e9;
    const int instances =
        int(std::clamp(std::ceil(*s.qps / cap.requestsPerSecond - 1e-9), 1.0, MaxInstances));
    if (instances > s.maxGpus || instances * c.instance->gpuCount > s.maxGpus) {
        noteWhy(funnel.memoryWhy,
                QCoreApplication::translate("Recommender", "%1: needs %2 instances, over the %3-GPU limit")
                    .arg(c.instance->id(), QString::number(instances), QString::number(s.maxGpus)));
        return false;
    }
    const QString against = QCoreApplication::translate(
                                "Recommender", "%1 requests/s against %2 per instance (%3 output tokens/s, "
                                               "%4 ms per token)")
                                .arg(formatDecimal(*s.qps, 2), formatDecimal(cap.requestsPerSecond, 2),
                                     num(cap.tokensPerSecond, 0), num(cap.perTokenLatencyMs, 1));
    c.fitReasons << cap.assumptions;
    c.fitReasons << (instances == 1
                         ? QCoreApplication::translate("Recommender", "%1: 1 instance").arg(against)
                         : QCoreApplication::translate("Recommender", "%1: %2 instances")
                               .arg(against, QString::number(instances)));
    const double hours = double(s.serveMonths) * HoursPerMonth;
    CountOption o;
    o.instances = instances;
    o.hours = hours;
    o.gpuHours = hours * instances * c.instance->gpuCount;
    o.tokenLatencyMs = cap.perTokenLatencyMs;
    o.serving = cap;
    c.counts << o;
    return true;
}

// The fewest instances whose GPU memory holds the job, with the reason; nullopt when none does.
std::optional<int> computeFit(const Scenario& s, Candidate& c, Funnel& funnel)
{
    const InstanceType& inst = *c.instance;
    const double perGpu = c.gpu->memoryGb * std::min(1.0, inst.gpuCount) * estimation::UsableMemoryFraction;
    const double perInstance = c.gpu->memoryGb * inst.gpuCount * estimation::UsableMemoryFraction;
    const QString layout =
        u"%1 × %2"_s.arg(num(inst.gpuCount, inst.gpuCount < 1 ? 2 : 0), gbText(c.gpu->memoryGb));
    if (s.workload == Workload::Render) {
        if (s.memoryGb && *s.memoryGb > perGpu) {
            noteWhy(funnel.memoryWhy,
                    QCoreApplication::translate(
                        "Recommender", "the %1 scene does not fit one GPU's %2 usable (%3 has the most)")
                        .arg(gbText(*s.memoryGb), gbText(perGpu), inst.id()));
            return std::nullopt;
        }
        if (s.memoryGb)
            c.fitReasons << QCoreApplication::translate("Recommender",
                                                        "fits: the %1 scene in each GPU's %2 usable")
                                .arg(gbText(*s.memoryGb), gbText(perGpu));
        return 1;
    }
    if (s.workload != Workload::Science)
        return s.params ? trainingFit(s, c, funnel) : std::optional<int>(1);
    if (!s.memoryGb)
        return 1;
    const double need = *s.memoryGb;
    const QString what = QCoreApplication::translate("Recommender", "the working set");
    const int instances = int(std::ceil(need / perInstance - 1e-12));
    if (inst.gpuCount < 1 && instances > 1) {
        noteWhy(funnel.memoryWhy,
                QCoreApplication::translate("Recommender", "%1 needs %2 of GPU memory; a vGPU share has %3")
                    .arg(what, gbText(need), gbText(perInstance)));
        return std::nullopt;
    }
    if (instances * inst.gpuCount > s.maxGpus) {
        noteWhy(
            funnel.memoryWhy,
            QCoreApplication::translate("Recommender", "%1 needs %2 of GPU memory: more than %3 GPUs of %4")
                .arg(what, gbText(need), QString::number(s.maxGpus), gbText(c.gpu->memoryGb)));
        return std::nullopt;
    }
    if (need <= perGpu)
        c.fitReasons << QCoreApplication::translate("Recommender",
                                                    "fits one GPU: %1 needed (%2) ≤ %3 usable of %4")
                            .arg(gbText(need), what, gbText(perGpu), gbText(c.gpu->memoryGb));
    else if (instances == 1)
        c.fitReasons << QCoreApplication::translate(
                            "Recommender",
                            "fits one instance: %1 needed (%2) ≤ %3 usable on %4, sharded over its GPUs")
                            .arg(gbText(need), what, gbText(perInstance), layout);
    else
        c.fitReasons << QCoreApplication::translate(
                            "Recommender",
                            "fits %1 instances or more: %2 needed (%3) ≤ %1 × %4 usable (%5 each), sharded")
                            .arg(QString::number(instances), gbText(need), what, gbText(perInstance), layout);
    return instances;
}

std::optional<int> trainingFit(const Scenario& s, Candidate& c, Funnel& funnel)
{
    const InstanceType& inst = *c.instance;
    const std::optional<TrainingShape> shape = s.trainingShape();
    if (!shape)
        return 1;
    const double perInstanceGpus = std::max(1.0, inst.gpuCount);
    const double perInstanceGb = usableMemoryGb(*c.gpu) * std::min(1.0, inst.gpuCount) * perInstanceGpus;
    // No layout holds less than the weights, gradients and optimizer states sharded over every GPU.
    const double stateGb =
        (shape->adapters ? shape->modelParams * shape->frozenBytesPerParam +
                               shape->gradientParams * estimation::TrainingStateBytesPerParam
                         : shape->modelParams * estimation::TrainingStateBytesPerParam) /
        double(1ULL << 30);
    // A LoRA base offloaded to the host needs none of that on the GPUs.
    const bool canOffload = shape->adapters && inst.memoryGib > 0;
    const int first = canOffload ? 1 : std::max(1, int(std::floor(stateGb / perInstanceGb)));
    const auto peak = c.gpu->throughputTflops(s.effectivePrecision(), s.useMeasured);
    const Utilisation u = trainingUtilisation(*c.gpu, s.effectivePrecision(), s.useMeasured, &*shape);
    const bool share = inst.gpuCount < 1; // a vGPU share is never combined with another
    QString fixedWhy;                     // a layout fixed by the user that no count tried can make
    for (int n = first; n * perInstanceGpus <= s.maxGpus && (!share || n == 1); n = n < 8 ? n + 1 : n * 2) {
        const LayoutChoice choice =
            chooseLayout(*c.gpu, &inst, n * perInstanceGpus, *shape, peak.value_or(0), u.value);
        if (!choice.whyNot.isEmpty()) {
            fixedWhy = choice.whyNot;
        } else if (choice.memory.fits) {
            // The layout and memory of the count chosen come with its scaling reasons.
            c.fitReasons << (n == 1
                                 ? QCoreApplication::translate(
                                       "Recommender", "fits on 1 instance (%1 GB per GPU of %2 GB usable)")
                                       .arg(num(choice.memory.totalGb, 1), num(choice.memory.usableGb, 1))
                                 : QCoreApplication::translate(
                                       "Recommender",
                                       "fits on %1 instances or more (on %1: %2 GB per GPU of %3 GB usable)")
                                       .arg(QString::number(n), num(choice.memory.totalGb, 1),
                                            num(choice.memory.usableGb, 1)));
            return n;
        }
    }
    noteWhy(funnel.memoryWhy,
            share ? QCoreApplication::translate("Recommender", "%1: the run does not fit a vGPU share's %2")
                        .arg(inst.id(), gbText(perInstanceGb))
            : !fixedWhy.isEmpty()
                ? inst.id() + u": "_s + fixedWhy
                : QCoreApplication::translate("Recommender",
                                              "%1: no parallel layout of up to %2 GPUs of %3 holds the run")
                      .arg(inst.id(), QString::number(s.maxGpus), gbText(c.gpu->memoryGb)));
    return std::nullopt;
}

} // namespace gp::recommender_detail
