#pragma once

#include "jsonreader.h"
#include "usageprice.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace gp {

// The JSON of a price per GB, one shape for the plan file's "price" of a storage or transfer item
// (docs/plan-format.md) and for the built-in catalog's storage and egress prices (docs/catalog-format.md):
// kind, product, currency, free_gb_per_month, tiers [{up_to_gb, per_gb}], as_of, source, source_url.
nlohmann::ordered_json usagePriceToJson(const UsagePrice& price);

// The keys usagePriceToJson writes, for ObjectReader::warnUnknownKeys.
#define GP_USAGE_PRICE_KEYS                                                                                  \
    "kind", "product", "currency", "free_gb_per_month", "tiers", "as_of", "source", "source_url"

// Reads those members of `r`'s object (not provider or region): `kinds` are the usage kinds allowed there.
// Problems go to r's issue list with their JSON path; the tiers are checked (UsagePrice::problem).
UsagePrice readUsagePrice(ObjectReader& r, const QList<UsageKind>& kinds);

// An ISO 4217 code ("USD") that currency::isKnown knows.
std::optional<QString> readCurrencyCode(ObjectReader& r, const char* key, Need need);

// A whole number of GB from 0 to MaxUsageGb (0 when absent or wrong).
std::int64_t readWholeGb(ObjectReader& r, const char* key, Need need);

} // namespace gp
