#include "agreement.h"

#include "catalogcache.h"
#include "filelock.h"
#include "importdialog.h"
#include "importedcatalogstore.h"
#include "localhttpserver.h"
#include "mainwindow.h"
#include "offertablemodel.h"
#include "priceupdate.h"
#include "priceupdatedialog.h"
#include "priceupdates.h"

#include <QDateEdit>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

// An imported catalog's bytes without the moment of its import, which two imports never share.
QByteArray withoutImportTime(QByteArray bytes)
{
    static const QRegularExpression at(u"\"imported_at\":\"[^\"]*\""_s);
    return QString::fromUtf8(bytes).replace(at, u"\"imported_at\":\"…\""_s).toUtf8();
}

// The file names of a folder, sorted.
QStringList namesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}

// The entries of a cache folder, each with what a rewrite changes: its size and its inode.
QMap<QString, QString> entriesOf(const QString& folder)
{
    QMap<QString, QString> entries;
    for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files, QDir::Name)) {
        struct stat st
        {
        };
        if (::stat(QFile::encodeName(f.filePath()).constData(), &st) == 0)
            entries.insert(f.fileName(), u"%1 bytes, inode %2"_s.arg(f.size()).arg(quint64(st.st_ino)));
    }
    return entries;
}

// Every file under a price folder by its path in the folder, its bytes without the moments in them (when
// it was downloaded, imported or switched to), which two updates never share.
QMap<QString, QByteArray> priceFilesOf(const QString& folder)
{
    static const QRegularExpression moment(
        u"\"(imported_at|updated_at|started_at|downloaded_at)\": ?\"[^\"]*\""_s);
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files.insert(QDir(folder).relativeFilePath(path),
                         QString::fromUtf8(f.readAll()).replace(moment, u"\"\\1\": \"…\""_s).toUtf8());
    }
    return files;
}

} // namespace

// "saving, replacing and removing imported catalogs": `catalog import` and the Import Catalog window, given
// the same file, provider and price date, write the same file under the same name (a second import of the
// provider and format replaces it); `catalog list-sources` and Catalog Sources describe it alike; `catalog
// remove` and Catalog Sources' Remove Import leave the folder as it was.
void TestAgreement::importsStoredAlike_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("provider"); // empty: the one the file's folder names
    QTest::addColumn<QString>("name");     // the stored file
    QTest::newRow("SkyPilot, the provider from the folder")
        << u"skypilot/lambda/vms.csv"_s << QString() << u"imported-lambda-skypilot.json"_s;
    QTest::newRow("ec2instances.info, the provider given")
        << u"ec2instances/cn-excerpt.json"_s << u"aws"_s << u"imported-aws-ec2instances.json"_s;
}

void TestAgreement::importsStoredAlike()
{
    QFETCH(QString, file);
    QFETCH(QString, provider);
    QFETCH(QString, name);
    const QString path = QStringLiteral(GP_TEST_DATA_DIR "/import/") + file;
    const InProcessCliRunner cli; // a home of its own: the import stays out of the other cases
    QString cliFolder;
    {
        const AsTheProgram program(cli);
        cliFolder = Catalog::userCatalogFolder();
    }
    QTemporaryDir windowHome;
    const QString windowFolder = windowHome.filePath(u"catalog"_s);

    QString firstWritten;
    for (const QString& asOf : {u"2026-11-01"_s, u"2026-11-15"_s}) {
        QStringList args{u"catalog"_s, u"import"_s, path, u"--as-of"_s, asOf};
        if (!provider.isEmpty())
            args << u"--provider"_s << provider;
        const auto run = cli.run(args + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));

        ui::ImportDialog dialog(path, loadSnapshotCatalog(), windowFolder);
        if (!provider.isEmpty())
            dialog.providerEdit()->setText(provider);
        dialog.asOfEdit()->setDate(QDate::fromString(asOf, Qt::ISODate));
        QSignalSpy done(&dialog, &ui::ImportDialog::finishedImport);
        QVERIFY(dialog.startImport());
        QVERIFY(done.wait(60000));
        QCOMPARE(QFileInfo(dialog.writtenPath()).fileName(), name);
        if (firstWritten.isEmpty())
            firstWritten = dialog.writtenPath();
        QCOMPARE(dialog.writtenPath(), firstWritten); // the second import replaces the first

        // One file each, under one name, with one content.
        QCOMPARE(namesIn(cliFolder), QStringList{name});
        QCOMPARE(namesIn(windowFolder), QStringList{name});
        const QByteArray stored = withoutImportTime(fileBytes(cliFolder + u'/' + name));
        QVERIFY(stored.contains(asOf.toUtf8()));
        QVERIFY(stored.contains("\"imported_at\":\"…\"")); // the moment was there, and is left out
        QCOMPARE(withoutImportTime(fileBytes(windowFolder + u'/' + name)), stored);
    }

    // The import as `catalog list-sources` and Catalog Sources show it.
    const auto sources =
        cli.run(QStringList{u"catalog"_s, u"list-sources"_s, u"--format"_s, u"json"_s} + onSnapshot());
    QVERIFY2(sources.exitCode == 0, qPrintable(sources.err));
    QJsonObject listed;
    for (const QJsonValue& f : CliRunner::json(sources)[u"files"_s].toArray()) {
        if (QFileInfo(f[u"file"_s].toString()).fileName() == name)
            listed = f.toObject();
    }
    QVERIFY2(!listed.isEmpty(), sources.out.constData());
    IssueList issues;
    const Catalog withImport = Catalog::load(
        onlyTheseFiles({QStringLiteral(GP_TEST_DATA_DIR "/snapshot"), windowFolder + u'/' + name}), issues);
    QCOMPARE(countErrors(issues), 0);
    ui::CatalogSourcesDialog dialog(withImport, windowFolder);
    QTableWidget* table = dialog.table();
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text() == name)
            row = r;
    }
    QVERIFY(row >= 0);
    const QString asOf = listed[u"oldest_as_of"_s].toString();
    QCOMPARE(listed[u"newest_as_of"_s].toString(), asOf);
    QCOMPARE(
        QStringList({table->item(row, 1)->text(), table->item(row, 2)->text(), table->item(row, 3)->text(),
                     table->item(row, 4)->text(), table->item(row, 5)->text()}),
        QStringList({listed[u"kind"_s].toString(), listed[u"provider"_s].toString(),
                     QString::number(listed[u"instances"_s].toInt()),
                     QString::number(listed[u"offers"_s].toInt()), asOf}));
    QCOMPARE(asOf, u"2026-11-15"_s);

    // Removed by its provider on the command line, by its row in the window.
    const auto removed = cli.run(
        QStringList{u"catalog"_s, u"remove"_s, provider.isEmpty() ? u"lambda"_s : provider} + onSnapshot());
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
    table->selectRow(row);
    QSignalSpy gone(&dialog, &ui::CatalogSourcesDialog::removed);
    QVERIFY(dialog.removeSelected(false));
    QCOMPARE(gone.size(), 1);
    QCOMPARE(namesIn(cliFolder), QStringList());
    QCOMPARE(namesIn(windowFolder), QStringList());
}

// "when a catalog file is parsed and when its compiled form is read": with the same catalog files and the
// cache folder both programs use (CatalogCache::defaultFolder), whichever face comes second reads what the
// first compiled (the same content keys: nothing is compiled or recorded again) and shows the same offers;
// `--no-cache` neither reads nor writes the folder.
void TestAgreement::compiledCatalogsShared_data()
{
    QTest::addColumn<QString>("first"); // cli, window or no-cache (the CLI with --no-cache, then the window)
    QTest::newRow("the CLI compiles, the window reads") << u"cli"_s;
    QTest::newRow("the window compiles, the CLI reads") << u"window"_s;
    QTest::newRow("--no-cache leaves the folder alone") << u"no-cache"_s;
}

void TestAgreement::compiledCatalogsShared()
{
    QFETCH(QString, first);
    const InProcessCliRunner cli; // an empty cache of its own
    QString folder;
    {
        const AsTheProgram program(cli);
        folder = CatalogCache::defaultFolder();
    }
    int cliOffers = -1;
    const auto runCli = [&](bool cache) {
        QStringList args{u"list"_s, u"--per"_s, u"region"_s, u"--format"_s, u"json"_s};
        if (!cache)
            args << u"--no-cache"_s;
        const auto run = cli.run(args + onSnapshot());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        cliOffers = int(CliRunner::json(run).array().size());
    };
    int windowOffers = -1;
    const auto runWindow = [&] {
        const AsTheProgram program(cli);
        IssueList issues;
        ui::MainWindow w(Catalog{}, issues);
        // What the program's start-up passes (app/gui/main.cpp), with the snapshot for the built-in catalog.
        CatalogLoadOptions options;
        options.builtin = false;
        options.extraPaths = {QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
        options.cacheFolder = CatalogCache::defaultFolder();
        w.setCatalogLoadOptions(options);
        w.reloadCatalog();
        windowOffers = w.model()->rowCount();
    };

    if (first == u"window"_s)
        runWindow();
    else
        runCli(first == u"cli"_s);
    const QMap<QString, QString> compiled = entriesOf(folder);
    if (first == u"no-cache"_s) {
        QVERIFY2(compiled.isEmpty(), qPrintable(QStringList(compiled.keys()).join(u", "_s)));
        return;
    }
    // The case means something: compiled files, and a record for each file on disk.
    QVERIFY(compiled.size() >= 2);
    QVERIFY(std::any_of(compiled.keyBegin(), compiled.keyEnd(),
                        [](const QString& name) { return name.endsWith(u".gpcf"_s); }));
    if (first == u"window"_s)
        runCli(true);
    else
        runWindow();
    QCOMPARE(entriesOf(folder), compiled);
    QVERIFY(cliOffers > 100);
    QCOMPARE(windowOffers, cliOffers);
    // And --no-cache reads none of it: the same answer, the folder as it was.
    runCli(false);
    QCOMPARE(cliOffers, windowOffers);
    QCOMPARE(entriesOf(folder), compiled);
}

// "downloading new prices and switching to them": `catalog update` and File → Update Prices…, given the same
// list of price files on a server on 127.0.0.1, end the same way (updated, or failed with nothing changed),
// say so in the same words, and leave the same files in their price folders: the same new provider file
// and current.json, and no update.lock or update-pending.json. With the folder's update.lock held by
// another process, both wait (GP_UPDATE_LOCK_WAIT_MS) and fail naming it, changing nothing.
void TestAgreement::priceUpdatesAlike_data()
{
    QTest::addColumn<QString>("served"); // the provider file's answer: a SkyPilot file or 404
    QTest::addColumn<bool>("locked");
    QTest::addColumn<bool>("updated");
    QTest::newRow("new prices") << u"file"_s << false << true;
    QTest::newRow("a download that fails") << u"404"_s << false << false;
    QTest::newRow("another update holds the lock") << u"file"_s << true << false;
}

void TestAgreement::priceUpdatesAlike()
{
    QFETCH(QString, served);
    QFETCH(bool, locked);
    QFETCH(bool, updated);
    LocalHttpServer server;
    using K = LocalHttpServer::Route::Kind;
    server.route(
        "/lambda/vms.csv",
        served == u"404"_s
            ? LocalHttpServer::Route{K::NotFound, {}}
            : LocalHttpServer::Route{
                  K::Body, fileBytes(QStringLiteral(GP_TEST_DATA_DIR "/import/skypilot/lambda/vms.csv"))});
    QTemporaryDir dir;
    const QString sourcesPath = dir.filePath(u"price-sources.json"_s);
    {
        QFile f(sourcesPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "gpu-planner-price-sources", "version": 1, "sources": [{"provider": "lambda", "url": ")" +
            server.url(u"/lambda/vms.csv"_s).toUtf8() + R"("}]})");
    }
    ScopedEnvironment env;
    QProcessEnvironment vars;
    vars.insert(u"GP_FETCH_PROGRAM"_s, QStringLiteral(GP_FETCH_PATH));
    vars.insert(u"GP_UPDATE_LOCK_WAIT_MS"_s, u"0"_s);
    vars.insert(u"no_proxy"_s, u"127.0.0.1"_s);
    for (const char* v : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy"})
        vars.insert(QString::fromLatin1(v), QString());
    env.set(vars);

    const InProcessCliRunner cli;
    const InProcessCliRunner window; // only its home: the window's user folders
    std::vector<std::unique_ptr<QLockFile>> held;
    QStringList folders;
    for (const CliRunner* home :
         {static_cast<const CliRunner*>(&cli), static_cast<const CliRunner*>(&window)}) {
        const AsTheProgram program(*home);
        folders << priceUpdateFolder();
        if (locked) {
            QVERIFY(QDir().mkpath(folders.last()));
            FileLockAttempt a = filelock::acquire(priceUpdateLockPath(folders.last()), 0);
            QVERIFY(a.lock);
            held.push_back(std::move(a.lock));
        }
    }

    const auto run =
        cli.run(QStringList{u"catalog"_s, u"update"_s, u"--sources"_s, sourcesPath} + onSnapshot());
    QCOMPARE(run.exitCode, updated ? 0 : 1);
    QString cliSays = QString::fromUtf8(updated ? run.out : run.err.toUtf8()).trimmed().split(u'\n').last();

    QString windowSays;
    {
        const AsTheProgram program(window);
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        ui::PriceUpdateDialog* d = w.showPriceUpdate();
        const Result<PriceSourceList> sources = readPriceSources(sourcesPath);
        QVERIFY(sources);
        d->setSources(sources.value());
        QSignalSpy ended(d, &ui::PriceUpdateDialog::updateEnded);
        QPushButton* start = nullptr;
        for (QPushButton* b : d->findChildren<QPushButton*>()) {
            if (b->text() == u"&Update"_s)
                start = b;
        }
        QVERIFY(start);
        start->click();
        QVERIFY(ended.wait(60000));
        QCOMPARE(ended.first().first().value<PriceUpdateOutcome>() == PriceUpdateOutcome::Updated, updated);
        windowSays = d->resultText();
        d->close();
    }
    QCOMPARE(windowSays, cliSays.replace(folders[0], folders[1]));

    held.clear(); // the lock files go with their locks
    const QMap<QString, QByteArray> cliFiles = priceFilesOf(folders[0]);
    QCOMPARE(priceFilesOf(folders[1]), cliFiles);
    QCOMPARE(cliFiles.contains(u"current.json"_s), updated);
    QVERIFY(!cliFiles.contains(u"update-pending.json"_s));
    QVERIFY(!cliFiles.contains(u"update.lock"_s));
    if (updated)
        QCOMPARE(cliFiles.size(), 2); // current.json and the provider's new file
}
