#include "plancontroller.h"

#include "plandocument.h"
#include "planio.h"
#include "preferences.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
const Setting<QStringList> kRecent{u"plan/recentFiles"_s, {}};
constexpr int MaxRecent = 8;
} // namespace

PlanController::PlanController(PlanDocument* document, QWidget* window, std::function<Plan()> freshPlan,
                               QObject* parent)
    : QObject(parent), m_doc(document), m_window(window), m_freshPlan(std::move(freshPlan))
{
    Q_ASSERT(m_doc && m_window && m_freshPlan);
    // Unsaved edits are copied to the recovery file a moment after each burst of changes and every minute.
    m_autosaveBurst = new QTimer(this);
    m_autosaveBurst->setSingleShot(true);
    m_autosaveBurst->setInterval(2000);
    connect(m_autosaveBurst, &QTimer::timeout, this, &PlanController::writeRecoveryNow);
    connect(m_doc, &PlanDocument::changed, m_autosaveBurst, qOverload<>(&QTimer::start));
    m_autosaveMinute = new QTimer(this);
    m_autosaveMinute->setInterval(60'000);
    connect(m_autosaveMinute, &QTimer::timeout, this, [this] {
        if (m_doc->isModified())
            writeRecoveryNow();
    });
    m_autosaveMinute->start();
    connect(m_doc, &PlanDocument::fileChanged, this, [this] { m_recovery.setDocument(m_doc->filePath()); });
    connect(m_doc, &PlanDocument::lockTaken, this, [this] {
        Q_EMIT statusMessage(tr("%1 is no longer open in another window; saving here no longer asks.")
                                 .arg(m_doc->displayName()),
                             8000);
    });
    connect(m_doc, &PlanDocument::editRefused, this,
            [this](const QString& reason) { Q_EMIT statusMessage(reason, 10000); });
}

void PlanController::setRecentMenu(QMenu* menu)
{
    m_recentMenu = menu;
    rebuildRecentMenu();
}

void PlanController::writeRecoveryNow()
{
    if (!m_doc->isModified()) {
        m_recovery.clear();
        return;
    }
    m_recovery.setDocument(m_doc->filePath());
    const Result<bool> written = m_recovery.write(m_doc->plan());
    if (written) {
        m_recoveryError.clear();
        return;
    }
    const QString message = written.error().toString();
    if (message == m_recoveryError)
        return;
    m_recoveryError = message;
    Q_EMIT statusMessage(tr("Unsaved changes are not backed up for recovery: %1").arg(message), 15000);
}

void PlanController::discardRecovery()
{
    m_recovery.clear();
}

bool PlanController::offerRecovery()
{
    IssueList issues;
    QList<plansafety::Recovery> orphans = plansafety::orphanedRecoveries(issues);
    if (!issues.isEmpty()) {
        QStringList lines;
        for (const Issue& i : issues)
            lines << i.toString();
        QMessageBox box(
            QMessageBox::Warning, tr("Recover Plan"),
            tr("A recovery copy of unsaved changes could not be read. It was kept aside, not deleted."),
            QMessageBox::Close, m_window);
        box.setInformativeText(lines.join(u"\n\n"_s));
        box.exec();
    }
    // Only copies whose window is gone are listed; the others belong to windows still running.
    for (plansafety::Recovery& recovery : orphans) {
        const QString name = recovery.originalPath.isEmpty() ? recovery.plan.name
                                                             : QFileInfo(recovery.originalPath).fileName();
        const auto answer = QMessageBox::question(
            m_window, tr("Recover Plan"),
            tr("GPU Planner did not close properly. Recover the unsaved changes to \"%1\" from %2?")
                .arg(name, recovery.savedAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            recoverFrom(recovery);
            return true; // the others stay for the next start (their locks are released with the list)
        }
        plansafety::discardRecovery(recovery);
    }
    return false;
}

void PlanController::recoverFrom(plansafety::Recovery& recovery)
{
    // The saved file (if any) as it is on disk, then the unsaved edits on top as one undoable step: the plan
    // shows as modified and undo goes back to what was saved.
    IssueList issues;
    std::optional<Plan> saved;
    plansafety::FileStamp stamp;
    if (!recovery.originalPath.isEmpty()) {
        stamp = plansafety::FileStamp::of(recovery.originalPath);
        saved = planio::load(recovery.originalPath, issues);
    }
    if (saved)
        m_doc->reset(*saved, recovery.originalPath, std::move(stamp));
    else
        m_doc->reset(m_freshPlan(), QString());
    m_doc->restore(recovery.plan, tr("Recovered unsaved changes")); // the user's work, priceable or not
    m_recovery.adopt(recovery); // the copy is this window's now: kept up to date, removed once saved
    Q_EMIT planShown();
    Q_EMIT statusMessage(tr("Recovered the unsaved changes."), 8000);
}

void PlanController::newPlan()
{
    if (!maybeSavePlan())
        return;
    m_doc->reset(m_freshPlan(), QString());
    Q_EMIT planShown();
}

void PlanController::openPlanDialog()
{
    if (!maybeSavePlan())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Plan"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("GPU Planner plans (*.gpuplan);;All files (*)"));
    if (!path.isEmpty())
        openPlan(path);
}

bool PlanController::openPlan(const QString& path)
{
    IssueList issues;
    // Stamped before it is read: a `plan add` that writes between the read and the lock is then seen as a
    // change on disk at the next save, not overwritten.
    plansafety::FileStamp stamp = plansafety::FileStamp::of(path);
    std::optional<Plan> plan = planio::load(path, issues);
    if (!plan) {
        QStringList lines;
        for (const Issue& i : issues)
            lines << i.toString();
        QMessageBox box(QMessageBox::Warning, tr("Open Plan"),
                        tr("%1 could not be opened.").arg(QFileInfo(path).fileName()), QMessageBox::Close,
                        m_window);
        box.setInformativeText(lines.value(0));
        box.setDetailedText(lines.join(u'\n'));
        box.exec();
        return false;
    }
    m_doc->reset(*plan, path, std::move(stamp));
    addRecent(path);
    Q_EMIT planShown();
    // Who has it, or why it has no lock, as `plan add` says it (PlanLock::attempt).
    if (m_doc->lockedElsewhere())
        Q_EMIT statusMessage(m_doc->lockHolder().isEmpty()
                                 ? tr("%1 is open in another window too: saving here asks first.")
                                       .arg(QFileInfo(path).fileName())
                                 : tr("%1 is open in %2 too: saving here asks first.")
                                       .arg(QFileInfo(path).fileName(), m_doc->lockHolder()),
                             10000);
    else if (!m_doc->lockProblem().isEmpty())
        Q_EMIT statusMessage(tr("%1 has no lock (%2): another program may write it meanwhile.")
                                 .arg(QFileInfo(path).fileName(), m_doc->lockProblem()),
                             10000);
    return true;
}

bool PlanController::savePlan()
{
    if (m_doc->filePath().isEmpty())
        return savePlanAsDialog();
    return savePlanAs(m_doc->filePath());
}

bool PlanController::savePlanAsDialog()
{
    QString suggested = m_doc->filePath();
    if (suggested.isEmpty()) {
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/' +
                    m_doc->plan().name + u'.' + planio::FileSuffix;
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Plan As"), suggested,
                                                tr("GPU Planner plans (*.gpuplan)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(u'.' + planio::FileSuffix))
        path += u'.' + planio::FileSuffix;
    return savePlanAs(path);
}

bool PlanController::savePlanAs(const QString& path)
{
    bool overwrite = false;
    if (path == m_doc->filePath() && m_doc->lockedElsewhere())
        m_doc->retryLock(); // the other window may have closed since the last try
    if (path == m_doc->filePath() && (m_doc->changedOnDisk() || m_doc->lockedElsewhere())) {
        QMessageBox box(QMessageBox::Warning, tr("Save Plan"),
                        m_doc->changedOnDisk()
                            ? tr("%1 changed on disk since you opened it.").arg(QFileInfo(path).fileName())
                        : m_doc->lockHolder().isEmpty()
                            ? tr("%1 is open in another window.").arg(QFileInfo(path).fileName())
                            : tr("%1 is open in %2.").arg(QFileInfo(path).fileName(), m_doc->lockHolder()),
                        QMessageBox::NoButton, m_window);
        box.setInformativeText(tr("Saving here replaces the other version. The previous file is kept as %1.")
                                   .arg(QFileInfo(plansafety::backupPath(path, 1)).fileName()));
        QPushButton* saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
        QPushButton* reload =
            m_doc->changedOnDisk() ? box.addButton(tr("&Reload"), QMessageBox::DestructiveRole) : nullptr;
        QPushButton* replace = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() == saveAs)
            return savePlanAsDialog();
        if (reload && box.clickedButton() == reload) {
            openPlan(path); // the version on disk; this window's edits are dropped
            return false;
        }
        if (box.clickedButton() != replace)
            return false;
        overwrite = true;
    }
    const Result<bool> r = m_doc->saveAs(path, overwrite);
    if (!r) {
        QMessageBox::warning(m_window, tr("Save Plan"), r.error().toString());
        return false;
    }
    m_recovery.setDocument(m_doc->filePath());
    m_recovery.clear(); // nothing unsaved any more
    addRecent(path);
    Q_EMIT statusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool PlanController::maybeSavePlan()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("GPU Planner"), tr("The plan \"%1\" has unsaved changes.").arg(m_doc->plan().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return savePlan();
    return answer == QMessageBox::Discard;
}

void PlanController::addRecent(const QString& path)
{
    QStringList recent = kRecent.value().mid(0, MaxRecent);
    const QString abs = QFileInfo(path).absoluteFilePath();
    recent.removeAll(abs);
    recent.prepend(abs);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    kRecent.setValue(recent);
    rebuildRecentMenu();
}

void PlanController::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = kRecent.value().mid(0, MaxRecent); // a hand-edited settings file may hold more
    for (const QString& path : recent) {
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (maybeSavePlan())
                                openPlan(path);
                        })
            ->setToolTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace gp::ui
