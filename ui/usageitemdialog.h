#pragma once

#include "catalog.h"
#include "plan.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace gp::ui {

// Adds a storage, data-transfer or fixed item to a plan (the Plan tab's "Add storage…", "Add data transfer…",
// "Add other cost…"). Provider, region, months and phase start from the plan's selected instance item (else
// its first: planservice::templateItem); storage and transfer take the catalog's price for the region, or a
// price the user gives where the catalog has none (or to use their own). The item is made by
// planservice::usageItem / fixedItem, the rule `plan add-storage`, `add-transfer` and `add-item` use, and
// what it adds to the plan is shown before it is added.
class UsageItemDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsageItemDialog)

public:
    enum class Mode
    {
        Storage,
        Transfer,
        Fixed
    };

    UsageItemDialog(Mode mode, const Catalog& catalog, const Plan& plan, int selectedItem = -1,
                    QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    // The item the fields describe; absent while they do not make one (problem() says why).
    const std::optional<PlanItem>& item() const { return m_item; }
    QString problem() const { return m_problem; }
    // "Adds 1,371.20 USD over month 1", or the problem.
    QString previewText() const;

private:
    void fillRegions();
    void update();

    Mode m_mode;
    const Catalog& m_catalog;
    Plan m_plan;
    std::optional<PlanItem> m_item;
    QString m_problem;
    bool m_building = true;

    QComboBox* m_provider = nullptr;
    QComboBox* m_region = nullptr;
    QComboBox* m_class = nullptr;
    QSpinBox* m_gb = nullptr;
    QSpinBox* m_growth = nullptr;
    QRadioButton* m_perMonth = nullptr;
    QRadioButton* m_once = nullptr;
    QLineEdit* m_label = nullptr;
    QDoubleSpinBox* m_amount = nullptr;
    QComboBox* m_currency = nullptr;
    QSpinBox* m_start = nullptr;
    QSpinBox* m_months = nullptr;
    QComboBox* m_phase = nullptr;
    QLabel* m_catalogPrice = nullptr;
    QCheckBox* m_ownPrice = nullptr;
    QDoubleSpinBox* m_pricePerGb = nullptr;
    QComboBox* m_priceCurrency = nullptr;
    QLabel* m_preview = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace gp::ui
