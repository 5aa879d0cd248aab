#pragma once

#include <QLocale>
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

// How an amount is shown. Core decides the decimals and the rounding of every amount a person reads (the
// table, the details, Compare, the plan, the report, chart labels and the command line's tables); views only
// pick the kind. JSON and CSV keep plain machine numbers (toDecimalString).
enum class AmountKind
{
    Rate,  // a price per hour, per GPU-hour or per GB-hour: 4 decimals, fixed (a T4 share costs cents)
    Total, // a payment, a monthly cost, an upfront fee, a total, a budget: the currency's minor unit
};
enum class CurrencyMark
{
    None,   // "1,021,356.00" (the column header or the sentence names the currency)
    Code,   // "1,021,356.00 USD"
    Symbol, // "US$1,021,356.00", "CN¥7,250.00"
};
// The decimals an amount of `kind` in `currency` is shown with.
int amountDecimals(AmountKind kind, QStringView currency);
// The one rounding of a shown amount: half away from zero to amountDecimals.
Money roundedForDisplay(const Money& m, AmountKind kind);
// The locale amounts are written in: `locale` with digit grouping always on (the C locale leaves it off).
QLocale amountLocale(const QLocale& locale = QLocale());
// An amount as a person reads it: rounded once (roundedForDisplay), digits grouped and the decimal point as
// the locale writes them, exactly the kind's decimals. Exact: built from the integer micro-units.
QString formatAmount(const Money& m, AmountKind kind, CurrencyMark mark = CurrencyMark::None,
                     const QLocale& locale = QLocale());
// The same amount for machines (CSV): the same rounding and decimals, no grouping, "." as the decimal point.
QString plainAmount(const Money& m, AmountKind kind);
// The currency's label for people: "US$", "CN¥"; the ISO code for a currency without one.
QString currencySymbol(QStringView code);
// A plain value with grouped digits and exactly `decimals` decimals (chart axes, counts of money).
QString formatGrouped(double value, int decimals, const QLocale& locale = QLocale());

// A plain number with at most maxDecimals decimals and no trailing zeros: 2039.0 -> "2039", 0.25 -> "0.25".
QString formatDecimal(double value, int maxDecimals);

// Rounds micros half away from zero to a multiple of 10^(6 - decimals).
std::int64_t roundMicros(std::int64_t micros, int decimals);

} // namespace gp
