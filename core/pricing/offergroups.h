#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "money.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace gp {

// One row per instance type: the offers of one instance that passed the filters, and the one to show for
// them. The explorer's "One row per instance" and `list --per instance` both group with
// groupOffersByInstance.
struct OfferGroup
{
    const OfferRow* best = nullptr; // the offer shown for the instance (see groupOffersByInstance)
    QList<const OfferRow*> rows;    // the instance's matching offers, in the order given, best among them
    // The lowest and highest on-demand price of `rows` in the grouping currency; nullopt when none has a
    // price that converts. Equal when one region is priced.
    std::optional<Money> lowestOnDemand;
    std::optional<Money> highestOnDemand;

    qsizetype regionCount() const { return rows.size(); }
};

// Groups `rows` (offers already filtered, in the order they are shown) by instance type. Each group's best
// offer follows chooseOffer's rule over the group's regions: the preferred region when the instance matched
// there, else the lowest on-demand price in `currency` (cheaperOnDemand), ties to the earlier row. Groups
// come in the order of their best rows in `rows`, so a list sorted by a column stays sorted by what each
// group shows. Rows without an instance are left out.
std::vector<OfferGroup> groupOffersByInstance(const QList<const OfferRow*>& rows, const QString& currency,
                                              const ExchangeRates& fx, const QString& preferredRegion = {});

} // namespace gp
