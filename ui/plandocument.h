#pragma once

#include "plan.h"

#include <QObject>
#include <QString>

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
    // Starts over with `plan` (New, Open): clears the history.
    void reset(const Plan& plan, const QString& path);
    Result<bool> saveAs(const QString& path);

Q_SIGNALS:
    void changed();
    void fileChanged();

private:
    friend class PlanCommand;
    void set(const Plan& plan);

    Plan m_plan;
    PlanCost m_cost;
    QString m_path;
    QUndoStack* m_undo = nullptr;
};

} // namespace gp::ui
