#include "filereader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace gp;

// The one way input files are opened (core/io/filereader.h): only regular files, never blocking, with a
// hard cap on the bytes read.
class TestFileReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static void write(const QString& path, const QByteArray& data)
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            qFatal("cannot write %s", qPrintable(path));
    }

private Q_SLOTS:
    void readsARegularFile()
    {
        const QString path = m_dir.filePath(u"a.json"_s);
        write(path, "{\"a\": 1}\n");
        const auto r = readFileCapped(path, 1024, u"tests"_s);
        QVERIFY(r);
        QCOMPARE(r.value(), QByteArray("{\"a\": 1}\n"));
    }

    // Each special file is refused at once (a FIFO with no writer, /dev/zero, a folder, a socket) or read
    // only up to the cap (/proc files report size 0), with the file named and the kind said.
    void refusesWhatIsNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString fifo = m_dir.filePath(u"fifo"_s);
        if (!QFileInfo::exists(fifo) && ::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
            qFatal("mkfifo failed");
        const QString link = m_dir.filePath(u"zero-link"_s);
        QFile::link(u"/dev/zero"_s, link);
        QTest::newRow("FIFO") << fifo << int(ErrorCode::Usage)
                              << u"is a FIFO (named pipe), not a regular file"_s;
        QTest::newRow("/dev/zero") << u"/dev/zero"_s << int(ErrorCode::Usage)
                                   << u"is a device, not a regular file"_s;
        QTest::newRow("link to /dev/zero") << link << int(ErrorCode::Usage) << u"is a device"_s;
        QTest::newRow("/dev/stdin") << u"/dev/stdin"_s << int(ErrorCode::Usage) << u"not a regular file"_s;
        QTest::newRow("folder") << m_dir.path() << int(ErrorCode::Usage) << u"is a folder, not a file"_s;
        QTest::newRow("missing") << m_dir.filePath(u"nope.json"_s) << int(ErrorCode::Io)
                                 << u"cannot read: No such file or directory"_s;
        QTest::newRow("no name") << QString() << int(ErrorCode::Usage) << u"no file name given"_s;
        QTest::newRow("/proc file over the cap")
            << u"/proc/self/maps"_s << int(ErrorCode::TooLarge) << u"tests are limited to 16 bytes"_s;
    }
    void refusesWhatIsNotAFile()
    {
        QFETCH(QString, path);
        QFETCH(int, code);
        QFETCH(QString, message);
        const auto r = readFileCapped(path, 16, u"tests"_s);
        QVERIFY(!r);
        QCOMPARE(int(r.error().code), code);
        QCOMPARE(r.error().file, path);
        QVERIFY2(r.error().message.contains(message), qPrintable(r.error().message));
    }

    void aSocketIsRefused()
    {
        // A Unix socket bound to a path: open() itself fails (ENXIO), and the message says why.
        const QByteArray path = QFile::encodeName(m_dir.filePath(u"sock"_s));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        std::strncpy(addr.sun_path, path.constData(), sizeof(addr.sun_path) - 1);
        QVERIFY(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) == 0);
        const auto r = readFileCapped(QFile::decodeName(path), 1024, u"tests"_s);
        ::close(fd);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Usage);
        QCOMPARE(r.error().message, u"is a socket, not a regular file"_s);
    }

    // Memory is taken for what the file holds, not for the cap: a few hundred bytes read under a 256 MiB cap
    // must not reserve 256 MiB (which fails under an address-space limit).
    void aSmallFileTakesLittleMemory()
    {
        const QString path = m_dir.filePath(u"small.csv"_s);
        write(path, QByteArray(300, 'x'));
        const auto r = readFileCapped(path, 256LL * 1024 * 1024, u"imports"_s);
        QVERIFY(r);
        QCOMPARE(r.value().size(), 300);
        QVERIFY2(r.value().capacity() < 64 * 1024, qPrintable(QString::number(r.value().capacity())));
        // A file that says it is empty (/proc) is still read whole, growing as it goes.
        const auto proc = readFileCapped(u"/proc/self/status"_s, 1024 * 1024, u"tests"_s);
        QVERIFY(proc);
        QVERIFY(proc.value().contains("VmSize"));
        QVERIFY(proc.value().capacity() < 1024 * 1024);
    }

    void theCapIsOnBytesRead()
    {
        const QString path = m_dir.filePath(u"big.json"_s);
        write(path, QByteArray(2000, 'x'));
        const auto r = readFileCapped(path, 1999, u"plans"_s);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::TooLarge);
        QVERIFY(r.error().message.contains(u"the file is 2000 bytes; plans are limited to 1999 bytes"_s));
        QVERIFY(readFileCapped(path, 2000, u"plans"_s));
    }

    void folderErrorsSayWhy()
    {
        const auto r = ensureFolder(u"/dev/null/sub"_s);
        QVERIFY(!r);
        QCOMPARE(r.error().file, u"/dev/null/sub"_s);
        QVERIFY2(r.error().message.contains(u"cannot create the folder: Not a directory"_s),
                 qPrintable(r.error().message));
        QVERIFY(ensureFolder(m_dir.filePath(u"x/y/z"_s)));
        QVERIFY(QFileInfo(m_dir.filePath(u"x/y/z"_s)).isDir());
    }
};

QTEST_GUILESS_MAIN(TestFileReader)
#include "tst_filereader.moc"
