#include "filereader.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <QFileInfo>
#endif

using namespace Qt::StringLiterals;

namespace gp {

namespace {

Error fileError(ErrorCode code, const QString& path, const QString& message)
{
    return Error{code, path, 0, 0, {}, message};
}

Error tooLarge(const QString& path, qint64 size, const QString& what, qint64 maxBytes)
{
    return fileError(ErrorCode::TooLarge, path,
                     QCoreApplication::translate("Files", "the file is %1 bytes; %2 are limited to %3 bytes")
                         .arg(size)
                         .arg(what)
                         .arg(maxBytes));
}

#ifdef Q_OS_UNIX
QString kindOf(mode_t mode)
{
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("Files", "a FIFO (named pipe)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QCoreApplication::translate("Files", "a device");
    if (S_ISSOCK(mode))
        return QCoreApplication::translate("Files", "a socket");
    return QCoreApplication::translate("Files", "not a regular file");
}
#endif

} // namespace

Result<std::unique_ptr<QFile>> openRegularFile(const QString& path)
{
    if (path.isEmpty())
        return fileError(ErrorCode::Usage, path, QCoreApplication::translate("Files", "no file name given"));
    if (path.startsWith(u':')) { // a Qt resource (the built-in catalog): in memory, always a plain file
        auto file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::ReadOnly))
            return fileError(
                ErrorCode::Io, path,
                QCoreApplication::translate("Files", "cannot read: %1").arg(file->errorString()));
        return file;
    }
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int err = errno;
        // A socket cannot be opened at all (ENXIO, "No such device or address"): say what it is instead.
        struct stat named
        {
        };
        if (err == ENXIO && ::stat(native.constData(), &named) == 0 && !S_ISREG(named.st_mode))
            return fileError(
                ErrorCode::Usage, path,
                QCoreApplication::translate("Files", "is %1, not a regular file").arg(kindOf(named.st_mode)));
        return fileError(ErrorCode::Io, path,
                         QCoreApplication::translate("Files", "cannot read: %1").arg(qt_error_string(err)));
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return fileError(ErrorCode::Io, path,
                         QCoreApplication::translate("Files", "cannot read: %1").arg(qt_error_string(err)));
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return fileError(ErrorCode::Usage, path,
                         QCoreApplication::translate("Files", "is a folder, not a file"));
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return fileError(
            ErrorCode::Usage, path,
            QCoreApplication::translate("Files", "is %1, not a regular file").arg(kindOf(st.st_mode)));
    }
    auto file = std::make_unique<QFile>(path); // the name for messages; the handle is the one checked above
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return fileError(ErrorCode::Io, path,
                         QCoreApplication::translate("Files", "cannot read: %1").arg(file->errorString()));
    }
    return file;
#else
    // Elsewhere (Windows): no FIFOs or devices behind a file name; a folder or anything that is not a plain
    // file is refused by what QFileInfo knows.
    const QFileInfo info(path);
    if (info.isDir())
        return fileError(ErrorCode::Usage, path,
                         QCoreApplication::translate("Files", "is a folder, not a file"));
    if (info.exists() && !info.isFile())
        return fileError(ErrorCode::Usage, path,
                         QCoreApplication::translate("Files", "is %1, not a regular file")
                             .arg(QCoreApplication::translate("Files", "a device")));
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return fileError(ErrorCode::Io, path,
                         QCoreApplication::translate("Files", "cannot read: %1").arg(file->errorString()));
    return file;
#endif
}

Result<QByteArray> readUpTo(QFile& file, qint64 maxBytes)
{
    // QIODevice::read(maxBytes + 1) would reserve the whole cap (256 MiB for an import of a few hundred
    // bytes), which fails under an address-space limit.
    const qint64 expected = std::min(std::max<qint64>(file.size() - file.pos(), 0), maxBytes) + 1;
    QByteArray data;
    const auto failed = [&file] {
        return fileError(ErrorCode::Io, file.fileName(),
                         QCoreApplication::translate("Files", "cannot read: %1").arg(file.errorString()));
    };
    data.resize(qsizetype(expected)); // one byte past the size shows that the file grew
    const qint64 first = file.read(data.data(), expected);
    data.resize(qsizetype(std::max<qint64>(first, 0)));
    if (first < 0 || file.error() != QFileDevice::NoError)
        return failed();
    // More than the size said (a growing or a /proc file): appended a chunk at a time, up to the cap.
    char chunk[16 * 1024];
    while (first > 0 && data.size() <= maxBytes) {
        const qint64 got = file.read(chunk, std::min<qint64>(sizeof chunk, maxBytes + 1 - data.size()));
        if (got < 0 || file.error() != QFileDevice::NoError)
            return failed();
        if (got == 0)
            break;
        data.append(chunk, qsizetype(got));
    }
    return data;
}

Result<QByteArray> readFileCapped(const QString& path, qint64 maxBytes, const QString& what)
{
    auto opened = openRegularFile(path);
    if (!opened)
        return opened.error();
    QFile& file = *opened.value();
    if (file.size() > maxBytes)
        return tooLarge(path, file.size(), what, maxBytes); // refused before reading a byte
    // The size can grow while reading: the cap is on what is read.
    auto read = readUpTo(file, maxBytes);
    if (!read)
        return read.error();
    QByteArray& data = read.value();
    if (data.size() > maxBytes)
        return tooLarge(path, qMax(file.size(), qint64(data.size())), what, maxBytes);
    return data;
}

Result<bool> ensureFolder(const QString& folder)
{
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(QFile::encodeName(folder).toStdString()), ec);
    if (ec)
        return fileError(ErrorCode::Io, folder,
                         QCoreApplication::translate("Files", "cannot create the folder: %1")
                             .arg(QString::fromStdString(ec.message())));
    return true;
}

} // namespace gp
