#pragma once

#include "offerfilter.h"

#include <QSortFilterProxyModel>

#include <vector>

namespace gp::ui {

class OfferTableModel;

// Filters the offer table with core::OfferFilter. Sorting is handed to the source model, which sorts
// 100k rows on precomputed keys far faster than a proxy comparing index pairs; the proxy keeps the
// source's order for the rows it accepts. The filter's answer is kept per catalog row: a sort (after which
// QSortFilterProxyModel asks again for every row) reads them, and a filter that narrows the last one
// ("h10" -> "h100") tests only the rows the last one accepted.
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
    // The rows shown, in their order, without mapping each index (a million rows in milliseconds).
    QList<const OfferRow*> shownRows() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    // Works out m_accepted for m_filter (only the rows `before` accepted, when given).
    void decide(const std::vector<char>* before) const;

    OfferFilter m_filter;
    mutable std::vector<char> m_accepted; // per catalog row
    mutable quint64 m_generation = 0;     // the model's catalog generation m_accepted is for
    mutable bool m_decided = false;
    QStringList m_words; // the filter's text, lower-cased and split once
    OfferTableModel* m_model = nullptr;
};

} // namespace gp::ui
