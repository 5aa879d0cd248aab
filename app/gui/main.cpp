#include "catalog.h"
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
#include <thread>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    gp::preferHugePagesForHeap();
    QApplication app(argc, argv);
    QApplication::setStyle(u"Fusion"_s); // the same look on every desktop, and a palette that can go dark
    QApplication::setApplicationName(u"gpu-planner"_s);
    QApplication::setApplicationDisplayName(u"GPU Planner"_s);
    QApplication::setApplicationVersion(QStringLiteral(GP_VERSION));
    QApplication::setDesktopFileName(u"gpu-planner"_s);
    // Before any setting is read: a settings file that is a FIFO or a device would hang the start.
    const std::optional<gp::Error> settingsProblem = gp::guardSettingsFile();
    // Settings → Language, else the system locale; GP_LANG overrides both (screenshots, tests).
    const QString language = qEnvironmentVariableIsSet("GP_LANG") ? qEnvironmentVariable("GP_LANG")
                                                                  : gp::Preferences::load().language;
    gp::i18n::install(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"GPU Planner: choose and cost GPU cloud servers."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption catalogOption(u"catalog"_s, u"Add a catalog file or folder (repeatable)."_s,
                                           u"PATH"_s);
    const QCommandLineOption noBuiltin(u"no-builtin"_s, u"Leave the built-in catalog out."_s);
    const QCommandLineOption verbose(u"verbose"_s, u"Log details to stderr."_s);
    parser.addOptions({catalogOption, noBuiltin, verbose});
    parser.addPositionalArgument(u"plan"_s, u"A .gpuplan file to open."_s, u"[PLAN]"_s);
    parser.process(app);

    gp::log::init(gp::log::Options{parser.isSet(verbose), parser.isSet(verbose), true, true});
    gp::log::ui()->info("GPU Planner {} starting", GP_VERSION);

    gp::CatalogLoadOptions options;
    options.builtin = !parser.isSet(noBuiltin);
    options.extraPaths = parser.values(catalogOption);
    // The catalog is read on a worker while this thread makes the window (both take about as long); the
    // window gets it before it is shown.
    gp::IssueList issues;
    gp::Catalog catalog;
    std::thread loader([&] { catalog = gp::Catalog::load(options, issues); });
    gp::ui::MainWindow window(gp::Catalog(), {});
    loader.join();
    for (const gp::Issue& i : issues)
        gp::log::catalog()->warn("{}", i.toString().toStdString());
    window.setCatalogLoadOptions(options);
    window.replaceCatalog(std::move(catalog), std::move(issues));
    // bench/bench_startup: say "painted" on stdout when the offer table has painted once, then quit.
    if (qEnvironmentVariableIsSet("GP_QUIT_AFTER_FIRST_PAINT")) {
        struct QuitOnPaint : QObject
        {
            bool done = false;
            bool eventFilter(QObject* o, QEvent* e) override
            {
                if (e->type() == QEvent::Paint && !done) {
                    done = true;
                    std::fputs("painted\n", stdout);
                    std::fflush(stdout);
                    QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
                }
                return QObject::eventFilter(o, e);
            }
        };
        window.tableView()->viewport()->installEventFilter(new QuitOnPaint);
    }
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openPlan(parser.positionalArguments().first());
    if (settingsProblem)
        QTimer::singleShot(0, &window, [&window, settingsProblem] {
            QMessageBox::warning(&window, QObject::tr("Settings"), settingsProblem->toString());
        });
    // Unsaved edits of a session that crashed are offered once the window is up.
    if (!qEnvironmentVariableIsSet("GP_QUIT_AFTER_FIRST_PAINT"))
        QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return QApplication::exec();
}
