#pragma once

#include "error.h"
#include "usageprice.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// The built-in catalog's storage and egress prices (catalog/usage/usage-prices.json, made by
// scripts/build-catalog from the pinned snapshots of catalog/build/sources.json; docs/catalog-format.md):
// per provider and region, object storage (standard class, per GB-month), block storage (the
// general-purpose SSD class, per GB-month) and internet egress (per GB, with volume tiers and free
// allowance). A price a provider does not publish is absent.
class UsagePriceList
{
public:
    static constexpr const char* Format = "gpu-planner-usage-prices";
    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;

    // Whether `path` is a regular file whose first bytes name this format (a catalog file does not).
    static bool isUsagePriceFile(const QString& path);

    // The embedded list; empty (with the problem logged) if it cannot be read.
    static const UsagePriceList& builtin();
    // Reads a usage-price file; problems go to issues with their JSON path, and entries with errors are
    // left out. Two entries for one kind, provider and region are an error.
    static UsagePriceList fromFileData(const QByteArray& data, const QString& file, IssueList& issues);
    // The file for `prices` (sorted by provider, kind and region), as the catalog build writes it.
    static QByteArray toFileData(QList<UsagePrice> prices, const QString& description);

    const QList<UsagePrice>& prices() const { return m_prices; }
    // Adds `other`'s prices; one for a kind, provider and region already here replaces it.
    void merge(const UsagePriceList& other);
    // The price of `kind` in that provider's region, if published.
    std::optional<UsagePrice> find(UsageKind kind, const QString& provider, const QString& region) const;
    // The prices of these kinds, of one provider and region where given (empty: all), in file order.
    QList<UsagePrice> select(const QList<UsageKind>& kinds, const QString& provider = {},
                             const QString& region = {}) const;
    // The regions of a provider that have a price of `kind`, sorted.
    QStringList regions(UsageKind kind, const QString& provider) const;

private:
    QList<UsagePrice> m_prices;
};

} // namespace gp
