// File → Update Prices…, offscreen, against a server on 127.0.0.1 started here: the provider list with check
// boxes, progress per file, the main window reloading after an update, a failure that changes nothing, and
// cancel.
#include "localhttpserver.h"
#include "mainwindow.h"
#include "offertablemodel.h"
#include "priceupdatedialog.h"
#include "testcatalog.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
using ui::PriceUpdateDialog;

class TestPriceUpdateDialog : public QObject
{
    Q_OBJECT

    LocalHttpServer m_server;

    PriceSourceList sources(const QList<std::pair<QString, QString>>& providerPaths) const
    {
        PriceSourceList list;
        list.file = u"/tmp/mirror.json"_s;
        for (const auto& [provider, path] : providerPaths)
            list.sources << PriceSource{provider, QUrl(m_server.url(path)), ImportFormat::SkyPilot};
        return list;
    }

    static QTableWidget* table(PriceUpdateDialog* d) { return d->findChild<QTableWidget*>(); }
    static QPushButton* button(PriceUpdateDialog* d, const QString& text)
    {
        for (QPushButton* b : d->findChildren<QPushButton*>()) {
            if (b->text() == text)
                return b;
        }
        qFatal("no button %s", qPrintable(text));
    }

    static PriceUpdateOutcome runUpdate(PriceUpdateDialog* d)
    {
        QSignalSpy ended(d, &PriceUpdateDialog::updateEnded);
        button(d, u"&Update"_s)->click();
        if (!ended.wait(60000))
            qFatal("the update did not end");
        return ended.first().first().value<PriceUpdateOutcome>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test-update"_s);
        QDir(priceUpdateFolder()).removeRecursively();
        for (const char* v : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy"})
            qunsetenv(v);
        QFile lambda(QStringLiteral(GP_TEST_DATA_DIR "/import/skypilot/lambda/vms.csv"));
        QVERIFY(lambda.open(QIODevice::ReadOnly));
        using K = LocalHttpServer::Route::Kind;
        m_server.route("/lambda/vms.csv", {K::Body, lambda.readAll()});
        m_server.route("/missing/vms.csv", {K::NotFound, {}});
        m_server.route("/stall/vms.csv", {K::Stall, QByteArray(4096, 'x')});
    }

    void cleanupTestCase() { QDir(priceUpdateFolder()).removeRecursively(); }

    void listsTheBuiltInSources()
    {
        PriceUpdateDialog d({});
        QTableWidget* t = table(&d);
        QVERIFY(t->rowCount() >= 10);
        for (int r = 0; r < t->rowCount(); ++r) {
            QCOMPARE(t->item(r, 0)->checkState(), Qt::Checked);
            QVERIFY(t->item(r, 3)->text().startsWith(u"https://"_s));
        }
    }

    // The window: Update Prices, the table grows by the Lambda offers; the dialog shows each file done.
    void mainWindowReloadsAfterAnUpdate()
    {
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        w.setCatalogLoadOptions(snapshotLoadOptions());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int before = w.model()->rowCount();

        PriceUpdateDialog* d = w.showPriceUpdate();
        QCOMPARE(w.showPriceUpdate(), d); // one at a time
        d->setSources(sources({{u"lambda"_s, u"/lambda/vms.csv"_s}, {u"vast"_s, u"/missing/vms.csv"_s}}));
        // Vast unchecked: only Lambda is downloaded.
        table(d)->item(1, 0)->setCheckState(Qt::Unchecked);
        QSignalSpy updated(d, &PriceUpdateDialog::pricesUpdated);
        QCOMPARE(runUpdate(d), PriceUpdateOutcome::Updated);
        QCOMPARE(updated.size(), 1);
        QCOMPARE(w.model()->rowCount(), before + 374);
        QVERIFY2(table(d)->item(0, 1)->text().startsWith(u"updated: offers: 374"_s),
                 qPrintable(table(d)->item(0, 1)->text()));
        auto* bar = qobject_cast<QProgressBar*>(table(d)->cellWidget(0, 2));
        QCOMPARE(bar->value(), bar->maximum());
        QVERIFY(table(d)->item(1, 1)->text().isEmpty()); // not asked for
        QVERIFY(d->resultText().contains(u"Prices updated"_s));
        d->close();
        QDir(priceUpdateFolder()).removeRecursively();
    }

    void aFailedDownloadChangesNothing()
    {
        const QString folder = priceUpdateFolder();
        PriceUpdateDialog d({});
        d.setSources(sources({{u"lambda"_s, u"/lambda/vms.csv"_s}, {u"vast"_s, u"/missing/vms.csv"_s}}));
        QSignalSpy updated(&d, &PriceUpdateDialog::pricesUpdated);
        QCOMPARE(runUpdate(&d), PriceUpdateOutcome::Failed);
        QCOMPARE(updated.size(), 0);
        QVERIFY2(table(&d)->item(1, 1)->text().contains(u"404"_s), qPrintable(table(&d)->item(1, 1)->text()));
        QVERIFY(d.resultText().contains(u"Nothing changed"_s));
        QVERIFY(!QFileInfo::exists(priceUpdateManifestPath(folder)));
        QVERIFY(button(&d, u"&Update"_s)->isEnabled()); // it can be tried again
    }

    void cancelStopsTheDownload()
    {
        PriceUpdateDialog d({});
        d.setSources(sources({{u"lambda"_s, u"/stall/vms.csv"_s}}));
        QSignalSpy ended(&d, &PriceUpdateDialog::updateEnded);
        button(&d, u"&Update"_s)->click();
        QVERIFY(d.running());
        QVERIFY(button(&d, u"Cancel Download"_s)->isEnabled());
        QTRY_VERIFY(m_server.requests() > 0);
        button(&d, u"Cancel Download"_s)->click();
        QVERIFY(ended.wait(20000));
        QCOMPARE(ended.first().first().value<PriceUpdateOutcome>(), PriceUpdateOutcome::Cancelled);
        QVERIFY(d.resultText().contains(u"Cancelled"_s));
        QVERIFY(!QFileInfo::exists(priceUpdateManifestPath(priceUpdateFolder())));
    }

    void closingWhileDownloadingCancels()
    {
        PriceUpdateDialog d({});
        d.setSources(sources({{u"lambda"_s, u"/stall/vms.csv"_s}}));
        d.show();
        QSignalSpy finished(&d, &QDialog::finished);
        button(&d, u"&Update"_s)->click();
        button(&d, u"Close"_s)->click();
        QVERIFY(d.isVisible()); // stays until the download has stopped
        QVERIFY(finished.wait(20000));
        QVERIFY(!d.isVisible());
        QVERIFY(!d.running());
    }
};

QTEST_MAIN(TestPriceUpdateDialog)
#include "tst_priceupdatedialog.moc"
