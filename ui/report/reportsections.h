#pragma once

#include "comparison.h"
#include "costreport.h"
#include "plansummary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp::report {

// What the cost report says, as HTML sections for its paginated text and as cells for its painted table;
// costreport.cpp lays them out on pages.

QString esc(const QString& s); // HTML-escaped
// HTML-escaped, with a line break allowed after each separator (/ . _ -) and nowhere else, for ids in narrow
// columns: "Standard_ND96isr_H100_v5" may break into "Standard_" and "ND96isr_", never inside "ND96isr".
QString breakableId(const QString& id);
// A column head of an offer: its id over its region, in smaller type when five or more columns share the
// page.
QString idHeaderHtml(const QString& id, const QString& region, qsizetype columns);

// Page 1 of a plan's report: its cost as planned and bought each other way, break-even points, budget,
// prices.
QString planSummaryHtml(const Plan& plan, const PlanSummary& s);
// Page 1 of a comparison's report: each offer under each way of buying, side by side.
QString comparisonSummaryHtml(const ReportInput& in, const QList<std::optional<CostEstimate>>& estimates);
// Currency and rates, hours, usage, horizon, discounts, spot overhead.
QString assumptionsHtml(const ReportInput& in);
// The comparison's attribute table with the totals under every pricing model.
QString comparisonHtml(const ReportInput& in, const Comparison& cmp);

// A table as cells: a header and rows, some columns aligned right.
struct TableCells
{
    QStringList header;
    QList<bool> rightAligned;
    QList<QStringList> rows;
};
// The plan's items: number, instance, region, count, pricing, months, phase, total.
TableCells planItemCells(const Plan& plan, const PlanCost& cost);
// A plan of up to this many items has its items table laid out with the rest of the text; a longer one is
// painted page by page (the same cells and look).
constexpr qsizetype PaintedTableFrom = 100;
QString cellsHtml(const QString& heading, const TableCells& t);

// The plan's cost by month and phase, with totals.
QString planMonthsHtml(const Plan& plan, const PlanCost& cost);
// Every price used: a plan's stored prices (one line per instance and price date), the compared offers'
// sources.
QString sourcesHtml(const ReportInput& in);

} // namespace gp::report
