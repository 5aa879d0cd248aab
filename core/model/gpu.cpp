#include "gpu.h"

#include "enumnames.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<Precision>, PrecisionCount> kPrecisions{{
    {Precision::FP64, u"fp64", QT_TRANSLATE_NOOP("Labels", "FP64")},
    {Precision::FP64Tensor, u"fp64_tensor", QT_TRANSLATE_NOOP("Labels", "FP64 Tensor")},
    {Precision::FP32, u"fp32", QT_TRANSLATE_NOOP("Labels", "FP32")},
    {Precision::TF32, u"tf32", QT_TRANSLATE_NOOP("Labels", "TF32")},
    {Precision::BF16, u"bf16", QT_TRANSLATE_NOOP("Labels", "BF16")},
    {Precision::FP16, u"fp16", QT_TRANSLATE_NOOP("Labels", "FP16")},
    {Precision::FP8, u"fp8", QT_TRANSLATE_NOOP("Labels", "FP8")},
    {Precision::FP6, u"fp6", QT_TRANSLATE_NOOP("Labels", "FP6")},
    {Precision::FP4, u"fp4", QT_TRANSLATE_NOOP("Labels", "FP4")},
    {Precision::INT8, u"int8", QT_TRANSLATE_NOOP("Labels", "INT8")},
}};
constexpr std::array<EnumName<LinkKind>, 4> kLinkKinds{{
    {LinkKind::None, u"none", QT_TRANSLATE_NOOP("Labels", "none")},
    {LinkKind::NVLink, u"nvlink", QT_TRANSLATE_NOOP("Labels", "NVLink")},
    {LinkKind::InfinityFabric, u"infinity_fabric", QT_TRANSLATE_NOOP("Labels", "Infinity Fabric")},
    {LinkKind::Ethernet, u"ethernet", QT_TRANSLATE_NOOP("Labels", "Ethernet")},
}};
constexpr std::array<EnumName<GpuRole>, 3> kRoles{{
    {RoleTraining, u"training", QT_TRANSLATE_NOOP("Labels", "training")},
    {RoleInference, u"inference", QT_TRANSLATE_NOOP("Labels", "inference")},
    {RoleGraphics, u"graphics", QT_TRANSLATE_NOOP("Labels", "graphics")},
}};
} // namespace

QString gpuRoleKey(GpuRole r)
{
    return enumKey(kRoles, r);
}
std::optional<GpuRole> gpuRoleFromKey(QStringView key)
{
    return enumFromKey(kRoles, key);
}
QStringList gpuRoleKeys()
{
    return enumKeys(kRoles);
}
QStringList gpuRoleKeys(int roles)
{
    QStringList out;
    for (const auto& r : kRoles) {
        if (roles & r.value)
            out << QString::fromUtf16(r.key);
    }
    return out;
}
QStringList gpuRoleLabels(int roles)
{
    QStringList out;
    for (const auto& r : kRoles) {
        if (roles & r.value)
            out << enumLabel(kRoles, r.value);
    }
    return out;
}

QString precisionKey(Precision p)
{
    return enumKey(kPrecisions, p);
}
QString precisionLabel(Precision p)
{
    return enumLabel(kPrecisions, p);
}
std::optional<Precision> precisionFromKey(QStringView key)
{
    return enumFromKey(kPrecisions, key, Qt::CaseInsensitive);
}
QStringList precisionKeys()
{
    return enumKeys(kPrecisions);
}
QString linkKindKey(LinkKind k)
{
    return enumKey(kLinkKinds, k);
}
std::optional<LinkKind> linkKindFromKey(QStringView key)
{
    return enumFromKey(kLinkKinds, key);
}
QStringList linkKindKeys()
{
    return enumKeys(kLinkKinds);
}

bool hasSparseFigure(Precision p)
{
    switch (p) {
    case Precision::TF32:
    case Precision::BF16:
    case Precision::FP16:
    case Precision::FP8:
    case Precision::FP6:
    case Precision::FP4:
    case Precision::INT8:
        return true;
    default:
        return false;
    }
}

namespace {

// The words of a model name, an id or a query, lower case: "NVIDIA H100 SXM5 80GB" -> nvidia h100 sxm5 80gb.
QStringList nameWords(QStringView text)
{
    QStringList words;
    QString word;
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            word += c.toLower();
        } else if (!word.isEmpty()) {
            words << word;
            word.clear();
        }
    }
    if (!word.isEmpty())
        words << word;
    return words;
}

} // namespace

bool gpuMatchesQuery(const Gpu& gpu, QStringView query)
{
    const QStringList wanted = nameWords(query);
    if (wanted.isEmpty())
        return true;
    const QStringList own = nameWords(gpu.model) + nameWords(gpu.id);
    return std::all_of(wanted.cbegin(), wanted.cend(), [&](const QString& w) { return own.contains(w); });
}

} // namespace gp
