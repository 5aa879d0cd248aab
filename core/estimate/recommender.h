#pragma once

#include "costengine.h"
#include "error.h"
#include "estimation.h"
#include "exchangerates.h"
#include "modelpresets.h"
#include "money.h"
#include "plan.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

class Catalog;
struct Gpu;
struct InstanceType;

enum class RankBy
{
    Cost,
    Time,
    Balanced
};
QString rankByKey(RankBy r);   // "cost", "time", "balanced"
QString rankByLabel(RankBy r); // "Lowest cost", translated
std::optional<RankBy> rankByFromKey(QStringView key);
QStringList rankByKeys();

// How a fine-tuning run trains: every weight, or low-rank adapters on a frozen (QLoRA: 4-bit) base.
enum class FinetuneMethod
{
    Full,
    Lora,
    Qlora
};
QString finetuneKey(FinetuneMethod m);   // "full", "lora", "qlora"
QString finetuneLabel(FinetuneMethod m); // "LoRA", translated
std::optional<FinetuneMethod> finetuneFromKey(QStringView key);
QStringList finetuneKeys();

// A workload and its constraints: what the wizard asks and what `recommend` reads from flags or a
// scenario file (docs/estimation.md).
struct Scenario
{
    Workload workload = Workload::Train;
    // The model: a preset (ModelPresets) fills the figures not given here; without one, params alone gives
    // the size and a multi-head shape is assumed for the KV cache.
    QString model;                      // preset id or name
    std::optional<double> activeParams; // mixture of experts: the parameters one token passes through
    std::optional<int> layers;
    std::optional<int> hidden;
    std::optional<int> kvHeads;
    std::optional<int> headDim;
    std::optional<Precision> kvPrecision; // the KV cache's (absent: defaultKvPrecision of the weights)
    FinetuneMethod finetune = FinetuneMethod::Full;
    int loraRank = 16;
    // Configurations whose scaling efficiency (the communication model) is lower are left out.
    double minEfficiency = estimation::DefaultMinEfficiency;
    // Size of the work.
    std::optional<double> params; // model parameters
    std::optional<double> tokens; // training tokens
    std::optional<double> flops;  // total work, instead of params x tokens (train, render, science)
    bool recompute = false;       // activation recomputation fixed on (else chosen when memory needs it)
    // Training: the sequence (absent: estimation::DefaultSeqLen, the model's context when shorter), the
    // global batch in tokens (absent: estimation::DefaultBatchTokens) and the parts of the parallel layout
    // fixed by the user (`--tp`, `--pp`, `--cp`, `--ep`, `--zero`).
    std::optional<int> seqLen;
    std::optional<double> globalBatchTokens;
    LayoutRequest layout;
    std::optional<Precision> precision; // absent: defaultPrecision(workload)
    std::optional<double> mfu;          // end-to-end utilisation, replaces MFU x scaling
    // Inference, and the serving phase after training when qps is given.
    int contextTokens = 4096;
    std::optional<double> qps;
    int outputTokens = 256;
    double latencyMs = 50;
    std::optional<double> kvBytesPerToken;
    int serveMonths = 1;
    // Render: scene memory per GPU; science: working set over all GPUs (GB).
    std::optional<double> memoryGb;
    // Render work as hours on a reference GPU, instead of flops.
    QString referenceGpu;
    std::optional<double> referenceHours;
    // Constraints.
    std::optional<double> deadlineDays;
    std::optional<Money> budget; // in `currency`
    QString currency = QStringLiteral("USD");
    bool interruptible = false;
    QStringList providers;  // empty: all
    QStringList regions;    // empty: all
    QStringList countries;  // ISO 3166-1 codes where catalog/geo/regions.json puts the region; empty: all
    QStringList continents; // RegionDirectory::continentKeys(); empty: all
    int top = 5;
    RankBy rankBy = RankBy::Balanced;
    int maxGpus = 1024; // largest cluster considered
    std::int64_t spotOverheadBp = CostBasis::DefaultSpotOverheadBp;
    // Measured throughput and bandwidth (gpu-probe) instead of the datasheet where a model has them.
    bool useMeasured = false;

    Precision effectivePrecision() const { return precision.value_or(defaultPrecision(workload)); }
    bool servesAfterTraining() const
    {
        return (workload == Workload::Train || workload == Workload::Finetune) && qps.has_value();
    }
    // The first problem with the inputs (ErrorCode::Usage), naming the field; empty when complete.
    std::optional<Error> validate(const Catalog& catalog) const;
    // The model as the estimates see it: the preset, then each figure given here.
    ModelArchitecture architecture() const;
    // The same scenario with params and the KV bytes per token filled from the model where not given
    // (what the recommender estimates with); call after validate.
    Scenario resolved() const;
    // The communication model's view of a training or fine-tuning run (none without params).
    std::optional<TrainingShape> trainingShape() const;
    // Parameters trained by LoRA adapters of rank r on the attention projections (q, k, v, o) of every layer.
    double loraParams() const;
    // The total FLOPs of the job (not for inference); needs a valid scenario.
    double workFlops(const Catalog& catalog) const;
    // What its configurations are costed against: its currency and spot overhead, with these rates.
    CostBasis costBasis(const ExchangeRates& fx) const;
};

// One ranked configuration.
struct Recommendation
{
    int rank = 0;
    const InstanceType* instance = nullptr;
    const Gpu* gpu = nullptr;
    QString region;
    int otherRegions =
        0; // further regions with the same instance, count and pricing at the same cost or more
    int instances = 1;
    double gpus = 0;
    PricingModel pricing = PricingModel::OnDemand;
    std::optional<PaymentOption> payment;
    double hours = 0; // wall-clock, spot rework included
    double gpuHours = 0;
    double throughputTflops = 0;                       // achieved (0 for inference)
    std::optional<double> scalingEfficiency;           // training with a known model (communication model)
    std::optional<double> communicationSecondsPerStep; // the gradient exchange per optimizer step
    // Inference: the KV cache of one instance's batch, output tokens per second over all instances, and the
    // latencies.
    std::optional<double> kvCacheGb;
    std::optional<double> tokensPerSecond;
    std::optional<double> timeToFirstTokenMs;
    std::optional<double> perTokenLatencyMs;
    Money totalCost;
    Money onDemandCost; // the same configuration on demand, when it has such a price (for the saving)
    QString phase;      // "training", "inference", ...
    // What the cost engine was given, so the configuration becomes a plan item with the same total.
    int months = 1;
    std::int64_t usageCentiHours = 0;
    PriceSheet prices;
    QStringList reasons;

    double days() const { return hours / 24; }
    QString instanceId() const;
    PlanItem toPlanItem() const;
};

// The plan items for recommendations in order, each with the instance count, months, usage and prices it was
// priced with; in a train-then-serve selection the serving item starts the month after training ends. They
// join a plan through planservice::add.
QList<PlanItem> itemsForRecommendations(const QList<Recommendation>& recommendations, bool trainThenServe);

struct TwoPhasePlan
{
    Recommendation train;
    Recommendation serve;
    Money totalCost;
};

struct Recommendations
{
    QList<Recommendation> ranked;
    std::optional<Recommendation> cheapest;
    std::optional<Recommendation> fastest;
    std::optional<TwoPhasePlan> twoPhase;
    QString ruledOut; // when ranked is empty: the constraint that left nothing
    QStringList assumptions;
    QString currency;
    std::optional<FxUse> fx; // the first conversion made, for the note
    int configurationsConsidered = 0;

    // A new plan with the top recommendation (or the two-phase plan) as its items.
    Plan toPlan(const QString& name, const ExchangeRates& fx) const;
};

// One job priced with the cost engine: `instances` instances of an offer for `hours` (spot rework is
// added on top), billed as whole months of the hours the job needs.
struct JobPricing
{
    const InstanceType* instance = nullptr;
    const Gpu* gpu = nullptr;
    const Offer* offer = nullptr;
    int instances = 1;
    double hours = 0;
    PricingModel pricing = PricingModel::OnDemand;
    CostBasis basis; // currency, rates and spot overhead; months and usage follow from `hours`
};
// Months and hours per month (x 100) the cost engine bills a job of `hours` with: the fewest whole months of
// at most 730 hours, the hours spread evenly over them.
std::pair<int, std::int64_t> billingShape(double hours);

// A job's length as a reader wants it, unit included: "25 min" under an hour, "7.5 hours" under a day,
// "3.2 days" beyond; never negative (a negative length reads "0 min") and never "0 hours".
QString durationText(double hours);

// A recommendation without ranking: instance, region, cost and the pricing reason. Fails when the offer
// has no price for the model or the amounts are out of range.
Result<Recommendation> priceJob(const JobPricing& job);

// A GPU by id ("nvidia-h100-sxm5-80gb"), model name ("H100 SXM5 80GB") or a part of either that only
// one GPU matches ("H100 SXM"); otherwise nullptr and `error` says why.
const Gpu* findGpu(const Catalog& catalog, const QString& text, QString* error);

// Ranks configurations of the catalog for the scenario. Deterministic: same catalog, scenario and
// rates, same result. Fails (ErrorCode::Usage) on an invalid scenario or an unknown currency.
Result<Recommendations> recommend(const Catalog& catalog, const Scenario& scenario, const ExchangeRates& fx);

} // namespace gp
