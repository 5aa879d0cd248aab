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
        {{u"provider"_s,
          tr("list, catalog update: only these providers (repeatable, or comma-separated); catalog "
             "import: the provider of the prices; plan add-storage, add-transfer: the provider whose price "
             "applies; plan add-item: who is paid (optional); storage-prices, egress-prices: only these "
             "providers."),
          u"ID"_s},
         ValueKind::Provider,
         {},
         true},
        {{u"gpu"_s,
          tr("list: whole words of the GPU model or id, any case (H200 is not GH200); estimate: the GPU (id "
             "or model name)."),
          u"TEXT"_s},
         ValueKind::Gpu,
         {},
         false},
        {{u"min-gpus"_s, tr("list: at least N GPUs."), u"N"_s}},
        {{u"min-gpu-memory"_s, tr("list: at least GB of memory per GPU."), u"GB"_s}},
        {{u"region"_s,
          tr("list, compare, cost, plan add, chart, estimate, storage-prices, egress-prices: only this "
             "region."),
          u"REGION"_s},
         ValueKind::Region,
         {},
         false},
        {{u"country"_s,
          tr("list, recommend: only regions in this country, an ISO 3166-1 code such as DE (repeatable, or "
             "comma-separated)."),
          u"CODE"_s},
         ValueKind::None,
         {},
         true},
        {{u"continent"_s,
          tr("list, recommend: only regions on this continent: africa, asia, europe, north-america, oceania, "
             "south-america (repeatable, or comma-separated)."),
          u"NAME"_s},
         ValueKind::Words,
         RegionDirectory::continentKeys(),
         true},
        {{u"max-price"_s,
          tr("list: on-demand hourly price at most this, other currencies converted (e.g. 10 or 70CNY)."),
          u"PRICE"_s}},
        {{u"sort"_s,
          tr("list: sort by FIELD (a JSON key; prices converted into --currency); -FIELD sorts descending."),
          u"FIELD"_s}},
        {{u"limit"_s, tr("list: print at most N rows."), u"N"_s}},
        {{u"per"_s,
          tr("list: a row per instance (its cheapest matching region, with the number of regions and the "
             "on-demand price range in --currency) or per region (every offer). Default: instance for the "
             "table, region for json and csv."),
          u"instance|region"_s}},
        {{u"fields"_s,
          tr("list: only these JSON keys, in this order (--format json or csv; repeatable, or "
             "comma-separated)."),
          u"KEYS"_s}},
        {{u"diff"_s, tr("compare: only rows whose values differ.")}},
        {{u"count"_s, tr("cost, plan add, chart, estimate: number of instances (default 1)."), u"N"_s}},
        {{u"months"_s,
          tr("cost, compare, chart, report: horizon in months (default 12); plan add: duration; recommend: "
             "months of serving (default 1)."),
          u"M"_s}},
        {{u"usage"_s,
          tr("cost, compare, plan add, chart, report: hours used per month, 0-744 (default 730)."),
          u"HOURS"_s}},
        {{u"pricing"_s,
          tr("cost, plan add, chart, estimate: on-demand, monthly, reserved-1y, reserved-3y, spot (cost: "
             "or all)."),
          u"MODEL"_s},
         ValueKind::Words,
         pricingWords,
         false},
        {{u"currency"_s,
          tr("cost, compare, chart, report, estimate, recommend: amounts in this currency; list: the "
             "currency --sort "
             "compares prices in (default USD); plan add, add-storage, "
             "add-transfer: a new plan's currency; plan add-item: the amount's currency."),
          u"CODE"_s},
         ValueKind::Words,
         ExchangeRates::builtin().currencies(),
         false},
        {{u"fx"_s,
          tr("cost, compare, list, plan add, fx, chart, report, estimate, recommend: exchange rate CODE=RATE "
             "per USD "
             "(repeatable), "
             "e.g. CNY=7.10."),
          u"CODE=RATE"_s}},
        {{u"discount"_s, tr("cost: negotiated discount on every price, in percent."), u"PCT"_s}},
        {{u"spot-overhead"_s,
          tr("cost, estimate, recommend: rework after spot interruptions, in percent (default 10)."),
          u"PCT"_s}},
        {{u"precision"_s,
          tr("cost, chart, report, estimate, recommend: precision of the throughput figures (cost: fp16, "
             "recommend: by workload, else bf16)."),
          u"PRECISION"_s},
         ValueKind::Words,
         precisionKeys(),
         false},
        {{u"payment"_s, tr("plan add: no_upfront, partial_upfront or all_upfront for a reservation."),
          u"OPTION"_s},
         ValueKind::Words,
         paymentOptionKeys(),
         false},
        {{u"kind"_s, tr("chart: perf-price, value, cost-over-time or budget."), u"KIND"_s},
         ValueKind::Words,
         {u"perf-price"_s, u"value"_s, u"cost-over-time"_s, u"budget"_s},
         false},
        {{u"instances"_s, tr("chart, report: instance ids, comma-separated (chart default: every offer)."),
          u"IDS"_s},
         ValueKind::Instance,
         {},
         true},
        {{u"plan"_s, tr("chart, report: a .gpuplan file."), u"FILE"_s}, ValueKind::Path, {}, false},
        {{{u"o"_s, u"output"_s},
          tr("chart: the file to write (.png, .svg, .pdf); report: the PDF to write."),
          u"FILE"_s},
         ValueKind::Path,
         {},
         false},
        {{u"log"_s, tr("chart perf-price: logarithmic axes.")}},
        {{u"title"_s, tr("report: the title on the cover."), u"TEXT"_s}},
        {{u"author"_s, tr("report: the author on the cover."), u"NAME"_s}},
        {{u"page"_s, tr("report: a4 (default) or letter."), u"SIZE"_s},
         ValueKind::Words,
         {u"a4"_s, u"letter"_s},
         false},
        {{u"landscape"_s, tr("report: landscape pages.")}},
        {{u"by"_s, tr("chart budget: phase (default), provider or kind (compute, storage, transfer, other)."),
          u"WHAT"_s},
         ValueKind::Words,
         {u"phase"_s, u"provider"_s, u"kind"_s},
         false},
        {{u"top"_s,
          tr("chart value: how many offers (default 15); recommend: how many configurations (default 5)."),
          u"N"_s}},
        {{u"dpi"_s, tr("chart: PNG resolution (default 96: 1200x750 pixels)."), u"DPI"_s}},
        {{u"phase"_s,
          tr("plan add, add-storage, add-transfer, add-item: phase label, e.g. training or inference."),
          u"NAME"_s}},
        {{QStringList{u"start"_s, u"start-month"_s},
          tr("plan add, add-storage, add-transfer, add-item: the plan month the item starts in "
             "(default 1)."),
          u"MONTH"_s}},
        {{u"class"_s, tr("plan add-storage: object or block storage; storage-prices: only that class."),
          u"CLASS"_s},
         ValueKind::Words,
         {u"object"_s, u"block"_s},
         false},
        {{u"gb"_s, tr("plan add-storage: GB stored in the first month."), u"N"_s}},
        {{u"growth-gb-per-month"_s, tr("plan add-storage: GB added each later month (default 0)."), u"G"_s}},
        {{u"gb-per-month"_s, tr("plan add-transfer: GB moved out to the internet each month."), u"N"_s}},
        {{u"gb-once"_s, tr("plan add-transfer: GB moved out once, in the start month."), u"N"_s}},
        {{u"price-per-gb"_s,
          tr("plan add-storage, add-transfer: the price per GB(-month), e.g. 0.023 or 0.15CNY, one tier."),
          u"PRICE"_s}},
        {{u"label"_s, tr("plan add-item: what the amount is for, e.g. \"support plan\"."), u"TEXT"_s}},
        {{u"amount"_s, tr("plan add-item: the amount, in --currency."), u"A"_s}},
        {{u"per-month"_s, tr("plan add-item: the amount is billed every month of the item.")}},
        {{u"once"_s, tr("plan add-item: the amount is billed once, in the start month.")}},
        {{u"name"_s, tr("plan add: the plan's name when the file is new (default: the file name)."),
          u"NAME"_s}},
        {{u"params"_s, tr("estimate, recommend: model parameters, e.g. 7e9 or 70B."), u"N"_s}},
        {{u"tokens"_s, tr("estimate, recommend: training tokens, e.g. 2T."), u"D"_s}},
        {{u"flops"_s, tr("estimate, recommend: total work in FLOPs instead of 6·N·D + attention."), u"F"_s}},
        {{u"gpus"_s, tr("estimate: number of GPUs."), u"G"_s}},
        {{u"mfu"_s,
          tr("estimate, recommend: end-to-end utilisation 0-1 (default: the calibrated utilisation x "
             "scaling)."),
          u"U"_s}},
        {{u"recompute"_s,
          tr("estimate, recommend: always recompute activations (else only where memory needs it).")}},
        {{u"seq-len"_s,
          tr("estimate, recommend: training sequence length in tokens (default 4096, the model's context "
             "when shorter)."),
          u"N"_s}},
        {{u"global-batch"_s,
          tr("estimate, recommend: tokens per optimizer step, e.g. 4M (default 4,194,304)."), u"TOKENS"_s}},
        {{u"tp"_s,
          tr("estimate, recommend: fix the tensor-parallel size (inside one instance; serving: the GPUs one "
             "replica is split over)."),
          u"N"_s}},
        {{u"pp"_s, tr("estimate, recommend: fix the pipeline-parallel size."), u"N"_s}},
        {{u"cp"_s, tr("estimate, recommend: fix the context-parallel size."), u"N"_s}},
        {{u"ep"_s, tr("estimate, recommend: fix the expert-parallel size (mixture of experts)."), u"N"_s}},
        {{u"zero"_s,
          tr("estimate, recommend: fix the ZeRO stage: 0, 1 (optimizer states sharded), 2 (and gradients) "
             "or 3 (and weights, FSDP)."),
          u"0|1|2|3"_s}},
        {{u"instance"_s, tr("estimate: the instance the GPUs run on (scaling and cost)."), u"ID"_s},
         ValueKind::Instance,
         {},
         false},
        {{u"workload"_s,
          tr("recommend: train, finetune, inference, render or science; estimate: train (default) or "
             "inference."),
          u"TYPE"_s},
         ValueKind::Words,
         workloadKeys(),
         false},
        {{u"context"_s, tr("recommend, estimate: tokens of context per sequence (default 4096)."), u"L"_s}},
        {{u"qps"_s,
          tr("recommend: requests per second to serve (inference; after training: a serving phase)."),
          u"Q"_s}},
        {{u"output-tokens"_s, tr("recommend, estimate: tokens generated per request (default 256)."),
          u"N"_s}},
        {{u"latency-ms"_s,
          tr("recommend: target milliseconds per generated token (default 50); estimate: none unless given."),
          u"MS"_s}},
        {{u"kv-bytes-per-token"_s, tr("recommend: KV-cache bytes per token (default: multi-head estimate)."),
          u"B"_s}},
        {{u"memory-gb"_s, tr("recommend: render scene memory per GPU, or science working set, in GB."),
          u"GB"_s}},
        {{u"reference-gpu"_s, tr("recommend render: the GPU --reference-hours were measured on."),
          u"MODEL"_s}},
        {{u"reference-hours"_s, tr("recommend render: hours the job takes on one reference GPU."), u"H"_s}},
        {{u"deadline-days"_s, tr("recommend: finish within this many days."), u"X"_s}},
        {{u"budget"_s, tr("recommend: total cost at most this, in --currency."), u"AMOUNT"_s}},
        {{u"interruptible"_s, tr("recommend: yes allows spot offers (default no)."), u"yes|no"_s},
         ValueKind::Words,
         {u"yes"_s, u"no"_s},
         false},
        {{u"providers"_s, tr("recommend: only these providers, comma-separated."), u"IDS"_s},
         ValueKind::Provider,
         {},
         true},
        {{u"regions"_s, tr("recommend: only these regions, comma-separated."), u"REGIONS"_s},
         ValueKind::Region,
         {},
         true},
        {{u"rank"_s, tr("recommend: cost, time or balanced (default)."), u"BY"_s},
         ValueKind::Words,
         rankByKeys(),
         false},
        {{u"max-gpus"_s, tr("recommend: largest cluster considered (default 1024 GPUs)."), u"N"_s}},
        {{u"scenario"_s, tr("recommend: a scenario JSON file; flags override its values."), u"FILE"_s},
         ValueKind::Path,
         {},
         false},
        {{u"as-of"_s, tr("catalog import: the date of the file's prices (YYYY-MM-DD)."), u"DATE"_s}},
        {{u"sources"_s,
          tr("catalog update: the list of price files to download (default: the user's "
             "price-sources.json, else the built-in list)."),
          u"FILE"_s},
         ValueKind::Path,
         {},
         false},
        {{u"timeout"_s,
          tr("catalog update: give up on a download that receives nothing for this long "
             "(default 30)."),
          u"SECONDS"_s}},
        {{u"max-size"_s, tr("catalog update: the largest file accepted, in MiB (default 64)."), u"MIB"_s}},
        {{u"list"_s, tr("catalog update: print the price sources and download nothing.")}},
        {{u"lang"_s,
          tr("Language of the help, tables and messages: en or zh_CN (default: LC_ALL, LC_MESSAGES or "
             "LANG)."),
          u"LANG"_s},
         ValueKind::Words,
         {u"en"_s, u"zh_CN"_s},
         false},
        {{u"use-measured"_s, tr("estimate, recommend, chart: measured throughput and bandwidth "
                                "(measurements import) instead of the datasheet where a GPU has them.")}},
        {{u"model"_s,
          tr("estimate, recommend: a model preset (gpu-planner-cli models), e.g. llama-3.1-70b: its "
             "parameters "
             "and shape fill what is not given."),
          u"MODEL"_s},
         ValueKind::Words,
         ModelPresets::builtin().ids(),
         false},
        {{u"active-params"_s,
          tr("estimate, recommend: parameters one token passes through (mixture of experts); --params is the "
             "total."),
          u"N"_s}},
        {{u"layers"_s, tr("estimate, recommend: the model's layers (for its KV cache)."), u"N"_s}},
        {{u"hidden"_s, tr("estimate, recommend: the model's hidden size."), u"N"_s}},
        {{u"kv-heads"_s,
          tr("estimate, recommend: key/value heads (grouped-query attention: fewer than heads)."), u"N"_s}},
        {{u"head-dim"_s, tr("estimate, recommend: the width of an attention head (default 128)."), u"N"_s}},
        {{u"kv-precision"_s,
          tr("estimate, recommend: precision of the KV cache (default: the serving precision)."),
          u"PRECISION"_s},
         ValueKind::Words,
         {u"fp16"_s, u"bf16"_s, u"fp8"_s, u"int8"_s},
         false},
        {{u"finetune"_s,
          tr("estimate, recommend: full, lora or qlora (a 4-bit base) for --workload finetune."),
          u"METHOD"_s},
         ValueKind::Words,
         finetuneKeys(),
         false},
        {{u"lora-rank"_s, tr("estimate, recommend: the rank of LoRA adapters (default 16)."), u"R"_s}},
        {{u"min-efficiency"_s,
          tr("estimate, recommend: leave out configurations whose scaling efficiency is below this, 0-1 "
             "(default 0.5)."),
          u"E"_s}},
        {{u"input-tokens"_s, tr("estimate --workload inference: prompt tokens per request (default 512)."),
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

} // namespace gp::cli
