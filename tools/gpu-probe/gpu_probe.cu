// gpu-probe: measures what a CUDA GPU really does and writes a GPU Planner measurement file.
//
// Per GPU: device memory bandwidth (copy and triad), host<->device bandwidth with pinned memory, FP32 and
// FP64 FMA throughput, dense matrix-multiply throughput through cuBLAS (FP16, BF16, TF32, FP8 where the GPU
// has it); with two or more GPUs the peer-to-peer bandwidth of each ordered pair and NCCL's all-reduce bus
// bandwidth across them (allreduce.cu). Every test warms up,
// repeats until its median is stable, and checks its result: a kernel that computes the wrong thing fails
// its test instead of reporting a number. The file format is docs/measurement-format.md.

#include "allreduce.h"

#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#ifndef GP_PROBE_VERSION
#define GP_PROBE_VERSION "1.0.0"
#endif

namespace {

struct ProbeError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

void check(cudaError_t e, const char* what)
{
    if (e != cudaSuccess)
        throw ProbeError(std::string(what) + ": " + cudaGetErrorString(e));
}

void check(cublasStatus_t s, const char* what)
{
    if (s != CUBLAS_STATUS_SUCCESS)
        throw ProbeError(std::string(what) + ": " + cublasGetStatusString(s));
}

#define CK(call) check((call), #call)

// ---------------------------------------------------------------------------------------------------------
// Options

struct Options
{
    std::string output;              // empty: gpu-probe-<host>-<date>.json; "-": stdout
    std::vector<int> devices;        // empty: all
    int repetitions = 20;            // per batch; more batches while the median moves
    int matmulSize = 8192;           // m = n = k
    size_t streamBytes = 1ull << 30; // per array of the copy and triad tests
    size_t transferBytes = 256ull << 20;
    double minSeconds = 1.0; // timed per test, after a warm-up of a quarter of it
    std::string label;
    bool quiet = false;
    bool allReduce = true; // NCCL all-reduce across the GPUs, with two or more
};

void usage(FILE* f)
{
    std::fprintf(
        f,
        "Usage: gpu-probe [options]\n"
        "Measures each CUDA GPU of this machine and writes a GPU Planner measurement file.\n\n"
        "  -o, --output FILE     where to write the JSON (default gpu-probe-HOST-DATE.json; - for stdout)\n"
        "  --devices LIST        GPUs to measure, e.g. 0 or 0,2 (default: all)\n"
        "  --label TEXT          what this machine is, e.g. \"aws p5.48xlarge us-east-1\"\n"
        "  --repetitions N       timed runs per batch, 5 to 1000 (default 20)\n"
        "  --min-seconds S       time each test at least this long, 0.1 to 60 (default 1)\n"
        "  --matmul-size N       m = n = k of the matrix products, 1024 to 16384 (default 8192)\n"
        "  --stream-mib N        size of each copy/triad array, at least 1024 (default 1024)\n"
        "  --no-all-reduce       leave out the NCCL all-reduce across the GPUs\n"
        "  -q, --quiet           no progress on stderr\n"
        "  -h, --help            this text\n"
        "  --version             the probe's version\n\n"
        "Exit status: 0 measured, 1 no GPU or a failure, 2 bad arguments.\n");
}

bool parseInt(const char* text, long lo, long hi, long& out)
{
    if (!text || !*text)
        return false;
    char* end = nullptr;
    errno = 0;
    long v = std::strtol(text, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    out = v;
    return true;
}

int parseOptions(int argc, char** argv, Options& o)
{
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&](const char* name) -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "gpu-probe: %s needs a value\n", name);
                return nullptr;
            }
            return argv[++i];
        };
        long n = 0;
        if (a == "-h" || a == "--help") {
            usage(stdout);
            std::exit(0);
        } else if (a == "--version") {
            std::printf("gpu-probe %s\n", GP_PROBE_VERSION);
            std::exit(0);
        } else if (a == "-q" || a == "--quiet") {
            o.quiet = true;
        } else if (a == "-o" || a == "--output") {
            const char* v = value("--output");
            if (!v)
                return 2;
            o.output = v;
        } else if (a == "--label") {
            const char* v = value("--label");
            if (!v)
                return 2;
            o.label = v;
        } else if (a == "--devices") {
            const char* v = value("--devices");
            if (!v)
                return 2;
            std::stringstream ss(v);
            std::string item;
            while (std::getline(ss, item, ',')) {
                if (!parseInt(item.c_str(), 0, 255, n)) {
                    std::fprintf(stderr, "gpu-probe: --devices: '%s' is not a GPU index (0-255)\n",
                                 item.c_str());
                    return 2;
                }
                o.devices.push_back(int(n));
            }
            if (o.devices.empty()) {
                std::fprintf(stderr, "gpu-probe: --devices: no GPU index given\n");
                return 2;
            }
        } else if (a == "--no-all-reduce") {
            o.allReduce = false;
        } else if (a == "--repetitions") {
            if (!parseInt(value("--repetitions"), 5, 1000, n)) {
                std::fprintf(stderr, "gpu-probe: --repetitions takes a whole number from 5 to 1000\n");
                return 2;
            }
            o.repetitions = int(n);
        } else if (a == "--min-seconds") {
            const char* v = value("--min-seconds");
            char* end = nullptr;
            const double sec = v ? std::strtod(v, &end) : 0;
            if (!v || *end || !(sec >= 0.1 && sec <= 60)) {
                std::fprintf(stderr, "gpu-probe: --min-seconds takes a number of seconds from 0.1 to 60\n");
                return 2;
            }
            o.minSeconds = sec;
        } else if (a == "--matmul-size") {
            if (!parseInt(value("--matmul-size"), 1024, 16384, n) || n % 256) {
                std::fprintf(stderr, "gpu-probe: --matmul-size takes a multiple of 256 from 1024 to 16384\n");
                return 2;
            }
            o.matmulSize = int(n);
        } else if (a == "--stream-mib") {
            if (!parseInt(value("--stream-mib"), 1024, 1 << 20, n)) {
                std::fprintf(stderr, "gpu-probe: --stream-mib takes a whole number of at least 1024\n");
                return 2;
            }
            o.streamBytes = size_t(n) << 20;
        } else {
            std::fprintf(stderr, "gpu-probe: unknown argument '%s' (see --help)\n", a.c_str());
            return 2;
        }
    }
    return 0;
}

void progress(const Options& o, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
void progress(const Options& o, const char* fmt, ...)
{
    if (o.quiet)
        return;
    va_list ap;
    va_start(ap, fmt);
    std::vfprintf(stderr, fmt, ap);
    va_end(ap);
    std::fflush(stderr);
}

// ---------------------------------------------------------------------------------------------------------
// NVML, opened at run time so the probe runs (without clocks and power) where the library is missing.

using nvmlDevice = void*;
struct Nvml
{
    void* lib = nullptr;
    int (*init)() = nullptr;
    int (*shutdown)() = nullptr;
    int (*driverVersion)(char*, unsigned) = nullptr;
    int (*byPciBusId)(const char*, nvmlDevice*) = nullptr;
    int (*clock)(nvmlDevice, int, unsigned*) = nullptr;
    int (*maxClock)(nvmlDevice, int, unsigned*) = nullptr;
    int (*powerLimit)(nvmlDevice, unsigned*) = nullptr;
    int (*enforcedPowerLimit)(nvmlDevice, unsigned*) = nullptr;
    bool ok = false;

    static constexpr int ClockSm = 1;
    static constexpr int ClockMem = 2;

    Nvml()
    {
        lib = dlopen("libnvidia-ml.so.1", RTLD_NOW);
        if (!lib)
            return;
        auto sym = [&](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
        };
        sym(init, "nvmlInit_v2");
        sym(shutdown, "nvmlShutdown");
        sym(driverVersion, "nvmlSystemGetDriverVersion");
        sym(byPciBusId, "nvmlDeviceGetHandleByPciBusId_v2");
        sym(clock, "nvmlDeviceGetClockInfo");
        sym(maxClock, "nvmlDeviceGetMaxClockInfo");
        sym(powerLimit, "nvmlDeviceGetPowerManagementLimit");
        sym(enforcedPowerLimit, "nvmlDeviceGetEnforcedPowerLimit");
        ok = init && shutdown && byPciBusId && init() == 0;
    }
    ~Nvml()
    {
        if (ok)
            shutdown();
        if (lib)
            dlclose(lib);
    }
    Nvml(const Nvml&) = delete;
    Nvml& operator=(const Nvml&) = delete;

    std::string driver() const
    {
        char buf[96] = {};
        if (ok && driverVersion && driverVersion(buf, sizeof buf) == 0)
            return buf;
        return {};
    }
    nvmlDevice device(const std::string& pciBusId) const
    {
        nvmlDevice d = nullptr;
        if (ok && byPciBusId(pciBusId.c_str(), &d) == 0)
            return d;
        return nullptr;
    }
    long read(nvmlDevice d, int (*fn)(nvmlDevice, int, unsigned*), int type) const
    {
        unsigned v = 0;
        return (d && fn && fn(d, type, &v) == 0) ? long(v) : -1;
    }
    long read(nvmlDevice d, int (*fn)(nvmlDevice, unsigned*)) const
    {
        unsigned v = 0;
        return (d && fn && fn(d, &v) == 0) ? long(v) : -1;
    }
};

// ---------------------------------------------------------------------------------------------------------
// Results

struct Result
{
    std::string key;       // memory_copy, matmul_bf16, ...
    std::string unit;      // GB/s or TFLOPS
    std::string statistic; // which of best/median is the value
    double value = 0, best = 0, median = 0, worst = 0;
    int repetitions = 0;
    std::vector<std::pair<std::string, std::string>> details; // extra members, already JSON
};

struct Skipped
{
    std::string key, reason;
};

struct GpuReport
{
    int index = 0;
    std::string name, uuid, pciBusId;
    int ccMajor = 0, ccMinor = 0, multiprocessors = 0, memoryBusWidth = 0;
    size_t memoryBytes = 0;
    long smClockMax = -1, memClockMax = -1, smClockAfter = -1, powerLimitW = -1, enforcedPowerLimitW = -1;
    std::vector<Result> results;
    std::vector<Skipped> skipped;
    std::vector<std::string> warnings;
};

struct PeerResult
{
    int from = 0, to = 0;
    bool peerAccess = false;
    Result result;
};

// Warms up with `warmup` runs and at least a quarter of `minSeconds`, so clocks and power settle; then times
// batches of `reps` runs (CUDA events) until at least `minSeconds` have been timed and the medians of the two
// halves agree within 3 %, or twelve batches are done. Returns milliseconds per run.
std::vector<double> timeRuns(const std::function<void()>& launch, int warmup, int reps, double minSeconds)
{
    cudaEvent_t start, stop;
    CK(cudaEventCreate(&start));
    CK(cudaEventCreate(&stop));
    using Clock = std::chrono::steady_clock;
    const auto warmStart = Clock::now();
    for (int i = 0;
         i < warmup || std::chrono::duration<double>(Clock::now() - warmStart).count() < minSeconds / 4;
         ++i) {
        launch();
        if (i % 8 == 7)
            CK(cudaDeviceSynchronize());
    }
    CK(cudaDeviceSynchronize());
    std::vector<double> ms;
    double timed = 0;
    auto medianOf = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    for (int batch = 0; batch < 12; ++batch) {
        for (int r = 0; r < reps; ++r) {
            CK(cudaEventRecord(start));
            launch();
            CK(cudaEventRecord(stop));
            CK(cudaEventSynchronize(stop));
            float t = 0;
            CK(cudaEventElapsedTime(&t, start, stop));
            ms.push_back(t);
            timed += t * 1e-3;
        }
        const size_t half = ms.size() / 2;
        const double a = medianOf({ms.begin(), ms.begin() + half});
        const double b = medianOf({ms.begin() + half, ms.end()});
        if (timed >= minSeconds && std::fabs(a - b) <= 0.03 * std::min(a, b))
            break;
        if (timed < minSeconds && batch == 0 && timed > 0) // size the next batches to reach minSeconds
            reps = std::max(reps, int(std::ceil(double(reps) * (minSeconds - timed) / timed / 2)));
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    return ms;
}

// Rate = amount / time for each run; best is the fastest run.
Result summarize(std::string key, std::string unit, bool valueIsBest, double amount,
                 const std::vector<double>& ms)
{
    std::vector<double> rates;
    for (double t : ms)
        rates.push_back(amount / (t * 1e-3));
    std::sort(rates.begin(), rates.end());
    Result r;
    r.key = std::move(key);
    r.unit = std::move(unit);
    r.best = rates.back();
    r.worst = rates.front();
    r.median = rates[rates.size() / 2];
    r.statistic = valueIsBest ? "best" : "median";
    r.value = valueIsBest ? r.best : r.median;
    r.repetitions = int(rates.size());
    return r;
}

std::string num(double v, int decimals = 2)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// ---------------------------------------------------------------------------------------------------------
// Device memory bandwidth

__global__ void initStream(double* a, double* b, double* c, size_t n)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x) {
        a[i] = -1.0;
        b[i] = double(i % 1024);
        c[i] = double(i % 7);
    }
}

__global__ void copyKernel(const double2* __restrict__ in, double2* __restrict__ out, size_t n2)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n2;
         i += size_t(gridDim.x) * blockDim.x)
        out[i] = in[i];
}

__global__ void triadKernel(double2* __restrict__ a, const double2* __restrict__ b,
                            const double2* __restrict__ c, double s, size_t n2)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n2;
         i += size_t(gridDim.x) * blockDim.x) {
        const double2 x = b[i], y = c[i];
        a[i] = make_double2(x.x + s * y.x, x.y + s * y.y);
    }
}

template <typename T> struct DeviceBuffer
{
    T* p = nullptr;
    explicit DeviceBuffer(size_t count) { CK(cudaMalloc(&p, count * sizeof(T))); }
    ~DeviceBuffer() { cudaFree(p); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
};

struct PinnedBuffer
{
    unsigned char* p = nullptr;
    explicit PinnedBuffer(size_t bytes) { CK(cudaMallocHost(&p, bytes)); }
    ~PinnedBuffer() { cudaFreeHost(p); }
    PinnedBuffer(const PinnedBuffer&) = delete;
    PinnedBuffer& operator=(const PinnedBuffer&) = delete;
};

// Sample indices spread over [0, n): the ends and a fixed pseudo-random scatter.
std::vector<size_t> sampleIndices(size_t n, int count)
{
    std::vector<size_t> idx{0, n - 1};
    uint64_t x = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < count; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        idx.push_back(size_t(x % n));
    }
    return idx;
}

double readBack(const double* d, size_t i)
{
    double v = 0;
    CK(cudaMemcpy(&v, d + i, sizeof v, cudaMemcpyDeviceToHost));
    return v;
}

void measureMemory(const Options& o, const cudaDeviceProp& prop, GpuReport& rep)
{
    const size_t n = o.streamBytes / sizeof(double);
    DeviceBuffer<double> a(n), b(n), c(n);
    const int blocks = prop.multiProcessorCount * 8, threads = 256;
    initStream<<<blocks, threads>>>(a.p, b.p, c.p, n);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    const size_t n2 = n / 2;

    auto copyMs = timeRuns(
        [&] {
            copyKernel<<<blocks, threads>>>(reinterpret_cast<const double2*>(b.p),
                                            reinterpret_cast<double2*>(a.p), n2);
        },
        3, o.repetitions, o.minSeconds);
    CK(cudaGetLastError());
    for (size_t i : sampleIndices(n, 4096))
        if (readBack(a.p, i) != double(i % 1024))
            throw ProbeError("the copy kernel wrote a wrong value at element " + std::to_string(i));
    Result copy = summarize("memory_copy", "GB/s", true, 2.0 * double(n * sizeof(double)) / 1e9, copyMs);
    copy.details.push_back({"bytes_per_array", std::to_string(n * sizeof(double))});
    copy.details.push_back({"bytes_moved_per_run", std::to_string(2 * n * sizeof(double))});
    rep.results.push_back(copy);

    const double s = 3.0;
    auto triadMs = timeRuns(
        [&] {
            triadKernel<<<blocks, threads>>>(reinterpret_cast<double2*>(a.p),
                                             reinterpret_cast<const double2*>(b.p),
                                             reinterpret_cast<const double2*>(c.p), s, n2);
        },
        3, o.repetitions, o.minSeconds);
    CK(cudaGetLastError());
    for (size_t i : sampleIndices(n, 4096))
        if (readBack(a.p, i) != double(i % 1024) + s * double(i % 7))
            throw ProbeError("the triad kernel wrote a wrong value at element " + std::to_string(i));
    Result triad = summarize("memory_triad", "GB/s", true, 3.0 * double(n * sizeof(double)) / 1e9, triadMs);
    triad.details.push_back({"bytes_per_array", std::to_string(n * sizeof(double))});
    triad.details.push_back({"bytes_moved_per_run", std::to_string(3 * n * sizeof(double))});
    rep.results.push_back(triad);
}

// ---------------------------------------------------------------------------------------------------------
// Host <-> device with pinned memory

void measureTransfers(const Options& o, GpuReport& rep)
{
    const size_t bytes = o.transferBytes;
    PinnedBuffer src(bytes), back(bytes);
    DeviceBuffer<unsigned char> dev(bytes);
    for (size_t i = 0; i < bytes; ++i)
        src.p[i] = static_cast<unsigned char>((i * 2654435761u) >> 13);
    std::memset(back.p, 0, bytes);

    auto h2d = timeRuns([&] { CK(cudaMemcpyAsync(dev.p, src.p, bytes, cudaMemcpyHostToDevice)); }, 2,
                        o.repetitions, o.minSeconds);
    auto d2h = timeRuns([&] { CK(cudaMemcpyAsync(back.p, dev.p, bytes, cudaMemcpyDeviceToHost)); }, 2,
                        o.repetitions, o.minSeconds);
    if (std::memcmp(src.p, back.p, bytes) != 0)
        throw ProbeError("data copied to the GPU and back differs from what was sent");
    Result up = summarize("host_to_device", "GB/s", true, double(bytes) / 1e9, h2d);
    Result down = summarize("device_to_host", "GB/s", true, double(bytes) / 1e9, d2h);
    up.details.push_back({"bytes", std::to_string(bytes)});
    up.details.push_back({"pinned", "true"});
    down.details = up.details;
    rep.results.push_back(up);
    rep.results.push_back(down);
}

// ---------------------------------------------------------------------------------------------------------
// FMA throughput: eight independent chains per thread, x = fma(x, m, a), checked against the host's
// correctly rounded fma for a sample of threads.

constexpr int kChains = 8;

template <typename T> __host__ __device__ T chainSeed(size_t tid, int j)
{
    return T(double(tid % 97) * 0.01 + double(j) * 0.5);
}

__device__ inline float fmaT(float x, float m, float a)
{
    return fmaf(x, m, a);
}
__device__ inline double fmaT(double x, double m, double a)
{
    return fma(x, m, a);
}

template <typename T> __global__ void fmaKernel(T* out, T m, T a, int iterations)
{
    const size_t tid = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
    T x[kChains];
#pragma unroll
    for (int j = 0; j < kChains; ++j)
        x[j] = chainSeed<T>(tid, j);
#pragma unroll 16
    for (int i = 0; i < iterations; ++i) {
#pragma unroll
        for (int j = 0; j < kChains; ++j)
            x[j] = fmaT(x[j], m, a);
    }
    T s = 0;
#pragma unroll
    for (int j = 0; j < kChains; ++j)
        s += x[j];
    out[tid] = s;
}

template <typename T> T hostChain(size_t tid, T m, T a, int iterations)
{
    T s = 0;
    for (int j = 0; j < kChains; ++j) {
        T x = chainSeed<T>(tid, j);
        for (int i = 0; i < iterations; ++i)
            x = std::fma(x, m, a);
        s += x;
    }
    return s;
}

template <typename T> Result measureFma(const Options& o, const cudaDeviceProp& prop, const char* key)
{
    const int threads = 256, blocks = prop.multiProcessorCount * 8;
    const size_t total = size_t(threads) * blocks;
    const int iterations = 1 << 15;
    const T m = T(0.9999), a = T(0.001);
    DeviceBuffer<T> out(total);
    auto ms = timeRuns([&] { fmaKernel<T><<<blocks, threads>>>(out.p, m, a, iterations); }, 3, o.repetitions,
                       o.minSeconds);
    CK(cudaGetLastError());
    std::vector<T> host(total);
    CK(cudaMemcpy(host.data(), out.p, total * sizeof(T), cudaMemcpyDeviceToHost));
    for (size_t tid : sampleIndices(total, 24)) {
        const T want = hostChain<T>(tid, m, a, iterations);
        if (host[tid] != want)
            throw ProbeError(std::string(key) + ": thread " + std::to_string(tid) + " computed " +
                             num(double(host[tid]), 9) + " where " + num(double(want), 9) + " is right");
    }
    const double flops = 2.0 * kChains * double(iterations) * double(total);
    Result r = summarize(key, "TFLOPS", false, flops / 1e12, ms);
    r.details.push_back({"flop_per_run", num(flops, 0)});
    return r;
}

// ---------------------------------------------------------------------------------------------------------
// Matrix multiply through cuBLAS. Entries are drawn from {-2, -1, 1, 2} by a hash of their position, so
// every product is exact and the FP32 accumulation of a row is an integer the host can check.

__host__ __device__ inline float entryValue(uint32_t seed, size_t i)
{
    uint64_t x = (uint64_t(seed) << 40) ^ (i * 0x9E3779B97F4A7C15ull);
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    const int k = int(x & 3);
    return k == 0 ? -2.f : k == 1 ? -1.f : k == 2 ? 1.f : 2.f;
}

template <typename T> __device__ inline T fromFloat(float v)
{
    return T(v);
}
template <> __device__ inline __half fromFloat<__half>(float v)
{
    return __float2half(v);
}
template <> __device__ inline __nv_bfloat16 fromFloat<__nv_bfloat16>(float v)
{
    return __float2bfloat16(v);
}
template <> __device__ inline __nv_fp8_e4m3 fromFloat<__nv_fp8_e4m3>(float v)
{
    return __nv_fp8_e4m3(v);
}

template <typename T> __global__ void fillMatrix(T* p, size_t n, uint32_t seed)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        p[i] = fromFloat<T>(entryValue(seed, i));
}

inline float toFloat(float v)
{
    return v;
}
inline float toFloat(__half v)
{
    return __half2float(v);
}
inline float toFloat(__nv_bfloat16 v)
{
    return __bfloat162float(v);
}

struct MatmulSpec
{
    const char* key;
    int minMajor, minMinor; // compute capability that has the tensor instructions
    double relTolerance;    // rounding of the output type
};

// Checks sampled entries of D (m x n, column-major) against the exact integer dot products.
// A is m x k column-major (aTransposed: stored k x m), B is k x n column-major.
template <typename Out>
void verifyProduct(const char* key, const Out* dDevice, int size, bool aTransposed, double relTol)
{
    const size_t n = size_t(size);
    for (size_t s : sampleIndices(n * n, 48)) {
        const size_t i = s % n, j = s / n;
        double ref = 0;
        for (size_t k = 0; k < n; ++k) {
            const float av = aTransposed ? entryValue(1, k + i * n) : entryValue(1, i + k * n);
            ref += double(av) * double(entryValue(2, k + j * n));
        }
        Out got;
        CK(cudaMemcpy(&got, dDevice + s, sizeof got, cudaMemcpyDeviceToHost));
        const double g = double(toFloat(got));
        if (std::fabs(g - ref) > 0.5 + relTol * std::fabs(ref))
            throw ProbeError(std::string(key) + ": entry (" + std::to_string(i) + ", " + std::to_string(j) +
                             ") is " + num(g, 3) + ", the exact product is " + num(ref, 0));
    }
}

template <typename In, typename Out>
Result gemmEx(const Options& o, cublasHandle_t h, const char* key, cudaDataType_t inType,
              cudaDataType_t outType, cublasComputeType_t compute, double relTol)
{
    const int size = o.matmulSize;
    const size_t elems = size_t(size) * size;
    DeviceBuffer<In> A(elems), B(elems);
    DeviceBuffer<Out> D(elems);
    fillMatrix<In><<<1024, 256>>>(A.p, elems, 1);
    fillMatrix<In><<<1024, 256>>>(B.p, elems, 2);
    CK(cudaGetLastError());
    CK(cudaMemset(D.p, 0, elems * sizeof(Out)));
    const float alpha = 1.f, beta = 0.f;
    auto run = [&] {
        check(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, size, size, size, &alpha, A.p, inType, size, B.p,
                           inType, size, &beta, D.p, outType, size, compute, CUBLAS_GEMM_DEFAULT),
              key);
    };
    auto ms = timeRuns(run, 5, o.repetitions, o.minSeconds);
    verifyProduct(key, D.p, size, false, relTol);
    const double flops = 2.0 * double(size) * double(size) * double(size);
    Result r = summarize(key, "TFLOPS", false, flops / 1e12, ms);
    r.details.push_back({"m", std::to_string(size)});
    r.details.push_back({"n", std::to_string(size)});
    r.details.push_back({"k", std::to_string(size)});
    return r;
}

// FP8 (E4M3) through cuBLASLt: A transposed ("TN"), BF16 output, FP32 accumulation.
Result gemmFp8(const Options& o, cublasLtHandle_t lt)
{
    const char* key = "matmul_fp8";
    const int size = o.matmulSize;
    const size_t elems = size_t(size) * size;
    DeviceBuffer<__nv_fp8_e4m3> A(elems), B(elems);
    DeviceBuffer<__nv_bfloat16> D(elems);
    const size_t wsBytes = 64ull << 20;
    DeviceBuffer<unsigned char> ws(wsBytes);
    fillMatrix<__nv_fp8_e4m3><<<1024, 256>>>(A.p, elems, 1);
    fillMatrix<__nv_fp8_e4m3><<<1024, 256>>>(B.p, elems, 2);
    CK(cudaGetLastError());

    cublasLtMatmulDesc_t op = nullptr;
    cublasLtMatrixLayout_t la = nullptr, lb = nullptr, ld = nullptr;
    cublasLtMatmulPreference_t pref = nullptr;
    struct Cleanup
    {
        cublasLtMatmulDesc_t& op;
        cublasLtMatrixLayout_t &la, &lb, &ld;
        cublasLtMatmulPreference_t& pref;
        ~Cleanup()
        {
            if (pref)
                cublasLtMatmulPreferenceDestroy(pref);
            if (ld)
                cublasLtMatrixLayoutDestroy(ld);
            if (lb)
                cublasLtMatrixLayoutDestroy(lb);
            if (la)
                cublasLtMatrixLayoutDestroy(la);
            if (op)
                cublasLtMatmulDescDestroy(op);
        }
    } cleanup{op, la, lb, ld, pref};

    check(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F), "cublasLtMatmulDescCreate");
    const cublasOperation_t ta = CUBLAS_OP_T, tb = CUBLAS_OP_N;
    check(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta), "TRANSA");
    check(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb), "TRANSB");
    check(cublasLtMatrixLayoutCreate(&la, CUDA_R_8F_E4M3, size, size, size), "layout A");
    check(cublasLtMatrixLayoutCreate(&lb, CUDA_R_8F_E4M3, size, size, size), "layout B");
    check(cublasLtMatrixLayoutCreate(&ld, CUDA_R_16BF, size, size, size), "layout D");
    check(cublasLtMatmulPreferenceCreate(&pref), "preference");
    const uint64_t wsLimit = wsBytes;
    check(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsLimit,
                                               sizeof wsLimit),
          "workspace");
    cublasLtMatmulHeuristicResult_t heuristic{};
    int found = 0;
    check(cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, ld, ld, pref, 1, &heuristic, &found), "heuristic");
    if (found == 0)
        throw ProbeError("cuBLASLt has no FP8 matrix-multiply algorithm for this GPU");
    const float alpha = 1.f, beta = 0.f;
    auto run = [&] {
        check(cublasLtMatmul(lt, op, &alpha, A.p, la, B.p, lb, &beta, D.p, ld, D.p, ld, &heuristic.algo, ws.p,
                             wsBytes, nullptr),
              key);
    };
    auto ms = timeRuns(run, 5, o.repetitions, o.minSeconds);
    verifyProduct(key, D.p, size, true, 1.0 / 128);
    const double flops = 2.0 * double(size) * double(size) * double(size);
    Result r = summarize(key, "TFLOPS", false, flops / 1e12, ms);
    r.details.push_back({"m", std::to_string(size)});
    r.details.push_back({"n", std::to_string(size)});
    r.details.push_back({"k", std::to_string(size)});
    return r;
}

// ---------------------------------------------------------------------------------------------------------
// Datasheet figures for the plausibility warnings (dense, no sparsity): memory bandwidth GB/s, FP32, FP64 and
// BF16 TFLOPS. The same figures as GPU Planner's catalog/gpus.json, where the sources are.

struct Datasheet
{
    const char* match;   // substring of the driver's name
    const char* exclude; // a name that also holds `match` but is another part
    double minMemoryGiB; // 0: any
    double maxMemoryGiB; // 0: any
    double bandwidthGbs, fp32, fp64, bf16;
};

const Datasheet kDatasheets[] = {
    {"H200 NVL", nullptr, 0, 0, 4800, 60, 30, 835},
    {"H200", "NVL", 0, 0, 4800, 67, 34, 989},
    {"H100 NVL", nullptr, 0, 0, 3900, 60, 30, 835},
    {"H100 PCIe", nullptr, 0, 0, 2000, 51, 26, 756},
    {"H100", "NVL", 70, 90, 3350, 67, 34, 989},
    {"A100-SXM4-80GB", nullptr, 0, 0, 2039, 19.5, 9.7, 312},
    {"A100-SXM4-40GB", nullptr, 0, 0, 1555, 19.5, 9.7, 312},
    {"A100 80GB PCIe", nullptr, 0, 0, 1935, 19.5, 9.7, 312},
    {"A100-PCIE-40GB", nullptr, 0, 0, 1555, 19.5, 9.7, 312},
    {"L40S", nullptr, 0, 0, 864, 91.6, 0, 362.05},
    {"L4", "L40", 0, 0, 300, 30.3, 0, 121},
    {"A10G", nullptr, 0, 0, 0, 0, 0, 0},
    {"A10", "A100", 0, 0, 600, 31.2, 0, 125},
    {"A40", nullptr, 0, 0, 696, 37.4, 0, 149.7},
    {"RTX 6000 Ada", nullptr, 0, 0, 960, 91.1, 0, 364.2},
    {"T4", nullptr, 0, 0, 320, 8.1, 0, 0},
    {"V100-SXM2", nullptr, 0, 0, 900, 15.7, 7.8, 0},
    {"V100-PCIE", nullptr, 0, 0, 900, 14, 7, 0},
};

const Datasheet* datasheetFor(const std::string& name, double memoryGiB)
{
    for (const Datasheet& d : kDatasheets) {
        if (name.find(d.match) == std::string::npos)
            continue;
        if (d.exclude && name.find(d.exclude) != std::string::npos)
            continue;
        if (d.minMemoryGiB > 0 && memoryGiB < d.minMemoryGiB)
            continue;
        if (d.maxMemoryGiB > 0 && memoryGiB > d.maxMemoryGiB)
            continue;
        return d.bandwidthGbs > 0 ? &d : nullptr;
    }
    return nullptr;
}

const Result* findResult(const GpuReport& rep, const std::string& key)
{
    for (const Result& r : rep.results)
        if (r.key == key)
            return &r;
    return nullptr;
}

void plausibility(GpuReport& rep)
{
    const Datasheet* d = datasheetFor(rep.name, double(rep.memoryBytes) / double(1ull << 30));
    if (!d) {
        rep.warnings.push_back("no datasheet figures for '" + rep.name +
                               "' in the probe: plausibility not checked");
        return;
    }
    auto band = [&](const char* key, double sheet, double lo, double hi, const char* what) {
        const Result* r = findResult(rep, key);
        if (!r || sheet <= 0)
            return;
        const double pct = 100.0 * r->value / sheet;
        if (pct < lo || pct > hi)
            rep.warnings.push_back(std::string(what) + " " + num(r->value) + " " + r->unit + " is " +
                                   num(pct, 1) + " % of the datasheet's " + num(sheet) +
                                   " (plausible: " + num(lo, 0) + "-" + num(hi, 0) + " %)");
    };
    band("memory_copy", d->bandwidthGbs, 60, 100, "memory bandwidth (copy)");
    band("memory_triad", d->bandwidthGbs, 60, 100, "memory bandwidth (triad)");
    band("matmul_bf16", d->bf16, 50, 100, "BF16 dense matrix multiply");
    band("fp32_fma", d->fp32, 0, 100, "FP32 FMA");
    band("fp64_fma", d->fp64, 0, 100, "FP64 FMA");
}

// ---------------------------------------------------------------------------------------------------------

template <typename F> void attempt(const Options& o, GpuReport& rep, const char* key, F&& f)
{
    const auto t0 = std::chrono::steady_clock::now();
    const size_t before = rep.results.size();
    try {
        f();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        for (size_t i = before; i < rep.results.size(); ++i) {
            const Result& r = rep.results[i];
            progress(o, "  %-16s %10.2f %-6s (median %.2f, best %.2f, %d runs, %.1f s)\n", r.key.c_str(),
                     r.value, r.unit.c_str(), r.median, r.best, r.repetitions, seconds);
        }
    } catch (const ProbeError& e) {
        rep.skipped.push_back({key, e.what()});
        progress(o, "  %-16s not measured: %s\n", key, e.what());
        cudaGetLastError(); // clear a sticky launch error where the context survives
    }
}

void measureGpu(const Options& o, int dev, const Nvml& nvml, GpuReport& rep)
{
    CK(cudaSetDevice(dev));
    cudaDeviceProp prop{};
    CK(cudaGetDeviceProperties(&prop, dev));
    rep.index = dev;
    rep.name = prop.name;
    rep.ccMajor = prop.major;
    rep.ccMinor = prop.minor;
    rep.multiprocessors = prop.multiProcessorCount;
    rep.memoryBytes = prop.totalGlobalMem;
    rep.memoryBusWidth = prop.memoryBusWidth;
    char uuid[64];
    const unsigned char* u = reinterpret_cast<const unsigned char*>(prop.uuid.bytes);
    std::snprintf(uuid, sizeof uuid,
                  "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", u[0], u[1],
                  u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]);
    rep.uuid = uuid;
    char bus[32] = {};
    CK(cudaDeviceGetPCIBusId(bus, sizeof bus, dev));
    rep.pciBusId = bus;
    nvmlDevice nd = nvml.device(rep.pciBusId);
    rep.smClockMax = nvml.read(nd, nvml.maxClock, Nvml::ClockSm);
    rep.memClockMax = nvml.read(nd, nvml.maxClock, Nvml::ClockMem);
    const long pl = nvml.read(nd, nvml.powerLimit), epl = nvml.read(nd, nvml.enforcedPowerLimit);
    rep.powerLimitW = pl < 0 ? -1 : pl / 1000;
    rep.enforcedPowerLimitW = epl < 0 ? -1 : epl / 1000;

    progress(o, "GPU %d: %s, %d SMs, %.1f GiB, compute capability %d.%d\n", dev, prop.name,
             prop.multiProcessorCount, double(prop.totalGlobalMem) / double(1ull << 30), prop.major,
             prop.minor);

    attempt(o, rep, "memory_bandwidth", [&] { measureMemory(o, prop, rep); });
    attempt(o, rep, "host_transfers", [&] { measureTransfers(o, rep); });
    attempt(o, rep, "fp32_fma", [&] { rep.results.push_back(measureFma<float>(o, prop, "fp32_fma")); });
    attempt(o, rep, "fp64_fma", [&] { rep.results.push_back(measureFma<double>(o, prop, "fp64_fma")); });

    cublasHandle_t h = nullptr;
    cublasLtHandle_t lt = nullptr;
    CK(cublasCreate(&h));
    CK(cublasLtCreate(&lt));
    const MatmulSpec specs[] = {{"matmul_fp16", 7, 0, 1.0 / 1024},
                                {"matmul_bf16", 8, 0, 1.0 / 128},
                                {"matmul_tf32", 8, 0, 1e-6},
                                {"matmul_fp8", 8, 9, 1.0 / 128}};
    for (const MatmulSpec& s : specs) {
        if (prop.major * 10 + prop.minor < s.minMajor * 10 + s.minMinor) {
            rep.skipped.push_back({s.key, "the GPU (compute capability " + std::to_string(prop.major) + "." +
                                              std::to_string(prop.minor) +
                                              ") has no tensor instructions for it"});
            continue;
        }
        const std::string key = s.key;
        attempt(o, rep, s.key, [&] {
            if (key == "matmul_fp16")
                rep.results.push_back(gemmEx<__half, __half>(o, h, s.key, CUDA_R_16F, CUDA_R_16F,
                                                             CUBLAS_COMPUTE_32F, s.relTolerance));
            else if (key == "matmul_bf16")
                rep.results.push_back(gemmEx<__nv_bfloat16, __nv_bfloat16>(
                    o, h, s.key, CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, s.relTolerance));
            else if (key == "matmul_tf32")
                rep.results.push_back(gemmEx<float, float>(o, h, s.key, CUDA_R_32F, CUDA_R_32F,
                                                           CUBLAS_COMPUTE_32F_FAST_TF32, s.relTolerance));
            else
                rep.results.push_back(gemmFp8(o, lt));
        });
    }
    rep.smClockAfter = nvml.read(nd, nvml.clock, Nvml::ClockSm);
    cublasLtDestroy(lt);
    cublasDestroy(h);
    plausibility(rep);
    for (const std::string& w : rep.warnings)
        progress(o, "  warning: %s\n", w.c_str());
}

void measurePeers(const Options& o, const std::vector<int>& devs, std::vector<PeerResult>& out,
                  std::vector<Skipped>& skipped)
{
    const size_t bytes = 1ull << 30;
    for (int from : devs)
        for (int to : devs) {
            if (from == to)
                continue;
            const std::string key = "p2p_" + std::to_string(from) + "_" + std::to_string(to);
            progress(o, "  %-16s ", key.c_str());
            try {
                int can = 0;
                CK(cudaDeviceCanAccessPeer(&can, from, to));
                CK(cudaSetDevice(to));
                DeviceBuffer<unsigned char> dst(bytes);
                CK(cudaSetDevice(from));
                DeviceBuffer<unsigned char> src(bytes);
                if (can) {
                    cudaError_t e = cudaDeviceEnablePeerAccess(to, 0);
                    if (e != cudaSuccess && e != cudaErrorPeerAccessAlreadyEnabled)
                        check(e, "cudaDeviceEnablePeerAccess");
                    cudaGetLastError();
                }
                CK(cudaMemset(src.p, 0x5a, bytes));
                CK(cudaSetDevice(to));
                CK(cudaMemset(dst.p, 0, bytes));
                CK(cudaSetDevice(from));
                auto ms = timeRuns([&] { CK(cudaMemcpyPeerAsync(dst.p, to, src.p, from, bytes)); }, 2,
                                   o.repetitions, o.minSeconds);
                for (size_t i : sampleIndices(bytes, 256)) {
                    unsigned char v = 0;
                    CK(cudaMemcpy(&v, dst.p + i, 1, cudaMemcpyDefault));
                    if (v != 0x5a)
                        throw ProbeError("the peer copy left a wrong byte at " + std::to_string(i));
                }
                PeerResult p;
                p.from = from;
                p.to = to;
                p.peerAccess = can != 0;
                p.result = summarize(key, "GB/s", true, double(bytes) / 1e9, ms);
                out.push_back(p);
                progress(o, "%10.2f GB/s (%s)\n", p.result.value, can ? "peer access" : "through the host");
            } catch (const ProbeError& e) {
                skipped.push_back({key, e.what()});
                progress(o, "not measured: %s\n", e.what());
                cudaGetLastError();
            }
        }
}

// ---------------------------------------------------------------------------------------------------------
// JSON output

std::string jsonString(const std::string& s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
}

std::string optionalInt(long v)
{
    return v < 0 ? "null" : std::to_string(v);
}

std::string resultJson(const Result& r, const std::string& indent)
{
    std::string s = "{\n";
    s += indent + "  \"value\": " + num(r.value) + ",\n";
    s += indent + "  \"unit\": " + jsonString(r.unit) + ",\n";
    s += indent + "  \"statistic\": " + jsonString(r.statistic) + ",\n";
    s += indent + "  \"best\": " + num(r.best) + ",\n";
    s += indent + "  \"median\": " + num(r.median) + ",\n";
    s += indent + "  \"worst\": " + num(r.worst) + ",\n";
    s += indent + "  \"repetitions\": " + std::to_string(r.repetitions) + ",\n";
    for (const auto& [k, v] : r.details)
        s += indent + "  " + jsonString(k) + ": " + v + ",\n";
    s += indent + "  \"verified\": true\n" + indent + "}";
    return s;
}

std::string skippedJson(const std::vector<Skipped>& skipped, const std::string& indent)
{
    if (skipped.empty())
        return "[]";
    std::string s = "[\n";
    for (size_t i = 0; i < skipped.size(); ++i)
        s += indent + "  {\"test\": " + jsonString(skipped[i].key) +
             ", \"reason\": " + jsonString(skipped[i].reason) + "}" + (i + 1 < skipped.size() ? ",\n" : "\n");
    return s + indent + "]";
}

std::string stringList(const std::vector<std::string>& v, const std::string& indent)
{
    if (v.empty())
        return "[]";
    std::string s = "[\n";
    for (size_t i = 0; i < v.size(); ++i)
        s += indent + "  " + jsonString(v[i]) + (i + 1 < v.size() ? ",\n" : "\n");
    return s + indent + "]";
}

std::string versionText(int v)
{
    return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

// "all_reduce" (null when nothing was measured) and "all_reduce_not_measured".
std::string allReduceJson(const allreduce::Report& r)
{
    const int n = int(r.devices.size());
    std::vector<Skipped> skipped;
    if (!r.failure.empty())
        skipped.push_back({"all_reduce", r.failure});
    std::string s = "  \"all_reduce\": ";
    if (r.sizes.empty()) {
        s += "null,\n";
    } else {
        std::string devices;
        for (int d : r.devices)
            devices += (devices.empty() ? "" : ", ") + std::to_string(d);
        const allreduce::SizeResult& largest = r.sizes.back();
        Result bus;
        bus.unit = "GB/s";
        bus.statistic = "median";
        bus.value = bus.median = allreduce::busGbs(largest.bytes, n, largest.medianUs);
        bus.best = allreduce::busGbs(largest.bytes, n, largest.bestUs);
        bus.worst = allreduce::busGbs(largest.bytes, n, largest.worstUs);
        bus.repetitions = largest.repetitions;
        bus.details = {{"bytes", std::to_string(largest.bytes)}};
        s += "{\n";
        s += "    \"library\": \"NCCL\",\n";
        s += "    \"library_version\": " + jsonString(r.libraryVersion) + ",\n";
        s += "    \"devices\": [" + devices + "],\n";
        s += "    \"operation\": \"sum\",\n";
        s += "    \"data_type\": \"float32\",\n";
        s += "    \"bus_bandwidth\": " + resultJson(bus, "    ") + ",\n";
        s += "    \"sizes\": [";
        for (size_t i = 0; i < r.sizes.size(); ++i) {
            const allreduce::SizeResult& z = r.sizes[i];
            s += std::string(i ? "," : "") + "\n      {\"bytes\": " + std::to_string(z.bytes) +
                 ", \"time_us\": " + num(z.medianUs, 1) +
                 ", \"algorithm_bandwidth_gbs\": " + num(allreduce::algorithmGbs(z.bytes, z.medianUs)) +
                 ", \"bus_bandwidth_gbs\": " + num(allreduce::busGbs(z.bytes, n, z.medianUs)) +
                 ", \"bus_bandwidth_best_gbs\": " + num(allreduce::busGbs(z.bytes, n, z.bestUs)) +
                 ", \"repetitions\": " + std::to_string(z.repetitions) + "}";
        }
        s += "\n    ]\n  },\n";
    }
    return s + "  \"all_reduce_not_measured\": " + skippedJson(skipped, "  ");
}

std::string report(const Options& o, const std::string& when, const std::string& host,
                   const std::string& driver, const std::vector<GpuReport>& gpus,
                   const std::vector<PeerResult>& peers, const std::vector<Skipped>& peerSkipped,
                   const allreduce::Report* allReduce, double seconds)
{
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    std::string s = "{\n";
    s += "  \"format\": \"gpu-planner-measurements\",\n";
    s += "  \"format_version\": 1,\n";
    s += "  \"probe\": \"gpu-probe\",\n";
    s += "  \"probe_version\": " + jsonString(GP_PROBE_VERSION) + ",\n";
    s += "  \"measured_at\": " + jsonString(when) + ",\n";
    s += "  \"host\": " + jsonString(host) + ",\n";
    s += "  \"label\": " + (o.label.empty() ? std::string("null") : jsonString(o.label)) + ",\n";
    s += "  \"driver_version\": " + (driver.empty() ? std::string("null") : jsonString(driver)) + ",\n";
    s += "  \"cuda_driver_version\": " + jsonString(versionText(drv)) + ",\n";
    s += "  \"cuda_runtime_version\": " + jsonString(versionText(rt)) + ",\n";
    s += "  \"cublas_version\": " +
         jsonString(std::to_string(CUBLAS_VER_MAJOR) + "." + std::to_string(CUBLAS_VER_MINOR) + "." +
                    std::to_string(CUBLAS_VER_PATCH)) +
         ",\n";
    s += "  \"run_seconds\": " + num(seconds, 1) + ",\n";
    s += "  \"gpus\": [\n";
    for (size_t g = 0; g < gpus.size(); ++g) {
        const GpuReport& r = gpus[g];
        s += "    {\n";
        s += "      \"index\": " + std::to_string(r.index) + ",\n";
        s += "      \"name\": " + jsonString(r.name) + ",\n";
        s += "      \"uuid\": " + jsonString(r.uuid) + ",\n";
        s += "      \"pci_bus_id\": " + jsonString(r.pciBusId) + ",\n";
        s += "      \"compute_capability\": " +
             jsonString(std::to_string(r.ccMajor) + "." + std::to_string(r.ccMinor)) + ",\n";
        s += "      \"multiprocessors\": " + std::to_string(r.multiprocessors) + ",\n";
        s += "      \"memory_mib\": " + std::to_string(r.memoryBytes >> 20) + ",\n";
        s += "      \"memory_bus_width_bits\": " + std::to_string(r.memoryBusWidth) + ",\n";
        s += "      \"sm_clock_max_mhz\": " + optionalInt(r.smClockMax) + ",\n";
        s += "      \"memory_clock_max_mhz\": " + optionalInt(r.memClockMax) + ",\n";
        s += "      \"sm_clock_after_mhz\": " + optionalInt(r.smClockAfter) + ",\n";
        s += "      \"power_limit_w\": " + optionalInt(r.powerLimitW) + ",\n";
        s += "      \"enforced_power_limit_w\": " + optionalInt(r.enforcedPowerLimitW) + ",\n";
        s += "      \"results\": {";
        for (size_t i = 0; i < r.results.size(); ++i)
            s += std::string(i ? "," : "") + "\n        " + jsonString(r.results[i].key) + ": " +
                 resultJson(r.results[i], "        ");
        s += r.results.empty() ? "},\n" : "\n      },\n";
        s += "      \"not_measured\": " + skippedJson(r.skipped, "      ") + ",\n";
        s += "      \"warnings\": " + stringList(r.warnings, "      ") + "\n";
        s += std::string("    }") + (g + 1 < gpus.size() ? ",\n" : "\n");
    }
    s += "  ],\n";
    s += "  \"peer_to_peer\": [";
    for (size_t i = 0; i < peers.size(); ++i) {
        const PeerResult& p = peers[i];
        s += std::string(i ? "," : "") + "\n    {\"from\": " + std::to_string(p.from) +
             ", \"to\": " + std::to_string(p.to) + ", \"peer_access\": " + (p.peerAccess ? "true" : "false") +
             ", \"bandwidth\": " + resultJson(p.result, "    ") + "}";
    }
    s += peers.empty() ? "],\n" : "\n  ],\n";
    s += "  \"peer_to_peer_not_measured\": " + skippedJson(peerSkipped, "  ");
    if (allReduce)
        s += ",\n" + allReduceJson(*allReduce);
    s += "\n}\n";
    return s;
}

bool writeFile(const std::string& path, const std::string& text)
{
    if (path == "-") {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return std::fflush(stdout) == 0;
    }
    const std::string tmp = path + ".part";
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f)
        return false;
    const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0 &&
                    fsync(fileno(f)) == 0;
    if (std::fclose(f) != 0 || !ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    if (int rc = parseOptions(argc, argv, o))
        return rc;
    const auto t0 = std::chrono::steady_clock::now();

    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess || count == 0) {
        std::fprintf(stderr, "gpu-probe: no CUDA GPU found (%s)\n",
                     e != cudaSuccess ? cudaGetErrorString(e) : "the driver reports none");
        return 1;
    }
    std::vector<int> devs = o.devices;
    if (devs.empty())
        for (int i = 0; i < count; ++i)
            devs.push_back(i);
    for (int d : devs)
        if (d >= count) {
            std::fprintf(stderr, "gpu-probe: --devices: GPU %d does not exist (this machine has %d)\n", d,
                         count);
            return 2;
        }

    char hostBuf[256] = {};
    gethostname(hostBuf, sizeof hostBuf - 1);
    const std::string host = hostBuf;
    char when[32], day[16];
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &utc);
    std::strftime(day, sizeof day, "%Y-%m-%d", &utc);
    if (o.output.empty())
        o.output = "gpu-probe-" + host + "-" + day + ".json";

    Nvml nvml;
    const std::string driver = nvml.driver();
    progress(o, "gpu-probe %s: %zu GPU(s), driver %s\n", GP_PROBE_VERSION, devs.size(),
             driver.empty() ? "(NVML not available)" : driver.c_str());

    std::vector<GpuReport> gpus;
    try {
        for (int d : devs) {
            GpuReport rep;
            measureGpu(o, d, nvml, rep);
            gpus.push_back(std::move(rep));
        }
    } catch (const ProbeError& err) {
        std::fprintf(stderr, "gpu-probe: %s\n", err.what());
        return 1;
    }
    std::vector<PeerResult> peers;
    std::vector<Skipped> peerSkipped;
    if (devs.size() >= 2) {
        progress(o, "Peer to peer:\n");
        measurePeers(o, devs, peers, peerSkipped);
    }
    std::optional<allreduce::Report> allReduce;
    if (devs.size() >= 2 && o.allReduce) {
        progress(o, "All-reduce:\n");
        allReduce = allreduce::measure(devs, 1ull << 20, 1ull << 30, o.minSeconds / 2,
                                       [&](const std::string& line) { progress(o, "%s", line.c_str()); });
        if (!allReduce->failure.empty())
            progress(o, "  not measured: %s\n", allReduce->failure.c_str());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const std::string text =
        report(o, when, host, driver, gpus, peers, peerSkipped, allReduce ? &*allReduce : nullptr, seconds);
    if (!writeFile(o.output, text)) {
        std::fprintf(stderr, "gpu-probe: cannot write %s: %s\n", o.output.c_str(), std::strerror(errno));
        return 1;
    }
    progress(o, "Wrote %s in %.1f s\n", o.output == "-" ? "stdout" : o.output.c_str(), seconds);
    return 0;
}
