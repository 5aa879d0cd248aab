#include "offergroups.h"

#include "instancetype.h"
#include "offerchoice.h"

#include <QHash>

#include <algorithm>

namespace gp {

std::vector<OfferGroup> groupOffersByInstance(const QList<const OfferRow*>& rows, const QString& currency,
                                              const ExchangeRates& fx, const QString& preferredRegion)
{
    std::vector<OfferGroup> groups;
    std::vector<qsizetype> bestAt; // the best row's index in `rows`, per group
    QHash<const InstanceType*, std::size_t> groupOf;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const OfferRow* row = rows[i];
        if (!row || !row->instance)
            continue;
        auto it = groupOf.find(row->instance);
        if (it == groupOf.end()) {
            it = groupOf.insert(row->instance, groups.size());
            groups.emplace_back();
            bestAt.push_back(i);
        }
        OfferGroup& group = groups[*it];
        group.rows << row;
        if (row->offer) {
            if (const auto price = row->offer->onDemandPrice()) {
                if (const auto converted = fx.convert(*price, currency)) {
                    if (!group.lowestOnDemand || converted->micros() < group.lowestOnDemand->micros())
                        group.lowestOnDemand = converted;
                    if (!group.highestOnDemand || group.highestOnDemand->micros() < converted->micros())
                        group.highestOnDemand = converted;
                }
            }
        }
        const OfferRow* best = rows[bestAt[*it]];
        const bool preferredBefore =
            !preferredRegion.isEmpty() && best->offer && regionMatches(best->offer->region, preferredRegion);
        const bool preferredNow =
            !preferredRegion.isEmpty() && row->offer && regionMatches(row->offer->region, preferredRegion);
        bool better = false;
        if (preferredNow != preferredBefore)
            better = preferredNow;
        else if (row->offer && !best->offer)
            better = true;
        else if (row->offer && best->offer)
            better = cheaperOnDemand(*row->offer, *best->offer, currency, fx);
        if (better)
            bestAt[*it] = i;
    }
    std::vector<std::size_t> order(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        order[g] = g;
        groups[g].best = rows[bestAt[g]];
    }
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return bestAt[a] < bestAt[b]; });
    std::vector<OfferGroup> sorted;
    sorted.reserve(groups.size());
    for (std::size_t g : order)
        sorted.push_back(std::move(groups[g]));
    return sorted;
}

} // namespace gp
