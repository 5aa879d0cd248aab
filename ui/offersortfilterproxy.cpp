#include "offersortfilterproxy.h"

#include "offertablemodel.h"

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
}

void OfferSortFilterProxy::sort(int column, Qt::SortOrder order)
{
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
    if (!m_decided || m_generation != m_model->catalogGeneration() || std::size_t(r) >= m_accepted.size())
        decide(nullptr); // a new filter or catalog: every row's answer at once
    return std::size_t(r) < m_accepted.size() && m_accepted[std::size_t(r)] != 0;
}

} // namespace gp::ui
