#include "failingsavefile.h"
#include "filewriter.h"
#include "smalltmpfs.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// The one way files are written (core/io/filewriter.h): whole or not at all, and a failure says which file
// and what the system said.
class TestFileWriter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QByteArray read(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return "<missing>";
        return f.readAll();
    }
    static void write(const QString& path, const QByteArray& data)
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            qFatal("cannot write %s", qPrintable(path));
    }

private Q_SLOTS:
    void writesTheWholeFile_data()
    {
        QTest::addColumn<bool>("existing");
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("a new file") << false << QByteArray("{\"a\": 1}\n");
        QTest::newRow("replaces an old file") << true << QByteArray("new\n");
        QTest::newRow("an empty file") << true << QByteArray();
        QTest::newRow("1 MiB") << false << QByteArray(1 << 20, 'x');
    }
    void writesTheWholeFile()
    {
        QFETCH(bool, existing);
        QFETCH(QByteArray, data);
        const QString path =
            m_dir.filePath(u"whole-%1.txt"_s.arg(QString::fromUtf8(QTest::currentDataTag())));
        if (existing)
            write(path, "old contents that are longer than the new ones\n");
        const Result<bool> r = writeFileSafely(path, data);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QCOMPARE(read(path), data);
    }

    void aDeviceThatFillsUpKeepsTheOldFile_data()
    {
        QTest::addColumn<qint64>("failAfter");
        QTest::newRow("nothing written") << qint64(0);
        QTest::newRow("after 10 bytes") << qint64(10);
        QTest::newRow("one byte short") << qint64(4095);
    }
    void aDeviceThatFillsUpKeepsTheOldFile()
    {
        QFETCH(qint64, failAfter);
        const QString path = m_dir.filePath(u"full-%1.txt"_s.arg(failAfter));
        write(path, "the old plan\n");
        FailingSaveFile file(path, failAfter);
        const Result<bool> r = writeFileSafely(file, QByteArray(4096, 'n'));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
        QCOMPARE(r.error().file, path);
        QCOMPARE(r.error().message,
                 u"cannot write: No space left on device; the previous file is unchanged"_s);
        QCOMPARE(read(path), QByteArray("the old plan\n"));
        // No temporary file is left beside it.
        QCOMPARE(QDir(m_dir.path()).entryList({u"full-%1.txt*"_s.arg(failAfter)}, QDir::Files | QDir::Hidden),
                 QStringList{u"full-%1.txt"_s.arg(failAfter)});
    }

    void aProducerThatFailsKeepsTheOldFile()
    {
        const QString path = m_dir.filePath(u"producer.pdf"_s);
        write(path, "old");
        const Result<bool> r = writeFileSafely(path, [](QIODevice& d) {
            d.write("partial");
            return u"cannot encode the page"_s;
        });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message,
                 u"cannot write: cannot encode the page; the previous file is unchanged"_s);
        QCOMPARE(read(path), QByteArray("old"));
    }

    void aMissingFolderIsNamed()
    {
        const QString path = m_dir.filePath(u"no/such/folder/plan.gpuplan"_s);
        const Result<bool> r = writeFileSafely(path, "x");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), path + u": cannot write: the folder "_s +
                                           m_dir.filePath(u"no/such/folder"_s) +
                                           u" does not exist; no file was made"_s);
        QVERIFY(!QFile::exists(path));
    }

    // A file where the folder should be, and a folder where the file should be: said so, nothing made.
    void aFileForAFolderAndAFolderForAFile()
    {
        const QString file = m_dir.filePath(u"plain-file"_s);
        write(file, "keep");
        const QString under = file + u"/chart.svg"_s;
        const Result<bool> r = writeFileSafely(under, "x");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(),
                 under + u": cannot write: "_s + file + u" is a file, not a folder; no file was made"_s);
        QCOMPARE(read(file), QByteArray("keep"));

        const QString folder = m_dir.filePath(u"a-folder.svg"_s);
        QVERIFY(QDir().mkpath(folder));
        const Result<bool> f = writeFileSafely(folder, "x");
        QVERIFY(!f.ok());
        QCOMPARE(f.error().toString(),
                 folder + u": cannot write: it is a folder; give a file's name in it"_s);
        QVERIFY(QFileInfo(folder).isDir());
    }

    // A folder nobody may write to (a read-only mount as root, or a folder without write permission).
    void anUnwritableFolderIsNamed()
    {
        const SmallTmpfs mount(u"64k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        QCOMPARE(QProcess::execute(u"mount"_s, {u"-o"_s, u"remount,ro"_s, mount.path()}), 0);
        const QString path = mount.filePath(u"plan.gpuplan"_s);
        const Result<bool> r = writeFileSafely(path, "x");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().toString(), path + u": cannot write: the folder "_s + mount.path() +
                                           u" is not writable; no file was made"_s);
    }

    // A real full file system: a 64 KiB tmpfs, filled but for a few KiB, refuses a save that does not fit.
    // Qt 6.4's QSaveFile::commit() alone would rename a short file over the old one and report success.
    void aRealFullFileSystemKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("under the 16 KiB write buffer") << 12 * 1024;
        QTest::newRow("over the write buffer") << 40 * 1024;
    }
    void aRealFullFileSystemKeepsTheOldFile()
    {
        QFETCH(int, size);
        const SmallTmpfs mount(u"64k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        const QString path = mount.filePath(u"plan.gpuplan"_s);
        write(path, "the old plan\n");
        // Fill the rest but for one 4 KiB page (16 pages: the old file takes one, the filler 14).
        QFile filler(mount.filePath(u"filler"_s));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        filler.write(QByteArray(56 * 1024, 'f'));
        filler.close();
        const Result<bool> r = writeFileSafely(path, QByteArray(size, 'n'));
        QVERIFY2(!r.ok(), "a save that does not fit was reported as written");
        QVERIFY2(r.error().message.contains(u"No space left on device"_s), qPrintable(r.error().message));
        QCOMPARE(read(path), QByteArray("the old plan\n"));
        QCOMPARE(QDir(mount.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary left
    }

    // A new file that does not fit: the message does not speak of a previous file, for there was none.
    void aNewFileOnAFullFileSystemSaysNoneWasMade()
    {
        const SmallTmpfs mount(u"64k"_s);
        if (mount.skipReason())
            QSKIP(mount.skipReason());
        QVERIFY(mount.fill(0));
        const QString path = mount.filePath(u"chart.svg"_s);
        const Result<bool> r = writeFileSafely(path, QByteArray(40 * 1024, 'n'));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message, u"cannot write: No space left on device; no file was made"_s);
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
