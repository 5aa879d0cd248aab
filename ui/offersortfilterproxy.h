#pragma once

#include "exchangerates.h"
#include "offerfilter.h"
#include "offergroups.h"

#include <QSortFilterProxyModel>

#include <vector>

namespace gp::ui {

class OfferTableModel;

// Filters the offer table with core::OfferFilter. Sorting is handed to the source model, which sorts
// 100k rows on precomputed keys far faster than a proxy comparing index pairs; the proxy keeps the
// source's order for the rows it accepts. The filter's answer is kept per catalog row: a sort (after which
// QSortFilterProxyModel asks again for every row) reads them, and a filter that narrows the last one
// ("h10" -> "h100") tests only the rows the last one accepted.
//
// Grouped by instance, it accepts one row per instance type: the best of the instance's matching rows by
// core's groupOffersByInstance (the list command's --per instance), in the display currency, ties to the
// row shown first. The Region cell then says how many regions matched and its tool tip gives the price range.
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

    void setGroupedByInstance(bool grouped);
    bool groupedByInstance() const { return m_grouped; }
    // What a group's best row is chosen by: the display currency and rates, the preferred region.
    void setGroupRanking(const QString& currency, const ExchangeRates& fx, const QString& preferredRegion);
    // The group a shown row stands for when grouped; null otherwise.
    const OfferGroup* groupOf(const OfferRow* row) const;
    // How many catalog rows the filters let through, grouped or not.
    int matchedRowCount() const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    // Works out m_accepted for m_filter (only the rows `before` accepted, when given).
    void decide(const std::vector<char>* before) const;
    void ensureDecided() const;
    // Groups the accepted rows in the model's order (m_groups, m_best).
    void decideGroups() const;

    OfferFilter m_filter;
    mutable std::vector<char> m_accepted; // per catalog row
    mutable quint64 m_generation = 0;     // the model's catalog generation m_accepted is for
    mutable bool m_decided = false;
    QStringList m_words; // the filter's text, lower-cased and split once
    OfferTableModel* m_model = nullptr;

    bool m_grouped = false;
    QString m_groupCurrency = QStringLiteral("USD");
    ExchangeRates m_groupFx;
    QString m_preferredRegion;
    mutable bool m_groupsDecided = false;
    mutable std::vector<OfferGroup> m_groups;
    mutable std::vector<qint32> m_groupOfBest; // per catalog row: its group when it is a best row, else -1
};

} // namespace gp::ui
