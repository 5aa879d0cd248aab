#include "instancetype.h"

#include <array>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
template <typename E>
struct Named
{
    E value;
    const char16_t* key;
    const char16_t* label;
};

constexpr std::array<Named<GpuInterconnect>, 6> kInterconnects{{
    {GpuInterconnect::Unknown, u"unknown", u"not stated"},
    {GpuInterconnect::None, u"none", u"none"},
    {GpuInterconnect::PCIe, u"pcie", u"PCIe"},
    {GpuInterconnect::NVLink, u"nvlink", u"NVLink"},
    {GpuInterconnect::NVSwitch, u"nvswitch", u"NVSwitch"},
    {GpuInterconnect::InfinityFabric, u"infinity_fabric", u"Infinity Fabric"},
}};
constexpr std::array<Named<RdmaKind>, 6> kRdma{{
    {RdmaKind::Unknown, u"unknown", u"not stated"},
    {RdmaKind::None, u"none", u"none"},
    {RdmaKind::EFA, u"efa", u"EFA"},
    {RdmaKind::InfiniBand, u"infiniband", u"InfiniBand"},
    {RdmaKind::RoCE, u"roce", u"RoCE"},
    {RdmaKind::ERDMA, u"erdma", u"eRDMA"},
}};
constexpr std::array<Named<Virtualization>, 3> kVirt{{
    {Virtualization::Passthrough, u"passthrough", u"passthrough"},
    {Virtualization::VgpuShare, u"vgpu_share", u"vGPU share"},
    {Virtualization::BareMetal, u"bare_metal", u"bare metal"},
}};

template <typename E, std::size_t N>
QString keyOf(const std::array<Named<E>, N>& table, E v)
{
    for (const auto& n : table) {
        if (n.value == v)
            return QString::fromUtf16(n.key);
    }
    return {};
}
template <typename E, std::size_t N>
QString labelOf(const std::array<Named<E>, N>& table, E v)
{
    for (const auto& n : table) {
        if (n.value == v)
            return QString::fromUtf16(n.label);
    }
    return {};
}
template <typename E, std::size_t N>
std::optional<E> fromKey(const std::array<Named<E>, N>& table, QStringView key)
{
    for (const auto& n : table) {
        if (key == QStringView(n.key))
            return n.value;
    }
    return std::nullopt;
}
} // namespace

QString interconnectKey(GpuInterconnect v) { return keyOf(kInterconnects, v); }
std::optional<GpuInterconnect> interconnectFromKey(QStringView key) { return fromKey(kInterconnects, key); }
QString interconnectLabel(GpuInterconnect v) { return labelOf(kInterconnects, v); }
QString rdmaKey(RdmaKind v) { return keyOf(kRdma, v); }
std::optional<RdmaKind> rdmaFromKey(QStringView key) { return fromKey(kRdma, key); }
QString rdmaLabel(RdmaKind v) { return labelOf(kRdma, v); }
QString virtualizationKey(Virtualization v) { return keyOf(kVirt, v); }
std::optional<Virtualization> virtualizationFromKey(QStringView key) { return fromKey(kVirt, key); }

} // namespace gp
