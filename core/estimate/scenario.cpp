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

} // namespace

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
        if (g.model.contains(text, Qt::CaseInsensitive) || g.id.contains(text, Qt::CaseInsensitive))
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
        if (!flops && !(params && tokens))
            return bad(u"params"_s, QCoreApplication::translate(
                                        "Recommender", "a %1 workload needs params and tokens, or flops")
                                        .arg(workloadKey(workload)));
        if (qps && !params)
            return bad(u"params"_s, QCoreApplication::translate("Recommender",
                                                                "serving after training (qps) needs params"));
        break;
    case Workload::Inference:
        if (!params)
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
    case Workload::Finetune:
        return params && tokens ? trainingFlops(*params, *tokens, recompute) : 0;
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
