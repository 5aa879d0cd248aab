#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace gp {

// ISO 4217 currencies the catalog and plans accept.
struct CurrencyInfo
{
    const char16_t* code;
    int minorDigits;       // 2 for USD/CNY (cents, fen), 0 for JPY
    const char16_t* label; // explicit label used when presenting: "US$", "CN¥"
};

namespace currency {
// nullptr when the code is not a known ISO 4217 currency.
const CurrencyInfo* find(QStringView code);
bool isKnown(QStringView code);
} // namespace currency

// An amount of money in integer micro-units (1e-6) of one currency. Never a double.
class Money
{
public:
    static constexpr std::int64_t MicrosPerUnit = 1'000'000;
    // Largest magnitude accepted from input: 1e12 units (far above any GPU price, far below int64 overflow).
    static constexpr double MaxUnits = 1e12;

    Money() = default;
    Money(std::int64_t micros, QString currency) : m_micros(micros), m_currency(std::move(currency)) {}

    // From a JSON number or a parsed value; nullopt when not finite or beyond MaxUnits.
    static std::optional<Money> fromUnits(double units, const QString& currency);
    // From a decimal string such as "21.957642" or "0.36979999999999996" (extra digits rounded half away from
    // zero).
    static std::optional<Money> parse(QStringView text, const QString& currency);

    std::int64_t micros() const { return m_micros; }
    const QString& currency() const { return m_currency; }
    bool isZero() const { return m_micros == 0; }
    bool isNegative() const { return m_micros < 0; }
    double toDouble() const { return double(m_micros) / double(MicrosPerUnit); }

    // Rounded half away from zero to the currency's minor unit (cents), in micros.
    std::int64_t roundedToMinorMicros() const;

    // Plain decimal text: at least minDecimals, at most maxDecimals (rounded half away from zero),
    // trailing zeros beyond minDecimals trimmed. "21.957642" -> "21.9576" with (2, 4).
    QString toDecimalString(int minDecimals = 2, int maxDecimals = 6) const;
    // Decimal text followed by the ISO code: "55.04 USD".
    QString format(int minDecimals = 2, int maxDecimals = 4) const;

    friend bool operator==(const Money& a, const Money& b) = default;

private:
    std::int64_t m_micros = 0;
    QString m_currency;
};

// A plain number with at most maxDecimals decimals and no trailing zeros: 2039.0 -> "2039", 0.25 -> "0.25".
QString formatDecimal(double value, int maxDecimals);

// Rounds micros half away from zero to a multiple of 10^(6 - decimals).
std::int64_t roundMicros(std::int64_t micros, int decimals);

} // namespace gp
