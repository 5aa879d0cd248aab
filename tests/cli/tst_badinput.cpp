// The bad-input suite (tests/data/bad, made by make.py): every malformed catalog, plan, scenario,
// exchange-rate, import and settings file gets its exit code and a message naming what is wrong, and nothing
// crashes. Files too large to commit (200 MB and more) are made here, sparse.
#include "clirunner.h"
#include "preferences.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <QTest>

using namespace Qt::StringLiterals;

class tst_BadInput : public QObject
{
    Q_OBJECT

private:
    static QString dataDir() { return QStringLiteral(GP_TEST_DATA_DIR) + u"/bad"_s; }

    static QJsonArray cases()
    {
        QFile f(dataDir() + u"/cases.json"_s);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no cases.json");
        return QJsonDocument::fromJson(f.readAll()).array();
    }

    // A file of `bytes` zero bytes without writing them.
    static QString sparseFile(const QTemporaryDir& dir, const QString& name, qint64 bytes)
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || !f.resize(bytes))
            qFatal("cannot make %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void suiteIsComplete()
    {
        const QJsonArray all = cases();
        QVERIFY2(all.size() >= 60, "the suite has at least 60 files");
        QSet<QString> kinds;
        for (const auto& c : all) {
            const QString file = c.toObject()[u"file"_s].toString();
            QVERIFY2(QFileInfo::exists(dataDir() + u'/' + file), qPrintable(file));
            kinds.insert(file.section(u'/', 0, 0));
        }
        QCOMPARE(kinds, (QSet<QString>{u"catalog"_s, u"plan"_s, u"scenario"_s, u"fx"_s, u"import"_s,
                                       u"settings"_s, u"measurements"_s}));
    }

    void eachFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        for (const auto& v : cases()) {
            const QJsonObject c = v.toObject();
            QStringList command;
            for (const auto& a : c[u"command"_s].toArray())
                command << a.toString();
            const QString file = c[u"file"_s].toString();
            QTest::newRow(qPrintable(file))
                << file << command << c[u"exit"_s].toInt() << c[u"message"_s].toString();
        }
    }

    void eachFile()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, command);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString path = dataDir() + u'/' + file;
        CliRunner cli;
        if (command == QStringList{u"settings"_s}) {
            // Settings are read by the window: whatever the file holds, the preferences come out in range.
            QCoreApplication::setApplicationName(u"gpu-planner-badinput"_s);
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, cli.home.path());
            QDir().mkpath(cli.home.filePath(u"gpu-planner-badinput"_s));
            QVERIFY(
                QFile::copy(path, cli.home.filePath(u"gpu-planner-badinput/gpu-planner-badinput.conf"_s)));
            const gp::Preferences p = gp::Preferences::load();
            QVERIFY(gp::currency::isKnown(p.displayCurrency));
            QVERIFY(p.horizonMonths >= 1 && p.horizonMonths <= gp::MaxMonths);
            QVERIFY(p.planHoursPerMonthCenti >= 0 && p.planHoursPerMonthCenti <= gp::MaxUsageCentiHours);
            QVERIFY(p.usageCentiHours >= 0 && p.usageCentiHours <= gp::MaxUsageCentiHours);
            QVERIFY(p.spotOverheadBp >= 0);
            for (const auto bp : p.discountsBp)
                QVERIFY(bp >= 0 && bp < gp::BasisPointsPerUnit);
            return;
        }
        if (command == QStringList{u"fx"_s}) {
            // The user's exchange-rate file, read by every command that converts.
            QDir().mkpath(cli.home.filePath(u"gpu-planner"_s));
            QFile::remove(cli.home.filePath(u"gpu-planner/exchange-rates.json"_s));
            QVERIFY(QFile::copy(path, cli.home.filePath(u"gpu-planner/exchange-rates.json"_s)));
        }
        QStringList args;
        for (const QString& a : command) {
            QString x = a;
            x.replace(u"{file}"_s, path).replace(u"{out}"_s, cli.home.filePath(u"out.json"_s));
            args << x;
        }
        const auto r = cli.run(args);
        QVERIFY2(r.exitCode >= 0, "the program crashed");
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        if (exitCode == 2 && command.first() != u"fx"_s)
            QVERIFY2(r.err.contains(QFileInfo(file).fileName()), "the message names the file");
    }

    // One bad offer is left out; the instance and the rest of the file are kept.
    void oneBadEntryLeavesTheRest()
    {
        CliRunner cli;
        const auto r = cli.run({u"catalog"_s, u"validate"_s, dataDir() + u"/catalog/duplicate-region.json"_s,
                                u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 2);
        const QJsonObject o = CliRunner::json(r).object();
        QCOMPARE(o[u"instances"_s].toInt(), 1);
        QCOMPARE(o[u"offers"_s].toInt(), 1);
        QCOMPARE(o[u"errors"_s].toArray().size(), 1);
        // And the built-in catalog loads in full beside a broken user file.
        QDir().mkpath(cli.home.filePath(u"gpu-planner/catalog"_s));
        QVERIFY(QFile::copy(dataDir() + u"/catalog/truncated.json"_s,
                            cli.home.filePath(u"gpu-planner/catalog/mine.json"_s)));
        const auto info = cli.run({u"catalog"_s, u"info"_s, u"--format"_s, u"json"_s});
        QCOMPARE(info.exitCode, 2);
        QVERIFY(info.err.contains(u"mine.json:1:"_s));
        QVERIFY(CliRunner::json(info).object()[u"offers"_s].toInt() >= 100);
    }

    void hugeFiles_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("catalog 200 MB")
            << QStringList{u"catalog"_s, u"validate"_s, u"{file}"_s} << u"big.json"_s << (qint64(200) << 20)
            << u"catalog files are limited to 16 MiB"_s;
        QTest::newRow("plan 200 MB") << QStringList{u"plan"_s, u"validate"_s, u"{file}"_s} << u"big.gpuplan"_s
                                     << (qint64(200) << 20) << u"plans are limited to"_s;
        QTest::newRow("scenario 200 MB")
            << QStringList{u"recommend"_s, u"--scenario"_s, u"{file}"_s} << u"big-scenario.json"_s
            << (qint64(200) << 20) << u"scenarios are limited to"_s;
        QTest::newRow("measurements 200 MB")
            << QStringList{u"measurements"_s, u"import"_s, u"{file}"_s} << u"big-probe.json"_s
            << (qint64(200) << 20) << u"measurement files are limited to"_s;
        QTest::newRow("import 300 MB")
            << QStringList{u"catalog"_s,    u"import"_s, u"--format"_s, u"skypilot"_s,
                           u"--provider"_s, u"x"_s,      u"{file}"_s}
            << u"vms.csv"_s << (qint64(300) << 20) << u"imports are limited to"_s;
    }

    void hugeFiles()
    {
        QFETCH(QStringList, command);
        QFETCH(QString, name);
        QFETCH(qint64, bytes);
        QFETCH(QString, message);
        CliRunner cli;
        const QString path = sparseFile(cli.home, name, bytes);
        QStringList args;
        for (const QString& a : command)
            args << (a == u"{file}"_s ? path : a);
        const auto r = cli.run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(tst_BadInput)
#include "tst_badinput.moc"
