#pragma once

#include "exchangerates.h"

#include <QMap>
#include <QString>

#include <cstdint>

namespace gp {

// Hours in an average month (8760 / 12). A reservation bills every one of them; usage may go to 744.
inline constexpr int HoursPerMonth = 730;
inline constexpr std::int64_t CentiHoursPerMonth = 73'000;
inline constexpr std::int64_t MaxUsageCentiHours = 74'400; // 31 days x 24 h
inline constexpr int MaxMonths = 600;
inline constexpr int MaxCount = 10'000;
inline constexpr std::int64_t BasisPointsPerUnit = 10'000; // percentages are kept in hundredths of a percent

// What every cost is computed against: the display currency and its exchange rates, the hours used per
// month, the horizon, negotiated discounts and the rework added to spot capacity. The defaults live here
// and nowhere else; the cost engine, comparison, plan, recommender, charts and report take one.
struct CostBasis
{
    static constexpr int DefaultMonths = 12;
    static constexpr std::int64_t DefaultSpotOverheadBp = 1000; // 10 % rework after interruptions

    QString currency; // empty: each offer's own currency
    ExchangeRates fx;
    int months = DefaultMonths;                          // the horizon
    std::int64_t usageCentiHours = CentiHoursPerMonth;   // hours used per month x 100
    QMap<QString, std::int64_t> discountsBp;             // provider id -> negotiated discount, 1250 = 12.5 %
    std::int64_t spotOverheadBp = DefaultSpotOverheadBp; // rework after interruptions, 1000 = 10 %

    std::int64_t discountFor(const QString& provider) const { return discountsBp.value(provider, 0); }
    // The currency offers are compared in when choosing among them: `currency`, else the table's base (USD).
    QString comparisonCurrency() const { return currency.isEmpty() ? ExchangeRates::Base : currency; }
};

} // namespace gp
