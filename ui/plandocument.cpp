#include "plandocument.h"

#include "planio.h"
#include "planlock.h"
#include "planservice.h"

#include <QFileInfo>
#include <QLockFile>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

using namespace Qt::StringLiterals;

namespace gp::ui {

// Plans are small, so a command keeps the whole plan before and after: one kind of command serves
// every edit, and undo restores exactly what was there.
class PlanCommand final : public QUndoCommand
{
public:
    PlanCommand(PlanDocument* doc, Plan before, Plan after, const QString& text,
                std::optional<PlanCost> afterCost = std::nullopt)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)),
          m_afterCost(std::move(afterCost))
    {}
    void undo() override { m_doc->set(m_before); }
    void redo() override
    {
        // The first redo (the push) uses the cost the edit was checked with rather than pricing it again.
        m_doc->set(m_after, std::exchange(m_afterCost, std::nullopt));
    }

private:
    PlanDocument* m_doc;
    Plan m_before;
    Plan m_after;
    std::optional<PlanCost> m_afterCost;
};

PlanDocument::PlanDocument(QObject* parent)
    : QObject(parent), m_lockRetry(new QTimer(this)), m_undo(new QUndoStack(this))
{
    m_plan.name = tr("Untitled plan");
    m_cost = m_plan.cost();
    connect(m_undo, &QUndoStack::cleanChanged, this, &PlanDocument::fileChanged);
    m_lockRetry->setInterval(LockRetryMs);
    connect(m_lockRetry, &QTimer::timeout, this, &PlanDocument::retryLock);
}

PlanDocument::~PlanDocument()
{
    m_lock.reset();
    // The stack signals "clean changed" while it is destroyed; this document is half gone by then.
    QObject::disconnect(m_undo, nullptr, this, nullptr);
    delete m_undo;
}

bool PlanDocument::isModified() const
{
    return !m_undo->isClean();
}

QString PlanDocument::displayName() const
{
    return m_path.isEmpty() ? m_plan.name : QFileInfo(m_path).fileName();
}

Result<bool> PlanDocument::apply(const Plan& next, const QString& text)
{
    PlanCost cost = next.cost();
    if (const Result<bool> allowed = planservice::checkEdit(m_cost, cost); !allowed) {
        Q_EMIT editRefused(allowed.error().message);
        return allowed;
    }
    m_undo->push(new PlanCommand(this, m_plan, next, text, std::move(cost))); // push() runs redo()
    return true;
}

void PlanDocument::restore(const Plan& next, const QString& text)
{
    m_undo->push(new PlanCommand(this, m_plan, next, text));
}

void PlanDocument::reset(const Plan& plan, const QString& path, std::optional<plansafety::FileStamp> read)
{
    m_undo->clear();
    // Kept absolute: a recovery copy names it, and the program may start again in another folder.
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_stamp = path.isEmpty() ? plansafety::FileStamp{}
              : read         ? std::move(*read)
                             : plansafety::FileStamp::of(path);
    lock(path);
    set(plan);
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void PlanDocument::lock(const QString& path)
{
    m_lock.reset();
    m_lockedElsewhere = false;
    m_lockHolder.clear();
    m_lockProblem.clear();
    m_lockRetry->stop();
    if (path.isEmpty())
        return;
    // The lock every writer takes (PlanLock): a lock left by a crashed process is taken over once its
    // process is gone. Only a lock someone holds means another window; a folder we cannot write to just
    // has no lock.
    PlanLock::Attempt a = PlanLock::attempt(path, 0);
    m_lock = std::move(a.lock);
    m_lockedElsewhere = a.heldElsewhere;
    m_lockHolder = a.holder;
    m_lockProblem = a.problem;
    if (m_lockedElsewhere)
        m_lockRetry->start();
}

bool PlanDocument::retryLock()
{
    if (!m_lockedElsewhere)
        return m_lock != nullptr;
    PlanLock::Attempt a = PlanLock::attempt(m_path, 0);
    if (!a.lock) {
        if (!a.heldElsewhere) { // the folder became unwritable: no lock to wait for
            m_lockedElsewhere = false;
            m_lockHolder.clear();
            m_lockProblem = a.problem;
            m_lockRetry->stop();
        } else {
            m_lockHolder = a.holder;
            m_lockProblem = a.problem;
        }
        return false;
    }
    m_lock = std::move(a.lock);
    m_lockedElsewhere = false;
    m_lockHolder.clear();
    m_lockProblem.clear();
    m_lockRetry->stop();
    Q_EMIT lockTaken();
    return true;
}

bool PlanDocument::changedOnDisk() const
{
    return !m_path.isEmpty() && plansafety::FileStamp::of(m_path) != m_stamp;
}

Result<bool> PlanDocument::saveAs(const QString& path, bool overwriteChanges)
{
    if (path == m_path && !overwriteChanges && changedOnDisk())
        return Error{
            ErrorCode::Io,
            path,
            0,
            0,
            {},
            tr("the file changed on disk since it was opened; reload it or save under another name")};
    // The backups move only once the plan is written: a failed save leaves the file and every backup alone.
    const Result<bool> r = plansafety::writeWithBackups(path, [&] { return planio::save(m_plan, path); });
    if (r) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (absolute != m_path)
            lock(absolute);
        m_path = absolute;
        m_stamp = plansafety::FileStamp::of(path);
        m_undo->setClean();
        Q_EMIT fileChanged();
    }
    return r;
}

void PlanDocument::set(const Plan& plan, std::optional<PlanCost> cost)
{
    m_plan = plan;
    m_cost = cost ? std::move(*cost) : m_plan.cost();
    Q_EMIT changed();
}

} // namespace gp::ui
