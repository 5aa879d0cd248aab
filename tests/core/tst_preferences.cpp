#include "preferences.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace gp;

// Preferences (core/settings/preferences.h): a settings file that is not a regular file does not hang the
// start, and a save that cannot be written says which file and why.
class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // XDG_CONFIG_HOME holds a FIFO where the settings file belongs (main() makes it): QSettings would wait
    // for a writer for ever. The guard reports it, and settings are kept in a temporary folder until exit.
    void aFifoSettingsFileIsLeftAlone()
    {
        const QString path = settingsFilePath();
        QVERIFY(QFileInfo(path).exists() && !QFileInfo(path).isFile());
        const std::optional<Error> problem = guardSettingsFile();
        QVERIFY(problem);
        QCOMPARE(problem->file, path);
        QVERIFY2(problem->message.contains(u"is a FIFO (named pipe), not a regular file"_s),
                 qPrintable(problem->message));
        Preferences p = Preferences::load(); // returns: nothing reads the FIFO
        p.horizonMonths = 24;
        QVERIFY(p.save());
        QCOMPARE(Preferences::load().horizonMonths, 24);
        QVERIFY(!QFileInfo(path).isFile()); // the user's FIFO is left as it was
    }

    void anUnwritableSettingsFileIsReported()
    {
        // A folder under a file cannot be created by anyone, root included.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, u"/dev/null/config"_s);
        Preferences p = Preferences::load();
        p.horizonMonths = 36;
        const Result<bool> r = p.save();
        QVERIFY(!r);
        QVERIFY2(r.error().file.startsWith(u"/dev/null/config/"_s), qPrintable(r.error().toString()));
        QVERIFY2(r.error().message.contains(u"not writable"_s), qPrintable(r.error().toString()));
    }
};

int main(int argc, char** argv)
{
    QTemporaryDir config;
    const QByteArray folder = QFile::encodeName(config.filePath(u"gpu-planner-test"_s));
    if (!QDir().mkpath(QString::fromLocal8Bit(folder)) ||
        ::mkfifo(folder + "/gpu-planner-test.conf", 0600) != 0)
        qFatal("cannot make the FIFO settings file");
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
    TestPreferences test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_preferences.moc"
