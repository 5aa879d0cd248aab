#include "explorerwidget.h"

#include "detailspane.h"
#include "filterpanel.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
const Setting<QByteArray> kHeaderState{u"explorer/headerState2"_s, {}};
const Setting<QByteArray> kSplitterState{u"explorer/splitter2"_s, {}};
const Setting<QByteArray> kTableSplitterState{u"explorer/tableSplitter"_s, {}};
const Setting<bool> kOneRowPerInstance{u"explorer/oneRowPerInstance"_s, true};
} // namespace

ExplorerWidget::ExplorerWidget(const Catalog& catalog, const Preferences& prefs, const ExchangeRates& fx,
                               QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_prefs(prefs), m_fx(fx)
{
    buildUi();
}

ExplorerWidget::~ExplorerWidget()
{
    // The view goes before the models it shows; the search timer before the slots it calls.
    delete m_splitter;
    delete m_proxy;
    delete m_model;
    delete m_searchTimer;
}

void ExplorerWidget::buildUi()
{
    QWidget* page = this;
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 0);

    auto* bar = new QHBoxLayout;
    m_search = new QLineEdit(page);
    m_search->setObjectName(u"search"_s);
    m_search->setPlaceholderText(tr("Search instances, GPUs, regions… (e.g. \"h100 us-east-1\")   Ctrl+F"));
    m_search->setClearButtonEnabled(true);
    bar->addWidget(m_search, 1);
    m_currencyBox = new QComboBox(page);
    m_currencyBox->setToolTip(tr("Display currency"));
    m_periodBox = new QComboBox(page);
    m_periodBox->addItem(tr("per hour"), pricePeriodKey(PricePeriod::Hour));
    m_periodBox->addItem(tr("per month"), pricePeriodKey(PricePeriod::Month));
    m_periodBox->addItem(tr("per year"), pricePeriodKey(PricePeriod::Year));
    m_basisBox = new QComboBox(page);
    m_basisBox->addItem(tr("per instance"), false);
    m_basisBox->addItem(tr("per GPU"), true);
    m_precisionBox = new QComboBox(page);
    m_precisionBox->setToolTip(tr("Precision of the TFLOPS columns (dense)"));
    for (Precision p : AllPrecisions)
        m_precisionBox->addItem(precisionLabel(p), precisionKey(p));
    for (QWidget* w :
         {static_cast<QWidget*>(new QLabel(tr("Prices in"), page)), static_cast<QWidget*>(m_currencyBox),
          static_cast<QWidget*>(m_periodBox), static_cast<QWidget*>(m_basisBox),
          static_cast<QWidget*>(new QLabel(tr("TFLOPS at"), page)), static_cast<QWidget*>(m_precisionBox)})
        bar->addWidget(w);
    layout->addLayout(bar);

    auto* filtersRow = new QHBoxLayout;
    m_activeFilters = new QLabel(page);
    m_activeFilters->setObjectName(u"activeFilters"_s);
    m_activeFilters->setWordWrap(true);
    m_groupToggle = new QCheckBox(tr("One row per instance"), page);
    m_groupToggle->setToolTip(
        tr("Show each instance type once, at its cheapest region among those the filters let through (the "
           "preferred region of Settings when it is one of them). Clear it to see every region."));
    m_clearFilters = new QToolButton(page);
    m_clearFilters->setText(tr("Clear all filters"));
    m_clearFilters->setToolButtonStyle(Qt::ToolButtonTextOnly);
    filtersRow->addWidget(m_activeFilters, 1);
    filtersRow->addWidget(m_groupToggle);
    filtersRow->addWidget(m_clearFilters);
    layout->addLayout(filtersRow);

    m_model = new OfferTableModel(this);
    m_model->setDisplay(m_prefs, m_fx); // before the rows arrive: nothing to recompute
    m_model->setCatalog(&m_catalog);
    m_proxy = new OfferSortFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setGroupRanking(m_prefs.displayCurrency, m_fx, m_prefs.regionPreference);
    m_proxy->setGroupedByInstance(kOneRowPerInstance.value());
    m_groupToggle->setChecked(m_proxy->groupedByInstance());

    m_splitter = new QSplitter(Qt::Horizontal, page);
    m_splitter->setObjectName(u"explorerSplitter"_s);
    m_filters = new FilterPanel(m_catalog, m_splitter);
    m_view = new QTableView(page);
    m_view->setObjectName(u"offerTable"_s);
    m_view->setModel(m_proxy);
    // Catalog order (provider, instance, region) until the user sorts: nothing to compute at start. The
    // indicator goes first, since enabling sorting sorts by the indicator's column.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setSectionResizeMode(
        QHeaderView::Fixed); // ResizeToContents is slow on big tables
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->verticalHeader()->hide();
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    fitColumns();
    for (int c :
         {int(OfferTableModel::MemoryBandwidth), int(OfferTableModel::Network), int(OfferTableModel::Vcpus),
          int(OfferTableModel::Ram), int(OfferTableModel::PricePerGbHour)})
        m_view->setColumnHidden(c, true); // in the column chooser; the default view fits a laptop screen
    // The region and the prices beside what is offered, so a window 1280 pixels wide shows them with the
    // instance; the hardware figures follow.
    using M = OfferTableModel;
    const int order[] = {M::Provider,       M::Instance,   M::Gpu,         M::Region,          M::OnDemand,
                         M::Spot,           M::Reserved1y, M::Reserved3y,  M::PricePerGpuHour, M::Tflops,
                         M::TflopsPerPrice, M::GpuMemory,  M::Interconnect};
    for (int visual = 0; visual < int(std::size(order)); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
    // The table takes the width; the details of the selected offer sit below it.
    m_tableSplitter = new QSplitter(Qt::Vertical, m_splitter);
    m_tableSplitter->setObjectName(u"tableSplitter"_s);
    m_tableSplitter->addWidget(m_view);
    m_details = new DetailsPane(m_catalog, m_tableSplitter);
    m_details->setRanking(m_prefs.displayCurrency, m_fx);
    m_tableSplitter->addWidget(m_details);
    m_tableSplitter->setStretchFactor(0, 3);
    m_tableSplitter->setStretchFactor(1, 1);
    m_tableSplitter->setCollapsible(0, false);
    // The filters scroll when the screen is short (a 1366 × 768 laptop), so the window fits it.
    auto* filterScroll = new QScrollArea(m_splitter);
    filterScroll->setObjectName(u"filterScroll"_s);
    filterScroll->setWidget(m_filters);
    filterScroll->setWidgetResizable(true);
    filterScroll->setFrameShape(QFrame::NoFrame);
    filterScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    filterScroll->setMinimumWidth(m_filters->minimumSizeHint().width() +
                                  filterScroll->verticalScrollBar()->sizeHint().width());
    m_splitter->addWidget(filterScroll);
    m_splitter->addWidget(m_tableSplitter);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    layout->addWidget(m_splitter, 1);

    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(150);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &ExplorerWidget::applyFilters);
    connect(m_filters, &FilterPanel::changed, this, &ExplorerWidget::applyFilters);
    connect(m_groupToggle, &QCheckBox::toggled, this, &ExplorerWidget::setGroupedByInstance);
    connect(m_clearFilters, &QToolButton::clicked, this, [this] {
        m_search->blockSignals(true);
        m_search->clear();
        m_search->blockSignals(false);
        m_filters->clearAll(); // emits changed() once
    });
    connect(header, &QHeaderView::customContextMenuRequested, this, &ExplorerWidget::showColumnMenu);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ExplorerWidget::rowsChanged);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ExplorerWidget::rowsChanged);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ExplorerWidget::rowsChanged);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ExplorerWidget::rowsChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ExplorerWidget::updateDetails);

    auto preferencesFromBar = [this] {
        Preferences p = m_prefs;
        p.displayCurrency =
            m_currencyBox->currentText().isEmpty() ? p.displayCurrency : m_currencyBox->currentText();
        p.period = pricePeriodFromKey(m_periodBox->currentData().toString()).value_or(PricePeriod::Hour);
        p.perGpu = m_basisBox->currentData().toBool();
        p.precision = precisionFromKey(m_precisionBox->currentData().toString()).value_or(Precision::BF16);
        if (p != m_prefs)
            Q_EMIT preferencesEdited(p);
    };
    for (QComboBox* box : {m_currencyBox, m_periodBox, m_basisBox, m_precisionBox})
        connect(box, &QComboBox::activated, this, preferencesFromBar);
}

// Widths from the header text and typical content, not from measuring 100k rows.
void ExplorerWidget::fitColumns()
{
    const QFontMetrics fm = m_view->fontMetrics();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        const int header = fm.horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) + 28;
        int content = 70;
        switch (c) {
        case OfferTableModel::Provider:
        case OfferTableModel::Instance:
        case OfferTableModel::Region:
        case OfferTableModel::Gpu: {
            // The widest of the longest texts of up to 400 rows spread over the catalog: shaping text is
            // what costs, so only the few longest (by characters) are measured, not every row.
            const int rows = m_model->rowCount();
            const int step = std::max(1, rows / 400);
            QStringList longest;
            for (int r = 0; r < rows; r += step) {
                QString text = m_model->displayText(r, c);
                if (longest.size() < 3 || text.size() > longest.constLast().size()) {
                    longest << std::move(text);
                    std::sort(longest.begin(), longest.end(),
                              [](const QString& a, const QString& b) { return a.size() > b.size(); });
                    if (longest.size() > 3)
                        longest.removeLast();
                }
            }
            for (const QString& text : std::as_const(longest))
                content = std::max(content, fm.horizontalAdvance(text) + 16);
            // Capped so the region and the on-demand price fit beside them in a 1280-pixel window; a longer
            // text is elided (the details pane below shows it whole).
            content = std::min(content, c == OfferTableModel::Region     ? 140
                                        : c == OfferTableModel::Provider ? 150
                                                                         : 215);
            break;
        }
        case OfferTableModel::AsOf:
            content =
                std::max(fm.horizontalAdvance(u"2026-12-31"_s), fm.horizontalAdvance(tr("undated"))) + 16;
            break;
        case OfferTableModel::OnDemand:
        case OfferTableModel::Spot:
        case OfferTableModel::Reserved1y:
        case OfferTableModel::Reserved3y:
        case OfferTableModel::PricePerGpuHour:
            content =
                fm.horizontalAdvance(formatAmount(Money(123'456'789'000, u"USD"_s), AmountKind::Rate)) + 16;
            break;
        case OfferTableModel::Interconnect:
            content = fm.horizontalAdvance(u"NVSwitch"_s) + 16;
            break;
        default:
            break;
        }
        m_view->setColumnWidth(c, std::max(header, content));
    }
    m_columnsFitted = m_model->rowCount() > 0;
}

QList<const OfferRow*> ExplorerWidget::selectedOffers() const
{
    QList<const OfferRow*> out;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& i : rows) {
        if (const OfferRow* r = m_model->rowAt(m_proxy->mapToSource(i).row()))
            out << r;
    }
    return out;
}

void ExplorerWidget::applyFilters()
{
    OfferFilter f = m_filters->filter();
    f.text = m_search->text().trimmed();
    m_proxy->setOfferFilter(f); // the proxy's row signals update the status bar
    updateActiveFilters();
}

void ExplorerWidget::updateActiveFilters()
{
    QStringList labels = m_filters->activeFilterLabels();
    if (!m_search->text().trimmed().isEmpty())
        labels.prepend(tr("Search: \"%1\"").arg(m_search->text().trimmed()));
    m_activeFilters->setText(labels.isEmpty() ? tr("No filters: every offer is shown.")
                                              : tr("Filters: %1").arg(labels.join(u"  ·  "_s)));
    m_clearFilters->setEnabled(!labels.isEmpty());
}

void ExplorerWidget::updateDetails()
{
    const OfferRow* row = currentOffer();
    m_details->showRow(row, m_proxy->groupOf(row));
}

void ExplorerWidget::setGroupedByInstance(bool grouped)
{
    if (grouped == m_proxy->groupedByInstance())
        return;
    const OfferRow* current = currentOffer();
    m_proxy->setGroupedByInstance(grouped);
    kOneRowPerInstance.setValue(grouped);
    {
        const QSignalBlocker block(m_groupToggle);
        m_groupToggle->setChecked(grouped);
    }
    // Stay on the instance: on its row when it is still shown, else on the row that stands for it.
    int exact = -1;
    int sameInstance = -1;
    for (int r = 0; current && r < m_proxy->rowCount() && exact < 0; ++r) {
        const OfferRow* shown = m_model->rowAt(m_proxy->mapToSource(m_proxy->index(r, 0)).row());
        if (shown == current)
            exact = r;
        else if (sameInstance < 0 && shown && shown->instance == current->instance)
            sameInstance = r;
    }
    if (const int found = exact >= 0 ? exact : sameInstance; found >= 0)
        m_view->setCurrentIndex(m_proxy->index(found, OfferTableModel::Instance));
    updateDetails();
}

void ExplorerWidget::showColumnMenu(const QPoint& pos)
{
    QMenu menu(this);
    QHeaderView* header = m_view->horizontalHeader();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        QAction* a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(c));
        a->setEnabled(c != OfferTableModel::Instance); // one column always stays
        connect(a, &QAction::toggled, this, [this, c](bool on) { m_view->setColumnHidden(c, !on); });
    }
    menu.exec(header->mapToGlobal(pos));
}

void ExplorerWidget::setDisplay(const Preferences& prefs, const ExchangeRates& fx)
{
    m_prefs = prefs;
    m_fx = fx;
    // The model resets; keep the offer the user was on.
    const QModelIndex current = m_view->currentIndex();
    const OfferRow* currentRow =
        current.isValid() ? m_model->rowAt(m_proxy->mapToSource(current).row()) : nullptr;
    if (!(m_model->preferences() == prefs) || !(m_model->exchangeRates() == fx))
        m_model->setDisplay(prefs, fx);
    m_filters->setPriceCurrency(prefs.displayCurrency, fx);
    m_proxy->setGroupRanking(prefs.displayCurrency, fx, prefs.regionPreference);
    m_details->setRanking(prefs.displayCurrency, fx);
    const QSignalBlocker b1(m_currencyBox), b2(m_periodBox), b3(m_basisBox), b4(m_precisionBox);
    m_currencyBox->clear();
    m_currencyBox->addItems(fx.currencies());
    m_currencyBox->setCurrentText(prefs.displayCurrency);
    m_periodBox->setCurrentIndex(m_periodBox->findData(pricePeriodKey(prefs.period)));
    m_basisBox->setCurrentIndex(prefs.perGpu ? 1 : 0);
    m_precisionBox->setCurrentIndex(m_precisionBox->findData(precisionKey(prefs.precision)));
    applyFilters(); // the price range is in the display currency
    if (currentRow) {
        int sourceRow = -1;
        for (int r = 0; r < m_model->rowCount() && sourceRow < 0; ++r) {
            if (m_model->rowAt(r) == currentRow)
                sourceRow = r;
        }
        const QModelIndex again =
            m_proxy->mapFromSource(m_model->index(sourceRow, OfferTableModel::Instance));
        if (again.isValid()) {
            m_view->setCurrentIndex(again);
            m_view->scrollTo(again);
        }
    }
    updateDetails();
}

QList<const OfferRow*> ExplorerWidget::shownOffers() const
{
    return m_proxy->shownRows();
}

const OfferRow* ExplorerWidget::currentOffer() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_model->rowAt(m_proxy->mapToSource(current).row()) : nullptr;
}

void ExplorerWidget::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void ExplorerWidget::sortByCurrentColumn()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const QHeaderView* header = m_view->horizontalHeader();
    const bool again = header->sortIndicatorSection() == current.column() &&
                       header->sortIndicatorOrder() == Qt::AscendingOrder;
    m_view->sortByColumn(current.column(), again ? Qt::DescendingOrder : Qt::AscendingOrder);
    m_view->scrollTo(m_view->currentIndex());
}

void ExplorerWidget::clearFilters()
{
    m_clearFilters->click();
}

bool ExplorerWidget::setRegion(const QString& region)
{
    return m_filters->setRegion(region);
}

void ExplorerWidget::showColumnMenuAtCursor()
{
    showColumnMenu(m_view->horizontalHeader()->mapFromGlobal(QCursor::pos()));
}

void ExplorerWidget::selectFirstRow()
{
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, OfferTableModel::Instance));
}

void ExplorerWidget::prepareSearch()
{
    // Build the search text of every row now, so the first keystroke is as quick as the others.
    QTimer::singleShot(0, this, [this] { m_model->catalogSearchText(0); });
}

void ExplorerWidget::catalogAboutToChange()
{
    m_details->showRow(nullptr);
    m_model->setCatalog(nullptr);
}

void ExplorerWidget::catalogChanged()
{
    m_model->setCatalog(&m_catalog);
    // The window may have been made before its first catalog arrived: fit the columns to it then, unless
    // the user's own widths were restored.
    if (!m_columnsFitted)
        fitColumns();
    m_filters->reloadCatalog();
    applyFilters();
    // Before the first paint the window selects the first row itself (afterFirstPaint). After it, the
    // first row's details (a long document to lay out) follow the table's paint instead of delaying it.
    if (m_view->isVisible())
        QTimer::singleShot(0, this, [this] {
            if (!m_view->currentIndex().isValid())
                selectFirstRow();
        });
}

namespace {

// A layout from the settings file is used only when it leaves every pane and at least one column visible:
// a hand-edited (or corrupt) file must not leave an empty window with no way to get the panes back.
void restoreSplitter(QSplitter* splitter, const QByteArray& state, const QList<int>& defaults)
{
    if (!splitter->restoreState(state)) {
        splitter->setSizes(defaults);
        return;
    }
    const QList<int> sizes = splitter->sizes();
    if (sizes.size() != defaults.size() ||
        std::any_of(sizes.cbegin(), sizes.cend(), [](int s) { return s <= 0; }))
        splitter->setSizes(defaults);
}

// True when the saved widths are used.
bool restoreHeader(QHeaderView* header, const QByteArray& state)
{
    const QByteArray defaults = header->saveState();
    if (!header->restoreState(state))
        return false;
    int visible = 0;
    bool tooNarrow = false;
    for (int i = 0; i < header->count(); ++i) {
        if (header->isSectionHidden(i))
            continue;
        ++visible;
        tooNarrow = tooNarrow || header->sectionSize(i) < header->minimumSectionSize();
    }
    if (visible == 0 || tooNarrow) {
        header->restoreState(defaults);
        return false;
    }
    return true;
}

} // namespace

void ExplorerWidget::restoreLayout()
{
    if (restoreHeader(m_view->horizontalHeader(), kHeaderState.value()))
        m_columnsFitted = true;
    restoreSplitter(m_splitter, kSplitterState.value(), {250, 1190});
    restoreSplitter(m_tableSplitter, kTableSplitterState.value(), {560, 240});
}

void ExplorerWidget::saveLayout() const
{
    kHeaderState.setValue(m_view->horizontalHeader()->saveState());
    kSplitterState.setValue(m_splitter->saveState());
    kTableSplitterState.setValue(m_tableSplitter->saveState());
}

} // namespace gp::ui
