#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace gp::ui {

class PlanDocument;

// The Charts tab: performance vs price and the value ranking of the offers the explorer shows (its filters,
// display currency and precision), the cumulative cost of the selected offer, and the plan's budget.
class ChartsWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartsWidget)

public:
    enum Kind
    {
        PerfPrice,
        Value,
        CostOverTime,
        Budget
    };

    ChartsWidget(const Catalog& catalog, PlanDocument* plan, QWidget* parent = nullptr);
    ~ChartsWidget() override;

    // What to draw from: the explorer's visible rows and its current row.
    void setSource(const QList<const OfferRow*>& rows, const OfferRow* current);
    // Takes effect with the next setSource().
    void setDisplay(const Preferences& prefs, const ExchangeRates& fx, bool dark);
    void setKind(Kind kind);
    QChart* chart() const;
    // Writes the chart shown to a PNG, SVG or PDF file (chosen by the name).
    Result<bool> exportTo(const QString& path);

private:
    void rebuild();
    void exportDialog();

    const Catalog& m_catalog;
    PlanDocument* m_plan;
    QList<const OfferRow*> m_rows;
    const OfferRow* m_current = nullptr;
    Preferences m_prefs;
    ExchangeRates m_fx;
    bool m_dark = false;
    QComboBox* m_kind = nullptr;
    QComboBox* m_pricing = nullptr;
    QLabel* m_pricingLabel = nullptr; // shown with m_pricing only
    QCheckBox* m_log = nullptr;
    QComboBox* m_by = nullptr;
    QLabel* m_note = nullptr;
    QChartView* m_view = nullptr;
};

} // namespace gp::ui
