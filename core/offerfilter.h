#pragma once

#include "catalog.h"
#include "money.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// The filters of `list` and of the explorer's filter panel. Empty members do not filter.
struct OfferFilter
{
    QStringList providers;       // provider ids, any of
    QString gpuSubstring;        // case-insensitive substring of the GPU model or id
    std::optional<double> minGpus;
    std::optional<double> minGpuMemoryGb; // per GPU
    QString region;              // exact region id, case-insensitive
    std::optional<Money> maxOnDemandHourly; // offers priced in another currency do not match
    QString text;                // free text over id, GPU model, region, provider name

    bool matches(const OfferRow& row) const;
    bool isEmpty() const;
};

// Parses "10", "10 USD" or "70CNY" (default currency USD); nullopt with a message on failure.
std::optional<Money> parsePriceArgument(const QString& text, QString* error);

} // namespace gp
