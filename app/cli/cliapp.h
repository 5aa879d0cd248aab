#pragma once

#include <QStringList>
#include <QTextStream>

namespace gp::cli {

enum ExitCode
{
    Success = 0,
    Failure = 1,
    BadInput = 2
};

// Runs gpu-planner-cli with its arguments (without the program name); writes results to out and
// messages to err; returns the exit code. Never throws.
int run(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace gp::cli
