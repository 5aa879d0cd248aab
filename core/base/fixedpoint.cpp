#include "fixedpoint.h"

#include <limits>

namespace gp::fixed {

namespace {
__extension__ typedef __int128 Wide; // g++ and clang both have it

std::optional<std::int64_t> narrow(Wide v)
{
    if (v > Wide(std::numeric_limits<std::int64_t>::max()) ||
        v < Wide(std::numeric_limits<std::int64_t>::min()))
        return std::nullopt;
    return std::int64_t(v);
}

// 128-bit product; nullopt when it would overflow 127 bits (far beyond any amount the app handles).
std::optional<Wide> product(std::initializer_list<std::int64_t> factors)
{
    constexpr Wide limit = Wide(1) << 120;
    Wide p = 1;
    for (std::int64_t f : factors) {
        const Wide af = f < 0 ? -Wide(f) : Wide(f);
        const Wide ap = p < 0 ? -p : p;
        if (af != 0 && ap > limit / af)
            return std::nullopt;
        p *= f;
    }
    return p;
}
} // namespace

std::int64_t pow10(int n)
{
    std::int64_t r = 1;
    while (n-- > 0)
        r *= 10;
    return r;
}

std::optional<std::int64_t> mulDiv(std::initializer_list<std::int64_t> factors,
                                   std::initializer_list<std::int64_t> divisors)
{
    const auto p = product(factors);
    const auto dp = product(divisors);
    if (!p || !dp || *dp == 0)
        return std::nullopt;
    Wide n = *p;
    Wide d = *dp;
    if (d < 0) {
        n = -n;
        d = -d;
    }
    Wide q = n / d;
    const Wide r = n % d;
    if (2 * (r < 0 ? -r : r) >= d)
        q += n < 0 ? -1 : 1;
    return narrow(q);
}

std::optional<std::int64_t> mulDiv(std::initializer_list<std::int64_t> factors, std::int64_t divisor)
{
    return mulDiv(factors, {divisor});
}

std::optional<std::int64_t> mulDivCeil(std::initializer_list<std::int64_t> factors, std::int64_t divisor)
{
    if (divisor == 0)
        return std::nullopt;
    const auto p = product(factors);
    if (!p)
        return std::nullopt;
    Wide n = *p;
    Wide d = divisor;
    if (d < 0) {
        n = -n;
        d = -d;
    }
    Wide q = n / d;
    if (n % d > 0)
        q += 1;
    return narrow(q);
}

std::optional<std::int64_t> add(std::int64_t a, std::int64_t b)
{
    return narrow(Wide(a) + Wide(b));
}

namespace {

char16_t unit(QChar c)
{
    return c.unicode();
}

char16_t unit(char c)
{
    return char16_t(static_cast<unsigned char>(c));
}

template <typename View> std::optional<std::int64_t> parseText(View text, int decimals, ExtraDigits extra)
{
    while (!text.isEmpty() && (unit(text.front()) == u' ' || unit(text.front()) == u'\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (unit(text.back()) == u' ' || unit(text.back()) == u'\t'))
        text.chop(1);
    if (text.isEmpty() || decimals < 0 || decimals > 9)
        return std::nullopt;
    qsizetype i = 0;
    bool negative = false;
    if (unit(text[0]) == u'-' || unit(text[0]) == u'+') {
        negative = unit(text[0]) == u'-';
        ++i;
    }
    Wide whole = 0;
    Wide frac = 0;
    int fracDigits = 0;
    int wholeDigits = 0;
    bool point = false;
    bool roundUp = false; // the first digit past `decimals` is 5 or more
    for (; i < text.size(); ++i) {
        const char16_t c = unit(text[i]);
        if (c == u'.' && !point) {
            point = true;
            continue;
        }
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const int digit = c - u'0';
        if (point) {
            if (++fracDigits > decimals) {
                if (extra == ExtraDigits::Refuse)
                    return std::nullopt;
                if (fracDigits == decimals + 1)
                    roundUp = digit >= 5;
                continue;
            }
            frac = frac * 10 + digit;
        } else {
            if (++wholeDigits > 19)
                return std::nullopt;
            whole = whole * 10 + digit;
        }
    }
    if (wholeDigits == 0 && fracDigits == 0)
        return std::nullopt;
    for (int k = fracDigits; k < decimals; ++k)
        frac *= 10;
    const Wide v = whole * Wide(pow10(decimals)) + frac + (roundUp ? 1 : 0);
    return narrow(negative ? -v : v);
}

} // namespace

std::optional<std::int64_t> parse(QStringView text, int decimals, ExtraDigits extra)
{
    return parseText(text, decimals, extra);
}

std::optional<std::int64_t> parse(QLatin1StringView text, int decimals, ExtraDigits extra)
{
    return parseText(QByteArrayView(text.data(), text.size()), decimals, extra);
}

QString toString(std::int64_t value, int decimals)
{
    const bool negative = value < 0;
    const Wide mag = negative ? -Wide(value) : Wide(value);
    const Wide scale = pow10(decimals);
    QString whole = QString::number(static_cast<unsigned long long>(mag / scale));
    std::int64_t frac = std::int64_t(mag % scale);
    QString out = negative ? u'-' + whole : whole;
    if (frac == 0 || decimals == 0)
        return out;
    QString f = QString::number(frac).rightJustified(decimals, u'0');
    while (f.endsWith(u'0'))
        f.chop(1);
    return out + u'.' + f;
}

} // namespace gp::fixed
