#include "offersortfilterproxy.h"

#include "offertablemodel.h"

namespace gp::ui {

OfferSortFilterProxy::OfferSortFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(OfferTableModel::RawRole);
}

void OfferSortFilterProxy::setOfferFilter(const OfferFilter& filter)
{
    m_filter = filter;
    invalidateFilter(); // a full invalidate is faster than an incremental one when the filter widens
}

void OfferSortFilterProxy::setSourceModel(QAbstractItemModel* model)
{
    m_model = qobject_cast<OfferTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

bool OfferSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid() || !m_model)
        return false;
    const OfferRow* row = m_model->rowAt(sourceRow);
    return row && m_filter.matches(*row);
}

bool OfferSortFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (!m_model)
        return QSortFilterProxyModel::lessThan(left, right);
    const int column = left.column();
    // Unknown values go last whichever way the column is sorted.
    const bool descending = sortOrder() == Qt::DescendingOrder;
    if (OfferTableModel::isNumeric(column)) {
        const auto l = m_model->sortValue(left.row(), column);
        const auto r = m_model->sortValue(right.row(), column);
        if (!l || !r) {
            if (l.has_value() != r.has_value())
                return descending ? !l.has_value() : l.has_value();
        } else if (*l != *r) {
            return *l < *r;
        }
    } else {
        const int c = QString::compare(m_model->sortText(left.row(), column), m_model->sortText(right.row(), column),
                                       Qt::CaseInsensitive);
        if (c != 0)
            return c < 0;
    }
    // Ties keep catalog order in both directions.
    return descending ? left.row() > right.row() : left.row() < right.row();
}

} // namespace gp::ui
