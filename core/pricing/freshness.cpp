#include "freshness.h"

#include <atomic>
#include <chrono>

#include <QCoreApplication>

#include <algorithm>

namespace gp {

QDate currentDay()
{
    static std::atomic<qint64> checkedAtMs{0}; // 0: never read
    static std::atomic<qint64> julianDay{0};
    const qint64 now = std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::steady_clock::now().time_since_epoch())
                           .count();
    const qint64 last = checkedAtMs.load(std::memory_order_acquire);
    if (last == 0 || now - last >= 1000) {
        julianDay.store(QDate::currentDate().toJulianDay(), std::memory_order_relaxed);
        checkedAtMs.store(now, std::memory_order_release);
    }
    return QDate::fromJulianDay(julianDay.load(std::memory_order_relaxed));
}

int priceAgeMonths(const QDate& asOf, const QDate& today)
{
    if (!asOf.isValid() || !today.isValid() || asOf >= today)
        return 0;
    int months = (today.year() - asOf.year()) * 12 + (today.month() - asOf.month());
    if (today.day() < asOf.day())
        --months;
    return std::max(0, months);
}

bool isStale(const QDate& asOf, const QDate& today)
{
    return asOf.isValid() && asOf.addMonths(StaleAfterMonths) < today;
}

QString priceAgeText(const QDate& asOf, const QDate& today)
{
    if (!asOf.isValid())
        return {};
    const int months = priceAgeMonths(asOf, today);
    const int years = months / 12;
    const int rest = months % 12;
    if (months == 0)
        return QCoreApplication::translate("Freshness", "less than a month old");
    const QString y = years == 1 ? QCoreApplication::translate("Freshness", "1 year")
                                 : QCoreApplication::translate("Freshness", "%1 years").arg(years);
    const QString m = rest == 1 ? QCoreApplication::translate("Freshness", "1 month")
                                : QCoreApplication::translate("Freshness", "%1 months").arg(rest);
    if (years == 0)
        return QCoreApplication::translate("Freshness", "%1 old").arg(m);
    if (rest == 0)
        return QCoreApplication::translate("Freshness", "%1 old").arg(y);
    return QCoreApplication::translate("Freshness", "%1 %2 old").arg(y, m);
}

QString staleNote(const QDate& asOf, const QDate& today)
{
    return isStale(asOf, today)
               ? QCoreApplication::translate("Freshness", "stale: %1").arg(priceAgeText(asOf, today))
               : QString();
}

QString asOfText(const Source& source)
{
    return asOfText(source.asOf, source.undated);
}

QString asOfText(const QDate& asOf, bool undated)
{
    if (!asOf.isValid())
        return {};
    const QString date = asOf.toString(Qt::ISODate);
    return undated ? QCoreApplication::translate("Freshness", "undated (retrieved %1)").arg(date) : date;
}

bool isStale(const OfferRow& row, const QDate& today)
{
    return row.offer != nullptr && isStale(row.primarySource().asOf, today);
}

int staleOfferCount(const Catalog& catalog, const QDate& today)
{
    return int(std::count_if(catalog.rows().cbegin(), catalog.rows().cend(),
                             [&](const OfferRow& row) { return isStale(row, today); }));
}

QDate priceDate(const Offer& offer, PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand:
        return offer.onDemandHourly ? offer.onDemandHourly->source->asOf : QDate();
    case PricingModel::Monthly:
        return offer.monthly ? offer.monthly->source->asOf : QDate();
    case PricingModel::Reserved1y:
    case PricingModel::Reserved3y: {
        const ReservedPrice* r = offer.reservedCheapest(model == PricingModel::Reserved1y ? 1 : 3);
        return r ? r->source->asOf : QDate();
    }
    case PricingModel::Spot:
        return offer.spot ? offer.spot->source->asOf : QDate();
    }
    return {};
}

int undatedOfferCount(const Catalog& catalog)
{
    return int(std::count_if(catalog.rows().cbegin(), catalog.rows().cend(), [](const OfferRow& row) {
        return row.offer != nullptr && row.primarySource().undated;
    }));
}

} // namespace gp
