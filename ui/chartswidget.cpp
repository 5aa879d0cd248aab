#include "chartswidget.h"

#include "charts.h"
#include "plandocument.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

ChartsWidget::ChartsWidget(const Catalog& catalog, PlanDocument* plan, QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_plan(plan), m_fx(ExchangeRates::builtin())
{
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"chartKind"_s);
    m_kind->addItem(tr("Performance vs price"), PerfPrice);
    m_kind->addItem(tr("Value ranking"), Value);
    m_kind->addItem(tr("Cost over time (selected offer)"), CostOverTime);
    m_kind->addItem(tr("Plan budget"), Budget);
    m_pricing = new QComboBox(this);
    for (PricingModel m : AllPricingModels)
        m_pricing->addItem(pricingModelLabel(m), pricingModelKey(m));
    m_log = new QCheckBox(tr("Logarithmic axes"), this);
    m_by = new QComboBox(this);
    m_by->addItem(tr("by phase"), int(StackBy::Phase));
    m_by->addItem(tr("by provider"), int(StackBy::Provider));
    m_by->addItem(tr("by kind"), int(StackBy::Kind));
    auto* exportButton = new QPushButton(tr("Export…"), this);
    bar->addWidget(m_kind);
    m_pricingLabel = new QLabel(tr("Pricing:"), this);
    m_pricingLabel->setBuddy(m_pricing);
    bar->addWidget(m_pricingLabel);
    bar->addWidget(m_pricing);
    bar->addWidget(m_log);
    bar->addWidget(m_by);
    bar->addStretch(1);
    bar->addWidget(exportButton);
    layout->addLayout(bar);
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    layout->addWidget(m_view, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_slice = new QTimer(this);
    m_slice->setSingleShot(true);
    m_slice->setInterval(0);
    connect(m_slice, &QTimer::timeout, this, &ChartsWidget::nextSlice);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ChartsWidget::rebuild);
    connect(m_pricing, &QComboBox::currentIndexChanged, this, [this] {
        forgetPoints();
        rebuild();
    });
    connect(m_by, &QComboBox::currentIndexChanged, this, &ChartsWidget::rebuild);
    connect(m_log, &QCheckBox::toggled, this, &ChartsWidget::rebuild);
    connect(exportButton, &QPushButton::clicked, this, &ChartsWidget::exportDialog);
    connect(m_plan, &PlanDocument::changed, this, [this] {
        if (m_kind->currentData().toInt() == Budget && isVisible())
            rebuild();
    });
}

ChartsWidget::~ChartsWidget() = default;

void ChartsWidget::setSource(const QList<const OfferRow*>& rows, const OfferRow* current)
{
    m_rows = rows;
    m_current = current;
    forgetPoints();
    rebuild();
}

void ChartsWidget::clearSource()
{
    m_rows.clear();
    m_current = nullptr;
    forgetPoints();
    // The points' tooltips name the old catalog's offers.
    QChart* old = m_view->chart();
    m_view->setChart(new QChart);
    delete old;
}

void ChartsWidget::setDisplay(const Preferences& prefs, const ExchangeRates& fx, bool dark)
{
    if (prefs.precision != m_prefs.precision || prefs.displayCurrency != m_prefs.displayCurrency ||
        prefs.useMeasured != m_prefs.useMeasured || !(fx == m_fx))
        forgetPoints();
    m_prefs = prefs;
    m_fx = fx;
    m_dark = dark; // drawn at the next setSource()
}

void ChartsWidget::forgetPoints()
{
    m_points.reset();
    m_next = 0;
    m_slice->stop();
}

bool ChartsWidget::isWorking() const
{
    return m_slice->isActive();
}

bool ChartsWidget::addRows(qint64 budgetMs)
{
    if (!m_points) {
        const PricingModel pricing =
            pricingModelFromKey(m_pricing->currentData().toString()).value_or(PricingModel::OnDemand);
        m_points = std::make_unique<PerfPriceAccumulator>(pricing, m_prefs.precision, m_prefs.displayCurrency,
                                                          m_fx, m_prefs.useMeasured);
        m_next = 0;
    }
    QElapsedTimer clock;
    clock.start();
    const qsizetype n = m_rows.size();
    while (m_next < n) {
        // The clock is read every 1,024 rows (about 0.1 ms of work).
        const qsizetype end = std::min(n, m_next + 1024);
        for (; m_next < end; ++m_next)
            m_points->add(m_rows[m_next]);
        if (budgetMs >= 0 && clock.elapsed() >= budgetMs)
            break;
    }
    return m_next >= n;
}

void ChartsWidget::showProgress()
{
    m_note->setText(tr("Working out the points of %1 of %2 offers…")
                        .arg(QLocale().toString(m_next), QLocale().toString(m_rows.size())));
}

void ChartsWidget::nextSlice()
{
    // 40 ms of work, then the events that waited.
    if (!addRows(40)) {
        showProgress();
        m_slice->start();
        return;
    }
    rebuild();
}

void ChartsWidget::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

QChart* ChartsWidget::chart() const
{
    return m_view->chart();
}

void ChartsWidget::rebuild()
{
    const auto kind = Kind(m_kind->currentData().toInt());
    const PricingModel pricing =
        pricingModelFromKey(m_pricing->currentData().toString()).value_or(PricingModel::OnDemand);
    m_pricing->setVisible(kind == PerfPrice || kind == Value);
    m_pricingLabel->setVisible(m_pricing->isVisibleTo(this));
    m_log->setVisible(kind == PerfPrice);
    m_by->setVisible(kind == Budget);
    if (kind == PerfPrice || kind == Value) {
        const bool complete = m_points && m_next >= m_rows.size();
        if (!complete) {
            if (m_rows.size() >= m_incrementalFrom) {
                if (!m_slice->isActive())
                    m_slice->start();
                showProgress();
                return; // the last slice draws
            }
            addRows(-1);
        }
    }
    m_slice->stop();
    const charts::Style style{m_dark, {}, &m_catalog};
    std::unique_ptr<QChart> c;
    QString note;
    switch (kind) {
    case PerfPrice: {
        ChartDecimation grid;
        grid.logAxes = m_log->isChecked();
        const PerfPriceData d = decimated(m_points->finish(), grid);
        c = charts::perfPriceChart(m_catalog, d, m_log->isChecked(), style);
        // Hovering a point names the offer.
        for (QAbstractSeries* series : c->series()) {
            if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
                connect(scatter, &QScatterSeries::hovered, this, [this, d](const QPointF& p, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    for (const PerfPricePoint& pt : d.points) {
                        if (qFuzzyCompare(pt.price, p.x()) && qFuzzyCompare(pt.tflops, p.y())) {
                            QToolTip::showText(QCursor::pos(),
                                               tr("%1 in %2\n%3 %4/h · %5 TFLOPS · %6 GB GPU memory")
                                                   .arg(pt.row->instance->id(), pt.row->region(),
                                                        formatGrouped(pt.price, 4), d.currency,
                                                        formatDecimal(pt.tflops, 1),
                                                        formatDecimal(pt.memoryGb, 0)),
                                               m_view);
                            return;
                        }
                    }
                });
            }
        }
        note = tr("%1 of the %2 offers the explorer shows have a price (%3) and a %4 figure. Change the "
                  "filters, "
                  "currency and precision in the Explorer.")
                   .arg(d.plotted)
                   .arg(m_rows.size())
                   .arg(pricingModelLabel(pricing).toLower(), precisionLabel(m_prefs.precision));
        if (d.isDecimated())
            note += u' ' + tr("%1 points are drawn, one where many would overlap; the Pareto front is exact.")
                               .arg(QLocale().toString(d.points.size()));
        break;
    }
    case Value: {
        const QList<ValueBar> bars = m_points->ranking(ValueMetric::TflopsPerPriceHour, 15);
        c = charts::valueChart(bars, ValueMetric::TflopsPerPriceHour, m_prefs.displayCurrency,
                               m_prefs.precision, style);
        note = tr("The 15 offers with the most dense %1 TFLOPS per %2 of %3 price per hour, among those the "
                  "explorer "
                  "shows.")
                   .arg(precisionLabel(m_prefs.precision), m_prefs.displayCurrency,
                        pricingModelLabel(pricing).toLower());
        break;
    }
    case CostOverTime: {
        if (!m_current || !m_current->offer) {
            c = std::make_unique<QChart>();
            note = tr("Select an offer with prices in the Explorer to see its cumulative cost under every "
                      "pricing model.");
            break;
        }
        const CostInputs in = CostInputs::forRow(*m_current, m_prefs.precision, m_prefs.costBasis(m_fx));
        const Result<CostEstimate> e = estimateCost(in);
        c = charts::costOverTimeChart(e ? costSeries(e.value()) : QList<CostSeries>{},
                                      m_prefs.displayCurrency,
                                      m_current->instance->id() + u" in "_s + m_current->region(), style);
        note = e ? tr("One instance at %1 h/month over %2 months (Settings); squares mark where a commitment "
                      "becomes "
                      "cheaper than on-demand for good.")
                       .arg(QString::number(double(m_prefs.usageCentiHours) / 100.0))
                       .arg(m_prefs.horizonMonths)
                 : e.error().message;
        break;
    }
    case Budget: {
        const Plan& plan = m_plan->plan();
        const PlanCost& cost = m_plan->cost();
        const auto by = StackBy(m_by->currentData().toInt());
        // The plan-cost rule: with an item that cannot be priced there is no right total to draw.
        c = charts::budgetChart(cost.isComplete() ? budgetStacks(plan, cost, by) : QList<BudgetStack>{}, plan,
                                by, style);
        note = plan.items.isEmpty() ? tr("Add offers to the plan to see its monthly cost.")
               : !cost.isComplete() ? cost.incompleteError(plan.name).toString()
                                    : QString();
        break;
    }
    }
    QChart* old = m_view->chart();
    m_view->setChart(c.release());
    delete old;
    m_note->setText(note);
    Q_EMIT chartReady();
}

Result<bool> ChartsWidget::exportTo(const QString& path)
{
    const auto format = charts::formatFromFileName(path);
    if (!format)
        return Error{ErrorCode::Usage, path, 0, 0, {}, tr("the file name must end in .png, .svg or .pdf")};
    if (m_kind->currentData().toInt() == Budget && !m_plan->cost().isComplete())
        return m_plan->cost().incompleteError(path);
    if (isWorking()) {
        // The file holds the chart of the offers shown, not the one before them.
        addRows(-1);
        rebuild();
    }
    charts::ExportOptions options;
    options.pixelRatio = devicePixelRatioF();
    // Export a fresh copy laid out at the export size; the one on screen keeps its size.
    QChart* shown = m_view->chart();
    const QSizeF before = shown->size();
    const Result<bool> r = charts::exportChart(*shown, path, *format, options);
    shown->resize(before);
    return r;
}

void ChartsWidget::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u"/chart.png"_s,
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const Result<bool> r = exportTo(path);
    if (!r)
        QMessageBox::warning(this, tr("Export Chart"), r.error().toString());
}

} // namespace gp::ui
