#include "recommender.h"

#include "instancetype.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

// One configuration priced with the cost engine (priceJob), billed as whole months of the hours it needs.

namespace gp {

namespace {

QString fixedText(double v, int decimals)
{
    return QLocale::c().toString(v, 'f', decimals);
}

} // namespace

QString durationText(double hours)
{
    hours = std::isfinite(hours) ? std::max(0.0, hours) : 0.0;
    if (hours < 1) {
        const double minutes = hours * 60;
        return QCoreApplication::translate("Recommender", "%1 min")
            .arg(fixedText(minutes > 0 && minutes < 1 ? 1 : std::round(minutes), 0));
    }
    const double days = hours / 24;
    if (days < 1)
        return fixedText(hours, 1) + QCoreApplication::translate("Recommender", " hours");
    return fixedText(days, days < 10 ? 1 : 0) + QCoreApplication::translate("Recommender", " days");
}

// Months and hours per month the cost engine bills a job of `hours` with.
std::pair<int, std::int64_t> billingShape(double hours)
{
    const auto centi = std::int64_t(std::ceil(hours * 100 - 1e-6));
    const auto c = std::max<std::int64_t>(centi, 1);
    const auto months = int((c + CentiHoursPerMonth - 1) / CentiHoursPerMonth);
    const auto usage = (c + months - 1) / months;
    return {months, usage};
}

namespace {

QString pricingReason(const Recommendation& r, const CostOption& opt, const Offer& offer,
                      std::int64_t spotOverheadBp)
{
    switch (r.pricing) {
    case PricingModel::OnDemand:
        return QCoreApplication::translate("Recommender", "on-demand: no commitment, billed for %1")
            .arg(durationText(r.hours));
    case PricingModel::Spot: {
        QString saving;
        if (offer.onDemandHourly && offer.spot && offer.onDemandHourly->amount.micros() > 0) {
            const double pct = 100.0 * (1.0 - double(offer.spot->hourly.micros()) /
                                                  double(offer.onDemandHourly->amount.micros()));
            saving =
                QCoreApplication::translate("Recommender", " −%1% against on-demand,").arg(fixedText(pct, 0));
        }
        return QCoreApplication::translate("Recommender",
                                           "spot%1 but can be interrupted: %2% rework added to time and cost")
            .arg(saving, fixedText(double(spotOverheadBp) / 100, 0));
    }
    case PricingModel::Monthly:
        return QCoreApplication::translate("Recommender", "monthly subscription: %n whole month(s)", nullptr,
                                           r.months);
    case PricingModel::Reserved1y:
    case PricingModel::Reserved3y: {
        QString s = QCoreApplication::translate("Recommender", "%1 (%2): %n term(s) billed in full", nullptr,
                                                int(opt.terms))
                        .arg(pricingModelLabel(r.pricing).toLower(),
                             opt.payment ? paymentLabel(*opt.payment)
                                         : QCoreApplication::translate("Recommender", "effective rate"));
        if (opt.monthsBeyondHorizon > 0)
            s += QCoreApplication::translate("Recommender", ", %n month(s) beyond the job", nullptr,
                                             int(opt.monthsBeyondHorizon));
        if (r.onDemandCost.micros() > 0 && r.onDemandCost.micros() > opt.total.micros())
            s += QCoreApplication::translate("Recommender", "; saves %1% against on-demand")
                     .arg(fixedText(
                         100.0 * (1.0 - double(opt.total.micros()) / double(r.onDemandCost.micros())), 0));
        return s;
    }
    }
    return {};
}

} // namespace

Result<Recommendation> priceJob(const JobPricing& job)
{
    const auto [months, usage] = billingShape(job.hours);
    CostInputs in;
    static_cast<CostBasis&>(in) = job.basis;
    in.prices = PriceSheet::fromOffer(*job.offer);
    in.provider = job.instance->provider;
    in.gpuMilliPerInstance = std::llround(job.instance->gpuCount * 1000.0);
    in.count = job.instances;
    in.months = months;
    in.usageCentiHours = usage;
    in.models = {job.pricing};
    if (job.pricing != PricingModel::OnDemand && in.prices.onDemandHourly)
        in.models << PricingModel::OnDemand;
    const auto est = estimateCost(in);
    if (!est)
        return est.error();
    int best = -1;
    for (int i = 0; i < est.value().options.size(); ++i) {
        const CostOption& o = est.value().options[i];
        if (o.available && o.pricing == job.pricing &&
            (best < 0 || o.total.micros() < est.value().options[best].total.micros()))
            best = i;
    }
    if (best < 0)
        return Error{
            ErrorCode::NotFound,
            {},
            0,
            0,
            {},
            QCoreApplication::translate("Recommender", "%1 in %2 has no %3 price")
                .arg(job.instance->id(), job.offer->region, pricingModelLabel(job.pricing).toLower())};
    const CostOption& opt = est.value().options[best];
    Recommendation r;
    r.instance = job.instance;
    r.gpu = job.gpu;
    r.region = job.offer->region;
    r.instances = job.instances;
    r.gpus = job.instances * job.instance->gpuCount;
    r.pricing = job.pricing;
    r.payment = opt.payment;
    r.hours = job.pricing == PricingModel::Spot
                  ? job.hours * (1.0 + double(job.basis.spotOverheadBp) / BasisPointsPerUnit)
                  : job.hours;
    r.gpuHours = r.hours * r.gpus;
    r.totalCost = opt.total;
    if (const CostOption* od = est.value().option(PricingModel::OnDemand); od && od->available)
        r.onDemandCost = od->total;
    r.months = months;
    r.usageCentiHours = usage;
    r.prices = in.prices;
    r.reasons << pricingReason(r, opt, *job.offer, job.basis.spotOverheadBp);
    if (est.value().fx)
        r.reasons << QCoreApplication::translate("Recommender", "prices converted from %1: %2")
                         .arg(job.offer->currency, est.value().fx->quote);
    return r;
}

} // namespace gp
