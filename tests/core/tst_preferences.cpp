#include "preferences.h"

#include <QCoreApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// Preferences (core/settings/preferences.h): a save that cannot be written says which file and why.
class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anUnwritableSettingsFileIsReported()
    {
        // QSettings reads XDG_CONFIG_HOME once per process: set before any settings are touched. A path under
        // a file cannot be created by anyone, root included.
        qputenv("XDG_CONFIG_HOME", "/dev/null/config");
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        Preferences p = Preferences::load();
        p.horizonMonths = 24;
        const Result<bool> r = p.save();
        QVERIFY(!r);
        QVERIFY2(r.error().file.startsWith(u"/dev/null/config/"_s), qPrintable(r.error().toString()));
        QVERIFY2(r.error().message.contains(u"not writable"_s), qPrintable(r.error().toString()));
    }
};

int main(int argc, char** argv)
{
    qputenv("XDG_CONFIG_HOME", "/dev/null/config");
    QCoreApplication app(argc, argv);
    TestPreferences test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_preferences.moc"
