#pragma once

#include "error.h"
#include "plan.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace gp {

// Keeping plans safe: what a file looked like when it was read (so a save does not overwrite someone
// else's change), backups of the previous version on save, and a recovery copy of unsaved edits.
namespace plansafety {

// A file as it was when read or written. `exists` false: there was no file.
struct FileStamp
{
    bool exists = false;
    qint64 size = 0;
    QDateTime modified;
    QByteArray sha256;

    static FileStamp of(const QString& path);
    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// Copies `path` to PATH.bak1 before it is overwritten, moving older copies up to PATH.bak<keep>
// (the oldest is dropped). Nothing to do when the file does not exist.
Result<bool> rotateBackups(const QString& path, int keep = 3);
QString backupPath(const QString& path, int n); // PATH.bak<n>

// The recovery copy: AppLocalDataLocation/recovery/unsaved.gpuplan with the plan's file (if it has one)
// and the time, written through QSaveFile while a plan has unsaved edits.
QString recoveryFolder();
Result<bool> writeRecovery(const Plan& plan, const QString& originalPath);
struct Recovery
{
    Plan plan;
    QString originalPath; // empty for a plan never saved
    QDateTime savedAt;
};
// The recovery copy left by a session that did not end cleanly; nullopt when there is none (problems
// reading it go to issues).
std::optional<Recovery> readRecovery(IssueList& issues);
void clearRecovery();

} // namespace plansafety
} // namespace gp
