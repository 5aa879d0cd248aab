#include "offerfilter.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace gp {

bool OfferFilter::isEmpty() const
{
    return providers.isEmpty() && gpuSubstring.isEmpty() && !minGpus && !minGpuMemoryGb && region.isEmpty() &&
           !maxOnDemandHourly && !minOnDemandHourly && gpuIds.isEmpty() && !nvlinkOnly && !rdmaOnly && !spotOnly &&
           text.isEmpty();
}

bool OfferFilter::matches(const OfferRow& row) const
{
    const InstanceType& inst = *row.instance;
    if (!providers.isEmpty() && !providers.contains(inst.provider, Qt::CaseInsensitive))
        return false;
    if (!gpuSubstring.isEmpty() && !row.gpu->model.contains(gpuSubstring, Qt::CaseInsensitive) &&
        !row.gpu->id.contains(gpuSubstring, Qt::CaseInsensitive))
        return false;
    if (minGpus && inst.gpuCount < *minGpus)
        return false;
    if (minGpuMemoryGb && row.gpuMemoryGbPerGpu() < *minGpuMemoryGb)
        return false;
    if (!region.isEmpty() && row.region().compare(region, Qt::CaseInsensitive) != 0)
        return false;
    if (!gpuIds.isEmpty() && !gpuIds.contains(inst.gpuId))
        return false;
    if (nvlinkOnly && inst.interconnect != GpuInterconnect::NVLink && inst.interconnect != GpuInterconnect::NVSwitch)
        return false;
    if (rdmaOnly && (inst.rdma == RdmaKind::None || inst.rdma == RdmaKind::Unknown))
        return false;
    if (spotOnly && (!row.offer || !row.offer->spot))
        return false;
    if (maxOnDemandHourly || minOnDemandHourly) {
        if (!row.offer || !row.offer->onDemandHourly)
            return false;
        const QString cur = maxOnDemandHourly ? maxOnDemandHourly->currency() : minOnDemandHourly->currency();
        std::optional<Money> p = row.offer->onDemandHourly->amount;
        if (p->currency() != cur)
            p = priceFx ? priceFx->convert(*p, cur) : std::nullopt;
        if (!p || (maxOnDemandHourly && p->micros() > maxOnDemandHourly->micros()) ||
            (minOnDemandHourly && p->micros() < minOnDemandHourly->micros()))
            return false;
    }
    if (!text.isEmpty()) {
        const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
        for (const QString& w : words) {
            if (!inst.id().contains(w, Qt::CaseInsensitive) && !row.gpu->model.contains(w, Qt::CaseInsensitive) &&
                !row.region().contains(w, Qt::CaseInsensitive) && !inst.family.contains(w, Qt::CaseInsensitive) &&
                !row.gpu->vendor.contains(w, Qt::CaseInsensitive))
                return false;
        }
    }
    return true;
}

std::optional<Money> parsePriceArgument(const QString& text, QString* error)
{
    static const QRegularExpression re(u"^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([A-Za-z]{3})?\\s*$"_s);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        if (error)
            *error = u"\"%1\" is not a price; expected a number with an optional currency, e.g. 10 or 70CNY"_s.arg(text);
        return std::nullopt;
    }
    const QString cur = m.captured(2).isEmpty() ? u"USD"_s : m.captured(2).toUpper();
    if (!currency::isKnown(cur)) {
        if (error)
            *error = u"unknown currency \"%1\"; expected an ISO 4217 code such as USD or CNY"_s.arg(cur);
        return std::nullopt;
    }
    auto money = Money::parse(m.captured(1), cur);
    if (!money && error)
        *error = u"\"%1\" is out of range"_s.arg(text);
    return money;
}

} // namespace gp
