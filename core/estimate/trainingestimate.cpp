#include "trainingestimate.h"

#include "gpu.h"
#include "instancetype.h"
#include "money.h"
#include "offerchoice.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, {}, 0, 0, {}, message};
}

QString figure(const std::optional<double>& v)
{
    return v ? formatDecimal(*v, 1) : QString();
}

} // namespace

Scaling jobScaling(const Gpu& gpu, const InstanceType& instance, int instances, Precision precision,
                   bool useMeasured, bool perfectlyParallel, const TrainingShape* shape)
{
    const auto peak = gpu.throughputTflops(precision, useMeasured);
    if (perfectlyParallel)
        return scalingFor(instance, instances, perfectlyParallel);
    const Utilisation base = trainingUtilisation(gpu, precision, useMeasured, shape);
    Scaling s = shape && peak && *peak > 0 && shape->activeParams > 0
                    ? trainingScaling(instance, gpu, instances, *shape, *peak, base.value)
                    : scalingFor(instance, instances, false);
    s.base = base;
    return s;
}

Utilisation trainingUtilisation(const Gpu& gpu, Precision precision, bool useMeasured,
                                const TrainingShape* shape)
{
    UtilisationJob job;
    if (shape) {
        job.params = shape->modelParams > 0 ? shape->modelParams : shape->gradientParams;
        job.activeParams = shape->activeParams;
    }
    return UtilisationTable::current().lookup(gpu, precision, job, useMeasured);
}

std::optional<ComputeEstimate> computeOnInstances(double flops, const Gpu& gpu, const InstanceType& instance,
                                                  int instances, Precision precision,
                                                  std::optional<double> mfu, bool useMeasured,
                                                  bool perfectlyParallel, const TrainingShape* shape)
{
    return computeOnInstances(
        flops, gpu, instance, instances, precision, mfu, useMeasured,
        jobScaling(gpu, instance, instances, precision, useMeasured, perfectlyParallel, shape));
}

std::optional<ComputeEstimate> computeOnInstances(double flops, const Gpu& gpu, const InstanceType& instance,
                                                  int instances, Precision precision,
                                                  std::optional<double> mfu, bool useMeasured,
                                                  const Scaling& scaling)
{
    const auto peak = gpu.throughputTflops(precision, useMeasured);
    if (!peak)
        return std::nullopt;
    ComputeInputs in;
    in.flops = flops;
    in.gpus = instance.gpuCount * instances;
    in.peakTflopsPerGpu = *peak;
    in.mfu = mfu;
    in.scaling = scaling;
    in.base = scaling.base;
    return estimateCompute(in);
}

Result<EstimateReport> estimateTraining(const TrainingRequest& r)
{
    Q_ASSERT(r.gpu);
    Q_ASSERT(r.instance || r.gpus);
    const Gpu& gpu = *r.gpu;
    const auto peak = gpu.throughputTflops(r.precision, r.useMeasured);
    if (!peak)
        return usage(QCoreApplication::translate(
                         "TrainingEstimate", "%1 publishes no dense %2 figure; choose another --precision")
                         .arg(gpu.model, precisionLabel(r.precision)));
    EstimateReport report;
    report.gpuId = gpu.id;
    report.precision = r.precision;
    report.currency = r.basis.comparisonCurrency();
    std::optional<ComputeEstimate> compute;
    if (r.instance) {
        const double perInstance = r.instance->gpuCount;
        report.instances = r.gpus ? std::max(1, int(std::ceil(*r.gpus / perInstance - 1e-9))) : 1;
        report.instanceId = r.instance->id();
        report.gpus = report.instances * perInstance;
        const TrainingShape* shape = r.shape ? &*r.shape : nullptr;
        const Scaling scaling =
            jobScaling(gpu, *r.instance, report.instances, r.precision, r.useMeasured, false, shape);
        if (scaling.layout && !scaling.layout->whyNot.isEmpty())
            return usage(scaling.layout->whyNot);
        compute = computeOnInstances(r.flops, gpu, *r.instance, report.instances, r.precision, r.mfu,
                                     r.useMeasured, scaling);
        if (!r.mfu)
            report.scaling = scaling;
        report.layout = scaling.layout;
    } else {
        report.gpus = *r.gpus;
        ComputeInputs in;
        in.flops = r.flops;
        in.gpus = report.gpus;
        in.peakTflopsPerGpu = *peak;
        in.mfu = r.mfu;
        in.base = trainingUtilisation(gpu, r.precision, r.useMeasured, r.shape ? &*r.shape : nullptr);
        compute = estimateCompute(in);
        if (r.shape) {
            LayoutChoice c = chooseLayout(gpu, nullptr, report.gpus, *r.shape, *peak, in.base->value);
            if (!c.whyNot.isEmpty())
                return usage(c.whyNot);
            if (compute)
                compute->assumptions << c.reasons;
            report.layout = std::move(c);
        }
    }
    if (!compute)
        return usage(QCoreApplication::translate("TrainingEstimate",
                                                 "no estimate: the work or the throughput is zero"));
    report.compute = *compute;
    report.rateOnly = r.rateOnly;
    if (const auto warning = fasterPrecisionWarning(
            gpu, r.precision, r.shape && r.shape->finetune ? Workload::Finetune : Workload::Train)) {
        report.precisionWarning = *warning;
        report.compute.assumptions.prepend(*warning);
    }
    if (r.shape) {
        report.shape = completeShape(*r.shape);
        if (r.tokens)
            report.compute.assumptions.prepend(trainingWorkText(*r.shape, *r.tokens));
    }
    if (report.layout && !report.layout->memory.fits)
        report.compute.assumptions.prepend(
            QCoreApplication::translate("TrainingEstimate",
                                        "does not fit: %1 GB per GPU in the layout needing the least, %2 GB "
                                        "usable; give more GPUs")
                .arg(formatDecimal(report.layout->memory.totalGb, 1),
                     formatDecimal(report.layout->memory.usableGb, 1)));
    if (r.tokens && compute->seconds > 0)
        report.tokensPerSecond = *r.tokens / compute->seconds;
    QStringList& assumptions = report.compute.assumptions;
    if (r.useMeasured && gpu.measuredTflops(r.precision))
        assumptions << QCoreApplication::translate(
                           "TrainingEstimate",
                           "measured %1 TFLOPS %2 per GPU (%3, %4) instead of the datasheet's %5")
                           .arg(figure(gpu.measuredTflops(r.precision)), precisionLabel(r.precision),
                                gpu.measured->file, gpu.measured->measuredAt.toString(u"yyyy-MM-dd"_s),
                                figure(gpu.denseTflops(r.precision)));
    else if (r.useMeasured)
        assumptions << QCoreApplication::translate("TrainingEstimate",
                                                   "no %1 measurement of %2: the datasheet figure is used")
                           .arg(precisionLabel(r.precision), gpu.model);
    if (!r.instance)
        assumptions << QCoreApplication::translate(
            "TrainingEstimate",
            "no instance given: no interconnect scaling applied (give --instance for it)");
    else if (r.gpus && report.gpus != *r.gpus)
        assumptions << QCoreApplication::translate("TrainingEstimate",
                                                   "%1 GPUs rounded up to %2 whole instances of %3 GPUs")
                           .arg(*r.gpus)
                           .arg(report.instances)
                           .arg(r.instance->gpuCount);
    if (r.instance && !r.instance->offers.isEmpty() && !r.rateOnly) {
        const Result<OfferChoice> choice = chooseOffer(*r.instance, r.basis, r.region);
        if (!choice)
            return choice.error();
        report.region = choice.value().offer->region;
        const JobPricing job{r.instance, &gpu,   choice.value().offer, report.instances, compute->hours(),
                             r.pricing,  r.basis};
        auto priced = priceJob(job);
        if (!priced)
            return usage(priced.error().message);
        report.cost = std::move(priced).value();
    } else if (r.instance && !r.rateOnly) {
        assumptions << QCoreApplication::translate("TrainingEstimate", "%1 has no public price: no cost")
                           .arg(r.instance->id());
    }
    return report;
}

} // namespace gp
