#include "planlock.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLockFile>

using namespace Qt::StringLiterals;

namespace gp {

QString PlanLock::lockPath(const QString& planPath)
{
    return planPath + u".lock"_s;
}

std::unique_ptr<QLockFile> PlanLock::make(const QString& planPath)
{
    auto lock = std::make_unique<QLockFile>(lockPath(planPath));
    lock->setStaleLockTime(0); // stale only when its process is gone
    return lock;
}

QString PlanLock::holder(const QLockFile& lock)
{
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app))
        return {};
    return QCoreApplication::translate("Plan", "%1 (process %2 on %3)")
        .arg(app.isEmpty() ? u"?"_s : app)
        .arg(pid)
        .arg(host.isEmpty() ? u"?"_s : host);
}

Result<std::unique_ptr<QLockFile>> PlanLock::acquire(const QString& planPath, int waitMs)
{
    auto lock = make(planPath);
    if (lock->tryLock(waitMs))
        return lock;
    switch (lock->error()) {
    case QLockFile::LockFailedError: {
        const QString who = holder(*lock);
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
    case QLockFile::PermissionError:
        return Error{
            ErrorCode::Io,
            planPath,
            0,
            0,
            {},
            QCoreApplication::translate("Plan", "cannot create the lock file %1: the folder is not writable")
                .arg(QFileInfo(lockPath(planPath)).fileName())};
    default:
        return Error{ErrorCode::Io,
                     planPath,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Plan", "cannot create the lock file %1")
                         .arg(QFileInfo(lockPath(planPath)).fileName())};
    }
}

} // namespace gp
