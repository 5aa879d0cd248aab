// Starts gpu-planner and a bare Qt Widgets window several times each and prints the median time from
// start to first paint (each says "painted" on stdout) and their ratio; for gpu-planner also the time until
// its table has painted the catalog's offers ("filled": the catalog is read while the window is made and
// shown).
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {
struct Medians
{
    double painted = -1;
    double filled = -1;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? -1 : v[v.size() / 2];
}

Medians medianStart(const QString& program, int runs, const QTemporaryDir& home)
{
    std::vector<double> painted;
    std::vector<double> filled;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GP_QUIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.path() + QStringLiteral("/cache"));
        if (!env.contains(QStringLiteral("DISPLAY")) && !env.contains(QStringLiteral("QT_QPA_PLATFORM")))
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(program, {});
        // From start to each line: what the user waits for, without the time the process takes to exit. The
        // bare window says only "painted".
        QByteArray out;
        double paintedAt = -1;
        double filledAt = -1;
        while (p.waitForReadyRead(60000)) {
            out += p.readAllStandardOutput();
            const double now = double(t.nsecsElapsed()) / 1e6;
            if (paintedAt < 0 && out.contains("painted\n"))
                paintedAt = now;
            if (filledAt < 0 && out.contains("filled\n"))
                filledAt = now;
            if (filledAt >= 0 || (paintedAt >= 0 && program.contains(QStringLiteral("bare"))))
                break;
        }
        if (!p.waitForFinished(60000) || p.exitCode() != 0 || paintedAt < 0) {
            std::fprintf(stderr, "%s failed: %s\n", qPrintable(program),
                         p.readAllStandardError().constData());
            return {};
        }
        painted.push_back(paintedAt);
        if (filledAt >= 0)
            filled.push_back(filledAt);
    }
    return {median(painted), median(filled)};
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    const int runs = 9;
    const Medians bare = medianStart(QStringLiteral(GP_BARE_WINDOW), runs, home);
    const Medians planner = medianStart(QStringLiteral(GP_PLANNER), runs, home);
    std::printf(
        "start to first paint, median of %d: bare Qt Widgets window %.0f ms, gpu-planner %.0f ms (%.2fx)\n",
        runs, bare.painted, planner.painted, planner.painted / bare.painted);
    std::printf(
        "start to the offers painted, median of %d: gpu-planner %.0f ms (%.2fx the bare window's first "
        "paint)\n",
        runs, planner.filled, planner.filled / bare.painted);
    return 0;
}
