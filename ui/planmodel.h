#pragma once

#include <QAbstractTableModel>
#include <QStyledItemDelegate>

namespace gp {
struct PlanItem;
struct PlanItemCost;
} // namespace gp

namespace gp::ui {

class PlanDocument;

// The plan's line items, edited in place; every edit is an undoable step of the document.
class PlanModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanModel)

public:
    enum Column
    {
        Instance,
        Region,
        Count,
        Pricing,
        Start,
        Months,
        Usage,
        Phase,
        Monthly,
        Total,
        ColumnCount
    };
    // For the Pricing column: the choices the item's prices allow, as "key\tlabel" strings.
    static constexpr int ChoicesRole = Qt::UserRole;

    explicit PlanModel(PlanDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void documentChanged();
    QVariant usageItemData(const PlanItem& item, const PlanItemCost* cost, int column, int role) const;

    PlanDocument* m_doc;
    int m_rows = 0;
};

// Edits the Pricing column with a list of the pricing models and payment options the item has.
class PricingDelegate final : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

} // namespace gp::ui
