#include "charts.h"

#include "filewriter.h"

#include "fixedpoint.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QGraphicsScene>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScatterSeries>
#include <QSet>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::charts {

namespace {
struct ProviderStyle
{
    const char16_t* id;
    QRgb color;
};
// Okabe & Ito (2008) for the clouds most plans use, then Tol's muted scheme with its darkest colours lifted
// to mid lightness, so every marker reads on the light and the dark chart theme alike.
constexpr ProviderStyle kProviders[] = {
    {u"aws", 0xE69F00},     {u"azure", 0x0072B2},  {u"gcp", 0x009E73},        {u"aliyun", 0xD55E00},
    {u"tencent", 0x56B4E9}, {u"huawei", 0xCC79A7}, {u"lambda", 0x8C7BD8},     {u"runpod", 0xDDCC77},
    {u"nebius", 0xCC6677},  {u"vast", 0xE7298A},   {u"cudo", 0x44AA99},       {u"fluidstack", 0x999933},
    {u"ibm", 0x8C8C8C},     {u"seeweb", 0xAA4499}, {u"paperspace", 0x88CCEE},
};
constexpr int kBigClouds = 6; // the first six draw circles in scatter charts; the GPU clouds diamonds
// (a GPU cloud may share a hue with a big cloud: the shape tells them apart)

int providerIndex(const QString& id)
{
    for (int i = 0; i < int(std::size(kProviders)); ++i) {
        if (id == QStringView(kProviders[i].id))
            return i;
    }
    return -1;
}

QString providerLabel(const Style& style, const QString& id)
{
    return style.catalog ? style.catalog->providerName(id) : id;
}

std::unique_ptr<QChart> newChart(const QString& title, const Style& style)
{
    auto chart = std::make_unique<QChart>();
    chart->setTheme(style.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setTitle(style.title.isEmpty() ? title : style.title);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Axis numbers grouped as the amount formatter groups them ("1,021,356").
    chart->setLocale(amountLocale());
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont f = chart->titleFont();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    chart->setTitleFont(f);
    return chart;
}

// Distinct colours for up to ten series of one chart, readable on light and dark backgrounds.
QColor seriesColor(int i)
{
    static const QColor colors[] = {QColor(31, 119, 180),  QColor(255, 127, 14),  QColor(44, 160, 44),
                                    QColor(214, 39, 40),   QColor(148, 103, 189), QColor(140, 86, 75),
                                    QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
                                    QColor(23, 190, 207)};
    return colors[i % 10];
}

// "1y all upfront" rather than "Reserved 1 year, all upfront": legends stay on one line.
QString shortLabel(const QString& label)
{
    QString s = label;
    s.replace(u"Reserved 1 year"_s, u"1y"_s).replace(u"Reserved 3 years"_s, u"3y"_s);
    s.replace(u"Monthly subscription"_s, u"Monthly"_s).replace(u", "_s, u" "_s);
    return s;
}

QString currencyLabel(const QString& code)
{
    const CurrencyInfo* info = currency::find(code);
    return info ? QString::fromUtf16(info->label) : code;
}
} // namespace

QColor providerColor(const QString& id)
{
    const int i = providerIndex(id);
    if (i >= 0)
        return QColor(kProviders[i].color);
    // A provider the palette does not name (an import): one of the palette's colours, stable per id.
    return QColor(kProviders[qHash(id) % std::size(kProviders)].color);
}

QColor phaseColor(int i)
{
    // Tol's bright scheme: distinct for colour-blind readers, readable on white and on the dark theme.
    static const QRgb colors[] = {0x4477AA, 0xEE6677, 0x228833, 0xCCBB44, 0x66CCEE, 0xAA3377, 0xBBBBBB};
    return QColor(colors[i % int(std::size(colors))]);
}

std::unique_ptr<QChart> perfPriceChart(const Catalog& catalog, const PerfPriceData& all, bool logAxes,
                                       const Style& style)
{
    // A million markers draw as a solid smear and take seconds: one per grid cell and series looks the same.
    ChartDecimation grid;
    grid.logAxes = logAxes;
    const PerfPriceData data = decimated(all, grid);
    auto chart = newChart(QObject::tr("Performance vs price: %1 dense TFLOPS for %2 per hour (%3)")
                              .arg(precisionLabel(data.precision), currencyLabel(data.currency),
                                   pricingModelLabel(data.pricing).toLower()),
                          style);
    // One scatter series per provider and size class: the marker grows with the instance's GPU memory
    // (up to 80 GB, up to 320 GB, more). Only the first series of a provider shows in the legend.
    QMap<std::pair<QString, int>, QScatterSeries*> series;
    QSet<QString> inLegend;
    double minX = 1e300, maxX = 0, minY = 1e300, maxY = 0;
    for (const PerfPricePoint& p : data.points) {
        const QString provider = p.row->instance->provider;
        const int sizeClass = perfPriceSizeClass(p.memoryGb);
        QScatterSeries*& s = series[{provider, sizeClass}];
        if (!s) {
            s = new QScatterSeries;
            s->setName(catalog.providerName(provider));
            s->setColor(providerColor(provider));
            s->setBorderColor(providerColor(provider).darker(140));
            s->setMarkerSize(8 + 5 * sizeClass);
            const int index = providerIndex(provider);
            s->setMarkerShape(index >= 0 && index < kBigClouds ? QScatterSeries::MarkerShapeCircle
                                                               : QScatterSeries::MarkerShapeRotatedRectangle);
        }
        s->append(p.price, p.tflops);
        minX = std::min(minX, p.price);
        maxX = std::max(maxX, p.price);
        minY = std::min(minY, p.tflops);
        maxY = std::max(maxY, p.tflops);
    }
    auto* front = new QLineSeries;
    front->setName(QObject::tr("Pareto front (most TFLOPS for the price)"));
    QPen pen(style.dark ? QColor(230, 230, 230) : QColor(60, 60, 60));
    pen.setWidthF(1.6);
    pen.setStyle(Qt::DashLine);
    front->setPen(pen);
    for (int i : data.pareto)
        front->append(data.points[i].price, data.points[i].tflops);

    QAbstractAxis* x = nullptr;
    QAbstractAxis* y = nullptr;
    if (logAxes) {
        auto* lx = new QLogValueAxis;
        auto* ly = new QLogValueAxis;
        lx->setLabelFormat(u"%.2f"_s);
        ly->setLabelFormat(u"%.0f"_s);
        lx->setBase(10);
        ly->setBase(10);
        x = lx;
        y = ly;
    } else {
        auto* vx = new QValueAxis;
        auto* vy = new QValueAxis;
        vx->setRange(0, maxX > 0 ? maxX * 1.05 : 1);
        vy->setRange(0, maxY > 0 ? maxY * 1.05 : 1);
        vx->applyNiceNumbers();
        vy->applyNiceNumbers();
        // Localized numbers (grouped) take only f/d/e/g with a precision: cents below 10 an hour.
        vx->setLabelFormat(vx->max() < 10 ? u"%.2f"_s : u"%.0f"_s);
        vy->setLabelFormat(u"%.0f"_s);
        x = vx;
        y = vy;
    }
    x->setTitleText(QObject::tr("%1 per hour (%2)")
                        .arg(currencyLabel(data.currency), pricingModelLabel(data.pricing).toLower()));
    y->setTitleText(QObject::tr("%1 TFLOPS (dense, whole instance)").arg(precisionLabel(data.precision)));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QScatterSeries* s : series) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        const bool first = !inLegend.contains(s->name());
        inLegend.insert(s->name());
        for (QLegendMarker* m : chart->legend()->markers(s))
            m->setVisible(first);
    }
    if (!data.points.isEmpty()) {
        chart->setTitle(chart->title() + QObject::tr("; marker size: GPU memory (≤ 80, ≤ 320, > 320 GB)"));
        if (data.isDecimated())
            chart->setTitle(
                chart->title() + u"<br>"_s +
                QObject::tr("%1 of %2 offers drawn, the others under them")
                    .arg(amountLocale().toString(qlonglong(data.points.size())),
                         amountLocale().toString(qlonglong(data.plotted)))); // grouped in every face
    }
    // The front's offers are named on the chart (Qt 6.4 has no per-point label text: one small series each,
    // added before the front so the front's line stays the last series).
    // From the most TFLOPS down, a point is named unless it would sit on a named one (within 9 % of the
    // width and 5 % of the height): the crowded cheap end keeps its few clearest names.
    const QColor labelColor = style.dark ? QColor(235, 235, 235) : QColor(30, 30, 30);
    auto position = [&](const PerfPricePoint& p) {
        if (logAxes && minX > 0 && minY > 0 && maxX > minX && maxY > minY)
            return QPointF(std::log(p.price / minX) / std::log(maxX / minX),
                           std::log(p.tflops / minY) / std::log(maxY / minY));
        return QPointF(maxX > 0 ? p.price / maxX : 0, maxY > 0 ? p.tflops / maxY : 0);
    };
    QList<int> byThroughput(data.pareto.cbegin(), data.pareto.cend());
    std::sort(byThroughput.begin(), byThroughput.end(),
              [&](int a, int b) { return data.points[a].tflops > data.points[b].tflops; });
    QList<QPointF> named;
    for (int index : byThroughput) {
        if (named.size() >= MaxParetoLabels)
            break;
        const PerfPricePoint& pt = data.points[index];
        const QPointF at = position(pt);
        const bool crowded = std::any_of(named.cbegin(), named.cend(), [&](const QPointF& o) {
            return std::abs(o.x() - at.x()) < 0.09 && std::abs(o.y() - at.y()) < 0.05;
        });
        if (crowded)
            continue;
        named << at;
        auto* label = new QScatterSeries;
        label->setName(QString());
        label->setMarkerSize(4);
        label->setColor(labelColor);
        label->setBorderColor(labelColor);
        label->append(pt.price, pt.tflops);
        label->setPointLabelsFormat(pt.row->instance->name + u" ("_s + pt.row->gpu->model + u')');
        label->setPointLabelsVisible(true);
        label->setPointLabelsColor(labelColor);
        label->setPointLabelsClipping(false);
        QFont f = label->pointLabelsFont();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        label->setPointLabelsFont(f);
        chart->addSeries(label);
        label->attachAxis(x);
        label->attachAxis(y);
        for (QLegendMarker* m : chart->legend()->markers(label))
            m->setVisible(false);
    }
    chart->addSeries(front);
    front->attachAxis(x);
    front->attachAxis(y);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // circles and diamonds, as plotted
    if (logAxes && !data.points.isEmpty()) {
        x->setRange(minX / 1.3, maxX * 1.3);
        y->setRange(minY / 1.3, maxY * 1.3);
    }
    return chart;
}

std::unique_ptr<QChart> valueChart(const QList<ValueBar>& bars, ValueMetric metric, const QString& currency,
                                   Precision precision, const Style& style)
{
    const QString unit =
        metric == ValueMetric::TflopsPerPriceHour
            ? QObject::tr("%1 TFLOPS per %2/h").arg(precisionLabel(precision), currencyLabel(currency))
            : QObject::tr("%1 per %2 PFLOP-hour").arg(currencyLabel(currency), precisionLabel(precision));
    auto chart = newChart(QObject::tr("Value ranking: %1 (top %2)").arg(unit).arg(bars.size()), style);
    auto* set = new QBarSet(unit);
    QStringList categories;
    // Horizontal bars draw bottom-up: the best goes last so it is on top.
    for (qsizetype i = bars.size() - 1; i >= 0; --i) {
        *set << bars[i].value;
        QString name = bars[i].row->instance->id() + u" · "_s + bars[i].row->region();
        if (bars[i].regions > 1)
            name += QObject::tr(" (best of %1 regions)").arg(bars[i].regions);
        categories << name;
    }
    set->setColor(style.dark ? QColor(90, 160, 230) : QColor(40, 110, 190));
    set->setLabelColor(style.dark ? Qt::white : Qt::black);
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(u"@value"_s);
    series->setLabelsPrecision(4);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    auto* x = new QValueAxis;
    x->setLabelFormat(metric == ValueMetric::TflopsPerPriceHour ? u"%.0f"_s : u"%.2f"_s);
    x->setTitleText(unit);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    x->applyNiceNumbers();
    chart->legend()->hide();
    return chart;
}

std::unique_ptr<QChart> costOverTimeChart(const QList<CostSeries>& series, const QString& currency,
                                          const QString& subject, const Style& style)
{
    auto chart = newChart(QObject::tr("Cumulative cost: %1").arg(subject), style);
    chart->legend()->setAlignment(Qt::AlignRight);
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    int months = 1;
    double maxY = 0;
    for (const CostSeries& s : series) {
        months = std::max(months, int(s.cumulative.size()));
        for (double v : s.cumulative)
            maxY = std::max(maxY, v);
    }
    x->setRange(0, months);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(months > 36 ? 12 : months > 12 ? 6 : 1);
    x->setLabelFormat(u"%.0f"_s); // "%d" draws nothing with localized numbers
    x->setTitleText(QObject::tr("Month"));
    y->setRange(0, maxY > 0 ? maxY * 1.05 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(u"%.0f"_s);
    y->setTitleText(QObject::tr("Cumulative cost (%1)").arg(currencyLabel(currency)));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto* marks = new QScatterSeries;
    marks->setName(QObject::tr("Break-even against on-demand"));
    marks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    marks->setMarkerSize(10);
    marks->setColor(style.dark ? QColor(255, 220, 90) : QColor(200, 40, 40));
    marks->setPointLabelsVisible(true);
    marks->setPointLabelsFormat(QObject::tr("month @xPoint"));
    marks->setPointLabelsClipping(false);
    int index = 0;
    for (const CostSeries& s : series) {
        auto* line = new QLineSeries;
        line->setName(shortLabel(s.label) + (s.interruptible ? QObject::tr(" (interruptible)") : QString()));
        QPen linePen(seriesColor(index++));
        linePen.setWidthF(2);
        line->setPen(linePen);
        line->append(0, 0);
        for (int m = 0; m < s.cumulative.size(); ++m)
            line->append(m + 1, s.cumulative[m]);
        if (s.interruptible) {
            QPen p = line->pen();
            p.setStyle(Qt::DashLine);
            line->setPen(p);
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        // Month 1 ("cheaper from the start", as a no-upfront reservation at full use) is marked too.
        if (s.breakEvenMonth && *s.breakEvenMonth >= 1 && *s.breakEvenMonth <= s.cumulative.size())
            marks->append(*s.breakEvenMonth, s.cumulative[*s.breakEvenMonth - 1]);
    }
    if (marks->count() > 0) {
        chart->addSeries(marks);
        marks->attachAxis(x);
        marks->attachAxis(y);
    } else {
        delete marks;
    }
    return chart;
}

std::unique_ptr<QChart> planCostOverTimeChart(const Plan& plan, const PlanCost& cost, const Style& style)
{
    CostSeries total{plan.name, false, {}, std::nullopt};
    for (const Money& m : cost.cumulative())
        total.cumulative << roundedToMinor(m).toDouble();
    auto chart = costOverTimeChart({total}, plan.currency, plan.name, style);
    if (!plan.budget.total || total.cumulative.isEmpty())
        return chart;
    const double budget = plan.budget.total->toDouble();
    auto* x = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).value(0));
    if (!x || !y)
        return chart;
    // The budget stays on the chart when the plan spends less than it.
    if (budget * 1.05 > y->max()) {
        y->setRange(0, budget * 1.05);
        y->applyNiceNumbers();
    }
    auto* line = new QLineSeries;
    line->setName(QObject::tr("Total budget %1")
                      .arg(formatAmount(*plan.budget.total, AmountKind::Total, CurrencyMark::Symbol)));
    QPen p(style.dark ? QColor(255, 110, 110) : QColor(200, 30, 30));
    p.setWidthF(2);
    p.setStyle(Qt::DashLine);
    line->setPen(p);
    line->append(x->min(), budget);
    line->append(x->max(), budget);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    return chart;
}

std::unique_ptr<QChart> budgetChart(const QList<BudgetStack>& stacks, const Plan& plan, StackBy by,
                                    const Style& style)
{
    const bool byPhase = by == StackBy::Phase;
    auto chart = newChart(QObject::tr("%1: monthly cost by %2")
                              .arg(plan.name, byPhase                   ? QObject::tr("phase")
                                              : by == StackBy::Provider ? QObject::tr("provider")
                                                                        : QObject::tr("kind")),
                          style);
    auto* bars = new QStackedBarSeries;
    int months = 0;
    double maxY = 0;
    QList<double> totals;
    int phase = 0;
    for (const BudgetStack& s : stacks) {
        auto* set =
            new QBarSet(byPhase ? (s.key.isEmpty() ? QObject::tr("(no phase)") : phaseLabel(s.key))
                        : by == StackBy::Provider
                            ? providerLabel(style, s.key)
                            : planItemKindLabel(planItemKindFromKey(s.key).value_or(PlanItemKind::Instance)));
        set->setColor(by == StackBy::Provider ? providerColor(s.key) : phaseColor(phase++));
        set->setBorderColor(set->color());
        for (double v : s.perMonth)
            *set << v;
        months = std::max(months, int(s.perMonth.size()));
        totals.resize(months, 0.0);
        for (int m = 0; m < s.perMonth.size(); ++m)
            totals[m] += s.perMonth[m];
        bars->append(set);
    }
    for (double t : totals)
        maxY = std::max(maxY, t);
    chart->addSeries(bars);
    auto* x = new QBarCategoryAxis;
    for (int m = 1; m <= months; ++m)
        x->append(QString::number(m));
    x->setTitleText(QObject::tr("Month"));
    auto* y = new QValueAxis;
    if (plan.budget.monthly)
        maxY = std::max(maxY, plan.budget.monthly->toDouble());
    if (maxY > 0) {
        y->setRange(0, maxY * 1.08);
        y->applyNiceNumbers();
    } else {
        // Nothing to draw yet: one plain 0-100 axis rather than "0, 0, 1, 1" from a 0-1 range.
        y->setRange(0, 100);
        y->setTickCount(3);
    }
    y->setLabelFormat(u"%.0f"_s);
    y->setTitleText(QObject::tr("Cost per month (%1)").arg(currencyLabel(plan.currency)));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    if (plan.budget.monthly && months > 0) {
        // The budget line spans the category axis: categories sit at 0..n-1 on a hidden value axis.
        auto* budget = new QLineSeries;
        budget->setName(
            QObject::tr("Monthly budget %1")
                .arg(formatAmount(*plan.budget.monthly, AmountKind::Total, CurrencyMark::Symbol)));
        QPen p(style.dark ? QColor(255, 110, 110) : QColor(200, 30, 30));
        p.setWidthF(2);
        p.setStyle(Qt::DashLine);
        budget->setPen(p);
        budget->append(-0.5, plan.budget.monthly->toDouble());
        budget->append(months - 0.5, plan.budget.monthly->toDouble());
        auto* hidden = new QValueAxis;
        hidden->setRange(-0.5, months - 0.5);
        hidden->setVisible(false);
        chart->addAxis(hidden, Qt::AlignBottom);
        chart->addSeries(budget);
        budget->attachAxis(hidden);
        budget->attachAxis(y);
    }
    return chart;
}

std::optional<ExportFormat> formatFromFileName(const QString& path)
{
    const QString lower = path.toLower();
    if (lower.endsWith(u".png"_s))
        return ExportFormat::Png;
    if (lower.endsWith(u".svg"_s))
        return ExportFormat::Svg;
    if (lower.endsWith(u".pdf"_s))
        return ExportFormat::Pdf;
    return std::nullopt;
}

// Lays the chart out at a logical size in a scene of its own (a chart never shown renders tiny otherwise).
QString plainTitle(const QChart& chart)
{
    QString t = chart.title();
    return t.replace(u"<br>"_s, u"; "_s);
}

void paintChart(QChart& chart, QPainter& painter, const QRectF& target, const QSizeF& logical)
{
    QGraphicsScene scene;
    const bool owned = chart.scene() == nullptr;
    if (owned)
        scene.addItem(&chart);
    chart.resize(logical);
    chart.setPos(0, 0);
    QGraphicsScene* s = chart.scene();
    const QRectF sceneRect = s->sceneRect(); // a chart on screen goes back to its view's rectangle
    s->setSceneRect(QRectF(QPointF(0, 0), logical));
    s->render(&painter, target, QRectF(QPointF(0, 0), logical));
    s->setSceneRect(sceneRect);
    if (owned)
        scene.removeItem(&chart);
}

Result<bool> exportChart(QChart& chart, const QString& path, ExportFormat format,
                         const ExportOptions& options)
{
    const QSizeF logical(options.size);
    if (format == ExportFormat::Png) {
        // Encoded in memory first: libpng writing straight to a full disk prints its own "libpng error" line,
        // while a plain write of the bytes fails with the system's reason alone.
        // A white page to the edge, as in the SVG and PDF: the on-screen chart's rounded, shadowed background
        // would leave dark corners and a frame around it.
        QImage image((logical * options.pixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(options.pixelRatio);
        image.fill(Qt::white);
        const qreal roundness = chart.backgroundRoundness();
        const bool shadow = chart.isDropShadowEnabled();
        const QBrush background = chart.backgroundBrush();
        chart.setBackgroundRoundness(0);
        chart.setDropShadowEnabled(false);
        chart.setBackgroundBrush(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paintChart(chart, painter, QRectF(QPointF(0, 0), logical), logical);
        painter.end();
        chart.setBackgroundRoundness(roundness);
        chart.setDropShadowEnabled(shadow);
        chart.setBackgroundBrush(background);
        QByteArray png;
        QBuffer buffer(&png);
        if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
            return Error{ErrorCode::Io, path, 0, 0, {}, u"cannot encode the PNG image"_s};
        return writeFileSafely(path, png);
    }
    return writeFileSafely(path, [&](QIODevice& file) -> QString {
        switch (format) {
        case ExportFormat::Png:
            break; // written above
        case ExportFormat::Svg: {
            QSvgGenerator svg;
            svg.setOutputDevice(&file);
            svg.setSize(options.size);
            svg.setViewBox(QRect(QPoint(0, 0), options.size));
            svg.setTitle(options.title.isEmpty() ? plainTitle(chart) : options.title);
            svg.setDescription(u"GPU Planner chart"_s);
            QPainter painter(&svg);
            paintChart(chart, painter, QRectF(QPointF(0, 0), logical), logical);
            painter.end();
            break;
        }
        case ExportFormat::Pdf: {
            QPdfWriter pdf(&file);
            pdf.setTitle(options.title.isEmpty() ? plainTitle(chart) : options.title);
            pdf.setCreator(u"GPU Planner"_s);
            pdf.setResolution(96); // one PDF unit per logical pixel keeps fonts and lines as drawn on screen
            pdf.setPageSize(QPageSize(QSizeF(logical.width() * 72.0 / 96.0, logical.height() * 72.0 / 96.0),
                                      QPageSize::Point));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter painter(&pdf);
            paintChart(chart, painter, QRectF(QPointF(0, 0), logical), logical);
            painter.end();
            break;
        }
        }
        return QString();
    });
}

} // namespace gp::charts
