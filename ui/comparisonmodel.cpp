#include "comparisonmodel.h"

#include "roles.h"

#include <QApplication>
#include <QColor>
#include <QFont>
#include <QPalette>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
bool darkPalette()
{
    return QApplication::palette().color(QPalette::Base).lightness() < 128;
}
} // namespace

ComparisonModel::ComparisonModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setComparison(Comparison comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_rows = m_onlyDifferences ? m_comparison.differingRows() : m_comparison.rows();
    endResetModel();
}

void ComparisonModel::setOnlyDifferences(bool only)
{
    if (only == m_onlyDifferences)
        return;
    beginResetModel();
    m_onlyDifferences = only;
    m_rows = m_onlyDifferences ? m_comparison.differingRows() : m_comparison.rows();
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.columns().size());
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Comparison::Row& r = m_rows[index.row()];
    const int c = index.column();
    const bool best = r.best.contains(c);
    switch (role) {
    case Qt::DisplayRole:
        return r.display.value(c).isEmpty() ? u"—"_s : r.display.value(c);
    case PlainTextRole:
        return r.plain.value(c);
    case Qt::ToolTipRole:
        return r.note.isEmpty() ? QVariant() : QVariant(r.note);
    case Qt::FontRole:
        if (best) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (best)
            return darkPalette() ? QColor(40, 110, 60) : QColor(200, 235, 205);
        if (r.differs)
            return darkPalette() ? QColor(90, 80, 40) : QColor(255, 245, 205);
        return {};
    case Qt::TextAlignmentRole:
        return r.better == Comparison::Better::None && !r.raw.value(c)
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case BestRole:
        return best;
    case DiffersRole:
        return r.differs;
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= m_rows.size())
            return {};
        const Comparison::Row& r = m_rows[section];
        if (role == Qt::ToolTipRole) {
            return r.better == Comparison::Better::Higher  ? tr("Higher is better")
                   : r.better == Comparison::Better::Lower ? tr("Lower is better")
                                                           : QVariant();
        }
        return r.label;
    }
    if (section < 0 || section >= m_comparison.columns().size())
        return {};
    const Comparison::Column& col = m_comparison.columns()[section];
    const QString region = col.offer ? col.offer->region : tr("no public price");
    return role == Qt::ToolTipRole ? QVariant(col.instance->id() + u" in "_s + region)
                                   : QVariant(col.instance->id() + u'\n' + region);
}

} // namespace gp::ui
