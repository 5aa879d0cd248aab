#include "command.h"

#include "costengine.h"
#include "estimation.h"
#include "exchangerates.h"
#include "gpu.h"
#include "modelpresets.h"
#include "offer.h"
#include "recommender.h"
#include "regions.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

// The "Cli" translation context, as the dispatcher's.
struct Options
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    static QList<OptionSpec> table();
};

QList<OptionSpec> Options::table()
{
    QStringList pricingWords = pricingModelKeys();
    pricingWords << u"all"_s; // cost: every model
    return {
        {{{u"h"_s, u"help"_s}, tr("Show this help.")}},
        {{u"version"_s, tr("Show the version.")}},
        {{u"format"_s, tr("Output format: table, json or csv."), u"FORMAT"_s, u"table"_s},
         ValueKind::Words,
         {u"table"_s, u"json"_s, u"csv"_s},
         false},
        {{u"catalog"_s, tr("Add a catalog file or folder on top of the built-in catalog (repeatable)."),
          u"PATH"_s},
         ValueKind::Path,
         {},
         false},
        {{u"no-builtin"_s, tr("Leave the built-in catalog out.")}},
        {{u"no-user-catalog"_s, tr("Leave the user's catalog folder out.")}},
        {{u"no-cache"_s, tr("Parse every catalog file; neither read nor write compiled catalogs.")}},
        {{u"verbose"_s, tr("Log details to stderr.")}},
        {{u"provider"_s, tr("Only these providers (repeatable, or comma-separated)."), u"ID"_s},
         ValueKind::Provider,
         {},
         true},
        {{u"gpu"_s, tr("Whole words of the GPU model or id, any case (H200 is not GH200)."), u"TEXT"_s},
         ValueKind::Gpu,
         {},
         false},
        {{u"min-gpus"_s, tr("At least N GPUs."), u"N"_s}},
        {{u"min-gpu-memory"_s, tr("At least GB of memory per GPU."), u"GB"_s}},
        {{u"region"_s, tr("Only this region."), u"REGION"_s}, ValueKind::Region, {}, false},
        {{u"country"_s,
          tr("Only regions in this country, an ISO 3166-1 code such as DE (repeatable, or comma-separated)."),
          u"CODE"_s},
         ValueKind::None,
         {},
         true},
        {{u"continent"_s,
          tr("Only regions on this continent: africa, asia, europe, north-america, oceania, south-america "
             "(repeatable, or comma-separated)."),
          u"NAME"_s},
         ValueKind::Words,
         RegionDirectory::continentKeys(),
         true},
        {{u"max-price"_s,
          tr("On-demand hourly price at most this, other currencies converted (e.g. 10 or 70CNY)."),
          u"PRICE"_s}},
        {{u"sort"_s,
          tr("Sort by FIELD (a JSON key; prices converted into --currency); -FIELD sorts descending."),
          u"FIELD"_s}},
        {{u"limit"_s, tr("Print at most N rows."), u"N"_s}},
        {{u"per"_s,
          tr("A row per instance (its cheapest matching region, with the number of regions and the on-demand "
             "price range in --currency) or per region (every offer). Default: instance for the table, "
             "region for json and csv."),
          u"instance|region"_s}},
        {{u"fields"_s,
          tr("Only these JSON keys, in this order (--format json or csv; repeatable, or comma-separated)."),
          u"KEYS"_s}},
        {{u"diff"_s, tr("Only rows whose values differ.")}},
        {{u"count"_s, tr("Number of instances (default 1)."), u"N"_s}},
        {{u"months"_s, tr("Horizon in months (default 12)."), u"M"_s}},
        {{u"usage"_s, tr("Hours used per month, 0-744 (default 730)."), u"HOURS"_s}},
        {{u"pricing"_s, tr("On-demand, monthly, reserved-1y, reserved-3y or spot."), u"MODEL"_s},
         ValueKind::Words,
         pricingWords,
         false},
        {{u"currency"_s, tr("Amounts in this currency."), u"CODE"_s},
         ValueKind::Words,
         ExchangeRates::builtin().currencies(),
         false},
        {{u"fx"_s, tr("Exchange rate CODE=RATE per USD (repeatable), e.g. CNY=7.10."), u"CODE=RATE"_s}},
        {{u"discount"_s, tr("Negotiated discount on every price, in percent."), u"PCT"_s}},
        {{u"spot-overhead"_s, tr("Rework after spot interruptions, in percent (default 10)."), u"PCT"_s}},
        {{u"precision"_s, tr("Precision of the throughput figures (default bf16)."), u"PRECISION"_s},
         ValueKind::Words,
         precisionKeys(),
         false},
        {{u"payment"_s, tr("How a reservation is paid: no_upfront, partial_upfront or all_upfront."),
          u"OPTION"_s},
         ValueKind::Words,
         paymentOptionKeys(),
         false},
        {{u"kind"_s, tr("The chart: perf-price, value, cost-over-time or budget."), u"KIND"_s},
         ValueKind::Words,
         {u"perf-price"_s, u"value"_s, u"cost-over-time"_s, u"budget"_s},
         false},
        {{u"instances"_s, tr("Instance ids, comma-separated."), u"IDS"_s}, ValueKind::Instance, {}, true},
        {{u"plan"_s, tr("A .gpuplan file."), u"FILE"_s}, ValueKind::Path, {}, false},
        {{{u"o"_s, u"output"_s}, tr("The file to write."), u"FILE"_s}, ValueKind::Path, {}, false},
        {{u"log"_s, tr("Logarithmic axes (--kind perf-price).")}},
        {{u"title"_s, tr("The title on the cover."), u"TEXT"_s}},
        {{u"author"_s, tr("The author on the cover."), u"NAME"_s}},
        {{u"page"_s, tr("Page size: a4 (default) or letter."), u"SIZE"_s},
         ValueKind::Words,
         {u"a4"_s, u"letter"_s},
         false},
        {{u"landscape"_s, tr("Landscape pages.")}},
        {{u"by"_s,
          tr("--kind budget: split costs by phase (default), provider or kind (compute, storage, transfer, "
             "other)."),
          u"WHAT"_s},
         ValueKind::Words,
         {u"phase"_s, u"provider"_s, u"kind"_s},
         false},
        {{u"top"_s, tr("How many rows to show."), u"N"_s}},
        {{u"dpi"_s, tr("PNG resolution (default 96: 1200x750 pixels)."), u"DPI"_s}},
        {{u"phase"_s, tr("Phase label, e.g. training or inference."), u"NAME"_s}},
        {{QStringList{u"start"_s, u"start-month"_s}, tr("The plan month the item starts in (default 1)."),
          u"MONTH"_s}},
        {{u"class"_s, tr("Object or block storage."), u"CLASS"_s},
         ValueKind::Words,
         {u"object"_s, u"block"_s},
         false},
        {{u"gb"_s, tr("GB stored in the first month."), u"N"_s}},
        {{u"growth-gb-per-month"_s, tr("GB added each later month (default 0)."), u"G"_s}},
        {{u"gb-per-month"_s, tr("GB moved out to the internet each month."), u"N"_s}},
        {{u"gb-once"_s, tr("GB moved out once, in the start month."), u"N"_s}},
        {{u"price-per-gb"_s, tr("The price per GB(-month), e.g. 0.023 or 0.15CNY, one tier."), u"PRICE"_s}},
        {{u"label"_s, tr("What the amount is for, e.g. \"support plan\"."), u"TEXT"_s}},
        {{u"amount"_s, tr("The amount, in --currency."), u"A"_s}},
        {{u"per-month"_s, tr("The amount is billed every month of the item.")}},
        {{u"once"_s, tr("The amount is billed once, in the start month.")}},
        {{u"name"_s, tr("The plan's name when the file is new (default: the file name)."), u"NAME"_s}},
        {{u"params"_s, tr("Model parameters, e.g. 7e9 or 70B."), u"N"_s}},
        {{u"tokens"_s, tr("Training tokens, e.g. 2T."), u"D"_s}},
        {{u"flops"_s, tr("Total work in FLOPs instead of 6·N·D + attention."), u"F"_s}},
        {{u"gpus"_s, tr("Number of GPUs."), u"G"_s}},
        {{u"mfu"_s, tr("End-to-end utilisation 0-1 (default: the calibrated utilisation x scaling)."),
          u"U"_s}},
        {{u"recompute"_s, tr("Always recompute activations (else only where memory needs it).")}},
        {{u"seq-len"_s,
          tr("Training sequence length in tokens (default 4096, the model's context when shorter)."),
          u"N"_s}},
        {{u"global-batch"_s, tr("Tokens per optimizer step, e.g. 4M (default 4,194,304)."), u"TOKENS"_s}},
        {{u"tp"_s,
          tr("Fix the tensor-parallel size (inside one instance; serving: the GPUs one replica is split "
             "over)."),
          u"N"_s}},
        {{u"pp"_s, tr("Fix the pipeline-parallel size."), u"N"_s}},
        {{u"cp"_s, tr("Fix the context-parallel size."), u"N"_s}},
        {{u"ep"_s, tr("Fix the expert-parallel size (mixture of experts)."), u"N"_s}},
        {{u"zero"_s,
          tr("Fix the ZeRO stage: 0, 1 (optimizer states sharded), 2 (and gradients) or 3 (and weights, "
             "FSDP)."),
          u"0|1|2|3"_s}},
        {{u"instance"_s, tr("The instance the GPUs run on (scaling and cost)."), u"ID"_s},
         ValueKind::Instance,
         {},
         false},
        {{u"workload"_s, tr("The workload: train, finetune, inference, render or science."), u"TYPE"_s},
         ValueKind::Words,
         workloadKeys(),
         false},
        {{u"context"_s, tr("Tokens of context per sequence (default 4096)."), u"L"_s}},
        {{u"qps"_s, tr("Requests per second to serve (inference; after training: a serving phase)."),
          u"Q"_s}},
        {{u"output-tokens"_s, tr("Tokens generated per request (default 256)."), u"N"_s}},
        {{u"latency-ms"_s, tr("Target milliseconds per generated token (default 50)."), u"MS"_s}},
        {{u"kv-bytes-per-token"_s, tr("KV-cache bytes per token (default: multi-head estimate)."), u"B"_s}},
        {{u"memory-gb"_s, tr("Render scene memory per GPU, or science working set, in GB."), u"GB"_s}},
        {{u"reference-gpu"_s, tr("The GPU --reference-hours were measured on (render)."), u"MODEL"_s}},
        {{u"reference-hours"_s, tr("Hours the render job takes on one reference GPU."), u"H"_s}},
        {{u"deadline-days"_s, tr("Finish within this many days."), u"X"_s}},
        {{u"budget"_s, tr("Total cost at most this, in --currency."), u"AMOUNT"_s}},
        {{u"interruptible"_s, tr("Whether spot offers are allowed: yes or no (default)."), u"yes|no"_s},
         ValueKind::Words,
         {u"yes"_s, u"no"_s},
         false},
        {{u"providers"_s, tr("Only these providers, comma-separated."), u"IDS"_s},
         ValueKind::Provider,
         {},
         true},
        {{u"regions"_s, tr("Only these regions, comma-separated."), u"REGIONS"_s},
         ValueKind::Region,
         {},
         true},
        {{u"rank"_s, tr("Rank by cost, time or balanced (default)."), u"BY"_s},
         ValueKind::Words,
         rankByKeys(),
         false},
        {{u"max-gpus"_s, tr("Largest cluster considered (default 1024 GPUs)."), u"N"_s}},
        {{u"scenario"_s, tr("A scenario JSON file; flags override its values."), u"FILE"_s},
         ValueKind::Path,
         {},
         false},
        {{u"as-of"_s, tr("The date of the file's prices (YYYY-MM-DD)."), u"DATE"_s}},
        {{u"sources"_s,
          tr("The list of price files to download (default: the user's price-sources.json, else the built-in "
             "list)."),
          u"FILE"_s},
         ValueKind::Path,
         {},
         false},
        {{u"timeout"_s, tr("Give up on a download that receives nothing for this long (default 30)."),
          u"SECONDS"_s}},
        {{u"max-size"_s, tr("The largest file accepted, in MiB (default 64)."), u"MIB"_s}},
        {{u"list"_s, tr("Print the price sources and download nothing.")}},
        {{u"lang"_s,
          tr("Language of the help, tables and messages: en or zh_CN (default: LC_ALL, LC_MESSAGES or "
             "LANG)."),
          u"LANG"_s},
         ValueKind::Words,
         {u"en"_s, u"zh_CN"_s},
         false},
        {{u"use-measured"_s, tr("Measured throughput and bandwidth (measurements import) instead of the "
                                "datasheet where a GPU has them.")}},
        {{u"model"_s,
          tr("A model preset (gpu-planner-cli models), e.g. llama-3.1-70b: its parameters and shape fill "
             "what is not given."),
          u"MODEL"_s},
         ValueKind::Words,
         ModelPresets::builtin().ids(),
         false},
        {{u"active-params"_s,
          tr("Parameters one token passes through (mixture of experts); --params is the total."), u"N"_s}},
        {{u"layers"_s, tr("The model's layers (for its KV cache)."), u"N"_s}},
        {{u"hidden"_s, tr("The model's hidden size."), u"N"_s}},
        {{u"kv-heads"_s, tr("Key/value heads (grouped-query attention: fewer than heads)."), u"N"_s}},
        {{u"head-dim"_s, tr("The width of an attention head (default 128)."), u"N"_s}},
        {{u"kv-precision"_s, tr("Precision of the KV cache (default: the serving precision)."),
          u"PRECISION"_s},
         ValueKind::Words,
         {u"fp16"_s, u"bf16"_s, u"fp8"_s, u"int8"_s},
         false},
        {{u"finetune"_s, tr("The method: full, lora or qlora (a 4-bit base), for --workload finetune."),
          u"METHOD"_s},
         ValueKind::Words,
         finetuneKeys(),
         false},
        {{u"lora-rank"_s, tr("The rank of LoRA adapters (default 16)."), u"R"_s}},
        {{u"min-efficiency"_s,
          tr("Leave out configurations whose scaling efficiency is below this, 0-1 (default 0.5)."), u"E"_s}},
        {{u"input-tokens"_s, tr("Prompt tokens per request, for --workload inference (default 512)."),
          u"N"_s}},
    };
}

} // namespace

const QHash<QString, OptionRange>& optionRanges()
{
    static const QHash<QString, OptionRange> ranges{
        {u"mfu"_s, {0, 1}},
        {u"min-efficiency"_s, {0, 1}},
        {u"layers"_s, {1, 10'000'000}},
        {u"hidden"_s, {1, 10'000'000}},
        {u"kv-heads"_s, {1, 10'000'000}},
        {u"head-dim"_s, {1, 10'000'000}},
        {u"lora-rank"_s, {1, 65'536}},
        {u"seq-len"_s, {1, 10'000'000}},
        {u"context"_s, {1, 10'000'000}},
        {u"input-tokens"_s, {1, 10'000'000}},
        {u"output-tokens"_s, {1, 1'000'000}},
        {u"latency-ms"_s, {0.001, 600'000}},
        {u"gpus"_s, {1, double(estimation::MaxGpus)}},
        {u"max-gpus"_s, {1, double(estimation::MaxGpus)}},
        {u"tp"_s, {1, double(estimation::MaxGpus)}},
        {u"pp"_s, {1, double(estimation::MaxGpus)}},
        {u"cp"_s, {1, double(estimation::MaxGpus)}},
        {u"ep"_s, {1, double(estimation::MaxGpus)}},
        {u"zero"_s, {0, 3}},
        {u"count"_s, {1, MaxCount}},
        {u"months"_s, {1, MaxMonths}},
        {u"start-month"_s, {1, MaxMonths}},
        {u"top"_s, {1, 100}},
        {u"dpi"_s, {24, 1200}},
        {u"timeout"_s, {0.1, 3600}},
        {u"max-size"_s, {0.001, 16384}},
        {u"limit"_s, {0, 1e9}},
        {u"min-gpus"_s, {0, 1000}},
        {u"min-gpu-memory"_s, {0, 100'000}},
    };
    return ranges;
}

QList<OptionSpec> optionTable()
{
    return Options::table();
}

QStringList optionReferenceLines(const OptionSpec& option)
{
    const QString name = option.option.names().constLast();
    const QStringList takers = commandsTaking(name);
    if (takers.isEmpty())
        return {};
    QStringList lines{Options::tr("Used by %1.").arg(takers.join(u", "_s))};
    for (const CommandSpec& c : commandTable()) {
        const char* note = c.noteOn(name);
        if (!note)
            continue;
        QString text = QCoreApplication::translate("Cli", note);
        // "The provider of the prices." reads "catalog import: the provider of the prices." after the name;
        // a word in capitals (GPU, PNG) keeps them.
        if (text.size() > 1 && text[0].isUpper() && text[1].isLower())
            text[0] = text[0].toLower();
        lines << Options::tr("%1: %2").arg(c.name(), text);
    }
    return lines;
}

QString optionHelp(const CommandSpec& command, const OptionSpec& option)
{
    const char* note = command.noteOn(option.option.names().constLast());
    return note ? QCoreApplication::translate("Cli", note) : option.option.description();
}

} // namespace gp::cli
