#include "modelpresets.h"
#include "builtinfile.h"

#include "enumnames.h"
#include "estimation.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "logging.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

constexpr std::array<EnumName<AttentionKind>, 4> kAttention{{
    {AttentionKind::MHA, u"MHA", QT_TRANSLATE_NOOP("Labels", "multi-head")},
    {AttentionKind::GQA, u"GQA", QT_TRANSLATE_NOOP("Labels", "grouped-query")},
    {AttentionKind::MQA, u"MQA", QT_TRANSLATE_NOOP("Labels", "multi-query")},
    {AttentionKind::MLA, u"MLA", QT_TRANSLATE_NOOP("Labels", "multi-head latent")},
}};

constexpr double MaxParams = 1e15;
constexpr int MaxDimension = 10'000'000;

} // namespace

QString attentionKey(AttentionKind a)
{
    return enumKey(kAttention, a);
}

std::optional<AttentionKind> attentionFromKey(QStringView key)
{
    return enumFromKey(kAttention, key, Qt::CaseInsensitive);
}

bool ModelArchitecture::hasKvShape() const
{
    if (layers <= 0)
        return false;
    if (attention == AttentionKind::MLA)
        return kvLoraRank > 0;
    return kvHeads > 0 && headDim > 0;
}

std::optional<double> ModelArchitecture::kvBytesPerToken(Precision kvPrecision) const
{
    if (!hasKvShape())
        return std::nullopt;
    const double bytes = bytesPerWeight(kvPrecision);
    if (attention == AttentionKind::MLA)
        return double(layers) * (kvLoraRank + ropeHeadDim) * bytes;
    return 2.0 * layers * kvHeads * headDim * bytes;
}

QString ModelArchitecture::kvFormula(Precision kvPrecision) const
{
    const auto perToken = kvBytesPerToken(kvPrecision);
    if (!perToken)
        return {};
    const QString kib = QLocale::c().toString(*perToken / 1024, 'f', *perToken >= 10240 ? 0 : 1);
    const QString bytes = QLocale::c().toString(bytesPerWeight(kvPrecision), 'g', 3);
    if (attention == AttentionKind::MLA)
        return QCoreApplication::translate(
                   "Estimation", "%1 layers × (%2 latent + %3 rotary) × %4 bytes = %5 KiB per token (MLA)")
            .arg(layers)
            .arg(kvLoraRank)
            .arg(ropeHeadDim)
            .arg(bytes, kib);
    return QCoreApplication::translate("Estimation",
                                       "2 × %1 layers × %2 KV heads × %3 × %4 bytes = %5 KiB per token (%6)")
        .arg(layers)
        .arg(kvHeads)
        .arg(headDim)
        .arg(bytes, kib, attentionKey(attention));
}

const ModelPresets& ModelPresets::builtin()
{
    static const ModelPresets presets =
        loadBuiltinFile<ModelPresets>(u":/models/models.json"_s, u"models.json"_s);
    return presets;
}

ModelPresets ModelPresets::fromFileData(const QByteArray& data, const QString& file, IssueList& issues)
{
    ModelPresets presets;
    const auto json = parseJsonObjectInto(data, file, issues);
    if (!json)
        return presets;
    ObjectReader top(*json, u"$"_s, file, issues);
    const auto format = top.string("format", Need::Required);
    if (format && *format != u"gpu-planner-models"_s) {
        top.error(top.pathOf("format"), u"expected \"gpu-planner-models\""_s);
        return presets;
    }
    top.integer("version", Need::Required, 1, 1);
    const nlohmann::json* models = top.array("models", Need::Required);
    if (!models)
        return presets;
    for (qsizetype i = 0; i < qsizetype(models->size()); ++i) {
        ObjectReader r((*models)[size_t(i)], top, "models", i);
        ModelArchitecture m;
        static const QRegularExpression idPattern(u"^[a-z0-9][a-z0-9.\\-]*$"_s);
        m.id = r.string("id", Need::Required, &idPattern, u"lower-case letters, digits, dots and hyphens"_s)
                   .value_or(QString());
        m.name = r.string("name", Need::Required).value_or(QString());
        m.params = r.number("params", Need::Required, 0, MaxParams, true).value_or(0);
        m.activeParams = r.number("active_params", Need::Required, 0, MaxParams, true).value_or(0);
        m.layers = r.integer("layers", Need::Required, 1, MaxDimension).value_or(0);
        m.hidden = r.integer("hidden", Need::Required, 1, MaxDimension).value_or(0);
        m.heads = r.integer("heads", Need::Required, 1, MaxDimension).value_or(0);
        m.kvHeads = r.integer("kv_heads", Need::Required, 1, MaxDimension).value_or(0);
        m.headDim = r.integer("head_dim", Need::Required, 1, MaxDimension).value_or(0);
        m.vocab = r.integer("vocab", Need::Required, 1, MaxDimension).value_or(0);
        m.context = r.integer("context", Need::Required, 1, MaxDimension).value_or(0);
        const QStringList kinds{u"MHA"_s, u"GQA"_s, u"MQA"_s, u"MLA"_s};
        m.attention = r.enumeration<AttentionKind>("attention", Need::Required, attentionFromKey, kinds)
                          .value_or(AttentionKind::MHA);
        m.experts = r.integer("experts", Need::Optional, 2, MaxDimension).value_or(0);
        m.activeExperts = r.integer("active_experts", m.experts ? Need::Required : Need::Optional, 1,
                                    std::max(1, m.experts))
                              .value_or(0);
        const Need mla = m.attention == AttentionKind::MLA ? Need::Required : Need::Optional;
        m.kvLoraRank = r.integer("kv_lora_rank", mla, 1, MaxDimension).value_or(0);
        m.ropeHeadDim = r.integer("rope_head_dim", mla, 0, MaxDimension).value_or(0);
        m.note = r.string("note", Need::Optional).value_or(QString());
        if (const nlohmann::json* source = r.member("source"); source && source->is_object()) {
            ObjectReader s(*source, r, "source");
            m.configSource = s.string("config", Need::Required).value_or(QString());
            m.paramsSource = s.string("params", Need::Required).value_or(QString());
            m.asOf = s.date("as_of", Need::Required).value_or(QDate());
        } else {
            r.missing("source", u"an object with config, params and as_of"_s);
        }
        if (m.activeParams > m.params)
            r.error(r.pathOf("active_params"), u"more active parameters than parameters"_s);
        if (m.kvHeads > m.heads)
            r.error(r.pathOf("kv_heads"), u"more key/value heads than attention heads"_s);
        if (presets.find(m.id))
            r.error(r.pathOf("id"), u"duplicate model id \"%1\""_s.arg(m.id));
        if (r.errors() > 0) {
            r.markSkipped(u"model"_s, m.id);
            continue;
        }
        presets.m_models << m;
    }
    return presets;
}

const ModelArchitecture* ModelPresets::find(QStringView idOrName) const
{
    const QString key = idOrName.trimmed().toString();
    if (key.isEmpty())
        return nullptr;
    for (const ModelArchitecture& m : m_models) {
        if (m.id.compare(key, Qt::CaseInsensitive) == 0 || m.name.compare(key, Qt::CaseInsensitive) == 0)
            return &m;
    }
    return nullptr;
}

QStringList ModelPresets::ids() const
{
    QStringList ids;
    for (const ModelArchitecture& m : m_models)
        ids << m.id;
    return ids;
}

} // namespace gp
