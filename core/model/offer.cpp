#include "offer.h"

#include "enumnames.h"

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<PaymentOption>, 3> kPaymentOptions{{
    {PaymentOption::NoUpfront, u"no_upfront", QT_TRANSLATE_NOOP("Labels", "no upfront")},
    {PaymentOption::PartialUpfront, u"partial_upfront", QT_TRANSLATE_NOOP("Labels", "partial upfront")},
    {PaymentOption::AllUpfront, u"all_upfront", QT_TRANSLATE_NOOP("Labels", "all upfront")},
}};
} // namespace

QString paymentOptionKey(PaymentOption p)
{
    return enumKey(kPaymentOptions, p);
}
std::optional<PaymentOption> paymentOptionFromKey(QStringView key)
{
    return enumFromKey(kPaymentOptions, key);
}
QStringList paymentOptionKeys()
{
    return enumKeys(kPaymentOptions);
}
QString paymentLabel(PaymentOption p)
{
    return enumLabel(kPaymentOptions, p);
}

Money ReservedPrice::effectiveHourly() const
{
    if (publishedEffectiveHourly)
        return *publishedEffectiveHourly;
    const QString cur = hourly ? hourly->currency() : (upfront ? upfront->currency() : QString());
    const std::int64_t hours = std::int64_t(termYears) * HoursPerYear;
    std::int64_t micros = hourly ? hourly->micros() : 0;
    if (upfront && hours > 0) {
        // Amortise with rounding half away from zero to the micro-unit.
        const std::int64_t u = upfront->micros();
        micros += (u + (u >= 0 ? hours / 2 : -hours / 2)) / hours;
    }
    return Money(micros, cur);
}

QList<const Source*> Offer::priceSources() const
{
    QList<const Source*> out;
    if (onDemandHourly)
        out << &*onDemandHourly->source;
    if (monthly)
        out << &*monthly->source;
    if (spot)
        out << &*spot->source;
    for (const ReservedPrice& r : reserved)
        out << &*r.source;
    return out;
}

const ReservedPrice* Offer::reservedCheapest(int termYears) const
{
    const ReservedPrice* best = nullptr;
    for (const auto& r : reserved) {
        if (r.termYears != termYears)
            continue;
        if (!best || r.effectiveHourly().micros() < best->effectiveHourly().micros())
            best = &r;
    }
    return best;
}

std::optional<Money> Offer::reservedEffectiveHourly(int termYears) const
{
    if (const ReservedPrice* r = reservedCheapest(termYears))
        return r->effectiveHourly();
    return std::nullopt;
}

} // namespace gp
