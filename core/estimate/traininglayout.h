#pragma once

// How a training run is spread over its GPUs (tensor, pipeline, context, expert and data parallel, ZeRO) and
// the GPU memory that layout needs. The types only: estimation.h declares the functions that choose a layout
// and time it (traininglayout.cpp).

#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// One parallel layout: tp × pp × cp × dp = the GPUs; ep splits the experts of a mixture-of-experts model
// over the data-parallel copies; zero shards the optimizer states (1), the gradients too (2) or the weights
// too (3, FSDP) over the data-parallel copies.
struct ParallelLayout
{
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int dp = 1;
    int zero = 1;
    bool recompute = false; // full activation recomputation
    bool offload = false;   // a fine-tuning run's frozen weights kept in the host's memory (FSDP offload)
    int microBatch = 1;     // sequences per micro-batch

    int gpus() const { return tp * pp * cp * dp; }
    bool operator==(const ParallelLayout&) const = default;
};

// What the user fixed of the layout (`--tp`, `--pp`, `--cp`, `--ep`, `--zero`, `--recompute`); the rest is
// chosen.
struct LayoutRequest
{
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> cp;
    std::optional<int> ep;
    std::optional<int> zero;
    bool recompute = false; // true: recompute whether or not it is needed

    bool isEmpty() const { return !tp && !pp && !cp && !ep && !zero && !recompute; }
};

// The GPU memory one GPU of a layout holds at its peak, in GB as GPU memory is labelled (2^30 bytes).
struct TrainingMemory
{
    double weightsGb = 0;
    double gradientsGb = 0;
    double optimizerGb = 0;
    double activationsGb = 0;
    double workingGb = 0; // ZeRO-3: the layers gathered for the current and the next computation
    double totalGb = 0;
    double usableGb = 0; // of the GPU's memory, after the CUDA context and the allocator's slack
    double hostGb = 0;   // offload: what each instance's memory holds
    bool fits = false;
};

// A chosen layout, its memory, and the time of one optimizer step by part.
struct LayoutChoice
{
    ParallelLayout layout;
    TrainingMemory memory;
    double computeSeconds = 0;    // the model's FLOPs at the utilisation
    double recomputeSeconds = 0;  // the recomputed forward pass
    double bubbleSeconds = 0;     // pipeline fill and drain
    double tensorSeconds = 0;     // tensor-parallel all-reduces, not hidden
    double expertSeconds = 0;     // expert-parallel all-to-alls, not hidden
    double dataSeconds = 0;       // the gradient (and ZeRO-3 weight) exchange, before overlap
    double dataInsideSeconds = 0; // of it, inside instances over the GPU link
    double dataAcrossSeconds = 0; // and across them over the network
    double exposedDataSeconds = 0;
    double offloadSeconds = 0; // the frozen weights streamed from the host each step
    double batchTokens = 0;    // the global batch after rounding to whole micro-batches
    int microBatches = 1;      // per pipeline, per step
    int linkGroups = 1;        // the instances, or NVLink domains of several, the job spans
    double factor = 1;         // computeSeconds / the step
    QString whyNot;            // a fixed layout that cannot be used: the reason
    QStringList reasons;
};

} // namespace gp
