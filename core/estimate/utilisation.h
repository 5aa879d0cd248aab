#pragma once

#include "error.h"
#include "gpu.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gp {

// What a training job's utilisation depends on besides the GPU and the precision.
struct UtilisationJob
{
    double params = 0;       // total: 0 when not known (a job given in FLOPs), taken as dense
    double activeParams = 0; // per token; fewer than params for a mixture of experts
    bool isMixtureOfExperts() const { return params > 0 && activeParams > 0 && activeParams < 0.95 * params; }
};

// The utilisation a training job reaches on one well-used GPU before any communication loss, and the row of
// the table it comes from, for the assumptions and the JSON (`utilisation_source`).
struct Utilisation
{
    double value = 0;
    QString source; // the row id: "hopper-fp8", "moe", or "default"
    QString reason; // "utilisation 0.345 (hopper-fp8: fitted to 4 published runs, Megatron-Bridge 25.11)"
    // What a training estimate should add about the row: other training stacks measured to gain a different
    // share from the precision than the runs the row is fitted to.
    QStringList trainingCaveats;
};

// The calibrated utilisation of training runs (catalog/models/utilisation.json, docs/estimation.md):
// dense rows by GPU architecture and precision, each the median of the published runs it names; a
// mixture-of-experts rule, a 16-bit-equivalent utilisation that grows with the logarithm of the active
// parameters (its small expert matrices keep the GPU busy less than a dense model's); and a default for
// what no published run covers.
class UtilisationTable
{
public:
    // How a serving stack uses the GPU (the file's "serving" object): decode steps read the weights and the
    // KV cache at a share of peak bandwidth and compute at a share of the training utilisation, one after the
    // other; prefill computes at its own share; a tensor-parallel group exchanges activations twice a layer.
    struct ServingRule
    {
        double bandwidthShare = 0.70;        // of peak memory bandwidth
        double decodeUtilisationShare = 1.0; // of the training utilisation of the GPU, precision and model
        double prefillUtilisationShare = 1.0;
        int maxBatchPerGpu = 256;     // sequences decoded together, per GPU of a replica
        double exchangeLatencyUs = 0; // per tensor-parallel all-reduce
        double linkShare = 1.0;       // of the GPU link's one-way bandwidth the all-reduce reaches
        QString fittedTo;             // the published results it was fitted to
        QString source;               // a key of the file's sources
        QString sourceTitle;
        // A serving stack that reaches a different share of an architecture's peaks than the one the rule
        // was fitted to: every rate above times `share`.
        struct Stack
        {
            QString id;
            QStringList architectures; // Gpu::architecture, exactly
            double share = 1;
            QString fittedTo;
            QString sourceTitle;
        };
        QList<Stack> stacks;
        const Stack* stackFor(const Gpu& gpu) const
        {
            for (const Stack& st : stacks) {
                if (st.architectures.contains(gpu.architecture))
                    return &st;
            }
            return nullptr;
        }
    };

    struct DenseRow
    {
        QString id;
        QStringList architectures; // Gpu::architecture, exactly
        QList<Precision> precisions;
        double utilisation = 0;
        QStringList fittedTo; // ids of the published runs
        QString source;       // a key of the file's sources
        // A training stack measured to gain less (or more) from the row's precision over its own 16-bit rate
        // than the runs the row is fitted to: the file's "other_stacks".
        struct OtherStack
        {
            QString stack; // "PyTorch FSDP with TransformerEngine FP8 (LLM Foundry)"
            double gainMin = 1;
            double gainMax = 1;
            QString measured; // the runs the gain comes from
            QString source;   // a key of the file's sources
        };
        QList<OtherStack> otherStacks;
    };

    static const UtilisationTable& builtin();
    // The table the estimates read: the built-in one, or one a test of other rules puts in its place so its
    // hand-computed figures do not follow a refit (nullptr: the built-in one again).
    static const UtilisationTable& current();
    static void useForTests(const UtilisationTable* table);
    // Reads a utilisation file; problems go to issues with the JSON path. A file with errors gives the
    // default alone.
    static UtilisationTable fromFileData(const QByteArray& data, const QString& file, IssueList& issues);

    // The utilisation of `job` on `gpu` at `precision` (peak figures from the datasheet, or measured).
    Utilisation lookup(const Gpu& gpu, Precision precision, const UtilisationJob& job,
                       bool useMeasured = false) const;

    const QList<DenseRow>& denseRows() const { return m_dense; }
    double defaultUtilisation() const { return m_default; }
    double moeAtOneBillion() const { return m_moeAt1B; }
    double moePerDecade() const { return m_moePerDecade; }
    const ServingRule& serving() const { return m_serving; }

private:
    const DenseRow* denseRow(const Gpu& gpu, Precision precision) const;
    QString sourceTitle(const QString& key) const;

    QList<DenseRow> m_dense;
    QList<std::pair<QString, QString>> m_sources; // key, title
    double m_default = 0.40;
    double m_moeAt1B = 0;
    double m_moePerDecade = 0;
    double m_moeFloor = 0.03;
    QStringList m_moeFittedTo;
    QString m_moeSource;
    ServingRule m_serving;
};

} // namespace gp
