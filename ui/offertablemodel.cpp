#include "offertablemodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
std::optional<Money> priceFor(const OfferRow& row, int column)
{
    const Offer* o = row.offer;
    if (!o)
        return std::nullopt;
    switch (column) {
    case OfferTableModel::OnDemand:
        return o->onDemandPrice();
    case OfferTableModel::Spot:
        return o->spotPrice();
    case OfferTableModel::Reserved1y:
        return o->reservedEffectiveHourly(1);
    case OfferTableModel::Reserved3y:
        return o->reservedEffectiveHourly(3);
    default:
        return std::nullopt;
    }
}
} // namespace

OfferTableModel::OfferTableModel(QObject* parent) : QAbstractTableModel(parent) {}

OfferTableModel::~OfferTableModel() = default;

void OfferTableModel::setCatalog(const Catalog* catalog)
{
    beginResetModel();
    m_catalog = catalog;
    endResetModel();
}

const OfferRow* OfferTableModel::rowAt(int row) const
{
    if (!m_catalog || row < 0 || row >= m_catalog->rows().size())
        return nullptr;
    return &m_catalog->rows()[row];
}

int OfferTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_catalog)
        return 0;
    return int(m_catalog->rows().size());
}

int OfferTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OfferTableModel::raw(const OfferRow& row, int column) const
{
    const InstanceType& inst = *row.instance;
    switch (column) {
    case Provider:
        return m_catalog->providerName(inst.provider);
    case Instance:
        return inst.name;
    case Gpu:
        return row.gpu->model;
    case GpuCount:
        return inst.gpuCount;
    case GpuMemory:
        return row.totalGpuMemoryGb();
    case MemoryBandwidth:
        return row.gpu->memoryBandwidthGbs ? QVariant(*row.gpu->memoryBandwidthGbs) : QVariant();
    case Bf16Tflops: {
        const auto t = row.totalDenseTflops(Precision::BF16);
        return t ? QVariant(*t) : QVariant();
    }
    case Interconnect:
        return interconnectLabel(inst.interconnect);
    case Network:
        return inst.networkGbps ? QVariant(*inst.networkGbps) : QVariant();
    case Vcpus:
        return inst.vcpus;
    case Ram:
        return inst.memoryGib;
    case Region:
        return row.region();
    case Currency:
        return row.currency();
    case OnDemand:
    case Spot:
    case Reserved1y:
    case Reserved3y: {
        const auto m = priceFor(row, column);
        return m ? QVariant(m->toDouble()) : QVariant();
    }
    case AsOf:
        return row.primarySource().asOf;
    default:
        return {};
    }
}

QString OfferTableModel::display(const OfferRow& row, int column) const
{
    switch (column) {
    case GpuCount:
        return formatDecimal(row.instance->gpuCount, 3);
    case GpuMemory:
        return formatDecimal(row.totalGpuMemoryGb(), 1);
    case MemoryBandwidth:
        return row.gpu->memoryBandwidthGbs ? formatDecimal(*row.gpu->memoryBandwidthGbs, 0) : u"—"_s;
    case Bf16Tflops: {
        const auto t = row.totalDenseTflops(Precision::BF16);
        return t ? formatDecimal(*t, 1) : u"—"_s;
    }
    case Network:
        return row.instance->networkGbps ? formatDecimal(*row.instance->networkGbps, 1) : u"—"_s;
    case Ram:
        return formatDecimal(row.instance->memoryGib, 1);
    case Region:
        return row.region().isEmpty() ? u"—"_s : row.region();
    case OnDemand:
    case Spot:
    case Reserved1y:
    case Reserved3y: {
        const auto m = priceFor(row, column);
        return m ? m->toDecimalString(2, 4) : u"—"_s;
    }
    case AsOf:
        return row.primarySource().asOf.toString(Qt::ISODate);
    default:
        return raw(row, column).toString();
    }
}

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OfferRow* row = rowAt(index.row());
    if (!row)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*row, index.column());
    case RawRole:
        return raw(*row, index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case GpuCount:
        case GpuMemory:
        case MemoryBandwidth:
        case Bf16Tflops:
        case Network:
        case Vcpus:
        case Ram:
        case OnDemand:
        case Spot:
        case Reserved1y:
        case Reserved3y:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole: {
        if (index.column() >= OnDemand && index.column() <= Reserved3y) {
            if (!priceFor(*row, index.column()))
                return tr("Not published");
            const Source& s = row->primarySource();
            return tr("%1\nas of %2").arg(s.title, s.asOf.toString(Qt::ISODate));
        }
        if (index.column() == Gpu)
            return tr("%1 %2, %3 GB %4").arg(row->gpu->vendor, row->gpu->model).arg(row->gpu->memoryGb).arg(row->gpu->memoryType);
        return {};
    }
    default:
        return {};
    }
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Instance:
        return tr("Instance");
    case Gpu:
        return tr("GPU");
    case GpuCount:
        return tr("GPUs");
    case GpuMemory:
        return tr("GPU mem GB");
    case MemoryBandwidth:
        return tr("Mem BW GB/s");
    case Bf16Tflops:
        return tr("BF16 TFLOPS");
    case Interconnect:
        return tr("Interconnect");
    case Network:
        return tr("Network Gbps");
    case Vcpus:
        return tr("vCPU");
    case Ram:
        return tr("RAM GiB");
    case Region:
        return tr("Region");
    case Currency:
        return tr("Cur");
    case OnDemand:
        return tr("On-demand/h");
    case Spot:
        return tr("Spot/h");
    case Reserved1y:
        return tr("1y reserved/h");
    case Reserved3y:
        return tr("3y reserved/h");
    case AsOf:
        return tr("As of");
    default:
        return {};
    }
}

} // namespace gp::ui
