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

Result<std::unique_ptr<QLockFile>> PlanLock::acquire(const QString& planPath, int waitMs)
{
    FileLockAttempt attempt = filelock::acquire(lockPath(planPath), waitMs);
    if (attempt.lock)
        return std::move(attempt.lock);
    switch (attempt.error) {
    case QLockFile::LockFailedError: {
        const QString& who = attempt.holder;
        return Error{
            ErrorCode::Io,
            planPath,
            0,
            0,
            {},
            who.isEmpty()
                ? QCoreApplication::translate(
                      "Plan", "the plan is being edited by another program; close it there or try again")
                : QCoreApplication::translate("Plan",
                                              "the plan is being edited by %1; close it there or try again")
                      .arg(who)};
    }
    default:
        return Error{
            ErrorCode::Io,
            planPath,
            0,
            0,
            {},
            filelock::cannotCreateMessage(lockPath(planPath), QFileInfo(lockPath(planPath)).fileName())};
    }
}

} // namespace gp
