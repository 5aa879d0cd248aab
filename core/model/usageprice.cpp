#include "usageprice.h"

#include "enumnames.h"
#include "money.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
const std::array<EnumName<UsageKind>, 3> kUsageKinds{{
    {UsageKind::ObjectStorage, u"object_storage", QT_TRANSLATE_NOOP("Labels", "object storage")},
    {UsageKind::BlockStorage, u"block_storage", QT_TRANSLATE_NOOP("Labels", "block storage")},
    {UsageKind::Egress, u"egress", QT_TRANSLATE_NOOP("Labels", "egress to the internet")},
}};
} // namespace

QString usageKindKey(UsageKind k)
{
    return enumKey(kUsageKinds, k);
}

std::optional<UsageKind> usageKindFromKey(QStringView key)
{
    return enumFromKey(kUsageKinds, key);
}

QString usageKindLabel(UsageKind k)
{
    return enumLabel(kUsageKinds, k);
}

QString UsagePrice::problem() const
{
    if (tiers.isEmpty())
        return QCoreApplication::translate("UsagePrice", "no price tier");
    std::int64_t last = 0;
    for (qsizetype i = 0; i < tiers.size(); ++i) {
        const PriceTier& t = tiers[i];
        if (t.microsPerGb < 0 || t.microsPerGb > MaxMicrosPerGb)
            return QCoreApplication::translate("UsagePrice", "tier %1: the price per GB is out of range")
                .arg(i + 1);
        if (i + 1 < tiers.size()) {
            if (!t.upToGb)
                return QCoreApplication::translate("UsagePrice", "tier %1: only the last tier may be open")
                    .arg(i + 1);
            if (*t.upToGb <= last || *t.upToGb > MaxUsageGb)
                return QCoreApplication::translate("UsagePrice",
                                                   "tier %1: the limits must rise, %2 GB after %3 GB")
                    .arg(i + 1)
                    .arg(*t.upToGb)
                    .arg(last);
            last = *t.upToGb;
        } else if (t.upToGb) {
            return QCoreApplication::translate("UsagePrice", "the last tier must be open (no up_to_gb)");
        }
    }
    if (freeGb < 0 || freeGb > MaxUsageGb)
        return QCoreApplication::translate("UsagePrice", "the free allowance is out of range");
    return {};
}

QString UsagePrice::tiersText() const
{
    QStringList parts;
    const auto gb = [](std::int64_t n) { return formatGrouped(double(n), 0, QLocale::c()); }; // 10,240
    if (freeGb > 0)
        parts << QCoreApplication::translate("UsagePrice", "first %1 GB free").arg(gb(freeGb));
    for (const PriceTier& t : tiers) {
        const QString price = Money(t.microsPerGb, currency).toDecimalString(2, 6);
        parts << (t.upToGb
                      ? QCoreApplication::translate("UsagePrice", "%1 to %2 GB").arg(price, gb(*t.upToGb))
                      : (tiers.size() > 1 ? QCoreApplication::translate("UsagePrice", "%1 beyond").arg(price)
                                          : price));
    }
    return parts.join(u", "_s);
}

bool UsagePrice::operator==(const UsagePrice& o) const
{
    if (kind != o.kind || provider != o.provider || region != o.region || product != o.product ||
        currency != o.currency || freeGb != o.freeGb || asOf != o.asOf || tiers.size() != o.tiers.size())
        return false;
    for (qsizetype i = 0; i < tiers.size(); ++i)
        if (tiers[i].upToGb != o.tiers[i].upToGb || tiers[i].microsPerGb != o.tiers[i].microsPerGb)
            return false;
    return true;
}

std::optional<std::int64_t> usageCostMicros(const UsagePrice& price, std::int64_t gb)
{
    if (gb < 0 || gb > MaxUsageGb || !price.problem().isEmpty())
        return std::nullopt;
    std::int64_t total = 0;
    std::int64_t from = std::min(gb, price.freeGb); // GB already counted (free ones first)
    std::int64_t tierStart = 0;
    for (const PriceTier& t : price.tiers) {
        const std::int64_t tierEnd = t.upToGb ? *t.upToGb : MaxUsageGb;
        const std::int64_t lo = std::max(from, tierStart);
        const std::int64_t hi = std::min(gb, tierEnd);
        if (hi > lo)
            total += (hi - lo) * t.microsPerGb; // at most 1e9 GB x 1e9 micros: within int64
        tierStart = tierEnd;
        if (tierEnd >= gb)
            break;
    }
    return total;
}

} // namespace gp
