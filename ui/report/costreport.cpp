#include "costreport.h"

#include "chartdata.h"
#include "charts.h"
#include "filewriter.h"
#include "reportsections.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <QTextDocument>
#include <QTextOption>

#include <vector>

using namespace Qt::StringLiterals;

namespace gp::report {

void drawOnPaper(QPainter& painter, const QTextDocument& document, const QRectF& clip)
{
    // QTextDocument::drawContents takes its colours from the application palette; paper is always light.
    QAbstractTextDocumentLayout::PaintContext context;
    QPalette paper;
    for (QPalette::ColorGroup g : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        paper.setColor(g, QPalette::Text, Qt::black);
        paper.setColor(g, QPalette::WindowText, Qt::black);
        paper.setColor(g, QPalette::Base, Qt::white);
        paper.setColor(g, QPalette::Window, Qt::white);
        paper.setColor(g, QPalette::Link, QColor(0x1a, 0x4f, 0x9c));
    }
    context.palette = paper;
    context.clip = clip;
    painter.save();
    painter.setClipRect(clip);
    document.documentLayout()->draw(&painter, context);
    painter.restore();
}

int paintReport(ReportCanvas& canvas, const ReportInput& in, QStringList* drawn)
{
    QPainter* p = &canvas.painter(); // the current page's painter
    const QRectF page(QPointF(0, 0), canvas.pageSize());
    const qreal pt = canvas.dpi() / 72.0; // device pixels per point
    int pageNo = 1;
    bool pageUsed = false;
    auto text = [&](const QRectF& r, int flags, const QString& s) {
        p->drawText(r, flags, s);
        if (drawn)
            *drawn << s;
    };
    auto footer = [&] {
        QFont f = p->font();
        f.setPointSizeF(8);
        f.setBold(false);
        p->setFont(f);
        p->setPen(QColor(110, 110, 110));
        const QRectF r(0, page.height() - 14 * pt, page.width(), 14 * pt);
        text(r, Qt::AlignLeft | Qt::AlignBottom, in.title);
        text(r, Qt::AlignRight | Qt::AlignBottom, QObject::tr("Page %1").arg(pageNo));
        p->setPen(Qt::black);
    };
    // A new page when the current one holds anything.
    auto startPage = [&] {
        if (pageUsed) {
            footer();
            canvas.newPage();
            p = &canvas.painter();
            ++pageNo;
        }
        pageUsed = true;
    };
    const QRectF body(0, 0, page.width(), page.height() - 20 * pt);

    std::optional<PlanCost> planCost;
    if (in.plan)
        planCost = in.plan->cost();
    Comparison comparison;
    QList<std::optional<CostEstimate>> estimates; // one per compared offer
    if (!in.offers.isEmpty() && in.catalog) {
        QList<Comparison::Column> columns;
        for (const OfferRow* r : in.offers) {
            columns << *r;
            std::optional<CostEstimate> e;
            if (r->offer) {
                if (const Result<CostEstimate> est = estimateCost(CostInputs::forRow(*r, in.precision, in)))
                    e = est.value();
            }
            estimates << e;
        }
        Comparison::Options o;
        static_cast<CostBasis&>(o) = in;
        o.withCosts = true;
        comparison = Comparison::fromColumns(columns, *in.catalog, o);
    }

    // The paginated text. The document lays out at 96 dpi, as on screen, and is scaled onto the page.
    const qreal scale = canvas.dpi() / 96.0;
    const QSizeF docPage(body.width() / scale, body.height() / scale);
    auto paintDocument = [&](const QString& html) {
        QTextDocument doc;
        QFont base = doc.defaultFont();
        base.setPointSizeF(9);
        doc.setDefaultFont(base);
        doc.setDefaultStyleSheet(u"h1 { font-size: 20pt; } h2 { font-size: 14pt; } h3 { font-size: 11pt; } "
                                 "th { background-color: #e8e8e8; } .sub { color: #555555; } .total { "
                                 "background-color: #f3f3f3; } "
                                 ".warn { color: #a01010; }"_s);
        doc.setHtml(html);
        doc.setPageSize(docPage);
        if (drawn)
            *drawn << doc.toPlainText();
        for (int i = 0; i < doc.pageCount(); ++i) {
            startPage();
            p->save();
            p->scale(scale, scale);
            p->translate(0, -i * docPage.height());
            drawOnPaper(*p, doc, QRectF(0, i * docPage.height(), docPage.width(), docPage.height()));
            p->restore();
        }
    };

    // A long table painted row by row on fresh pages, its header on each (QTextDocument takes seconds to lay
    // out 10,000 rows). It looks like the HTML tables: 9 pt text, 3 px padding, grey header, thin rules, the
    // page's width; when the text is wider than the page the widest columns narrow and their long cells wrap.
    auto paintTable = [&](const QString& heading, const TableCells& t) {
        startPage();
        const qreal px = canvas.dpi() / 96.0; // one CSS pixel
        QFont headingFont = p->font();
        headingFont.setPointSizeF(14);
        headingFont.setBold(true);
        p->setFont(headingFont);
        p->setPen(Qt::black);
        const qreal headingHeight = QFontMetricsF(headingFont, p->device()).height() * 1.4;
        text(QRectF(0, 0, body.width(), headingHeight), Qt::AlignLeft | Qt::AlignVCenter, heading);
        QFont cellFont = headingFont;
        cellFont.setPointSizeF(9);
        cellFont.setBold(false);
        QFont headerFont = cellFont;
        headerFont.setBold(true);
        const QFontMetricsF fm(cellFont, p->device());
        const QFontMetricsF hfm(headerFont, p->device());
        const qreal pad = 3 * px;
        const qsizetype columns = t.header.size();
        QList<qreal> widths(columns, 0);
        for (qsizetype c = 0; c < columns; ++c)
            widths[c] = hfm.horizontalAdvance(t.header[c]);
        for (const QStringList& row : t.rows) {
            for (qsizetype c = 0; c < columns && c < row.size(); ++c)
                widths[c] = std::max(widths[c], fm.horizontalAdvance(row[c]));
        }
        qreal natural = 0;
        for (qreal& w : widths) {
            w += 2 * pad + px;
            natural += w;
        }
        if (natural <= body.width()) {
            // Spread the spare width in proportion, as a table of width 100 %.
            for (qreal& w : widths)
                w += (body.width() - natural) * w / natural;
        } else {
            // Narrow the widest columns, together, until the table fits; their long cells wrap.
            qreal excess = natural - body.width();
            while (excess > 0.5) {
                const qreal widest = *std::max_element(widths.cbegin(), widths.cend());
                qreal second = 0;
                int count = 0;
                for (const qreal w : widths) {
                    if (w >= widest - 0.01)
                        ++count;
                    else
                        second = std::max(second, w);
                }
                const qreal cut = std::min(excess / count, std::max(widest - second, qreal(1)));
                for (qreal& w : widths) {
                    if (w >= widest - 0.01)
                        w -= cut;
                }
                excess -= cut * count;
            }
        }
        const qreal lineHeight = fm.height() + 2 * pad + px;
        // Wrapped at a word boundary ("aliyun/" | "ecs.gn7i-" | "c16g1.4xlarge") or, for a longer word,
        // anywhere.
        QTextOption wrapping;
        wrapping.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        // A row's height: one line, or what its wrapped cells need.
        auto heightOf = [&](const QStringList& cells, const QFontMetricsF& metrics) {
            qreal h = lineHeight;
            for (qsizetype c = 0; c < columns && c < cells.size(); ++c) {
                const qreal inner = widths[c] - 2 * pad - px;
                if (metrics.horizontalAdvance(cells[c]) > inner + 0.01) {
                    p->setFont(&metrics == &hfm ? headerFont : cellFont);
                    h = std::max(h, p->boundingRect(QRectF(0, 0, inner, 1e6), cells[c], wrapping).height() +
                                        2 * pad + px);
                }
            }
            return h;
        };
        const QPen rule(QColor(0x80, 0x80, 0x80), px);
        qreal top = headingHeight;
        auto paintRow = [&](const QStringList& cells, bool header, qreal y, qreal rowHeight) {
            if (header)
                p->fillRect(QRectF(0, y, body.width(), rowHeight), QColor(0xe8, 0xe8, 0xe8));
            p->setFont(header ? headerFont : cellFont);
            p->setPen(Qt::black);
            qreal x = 0;
            for (qsizetype c = 0; c < columns; ++c) {
                const QRectF cell(x + pad, y + pad, widths[c] - 2 * pad - px, rowHeight - 2 * pad - px);
                const QString s = cells.value(c);
                const Qt::Alignment align = header                    ? Qt::AlignHCenter
                                            : t.rightAligned.value(c) ? Qt::AlignRight
                                                                      : Qt::AlignLeft;
                wrapping.setAlignment(align | Qt::AlignTop);
                p->drawText(cell, s, wrapping);
                if (drawn)
                    *drawn << s;
                x += widths[c];
            }
            p->setPen(rule);
            p->drawLine(QPointF(0, y + rowHeight), QPointF(body.width(), y + rowHeight));
        };
        // The rules around the rows of one page.
        auto closePage = [&](qreal from, qreal to) {
            p->setPen(rule);
            qreal x = 0;
            p->drawLine(QPointF(0, from), QPointF(body.width(), from));
            for (qsizetype c = 0; c <= columns; ++c) {
                p->drawLine(QPointF(std::min(x, body.width()), from), QPointF(std::min(x, body.width()), to));
                if (c < columns)
                    x += widths[c];
            }
        };
        const qreal headerHeight = heightOf(t.header, hfm);
        qsizetype next = 0;
        do {
            const qreal pageTop = top;
            paintRow(t.header, true, top, headerHeight);
            top += headerHeight;
            bool first = true; // a row taller than a page is cut rather than never placed
            while (next < t.rows.size()) {
                const qreal h = heightOf(t.rows[next], fm);
                if (top + h > body.height() && !first)
                    break;
                paintRow(t.rows[next++], false, top, h);
                top += h;
                first = false;
            }
            closePage(pageTop, top);
            if (next < t.rows.size()) {
                startPage();
                top = 0;
            }
        } while (next < t.rows.size());
    };

    // Page 1: who and when, then what it costs, then every assumption.
    QString first = u"<h1>%1</h1><p class='sub'>%2"_s.arg(
        esc(in.title), esc(QObject::tr("GPU Planner cost report · %1").arg(in.date.toString(Qt::ISODate))));
    if (!in.author.isEmpty())
        first += u" · "_s + esc(QObject::tr("Prepared by %1").arg(in.author));
    first += u"</p>"_s;
    if (planCost)
        first += planSummaryHtml(*in.plan, summarizePlan(*in.plan));
    if (!comparison.columns().isEmpty())
        first += comparisonSummaryHtml(in, estimates);
    first += assumptionsHtml(in);
    if (!comparison.columns().isEmpty())
        first += comparisonHtml(in, comparison);
    paintDocument(first);

    // Charts, two to a page, each with its number and title; vector.
    std::vector<std::unique_ptr<QChart>> chartList;
    if (planCost) {
        chartList.push_back(charts::planCostOverTimeChart(*in.plan, *planCost));
        chartList.push_back(
            charts::budgetChart(budgetStacks(*in.plan, *planCost, StackBy::Phase), *in.plan, StackBy::Phase));
        chartList.push_back(charts::budgetChart(budgetStacks(*in.plan, *planCost, StackBy::Provider),
                                                *in.plan, StackBy::Provider, {false, {}, in.catalog}));
        // Compute, storage, data transfer and other stacked, once the plan has more than instance-hours.
        if (std::any_of(in.plan->items.cbegin(), in.plan->items.cend(),
                        [](const PlanItem& i) { return i.kind != PlanItemKind::Instance; }))
            chartList.push_back(charts::budgetChart(budgetStacks(*in.plan, *planCost, StackBy::Kind),
                                                    *in.plan, StackBy::Kind));
        // Where the plan's offers stand on performance for the price (those still in the catalog).
        if (in.catalog) {
            // One pass over the catalog, one lookup per item (a 10,000-item plan against a big catalog).
            QHash<QString, const OfferRow*> byOffer;
            for (const OfferRow& r : in.catalog->rows())
                byOffer.insert(r.instance->id() + u'\n' + r.region(), &r);
            QList<const OfferRow*> rows;
            QSet<const OfferRow*> seen;
            for (const PlanItem& it : in.plan->items) {
                const OfferRow* r = byOffer.value(it.instanceId + u'\n' + it.region);
                if (r && !seen.contains(r)) {
                    seen.insert(r);
                    rows << r;
                }
            }
            if (!rows.isEmpty())
                chartList.push_back(charts::perfPriceChart(
                    *in.catalog,
                    perfPriceData(rows, PricingModel::OnDemand, in.precision, in.plan->currency, in.plan->fx),
                    false));
        }
    }
    if (!comparison.columns().isEmpty()) {
        QList<CostSeries> series;
        for (int i = 0; i < in.offers.size(); ++i) {
            if (estimates[i])
                series << cheapestSeries(in.offers[i]->instance->id() + u" · "_s + in.offers[i]->region(),
                                         *estimates[i]);
        }
        if (!series.isEmpty())
            chartList.push_back(charts::costOverTimeChart(
                series, in.currency, QObject::tr("each offer's cheapest uninterruptible option")));
        chartList.push_back(charts::perfPriceChart(
            *in.catalog, perfPriceData(in.offers, PricingModel::OnDemand, in.precision, in.currency, in.fx),
            false));
    }
    const qreal gap = 10 * pt;
    const qreal slot = (body.height() - gap) / 2; // two charts to a page
    for (std::size_t i = 0; i < chartList.size(); ++i) {
        if (i % 2 == 0)
            startPage();
        QChart& c = *chartList[i];
        const qreal top = (i % 2) * (slot + gap);
        QFont f = p->font();
        f.setPointSizeF(10);
        f.setBold(true);
        p->setFont(f);
        p->setPen(Qt::black);
        // A long title wraps onto a second line rather than running off the page.
        const QString caption = QObject::tr("Figure %1. %2").arg(i + 1).arg(charts::plainTitle(c));
        const qreal captionHeight =
            p->boundingRect(QRectF(0, 0, body.width(), slot / 4), Qt::AlignLeft | Qt::TextWordWrap, caption)
                .height() +
            4 * pt;
        text(QRectF(0, top, body.width(), captionHeight), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             caption);
        // The caption carries the title; the chart keeps its area for the plot.
        c.setTitle(QString());
        const qreal h = slot - captionHeight;
        const QSizeF logical(1000, 1000 * h / body.width());
        charts::paintChart(c, *p, QRectF(0, top + captionHeight, body.width(), h), logical);
    }

    QString last;
    if (planCost) {
        const TableCells items = planItemCells(*in.plan, *planCost);
        if (items.rows.size() > PaintedTableFrom)
            paintTable(QObject::tr("Plan items"), items);
        else
            last += cellsHtml(QObject::tr("Plan items"), items);
        last += planMonthsHtml(*in.plan, *planCost);
    }
    last += sourcesHtml(in);
    paintDocument(last);
    footer();
    return pageNo;
}

int paintReport(QPagedPaintDevice& device, const ReportInput& input, QStringList* drawn)
{
    // A PDF writer or a printer: one painter over every page.
    class DeviceCanvas : public ReportCanvas
    {
    public:
        explicit DeviceCanvas(QPagedPaintDevice& device) : m_device(device), m_painter(&device) {}
        QPainter& painter() override { return m_painter; }
        void newPage() override { m_device.newPage(); }
        QSizeF pageSize() const override
        {
            return m_device.pageLayout().paintRectPixels(m_device.logicalDpiX()).size();
        }
        qreal dpi() const override { return m_device.logicalDpiX(); }

    private:
        QPagedPaintDevice& m_device;
        QPainter m_painter;
    } canvas(device);
    return paintReport(canvas, input, drawn);
}

QList<QImage> renderReportPages(const ReportInput& input, const QSizeF& pagePoints, qreal dpi)
{
    class ImageCanvas : public ReportCanvas
    {
    public:
        ImageCanvas(const QSizeF& points, qreal dpi) : m_size((points * dpi / 72.0).toSize()), m_dpi(dpi)
        {
            start();
        }
        ~ImageCanvas() override { m_painter.end(); }
        QPainter& painter() override { return m_painter; }
        void newPage() override
        {
            const QFont font = m_painter.font();
            const QPen pen = m_painter.pen();
            m_painter.end();
            start();
            m_painter.setFont(font);
            m_painter.setPen(pen);
        }
        QSizeF pageSize() const override { return m_size; }
        qreal dpi() const override { return m_dpi; }
        QList<QImage> pages;

    private:
        void start()
        {
            QImage image(m_size, QImage::Format_RGB32);
            image.fill(Qt::white);
            const int dotsPerMeter = qRound(m_dpi / 0.0254);
            image.setDotsPerMeterX(dotsPerMeter);
            image.setDotsPerMeterY(dotsPerMeter);
            pages << image;
            m_painter.begin(&pages.last());
            m_painter.setRenderHint(QPainter::Antialiasing);
        }
        QSize m_size;
        qreal m_dpi;
        QPainter m_painter;
    };
    QList<QImage> out;
    {
        ImageCanvas canvas(pagePoints, dpi);
        paintReport(canvas, input);
        canvas.painter().end();
        out = canvas.pages;
    }
    return out;
}

Result<int> writePdf(const ReportInput& input, const PageSetup& setup, const QString& path,
                     QStringList* drawn)
{
    if (input.plan) {
        if (const PlanCost cost = input.plan->cost(); !cost.isComplete())
            return cost.incompleteError(path); // a cover total with a line missing would be wrong
    }
    int pages = 0;
    const Result<bool> written = writeFileSafely(path, [&](QIODevice& file) {
        QPdfWriter pdf(&file);
        pdf.setTitle(input.title);
        pdf.setCreator(u"GPU Planner"_s);
        pdf.setResolution(300);
        pdf.setPageLayout(
            QPageLayout(setup.size, setup.orientation, QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter));
        pages = paintReport(pdf, input, drawn);
        return QString();
    });
    if (!written)
        return written.error();
    return pages;
}

} // namespace gp::report
