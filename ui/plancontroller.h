#pragma once

#include "plan.h"
#include "plansafety.h"

#include <QObject>

#include <functional>

class QMenu;
class QTimer;
class QWidget;

namespace gp::ui {

class PlanDocument;

// The life cycle of the window's plan file, apart from the window (as Tiled's DocumentManager): new, open,
// save and save as (with the changed-on-disk and open-elsewhere questions), the unsaved-changes question,
// the recent files, and the recovery copy written after each burst of edits and every minute and offered
// after a crash. The window gives it the document, the window its questions belong to and how a fresh plan
// looks, and shows the Plan tab and the messages it emits.
class PlanController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanController)

public:
    PlanController(PlanDocument* document, QWidget* window, std::function<Plan()> freshPlan,
                   QObject* parent = nullptr);

    PlanDocument* document() const { return m_doc; }
    // The File → Open Recent menu, filled now and after every open and save.
    void setRecentMenu(QMenu* menu);

    void newPlan();
    void openPlanDialog();
    bool openPlan(const QString& path);
    bool savePlan();
    bool savePlanAsDialog();
    bool savePlanAs(const QString& path);
    // Asks about unsaved changes; false when the user cancels (or saving failed).
    bool maybeSavePlan();

    // Copies unsaved edits to this window's recovery copy now (the timers call it), or removes it when all is
    // saved. A copy that cannot be written is said once in the status bar, with the file and the reason.
    void writeRecoveryNow();
    // After a crash: offers the unsaved edits of windows that are gone (a question each, newest first) and
    // reports copies that cannot be read; true when one was restored into this window.
    bool offerRecovery();
    void recoverFrom(plansafety::Recovery& recovery);
    // Removes this window's recovery copy (the window closes with everything saved or discarded).
    void discardRecovery();
    const plansafety::RecoveryCopy& recoveryCopy() const { return m_recovery; }

Q_SIGNALS:
    // A plan was made, opened or recovered: the window shows it.
    void planShown();
    void statusMessage(const QString& text, int timeoutMs);

private:
    void addRecent(const QString& path);
    void rebuildRecentMenu();

    PlanDocument* m_doc;
    QWidget* m_window;
    std::function<Plan()> m_freshPlan;
    QMenu* m_recentMenu = nullptr;
    QTimer* m_autosaveBurst = nullptr;
    QTimer* m_autosaveMinute = nullptr;
    plansafety::RecoveryCopy m_recovery;
    QString m_recoveryError; // the last failure said, so a failing disk is not said every two seconds
};

} // namespace gp::ui
