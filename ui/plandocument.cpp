#include "plandocument.h"

#include "planio.h"
#include "planlock.h"

#include <QFileInfo>
#include <QLockFile>
#include <QUndoCommand>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace gp::ui {

// Plans are small, so a command keeps the whole plan before and after: one kind of command serves
// every edit, and undo restores exactly what was there.
class PlanCommand final : public QUndoCommand
{
public:
    PlanCommand(PlanDocument* doc, Plan before, Plan after, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
    {}
    void undo() override { m_doc->set(m_before); }
    void redo() override { m_doc->set(m_after); }

private:
    PlanDocument* m_doc;
    Plan m_before;
    Plan m_after;
};

PlanDocument::PlanDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this))
{
    m_plan.name = tr("Untitled plan");
    m_cost = m_plan.cost();
    connect(m_undo, &QUndoStack::cleanChanged, this, &PlanDocument::fileChanged);
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

void PlanDocument::apply(const Plan& next, const QString& text)
{
    m_undo->push(new PlanCommand(this, m_plan, next, text)); // push() runs redo()
}

void PlanDocument::reset(const Plan& plan, const QString& path)
{
    m_undo->clear();
    // Kept absolute: a recovery copy names it, and the program may start again in another folder.
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_stamp = path.isEmpty() ? plansafety::FileStamp{} : plansafety::FileStamp::of(path);
    lock(path);
    set(plan);
    m_undo->setClean();
    Q_EMIT fileChanged();
}

void PlanDocument::lock(const QString& path)
{
    m_lock.reset();
    m_lockedElsewhere = false;
    if (path.isEmpty())
        return;
    // The lock every writer takes (PlanLock): a lock left by a crashed process is taken over once its
    // process is gone.
    m_lock = PlanLock::make(path);
    if (!m_lock->tryLock(0)) {
        // Only a lock someone holds means another window; a folder we cannot write to just has no lock.
        m_lockedElsewhere = m_lock->error() == QLockFile::LockFailedError;
        m_lock.reset();
    }
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

void PlanDocument::set(const Plan& plan)
{
    m_plan = plan;
    m_cost = m_plan.cost();
    Q_EMIT changed();
}

} // namespace gp::ui
