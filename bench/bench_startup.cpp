// Starts gpu-planner and a bare Qt Widgets window several times each and prints the median time from
// start to first paint (each says "painted" on stdout) and their ratio.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {
double medianStart(const QString& program, int runs, const QTemporaryDir& home)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GP_QUIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        if (!env.contains(QStringLiteral("DISPLAY")) && !env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(program, {});
        // From start to the "painted" line: what the user waits for, without the time the process takes to
        // exit.
        QByteArray out;
        while (!out.contains("painted\n") && p.waitForReadyRead(60000))
            out += p.readAllStandardOutput();
        const double elapsed = double(t.nsecsElapsed()) / 1e6;
        if (!p.waitForFinished(60000) || p.exitCode() != 0 || !out.contains("painted\n")) {
            std::fprintf(stderr, "%s failed: %s\n", qPrintable(program),
                         p.readAllStandardError().constData());
            return -1;
        }
        times.push_back(elapsed);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    const int runs = 9;
    const double bare = medianStart(QStringLiteral(GP_BARE_WINDOW), runs, home);
    const double planner = medianStart(QStringLiteral(GP_PLANNER), runs, home);
    std::printf(
        "start to first paint, median of %d: bare Qt Widgets window %.0f ms, gpu-planner %.0f ms (%.2fx)\n",
        runs, bare, planner, planner / bare);
    return 0;
}
