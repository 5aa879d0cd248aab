#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class EstimateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        Scenario model; // the model options, read the same way as recommend's
        if (m_parser.isSet(u"workload"_s)) {
            const auto w = workloadFromKey(m_parser.value(u"workload"_s));
            if (!w || (*w != Workload::Train && *w != Workload::Inference && *w != Workload::Finetune))
                throw UsageError{tr("--workload: estimate takes train, finetune or inference, got \"%1\"")
                                     .arg(m_parser.value(u"workload"_s))};
            model.workload = *w;
        }
        readModelOptions(model);
        if (m_parser.isSet(u"finetune"_s)) {
            if (m_parser.isSet(u"workload"_s) && model.workload != Workload::Finetune)
                throw UsageError{tr("--finetune is for --workload finetune")};
            model.workload = Workload::Finetune; // `estimate --finetune lora` needs no --workload
        }
        if (m_parser.isSet(u"params"_s))
            model.params = countOption(u"params"_s);
        if (model.workload == Workload::Inference)
            return serving(model);
        const Precision precision = precisionOption(Precision::BF16);
        const std::optional<double> mfu = mfuOption();
        double flops = 0;
        if (m_parser.isSet(u"flops"_s)) {
            if (m_parser.isSet(u"params"_s) || m_parser.isSet(u"tokens"_s))
                throw UsageError{tr("give either --flops or --params and --tokens, not both")};
            flops = countOption(u"flops"_s);
        } else {
            // Fine-tuning without --tokens: the layout, its memory and the throughput, no time or cost.
            rateOnly = model.workload == Workload::Finetune && !m_parser.isSet(u"tokens"_s);
            if ((!m_parser.isSet(u"params"_s) && model.model.isEmpty()) ||
                (!m_parser.isSet(u"tokens"_s) && !rateOnly))
                throw UsageError{tr("estimate needs --params (or --model) and --tokens, or --flops")};
            model.tokens = rateOnly ? RateOnlyTokens : countOption(u"tokens"_s);
            model.recompute = m_parser.isSet(u"recompute"_s);
            flops = model.workFlops(Catalog());
        }
        if (m_parser.isSet(u"flops"_s) &&
            (m_parser.isSet(u"seq-len"_s) || m_parser.isSet(u"global-batch"_s) || !model.layout.isEmpty()))
            throw UsageError{tr("--seq-len, --global-batch and the layout (--tp ...) need the model's shape: "
                                "give --model or --params and --tokens instead of --flops")};
        if (!m_parser.isSet(u"gpu"_s) && !m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate needs --gpu MODEL (or --instance ID)")};
        if (!m_parser.isSet(u"instance"_s) && (m_parser.isSet(u"pricing"_s) || m_parser.isSet(u"region"_s)))
            throw UsageError{tr("--pricing and --region price an --instance; give one")};
        std::optional<int> gpus;
        if (m_parser.isSet(u"gpus"_s))
            gpus = integerOption(u"gpus"_s);
        else if (!m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate needs --gpus G")};
        const PricingModel pricing = pricingOption(PricingModel::OnDemand);
        const ExchangeRates fx = exchangeRatesFromOptions();
        const QString currency = currencyOption(fx, u"USD"_s);
        std::int64_t spotOverheadBp = CostBasis::DefaultSpotOverheadBp;
        if (m_parser.isSet(u"spot-overhead"_s))
            spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));

        Catalog catalog = loadCatalog();
        const InstanceType* inst = nullptr;
        const Gpu* gpu = nullptr;
        if (m_parser.isSet(u"instance"_s)) {
            inst = findInstance(catalog, m_parser.value(u"instance"_s));
            gpu = catalog.gpu(inst->gpuId);
        }
        if (m_parser.isSet(u"gpu"_s)) {
            QString why;
            const Gpu* named = findGpu(catalog, m_parser.value(u"gpu"_s), &why);
            if (!named)
                throw UsageError{tr("--gpu: ") + why};
            if (gpu && gpu != named)
                throw UsageError{
                    tr("--gpu %1 does not match %2, which has %3").arg(named->id, inst->id(), gpu->id)};
            gpu = named;
        }
        if (!gpu)
            throw UsageError{tr("the GPU of the instance is not in the catalog")};
        TrainingRequest request;
        request.flops = flops;
        request.gpu = gpu;
        request.instance = inst;
        request.gpus = gpus;
        request.precision = precision;
        request.mfu = mfu;
        request.useMeasured = m_parser.isSet(u"use-measured"_s);
        if (!m_parser.isSet(u"flops"_s)) {
            request.shape = model.trainingShape();
            request.tokens = model.tokens;
        }
        request.pricing = pricing;
        request.rateOnly = rateOnly;
        request.region = m_parser.value(u"region"_s);
        request.basis.currency = currency;
        request.basis.fx = fx;
        request.basis.spotOverheadBp = spotOverheadBp;
        const Result<EstimateReport> estimate = estimateTraining(request);
        if (!estimate)
            throw UsageError{estimate.error().message};
        const EstimateReport& report = estimate.value();
        const OutJson j = estimateToJson(report);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Field"), tr("Value")};
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it->is_array())
                continue;
            QString value;
            if (it->is_object()) {
                QStringList parts;
                for (auto part = it->begin(); part != it->end(); ++part)
                    parts << QString::fromStdString(part.key()) + u'=' + jsonScalarToText(*part);
                value = parts.join(u' ');
            } else {
                value = it.key() == "flops" && it->is_number() ? QString::number(it->get<double>(), 'g', 4)
                                                               : jsonScalarToText(*it);
            }
            t.rows << QStringList{QString::fromStdString(it.key()), value.isEmpty() ? u"-"_s : value};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nAssumptions:\n");
        for (const auto& a : j["assumptions"])
            printWrapped(QString::fromStdString(a.get<std::string>()));
        return finish();
    }

private:
    // The nominal work a rate-only fine-tuning estimate is timed over: throughput does not depend on it.
    static constexpr double RateOnlyTokens = 1e12;
    bool rateOnly = false;

    // `estimate --workload inference`: what `--count` instances serve at their maximum throughput.
    int serving(const Scenario& model)
    {
        if (!m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate --workload inference needs --instance ID")};
        const Scenario resolvedModel = [&] {
            Scenario s = model;
            s.precision = Precision::FP16; // the KV cache's width when --kv-precision is not given
            return s.resolved();
        }();
        if (!resolvedModel.params)
            throw UsageError{tr("estimate --workload inference needs --model (or --params)")};
        const QString formatText =
            m_parser.isSet(u"precision"_s) ? m_parser.value(u"precision"_s) : u"fp16"_s;
        const auto format = weightFormatFromKey(formatText);
        if (!format)
            throw UsageError{tr("--precision: serving takes %1, got \"%2\"")
                                 .arg(weightFormatKeys().join(u", "_s), formatText)};
        ServingRequest request;
        request.params = *resolvedModel.params;
        request.activeParams = resolvedModel.activeParams.value_or(*resolvedModel.params);
        const ModelArchitecture arch = model.architecture();
        const Precision kvPrecision = model.kvPrecision.value_or(defaultKvPrecision(*format));
        const auto kvPerToken = arch.kvBytesPerToken(kvPrecision);
        if (m_parser.isSet(u"kv-bytes-per-token"_s))
            throw UsageError{tr("--kv-bytes-per-token is for recommend; give the model's shape instead")};
        if (!kvPerToken)
            throw UsageError{tr("the KV cache needs the model's shape: --model, or --layers, --kv-heads and "
                                "--head-dim")};
        request.kvBytesPerToken = *kvPerToken;
        request.setShape(arch.layers, arch.hidden, arch.heads, arch.headDim);
        request.format = *format;
        if (m_parser.isSet(u"input-tokens"_s))
            request.inputTokens = integerOption(u"input-tokens"_s);
        if (m_parser.isSet(u"output-tokens"_s))
            request.outputTokens = integerOption(u"output-tokens"_s);
        if (m_parser.isSet(u"latency-ms"_s))
            request.latencyMs = numberOption(u"latency-ms"_s);
        for (const QString& trainingOnly :
             {u"pp"_s, u"cp"_s, u"ep"_s, u"zero"_s, u"seq-len"_s, u"global-batch"_s}) {
            if (m_parser.isSet(trainingOnly))
                throw UsageError{
                    tr("--%1 is for training and fine-tuning; serving takes --tp").arg(trainingOnly)};
        }
        request.tensorParallel = model.layout.tp;
        request.instances = m_parser.isSet(u"count"_s) ? integerOption(u"count"_s) : 1;
        request.useMeasured = m_parser.isSet(u"use-measured"_s);

        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, m_parser.value(u"instance"_s));
        const Gpu* gpu = catalog.gpu(inst->gpuId);
        if (!gpu)
            throw UsageError{tr("the GPU of the instance is not in the catalog")};
        const ServingCapacity c = servingCapacity(request, *gpu, *inst);
        if (!c.whyNot.isEmpty() && !(c.memoryPerGpuGb > 0))
            throw UsageError{inst->id() + u": "_s + c.whyNot};
        QStringList assumptions;
        assumptions << (arch.id.isEmpty()
                            ? tr("model: %1 parameters (%2 active)")
                                  .arg(countText(request.params), countText(request.activeParams))
                            : tr("model: %1, %2 parameters (%3 active), from %4")
                                  .arg(arch.name, countText(request.params), countText(request.activeParams),
                                       arch.configSource));
        assumptions << tr("KV cache: %1").arg(arch.kvFormula(kvPrecision));
        const auto warning = fasterPrecisionWarning(*gpu, format->compute, Workload::Inference);
        if (warning)
            assumptions.prepend(*warning);
        assumptions << c.assumptions;
        if (!c.fits)
            assumptions.prepend(tr("does not fit: %1").arg(c.whyNot));
        nlohmann::json j{
            {"instance", inst->id().toStdString()},
            {"count", request.instances},
            {"model", (arch.id.isEmpty() ? u"custom"_s : arch.id).toStdString()},
            {"precision", format->key.toStdString()},
            {"replicas", c.replicas},
            {"tensor_parallel", c.tensorParallel},
            {"batch", c.batch},
            {"kv_cache_gb", std::round(c.kvCacheGb * 100) / 100},
            {"tokens_per_second", std::round(c.tokensPerSecond * 10) / 10},
            {"requests_per_second", std::round(c.requestsPerSecond * 1000) / 1000},
            {"time_to_first_token_ms", std::round(c.timeToFirstTokenMs * 10) / 10},
            {"per_token_latency_ms", std::round(c.perTokenLatencyMs * 100) / 100},
            {"bound", c.bound.toStdString()},
            {"input_tokens", request.inputTokens},
            {"output_tokens", request.outputTokens},
            {"kv_bytes_per_token", request.kvBytesPerToken},
            {"memory_per_gpu_gb", std::round(c.memoryPerGpuGb * 10) / 10},
            {"fits", c.fits},
            {"precision_warning", warning ? nlohmann::json(warning->toStdString()) : nlohmann::json()},
            {"assumptions", nlohmann::json::array()}};
        for (const QString& a : assumptions)
            j["assumptions"].push_back(a.toStdString());
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Field"), tr("Value")};
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!it->is_array())
                t.rows << QStringList{QString::fromStdString(it.key()), jsonScalarToText(*it)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nAssumptions:\n");
        for (const QString& a : assumptions)
            printWrapped(a);
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeEstimateCommand(CliState& state)
{
    return std::make_unique<EstimateCommand>(state);
}

} // namespace gp::cli
