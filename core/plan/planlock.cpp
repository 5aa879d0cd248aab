#include "planlock.h"

#include "filelock.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLockFile>

using namespace Qt::StringLiterals;

namespace gp {

QString PlanLock::lockPath(const QString& planPath)
{
    // The lock belongs to the file, not to the name it was given: a link to the plan and its real name share
    // one lock.
    const QString real = QFileInfo(planPath).canonicalFilePath();
    return (real.isEmpty() ? planPath : real) + u".lock"_s;
}

std::unique_ptr<QLockFile> PlanLock::make(const QString& planPath)
{
    return filelock::make(lockPath(planPath));
}

QString PlanLock::holder(const QLockFile& lock)
{
    return filelock::holder(lock);
}

PlanLock::Attempt::Attempt() = default;
PlanLock::Attempt::Attempt(Attempt&&) noexcept = default;
PlanLock::Attempt& PlanLock::Attempt::operator=(Attempt&&) noexcept = default;
PlanLock::Attempt::~Attempt() = default;

PlanLock::Attempt PlanLock::attempt(const QString& planPath, int waitMs)
{
    FileLockAttempt taken = filelock::acquire(lockPath(planPath), waitMs);
    Attempt a;
    if (taken.lock) {
        a.lock = std::move(taken.lock);
        return a;
    }
    a.heldElsewhere = taken.error == QLockFile::LockFailedError;
    a.holder = taken.holder;
    if (a.heldElsewhere)
        a.problem =
            a.holder.isEmpty()
                ? QCoreApplication::translate(
                      "Plan", "the plan is being edited by another program; close it there or try again")
                : QCoreApplication::translate("Plan",
                                              "the plan is being edited by %1; close it there or try again")
                      .arg(a.holder);
    else
        a.problem =
            filelock::cannotCreateMessage(lockPath(planPath), QFileInfo(lockPath(planPath)).fileName());
    return a;
}

Result<std::unique_ptr<QLockFile>> PlanLock::acquire(const QString& planPath, int waitMs)
{
    Attempt a = attempt(planPath, waitMs);
    if (a.lock)
        return std::move(a.lock);
    return Error{ErrorCode::Io, planPath, 0, 0, {}, a.problem};
}

} // namespace gp
