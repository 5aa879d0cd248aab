#pragma once

#include "offerfilter.h"

#include <QSortFilterProxyModel>

namespace gp::ui {

class OfferTableModel;

// Filters the offer table with core::OfferFilter. Sorting is handed to the source model, which sorts
// 100k rows on precomputed keys far faster than a proxy comparing index pairs; the proxy keeps the
// source's order for the rows it accepts.
class OfferSortFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferSortFilterProxy)

public:
    explicit OfferSortFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* model) override;
    void setOfferFilter(const OfferFilter& filter);
    const OfferFilter& offerFilter() const { return m_filter; }
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    OfferFilter m_filter;
    QStringList m_words; // the filter's text, lower-cased and split once
    OfferTableModel* m_model = nullptr;
};

} // namespace gp::ui
