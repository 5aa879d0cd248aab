#pragma once

#include "offer.h"
#include "source.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// Unknown: the provider does not say (an instance is never guessed into a category).
enum class GpuInterconnect
{
    Unknown,
    None,
    PCIe,
    NVLink,
    NVSwitch,
    InfinityFabric,
    NeuronLink // AWS Trainium and Inferentia chips
};
enum class RdmaKind
{
    Unknown,
    None,
    EFA,
    InfiniBand,
    RoCE,
    ERDMA,
    GpuDirectTcpx, // Google Cloud's GPUDirect-TCPX (A3 High, A3 Edge)
    GpuDirectTcpxo // and GPUDirect-TCPXO (A3 Mega)
};
enum class Virtualization
{
    Passthrough,
    VgpuShare,
    BareMetal
};

QString interconnectKey(GpuInterconnect v);
std::optional<GpuInterconnect> interconnectFromKey(QStringView key);
QString interconnectLabel(GpuInterconnect v);
QString rdmaKey(RdmaKind v);
std::optional<RdmaKind> rdmaFromKey(QStringView key);
QString rdmaLabel(RdmaKind v);
QString virtualizationKey(Virtualization v);
// Every key, in declaration order, for messages that list what is allowed.
QStringList interconnectKeys();
QStringList rdmaKeys();
QStringList virtualizationKeys();
std::optional<Virtualization> virtualizationFromKey(QStringView key);
QString virtualizationLabel(Virtualization v); // "vGPU share"

// A provider's machine type: its hardware, and the offers (regions and prices) it is sold in.
struct InstanceType
{
    QString provider;     // "aws"
    QString name;         // "p5.48xlarge"
    QString family;       // "p5"
    QString gpuId;        // reference into the GPU table
    double gpuCount = 0;  // fractional for vGPU shares (0.25 = a quarter of a T4)
    int vcpus = 0;        // 0: not stated by the provider (shown as unknown)
    double memoryGib = 0; // 0: not stated
    GpuInterconnect interconnect = GpuInterconnect::PCIe;
    std::optional<double> networkGbps;
    RdmaKind rdma = RdmaKind::Unknown;
    QString localStorage; // as the provider describes it, "8 x 3.84 TB NVMe SSD"
    // The most GPUs one NVLink domain joins across instances of this type (a rack-scale system: 72 for a
    // GB200 NVL72 UltraServer of p6e-gb200.36xlarge); 0: the instance's own GPUs are the domain.
    int nvlinkDomainGpus = 0;
    Virtualization virtualization = Virtualization::Passthrough;
    Source source; // the spec source
    QString notes;
    QList<Offer> offers;
    Origin origin;
    // Read from an imported price file (docs/import.md): its hardware comes from that file, not from a
    // curated specification.
    bool imported = false;
    // The file named the GPU without its form factor or memory and a default was taken.
    bool gpuAssumed = false;
    // The provider retired the type on this date: kept for reference, never recommended.
    QDate retired;

    QString id() const { return provider + u'/' + name; }
};

} // namespace gp
