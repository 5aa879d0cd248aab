#include "clirunner.h"

#include "cliapp.h"
#include "i18n.h"
#include "logging.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLocale>

#include <optional>
#include <utility>
#include <vector>

bool InProcessCliRunner::runsInProcess(const QStringList& args, const QProcessEnvironment& extra)
{
    if (!args.isEmpty() && (args[0] == QStringLiteral("chart") || args[0] == QStringLiteral("report")))
        return false;
    if (args.contains(QStringLiteral("--lang")))
        return false;
    for (const char* name : {"LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE", "GP_LANG"}) {
        if (extra.contains(QString::fromLatin1(name)))
            return false;
    }
    return true;
}

CliRunner::Run InProcessCliRunner::run(const QStringList& args, const QProcessEnvironment& extra) const
{
    if (!runsInProcess(args, extra))
        return CliRunner::run(args, extra);
    Run result;
    {
        ScopedEnvironment env;
        env.set(homeEnvironment());
        env.set(extra);
        // What main() of the program sets, and what the run changes, put back afterwards.
        const QString name = QCoreApplication::applicationName();
        const QLocale locale;
        const QtMessageHandler handler = qInstallMessageHandler(nullptr);
        qInstallMessageHandler(handler);
        QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));

        QBuffer outBuffer(&result.out);
        QByteArray errBytes;
        QBuffer errBuffer(&errBytes);
        outBuffer.open(QIODevice::WriteOnly);
        errBuffer.open(QIODevice::WriteOnly);
        {
            QTextStream out(&outBuffer);
            QTextStream err(&errBuffer);
            result.exitCode = gp::cli::run(withSnapshot(args), out, err);
        }
        result.err = QString::fromUtf8(errBytes);

        gp::log::init(gp::log::Options{false, false, false, false});
        qInstallMessageHandler(handler);
        if (gp::i18n::current() != QStringLiteral("en"))
            gp::i18n::install(QStringLiteral("en"));
        QLocale::setDefault(locale);
        QCoreApplication::setApplicationName(name);
    }
    return result;
}
