#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace gp::fixed {

// Exact integer arithmetic for money and the quantities money is multiplied by (centi-hours, basis
// points, micro-rates). Intermediate products are 128-bit; results that do not fit 64 bits are nullopt.

// The product of the factors divided by divisor, rounded half away from zero.
std::optional<std::int64_t> mulDiv(std::initializer_list<std::int64_t> factors, std::int64_t divisor);
// The same, rounded up (towards +infinity).
// The product of `factors` divided by the product of `divisors` (128-bit both), rounded half away from zero.
std::optional<std::int64_t> mulDiv(std::initializer_list<std::int64_t> factors,
                                   std::initializer_list<std::int64_t> divisors);
std::optional<std::int64_t> mulDivCeil(std::initializer_list<std::int64_t> factors, std::int64_t divisor);
std::optional<std::int64_t> add(std::int64_t a, std::int64_t b);

std::int64_t pow10(int n);

enum class ExtraDigits
{
    Refuse,
    Round
};
// "12.5" with 2 decimals -> 1250. Plain decimal notation only (no exponent, no thousands separators);
// nullopt when malformed or when it does not fit. More than `decimals` places are refused, or with
// ExtraDigits::Round rounded half away from zero ("0.36979999999999996" -> 369800 with 6).
std::optional<std::int64_t> parse(QStringView text, int decimals, ExtraDigits extra = ExtraDigits::Refuse);
// The same for ASCII text (no allocation).
std::optional<std::int64_t> parse(QLatin1StringView text, int decimals,
                                  ExtraDigits extra = ExtraDigits::Refuse);
// 1250 with 2 decimals -> "12.5": no trailing zeros, no decimal point for whole numbers.
QString toString(std::int64_t value, int decimals);

} // namespace gp::fixed
