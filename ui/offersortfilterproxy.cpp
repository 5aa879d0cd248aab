#include "offersortfilterproxy.h"

#include "offertablemodel.h"

#include <algorithm>

namespace gp::ui {

OfferSortFilterProxy::OfferSortFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false); // the source model sorts; re-filtering happens on setOfferFilter
}

void OfferSortFilterProxy::setSourceModel(QAbstractItemModel* model)
{
    m_model = qobject_cast<OfferTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void OfferSortFilterProxy::setOfferFilter(const OfferFilter& filter)
{
    if (filter == m_filter)
        return; // nothing to do for 100k rows
    const bool narrower =
        m_decided && m_model && m_generation == m_model->catalogGeneration() && filter.narrows(m_filter);
    m_filter = filter;
    m_words = filter.lowerCaseWords();
    if (narrower) {
        const std::vector<char> before = std::move(m_accepted);
        decide(&before);
    } else {
        m_decided = false; // decided for every row at the first question
    }
    invalidateFilter(); // a full invalidate is faster than an incremental one when the filter widens
}

void OfferSortFilterProxy::decide(const std::vector<char>* before) const
{
    const qsizetype rows = m_model->catalog() ? m_model->catalog()->rows().size() : 0;
    m_accepted.assign(std::size_t(rows), 0);
    for (qsizetype r = 0; r < rows; ++r) {
        if (before && !(*before)[std::size_t(r)])
            continue;
        const OfferRow& row = m_model->catalog()->rows()[r];
        m_accepted[std::size_t(r)] = m_words.isEmpty()
                                         ? m_filter.matches(row)
                                         : m_filter.matches(row, m_model->catalogSearchText(r), m_words);
    }
    m_generation = m_model->catalogGeneration();
    m_decided = true;
    m_groupsDecided = false;
}

void OfferSortFilterProxy::decideGroups() const
{
    m_groups.clear();
    m_groupOfBest.clear();
    m_groupsDecided = true;
    if (!m_model || !m_model->catalog())
        return;
    const QList<OfferRow>& all = m_model->catalog()->rows();
    QList<const OfferRow*> accepted;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const qsizetype c = m_model->catalogRow(r);
        if (c >= 0 && std::size_t(c) < m_accepted.size() && m_accepted[std::size_t(c)])
            accepted << &all[c];
    }
    m_groups = groupOffersByInstance(accepted, m_groupCurrency, m_groupFx, m_preferredRegion);
    m_groupOfBest.assign(std::size_t(all.size()), -1);
    for (std::size_t g = 0; g < m_groups.size(); ++g)
        m_groupOfBest[std::size_t(m_groups[g].best - all.constData())] = qint32(g);
}

void OfferSortFilterProxy::setGroupedByInstance(bool grouped)
{
    if (grouped == m_grouped)
        return;
    m_grouped = grouped;
    m_groupsDecided = false;
    invalidateFilter();
}

void OfferSortFilterProxy::setGroupRanking(const QString& currency, const ExchangeRates& fx,
                                           const QString& preferredRegion)
{
    if (currency == m_groupCurrency && fx == m_groupFx && preferredRegion == m_preferredRegion)
        return;
    m_groupCurrency = currency;
    m_groupFx = fx;
    m_preferredRegion = preferredRegion;
    m_groupsDecided = false;
    if (m_grouped)
        invalidateFilter();
}

const OfferGroup* OfferSortFilterProxy::groupOf(const OfferRow* row) const
{
    if (!m_grouped || !row || !m_model || !m_model->catalog())
        return nullptr;
    ensureDecided();
    const QList<OfferRow>& all = m_model->catalog()->rows();
    const qsizetype c = row - all.constData();
    if (c < 0 || c >= all.size() || std::size_t(c) >= m_groupOfBest.size() ||
        m_groupOfBest[std::size_t(c)] < 0)
        return nullptr;
    return &m_groups[std::size_t(m_groupOfBest[std::size_t(c)])];
}

int OfferSortFilterProxy::matchedRowCount() const
{
    ensureDecided();
    return int(std::count(m_accepted.begin(), m_accepted.end(), char(1)));
}

void OfferSortFilterProxy::ensureDecided() const
{
    if (!m_model)
        return;
    const qsizetype rows = m_model->catalog() ? m_model->catalog()->rows().size() : 0;
    if (!m_decided || m_generation != m_model->catalogGeneration() || m_accepted.size() != std::size_t(rows))
        decide(nullptr); // a new filter or catalog: every row's answer at once
    if (m_grouped && !m_groupsDecided)
        decideGroups();
}

QVariant OfferSortFilterProxy::data(const QModelIndex& index, int role) const
{
    if (m_grouped && index.isValid() && index.column() == OfferTableModel::Region &&
        (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        const OfferRow* row = m_model->rowAt(mapToSource(index).row());
        if (const OfferGroup* g = groupOf(row); g && g->regionCount() > 1) {
            const QString region = QSortFilterProxyModel::data(index, Qt::DisplayRole).toString();
            const int more = int(g->regionCount() - 1);
            if (role == Qt::DisplayRole)
                return tr("%1 +%2", "a region, then how many more regions matched").arg(region).arg(more);
            QString tip = tr("Shown: %1, the best of %2 matching regions.").arg(region).arg(g->regionCount());
            if (g->lowestOnDemand && g->highestOnDemand)
                tip +=
                    u'\n' + tr("On demand from %1 to %2 per hour.")
                                .arg(formatAmount(*g->lowestOnDemand, AmountKind::Rate, CurrencyMark::Code),
                                     formatAmount(*g->highestOnDemand, AmountKind::Rate, CurrencyMark::Code));
            tip += u'\n' + tr("Clear “One row per instance” to see every region.");
            return tip;
        }
    }
    return QSortFilterProxyModel::data(index, role);
}

void OfferSortFilterProxy::sort(int column, Qt::SortOrder order)
{
    m_groupsDecided = false; // ties go to the row shown first
    if (m_model)
        m_model->sort(column, order);
}

QList<const OfferRow*> OfferSortFilterProxy::shownRows() const
{
    // The proxy never sorts (sort() hands it to the model), so it shows the accepted rows in the model's
    // order.
    QList<const OfferRow*> rows;
    if (!m_model)
        return rows;
    rows.reserve(rowCount());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (filterAcceptsRow(r, {}))
            rows << m_model->rowAt(r);
    }
    return rows;
}

bool OfferSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid() || !m_model)
        return false;
    const qsizetype r = m_model->catalogRow(sourceRow);
    if (r < 0)
        return false;
    ensureDecided();
    if (std::size_t(r) >= m_accepted.size() || m_accepted[std::size_t(r)] == 0)
        return false;
    return !m_grouped || (std::size_t(r) < m_groupOfBest.size() && m_groupOfBest[std::size_t(r)] >= 0);
}

} // namespace gp::ui
