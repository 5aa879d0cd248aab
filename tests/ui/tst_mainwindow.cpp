#include "about.h"
#include "catalog.h"
#include "chartswidget.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "csvreader.h"
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
#include "testcatalog.h"
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

using namespace Qt::StringLiterals;
using namespace gp;
using ui::OfferTableModel;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    // The exported text read back by core's strict RFC 4180 reader; a syntax error fails the test.
    static QList<QStringList> parseCsv(const QString& text)
    {
        const QByteArray data = text.toUtf8();
        CsvReader reader(data, u"export.csv"_s);
        QList<QStringList> rows;
        std::vector<std::string_view> fields;
        while (reader.next(fields)) {
            QStringList row;
            for (std::string_view f : fields)
                row << QString::fromUtf8(f.data(), qsizetype(f.size()));
            rows << row;
        }
        if (reader.fileError() || reader.error())
            qFatal("the export is not valid CSV: %s",
                   qPrintable((reader.fileError() ? *reader.fileError() : *reader.error()).toString()));
        return rows;
    }

    std::unique_ptr<ui::MainWindow> makeWindow()
    {
        IssueList issues;
        Catalog c = loadSnapshotCatalog(&issues);
        auto w = std::make_unique<ui::MainWindow>(std::move(c), issues);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qFatal("window not exposed");
        return w;
    }

    // A window whose plan holds one p5.48xlarge (55.04 USD an hour in the snapshot), added from the explorer.
    std::unique_ptr<ui::MainWindow> windowPlanningP5()
    {
        auto w = makeWindow();
        w->searchBox()->setText(u"p5.48xlarge"_s);
        if (!QTest::qWaitFor([&] { return w->proxy()->rowCount() == 1; }))
            qFatal("p5.48xlarge is not in the test catalog");
        selectRows(*w, {0});
        w->addSelectionToPlan();
        return w;
    }

    static void selectRows(ui::MainWindow& w, const QList<int>& rows)
    {
        QTableView* v = w.tableView();
        v->clearSelection();
        for (int r : rows)
            v->selectionModel()->select(v->model()->index(r, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
        QSettings(settingsScope(), settingsScope()).clear();
    }

    void showsTheCatalogWithAStatusBar()
    {
        auto w = makeWindow();
        QCOMPARE(w->windowTitle(), u"Untitled plan[*] — GPU Planner"_s);
        QVERIFY(!w->isWindowModified());
        QVERIFY(w->tableView()->model()->rowCount() > 60);
        QVERIFY2(w->statusText().contains(u"catalog as of 2026-07-30"_s), qPrintable(w->statusText()));
        QVERIFY(w->statusText().contains(u"instance types"_s));
        QTRY_VERIFY(w->tableView()->currentIndex().isValid()); // the details pane is not empty once shown
        // Catalog order until the user sorts: the first provider's first instance.
        QCOMPARE(w->model()->sortColumn(), -1);
        QCOMPARE(w->proxy()->index(0, OfferTableModel::Provider).data().toString(), u"Alibaba Cloud"_s);
    }

    void proxyPassesTheModelTesterUnderTheWindow()
    {
        auto w = makeWindow();
        QAbstractItemModelTester tester(w->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->filterPanel()->setProviders({u"gcp"_s});
        w->tableView()->sortByColumn(OfferTableModel::OnDemand, Qt::DescendingOrder);
        w->filterPanel()->clearAll();
    }

    void searchFiltersAfterAPause()
    {
        auto w = makeWindow();
        const int all = w->proxy()->rowCount();
        QTest::keyClicks(w->searchBox(), u"h100 eastus"_s);
        QTRY_VERIFY(w->proxy()->rowCount() < all);
        for (int r = 0; r < w->proxy()->rowCount(); ++r)
            QCOMPARE(w->proxy()->index(r, OfferTableModel::Region).data().toString(), u"eastus"_s);
        QVERIFY(w->statusText().contains(u" of "_s));
        QVERIFY(w->activeFiltersLabel()->text().contains(u"Search: \"h100 eastus\""_s));
        w->searchBox()->clear();
        QTRY_COMPARE(w->proxy()->rowCount(), all);
    }

    void filtersByProviderAndGpu()
    {
        auto w = makeWindow();
        const int all = w->proxy()->rowCount();
        w->filterPanel()->setProviders({u"aws"_s});
        w->filterPanel()->setGpuIds({u"nvidia-h100-sxm5-80gb"_s});
        QVERIFY(w->proxy()->rowCount() > 0);
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const OfferRow* row = w->model()->rowAt(w->proxy()->mapToSource(w->proxy()->index(r, 0)).row());
            QCOMPARE(row->instance->provider, u"aws"_s);
            QCOMPARE(row->gpu->id, u"nvidia-h100-sxm5-80gb"_s);
        }
        const QString active = w->activeFiltersLabel()->text();
        QVERIFY2(active.contains(u"Provider: Amazon Web Services"_s) &&
                     active.contains(u"GPU: H100 SXM5 80GB"_s),
                 qPrintable(active));
        w->filterPanel()->clearAll();
        QCOMPARE(w->proxy()->rowCount(), all);
        QVERIFY(w->activeFiltersLabel()->text().startsWith(u"No filters"_s));
    }

    // The places tree (continent -> country) and a search word read as a place. The snapshot sells in the
    // United States and China.
    void filtersByPlace()
    {
        auto w = makeWindow();
        const int all = w->proxy()->rowCount();
        auto* places = w->filterPanel()->findChild<QTreeWidget*>(u"places"_s);
        QVERIFY(places);
        QAbstractItemModelTester tester(places->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList continents;
        for (int c = 0; c < places->topLevelItemCount(); ++c)
            continents << places->topLevelItem(c)->text(0) + u':' +
                              QString::number(places->topLevelItem(c)->childCount());
        QCOMPARE(continents, (QStringList{u"Asia:1"_s, u"North America:1"_s}));
        w->filterPanel()->setPlaces({u"CN"_s});
        const int china = w->proxy()->rowCount();
        QVERIFY(china > 0 && china < all);
        for (int r = 0; r < china; ++r) {
            const OfferRow* row = w->model()->rowAt(w->proxy()->mapToSource(w->proxy()->index(r, 0)).row());
            const RegionPlace* place =
                RegionDirectory::builtin().find(row->instance->provider, row->region());
            QVERIFY(place);
            QCOMPARE(place->country, u"CN"_s);
        }
        // China is all of Asia the snapshot has: the label names the continent.
        QVERIFY2(w->activeFiltersLabel()->text().contains(u"Places: Asia"_s),
                 qPrintable(w->activeFiltersLabel()->text()));
        // Checking a continent's box checks its countries; both continents: every row with an offer.
        places->topLevelItem(1)->setCheckState(0, Qt::Checked);
        int offered = 0;
        for (int r = 0; r < w->model()->rowCount(); ++r)
            offered += w->model()->rowAt(r)->offer ? 1 : 0;
        QCOMPARE(w->proxy()->rowCount(), offered);
        w->filterPanel()->setPlaces({}, {u"north-america"_s});
        QCOMPARE(w->proxy()->rowCount(), offered - china);
        QVERIFY2(w->activeFiltersLabel()->text().contains(u"Places: North America"_s),
                 qPrintable(w->activeFiltersLabel()->text()));
        w->filterPanel()->clearAll();
        QCOMPARE(w->proxy()->rowCount(), all);
        // "us-east" is AWS us-east-*, Azure eastus* and GCP us-east* alike.
        w->searchBox()->setText(u"us-east"_s);
        QVERIFY(QTest::qWaitFor([&] { return w->proxy()->rowCount() < all; }));
        QSet<QString> providers;
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const OfferRow* row = w->model()->rowAt(w->proxy()->mapToSource(w->proxy()->index(r, 0)).row());
            providers.insert(row->instance->provider);
            if (row->instance->provider == u"azure"_s)
                QVERIFY2(row->region().startsWith(u"eastus"_s), qPrintable(row->region()));
        }
        QVERIFY2(providers.contains(u"aws"_s) && providers.contains(u"azure"_s),
                 qPrintable(QStringList(providers.values()).join(u' ')));
    }

    void filtersByNvlinkRdmaSpotAndPrice()
    {
        auto w = makeWindow();
        OfferFilter f;
        f.nvlinkOnly = true;
        f.rdmaOnly = true;
        f.spotOnly = true;
        f.maxOnDemandHourly = Money(40 * Money::MicrosPerUnit, u"USD"_s);
        f.priceFx = snapshotRates();
        w->proxy()->setOfferFilter(f);
        QVERIFY(w->proxy()->rowCount() > 0);
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const OfferRow* row = w->model()->rowAt(w->proxy()->mapToSource(w->proxy()->index(r, 0)).row());
            QVERIFY(row->offer->spot);
            QVERIFY(row->instance->interconnect == GpuInterconnect::NVLink ||
                    row->instance->interconnect == GpuInterconnect::NVSwitch);
            QVERIFY(snapshotRates().convert(row->offer->onDemandHourly->amount, u"USD"_s)->micros() <=
                    40 * Money::MicrosPerUnit);
        }
    }

    void sortsByTflopsPerDollar()
    {
        auto w = makeWindow();
        w->tableView()->sortByColumn(OfferTableModel::TflopsPerPrice, Qt::DescendingOrder);
        const double top =
            w->proxy()->index(0, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole).toDouble();
        const double next =
            w->proxy()->index(1, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole).toDouble();
        QVERIFY(top > 0 && top >= next);
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const QVariant v =
                w->proxy()->index(r, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole);
            QVERIFY(!v.isValid() || v.toDouble() <= top);
        }
        // A new catalog (an import, a price update) keeps the sort the header shows.
        IssueList issues;
        w->replaceCatalog(loadSnapshotCatalog(&issues), issues);
        QCOMPARE(w->tableView()->horizontalHeader()->sortIndicatorSection(),
                 int(OfferTableModel::TflopsPerPrice));
        double previous = std::numeric_limits<double>::infinity();
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const QVariant v =
                w->proxy()->index(r, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole);
            if (!v.isValid())
                break; // unknown values come last
            QVERIFY2(v.toDouble() <= previous, qPrintable(QString::number(r)));
            previous = v.toDouble();
        }
        QCOMPARE(
            w->proxy()->index(0, OfferTableModel::TflopsPerPrice).data(OfferTableModel::RawRole).toDouble(),
            top);
    }

    void comparesThreeOffersAndShowsOnlyDifferences()
    {
        auto w = makeWindow();
        w->searchBox()->setText(u"g5 us-east-1"_s);
        QTRY_VERIFY(w->proxy()->rowCount() >= 3);
        selectRows(*w, {0, 1, 2});
        w->compareSelection();
        QCOMPARE(w->comparison()->offers().size(), 3);
        QCOMPARE(w->tabs()->currentIndex(), int(ui::MainWindow::CompareTab));
        ui::ComparisonModel* m = w->comparison()->model();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m->columnCount(), 3);
        const int all = m->rowCount();
        QTest::mouseClick(w->comparison()->onlyDifferencesBox(), Qt::LeftButton);
        QVERIFY(w->comparison()->onlyDifferencesBox()->isChecked());
        QVERIFY(m->rowCount() > 0 && m->rowCount() < all);
        for (int r = 0; r < m->rowCount(); ++r)
            QVERIFY(m->index(r, 0).data(ui::ComparisonModel::DiffersRole).toBool());
        // The same three again are not added twice.
        w->tabs()->setCurrentIndex(ui::MainWindow::ExplorerTab);
        w->compareSelection();
        QCOMPARE(w->comparison()->offers().size(), 3);
    }

    void plansTwoItemsUndoesSavesAndReopens()
    {
        QTemporaryDir dir;
        auto w = makeWindow();
        QAbstractItemModelTester tester(w->planWidget()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->searchBox()->setText(u"p5.48xlarge"_s);
        QTRY_COMPARE(w->proxy()->rowCount(), 1);
        selectRows(*w, {0});
        w->addSelectionToPlan();
        w->searchBox()->setText(u"g5.xlarge us-east-1"_s);
        QTRY_COMPARE(w->proxy()->rowCount(), 1);
        selectRows(*w, {0});
        w->addSelectionToPlan();
        ui::PlanDocument* doc = w->planDocument();
        QCOMPARE(doc->plan().items.size(), 2);
        QVERIFY(w->isWindowModified());

        // Edit in place, then undo the edit and the second addition.
        ui::PlanModel* model = w->planWidget()->model();
        QVERIFY(model->setData(model->index(0, ui::PlanModel::Count), 2));
        const Money twoP5 = doc->cost().total;
        doc->undoStack()->undo();
        QCOMPARE(doc->plan().items[0].count, 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->plan().items.size(), 1);
        doc->undoStack()->redo();
        doc->undoStack()->redo();
        QCOMPARE(doc->plan().items.size(), 2);
        QCOMPARE(doc->cost().total, twoP5);

        const QString path = dir.filePath(u"plan.gpuplan"_s);
        QVERIFY(w->savePlanAs(path));
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->windowTitle(), u"plan.gpuplan[*] — GPU Planner"_s);
        const Money saved = doc->cost().total;
        const QList<Money> months = doc->cost().perMonth;

        auto other = makeWindow();
        QVERIFY(other->openPlan(path));
        QCOMPARE(other->planDocument()->plan().items.size(), 2);
        QCOMPARE(other->planDocument()->cost().total, saved);
        QCOMPARE(other->planDocument()->cost().perMonth, months);
        QVERIFY(!other->isWindowModified());
        QCOMPARE(other->tabs()->currentIndex(), int(ui::MainWindow::PlanTab));
    }

    void budgetBarAndPriceChangeWarnings()
    {
        auto w = windowPlanningP5();
        ui::PlanDocument* doc = w->planDocument();
        Plan next = doc->plan();
        next.budget.total = Money(100'000 * Money::MicrosPerUnit, next.currency);
        next.items[0].prices.onDemandHourly = Money(50 * Money::MicrosPerUnit, u"USD"_s);
        doc->apply(next, u"test"_s);
        QVERIFY(w->planWidget()->budgetBar()->isVisibleTo(w->planWidget()));
        QCOMPARE(w->planWidget()->budgetBar()->value(), 1000); // 50 x 730 x 12 = 438,000: over
        QVERIFY(w->planWidget()->warningLabel()->text().contains(
            u"on-demand hourly 50.00 USD -&gt; 55.04 USD"_s));
        w->planWidget()->refreshPrices();
        QVERIFY(w->planWidget()->warningLabel()->text().isEmpty());
        doc->undoStack()->undo();
        QVERIFY(!w->planWidget()->warningLabel()->text().isEmpty());
    }

    // The bar's colour says which budget is passed: the total (red), only the monthly one (amber), none
    // (green), in the rendered bar as well as in its state.
    void budgetBarColourFollowsBothBudgets_data()
    {
        QTest::addColumn<qint64>("total");   // units
        QTest::addColumn<qint64>("monthly"); // units, 0 = none
        QTest::addColumn<QString>("state");
        // p5.48xlarge at 55.04 x 730 = 40,179.20 a month, 482,150.40 over 12 months.
        QTest::newRow("within both") << qint64(1'000'000) << qint64(50'000) << u"within"_s;
        QTest::newRow("over the monthly budget only")
            << qint64(1'000'000) << qint64(40'000) << u"monthly-over"_s;
        QTest::newRow("over the total budget") << qint64(400'000) << qint64(0) << u"over"_s;
    }
    void budgetBarColourFollowsBothBudgets()
    {
        QFETCH(qint64, total);
        QFETCH(qint64, monthly);
        QFETCH(QString, state);
        auto w = windowPlanningP5();
        ui::PlanDocument* doc = w->planDocument();
        Plan next = doc->plan();
        next.budget.total = Money(total * Money::MicrosPerUnit, next.currency);
        if (monthly > 0)
            next.budget.monthly = Money(monthly * Money::MicrosPerUnit, next.currency);
        doc->apply(next, u"test"_s);
        QProgressBar* bar = w->planWidget()->budgetBar();
        QCOMPARE(bar->property("budgetState").toString(), state);
        w->tabs()->setCurrentIndex(ui::MainWindow::PlanTab);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        bar->setValue(1000);
        bar->setTextVisible(false); // sample the chunk, not the percentage drawn over it
        const QImage image = bar->grab().toImage();
        const QColor chunk = image.pixelColor(image.width() / 4, image.height() / 2);
        const QColor expected = state == u"over"_s           ? QColor(0xc0, 0x39, 0x2b)
                                : state == u"monthly-over"_s ? QColor(0xd6, 0x89, 0x10)
                                                             : QColor(0x2e, 0x8b, 0x57);
        QVERIFY2(std::abs(chunk.red() - expected.red()) < 12 &&
                     std::abs(chunk.green() - expected.green()) < 12 &&
                     std::abs(chunk.blue() - expected.blue()) < 12,
                 qPrintable(chunk.name()));
    }

    // Fusion outlines an unchecked box in the window colour made darker: on the dark palette it vanished.
    void uncheckedBoxesStandOutOnTheDarkPalette_data()
    {
        QTest::addColumn<bool>("radio");
        QTest::newRow("check box") << false;
        QTest::newRow("radio button") << true;
    }
    void uncheckedBoxesStandOutOnTheDarkPalette()
    {
        QFETCH(bool, radio);
        ui::theme::setDark(true);
        auto restore = qScopeGuard([] { ui::theme::setDark(false); });
        std::unique_ptr<QAbstractButton> box;
        if (radio)
            box = std::make_unique<QRadioButton>(u"NVLink"_s);
        else
            box = std::make_unique<QCheckBox>(u"NVLink"_s);
        box->resize(box->sizeHint());
        const QImage image = box->grab().toImage();
        QStyleOptionButton option;
        option.initFrom(box.get());
        const QRect indicator = box->style()->subElementRect(
            radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option, box.get());
        const int window = QApplication::palette().color(QPalette::Window).lightness();
        const int base = QApplication::palette().color(QPalette::Base).lightness();
        int contrast = 0;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y) {
            for (int x = indicator.left(); x <= indicator.right(); ++x) {
                const int l = image.pixelColor(x, y).lightness();
                contrast = std::max(contrast, std::min(std::abs(l - window), std::abs(l - base)));
            }
        }
        QVERIFY2(contrast > 80, qPrintable(QString::number(contrast)));
    }

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

    // 500 phases and 500 changed prices: the plan tab keeps its size (the totals scroll, the warnings are
    // cut).
    void planTabKeepsItsSizeWithManyPhases()
    {
        auto w = windowPlanningP5();
        ui::PlanDocument* doc = w->planDocument();
        Plan next = doc->plan();
        const PlanItem first = next.items.first();
        next.items.clear();
        for (int i = 0; i < 500; ++i) {
            PlanItem it = first;
            it.phase = u"phase %1"_s.arg(i);
            it.prices.onDemandHourly = Money(50 * Money::MicrosPerUnit, u"USD"_s); // differs from the catalog
            next.items << it;
        }
        doc->apply(next, u"test"_s);
        w->tabs()->setCurrentIndex(ui::MainWindow::PlanTab);
        w->resize(1366, 700);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY2(w->planWidget()->minimumSizeHint().height() < 700,
                 qPrintable(QString::number(w->planWidget()->minimumSizeHint().height())));
        QVERIFY2(w->height() <= 768, qPrintable(QString::number(w->height())));
        const QString warnings = w->planWidget()->warningLabel()->text();
        QVERIFY(warnings.contains(u"… and 491 more"_s)); // the header line and 9 changes shown of 501 lines
    }

    void preferredRegionIsShownFirst()
    {
        Preferences p = Preferences::load();
        p.regionPreference = u"eastus"_s;
        p.save();
        auto w = makeWindow();
        p.regionPreference.clear(); // the next tests start with every region
        p.save();
        QVERIFY(w->proxy()->rowCount() > 0);
        for (int r = 0; r < w->proxy()->rowCount(); ++r)
            QCOMPARE(w->proxy()->index(r, OfferTableModel::Region).data().toString(), u"eastus"_s);
        QVERIFY(w->activeFiltersLabel()->text().contains(u"Region: eastus"_s));
    }

    // At start the window is made before the catalog has been read (gpu-planner's main): the preferred
    // region, the column widths and the rows arrive with replaceCatalog.
    void aCatalogThatArrivesLater()
    {
        Preferences p = Preferences::load();
        p.regionPreference = u"eastus"_s;
        p.save();
        ui::MainWindow w(Catalog(), {});
        p.regionPreference.clear();
        p.save();
        QCOMPARE(w.proxy()->rowCount(), 0);
        const int narrow = w.tableView()->columnWidth(OfferTableModel::Instance);
        IssueList issues;
        w.replaceCatalog(loadSnapshotCatalog(&issues), issues);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.proxy()->rowCount() > 0);
        for (int r = 0; r < w.proxy()->rowCount(); ++r)
            QCOMPARE(w.proxy()->index(r, OfferTableModel::Region).data().toString(), u"eastus"_s);
        QVERIFY(w.tableView()->columnWidth(OfferTableModel::Instance) > narrow);
        QVERIFY(w.statusText().contains(u"offers"_s));
    }

    // The window shows before its catalog arrives (app/gui/main.cpp): the status bar says it is being read,
    // and when it comes the table shows the offers at once; the first row's details follow.
    void aCatalogThatArrivesAfterTheWindowIsShown()
    {
        ui::MainWindow w(Catalog(), {});
        w.setCatalogLoading();
        QVERIFY(w.catalogLoading());
        QCOMPARE(w.statusText(), u"Reading the catalog…"_s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.proxy()->rowCount(), 0);
        IssueList issues;
        w.replaceCatalog(loadSnapshotCatalog(&issues), issues);
        QVERIFY(!w.catalogLoading());
        QVERIFY(w.statusText().contains(u"offers"_s));
        QVERIFY(w.proxy()->rowCount() > 0);
        QVERIFY(!w.tableView()->currentIndex().isValid()); // the details come after the table's paint
        QTRY_VERIFY(w.tableView()->currentIndex().isValid());
        QCOMPARE(w.tableView()->currentIndex().row(), 0);
        QTRY_VERIFY(w.details()->toPlainText().contains(
            w.proxy()->index(0, OfferTableModel::Instance).data().toString()));
    }

    // At first start (no saved geometry) the window fits the screen it opens on; the filters scroll.
    void firstStartFitsTheScreen()
    {
        auto w = makeWindow();
        const QRect room = w->screen()->availableGeometry();
        QVERIFY(w->width() <= room.width());
        QVERIFY(w->height() <= room.height());
        QVERIFY(w->findChild<QScrollArea*>(u"filterScroll"_s));
    }

    // Help → About names the version the programs were built as (the one CMakeLists.txt sets) and the
    // licence.
    void aboutNamesTheVersion()
    {
        auto w = makeWindow();
        QAction* about = nullptr;
        for (QAction* a : w->findChildren<QAction*>()) {
            if (a->text().contains(u"About GPU Planner"_s))
                about = a;
        }
        QVERIFY(about);
        QString text;
        QTimer::singleShot(0, w.get(), [&text] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                box->accept();
            }
        });
        about->trigger();
        QVERIFY2(text.contains(u"GPU Planner "_s + about::version()), qPrintable(text));
        QVERIFY2(text.contains(u"version 3 or any later version (GPL-3.0-or-later)"_s), qPrintable(text));
    }

    // The region and the on-demand price sit beside the instance, and fit with it in a 1280-pixel window.
    void regionAndPriceSitBesideTheInstance()
    {
        auto w = makeWindow();
        w->resize(1280, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        const QHeaderView* header = w->tableView()->horizontalHeader();
        const QList<int> first{ui::OfferTableModel::Provider, ui::OfferTableModel::Instance,
                               ui::OfferTableModel::Gpu, ui::OfferTableModel::Region,
                               ui::OfferTableModel::OnDemand};
        for (int visual = 0; visual < first.size(); ++visual)
            QCOMPARE(header->logicalIndex(visual), first[visual]);
        const int onDemand = ui::OfferTableModel::OnDemand;
        QVERIFY(header->sectionViewportPosition(onDemand) + header->sectionSize(onDemand) <=
                w->tableView()->viewport()->width());
    }

    // Compare, Plan and Charts are made when first needed, not with the window.
    void theOtherTabsAreMadeWhenNeeded()
    {
        auto w = makeWindow();
        QVERIFY(!w->findChild<ui::ComparisonWidget*>());
        QVERIFY(!w->findChild<ui::PlanWidget*>());
        QVERIFY(!w->findChild<ui::ChartsWidget*>());
        QCOMPARE(w->tabs()->count(), 4);
        // Plan edits made before the Plan tab exists show when it is made.
        selectRows(*w, {0});
        w->addSelectionToPlan();
        QVERIFY(w->findChild<ui::PlanWidget*>());
        QCOMPARE(w->planDocument()->plan().items.size(), 1);
        QCOMPARE(w->planWidget()->view()->model()->rowCount(), 1);
        QCOMPARE(w->tabs()->tabText(ui::MainWindow::PlanTab), u"&Plan (1)"_s);

        auto fresh = makeWindow();
        fresh->tabs()->setCurrentIndex(ui::MainWindow::ChartsTab);
        QVERIFY(fresh->findChild<ui::ChartsWidget*>());
        QVERIFY(fresh->findChild<ui::ComparisonWidget*>());
        QVERIFY(!fresh->charts()->chart()->series().isEmpty());
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
        QCOMPARE(dialog.findChild<QLabel*>(u"measuredNote"_s)->text(), u"1 GPU model(s) measured."_s);
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
        const auto clear = qScopeGuard([] { QSettings(settingsScope(), settingsScope()).clear(); });
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
