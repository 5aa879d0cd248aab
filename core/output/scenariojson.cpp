#include "scenariojson.h"

#include <QCoreApplication>

#include "catalog.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "instancetype.h"
#include "jsonparse.h"
#include "jsonreader.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

OutJson jsonText(const QString& s)
{
    return OutJson(s.toStdString());
}

// A number rounded to `decimals` places; whole numbers come out as integers (64, not 64.0).
OutJson rounded(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    const double r = std::round(v * f) / f;
    if (r == std::floor(r) && std::abs(r) < 9e15)
        return OutJson(std::int64_t(r));
    return OutJson(r);
}

OutJson strings(const QStringList& list)
{
    OutJson a = OutJson::array();
    for (const QString& s : list)
        a.push_back(jsonText(s));
    return a;
}

std::optional<bool> boolean(ObjectReader& r, const char* key)
{
    const nlohmann::json* v = r.member(key);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_boolean()) {
        r.error(r.pathOf(key),
                QCoreApplication::translate("Files", "expected true or false, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->get<bool>();
}

QStringList stringList(ObjectReader& r, const char* key)
{
    QStringList out;
    const nlohmann::json* a = r.array(key, Need::Optional);
    if (!a)
        return out;
    for (std::size_t i = 0; i < a->size(); ++i) {
        const nlohmann::json& v = (*a)[i];
        if (!v.is_string() || v.get<std::string>().empty()) {
            r.error(jsonPathIndex(r.pathOf(key), qsizetype(i)),
                    QCoreApplication::translate("Files", "expected a non-empty string, got %1")
                        .arg(jsonTypeName(v)));
            continue;
        }
        out << QString::fromStdString(v.get<std::string>());
    }
    return out;
}

} // namespace

namespace scenariojson {

std::optional<Scenario> fromJson(const QByteArray& data, const QString& fileName, IssueList& issues,
                                 Scenario s)
{
    if (data.size() > MaxFileBytes) {
        issues << Issue::failure(Error{
            ErrorCode::TooLarge,
            fileName,
            0,
            0,
            {},
            QCoreApplication::translate("Files", "the file is %1 bytes; scenarios are limited to %2 bytes")
                .arg(data.size())
                .arg(MaxFileBytes)});
        return std::nullopt;
    }
    const auto parsed = parseJsonInto(data, fileName, issues, JsonParseOptions{16});
    if (!parsed)
        return std::nullopt;
    const nlohmann::json& root = *parsed;
    if (!root.is_object()) {
        issues << Issue::failure(Error{
            ErrorCode::Schema, fileName, 0, 0, u"$"_s,
            QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(root))});
        return std::nullopt;
    }
    ObjectReader r(root, {}, fileName, issues);
    if (const auto w = r.enumeration<Workload>("workload", Need::Required, workloadFromKey, workloadKeys()))
        s.workload = *w;
    const auto number = [&](const char* key, std::optional<double>& into, double min, double max) {
        if (const auto v = r.number(key, Need::Optional, min, max, true))
            into = *v;
    };
    number("params", s.params, 0, 1e15);
    number("tokens", s.tokens, 0, 1e17);
    number("flops", s.flops, 0, 1e32);
    if (const auto b = boolean(r, "recompute"))
        s.recompute = *b;
    if (const auto p =
            r.enumeration<Precision>("precision", Need::Optional, precisionFromKey, precisionKeys()))
        s.precision = *p;
    number("mfu", s.mfu, 0, 1);
    if (const auto v = r.integer("context", Need::Optional, 1, 10'000'000))
        s.contextTokens = *v;
    number("qps", s.qps, 0, 1e6);
    if (const auto v = r.integer("output_tokens", Need::Optional, 1, 1'000'000))
        s.outputTokens = *v;
    if (const auto v = r.number("latency_ms", Need::Optional, 0, 600'000, true))
        s.latencyMs = *v;
    number("kv_bytes_per_token", s.kvBytesPerToken, 0, 1e9);
    if (const auto v = r.integer("months", Need::Optional, 1, MaxMonths))
        s.serveMonths = *v;
    number("memory_gb", s.memoryGb, 0, 1e9);
    if (const auto v = r.string("reference_gpu", Need::Optional))
        s.referenceGpu = *v;
    number("reference_hours", s.referenceHours, 0, 1e7);
    number("deadline_days", s.deadlineDays, 0, 36'500);
    static const QRegularExpression currencyPattern(u"^[A-Z]{3}$"_s);
    if (const auto v = r.string("currency", Need::Optional, &currencyPattern,
                                QCoreApplication::translate("Files", "a three-letter code such as USD")))
        s.currency = *v;
    if (const auto v = r.money("budget", Need::Optional, s.currency)) {
        if (v->isZero())
            r.error(r.pathOf("budget"), QCoreApplication::translate("Files", "the budget must be above 0"));
        else
            s.budget = *v;
    } else if (s.budget) {
        s.budget = Money(s.budget->micros(), s.currency);
    }
    if (const auto b = boolean(r, "interruptible"))
        s.interruptible = *b;
    if (const auto b = boolean(r, "use_measured"))
        s.useMeasured = *b;
    if (r.has("providers"))
        s.providers = stringList(r, "providers");
    if (r.has("regions"))
        s.regions = stringList(r, "regions");
    if (const auto v = r.integer("top", Need::Optional, 1, 100))
        s.top = *v;
    if (const auto v = r.enumeration<RankBy>("rank", Need::Optional, rankByFromKey, rankByKeys()))
        s.rankBy = *v;
    if (const auto v = r.integer("max_gpus", Need::Optional, 1, int(estimation::MaxGpus)))
        s.maxGpus = *v;
    if (const auto v = r.decimal("spot_overhead", Need::Optional, 2, 0, 10 * BasisPointsPerUnit))
        s.spotOverheadBp = *v;
    if (const auto v = r.string("model", Need::Optional)) {
        if (ModelPresets::builtin().find(*v))
            s.model = ModelPresets::builtin().find(*v)->id;
        else
            r.error(r.pathOf("model"),
                    QCoreApplication::translate("Files", "unknown model \"%1\"; expected one of %2")
                        .arg(*v, ModelPresets::builtin().ids().join(u", "_s)));
    }
    number("active_params", s.activeParams, 0, 1e15);
    const auto dimension = [&](const char* key, std::optional<int>& into) {
        if (const auto v = r.integer(key, Need::Optional, 1, 10'000'000))
            into = *v;
    };
    dimension("layers", s.layers);
    dimension("hidden", s.hidden);
    dimension("kv_heads", s.kvHeads);
    dimension("head_dim", s.headDim);
    if (const auto p =
            r.enumeration<Precision>("kv_precision", Need::Optional, precisionFromKey, precisionKeys()))
        s.kvPrecision = *p;
    if (const auto m =
            r.enumeration<FinetuneMethod>("finetune", Need::Optional, finetuneFromKey, finetuneKeys()))
        s.finetune = *m;
    if (const auto v = r.integer("lora_rank", Need::Optional, 1, 65'536))
        s.loraRank = *v;
    if (const auto v = r.number("min_efficiency", Need::Optional, 0, 1))
        s.minEfficiency = *v;
    if (const auto v = r.integer("seq_len", Need::Optional, 1, 10'000'000))
        s.seqLen = *v;
    number("global_batch_tokens", s.globalBatchTokens, 0, 1e12);
    const auto parallel = [&](const char* key, std::optional<int>& into) {
        if (const auto v = r.integer(key, Need::Optional, 1, int(estimation::MaxGpus)))
            into = *v;
    };
    parallel("tp", s.layout.tp);
    parallel("pp", s.layout.pp);
    parallel("cp", s.layout.cp);
    parallel("ep", s.layout.ep);
    if (const auto v = r.integer("zero", Need::Optional, 0, 3))
        s.layout.zero = *v;
    r.warnUnknownKeys({"seq_len",
                       "global_batch_tokens",
                       "tp",
                       "pp",
                       "cp",
                       "ep",
                       "zero",
                       "model",
                       "active_params",
                       "layers",
                       "hidden",
                       "kv_heads",
                       "head_dim",
                       "kv_precision",
                       "finetune",
                       "lora_rank",
                       "min_efficiency",
                       "workload",
                       "params",
                       "tokens",
                       "flops",
                       "recompute",
                       "precision",
                       "mfu",
                       "context",
                       "qps",
                       "output_tokens",
                       "latency_ms",
                       "kv_bytes_per_token",
                       "months",
                       "memory_gb",
                       "reference_gpu",
                       "reference_hours",
                       "deadline_days",
                       "currency",
                       "budget",
                       "interruptible",
                       "providers",
                       "regions",
                       "top",
                       "rank",
                       "max_gpus",
                       "spot_overhead",
                       "use_measured"});
    if (r.errors() > 0)
        return std::nullopt;
    return s;
}

std::optional<Scenario> load(const QString& path, IssueList& issues, Scenario base)
{
    const auto data = readInputFile(path, MaxFileBytes, u"scenarios"_s, issues);
    if (!data)
        return std::nullopt;
    return fromJson(*data, path, issues, std::move(base));
}

OutJson toJson(const Scenario& s)
{
    OutJson j = OutJson::object();
    const auto opt = [&](const char* key, const std::optional<double>& v) {
        if (v)
            j[key] = *v;
    };
    j["workload"] = jsonText(workloadKey(s.workload));
    opt("params", s.params);
    opt("tokens", s.tokens);
    opt("flops", s.flops);
    j["recompute"] = s.recompute;
    if (s.seqLen)
        j["seq_len"] = *s.seqLen;
    opt("global_batch_tokens", s.globalBatchTokens);
    for (const auto& [key, value] :
         {std::pair{"tp", s.layout.tp}, std::pair{"pp", s.layout.pp}, std::pair{"cp", s.layout.cp},
          std::pair{"ep", s.layout.ep}, std::pair{"zero", s.layout.zero}}) {
        if (value)
            j[key] = *value;
    }
    if (s.precision)
        j["precision"] = jsonText(precisionKey(*s.precision));
    opt("mfu", s.mfu);
    j["context"] = s.contextTokens;
    opt("qps", s.qps);
    j["output_tokens"] = s.outputTokens;
    j["latency_ms"] = s.latencyMs;
    opt("kv_bytes_per_token", s.kvBytesPerToken);
    j["months"] = s.serveMonths;
    opt("memory_gb", s.memoryGb);
    if (!s.referenceGpu.isEmpty())
        j["reference_gpu"] = jsonText(s.referenceGpu);
    opt("reference_hours", s.referenceHours);
    opt("deadline_days", s.deadlineDays);
    j["currency"] = jsonText(s.currency);
    if (s.budget)
        j["budget"] = jsonText(s.budget->toDecimalString(0, 6));
    j["interruptible"] = s.interruptible;
    j["providers"] = strings(s.providers);
    j["regions"] = strings(s.regions);
    j["top"] = s.top;
    j["rank"] = jsonText(rankByKey(s.rankBy));
    j["max_gpus"] = s.maxGpus;
    j["spot_overhead"] = jsonText(fixed::toString(s.spotOverheadBp, 2));
    j["use_measured"] = s.useMeasured;
    if (!s.model.isEmpty())
        j["model"] = jsonText(s.model);
    opt("active_params", s.activeParams);
    const auto dimension = [&](const char* key, const std::optional<int>& v) {
        if (v)
            j[key] = *v;
    };
    dimension("layers", s.layers);
    dimension("hidden", s.hidden);
    dimension("kv_heads", s.kvHeads);
    dimension("head_dim", s.headDim);
    if (s.kvPrecision)
        j["kv_precision"] = jsonText(precisionKey(*s.kvPrecision));
    j["finetune"] = jsonText(finetuneKey(s.finetune));
    j["lora_rank"] = s.loraRank;
    j["min_efficiency"] = s.minEfficiency;
    return j;
}

} // namespace scenariojson

OutJson recommendationToJson(const Recommendation& r)
{
    OutJson j = OutJson::object();
    j["rank"] = r.rank;
    j["instance"] = jsonText(r.instanceId());
    j["provider"] = jsonText(r.instance ? r.instance->provider : QString());
    j["region"] = jsonText(r.region);
    j["other_regions"] = r.otherRegions;
    j["instances"] = r.instances;
    j["gpus"] = rounded(r.gpus, 2);
    j["gpu_model"] = jsonText(r.gpu ? r.gpu->model : QString());
    j["gpu_id"] = jsonText(r.gpu ? r.gpu->id : QString());
    j["gpu_memory_total_gb"] = rounded(r.gpu ? r.gpu->memoryGb * r.gpus : 0, 1);
    j["pricing"] = jsonText(pricingModelKey(r.pricing));
    j["payment"] = r.payment ? jsonText(paymentOptionKey(*r.payment)) : OutJson(nullptr);
    j["phase"] = jsonText(r.phase);
    j["days"] = rounded(r.days(), 2);
    j["hours"] = rounded(r.hours, 1);
    j["gpu_hours"] = rounded(r.gpuHours, 0);
    j["throughput_tflops"] = rounded(r.throughputTflops, 1);
    j["scaling_efficiency"] =
        r.scalingEfficiency ? OutJson(rounded(*r.scalingEfficiency, 4)) : OutJson(nullptr);
    j["communication_seconds_per_step"] = r.communicationSecondsPerStep
                                              ? OutJson(rounded(*r.communicationSecondsPerStep, 4))
                                              : OutJson(nullptr);
    const auto optional = [](const std::optional<double>& v, int decimals) {
        return v ? OutJson(rounded(*v, decimals)) : OutJson(nullptr);
    };
    j["kv_cache_gb"] = optional(r.kvCacheGb, 2);
    j["tokens_per_second"] = optional(r.tokensPerSecond, 1);
    j["time_to_first_token_ms"] = optional(r.timeToFirstTokenMs, 1);
    j["per_token_latency_ms"] = optional(r.perTokenLatencyMs, 2);
    j["total_cost"] = amountToJson(r.totalCost);
    j["currency"] = jsonText(r.totalCost.currency());
    j["months"] = r.months;
    j["usage_hours_per_month"] = centiHoursToJson(r.usageCentiHours);
    j["prices_as_of"] =
        r.prices.asOf.isValid() ? jsonText(r.prices.asOf.toString(Qt::ISODate)) : OutJson(nullptr);
    j["prices_as_of_basis"] = dateBasisKey(r.prices.undated);
    j["reasons"] = strings(r.reasons);
    return j;
}

OutJson recommendationsToJson(const Recommendations& result, const Scenario& scenario)
{
    OutJson j = OutJson::object();
    j["workload"] = jsonText(workloadKey(scenario.workload));
    j["rank_by"] = jsonText(rankByKey(scenario.rankBy));
    j["currency"] = jsonText(result.currency);
    OutJson list = OutJson::array();
    for (const Recommendation& r : result.ranked)
        list.push_back(recommendationToJson(r));
    j["recommendations"] = list;
    j["cheapest"] = result.cheapest ? recommendationToJson(*result.cheapest) : OutJson(nullptr);
    j["fastest"] = result.fastest ? recommendationToJson(*result.fastest) : OutJson(nullptr);
    if (result.twoPhase) {
        OutJson phases = OutJson::array();
        phases.push_back(recommendationToJson(result.twoPhase->train));
        phases.push_back(recommendationToJson(result.twoPhase->serve));
        j["two_phase_plan"] = {{"phases", phases}, {"total_cost", amountToJson(result.twoPhase->totalCost)}};
    } else {
        j["two_phase_plan"] = nullptr;
    }
    j["ruled_out"] = result.ruledOut.isEmpty() ? OutJson(nullptr) : jsonText(result.ruledOut);
    j["assumptions"] = strings(result.assumptions);
    j["configurations_considered"] = result.configurationsConsidered;
    j["scenario"] = scenariojson::toJson(scenario);
    return j;
}

OutJson estimateToJson(const EstimateReport& e)
{
    OutJson j = OutJson::object();
    j["flops"] = e.compute.flops;
    j["days"] = rounded(e.compute.days(), 2);
    j["hours"] = rounded(e.compute.hours(), 1);
    j["gpu_hours"] = rounded(e.compute.gpuHours, 0);
    j["throughput_tflops"] = rounded(e.compute.throughputTflops, 1);
    j["utilisation"] = rounded(e.compute.utilisation, 4);
    j["mfu"] = rounded(e.compute.utilisation, 4);
    j["utilisation_source"] = jsonText(e.compute.utilisationSource);
    j["tokens_per_second"] = e.tokensPerSecond ? OutJson(rounded(*e.tokensPerSecond, 1)) : OutJson(nullptr);
    j["scaling_efficiency"] =
        e.scaling.communicationSecondsPerStep ? OutJson(rounded(e.scaling.factor, 4)) : OutJson(nullptr);
    j["communication_seconds_per_step"] = e.scaling.communicationSecondsPerStep
                                              ? OutJson(rounded(*e.scaling.communicationSecondsPerStep, 4))
                                              : OutJson(nullptr);
    if (e.layout) {
        const ParallelLayout& l = e.layout->layout;
        j["layout"] = OutJson{{"tp", l.tp},
                              {"pp", l.pp},
                              {"cp", l.cp},
                              {"ep", l.ep},
                              {"dp", l.dp},
                              {"zero", l.zero},
                              {"recompute", l.recompute},
                              {"offload", l.offload}};
        j["memory_per_gpu_gb"] = rounded(e.layout->memory.totalGb, 1);
        j["fits"] = e.layout->memory.fits;
    } else {
        j["layout"] = nullptr;
        j["memory_per_gpu_gb"] = nullptr;
        j["fits"] = nullptr;
    }
    j["seq_len"] = e.shape ? OutJson(e.shape->seqLen) : OutJson(nullptr);
    j["global_batch_tokens"] = e.layout && e.layout->batchTokens > 0
                                   ? OutJson(rounded(e.layout->batchTokens, 0))
                               : e.shape ? OutJson(rounded(e.shape->batchTokens, 0))
                                         : OutJson(nullptr);
    j["precision_warning"] = e.precisionWarning.isEmpty() ? OutJson(nullptr) : jsonText(e.precisionWarning);
    j["gpu"] = jsonText(e.gpuId);
    j["gpus"] = rounded(e.gpus, 2);
    j["precision"] = jsonText(precisionKey(e.precision));
    j["instance"] = e.instanceId.isEmpty() ? OutJson(nullptr) : jsonText(e.instanceId);
    j["instances"] = e.instanceId.isEmpty() ? OutJson(nullptr) : OutJson(e.instances);
    j["region"] = e.cost ? jsonText(e.cost->region) : OutJson(nullptr);
    j["pricing"] = e.cost ? jsonText(pricingModelKey(e.cost->pricing)) : OutJson(nullptr);
    j["payment"] =
        e.cost && e.cost->payment ? jsonText(paymentOptionKey(*e.cost->payment)) : OutJson(nullptr);
    j["cost"] = e.cost ? amountToJson(e.cost->totalCost) : OutJson(nullptr);
    j["currency"] = jsonText(e.currency);
    if (e.rateOnly) {
        for (const char* key : {"flops", "days", "hours", "gpu_hours", "cost"})
            j[key] = nullptr;
    }
    QStringList assumptions = e.compute.assumptions;
    if (e.cost && !e.rateOnly)
        assumptions << e.cost->reasons;
    if (e.rateOnly)
        assumptions << QCoreApplication::translate("ScenarioJson",
                                                   "no --tokens: the throughput, layout and memory only");
    j["assumptions"] = strings(assumptions);
    return j;
}

} // namespace gp
