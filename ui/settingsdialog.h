#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace gp::ui {

// Display currency and exchange rates (with their dates), plan and cost defaults, region preference,
// negotiated discounts per provider and the spot rework overhead.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    SettingsDialog(const Preferences& prefs, const ExchangeRates& fx, const Catalog& catalog,
                   QWidget* parent = nullptr);

    Preferences preferences() const;
    ExchangeRates exchangeRates() const;

private:
    Preferences m_prefs;
    ExchangeRates m_original;
    QComboBox* m_currency = nullptr;
    QTableWidget* m_rates = nullptr;
    QDoubleSpinBox* m_planHours = nullptr;
    QSpinBox* m_horizon = nullptr;
    QDoubleSpinBox* m_usage = nullptr;
    QComboBox* m_region = nullptr;
    QTableWidget* m_discounts = nullptr;
    QDoubleSpinBox* m_spotOverhead = nullptr;
    QCheckBox* m_useMeasured = nullptr;
    QComboBox* m_language = nullptr;
};

} // namespace gp::ui
