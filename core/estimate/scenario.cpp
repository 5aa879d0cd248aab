#include "recommender.h"

#include "catalog.h"
#include "enumnames.h"
#include "instancetype.h"
#include "planservice.h"

#include <QCoreApplication>

#include <cmath>

using namespace Qt::StringLiterals;

// The scenario and what a recommendation is: rankings' names, GPU lookup, the scenario's checks, its work
// and cost basis, recommendations as plan items. The search itself is in recommender.cpp.

namespace gp {

namespace {

constexpr std::array<EnumName<RankBy>, 3> kRankBy{{
    {RankBy::Cost, u"cost", QT_TRANSLATE_NOOP("Labels", "Lowest cost")},
    {RankBy::Time, u"time", QT_TRANSLATE_NOOP("Labels", "Shortest time")},
    {RankBy::Balanced, u"balanced", QT_TRANSLATE_NOOP("Labels", "Balanced")},
}};

constexpr std::array<EnumName<FinetuneMethod>, 3> kFinetune{{
    {FinetuneMethod::Full, u"full", QT_TRANSLATE_NOOP("Labels", "Full fine-tuning")},
    {FinetuneMethod::Lora, u"lora", QT_TRANSLATE_NOOP("Labels", "LoRA")},
    {FinetuneMethod::Qlora, u"qlora", QT_TRANSLATE_NOOP("Labels", "QLoRA (4-bit base)")},
}};

} // namespace

QString finetuneKey(FinetuneMethod m)
{
    return enumKey(kFinetune, m);
}

QString finetuneLabel(FinetuneMethod m)
{
    return enumLabel(kFinetune, m);
}

std::optional<FinetuneMethod> finetuneFromKey(QStringView key)
{
    return enumFromKey(kFinetune, key, Qt::CaseInsensitive);
}

QStringList finetuneKeys()
{
    return enumKeys(kFinetune);
}

ModelArchitecture Scenario::architecture() const
{
    ModelArchitecture a;
    if (const ModelArchitecture* preset = ModelPresets::builtin().find(model))
        a = *preset;
    if (params) {
        a.params = *params;
        if (!activeParams && (!ModelPresets::builtin().find(model) || a.activeParams > *params))
            a.activeParams = *params;
    }
    if (activeParams)
        a.activeParams = *activeParams;
    if (a.activeParams <= 0)
        a.activeParams = a.params;
    if (layers)
        a.layers = *layers;
    if (hidden)
        a.hidden = *hidden;
    if (kvHeads) {
        a.kvHeads = *kvHeads;
        if (a.attention == AttentionKind::MLA)
            a.attention = AttentionKind::GQA; // key/value heads given: the cache is theirs
    }
    if (headDim)
        a.headDim = *headDim;
    if (a.heads <= 0 && a.hidden > 0 && a.headDim > 0)
        a.heads = a.hidden / a.headDim;
    if (a.heads <= 0 && a.kvHeads > 0 && a.attention == AttentionKind::MHA && kvHeads)
        a.attention = AttentionKind::GQA; // key/value heads given, the query heads not: the usual case
    if (a.attention != AttentionKind::MLA && a.kvHeads > 0 && a.heads > 0)
        a.attention = a.kvHeads == a.heads ? AttentionKind::MHA
                      : a.kvHeads == 1     ? AttentionKind::MQA
                                           : AttentionKind::GQA;
    return a;
}

Scenario Scenario::resolved() const
{
    Scenario r = *this;
    const ModelArchitecture a = architecture();
    if (!r.params && a.params > 0)
        r.params = a.params;
    if (!r.activeParams && a.activeParams > 0 && a.activeParams < a.params)
        r.activeParams = a.activeParams;
    if (!r.kvBytesPerToken) {
        const Precision kv = kvPrecision.value_or(defaultKvPrecision(weightFormatFor(effectivePrecision())));
        if (const auto perToken = a.kvBytesPerToken(kv))
            r.kvBytesPerToken = *perToken;
    }
    return r;
}

double Scenario::loraParams() const
{
    ModelArchitecture a = architecture();
    if (a.layers <= 0 || a.hidden <= 0) {
        const DenseShape d = denseShapeOf(a.params);
        a.hidden = d.hidden;
        a.layers = d.layers;
        a.heads = d.heads;
        a.kvHeads = a.heads;
        a.headDim = 128;
    }
    const double q = double(a.heads > 0 && a.headDim > 0 ? a.heads * a.headDim : a.hidden);
    const double kv = double(a.kvHeads > 0 && a.headDim > 0 ? a.kvHeads * a.headDim : a.hidden);
    // A rank-r adapter on a d_in × d_out projection has r (d_in + d_out) parameters: q, k, v and o.
    const double perLayer = double(loraRank) * ((a.hidden + q) + 2 * (a.hidden + kv) + (q + a.hidden));
    return perLayer * a.layers;
}

std::optional<TrainingShape> Scenario::trainingShape() const
{
    const Scenario r = resolved();
    if (!r.params)
        return std::nullopt;
    const ModelArchitecture a = architecture();
    TrainingShape shape;
    shape.activeParams = r.activeParams.value_or(*r.params);
    shape.modelParams = *r.params;
    const bool adapters = workload == Workload::Finetune && finetune != FinetuneMethod::Full;
    shape.gradientParams = adapters ? loraParams() : *r.params;
    shape.flopsPerParamToken = adapters ? 4 : 6;
    shape.adapters = adapters;
    shape.finetune = workload == Workload::Finetune;
    if (adapters && finetune == FinetuneMethod::Qlora)
        shape.frozenBytesPerParam = estimation::QloraBytesPerParam;
    shape.layers = a.layers;
    shape.hidden = a.hidden;
    shape.heads = a.heads;
    shape.attentionWidth = a.heads > 0 && a.headDim > 0 ? a.heads * a.headDim : a.hidden;
    shape.vocab = a.vocab;
    shape.experts = a.experts;
    shape.activeExperts = a.activeExperts;
    shape.seqLen = seqLen.value_or(a.context > 0 ? std::min(a.context, estimation::DefaultSeqLen)
                                                 : estimation::DefaultSeqLen);
    if (globalBatchTokens)
        shape.batchTokens = *globalBatchTokens;
    shape.layout = layout;
    shape.layout.recompute = recompute;
    return completeShape(shape);
}

QString rankByLabel(RankBy r)
{
    return enumLabel(kRankBy, r);
}

QString rankByKey(RankBy r)
{
    return enumKey(kRankBy, r);
}

std::optional<RankBy> rankByFromKey(QStringView key)
{
    return enumFromKey(kRankBy, key, Qt::CaseInsensitive);
}

QStringList rankByKeys()
{
    return enumKeys(kRankBy);
}

const Gpu* findGpu(const Catalog& catalog, const QString& text, QString* error)
{
    if (const Gpu* g = catalog.gpu(text))
        return g;
    QList<const Gpu*> matches;
    for (const Gpu& g : catalog.gpus()) {
        if (g.model.compare(text, Qt::CaseInsensitive) == 0 || g.id.compare(text, Qt::CaseInsensitive) == 0)
            return &g;
        if (gpuMatchesQuery(g, text)) // whole words: "H200" is not GH200
            matches << &g;
    }
    if (matches.size() == 1)
        return matches.first();
    if (error) {
        QStringList ids;
        for (const Gpu* g : matches)
            ids << g->id;
        *error = matches.isEmpty()
                     ? QCoreApplication::translate(
                           "Recommender", "unknown GPU \"%1\"; `gpu-planner-cli gpus` lists the models")
                           .arg(text)
                     : QCoreApplication::translate("Recommender", "GPU \"%1\" is ambiguous: %2")
                           .arg(text, ids.join(u", "_s));
    }
    return nullptr;
}

std::optional<Error> Scenario::validate(const Catalog& catalog) const
{
    const auto bad = [](const QString& field, const QString& message) {
        return Error{ErrorCode::Usage, {}, 0, 0, field, message};
    };
    const auto positive = [](const std::optional<double>& v, double max) {
        return !v || (std::isfinite(*v) && *v > 0 && *v <= max);
    };
    if (!model.isEmpty() && !ModelPresets::builtin().find(model))
        return bad(u"model"_s,
                   QCoreApplication::translate(
                       "Recommender", "unknown model \"%1\"; `gpu-planner-cli models` lists them: %2")
                       .arg(model, ModelPresets::builtin().ids().join(u", "_s)));
    if (!positive(activeParams, 1e15))
        return bad(u"active_params"_s, QCoreApplication::translate(
                                           "Recommender", "active params must be above 0 (at most 1e15)"));
    for (const auto& [value, field] :
         {std::pair{layers, u"layers"_s}, std::pair{hidden, u"hidden"_s}, std::pair{kvHeads, u"kv_heads"_s},
          std::pair{headDim, u"head_dim"_s}}) {
        if (value && (*value < 1 || *value > 10'000'000))
            return bad(field,
                       QCoreApplication::translate("Recommender", "%1 must be 1 to 10,000,000").arg(field));
    }
    if (seqLen && (*seqLen < 1 || *seqLen > 10'000'000))
        return bad(u"seq_len"_s,
                   QCoreApplication::translate("Recommender", "the sequence length must be 1 to 10,000,000"));
    if (!positive(globalBatchTokens, 1e12))
        return bad(u"global_batch"_s,
                   QCoreApplication::translate("Recommender",
                                               "the global batch must be above 0 tokens (at most 1T)"));
    for (const auto& [value, field] : {std::pair{layout.tp, u"tp"_s}, std::pair{layout.pp, u"pp"_s},
                                       std::pair{layout.cp, u"cp"_s}, std::pair{layout.ep, u"ep"_s}}) {
        if (value && (*value < 1 || *value > int(estimation::MaxGpus)))
            return bad(field,
                       QCoreApplication::translate("Recommender", "%1 must be 1 to 100,000").arg(field));
    }
    if (layout.zero && (*layout.zero < 0 || *layout.zero > 3))
        return bad(u"zero"_s, QCoreApplication::translate("Recommender", "the ZeRO stage must be 0 to 3"));
    if (loraRank < 1 || loraRank > 65'536)
        return bad(u"lora_rank"_s,
                   QCoreApplication::translate("Recommender", "the LoRA rank must be 1 to 65,536"));
    if (!(std::isfinite(minEfficiency) && minEfficiency >= 0 && minEfficiency <= 1))
        return bad(u"min_efficiency"_s,
                   QCoreApplication::translate("Recommender", "the minimum efficiency must be 0 to 1"));
    {
        const ModelArchitecture a = architecture();
        if (activeParams && a.params > 0 && *activeParams > a.params)
            return bad(u"active_params"_s, QCoreApplication::translate(
                                               "Recommender", "active params (%1) exceed the parameters (%2)")
                                               .arg(countText(*activeParams), countText(a.params)));
    }
    if (!positive(params, 1e15))
        return bad(u"params"_s,
                   QCoreApplication::translate(
                       "Recommender", "params must be a number of parameters above 0 (at most 1e15)"));
    if (!positive(tokens, 1e17))
        return bad(u"tokens"_s,
                   QCoreApplication::translate("Recommender", "tokens must be above 0 (at most 1e17)"));
    if (!positive(flops, 1e32))
        return bad(u"flops"_s,
                   QCoreApplication::translate("Recommender", "flops must be above 0 (at most 1e32)"));
    if (mfu && !(std::isfinite(*mfu) && *mfu > 0 && *mfu <= 1))
        return bad(u"mfu"_s, QCoreApplication::translate("Recommender", "mfu must be above 0 and at most 1"));
    if (qps && !(std::isfinite(*qps) && *qps > 0 && *qps <= 1e6))
        return bad(u"qps"_s,
                   QCoreApplication::translate("Recommender", "qps must be above 0 (at most 1,000,000)"));
    if (contextTokens < 1 || contextTokens > 10'000'000)
        return bad(u"context"_s,
                   QCoreApplication::translate("Recommender", "context must be 1 to 10,000,000 tokens"));
    if (outputTokens < 1 || outputTokens > 1'000'000)
        return bad(u"output_tokens"_s,
                   QCoreApplication::translate("Recommender", "output tokens must be 1 to 1,000,000"));
    if (!(std::isfinite(latencyMs) && latencyMs > 0 && latencyMs <= 600'000))
        return bad(u"latency_ms"_s, QCoreApplication::translate(
                                        "Recommender", "latency must be above 0 ms (at most 600,000)"));
    if (!positive(kvBytesPerToken, 1e9))
        return bad(u"kv_bytes_per_token"_s,
                   QCoreApplication::translate("Recommender", "KV bytes per token must be above 0"));
    if (serveMonths < 1 || serveMonths > MaxMonths)
        return bad(u"months"_s,
                   QCoreApplication::translate("Recommender", "months must be 1 to %1").arg(MaxMonths));
    if (!positive(memoryGb, 1e9))
        return bad(u"memory_gb"_s, QCoreApplication::translate("Recommender", "memory must be above 0 GB"));
    if (!positive(referenceHours, 1e7))
        return bad(u"reference_hours"_s,
                   QCoreApplication::translate("Recommender", "reference hours must be above 0"));
    if (!positive(deadlineDays, 36'500))
        return bad(
            u"deadline_days"_s,
            QCoreApplication::translate("Recommender", "the deadline must be above 0 days (at most 36,500)"));
    if (budget && (budget->isNegative() || budget->isZero()))
        return bad(u"budget"_s, QCoreApplication::translate("Recommender", "the budget must be above 0"));
    if (top < 1 || top > 100)
        return bad(u"top"_s, QCoreApplication::translate("Recommender", "top must be 1 to 100"));
    if (maxGpus < 1 || maxGpus > int(estimation::MaxGpus))
        return bad(u"max_gpus"_s,
                   QCoreApplication::translate("Recommender", "max GPUs must be 1 to 100,000"));
    if (spotOverheadBp < 0 || spotOverheadBp > 10 * BasisPointsPerUnit)
        return bad(u"spot_overhead"_s,
                   QCoreApplication::translate("Recommender", "spot overhead must be 0 to 1000 %"));
    for (const QString& p : providers) {
        if (!catalog.providers().contains(p))
            return bad(u"providers"_s, QCoreApplication::translate(
                                           "Recommender", "unknown provider \"%1\"; expected one of %2")
                                           .arg(p, catalog.providers().keys().join(u", "_s)));
    }
    if (!referenceGpu.isEmpty()) {
        QString why;
        if (!findGpu(catalog, referenceGpu, &why))
            return bad(u"reference_gpu"_s, why);
    }

    switch (workload) {
    case Workload::Train:
    case Workload::Finetune:
        if (!flops && !((params || !model.isEmpty()) && tokens))
            return bad(u"params"_s, QCoreApplication::translate(
                                        "Recommender", "a %1 workload needs params and tokens, or flops")
                                        .arg(workloadKey(workload)));
        if (qps && !params && model.isEmpty())
            return bad(u"params"_s, QCoreApplication::translate("Recommender",
                                                                "serving after training (qps) needs params"));
        break;
    case Workload::Inference:
        if (!params && model.isEmpty())
            return bad(u"params"_s,
                       QCoreApplication::translate("Recommender", "an inference workload needs params"));
        if (!qps)
            return bad(u"qps"_s, QCoreApplication::translate(
                                     "Recommender", "an inference workload needs qps (requests per second)"));
        break;
    case Workload::Render:
        if (!flops && !(referenceHours && !referenceGpu.isEmpty()))
            return bad(
                u"flops"_s,
                QCoreApplication::translate(
                    "Recommender", "a render workload needs flops, or reference_gpu and reference_hours"));
        break;
    case Workload::Science:
        if (!flops)
            return bad(u"flops"_s,
                       QCoreApplication::translate("Recommender",
                                                   "a science workload needs flops (total FP64 operations)"));
        break;
    }
    return std::nullopt;
}

CostBasis Scenario::costBasis(const ExchangeRates& fx) const
{
    CostBasis b;
    b.currency = currency;
    b.fx = fx;
    b.spotOverheadBp = spotOverheadBp;
    return b;
}

double Scenario::workFlops(const Catalog& catalog) const
{
    if (flops)
        return *flops;
    switch (workload) {
    case Workload::Train:
    case Workload::Finetune: {
        const auto shape = trainingShape();
        return shape && tokens ? shape->flopsPerToken() * *tokens : 0;
    }
    case Workload::Render:
        if (const Gpu* g = findGpu(catalog, referenceGpu, nullptr); g && referenceHours) {
            const auto peak = g->throughputTflops(effectivePrecision(), useMeasured);
            return peak ? *referenceHours * 3600 * *peak * 1e12 * estimation::DefaultMfu : 0;
        }
        return 0;
    case Workload::Inference:
    case Workload::Science:
        break;
    }
    return 0;
}

QString Recommendation::instanceId() const
{
    return instance ? instance->id() : QString();
}

PlanItem Recommendation::toPlanItem() const
{
    PlanItem item;
    item.instanceId = instanceId();
    item.region = region;
    item.count = instances;
    item.pricing = pricing;
    item.payment = payment;
    item.months = months;
    item.usageCentiHours = usageCentiHours;
    item.phase = phase;
    item.prices = prices;
    if (instance)
        item.gpuMilliPerInstance = std::llround(instance->gpuCount * 1000.0);
    item.notes = reasons.join(u"; "_s);
    return item;
}

QList<PlanItem> itemsForRecommendations(const QList<Recommendation>& recommendations, bool trainThenServe)
{
    QList<PlanItem> items;
    int nextStart = 1;
    for (const Recommendation& r : recommendations) {
        PlanItem item = r.toPlanItem();
        if (trainThenServe && r.phase == u"inference"_s && !items.isEmpty())
            item.startMonth = nextStart; // serving starts when training ends
        nextStart = item.endMonth() + 1;
        items << item;
    }
    return items;
}

Plan Recommendations::toPlan(const QString& name, const ExchangeRates& rates) const
{
    Plan plan;
    plan.name = name;
    planservice::prepareEmptyPlan(plan, currency, rates);
    const QList<PlanItem> items = twoPhase ? itemsForRecommendations({twoPhase->train, twoPhase->serve}, true)
                                           : itemsForRecommendations(ranked.mid(0, 1), false);
    planservice::add(plan, items); // priced by the same engine moments ago: nothing to refuse
    return plan;
}

} // namespace gp
