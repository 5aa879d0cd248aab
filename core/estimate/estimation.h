#pragma once

#include "gpu.h"
#include "traininglayout.h"
#include "utilisation.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

struct InstanceType;

// What a scenario asks GPUs to do.
enum class Workload
{
    Train,
    Finetune,
    Inference,
    Render,
    Science
};
QString workloadKey(Workload w); // "train", "finetune", "inference", "render", "science"
std::optional<Workload> workloadFromKey(QStringView key);
QStringList workloadKeys();
QString workloadLabel(Workload w); // "Training from scratch"
// The precision a workload is estimated at unless the user picks one.
Precision defaultPrecision(Workload w);

// The constants of the estimation model (docs/estimation.md gives the reasoning and sources).
namespace estimation {
inline constexpr double DefaultMfu = 0.40;           // model FLOPs utilisation of one well-used GPU
inline constexpr double WeightBytesPerParam = 2;     // BF16 weights of a trained model
inline constexpr double GradientBytesPerParam = 2;   // BF16 gradients
inline constexpr double OptimizerBytesPerParam = 12; // FP32 master weights and Adam's two moments
inline constexpr double TrainingStateBytesPerParam =
    WeightBytesPerParam + GradientBytesPerParam + OptimizerBytesPerParam; // 16 (ZeRO, §3.1)
inline constexpr double FrozenWeightBytesPerParam = 2; // BF16 weights that are not trained (LoRA's base)
inline constexpr double UsableMemoryFraction = 0.90;   // CUDA context, allocator slack
inline constexpr double VgpuEfficiency = 0.90;         // time-sliced or MIG share: 3-15 % lost, 10 % taken
inline constexpr double StrongFp64Ratio = 0.25;        // FP64 at least a quarter of FP32
inline constexpr double SecondsPerDay = 86'400;
inline constexpr double MaxGpus = 100'000;
// The communication model of training (docs/estimation.md).
inline constexpr double DefaultBatchTokens = 4'194'304; // tokens per optimizer step (Llama 2 and 3: 4M)
inline constexpr int DefaultSeqLen = 4096;              // training sequence (the model's context if shorter)
inline constexpr double BackwardShare = 2.0 / 3.0;      // of a step's compute: what the exchange overlaps
inline constexpr double RdmaLineRateShare = 0.80;       // of the network line rate NCCL reaches over RDMA
inline constexpr double TcpLineRateShare = 0.50;        // over TCP without RDMA
inline constexpr double PcieGbs = 25;                   // GB/s each way between GPUs without NVLink
inline constexpr double UnknownNetworkGbps = 10;        // an instance whose network is not published
inline constexpr double DefaultMinEfficiency = 0.50;    // configurations scaling worse are left out
inline constexpr double QloraBytesPerParam = 0.52;      // 4-bit NF4 weights with double-quantised scales
} // namespace estimation

// Training FLOPs for a dense transformer: 6·N·D, or 8·N·D with activation recomputation.
double trainingFlops(double params, double tokens, bool recompute);
// Bytes per weight at a precision: 4 (FP32/TF32), 2 (BF16/FP16), 1 (FP8/INT8).
double bytesPerWeight(Precision p);
// KV-cache bytes per token of context for a dense model of `params` with full multi-head attention
// (2 x layers x d_model values, the shape of GPT/Llama models: params = 12 x layers x d_model^2,
// d_model = 128 x layers). Conservative for grouped-query attention models.
double kvBytesPerToken(double params, Precision p);

// A warning when the GPU has a faster precision of those the workload is run at in practice (training: BF16,
// FP8, FP4; serving: FP16/BF16, FP8, FP4), by dense datasheet peak; none otherwise.
std::optional<QString> fasterPrecisionWarning(const Gpu& gpu, Precision chosen, Workload w);

// True when the GPU has real FP64 units: a published FP64 figure of at least a quarter of FP32.
// Otherwise `why` says what it lacks.
bool hasStrongFp64(const Gpu& gpu, QString* why = nullptr);

// How well work spreads over the GPUs of `instances` instances of a type, with the reasons.
struct Scaling
{
    double factor = 1;
    QStringList reasons;
    // The communication model's figures, when it was used (trainingScaling).
    std::optional<double> communicationSecondsPerStep; // the gradient exchange, overlapped or not
    std::optional<double> exposedSecondsPerStep;       // what the backward pass does not hide
    std::optional<double> computeSecondsPerStep;
    // The utilisation the compute was timed at before the factor (jobScaling: the calibrated table's), when
    // the job is not perfectly parallel.
    std::optional<Utilisation> base;
    // The layout the communication model chose (trainingScaling).
    std::optional<LayoutChoice> layout;
};
// Inside an instance by GPU interconnect, across instances by network bandwidth per GPU and RDMA,
// and the loss of a vGPU share. perfectlyParallel (frames of a render) keeps only the vGPU loss.
Scaling scalingFor(const InstanceType& instance, int instances, bool perfectlyParallel);

// What the layout and communication model need to know of a training job. Scenario::trainingShape() fills it
// from the model preset; without a shape, completeShape() takes the multi-head one of a dense model of the
// parameters (params = 12 L d², d = 128 L).
struct TrainingShape
{
    double gradientParams = 0;     // parameters whose gradients are exchanged (all, or LoRA's adapters)
    double activeParams = 0;       // parameters one token passes through (mixture of experts: fewer)
    double flopsPerParamToken = 6; // 6 (forward + backward), 4 for LoRA (no weight gradients of the base)
    double batchTokens = estimation::DefaultBatchTokens; // the global batch: tokens per optimizer step
    double modelParams = 0;                              // the weights held (0: as many as gradientParams)
    int seqLen = estimation::DefaultSeqLen;
    int layers = 0;
    int hidden = 0;
    int attentionWidth = 0; // query heads × head dim (0: hidden)
    int heads = 0;
    int vocab = 0;
    int experts = 0; // 0: dense
    int activeExperts = 0;
    double frozenBytesPerParam = estimation::FrozenWeightBytesPerParam; // QLoRA: 4-bit with its constants
    bool adapters = false;                                              // LoRA or QLoRA: the base is frozen
    bool finetune = false; // fine-tuning (FSDP is the usual framework) rather than pre-training
    LayoutRequest layout;  // what the user fixed
    int microBatch = 1;

    // Attention's FLOPs per token over the forward and backward passes: 12 × layers × width × sequence, the
    // count of published MFU figures (PaLM's appendix B, LLM Foundry), which do not halve it for causal
    // masks.
    double attentionFlopsPerToken() const;
    // Model FLOPs per token: flopsPerParamToken × active parameters + attention.
    double flopsPerToken() const;
};
// The shape with layers, hidden and heads filled for a dense model of its parameters where not known.
TrainingShape completeShape(TrainingShape shape);
// "work: (6·N + 12·L·w·s)·D = (6·70.6 B + 12·80·8192·8192)·1 T = 4.84e+23 FLOPs (attention 13%)".
QString trainingWorkText(const TrainingShape& shape, double tokens);

// True when the instance's GPUs share a GPU link (NVLink, NVSwitch, Infinity Fabric, NeuronLink), not PCIe.
bool hasGpuLink(const InstanceType& instance);

// The bandwidths exchanges between GPUs run at (training's layouts and serving's tensor parallelism): inside
// an instance a measured NCCL bus bandwidth, else the GPU link's one-way datasheet figure, else PCIe; across
// instances a share of the network's line rate.
struct InstanceLinks
{
    int perInstance = 1;
    // The GPUs the GPU link joins: the instance's own, or a rack-scale NVLink domain of several instances
    // (InstanceType::nvlinkDomainGpus). Tensor parallel, expert parallel and the data-parallel exchange
    // inside it run over intraGbs.
    int domain = 1;
    QString domainLabel; // "an NVLink domain of 72 GPUs (18 instances)"; empty: the instance
    double intraGbs = estimation::PcieGbs; // GB/s each way per GPU inside an instance
    bool intraMeasured = false;            // intraGbs is a measured bus bandwidth, not a datasheet figure
    QString intraLabel;
    double interGbs = 0; // GB/s an instance sends across the network
    QString interLabel;
};
InstanceLinks instanceLinks(const Gpu& gpu, const InstanceType& instance);

// The shape of a dense multi-head model of `params` parameters whose shape is not known: params = 12 L d²
// with d = 128 L (GPT and Llama models), heads of 128.
struct DenseShape
{
    int layers = 1;
    int hidden = 1;
    int heads = 1;
};
DenseShape denseShapeOf(double params);

// The measured NCCL all-reduce bus bandwidth that stands for traffic inside `instance`: the GPU's measurement
// has one and was taken over the same kind of path (a GPU link for NVLink/NVSwitch/Infinity Fabric
// instances, PCIe otherwise). nullopt otherwise.
std::optional<double> measuredBusGbs(const Gpu& gpu, const InstanceType& instance);

// The usable memory of one GPU, in GB as GPU memory is labelled (2^30 bytes):
// estimation::UsableMemoryFraction of it.
double usableMemoryGb(const Gpu& gpu);

// The memory one GPU of `layout` holds for a training run of this shape (docs/estimation.md "Memory"):
// weights, gradients and optimizer states sharded by the layout and ZeRO stage, activations of the
// micro-batches in flight (34 bytes per token, hidden unit and layer over the tensor-parallel group without
// recomputation, the layer inputs with it), the logits, and ZeRO-3's gathered layers. hostMemoryGb is what
// one instance has for an offload (0: unknown, no offload).
TrainingMemory trainingMemory(const Gpu& gpu, const TrainingShape& shape, const ParallelLayout& layout,
                              double gpusPerInstance = 1, double hostMemoryGb = 0);

// The layout of `gpus` GPUs (`instances` of `instance`, or GPUs without one: no communication counted) that
// fits and takes the shortest step, within what shape.layout fixes: tensor parallel inside the NVLink domain
// (the instance, or a rack-scale domain of several: InstanceLinks::domain), pipeline and context parallel
// where memory needs them, expert parallel for mixture of experts, data parallel with ZeRO 1 or 3 over the
// rest, recomputation when it is needed or fixed. When none fits, the one needing the least memory,
// memory.fits false. whyNot is set (and nothing else) when the fixed parts cannot make `gpus`.
LayoutChoice chooseLayout(const Gpu& gpu, const InstanceType* instance, double gpus,
                          const TrainingShape& shape, double peakTflopsPerGpu, double utilisation);

// Training on `instances` instances, timed by chooseLayout's layout: factor = compute / (compute +
// recomputation + pipeline bubble + tensor and expert exchanges + the gradient exchange the backward pass
// does not hide), times the vGPU loss.
Scaling trainingScaling(const InstanceType& instance, const Gpu& gpu, int instances,
                        const TrainingShape& shape, double peakTflopsPerGpu,
                        double utilisation = estimation::DefaultMfu);

// One compute-bound job on some GPUs.
struct ComputeInputs
{
    double flops = 0;
    double gpus = 1;                 // may be fractional for vGPU shares
    double peakTflopsPerGpu = 0;     // dense, at the job's precision
    std::optional<double> mfu;       // given: the end-to-end utilisation, nothing else applies
    std::optional<Scaling> scaling;  // applied to the utilisation when mfu is not given
    std::optional<Utilisation> base; // the utilisation before scaling (absent: estimation::DefaultMfu)
};

struct ComputeEstimate
{
    double flops = 0;
    double utilisation = 0;      // end-to-end: MFU x scaling
    QString utilisationSource;   // the calibrated row ("hopper-fp8"), "given" or "default"
    double throughputTflops = 0; // achieved, over all GPUs
    double seconds = 0;
    double gpuHours = 0;
    QStringList assumptions;

    double days() const { return seconds / estimation::SecondsPerDay; }
    double hours() const { return seconds / 3600; }
};

// Fails (empty) when the inputs cannot give a time: no throughput, no work.
std::optional<ComputeEstimate> estimateCompute(const ComputeInputs& in);

// How the weights of a served model are stored, and what its matrix products compute in.
struct WeightFormat
{
    QString key;       // "fp16", "bf16", "fp8", "int8", "int4"
    double bytes = 2;  // per weight
    Precision compute; // INT4 is weight-only: dequantised to FP16 for the products
};
QStringList weightFormatKeys();
std::optional<WeightFormat> weightFormatFromKey(QStringView key);
// The format of weights held at precision p: FP16/BF16/FP8/INT8 as above, others at their own width.
WeightFormat weightFormatFor(Precision p);

// Serving a model on `instances` instances at their maximum throughput (`estimate --workload inference`).
struct ServingRequest
{
    double params = 0;          // the weights held
    double activeParams = 0;    // the weights one token passes through
    double kvBytesPerToken = 0; // at the KV cache's precision
    // The model's shape, for attention's FLOPs and tensor parallelism's exchanges (0: that of a dense model
    // of `params`, estimation's denseShapeOf).
    int layers = 0;
    int hidden = 0;
    int attentionWidth = 0; // query heads × head dimension
    WeightFormat format{QStringLiteral("fp16"), 2, Precision::FP16};
    int inputTokens = 512;
    int outputTokens = 256;
    std::optional<double> latencyMs; // the longest time per generated token allowed
    std::optional<int>
        tensorParallel; // the group size to use (absent: each that divides the instance's GPUs)
    int instances = 1;
    bool useMeasured = false;

    void setShape(int modelLayers, int modelHidden, int heads, int headDim)
    {
        layers = modelLayers;
        hidden = modelHidden;
        attentionWidth = heads > 0 && headDim > 0 ? heads * headDim : modelHidden;
    }
};

struct ServingCapacity
{
    QString whyNot;               // empty when it can serve
    int tensorParallel = 0;       // GPUs one replica is split over, inside one instance
    int replicas = 0;             // over all the instances
    int batch = 0;                // sequences one replica decodes together
    double kvCacheGb = 0;         // the KV cache of that batch, per replica
    double memoryPerGpuGb = 0;    // weights and KV cache on each GPU of a replica (or, when it cannot
                                  // serve for memory, the weights on each GPU of the largest group tried)
    bool fits = false;            // the weights and one sequence's KV cache fit
    double tokensPerSecond = 0;   // output tokens, all replicas
    double requestsPerSecond = 0; // all replicas
    double timeToFirstTokenMs = 0;
    double perTokenLatencyMs = 0;
    QString bound;             // "memory_bandwidth", "compute", "kv_memory" or "latency"
    QString utilisationSource; // the utilisation table's row the compute rests on
    QStringList assumptions;
};

// The KV cache's precision when none is given: FP8 beside FP8 or FP4 weights (the FP8 and NVFP4 checkpoints
// serving stacks publish keep an FP8 cache), FP16 otherwise.
Precision defaultKvPrecision(const WeightFormat& weights);

// Per replica: the weights split over a tensor-parallel group inside one instance (each group size that
// divides the instance's GPUs is tried, the most throughput kept); continuous batching up to the memory left
// for the KV cache, a latency target and the serving rule's batch per GPU. A decode step reads the weights
// and the batch's KV cache (bandwidth), then does 2 FLOPs per active parameter and the attention over each
// sequence's context (compute), then the tensor-parallel all-reduces of its activations; a prompt's prefill
// takes its share of the time. The rates are the utilisation table's serving rule (UtilisationTable::serving)
// applied to the training utilisation of the GPU, precision and model (docs/estimation.md "Serving").
ServingCapacity servingCapacity(const ServingRequest& request, const Gpu& gpu, const InstanceType& instance);

// A count as people write it: "7e9", "7B", "70 b", "1.5T", "350M", "8K", "2000000". Nullopt when it is
// not a finite number above zero.
std::optional<double> parseCount(QStringView text);

// "7 B", "1.2 T", "350 M" for parameter and token counts.
QString countText(double n);
// "1.1 TB" or "640 GB".
QString gbText(double gb);

} // namespace gp
