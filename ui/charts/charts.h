#pragma once

#include "chartdata.h"

#include <QRectF>
#include <QSize>
#include <QString>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QColor;
class QPainter;
QT_END_NAMESPACE

namespace gp::charts {

// Every chart of GPU Planner is built here (Qt Charts stays in this folder).

struct Style
{
    bool dark = false;
    QString title;                    // empty: the chart's own title
    const Catalog* catalog = nullptr; // for providers' display names in legends; ids without it
};

// One colour per provider, the same in every chart on light and dark backgrounds: the Okabe–Ito palette for
// the six largest clouds, Paul Tol's muted colours for the GPU clouds (colour-blind safe; scatter markers add
// a shape per provider group).
QColor providerColor(const QString& providerId);
// A colour for the i-th phase (sorted by name), the same on light and dark backgrounds.
QColor phaseColor(int i);

// The Pareto front's offers named on the chart, most TFLOPS first, up to this many (crowded ones left out).
constexpr int MaxParetoLabels = 10;

std::unique_ptr<QChart> perfPriceChart(const Catalog& catalog, const PerfPriceData& data, bool logAxes,
                                       const Style& style = {});
std::unique_ptr<QChart> valueChart(const QList<ValueBar>& bars, ValueMetric metric, const QString& currency,
                                   Precision precision, const Style& style = {});
std::unique_ptr<QChart> costOverTimeChart(const QList<CostSeries>& series, const QString& currency,
                                          const QString& subject, const Style& style = {});
// A plan's cumulative cost, with its total budget as a line when it has one (the report and `chart --plan`).
std::unique_ptr<QChart> planCostOverTimeChart(const Plan& plan, const PlanCost& cost,
                                              const Style& style = {});
std::unique_ptr<QChart> budgetChart(const QList<BudgetStack>& stacks, const Plan& plan, StackBy by,
                                    const Style& style = {});

// The chart's title as one line of plain text (a line break in it becomes "; "): for captions and file
// metadata.
QString plainTitle(const QChart& chart);

// Paints the chart laid out at `logical` size into `target` (reports draw charts on their pages this way).
void paintChart(QChart& chart, QPainter& painter, const QRectF& target, const QSizeF& logical);

enum class ExportFormat
{
    Png,
    Svg,
    Pdf
};
// png, svg or pdf from a file name; nullopt otherwise.
std::optional<ExportFormat> formatFromFileName(const QString& path);

struct ExportOptions
{
    QSize size{1200, 750}; // logical pixels (points for PDF)
    qreal pixelRatio = 1;  // PNG: device pixels per logical pixel (2 = 192 dpi)
    QString title;         // PDF and SVG metadata
};

// Writes the chart through QSaveFile: vector in SVG and PDF, the requested size in PNG. The old file
// survives a failed write.
Result<bool> exportChart(QChart& chart, const QString& path, ExportFormat format,
                         const ExportOptions& options = {});

} // namespace gp::charts
