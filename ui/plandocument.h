#pragma once

#include "plan.h"
#include "plansafety.h"

#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
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

    // Replaces the plan with `next` as one undoable step named `text`.
    void apply(const Plan& next, const QString& text);
    // Starts over with `plan` (New, Open): clears the history, locks the file (see lockedElsewhere()) and
    // remembers what it looked like.
    void reset(const Plan& plan, const QString& path);
    // Saves, keeping the previous version as PATH.bak1 (older ones up to .bak3). Refuses to overwrite the
    // plan's own file when it changed on disk since it was read, unless `overwriteChanges`.
    Result<bool> saveAs(const QString& path, bool overwriteChanges = false);
    // The file changed on disk (another program or window saved it) since this document read or wrote it.
    bool changedOnDisk() const;
    // Another window or process has this plan's file open (its lock file is held).
    bool lockedElsewhere() const { return m_lockedElsewhere; }

Q_SIGNALS:
    void changed();
    void fileChanged();

private:
    friend class PlanCommand;
    void set(const Plan& plan);

    void lock(const QString& path);

    Plan m_plan;
    PlanCost m_cost;
    QString m_path;
    plansafety::FileStamp m_stamp;
    std::unique_ptr<QLockFile> m_lock;
    bool m_lockedElsewhere = false;
    QUndoStack* m_undo = nullptr;
};

} // namespace gp::ui
