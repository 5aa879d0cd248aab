// cli-docs OUTDIR: writes the man pages and the shell completion of the programs from their command and
// option tables (app/cli, app/gui/guioptions) and the built-in catalog's ids. Run by the build.
#include "catalog.h"
#include "clidocs.h"
#ifdef GP_HAVE_GUI_OPTIONS
#include "guioptions.h"
#endif

#include "version.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

bool write(const QString& path, const QString& text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        std::fprintf(stderr, "cli-docs: %s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fputs("usage: cli-docs OUTDIR RELEASE-DATE\n", stderr);
        return 2;
    }
    const QDir out(args[1]);
    if (!out.mkpath(u"."_s)) {
        std::fprintf(stderr, "cli-docs: cannot create %s\n", qPrintable(args[1]));
        return 1;
    }
    const gp::docs::ManInfo info{QStringLiteral(GP_VERSION), args[2]};

    gp::CatalogLoadOptions options;
    options.userFolder = false;
    options.measurements = false;
    gp::IssueList issues;
    const gp::Catalog catalog = gp::Catalog::load(options, issues);
    const auto words = gp::docs::CatalogWords::from(catalog);

    bool ok = write(out.filePath(u"gpu-planner-cli.1"_s), gp::docs::cliManPage(info)) &&
              write(out.filePath(u"gpu-planner-cli.bash"_s), gp::docs::bashCompletion(words, info.version)) &&
              write(out.filePath(u"_gpu-planner-cli"_s), gp::docs::zshCompletion(words, info.version)) &&
              write(out.filePath(u"gpu-planner-cli.fish"_s), gp::docs::fishCompletion(words, info.version));
#ifdef GP_HAVE_GUI_OPTIONS
    const gp::gui::CommandLine gui = gp::gui::commandLine();
    ok = ok && write(out.filePath(u"gpu-planner.1"_s),
                     gp::docs::guiManPage(
                         info, {gui.description, gui.positionalSyntax, gui.positionalHelp, gui.options()}));
#endif
    return ok ? 0 : 1;
}
