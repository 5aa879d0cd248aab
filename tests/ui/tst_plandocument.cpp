// PlanDocument and the main window keeping plans safe: backups on save, refusing to overwrite a file that
// changed on disk, the lock between windows, autosave to the recovery file and recovering from it.
#include "mainwindow.h"
#include "plandocument.h"
#include "planio.h"
#include "plansafety.h"
#include "plantestdata.h"
#include "testcatalog.h"

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

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        plansafety::clearRecovery();
    }

    void cleanupTestCase() { plansafety::clearRecovery(); }

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

    // The window copies unsaved edits to the recovery file after a burst of changes; a new window restores
    // them on top of the saved file, as one undoable step.
    void autosaveAndRecover()
    {
        plansafety::clearRecovery();
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
            QTRY_VERIFY_WITH_TIMEOUT(plansafety::readRecovery(issues).has_value(), 10000);
            // The window goes away without saving (as in a crash: no close event runs).
        }
        const auto recovery = plansafety::readRecovery(issues);
        QVERIFY(recovery);
        QCOMPARE(recovery->originalPath, path);
        QCOMPARE(recovery->plan.name, u"Unsaved edit"_s);

        ui::MainWindow again(loadSnapshotCatalog(&issues), issues);
        again.recoverFrom(*recovery);
        QCOMPARE(again.planDocument()->filePath(), path);
        QCOMPARE(again.planDocument()->plan().name, u"Unsaved edit"_s);
        QVERIFY(again.planDocument()->isModified());
        again.planDocument()->undoStack()->undo(); // back to the saved file
        QCOMPARE(again.planDocument()->plan().name, plantest::twoPhasePlan().name);
        again.planDocument()->undoStack()->redo();
        // Saving ends the need for the recovery copy.
        QVERIFY(again.savePlanAs(path));
        QVERIFY(!plansafety::readRecovery(issues));
    }

    void noRecoveryWhenAllIsSaved()
    {
        plansafety::clearRecovery();
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        w.writeRecoveryNow();
        QVERIFY(!plansafety::readRecovery(issues));
        QVERIFY(!w.offerRecovery()); // nothing to offer, no question asked
    }
};

QTEST_MAIN(TestPlanDocument)
#include "tst_plandocument.moc"
