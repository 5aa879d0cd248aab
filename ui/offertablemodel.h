#pragma once

#include "catalog.h"

#include <QAbstractTableModel>

namespace gp::ui {

// One row per offer of the catalog. Display text is formatted; Qt::UserRole holds the raw value
// used for sorting (a double, a string, or an invalid QVariant when unknown).
class OfferTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferTableModel)

public:
    enum Column {
        Provider,
        Instance,
        Gpu,
        GpuCount,
        Region,
        Currency,
        OnDemand,
        Spot,
        Reserved1y,
        Reserved3y,
        GpuMemory,
        Bf16Tflops,
        MemoryBandwidth,
        Interconnect,
        Network,
        Vcpus,
        Ram,
        AsOf,
        ColumnCount
    };
    static constexpr int RawRole = Qt::UserRole;

    explicit OfferTableModel(QObject* parent = nullptr);
    ~OfferTableModel() override;

    // The catalog must outlive the model (or be replaced through setCatalog).
    void setCatalog(const Catalog* catalog);
    const Catalog* catalog() const { return m_catalog; }
    const OfferRow* rowAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant raw(const OfferRow& row, int column) const;
    QString display(const OfferRow& row, int column) const;

    const Catalog* m_catalog = nullptr;
};

} // namespace gp::ui
