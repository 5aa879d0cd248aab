#include "planlock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QThread>

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr qint64 UnreadableLockGraceMs = 2000; // a lock file younger than this may be being written
}

QString PlanLock::lockPath(const QString& planPath)
{
    // The lock belongs to the file, not to the name it was given: a link to the plan and its real name share
    // one lock.
    const QString real = QFileInfo(planPath).canonicalFilePath();
    return (real.isEmpty() ? planPath : real) + u".lock"_s;
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
    // Polled at short intervals rather than with tryLock(waitMs): Qt doubles its sleep up to 5 s between
    // tries, so a writer queued behind a few others would sleep seconds after the plan was free.
    QDeadlineTimer deadline(std::max(waitMs, 0));
    for (int attempt = 0;; ++attempt) {
        if (lock->tryLock(0))
            return lock;
        if (lock->error() != QLockFile::LockFailedError || deadline.hasExpired())
            break;
        // A lock file that names no owner (empty, or garbage: a crash while it was written, a stray file) is
        // never stale to Qt, so every writer would wait forever; once it is old enough not to be one being
        // written this moment, it is taken over, and said so.
        qint64 pid = 0;
        QString host;
        QString app;
        const QFileInfo file(lockPath(planPath));
        if (!lock->getLockInfo(&pid, &host, &app) && file.isFile() &&
            file.lastModified().msecsTo(QDateTime::currentDateTime()) > UnreadableLockGraceMs) {
            spdlog::warn("{}: the lock file names no owner; taken over", lockPath(planPath).toStdString());
            lock->removeStaleLockFile();
            continue;
        }
        // 5 to 50 ms, a different step for each process so that waiting writers do not wake in step.
        const int step = std::min(5 + 5 * attempt, 50) + int(QCoreApplication::applicationPid() % 5);
        QThread::msleep(ulong(std::min<qint64>(step, std::max<qint64>(deadline.remainingTime(), 1))));
    }
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
