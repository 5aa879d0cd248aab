#pragma once

#include "costbasis.h"
#include "costengine.h"
#include "error.h"
#include "estimation.h"
#include "recommender.h"

#include <QString>

#include <optional>

namespace gp {

struct Gpu;
struct InstanceType;

// A training (or any compute-bound) job on a GPU model, optionally on an instance type that it is priced
// on: what `estimate` prints and the wizard and recommender build on.
struct TrainingRequest
{
    double flops = 0;                       // the total work
    std::optional<double> tokens;           // the training tokens, when the work was given as tokens
    const Gpu* gpu = nullptr;               // required
    const InstanceType* instance = nullptr; // optional: whole instances, interconnect scaling and a price
    std::optional<int> gpus;                // required without an instance; with one, rounded up to whole
                                            // instances (absent: one instance)
    Precision precision = Precision::BF16;
    std::optional<double> mfu; // end-to-end utilisation instead of the default MFU x scaling
    bool useMeasured = false;  // the GPU's measured throughput where it has one
    // The model's shape, when known: the communication model replaces the interconnect factors.
    std::optional<TrainingShape> shape;
    PricingModel pricing = PricingModel::OnDemand;
    // Timed over a nominal amount of work (the tokens given) for the throughput, layout and memory alone:
    // nothing is priced, and the report says it has no time or cost to give.
    bool rateOnly = false;
    QString region; // empty: chooseOffer()'s rule
    CostBasis basis = [] {
        CostBasis b;
        b.currency = ExchangeRates::Base;
        return b;
    }();
};

// What the compute model says, with the cost when the instance has a price.
struct EstimateReport
{
    ComputeEstimate compute;
    QString gpuId;
    double gpus = 0;
    Precision precision = Precision::BF16;
    QString instanceId;
    int instances = 0;
    QString region;
    std::optional<Recommendation> cost; // when an instance with a price is given
    QString currency;
    Scaling scaling; // what the utilisation was scaled by (on an instance, without a given mfu)
    std::optional<double> tokensPerSecond; // the whole job's, when the request gave tokens
    // The parallel layout and its memory, when the model's shape is known (with an instance: the one the
    // communication model timed; without: the simplest that fits).
    std::optional<LayoutChoice> layout;
    std::optional<TrainingShape> shape;
    // Timed over a nominal amount of work for its throughput: no time, work or cost to report.
    bool rateOnly = false;
    QString precisionWarning; // fasterPrecisionWarning's, when there is one
};

// `flops` on `instances` whole instances of a type: the GPU's dense peak at the precision (measured when
// asked and known), the default utilisation times interconnect scaling unless `mfu` is given (render frames:
// perfectlyParallel). Empty when the GPU has no figure at the precision or nothing can be computed. The
// estimate and the recommender both time jobs with it.
std::optional<ComputeEstimate> computeOnInstances(double flops, const Gpu& gpu, const InstanceType& instance,
                                                  int instances, Precision precision,
                                                  std::optional<double> mfu, bool useMeasured,
                                                  bool perfectlyParallel = false,
                                                  const TrainingShape* shape = nullptr);

// The same with the scaling already worked out (jobScaling), so a caller that also reports it works it out
// once.
std::optional<ComputeEstimate> computeOnInstances(double flops, const Gpu& gpu, const InstanceType& instance,
                                                  int instances, Precision precision,
                                                  std::optional<double> mfu, bool useMeasured,
                                                  const Scaling& scaling);

// How a job on `instances` instances scales: the communication model for training whose shape is known
// (trainingScaling), else the interconnect factors (scalingFor; render frames: perfectlyParallel).
Scaling jobScaling(const Gpu& gpu, const InstanceType& instance, int instances, Precision precision,
                   bool useMeasured, bool perfectlyParallel, const TrainingShape* shape);

// The calibrated utilisation (UtilisationTable::builtin()) of a training job of this shape on the GPU; a job
// without a shape is taken as dense.
Utilisation trainingUtilisation(const Gpu& gpu, Precision precision, bool useMeasured,
                                const TrainingShape* shape);

// Fails (ErrorCode::Usage or NotFound) when the GPU publishes no dense figure at the precision, the work or
// throughput is zero, the instance is not sold in the region asked for, or the job cannot be priced.
Result<EstimateReport> estimateTraining(const TrainingRequest& request);

} // namespace gp
