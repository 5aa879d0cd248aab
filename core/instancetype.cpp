#include "instancetype.h"

#include "enumnames.h"

#include <array>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<GpuInterconnect>, 6> kInterconnects{{
    {GpuInterconnect::Unknown, u"unknown", u"not stated"},
    {GpuInterconnect::None, u"none", u"none"},
    {GpuInterconnect::PCIe, u"pcie", u"PCIe"},
    {GpuInterconnect::NVLink, u"nvlink", u"NVLink"},
    {GpuInterconnect::NVSwitch, u"nvswitch", u"NVSwitch"},
    {GpuInterconnect::InfinityFabric, u"infinity_fabric", u"Infinity Fabric"},
}};
constexpr std::array<EnumName<RdmaKind>, 6> kRdma{{
    {RdmaKind::Unknown, u"unknown", u"not stated"},
    {RdmaKind::None, u"none", u"none"},
    {RdmaKind::EFA, u"efa", u"EFA"},
    {RdmaKind::InfiniBand, u"infiniband", u"InfiniBand"},
    {RdmaKind::RoCE, u"roce", u"RoCE"},
    {RdmaKind::ERDMA, u"erdma", u"eRDMA"},
}};
constexpr std::array<EnumName<Virtualization>, 3> kVirt{{
    {Virtualization::Passthrough, u"passthrough", u"passthrough"},
    {Virtualization::VgpuShare, u"vgpu_share", u"vGPU share"},
    {Virtualization::BareMetal, u"bare_metal", u"bare metal"},
}};

} // namespace

QStringList interconnectKeys() { return enumKeys(kInterconnects); }
QStringList rdmaKeys() { return enumKeys(kRdma); }
QStringList virtualizationKeys() { return enumKeys(kVirt); }

QString interconnectKey(GpuInterconnect v) { return enumKey(kInterconnects, v); }
std::optional<GpuInterconnect> interconnectFromKey(QStringView key) { return enumFromKey(kInterconnects, key); }
QString interconnectLabel(GpuInterconnect v) { return enumLabel(kInterconnects, v); }
QString rdmaKey(RdmaKind v) { return enumKey(kRdma, v); }
std::optional<RdmaKind> rdmaFromKey(QStringView key) { return enumFromKey(kRdma, key); }
QString rdmaLabel(RdmaKind v) { return enumLabel(kRdma, v); }
QString virtualizationKey(Virtualization v) { return enumKey(kVirt, v); }
std::optional<Virtualization> virtualizationFromKey(QStringView key) { return enumFromKey(kVirt, key); }
QString virtualizationLabel(Virtualization v) { return enumLabel(kVirt, v); }

} // namespace gp
