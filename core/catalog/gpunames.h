#pragma once

#include <QString>

#include <optional>

namespace gp {

class Catalog;

// What an import file says about a GPU: its name as the file writes it ("A100-80GB", "NVIDIA Tesla V100",
// "H100 PCIe"), memory per GPU where given, and the instance name (which often says PCIe or SXM).
struct GpuNameHints
{
    QString name;
    std::optional<double> memoryGb; // per GPU
    QString instanceName;
};

struct GpuMatch
{
    QString gpuId;      // empty: not recognised
    QString assumption; // set when the file left the form factor or memory open and a default was taken
};

// Maps a GPU name from a price file onto a model of the GPU table (gpus.json): A100 vs A100-80GB,
// H100 SXM vs PCIe vs NVL, V100 16 vs 32 GB, ... Names it does not know give an empty id; callers keep
// such offers under the name they were given and report it.
GpuMatch matchGpuName(const GpuNameHints& hints);

// "a100-80gb" style key used for names the table does not know ("import-rtx-a6000").
QString gpuNameSlug(const QString& name);

} // namespace gp
