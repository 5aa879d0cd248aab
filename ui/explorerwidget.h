#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;
class QTimer;
class QToolButton;

namespace gp::ui {

class DetailsPane;
class FilterPanel;
class OfferSortFilterProxy;
class OfferTableModel;

// The Explorer tab: the search box and display bar, the filter panel, the table of every offer and the
// details of the current one. The window gives it the catalog and the display settings; it says when the
// user changed the display bar (preferencesEdited) and when the shown rows changed (rowsChanged).
class ExplorerWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExplorerWidget)

public:
    ExplorerWidget(const Catalog& catalog, const Preferences& prefs, const ExchangeRates& fx,
                   QWidget* parent = nullptr);
    ~ExplorerWidget() override;

    QTableView* tableView() const { return m_view; }
    OfferTableModel* model() const { return m_model; }
    OfferSortFilterProxy* proxy() const { return m_proxy; }
    QLineEdit* searchBox() const { return m_search; }
    FilterPanel* filterPanel() const { return m_filters; }
    DetailsPane* details() const { return m_details; }
    QLabel* activeFiltersLabel() const { return m_activeFilters; }
    // "One row per instance": each instance type once, at its best matching region (kept between runs).
    QCheckBox* groupToggle() const { return m_groupToggle; }
    void setGroupedByInstance(bool grouped);

    // The offers selected in the table, in view order.
    QList<const OfferRow*> selectedOffers() const;
    // Every offer the filters let through, in view order; the current one (or null).
    QList<const OfferRow*> shownOffers() const;
    const OfferRow* currentOffer() const;
    // Currency, period, basis and precision of the table, the filter's price currency; keeps the current row.
    void setDisplay(const Preferences& prefs, const ExchangeRates& fx);
    void applyFilters();
    void focusSearch();
    void clearFilters();
    // Sorts the table by the current cell's column, ascending; again on the same column, descending (the
    // keyboard's way to what a header click does).
    void sortByCurrentColumn();
    bool setRegion(const QString& region); // false when the catalog has no such region
    void showColumnMenuAtCursor();
    void selectFirstRow();
    void prepareSearch();
    // Around a reload of the catalog object the explorer shows.
    void catalogAboutToChange();
    void catalogChanged();
    // Column order and widths, splitter positions, kept between runs.
    void restoreLayout();
    void saveLayout() const;

Q_SIGNALS:
    void preferencesEdited(const gp::Preferences& prefs);
    void rowsChanged();

private:
    void fitColumns();
    void buildUi();
    void updateActiveFilters();
    void updateDetails();
    void showColumnMenu(const QPoint& pos);

    const Catalog& m_catalog;
    Preferences m_prefs;
    ExchangeRates m_fx;
    OfferTableModel* m_model = nullptr;
    OfferSortFilterProxy* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    bool m_columnsFitted = false; // fitted to a catalog's rows, or the user's widths restored
    QLineEdit* m_search = nullptr;
    QTimer* m_searchTimer = nullptr;
    FilterPanel* m_filters = nullptr;
    DetailsPane* m_details = nullptr;
    QSplitter* m_splitter = nullptr;
    QSplitter* m_tableSplitter = nullptr;
    QLabel* m_activeFilters = nullptr;
    QToolButton* m_clearFilters = nullptr;
    QCheckBox* m_groupToggle = nullptr;
    QComboBox* m_currencyBox = nullptr;
    QComboBox* m_periodBox = nullptr;
    QComboBox* m_basisBox = nullptr;
    QComboBox* m_precisionBox = nullptr;
};

} // namespace gp::ui
