#include "mainwindow.h"

#include "about.h"

#include "priceupdatedialog.h"

#include "freshness.h"

#include "chartswidget.h"
#include "comparisonwidget.h"
#include "detailspane.h"
#include "explorerwidget.h"
#include "exportdialogs.h"
#include "filterpanel.h"
#include "importdialog.h"
#include "logging.h"
#include "measurement.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "plancontroller.h"
#include "plandocument.h"
#include "planio.h"
#include "plansafety.h"
#include "planservice.h"
#include "planwidget.h"
#include "scenariowizard.h"
#include "settingsdialog.h"
#include "tableexport.h"
#include "theme.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
const Setting<QByteArray> kGeometry{u"mainWindow/geometry"_s, {}};
const Setting<QByteArray> kWindowState{u"mainWindow/state"_s, {}};

} // namespace

MainWindow::MainWindow(Catalog catalog, IssueList loadIssues, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::make_unique<Catalog>(std::move(catalog))),
      m_issues(std::move(loadIssues))
{
    m_prefs = Preferences::load();
    m_fx = ExchangeRates::withUserRates(m_issues);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_explorer = new ExplorerWidget(*m_catalog, m_prefs, m_fx, m_tabs);
    connect(m_explorer, &ExplorerWidget::rowsChanged, this, &MainWindow::updateStatus);
    connect(m_explorer, &ExplorerWidget::preferencesEdited, this,
            [this](const Preferences& p) { applyPreferences(p, m_fx); });
    m_plan = new PlanDocument(this);
    m_plan->reset(freshPlan(), QString());
    // The other tabs are made when first needed (ensureTabs): the window shows sooner.
    m_tabs->addTab(m_explorer, tr("E&xplorer"));
    for (QWidget** page : {&m_comparePage, &m_planPage, &m_chartsPage}) {
        *page = new QWidget(m_tabs);
        (new QVBoxLayout(*page))->setContentsMargins(0, 0, 0, 0);
    }
    m_tabs->addTab(m_comparePage, tr("&Compare"));
    m_tabs->addTab(m_planPage, tr("&Plan"));
    m_tabs->addTab(m_chartsPage, tr("Ch&arts"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab != ExplorerTab)
            ensureTabs();
        // Charts follow the explorer; they are drawn when their tab is shown.
        if (tab == ChartsTab)
            updateCharts();
    });
    setCentralWidget(m_tabs);

    connect(m_plan, &PlanDocument::changed, this, [this] {
        m_tabs->setTabText(PlanTab, m_plan->plan().items.isEmpty()
                                        ? tr("&Plan")
                                        : tr("&Plan (%1)").arg(m_plan->plan().items.size()));
    });
    connect(m_plan, &PlanDocument::fileChanged, this, &MainWindow::updateTitle);
    m_files = new PlanController(
        m_plan, this, [this] { return freshPlan(); }, this);
    connect(m_files, &PlanController::planShown, this, [this] { m_tabs->setCurrentIndex(PlanTab); });
    connect(m_files, &PlanController::statusMessage, this,
            [this](const QString& text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_plan->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    buildMenus();
    if (theme::isDark())
        setDarkPalette(true);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    m_issueLabel = new QLabel(this);
    m_issueLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    connect(m_issueLabel, &QLabel::linkActivated, this, &MainWindow::showIssues);
    statusBar()->addPermanentWidget(m_issueLabel);
    if (!m_issues.isEmpty()) {
        m_issueLabel->setText(u"<a href=\"#\">"_s +
                              (m_issues.size() == 1 ? tr("1 catalog problem")
                                                    : tr("%1 catalog problems").arg(m_issues.size())) +
                              u"</a>"_s);
    }

    m_catalogSummary = catalogSummary();
    applyPreferences(m_prefs, m_fx);
    if (!m_prefs.regionPreference.isEmpty())
        m_regionPreferenceShown = m_explorer->setRegion(m_prefs.regionPreference);
    updateStatus();
    updateTitle();

    if (!restoreGeometry(kGeometry.value()))
        resize(firstStartSize());
    restoreState(kWindowState.value());
    m_explorer->restoreLayout();
    // After the first paint of the table: the icon (loading the SVG plugin costs start-up time) and
    // something to read, the first offer's details.
    m_explorer->tableView()->viewport()->installEventFilter(this);
}

MainWindow::~MainWindow()
{
    // A window that was never painted still filters its table's events; the table goes first.
    m_explorer->tableView()->viewport()->removeEventFilter(this);
    // The tabs and the models refer to the catalog this window owns: they go before it does. So does every
    // object whose signals reach this window's slots, while it is still a MainWindow.
    delete takeCentralWidget();
    // QUndoStack says "clean changed" as it is destroyed; nobody here is listening any more.
    QObject::disconnect(m_plan->undoStack(), nullptr, this, nullptr);
    QObject::disconnect(m_plan, nullptr, this, nullptr);
    delete m_files;
    delete m_plan;
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_explorer->tableView()->viewport() && event->type() == QEvent::Paint) {
        m_explorer->tableView()->viewport()->removeEventFilter(this);
        QTimer::singleShot(0, this, &MainWindow::afterFirstPaint);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::afterFirstPaint()
{
    QApplication::setWindowIcon(QIcon(u":/icons/gpu-planner.svg"_s));
    if (!m_explorer->tableView()->currentIndex().isValid())
        m_explorer->selectFirstRow();
    m_explorer->prepareSearch();
}

QSize MainWindow::firstStartSize() const
{
    // 1440 × 860 where it fits; on a smaller screen (a 1366 × 768 laptop) the space the screen has, less room
    // for the window frame.
    QSize size(1440, 860);
    if (const QScreen* s = screen()) {
        const QSize room = s->availableGeometry().size() - QSize(16, 48);
        size = size.boundedTo(room).expandedTo(QSize(640, 480));
    }
    return size;
}

void MainWindow::ensureTabs()
{
    if (m_compare)
        return;
    m_compare = new ComparisonWidget(*m_catalog, m_comparePage);
    m_comparePage->layout()->addWidget(m_compare);
    m_compare->setDisplay(m_prefs, m_fx);
    m_planWidget = new PlanWidget(m_plan, *m_catalog, m_planPage);
    m_planPage->layout()->addWidget(m_planWidget);
    m_charts = new ChartsWidget(*m_catalog, m_plan, m_chartsPage);
    m_chartsPage->layout()->addWidget(m_charts);
    connect(m_compare, &ComparisonWidget::offersChanged, this, [this](int n) {
        m_tabs->setTabText(CompareTab, n > 0 ? tr("&Compare (%1)").arg(n) : tr("&Compare"));
    });
    connect(m_compare, &ComparisonWidget::addToPlanRequested, this,
            [this](const QList<const OfferRow*>& rows) {
                m_planWidget->addOffers(rows, m_prefs);
                m_tabs->setCurrentIndex(PlanTab);
            });
}

ComparisonWidget* MainWindow::comparison()
{
    ensureTabs();
    return m_compare;
}

ChartsWidget* MainWindow::charts()
{
    ensureTabs();
    return m_charts;
}

PlanWidget* MainWindow::planWidget()
{
    ensureTabs();
    return m_planWidget;
}

QList<const OfferRow*> MainWindow::comparedOffers() const
{
    return m_compare ? m_compare->offers() : QList<const OfferRow*>();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::compareSelection()
{
    const QList<const OfferRow*> rows = selectedOffers();
    if (rows.isEmpty()) {
        statusBar()->showMessage(tr("Select offers in the table first."), 4000);
        return;
    }
    ensureTabs();
    const int added = m_compare->addOffers(rows);
    if (added < rows.size()) {
        statusBar()->showMessage(tr("The comparison holds %1 offers at most; %2 not added.")
                                     .arg(ComparisonWidget::MaxOffers)
                                     .arg(rows.size() - added),
                                 6000);
    }
    if (m_compare->offers().size() >= 2)
        m_tabs->setCurrentIndex(CompareTab);
    else
        statusBar()->showMessage(tr("Added to the comparison; select one more offer and press Ctrl+D."),
                                 6000);
}

void MainWindow::addSelectionToPlan()
{
    ensureTabs();
    const QList<const OfferRow*> rows =
        m_tabs->currentIndex() == CompareTab ? m_compare->offers() : selectedOffers();
    const int added = m_planWidget->addOffers(rows, m_prefs);
    if (added == 0) {
        statusBar()->showMessage(tr("Select offers with an on-demand price to add them to the plan."), 5000);
        return;
    }
    statusBar()->showMessage(
        added == 1 ? tr("Added 1 item to the plan.") : tr("Added %1 items to the plan.").arg(added), 4000);
}

void MainWindow::removeSelected()
{
    if (m_tabs->currentIndex() == PlanTab)
        planWidget()->removeSelected();
    else if (m_tabs->currentIndex() == CompareTab)
        comparison()->removeSelected();
}

void MainWindow::applyPreferences(const Preferences& prefs, const ExchangeRates& fx)
{
    m_prefs = prefs;
    m_fx = fx;
    m_explorer->setDisplay(prefs, fx);
    if (m_compare)
        m_compare->setDisplay(prefs, fx);
}

QTableView* MainWindow::tableView() const
{
    return m_explorer->tableView();
}

OfferTableModel* MainWindow::model() const
{
    return m_explorer->model();
}

OfferSortFilterProxy* MainWindow::proxy() const
{
    return m_explorer->proxy();
}

QLineEdit* MainWindow::searchBox() const
{
    return m_explorer->searchBox();
}

FilterPanel* MainWindow::filterPanel() const
{
    return m_explorer->filterPanel();
}

DetailsPane* MainWindow::details() const
{
    return m_explorer->details();
}

QLabel* MainWindow::activeFiltersLabel() const
{
    return m_explorer->activeFiltersLabel();
}

QList<const OfferRow*> MainWindow::selectedOffers() const
{
    return m_explorer->selectedOffers();
}

void MainWindow::updateStatus()
{
    if (m_catalogLoading) {
        m_status->setText(tr("Reading the catalog…"));
        return;
    }
    const int shown = m_explorer->proxy()->rowCount();
    const int total = m_explorer->model()->rowCount();
    // Rows are offers plus instances listed without a public price.
    QString rows;
    if (m_explorer->proxy()->groupedByInstance()) {
        const int matched = m_explorer->proxy()->matchedRowCount();
        rows = (shown == 1 ? tr("1 instance type shown") : tr("%1 instance types shown").arg(shown)) +
               u" "_s +
               (matched == total
                    ? (total == 1 ? tr("(the 1 row matches)") : tr("(all %1 rows match)").arg(total))
                    : tr("(%1 of %2 rows match)").arg(matched).arg(total));
    } else {
        rows = shown == total ? (total == 1 ? tr("1 row") : tr("%1 rows").arg(total))
                              : tr("%1 of %2 rows").arg(shown).arg(total);
    }
    m_status->setText(rows + m_catalogSummary);
}

QString MainWindow::catalogSummary() const
{
    // The date of the catalog the program ships; imports and downloaded updates are noted apart.
    const QDate base = m_catalog->basePriceDate();
    const QDate imported = m_catalog->importedPriceDate();
    const QDate asOf = base.isValid() ? base : imported;
    const int instances = int(m_catalog->instances().size());
    const int gpus = int(m_catalog->gpus().size());
    QString text = u" · "_s + tr("%1 offers").arg(m_catalog->offerCount());
    text += u" · "_s + (instances == 1 ? tr("1 instance type") : tr("%1 instance types").arg(instances));
    text += u" · "_s + (gpus == 1 ? tr("1 GPU model") : tr("%1 GPU models").arg(gpus));
    text += u" · "_s + (asOf.isValid()
                            ? tr("catalog as of %1 (%2)").arg(asOf.toString(Qt::ISODate), priceAgeText(asOf))
                            : tr("catalog has no prices"));
    if (base.isValid() && imported.isValid())
        text += u" · "_s + tr("imported prices as of %1").arg(imported.toString(Qt::ISODate));
    const int stale = staleOfferCount(*m_catalog);
    if (stale > 0)
        text +=
            u" · "_s +
            (stale == 1 ? tr("1 offer with a price older than %1 months").arg(StaleAfterMonths)
                        : tr("%1 offers with prices older than %2 months").arg(stale).arg(StaleAfterMonths));
    const int undated = undatedOfferCount(*m_catalog);
    if (undated > 0)
        text += u" · "_s + (undated == 1 ? tr("1 offer with an undated price")
                                         : tr("%1 offers with undated prices").arg(undated));
    return text;
}

void MainWindow::updateTitle()
{
    setWindowTitle(u"%1[*] — %2"_s.arg(m_plan->displayName(), tr("GPU Planner")));
    setWindowModified(m_plan->isModified());
}

void MainWindow::updateCharts()
{
    ensureTabs();
    m_charts->setDisplay(m_prefs, m_fx, QApplication::palette().color(QPalette::Base).lightness() < 128);
    m_charts->setSource(m_explorer->shownOffers(), m_explorer->currentOffer());
}

std::pair<const QAbstractItemModel*, const QHeaderView*> MainWindow::currentTable() const
{
    switch (m_tabs->currentIndex()) {
    case CompareTab: // made when its tab was first shown
        return {m_compare->view()->model(), nullptr};
    case PlanTab:
        return {m_planWidget->view()->model(), nullptr};
    default:
        return {m_explorer->proxy(), m_explorer->tableView()->horizontalHeader()};
    }
}

QString MainWindow::currentTableCsv() const
{
    const auto [model, header] = currentTable();
    return tableToCsv(*model, header);
}

void MainWindow::copyTable()
{
    const auto [model, header] = currentTable();
    QApplication::clipboard()->setText(tableToText(*model, header));
    statusBar()->showMessage(tr("Copied %1 rows.").arg(model->rowCount()), 3000);
}

void MainWindow::exportTableCsv()
{
    const QStringList names{u"offers"_s, u"comparison"_s, u"plan"_s, u"offers"_s};
    const QString done = exportTableCsvDialog(this, names.value(m_tabs->currentIndex()), currentTableCsv());
    if (!done.isEmpty())
        statusBar()->showMessage(done, 4000);
}

report::ReportInput MainWindow::reportInput() const
{
    report::ReportInput in;
    static_cast<CostBasis&>(in) = m_prefs.costBasis(m_fx);
    in.catalog = m_catalog.get();
    in.precision = m_prefs.precision;
    if (m_tabs->currentIndex() == PlanTab || comparedOffers().isEmpty()) {
        in.plan = m_plan->plan();
        in.title = m_plan->plan().name;
    } else {
        in.offers = comparedOffers();
        in.title = tr("GPU offers compared");
    }
    return in;
}

Result<int> MainWindow::exportReportTo(const QString& path)
{
    return report::writePdf(reportInput(), {}, path);
}

void MainWindow::exportReport()
{
    const QString done = exportReportDialog(this, reportInput());
    if (!done.isEmpty())
        statusBar()->showMessage(done, 4000);
}

void MainWindow::printReport(bool preview)
{
    printReportDialog(this, reportInput(), preview);
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_prefs, m_fx, *m_catalog, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences prefs = dialog.preferences();
    const ExchangeRates fx = dialog.exchangeRates();
    if (const Result<bool> saved = prefs.save(); !saved)
        QMessageBox::warning(this, tr("Settings"), saved.error().toString());
    if (const Result<bool> saved = fx.saveUserRates(); !saved)
        QMessageBox::warning(this, tr("Settings"), saved.error().toString());
    const bool regionChanged = prefs.regionPreference != m_prefs.regionPreference;
    applyPreferences(prefs, fx);
    if (regionChanged)
        m_regionPreferenceShown = m_explorer->setRegion(prefs.regionPreference);
}

Plan MainWindow::freshPlan() const
{
    Plan fresh;
    fresh.name = tr("Untitled plan");
    fresh.currency = m_prefs.displayCurrency;
    fresh.fx = m_fx;
    fresh.hoursPerMonthCenti = m_prefs.planHoursPerMonthCenti;
    fresh.discountsBp = m_prefs.discountsBp;
    fresh.spotOverheadBp = m_prefs.spotOverheadBp;
    return fresh;
}

ImportDialog* MainWindow::showImportDialog(const QString& path)
{
    // Imports are mapped onto the GPU table `catalog import` uses (ImportDialog).
    auto* dialog = new ImportDialog(path, importBaseCatalog(), Catalog::userCatalogFolder(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::imported, this, [this](const QString& written) {
        reloadCatalog();
        statusBar()->showMessage(tr("Imported %1").arg(QFileInfo(written).fileName()), 6000);
    });
    dialog->show();
    return dialog;
}

CatalogSourcesDialog* MainWindow::showCatalogSources()
{
    auto* dialog = new CatalogSourcesDialog(*m_catalog, Catalog::userCatalogFolder(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CatalogSourcesDialog::removed, this, [this, dialog](const QString& path) {
        reloadCatalog();
        dialog->refresh(*m_catalog);
        statusBar()->showMessage(tr("Removed %1").arg(QFileInfo(path).fileName()), 6000);
    });
    dialog->show();
    return dialog;
}

PriceUpdateDialog* MainWindow::showPriceUpdate()
{
    if (m_priceUpdate) {
        m_priceUpdate->raise();
        m_priceUpdate->activateWindow();
        return m_priceUpdate;
    }
    // Downloads are mapped onto the GPU table `catalog update` uses.
    auto* dialog = new PriceUpdateDialog(importBaseCatalog().gpus(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_priceUpdate = dialog;
    connect(dialog, &PriceUpdateDialog::pricesUpdated, this, [this] {
        reloadCatalog();
        statusBar()->showMessage(tr("Prices updated"), 6000);
    });
    dialog->show();
    return dialog;
}

QString MainWindow::importMeasurements(const QString& path, bool* ok)
{
    IssueList issues;
    MeasurementFile m;
    const auto stored = MeasurementStore::importFile(path, *m_catalog, issues, &m);
    *ok = stored.has_value();
    QStringList lines;
    if (stored) {
        for (const MeasuredDevice& d : m.devices) {
            const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : m_catalog->gpu(d.gpuId);
            if (!gpu)
                continue;
            QStringList figures;
            for (MeasuredQuantity q : {MeasuredQuantity::MemoryTriad, MeasuredQuantity::MatmulBf16,
                                       MeasuredQuantity::Fp32Fma, MeasuredQuantity::Fp64Fma}) {
                if (const auto pct = percentOfDatasheet(*gpu, q, d))
                    figures << tr("%1 %2 %3 (%4 % of datasheet)")
                                   .arg(measuredQuantityKey(q), formatDecimal(*d.value(q), 1),
                                        measuredQuantityUnit(q), formatDecimal(*pct, 0));
            }
            // One figure a line: the box stays narrow and readable.
            lines << tr("GPU %1, %2: %3").arg(d.index).arg(gpu->model, u"\n  "_s + figures.join(u"\n  "_s));
        }
        lines << tr("Measured %1; stored as %2.")
                     .arg(m.measuredAt.toString(u"yyyy-MM-dd HH:mm"_s) + u" UTC"_s,
                          QFileInfo(*stored).fileName());
        lines << tr(
            "Select an instance with a measured GPU: the details pane shows measured beside the datasheet, "
            "and Compare adds measured rows.");
    }
    for (const Issue& i : issues)
        lines << i.toString();
    if (stored)
        reloadCatalog();
    return lines.join(u'\n');
}

void MainWindow::reloadCatalog()
{
    IssueList issues;
    Catalog catalog = Catalog::load(m_loadOptions, issues);
    replaceCatalog(std::move(catalog), std::move(issues));
}

void MainWindow::setCatalogLoading()
{
    m_catalogLoading = true;
    updateStatus();
}

void MainWindow::replaceCatalog(Catalog catalog, IssueList issues)
{
    m_catalogLoading = false;
    if (m_wizard)
        m_wizard->close(); // its results point into the catalog
    QList<std::pair<QString, QString>> compared;
    for (const OfferRow* r : comparedOffers())
        compared.append({r->instance->id(), r->region()});
    if (m_compare)
        m_compare->clear();
    m_explorer->catalogAboutToChange();
    if (m_charts)
        m_charts->clearSource(); // its rows, and the points it may be working out, are the old catalog's

    *m_catalog = std::move(catalog);
    m_issues = std::move(issues);
    m_catalogSummary = catalogSummary(); // once per catalog: the status bar follows every filter change

    m_explorer->catalogChanged();
    // A window made before its catalog arrived shows the preferred region once the catalog has it.
    if (!m_regionPreferenceShown && !m_prefs.regionPreference.isEmpty())
        m_regionPreferenceShown = m_explorer->setRegion(m_prefs.regionPreference);
    QList<const OfferRow*> again;
    for (const auto& [id, region] : compared) {
        for (const OfferRow& row : m_catalog->rows()) {
            if (row.instance->id() == id && row.region() == region)
                again << &row;
        }
    }
    if (m_compare) {
        m_compare->addOffers(again);
        m_planWidget->catalogChanged();
    }
    m_issueLabel->setText(m_issues.isEmpty()
                              ? QString()
                              : u"<a href=\"#\">"_s +
                                    (m_issues.size() == 1 ? tr("1 catalog problem")
                                                          : tr("%1 catalog problems").arg(m_issues.size())) +
                                    u"</a>"_s);
    updateStatus();
    if (m_tabs->currentIndex() == ChartsTab)
        updateCharts();
    if (isVisible()) {
        // The offers show now; the first row's details (a long document to lay out) follow.
        m_explorer->tableView()->viewport()->repaint();
        m_explorer->prepareSearch(); // the first paint prepared the search of the catalog before this one
    }
}

ScenarioWizard* MainWindow::scenarioWizard() const
{
    return m_wizard.data();
}

ScenarioWizard* MainWindow::showScenarioWizard()
{
    if (m_wizard) {
        m_wizard->raise();
        m_wizard->activateWindow();
        return m_wizard;
    }
    m_wizard = new ScenarioWizard(*m_catalog, m_fx, m_prefs, this);
    m_wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_wizard, &ScenarioWizard::compareRequested, this, [this](const QList<const OfferRow*>& rows) {
        ensureTabs();
        m_compare->addOffers(rows);
        m_tabs->setCurrentIndex(m_compare->offers().size() >= 2 ? CompareTab : ExplorerTab);
    });
    connect(m_wizard, &ScenarioWizard::addToPlanRequested, this,
            [this](const QList<PlanItem>& items, const QString& what) {
                Plan next = m_plan->plan();
                // A fresh plan takes the scenario's currency and today's rates.
                planservice::prepareEmptyPlan(
                    next, m_wizard && m_wizard->results() ? m_wizard->results()->currency : QString(), m_fx);
                if (const Result<bool> added = planservice::add(next, items); !added) {
                    QMessageBox::warning(this, tr("Add to Plan"), added.error().message);
                    return;
                }
                if (!m_plan->apply(next, what))
                    return; // the plan tab says why
                m_tabs->setCurrentIndex(PlanTab);
                statusBar()->showMessage(what, 4000);
            });
    m_wizard->show();
    return m_wizard;
}

void MainWindow::setDarkPalette(bool dark)
{
    theme::setDark(dark);
    if (m_compare)
        m_compare->setDisplay(m_prefs, m_fx); // tints follow the palette
}

bool MainWindow::openPlan(const QString& path)
{
    return m_files->openPlan(path);
}

bool MainWindow::savePlanAs(const QString& path)
{
    return m_files->savePlanAs(path);
}

bool MainWindow::offerRecovery()
{
    return m_files->offerRecovery();
}

void MainWindow::recoverFrom(plansafety::Recovery& recovery)
{
    m_files->recoverFrom(recovery);
}

void MainWindow::writeRecoveryNow()
{
    m_files->writeRecoveryNow();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSavePlan()) {
        event->ignore();
        return;
    }
    kGeometry.setValue(saveGeometry());
    kWindowState.setValue(saveState());
    m_explorer->saveLayout();
    m_files->discardRecovery(); // saved, or the user chose to discard: nothing to recover
    event->accept();
}

void MainWindow::showIssues()
{
    QStringList lines;
    for (const Issue& i : m_issues)
        lines << i.toString();
    QMessageBox box(QMessageBox::Warning, tr("Catalog problems"),
                    tr("Some catalog entries could not be loaded and were skipped."), QMessageBox::Close,
                    this);
    box.setInformativeText(tr("Correct the files listed in the details and restart GPU Planner. "
                              "<nobr><tt>gpu-planner-cli catalog validate FILE</tt></nobr> checks a file "
                              "without starting the app."));
    box.setDetailedText(lines.join(u'\n'));
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About GPU Planner"),
        tr("<h3>GPU Planner %1</h3><p>Choose and cost GPU cloud servers across providers.</p>"
           "<p>Every figure in the built-in catalog carries its source and as-of date.</p>"
           "<p>Copyright © %3 The GPU Planner developers. GPU Planner is free software under "
           "the GNU General Public License, version 3 or any later version (%2); it comes with "
           "no warranty. <a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">Read the "
           "licence</a>.</p>")
            .arg(about::version(), about::licenseSpdx(), about::copyrightYear()));
}

} // namespace gp::ui
