// Attacks a hostile user (or a bad day) makes on the command line, each run against the real binary: special
// files where files are expected, plans the reader would refuse, plans too large to price, terminal escape
// codes in plan and catalog text, parallel writers on one plan, and a full file system. Every attack must
// end within a second or two with a message naming the file and an exit status of 2 (bad input) or 1 (the
// system failed), and must leave every file of the user's as it was. tests/data/attacks/README.md lists them.
#include "clirunner.h"
#include "plan.h"
#include "planio.h"
#include "plantestdata.h"
#include "smalltmpfs.h"

#include <QLockFile>
#include <QScopeGuard>
#include <QTest>

#include <memory>
#include <vector>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

const QString kFixture = QStringLiteral(GP_TEST_DATA_DIR "/fixture");
const QString kAttacks = QStringLiteral(GP_TEST_DATA_DIR "/attacks");

QStringList onFixture(QStringList args)
{
    return args << u"--no-builtin"_s << u"--catalog"_s << kFixture;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

// A plan whose items together pass the 10^12 a total is kept in: `plan cost` cannot cost it.
void writeUnpriceablePlan(const QString& path)
{
    if (!planio::save(plantest::pastTheMoneyRange(3), path))
        qFatal("cannot write the unpriceable plan");
}

} // namespace

#if defined(__SANITIZE_ADDRESS__) || defined(GP_ASAN_BUILD)
#define GP_ATTACKS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GP_ATTACKS_ASAN 1
#endif
#endif
#ifndef GP_ATTACKS_ASAN
#define GP_ATTACKS_ASAN 0
#endif

class TestAttacks : public QObject
{
    Q_OBJECT

private:
    CliRunner m_cli;
    QTemporaryDir m_dir;
    QString m_fifo;

    std::unique_ptr<QProcess> start(const QStringList& args, const QProcessEnvironment& extra = {}) const
    {
        return m_cli.start(args, extra);
    }
    CliRunner::Run run(const QStringList& args, const QProcessEnvironment& extra = {}) const
    {
        return m_cli.run(args, extra);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_fifo = m_dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
        writeUnpriceablePlan(m_dir.filePath(u"unpriceable.gpuplan"_s));
    }

    // Special files in every place a file is read: refused at once with the file named, exit 2.
    void specialFilesAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString fifo = m_dir.filePath(u"fifo"_s);
        QTest::newRow("plan validate FIFO")
            << QStringList{u"plan"_s, u"validate"_s, fifo} << fifo + u": is a FIFO"_s;
        QTest::newRow("plan cost /dev/zero")
            << QStringList{u"plan"_s, u"cost"_s, u"/dev/zero"_s} << u"/dev/zero: is a device"_s;
        QTest::newRow("plan add to a FIFO")
            << QStringList{u"plan"_s, u"add"_s, fifo, u"alpha/a100.1x"_s} << fifo + u": is a FIFO"_s;
        QTest::newRow("--catalog FIFO")
            << QStringList{u"list"_s, u"--catalog"_s, fifo} << fifo + u": is a FIFO"_s;
        QTest::newRow("catalog validate /dev/zero")
            << QStringList{u"catalog"_s, u"validate"_s, u"/dev/zero"_s} << u"/dev/zero: is a device"_s;
        QTest::newRow("catalog import /dev/zero")
            << QStringList{u"catalog"_s, u"import"_s, u"/dev/zero"_s, u"--format"_s, u"csv"_s}
            << u"/dev/zero: is a device"_s;
        QTest::newRow("catalog import FIFO")
            << QStringList{u"catalog"_s,  u"import"_s,     fifo,    u"--format"_s,
                           u"skypilot"_s, u"--provider"_s, u"aws"_s}
            << fifo + u": is a FIFO"_s;
        QTest::newRow("measurements import /dev/zero")
            << QStringList{u"measurements"_s, u"import"_s, u"/dev/zero"_s} << u"/dev/zero: is a device"_s;
        QTest::newRow("recommend --scenario FIFO")
            << QStringList{u"recommend"_s, u"--scenario"_s, fifo} << fifo + u": is a FIFO"_s;
        QTest::newRow("report --plan /dev/zero")
            << QStringList{u"report"_s, u"--plan"_s, u"/dev/zero"_s, u"-o"_s, m_dir.filePath(u"r.pdf"_s)}
            << u"/dev/zero: is a device"_s;
        QTest::newRow("plan cost /proc/self/maps (size 0, read with a cap)")
            << QStringList{u"plan"_s, u"cost"_s, u"/proc/self/maps"_s} << u"/proc/self/maps"_s;
    }
    void specialFilesAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const auto r = run(onFixture(args));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"r.pdf"_s)));
    }

    // The user's exchange-rate file replaced by a FIFO or /dev/zero: `fx` says so and goes on with the
    // built-in rates; nothing hangs or eats memory.
    void specialRateFile_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("FIFO") << m_fifo;
        QTest::newRow("/dev/zero") << u"/dev/zero"_s;
    }
    void specialRateFile()
    {
        QFETCH(QString, target);
        const QString rates = m_cli.home.filePath(u"gpu-planner/exchange-rates.json"_s);
        QFile::remove(rates);
        QVERIFY(QFile::link(target, rates));
        const auto restore = qScopeGuard([&] { m_cli.useSnapshotRates(); });
        const auto r = run(onFixture({u"fx"_s}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(rates + u": is a"_s), qPrintable(r.err));
    }

    // Plans the reader would refuse are never written: exit 2, no file.
    void onlyReadablePlansAreWritten_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("phase over 4,096 characters")
            << u"long-phase.gpuplan"_s << QStringList{u"--phase"_s, QString(4097, u'x')}
            << u"items[0].phase: string is longer than 4096 characters"_s;
        QTest::newRow("empty name") << u"empty-name.gpuplan"_s << QStringList{u"--name"_s, QString()}
                                    << u"name: must not be empty"_s;
        QTest::newRow("a file named .gpuplan")
            << u".gpuplan"_s << QStringList{} << u"name: must not be empty"_s;
    }
    void onlyReadablePlansAreWritten()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(file);
        const auto r = run(onFixture(QStringList{u"plan"_s, u"add"_s, path, u"alpha/a100.1x"_s} + options));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path + u": not written: it would not read back: "_s + expected),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(path + u".lock"_s));
    }

    // An import past the catalog reader's limits is refused before it is written.
    void importPastTheReadersLimitsIsRefused()
    {
        const QString csv = m_dir.filePath(u"huge.csv"_s);
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("provider,instance,gpu_model,gpu_count,gpu_memory_gb,vcpus,memory_gib,region,currency,"
                    "on_demand_hourly,source,source_url,as_of\n");
            // 70,000 instances of one offer each: 18.9 MiB once written, past the catalog reader's 16 MiB.
            for (int i = 0; i < 70'000; ++i)
                f.write(QByteArray("huge,x") + QByteArray::number(i) +
                        ",A100 SXM4 80GB,8,80,96,1152,us-east-1,USD,30,p,https://example.com,2026-01-01\n");
        }
        const QString out = m_dir.filePath(u"huge-import.json"_s);
        const auto r =
            run(onFixture({u"catalog"_s, u"import"_s, csv, u"--format"_s, u"csv"_s, u"-o"_s, out}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(out + u": not written: the catalog reader would refuse it: file is 18.9 MiB; "
                                      u"catalog files are limited to 16 MiB"_s),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    // A plan that cannot be costed gives the same messages and exit 2 everywhere, and makes no file.
    void aPlanThatCannotBeCostedMakesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("output");
        const QString plan = m_dir.filePath(u"unpriceable.gpuplan"_s);
        QTest::newRow("plan cost") << QStringList{u"plan"_s, u"cost"_s, plan} << QString();
        QTest::newRow("report") << QStringList{u"report"_s, u"--plan"_s, plan, u"-o"_s,
                                               m_dir.filePath(u"u.pdf"_s)}
                                << m_dir.filePath(u"u.pdf"_s);
        QTest::newRow("chart budget") << QStringList{u"chart"_s,
                                                     u"--kind"_s,
                                                     u"budget"_s,
                                                     u"--plan"_s,
                                                     plan,
                                                     u"-o"_s,
                                                     m_dir.filePath(u"u.png"_s)}
                                      << m_dir.filePath(u"u.png"_s);
        QTest::newRow("chart cost-over-time")
            << QStringList{u"chart"_s, u"--kind"_s, u"cost-over-time"_s,       u"--plan"_s,
                           plan,       u"-o"_s,     m_dir.filePath(u"u.svg"_s)}
            << m_dir.filePath(u"u.svg"_s);
    }
    void aPlanThatCannotBeCostedMakesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, output);
        const QString plan = m_dir.filePath(u"unpriceable.gpuplan"_s);
        const auto r = run(onFixture(args));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(plan + u": items[1]: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"cannot be priced: the plan's total would pass 10^12 USD"_s),
                 qPrintable(r.err));
        QVERIFY(!r.err.contains(u"<input>"_s));
        if (!output.isEmpty())
            QVERIFY(!QFileInfo::exists(output));
    }

    // Escape codes, bells and a right-to-left override in plan text reach the terminal escaped, and a CSV
    // cell starting with a tab and a formula is neutralised (tst_texttable).
    void terminalAndCsvSafety()
    {
        const QString plan = m_dir.filePath(u"escape.gpuplan"_s);
        const QString name = u"Q3 \x1b[2J\x1b[31mPAID\x1b[0m \u202Eslop\a"_s;
        const QString phase = u"\t=HYPERLINK(\"http://x\")\x1b]0;title\a"_s;
        QCOMPARE(run(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/a100.1x"_s, u"--name"_s, name,
                                u"--phase"_s, phase, u"--months"_s, u"2"_s}))
                     .exitCode,
                 0);
        const auto table = run(onFixture({u"plan"_s, u"cost"_s, plan}));
        QCOMPARE(table.exitCode, 0);
        const QString text = QString::fromUtf8(table.out);
        for (const QChar c : {QChar(0x1b), QChar(0x07), QChar(0x202e), QChar(u'\t')})
            QVERIFY2(!text.contains(c),
                     qPrintable(u"raw U+%1 in: %2"_s.arg(c.unicode(), 4, 16, QChar(u'0')).arg(text)));
        QVERIFY2(text.contains(u"Q3 \\x1b[2J\\x1b[31mPAID\\x1b[0m \\u202eslop\\x07"_s), qPrintable(text));
        QVERIFY2(text.contains(u"\\x09=HYPERLINK"_s), qPrintable(text));

        // Catalog text: names, notes and provider names with escape codes and NUL.
        const auto list =
            run({u"list"_s, u"--no-builtin"_s, u"--catalog"_s, kAttacks + u"/escape-catalog"_s});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(!list.out.contains('\x1b'));
        const auto show = run({u"show"_s, u"evil/a100.1x"_s, u"--no-builtin"_s, u"--catalog"_s,
                               kAttacks + u"/escape-catalog"_s});
        QCOMPARE(show.exitCode, 0);
        QVERIFY(!show.out.contains('\x1b'));
        QVERIFY(!show.out.contains('\0'));
        QVERIFY2(show.out.contains("\\x00NUL"), show.out.constData());
        QVERIFY2(show.out.contains("Evil\\x1b[31m Cloud\\u202e"), show.out.constData());
        QVERIFY2(show.out.contains("a100\\x1b[2J"), show.out.constData());
        // An id with escapes in a message on stderr.
        const auto unknown = run(onFixture({u"show"_s, u"\x1b[31mred"_s}));
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(!unknown.err.contains(QChar(0x1b)));
    }

    // 100 writers at once on one plan: every one adds its item (the lock queues them), none is lost.
    void parallelWritersLoseNothing()
    {
        const QString plan = m_dir.filePath(u"parallel.gpuplan"_s);
#ifdef GP_ASAN_BUILD
        const std::size_t atOnce = 25; // a sanitized process takes several times the memory
#else
        const std::size_t atOnce = 100;
#endif
        QProcessEnvironment env;
        env.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"300000"_s); // this test is about losing nothing, not the wait
        std::vector<std::unique_ptr<QProcess>> writers;
        int ok = 0;
        const auto finish = [&](QProcess& w) {
            QVERIFY(w.waitForFinished(300000));
            if (w.exitStatus() == QProcess::NormalExit && w.exitCode() == 0)
                ++ok;
            else
                qWarning("%s", w.readAllStandardError().constData());
        };
        for (int i = 0; i < 100; ++i) {
            if (writers.size() >= atOnce)
                finish(*writers[writers.size() - atOnce]);
            writers.push_back(start(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/a100.1x"_s, u"--phase"_s,
                                               u"writer %1"_s.arg(i)}),
                                    env));
        }
        for (std::size_t i = writers.size() > atOnce ? writers.size() - atOnce : 0; i < writers.size(); ++i)
            finish(*writers[i]);
        QCOMPARE(ok, 100);
        IssueList issues;
        const std::optional<Plan> read = planio::load(plan, issues);
        QVERIFY(read);
        QCOMPARE(read->items.size(), 100);
        QSet<QString> phases;
        for (const PlanItem& item : read->items)
            phases << item.phase;
        QCOMPARE(phases.size(), 100);
        QVERIFY(!QFileInfo::exists(plan + u".lock"_s));
    }

    // A plan held open (by a window, or here by this test) makes `plan add` wait a bounded time, then say
    // who holds it, exit 1, and leave the plan as it was.
    void aHeldPlanIsNotWritten()
    {
        const QString plan = m_dir.filePath(u"held.gpuplan"_s);
        QCOMPARE(run(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/a100.1x"_s})).exitCode, 0);
        const QByteArray before = contents(plan);
        QLockFile lock(plan + u".lock"_s);
        QVERIFY(lock.tryLock(0));
        QProcessEnvironment env;
        env.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"300"_s);
        const auto r = run(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/l4.1x"_s}), env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(plan + u": the plan is being edited by "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"(process %1 on "_s.arg(QCoreApplication::applicationPid())),
                 qPrintable(r.err));
        QCOMPARE(contents(plan), before);
    }

    // A full file system (a real tmpfs, as root): every writer reports the system's error, exits 1 and
    // leaves the user's files as they were and no temporary file behind.
    void fullDisk_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("plan add") << u"plan"_s;
        QTest::newRow("catalog import -o") << u"import"_s;
        QTest::newRow("measurements import") << u"measurements"_s;
        QTest::newRow("report") << u"report"_s;
        QTest::newRow("chart") << u"chart"_s;
    }
    void fullDisk()
    {
        QFETCH(QString, what);
        const SmallTmpfs mount(u"256k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        const QString plan = mount.filePath(u"plan.gpuplan"_s);
        QCOMPARE(run(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/a100.1x"_s})).exitCode, 0);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(run(onFixture({u"plan"_s, u"add"_s, plan, u"alpha/h100.8x"_s})).exitCode, 0);
        const QByteArray before = contents(plan);
        QDir().mkpath(mount.filePath(u"data"_s));
        // Fill every block; `plan add` gets one page back for the plan's lock file.
        QVERIFY(mount.fill(what == u"plan"_s ? 1 : 0));
        const QStringList namesBefore = QDir(mount.path()).entryList(QDir::Files | QDir::Hidden);
        QStringList args;
        QString output;
        QProcessEnvironment env;
        if (what == u"plan"_s) {
            args = {u"plan"_s, u"add"_s, plan, u"alpha/h100.8x"_s};
        } else if (what == u"import"_s) {
            output = mount.filePath(u"imported.json"_s);
            args = {u"catalog"_s,  u"import"_s, QStringLiteral(GP_TEST_DATA_DIR "/import/template.csv"),
                    u"--format"_s, u"csv"_s,    u"-o"_s,
                    output};
        } else if (what == u"measurements"_s) {
            env.insert(u"XDG_DATA_HOME"_s, mount.filePath(u"data"_s));
            args = {u"measurements"_s, u"import"_s,
                    QStringLiteral(GP_TEST_DATA_DIR "/measurements/h200.json")};
        } else if (what == u"report"_s) {
            output = mount.filePath(u"report.pdf"_s);
            args = {u"report"_s, u"--plan"_s, plan, u"-o"_s, output};
        } else {
            output = mount.filePath(u"chart.png"_s);
            args = {u"chart"_s, u"--kind"_s, u"budget"_s, u"--plan"_s, plan, u"-o"_s, output};
        }
        const auto r = what == u"measurements"_s ? run(args, env) : run(onFixture(args), env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"No space left on device"_s), qPrintable(r.err));
        // Only the plan was there before; the other files are new, so none was made. The last line gives the
        // reason, and no encoder's own line ("libpng error") comes with it.
        QVERIFY2(
            r.err.contains(what == u"plan"_s ? u"the previous file is unchanged"_s : u"no file was made"_s),
            qPrintable(r.err));
        const QString last = r.err.trimmed().section(u'\n', -1);
        QVERIFY2(last.contains(u"No space left on device"_s), qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"libpng"_s), qPrintable(r.err));
        QCOMPARE(contents(plan), before);
        if (!output.isEmpty())
            QVERIFY(!QFileInfo::exists(output));
        QCOMPARE(QDir(mount.path()).entryList(QDir::Files | QDir::Hidden), namesBefore);
        QCOMPARE(QDir(mount.filePath(u"data/gpu-planner/measurements"_s)).entryList(QDir::Files).size(), 0);
    }

    // Under an address-space limit the CLI answers right or says why: the whole built-in catalog, or "out of
    // memory" / "could not be read in full" with exit 1; never a smaller catalog with exit 0 (Qt only warns
    // when a resource cannot be decompressed), never an abort.
    void anAddressSpaceLimitIsAMessage()
    {
#if GP_ATTACKS_ASAN
        QSKIP("AddressSanitizer reserves more address space than any limit here");
#else
        // The built-in catalog is what is meant (the runner would add the snapshot): plain processes.
        QProcess whole;
        whole.setProcessEnvironment(m_cli.homeEnvironment());
        whole.start(QStringLiteral(GP_CLI_PATH),
                    {u"list"_s, u"--no-user-catalog"_s, u"--format"_s, u"csv"_s});
        QVERIFY(whole.waitForFinished(120000));
        QCOMPARE(whole.exitCode(), 0);
        const qsizetype rows = whole.readAllStandardOutput().count('\n');
        QVERIFY(rows > 100);
        for (int limitMb : {150, 300, 500, 700, 900, 1200}) {
            QProcess p;
            QProcessEnvironment env = m_cli.homeEnvironment();
            env.insert(u"GP_TEST_CLI"_s, QStringLiteral(GP_CLI_PATH));
            p.setProcessEnvironment(env);
            p.start(
                u"/bin/sh"_s,
                {u"-c"_s, u"ulimit -v %1; exec \"$GP_TEST_CLI\" list --no-user-catalog --format csv"_s.arg(
                              limitMb * 1024)});
            QVERIFY(p.waitForFinished(120000));
            const QByteArray out = p.readAllStandardOutput();
            const QString err = QString::fromUtf8(p.readAllStandardError());
            const QString what = u"%1 MB: exit %2 (%3), %4 rows: %5"_s.arg(limitMb)
                                     .arg(p.exitCode())
                                     .arg(p.exitStatus() == QProcess::NormalExit ? u"normal"_s : u"crashed"_s)
                                     .arg(out.count('\n'))
                                     .arg(err.right(300));
            qInfo("%s", qPrintable(what));
            QVERIFY2(p.exitStatus() == QProcess::NormalExit, qPrintable(what));
            if (p.exitCode() == 0) {
                QVERIFY2(out.count('\n') == rows, qPrintable(what));
            } else {
                QVERIFY2(p.exitCode() == 1, qPrintable(what));
                QVERIFY2(err.contains(u"out of memory"_s), qPrintable(what));
            }
        }
#endif
    }
};

QTEST_GUILESS_MAIN(TestAttacks)
#include "tst_attacks.moc"
