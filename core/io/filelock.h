#pragma once

#include <QLockFile>
#include <QString>

#include <memory>

namespace gp {

// A QLockFile as every writer in the programs takes one (plans, the price-update folder): stale only when the
// process that holds it is gone (never by age: a window may hold a plan open for days), an empty or garbage
// lock file (a crash while it was written, a stray file) taken over once it is old enough not to be one being
// written this moment, and waiting by short polls rather than Qt's back-off of up to 5 s.
struct FileLockAttempt
{
    std::unique_ptr<QLockFile> lock;                 // set when taken
    QLockFile::LockError error = QLockFile::NoError; // why not
    QString holder; // "gpu-planner (process 1234 on host)"; empty when unknown
};

namespace filelock {

std::unique_ptr<QLockFile> make(const QString& lockPath);
// Takes the lock at lockPath, waiting up to waitMs.
FileLockAttempt acquire(const QString& lockPath, int waitMs);
// "gpu-planner (process 1234 on host)" for a lock someone holds; empty when unknown.
QString holder(const QLockFile& lock);
// Why a lock file could not be made beside its file, in words: the folder is missing or not writable, or the
// system's reason (a full disk, a read-only file system) for a file that cannot be created there.
QString whyNotCreated(const QString& lockPath);
// "cannot create the lock file NAME: REASON", the lock file shown as `shownName`.
QString cannotCreateMessage(const QString& lockPath, const QString& shownName);

} // namespace filelock

} // namespace gp
