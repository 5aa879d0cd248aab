#include "comparisonwidget.h"

#include "comparisonmodel.h"
#include "fixedpoint.h"
#include "tableexport.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

ComparisonWidget::ComparisonWidget(const Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_fx(ExchangeRates::builtin())
{
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_onlyDiff = new QCheckBox(tr("Only differences"), this);
    m_onlyDiff->setObjectName(u"onlyDifferences"_s);
    auto* copyText = new QPushButton(tr("Copy as text"), this);
    auto* copyCsv = new QPushButton(tr("Copy as CSV"), this);
    auto* plan = new QPushButton(tr("Add all to plan"), this);
    auto* remove = new QPushButton(tr("Remove column"), this);
    auto* clearAll = new QPushButton(tr("Clear"), this);
    bar->addWidget(m_onlyDiff);
    bar->addStretch(1);
    for (QPushButton* b : {copyText, copyCsv, plan, remove, clearAll})
        bar->addWidget(b);
    layout->addLayout(bar);

    m_model = new ComparisonModel(this);
    m_view = new QTableView(this);
    m_view->setObjectName(u"comparisonView"_s);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_view->setWordWrap(false);
    // Each offer's column as wide as its header (instance and region) and values; the last takes the rest.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setMinimumSectionSize(140);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    layout->addWidget(m_view, 1);

    m_info = new QLabel(this);
    m_info->setWordWrap(true);
    layout->addWidget(m_info);

    connect(m_onlyDiff, &QCheckBox::toggled, m_model, &ComparisonModel::setOnlyDifferences);
    connect(copyText, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(asText()); });
    connect(copyCsv, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(asCsv()); });
    connect(plan, &QPushButton::clicked, this, [this] {
        if (!m_offers.isEmpty())
            Q_EMIT addToPlanRequested(m_offers);
    });
    connect(remove, &QPushButton::clicked, this, &ComparisonWidget::removeSelected);
    connect(clearAll, &QPushButton::clicked, this, &ComparisonWidget::clear);
    rebuild();
}

int ComparisonWidget::addOffers(const QList<const OfferRow*>& rows)
{
    int added = 0;
    for (const OfferRow* r : rows) {
        if (!r || m_offers.contains(r) || m_offers.size() >= MaxOffers)
            continue;
        m_offers << r;
        ++added;
    }
    if (added > 0)
        rebuild();
    return added;
}

void ComparisonWidget::removeSelected()
{
    QList<int> columns;
    for (const QModelIndex& i : m_view->selectionModel()->selectedIndexes()) {
        if (!columns.contains(i.column()))
            columns << i.column();
    }
    if (columns.isEmpty() && m_view->currentIndex().isValid())
        columns << m_view->currentIndex().column();
    std::sort(columns.rbegin(), columns.rend());
    for (int c : columns) {
        if (c >= 0 && c < m_offers.size())
            m_offers.removeAt(c);
    }
    if (!columns.isEmpty())
        rebuild();
}

void ComparisonWidget::clear()
{
    m_offers.clear();
    rebuild();
}

void ComparisonWidget::setDisplay(const Preferences& prefs, const ExchangeRates& fx)
{
    m_prefs = prefs;
    m_fx = fx;
    rebuild();
}

void ComparisonWidget::rebuild()
{
    QList<Comparison::Column> columns;
    for (const OfferRow* r : m_offers)
        columns << *r;
    Comparison::Options options;
    static_cast<CostBasis&>(options) = m_prefs.costBasis(m_fx);
    options.withCosts = true;
    m_model->setComparison(Comparison::fromColumns(columns, m_catalog, options));
    if (m_offers.size() < 2) {
        m_info->setText(
            tr("Select 2 to %1 offers in the Explorer and press Ctrl+D (Compare) to put them side by "
               "side.")
                .arg(MaxOffers));
    } else {
        m_info->setText(
            tr("Prices in %1 per instance; costs over %2 months at %3 h/month for one instance, the "
               "cheapest payment option of each reservation term. Best value per row in bold; tinted "
               "rows differ. Horizon, usage and currency are in Settings.")
                .arg(m_prefs.displayCurrency)
                .arg(m_prefs.horizonMonths)
                .arg(fixed::toString(m_prefs.usageCentiHours, 2)));
    }
    Q_EMIT offersChanged(int(m_offers.size()));
}

QString ComparisonWidget::asText() const
{
    return tableToText(*m_model);
}

QString ComparisonWidget::asCsv() const
{
    return tableToCsv(*m_model);
}

} // namespace gp::ui
