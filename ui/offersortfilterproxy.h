#pragma once

#include "offerfilter.h"

#include <QSortFilterProxyModel>

namespace gp::ui {

class OfferTableModel;

// Filters with core::OfferFilter and sorts on raw values (numbers numerically, unknown values last).
class OfferSortFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferSortFilterProxy)

public:
    explicit OfferSortFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* model) override;
    void setOfferFilter(const OfferFilter& filter);
    const OfferFilter& offerFilter() const { return m_filter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    OfferFilter m_filter;
    OfferTableModel* m_model = nullptr;
};

} // namespace gp::ui
