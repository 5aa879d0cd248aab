#pragma once

#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

// Runs the real gpu-planner-cli binary with its user folders in a temporary home.
struct CliRunner
{
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    QTemporaryDir home;

    Run run(const QStringList& args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("DISPLAY")); // charts are drawn offscreen, as on a server
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_PATH), args);
        if (!p.waitForFinished(120000))
            qFatal("gpu-planner-cli did not finish");
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   QString::fromUtf8(p.readAllStandardError())};
    }

    static QJsonDocument json(const Run& r)
    {
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
        if (e.error != QJsonParseError::NoError)
            qFatal("not JSON: %s", qPrintable(e.errorString()));
        return d;
    }
};
