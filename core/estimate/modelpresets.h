#pragma once

#include "error.h"
#include "gpu.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// How a model's attention keeps its keys and values, which sets the size of its KV cache.
enum class AttentionKind
{
    MHA, // multi-head: one key and value head per query head
    GQA, // grouped-query: fewer key and value heads, shared by groups of query heads
    MQA, // multi-query: one key and value head
    MLA  // multi-head latent (DeepSeek): one compressed latent and a rotary key per layer
};
QString attentionKey(AttentionKind a); // "MHA", "GQA", "MQA", "MLA"
std::optional<AttentionKind> attentionFromKey(QStringView key);

// A model's shape: what the estimates need to know of it. Presets come from catalog/models/models.json, each
// figure from the model's published configuration; a custom model gives what it knows (docs/estimation.md).
struct ModelArchitecture
{
    QString id;              // "llama-3.1-70b"; empty for a custom model
    QString name;            // "Llama 3.1 70B"
    double params = 0;       // total: the memory of the weights
    double activeParams = 0; // per token (mixture of experts: the experts in use): the compute
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int vocab = 0;
    int context = 0; // the longest context it was made for
    AttentionKind attention = AttentionKind::MHA;
    int experts = 0;       // 0: dense
    int activeExperts = 0; // per token
    int kvLoraRank = 0;    // MLA: the cached latent's width
    int ropeHeadDim = 0;   // MLA: the cached rotary key's width
    QString configSource;  // where the shape is published
    QString paramsSource;  // where the parameter counts are published
    QDate asOf;
    QString note;

    bool isMixtureOfExperts() const { return experts > 0; }
    // True when the shape gives the KV cache (layers, and key/value heads and their width, or MLA's latent).
    bool hasKvShape() const;
    // KV-cache bytes one token of context holds: 2 × layers × KV heads × head dim × bytes (MHA, GQA, MQA), or
    // layers × (latent + rotary key) × bytes (MLA). Nullopt without the shape.
    std::optional<double> kvBytesPerToken(Precision kvPrecision) const;
    // "80 layers × 8 KV heads × 128 × 2 (K and V) × 2 bytes = 320 KiB per token" for the assumptions.
    QString kvFormula(Precision kvPrecision) const;
};

// The built-in presets, in file order.
class ModelPresets
{
public:
    static const ModelPresets& builtin();
    // Reads a models file; problems go to issues with the JSON path. Models with errors are left out.
    static ModelPresets fromFileData(const QByteArray& data, const QString& file, IssueList& issues);

    const QList<ModelArchitecture>& models() const { return m_models; }
    // By id, case-insensitive, or by name ("Llama 3.1 70B").
    const ModelArchitecture* find(QStringView idOrName) const;
    QStringList ids() const;

private:
    QList<ModelArchitecture> m_models;
};

} // namespace gp
