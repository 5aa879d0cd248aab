#pragma once

#include "costbasis.h"
#include "error.h"

#include <QString>
#include <QStringList>

#include <compare>
#include <cstdint>

namespace gp {

struct InstanceType;
struct Offer;

// True when `region` names `offerRegion`: region ids are matched without regard to case ("US-EAST-1" is
// us-east-1) everywhere a user types or picks one (CLI --region, the explorer's filter, scenarios).
bool regionMatches(const QString& offerRegion, const QString& region);

// Which of an instance's offers (regions) a command or view uses when the user names an instance but not
// one of its offers: `cost`, `compare`, `plan add`, `estimate`, `chart`, `report`, the recommender's
// train-then-serve pairs. One rule:
// 1. a region asked for: that region's offer, or an error listing the regions it is sold in;
// 2. else the preferred region (Settings → Region) when the instance is sold there;
// 3. else the lowest on-demand price in the basis's comparison currency (converted with its rates;
//    offers without an on-demand price or a rate come last), ties to the first in the catalog.
struct OfferChoice
{
    enum class Reason
    {
        Region,          // the region asked for
        PreferredRegion, // the user's preferred region
        Cheapest,        // the cheapest on-demand of several regions
        OnlyRegion       // the instance is sold in one region
    };
    const Offer* offer = nullptr;
    Reason reason = Reason::OnlyRegion;
    QStringList regions; // every region the instance is sold in, in catalog order

    // Why this offer, for people: "the cheapest on-demand region of 3 (a, b, c); choose another with
    // --region"; empty when a region was asked for or there was no choice.
    QString note() const;
};

// Rule 3's order: whether `a`'s on-demand price in `currency` (converted with `fx`) is lower than `b`'s; an
// offer without an on-demand price or a rate ranks after every priced one. The explorer's and `list`'s
// grouped rows (offergroups.h) rank an instance's regions with it too.
bool cheaperOnDemand(const Offer& a, const Offer& b, const QString& currency, const ExchangeRates& fx);

// The key cheaperOnDemand compares, for callers that rank one offer against many: priced offers first,
// then by the converted price in micros.
struct OnDemandRank
{
    int unpriced = 1; // 0 when the offer has an on-demand price that converts
    std::int64_t micros = 0;
    friend auto operator<=>(const OnDemandRank&, const OnDemandRank&) = default;
};
OnDemandRank onDemandRank(const Offer& offer, const QString& currency, const ExchangeRates& fx);

// Fails with ErrorCode::NotFound when the instance has no offers ("has no public prices") or none in the
// region asked for (the message lists the regions it is sold in).
Result<OfferChoice> chooseOffer(const InstanceType& instance, const CostBasis& basis,
                                const QString& region = {}, const QString& preferredRegion = {});

} // namespace gp
