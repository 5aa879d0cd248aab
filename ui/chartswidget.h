#pragma once

#include "catalog.h"
#include "chartdata.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QTimer;

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace gp::ui {

class PlanDocument;

// The Charts tab: performance vs price and the value ranking of the offers the explorer shows (its filters,
// display currency and precision), the cumulative cost of the selected offer, and the plan's budget.
// Beyond incrementalFrom() offers the points are worked out in slices of a few tens of milliseconds between
// events (the note shows the progress) and kept for the next chart of the same offers and prices, so the
// window never freezes and switching between kinds redraws from what is known.
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
    // Forgets the rows and clears the chart (before their catalog goes).
    void clearSource();
    // Takes effect with the next setSource().
    void setDisplay(const Preferences& prefs, const ExchangeRates& fx, bool dark);
    void setKind(Kind kind);
    QChart* chart() const;
    // Whether points are still being worked out; chartReady() follows when they are drawn.
    bool isWorking() const;
    qsizetype incrementalFrom() const { return m_incrementalFrom; }
    void setIncrementalFrom(qsizetype rows) { m_incrementalFrom = rows; }
    // Writes the chart shown to a PNG, SVG or PDF file (chosen by the name).
    Result<bool> exportTo(const QString& path);

Q_SIGNALS:
    // A chart of the current kind and offers is shown.
    void chartReady();

private:
    void rebuild();
    void forgetPoints();
    // Adds rows to the points until `budgetMs` have passed (all of them with a negative budget); true
    // when every row is in.
    bool addRows(qint64 budgetMs);
    void nextSlice();
    void showProgress();
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
    // The points of m_rows under the pricing and display shown, m_next rows in.
    std::unique_ptr<PerfPriceAccumulator> m_points;
    qsizetype m_next = 0;
    qsizetype m_incrementalFrom = 50'000;
    QTimer* m_slice = nullptr;
};

} // namespace gp::ui
