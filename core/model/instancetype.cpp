#include "instancetype.h"

#include "enumnames.h"

#include <array>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<GpuInterconnect>, 7> kInterconnects{{
    {GpuInterconnect::Unknown, u"unknown", QT_TRANSLATE_NOOP("Labels", "not stated")},
    {GpuInterconnect::None, u"none", QT_TRANSLATE_NOOP("Labels", "none")},
    {GpuInterconnect::PCIe, u"pcie", QT_TRANSLATE_NOOP("Labels", "PCIe")},
    {GpuInterconnect::NVLink, u"nvlink", QT_TRANSLATE_NOOP("Labels", "NVLink")},
    {GpuInterconnect::NVSwitch, u"nvswitch", QT_TRANSLATE_NOOP("Labels", "NVSwitch")},
    {GpuInterconnect::InfinityFabric, u"infinity_fabric", QT_TRANSLATE_NOOP("Labels", "Infinity Fabric")},
    {GpuInterconnect::NeuronLink, u"neuronlink", QT_TRANSLATE_NOOP("Labels", "NeuronLink")},
}};
constexpr std::array<EnumName<RdmaKind>, 8> kRdma{{
    {RdmaKind::Unknown, u"unknown", QT_TRANSLATE_NOOP("Labels", "not stated")},
    {RdmaKind::None, u"none", QT_TRANSLATE_NOOP("Labels", "none")},
    {RdmaKind::EFA, u"efa", QT_TRANSLATE_NOOP("Labels", "EFA")},
    {RdmaKind::InfiniBand, u"infiniband", QT_TRANSLATE_NOOP("Labels", "InfiniBand")},
    {RdmaKind::RoCE, u"roce", QT_TRANSLATE_NOOP("Labels", "RoCE")},
    {RdmaKind::ERDMA, u"erdma", QT_TRANSLATE_NOOP("Labels", "eRDMA")},
    {RdmaKind::GpuDirectTcpx, u"gpudirect-tcpx", QT_TRANSLATE_NOOP("Labels", "GPUDirect-TCPX")},
    {RdmaKind::GpuDirectTcpxo, u"gpudirect-tcpxo", QT_TRANSLATE_NOOP("Labels", "GPUDirect-TCPXO")},
}};
constexpr std::array<EnumName<Virtualization>, 3> kVirt{{
    {Virtualization::Passthrough, u"passthrough", QT_TRANSLATE_NOOP("Labels", "passthrough")},
    {Virtualization::VgpuShare, u"vgpu_share", QT_TRANSLATE_NOOP("Labels", "vGPU share")},
    {Virtualization::BareMetal, u"bare_metal", QT_TRANSLATE_NOOP("Labels", "bare metal")},
}};

} // namespace

QStringList interconnectKeys()
{
    return enumKeys(kInterconnects);
}
QStringList rdmaKeys()
{
    return enumKeys(kRdma);
}
QStringList virtualizationKeys()
{
    return enumKeys(kVirt);
}

QString interconnectKey(GpuInterconnect v)
{
    return enumKey(kInterconnects, v);
}
std::optional<GpuInterconnect> interconnectFromKey(QStringView key)
{
    return enumFromKey(kInterconnects, key);
}
QString interconnectLabel(GpuInterconnect v)
{
    return enumLabel(kInterconnects, v);
}
QString rdmaKey(RdmaKind v)
{
    return enumKey(kRdma, v);
}
std::optional<RdmaKind> rdmaFromKey(QStringView key)
{
    return enumFromKey(kRdma, key);
}
QString rdmaLabel(RdmaKind v)
{
    return enumLabel(kRdma, v);
}
QString virtualizationKey(Virtualization v)
{
    return enumKey(kVirt, v);
}
std::optional<Virtualization> virtualizationFromKey(QStringView key)
{
    return enumFromKey(kVirt, key);
}
QString virtualizationLabel(Virtualization v)
{
    return enumLabel(kVirt, v);
}

} // namespace gp
