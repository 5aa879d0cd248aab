#include "gpu.h"

using namespace Qt::StringLiterals;

namespace gp {

namespace {
struct PrecisionName
{
    Precision p;
    const char16_t* key;
    const char16_t* label;
};
constexpr std::array<PrecisionName, PrecisionCount> kPrecisions{{
    {Precision::FP64, u"fp64", u"FP64"},
    {Precision::FP64Tensor, u"fp64_tensor", u"FP64 Tensor"},
    {Precision::FP32, u"fp32", u"FP32"},
    {Precision::TF32, u"tf32", u"TF32"},
    {Precision::BF16, u"bf16", u"BF16"},
    {Precision::FP16, u"fp16", u"FP16"},
    {Precision::FP8, u"fp8", u"FP8"},
    {Precision::INT8, u"int8", u"INT8"},
}};
} // namespace

QString precisionKey(Precision p)
{
    return QString::fromUtf16(kPrecisions[std::size_t(p)].key);
}

QString precisionLabel(Precision p)
{
    return QString::fromUtf16(kPrecisions[std::size_t(p)].label);
}

std::optional<Precision> precisionFromKey(QStringView key)
{
    for (const auto& n : kPrecisions) {
        if (key.compare(QStringView(n.key), Qt::CaseInsensitive) == 0)
            return n.p;
    }
    return std::nullopt;
}

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

QString linkKindKey(LinkKind k)
{
    switch (k) {
    case LinkKind::None:
        return u"none"_s;
    case LinkKind::NVLink:
        return u"nvlink"_s;
    case LinkKind::InfinityFabric:
        return u"infinity_fabric"_s;
    case LinkKind::Ethernet:
        return u"ethernet"_s;
    }
    return u"none"_s;
}

std::optional<LinkKind> linkKindFromKey(QStringView key)
{
    for (LinkKind k : {LinkKind::None, LinkKind::NVLink, LinkKind::InfinityFabric, LinkKind::Ethernet}) {
        if (key == linkKindKey(k))
            return k;
    }
    return std::nullopt;
}

} // namespace gp
