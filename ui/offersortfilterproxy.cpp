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
    m_filter = filter;
    m_words = filter.lowerCaseWords();
    invalidateFilter(); // a full invalidate is faster than an incremental one when the filter widens
}

void OfferSortFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (m_model)
        m_model->sort(column, order);
}

bool OfferSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid() || !m_model)
        return false;
    const OfferRow* row = m_model->rowAt(sourceRow);
    if (!row)
        return false;
    return m_words.isEmpty() ? m_filter.matches(*row)
                             : m_filter.matches(*row, m_model->searchText(sourceRow), m_words);
}

} // namespace gp::ui
