// PlanDocument and the main window keeping plans safe: backups on save, refusing to overwrite a file that
// changed on disk, the lock between windows, autosave to the recovery file and recovering from it.
#include "mainwindow.h"
#include "plandocument.h"
#include "planio.h"
#include "plansafety.h"
#include "plantestdata.h"
#include "smalltmpfs.h"
#include "testcatalog.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace gp;
using ui::PlanDocument;

namespace {

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestPlanDocument : public QObject
{
    Q_OBJECT

    static void clearRecoveryFolder() { QDir(plansafety::recoveryFolder()).removeRecursively(); }
    static int recoveryCopies()
    {
        return int(QDir(plansafety::recoveryFolder()).entryList({u"*.gpuplan"_s}, QDir::Files).size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        clearRecoveryFolder();
    }

    void cleanupTestCase() { clearRecoveryFolder(); }

    void saveKeepsTheOldVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        QVERIFY(doc.saveAs(path));
        const QByteArray first = contents(path);
        Plan next = doc.plan();
        next.name = u"Second version"_s;
        doc.apply(next, u"Rename"_s);
        QVERIFY(doc.isModified());
        QVERIFY(doc.saveAs(path));
        QVERIFY(!doc.isModified());
        QCOMPARE(contents(plansafety::backupPath(path, 1)), first);
        QVERIFY(contents(path).contains("Second version"));
    }

    void refusesToOverwriteAChangedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(planio::save(plantest::twoPhasePlan(), path));
        IssueList issues;
        PlanDocument doc;
        doc.reset(*planio::load(path, issues), path);
        QVERIFY(!doc.changedOnDisk());
        // Someone else saves the file.
        Plan theirs = plantest::twoPhasePlan();
        theirs.name = u"Their version"_s;
        QVERIFY(planio::save(theirs, path));
        QVERIFY(doc.changedOnDisk());
        Plan mine = doc.plan();
        mine.name = u"My version"_s;
        doc.apply(mine, u"Rename"_s);
        const auto refused = doc.saveAs(path);
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(u"changed on disk"_s));
        QVERIFY(contents(path).contains("Their version"));
        QVERIFY(doc.isModified());
        // Overwriting on purpose keeps theirs as the backup.
        QVERIFY(doc.saveAs(path, true));
        QVERIFY(contents(path).contains("My version"));
        QVERIFY(contents(plansafety::backupPath(path, 1)).contains("Their version"));
        QVERIFY(!doc.changedOnDisk());
    }

    // Another program writes between the window's read and its lock (a `plan add` that held the lock just
    // then): stamped before the read, the window sees the change at its save instead of overwriting it.
    void aWriteBetweenReadAndLockIsNotOverwritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(planio::save(plantest::twoPhasePlan(), path));
        plansafety::FileStamp stamp = plansafety::FileStamp::of(path);
        IssueList issues;
        const std::optional<Plan> read = planio::load(path, issues);
        QVERIFY(read);
        Plan theirs = *read;
        theirs.items << theirs.items[0];
        QVERIFY(planio::save(theirs, path)); // the other writer, before the window locks
        PlanDocument doc;
        doc.reset(*read, path, stamp);
        QVERIFY(!doc.lockedElsewhere());
        QVERIFY(doc.changedOnDisk());
        QVERIFY(!doc.saveAs(path));
        IssueList after;
        QCOMPARE(planio::load(path, after)->items.size(), 3);
    }

    void lockTellsWindowsApart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(planio::save(plantest::twoPhasePlan(), path));
        auto first = std::make_unique<PlanDocument>();
        first->reset(plantest::twoPhasePlan(), path);
        QVERIFY(!first->lockedElsewhere());
        PlanDocument second;
        second.reset(plantest::twoPhasePlan(), path);
        QVERIFY(second.lockedElsewhere());
        first.reset(); // the first window closes
        PlanDocument third;
        third.reset(plantest::twoPhasePlan(), path);
        QVERIFY(!third.lockedElsewhere());
    }

    // A window that found the plan open elsewhere takes the lock once the other lets go: at once when it
    // asks (a save does), and by itself a moment later.
    void theLockIsTakenWhenItBecomesFree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(planio::save(plantest::twoPhasePlan(), path));
        auto first = std::make_unique<PlanDocument>();
        first->reset(plantest::twoPhasePlan(), path);
        PlanDocument second;
        QSignalSpy taken(&second, &PlanDocument::lockTaken);
        second.reset(plantest::twoPhasePlan(), path);
        QVERIFY(second.lockedElsewhere());
        QVERIFY(!second.retryLock()); // still held
        QVERIFY(second.lockedElsewhere());
        first.reset();
        QVERIFY(second.retryLock());
        QVERIFY(!second.lockedElsewhere());
        QCOMPARE(taken.size(), 1);
        PlanDocument third; // the second window holds it now
        third.reset(plantest::twoPhasePlan(), path);
        QVERIFY(third.lockedElsewhere());

        // Without being asked: the retry timer.
        QSignalSpy thirdTook(&third, &PlanDocument::lockTaken);
        second.reset(plantest::twoPhasePlan(), QString()); // the second window opens another plan
        QVERIFY(thirdTook.wait(20 * PlanDocument::LockRetryMs));
        QVERIFY(!third.lockedElsewhere());
    }

    // An edit that leaves an item the plan cannot price is not made; a recovered plan is restored as it was.
    void editsThatCannotBePricedAreRefused()
    {
        PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        QSignalSpy refused(&doc, &PlanDocument::editRefused);
        Plan next = doc.plan();
        next.currency = u"KRW"_s; // the plan holds a CNY rate only
        const Result<bool> r = doc.apply(next, u"Currency"_s);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Usage);
        QVERIFY2(r.error().message.contains(u"cloud-a/big.8x in r1 cannot be priced"_s),
                 qPrintable(r.error().message));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused[0][0].toString(), r.error().message);
        QCOMPARE(doc.plan().currency, u"USD"_s);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
        doc.restore(next, u"Recovered"_s);
        QCOMPARE(doc.plan().currency, u"KRW"_s);
        QVERIFY(!doc.cost().isComplete());
        // From there, an edit that fixes nothing but breaks nothing more is made, and so is the fix.
        Plan renamed = doc.plan();
        renamed.name = u"Still KRW"_s;
        QVERIFY(doc.apply(renamed, u"Rename"_s));
        Plan fixed = doc.plan();
        fixed.currency = u"USD"_s;
        QVERIFY(doc.apply(fixed, u"Currency"_s));
        QVERIFY(doc.cost().isComplete());
        QCOMPARE(refused.size(), 1);
    }

    // The window copies unsaved edits to the recovery file after a burst of changes; a new window restores
    // them on top of the saved file, as one undoable step.
    void autosaveAndRecover()
    {
        clearRecoveryFolder();
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.gpuplan"_s);
        QVERIFY(planio::save(plantest::twoPhasePlan(), path));
        IssueList issues;
        {
            ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
            QVERIFY(w.openPlan(path));
            Plan edited = w.planDocument()->plan();
            edited.name = u"Unsaved edit"_s;
            edited.items.removeLast();
            w.planDocument()->apply(edited, u"Edit"_s);
            QTRY_COMPARE_WITH_TIMEOUT(recoveryCopies(), 1, 10000);
            // A second window starting now is not offered the running window's copy, and leaves it alone.
            ui::MainWindow second(loadSnapshotCatalog(&issues), issues);
            QVERIFY(!second.offerRecovery());
            QCOMPARE(recoveryCopies(), 1);
            // The window goes away without saving (as in a crash: no close event runs).
        }
        QList<plansafety::Recovery> found = plansafety::orphanedRecoveries(issues);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].originalPath, path);
        QCOMPARE(found[0].plan.name, u"Unsaved edit"_s);

        ui::MainWindow again(loadSnapshotCatalog(&issues), issues);
        again.recoverFrom(found[0]);
        found.clear();
        QCOMPARE(again.planDocument()->filePath(), path);
        QCOMPARE(again.planDocument()->plan().name, u"Unsaved edit"_s);
        QVERIFY(again.planDocument()->isModified());
        // The recovered copy is this window's now: nobody else is offered it.
        QVERIFY(plansafety::orphanedRecoveries(issues).isEmpty());
        again.planDocument()->undoStack()->undo(); // back to the saved file
        QCOMPARE(again.planDocument()->plan().name, plantest::twoPhasePlan().name);
        again.planDocument()->undoStack()->redo();
        // Saving ends the need for the recovery copy.
        QVERIFY(again.savePlanAs(path));
        QCOMPARE(recoveryCopies(), 0);
    }

    void noRecoveryWhenAllIsSaved()
    {
        clearRecoveryFolder();
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        w.writeRecoveryNow();
        QCOMPARE(recoveryCopies(), 0);
        QVERIFY(!w.offerRecovery()); // nothing to offer, no question asked
    }

    // A plan opened by a relative path is kept by its absolute path.
    void relativePathsBecomeAbsolute()
    {
        QTemporaryDir dir;
        QVERIFY(planio::save(plantest::twoPhasePlan(), dir.filePath(u"rel.gpuplan"_s)));
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), u"rel.gpuplan"_s);
        QDir::setCurrent(before);
        QCOMPARE(doc.filePath(), dir.filePath(u"rel.gpuplan"_s));
    }

    // A save that fails on a real full file system (root: a small tmpfs) keeps the document modified, the
    // plan on disk and its backup as they were.
    void aFailedSaveKeepsTheDocumentModified()
    {
        const SmallTmpfs mount(u"64k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        const QString path = mount.filePath(u"p.gpuplan"_s);
        PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        QVERIFY(doc.saveAs(path));
        Plan next = doc.plan();
        next.name = u"Second version"_s;
        doc.apply(next, u"Rename"_s);
        QVERIFY(doc.saveAs(path)); // path.bak1 now holds the first version
        const QByteArray saved = contents(path);
        const QByteArray backup = contents(plansafety::backupPath(path, 1));
        QVERIFY(mount.fill());
        next.name = u"Third version, with a longer name so that it needs more room"_s;
        doc.apply(next, u"Rename"_s);
        const Result<bool> r = doc.saveAs(path);
        QVERIFY(!r);
        QVERIFY2(r.error().toString().contains(u"No space left on device"_s),
                 qPrintable(r.error().toString()));
        QVERIFY(doc.isModified());
        QCOMPARE(contents(path), saved);
        QCOMPARE(contents(plansafety::backupPath(path, 1)), backup);
    }
};

QTEST_MAIN(TestPlanDocument)
#include "tst_plandocument.moc"
