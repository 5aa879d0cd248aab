#pragma once

#include "money.h"
#include "source.h"

#include <QList>
#include <QString>

#include <optional>

namespace gp {

// Hours in a year of the commitment maths (365 days; providers price reservations this way).
inline constexpr int HoursPerYear = 8760;

// One published price with its provenance.
struct PriceQuote
{
    Money amount;
    SourceRef source;
};

enum class PaymentOption
{
    NoUpfront,
    PartialUpfront,
    AllUpfront
};
QString paymentOptionKey(PaymentOption p);
std::optional<PaymentOption> paymentOptionFromKey(QStringView key);
QStringList paymentOptionKeys();
QString paymentLabel(PaymentOption p); // "all upfront"

// A reservation for a whole term: an upfront amount plus an hourly rate for every hour of the term.
// Some price lists publish only the effective (amortised) hourly rate; then effectiveHourly is set
// and upfront/hourly are not.
struct ReservedPrice
{
    int termYears = 1; // 1 or 3
    PaymentOption payment = PaymentOption::NoUpfront;
    std::optional<Money> upfront;
    std::optional<Money> hourly;
    std::optional<Money> publishedEffectiveHourly;
    SourceRef source;

    // Upfront spread over every hour of the term, plus the hourly rate.
    Money effectiveHourly() const;
};

struct SpotPrice
{
    Money hourly;
    QString interruption; // provider's interruption band where known, e.g. "5-10%"
    SourceRef source;
};

// An instance type sold in one region, with the prices that are public. Absent = not published.
struct Offer
{
    QString region;
    QString currency;
    std::optional<PriceQuote> onDemandHourly;
    std::optional<PriceQuote> monthly; // subscription per month (包年包月)
    QList<ReservedPrice> reserved;
    std::optional<SpotPrice> spot;
    QString notes;

    std::optional<Money> onDemandPrice() const
    {
        return onDemandHourly ? std::optional<Money>(onDemandHourly->amount) : std::nullopt;
    }
    std::optional<Money> monthlyPrice() const
    {
        return monthly ? std::optional<Money>(monthly->amount) : std::nullopt;
    }
    std::optional<Money> spotPrice() const
    {
        return spot ? std::optional<Money>(spot->hourly) : std::nullopt;
    }

    // The source of every price the offer has: on-demand, monthly, spot, then each reservation.
    QList<const Source*> priceSources() const;

    // Lowest effective hourly rate over the payment options of that term; nullopt when none.
    std::optional<Money> reservedEffectiveHourly(int termYears) const;
    const ReservedPrice* reservedCheapest(int termYears) const;
};

} // namespace gp

// Nothing in an offer points into itself (QString, QList, std::optional and std::shared_ptr hold pointers to
// the heap only), so a QList of offers may move them with memmove and grow with realloc.
Q_DECLARE_TYPEINFO(gp::PriceQuote, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(gp::ReservedPrice, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(gp::SpotPrice, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(gp::Offer, Q_RELOCATABLE_TYPE);
