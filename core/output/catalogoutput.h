#pragma once

#include "catalog.h"
#include "exchangerates.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace gp {

struct OfferGroup;

// Output JSON keeps keys in the documented order.
using OutJson = nlohmann::ordered_json;

// The JSON contract of gpu-planner-cli (docs/cli.md). Keys are snake_case; unknown values are null.
OutJson offerRowToJson(const OfferRow& row, const Catalog& catalog);
// `list --per instance`'s object: offerRowToJson of the group's best offer, then region_count, regions (the
// matching regions, in the order listed), range_currency and on_demand_hourly_lowest / _highest in it.
OutJson offerGroupToJson(const OfferGroup& group, const Catalog& catalog, const QString& currency);
// offerRowToJson(row).dump(2), every line after the first indented by `indent` spaces, appended to `out`
// without building the object: `list --format json` writes a million rows with it.
void appendOfferRowJson(std::string& out, const OfferRow& row, const Catalog& catalog, int indent);
// `text` appended with every line after the first indented by `indent` spaces (a dump(2) nested in a list).
void appendIndented(std::string& out, const std::string& text, int indent);
// One member of offerRowToJson's object (null when it has none), made without the others: `list --sort`.
OutJson offerRowValue(const OfferRow& row, const Catalog& catalog, const std::string& key);
// What `list --sort KEY` orders by: offerRowValue, except that a price key (on_demand_hourly, monthly,
// spot_hourly, reserved_1y_hourly, reserved_3y_hourly) is its amount converted into `currency` with `fx`, as
// the explorer sorts its price columns in the display currency; null when not published or not convertible.
OutJson offerSortValue(const OfferRow& row, const Catalog& catalog, const std::string& key,
                       const QString& currency, const ExchangeRates& fx);
// Whether offerSortValue converts `key`.
bool isOfferPriceKey(const std::string& key);
OutJson gpuToJson(const Gpu& gpu);
OutJson instanceToJson(const InstanceType& instance, const Catalog& catalog);
OutJson sourceToJson(const Source& source);

// Orders JSON values: numbers numerically, strings case-insensitively, null last in both directions.
bool jsonValueLess(const OutJson& x, const OutJson& y, bool descending);
// The member, or null when the object has none.
const OutJson& jsonMember(const OutJson& row, const std::string& key);
// Stable sort of JSON objects by one member, as jsonValueLess orders it.
void sortJsonRows(std::vector<OutJson>& rows, const std::string& key, bool descending);

QString jsonScalarToText(const OutJson& v, int maxDecimals = 6);

} // namespace gp
