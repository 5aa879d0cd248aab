#include "filewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

// `existed`: whether there was a file to keep; a new file that fails is not there at all.
Error writeError(bool existed, const QString& path, const QString& why)
{
    return Error{
        ErrorCode::Io,
        path,
        0,
        0,
        {},
        existed
            ? QCoreApplication::translate("FileWriter", "cannot write: %1; the previous file is unchanged")
                  .arg(why)
            : QCoreApplication::translate("FileWriter", "cannot write: %1; no file was made").arg(why)};
}

// The device's error text; where Qt only says "Unknown error" (a failed flush of QSaveFile's buffer), the
// system's own words for errno, such as "No space left on device".
QString osError(const QFileDevice& file, int savedErrno)
{
    const QString text = file.errorString();
    if (savedErrno != 0 && (text.isEmpty() || text == u"Unknown error"))
        return qt_error_string(savedErrno);
    return text;
}

} // namespace

Result<bool> writeFileSafely(QSaveFile& file, const FileProducer& produce)
{
    const QString path = file.fileName();
    // QSaveFile writes a symbolic link's target by itself, which gets past the kernel's guard against links
    // planted in shared folders: a link is never written through.
    if (QFileInfo(path).isSymLink())
        return Error{ErrorCode::Io,
                     path,
                     0,
                     0,
                     {},
                     QCoreApplication::translate(
                         "FileWriter", "is a symbolic link; not written through it (it may point at "
                                       "another file); give the real file's name")};
    if (QFileInfo(path).isDir())
        return Error{ErrorCode::Io,
                     path,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("FileWriter",
                                                 "cannot write: it is a folder; give a file's name in it")};
    const bool existed = QFileInfo::exists(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        // Qt's words here can be "Unknown error" or a bare "No such file or directory": say which folder.
        const int openErrno = errno;
        const QFileInfo folder(QFileInfo(path).absolutePath());
        if (folder.exists() && !folder.isDir())
            return writeError(existed, path,
                              QCoreApplication::translate("FileWriter", "%1 is a file, not a folder")
                                  .arg(QDir::toNativeSeparators(folder.filePath())));
        if (!folder.isDir())
            return writeError(existed, path,
                              QCoreApplication::translate("FileWriter", "the folder %1 does not exist")
                                  .arg(QDir::toNativeSeparators(folder.filePath())));
        if (!folder.isWritable())
            return writeError(existed, path,
                              QCoreApplication::translate("FileWriter", "the folder %1 is not writable")
                                  .arg(QDir::toNativeSeparators(folder.filePath())));
        return writeError(existed, path, osError(file, openErrno));
    }
    errno = 0;
    QString produced = produce(file);
    const int producedErrno = errno;
    if (produced == u"Unknown error")
        produced = osError(file, producedErrno);
    else if (!produced.isEmpty() && file.error() != QFileDevice::NoError) {
        // An encoder's own words ("libpng error: Write Error") and the system's reason behind them.
        const QString os = osError(file, producedErrno);
        if (!os.isEmpty() && !produced.contains(os))
            produced += u" ("_s + os + u')';
    }
    const auto fail = [&](const QString& why) {
        file.cancelWriting();
        return writeError(existed, path, why);
    };
    if (!produced.isEmpty())
        return fail(produced);
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    errno = 0;
    if (!file.flush())
        return fail(osError(file, errno));
    errno = 0;
    if (!file.commit())
        return writeError(existed, path, osError(file, errno));
    return true;
}

Result<bool> writeFileSafely(QSaveFile& file, const QByteArray& data)
{
    return writeFileSafely(file, [&data](QIODevice& device) {
        // A short write is followed by another, so that a full disk reports its own error (ENOSPC).
        for (qint64 done = 0; done < data.size();) {
            const qint64 n = device.write(data.constData() + done, data.size() - done);
            if (n <= 0)
                return device.errorString();
            done += n;
        }
        return QString();
    });
}

Result<bool> writeFileSafely(const QString& path, const FileProducer& produce)
{
    QSaveFile file(path);
    return writeFileSafely(file, produce);
}

Result<bool> writeFileSafely(const QString& path, const QByteArray& data)
{
    QSaveFile file(path);
    return writeFileSafely(file, data);
}

} // namespace gp
