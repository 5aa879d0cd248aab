#pragma once

#include "cliapp.h"
#include "clicontext.h"

#include <QCommandLineOption>
#include <QHash>

#include <functional>
#include <memory>
#include <utility>

namespace gp::cli {

// One command of gpu-planner-cli (app/cli/commands/), over the shared context.
class Command : protected CliContext
{
public:
    using CliContext::CliContext;
    virtual ~Command() = default;
    Command(const Command&) = delete;
    Command& operator=(const Command&) = delete;

    // Runs the command; usage mistakes and bad input end here as exit codes, never as exceptions.
    int execute(const QStringList& args);

protected:
    virtual int run(const QStringList& args) = 0;
};

using CommandFactory = std::function<std::unique_ptr<Command>(CliState&)>;

// What one option means in one command, where the option's own help does not say it: `COMMAND --help`
// prints it instead, the man page and the global help add it under the option.
struct OptionNote
{
    QString option;   // its last name in the option table, e.g. "start-month"
    const char* help; // translated in the "Cli" context
};

// One row of the command table (commandtable.cpp): the words that name it, its synopsis and summary for
// --help, the options it takes besides the global ones, how many arguments it takes, the factory and what
// some of its options mean here.
struct CommandSpec
{
    QStringList words;   // {"plan", "add"}
    QString synopsis;    // "plan add FILE ID"
    const char* summary; // translated in the "Cli" context; lines after the first continue it
    QStringList options; // command options it accepts
    int minArgs = 0;
    int maxArgs = 0;
    const char* argsHint; // the message when the count is wrong (translated), or nullptr
    CommandFactory make;
    QList<OptionNote> notes = {};

    QString name() const { return words.join(u' '); }
    // The note on `option` in this command, untranslated, or nullptr.
    const char* noteOn(const QString& option) const;
};

const QList<CommandSpec>& commandTable();

// What a shell may offer after an option (the completion scripts of tools/cli-docs).
enum class ValueKind
{
    None,     // a number, a text: nothing to offer
    Words,    // one of OptionSpec::words
    Path,     // a file or folder
    Provider, // a provider id of the catalog
    Gpu,      // a GPU id of the catalog
    Instance, // an instance id (provider/name)
    Region    // a region of the catalog
};

// One option of gpu-planner-cli: the parser, --help, the man page and the completion scripts read this table
// (optiontable.cpp); which commands take it is in commandTable().
struct OptionSpec
{
    OptionSpec(QCommandLineOption o, ValueKind v = ValueKind::None, QStringList w = {}, bool c = false)
        : option(std::move(o)), values(v), words(std::move(w)), commas(c)
    {}

    QCommandLineOption option;
    ValueKind values = ValueKind::None;
    QStringList words;   // ValueKind::Words
    bool commas = false; // several values, comma-separated
};

// Every option with its help in the current language (built at each call: the language can change). The
// help says what the option does wherever it applies; which commands take it is in commandTable(), and what
// it means in one of them, where that differs, in the command's notes.
QList<OptionSpec> optionTable();

// The option's help for `command --help`: the command's note on it, else the option's own help.
QString optionHelp(const CommandSpec& command, const OptionSpec& option);

// The commands that take an option (by its last name), in table order; empty for a global one.
QStringList commandsTaking(const QString& option);

// The lines after an option's help in the global --help and the man page: the commands that take it, then
// each command's note on it ("catalog import: the provider of the prices."); none for a global option.
QStringList optionReferenceLines(const OptionSpec& option);

// The range of each numeric option by name; CliContext::integerOption and numberOption read it, so no command
// has limits of its own.
const QHash<QString, OptionRange>& optionRanges();

// The options every command accepts.
const QStringList& globalOptions();

} // namespace gp::cli
