#pragma once

#include "catalog.h"
#include "plan.h"
#include "preferences.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;

namespace gp::ui {

class PlanDocument;
class PlanModel;

// The Plan tab: the plan's settings and budget, its line items edited in place (undoable), totals per
// month, phase and provider, a budget bar and warnings where the catalog's prices have changed.
class PlanWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanWidget)

public:
    PlanWidget(PlanDocument* document, const Catalog& catalog, QWidget* parent = nullptr);

    // Adds one item per offer (on-demand, one instance, the default horizon) as one undoable step.
    int addOffers(const QList<const OfferRow*>& rows, const Preferences& prefs);
    // Adds a storage, data-transfer or fixed item made by UsageItemDialog as one undoable step; false when
    // the plan cannot take it.
    bool addUsageItem(const PlanItem& item);
    void removeSelected();
    void refreshPrices();
    // The catalog was reloaded (an import): compare the plan's prices with it again.
    void catalogChanged() { updateFromDocument(); }

    PlanModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QProgressBar* budgetBar() const { return m_budgetBar; }
    QLabel* warningLabel() const { return m_warnings; }
    QLabel* refusalLabel() const { return m_refused; }
    QLabel* totalsLabel() const { return m_totals; }

private:
    void updateFromDocument();
    void applySettings();
    void openUsageItemDialog(int mode);

    PlanDocument* m_doc;
    const Catalog& m_catalog;
    PlanModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_currency = nullptr;
    QDoubleSpinBox* m_hours = nullptr;
    QDoubleSpinBox* m_budgetTotal = nullptr;
    QDoubleSpinBox* m_budgetMonthly = nullptr;
    QProgressBar* m_budgetBar = nullptr;
    QLabel* m_budgetText = nullptr;
    QLabel* m_warnings = nullptr;
    QLabel* m_refused = nullptr;
    QPushButton* m_refresh = nullptr;
    QTableWidget* m_months = nullptr;
    QLabel* m_totals = nullptr;
    bool m_updating = false;
};

} // namespace gp::ui
