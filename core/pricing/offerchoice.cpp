#include "offerchoice.h"

#include "instancetype.h"

#include <QCoreApplication>

#include <optional>
#include <utility>

using namespace Qt::StringLiterals;

namespace gp {

bool regionMatches(const QString& offerRegion, const QString& region)
{
    return offerRegion.compare(region, Qt::CaseInsensitive) == 0;
}

QString OfferChoice::note() const
{
    if (reason != Reason::Cheapest || regions.size() < 2)
        return {};
    return QCoreApplication::translate(
               "OfferChoice", "the cheapest on-demand region of %1 (%2); choose another with --region")
        .arg(regions.size())
        .arg(regions.join(u", "_s));
}

OnDemandRank onDemandRank(const Offer& offer, const QString& currency, const ExchangeRates& fx)
{
    if (const auto p = offer.onDemandPrice()) {
        if (const auto c = fx.convert(*p, currency))
            return {0, c->micros()};
    }
    return {};
}

bool cheaperOnDemand(const Offer& a, const Offer& b, const QString& currency, const ExchangeRates& fx)
{
    return onDemandRank(a, currency, fx) < onDemandRank(b, currency, fx);
}

Result<OfferChoice> chooseOffer(const InstanceType& instance, const CostBasis& basis, const QString& region,
                                const QString& preferredRegion)
{
    OfferChoice choice;
    for (const Offer& o : instance.offers)
        choice.regions << o.region;
    const auto notFound = [&](const QString& message) {
        return Error{ErrorCode::NotFound, {}, 0, 0, {}, message};
    };
    if (instance.offers.isEmpty())
        return notFound(QCoreApplication::translate("OfferChoice", "%1 has no public prices in the catalog")
                            .arg(instance.id()));

    const auto find = [&](const QString& r) -> const Offer* {
        for (const Offer& o : instance.offers) {
            if (regionMatches(o.region, r))
                return &o;
        }
        return nullptr;
    };
    if (!region.isEmpty()) {
        choice.offer = find(region);
        if (!choice.offer)
            return notFound(QCoreApplication::translate(
                                "OfferChoice", "%1 has no offer in region \"%2\"; it is offered in %3")
                                .arg(instance.id(), region, choice.regions.join(u", "_s)));
        choice.reason = OfferChoice::Reason::Region;
        return choice;
    }
    if (instance.offers.size() == 1) {
        choice.offer = &instance.offers.first();
        choice.reason = OfferChoice::Reason::OnlyRegion;
        return choice;
    }
    if (!preferredRegion.isEmpty()) {
        if (const Offer* o = find(preferredRegion)) {
            choice.offer = o;
            choice.reason = OfferChoice::Reason::PreferredRegion;
            return choice;
        }
    }
    const QString currency = basis.comparisonCurrency();
    const Offer* best = nullptr;
    for (const Offer& o : instance.offers) {
        if (!best || cheaperOnDemand(o, *best, currency, basis.fx))
            best = &o;
    }
    choice.offer = best;
    choice.reason = OfferChoice::Reason::Cheapest;
    return choice;
}

} // namespace gp
