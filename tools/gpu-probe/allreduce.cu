// NCCL all-reduce bus bandwidth (allreduce.h). NCCL's entry points are looked up with dlopen/dlsym; the few
// enum values used are NCCL's stable ABI and are checked against nccl.h where the header is present.

#include "allreduce.h"

#include <cuda_runtime.h>

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <type_traits>

#if __has_include(<nccl.h>)
#include <nccl.h>
static_assert(ncclSuccess == 0 && ncclSum == 0 && ncclFloat32 == 7, "NCCL's ABI values changed");
#endif

namespace allreduce {
namespace {

constexpr int NcclSuccess = 0;
constexpr int NcclFloat32 = 7;
constexpr int NcclSum = 0;

struct Failure : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

void ck(cudaError_t e, const char* what)
{
    if (e != cudaSuccess)
        throw Failure(std::string(what) + ": " + cudaGetErrorString(e));
}

using Comm = void*;
struct Nccl
{
    void* lib = nullptr;
    int (*getVersion)(int*) = nullptr;
    int (*commInitAll)(Comm*, int, const int*) = nullptr;
    int (*commDestroy)(Comm) = nullptr;
    int (*allReduce)(const void*, void*, size_t, int, int, Comm, cudaStream_t) = nullptr;
    int (*groupStart)() = nullptr;
    int (*groupEnd)() = nullptr;
    const char* (*errorString)(int) = nullptr;

    Nccl()
    {
        lib = dlopen("libnccl.so.2", RTLD_NOW);
        if (!lib)
            lib = dlopen("libnccl.so", RTLD_NOW);
        if (!lib)
            throw Failure("NCCL is not installed (libnccl.so.2 not found)");
        auto sym = [&](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
            if (!fn)
                throw Failure(std::string("libnccl.so.2 has no ") + name);
        };
        sym(getVersion, "ncclGetVersion");
        sym(commInitAll, "ncclCommInitAll");
        sym(commDestroy, "ncclCommDestroy");
        sym(allReduce, "ncclAllReduce");
        sym(groupStart, "ncclGroupStart");
        sym(groupEnd, "ncclGroupEnd");
        sym(errorString, "ncclGetErrorString");
    }
    ~Nccl()
    {
        if (lib)
            dlclose(lib);
    }
    Nccl(const Nccl&) = delete;
    Nccl& operator=(const Nccl&) = delete;

    void check(int r, const char* what) const
    {
        if (r != NcclSuccess)
            throw Failure(std::string(what) + ": " + (errorString ? errorString(r) : "NCCL error"));
    }
    std::string version() const
    {
        int v = 0;
        if (getVersion(&v) != NcclSuccess)
            return {};
        // 2.9 and later: major*10000 + minor*100 + patch; before: major*1000 + minor*100 + patch.
        const int major = v >= 10000 ? v / 10000 : v / 1000;
        const int minor = v >= 10000 ? (v / 100) % 100 : (v / 100) % 10;
        return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(v % 100);
    }
};

__global__ void fill(float* p, size_t n, float v)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        p[i] = v;
}

// One GPU's part: its communicator, stream and buffers.
struct Rank
{
    int device = 0;
    Comm comm = nullptr;
    cudaStream_t stream = nullptr;
    float* send = nullptr;
    float* recv = nullptr;
};

struct Ranks
{
    const Nccl& nccl;
    std::vector<Rank> ranks;

    Ranks(const Nccl& n, const std::vector<int>& devices, size_t maxBytes) : nccl(n)
    {
        ranks.resize(devices.size());
        std::vector<Comm> comms(devices.size());
        nccl.check(nccl.commInitAll(comms.data(), int(devices.size()), devices.data()), "ncclCommInitAll");
        for (size_t i = 0; i < devices.size(); ++i) {
            Rank& r = ranks[i];
            r.device = devices[i];
            r.comm = comms[i];
            ck(cudaSetDevice(r.device), "cudaSetDevice");
            ck(cudaStreamCreateWithFlags(&r.stream, cudaStreamNonBlocking), "cudaStreamCreate");
            ck(cudaMalloc(&r.send, maxBytes), "cudaMalloc");
            ck(cudaMalloc(&r.recv, maxBytes), "cudaMalloc");
            // Rank i sends i + 1 everywhere: the sum is n(n+1)/2, exact in float32.
            fill<<<1024, 256, 0, r.stream>>>(r.send, maxBytes / sizeof(float), float(i + 1));
            ck(cudaGetLastError(), "fill");
        }
        sync();
    }
    ~Ranks()
    {
        for (Rank& r : ranks) {
            cudaSetDevice(r.device);
            if (r.stream)
                cudaStreamSynchronize(r.stream);
            if (r.comm)
                nccl.commDestroy(r.comm);
            cudaFree(r.send);
            cudaFree(r.recv);
            if (r.stream)
                cudaStreamDestroy(r.stream);
        }
    }
    Ranks(const Ranks&) = delete;
    Ranks& operator=(const Ranks&) = delete;

    void run(size_t bytes) const
    {
        nccl.check(nccl.groupStart(), "ncclGroupStart");
        for (const Rank& r : ranks)
            nccl.check(
                nccl.allReduce(r.send, r.recv, bytes / sizeof(float), NcclFloat32, NcclSum, r.comm, r.stream),
                "ncclAllReduce");
        nccl.check(nccl.groupEnd(), "ncclGroupEnd");
    }
    void sync() const
    {
        for (const Rank& r : ranks) {
            ck(cudaSetDevice(r.device), "cudaSetDevice");
            ck(cudaStreamSynchronize(r.stream), "cudaStreamSynchronize");
        }
    }
    void clear(size_t bytes) const
    {
        for (const Rank& r : ranks) {
            ck(cudaSetDevice(r.device), "cudaSetDevice");
            ck(cudaMemsetAsync(r.recv, 0, bytes, r.stream), "cudaMemset");
        }
        sync();
    }
    // Every GPU holds n(n+1)/2 at 257 places of the first `bytes`.
    void verify(size_t bytes) const
    {
        const size_t n = bytes / sizeof(float);
        const float want = float(ranks.size() * (ranks.size() + 1) / 2);
        for (const Rank& r : ranks) {
            ck(cudaSetDevice(r.device), "cudaSetDevice");
            for (int k = 0; k <= 256; ++k) {
                const size_t i = std::min(n - 1, size_t(double(n - 1) * k / 256));
                float v = 0;
                ck(cudaMemcpy(&v, r.recv + i, sizeof v, cudaMemcpyDeviceToHost), "cudaMemcpy");
                if (v != want)
                    throw Failure("the all-reduce of " + std::to_string(bytes) + " bytes left " +
                                  std::to_string(v) + " instead of " + std::to_string(want) + " on GPU " +
                                  std::to_string(r.device) + " at element " + std::to_string(i));
            }
        }
    }
};

SizeResult timeSize(const Ranks& ranks, size_t bytes, double minSeconds)
{
    using Clock = std::chrono::steady_clock;
    auto seconds = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double>(b - a).count();
    };
    ranks.clear(bytes);
    for (int i = 0; i < 5; ++i)
        ranks.run(bytes);
    ranks.sync();
    // Each sample times `batch` all-reduces back to back, sized so a sample takes about 2 ms: launch overhead
    // is spread as NCCL's own tests spread it.
    auto t0 = Clock::now();
    for (int i = 0; i < 10; ++i)
        ranks.run(bytes);
    ranks.sync();
    const double oneUs = seconds(t0, Clock::now()) * 1e6 / 10;
    const int batch = std::clamp(int(std::ceil(2000.0 / std::max(oneUs, 1e-3))), 1, 200);
    std::vector<double> us;
    const auto start = Clock::now();
    while (us.size() < 10 || (seconds(start, Clock::now()) < minSeconds && us.size() < 2000)) {
        t0 = Clock::now();
        for (int i = 0; i < batch; ++i)
            ranks.run(bytes);
        ranks.sync();
        us.push_back(seconds(t0, Clock::now()) * 1e6 / batch);
    }
    ranks.verify(bytes);
    std::sort(us.begin(), us.end());
    SizeResult r;
    r.bytes = bytes;
    r.bestUs = us.front();
    r.medianUs = us[us.size() / 2];
    r.worstUs = us.back();
    r.repetitions = int(us.size()) * batch;
    return r;
}

} // namespace

double algorithmGbs(size_t bytes, double us)
{
    return us > 0 ? double(bytes) / (us * 1e-6) / 1e9 : 0;
}

double busGbs(size_t bytes, int gpus, double us)
{
    return gpus >= 2 ? algorithmGbs(bytes, us) * 2.0 * (gpus - 1) / gpus : 0;
}

Report measure(const std::vector<int>& devices, size_t minBytes, size_t maxBytes, double minSeconds,
               const std::function<void(const std::string&)>& progress)
{
    Report rep;
    rep.devices = devices;
    try {
        if (devices.size() < 2)
            throw Failure("an all-reduce needs two or more GPUs");
        const Nccl nccl;
        rep.libraryVersion = nccl.version();
        progress("  NCCL " + rep.libraryVersion + ", " + std::to_string(devices.size()) +
                 " GPUs, float32 sum\n");
        const Ranks ranks(nccl, devices, maxBytes);
        for (size_t bytes = minBytes; bytes <= maxBytes; bytes *= 2) {
            rep.sizes.push_back(timeSize(ranks, bytes, minSeconds));
            const SizeResult& s = rep.sizes.back();
            char line[160];
            std::snprintf(line, sizeof line, "  %10zu bytes %10.1f us %9.2f GB/s bus\n", bytes, s.medianUs,
                          busGbs(bytes, int(devices.size()), s.medianUs));
            progress(line);
        }
    } catch (const Failure& e) {
        rep.failure = e.what();
        rep.sizes.clear();
        cudaGetLastError();
    }
    return rep;
}

} // namespace allreduce
