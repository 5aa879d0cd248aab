#include "agreement.h"

#include "importdialog.h"
#include "importedcatalogstore.h"

#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

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

        ui::ImportDialog dialog(path, m_catalog, windowFolder);
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
