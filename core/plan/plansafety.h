#pragma once

#include "error.h"
#include "plan.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QLockFile;

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

// Writes a file with `write` and keeps the previous version as PATH.bak1 (older ones moved up to
// PATH.bak<keep>) — the backups move only once the new file is written: a write that fails (a full disk, a
// refused name) leaves the file and every backup as they were. The previous version is copied to
// PATH.bak-new first (a failure there is reported against PATH, and nothing moves).
Result<bool> writeWithBackups(const QString& path, const std::function<Result<bool>()>& write, int keep = 3);
QString backupPath(const QString& path, int n); // PATH.bak<n>

// Recovery copies of unsaved edits, one per document, in AppLocalDataLocation/recovery. A copy is named by
// its key: for a plan with a file, a hash of the file's absolute canonical path; for a plan never saved,
// "untitled-" and an id of the window. It is KEY.gpuplan (the edits) and KEY.json (the plan's absolute
// path and the time; written second, so a crash between the two leaves no half copy). The window that
// writes a copy holds KEY.lock while it runs: a copy is offered only when its window is gone, and no
// window deletes another's copy.
QString recoveryFolder();
QString recoveryKeyFor(const QString& planPath); // empty path: a new "untitled-…" key

struct Recovery
{
    QString key;
    Plan plan;
    QString
        originalPath; // absolute; empty for a plan never saved (or a copy from before paths were absolute)
    QDateTime savedAt;
    std::shared_ptr<QLockFile> lock; // held while the copy is offered, so no other window offers it too
};

// The copies whose window is not running, newest first, each locked for this process. A copy that cannot
// be read is reported in issues (file and reason) and set aside as KEY.corrupt-<time>.gpuplan/.json: kept
// for the user, never offered again, never deleted.
QList<Recovery> orphanedRecoveries(IssueList& issues);
// Removes a copy the user declined (its files; the lock it holds).
void discardRecovery(Recovery& recovery);

// One window's recovery copy.
class RecoveryCopy
{
public:
    RecoveryCopy();
    ~RecoveryCopy(); // the lock is released; the files stay unless clear() was called (a crash keeps them)
    RecoveryCopy(const RecoveryCopy&) = delete;
    RecoveryCopy& operator=(const RecoveryCopy&) = delete;

    // The document is now the plan at `path` (empty: never saved). A copy under the old key is removed.
    void setDocument(const QString& path);
    // Writes the copy; the error names the file or folder and the reason (a read-only home folder).
    Result<bool> write(const Plan& plan);
    // Removes this window's copy (everything is saved, or the user discarded the edits).
    void clear();
    // Continues a copy found by orphanedRecoveries(): this window owns it from now on.
    void adopt(Recovery& recovery);

    QString key() const { return m_key; }
    QString planFile() const; // KEY.gpuplan

private:
    Result<bool> lockKey();

    QString m_key;
    QString m_path;                    // the document's absolute path
    std::shared_ptr<QLockFile> m_lock; // shared: an adopted copy keeps the lock it was offered under
};

} // namespace plansafety
} // namespace gp
