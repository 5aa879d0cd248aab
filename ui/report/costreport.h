#pragma once

#include "catalog.h"
#include "costbasis.h"
#include "exchangerates.h"
#include "plan.h"

#include <QDate>
#include <QImage>
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

// Where the report is painted: a paged device (PDF, print preview, printing) or page images.
class ReportCanvas
{
public:
    virtual ~ReportCanvas() = default;
    virtual QPainter& painter() = 0; // the current page's painter: valid until newPage()
    virtual void newPage() = 0;
    virtual QSizeF pageSize() const = 0; // the printable area, in device pixels
    virtual qreal dpi() const = 0;
};

// The one paint routine of the report: PDF export, print preview, printing and page images all call it. Text
// stays text and charts stay vector on a paged device. Returns the page count; every string drawn is appended
// to `drawn` when given (for tests).
int paintReport(ReportCanvas& canvas, const ReportInput& input, QStringList* drawn = nullptr);
// The same onto a QPdfWriter or a QPrinter.
int paintReport(QPagedPaintDevice& device, const ReportInput& input, QStringList* drawn = nullptr);
// Every page as a white image of `pagePoints` (the printable area, in points) at `dpi`: what the paper shows,
// for tests and previews.
QList<QImage> renderReportPages(const ReportInput& input, const QSizeF& pagePoints, qreal dpi);

// Draws the part of a laid-out document inside `clip` as on paper: dark text on a light page whatever the
// application's palette (View > Dark Palette must not print white text on white paper).
void drawOnPaper(QPainter& painter, const QTextDocument& document, const QRectF& clip);

// Writes the report as a PDF through QSaveFile.
Result<int> writePdf(const ReportInput& input, const PageSetup& setup, const QString& path,
                     QStringList* drawn = nullptr);

} // namespace gp::report
