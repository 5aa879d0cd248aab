#include "cliapp.h"

#include "about.h"

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

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace gp::cli {

namespace {

class Dispatcher
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    // `references`: each option's help followed by the commands that take it and their notes, for the
    // global --help only (every run parses; few print the help).
    static void setUpParser(QCommandLineParser& m_parser, bool references = false)
    {
        m_parser.setApplicationDescription(
            tr("GPU Planner command line: browse, filter and compare GPU cloud instances."));
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        for (const OptionSpec& o : optionTable()) {
            QCommandLineOption option = o.option;
            const QStringList reference = references ? optionReferenceLines(o) : QStringList();
            if (!reference.isEmpty())
                option.setDescription(option.description() + u'\n' + reference.join(u'\n'));
            m_parser.addOption(option);
        }
        QStringList synopses;
        for (const CommandSpec& c : commandTable())
            synopses << c.synopsis;
        m_parser.addPositionalArgument(u"command"_s, synopses.join(u" | "_s));
    }

    // The options, then one line per command of the table with its summary.
    static QString helpText()
    {
        QCommandLineParser parser;
        setUpParser(parser, true);
        QString text = parser.helpText() + u'\n' + tr("Commands:") + u'\n';
        for (const CommandSpec& c : commandTable()) {
            const QStringList lines = tr(c.summary).split(u'\n');
            text += u"  "_s + c.synopsis.leftJustified(24) + u"  "_s + lines.first() + u'\n';
            for (qsizetype i = 1; i < lines.size(); ++i)
                text += QString(28, u' ') + lines[i] + u'\n';
        }
        return text + u'\n' + tr("Exit codes: 0 success, 2 bad input or usage, 1 anything else.") + u'\n';
    }

    // `COMMAND --help`: the command's synopsis and summary, then its own options and the global ones, each
    // with the command's note on it or its help from the option table.
    static QString commandHelpText(const CommandSpec& command)
    {
        const QList<OptionSpec> table = optionTable();
        const auto optionLines = [&](const QStringList& names) {
            QStringList heads;
            QStringList helps;
            for (const QString& name : names) {
                for (const OptionSpec& o : table) {
                    if (o.option.names().constLast() != name)
                        continue;
                    QStringList typed;
                    for (const QString& n : o.option.names())
                        typed << (n.size() == 1 ? u"-"_s : u"--"_s) + n;
                    QString head = typed.join(u", "_s);
                    if (!o.option.valueName().isEmpty())
                        head += u" <"_s + o.option.valueName() + u'>';
                    heads << head;
                    helps << optionHelp(command, o);
                }
            }
            qsizetype width = 0;
            for (const QString& h : heads)
                width = std::max(width, h.size());
            width = std::min<qsizetype>(width, 30);
            QString text;
            for (qsizetype i = 0; i < heads.size(); ++i) {
                const bool fits = heads[i].size() <= width;
                text += u"  "_s + (fits ? heads[i].leftJustified(width) : heads[i]) + u"  "_s;
                if (!fits)
                    text += u'\n' + QString(width + 4, u' ');
                text += helps[i].split(u'\n').join(u'\n' + QString(width + 4, u' ')) + u'\n';
            }
            return text;
        };
        QString text = tr("Usage: %1 %2").arg(kProgram, command.synopsis) + u"\n\n"_s;
        for (const QString& line : tr(command.summary).split(u'\n'))
            text += line + u'\n';
        if (!command.options.isEmpty())
            text += u'\n' + tr("Options:") + u'\n' + optionLines(command.options);
        text += u'\n' + tr("Options of every command:") + u'\n' + optionLines(globalOptions());
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
                       "recommend, models, storage-prices, egress-prices, chart, report, fx, plan, catalog "
                       "or measurements")
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
            // `COMMAND --help` is that command's help; `--help` alone, or after no known command, the whole.
            QString ignored;
            const QStringList named = parser.positionalArguments();
            const CommandSpec* command = named.isEmpty() ? nullptr : find(named, ignored);
            out << (command ? commandHelpText(*command) : helpText());
            return Success;
        }
        if (parser.isSet(u"version"_s)) {
            out << about::versionText(kProgram);
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
                                       "recommend, models, storage-prices, egress-prices, chart, report, fx, "
                                       "plan, catalog or measurements"));
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

namespace {
constexpr std::size_t EmergencyReserveBytes = 1 << 20;

// Writes bytes to stderr without allocating (C's stderr is unbuffered).
void writeToStderr(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}
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
    // Out of memory is told without allocating: the message is made now, and a reserve is given back to
    // the allocator before anything else runs on that path.
    const QByteArray outOfMemory =
        (kProgram + QCoreApplication::translate("Cli", ": out of memory; the input is larger than this "
                                                       "computer can hold (limits: docs/limits.md)\n"))
            .toUtf8();
    static void* reserve = nullptr;
    if (!reserve)
        reserve = std::malloc(EmergencyReserveBytes);
    try {
        code = Dispatcher::run(arguments, textOut, messagesOut, format);
    } catch (const std::bad_alloc&) {
        std::free(reserve);
        reserve = nullptr;
        out.flush();
        writeToStderr(outOfMemory);
        return Failure;
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
