#include "about.h"
#include "catalog.h"
#include "catalogcache.h"
#include "guioptions.h"
#include "heap.h"
#include "i18n.h"
#include "logging.h"
#include "mainwindow.h"
#include "preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QTableView>
#include <QTimer>

#include <cstdio>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <thread>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

// The language (Settings → Language, else the system locale; GP_LANG overrides both, for screenshots and
// tests) and a problem with the settings file, checked before any setting is read: a settings file that is a
// FIFO or a device would hang the start.
std::optional<gp::Error> setUpLanguage()
{
    QCoreApplication::setApplicationName(u"gpu-planner"_s);
    QCoreApplication::setApplicationVersion(gp::about::version());
    std::optional<gp::Error> settingsProblem = gp::guardSettingsFile();
    const QString language = qEnvironmentVariableIsSet("GP_LANG") ? qEnvironmentVariable("GP_LANG")
                                                                  : gp::Preferences::load().language;
    gp::i18n::install(language);
    return settingsProblem;
}

// Parses the command line; --help and --version print and exit here.
void parse(QCommandLineParser& parser, const gp::gui::CommandLine& commandLine, const QCoreApplication& app)
{
    parser.setApplicationDescription(commandLine.description);
    parser.addOptions(commandLine.options());
    parser.addPositionalArgument(commandLine.positionalName, commandLine.positionalHelp,
                                 commandLine.positionalSyntax);
    parser.process(app);
    if (parser.isSet(commandLine.help))
        parser.showHelp();
    if (parser.isSet(commandLine.version)) {
        // Version, copyright and licence, as GNU programs print them; the first line is what scripts read.
        std::fputs(qPrintable(gp::about::versionText(QCoreApplication::applicationName())), stdout);
        std::exit(EXIT_SUCCESS);
    }
}

// --help and --version need no window: answered without connecting to a display (a terminal over SSH).
bool asksForTextOnly(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView a(argv[i]);
        if (a == "-h" || a == "--help" || a == "-help" || a == "-?" || a == "-v" || a == "--version" ||
            a == "-version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setUpLanguage();
        QCommandLineParser parser;
        parse(parser, gp::gui::commandLine(), app); // exits
    }
    gp::preferHugePagesForHeap();
    QApplication app(argc, argv);
    QApplication::setStyle(u"Fusion"_s); // the same look on every desktop, and a palette that can go dark
    QApplication::setApplicationDisplayName(u"GPU Planner"_s);
    QApplication::setDesktopFileName(u"gpu-planner"_s);
    const std::optional<gp::Error> settingsProblem = setUpLanguage();

    const gp::gui::CommandLine commandLine = gp::gui::commandLine();
    QCommandLineParser parser;
    parse(parser, commandLine, app);
    const QCommandLineOption& catalogOption = commandLine.catalog;
    const QCommandLineOption& noBuiltin = commandLine.noBuiltin;
    const QCommandLineOption& verbose = commandLine.verbose;

    gp::log::init(gp::log::Options{parser.isSet(verbose), parser.isSet(verbose), true, true});
    gp::log::ui()->info("GPU Planner {} starting", gp::about::version().toStdString());

    gp::CatalogLoadOptions options;
    options.builtin = !parser.isSet(noBuiltin);
    options.extraPaths = parser.values(catalogOption);
    options.cacheFolder = gp::CatalogCache::defaultFolder();
    // The catalog is read on a worker while this thread makes and shows the window; it is put in place after
    // the window's first paint (replaceCatalog), and what needs it (a plan named on the command line, unsaved
    // edits of a session that crashed) waits for it.
    std::unique_ptr<gp::ui::MainWindow> window;
    const QString planPath = parser.positionalArguments().value(0);
    const bool quitAfterPaint = qEnvironmentVariableIsSet("GP_QUIT_AFTER_FIRST_PAINT");
    gp::IssueList issues;
    gp::Catalog catalog;
    struct Startup
    {
        bool painted = false; // the table's first paint has happened
        bool arrived = false; // the worker has read the catalog
        bool shown = false;   // the catalog is in the window
    } startup;
    const auto putCatalogInPlace = [&] {
        if (startup.shown)
            return;
        for (const gp::Issue& i : issues)
            gp::log::catalog()->warn("{}", i.toString().toStdString());
        startup.shown = true; // before: replaceCatalog paints the table with the offers at once
        window->replaceCatalog(std::move(catalog), std::move(issues));
        if (!planPath.isEmpty())
            window->openPlan(planPath);
        if (!quitAfterPaint)
            window->offerRecovery();
    };
    std::thread loader([&] {
        gp::preferHugePagesForThreadHeap();
#ifdef __linux__
        // Below the thread that makes the window: on two cores the window's first paint comes sooner.
        setpriority(PRIO_PROCESS, pid_t(syscall(SYS_gettid)), 10);
#endif
        catalog = gp::Catalog::load(options, issues);
        QMetaObject::invokeMethod(
            &app,
            [&] {
                startup.arrived = true;
                if (startup.painted)
                    putCatalogInPlace();
                else // a window that is not painted (minimised, on another desktop) gets it all the same
                    QTimer::singleShot(1000, window.get(), putCatalogInPlace);
            },
            Qt::QueuedConnection);
    });
    window = std::make_unique<gp::ui::MainWindow>(gp::Catalog(), gp::IssueList{});
    window->setCatalogLoadOptions(options);
    window->setCatalogLoading();
    // Watches the table's paints: the first one lets the catalog in. With GP_QUIT_AFTER_FIRST_PAINT
    // (bench/bench_startup, tests) it says "painted" on stdout then, and "filled" at the first paint with the
    // catalog, and quits.
    struct PaintWatch : QObject
    {
        Startup& startup;
        std::function<void()> arrive;
        bool quit = false;
        PaintWatch(Startup& s, std::function<void()> a, bool q, QObject* parent)
            : QObject(parent), startup(s), arrive(std::move(a)), quit(q)
        {}
        bool eventFilter(QObject* o, QEvent* e) override
        {
            if (e->type() != QEvent::Paint)
                return QObject::eventFilter(o, e);
            if (!startup.painted) {
                startup.painted = true;
                if (quit)
                    std::fputs("painted\n", stdout);
                if (startup.arrived)
                    QTimer::singleShot(0, this, arrive);
            } else if (startup.shown) {
                o->removeEventFilter(this);
                if (quit) {
                    std::fputs("filled\n", stdout);
                    QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
                }
            }
            std::fflush(stdout);
            return QObject::eventFilter(o, e);
        }
    };
    window->tableView()->viewport()->installEventFilter(
        new PaintWatch(startup, putCatalogInPlace, quitAfterPaint, window.get()));
    window->show();
    if (settingsProblem)
        QTimer::singleShot(0, window.get(), [&window, settingsProblem] {
            QMessageBox::warning(window.get(), QObject::tr("Settings"), settingsProblem->toString());
        });
    const int status = QApplication::exec();
    loader.join();
    return status;
}
