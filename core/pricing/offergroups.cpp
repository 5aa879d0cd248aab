#include "offergroups.h"

#include "instancetype.h"
#include "offerchoice.h"

#include <QHash>

#include <algorithm>

namespace gp {

std::vector<OfferGroup> groupOffersByInstance(const QList<const OfferRow*>& rows, const QString& currency,
                                              const ExchangeRates& fx, const QString& preferredRegion)
{
    // Each group's best row so far, with what it is ranked by, so every row is converted once.
    struct Best
    {
        qsizetype at = 0; // in `rows`
        bool preferred = false;
        bool hasOffer = false;
        OnDemandRank rank;
    };
    std::vector<OfferGroup> groups;
    std::vector<Best> best;
    QHash<const InstanceType*, std::size_t> groupOf;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const OfferRow* row = rows[i];
        if (!row || !row->instance)
            continue;
        const Best candidate{
            i, !preferredRegion.isEmpty() && row->offer && regionMatches(row->offer->region, preferredRegion),
            row->offer != nullptr, row->offer ? onDemandRank(*row->offer, currency, fx) : OnDemandRank{}};
        auto it = groupOf.find(row->instance);
        if (it == groupOf.end()) {
            it = groupOf.insert(row->instance, groups.size());
            groups.emplace_back();
            best.push_back(candidate);
        } else {
            // The preferred region first, then an offer before none, then the lower price; ties keep the
            // earlier row.
            const Best& b = best[*it];
            const bool better = candidate.preferred != b.preferred ? candidate.preferred
                                : candidate.hasOffer != b.hasOffer ? candidate.hasOffer
                                                                   : candidate.rank < b.rank;
            if (better)
                best[*it] = candidate;
        }
        OfferGroup& group = groups[*it];
        group.rows << row;
        if (candidate.rank.unpriced == 0) {
            const Money price(candidate.rank.micros, currency);
            if (!group.lowestOnDemand || price.micros() < group.lowestOnDemand->micros())
                group.lowestOnDemand = price;
            if (!group.highestOnDemand || group.highestOnDemand->micros() < price.micros())
                group.highestOnDemand = price;
        }
    }
    std::vector<std::size_t> order(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        order[g] = g;
        groups[g].best = rows[best[g].at];
    }
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return best[a].at < best[b].at; });
    std::vector<OfferGroup> sorted;
    sorted.reserve(groups.size());
    for (std::size_t g : order)
        sorted.push_back(std::move(groups[g]));
    return sorted;
}

} // namespace gp
