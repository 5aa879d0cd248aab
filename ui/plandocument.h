#pragma once

#include "plan.h"
#include "plansafety.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;
class QTimer;
class QUndoStack;

namespace gp::ui {

// The open plan: its content, file and undo history. Every edit goes through apply() as an undoable
// command; "modified" means the undo stack is not at its clean state (set after a successful save).
class PlanDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanDocument)

public:
    explicit PlanDocument(QObject* parent = nullptr);
    ~PlanDocument() override;

    const Plan& plan() const { return m_plan; }
    const PlanCost& cost() const { return m_cost; }
    QUndoStack* undoStack() const { return m_undo; }
    const QString& filePath() const { return m_path; }
    bool isModified() const;
    QString displayName() const; // file name, or the plan's name when unsaved

    // Replaces the plan with `next` as one undoable step named `text`, unless `next` has an item that
    // cannot be priced which the plan had not (planservice::checkEdit): then nothing changes, the reason
    // is returned and editRefused() says it.
    Result<bool> apply(const Plan& next, const QString& text);
    // Replaces the plan with `next` as one undoable step, whatever it can price: for restoring what was
    // there before (unsaved changes recovered after a crash), never for an edit.
    void restore(const Plan& next, const QString& text);
    // Starts over with `plan` (New, Open): clears the history, locks the file (see lockedElsewhere()) and
    // remembers what it looked like: `read`, the file's stamp taken before `plan` was read from it, so a
    // write by another program between that read and the lock is seen at the next save (changedOnDisk());
    // absent, the file as it is now.
    void reset(const Plan& plan, const QString& path,
               std::optional<plansafety::FileStamp> read = std::nullopt);
    // Saves, keeping the previous version as PATH.bak1 (older ones up to .bak3). Refuses to overwrite the
    // plan's own file when it changed on disk since it was read, unless `overwriteChanges`.
    Result<bool> saveAs(const QString& path, bool overwriteChanges = false);
    // The file changed on disk (another program or window saved it) since this document read or wrote it.
    bool changedOnDisk() const;
    // Another window or process has this plan's file open (its lock file is held). While it does, the
    // document tries again every LockRetryMs and takes the lock once it is free (lockTaken()).
    bool lockedElsewhere() const { return m_lockedElsewhere; }
    // Who holds the lock while lockedElsewhere(): "gpu-planner (process 1234 on host)"; empty when unknown.
    const QString& lockHolder() const { return m_lockHolder; }
    // Why the open file has no lock of this document's, in the words of `plan add` (PlanLock::attempt):
    // "the plan is being edited by …", or "cannot create the lock file NAME: REASON"; empty when it has one.
    const QString& lockProblem() const { return m_lockProblem; }
    // Tries to take the lock another window held; true when this document holds it now.
    bool retryLock();
    static constexpr int LockRetryMs = 2000;

Q_SIGNALS:
    void changed();
    void fileChanged();
    void editRefused(const QString& reason);
    void lockTaken(); // the other window let go of the file; this one holds it now

private:
    friend class PlanCommand;
    void set(const Plan& plan, std::optional<PlanCost> cost = std::nullopt);

    void lock(const QString& path);

    Plan m_plan;
    PlanCost m_cost;
    QString m_path;
    plansafety::FileStamp m_stamp;
    std::unique_ptr<QLockFile> m_lock;
    bool m_lockedElsewhere = false;
    QString m_lockHolder;
    QString m_lockProblem;
    QTimer* m_lockRetry = nullptr;
    QUndoStack* m_undo = nullptr;
};

} // namespace gp::ui
