// Keeping plans safe (core/plan/plansafety.h): file stamps, rotating backups, the recovery copy, and a save
// that dies part way leaving the previous plan intact while the recovery copy still holds the unsaved edits.
#include "failingsavefile.h"
#include "filewriter.h"
#include "planio.h"
#include "planlock.h"
#include "plansafety.h"
#include "plantestdata.h"
#include "smalltmpfs.h"

#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include <unistd.h>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
}

} // namespace

class tst_PlanSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        clearFolder();
    }

    void cleanupTestCase() { clearFolder(); }

    void stampsSeeChanges()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(!plansafety::FileStamp::of(path).exists);
        writeText(path, "one");
        const auto first = plansafety::FileStamp::of(path);
        QVERIFY(first.exists);
        QCOMPARE(first.size, 3);
        QCOMPARE(plansafety::FileStamp::of(path), first);
        writeText(path, "two"); // same size, maybe the same second: the hash still differs
        QVERIFY(plansafety::FileStamp::of(path) != first);
    }

    void backupsRotate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(plansafety::rotateBackups(path)); // nothing to keep yet
        QVERIFY(!QFileInfo::exists(plansafety::backupPath(path, 1)));
        for (int version = 1; version <= 5; ++version) {
            QVERIFY(plansafety::rotateBackups(path, 3));
            writeText(path, "version " + QByteArray::number(version));
        }
        QCOMPARE(contents(path), QByteArray("version 5"));
        QCOMPARE(contents(plansafety::backupPath(path, 1)), QByteArray("version 4"));
        QCOMPARE(contents(plansafety::backupPath(path, 2)), QByteArray("version 3"));
        QCOMPARE(contents(plansafety::backupPath(path, 3)), QByteArray("version 2"));
        QVERIFY(!QFileInfo::exists(plansafety::backupPath(path, 4)));
    }

    // Three failed saves (a writer that refuses, as a full disk or a refused name would) move no backup: the
    // file and PATH.bak1-3 stay as they were, and no PATH.bak-new is left. A save that works moves them up.
    void failedSavesMoveNoBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        for (int version = 1; version <= 4; ++version) {
            QVERIFY(plansafety::writeWithBackups(path, [&] {
                writeText(path, "version " + QByteArray::number(version));
                return Result<bool>(true);
            }));
        }
        const auto refused = [&] {
            return Result<bool>(
                Error{ErrorCode::Io, path, 0, 0, {}, u"cannot write: No space left on device"_s});
        };
        for (int attempt = 0; attempt < 3; ++attempt) {
            const Result<bool> r = plansafety::writeWithBackups(path, refused);
            QVERIFY(!r);
            QVERIFY2(r.error().message.contains(u"No space left"_s), qPrintable(r.error().message));
        }
        QCOMPARE(contents(path), QByteArray("version 4"));
        QCOMPARE(contents(plansafety::backupPath(path, 1)), QByteArray("version 3"));
        QCOMPARE(contents(plansafety::backupPath(path, 2)), QByteArray("version 2"));
        QCOMPARE(contents(plansafety::backupPath(path, 3)), QByteArray("version 1"));
        QVERIFY(!QFileInfo::exists(path + u".bak-new"_s));
        QVERIFY(plansafety::writeWithBackups(path, [&] {
            writeText(path, "version 5");
            return Result<bool>(true);
        }));
        QCOMPARE(contents(plansafety::backupPath(path, 1)), QByteArray("version 4"));
        QCOMPARE(contents(plansafety::backupPath(path, 3)), QByteArray("version 2"));
    }

    // A link planted where a writer writes is refused, naming it, and what it points at is untouched: the
    // file itself, its backup being made, and any other file written through writeFileSafely.
    void writersRefusePlantedLinks()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath(u"victim.txt"_s);
        writeText(victim, "mine");
        const QString link = dir.filePath(u"chart.png"_s);
        QVERIFY(QFile::link(victim, link));
        const Result<bool> r = writeFileSafely(link, QByteArray("overwritten"));
        QVERIFY(!r);
        QCOMPARE(r.error().file, link);
        QVERIFY2(r.error().message.contains(u"symbolic link"_s), qPrintable(r.error().message));
        QCOMPARE(contents(victim), QByteArray("mine"));
        // A planted PATH.bak-new: the save is refused before it writes, the plan and the victim stay.
        const QString plan = dir.filePath(u"p.gpuplan"_s);
        writeText(plan, "plan");
        QVERIFY(QFile::link(victim, plan + u".bak-new"_s));
        bool wrote = false;
        const Result<bool> saved = plansafety::writeWithBackups(plan, [&] {
            wrote = true;
            return Result<bool>(true);
        });
        QVERIFY(!saved);
        QVERIFY(!wrote);
        QVERIFY2(saved.error().message.contains(u"symbolic link"_s), qPrintable(saved.error().message));
        QCOMPARE(contents(victim), QByteArray("mine"));
        QCOMPARE(contents(plan), QByteArray("plan"));
    }

    // A lock file that names no owner (empty, or garbage) is taken over once it is not one being written
    // this moment; before, every writer waited for it forever.
    void unreadableLocksAreTakenOver_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << QByteArray("\x01\x02not a lock\n");
    }
    void unreadableLocksAreTakenOver()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString plan = dir.filePath(u"p.gpuplan"_s);
        writeText(plan, "plan");
        const QString lockFile = PlanLock::lockPath(plan);
        writeText(lockFile, content);
        QFile f(lockFile);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        f.close();
        auto taken = PlanLock::acquire(plan, 5000);
        QVERIFY2(taken, taken ? "" : qPrintable(taken.error().message));
        QVERIFY(taken.value()->isLocked());
    }

    // A lock file that cannot be made says why, not only that it failed.
    void aLockThatCannotBeMadeSaysWhy_data()
    {
        QTest::addColumn<QString>("where"); // the plan's folder, under a temporary folder
        QTest::addColumn<QString>("reason");
        QTest::newRow("a missing folder") << u"gone"_s << u"the folder %1 does not exist"_s;
        QTest::newRow("a file where the folder should be") << u"file"_s << u"%1 is not a folder"_s;
        QTest::newRow("a read-only folder") << u"read-only"_s << u"the folder is not writable"_s;
    }
    void aLockThatCannotBeMadeSaysWhy()
    {
        QFETCH(QString, where);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString folder = dir.filePath(where);
        if (where == u"file"_s)
            writeText(folder, "not a folder");
        if (where == u"read-only"_s) {
            if (::geteuid() == 0)
                QSKIP("root writes into a read-only folder");
            QVERIFY(QDir().mkdir(folder));
            QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
        }
        const auto guard = qScopeGuard(
            [&] { QFile::setPermissions(folder, QFile::WriteOwner | QFile::ReadOwner | QFile::ExeOwner); });
        const auto taken = PlanLock::acquire(folder + u"/p.gpuplan"_s, 0);
        QVERIFY(!taken);
        const QString expected =
            u"cannot create the lock file p.gpuplan.lock: "_s + reason.arg(QDir::toNativeSeparators(folder));
        QVERIFY2(taken.error().message == expected, qPrintable(taken.error().message));
    }

    // A real full file system: the system's reason.
    void aLockOnAFullDiskSaysSo()
    {
        const SmallTmpfs mount(u"64k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        const QString plan = mount.filePath(u"p.gpuplan"_s);
        writeText(plan, "plan");
        QVERIFY(mount.fill());
        const auto taken = PlanLock::acquire(plan, 0);
        QVERIFY(!taken);
        QVERIFY2(taken.error().message.contains(u"No space left on device"_s),
                 qPrintable(taken.error().message));
    }

    // The lock belongs to the file: a link to the plan and its real name share one lock, so two writers
    // through the two names cannot both hold it.
    void aLinkSharesThePlansLock()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(u"real.gpuplan"_s);
        writeText(plan, "plan");
        const QString link = dir.filePath(u"link.gpuplan"_s);
        QVERIFY(QFile::link(plan, link));
        QCOMPARE(PlanLock::lockPath(link), PlanLock::lockPath(plan));
        auto first = PlanLock::acquire(plan, 0);
        QVERIFY(first);
        auto second = PlanLock::acquire(link, 50);
        QVERIFY(!second);
        QVERIFY2(second.error().message.contains(u"being edited"_s), qPrintable(second.error().message));
    }

    static QString recoveryFolderFile(const QString& name)
    {
        return plansafety::recoveryFolder() + u'/' + name;
    }

    static void clearFolder() { QDir(plansafety::recoveryFolder()).removeRecursively(); }

    // A window that goes away without closing (its copy object is destroyed, as in a crash) leaves its
    // copy; it is offered with the plan's absolute path, and declining it removes it.
    void recoveryRoundTrip()
    {
        clearFolder();
        IssueList issues;
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        const Plan plan = plantest::twoPhasePlan();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"training.gpuplan"_s);
        {
            plansafety::RecoveryCopy copy;
            copy.setDocument(path);
            QVERIFY(copy.write(plan));
            QVERIFY(QFileInfo::exists(copy.planFile()));
            // Its window is running: nobody else is offered its copy.
            QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        }
        QList<plansafety::Recovery> found = plansafety::orphanedRecoveries(issues);
        QVERIFY(issues.isEmpty());
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].originalPath, QFileInfo(path).absoluteFilePath());
        QVERIFY(found[0].savedAt.isValid());
        QCOMPARE(planio::toJson(found[0].plan), planio::toJson(plan));
        plansafety::discardRecovery(found[0]);
        found.clear();
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        QCOMPARE(QDir(plansafety::recoveryFolder()).entryList(QDir::Files).size(), 0);
    }

    // Each document has its own copy: one window's clean exit does not remove another's, a second window
    // on the same plan keeps a copy of its own, and an untitled plan is keyed by its window.
    void copiesPerDocument()
    {
        clearFolder();
        QTemporaryDir dir;
        const QString a = dir.filePath(u"a.gpuplan"_s);
        Plan plan = plantest::twoPhasePlan();
        auto first = std::make_unique<plansafety::RecoveryCopy>();
        auto second = std::make_unique<plansafety::RecoveryCopy>();
        auto untitled = std::make_unique<plansafety::RecoveryCopy>();
        first->setDocument(a);
        second->setDocument(a);
        QVERIFY(first->write(plan));
        plan.name = u"Second window's edit"_s;
        QVERIFY(second->write(plan));
        plan.name = u"Untitled edit"_s;
        QVERIFY(untitled->write(plan));
        QVERIFY(first->key() != second->key());
        QVERIFY(untitled->key().startsWith(u"untitled-"_s));
        QCOMPARE(first->key(), plansafety::recoveryKeyFor(a));

        first->clear(); // the first window saved, or closed discarding its edits
        QVERIFY(!QFileInfo::exists(first->planFile()));
        QVERIFY(QFileInfo::exists(second->planFile()));
        QVERIFY(QFileInfo::exists(untitled->planFile()));

        second.reset();   // crashes
        untitled.reset(); // crashes
        IssueList issues;
        const QList<plansafety::Recovery> found = plansafety::orphanedRecoveries(issues);
        QStringList names;
        for (const auto& r : found)
            names << r.plan.name;
        names.sort();
        QCOMPARE(names, (QStringList{u"Second window's edit"_s, u"Untitled edit"_s}));
        for (const auto& r : found) {
            if (r.plan.name == u"Untitled edit"_s)
                QVERIFY(r.originalPath.isEmpty());
            else
                QCOMPARE(r.originalPath, a);
        }
    }

    // A plan opened by a relative path is remembered by its absolute path, so starting again from another
    // folder never applies its edits to a file of the same name there; a copy from before paths were kept
    // absolute is offered as an untitled plan.
    void pathsAreAbsolute()
    {
        clearFolder();
        QTemporaryDir dir;
        const QString before = QDir::currentPath();
        const auto back = qScopeGuard([&] { QDir::setCurrent(before); });
        QVERIFY(QDir::setCurrent(dir.path()));
        {
            plansafety::RecoveryCopy copy;
            copy.setDocument(u"relative.gpuplan"_s);
            QVERIFY(copy.write(plantest::twoPhasePlan()));
        }
        QDir::setCurrent(before);
        // An old-style copy with a relative path.
        {
            QFile plan(recoveryFolderFile(u"unsaved.gpuplan"_s));
            QVERIFY(plan.open(QIODevice::WriteOnly));
            plan.write(planio::toJson(plantest::twoPhasePlan()));
            QFile note(recoveryFolderFile(u"unsaved.json"_s));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write(R"({"original": "relative.gpuplan", "saved_at": "2026-01-01T00:00:00Z"})");
        }
        IssueList issues;
        const QList<plansafety::Recovery> found = plansafety::orphanedRecoveries(issues);
        QCOMPARE(found.size(), 2);
        QStringList paths{found[0].originalPath, found[1].originalPath};
        paths.sort();
        QCOMPARE(paths, (QStringList{QString(), QDir(dir.path()).absoluteFilePath(u"relative.gpuplan"_s)}));
    }

    // A copy that cannot be read is reported with its file and reason and kept aside, not deleted.
    void corruptCopyIsReportedAndKeptAside()
    {
        clearFolder();
        QVERIFY(QDir().mkpath(plansafety::recoveryFolder()));
        {
            QFile plan(recoveryFolderFile(u"plan-0123456789abcdef.gpuplan"_s));
            QVERIFY(plan.open(QIODevice::WriteOnly));
            plan.write("{ not a plan");
            QFile note(recoveryFolderFile(u"plan-0123456789abcdef.json"_s));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write(R"({"original": "/tmp/x.gpuplan", "saved_at": "2026-01-01T00:00:00Z"})");
        }
        IssueList issues;
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        QCOMPARE(issues.size(), 1);
        QVERIFY2(issues[0].toString().contains(u"plan-0123456789abcdef.gpuplan"_s),
                 qPrintable(issues[0].toString()));
        QVERIFY2(issues[0].toString().contains(u"kept as"_s), qPrintable(issues[0].toString()));
        const QStringList aside =
            QDir(plansafety::recoveryFolder()).entryList({u"plan-0123456789abcdef.corrupt-*"_s}, QDir::Files);
        QCOMPARE(aside.size(), 2);
        // Not offered (nor reported) again.
        issues.clear();
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        QVERIFY(issues.isEmpty());
    }

    // The recovery folder cannot be made (a read-only or broken home folder): the error names the folder
    // and the system's reason instead of failing silently.
    void unwritableFolderSaysWhy()
    {
        const QByteArray home = qgetenv("HOME");
        const auto restore = qScopeGuard([&] { qputenv("HOME", home); });
        qputenv("HOME", "/dev/null/home"); // a path under a file: no one, root included, can create it
        plansafety::RecoveryCopy copy;
        const Result<bool> r = copy.write(plantest::twoPhasePlan());
        QVERIFY(!r);
        QVERIFY2(r.error().toString().contains(u"/dev/null/home"_s), qPrintable(r.error().toString()));
        QVERIFY2(r.error().toString().contains(u"Not a directory"_s), qPrintable(r.error().toString()));
    }

    // A window killed with SIGKILL (another process here) leaves its copy; it is not offered while that
    // process runs, and is offered once it is gone.
    void killedWindowsCopyIsOfferedOnlyAfterItIsGone()
    {
        clearFolder();
        QProcess window;
        window.setProgram(QCoreApplication::applicationFilePath());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"GP_TEST_HOLD_RECOVERY"_s, u"1"_s);
        window.setProcessEnvironment(env);
        window.start();
        QVERIFY(window.waitForStarted());
        QVERIFY(window.waitForReadyRead(20000));
        QCOMPARE(window.readLine().trimmed(), QByteArray("written"));
        IssueList issues;
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty()); // its window is alive
        QCOMPARE(QDir(plansafety::recoveryFolder()).entryList({u"*.gpuplan"_s}, QDir::Files).size(), 1);
        window.kill();
        QVERIFY(window.waitForFinished());
        const QList<plansafety::Recovery> found = plansafety::orphanedRecoveries(issues);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].plan.name, u"Held by another process"_s);
    }

    // The save dies part way: the plan on disk is the old one, whole; the recovery copy has the new edits.
    void failedSaveKeepsTheOldPlanAndRecoveryKeepsTheEdits_data()
    {
        QTest::addColumn<qint64>("failAfter");
        QTest::newRow("no byte") << qint64(0);
        QTest::newRow("one byte") << qint64(1);
        QTest::newRow("half") << qint64(-2);
        QTest::newRow("all but one") << qint64(-1);
    }

    void failedSaveKeepsTheOldPlanAndRecoveryKeepsTheEdits()
    {
        QFETCH(qint64, failAfter);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"plan.gpuplan"_s);
        const Plan saved = plantest::twoPhasePlan();
        QVERIFY(planio::save(saved, path));
        const QByteArray before = contents(path);

        Plan edited = saved;
        edited.name = u"Edited, not saved yet"_s;
        edited.items.removeLast();
        plansafety::RecoveryCopy copy; // what the window's autosave does
        copy.setDocument(path);
        QVERIFY(copy.write(edited));

        const QByteArray next = planio::toJson(edited);
        const qint64 limit = failAfter == -2   ? next.size() / 2
                             : failAfter == -1 ? next.size() - 1
                                               : failAfter;
        FailingSaveFile file(path, limit);
        QVERIFY(!planio::save(edited, file));

        QCOMPARE(contents(path), before);
        IssueList issues;
        QVERIFY(planio::load(path, issues));
        const QString copyFile = copy.planFile();
        IssueList readIssues;
        const std::optional<Plan> recovered = planio::load(copyFile, readIssues);
        QVERIFY(recovered);
        QCOMPARE(recovered->name, u"Edited, not saved yet"_s);
        QCOMPARE(recovered->items.size(), saved.items.size() - 1);
        copy.clear();
    }
};

// GP_TEST_HOLD_RECOVERY: this binary plays a window that wrote a recovery copy and keeps running until it
// is killed (killedWindowsCopyIsOfferedOnlyAfterItIsGone).
int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("GP_TEST_HOLD_RECOVERY")) {
        QStandardPaths::setTestModeEnabled(true);
        plansafety::RecoveryCopy copy;
        Plan plan = plantest::twoPhasePlan();
        plan.name = u"Held by another process"_s;
        if (!copy.write(plan))
            return 1;
        std::fputs("written\n", stdout);
        std::fflush(stdout);
        return app.exec();
    }
    tst_PlanSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_plansafety.moc"
