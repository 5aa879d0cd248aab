// NCCL all-reduce bus bandwidth across the GPUs of one machine, for gpu-probe (docs/measurement-format.md).
// NCCL is opened at run time (libnccl.so.2), so the probe builds without NCCL's headers and still measures
// everything else where the library is missing.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace allreduce {

// One message size, timed over many all-reduces. Times are microseconds per all-reduce.
struct SizeResult
{
    size_t bytes = 0;
    double bestUs = 0, medianUs = 0, worstUs = 0;
    int repetitions = 0;
};

struct Report
{
    std::string libraryVersion; // "2.27.3"
    std::vector<int> devices;
    std::vector<SizeResult> sizes; // 1 MiB to 1 GiB, doubling
    std::string failure;           // not empty: nothing was measured, and why
};

// nccl-tests' definitions: algorithm bandwidth = bytes / time; bus bandwidth = that x 2(n-1)/n, the bytes
// each GPU's link carries in a ring all-reduce, so the figure compares with the link's own bandwidth.
double algorithmGbs(size_t bytes, double us);
double busGbs(size_t bytes, int gpus, double us);

// Sums float32 buffers over all `devices` (one process, one communicator per GPU, out of place) at each size
// from minBytes to maxBytes, doubling; each size warms up, then is timed for at least minSeconds (wall clock
// from launch to the last GPU's completion) and its result is checked against the exact sum.
Report measure(const std::vector<int>& devices, size_t minBytes, size_t maxBytes, double minSeconds,
               const std::function<void(const std::string&)>& progress);

} // namespace allreduce
