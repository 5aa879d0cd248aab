#include "costreport.h"

#include "freshness.h"

#include "filewriter.h"

#include "chartdata.h"
#include "charts.h"
#include "comparison.h"
#include "fixedpoint.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>
#include <QTextDocument>

#include <vector>

using namespace Qt::StringLiterals;

namespace gp::report {

namespace {

// " (stale: 1 year 2 months old)" for a price older than StaleAfterMonths, in the report's sources list.
QString staleSuffix(const QDate& asOf)
{
    const QString note = staleNote(asOf);
    return note.isEmpty() ? QString() : u" <b>("_s + note.toHtmlEscaped() + u")</b>"_s;
}

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString amount(const Money& m)
{
    return roundedToMinor(m).toDecimalString(2, 2);
}

QString percent(std::int64_t bp)
{
    return fixed::toString(bp, 2) + u" %"_s;
}

const QString kTableStyle = u"border='1' cellspacing='0' cellpadding='3' width='100%'"_s;

// Assumptions, comparison and the plan's breakdown as HTML for the paginated part of the report.
QString assumptionsHtml(const ReportInput& in)
{
    QString h = u"<h2>%1</h2><table %2>"_s.arg(QObject::tr("Assumptions"), kTableStyle);
    auto row = [&](const QString& k, const QString& v) {
        h += u"<tr><td width='35%'><b>%1</b></td><td>%2</td></tr>"_s.arg(k, v);
    };
    const QString currency = in.plan ? in.plan->currency : in.currency;
    row(QObject::tr("Currency"), esc(currency));
    const ExchangeRates& fx = in.plan ? in.plan->fx : in.fx;
    // The rates the report's figures rest on: the currencies of the prices used and the one shown.
    QSet<QString> used{currency};
    if (in.plan) {
        for (const PlanItem& it : in.plan->items)
            used.insert(it.prices.currency);
    }
    for (const OfferRow* r : in.offers)
        used.insert(r->currency());
    QStringList rates;
    for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
        if (!used.contains(it.key()))
            continue;
        rates << QObject::tr("%1 %2 per USD (%3%4)")
                     .arg(fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals), it.key(),
                          it->asOf.isValid() ? QObject::tr("as of ") + it->asOf.toString(Qt::ISODate)
                                             : QObject::tr("no date"),
                          it->source.isEmpty() ? QString() : u", "_s + esc(it->source));
    }
    row(QObject::tr("Exchange rates"), rates.isEmpty() ? QObject::tr("none needed") : rates.join(u"<br>"_s));
    row(QObject::tr("Hours in a month"), QObject::tr("730 (reservations bill every hour of their term)"));
    if (in.plan) {
        row(QObject::tr("Default usage"),
            QObject::tr("%1 h per month").arg(fixed::toString(in.plan->hoursPerMonthCenti, 2)));
        row(QObject::tr("Horizon"),
            QObject::tr("%1 months, from the plan's items").arg(in.plan->cost().months));
    } else {
        row(QObject::tr("Usage"), QObject::tr("%1 h per month").arg(fixed::toString(in.usageCentiHours, 2)));
        row(QObject::tr("Horizon"), QObject::tr("%1 months").arg(in.months));
    }
    const auto& discounts = in.plan ? in.plan->discountsBp : in.discountsBp;
    QStringList d;
    for (auto it = discounts.cbegin(); it != discounts.cend(); ++it)
        d << u"%1: %2"_s.arg(esc(in.catalog ? in.catalog->providerName(it.key()) : it.key()),
                             percent(it.value()));
    row(QObject::tr("Negotiated discounts"), d.isEmpty() ? QObject::tr("none") : d.join(u", "_s));
    row(QObject::tr("Spot rework overhead"), percent(in.plan ? in.plan->spotOverheadBp : in.spotOverheadBp));
    row(QObject::tr("Rounding"), QObject::tr("each month to the cent; totals are sums of months"));
    return h + u"</table>"_s;
}

QString comparisonHtml(const ReportInput& in, const Comparison& cmp)
{
    QString h = u"<h2>%1</h2><table %2><thead><tr><th align='left'>%3</th>"_s.arg(
        QObject::tr("Comparison"), kTableStyle, QObject::tr("Attribute"));
    for (const Comparison::Column& c : cmp.columns())
        h += u"<th>%1<br>%2</th>"_s.arg(esc(c.instance->id()), esc(c.offer ? c.offer->region : QString()));
    h += u"</tr></thead>"_s;
    for (const Comparison::Row& r : cmp.rows()) {
        h += u"<tr><td>%1</td>"_s.arg(esc(r.label));
        for (int i = 0; i < r.display.size(); ++i) {
            const QString v = r.display[i].isEmpty() ? u"—"_s : esc(r.display[i]);
            h += r.best.contains(i) ? u"<td align='right'><b>%1</b></td>"_s.arg(v)
                                    : u"<td align='right'>%1</td>"_s.arg(v);
        }
        h += u"</tr>"_s;
    }
    Q_UNUSED(in);
    return h + u"</table><p>"_s + QObject::tr("Best value per row in bold.") + u"</p>"_s;
}

QString planHtml(const Plan& plan, const PlanCost& cost)
{
    QString h =
        u"<h2>%1</h2><table %2><thead><tr><th>#</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</th><th>%8</th><th>%9</th></tr></thead>"_s
            .arg(QObject::tr("Plan items"), kTableStyle, QObject::tr("Instance"), QObject::tr("Region"),
                 QObject::tr("Count"), QObject::tr("Pricing"), QObject::tr("Months"), QObject::tr("Phase"),
                 QObject::tr("Total"));
    for (int i = 0; i < plan.items.size(); ++i) {
        const PlanItem& it = plan.items[i];
        const PlanItemCost& ic = cost.items[i];
        h +=
            u"<tr><td>%1</td><td>%2</td><td>%3</td><td align='right'>%4</td><td>%5</td><td>%6–%7</td><td>%8</td><td align='right'>%9</td></tr>"_s
                .arg(i + 1)
                .arg(esc(it.instanceId), esc(it.region))
                .arg(it.count)
                .arg(ic.option ? esc(ic.option->label()) : esc(pricingModelLabel(it.pricing)))
                .arg(it.startMonth)
                .arg(it.endMonth())
                .arg(esc(it.phase), ic.option ? amount(ic.total) : QObject::tr("not priced"));
    }
    h += u"</table>"_s;
    // By month and phase.
    QStringList phases;
    for (const PlanTotal& t : cost.perPhase)
        phases << t.key;
    h += u"<h2>%1</h2><table %2><thead><tr><th>%3</th>"_s.arg(
        QObject::tr("Cost by month and phase (%1)").arg(esc(plan.currency)), kTableStyle,
        QObject::tr("Month"));
    for (const QString& p : phases)
        h += u"<th>%1</th>"_s.arg(p.isEmpty() ? QObject::tr("(no phase)") : esc(p));
    h += u"<th>%1</th><th>%2</th></tr></thead>"_s.arg(QObject::tr("Total"), QObject::tr("Cumulative"));
    const QList<Money> cumulative = cost.cumulative();
    for (int m = 0; m < cost.months; ++m) {
        h += u"<tr><td align='right'>%1</td>"_s.arg(m + 1);
        for (const QString& p : phases) {
            std::int64_t v = 0;
            for (int i = 0; i < plan.items.size(); ++i) {
                if (plan.items[i].phase == p)
                    v += cost.items[i].perMonth[m].micros();
            }
            h += u"<td align='right'>%1</td>"_s.arg(amount(Money(v, plan.currency)));
        }
        h += u"<td align='right'>%1</td><td align='right'>%2</td></tr>"_s.arg(amount(cost.perMonth[m]),
                                                                              amount(cumulative[m]));
    }
    h += u"<tr><td><b>%1</b></td>"_s.arg(QObject::tr("Total"));
    for (const PlanTotal& t : cost.perPhase)
        h += u"<td align='right'><b>%1</b></td>"_s.arg(amount(t.total));
    h += u"<td align='right'><b>%1</b></td><td></td></tr></table>"_s.arg(amount(cost.total));
    return h;
}

QString sourcesHtml(const ReportInput& in)
{
    // Every price used: a plan's stored prices (their as-of dates), or the compared offers' sources.
    QStringList lines;
    QSet<QString> seen;
    auto add = [&](const QString& line) {
        if (!seen.contains(line)) {
            seen.insert(line);
            lines << line;
        }
    };
    if (in.plan) {
        for (const PlanItem& it : in.plan->items) {
            add(QObject::tr("%1 in %2: prices in %3 as of %4 (copied into the plan)")
                    .arg(esc(it.instanceId), esc(it.region), esc(it.prices.currency),
                         it.prices.asOf.isValid() ? asOfText(it.prices.asOf, it.prices.undated)
                                                  : QObject::tr("unknown")) +
                staleSuffix(it.prices.asOf));
        }
    }
    for (const OfferRow* r : in.offers) {
        if (!r->offer)
            continue;
        auto src = [&](const Source& s) {
            add(u"%1 — %2, %3%4"_s.arg(esc(r->instance->id()), esc(s.title),
                                       QObject::tr("as of ") + asOfText(s) + staleSuffix(s.asOf),
                                       s.url.isEmpty() ? QString() : u" &lt;"_s + esc(s.url) + u"&gt;"_s));
        };
        for (const Source* s : r->offer->priceSources())
            src(*s);
        if (r->gpu)
            src(r->gpu->source);
    }
    QString h = u"<h2>%1</h2><ul>"_s.arg(QObject::tr("Data sources"));
    for (const QString& l : lines)
        h += u"<li>%1</li>"_s.arg(l);
    return h + u"</ul>"_s;
}
} // namespace

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

int paintReport(QPagedPaintDevice& device, const ReportInput& in, QStringList* drawn)
{
    QPainter p(&device);
    const QRectF page(QPointF(0, 0), device.pageLayout().paintRectPixels(device.logicalDpiX()).size());
    const qreal pt = device.logicalDpiX() / 72.0; // device pixels per point
    int pageNo = 1;
    auto text = [&](const QRectF& r, int flags, const QString& s) {
        p.drawText(r, flags, s);
        if (drawn)
            *drawn << s;
    };
    auto footer = [&] {
        QFont f = p.font();
        f.setPointSizeF(8);
        p.setFont(f);
        p.setPen(QColor(110, 110, 110));
        const QRectF r(0, page.height() - 14 * pt, page.width(), 14 * pt);
        text(r, Qt::AlignLeft | Qt::AlignBottom, in.title);
        text(r, Qt::AlignRight | Qt::AlignBottom, QObject::tr("Page %1").arg(pageNo));
        p.setPen(Qt::black);
    };
    auto newPage = [&] {
        footer();
        device.newPage();
        ++pageNo;
    };
    const QRectF body(0, 0, page.width(), page.height() - 20 * pt);

    std::optional<PlanCost> planCost;
    if (in.plan)
        planCost = in.plan->cost();
    Comparison comparison;
    QList<CostEstimate> estimates;
    if (!in.offers.isEmpty() && in.catalog) {
        QList<Comparison::Column> columns;
        for (const OfferRow* r : in.offers)
            columns << *r;
        Comparison::Options o;
        static_cast<CostBasis&>(o) = in;
        o.withCosts = true;
        comparison = Comparison::fromColumns(columns, *in.catalog, o);
    }

    // Cover.
    QFont f = p.font();
    f.setPointSizeF(26);
    f.setBold(true);
    p.setFont(f);
    text(QRectF(0, body.height() * 0.22, body.width(), 60 * pt), Qt::AlignHCenter | Qt::TextWordWrap,
         in.title);
    f.setPointSizeF(12);
    f.setBold(false);
    p.setFont(f);
    text(QRectF(0, body.height() * 0.22 + 70 * pt, body.width(), 20 * pt), Qt::AlignHCenter,
         QObject::tr("GPU Planner cost report · %1").arg(in.date.toString(Qt::ISODate)));
    if (!in.author.isEmpty())
        text(QRectF(0, body.height() * 0.22 + 92 * pt, body.width(), 20 * pt), Qt::AlignHCenter,
             QObject::tr("Prepared by %1").arg(in.author));
    QStringList headline;
    if (planCost) {
        headline << QObject::tr("Plan \"%1\": %2 %3 over %4 months")
                        .arg(in.plan->name, amount(planCost->total), in.plan->currency)
                        .arg(planCost->months);
        for (const PlanTotal& t : planCost->perPhase)
            headline << QObject::tr("%1: %2 %3")
                            .arg(t.key.isEmpty() ? QObject::tr("(no phase)") : t.key, amount(t.total),
                                 in.plan->currency);
        if (in.plan->budget.total) {
            headline << (planCost->totalBudgetExceededInMonth
                             ? QObject::tr("Over the budget of %1 from month %2")
                                   .arg(amount(*in.plan->budget.total))
                                   .arg(*planCost->totalBudgetExceededInMonth)
                             : QObject::tr("Within the budget of %1").arg(amount(*in.plan->budget.total)));
        }
    }
    for (const Comparison::Row& r : comparison.rows()) {
        if (r.key == u"cheapest_pricing"_s) {
            for (int i = 0; i < comparison.columns().size(); ++i)
                headline
                    << (r.display[i].isEmpty()
                            ? QObject::tr("%1: no public price").arg(comparison.columns()[i].instance->id())
                            : QObject::tr("%1: cheapest as %2")
                                  .arg(comparison.columns()[i].instance->id(), r.display[i]));
        }
    }
    f.setPointSizeF(13);
    p.setFont(f);
    qreal y = body.height() * 0.45;
    for (const QString& line : headline) {
        text(QRectF(0, y, body.width(), 22 * pt), Qt::AlignHCenter, line);
        y += 22 * pt;
    }

    // The paginated text: assumptions and comparison, then (after the charts) the plan and the sources.
    // The document lays out at 96 dpi, as on screen, and is scaled onto the page.
    const qreal scale = device.logicalDpiX() / 96.0;
    const QSizeF docPage(body.width() / scale, body.height() / scale);
    auto paintDocument = [&](const QString& html) {
        QTextDocument doc;
        QFont base = doc.defaultFont();
        base.setPointSizeF(9);
        doc.setDefaultFont(base);
        doc.setDefaultStyleSheet(u"h2 { font-size: 14pt; } th { background-color: #e8e8e8; }"_s);
        doc.setHtml(html);
        doc.setPageSize(docPage);
        if (drawn)
            *drawn << doc.toPlainText();
        for (int i = 0; i < doc.pageCount(); ++i) {
            newPage();
            p.save();
            p.scale(scale, scale);
            p.translate(0, -i * docPage.height());
            drawOnPaper(p, doc, QRectF(0, i * docPage.height(), docPage.width(), docPage.height()));
            p.restore();
        }
    };
    QString first = assumptionsHtml(in);
    if (!comparison.columns().isEmpty())
        first += comparisonHtml(in, comparison);
    paintDocument(first);

    // Charts, one per page, vector.
    std::vector<std::unique_ptr<QChart>> chartList;
    if (planCost) {
        CostSeries total{in.plan->name, false, {}, std::nullopt};
        for (const Money& m : planCost->cumulative())
            total.cumulative << roundedToMinor(m).toDouble();
        chartList.push_back(charts::costOverTimeChart({total}, in.plan->currency, in.plan->name));
        chartList.push_back(charts::budgetChart(budgetStacks(*in.plan, *planCost, true), *in.plan, true));
        chartList.push_back(charts::budgetChart(budgetStacks(*in.plan, *planCost, false), *in.plan, false));
        // Where the plan's offers stand on performance for the price (those still in the catalog).
        if (in.catalog) {
            QList<const OfferRow*> rows;
            for (const PlanItem& it : in.plan->items) {
                for (const OfferRow& r : in.catalog->rows()) {
                    if (r.instance->id() == it.instanceId && r.region() == it.region && !rows.contains(&r))
                        rows << &r;
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
        const OfferRow* r = in.offers.first();
        if (r->offer) {
            const CostInputs ci = CostInputs::forRow(*r, in.precision, in);
            if (const Result<CostEstimate> e = estimateCost(ci))
                chartList.push_back(charts::costOverTimeChart(costSeries(e.value()), in.currency,
                                                              r->instance->id() + u" in "_s + r->region()));
        }
        chartList.push_back(charts::perfPriceChart(
            *in.catalog, perfPriceData(in.offers, PricingModel::OnDemand, in.precision, in.currency, in.fx),
            false));
    }
    for (const auto& c : chartList) {
        newPage();
        const QSizeF logical(1000, 1000 * body.height() / body.width() * 0.8);
        const QRectF target(0, 0, body.width(), body.width() * logical.height() / logical.width());
        charts::paintChart(*c, p, target, logical);
        if (drawn)
            *drawn << c->title();
    }

    QString last;
    if (planCost)
        last += planHtml(*in.plan, *planCost);
    last += sourcesHtml(in);
    paintDocument(last);
    footer();
    p.end();
    return pageNo;
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
