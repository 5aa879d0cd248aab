// What the main window puts out and takes in: charts that follow the explorer, CSV and report exports, the
// report dialog, imported measurements, the display preferences and crafted settings.
#include "about.h"
#include "catalog.h"
#include "chartswidget.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "detailspane.h"
#include "exportdialogs.h"
#include "filterpanel.h"
#include "mainwindow.h"
#include "measurement.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "plandocument.h"
#include "planio.h"
#include "planmodel.h"
#include "planwidget.h"
#include "regions.h"
#include "settingsdialog.h"
#include "tableexport.h"
#include "theme.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QRadioButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyleOption>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QXYSeries>

#include <limits>

#include "mainwindowtesting.h"

using namespace Qt::StringLiterals;
using namespace gp;
using namespace mainwindowtesting;
using ui::OfferTableModel;

class TestMainWindowOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { startWindowTests(); }

    // File > Export Cost Report asks what the command line's --title, --author, --page and --landscape set,
    // remembers the author, and the PDF carries them.
    void reportDialogSetsTitleAuthorAndPaper()
    {
        auto w = makeWindow();
        report::ReportInput in;
        in.title = u"Untitled plan"_s;
        in.catalog = &w->catalog();
        in.plan = w->planDocument()->plan();
        ui::ReportOptionsDialog dialog(in);
        dialog.findChild<QLineEdit*>(u"reportTitle"_s)->setText(u"Q3 GPU budget"_s);
        dialog.findChild<QLineEdit*>(u"reportAuthor"_s)->setText(u"Finance"_s);
        auto* paper = dialog.findChild<QComboBox*>(u"reportPaper"_s);
        paper->setCurrentIndex(paper->findData(u"letter"_s));
        dialog.findChild<QComboBox*>(u"reportOrientation"_s)->setCurrentIndex(1);
        dialog.accept();
        report::PageSetup setup;
        dialog.apply(in, setup);
        QCOMPARE(in.title, u"Q3 GPU budget"_s);
        QCOMPARE(in.author, u"Finance"_s);
        QCOMPARE(setup.size.id(), QPageSize::Letter);
        QCOMPARE(setup.orientation, QPageLayout::Landscape);
        ui::ReportOptionsDialog again(report::ReportInput{});
        QCOMPARE(again.findChild<QLineEdit*>(u"reportAuthor"_s)->text(), u"Finance"_s);
        QCOMPARE(again.findChild<QComboBox*>(u"reportPaper"_s)->currentData().toString(), u"letter"_s);

        QTemporaryDir dir;
        QStringList drawn;
        QVERIFY(report::writePdf(in, setup, dir.filePath(u"r.pdf"_s), &drawn).ok());
        QVERIFY(drawn.join(u'\n').contains(u"Prepared by Finance"_s));
        QVERIFY(drawn.join(u'\n').contains(u"Q3 GPU budget"_s));
        QFile pdf(dir.filePath(u"r.pdf"_s));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.readAll().contains("/MediaBox [0 0 792.000000 612.000000]"));
    }

    // The Charts tab's "Pricing:" label shows only with the pricing box it names.
    void pricingLabelGoesWithItsBox()
    {
        auto w = makeWindow();
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QLabel* label = nullptr;
        for (QLabel* l : w->charts()->findChildren<QLabel*>()) {
            if (l->text() == u"Pricing:"_s)
                label = l;
        }
        QVERIFY(label);
        QTRY_VERIFY(w->charts()->isVisible()); // the tab's page is made on first need
        QVERIFY(label->isVisible());
        w->charts()->setKind(ui::ChartsWidget::CostOverTime);
        QVERIFY(!label->isVisible());
        w->charts()->setKind(ui::ChartsWidget::Budget);
        QVERIFY(!label->isVisible());
        w->charts()->setKind(ui::ChartsWidget::Value);
        QVERIFY(label->isVisible());
    }

    void chartsFollowTheExplorer()
    {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->filterPanel()->setProviders({u"gcp"_s});
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        QChart* c = w->charts()->chart();
        QStringList names;
        for (QAbstractSeries* s : c->series())
            names << s->name();
        QCOMPARE(names.first(), u"Google Cloud"_s); // only the filtered provider
        QVERIFY(names.last().startsWith(u"Pareto front"_s));
        const QString png = dir.filePath(u"chart.png"_s);
        QVERIFY(w->charts()->exportTo(png).ok());
        QVERIFY(!QImage(png).isNull());
        QVERIFY(!w->charts()->exportTo(dir.filePath(u"chart.gif"_s)).ok());

        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->tableView()->setCurrentIndex(w->proxy()->index(0, 1));
        w->charts()->setKind(ui::ChartsWidget::CostOverTime);
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        QVERIFY(w->charts()->chart()->title().contains(u"gcp/"_s));
        QVERIFY(!w->charts()->chart()->series().isEmpty());
        w->charts()->setKind(ui::ChartsWidget::Budget);
        QVERIFY(w->charts()->chart()->title().contains(u"monthly cost by phase"_s));
    }

    // Many offers are worked out in slices between events; the chart is the one drawn at once, switching
    // kind redraws from the points kept, and a catalog replaced mid-way is never read again.
    void chartsOfManyOffersAreWorkedOutInSlices()
    {
        auto w = makeWindow();
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        ui::ChartsWidget* charts = w->charts();
        QVERIFY(!charts->isWorking());
        const auto points = [](const QChart* c) {
            qsizetype n = 0;
            for (QAbstractSeries* s : c->series()) {
                if (auto* xy = qobject_cast<QXYSeries*>(s))
                    n += xy->count();
            }
            return n;
        };
        const qsizetype atOnce = points(charts->chart());
        const QString title = charts->chart()->title();
        QVERIFY(atOnce > 10);

        charts->setIncrementalFrom(10);
        QSignalSpy ready(charts, &ui::ChartsWidget::chartReady);
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        QVERIFY(charts->isWorking());
        QCOMPARE(ready.count(), 0);
        bool progress = false;
        for (QLabel* l : charts->findChildren<QLabel*>())
            progress = progress || l->text().startsWith(u"Working out the points"_s);
        QVERIFY(progress);
        QVERIFY(ready.wait());
        QVERIFY(!charts->isWorking());
        QCOMPARE(points(charts->chart()), atOnce);
        QCOMPARE(charts->chart()->title(), title);

        charts->setKind(ui::ChartsWidget::Value);
        QCOMPARE(ready.count(), 2); // from the points kept, at once
        QVERIFY(!charts->isWorking());
        charts->setKind(ui::ChartsWidget::PerfPrice);
        QCOMPARE(ready.count(), 3);
        QCOMPARE(points(charts->chart()), atOnce);

        // A new catalog while the points of the old one are being worked out.
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        QVERIFY(charts->isWorking());
        IssueList issues;
        Catalog again = loadSnapshotCatalog(&issues);
        w->replaceCatalog(std::move(again), issues);
        QVERIFY(charts->isWorking()); // again, on the new catalog's rows
        QVERIFY(ready.wait());
        QCOMPARE(points(charts->chart()), atOnce);
        charts->clearSource();
        QVERIFY(!charts->isWorking());
        QVERIFY(charts->chart()->series().isEmpty());
    }

    void tablesExportAsCsv()
    {
        auto w = makeWindow();
        // Explorer: the visible columns, every shown row, RFC 4180.
        w->filterPanel()->setProviders({u"aws"_s});
        const QList<QStringList> offers = parseCsv(w->currentTableCsv());
        QCOMPARE(offers.size(), w->proxy()->rowCount() + 1);
        QCOMPARE(offers[0][0], u"Provider"_s);
        QVERIFY(!offers[0].contains(u"vCPU"_s)); // hidden by default, so not exported
        // Missing values are empty cells, not the view's dash.
        const qsizetype spot = offers[0].indexOf(u"Spot US$/h"_s);
        QVERIFY2(spot >= 0, qPrintable(offers[0].join(u'|')));
        bool emptySpot = false;
        for (const QStringList& row : offers) {
            QVERIFY(!row.contains(u"\u2014"_s));
            emptySpot = emptySpot || row.value(spot).isEmpty();
        }
        QVERIFY(emptySpot);
        // Saved with a UTF-8 byte-order mark.
        QTemporaryDir dir;
        QVERIFY(ui::saveCsv(dir.filePath(u"t.csv"_s), w->currentTableCsv()).ok());
        QFile saved(dir.filePath(u"t.csv"_s));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBFProvider,"));
        // Plan: a phase a spreadsheet would run as a formula is neutralised.
        w->searchBox()->setText(u"p5.48xlarge"_s);
        QTRY_COMPARE(w->proxy()->rowCount(), 1);
        w->tableView()->selectRow(0);
        w->addSelectionToPlan();
        Plan next = w->planDocument()->plan();
        next.items[0].phase = u"=HYPERLINK(\"http://x\")"_s;
        w->planDocument()->apply(next, u"phase"_s);
        w->tabs()->setCurrentIndex(ui::MainWindow::PlanTab);
        const QList<QStringList> plan = parseCsv(w->currentTableCsv());
        QCOMPARE(plan.size(), 2);
        QVERIFY(plan[1].contains(u"'=HYPERLINK(\"http://x\")"_s));
        // Amounts are plain machine numbers in CSV (the table groups them for people): 55.04 x 730 x 12.
        QVERIFY2(plan[1].contains(u"482150.40"_s), qPrintable(plan[1].join(u'|')));
        QCOMPARE(w->planWidget()
                     ->findChild<QTableView*>(u"planView"_s)
                     ->model()
                     ->index(0, ui::PlanModel::Total)
                     .data()
                     .toString(),
                 u"482,150.40"_s);
        // Comparison: attributes as the first column.
        w->tabs()->setCurrentIndex(ui::MainWindow::CompareTab);
        const QList<QStringList> cmp = parseCsv(w->currentTableCsv());
        QCOMPARE(cmp.size(), w->comparison()->model()->rowCount() + 1);
        QCOMPARE(cmp[0], QStringList{u"Attribute"_s}); // no offers yet: the attributes only
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->tableView()->selectRow(0);
        w->compareSelection();
        w->tabs()->setCurrentIndex(ui::MainWindow::CompareTab);
        const QList<QStringList> compared = parseCsv(w->currentTableCsv());
        bool onDemand = false;
        for (const QStringList& row : compared) {
            if (row.value(0) == u"On-demand per hour"_s)
                onDemand = row.value(1) == u"55.0400 USD"_s;
            for (const QString& cell : row)
                QVERIFY2(!cell.contains(u"482,150"_s), qPrintable(cell)); // no grouping in CSV
        }
        QVERIFY(onDemand);
    }

    void exportsTheCostReport()
    {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->searchBox()->setText(u"p5.48xlarge"_s);
        QTRY_COMPARE(w->proxy()->rowCount(), 1);
        w->tableView()->selectRow(0);
        w->addSelectionToPlan();
        w->tabs()->setCurrentIndex(ui::MainWindow::PlanTab);
        QCOMPARE(w->reportInput().title, u"Untitled plan"_s);
        QVERIFY(w->reportInput().plan.has_value());
        const Result<int> r = w->exportReportTo(dir.filePath(u"r.pdf"_s));
        QVERIFY(r.ok());
        QVERIFY(r.value() >= 4);
    }

    // File → Import Measurements: the details pane and the comparison show measured next to the datasheet;
    // the setting puts measured throughput into the TFLOPS column.
    void measuredFiguresAppearAfterImport()
    {
        QDir(MeasurementStore::folder()).removeRecursively();
        auto w = makeWindow();
        CatalogLoadOptions options = snapshotLoadOptions();
        options.userFolder = false;
        w->setCatalogLoadOptions(options);
        bool ok = false;
        const QString text =
            w->importMeasurements(QStringLiteral(GP_TEST_DATA_DIR) + u"/measurements/h200.json"_s, &ok);
        QVERIFY2(ok, qPrintable(text));
        QVERIFY2(text.contains(u"GPU 0, H200 SXM 141GB: "_s), qPrintable(text));
        QVERIFY2(text.contains(u"matmul_bf16 754.7 TFLOPS (76 % of datasheet)"_s), qPrintable(text));

        w->searchBox()->setText(u"p5e.48xlarge"_s);
        QTRY_VERIFY(w->proxy()->rowCount() >= 1 && w->proxy()->rowCount() < 10);
        selectRows(*w, {0});
        const OfferRow* row = w->selectedOffers().value(0);
        QVERIFY(row);
        QVERIFY2(row->gpu->measured, qPrintable(row->instance->id() + u' ' + row->gpu->id));
        const QString html = w->details()->toPlainText();
        QVERIFY2(html.contains(u"Measured per GPU"_s), qPrintable(html.left(3000)));
        QVERIFY(html.contains(u"754.7 (76 %)"_s));
        QVERIFY2(html.contains(u"measured 4180 GB/s (87 %)"_s), qPrintable(html.left(1500)));

        w->compareSelection();
        ui::ComparisonModel* m = w->comparison()->model();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        bool found = false;
        for (int r = 0; r < m->rowCount(); ++r) {
            if (m->headerData(r, Qt::Vertical).toString().startsWith(u"Measured BF16 TFLOPS per GPU"_s)) {
                QCOMPARE(m->index(r, 0).data().toString(), u"754.7 (76 %)"_s);
                found = true;
            }
        }
        QVERIFY(found);

        ui::SettingsDialog dialog(w->model()->preferences(), snapshotRates(), w->catalog());
        auto* box = dialog.findChild<QCheckBox*>(u"useMeasured"_s);
        QVERIFY(box && !box->isChecked());
        QCOMPARE(dialog.findChild<QLabel*>(u"measuredNote"_s)->text(), u"1 GPU model measured."_s);
        box->setChecked(true);
        QVERIFY(dialog.preferences().useMeasured);
        w->applyPreferences(dialog.preferences(), snapshotRates());
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        const QModelIndex tflops = w->proxy()->index(0, OfferTableModel::Tflops);
        QCOMPARE(tflops.data(OfferTableModel::RawRole).toDouble(), 8 * 754.74);
        QDir(MeasurementStore::folder()).removeRecursively();
    }

    void displayCurrencyFollowsThePreferences()
    {
        auto w = makeWindow();
        Preferences p = w->model()->preferences();
        p.displayCurrency = u"CNY"_s;
        w->applyPreferences(p, snapshotRates());
        QCOMPARE(w->model()->headerData(OfferTableModel::OnDemand, Qt::Horizontal).toString(),
                 u"On-demand CN¥/h"_s);
    }

    // A crafted settings file: panes collapsed to nothing, every column hidden, 50 recent files. The window
    // still shows every pane and a column, and the recent-files menu holds at most 8 entries.
    void craftedSettingsCannotBreakTheWindow()
    {
        {
            QSplitter splitter(Qt::Horizontal);
            splitter.addWidget(new QWidget);
            splitter.addWidget(new QWidget);
            splitter.setSizes({0, 0});
            QSplitter vertical(Qt::Vertical);
            vertical.addWidget(new QWidget);
            vertical.addWidget(new QWidget);
            vertical.setSizes({0, 0});
            QHeaderView header(Qt::Horizontal);
            QStandardItemModel model(1, 40);
            header.setModel(&model);
            for (int i = 0; i < 40; ++i)
                header.hideSection(i);
            QStringList recent;
            for (int i = 0; i < 50; ++i)
                recent << u"/tmp/plan-%1.gpuplan"_s.arg(i);
            QSettings settings(settingsScope(), settingsScope());
            settings.setValue(u"explorer/splitter2"_s, splitter.saveState());
            settings.setValue(u"explorer/tableSplitter"_s, vertical.saveState());
            settings.setValue(u"explorer/headerState2"_s, header.saveState());
            settings.setValue(u"plan/recentFiles"_s, recent);
        }
        const auto clear = qScopeGuard([] { startWindowTests(); }); // the settings the tests start from
        auto w = makeWindow();
        for (const char* name : {"explorerSplitter", "tableSplitter"}) {
            const auto* splitter = w->findChild<QSplitter*>(QString::fromLatin1(name));
            QVERIFY(splitter);
            for (int size : splitter->sizes())
                QVERIFY2(size > 0, name);
        }
        const QHeaderView* header = w->tableView()->horizontalHeader();
        QVERIFY(header->count() - header->hiddenSectionCount() > 0);
        QMenu* recentMenu = nullptr;
        for (QMenu* m : w->findChildren<QMenu*>())
            if (m->title() == u"Open &Recent"_s)
                recentMenu = m;
        QVERIFY(recentMenu);
        QCOMPARE(recentMenu->actions().size(), 8);
    }
};

QTEST_MAIN(TestMainWindowOutput)
#include "tst_mainwindowoutput.moc"
