#pragma once

#include "cliapp.h"
#include "clicontext.h"

#include <functional>
#include <memory>

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

// One row of the command table (commandtable.cpp): the words that name it, its synopsis and summary for
// --help, the options it takes besides the global ones, how many arguments it takes and the factory.
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

    QString name() const { return words.join(u' '); }
};

const QList<CommandSpec>& commandTable();

// The options every command accepts.
const QStringList& globalOptions();

} // namespace gp::cli
