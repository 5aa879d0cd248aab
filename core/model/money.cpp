#include "money.h"

#include "fixedpoint.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<CurrencyInfo, 28> kCurrencies{{
    {u"USD", 2, u"US$"}, {u"CNY", 2, u"CN¥"}, {u"EUR", 2, u"€"},   {u"GBP", 2, u"£"},   {u"JPY", 0, u"JP¥"},
    {u"KRW", 0, u"₩"},   {u"INR", 2, u"₹"},   {u"HKD", 2, u"HK$"}, {u"SGD", 2, u"S$"},  {u"AUD", 2, u"A$"},
    {u"CAD", 2, u"CA$"}, {u"CHF", 2, u"CHF"}, {u"SEK", 2, u"SEK"}, {u"NOK", 2, u"NOK"}, {u"DKK", 2, u"DKK"},
    {u"BRL", 2, u"R$"},  {u"MXN", 2, u"MX$"}, {u"IDR", 2, u"Rp"},  {u"TWD", 2, u"NT$"}, {u"ZAR", 2, u"R"},
    {u"AED", 2, u"AED"}, {u"SAR", 2, u"SAR"}, {u"ILS", 2, u"₪"},   {u"NZD", 2, u"NZ$"}, {u"PLN", 2, u"zł"},
    {u"THB", 2, u"฿"},   {u"MYR", 2, u"RM"},  {u"VND", 0, u"₫"},
}};

std::int64_t pow10(int n)
{
    std::int64_t r = 1;
    while (n-- > 0)
        r *= 10;
    return r;
}
} // namespace

const CurrencyInfo* currency::find(QStringView code)
{
    for (const auto& c : kCurrencies) {
        if (code == QStringView(c.code))
            return &c;
    }
    return nullptr;
}

bool currency::isKnown(QStringView code)
{
    return find(code) != nullptr;
}

std::int64_t roundMicros(std::int64_t micros, int decimals)
{
    if (decimals >= 6)
        return micros;
    const std::int64_t step = pow10(6 - decimals);
    const std::int64_t half = step / 2;
    const std::int64_t q = micros / step;
    const std::int64_t r = micros % step;
    // Near the ends of the range the next step does not exist: stay on this one rather than overflow.
    const std::int64_t last = std::numeric_limits<std::int64_t>::max() / step;
    if (r >= half && q < last)
        return (q + 1) * step;
    if (-r >= half && q > -last)
        return (q - 1) * step;
    return q * step;
}

std::optional<Money> Money::fromUnits(double units, const QString& currency)
{
    if (!std::isfinite(units) || std::fabs(units) > MaxUnits)
        return std::nullopt;
    return Money(std::llround(units * double(MicrosPerUnit)), currency);
}

std::optional<Money> Money::parse(QStringView text, const QString& currency)
{
    const auto micros = fixed::parse(text, 6, fixed::ExtraDigits::Round);
    if (!micros || *micros > std::int64_t(MaxUnits) * MicrosPerUnit ||
        *micros < -std::int64_t(MaxUnits) * MicrosPerUnit)
        return std::nullopt;
    return Money(*micros, currency);
}

std::int64_t Money::roundedToMinorMicros() const
{
    const CurrencyInfo* info = currency::find(m_currency);
    return roundMicros(m_micros, info ? info->minorDigits : 2);
}

QString Money::toDecimalString(int minDecimals, int maxDecimals) const
{
    maxDecimals = std::clamp(maxDecimals, 0, 6);
    minDecimals = std::clamp(minDecimals, 0, maxDecimals);
    const std::int64_t rounded = roundMicros(m_micros, maxDecimals);
    const bool negative = rounded < 0;
    const std::uint64_t abs = negative ? std::uint64_t(-rounded) : std::uint64_t(rounded);
    const std::uint64_t whole = abs / std::uint64_t(MicrosPerUnit);
    QString frac = QString::number(abs % std::uint64_t(MicrosPerUnit)).rightJustified(6, u'0');
    frac.truncate(maxDecimals);
    while (frac.size() > minDecimals && frac.endsWith(u'0'))
        frac.chop(1);
    QString out = negative ? u"-"_s : QString();
    out += QString::number(whole);
    if (!frac.isEmpty())
        out += u'.' + frac;
    return out;
}

QString formatDecimal(double value, int maxDecimals)
{
    QString s = QString::number(value, 'f', maxDecimals);
    if (s.contains(u'.')) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(u'.'))
            s.chop(1);
    }
    return s;
}

int amountDecimals(AmountKind kind, QStringView code)
{
    if (kind == AmountKind::Rate)
        return 4;
    const CurrencyInfo* info = currency::find(code);
    return info ? info->minorDigits : 2;
}

Money roundedForDisplay(const Money& m, AmountKind kind)
{
    return Money(roundMicros(m.micros(), amountDecimals(kind, m.currency())), m.currency());
}

QString plainAmount(const Money& m, AmountKind kind)
{
    const int decimals = amountDecimals(kind, m.currency());
    return roundedForDisplay(m, kind).toDecimalString(decimals, decimals);
}

QLocale amountLocale(const QLocale& locale)
{
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() & ~QLocale::OmitGroupSeparator);
    return l;
}

QString currencySymbol(QStringView code)
{
    const CurrencyInfo* info = currency::find(code);
    return info ? QString::fromUtf16(info->label) : code.toString();
}

QString formatAmount(const Money& m, AmountKind kind, CurrencyMark mark, const QLocale& locale)
{
    const int decimals = amountDecimals(kind, m.currency());
    const std::int64_t rounded = roundMicros(m.micros(), decimals);
    const bool negative = rounded < 0;
    const std::uint64_t abs = negative ? std::uint64_t(-rounded) : std::uint64_t(rounded);
    const QLocale l = amountLocale(locale);
    QString out = l.toString(qulonglong(abs / std::uint64_t(Money::MicrosPerUnit)));
    if (decimals > 0) {
        QString frac = QString::number(abs % std::uint64_t(Money::MicrosPerUnit)).rightJustified(6, u'0');
        frac.truncate(decimals);
        if (l.zeroDigit() != u"0"_s) {
            // Locales with their own digits (Arabic, Bengali...) write the decimals in them too.
            for (QChar& c : frac)
                c = l.toString(c.digitValue()).at(0);
        }
        out += l.decimalPoint() + frac;
    }
    if (negative)
        out.prepend(l.negativeSign());
    switch (mark) {
    case CurrencyMark::None:
        return out;
    case CurrencyMark::Code:
        return out + u' ' + m.currency();
    case CurrencyMark::Symbol: {
        const QString symbol = currencySymbol(m.currency());
        // A letter symbol ("CHF", "SEK") stands apart from the digits; a sign ("US$", "€") sits against them.
        const bool letters = !symbol.isEmpty() && symbol.back().isLetter();
        return negative ? l.negativeSign() + symbol + (letters ? u" "_s : QString()) +
                              out.mid(l.negativeSign().size())
                        : symbol + (letters ? u" "_s : QString()) + out;
    }
    }
    return out;
}

QString formatGrouped(double value, int decimals, const QLocale& locale)
{
    return amountLocale(locale).toString(value, 'f', decimals);
}

QString Money::format(int minDecimals, int maxDecimals) const
{
    return toDecimalString(minDecimals, maxDecimals) + u' ' + m_currency;
}

} // namespace gp
