#pragma once

#include "comparison.h"

#include <QAbstractTableModel>

namespace gp::ui {

// A comparison with attributes as rows and offers as columns: the best value of a row in bold on green,
// rows whose values differ tinted, optionally only those rows.
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    static constexpr int BestRole = Qt::UserRole;        // bool
    static constexpr int DiffersRole = Qt::UserRole + 1; // bool

    explicit ComparisonModel(QObject* parent = nullptr);

    void setComparison(Comparison comparison);
    const Comparison& comparison() const { return m_comparison; }
    void setOnlyDifferences(bool only);
    bool onlyDifferences() const { return m_onlyDifferences; }
    const QList<Comparison::Row>& shownRows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Comparison m_comparison;
    QList<Comparison::Row> m_rows;
    bool m_onlyDifferences = false;
};

} // namespace gp::ui
