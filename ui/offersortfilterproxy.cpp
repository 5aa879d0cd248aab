#include "offersortfilterproxy.h"

#include "offertablemodel.h"

#include <QDate>

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

bool OfferSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const auto* model = qobject_cast<const OfferTableModel*>(sourceModel());
    const OfferRow* row = model ? model->rowAt(sourceRow) : nullptr;
    return row && m_filter.matches(*row);
}

bool OfferSortFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant l = left.data(OfferTableModel::RawRole);
    const QVariant r = right.data(OfferTableModel::RawRole);
    // Unknown values sort after known ones in ascending order.
    if (!l.isValid() || !r.isValid())
        return l.isValid() && !r.isValid();
    if (l.typeId() == QMetaType::Double || l.typeId() == QMetaType::Int) {
        const double a = l.toDouble();
        const double b = r.toDouble();
        if (a != b)
            return a < b;
    } else if (l.typeId() == QMetaType::QDate) {
        if (l.toDate() != r.toDate())
            return l.toDate() < r.toDate();
    } else {
        const int c = QString::compare(l.toString(), r.toString(), Qt::CaseInsensitive);
        if (c != 0)
            return c < 0;
    }
    return left.row() < right.row(); // stable
}

} // namespace gp::ui
