#include "about.h"
#include "cliapp.h"
#include "heap.h"

#include <QCoreApplication>
#include <QTextStream>

#ifdef GP_HAVE_CHARTS
#include <QApplication>
#endif

#include <cstring>
#include <memory>
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
#include <unistd.h>
#endif

int main(int argc, char* argv[])
{
    gp::preferHugePagesForHeap();
    // Charts need a GUI application; every other command runs on QCoreApplication. Without a display the
    // chart is drawn offscreen.
    std::unique_ptr<QCoreApplication> app;
#ifdef GP_HAVE_CHARTS
    bool drawing = false;
    for (int i = 1; i < argc; ++i)
        drawing = drawing || std::strcmp(argv[i], "chart") == 0 || std::strcmp(argv[i], "report") == 0;
    if (drawing) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        // X11 and Wayland systems only: Windows and macOS always have their window system.
        if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            // The directory Qt would pick anyway, named so it does not warn about it on stderr.
            if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
                qputenv("XDG_RUNTIME_DIR", QByteArray("/tmp/runtime-") + QByteArray::number(getuid()));
        }
#endif
        app = std::make_unique<QApplication>(argc, argv);
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QCoreApplication::setApplicationVersion(gp::about::version());
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return gp::cli::run(args, out, err);
}
