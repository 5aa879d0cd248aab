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
    r.kvBytesPerToken = s.kvBytesPerToken ? *s.kvBytesPerToken : kvBytesPerToken(*s.params, precision);
    r.outputTokens = std::max(1, s.outputTokens);
    r.inputTokens = std::max(1, s.contextTokens - r.outputTokens);
    r.latencyMs = s.latencyMs;
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
    double need = 0;
    QString what;
    if (s.workload == Workload::Science) {
        if (!s.memoryGb)
            return 1;
        need = *s.memoryGb;
        what = QCoreApplication::translate("Recommender", "the working set");
    } else if (s.params) {
        std::tie(need, what) = trainingMemory(s);
    } else {
        return 1;
    }
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

// GPU memory a training or fine-tuning run needs over all its GPUs, and how it is made up.
std::pair<double, QString> trainingMemory(const Scenario& s)
{
    const double p = *s.params;
    if (s.workload == Workload::Finetune && s.finetune != FinetuneMethod::Full) {
        const bool q = s.finetune == FinetuneMethod::Qlora;
        const double base = q ? estimation::QloraBytesPerParam : 2.0;
        const double adapters = s.loraParams();
        const double need = (p * (base + estimation::ActivationBytesPerParam) +
                             adapters * estimation::TrainingStateBytesPerParam) /
                            1e9;
        return {need, QCoreApplication::translate("Recommender",
                                                  "%1 frozen weights × %2 bytes + activations + %3 adapter "
                                                  "parameters × 16 bytes")
                          .arg(countText(p), num(base, 2), countText(adapters))};
    }
    return {trainingMemoryGb(p),
            QCoreApplication::translate("Recommender", "%1 parameters × 18 bytes").arg(countText(p))};
}

} // namespace gp::recommender_detail
