// Keeping plans safe (core/plan/plansafety.h): file stamps, rotating backups, the recovery copy, and a save
// that dies part way leaving the previous plan intact while the recovery copy still holds the unsaved edits.
#include "failingsavefile.h"
#include "planio.h"
#include "plansafety.h"
#include "plantestdata.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
        plansafety::clearRecovery();
    }

    void cleanupTestCase() { plansafety::clearRecovery(); }

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

    void recoveryRoundTrip()
    {
        plansafety::clearRecovery();
        IssueList issues;
        QVERIFY(!plansafety::readRecovery(issues));
        const Plan plan = plantest::twoPhasePlan();
        QVERIFY(plansafety::writeRecovery(plan, u"/home/me/training.gpuplan"_s));
        const auto r = plansafety::readRecovery(issues);
        QVERIFY(r);
        QCOMPARE(r->originalPath, u"/home/me/training.gpuplan"_s);
        QVERIFY(r->savedAt.isValid());
        QCOMPARE(planio::toJson(r->plan), planio::toJson(plan));
        plansafety::clearRecovery();
        QVERIFY(!plansafety::readRecovery(issues));
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
        QVERIFY(plansafety::writeRecovery(edited, path)); // what the window's autosave does

        const QByteArray next = planio::toJson(edited);
        const qint64 limit = failAfter == -2   ? next.size() / 2
                             : failAfter == -1 ? next.size() - 1
                                               : failAfter;
        FailingSaveFile file(path, limit);
        QVERIFY(!planio::save(edited, file));

        QCOMPARE(contents(path), before);
        IssueList issues;
        QVERIFY(planio::load(path, issues));
        const auto recovered = plansafety::readRecovery(issues);
        QVERIFY(recovered);
        QCOMPARE(recovered->plan.name, u"Edited, not saved yet"_s);
        QCOMPARE(recovered->plan.items.size(), saved.items.size() - 1);
        QCOMPARE(recovered->originalPath, path);
        plansafety::clearRecovery();
    }
};

QTEST_GUILESS_MAIN(tst_PlanSafety)
#include "tst_plansafety.moc"
