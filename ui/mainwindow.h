#pragma once

#include "catalog.h"
#include "costreport.h"
#include "exchangerates.h"
#include "plan.h"
#include "plansafety.h"
#include "preferences.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAbstractItemModel;
class QAction;
class QHeaderView;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace gp::ui {

class ChartsWidget;
class ComparisonWidget;
class DetailsPane;
class ExplorerWidget;
class FilterPanel;
class OfferSortFilterProxy;
class OfferTableModel;
class PlanController;
class PlanDocument;
class PlanWidget;
class ScenarioWizard;
class ImportDialog;
class CatalogSourcesDialog;
class PriceUpdateDialog;

// The main window: the explorer (filters, the offer table, details), the comparison and the plan.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Tab
    {
        ExplorerTab,
        CompareTab,
        PlanTab,
        ChartsTab
    };

    MainWindow(Catalog catalog, IssueList loadIssues, QWidget* parent = nullptr);
    ~MainWindow() override;

    ExplorerWidget* explorer() const { return m_explorer; }
    QTableView* tableView() const;
    OfferTableModel* model() const;
    OfferSortFilterProxy* proxy() const;
    QLineEdit* searchBox() const;
    FilterPanel* filterPanel() const;
    // The Compare, Plan and Charts tabs are made when first needed (shown, or given offers): not at start.
    ComparisonWidget* comparison();
    ChartsWidget* charts();
    PlanWidget* planWidget();
    PlanDocument* planDocument() const { return m_plan; }
    DetailsPane* details() const;
    const Catalog& catalog() const { return *m_catalog; }
    QTabWidget* tabs() const { return m_tabs; }
    QLabel* activeFiltersLabel() const;
    QString statusText() const;

    // The offers selected in the explorer table, in view order.
    QList<const OfferRow*> selectedOffers() const;
    void compareSelection();
    void addSelectionToPlan();
    bool openPlan(const QString& path);
    bool savePlanAs(const QString& path);
    // The report of the plan (Plan tab, or when nothing is compared) or of the comparison.
    report::ReportInput reportInput() const;
    Result<int> exportReportTo(const QString& path);
    // The current tab's table as CSV (what File → Export Table as CSV writes).
    QString currentTableCsv() const;
    void applyPreferences(const Preferences& prefs, const ExchangeRates& fx);
    // File → New from Scenario: opens the wizard (one at a time) and returns it.
    ScenarioWizard* showScenarioWizard();
    ScenarioWizard* scenarioWizard() const;
    // File → Import Catalog for `path` (the file dialog's choice); the window reloads when it is done.
    ImportDialog* showImportDialog(const QString& path);
    CatalogSourcesDialog* showCatalogSources();
    PriceUpdateDialog* showPriceUpdate();
    // File → Import Measurements for `path`: stores a gpu-probe result and reloads the catalog so the details
    // pane and the comparison show it. Returns what happened, for the message box; ok says whether it worked.
    QString importMeasurements(const QString& path, bool* ok);
    // Loads the built-in catalog and the user's folder again, keeping filters and comparison where the
    // offers are still there.
    void reloadCatalog();
    // Says in the status bar that the catalog is being read (at start the window is shown before its catalog
    // arrives); replaceCatalog ends it.
    void setCatalogLoading();
    bool catalogLoading() const { return m_catalogLoading; }
    // Puts a catalog loaded elsewhere in place of the current one (at start: read on a worker while the
    // window was made and shown).
    void replaceCatalog(Catalog catalog, IssueList issues);
    // After a crash: offers the recovery file's unsaved edits (a question); true when they were restored.
    bool offerRecovery();
    void recoverFrom(plansafety::Recovery& recovery);
    // Copies unsaved edits to the recovery file now (the timers call it), or removes it when all is saved.
    void writeRecoveryNow();
    // How the catalog was loaded (the command line's --catalog paths), for reloading it the same way.
    void setCatalogLoadOptions(const CatalogLoadOptions& options) { m_loadOptions = options; }

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void afterFirstPaint();
    void ensureTabs();
    QSize firstStartSize() const;
    // " · 3944 offers · … · catalog as of …": the status bar's part that depends on the catalog only.
    QString catalogSummary() const;
    QList<const OfferRow*> comparedOffers() const;
    void buildMenus();
    void updateStatus();
    void updateTitle();
    void updateCharts();
    // The table of the current tab (explorer, comparison, plan) and its header.
    std::pair<const QAbstractItemModel*, const QHeaderView*> currentTable() const;
    void copyTable();
    void exportReport();
    void printReport(bool preview);
    void exportTableCsv();
    void showIssues();
    void showAbout();
    void showSettings();
    void removeSelected();
    Plan freshPlan() const; // a new plan with the user's currency, rates and defaults
    void setDarkPalette(bool dark);

    std::unique_ptr<Catalog> m_catalog;
    IssueList m_issues;
    Preferences m_prefs;
    ExchangeRates m_fx;
    QPointer<ScenarioWizard> m_wizard;
    QPointer<PriceUpdateDialog> m_priceUpdate;
    bool m_regionPreferenceShown = false;
    bool m_catalogLoading = false;
    QString m_catalogSummary; // catalogSummary() of the catalog in place
    CatalogLoadOptions m_loadOptions;
    QTabWidget* m_tabs = nullptr;
    ExplorerWidget* m_explorer = nullptr;
    ComparisonWidget* m_compare = nullptr; // these three: nullptr until ensureTabs()
    ChartsWidget* m_charts = nullptr;
    QWidget* m_comparePage = nullptr; // the tabs' pages, which hold them once made
    QWidget* m_planPage = nullptr;
    QWidget* m_chartsPage = nullptr;
    PlanDocument* m_plan = nullptr;
    PlanController* m_files = nullptr; // the plan file's life cycle
    PlanWidget* m_planWidget = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_issueLabel = nullptr;
};

} // namespace gp::ui
