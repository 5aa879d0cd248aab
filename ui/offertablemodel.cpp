#include "offertablemodel.h"

#include "roles.h"

#include "freshness.h"

#include <QColor>

#include <QCollator>
#include <QLocale>

#include "chartdata.h"
#include "fixedpoint.h"
#include "offerfilter.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

QString dash()
{
    return u"—"_s;
}
} // namespace

OfferTableModel::OfferTableModel(QObject* parent)
    : QAbstractTableModel(parent), m_fx(ExchangeRates::builtin())
{}

OfferTableModel::~OfferTableModel() = default;

void OfferTableModel::setCatalog(const Catalog* catalog)
{
    beginResetModel();
    m_catalog = catalog;
    ++m_generation;
    const int rows = m_catalog ? int(m_catalog->rows().size()) : 0;
    m_order.resize(std::size_t(rows));
    for (int r = 0; r < rows; ++r)
        m_order[std::size_t(r)] = r;
    m_keys.assign(ColumnCount, {});
    m_searchText.clear();
    // The user's sort stays with a new catalog (an import, a price update, a reload): the rows are sorted
    // again.
    if (m_catalog && m_sortColumn >= 0)
        sortRows();
    endResetModel();
}

void OfferTableModel::setDisplay(const Preferences& prefs, const ExchangeRates& fx)
{
    // A reset, not dataChanged over every cell: a proxy handles a reset in one pass, a 100k-row
    // dataChanged row by row. Prices and throughput change, so their keys are built again.
    beginResetModel();
    m_prefs = prefs;
    m_fx = fx;
    m_keys.assign(ColumnCount, {});
    if (m_sortColumn >= 0)
        sortRows();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

const std::vector<double>& OfferTableModel::keys(int column) const
{
    std::vector<double>& k = m_keys[std::size_t(column)];
    const qsizetype rows = m_catalog ? m_catalog->rows().size() : 0;
    if (qsizetype(k.size()) == rows)
        return k;
    k.assign(std::size_t(rows), kUnknown);
    if (isNumeric(column)) {
        for (qsizetype r = 0; r < rows; ++r) {
            if (const auto v = number(m_catalog->rows()[r], column))
                k[std::size_t(r)] = *v;
        }
        return k;
    }
    // Text sorts by rank: each distinct text once, compared case-insensitively.
    QHash<QString, int> rank;
    QStringList distinct;
    std::vector<QString> texts(static_cast<std::size_t>(rows));
    for (qsizetype r = 0; r < rows; ++r) {
        const OfferRow& row = m_catalog->rows()[r];
        QString t = column == Provider       ? m_catalog->providerName(row.instance->provider)
                    : column == Instance     ? row.instance->name
                    : column == Gpu          ? row.gpu->model
                    : column == Interconnect ? interconnectLabel(row.instance->interconnect)
                                             : row.region();
        if (!rank.contains(t)) {
            rank.insert(t, 0);
            distinct << t;
        }
        texts[std::size_t(r)] = std::move(t);
    }
    if (column == Provider || column == Interconnect) {
        // Names in the interface language (阿里云, 腾讯云): the locale's collation, pinyin order in Chinese.
        // Few distinct values, so the collator's cost does not matter.
        QCollator collator{QLocale()};
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        std::sort(distinct.begin(), distinct.end(), [&](const QString& a, const QString& b) {
            const int c = collator.compare(a, b);
            return c != 0 ? c < 0 : a < b;
        });
    } else {
        // Ids, GPU models and regions are ASCII; up to 100,000 distinct names sort fast without ICU.
        std::sort(distinct.begin(), distinct.end(), [](const QString& a, const QString& b) {
            const int c = QString::compare(a, b, Qt::CaseInsensitive);
            return c != 0 ? c < 0 : a < b;
        });
    }
    for (int i = 0; i < distinct.size(); ++i)
        rank[distinct[i]] = i;
    for (qsizetype r = 0; r < rows; ++r) {
        if (!texts[std::size_t(r)].isEmpty())
            k[std::size_t(r)] = rank.value(texts[std::size_t(r)]);
    }
    return k;
}

void OfferTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount || !m_catalog)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> catalogRows;
    catalogRows.reserve(std::size_t(before.size()));
    for (const QModelIndex& i : before)
        catalogRows.push_back(m_order[std::size_t(i.row())]);
    m_sortColumn = column;
    m_sortOrder = order;
    sortRows();
    std::vector<int> position(m_order.size());
    for (std::size_t r = 0; r < m_order.size(); ++r)
        position[std::size_t(m_order[r])] = int(r);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after << index(position[std::size_t(catalogRows[std::size_t(i)])], before[i].column());
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void OfferTableModel::sortRows()
{
    const std::vector<double>& k = keys(m_sortColumn);
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    // Unknown values last whichever way; ties keep catalog order. Each key becomes 64 bits that order as
    // the doubles do (reversed when descending, unknown the largest), and an LSD radix sort, 11 bits a pass
    // and stable, orders the rows from catalog order: a million rows in a few passes over one array, where
    // a comparison sort reads the keys at random.
    struct Item
    {
        std::uint64_t key;
        int row;
    };
    const std::size_t n = k.size();
    std::vector<Item> items(n);
    for (std::size_t r = 0; r < n; ++r) {
        double x = k[r];
        std::uint64_t u = std::numeric_limits<std::uint64_t>::max();
        if (!std::isnan(x)) {
            if (x == 0)
                x = 0; // -0 and +0 tie
            std::memcpy(&u, &x, sizeof u);
            u = (u >> 63) ? ~u : (u | (std::uint64_t(1) << 63));
            if (descending)
                u = ~u;
            u = std::min(u, std::numeric_limits<std::uint64_t>::max() - 1);
        }
        items[r] = Item{u, int(r)};
    }
    std::vector<Item> other(n);
    constexpr int Bits = 11; // 2,048 buckets: their write positions stay in the cache
    constexpr std::uint64_t Mask = (std::uint64_t(1) << Bits) - 1;
    for (int shift = 0; shift < 64; shift += Bits) {
        std::vector<std::size_t> count(std::size_t(Mask) + 1, 0);
        for (const Item& i : items)
            ++count[(i.key >> shift) & Mask];
        if (std::find(count.cbegin(), count.cend(), n) != count.cend())
            continue; // every key has this digit
        std::size_t sum = 0;
        for (std::size_t& c : count)
            sum += std::exchange(c, sum);
        for (const Item& i : items)
            other[count[(i.key >> shift) & Mask]++] = i;
        items.swap(other);
    }
    m_order.resize(n);
    for (std::size_t r = 0; r < n; ++r)
        m_order[r] = items[r].row;
}

const OfferRow* OfferTableModel::rowAt(int row) const
{
    if (!m_catalog || row < 0 || row >= int(m_order.size()))
        return nullptr;
    return &m_catalog->rows()[m_order[std::size_t(row)]];
}

bool OfferTableModel::isNumeric(int column)
{
    switch (column) {
    case Provider:
    case Instance:
    case Gpu:
    case Interconnect:
    case Region:
        return false;
    default:
        return true; // AsOf sorts by its Julian day
    }
}

std::optional<double> OfferTableModel::sortValue(int row, int column) const
{
    if (row < 0 || row >= int(m_order.size()) || !isNumeric(column))
        return std::nullopt;
    const double v = keys(column)[std::size_t(m_order[std::size_t(row)])];
    return std::isnan(v) ? std::nullopt : std::optional<double>(v);
}

QStringView OfferTableModel::catalogSearchText(qsizetype catalogRow) const
{
    if (!m_catalog || catalogRow < 0 || catalogRow >= m_catalog->rows().size())
        return {};
    if (m_searchText.size() != std::size_t(m_catalog->rows().size())) {
        m_searchText.resize(std::size_t(m_catalog->rows().size()));
        for (qsizetype r = 0; r < m_catalog->rows().size(); ++r)
            m_searchText[std::size_t(r)] = OfferFilter::searchText(m_catalog->rows()[r]);
    }
    return m_searchText[std::size_t(catalogRow)];
}

QString OfferTableModel::sortText(int row, int column) const
{
    const OfferRow* r = rowAt(row);
    if (!r)
        return {};
    switch (column) {
    case Provider:
        return m_catalog->providerName(r->instance->provider);
    case Instance:
        return r->instance->name;
    case Gpu:
        return r->gpu->model;
    case Interconnect:
        return interconnectLabel(r->instance->interconnect);
    case Region:
        return r->region();
    default:
        return {};
    }
}

QString OfferTableModel::plainText(const OfferRow& row, int column) const
{
    const InstanceType& inst = *row.instance;
    std::optional<Money> m;
    AmountKind kind = AmountKind::Rate;
    switch (column) {
    case OnDemand:
    case Spot:
    case Reserved1y:
    case Reserved3y:
        m = shownPrice(row, column);
        kind = m_prefs.period == PricePeriod::Hour ? AmountKind::Rate : AmountKind::Total;
        break;
    case PricePerGpuHour: {
        const auto h = hourly(row, OnDemand);
        m = h ? perGpuPrice(*h, inst.gpuCount) : std::nullopt;
        break;
    }
    case PricePerGbHour: {
        const auto v = number(row, column);
        return v ? QString::number(*v, 'f', 4) : QString();
    }
    default: {
        const QString shown = display(row, column);
        return shown == dash() ? QString() : shown;
    }
    }
    return m ? plainAmount(*m, kind) : QString();
}

QString OfferTableModel::displayText(int row, int column) const
{
    const OfferRow* r = rowAt(row);
    return r ? display(*r, column) : QString();
}

std::optional<Money> OfferTableModel::hourly(const OfferRow& row, int column) const
{
    if (!row.offer)
        return std::nullopt;
    // The value columns rest on the on-demand price.
    const PricingModel model = column == Spot         ? PricingModel::Spot
                               : column == Reserved1y ? PricingModel::Reserved1y
                               : column == Reserved3y ? PricingModel::Reserved3y
                                                      : PricingModel::OnDemand;
    return hourlyPrice(*row.offer, model, m_prefs.displayCurrency, m_fx);
}

std::optional<Money> OfferTableModel::shownPrice(const OfferRow& row, int column) const
{
    const auto h = hourly(row, column);
    if (!h)
        return std::nullopt;
    const std::int64_t gpuMilli = std::llround(row.instance->gpuCount * 1000.0);
    if (m_prefs.perGpu && gpuMilli <= 0)
        return std::nullopt;
    const auto v = fixed::mulDiv({h->micros(), m_prefs.hoursPerPeriod(), m_prefs.perGpu ? 1000 : 1},
                                 m_prefs.perGpu ? gpuMilli : 1);
    return v ? std::optional<Money>(Money(*v, h->currency())) : std::nullopt;
}

std::optional<double> OfferTableModel::number(const OfferRow& row, int column) const
{
    const InstanceType& inst = *row.instance;
    switch (column) {
    case GpuMemory:
        return row.totalGpuMemoryGb();
    case MemoryBandwidth:
        return row.gpu->memoryBandwidthGbs;
    case Tflops:
        return row.totalTflops(m_prefs.precision, m_prefs.useMeasured);
    case Network:
        return inst.networkGbps;
    case Vcpus: // 0: not stated
        return inst.vcpus > 0 ? std::optional<double>(inst.vcpus) : std::nullopt;
    case Ram:
        return inst.memoryGib > 0 ? std::optional<double>(inst.memoryGib) : std::nullopt;
    case OnDemand:
    case Spot:
    case Reserved1y:
    case Reserved3y: {
        const auto m = shownPrice(row, column);
        return m ? std::optional<double>(m->toDouble()) : std::nullopt;
    }
    case TflopsPerPrice: {
        const auto t = row.totalTflops(m_prefs.precision, m_prefs.useMeasured);
        const auto h = hourly(row, OnDemand);
        if (!t || !h || h->micros() <= 0)
            return std::nullopt;
        return *t / h->toDouble();
    }
    case PricePerGpuHour: {
        const auto h = hourly(row, OnDemand);
        const auto g = h ? perGpuPrice(*h, inst.gpuCount) : std::nullopt;
        return g ? std::optional<double>(g->toDouble()) : std::nullopt;
    }
    case PricePerGbHour: {
        const auto h = hourly(row, OnDemand);
        const double gb = row.totalGpuMemoryGb();
        if (!h || gb <= 0)
            return std::nullopt;
        return h->toDouble() / gb;
    }
    case AsOf: {
        const QDate d = row.primarySource().asOf;
        return d.isValid() ? std::optional<double>(double(d.toJulianDay())) : std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

QString OfferTableModel::display(const OfferRow& row, int column) const
{
    const InstanceType& inst = *row.instance;
    switch (column) {
    case Provider:
        return m_catalog->providerName(inst.provider);
    case Instance:
        return inst.retired.isValid() ? tr("%1 (retired)").arg(inst.name) : inst.name;
    case Interconnect:
        return interconnectLabel(inst.interconnect);
    case Gpu:
        return formatDecimal(inst.gpuCount, 3) + u"× "_s + row.gpu->model;
    case Region:
        return row.region().isEmpty() ? dash() : row.region();
    case OnDemand:
    case Spot:
    case Reserved1y:
    case Reserved3y: {
        const auto m = shownPrice(row, column);
        if (!m)
            return dash();
        // Hourly prices are rates (4 decimals: a T4 share costs cents); monthly and yearly ones amounts.
        return formatAmount(*m, m_prefs.period == PricePeriod::Hour ? AmountKind::Rate : AmountKind::Total);
    }
    case AsOf: {
        const Source& s = row.primarySource();
        return s.asOf.isValid() ? (s.undated ? tr("undated") : s.asOf.toString(Qt::ISODate)) : dash();
    }
    default: {
        const auto v = number(row, column);
        if (!v)
            return dash();
        switch (column) {
        case MemoryBandwidth:
        case Vcpus:
            return formatDecimal(*v, 0);
        case PricePerGpuHour: {
            // The same exact division as Compare and the command line: one figure everywhere.
            const auto h = hourly(row, OnDemand);
            const auto g = h ? perGpuPrice(*h, inst.gpuCount) : std::nullopt;
            return g ? formatAmount(*g, AmountKind::Rate) : dash();
        }
        case PricePerGbHour:
            return formatGrouped(*v, 4);
        default:
            return formatDecimal(*v, 1);
        }
    }
    }
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

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OfferRow* row = rowAt(index.row());
    if (!row)
        return {};
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(*row, column);
    case PlainTextRole:
        return plainText(*row, column);
    case RawRole:
        if (!isNumeric(column))
            return sortText(index.row(), column);
        if (const auto v = number(*row, column))
            return *v;
        return {};
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // A price older than a year is shown in a warning colour in its date column.
        if (column == AsOf && isStale(*row))
            return QColor(0xB0, 0x4A, 0x00);
        if (column == Instance && row->instance->retired.isValid())
            return QColor(0x80, 0x80, 0x80); // retired: kept for plans, greyed
        return {};
    case StaleRole:
        return isStale(*row);
    case Qt::ToolTipRole: {
        if (column >= OnDemand && column <= PricePerGbHour) {
            if (!row->offer)
                return tr("No public prices for this instance");
            if (!hourly(*row, column)) {
                const bool published =
                    column == Spot         ? row->offer->spot.has_value()
                    : column == Reserved1y ? row->offer->reservedEffectiveHourly(1).has_value()
                    : column == Reserved3y ? row->offer->reservedEffectiveHourly(3).has_value()
                                           : row->offer->onDemandHourly.has_value();
                return published ? tr("No exchange rate from %1 to %2")
                                       .arg(row->currency(), m_prefs.displayCurrency)
                                 : tr("Not published");
            }
            const Source& s = row->primarySource();
            QString tip = tr("%1\nas of %2").arg(s.title, asOfText(s));
            if (const QString stale = staleNote(s.asOf); !stale.isEmpty())
                tip += u'\n' + stale;
            if (row->currency() != m_prefs.displayCurrency) {
                if (const auto u = m_fx.use(row->currency(), m_prefs.displayCurrency))
                    tip += u'\n' + tr("Converted from %1 at %2").arg(row->currency(), u->quote);
            }
            return tip;
        }
        if (column == AsOf && row->offer) {
            const Source& src = row->primarySource();
            const QDate d = src.asOf;
            const QString stale = staleNote(d);
            if (src.undated)
                return tr("%1 does not date its prices; these were retrieved on %2")
                    .arg(src.title, d.toString(Qt::ISODate));
            return stale.isEmpty()
                       ? priceAgeText(d)
                       : tr("%1: the price may have changed since; check it before you rely on it")
                             .arg(stale);
        }
        if (column == Gpu)
            return tr("%1 %2, %3 GB %4")
                .arg(row->gpu->vendor, row->gpu->model)
                .arg(row->gpu->memoryGb)
                .arg(row->gpu->memoryType);
        return {};
    }
    default:
        return {};
    }
}

QString OfferTableModel::currencyLabel() const
{
    const CurrencyInfo* info = currency::find(m_prefs.displayCurrency);
    return info ? QString::fromUtf16(info->label) : m_prefs.displayCurrency;
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString cur = currencyLabel();
    const QString period = m_prefs.period == PricePeriod::Hour    ? tr("/h")
                           : m_prefs.period == PricePeriod::Month ? tr("/mo")
                                                                  : tr("/yr");
    const QString basis = m_prefs.perGpu ? tr(" per GPU") : QString();
    const QString prec = precisionLabel(m_prefs.precision);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Tflops:
            return m_prefs.useMeasured
                       ? tr("%1 throughput summed over the instance's GPUs: measured where the GPU has a "
                            "measurement, "
                            "else the dense datasheet figure (INT8 in TOPS)")
                             .arg(prec)
                       : tr("Dense %1 throughput summed over the instance's GPUs (INT8 in TOPS)").arg(prec);
        case TflopsPerPrice:
            return m_prefs.useMeasured
                       ? tr("%1 TFLOPS (measured where available) per %2 of on-demand price per hour: more "
                            "is better")
                             .arg(prec, cur)
                       : tr("Dense %1 TFLOPS per %2 of on-demand price per hour: more is better")
                             .arg(prec, cur);
        case PricePerGpuHour:
            return tr("On-demand price per GPU per hour");
        case PricePerGbHour:
            return tr("On-demand price per GB of GPU memory per hour");
        case Reserved1y:
        case Reserved3y:
            return tr("Effective hourly rate (upfront spread over the term), cheapest payment option");
        default:
            return {};
        }
    }
    switch (section) {
    case Provider:
        return tr("Provider");
    case Instance:
        return tr("Instance");
    case Gpu:
        return tr("GPUs");
    case GpuMemory:
        return tr("GPU mem GB");
    case MemoryBandwidth:
        return tr("Mem BW GB/s");
    case Tflops:
        return tr("%1 TFLOPS").arg(prec);
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
    case OnDemand:
        return tr("On-demand %1%2%3").arg(cur, period, basis);
    case Spot:
        return tr("Spot %1%2%3").arg(cur, period, basis);
    case Reserved1y:
        return tr("1y reserved %1%2%3").arg(cur, period, basis);
    case Reserved3y:
        return tr("3y reserved %1%2%3").arg(cur, period, basis);
    case TflopsPerPrice:
        return tr("TFLOPS per %1/h").arg(cur);
    case PricePerGpuHour:
        return tr("%1 per GPU-h").arg(cur);
    case PricePerGbHour:
        return tr("%1 per GB-h").arg(cur);
    case AsOf:
        return tr("As of");
    default:
        return {};
    }
}

} // namespace gp::ui
