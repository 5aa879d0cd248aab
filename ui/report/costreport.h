#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "plan.h"

#include <QDate>
#include <QPageLayout>
#include <QPageSize>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace gp::report {

// What a cost report covers: a plan, or offers compared over one horizon and usage.
struct ReportInput
{
    QString title;
    QString author;
    QDate date = QDate::currentDate();
    const Catalog* catalog = nullptr; // for provider names and the sources of a comparison
    std::optional<Plan> plan;
    QList<const OfferRow*> offers; // the comparison (2-6 offers)
    QString currency = QStringLiteral("USD");
    ExchangeRates fx;
    int months = 12;
    std::int64_t usageCentiHours = 73'000;
    QMap<QString, std::int64_t> discountsBp;
    std::int64_t spotOverheadBp = 1000;
    Precision precision = Precision::BF16;
};

struct PageSetup
{
    QPageSize size = QPageSize(QPageSize::A4);
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
};

// Paints the whole report onto a paged device (a QPdfWriter or a QPrinter: PDF export, print preview and
// printing share it). Text stays text and charts stay vector. Returns the page count; every string drawn is
// appended to `drawn` when given (for tests).
int paintReport(QPagedPaintDevice& device, const ReportInput& input, QStringList* drawn = nullptr);

// Writes the report as a PDF through QSaveFile.
Result<int> writePdf(const ReportInput& input, const PageSetup& setup, const QString& path,
                     QStringList* drawn = nullptr);

} // namespace gp::report
