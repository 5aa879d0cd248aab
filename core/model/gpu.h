#pragma once

#include "source.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gp {

// Numeric precisions with a datasheet throughput figure. INT8 is in TOPS, the rest in TFLOPS.
enum class Precision
{
    FP64,
    FP64Tensor,
    FP32,
    TF32,
    BF16,
    FP16,
    FP8,
    FP6, // Blackwell's FP6 and FP4 tensor formats (MXFP6, NVFP4)
    FP4,
    INT8
};
inline constexpr int PrecisionCount = 10;
inline constexpr std::array<Precision, PrecisionCount> AllPrecisions{
    Precision::FP64, Precision::FP64Tensor, Precision::FP32, Precision::TF32, Precision::BF16,
    Precision::FP16, Precision::FP8,        Precision::FP6,  Precision::FP4,  Precision::INT8};

QString precisionKey(Precision p);   // "fp64_tensor"
QString precisionLabel(Precision p); // "FP64 Tensor"
std::optional<Precision> precisionFromKey(QStringView key);
bool hasSparseFigure(Precision p); // tensor precisions NVIDIA quotes with 2:4 sparsity

enum class LinkKind
{
    None,
    NVLink,
    InfinityFabric,
    Ethernet
};
// What an accelerator is for. Training also stands for the other compute work (fine-tuning, simulation);
// Graphics is rendering. An inference chip (AWS Inferentia) has only Inference, a training chip (AWS
// Trainium) Training and Inference. A GPU entry that names no roles has all.
enum GpuRole : int
{
    RoleTraining = 1,
    RoleInference = 2,
    RoleGraphics = 4,
    AllRoles = RoleTraining | RoleInference | RoleGraphics
};
QString gpuRoleKey(GpuRole r);
std::optional<GpuRole> gpuRoleFromKey(QStringView key);
QStringList gpuRoleKeys();            // "training", "inference", "graphics"
QStringList gpuRoleKeys(int roles);   // the keys of the roles set in `roles`
QStringList gpuRoleLabels(int roles); // the same, translated for a reader

QString linkKindKey(LinkKind k);
std::optional<LinkKind> linkKindFromKey(QStringView key);
QStringList precisionKeys();
QStringList linkKindKeys();

// What gpu-probe measured on a GPU model (core/catalog/measurement.h): the median over the devices of the
// newest measurement file that has the model.
struct GpuMeasurement
{
    std::optional<double> memoryBandwidthGbs;                   // the better of the copy and triad kernels
    std::array<std::optional<double>, PrecisionCount> tflops{}; // FP32/FP64 FMA, FP16/BF16/TF32/FP8 matmul
    std::optional<double> hostToDeviceGbs;
    std::optional<double> deviceToHostGbs;
    std::optional<double> peerGbs; // between two GPUs of the machine
    // NCCL all-reduce bus bandwidth across allReduceGpus GPUs of the machine, at messages of allReduceBytes;
    // allReduceOverLink says whether they were joined by a GPU link (peer bandwidth above PCIe's), empty
    // when the file measured no peer bandwidth.
    std::optional<double> allReduceBusGbs;
    int allReduceGpus = 0;
    qint64 allReduceBytes = 0;
    std::optional<bool> allReduceOverLink;
    int devices = 0;
    QString file;       // the stored file's name
    QString deviceName; // as the driver reported it
    QString label;
    QDateTime measuredAt;
};

// A GPU or accelerator model with its datasheet figures. Dense figures are separate from sparse ones.
struct Gpu
{
    QString id;     // "h100-sxm5-80gb"
    QString vendor; // "NVIDIA"
    QString model;  // "H100 SXM5 80GB"
    QString architecture;
    QString formFactor; // SXM, PCIe, OAM, …
    double memoryGb = 0;
    QString memoryType;
    std::optional<double> memoryBandwidthGbs; // absent when not published
    std::array<std::optional<double>, PrecisionCount> dense{};
    std::array<std::optional<double>, PrecisionCount> sparse{};
    LinkKind link = LinkKind::None;
    int linkGeneration = 0;
    double linkGbs = 0; // total bidirectional per GPU
    int pcieGen = 0;
    int tdpW = 0;
    int roles = AllRoles; // GpuRole flags
    Source source;
    QString notes;
    std::optional<GpuMeasurement> measured; // set from the user's measurement files

    std::optional<double> denseTflops(Precision p) const { return dense[std::size_t(p)]; }
    std::optional<double> measuredTflops(Precision p) const
    {
        return measured ? measured->tflops[std::size_t(p)] : std::nullopt;
    }
    // The figure estimates and rankings use: measured when asked for and measured, else the datasheet.
    std::optional<double> throughputTflops(Precision p, bool useMeasured) const
    {
        if (useMeasured && measuredTflops(p))
            return measuredTflops(p);
        return denseTflops(p);
    }
    std::optional<double> bandwidthGbs(bool useMeasured) const
    {
        if (useMeasured && measured && measured->memoryBandwidthGbs)
            return measured->memoryBandwidthGbs;
        return memoryBandwidthGbs;
    }
    std::optional<double> sparseTflops(Precision p) const { return sparse[std::size_t(p)]; }
};

// Whether `query` names this GPU by its model or id: every word of the query (split at anything that is
// not a letter or digit, any case) is a whole word of the model name or of the id. "h100" and
// "h100-sxm5" find "NVIDIA H100 SXM5 80GB"; "H200" does not find GH200, "A10" not A100, "L4" not L40S. An
// empty query matches every GPU.
bool gpuMatchesQuery(const Gpu& gpu, QStringView query);

} // namespace gp
