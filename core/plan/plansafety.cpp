#include "plansafety.h"

#include "filereader.h"
#include "filewriter.h"
#include "planlock.h"

#include <QCoreApplication>

#include "planio.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace gp::plansafety {

namespace {

QString recoveryFile(const QString& key, const QString& suffix)
{
    return recoveryFolder() + u'/' + key + suffix;
}

void removeCopy(const QString& key)
{
    QFile::remove(recoveryFile(key, u".json"_s)); // the note first: without it the plan is no copy
    QFile::remove(recoveryFile(key, u".gpuplan"_s));
}

// The absolute form of a plan's path, canonical when the file exists (links resolved).
QString absolutePlanPath(const QString& path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace

FileStamp FileStamp::of(const QString& path)
{
    FileStamp s;
    auto opened = openRegularFile(path); // never blocks on a FIFO that took the plan's place
    if (!opened)
        return s;
    QFile& f = *opened.value();
    s.exists = true;
    s.size = f.size();
    s.modified = QFileInfo(path).lastModified();
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    s.sha256 = h.result();
    return s;
}

QString backupPath(const QString& path, int n)
{
    return path + u".bak"_s + QString::number(n);
}

Result<bool> rotateBackups(const QString& path, int keep)
{
    return writeWithBackups(
        path, [] { return Result<bool>(true); }, keep);
}

Result<bool> writeWithBackups(const QString& path, const std::function<Result<bool>()>& write, int keep)
{
    const QFileInfo info(path);
    if (!info.exists() || keep < 1)
        return write();
    if (info.isSymLink() || !info.isFile())
        return write(); // refused by the writer with its reason, before anything moves
    const auto previous =
        readFileCapped(path, 256 * 1024 * 1024, QCoreApplication::translate("Plan", "plans"));
    if (!previous)
        return Error{ErrorCode::Io,
                     path,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Plan", "cannot read it to keep a backup: %1")
                         .arg(previous.error().message)};
    const QString fresh = path + u".bak-new"_s;
    if (QFileInfo(fresh).isSymLink())
        return Error{ErrorCode::Io,
                     fresh,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Plan",
                                                 "a symbolic link is where the backup of %1 is made; not "
                                                 "written through it, nothing was saved")
                         .arg(QDir::toNativeSeparators(path))};
    if (const Result<bool> kept = writeFileSafely(fresh, previous.value()); !kept) {
        QFile::remove(fresh);
        return Error{ErrorCode::Io,
                     path,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Plan",
                                                 "cannot keep a backup before saving (%1); nothing was "
                                                 "saved and the file is unchanged")
                         .arg(kept.error().message)};
    }
    if (const Result<bool> written = write(); !written) {
        QFile::remove(fresh);
        return written;
    }
    QFile::remove(backupPath(path, keep));
    for (int n = keep - 1; n >= 1; --n) {
        if (QFileInfo::exists(backupPath(path, n)))
            QFile::rename(backupPath(path, n), backupPath(path, n + 1));
    }
    if (!QFile::rename(fresh, backupPath(path, 1)))
        return Error{ErrorCode::Io,
                     backupPath(path, 1),
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Plan",
                                                 "saved, but the previous version could not be kept as "
                                                 "a backup")};
    return true;
}

QString recoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/recovery"_s;
}

QString recoveryKeyFor(const QString& planPath)
{
    if (planPath.isEmpty())
        return u"untitled-"_s + QUuid::createUuid().toString(QUuid::Id128).left(16);
    const QByteArray hash =
        QCryptographicHash::hash(absolutePlanPath(planPath).toUtf8(), QCryptographicHash::Sha1).toHex();
    return u"plan-"_s + QString::fromLatin1(hash.left(16));
}

QList<Recovery> orphanedRecoveries(IssueList& issues)
{
    QList<Recovery> out;
    const QDir dir(recoveryFolder());
    for (const QFileInfo& note : dir.entryInfoList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QString key = note.completeBaseName();
        if (key.contains(u".corrupt-"_s))
            continue;                                                            // set aside earlier
        std::shared_ptr<QLockFile> lock = PlanLock::make(recoveryFile(key, {})); // KEY.lock
        if (!lock->tryLock(0))
            continue; // its window is running (or the folder is read-only: nothing can be done with it)
        Recovery r;
        r.key = key;
        r.lock = lock;
        IssueList problems;
        const auto meta =
            readFileCapped(note.filePath(), 64 * 1024, QCoreApplication::translate("Plan", "recovery notes"));
        nlohmann::json info;
        if (meta) {
            info = nlohmann::json::parse(meta.value().toStdString(), nullptr, false);
            if (!info.is_object())
                problems << Issue::failure(Error{ErrorCode::Syntax,
                                                 note.filePath(),
                                                 0,
                                                 0,
                                                 {},
                                                 QCoreApplication::translate("Plan", "not a JSON object")});
        } else {
            problems << Issue::failure(meta.error());
        }
        std::optional<Plan> plan;
        if (problems.isEmpty())
            plan = planio::load(recoveryFile(key, u".gpuplan"_s), problems);
        if (!plan) {
            // Kept aside for the user, named in the message; never offered again.
            const QString aside =
                key + u".corrupt-"_s + QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
            QFile::rename(recoveryFile(key, u".gpuplan"_s), recoveryFile(aside, u".gpuplan"_s));
            QFile::rename(note.filePath(), recoveryFile(aside, u".json"_s));
            Error why = problems.isEmpty() ? Error{} : problems.first().error;
            why.file.clear(); // the message names the file once
            const QString reason = why.toString();
            issues << Issue::failure(
                Error{ErrorCode::Io,
                      recoveryFile(key, u".gpuplan"_s),
                      0,
                      0,
                      {},
                      QCoreApplication::translate("Plan",
                                                  "the recovery copy cannot be read (%1); it was kept as %2")
                          .arg(reason, QFileInfo(recoveryFile(aside, u".gpuplan"_s)).fileName())});
            QFile::remove(recoveryFile(key, u".lock"_s));
            continue;
        }
        r.plan = std::move(*plan);
        const QString original = QString::fromStdString(info.value("original", std::string()));
        // A copy from before paths were stored absolute is not tied to a file: its relative path would
        // name another file when the program starts in another folder.
        r.originalPath = QDir::isAbsolutePath(original) ? original : QString();
        r.savedAt =
            QDateTime::fromString(QString::fromStdString(info.value("saved_at", std::string())), Qt::ISODate);
        out << std::move(r);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Recovery& a, const Recovery& b) { return a.savedAt > b.savedAt; });
    return out;
}

void discardRecovery(Recovery& recovery)
{
    if (recovery.key.isEmpty() || !recovery.lock || !recovery.lock->isLocked())
        return;
    removeCopy(recovery.key);
    recovery.lock->unlock();
    recovery.lock.reset();
}

RecoveryCopy::RecoveryCopy() : m_key(recoveryKeyFor({})) {}

RecoveryCopy::~RecoveryCopy() = default;

QString RecoveryCopy::planFile() const
{
    return recoveryFile(m_key, u".gpuplan"_s);
}

void RecoveryCopy::setDocument(const QString& path)
{
    const QString absolute = path.isEmpty() ? QString() : absolutePlanPath(path);
    if (absolute == m_path && !m_key.isEmpty())
        return;
    clear();
    m_path = absolute;
    m_key = recoveryKeyFor(absolute);
}

Result<bool> RecoveryCopy::lockKey()
{
    if (m_lock)
        return true;
    if (auto made = ensureFolder(recoveryFolder()); !made)
        return made;
    std::shared_ptr<QLockFile> lock = PlanLock::make(recoveryFile(m_key, {})); // KEY.lock, as a plan's
    if (!lock->tryLock(0)) {
        if (lock->error() != QLockFile::LockFailedError)
            return Error{ErrorCode::Io,
                         recoveryFile(m_key, u".lock"_s),
                         0,
                         0,
                         {},
                         QCoreApplication::translate("Plan", "cannot create the lock file: %1")
                             .arg(QFileInfo(recoveryFolder()).isWritable()
                                      ? QCoreApplication::translate("Plan", "the disk may be full")
                                      : QCoreApplication::translate("Plan", "the folder is not writable"))};
        // The same plan open in another window: this window keeps a copy of its own beside it.
        m_key += u'-' + QUuid::createUuid().toString(QUuid::Id128).left(8);
        lock = PlanLock::make(recoveryFile(m_key, {}));
        if (!lock->tryLock(0))
            return Error{ErrorCode::Io,
                         recoveryFile(m_key, u".lock"_s),
                         0,
                         0,
                         {},
                         QCoreApplication::translate("Plan", "cannot create the lock file")};
    }
    m_lock = std::move(lock);
    return true;
}

Result<bool> RecoveryCopy::write(const Plan& plan)
{
    if (auto locked = lockKey(); !locked)
        return locked;
    const nlohmann::json info{
        {"original", m_path.toStdString()},
        {"saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
    // The plan first, then the note that makes it count: a crash between the two leaves no half copy.
    if (auto r = writeFileSafely(recoveryFile(m_key, u".gpuplan"_s), planio::toJson(plan)); !r)
        return r;
    if (auto r =
            writeFileSafely(recoveryFile(m_key, u".json"_s), QByteArray::fromStdString(info.dump(2)) + '\n');
        !r)
        return r;
    return true;
}

void RecoveryCopy::clear()
{
    if (m_lock) {
        removeCopy(m_key);
        m_lock->unlock();
        m_lock.reset();
    }
}

void RecoveryCopy::adopt(Recovery& recovery)
{
    clear();
    m_key = recovery.key;
    m_path = recovery.originalPath;
    // The lock taken while offering it becomes this window's.
    if (recovery.lock && recovery.lock->isLocked())
        m_lock = std::move(recovery.lock);
    recovery.lock.reset();
}

} // namespace gp::plansafety
