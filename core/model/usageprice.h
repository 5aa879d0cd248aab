#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace gp {

// What a price per GB is for: storing a GB for a month (object or block storage) or moving a GB out to the
// internet (egress).
enum class UsageKind
{
    ObjectStorage,
    BlockStorage,
    Egress
};
QString usageKindKey(UsageKind k); // "object_storage", "block_storage", "egress"
std::optional<UsageKind> usageKindFromKey(QStringView key);
QString usageKindLabel(UsageKind k); // "object storage", "block storage", "egress to the internet"

// One volume tier: every GB of a month's usage up to upToGb (counted from the month's first GB; absent for
// the last, open tier) costs microsPerGb.
struct PriceTier
{
    std::optional<std::int64_t> upToGb;
    std::int64_t microsPerGb = 0;
    bool operator==(const PriceTier&) const = default;
};

// A published price per GB (per GB-month for storage, per GB for egress) with its volume tiers and free
// allowance, in its own currency, dated and sourced like every price.
struct UsagePrice
{
    UsageKind kind = UsageKind::ObjectStorage;
    QString provider;
    QString region;
    QString product; // what the provider calls it: "S3 Standard", "Persistent Disk balanced"
    QString currency;
    std::int64_t freeGb = 0; // per month: the first GB of a month's usage that cost nothing
    QList<PriceTier> tiers;  // ascending; the last has no upToGb
    QDate asOf;
    QString source;
    QString sourceUrl;

    // Empty when the tiers are well formed (ascending limits, the last open), else what is wrong.
    QString problem() const;
    // "0.09 USD/GB to 10,240 GB, then 0.085 ..." for tables.
    QString tiersText() const;
    bool operator==(const UsagePrice& o) const;
};

// Largest amounts the cost rules take: an exabyte, and 1,000 currency units per GB.
inline constexpr std::int64_t MaxUsageGb = 1'000'000'000;
inline constexpr std::int64_t MaxMicrosPerGb = 1'000'000'000;

// What `gb` GB of one month cost, in micros of the price's currency: the first freeGb free, then each GB at
// the price of the tier its place in the month falls in. nullopt for a negative amount or one above
// MaxUsageGb.
std::optional<std::int64_t> usageCostMicros(const UsagePrice& price, std::int64_t gb);

} // namespace gp
