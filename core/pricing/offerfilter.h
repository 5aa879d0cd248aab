#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "money.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// The filters of `list` and of the explorer's filter panel. Empty members do not filter.
struct OfferFilter
{
    QStringList providers; // provider ids, any of
    QString gpuQuery;      // words of the GPU's model or id, whole words (gpuMatchesQuery: H200 is not GH200)
    std::optional<double> minGpus;
    std::optional<double> minGpuMemoryGb; // per GPU
    QString region;                       // exact region id, case-insensitive
    QStringList
        countries; // ISO 3166-1 codes (upper case), any of: where catalog/geo/regions.json puts the region
    QStringList continents;                 // RegionDirectory::continentKeys(), any of
    std::optional<Money> maxOnDemandHourly; // offers priced in another currency do not match
    std::optional<Money> minOnDemandHourly; // the same, from below
    // When set, on-demand prices in other currencies are converted for the price range (the explorer's
    // display currency); when not, they do not match it (the CLI's --max-price).
    std::optional<ExchangeRates> priceFx;
    QStringList gpuIds;      // exact GPU ids, any of (the filter panel's model list)
    bool nvlinkOnly = false; // GPUs joined by NVLink or NVSwitch
    bool rdmaOnly = false;   // EFA, InfiniBand, RoCE or eRDMA
    bool spotOnly = false;   // offers with a spot price
    // Free text over id, GPU model, region, provider name; a word no field contains is also tried as a
    // place ("us-east", "frankfurt", "europe": RegionPlace::words).
    QString text;

    bool matches(const OfferRow& row) const;
    // The same with the free text looked up in a precomputed searchText(row) and the filter's
    // lowerCaseWords(): what a 100k-row table does on every keystroke.
    bool matches(const OfferRow& row, QStringView rowSearchText, const QStringList& words) const;
    bool isEmpty() const;
    QStringList lowerCaseWords() const;
    // Whether every row this filter accepts is one `before` accepts too: the same fields, and each of
    // before's words inside one of this filter's ("h10" -> "h100"), so only before's rows need testing.
    bool narrows(const OfferFilter& before) const;

    // Everything the free text is matched against, lower-cased, one field per line.
    static QString searchText(const OfferRow& row);

    friend bool operator==(const OfferFilter&, const OfferFilter&) = default;
};

// Parses "10", "10 USD" or "70CNY" (default currency USD); nullopt with a message on failure.
std::optional<Money> parsePriceArgument(const QString& text, QString* error);

} // namespace gp
