#pragma once

#include "catalog.h"
#include "costengine.h"

#include <QDate>
#include <QString>

namespace gp {

// How old a price may be before it is marked stale everywhere it is shown (table, details, comparison,
// wizard reasons, CLI JSON "stale", the report's sources page).
inline constexpr int StaleAfterMonths = 12;

// Today's local date, read from the clock at most once a second: QDate::currentDate() asks the time zone
// (glibc stats /etc/localtime) on every call, three times a row when a million rows are written.
QDate currentDay();

// Whole months from asOf to today (0 when asOf is today or later, or invalid).
int priceAgeMonths(const QDate& asOf, const QDate& today = currentDay());
// True when the price is more than StaleAfterMonths old.
bool isStale(const QDate& asOf, const QDate& today = currentDay());
// "3 months old", "1 year 8 months old"; "" for an invalid date.
QString priceAgeText(const QDate& asOf, const QDate& today = currentDay());
// "" for a fresh price, else "stale: 1 year 11 months old".
QString staleNote(const QDate& asOf, const QDate& today = currentDay());

// A source's date as shown to users: "2026-07-30", or "undated (retrieved 2026-11-30)" for prices whose
// publisher gives no date (Source::undated); "" without a date.
QString asOfText(const Source& source);
QString asOfText(const QDate& asOf, bool undated);

// A row's main price (OfferRow::primarySource) is stale; false for a row without an offer.
bool isStale(const OfferRow& row, const QDate& today = currentDay());
// The offers of the catalog whose main price is stale (the status bar and `catalog info`).
int staleOfferCount(const Catalog& catalog, const QDate& today = currentDay());
// The offers of the catalog whose main price is undated (the status bar and `catalog info`).
int undatedOfferCount(const Catalog& catalog);

// The date of the price a pricing model uses on an offer (the cheapest payment option of a reservation term);
// invalid when the offer has no such price. The recommender's "check it before you buy" reason reads it.
QDate priceDate(const Offer& offer, PricingModel model);

} // namespace gp
