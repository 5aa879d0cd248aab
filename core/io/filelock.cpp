#include "filelock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>
#include <QThread>

#include <spdlog/spdlog.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp::filelock {

namespace {
constexpr qint64 UnreadableLockGraceMs = 2000; // a lock file younger than this may be being written
}

std::unique_ptr<QLockFile> make(const QString& lockPath)
{
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0); // stale only when its process is gone
    return lock;
}

QString holder(const QLockFile& lock)
{
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app))
        return {};
    return QCoreApplication::translate("FileLock", "%1 (process %2 on %3)")
        .arg(app.isEmpty() ? u"?"_s : app)
        .arg(pid)
        .arg(host.isEmpty() ? u"?"_s : host);
}

QString whyNotCreated(const QString& lockPath)
{
    const QFileInfo folder(QFileInfo(lockPath).absolutePath());
    if (!folder.exists())
        return QCoreApplication::translate("FileLock", "the folder %1 does not exist")
            .arg(QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return QCoreApplication::translate("FileLock", "%1 is not a folder")
            .arg(QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isWritable())
        return QCoreApplication::translate("FileLock", "the folder is not writable");
    QTemporaryFile probe(folder.filePath() + u"/.lock-probe-XXXXXX"_s);
    if (!probe.open())
        return probe.errorString();
    if (probe.write("x", 1) != 1 || !probe.flush())
        return probe.errorString();
    return QCoreApplication::translate("FileLock", "the system gave no reason");
}

QString cannotCreateMessage(const QString& lockPath, const QString& shownName)
{
    return QCoreApplication::translate("FileLock", "cannot create the lock file %1: %2")
        .arg(shownName, whyNotCreated(lockPath));
}

FileLockAttempt acquire(const QString& lockPath, int waitMs)
{
    FileLockAttempt out;
    auto lock = make(lockPath);
    QDeadlineTimer deadline(std::max(waitMs, 0));
    for (int attempt = 0;; ++attempt) {
        if (lock->tryLock(0)) {
            out.lock = std::move(lock);
            return out;
        }
        if (lock->error() != QLockFile::LockFailedError || deadline.hasExpired())
            break;
        // A lock file that names no owner is never stale to Qt, so every writer would wait forever.
        qint64 pid = 0;
        QString host;
        QString app;
        const QFileInfo file(lockPath);
        if (!lock->getLockInfo(&pid, &host, &app) && file.isFile() &&
            file.lastModified().msecsTo(QDateTime::currentDateTime()) > UnreadableLockGraceMs) {
            spdlog::warn("{}: the lock file names no owner; taken over", lockPath.toStdString());
            lock->removeStaleLockFile();
            continue;
        }
        // 5 to 50 ms, a different step for each process so that waiting writers do not wake in step.
        const int step = std::min(5 + 5 * attempt, 50) + int(QCoreApplication::applicationPid() % 5);
        QThread::msleep(ulong(std::min<qint64>(step, std::max<qint64>(deadline.remainingTime(), 1))));
    }
    out.error = lock->error();
    out.holder = holder(*lock);
    return out;
}

} // namespace gp::filelock
