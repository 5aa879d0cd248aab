// gpu-planner-fetch URL FILE [URL FILE ...]: downloads each URL to its FILE and reports on stdout, one line
// per event. Started by `gpu-planner-cli catalog update` and the GUI's Update Prices; see
// docs/price-update.md for the options and the lines it writes.
#include "fetcher.h"

#include "version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"gpu-planner-fetch"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(GP_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Downloads price files for GPU Planner (https, or http to this machine). Lines on stdout: "
        "start I TOTAL, progress I RECEIVED TOTAL, done I BYTES LAST_MODIFIED, failed I CODE DETAIL."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {u"idle-timeout-ms"_s, u"End a download that receives nothing for this long (default 30000)."_s,
         u"MS"_s},
        {u"total-timeout-ms"_s, u"End every download after this long (default 600000)."_s, u"MS"_s},
        {u"max-bytes"_s, u"Largest file accepted (default 67108864)."_s, u"BYTES"_s},
    });
    parser.addPositionalArgument(u"URL FILE"_s, u"What to download and where to write it (repeatable)."_s);
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    gp::fetch::Limits limits;
    const auto number = [&](const QString& name, qint64 min, qint64 max, auto& target) {
        if (!parser.isSet(name))
            return true;
        bool ok = false;
        const qint64 v = parser.value(name).toLongLong(&ok);
        if (!ok || v < min || v > max) {
            err << "gpu-planner-fetch: --" << name << " expects a number from " << min << " to " << max
                << '\n';
            return false;
        }
        target = decltype(+target)(v);
        return true;
    };
    if (!number(u"idle-timeout-ms"_s, 1, 3'600'000, limits.idleTimeoutMs) ||
        !number(u"total-timeout-ms"_s, 1, 86'400'000, limits.totalTimeoutMs) ||
        !number(u"max-bytes"_s, 1, 1LL << 34, limits.maxBytes))
        return 2;
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty() || args.size() % 2 != 0) {
        err << "gpu-planner-fetch: give pairs of URL and FILE\n";
        return 2;
    }
    QList<gp::fetch::Job> jobs;
    for (qsizetype i = 0; i < args.size(); i += 2)
        jobs.append({QUrl(args[i], QUrl::StrictMode), args[i + 1]});

    gp::fetch::Fetcher fetcher(jobs, limits, out);
    int code = 1;
    QObject::connect(&fetcher, &gp::fetch::Fetcher::finished, &app, [&](bool allDone) {
        code = allDone ? 0 : 1;
        QCoreApplication::quit();
    });
    fetcher.start();
    QCoreApplication::exec();
    return code;
}
