#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

// Runs the real gpu-planner-cli binary with its user folders in a temporary home, on the frozen copy of the
// built-in catalog (tests/data/snapshot) and its exchange rates instead of the shipped ones, so a catalog
// refresh breaks no test: `--no-builtin --catalog SNAPSHOT` is added unless the arguments say --no-builtin
// themselves, and the snapshot's rates are the home's user rates.
struct CliRunner
{
    CliRunner() { useSnapshotRates(); }

    // (Re)installs the snapshot's exchange rates as the home's user rates.
    void useSnapshotRates() const
    {
        const QString rates = home.filePath(QStringLiteral("gpu-planner/exchange-rates.json"));
        QDir().mkpath(QFileInfo(rates).absolutePath());
        QFile::remove(rates);
        if (!QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/snapshot-fx/exchange-rates.json"), rates))
            qFatal("cannot copy the snapshot exchange rates");
    }

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    QTemporaryDir home;

    // Starts the binary without waiting (tests that run many at once); `extra` adds or replaces variables.
    std::unique_ptr<QProcess> start(const QStringList& args, const QProcessEnvironment& extra = {}) const
    {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QProcessEnvironment own = homeEnvironment();
        for (const QString& k : own.keys())
            env.insert(k, own.value(k));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("DISPLAY")); // charts are drawn offscreen, as on a server
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        for (const QString& k : extra.keys())
            env.insert(k, extra.value(k));
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(GP_CLI_PATH), withSnapshot(args));
        return p;
    }

    // The user folders of a run: all in the temporary home.
    QProcessEnvironment homeEnvironment() const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.path() + QStringLiteral("/cache"));
        env.insert(QStringLiteral("HOME"), home.path());
        return env;
    }

    // The arguments as the runner passes them: the snapshot catalog added (see the struct's comment).
    static QStringList withSnapshot(const QStringList& args)
    {
        QStringList all = args;
        // `catalog validate` checks a file against the built-in GPU table, as users run it.
        const bool validate =
            args.size() >= 2 && args[0] == QStringLiteral("catalog") && args[1] == QStringLiteral("validate");
        if (!args.contains(QStringLiteral("--no-builtin")) && !validate)
            all << QStringLiteral("--no-builtin") << QStringLiteral("--catalog")
                << QStringLiteral(GP_TEST_DATA_DIR "/snapshot");
        return all;
    }

    // Runs the binary and waits for it: for what the process boundary is part of (exit status, signals,
    // special files, sockets, processes racing).
    Run run(const QStringList& args, const QProcessEnvironment& extra = {}) const
    {
        const auto p = start(args, extra);
        if (!p->waitForFinished(120000))
            qFatal("gpu-planner-cli did not finish");
        return Run{p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1, p->readAllStandardOutput(),
                   QString::fromUtf8(p->readAllStandardError())};
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

// Sets environment variables for one run and puts the old values back.
class ScopedEnvironment
{
public:
    void set(const QProcessEnvironment& variables)
    {
        for (const QString& name : variables.keys()) {
            const QByteArray key = name.toLocal8Bit();
            m_saved.emplace_back(key, qEnvironmentVariableIsSet(key.constData())
                                          ? std::optional<QByteArray>(qgetenv(key.constData()))
                                          : std::nullopt);
            qputenv(key.constData(), variables.value(name).toLocal8Bit());
        }
    }
    ~ScopedEnvironment()
    {
        for (auto it = m_saved.rbegin(); it != m_saved.rend(); ++it) {
            if (it->second)
                qputenv(it->first.constData(), *it->second);
            else
                qunsetenv(it->first.constData());
        }
    }

private:
    std::vector<std::pair<QByteArray, std::optional<QByteArray>>> m_saved;
};

// The same runner, but a command whose process is not what the test is about runs inside the test process
// (gp::cli::run with the home's folders in the environment for the run): the same arguments, output,
// messages and exit code, without starting a program and loading Qt for each. Commands that draw (chart,
// report: they need a GUI application), a --lang or a locale in `extra` (translations and the locale are
// read once per process) still start the binary. Needs the gpuplanner_testsupport_cli library.
struct InProcessCliRunner : CliRunner
{
    Run run(const QStringList& args, const QProcessEnvironment& extra = {}) const;
    // Always the binary, for the checks of the process itself.
    Run runProcess(const QStringList& args, const QProcessEnvironment& extra = {}) const
    {
        return CliRunner::run(args, extra);
    }
    // Whether run() keeps these arguments in the test process.
    static bool runsInProcess(const QStringList& args, const QProcessEnvironment& extra);
};
