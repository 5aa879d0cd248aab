#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace gp {
class Catalog;
}

namespace gp::docs {

// What the completion scripts offer for ids: taken from a catalog when they are written.
struct CatalogWords
{
    QStringList providers;
    QStringList gpus;
    QStringList instances;
    QStringList regions;

    static CatalogWords from(const Catalog& catalog);
};

// The title line's fields of a man page: the program's version and the release date (YYYY-MM-DD), so the
// same sources give the same page.
struct ManInfo
{
    QString version;
    QString date;
};

// gpu-planner-cli(1), from the command table and the option table of app/cli.
QString cliManPage(const ManInfo& info);

// gpu-planner(1), from the window's command line (app/gui/guioptions).
struct GuiCommandLineText
{
    QString description;
    QString positionalSyntax;
    QString positionalHelp;
    QList<QCommandLineOption> options;
};
QString guiManPage(const ManInfo& info, const GuiCommandLineText& commandLine);

// Completion for gpu-planner-cli, from the same tables: commands, subcommands, each command's options, the
// values an option takes (words, files, the catalog's ids) and the arguments a command takes.
QString bashCompletion(const CatalogWords& words, const QString& version);
QString zshCompletion(const CatalogWords& words, const QString& version);
QString fishCompletion(const CatalogWords& words, const QString& version);

// Text made safe for roff: backslashes, and a dot or quote at the start of a line.
QString roffText(const QString& text);

} // namespace gp::docs
