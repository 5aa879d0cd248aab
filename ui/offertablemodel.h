#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QAbstractTableModel>

#include <vector>

namespace gp::ui {

// One row per offer of the catalog. Display text is formatted for the display preferences (currency,
// period, per instance or per GPU, precision). The model sorts itself: each column's sort keys are
// computed once (numbers as doubles, text as ranks) the first time it is sorted, and a sort is a
// std::stable_sort of row numbers on them, so sorting 100k rows never formats text or builds indexes.
class OfferTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferTableModel)

public:
    enum Column
    {
        Provider,
        Instance,
        Gpu,
        GpuMemory,
        MemoryBandwidth,
        Tflops,
        Interconnect,
        Network,
        Vcpus,
        Ram,
        Region,
        OnDemand,
        Spot,
        Reserved1y,
        Reserved3y,
        TflopsPerPrice,
        PricePerGpuHour,
        PricePerGbHour,
        AsOf,
        ColumnCount
    };
    // The raw value a column sorts by: a double (NaN-free), a string, a date, or invalid when unknown.
    static constexpr int RawRole = Qt::UserRole;
    static constexpr int StaleRole = Qt::UserRole + 1; // bool: the row's price is older than StaleAfterMonths

    explicit OfferTableModel(QObject* parent = nullptr);
    ~OfferTableModel() override;

    // The catalog must outlive the model (or be replaced through setCatalog).
    void setCatalog(const Catalog* catalog);
    const Catalog* catalog() const { return m_catalog; }
    void setDisplay(const Preferences& prefs, const ExchangeRates& fx);
    const Preferences& preferences() const { return m_prefs; }
    const ExchangeRates& exchangeRates() const { return m_fx; }
    const OfferRow* rowAt(int row) const;
    static bool isNumeric(int column);

    // The number a numeric column sorts by (nullopt = unknown), the text of a text column.
    std::optional<double> sortValue(int row, int column) const;
    QString sortText(int row, int column) const;
    // The text a cell shows (what column widths are measured on).
    QString displayText(int row, int column) const;
    // Lower-cased text the search box matches (OfferFilter::searchText) for a catalog row (Catalog::rows(),
    // whatever the sort), every row's built on first use.
    QStringView catalogSearchText(qsizetype catalogRow) const;
    // The catalog row a model row shows; -1 out of range.
    qsizetype catalogRow(int row) const
    {
        return row >= 0 && std::size_t(row) < m_order.size() ? m_order[std::size_t(row)] : -1;
    }
    // Counts the catalogs set: what is known per catalog row (a filter's answers) is stale once it changes.
    quint64 catalogGeneration() const { return m_generation; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // An hourly price of the row in the display currency, scaled to the display period and basis.
    std::optional<Money> shownPrice(const OfferRow& row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const std::vector<double>& keys(int column) const; // per catalog row; NaN = unknown
    void sortRows();
    std::optional<Money> hourly(const OfferRow& row, int column) const; // display currency, per instance
    std::optional<double> number(const OfferRow& row, int column) const;
    QString display(const OfferRow& row, int column) const;
    QString plainText(const OfferRow& row, int column) const; // PlainTextRole: amounts ungrouped
    QString currencyLabel() const;

    const Catalog* m_catalog = nullptr;
    Preferences m_prefs;
    ExchangeRates m_fx;
    std::vector<int> m_order;                        // model row -> catalog row
    mutable std::vector<std::vector<double>> m_keys; // per column, per catalog row; empty = not built
    mutable std::vector<QString> m_searchText;       // per catalog row; empty = not built
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    quint64 m_generation = 0;
};

} // namespace gp::ui
