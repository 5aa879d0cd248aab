#include "cliapp.h"

#include "catalog.h"
#include "catalogjson.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "logging.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QCommandLineParser>

#ifdef GP_HAVE_CHARTS
#include "charts.h"
#include "costreport.h"

#include <QChart>
#endif
#include "i18n.h"
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include <exception>
#include <optional>

using namespace Qt::StringLiterals;
using json = gp::OutJson;

namespace gp::cli {

namespace {

const QString kProgram = u"gpu-planner-cli"_s;

enum class Format
{
    Table,
    Json,
    Csv
};

struct UsageError
{
    QString message;
};

// Bad input already reported (with its file and path) to stderr.
struct BadInputError
{
};

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    Cli(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    int run(const QStringList& arguments)
    {
        // The language first, so the help and every message come out in it: --lang, else the environment.
        QString language;
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            const QString& a = arguments[i];
            if ((a == u"--lang"_s || a == u"-lang"_s) && i + 1 < arguments.size())
                language = arguments[i + 1];
            else if (a.startsWith(u"--lang="_s) || a.startsWith(u"-lang="_s))
                language = a.section(u'=', 1);
        }
        const bool knownLanguage = language.isEmpty() || i18n::match(language).has_value();
        i18n::install(knownLanguage ? language : QString());
        setUpParser();
        if (!knownLanguage)
            return usage(tr("--lang: unknown language \"%1\"; expected en or zh_CN").arg(language));
        QStringList args = arguments;
        args.prepend(kProgram);
        if (!m_parser.parse(args))
            return usage(m_parser.errorText());
        if (m_parser.isSet(u"help"_s)) {
            m_out << helpText();
            return Success;
        }
        if (m_parser.isSet(u"version"_s)) {
            m_out << kProgram << ' ' << QStringLiteral(GP_VERSION) << '\n';
            return Success;
        }
        log::init(log::Options{m_parser.isSet(u"verbose"_s), m_parser.isSet(u"verbose"_s), true, true});

        QString formatText = m_parser.value(u"format"_s).toLower();
        {
            // `catalog import --format` names the file's format, not the output's.
            const QStringList p = m_parser.positionalArguments();
            if (p.size() >= 2 && p[0] == u"catalog"_s && p[1] == u"import"_s) {
                if (m_parser.isSet(u"format"_s))
                    m_importFormatText = formatText;
                formatText = u"table"_s;
            }
        }
        if (formatText == u"table"_s)
            m_format = Format::Table;
        else if (formatText == u"json"_s)
            m_format = Format::Json;
        else if (formatText == u"csv"_s)
            m_format = Format::Csv;
        else
            return usage(tr("unknown format \"%1\"; expected table, json or csv").arg(formatText));

        const QStringList pos = m_parser.positionalArguments();
        if (pos.isEmpty())
            return usage(tr("no command given; try gpus, list, show, compare, cost, estimate, recommend, "
                            "chart, report, fx, plan, catalog or measurements"));
        const QString command = pos.first();
        const QStringList rest = pos.mid(1);
        try {
            checkOptionsFor(command, rest);
            if (command == u"gpus"_s)
                return expectArgs(rest, 0, 0) ? cmdGpus() : BadInput;
            if (command == u"list"_s)
                return expectArgs(rest, 0, 0) ? cmdList() : BadInput;
            if (command == u"show"_s)
                return expectArgs(rest, 1, 1, tr("show needs one instance id, e.g. aws/p5.48xlarge"))
                           ? cmdShow(rest[0])
                           : BadInput;
            if (command == u"compare"_s)
                return expectArgs(rest, 2, 6, tr("compare needs 2 to 6 instance ids")) ? cmdCompare(rest)
                                                                                       : BadInput;
            if (command == u"cost"_s)
                return expectArgs(rest, 1, 1, tr("cost needs one instance id, e.g. aws/p5.48xlarge"))
                           ? cmdCost(rest[0])
                           : BadInput;
            if (command == u"estimate"_s)
                return expectArgs(rest, 0, 0) ? cmdEstimate() : BadInput;
            if (command == u"recommend"_s)
                return expectArgs(rest, 0, 0) ? cmdRecommend() : BadInput;
            if (command == u"report"_s)
                return expectArgs(rest, 0, 0) ? cmdReport() : BadInput;
            if (command == u"chart"_s)
                return expectArgs(rest, 0, 0) ? cmdChart() : BadInput;
            if (command == u"fx"_s)
                return expectArgs(rest, 0, 0) ? cmdFx() : BadInput;
            if (command == u"plan"_s) {
                if (rest.isEmpty())
                    return usage(tr("plan needs a subcommand: add FILE ID, cost FILE or validate FILE"));
                if (rest[0] == u"add"_s)
                    return expectArgs(rest.mid(1), 2, 2, tr("plan add needs a FILE and an instance id"))
                               ? cmdPlanAdd(rest[1], rest[2])
                               : BadInput;
                if (rest[0] == u"cost"_s)
                    return expectArgs(rest.mid(1), 1, 1, tr("plan cost needs one FILE"))
                               ? cmdPlanCost(rest[1])
                               : BadInput;
                if (rest[0] == u"validate"_s)
                    return expectArgs(rest.mid(1), 1, 1, tr("plan validate needs one FILE"))
                               ? cmdPlanValidate(rest[1])
                               : BadInput;
                return usage(
                    tr("unknown plan subcommand \"%1\"; expected add, cost or validate").arg(rest[0]));
            }
            if (command == u"catalog"_s) {
                if (rest.isEmpty())
                    return usage(tr("catalog needs a subcommand: validate PATH, info, import FILE, "
                                    "list-sources or remove NAME"));
                if (rest[0] == u"validate"_s)
                    return expectArgs(rest.mid(1), 1, 1, tr("catalog validate needs one PATH"))
                               ? cmdValidate(rest[1])
                               : BadInput;
                if (rest[0] == u"info"_s)
                    return expectArgs(rest.mid(1), 0, 0) ? cmdInfo() : BadInput;
                if (rest[0] == u"import"_s)
                    return expectArgs(rest.mid(1), 1, 1, tr("catalog import needs one FILE"))
                               ? cmdImport(rest[1])
                               : BadInput;
                if (rest[0] == u"list-sources"_s)
                    return expectArgs(rest.mid(1), 0, 0) ? cmdListSources() : BadInput;
                if (rest[0] == u"remove"_s)
                    return expectArgs(rest.mid(1), 1, 1,
                                      tr("catalog remove needs the file name or provider of an import"))
                               ? cmdRemove(rest[1])
                               : BadInput;
                return usage(tr("unknown catalog subcommand \"%1\"; expected validate, info, import, "
                                "list-sources or remove")
                                 .arg(rest[0]));
            }
            if (command == u"measurements"_s) {
                if (rest.isEmpty())
                    return usage(tr("measurements needs a subcommand: import FILE, list or remove NAME"));
                if (rest[0] == u"import"_s)
                    return expectArgs(rest.mid(1), 1, 1,
                                      tr("measurements import needs one FILE (a gpu-probe result)"))
                               ? cmdMeasurementsImport(rest[1])
                               : BadInput;
                if (rest[0] == u"list"_s)
                    return expectArgs(rest.mid(1), 0, 0) ? cmdMeasurementsList() : BadInput;
                if (rest[0] == u"remove"_s)
                    return expectArgs(rest.mid(1), 1, 1,
                                      tr("measurements remove needs the name of a stored measurement"))
                               ? cmdMeasurementsRemove(rest[1])
                               : BadInput;
                return usage(tr("unknown measurements subcommand \"%1\"; expected import, list or remove")
                                 .arg(rest[0]));
            }
            return usage(tr("unknown command \"%1\"; expected gpus, list, show, compare, cost, estimate, "
                            "recommend, chart, report, fx, plan, catalog or measurements")
                             .arg(command));
        } catch (const UsageError& e) {
            return usage(e.message);
        }
    }

private:
    void setUpParser()
    {
        m_parser.setApplicationDescription(
            tr("GPU Planner command line: browse, filter and compare GPU cloud instances."));
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        m_parser.addOptions({
            {{u"h"_s, u"help"_s}, tr("Show this help.")},
            {u"version"_s, tr("Show the version.")},
            {u"format"_s, tr("Output format: table, json or csv."), u"FORMAT"_s, u"table"_s},
            {u"catalog"_s, tr("Add a catalog file or folder on top of the built-in catalog (repeatable)."),
             u"PATH"_s},
            {u"no-builtin"_s, tr("Leave the built-in catalog out.")},
            {u"no-user-catalog"_s, tr("Leave the user's catalog folder out.")},
            {u"verbose"_s, tr("Log details to stderr.")},
            {u"provider"_s,
             tr("list: only these providers (repeatable, or comma-separated); catalog import: the provider "
                "of the prices."),
             u"ID"_s},
            {u"gpu"_s,
             tr("list: GPU model substring, case-insensitive; estimate: the GPU (id or model name)."),
             u"TEXT"_s},
            {u"min-gpus"_s, tr("list: at least N GPUs."), u"N"_s},
            {u"min-gpu-memory"_s, tr("list: at least GB of memory per GPU."), u"GB"_s},
            {u"region"_s, tr("list, compare, cost, plan add, chart, estimate: only this region."),
             u"REGION"_s},
            {u"max-price"_s, tr("list: on-demand hourly price at most this (e.g. 10 or 70CNY)."), u"PRICE"_s},
            {u"sort"_s, tr("list: sort by FIELD (a JSON key); -FIELD sorts descending."), u"FIELD"_s},
            {u"limit"_s, tr("list: print at most N rows."), u"N"_s},
            {u"diff"_s, tr("compare: only rows whose values differ.")},
            {u"count"_s, tr("cost, plan add, chart: number of instances (default 1)."), u"N"_s},
            {u"months"_s,
             tr("cost, chart, report: horizon in months (default 12); plan add: duration; recommend: months "
                "of serving (default 1)."),
             u"M"_s},
            {u"usage"_s, tr("cost, plan add, chart, report: hours used per month, 0-744 (default 730)."),
             u"HOURS"_s},
            {u"pricing"_s,
             tr("cost, plan add, chart, estimate: on-demand, monthly, reserved-1y, reserved-3y, spot (cost: "
                "or all)."),
             u"MODEL"_s},
            {u"currency"_s,
             tr("cost, chart, report, estimate, recommend: amounts in this currency; plan add: a new plan's "
                "currency."),
             u"CODE"_s},
            {u"fx"_s,
             tr("cost, fx, chart, report, estimate, recommend: exchange rate CODE=RATE per USD (repeatable), "
                "e.g. CNY=7.10."),
             u"CODE=RATE"_s},
            {u"discount"_s, tr("cost: negotiated discount on every price, in percent."), u"PCT"_s},
            {u"spot-overhead"_s,
             tr("cost, estimate, recommend: rework after spot interruptions, in percent (default 10)."),
             u"PCT"_s},
            {u"precision"_s,
             tr("cost, chart, report, estimate, recommend: precision of the throughput figures (cost: fp16, "
                "recommend: by workload, else bf16)."),
             u"PRECISION"_s},
            {u"payment"_s, tr("plan add: no_upfront, partial_upfront or all_upfront for a reservation."),
             u"OPTION"_s},
            {u"kind"_s, tr("chart: perf-price, value, cost-over-time or budget."), u"KIND"_s},
            {u"instances"_s, tr("chart, report: instance ids, comma-separated (chart default: every offer)."),
             u"IDS"_s},
            {u"plan"_s, tr("chart, report: a .gpuplan file."), u"FILE"_s},
            {{u"o"_s, u"output"_s},
             tr("chart: the file to write (.png, .svg, .pdf); report: the PDF to write."),
             u"FILE"_s},
            {u"log"_s, tr("chart perf-price: logarithmic axes.")},
            {u"title"_s, tr("report: the title on the cover."), u"TEXT"_s},
            {u"author"_s, tr("report: the author on the cover."), u"NAME"_s},
            {u"page"_s, tr("report: a4 (default) or letter."), u"SIZE"_s},
            {u"landscape"_s, tr("report: landscape pages.")},
            {u"by"_s, tr("chart budget: phase (default) or provider."), u"WHAT"_s},
            {u"top"_s,
             tr("chart value: how many offers (default 15); recommend: how many configurations (default 5)."),
             u"N"_s},
            {u"dpi"_s, tr("chart: PNG resolution (default 96: 1200x750 pixels)."), u"DPI"_s},
            {u"start"_s, tr("plan add: the plan month the item starts in (default 1)."), u"MONTH"_s},
            {u"phase"_s, tr("plan add: phase label, e.g. training or inference."), u"NAME"_s},
            {u"name"_s, tr("plan add: the plan's name when the file is new (default: the file name)."),
             u"NAME"_s},
            {u"params"_s, tr("estimate, recommend: model parameters, e.g. 7e9 or 70B."), u"N"_s},
            {u"tokens"_s, tr("estimate, recommend: training tokens, e.g. 2T."), u"D"_s},
            {u"flops"_s, tr("estimate, recommend: total work in FLOPs instead of 6·N·D."), u"F"_s},
            {u"gpus"_s, tr("estimate: number of GPUs."), u"G"_s},
            {u"mfu"_s, tr("estimate, recommend: end-to-end utilisation 0-1 (default: 0.40 x scaling)."),
             u"U"_s},
            {u"recompute"_s, tr("estimate, recommend: activation recomputation, 8·N·D.")},
            {u"instance"_s, tr("estimate: the instance the GPUs run on (scaling and cost)."), u"ID"_s},
            {u"workload"_s, tr("recommend: train, finetune, inference, render or science."), u"TYPE"_s},
            {u"context"_s, tr("recommend: tokens of context per sequence (default 4096)."), u"L"_s},
            {u"qps"_s,
             tr("recommend: requests per second to serve (inference; after training: a serving phase)."),
             u"Q"_s},
            {u"output-tokens"_s, tr("recommend: tokens generated per request (default 256)."), u"N"_s},
            {u"latency-ms"_s, tr("recommend: target milliseconds per generated token (default 50)."),
             u"MS"_s},
            {u"kv-bytes-per-token"_s,
             tr("recommend: KV-cache bytes per token (default: multi-head estimate)."), u"B"_s},
            {u"memory-gb"_s, tr("recommend: render scene memory per GPU, or science working set, in GB."),
             u"GB"_s},
            {u"reference-gpu"_s, tr("recommend render: the GPU --reference-hours were measured on."),
             u"MODEL"_s},
            {u"reference-hours"_s, tr("recommend render: hours the job takes on one reference GPU."), u"H"_s},
            {u"deadline-days"_s, tr("recommend: finish within this many days."), u"X"_s},
            {u"budget"_s, tr("recommend: total cost at most this, in --currency."), u"AMOUNT"_s},
            {u"interruptible"_s, tr("recommend: yes allows spot offers (default no)."), u"yes|no"_s},
            {u"providers"_s, tr("recommend: only these providers, comma-separated."), u"IDS"_s},
            {u"regions"_s, tr("recommend: only these regions, comma-separated."), u"REGIONS"_s},
            {u"rank"_s, tr("recommend: cost, time or balanced (default)."), u"BY"_s},
            {u"max-gpus"_s, tr("recommend: largest cluster considered (default 1024 GPUs)."), u"N"_s},
            {u"scenario"_s, tr("recommend: a scenario JSON file; flags override its values."), u"FILE"_s},
            {u"as-of"_s, tr("catalog import: the date of the file's prices (YYYY-MM-DD)."), u"DATE"_s},
            {u"lang"_s,
             tr("Language of the help, tables and messages: en or zh_CN (default: LC_ALL, LC_MESSAGES or "
                "LANG)."),
             u"LANG"_s},
            {u"use-measured"_s, tr("estimate, recommend, chart: measured throughput and bandwidth "
                                   "(measurements import) instead of the datasheet where a GPU has them.")},
        });
        m_parser.addPositionalArgument(
            u"command"_s,
            u"gpus | list | show ID | compare ID ID [ID...] | cost ID | estimate | recommend | chart | report | fx | plan add FILE ID | plan cost FILE | plan validate FILE | catalog validate PATH | catalog info | catalog import FILE | catalog list-sources | catalog remove NAME | measurements import FILE | measurements list | measurements remove NAME"_s);
    }

    QString helpText() const
    {
        return m_parser.helpText() +
               tr("\n"
                  "Commands:\n"
                  "  gpus                      GPU models with datasheet figures (dense; sparse in JSON)\n"
                  "  list                      one row per offer (instance x region), filtered and sorted\n"
                  "  show ID                   one instance, its GPU and every offer (ID is provider/name)\n"
                  "  compare ID ID [ID...]     2-6 instances side by side, best value per row marked with *\n"
                  "  cost ID                   what an instance costs over a horizon under every pricing "
                  "model,\n"
                  "                            with break-even usage and month and the cheapest option\n"
                  "  estimate                  time, GPU-hours and cost of a training run: --params "
                  "--tokens\n"
                  "                            --gpu --gpus [--instance --pricing --precision --mfu "
                  "--recompute]\n"
                  "  recommend                 ranked configurations for a workload, with time, cost and "
                  "reasons:\n"
                  "                            --workload train|finetune|inference|render|science "
                  "(docs/estimation.md)\n"
                  "  fx                        the exchange rates in use (per USD), their dates and sources\n"
                  "  chart --kind K -o FILE    a chart as PNG, SVG or PDF: perf-price, value, "
                  "cost-over-time, budget\n"
                  "  report -o FILE.pdf        a PDF cost report of --plan FILE or of --instances ID,ID,...\n"
                  "  plan add FILE ID          add an offer to a .gpuplan file (made when missing) with the "
                  "catalog's\n"
                  "                            prices; --count --pricing --payment --start --months --usage "
                  "--phase\n"
                  "  plan cost FILE            a .gpuplan file month by month, per phase and provider, "
                  "budget status\n"
                  "  plan validate FILE        check a .gpuplan file; exit 0 when it has no errors\n"
                  "  catalog validate PATH     check a catalog file or folder; exit 0 when it has no errors\n"
                  "  catalog info              the loaded catalog: files, providers, counts, price dates\n"
                  "  catalog import FILE       import a SkyPilot vms.csv, an ec2instances.info "
                  "instances.json or a\n"
                  "                            GPU Planner CSV template into the user's catalog folder (or "
                  "-o FILE):\n"
                  "                            --format skypilot|ec2instances|csv --provider NAME --as-of "
                  "DATE\n"
                  "  catalog list-sources      every catalog file in use with its sources, dates and counts\n"
                  "  catalog remove NAME       remove an imported catalog (its file name or provider)\n"
                  "  measurements import FILE  store a gpu-probe result; gpus, show and compare then show "
                  "measured\n"
                  "                            figures beside the datasheet, and --use-measured uses them\n"
                  "  measurements list         the stored measurements: GPU, date, machine, figures\n"
                  "  measurements remove NAME  remove a stored measurement (its file name)\n"
                  "\n"
                  "Exit codes: 0 success, 2 bad input or usage, 1 anything else.\n"
                  "");
    }

    // Which commands each command-specific option applies to; "plan add" names a subcommand.
    void checkOptionsFor(const QString& command, const QStringList& rest)
    {
        const QString full = (command == u"plan"_s || command == u"catalog"_s) && !rest.isEmpty()
                                 ? command + u' ' + rest.first()
                                 : command;
        static const QList<std::pair<QStringList, QStringList>> table{
            {{u"provider"_s}, {u"list"_s, u"catalog import"_s}},
            {{u"min-gpus"_s, u"min-gpu-memory"_s, u"max-price"_s, u"sort"_s, u"limit"_s}, {u"list"_s}},
            {{u"diff"_s}, {u"compare"_s}},
            {{u"gpu"_s}, {u"list"_s, u"estimate"_s}},
            {{u"region"_s}, {u"list"_s, u"compare"_s, u"cost"_s, u"plan add"_s, u"chart"_s, u"estimate"_s}},
            {{u"fx"_s},
             {u"cost"_s, u"compare"_s, u"plan add"_s, u"fx"_s, u"chart"_s, u"report"_s, u"estimate"_s,
              u"recommend"_s}},
            {{u"count"_s}, {u"cost"_s, u"plan add"_s, u"chart"_s}},
            {{u"pricing"_s}, {u"cost"_s, u"plan add"_s, u"chart"_s, u"estimate"_s}},
            {{u"usage"_s}, {u"cost"_s, u"plan add"_s, u"chart"_s, u"report"_s}},
            {{u"months"_s}, {u"cost"_s, u"plan add"_s, u"chart"_s, u"report"_s, u"recommend"_s}},
            {{u"currency"_s},
             {u"cost"_s, u"plan add"_s, u"chart"_s, u"report"_s, u"estimate"_s, u"recommend"_s}},
            {{u"discount"_s}, {u"cost"_s}},
            {{u"spot-overhead"_s}, {u"cost"_s, u"estimate"_s, u"recommend"_s}},
            {{u"precision"_s}, {u"cost"_s, u"chart"_s, u"report"_s, u"estimate"_s, u"recommend"_s}},
            {{u"kind"_s, u"log"_s, u"by"_s, u"dpi"_s}, {u"chart"_s}},
            {{u"top"_s}, {u"chart"_s, u"recommend"_s}},
            {{u"params"_s, u"tokens"_s, u"flops"_s, u"mfu"_s, u"recompute"_s},
             {u"estimate"_s, u"recommend"_s}},
            {{u"gpus"_s, u"instance"_s}, {u"estimate"_s}},
            {{u"workload"_s, u"context"_s, u"qps"_s, u"output-tokens"_s, u"latency-ms"_s,
              u"kv-bytes-per-token"_s, u"memory-gb"_s, u"reference-gpu"_s, u"reference-hours"_s,
              u"deadline-days"_s, u"budget"_s, u"interruptible"_s, u"providers"_s, u"regions"_s, u"rank"_s,
              u"max-gpus"_s, u"scenario"_s},
             {u"recommend"_s}},
            {{u"instances"_s, u"plan"_s}, {u"chart"_s, u"report"_s}},
            {{u"output"_s}, {u"chart"_s, u"report"_s, u"catalog import"_s}},
            {{u"as-of"_s}, {u"catalog import"_s}},
            {{u"use-measured"_s}, {u"estimate"_s, u"recommend"_s, u"chart"_s}},
            {{u"title"_s, u"author"_s, u"page"_s, u"landscape"_s}, {u"report"_s}},
            {{u"payment"_s, u"start"_s, u"phase"_s, u"name"_s}, {u"plan add"_s}},
        };
        for (const auto& [options, commands] : table) {
            for (const QString& o : options) {
                if (m_parser.isSet(o) && !commands.contains(full)) {
                    throw UsageError{tr("option --%1 applies to %2 only")
                                         .arg(o, commands.size() == 1
                                                     ? commands.first()
                                                     : commands.mid(0, commands.size() - 1).join(u", "_s) +
                                                           tr(" and ") + commands.last())};
                }
            }
        }
    }

    bool expectArgs(const QStringList& args, int min, int max, const QString& hint = {})
    {
        if (args.size() >= min && args.size() <= max)
            return true;
        if (args.size() > max && max == 0)
            usage(tr("unexpected argument \"%1\"").arg(args.first()));
        else
            usage(hint.isEmpty() ? tr("wrong number of arguments") : hint);
        return false;
    }

    int usage(const QString& message)
    {
        m_err << kProgram << ": " << message << '\n'
              << kProgram << tr(": run '") << kProgram << tr(" --help' for usage\n");
        m_err.flush();
        return BadInput;
    }

    double numberOption(const QString& name, double min, double max)
    {
        bool ok = false;
        const QString text = m_parser.value(name);
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < min || v > max)
            throw UsageError{
                tr("--%1 expects a number from %2 to %3, got \"%4\"").arg(name).arg(min).arg(max).arg(text)};
        return v;
    }

    // Loads the catalog layers the options name; prints every issue to stderr.
    Catalog loadCatalog()
    {
        CatalogLoadOptions options;
        options.builtin = !m_parser.isSet(u"no-builtin"_s);
        options.userFolder = !m_parser.isSet(u"no-user-catalog"_s);
        options.extraPaths = m_parser.values(u"catalog"_s);
        IssueList issues;
        Catalog catalog = Catalog::load(options, issues);
        reportIssues(issues);
        return catalog;
    }

    void reportIssues(const IssueList& issues)
    {
        for (const Issue& i : issues) {
            m_err << kProgram << ": " << i.toString() << '\n';
            if (i.severity == Issue::Severity::Error)
                m_hadInputErrors = true;
        }
        m_err.flush();
    }

    int finish()
    {
        m_out.flush();
        return m_hadInputErrors ? BadInput : Success;
    }

    void printJson(const json& j) { m_out << QString::fromStdString(j.dump(2)) << '\n'; }

    // CSV with the given scalar keys as columns, in order.
    void printCsv(const QStringList& keys, const std::vector<json>& rows)
    {
        TextTable t;
        t.headers = keys;
        for (const json& r : rows) {
            QStringList cells;
            for (const QString& k : keys) {
                const auto it = r.find(k.toStdString());
                cells << (it == r.end() ? QString() : jsonScalarToText(*it));
            }
            t.rows << cells;
        }
        t.printCsv(m_out);
    }

    static QStringList scalarKeys(const json& row)
    {
        QStringList keys;
        for (auto it = row.begin(); it != row.end(); ++it) {
            if (!it->is_object() && !it->is_array())
                keys << QString::fromStdString(it.key());
        }
        return keys;
    }

    static QString num(const std::optional<double>& v, int decimals = 1)
    {
        return v ? formatDecimal(*v, decimals) : QString();
    }

    // Pricing models in tables: the --pricing keys in English (what scripts and the flags use), the names
    // users know in Chinese (按量计费, 包年包月, 预留实例, 竞价实例).
    static QString pricingName(PricingModel m)
    {
        return i18n::current() == u"en"_s ? pricingModelKey(m) : pricingModelLabel(m);
    }

    static QString priceText(const std::optional<Money>& m) { return m ? m->toDecimalString(2, 4) : u"-"_s; }

    // ---- gpus ----
    int cmdGpus()
    {
        Catalog catalog = loadCatalog();
        if (m_format != Format::Table) {
            std::vector<json> rows;
            for (const Gpu& g : catalog.gpus())
                rows.push_back(gpuToJson(g));
            if (m_format == Format::Json)
                printJson(json(rows));
            else
                printCsv(rows.empty() ? QStringList() : scalarKeys(rows.front()), rows);
            return finish();
        }
        TextTable t;
        t.headers = {tr("ID"),   tr("Memory"), tr("GB/s"), tr("FP64"), tr("FP32"),
                     tr("TF32"), tr("BF16"),   tr("FP16"), tr("FP8"),  tr("INT8")};
        t.rightAligned = {false, false, true, true, true, true, true, true, true, true};
        for (const Gpu& g : catalog.gpus()) {
            QStringList row{g.id, num(g.memoryGb, 0) + tr(" GB ") + g.memoryType,
                            g.memoryBandwidthGbs ? num(g.memoryBandwidthGbs, 0) : u"-"_s};
            for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                                Precision::FP16, Precision::FP8, Precision::INT8})
                row << (g.denseTflops(p) ? num(g.denseTflops(p)) : u"-"_s);
            t.rows << row;
        }
        t.print(m_out);
        m_out << tr("\nDense TFLOPS (INT8: TOPS) per GPU; '-' = no such unit or no published figure.\n"
                    "Model names, sparse figures, TDP and sources: --format json.\n");
        TextTable measured;
        measured.headers = {tr("ID"),   tr("Measured"), tr("GB/s"), tr("FP64"), tr("FP32"),
                            tr("TF32"), tr("BF16"),     tr("FP16"), tr("FP8")};
        measured.rightAligned = {false, false, true, true, true, true, true, true, true};
        for (const Gpu& g : catalog.gpus()) {
            if (!g.measured)
                continue;
            // "3968 (83%)": the measured figure and the share of the datasheet's.
            auto cell = [](std::optional<double> v, std::optional<double> sheet, int decimals) {
                if (!v)
                    return u"-"_s;
                QString s = formatDecimal(*v, decimals);
                if (sheet && *sheet > 0)
                    s += u" (%1%)"_s.arg(formatDecimal(100.0 * *v / *sheet, 0));
                return s;
            };
            QStringList row{g.id, g.measured->measuredAt.toString(u"yyyy-MM-dd"_s),
                            cell(g.measured->memoryBandwidthGbs, g.memoryBandwidthGbs, 0)};
            for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                                Precision::FP16, Precision::FP8})
                row << cell(g.measuredTflops(p), g.denseTflops(p), 1);
            measured.rows << row;
        }
        if (!measured.rows.isEmpty()) {
            m_out << tr(
                "\nMeasured with gpu-probe (median over the devices of the newest measurement; % of the "
                "datasheet):\n");
            measured.print(m_out);
        }
        return finish();
    }

    // ---- list ----
    OfferFilter filterFromOptions()
    {
        OfferFilter f;
        for (const QString& v : m_parser.values(u"provider"_s)) {
            for (const QString& p : v.split(u',', Qt::SkipEmptyParts))
                f.providers << p.trimmed().toLower();
        }
        f.gpuSubstring = m_parser.value(u"gpu"_s);
        if (m_parser.isSet(u"min-gpus"_s))
            f.minGpus = numberOption(u"min-gpus"_s, 0, 1000);
        if (m_parser.isSet(u"min-gpu-memory"_s))
            f.minGpuMemoryGb = numberOption(u"min-gpu-memory"_s, 0, 100000);
        f.region = m_parser.value(u"region"_s);
        if (m_parser.isSet(u"max-price"_s)) {
            QString error;
            f.maxOnDemandHourly = parsePriceArgument(m_parser.value(u"max-price"_s), &error);
            if (!f.maxOnDemandHourly)
                throw UsageError{tr("--max-price: ") + error};
        }
        return f;
    }

    int cmdList()
    {
        const OfferFilter filter = filterFromOptions();
        QString sortKey = m_parser.value(u"sort"_s);
        const bool descending = sortKey.startsWith(u'-');
        if (descending)
            sortKey.remove(0, 1);
        std::optional<int> limit;
        if (m_parser.isSet(u"limit"_s))
            limit = int(numberOption(u"limit"_s, 0, 1e9));

        Catalog catalog = loadCatalog();
        for (const QString& p : filter.providers) {
            if (!catalog.providers().contains(p)) {
                throw UsageError{tr("unknown provider \"%1\"; known: %2")
                                     .arg(p, QStringList(catalog.providers().keys()).join(u", "_s))};
            }
        }
        // The row keys of the JSON contract: sort fields and CSV columns.
        const QStringList keys = catalog.rows().isEmpty()
                                     ? QStringList()
                                     : scalarKeys(offerRowToJson(catalog.rows().front(), catalog));
        if (!sortKey.isEmpty() && !keys.isEmpty() && !keys.contains(sortKey))
            throw UsageError{
                tr("--sort: unknown field \"%1\"; use one of: %2").arg(sortKey, keys.join(u", "_s))};

        struct Item
        {
            json row;
            const OfferRow* offer;
            const json* sortValue = nullptr;
        };
        std::vector<Item> items;
        for (const OfferRow& row : catalog.rows()) {
            if (filter.matches(row))
                items.push_back(Item{offerRowToJson(row, catalog), &row});
        }
        if (!sortKey.isEmpty()) {
            const std::string key = sortKey.toStdString();
            for (Item& i : items)
                i.sortValue = &jsonMember(i.row, key);
            std::stable_sort(items.begin(), items.end(), [&](const Item& a, const Item& b) {
                return jsonValueLess(*a.sortValue, *b.sortValue, descending);
            });
        }
        if (limit && items.size() > std::size_t(*limit))
            items.resize(std::size_t(*limit));

        if (m_format != Format::Table) {
            std::vector<json> rows;
            for (const Item& i : items)
                rows.push_back(i.row);
            if (m_format == Format::Json)
                printJson(json(rows));
            else
                printCsv(keys, rows);
            return finish();
        }
        // Fits a 100-column terminal; vCPU, RAM and the rest are in --format json or csv.
        TextTable t;
        t.headers = {tr("ID"), tr("GPUs"), tr("Region"), tr("On-demand/h"), tr("Spot/h"), tr("Cur")};
        t.rightAligned = {false, false, false, true, true, false};
        for (const Item& i : items) {
            const OfferRow& r = *i.offer;
            t.rows << QStringList{r.instance->id(),
                                  formatDecimal(r.instance->gpuCount, 3) + u"x "_s + r.gpu->model,
                                  r.offer ? r.offer->region : u"-"_s,
                                  priceText(r.offer ? r.offer->onDemandPrice() : std::nullopt),
                                  priceText(r.offer ? r.offer->spotPrice() : std::nullopt),
                                  r.offer ? r.currency() : u"-"_s};
        }
        t.print(m_out);
        m_out << '\n'
              << items.size() << (items.size() == 1 ? tr(" row") : tr(" rows"))
              << tr(" (one per instance and region); '-' = not published. More fields: --format json.\n");
        return finish();
    }

    const InstanceType* findInstance(const Catalog& catalog, const QString& id)
    {
        if (!id.contains(u'/'))
            throw UsageError{
                tr("\"%1\" is not an instance id; ids look like provider/name, e.g. aws/p5.48xlarge")
                    .arg(id)};
        const InstanceType* inst = catalog.instance(id);
        if (!inst) {
            QStringList near;
            const QString name = id.section(u'/', 1);
            for (const InstanceType& i : catalog.instances()) {
                if (i.name.contains(name.left(4), Qt::CaseInsensitive) && near.size() < 5)
                    near << i.id();
            }
            throw UsageError{
                tr("no instance \"%1\" in the catalog%2")
                    .arg(id, near.isEmpty() ? QString() : tr("; similar: ") + near.join(u", "_s))};
        }
        return inst;
    }

    // ---- show ----
    // The catalog row of an offer (every offer has one).
    static const OfferRow* rowOf(const Catalog& catalog, const Offer* offer)
    {
        for (const OfferRow& r : catalog.rows()) {
            if (r.offer == offer)
                return &r;
        }
        Q_ASSERT(false);
        return nullptr;
    }

    int cmdShow(const QString& id)
    {
        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        const json j = instanceToJson(*inst, catalog);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        const Gpu& g = *catalog.gpu(inst->gpuId);
        TextTable facts;
        facts.headers = {tr("Attribute"), tr("Value")};
        facts.maxWidths = {0, 70};
        auto add = [&](const QString& k, const QString& v) {
            facts.rows << QStringList{k, v.isEmpty() ? u"-"_s : v};
        };
        add(tr("Instance"), inst->id());
        add(tr("Provider"), catalog.providerName(inst->provider));
        add(tr("Family"), inst->family);
        add(tr("GPUs"), jsonScalarToText(json(inst->gpuCount), 3) + u"x "_s + g.model);
        const OfferRow row{inst, &g, nullptr};
        const QString share =
            inst->gpuCount < 1 ? num(row.gpuMemoryGbPerGpu()) + tr(" GB share of a ") : QString();
        add(tr("GPU memory"), share + num(g.memoryGb) + tr(" GB ") + g.memoryType + tr(" per GPU") +
                                  (g.memoryBandwidthGbs ? u", "_s + num(g.memoryBandwidthGbs, 0) + tr(" GB/s")
                                                        : tr(", bandwidth not published")));
        for (Precision p : AllPrecisions) {
            QString v = g.denseTflops(p) ? num(g.denseTflops(p)) : QString();
            if (g.sparseTflops(p))
                v += tr(" (sparse ") + num(g.sparseTflops(p)) + u')';
            add(precisionLabel(p) + (p == Precision::INT8 ? tr(" TOPS per GPU") : tr(" TFLOPS per GPU")), v);
        }
        add(tr("GPU interconnect"), interconnectLabel(inst->interconnect));
        add(tr("Network"), inst->networkGbps ? num(inst->networkGbps) + tr(" Gbps") : QString());
        add(tr("RDMA"), rdmaLabel(inst->rdma));
        add(tr("vCPUs"), QString::number(inst->vcpus));
        add(tr("RAM"), num(inst->memoryGib) + tr(" GiB"));
        add(tr("Local storage"), inst->localStorage);
        add(tr("Virtualization"), virtualizationLabel(inst->virtualization));
        add(tr("Spec source"), inst->source.title + u" ("_s + inst->source.asOf.toString(Qt::ISODate) + u')');
        add(tr("GPU source"), g.source.title + u" ("_s + g.source.asOf.toString(Qt::ISODate) + u')');
        if (!inst->notes.isEmpty())
            add(tr("Notes"), inst->notes);
        if (!g.notes.isEmpty())
            add(tr("GPU notes"), g.notes);

        TextTable offers;
        offers.headers = {tr("Region"), tr("Cur"),  tr("On-demand/h"), tr("Spot/h"),
                          tr("1y/h"),   tr("3y/h"), tr("Monthly"),     tr("As of")};
        offers.rightAligned = {false, false, true, true, true, true, true, false};
        for (const Offer& o : inst->offers) {
            offers.rows << QStringList{o.region,
                                       o.currency,
                                       priceText(o.onDemandPrice()),
                                       priceText(o.spotPrice()),
                                       priceText(o.reservedEffectiveHourly(1)),
                                       priceText(o.reservedEffectiveHourly(3)),
                                       priceText(o.monthlyPrice()),
                                       OfferRow{inst, &g, &o}.primarySource().asOf.toString(Qt::ISODate)};
        }
        if (m_format == Format::Csv) {
            facts.printCsv(m_out);
            return finish();
        }
        facts.print(m_out);
        m_out << '\n';
        if (inst->offers.isEmpty()) {
            m_out << tr("No public prices in the catalog for this instance.\n");
        } else {
            offers.print(m_out);
            m_out << tr("\nPrice sources:\n");
            QStringList seen;
            for (const Offer& o : inst->offers) {
                auto note = [&](const Source& s) {
                    const QString line = u"  "_s + s.title + tr(", as of ") + s.asOf.toString(Qt::ISODate) +
                                         (s.url.isEmpty() ? QString() : u" <"_s + s.url + u'>');
                    if (!seen.contains(line))
                        seen << line;
                };
                for (const Source* s : o.priceSources())
                    note(*s);
            }
            for (const QString& l : seen) {
                const QStringList parts = wrap(l.trimmed(), 94);
                for (int i = 0; i < parts.size(); ++i)
                    m_out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
            }
        }
        return finish();
    }

    // ---- compare ----
    int cmdCompare(const QStringList& ids)
    {
        Catalog catalog = loadCatalog();
        QList<const InstanceType*> instances;
        for (const QString& id : ids) {
            const InstanceType* inst = findInstance(catalog, id);
            if (instances.contains(inst))
                throw UsageError{tr("\"%1\" is given twice").arg(id)};
            instances << inst;
        }
        CostBasis basis;
        basis.fx = exchangeRatesFromOptions();
        const Comparison cmp = Comparison::build(instances, catalog, basis, m_parser.value(u"region"_s));
        const bool diffOnly = m_parser.isSet(u"diff"_s);
        const QList<Comparison::Row> rows = diffOnly ? cmp.differingRows() : cmp.rows();

        if (m_format == Format::Json) {
            json j;
            json cols = json::array();
            for (const auto& c : cmp.columns()) {
                cols.push_back(
                    json{{"id", c.instance->id().toStdString()},
                         {"region", c.offer ? json(c.offer->region.toStdString()) : json(nullptr)},
                         {"currency", c.offer ? json(c.offer->currency.toStdString()) : json(nullptr)}});
            }
            j["instances"] = cols;
            json jr = json::array();
            for (const auto& r : rows) {
                json values = json::array();
                for (int i = 0; i < r.display.size(); ++i) {
                    if (r.raw[i])
                        values.push_back(*r.raw[i]);
                    else
                        values.push_back(r.display[i].isEmpty() ? json(nullptr)
                                                                : json(r.display[i].toStdString()));
                }
                jr.push_back(json{{"key", r.key.toStdString()},
                                  {"label", r.label.toStdString()},
                                  {"values", values},
                                  {"best", json(std::vector<int>(r.best.begin(), r.best.end()))},
                                  {"better", r.better == Comparison::Better::Higher  ? "higher"
                                             : r.better == Comparison::Better::Lower ? "lower"
                                                                                     : "none"},
                                  {"differs", r.differs},
                                  {"note", r.note.isEmpty() ? json(nullptr) : json(r.note.toStdString())}});
            }
            j["rows"] = jr;
            printJson(j);
            return finish();
        }
        TextTable t;
        t.headers << u"Attribute"_s;
        t.rightAligned << false;
        for (const auto& c : cmp.columns()) {
            t.headers << c.instance->id();
            t.rightAligned << false;
        }
        for (const auto& r : rows) {
            QStringList cells{r.label};
            for (int i = 0; i < r.display.size(); ++i) {
                QString v = r.display[i].isEmpty() ? u"-"_s : r.display[i];
                if (m_format == Format::Table && r.best.contains(i))
                    v += u" *"_s;
                cells << v;
            }
            t.rows << cells;
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\n* best in row. Prices are per instance, in the offer's currency.\n");
        if (!m_parser.isSet(u"region"_s))
            m_out << tr("Each instance shows its cheapest on-demand region; pick one with --region.\n");
        return finish();
    }

    // ---- cost ----
    int integerOption(const QString& name, int min, int max)
    {
        bool ok = false;
        const QString text = m_parser.value(name);
        const int v = text.toInt(&ok);
        if (!ok || v < min || v > max)
            throw UsageError{tr("--%1 expects a whole number from %2 to %3, got \"%4\"")
                                 .arg(name)
                                 .arg(min)
                                 .arg(max)
                                 .arg(text)};
        return v;
    }

    // A decimal option kept exact: --usage 365.5 -> 36550 with 2 decimals.
    std::int64_t decimalOption(const QString& name, int decimals, std::int64_t min, std::int64_t max,
                               const QString& unit)
    {
        const QString text = m_parser.value(name);
        const auto v = fixed::parse(text, decimals);
        if (!v || *v < min || *v > max) {
            throw UsageError{
                tr("--%1 expects %2 from %3 to %4 with at most %5 decimal places, got \"%6\"")
                    .arg(name, unit, fixed::toString(min, decimals), fixed::toString(max, decimals))
                    .arg(decimals)
                    .arg(text)};
        }
        return *v;
    }

    ExchangeRates exchangeRatesFromOptions()
    {
        IssueList issues;
        ExchangeRates fx = ExchangeRates::withUserRates(issues);
        reportIssues(issues);
        for (const QString& o : m_parser.values(u"fx"_s)) {
            const auto r = fx.applyOverride(o, QDate::currentDate());
            if (!r)
                throw UsageError{r.error().message};
        }
        return fx;
    }

    // --precision: a throughput precision (INT8 counts operations, not FLOPs, so it is not offered).
    Precision precisionOption(Precision fallback)
    {
        if (!m_parser.isSet(u"precision"_s))
            return fallback;
        static const QStringList allowed{u"fp64"_s, u"fp64_tensor"_s, u"fp32"_s, u"tf32"_s,
                                         u"bf16"_s, u"fp16"_s,        u"fp8"_s};
        const QString v = m_parser.value(u"precision"_s).toLower();
        const auto p = precisionFromKey(v);
        if (!p || !allowed.contains(v))
            throw UsageError{
                tr("--precision: unknown precision \"%1\"; expected %2").arg(v, allowed.join(u", "_s))};
        return *p;
    }

    // --pricing with one model (cost takes a list and "all").
    PricingModel pricingOption(PricingModel fallback)
    {
        if (!m_parser.isSet(u"pricing"_s))
            return fallback;
        const QString v = m_parser.value(u"pricing"_s).toLower();
        const auto m = pricingModelFromKey(v);
        if (!m)
            throw UsageError{tr("--pricing: unknown pricing model \"%1\"; expected %2")
                                 .arg(v, pricingModelKeys().join(u", "_s))};
        return *m;
    }

    // --currency, checked against the exchange rates in use.
    QString currencyOption(const ExchangeRates& fx, const QString& fallback)
    {
        if (!m_parser.isSet(u"currency"_s))
            return fallback;
        const QString currency = m_parser.value(u"currency"_s).toUpper();
        if (!fx.has(currency)) {
            throw UsageError{
                tr("--currency: no exchange rate for \"%1\"; known: %2 (add one with --fx %1=RATE)")
                    .arg(currency, fx.currencies().join(u", "_s))};
        }
        return currency;
    }

    int cmdCost(const QString& id)
    {
        // Options first: a mistake there is reported before the catalog is read.
        CostInputs in;
        if (m_parser.isSet(u"count"_s))
            in.count = integerOption(u"count"_s, 1, MaxCount);
        if (m_parser.isSet(u"months"_s))
            in.months = integerOption(u"months"_s, 1, MaxMonths);
        if (m_parser.isSet(u"usage"_s))
            in.usageCentiHours = decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        const std::int64_t discountBp =
            m_parser.isSet(u"discount"_s) ? decimalOption(u"discount"_s, 2, 0, 9999, tr("a percentage")) : 0;
        if (m_parser.isSet(u"spot-overhead"_s))
            in.spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));
        if (m_parser.isSet(u"pricing"_s)) {
            const QString v = m_parser.value(u"pricing"_s).toLower();
            if (v != u"all"_s) {
                in.models.clear();
                for (const QString& part : v.split(u',', Qt::SkipEmptyParts)) {
                    const auto m = pricingModelFromKey(part.trimmed());
                    if (!m) {
                        throw UsageError{tr("--pricing: unknown pricing model \"%1\"; expected %2 or all")
                                             .arg(part, pricingModelKeys().join(u", "_s))};
                    }
                    if (!in.models.contains(*m))
                        in.models << *m;
                }
            }
        }
        const Precision precision = precisionOption(Precision::FP16);
        in.fx = exchangeRatesFromOptions();
        in.currency = currencyOption(in.fx, QString());

        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        if (inst->offers.isEmpty())
            throw UsageError{tr("%1 has no public prices in the catalog; nothing to cost").arg(id)};
        in.provider = inst->provider;
        in.discountsBp.insert(inst->provider, discountBp);
        const Result<OfferChoice> choice = chooseOffer(*inst, in, m_parser.value(u"region"_s));
        if (!choice)
            throw UsageError{choice.error().message};
        const Offer* offer = choice.value().offer;
        const QString regionNote = choice.value().note();
        const OfferRow row{inst, catalog.gpu(inst->gpuId), offer};
        const CostInputs forRow = CostInputs::forRow(row, precision);
        in.prices = forRow.prices;
        in.gpuMilliPerInstance = forRow.gpuMilliPerInstance;
        in.denseMilliTflopsPerInstance = forRow.denseMilliTflopsPerInstance;
        in.precision = precision;
        const Result<CostEstimate> result = estimateCost(in);
        if (!result)
            throw UsageError{result.error().message};
        const CostEstimate& e = result.value();
        const CostContext context{inst->id(), offer->region, regionNote};
        if (m_format == Format::Json) {
            printJson(costEstimateToJson(e, context));
            return finish();
        }
        TextTable t;
        t.headers = {tr("Pricing"), tr("Upfront"),   tr("Monthly"),
                     tr("Total"),   tr("Per GPU-h"), tr("Per PFLOP-h")};
        t.rightAligned = {false, true, true, true, true, true};
        auto amount = [](const std::optional<Money>& m) {
            return m ? roundedToMinor(*m).toDecimalString(2, 2) : u"-"_s;
        };
        for (int i = 0; i < e.options.size(); ++i) {
            const CostOption& o = e.options[i];
            QString label = o.label();
            if (m_format == Format::Table && i == e.cheapest)
                label += u" *"_s;
            if (!o.available) {
                t.rows << QStringList{label, u"-"_s, u"-"_s, u"-"_s, u"-"_s, u"-"_s};
                continue;
            }
            t.rows << QStringList{label,           amount(o.upfront),          amount(o.monthly),
                                  amount(o.total), amount(o.effectiveGpuHour), amount(o.pflopHour)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        m_out << inst->id() << tr(" in ") << offer->region;
        if (!regionNote.isEmpty())
            m_out << ":\n  " << regionNote;
        m_out << '\n'
              << e.count << " x " << formatDecimal(inst->gpuCount, 3) << ' ' << row.gpu->model << ", "
              << e.months << (e.months == 1 ? tr(" month, ") : tr(" months, "))
              << fixed::toString(e.usageCentiHours, 2) << tr(" h/month, amounts in ") << e.currency;
        if (discountBp > 0)
            m_out << ", " << fixed::toString(discountBp, 2) << tr(" % discount");
        m_out << '\n';
        if (e.fx)
            m_out << tr("Converted from ") << e.fx->from << tr(" at ") << e.fx->quote << '\n';
        m_out << '\n';
        t.print(m_out);
        m_out << tr("\n* cheapest at this usage and horizon. Per PFLOP-h: dense ")
              << precisionLabel(precision) << tr(" peak; '-' = no price or no figure.\n");
        if (!e.breakEven.isEmpty()) {
            m_out << tr("\nBreak-even against on-demand:\n");
            for (const BreakEven& b : e.breakEven) {
                CostOption tmp;
                tmp.pricing = b.pricing;
                tmp.payment = b.payment;
                printWrapped(tmp.label() + u": "_s + breakEvenText(b));
            }
        }
        QStringList notes; // one line per pricing model and note, whatever the payment option
        for (const CostOption& o : e.options) {
            for (const QString& n : o.notes) {
                const QString line = pricingModelLabel(o.pricing) + u": "_s + n;
                if (!notes.contains(line))
                    notes << line;
            }
        }
        if (!notes.isEmpty()) {
            m_out << tr("\nNotes:\n");
            for (const QString& n : notes)
                printWrapped(n);
        }
        m_out << tr("\nPrices as of ") << in.prices.asOf.toString(Qt::ISODate)
              << tr("; every month is rounded to the cent and totals are sums of months.\n");
        return finish();
    }

    void printWrapped(const QString& line)
    {
        const QStringList parts = wrap(line, 94);
        for (int i = 0; i < parts.size(); ++i)
            m_out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
    }

    // ---- estimate and recommend ----
    // A count option: 7e9, 70B, 2T.
    double countOption(const QString& name)
    {
        const QString text = m_parser.value(name);
        const auto v = parseCount(text);
        if (!v)
            throw UsageError{
                tr("--%1 expects a number above 0 such as 7e9, 70B or 2T, got \"%2\"").arg(name, text)};
        return *v;
    }

    std::optional<double> mfuOption()
    {
        if (!m_parser.isSet(u"mfu"_s))
            return std::nullopt;
        const double v = numberOption(u"mfu"_s, 0, 1);
        if (v <= 0)
            throw UsageError{tr("--mfu expects a utilisation above 0 and at most 1, got \"%1\"")
                                 .arg(m_parser.value(u"mfu"_s))};
        return v;
    }

    QStringList listOption(const QString& name)
    {
        QStringList out;
        for (const QString& v : m_parser.values(name)) {
            for (const QString& part : v.split(u',', Qt::SkipEmptyParts))
                out << part.trimmed();
        }
        return out;
    }

    int cmdEstimate()
    {
        const Precision precision = precisionOption(Precision::BF16);
        const std::optional<double> mfu = mfuOption();
        double flops = 0;
        if (m_parser.isSet(u"flops"_s)) {
            if (m_parser.isSet(u"params"_s) || m_parser.isSet(u"tokens"_s))
                throw UsageError{tr("give either --flops or --params and --tokens, not both")};
            flops = countOption(u"flops"_s);
        } else {
            if (!m_parser.isSet(u"params"_s) || !m_parser.isSet(u"tokens"_s))
                throw UsageError{tr("estimate needs --params and --tokens (or --flops)")};
            flops = trainingFlops(countOption(u"params"_s), countOption(u"tokens"_s),
                                  m_parser.isSet(u"recompute"_s));
        }
        if (!m_parser.isSet(u"gpu"_s) && !m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate needs --gpu MODEL (or --instance ID)")};
        if (!m_parser.isSet(u"instance"_s) && (m_parser.isSet(u"pricing"_s) || m_parser.isSet(u"region"_s)))
            throw UsageError{tr("--pricing and --region price an --instance; give one")};
        std::optional<int> gpus;
        if (m_parser.isSet(u"gpus"_s))
            gpus = integerOption(u"gpus"_s, 1, int(estimation::MaxGpus));
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
        request.pricing = pricing;
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
            const QString value =
                it.key() == "flops" ? QString::number(it->get<double>(), 'g', 4) : jsonScalarToText(*it);
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

    // The scenario of `recommend`: the --scenario file, then the flags on top of it.
    Scenario scenarioFromOptions(const ExchangeRates& fx)
    {
        Scenario s;
        if (m_parser.isSet(u"scenario"_s)) {
            IssueList issues;
            const auto loaded = scenariojson::load(m_parser.value(u"scenario"_s), issues);
            reportIssues(issues);
            if (!loaded)
                throw BadInputError{};
            s = *loaded;
        } else if (!m_parser.isSet(u"workload"_s)) {
            throw UsageError{
                tr("recommend needs --workload (%1) or --scenario FILE").arg(workloadKeys().join(u", "_s))};
        }
        if (m_parser.isSet(u"workload"_s)) {
            const auto w = workloadFromKey(m_parser.value(u"workload"_s));
            if (!w)
                throw UsageError{tr("--workload: unknown workload \"%1\"; expected %2")
                                     .arg(m_parser.value(u"workload"_s), workloadKeys().join(u", "_s))};
            s.workload = *w;
        }
        const auto count = [&](const QString& name, std::optional<double>& into) {
            if (m_parser.isSet(name))
                into = countOption(name);
        };
        count(u"params"_s, s.params);
        count(u"tokens"_s, s.tokens);
        count(u"flops"_s, s.flops);
        count(u"qps"_s, s.qps);
        count(u"kv-bytes-per-token"_s, s.kvBytesPerToken);
        count(u"memory-gb"_s, s.memoryGb);
        count(u"reference-hours"_s, s.referenceHours);
        count(u"deadline-days"_s, s.deadlineDays);
        if (m_parser.isSet(u"recompute"_s))
            s.recompute = true;
        if (m_parser.isSet(u"precision"_s))
            s.precision = precisionOption(Precision::BF16);
        if (const auto mfu = mfuOption())
            s.mfu = mfu;
        if (m_parser.isSet(u"context"_s))
            s.contextTokens = integerOption(u"context"_s, 1, 10'000'000);
        if (m_parser.isSet(u"output-tokens"_s))
            s.outputTokens = integerOption(u"output-tokens"_s, 1, 1'000'000);
        if (m_parser.isSet(u"latency-ms"_s))
            s.latencyMs = numberOption(u"latency-ms"_s, 0.001, 600'000);
        if (m_parser.isSet(u"months"_s))
            s.serveMonths = integerOption(u"months"_s, 1, MaxMonths);
        if (m_parser.isSet(u"reference-gpu"_s))
            s.referenceGpu = m_parser.value(u"reference-gpu"_s);
        if (m_parser.isSet(u"currency"_s))
            s.currency = currencyOption(fx, s.currency);
        if (m_parser.isSet(u"budget"_s)) {
            const auto b = Money::parse(m_parser.value(u"budget"_s), s.currency);
            if (!b || b->isNegative() || b->isZero())
                throw UsageError{tr("--budget expects an amount above 0 in %1, got \"%2\"")
                                     .arg(s.currency, m_parser.value(u"budget"_s))};
            s.budget = *b;
        } else if (s.budget) {
            s.budget = Money(s.budget->micros(), s.currency);
        }
        if (m_parser.isSet(u"interruptible"_s)) {
            const QString v = m_parser.value(u"interruptible"_s).toLower();
            if (v != u"yes"_s && v != u"no"_s)
                throw UsageError{tr("--interruptible expects yes or no, got \"%1\"").arg(v)};
            s.interruptible = v == u"yes"_s;
        }
        if (m_parser.isSet(u"providers"_s))
            s.providers = listOption(u"providers"_s);
        if (m_parser.isSet(u"regions"_s))
            s.regions = listOption(u"regions"_s);
        if (m_parser.isSet(u"top"_s))
            s.top = integerOption(u"top"_s, 1, 100);
        if (m_parser.isSet(u"rank"_s)) {
            const auto r = rankByFromKey(m_parser.value(u"rank"_s));
            if (!r)
                throw UsageError{tr("--rank: unknown ranking \"%1\"; expected %2")
                                     .arg(m_parser.value(u"rank"_s), rankByKeys().join(u", "_s))};
            s.rankBy = *r;
        }
        if (m_parser.isSet(u"max-gpus"_s))
            s.maxGpus = integerOption(u"max-gpus"_s, 1, int(estimation::MaxGpus));
        if (m_parser.isSet(u"spot-overhead"_s))
            s.spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));
        if (m_parser.isSet(u"use-measured"_s))
            s.useMeasured = true;
        return s;
    }

    int cmdRecommend()
    {
        const ExchangeRates fx = exchangeRatesFromOptions();
        Scenario s;
        try {
            s = scenarioFromOptions(fx);
        } catch (const BadInputError&) {
            return BadInput;
        }
        Catalog catalog = loadCatalog();
        const auto result = recommend(catalog, s, fx);
        if (!result) {
            const Error& e = result.error();
            throw UsageError{e.path.isEmpty() ? e.message : e.path + u": "_s + e.message};
        }
        const Recommendations& r = result.value();
        const OutJson j = recommendationsToJson(r, s);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        if (m_format == Format::Csv) {
            std::vector<OutJson> rows(j["recommendations"].begin(), j["recommendations"].end());
            printCsv(rows.empty() ? QStringList{u"rank"_s} : scalarKeys(rows.front()), rows);
            return finish();
        }
        m_out << workloadLabel(s.workload) << tr(", ranked by ")
              << (i18n::current() == u"en"_s ? rankByKey(s.rankBy) : rankByLabel(s.rankBy))
              << tr(", amounts in ") << r.currency << "\n\n";
        if (r.ranked.isEmpty()) {
            m_out << tr("No configuration meets the constraints.\n");
            printWrapped(r.ruledOut);
        } else {
            printRecommendations(r.ranked);
            const auto alternative = [&](const QString& what, const std::optional<Recommendation>& a) {
                if (a)
                    m_out << what
                          << tr("%1 x %2 in %3, %4: %5 days, %6 %7")
                                 .arg(a->instanceId(), QString::number(a->instances), a->region,
                                      pricingName(a->pricing), formatDecimal(a->days(), 1),
                                      roundedToMinor(a->totalCost).toDecimalString(2, 2), r.currency)
                          << '\n';
            };
            m_out << '\n';
            alternative(tr("Cheapest: "), r.cheapest);
            alternative(tr("Fastest:  "), r.fastest);
            if (r.twoPhase) {
                m_out << tr("\nTrain, then serve:\n");
                printRecommendations({r.twoPhase->train, r.twoPhase->serve});
                m_out << tr("Both phases: ") << roundedToMinor(r.twoPhase->totalCost).toDecimalString(2, 2)
                      << ' ' << r.currency << '\n';
            }
        }
        m_out << tr("\nAssumptions:\n");
        for (const QString& a : r.assumptions)
            printWrapped(a);
        return finish();
    }

    void printRecommendations(const QList<Recommendation>& list)
    {
        TextTable t;
        t.headers = {tr("#"),   tr("Instance"), tr("Region"), tr("Count"), tr("GPUs"),
                     tr("GPU"), tr("Pricing"),  tr("Days"),   tr("Total")};
        t.rightAligned = {true, false, false, true, true, false, false, true, true};
        for (const Recommendation& x : list) {
            t.rows << QStringList{x.rank > 0 ? QString::number(x.rank) : x.phase,
                                  x.instanceId(),
                                  x.region,
                                  QString::number(x.instances),
                                  formatDecimal(x.gpus, 2),
                                  x.gpu ? x.gpu->model : QString(),
                                  pricingName(x.pricing),
                                  formatDecimal(x.days(), 1),
                                  roundedToMinor(x.totalCost).toDecimalString(2, 2)};
        }
        t.print(m_out);
        for (const Recommendation& x : list) {
            m_out << '\n'
                  << (x.rank > 0 ? QString::number(x.rank) : x.phase) << ". " << x.instanceId() << ":\n";
            for (const QString& reason : x.reasons)
                printWrapped(reason);
        }
    }

    // ---- chart ----
    int cmdChart()
    {
#ifndef GP_HAVE_CHARTS
        m_err << kProgram << tr(": chart: this build has no charts (built without the GUI libraries)\n");
        m_err.flush();
        return Failure;
#else
        static const QStringList kinds{u"perf-price"_s, u"value"_s, u"cost-over-time"_s, u"budget"_s};
        const QString kind = m_parser.value(u"kind"_s);
        if (!kinds.contains(kind))
            throw UsageError{tr("--kind: expected %1, got \"%2\"").arg(kinds.join(u", "_s), kind)};
        const QString output = m_parser.value(u"output"_s);
        if (output.isEmpty())
            throw UsageError{tr("chart needs -o FILE (.png, .svg or .pdf)")};
        const auto format = charts::formatFromFileName(output);
        if (!format)
            throw UsageError{tr("-o %1: the file name must end in .png, .svg or .pdf").arg(output)};
        const Precision precision = precisionOption(Precision::BF16);
        const PricingModel pricing = pricingOption(PricingModel::OnDemand);
        const ExchangeRates fx = exchangeRatesFromOptions();
        const QString currency = currencyOption(fx, u"USD"_s);

        std::unique_ptr<QChart> chart;
        if (kind == u"budget"_s || (kind == u"cost-over-time"_s && m_parser.isSet(u"plan"_s))) {
            if (!m_parser.isSet(u"plan"_s))
                throw UsageError{tr("chart --kind budget needs --plan FILE")};
            const std::optional<Plan> plan = loadPlanFile(m_parser.value(u"plan"_s));
            if (!plan)
                return BadInput;
            const PlanCost cost = plan->cost();
            reportIssues(cost.problems);
            if (kind == u"budget"_s) {
                const QString by = m_parser.isSet(u"by"_s) ? m_parser.value(u"by"_s) : u"phase"_s;
                if (by != u"phase"_s && by != u"provider"_s)
                    throw UsageError{tr("--by: expected phase or provider, got \"%1\"").arg(by)};
                chart =
                    charts::budgetChart(budgetStacks(*plan, cost, by == u"phase"_s), *plan, by == u"phase"_s);
            } else {
                CostSeries total{plan->name, false, {}, std::nullopt};
                for (const Money& m : cost.cumulative())
                    total.cumulative << roundedToMinor(m).toDouble();
                chart = charts::costOverTimeChart({total}, plan->currency, plan->name);
            }
        } else {
            Catalog catalog = loadCatalog();
            QList<const OfferRow*> rows;
            if (m_parser.isSet(u"instances"_s)) {
                for (const QString& id : m_parser.value(u"instances"_s).split(u',', Qt::SkipEmptyParts)) {
                    const InstanceType* inst = findInstance(catalog, id.trimmed());
                    for (const OfferRow& r : catalog.rows()) {
                        if (r.instance == inst && r.offer &&
                            (!m_parser.isSet(u"region"_s) ||
                             regionMatches(r.offer->region, m_parser.value(u"region"_s))))
                            rows << &r;
                    }
                }
            } else {
                for (const OfferRow& r : catalog.rows())
                    rows << &r;
            }
            if (kind == u"perf-price"_s) {
                chart = charts::perfPriceChart(
                    catalog,
                    perfPriceData(rows, pricing, precision, currency, fx, m_parser.isSet(u"use-measured"_s)),
                    m_parser.isSet(u"log"_s));
            } else if (kind == u"value"_s) {
                const int top = m_parser.isSet(u"top"_s) ? integerOption(u"top"_s, 1, 100) : 15;
                chart =
                    charts::valueChart(valueRanking(rows, ValueMetric::TflopsPerPriceHour, pricing, precision,
                                                    currency, fx, top, m_parser.isSet(u"use-measured"_s)),
                                       ValueMetric::TflopsPerPriceHour, currency, precision);
            } else {
                if (rows.isEmpty() || !m_parser.isSet(u"instances"_s))
                    throw UsageError{tr("chart --kind cost-over-time needs --instances ID (or --plan FILE)")};
                // The first instance's offer by the one rule (its offer in --region, else the cheapest).
                CostBasis basis;
                basis.currency = currency;
                basis.fx = fx;
                const Result<OfferChoice> choice =
                    chooseOffer(*rows.first()->instance, basis, m_parser.value(u"region"_s));
                if (!choice)
                    throw UsageError{choice.error().message};
                const OfferRow* row = rowOf(catalog, choice.value().offer);
                CostInputs in = CostInputs::forRow(*row, precision, basis);
                if (m_parser.isSet(u"months"_s))
                    in.months = integerOption(u"months"_s, 1, MaxMonths);
                if (m_parser.isSet(u"usage"_s))
                    in.usageCentiHours =
                        decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
                if (m_parser.isSet(u"count"_s))
                    in.count = integerOption(u"count"_s, 1, MaxCount);
                const Result<CostEstimate> e = estimateCost(in);
                if (!e)
                    throw UsageError{e.error().message};
                chart = charts::costOverTimeChart(costSeries(e.value()), currency,
                                                  row->instance->id() + tr(" in ") + row->region());
            }
        }
        charts::ExportOptions exportOptions;
        if (m_parser.isSet(u"dpi"_s))
            exportOptions.pixelRatio = integerOption(u"dpi"_s, 24, 1200) / 96.0;
        const Result<bool> written = charts::exportChart(*chart, output, *format, exportOptions);
        if (!written) {
            m_err << kProgram << ": " << written.error().toString() << '\n';
            m_err.flush();
            return Failure;
        }
        m_out << tr("Wrote ") << output << '\n';
        return finish();
#endif
    }

    // ---- report ----
    int cmdReport()
    {
#ifndef GP_HAVE_CHARTS
        m_err << kProgram << tr(": report: this build has no charts (built without the GUI libraries)\n");
        m_err.flush();
        return Failure;
#else
        const QString output = m_parser.value(u"output"_s);
        if (output.isEmpty() || !output.toLower().endsWith(u".pdf"_s))
            throw UsageError{tr("report needs -o FILE.pdf")};
        if (m_parser.isSet(u"plan"_s) == m_parser.isSet(u"instances"_s))
            throw UsageError{tr("report needs either --plan FILE or --instances ID,ID,...")};
        report::PageSetup setup;
        const QString page = m_parser.isSet(u"page"_s) ? m_parser.value(u"page"_s).toLower() : u"a4"_s;
        if (page != u"a4"_s && page != u"letter"_s)
            throw UsageError{tr("--page: expected a4 or letter, got \"%1\"").arg(page)};
        setup.size = QPageSize(page == u"a4"_s ? QPageSize::A4 : QPageSize::Letter);
        setup.orientation = m_parser.isSet(u"landscape"_s) ? QPageLayout::Landscape : QPageLayout::Portrait;
        report::ReportInput in;
        in.author = m_parser.value(u"author"_s);
        in.fx = exchangeRatesFromOptions();
        in.currency = currencyOption(in.fx, u"USD"_s);
        if (m_parser.isSet(u"months"_s))
            in.months = integerOption(u"months"_s, 1, MaxMonths);
        if (m_parser.isSet(u"usage"_s))
            in.usageCentiHours = decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        in.precision = precisionOption(Precision::BF16);
        Catalog catalog = loadCatalog();
        in.catalog = &catalog;
        if (m_parser.isSet(u"plan"_s)) {
            in.plan = loadPlanFile(m_parser.value(u"plan"_s));
            if (!in.plan)
                return BadInput;
            in.title = m_parser.isSet(u"title"_s) ? m_parser.value(u"title"_s) : in.plan->name;
        } else {
            const QStringList ids = m_parser.value(u"instances"_s).split(u',', Qt::SkipEmptyParts);
            if (ids.size() < 1 || ids.size() > 6)
                throw UsageError{tr("--instances: give 1 to 6 instance ids")};
            for (const QString& id : ids) {
                const InstanceType* inst = findInstance(catalog, id.trimmed());
                const Result<OfferChoice> choice = chooseOffer(*inst, in);
                if (!choice)
                    throw UsageError{choice.error().message};
                in.offers << rowOf(catalog, choice.value().offer);
            }
            in.title = m_parser.isSet(u"title"_s) ? m_parser.value(u"title"_s) : tr("GPU offers compared");
        }
        const Result<int> written = report::writePdf(in, setup, output);
        if (!written) {
            m_err << kProgram << ": " << written.error().toString() << '\n';
            m_err.flush();
            return Failure;
        }
        m_out << tr("Wrote %1 (%2 pages)").arg(output).arg(written.value()) << '\n';
        return finish();
#endif
    }

    // ---- fx ----
    int cmdFx()
    {
        const ExchangeRates fx = exchangeRatesFromOptions();
        if (m_format == Format::Json) {
            json rates = json::array();
            for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
                rates.push_back(json{
                    {"currency", it.key().toStdString()},
                    {"per_usd", fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals).toDouble()},
                    {"as_of",
                     it->asOf.isValid() ? json(it->asOf.toString(Qt::ISODate).toStdString()) : json(nullptr)},
                    {"source", it->source.toStdString()}});
            }
            printJson(json{{"base", ExchangeRates::Base.toStdString()},
                           {"user_file", ExchangeRates::userFilePath().toStdString()},
                           {"rates", rates}});
            return finish();
        }
        TextTable t;
        t.headers = {tr("Currency"), tr("Per USD"), tr("As of"), tr("Source")};
        t.rightAligned = {false, true, false, false};
        t.maxWidths = {0, 0, 0, 60};
        for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
            t.rows << QStringList{it.key(), fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals),
                                  it->asOf.toString(Qt::ISODate), it->source};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nUnits of each currency per US dollar. For one command: --fx CODE=RATE. Your own "
                    "rates, in\n"
                    "the shipped table's format (see docs/pricing.md):\n  ")
              << ExchangeRates::userFilePath() << '\n';
        return finish();
    }

    // ---- plan cost / validate ----
    std::optional<Plan> loadPlanFile(const QString& path)
    {
        IssueList issues;
        std::optional<Plan> plan = planio::load(path, issues);
        reportIssues(issues);
        return plan;
    }

    int cmdPlanAdd(const QString& path, const QString& id)
    {
        Plan plan;
        const bool exists = QFileInfo::exists(path);
        if (exists) {
            std::optional<Plan> loaded = loadPlanFile(path);
            if (!loaded)
                return BadInput;
            plan = std::move(*loaded);
            if (m_parser.isSet(u"currency"_s) && m_parser.value(u"currency"_s).toUpper() != plan.currency)
                throw UsageError{tr("the plan's currency is %1; --currency applies to a new plan only")
                                     .arg(plan.currency)};
            if (m_parser.isSet(u"name"_s))
                throw UsageError{tr("--name applies to a new plan only; this one is \"%1\"").arg(plan.name)};
            if (m_parser.isSet(u"fx"_s))
                throw UsageError{
                    tr("--fx applies to a new plan only; this one keeps the rates it was made with")};
        } else {
            plan.name =
                m_parser.isSet(u"name"_s) ? m_parser.value(u"name"_s) : QFileInfo(path).completeBaseName();
            plan.fx = exchangeRatesFromOptions();
            plan.currency = currencyOption(plan.fx, plan.currency);
        }
        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        const Result<OfferChoice> choice = chooseOffer(*inst, plan.costBasis(), m_parser.value(u"region"_s));
        if (!choice)
            throw UsageError{choice.error().message};
        planservice::ItemRequest request;
        request.pricing = pricingOption(PricingModel::OnDemand);
        if (m_parser.isSet(u"payment"_s)) {
            request.payment = paymentOptionFromKey(m_parser.value(u"payment"_s));
            if (!request.payment)
                throw UsageError{tr("--payment: unknown payment option \"%1\"; expected %2")
                                     .arg(m_parser.value(u"payment"_s), paymentOptionKeys().join(u", "_s))};
        }
        if (m_parser.isSet(u"count"_s))
            request.count = integerOption(u"count"_s, 1, MaxCount);
        if (m_parser.isSet(u"start"_s))
            request.startMonth = integerOption(u"start"_s, 1, MaxMonths);
        if (m_parser.isSet(u"months"_s))
            request.months = integerOption(u"months"_s, 1, MaxMonths);
        if (m_parser.isSet(u"usage"_s))
            request.usageCentiHours =
                decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        request.phase = m_parser.value(u"phase"_s);
        const Result<PlanItem> made = planservice::itemForOffer(
            OfferRow{inst, catalog.gpu(inst->gpuId), choice.value().offer}, request);
        if (!made)
            throw UsageError{made.error().message};
        const PlanItem& item = made.value();
        if (const Result<bool> added = planservice::add(plan, {item}); !added)
            throw UsageError{added.error().message};
        const PlanCost cost = plan.cost();
        const Result<bool> saved = planio::save(plan, path);
        if (!saved) {
            m_err << kProgram << ": " << saved.error().toString() << '\n';
            m_err.flush();
            return Failure;
        }
        const PlanItemCost& ic = cost.items.last();
        m_out << (exists ? tr("Added") : tr("Created the plan with")) << " #" << plan.items.size() << ": "
              << item.count << " x " << item.instanceId << tr(" in ") << item.region << ", "
              << ic.option->label() << tr(", months ") << item.startMonth << '-' << item.endMonth() << ": "
              << roundedToMinor(ic.total).toDecimalString(2, 2) << ' ' << cost.currency
              << tr("\nPlan total: ") << roundedToMinor(cost.total).toDecimalString(2, 2) << ' '
              << cost.currency << tr(" over ") << cost.months
              << (cost.months == 1 ? tr(" month\n") : tr(" months\n"));
        return finish();
    }

    int cmdPlanCost(const QString& path)
    {
        const std::optional<Plan> plan = loadPlanFile(path);
        if (!plan)
            return BadInput;
        const PlanCost cost = plan->cost();
        Catalog catalog = loadCatalog();
        const QList<PriceChange> changes = plan->priceChanges(catalog);
        reportIssues(cost.problems);
        if (m_format == Format::Json) {
            printJson(planCostToJson(*plan, cost, changes));
            return finish();
        }
        auto amount = [](const Money& m) { return roundedToMinor(m).toDecimalString(2, 2); };
        if (m_format == Format::Csv) {
            TextTable t;
            t.headers << u"month"_s;
            for (int i = 0; i < plan->items.size(); ++i) {
                const PlanItem& item = plan->items[i];
                t.headers << u"#%1 %2 %3%4"_s.arg(i + 1).arg(
                    item.instanceId, pricingModelKey(item.pricing),
                    item.phase.isEmpty() ? QString() : u" ("_s + item.phase + u')');
            }
            t.headers << u"total"_s << u"cumulative"_s;
            const QList<Money> cum = cost.cumulative();
            for (int m = 0; m < cost.months; ++m) {
                QStringList row{QString::number(m + 1)};
                for (const PlanItemCost& ic : cost.items)
                    row << amount(ic.perMonth[m]);
                row << amount(cost.perMonth[m]) << amount(cum[m]);
                t.rows << row;
            }
            t.printCsv(m_out);
            return finish();
        }
        m_out << plan->name << " - " << plan->items.size()
              << (plan->items.size() == 1 ? tr(" item, ") : tr(" items, ")) << cost.months
              << (cost.months == 1 ? tr(" month") : tr(" months")) << tr(", amounts in ") << cost.currency
              << '\n';
        for (const QString& q : cost.exchangeRatesUsed)
            m_out << tr("Converted at ") << q << '\n';
        m_out << '\n';
        TextTable items;
        items.headers = {tr("#"),       tr("Instance"), tr("Region"), tr("N"),
                         tr("Pricing"), tr("Months"),   tr("Phase"),  tr("Total")};
        items.rightAligned = {true, false, false, true, false, false, false, true};
        for (int i = 0; i < plan->items.size(); ++i) {
            const PlanItem& item = plan->items[i];
            const PlanItemCost& ic = cost.items[i];
            items.rows << QStringList{
                QString::number(i + 1),
                item.instanceId,
                item.region,
                QString::number(item.count),
                ic.option ? (i18n::current() == u"en"_s ? ic.option->key() : ic.option->label())
                          : pricingName(item.pricing),
                ic.option && ic.option->monthsBeyondHorizon > 0
                    ? tr("%1-%2, billed to %3")
                          .arg(item.startMonth)
                          .arg(item.endMonth())
                          .arg(item.endMonth() + ic.option->monthsBeyondHorizon)
                    : u"%1-%2"_s.arg(item.startMonth).arg(item.endMonth()),
                item.phase.isEmpty() ? u"-"_s : item.phase,
                ic.option ? amount(ic.total) : tr("not priced")};
        }
        items.print(m_out);

        m_out << '\n';
        TextTable months;
        months.headers = {tr("Month"), tr("Cost"), tr("Cumulative")};
        months.rightAligned = {true, true, true};
        const QList<Money> cum = cost.cumulative();
        for (int m = 0; m < cost.months; ++m) {
            QString mark;
            if (plan->budget.monthly && cost.perMonth[m].micros() > plan->budget.monthly->micros())
                mark = u" !"_s;
            months.rows << QStringList{QString::number(m + 1), amount(cost.perMonth[m]) + mark,
                                       amount(cum[m])};
        }
        months.print(m_out);

        auto totals = [&](const QString& title, const QList<PlanTotal>& list, const QString& emptyName) {
            m_out << '\n' << title << '\n';
            for (const PlanTotal& t : list)
                m_out << "  " << (t.key.isEmpty() ? emptyName : t.key).leftJustified(24) << ' '
                      << amount(t.total).rightJustified(16) << '\n';
        };
        totals(tr("Per phase:"), cost.perPhase, tr("(no phase)"));
        totals(tr("Per provider:"), cost.perProvider, QString());
        m_out << tr("\nTotal: ") << amount(cost.total) << ' ' << cost.currency << '\n';
        if (plan->budget.total) {
            m_out << tr("Budget: ") << amount(*plan->budget.total) << ' ' << cost.currency;
            if (cost.totalBudgetExceededInMonth)
                m_out << tr(" - OVER by ")
                      << amount(Money(cost.total.micros() - plan->budget.total->micros(), cost.currency))
                      << tr(", first passed in month ") << *cost.totalBudgetExceededInMonth << '\n';
            else
                m_out << tr(" - within, ")
                      << amount(Money(plan->budget.total->micros() - cost.total.micros(), cost.currency))
                      << tr(" left\n");
        }
        if (plan->budget.monthly) {
            m_out << tr("Monthly budget: ") << amount(*plan->budget.monthly) << ' ' << cost.currency;
            if (cost.monthlyBudgetExceededInMonth)
                m_out << tr(" - exceeded first in month ") << *cost.monthlyBudgetExceededInMonth
                      << tr(" (months marked !)\n");
            else
                m_out << tr(" - every month within\n");
        }
        if (!changes.isEmpty()) {
            m_out << tr(
                "\nThe catalog's prices differ from the ones stored in the plan (the plan keeps its own):\n");
            for (const PriceChange& c : changes)
                printWrapped(u"#%1 "_s.arg(c.item + 1) + c.description);
        }
        return finish();
    }

    int cmdPlanValidate(const QString& path)
    {
        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        if (plan)
            issues << plan->cost().problems;
        QList<PriceChange> changes;
        if (plan) {
            Catalog catalog = loadCatalog();
            changes = plan->priceChanges(catalog);
        }
        const int errors = countErrors(issues);
        if (m_format == Format::Json) {
            json errs = json::array();
            json warns = json::array();
            for (const Issue& i : issues) {
                json e{{"file", i.error.file.isEmpty() ? path.toStdString() : i.error.file.toStdString()},
                       {"line", i.error.line ? json(i.error.line) : json(nullptr)},
                       {"column", i.error.column ? json(i.error.column) : json(nullptr)},
                       {"path", i.error.path.isEmpty() ? json(nullptr) : json(i.error.path.toStdString())},
                       {"message", i.error.message.toStdString()}};
                (i.severity == Issue::Severity::Error ? errs : warns).push_back(e);
            }
            json ch = json::array();
            for (const PriceChange& c : changes)
                ch.push_back(json{{"item", c.item + 1}, {"change", c.description.toStdString()}});
            printJson(json{{"path", path.toStdString()},
                           {"valid", errors == 0},
                           {"items", plan ? json(plan->items.size()) : json(nullptr)},
                           {"errors", errs},
                           {"warnings", warns},
                           {"price_changes", ch}});
        } else {
            for (Issue i : issues) {
                if (i.error.file.isEmpty())
                    i.error.file = path;
                m_err << kProgram << ": " << i.toString() << '\n';
            }
            m_err.flush();
            m_out << path << ": " << (errors == 0 ? tr("OK") : tr("INVALID"));
            if (plan)
                m_out << " - " << plan->items.size()
                      << (plan->items.size() == 1 ? tr(" item") : tr(" items"));
            m_out << "; " << errors << (errors == 1 ? tr(" error, ") : tr(" errors, "))
                  << countWarnings(issues)
                  << (countWarnings(issues) == 1 ? tr(" warning\n") : tr(" warnings\n"));
            for (const PriceChange& c : changes)
                printWrapped(tr("price change: #%1 ").arg(c.item + 1) + c.description);
        }
        m_out.flush();
        return errors == 0 ? Success : BadInput;
    }

    // ---- catalog validate / info ----
    int cmdValidate(const QString& path)
    {
        const ValidationReport report = Catalog::validate(path, !m_parser.isSet(u"no-builtin"_s));
        const int errors = countErrors(report.issues);
        const int warnings = countWarnings(report.issues);
        if (m_format == Format::Json) {
            json errs = json::array();
            json warns = json::array();
            for (const Issue& i : report.issues) {
                json e{{"file", i.error.file.toStdString()},
                       {"line", i.error.line ? json(i.error.line) : json(nullptr)},
                       {"column", i.error.column ? json(i.error.column) : json(nullptr)},
                       {"path", i.error.path.isEmpty() ? json(nullptr) : json(i.error.path.toStdString())},
                       {"message", i.error.message.toStdString()}};
                (i.severity == Issue::Severity::Error ? errs : warns).push_back(e);
            }
            printJson(json{{"path", path.toStdString()},
                           {"valid", report.valid()},
                           {"files", report.files},
                           {"gpus", report.gpus},
                           {"instances", report.instances},
                           {"offers", report.offers},
                           {"errors", errs},
                           {"warnings", warns}});
        } else {
            reportIssues(report.issues);
            m_out << path << ": " << (report.valid() ? tr("OK") : tr("INVALID")) << " - " << report.files
                  << (report.files == 1 ? tr(" file, ") : tr(" files, ")) << report.gpus << tr(" GPUs, ")
                  << report.instances << tr(" instance types, ") << report.offers << tr(" offers; ") << errors
                  << (errors == 1 ? tr(" error, ") : tr(" errors, ")) << warnings
                  << (warnings == 1 ? tr(" warning\n") : tr(" warnings\n"));
        }
        m_out.flush();
        return report.valid() ? Success : BadInput;
    }

    // ---- catalog import, list-sources, remove ----
    int cmdImport(const QString& path)
    {
        std::optional<ImportFormat> format;
        if (!m_importFormatText.isEmpty()) {
            format = importFormatFromKey(m_importFormatText);
            if (!format)
                throw UsageError{tr("--format: unknown import format \"%1\"; expected %2")
                                     .arg(m_importFormatText, importFormatKeys().join(u", "_s))};
        }
        ImportOptions options;
        if (m_parser.isSet(u"as-of"_s)) {
            options.asOf = QDate::fromString(m_parser.value(u"as-of"_s), Qt::ISODate);
            if (!options.asOf.isValid())
                throw UsageError{tr("--as-of expects a date such as 2026-11-01, got \"%1\"")
                                     .arg(m_parser.value(u"as-of"_s))};
        }
        const QStringList providers = listOption(u"provider"_s);
        if (providers.size() > 1)
            throw UsageError{tr("catalog import takes one --provider")};
        IssueList readIssues;
        const auto read = readInputFile(path, MaxImportBytes, u"imports"_s, readIssues);
        if (!read)
            throw UsageError{readIssues.first().toString()};
        const QByteArray& data = *read;
        if (!format) {
            format = detectImportFormat(path, data);
            if (!format)
                throw UsageError{tr("%1: cannot tell the format; give --format %2")
                                     .arg(path, importFormatKeys().join(u"|"_s))};
        }
        options.provider = providers.value(0);
        if (options.provider.isEmpty() && *format == ImportFormat::SkyPilot)
            options.provider = providerFromPath(path);
        options.fileDate = QFileInfo(path).lastModified().date();
        options.displayPath = path;

        CatalogLoadOptions builtinOnly;
        builtinOnly.userFolder = false;
        IssueList ignored;
        const Catalog builtin = Catalog::load(builtinOnly, ignored);
        const auto result = importCatalog(data, *format, options, builtin.gpus());
        if (!result) {
            m_err << kProgram << ": " << result.error().toString() << '\n';
            m_err.flush();
            return BadInput;
        }
        const ImportReport& report = result.value().report;
        m_err << report.toText();
        m_err.flush();
        if (report.nothingImported()) {
            m_err << kProgram << ": " << path << tr(": nothing could be imported\n");
            m_err.flush();
            return BadInput;
        }
        const Result<QString> saved = ImportedCatalogStore().save(
            result.value(), m_parser.isSet(u"output"_s) ? m_parser.value(u"output"_s) : QString());
        if (!saved) {
            m_err << kProgram << ": " << saved.error().toString() << '\n';
            m_err.flush();
            return Failure;
        }
        const QString& target = saved.value();
        m_out << tr("Imported ") << report.offersImported << tr(" offers (") << report.instancesImported
              << tr(" instance types) into ") << target << '\n';
        return finish();
    }

    // Every catalog file in use, with its sources, their dates and the counts; imports marked.
    int cmdListSources()
    {
        Catalog catalog = loadCatalog();
        json files = json::array();
        TextTable t;
        t.headers = {tr("File"),   tr("Kind"),  tr("Provider"), tr("Instances"),
                     tr("Offers"), tr("As of"), tr("Sources")};
        t.rightAligned = {false, false, false, true, true, false, true};
        const auto date = [](const QDate& d) {
            return d.isValid() ? json(d.toString(Qt::ISODate).toStdString()) : json(nullptr);
        };
        for (const CatalogFileSummary& s :
             catalogFileSummaries(catalog.files(), Catalog::userCatalogFolder())) {
            json sources = json::array();
            for (const Source& src : s.sources)
                sources.push_back(sourceToJson(src));
            json entry{{"file", s.file.toStdString()},
                       {"kind", s.kind.toStdString()},
                       {"provider", s.provider.isEmpty() ? json(nullptr) : json(s.provider.toStdString())},
                       {"gpus", s.gpus},
                       {"instances", s.instances},
                       {"offers", s.offers},
                       {"oldest_as_of", date(s.oldestAsOf)},
                       {"newest_as_of", date(s.newestAsOf)},
                       {"sources", sources},
                       {"import", nullptr}};
            if (s.import) {
                entry["import"] = json{{"format", importFormatKey(s.import->format).toStdString()},
                                       {"source_file", s.import->sourceFile.toStdString()},
                                       {"as_of", s.import->asOf.toString(Qt::ISODate).toStdString()},
                                       {"imported_at", s.import->importedAt.toStdString()}};
            }
            files.push_back(entry);
            const QString asOf =
                s.oldestAsOf == s.newestAsOf
                    ? s.oldestAsOf.toString(Qt::ISODate)
                    : s.oldestAsOf.toString(Qt::ISODate) + tr(" to ") + s.newestAsOf.toString(Qt::ISODate);
            t.rows << QStringList{s.file,
                                  s.kind,
                                  s.provider.isEmpty() ? u"-"_s : s.provider,
                                  QString::number(s.instances),
                                  QString::number(s.offers),
                                  asOf,
                                  QString::number(s.sources.size())};
        }
        if (m_format == Format::Json) {
            printJson(
                json{{"user_catalog_folder", Catalog::userCatalogFolder().toStdString()}, {"files", files}});
            return finish();
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nUser catalog folder: ") << Catalog::userCatalogFolder()
              << tr("\nRemove an imported catalog with: ") << kProgram << tr(" catalog remove FILE\n");
        return finish();
    }

    int cmdRemove(const QString& what)
    {
        const Result<QStringList> removed = ImportedCatalogStore().remove(what);
        if (!removed) {
            if (removed.error().code == ErrorCode::NotFound)
                throw UsageError{removed.error().message};
            m_err << kProgram << ": " << removed.error().toString() << '\n';
            m_err.flush();
            return Failure;
        }
        for (const QString& r : removed.value())
            m_out << tr("Removed ") << r << '\n';
        return finish();
    }

    // ---- measurements ----
    static json measurementToJson(const MeasurementFile& m, const Catalog& catalog)
    {
        json j;
        j["file"] = m.file.toStdString();
        j["measured_at"] = m.measuredAt.toString(Qt::ISODate).toStdString();
        j["host"] = m.host.toStdString();
        j["label"] = m.label.isEmpty() ? json(nullptr) : json(m.label.toStdString());
        j["driver_version"] = m.driverVersion.isEmpty() ? json(nullptr) : json(m.driverVersion.toStdString());
        j["probe_version"] = m.probeVersion.toStdString();
        json gpus = json::array();
        for (const MeasuredDevice& d : m.devices) {
            const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : catalog.gpu(d.gpuId);
            json g;
            g["index"] = d.index;
            g["name"] = d.name.toStdString();
            g["gpu_id"] = gpu ? json(gpu->id.toStdString()) : json(nullptr);
            json results = json::object();
            for (int q = 0; q < MeasuredQuantityCount; ++q) {
                const auto quantity = MeasuredQuantity(q);
                const auto v = d.value(quantity);
                if (!v)
                    continue;
                const auto pct = gpu ? percentOfDatasheet(*gpu, quantity, d) : std::nullopt;
                results[measuredQuantityKey(quantity).toStdString()] =
                    json{{"value", *v},
                         {"unit", measuredQuantityUnit(quantity).toStdString()},
                         {"percent_of_datasheet", pct ? json(std::round(*pct * 10) / 10) : json(nullptr)}};
            }
            g["results"] = results;
            gpus.push_back(g);
        }
        j["gpus"] = gpus;
        return j;
    }

    void printMeasurement(const MeasurementFile& m, const Catalog& catalog)
    {
        m_out << tr("Measured ") << m.measuredAt.toString(u"yyyy-MM-dd HH:mm"_s) << tr(" UTC on ") << m.host
              << (m.label.isEmpty() ? QString() : u" (%1)"_s.arg(m.label))
              << (m.driverVersion.isEmpty() ? QString() : tr(", driver ") + m.driverVersion)
              << tr(", gpu-probe ") << m.probeVersion << '\n';
        for (const MeasuredDevice& d : m.devices) {
            const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : catalog.gpu(d.gpuId);
            m_out << tr("\nGPU ") << d.index << ": " << d.name << " -> "
                  << (gpu ? gpu->model : tr("not a model in the catalog")) << '\n';
            TextTable t;
            t.headers = {tr("Measurement"), tr("Measured"), tr("Datasheet"), tr("Reached")};
            t.rightAligned = {false, true, true, true};
            for (int q = 0; q < MeasuredQuantityCount; ++q) {
                const auto quantity = MeasuredQuantity(q);
                const auto v = d.value(quantity);
                if (!v)
                    continue;
                const QString unit = measuredQuantityUnit(quantity);
                const auto sheet = gpu ? datasheetFigure(*gpu, quantity) : std::nullopt;
                const auto pct = gpu ? percentOfDatasheet(*gpu, quantity, d) : std::nullopt;
                t.rows << QStringList{measuredQuantityKey(quantity), num(v, 1) + u' ' + unit,
                                      sheet ? num(sheet, 1) + u' ' + unit : u"-"_s,
                                      pct ? num(pct, 1) + u" %"_s : u"-"_s};
            }
            t.print(m_out);
        }
    }

    int cmdMeasurementsImport(const QString& path)
    {
        Catalog catalog = loadCatalog();
        IssueList issues;
        MeasurementFile m;
        const auto stored = MeasurementStore::importFile(path, catalog, issues, &m);
        reportIssues(issues);
        if (!stored) {
            // Anything wrong with the given file is bad input; failing to store it is not.
            const bool bad = std::any_of(issues.cbegin(), issues.cend(), [&](const Issue& i) {
                return i.severity == Issue::Severity::Error && i.error.file == path;
            });
            return bad ? BadInput : Failure;
        }
        if (m_format == Format::Json) {
            json j = measurementToJson(m, catalog);
            j["stored"] = stored->toStdString();
            printJson(j);
        } else {
            m_out << tr("Stored ") << *stored << '\n';
            printMeasurement(m, catalog);
        }
        return finish();
    }

    int cmdMeasurementsList()
    {
        Catalog catalog = loadCatalog();
        IssueList issues;
        const QList<MeasurementFile> files = MeasurementStore::loadAll(issues);
        reportIssues(issues);
        if (m_format == Format::Json) {
            json all = json::array();
            for (const MeasurementFile& m : files)
                all.push_back(measurementToJson(m, catalog));
            printJson(all);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Name"),    tr("GPU"),  tr("Devices"), tr("Measured (UTC)"),
                     tr("Machine"), tr("GB/s"), tr("BF16")};
        t.rightAligned = {false, false, true, false, false, true, true};
        for (const MeasurementFile& m : files) {
            const QMap<QString, GpuMeasurement> byGpu = summarizeMeasurements({m});
            for (auto it = byGpu.cbegin(); it != byGpu.cend(); ++it) {
                const Gpu* gpu = catalog.gpu(it.key());
                t.rows << QStringList{QFileInfo(m.file).fileName(),
                                      gpu ? gpu->model : it.key(),
                                      QString::number(it->devices),
                                      m.measuredAt.toString(u"yyyy-MM-dd HH:mm"_s),
                                      m.label.isEmpty() ? m.host : m.label,
                                      num(it->memoryBandwidthGbs, 0),
                                      num(it->tflops[std::size_t(Precision::BF16)], 0)};
            }
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        if (t.rows.isEmpty())
            m_out << tr("No measurements stored in ") << MeasurementStore::folder()
                  << tr(".\nRun tools/gpu-probe on a GPU machine, then: gpu-planner-cli measurements import "
                        "FILE\n");
        else
            t.print(m_out);
        return finish();
    }

    int cmdMeasurementsRemove(const QString& name)
    {
        if (const auto error = MeasurementStore::remove(name)) {
            if (error->code == ErrorCode::NotFound)
                throw UsageError{error->message};
            m_err << kProgram << ": " << error->toString() << '\n';
            m_err.flush();
            return Failure;
        }
        m_out << tr("Removed ") << name << '\n';
        return finish();
    }

    int cmdInfo()
    {
        Catalog catalog = loadCatalog();
        const QList<ProviderSummary> providers = catalog.providerSummaries();
        const QString newest = catalog.newestPriceDate().toString(Qt::ISODate);
        const QString oldest = catalog.oldestPriceDate().toString(Qt::ISODate);
        if (m_format == Format::Json) {
            json list = json::array();
            for (const ProviderSummary& p : providers) {
                list.push_back(json{{"id", p.provider.id.toStdString()},
                                    {"name", p.provider.name.toStdString()},
                                    {"currency", p.provider.currency.toStdString()},
                                    {"instances", p.instances},
                                    {"offers", p.offers}});
            }
            json sources = json::array();
            for (const Source& s : catalog.sources())
                sources.push_back(sourceToJson(s));
            json files = json::array();
            for (const QString& f : catalog.files())
                files.push_back(f.toStdString());
            printJson(
                json{{"files", files},
                     {"user_catalog_folder", Catalog::userCatalogFolder().toStdString()},
                     {"gpus", qsizetype(catalog.gpus().size())},
                     {"instances", qsizetype(catalog.instances().size())},
                     {"offers", catalog.offerCount()},
                     {"providers", list},
                     {"newest_price_date", newest.isEmpty() ? json(nullptr) : json(newest.toStdString())},
                     {"oldest_price_date", oldest.isEmpty() ? json(nullptr) : json(oldest.toStdString())},
                     {"sources", sources}});
            return finish();
        }
        TextTable t;
        t.headers = {tr("Provider"), tr("Name"), tr("Currency"), tr("Instances"), tr("Offers")};
        t.rightAligned = {false, false, false, true, true};
        for (const ProviderSummary& p : providers) {
            t.rows << QStringList{p.provider.id, p.provider.name, p.provider.currency,
                                  QString::number(p.instances), QString::number(p.offers)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        m_out << tr("Files:\n");
        for (const QString& f : catalog.files())
            m_out << "  " << f << '\n';
        m_out << tr("User catalog folder: ") << Catalog::userCatalogFolder() << "\n\n";
        t.print(m_out);
        m_out << '\n'
              << catalog.gpus().size() << tr(" GPU models, ") << catalog.instances().size()
              << tr(" instance types, ") << catalog.offerCount() << tr(" offers, ")
              << catalog.sources().size() << tr(" sources\n") << tr("Prices as of ")
              << (oldest.isEmpty() ? u"-"_s : oldest) << tr(" to ") << (newest.isEmpty() ? u"-"_s : newest)
              << '\n';
        return finish();
    }

    QTextStream& m_out;
    QTextStream& m_err;
    QCommandLineParser m_parser;
    Format m_format = Format::Table;
    QString m_importFormatText; // catalog import --format
    bool m_hadInputErrors = false;
};

} // namespace

int run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    try {
        Cli cli(out, err);
        return cli.run(arguments);
    } catch (const std::exception& e) {
        err << kProgram << QCoreApplication::translate("Cli", ": internal error: ") << e.what() << '\n';
    } catch (...) {
        err << kProgram << QCoreApplication::translate("Cli", ": internal error\n");
    }
    err.flush();
    return Failure;
}

} // namespace gp::cli
