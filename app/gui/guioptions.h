#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace gp::gui {

// The window's command line, in one place: the program's parser and its man page (tools/cli-docs) read it.
struct CommandLine
{
    QString description;
    QString positionalName;   // "plan"
    QString positionalSyntax; // "[PLAN]"
    QString positionalHelp;
    QCommandLineOption help;
    QCommandLineOption version;
    QCommandLineOption catalog;
    QCommandLineOption noBuiltin;
    QCommandLineOption verbose;

    QList<QCommandLineOption> options() const { return {help, version, catalog, noBuiltin, verbose}; }
};

// In the current language (built at each call).
CommandLine commandLine();

} // namespace gp::gui
