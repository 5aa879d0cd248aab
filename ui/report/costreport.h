#pragma once

#include "catalog.h"
#include "costbasis.h"
#include "exchangerates.h"
#include "plan.h"

#include <QDate>
#include <QPageLayout>
#include <QPageSize>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;
class QPainter;
class QRectF;
class QTextDocument;

namespace gp::report {

// What a cost report covers: a plan, or offers compared over the basis's horizon and usage (in its
// currency, USD unless set).
struct ReportInput : CostBasis
{
    ReportInput() { currency = QStringLiteral("USD"); }

    QString title;
    QString author;
    QDate date = QDate::currentDate();
    const Catalog* catalog = nullptr; // for provider names and the sources of a comparison
    std::optional<Plan> plan;
    QList<const OfferRow*> offers; // the comparison (2-6 offers)
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

// Draws the part of a laid-out document inside `clip` as on paper: dark text on a light page whatever the
// application's palette (View > Dark Palette must not print white text on white paper).
void drawOnPaper(QPainter& painter, const QTextDocument& document, const QRectF& clip);

// Writes the report as a PDF through QSaveFile.
Result<int> writePdf(const ReportInput& input, const PageSetup& setup, const QString& path,
                     QStringList* drawn = nullptr);

} // namespace gp::report
