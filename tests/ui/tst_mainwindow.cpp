// The main window: the explorer (search, filters, sorting), comparison, the plan tab, budget and price
// warnings, catalogs that arrive late, start-up and the tabs made on demand.
#include "../core/plantestdata.h"
#include "about.h"
#include "catalog.h"
#include "chartswidget.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "detailspane.h"
#include "explorerwidget.h"
#include "exportdialogs.h"
#include "filterpanel.h"
#include "helpwindows.h"
#include "mainwindow.h"
#include "measurement.h"
#include "offerchoice.h"
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
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
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
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
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

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { startWindowTests(); }

    // One Alt+letter reaches one thing: no two menus or tabs share a mnemonic (Alt+H is Help, not Charts),
    // nor two entries of one menu, and every entry has one. Save As answers the documented Ctrl+Shift+S.
    void menusAndTabsHaveOneMnemonicEach()
    {
        auto w = makeWindow();
        const QStringList clashes = mnemonicClashes(*w);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
        QAction* saveAs = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == u"Save Plan &As…"_s)
                saveAs = a;
        QVERIFY(saveAs);
        QVERIFY(saveAs->shortcuts().contains(QKeySequence(u"Ctrl+Shift+S"_s)));
    }

    // Help → User Guide shows the documentation shipped in the program, offline, and follows its links
    // between pages; Keyboard Shortcuts lists what the window's actions and menus answer, read from them.
    void helpHasTheGuideAndTheShortcuts()
    {
        auto w = makeWindow();
        QStringList help;
        for (QAction* a : w->menuBar()->actions())
            if (a->menu() && a->text() == u"&Help"_s)
                for (QAction* e : a->menu()->actions())
                    help << e->text();
        QCOMPARE(help, (QStringList{u"&User Guide"_s, u"&Keyboard Shortcuts"_s, QString(),
                                    u"&About GPU Planner"_s}));

        ui::UserGuideDialog guide(w.get());
        QVERIFY(ui::UserGuideDialog::pages().startsWith(u"gui.md"_s));
        QVERIFY(ui::UserGuideDialog::pages().contains(u"cli.md"_s));
        QVERIFY(!ui::UserGuideDialog::pages().contains(u"architecture.md"_s));
        QVERIFY2(guide.browser()->toPlainText().contains(u"Filter panel"_s),
                 qPrintable(guide.browser()->toPlainText().left(200)));
        guide.browser()->setSource(QUrl(u"cli.md"_s));
        QVERIFY2(guide.browser()->toPlainText().contains(u"gpu-planner-cli"_s),
                 qPrintable(guide.browser()->source().toString()));
        guide.browser()->backward();
        QVERIFY(guide.browser()->toPlainText().contains(u"Filter panel"_s));

        ui::KeyboardShortcutsDialog keys(*w);
        QAbstractItemModelTester tester(keys.table()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList rows;
        for (int r = 0; r < keys.table()->rowCount(); ++r)
            rows << keys.table()->item(r, 0)->text() + u" = "_s + keys.table()->item(r, 1)->text();
        for (const QString& expected :
             {u"Ctrl+Shift+S = Save Plan As…"_s, u"Ctrl+Shift+O = Sort by Current Column"_s,
              u"F1 = User Guide"_s, u"Alt+H = the Help menu"_s, u"Alt+A = the Charts tab"_s})
            QVERIFY2(rows.contains(expected), qPrintable(expected + u" not in:\n"_s + rows.join(u'\n')));
        // Every action with a shortcut is there.
        for (QAction* a : w->findChildren<QAction*>()) {
            if (a->shortcut().isEmpty() || a->text().isEmpty())
                continue;
            const QString key = a->shortcut().toString(QKeySequence::NativeText);
            QVERIFY2(
                std::any_of(rows.cbegin(), rows.cend(), [&](const QString& r) { return r.startsWith(key); }),
                qPrintable(key));
        }
    }

    // Columns sort from the keyboard: View → Sort by Current Column (Ctrl+Shift+O) sorts by the current
    // cell's column, and again reverses it, as header clicks do.
    void sortsFromTheKeyboard()
    {
        auto w = makeWindow();
        w->tableView()->setFocus();
        w->tableView()->setCurrentIndex(w->proxy()->index(3, OfferTableModel::OnDemand));
        QAction* sort = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == u"&Sort by Current Column"_s)
                sort = a;
        QVERIFY(sort);
        sort->trigger();
        QCOMPARE(w->model()->sortColumn(), int(OfferTableModel::OnDemand));
        QCOMPARE(w->tableView()->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
        const double first =
            w->proxy()->index(0, OfferTableModel::OnDemand).data(OfferTableModel::RawRole).toDouble();
        const double second =
            w->proxy()->index(1, OfferTableModel::OnDemand).data(OfferTableModel::RawRole).toDouble();
        QVERIFY(first <= second);
        sort->trigger();
        QCOMPARE(w->tableView()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        QVERIFY(w->proxy()->index(0, OfferTableModel::OnDemand).data(OfferTableModel::RawRole).toDouble() >=
                second);
    }

    // The Plan tab's currency converts the budgets with the plan's rates (core's withCurrency), in one undo
    // step, and the budget fields take the currency's decimals (none for JPY).
    void aNewPlanCurrencyConvertsTheBudget()
    {
        auto w = windowPlanningP5();
        w->tabs()->setCurrentIndex(2);
        ui::PlanDocument* doc = w->planDocument();
        Plan p = doc->plan();
        p.budget.total = Money(250'000 * Money::MicrosPerUnit, u"USD"_s);
        doc->apply(p, u"budget"_s);
        auto* currency = w->planWidget()->findChild<QComboBox*>(u"planCurrency"_s);
        auto* total = w->planWidget()->findChild<QDoubleSpinBox*>(u"planBudgetTotal"_s);
        QVERIFY(currency && total);
        const int undoBefore = doc->undoStack()->count();
        currency->setCurrentText(u"CNY"_s);
        QCOMPARE(doc->plan().currency, u"CNY"_s);
        const Money expected =
            roundedForDisplay(*doc->plan().fx.convert(*p.budget.total, u"CNY"_s), AmountKind::Total);
        QVERIFY(expected.micros() > 7 * 250'000 * Money::MicrosPerUnit);
        QCOMPARE(doc->plan().budget.total, std::optional<Money>(expected));
        QCOMPARE(doc->undoStack()->count(), undoBefore + 1);
        QCOMPARE(total->value(), expected.toDouble());
        if (doc->plan().fx.has(u"JPY"_s)) {
            currency->setCurrentText(u"JPY"_s);
            QCOMPARE(total->decimals(), 0);
            doc->undoStack()->undo();
        }
        doc->undoStack()->undo();
        QCOMPARE(doc->plan().currency, u"USD"_s);
        QCOMPARE(doc->plan().budget.total, p.budget.total);
        QCOMPARE(total->decimals(), 2);
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

    // The status bar dates the catalog the program ships, not the newest import (the snapshot stands for the
    // built-in catalog): an import in the user's catalog folder is noted apart with its own date.
    void statusBarDatesTheShippedCatalog()
    {
        const QString folder = Catalog::userCatalogFolder();
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + u"/beta.json"_s;
        QFile::remove(path);
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/fixture/beta.json"), path));
        IssueList issues;
        CatalogLoadOptions options = snapshotLoadOptions(); // the user folder included
        options.measurements = false;
        Catalog c = Catalog::load(options, issues);
        QVERIFY(QFile::remove(path));
        QCOMPARE(c.newestPriceDate(), QDate(2026, 9, 15));
        QCOMPARE(c.basePriceDate(), QDate(2026, 7, 30));
        QCOMPARE(c.importedPriceDate(), QDate(2026, 9, 15));
        ui::MainWindow w(std::move(c), issues);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.statusText().contains(u"catalog as of 2026-07-30"_s), qPrintable(w.statusText()));
        QVERIFY2(w.statusText().contains(u"imported prices as of 2026-09-15"_s), qPrintable(w.statusText()));
        // Without an import, no note.
        auto plain = makeWindow();
        QVERIFY2(!plain->statusText().contains(u"imported"_s), qPrintable(plain->statusText()));
    }

    void proxyPassesTheModelTesterUnderTheWindow()
    {
        auto w = makeWindow();
        QAbstractItemModelTester tester(w->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->filterPanel()->setProviders({u"gcp"_s});
        w->tableView()->sortByColumn(OfferTableModel::OnDemand, Qt::DescendingOrder);
        w->filterPanel()->clearAll();
    }

    // "One row per instance" (on for a new user): each instance type once, at its cheapest matching region,
    // the Region cell counting the others; the details pane names them; clearing it shows every region and
    // stays on the offer; the choice is kept.
    void oneRowPerInstanceGroupsAndExpands()
    {
        QSettings(settingsScope(), settingsScope()).remove(u"explorer/oneRowPerInstance"_s);
        const auto restore = qScopeGuard([] { startWindowTests(); });
        auto w = makeWindow();
        ui::ExplorerWidget* e = w->explorer();
        QAbstractItemModelTester tester(w->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(e->groupToggle()->isChecked());
        QSet<const InstanceType*> types;
        for (int r = 0; r < w->model()->rowCount(); ++r)
            types.insert(w->model()->rowAt(r)->instance);
        QCOMPARE(w->proxy()->rowCount(), int(types.size()));
        QVERIFY(w->proxy()->rowCount() < w->model()->rowCount());
        QVERIFY2(w->statusText().startsWith(u"%1 instance types shown (all %2 rows match)"_s.arg(types.size())
                                                .arg(w->model()->rowCount())),
                 qPrintable(w->statusText()));

        // A grouped row shows its cheapest region in USD, and says how many others matched.
        int grouped = -1;
        for (int r = 0; r < w->proxy()->rowCount() && grouped < 0; ++r) {
            if (w->proxy()->index(r, OfferTableModel::Region).data().toString().contains(u" +"_s))
                grouped = r;
        }
        QVERIFY(grouped >= 0);
        const QModelIndex regionCell = w->proxy()->index(grouped, OfferTableModel::Region);
        const OfferRow* best = w->model()->rowAt(w->proxy()->mapToSource(regionCell).row());
        const OfferGroup* group = w->proxy()->groupOf(best);
        QVERIFY(group && group->regionCount() > 1);
        QCOMPARE(regionCell.data().toString(), u"%1 +%2"_s.arg(best->region()).arg(group->regionCount() - 1));
        const ExchangeRates& fx = w->model()->exchangeRates();
        for (const OfferRow* other : group->rows) {
            QCOMPARE(other->instance, best->instance);
            QVERIFY(!cheaperOnDemand(*other->offer, *best->offer, u"USD"_s, fx));
        }
        // The range written as every price per hour is: four decimals and the currency's code.
        QVERIFY(group->lowestOnDemand && group->highestOnDemand);
        const QString range = u"On demand from %1 to %2 per hour."_s.arg(
            formatAmount(*group->lowestOnDemand, AmountKind::Rate, CurrencyMark::Code),
            formatAmount(*group->highestOnDemand, AmountKind::Rate, CurrencyMark::Code));
        QVERIFY2(regionCell.data(Qt::ToolTipRole).toString().contains(range),
                 qPrintable(regionCell.data(Qt::ToolTipRole).toString()));
        w->tableView()->setCurrentIndex(regionCell);
        QVERIFY2(e->details()->toPlainText().contains(range), qPrintable(e->details()->toPlainText()));
        QVERIFY2(
            e->details()->toHtml().contains(u"Matches the filters in %1 regions"_s.arg(group->regionCount())),
            qPrintable(e->details()->toPlainText()));

        // Sorted and narrowed, still one row per type.
        w->tableView()->sortByColumn(OfferTableModel::OnDemand, Qt::DescendingOrder);
        QTest::keyClicks(w->searchBox(), u"a10g"_s);
        QTRY_VERIFY(w->proxy()->rowCount() < int(types.size()));
        QSet<const InstanceType*> shown;
        for (int r = 0; r < w->proxy()->rowCount(); ++r) {
            const OfferRow* row = w->model()->rowAt(w->proxy()->mapToSource(w->proxy()->index(r, 0)).row());
            QVERIFY(row->gpu->model.contains(u"A10G"_s));
            QVERIFY2(!shown.contains(row->instance), qPrintable(row->instance->id()));
            shown.insert(row->instance);
        }
        QVERIFY2(
            w->statusText().startsWith(u"%1 instance types shown (%2 of %3 rows match)"_s.arg(shown.size())
                                           .arg(w->proxy()->matchedRowCount())
                                           .arg(w->model()->rowCount())),
            qPrintable(w->statusText()));
        QVERIFY(w->proxy()->matchedRowCount() > w->proxy()->rowCount());
        w->searchBox()->clear();
        QTRY_COMPARE(w->proxy()->rowCount(), int(types.size()));

        // Every region again, on the same offer; the choice is kept for the next start.
        const QModelIndex current = w->proxy()->index(0, OfferTableModel::Instance);
        w->tableView()->setCurrentIndex(current);
        const OfferRow* on = e->currentOffer();
        e->groupToggle()->click();
        QCOMPARE(w->proxy()->rowCount(), w->model()->rowCount());
        QCOMPARE(e->currentOffer(), on);
        QVERIFY(!w->proxy()->groupOf(on));
        QVERIFY(!e->details()->toHtml().contains(u"Matches the filters in"_s));
        QCOMPARE(QSettings(settingsScope(), settingsScope()).value(u"explorer/oneRowPerInstance"_s).toBool(),
                 false);
        e->groupToggle()->click();
        QCOMPARE(w->proxy()->rowCount(), int(types.size()));
        QCOMPARE(e->currentOffer(), on);
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

    // An edit that would leave an item the plan cannot price is refused, with the reason on the Plan tab,
    // and a plan opened that way shows no sum at all, never "Total 0".
    void anUnpriceableEditIsRefusedAndNoTotalIsShown()
    {
        auto w = windowPlanningP5();
        ui::PlanDocument* doc = w->planDocument();
        ui::PlanWidget* plan = w->planWidget();
        const int steps = doc->undoStack()->count();
        const Money before = doc->cost().total;
        QVERIFY(plan->refusalLabel()->isHidden());
        Plan next = doc->plan();
        next.currency = u"XTS"_s; // a currency the plan has no rate for
        QVERIFY(!doc->apply(next, u"Change currency"_s));
        QCOMPARE(doc->plan().currency, u"USD"_s);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(doc->cost().total, before);
        QVERIFY(plan->refusalLabel()->isVisibleTo(plan));
        QVERIFY2(
            plan->refusalLabel()->text().startsWith(u"not changed, as the plan could then not be priced: "_s),
            qPrintable(plan->refusalLabel()->text()));
        QVERIFY2(plan->refusalLabel()->text().contains(u"aws/p5.48xlarge"_s),
                 qPrintable(plan->refusalLabel()->text()));
        QVERIFY(plan->totalsLabel()->text().contains(u"Total"_s));
        // The next edit that is made clears the reason.
        next = doc->plan();
        next.name = u"Renamed"_s;
        QVERIFY(doc->apply(next, u"Rename"_s));
        QVERIFY(plan->refusalLabel()->isHidden());

        // Opened with an item past the range money is kept in: the problem is listed, no sum is drawn.
        doc->reset(plantest::pastTheMoneyRange(2), QString());
        QVERIFY(!doc->cost().isComplete());
        QCOMPARE(plan->totalsLabel()->text(),
                 u"No totals: 1 item cannot be priced (listed above); fix or remove it."_s);
        QVERIFY(plan->warningLabel()->text().contains(u"cannot be priced"_s));
        QCOMPARE(plan->findChild<QTableWidget*>()->rowCount(), 0);
        // Removing the item that cannot be priced is an edit like any other.
        next = doc->plan();
        next.items.removeLast();
        QVERIFY(doc->apply(next, u"Remove item"_s));
        QVERIFY(doc->cost().isComplete());
        QVERIFY(plan->totalsLabel()->text().contains(u"Total"_s));
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
