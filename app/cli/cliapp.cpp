#include "cliapp.h"

#include "texttable.h"

#include "command.h"
#include "i18n.h"
#include "logging.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QStringDecoder>

#include <exception>
#include <utility>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class Dispatcher
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    static void setUpParser(QCommandLineParser& m_parser)
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
            {u"no-cache"_s, tr("Parse every catalog file; neither read nor write compiled catalogs.")},
            {u"verbose"_s, tr("Log details to stderr.")},
            {u"provider"_s,
             tr("list, catalog update: only these providers (repeatable, or comma-separated); catalog "
                "import: the provider "
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
            {u"fields"_s,
             tr("list: only these JSON keys, in this order (--format json or csv; repeatable, or "
                "comma-separated)."),
             u"KEYS"_s},
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
            {u"sources"_s,
             tr("catalog update: the list of price files to download (default: the user's "
                "price-sources.json, else the built-in list)."),
             u"FILE"_s},
            {u"timeout"_s,
             tr("catalog update: give up on a download that receives nothing for this long "
                "(default 30)."),
             u"SECONDS"_s},
            {u"max-size"_s, tr("catalog update: the largest file accepted, in MiB (default 64)."), u"MIB"_s},
            {u"list"_s, tr("catalog update: print the price sources and download nothing.")},
            {u"lang"_s,
             tr("Language of the help, tables and messages: en or zh_CN (default: LC_ALL, LC_MESSAGES or "
                "LANG)."),
             u"LANG"_s},
            {u"use-measured"_s, tr("estimate, recommend, chart: measured throughput and bandwidth "
                                   "(measurements import) instead of the datasheet where a GPU has them.")},
        });
        QStringList synopses;
        for (const CommandSpec& c : commandTable())
            synopses << c.synopsis;
        m_parser.addPositionalArgument(u"command"_s, synopses.join(u" | "_s));
    }

    // The options, then one line per command of the table with its summary.
    static QString helpText(const QCommandLineParser& parser)
    {
        QString text = parser.helpText() + u'\n' + tr("Commands:") + u'\n';
        for (const CommandSpec& c : commandTable()) {
            const QStringList lines = tr(c.summary).split(u'\n');
            text += u"  "_s + c.synopsis.leftJustified(24) + u"  "_s + lines.first() + u'\n';
            for (qsizetype i = 1; i < lines.size(); ++i)
                text += QString(28, u' ') + lines[i] + u'\n';
        }
        return text + u'\n' + tr("Exit codes: 0 success, 2 bad input or usage, 1 anything else.") + u'\n';
    }

    // A command-specific option given to a command that does not take it: which commands take it.
    static std::optional<QString> misplacedOption(const QCommandLineParser& parser,
                                                  const CommandSpec& command)
    {
        QStringList seen; // each command option once, in table order (isSet knows aliases such as -o)
        for (const CommandSpec& c : commandTable()) {
            for (const QString& o : c.options) {
                if (!seen.contains(o))
                    seen << o;
            }
        }
        for (const QString& o : seen) {
            if (!parser.isSet(o) || command.options.contains(o))
                continue;
            QStringList takers;
            for (const CommandSpec& c : commandTable()) {
                if (c.options.contains(o))
                    takers << c.name();
            }
            const QString who = takers.size() == 1 ? takers.first()
                                                   : takers.mid(0, takers.size() - 1).join(u", "_s) +
                                                         tr(" and ") + takers.last();
            return tr("option --%1 applies to %2 only").arg(o, who);
        }
        return std::nullopt;
    }

    // The command the positional arguments name, or a usage message.
    static const CommandSpec* find(const QStringList& pos, QString& error)
    {
        const QString& word = pos.first();
        bool group = false;
        for (const CommandSpec& c : commandTable()) {
            if (c.words.first() != word)
                continue;
            if (c.words.size() == 1)
                return &c;
            group = true;
            if (pos.size() >= 2 && pos[1] == c.words[1])
                return &c;
        }
        if (!group) {
            error = tr("unknown command \"%1\"; expected gpus, list, show, compare, cost, estimate, "
                       "recommend, chart, report, fx, plan, catalog or measurements")
                        .arg(word);
            return nullptr;
        }
        QStringList subcommands;
        for (const CommandSpec& c : commandTable()) {
            if (c.words.first() == word)
                subcommands << c.words[1];
        }
        const QString expected =
            subcommands.mid(0, subcommands.size() - 1).join(u", "_s) + tr(" or ") + subcommands.last();
        if (pos.size() < 2) {
            QStringList forms;
            for (const CommandSpec& c : commandTable()) {
                if (c.words.first() == word)
                    forms << c.synopsis.mid(word.size() + 1);
            }
            error = tr("%1 needs a subcommand: %2")
                        .arg(word, forms.mid(0, forms.size() - 1).join(u", "_s) + tr(" or ") + forms.last());
        } else {
            error = tr("unknown %1 subcommand \"%2\"; expected %3").arg(word, pos[1], expected);
        }
        return nullptr;
    }

    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err, Format& format)
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
        CliState state{{}, out, err, Format::Table, {}};
        QCommandLineParser& parser = state.parser;
        setUpParser(parser);
        if (!knownLanguage)
            return reportUsage(err,
                               tr("--lang: unknown language \"%1\"; expected en or zh_CN").arg(language));
        QStringList args = arguments;
        args.prepend(kProgram);
        if (!parser.parse(args))
            return reportUsage(err, parser.errorText());
        if (parser.isSet(u"help"_s)) {
            out << helpText(parser);
            return Success;
        }
        if (parser.isSet(u"version"_s)) {
            out << kProgram << ' ' << QStringLiteral(GP_VERSION) << '\n';
            return Success;
        }
        log::init(log::Options{parser.isSet(u"verbose"_s), parser.isSet(u"verbose"_s), true, true});

        const QStringList pos = parser.positionalArguments();
        QString formatText = parser.value(u"format"_s).toLower();
        if (pos.size() >= 2 && pos[0] == u"catalog"_s && pos[1] == u"import"_s) {
            // `catalog import --format` names the file's format, not the output's.
            if (parser.isSet(u"format"_s))
                state.importFormatText = formatText;
            formatText = u"table"_s;
        }
        if (formatText == u"table"_s)
            state.format = Format::Table;
        else if (formatText == u"json"_s)
            state.format = Format::Json;
        else if (formatText == u"csv"_s)
            state.format = Format::Csv;
        else
            return reportUsage(err, tr("unknown format \"%1\"; expected table, json or csv").arg(formatText));

        if (pos.isEmpty())
            return reportUsage(err, tr("no command given; try gpus, list, show, compare, cost, estimate, "
                                       "recommend, chart, report, fx, plan, catalog or measurements"));
        QString error;
        const CommandSpec* command = find(pos, error);
        if (!command)
            return reportUsage(err, error);
        if (const auto misplaced = misplacedOption(parser, *command))
            return reportUsage(err, *misplaced);
        const QStringList rest = pos.mid(command->words.size());
        if (rest.size() < command->minArgs || rest.size() > command->maxArgs) {
            if (rest.size() > command->maxArgs && command->maxArgs == 0)
                return reportUsage(err, tr("unexpected argument \"%1\"").arg(rest.first()));
            return reportUsage(err,
                               command->argsHint ? tr(command->argsHint) : tr("wrong number of arguments"));
        }
        format = state.format;
        return command->make(state)->execute(rest);
    }
};

// Where a command's output goes. Table text for the terminal is held and shown at the end through
// terminalSafeLines(); once the command has chosen JSON or CSV (read by programs; JSON escapes control
// characters itself), what it writes goes straight to `out`, so `list --format json` on a large catalog
// streams rather than holding the whole text.
class OutputSink : public QIODevice
{
public:
    OutputSink(const Format& format, QTextStream& out) : m_format(format), m_out(out)
    {
        open(QIODevice::WriteOnly);
    }
    QString held() { return std::exchange(m_held, QString()); }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        if (m_format == Format::Table) {
            // Stateful: a character split between two writes is decoded whole.
            m_held += m_decoder.decode(QByteArrayView(data, size));
            return size;
        }
        if (!m_held.isEmpty())
            m_out << held();
        m_out.flush();
        // The bytes are UTF-8 already (the commands' QTextStream or a JSON writer made them): passed on.
        if (QIODevice* device = m_out.device())
            device->write(data, size);
        else
            m_out << m_decoder.decode(QByteArrayView(data, size));
        return size;
    }

private:
    const Format& m_format;
    QTextStream& m_out;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
    QString m_held;
};

} // namespace

int run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    // Everything for the terminal is collected and shown through terminalSafeLines(): plan and catalog text
    // can hold escape sequences, NULs and direction overrides, and no command has to remember it. JSON and
    // CSV output go out as they are, as they are written (OutputSink).
    QString messages;
    QTextStream messagesOut(&messages);
    Format format = Format::Table;
    OutputSink sink(format, out);
    QTextStream textOut(&sink);
    textOut.setEncoding(QStringConverter::Utf8);
    int code = Failure;
    try {
        code = Dispatcher::run(arguments, textOut, messagesOut, format);
    } catch (const std::bad_alloc&) {
        messagesOut << kProgram
                    << QCoreApplication::translate("Cli", ": out of memory; the input is larger than this "
                                                          "computer can hold (limits: docs/limits.md)\n");
    } catch (const std::exception& e) {
        messagesOut << kProgram << QCoreApplication::translate("Cli", ": internal error: ") << e.what()
                    << '\n';
    } catch (...) {
        messagesOut << kProgram << QCoreApplication::translate("Cli", ": internal error\n");
    }
    textOut.flush();
    messagesOut.flush();
    err << terminalSafeLines(messages);
    err.flush();
    const QString text = sink.held();
    out << (format == Format::Table ? terminalSafeLines(text) : text);
    out.flush();
    return code;
}

} // namespace gp::cli
