#pragma once

#include "error.h"
#include "gpu.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gp {

class Catalog;

// The figures gpu-probe measures (docs/measurement-format.md), in the order files list them.
enum class MeasuredQuantity
{
    MemoryCopy,
    MemoryTriad,
    HostToDevice,
    DeviceToHost,
    Fp32Fma,
    Fp64Fma,
    MatmulFp16,
    MatmulBf16,
    MatmulTf32,
    MatmulFp8,
};
inline constexpr int MeasuredQuantityCount = 10;

QString measuredQuantityKey(MeasuredQuantity q);  // "memory_copy", the key under "results"
QString measuredQuantityUnit(MeasuredQuantity q); // "GB/s" or "TFLOPS"
// The datasheet precision a throughput measurement stands for (FP32 FMA -> FP32, BF16 matmul -> BF16).
std::optional<Precision> measuredPrecision(MeasuredQuantity q);

// One GPU of a measurement file.
struct MeasuredDevice
{
    int index = 0;
    QString name;       // as the driver reports it: "NVIDIA H200"
    QString gpuId;      // the catalog's model; empty when the name is not one GPU Planner knows
    QString assumption; // how the name was read, when it left something open
    double memoryMib = 0;
    std::array<std::optional<double>, MeasuredQuantityCount> values{};
    QStringList probeWarnings; // the probe's own plausibility warnings

    std::optional<double> value(MeasuredQuantity q) const { return values[std::size_t(q)]; }
};

struct MeasuredPeer
{
    int from = 0;
    int to = 0;
    bool peerAccess = false;
    double gbs = 0;
};

// NCCL's all-reduce across the GPUs of the machine ("all_reduce"): the bus bandwidth (the bytes each GPU's
// link carries per second in a ring, 2(n-1)/n of the message per time) at the largest message measured.
struct MeasuredAllReduce
{
    QList<int> devices;
    QString libraryVersion;
    double busGbs = 0;
    qint64 bytes = 0;                   // of the largest message, the one busGbs is for
    QList<QPair<qint64, double>> sizes; // message bytes -> bus bandwidth GB/s, as listed
};

struct MeasurementFile
{
    QString file; // as given, for messages
    QString probeVersion;
    QDateTime measuredAt; // UTC
    QString host;
    QString label;
    QString driverVersion;
    QList<MeasuredDevice> devices;
    QList<MeasuredPeer> peers;
    std::optional<MeasuredAllReduce> allReduce;
};

// Above what PCIe 5.0 x16 carries one way (~63 GB/s): a peer bandwidth this high went over a GPU link
// (NVLink, Infinity Fabric), so an all-reduce measured there stands for linked instances only.
inline constexpr double MeasuredLinkMinGbs = 64;

inline constexpr qint64 MeasurementFileMaxBytes = 1 << 20;
inline constexpr int MeasurementMaxDevices = 64;

// Reads a gpu-probe result. Every problem goes to issues with the file and JSON path; nullopt when the file
// has an error. Devices are matched to the catalog's GPU models by name and memory.
std::optional<MeasurementFile> parseMeasurementFile(const QByteArray& data, const QString& file,
                                                    IssueList& issues);
std::optional<MeasurementFile> loadMeasurementFile(const QString& path, IssueList& issues);

// What the app shows for each GPU model: from the newest file that measured it, the median over that
// file's devices of the model. Keyed by GPU id.
QMap<QString, GpuMeasurement> summarizeMeasurements(const QList<MeasurementFile>& files);

// The datasheet figure a measurement compares with: memory bandwidth for copy and triad, the dense figure of
// the precision for throughput; nullopt for transfers and where the datasheet publishes none.
std::optional<double> datasheetFigure(const Gpu& gpu, MeasuredQuantity q);
// Measured against the datasheet, percent; nullopt when either is missing.
std::optional<double> percentOfDatasheet(const Gpu& gpu, MeasuredQuantity q, const MeasuredDevice& device);
// "754.7 (76 %)": a measured figure and the share of the datasheet figure it reached (the share left out when
// there is no datasheet figure); empty without a measurement.
QString measuredWithShare(std::optional<double> measured, std::optional<double> datasheet, int decimals);

// Warnings about a file against the catalog: devices GPU Planner does not know, figures above the datasheet
// (a file that claims more than the hardware can do), and the probe's plausibility bands (memory
// bandwidth 60-100 %, BF16 matrix multiply 50-100 % of the datasheet).
IssueList checkAgainstCatalog(const MeasurementFile& m, const Catalog& catalog);

// The user's measurements: AppDataLocation/measurements/*.json, as imported.
class MeasurementStore
{
public:
    static QString folder();
    // Checks the file and copies it into the folder as "<gpu-id>-<yyyyMMdd-HHmmss>.json" (a new measurement
    // of the same GPU at the same time replaces the old copy). Returns the stored path, or nullopt with
    // the problems in issues.
    static std::optional<QString> importFile(const QString& path, const Catalog& catalog, IssueList& issues,
                                             MeasurementFile* parsed = nullptr);
    // Every stored file that reads without errors; problems with the others go to issues as warnings.
    static QList<MeasurementFile> loadAll(IssueList& issues);
    static QStringList fileNames(); // sorted
    // Removes a stored file by name ("nvidia-h200-sxm-141gb-20261130-002720.json" or without ".json"). The
    // error is NotFound for a name that is not a stored file, Io when the file cannot be removed.
    static std::optional<Error> remove(const QString& name);
};

} // namespace gp
