#include "gpu.h"

#include "enumnames.h"

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<Precision>, PrecisionCount> kPrecisions{{
    {Precision::FP64, u"fp64", u"FP64"},
    {Precision::FP64Tensor, u"fp64_tensor", u"FP64 Tensor"},
    {Precision::FP32, u"fp32", u"FP32"},
    {Precision::TF32, u"tf32", u"TF32"},
    {Precision::BF16, u"bf16", u"BF16"},
    {Precision::FP16, u"fp16", u"FP16"},
    {Precision::FP8, u"fp8", u"FP8"},
    {Precision::INT8, u"int8", u"INT8"},
}};
constexpr std::array<EnumName<LinkKind>, 4> kLinkKinds{{
    {LinkKind::None, u"none", u"none"},
    {LinkKind::NVLink, u"nvlink", u"NVLink"},
    {LinkKind::InfinityFabric, u"infinity_fabric", u"Infinity Fabric"},
    {LinkKind::Ethernet, u"ethernet", u"Ethernet"},
}};
} // namespace

QString precisionKey(Precision p) { return enumKey(kPrecisions, p); }
QString precisionLabel(Precision p) { return enumLabel(kPrecisions, p); }
std::optional<Precision> precisionFromKey(QStringView key) { return enumFromKey(kPrecisions, key, Qt::CaseInsensitive); }
QStringList precisionKeys() { return enumKeys(kPrecisions); }
QString linkKindKey(LinkKind k) { return enumKey(kLinkKinds, k); }
std::optional<LinkKind> linkKindFromKey(QStringView key) { return enumFromKey(kLinkKinds, key); }
QStringList linkKindKeys() { return enumKeys(kLinkKinds); }

bool hasSparseFigure(Precision p)
{
    switch (p) {
    case Precision::TF32:
    case Precision::BF16:
    case Precision::FP16:
    case Precision::FP8:
    case Precision::INT8:
        return true;
    default:
        return false;
    }
}

} // namespace gp
