#include "planmodel.h"

#include "roles.h"

#include "fixedpoint.h"
#include "plandocument.h"

#include <QComboBox>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
QString optionKey(PricingModel m, std::optional<PaymentOption> p)
{
    return pricingModelKey(m) + (p ? u'/' + paymentOptionKey(*p) : QString());
}

QString optionLabel(PricingModel m, std::optional<PaymentOption> p)
{
    return pricingModelLabel(m) + (p ? u", "_s + paymentLabel(*p) : QString());
}
} // namespace

PlanModel::PlanModel(PlanDocument* document, QObject* parent) : QAbstractTableModel(parent), m_doc(document)
{
    m_rows = int(m_doc->plan().items.size());
    connect(m_doc, &PlanDocument::changed, this, &PlanModel::documentChanged);
}

void PlanModel::documentChanged()
{
    const int rows = int(m_doc->plan().items.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    }
}

int PlanModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PlanModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags PlanModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() >= m_doc->plan().items.size())
        return f;
    const PlanItem& item = m_doc->plan().items[index.row()];
    const bool instance = item.kind == PlanItemKind::Instance;
    switch (index.column()) {
    case Count:
    case Pricing:
    case Usage:
        if (instance) // storage, transfer and fixed items have no count, way of buying or hours
            f |= Qt::ItemIsEditable;
        break;
    case Months:
        if (!item.once)
            f |= Qt::ItemIsEditable;
        break;
    case Start:
    case Phase:
        f |= Qt::ItemIsEditable;
        break;
    default:
        break;
    }
    return f;
}

QVariant PlanModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Plan& plan = m_doc->plan();
    const PlanItem& item = plan.items[index.row()];
    const PlanItemCost* cost =
        index.row() < m_doc->cost().items.size() ? &m_doc->cost().items[index.row()] : nullptr;
    const int c = index.column();
    if (item.kind != PlanItemKind::Instance &&
        (c == Instance || c == Region || c == Count || c == Pricing || c == Usage || c == Monthly ||
         c == Total) &&
        (role == Qt::DisplayRole || role == Qt::EditRole || role == PlainTextRole))
        return usageItemData(item, cost, c, role);
    if (role == ChoicesRole && c == Pricing && item.kind != PlanItemKind::Instance)
        return QStringList();
    if (role == ChoicesRole && c == Pricing) {
        QStringList choices;
        for (PricingModel m : AllPricingModels) {
            if (!item.prices.hasPriceFor(m))
                continue;
            if (termMonths(m) == 0) {
                choices << optionKey(m, std::nullopt) + u'\t' + optionLabel(m, std::nullopt);
                continue;
            }
            for (const ReservedPrice& r : item.prices.reserved) {
                if (r.termYears * 12 == termMonths(m))
                    choices << optionKey(m, r.payment) + u'\t' + optionLabel(m, r.payment);
            }
        }
        return choices;
    }
    if (role == Qt::TextAlignmentRole) {
        return c == Instance || c == Region || c == Pricing || c == Phase
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole) {
        if (cost && !cost->problem.isEmpty())
            return cost->problem;
        if (cost && cost->option && !cost->option->notes.isEmpty())
            return cost->option->notes.join(u'\n');
        return {};
    }
    if (role == PlainTextRole && (c == Monthly || c == Total)) {
        if (!cost || !cost->option)
            return QString();
        return plainAmount(c == Monthly ? cost->option->monthly : cost->total, AmountKind::Total);
    }
    if (role == PlainTextRole)
        role = Qt::DisplayRole;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool edit = role == Qt::EditRole;
    switch (c) {
    case Instance:
        return item.instanceId;
    case Region:
        return item.region;
    case Count:
        return item.count;
    case Pricing:
        return edit ? optionKey(item.pricing, item.payment) : optionLabel(item.pricing, item.payment);
    case Start:
        return item.startMonth;
    case Months:
        return item.months;
    case Usage: {
        const std::int64_t centi = item.usageCentiHours.value_or(plan.hoursPerMonthCenti);
        if (edit)
            return double(centi) / 100.0;
        return fixed::toString(centi, 2) + (item.usageCentiHours ? QString() : tr(" (plan)"));
    }
    case Phase:
        return edit ? item.phase : phaseLabel(item.phase);
    case Monthly:
        if (!cost || !cost->option)
            return edit ? QVariant() : QVariant(tr("not priced"));
        return formatAmount(cost->option->monthly, AmountKind::Total);
    case Total:
        if (!cost || !cost->option)
            return edit ? QVariant() : QVariant(tr("not priced"));
        return formatAmount(cost->total, AmountKind::Total);
    default:
        return {};
    }
}

// What a storage, transfer or fixed item shows where an instance item has its instance, count, way of
// buying, hours and amounts.
QVariant PlanModel::usageItemData(const PlanItem& item, const PlanItemCost* cost, int column, int role) const
{
    const bool edit = role == Qt::EditRole;
    const bool plain = role == PlainTextRole;
    const bool priced = cost && cost->priced();
    switch (column) {
    case Instance:
        return item.title();
    case Region:
        return item.kind == PlanItemKind::Fixed ? QString() : item.region;
    case Count:
        if (item.kind == PlanItemKind::Fixed)
            return QString();
        return edit ? QVariant(qlonglong(item.gb)) : QVariant(tr("%L1 GB").arg(item.gb));
    case Pricing:
        switch (item.kind) {
        case PlanItemKind::Storage:
            return item.growthGbPerMonth > 0 ? tr("Storage, +%L1 GB a month").arg(item.growthGbPerMonth)
                                             : tr("Storage");
        case PlanItemKind::Transfer:
            return item.once ? tr("Data transfer, once") : tr("Data transfer, per month");
        default:
            return item.once ? tr("Other, once") : tr("Other, per month");
        }
    case Usage:
        return QString();
    case Monthly: {
        if (!priced || item.startMonth - 1 >= cost->perMonth.size())
            return edit ? QVariant() : QVariant(plain ? QString() : tr("not priced"));
        const Money first = cost->perMonth[item.startMonth - 1];
        return plain ? plainAmount(first, AmountKind::Total) : formatAmount(first, AmountKind::Total);
    }
    case Total:
        if (!priced)
            return edit ? QVariant() : QVariant(plain ? QString() : tr("not priced"));
        return plain ? plainAmount(cost->total, AmountKind::Total)
                     : formatAmount(cost->total, AmountKind::Total);
    default:
        return {};
    }
}

bool PlanModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    Plan next = m_doc->plan();
    PlanItem& item = next.items[index.row()];
    QString text;
    bool ok = true;
    switch (index.column()) {
    case Count: {
        const int v = value.toInt(&ok);
        if (!ok || v < 1 || v > MaxCount || v == item.count)
            return false;
        item.count = v;
        text = tr("Change count");
        break;
    }
    case Start: {
        const int v = value.toInt(&ok);
        if (!ok || v < 1 || v + item.months - 1 > MaxMonths || v == item.startMonth)
            return false;
        item.startMonth = v;
        text = tr("Change start month");
        break;
    }
    case Months: {
        const int v = value.toInt(&ok);
        if (!ok || v < 1 || item.startMonth + v - 1 > MaxMonths || v == item.months)
            return false;
        item.months = v;
        text = tr("Change duration");
        break;
    }
    case Usage: {
        const auto centi = fixed::parse(QString::number(value.toDouble(), 'f', 2), 2);
        if (!centi || *centi < 0 || *centi > MaxUsageCentiHours)
            return false;
        item.usageCentiHours = *centi == next.hoursPerMonthCenti ? std::nullopt : std::optional(*centi);
        text = tr("Change usage");
        break;
    }
    case Phase:
        if (value.toString().trimmed() == item.phase)
            return false;
        item.phase = value.toString().trimmed();
        text = tr("Change phase");
        break;
    case Pricing: {
        const QStringList parts = value.toString().split(u'/');
        const auto m = pricingModelFromKey(parts.value(0));
        if (!m)
            return false;
        const std::optional<PaymentOption> p =
            parts.size() > 1 ? paymentOptionFromKey(parts[1]) : std::optional<PaymentOption>();
        if ((termMonths(*m) > 0) != p.has_value() || (*m == item.pricing && p == item.payment))
            return false;
        // Only what the item's stored prices can price.
        if (!data(index, ChoicesRole).toStringList().join(u'\n').contains(value.toString() + u'\t'))
            return false;
        item.pricing = *m;
        item.payment = p;
        text = tr("Change pricing");
        break;
    }
    default:
        return false;
    }
    return bool(m_doc->apply(next, text)); // refused when it leaves an item that cannot be priced
}

QVariant PlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString cur = m_doc->plan().currency;
    switch (section) {
    case Instance:
        return tr("Item");
    case Region:
        return tr("Region");
    case Count:
        return tr("Count");
    case Pricing:
        return tr("Pricing");
    case Start:
        return tr("Start month");
    case Months:
        return tr("Months");
    case Usage:
        return tr("Usage h/month");
    case Phase:
        return tr("Phase");
    case Monthly:
        return tr("Monthly %1").arg(cur);
    case Total:
        return tr("Total %1").arg(cur);
    default:
        return {};
    }
}

QWidget* PricingDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                       const QModelIndex& index) const
{
    if (index.column() != PlanModel::Pricing)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* box = new QComboBox(parent);
    for (const QString& choice : index.data(PlanModel::ChoicesRole).toStringList())
        box->addItem(choice.section(u'\t', 1), choice.section(u'\t', 0, 0));
    return box;
}

void PricingDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor); box && index.column() == PlanModel::Pricing) {
        box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void PricingDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor); box && index.column() == PlanModel::Pricing) {
        model->setData(index, box->currentData(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace gp::ui
