// File → Import Catalog and File → Catalog Sources, offscreen: format detection, the worker thread with
// progress and cancel, the report, the written catalog, removing it, and the main window reloading.
#include "comparisonwidget.h"
#include "filterpanel.h"
#include "importdialog.h"
#include "mainwindow.h"
#include "offertablemodel.h"
#include "testcatalog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
using ui::CatalogSourcesDialog;
using ui::ImportDialog;

class TestImportDialog : public QObject
{
    Q_OBJECT

private:
    const QString m_lambda = QStringLiteral(GP_TEST_DATA_DIR) + u"/import/skypilot/lambda/vms.csv"_s;

    static bool waitForImport(ImportDialog& d)
    {
        QSignalSpy done(&d, &ImportDialog::finishedImport);
        if (!d.startImport())
            return false;
        return done.wait(60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        QDir(Catalog::userCatalogFolder()).removeRecursively();
    }

    void cleanupTestCase() { QDir(Catalog::userCatalogFolder()).removeRecursively(); }

    void detectsAndImports()
    {
        QTemporaryDir folder;
        ImportDialog d(m_lambda, loadSnapshotCatalog(), folder.path());
        QCOMPARE(d.formatBox()->currentData().toString(), u"skypilot"_s);
        QCOMPARE(d.providerEdit()->text(), u"lambda"_s); // from the folder name
        d.asOfEdit()->setDate(QDate(2026, 11, 1));
        QSignalSpy imported(&d, &ImportDialog::imported);
        QVERIFY(waitForImport(d));
        QCOMPARE(imported.size(), 1);
        QCOMPARE(d.writtenPath(), QDir(folder.path()).filePath(u"imported-lambda-skypilot.json"_s));
        QVERIFY(QFileInfo::exists(d.writtenPath()));
        QVERIFY(d.report());
        QCOMPARE(d.report()->offersImported, 374);
        const QString text = d.reportView()->toPlainText();
        QVERIFY2(text.contains(u"offers imported: 374"_s), qPrintable(text));
        QVERIFY(!text.contains(u"not in the GPU table"_s)); // A6000, GH200 and RTX6000 are known
        QVERIFY(text.contains(u"2026-11-01"_s));
        QCOMPARE(d.progressBar()->value(), 1000);
        QVERIFY(!d.isRunning());
    }

    // The report lists where the catalog keeps its own facts over the file's: the real Azure file calls
    // NC A100 v4's GPU "A100-80GB", the catalog knows it is the PCIe card.
    void reportsConflictsWithTheCatalog()
    {
        QTemporaryDir folder;
        ImportDialog d(QStringLiteral(GP_TEST_DATA_DIR) + u"/import/real/azure/vms.csv"_s,
                       loadSnapshotCatalog(), folder.path());
        d.providerEdit()->setText(u"azure"_s);
        QVERIFY(waitForImport(d));
        const QString text = d.reportView()->toPlainText();
        QVERIFY2(text.contains(u"conflict: azure/Standard_NC24ads_A100_v4:"_s), qPrintable(text));
        QVERIFY2(text.contains(u"the catalog's GPU is kept"_s), qPrintable(text));
    }

    void askedForAProvider()
    {
        QTemporaryDir folder;
        ImportDialog d(m_lambda, loadSnapshotCatalog(), folder.path());
        d.providerEdit()->clear();
        QVERIFY(!d.startImport());
        QVERIFY(d.findChild<QLabel*>(u"message"_s)->text().contains(u"provider"_s));
    }

    void nothingImportedWritesNothing()
    {
        QTemporaryDir folder;
        ImportDialog d(QStringLiteral(GP_TEST_DATA_DIR) + u"/import/skypilot/gcp/vms.csv"_s,
                       loadSnapshotCatalog(), folder.path());
        QCOMPARE(d.providerEdit()->text(), u"gcp"_s);
        QVERIFY(waitForImport(d));
        QVERIFY(d.writtenPath().isEmpty());
        QVERIFY(QDir(folder.path()).isEmpty());
        QVERIFY(
            d.reportView()->toPlainText().contains(u"GCP GPU machine without a price row for its GPUs"_s));
    }

    void syntaxErrorIsReported()
    {
        QTemporaryDir folder;
        ImportDialog d(QStringLiteral(GP_TEST_DATA_DIR) + u"/import/bad/unclosed-quote.csv"_s,
                       loadSnapshotCatalog(), folder.path());
        d.providerEdit()->setText(u"lambda"_s);
        QVERIFY(waitForImport(d));
        QVERIFY(d.writtenPath().isEmpty());
        QVERIFY2(d.reportView()->toPlainText().contains(
                     u"unclosed-quote.csv:3:46: a quoted field opened here is never closed"_s),
                 qPrintable(d.reportView()->toPlainText()));
    }

    void cancelLeavesNothing()
    {
        QTemporaryDir folder;
        const QString big = folder.filePath(u"vms.csv"_s);
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n");
        for (int i = 0; i < 300'000; ++i)
            f.write("gpu_1x_a10,A10,1,30,200,1.29,r" + QByteArray::number(i) + "\n");
        f.close();
        const QString out = folder.filePath(u"out"_s);
        ImportDialog d(big, loadSnapshotCatalog(), out);
        d.providerEdit()->setText(u"lambda"_s);
        QSignalSpy done(&d, &ImportDialog::finishedImport);
        QVERIFY(d.startImport());
        d.cancelImport();
        QVERIFY(done.wait(60000));
        QVERIFY(d.writtenPath().isEmpty());
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(d.report() && d.report()->cancelled);
    }

    // The main window: import, the table grows and the provider appears; Catalog Sources lists the import
    // and removes it; the table shrinks back.
    void mainWindowReloads()
    {
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        CatalogLoadOptions options = snapshotLoadOptions();
        w.setCatalogLoadOptions(options);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int before = w.model()->rowCount();
        // Something compared survives the reload.
        w.tableView()->selectRow(0);
        w.tableView()->selectionModel()->select(w.tableView()->model()->index(1, 0),
                                                QItemSelectionModel::Select | QItemSelectionModel::Rows);
        w.compareSelection();
        QCOMPARE(w.comparison()->offers().size(), 2);

        ImportDialog* d = w.showImportDialog(m_lambda);
        d->asOfEdit()->setDate(QDate(2026, 11, 1));
        QVERIFY(waitForImport(*d));
        QCOMPARE(w.model()->rowCount(), before + 374);
        QCOMPARE(w.comparison()->offers().size(), 2);
        auto* providers = w.filterPanel()->findChild<QListWidget*>(u"providers"_s);
        QVERIFY(!providers->findItems(u"Lambda"_s, Qt::MatchExactly).isEmpty());
        d->close();

        CatalogSourcesDialog* sources = w.showCatalogSources();
        QTableWidget* t = sources->table();
        int importRow = -1;
        int otherRow = -1;
        for (int r = 0; r < t->rowCount(); ++r) {
            if (t->item(r, 1)->text() == u"imported (skypilot)"_s)
                importRow = r;
            else
                otherRow = r;
        }
        QVERIFY(importRow >= 0);
        QCOMPARE(t->item(importRow, 4)->text(), u"374"_s);
        QCOMPARE(t->item(importRow, 5)->text(), u"2026-11-01"_s);
        t->selectRow(otherRow); // a file that is not an import cannot be removed
        QVERIFY(!sources->removeButton()->isEnabled());
        t->selectRow(importRow);
        QVERIFY(sources->removeButton()->isEnabled());
        QVERIFY(sources->removeSelected(false));
        QCOMPARE(w.model()->rowCount(), before);
        QVERIFY(providers->findItems(u"Lambda"_s, Qt::MatchExactly).isEmpty());
        sources->close();
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
