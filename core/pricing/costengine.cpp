#include "costengine.h"

#include <QCoreApplication>

#include "catalog.h"
#include "enumnames.h"
#include "fixedpoint.h"
#include "instancetype.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<PricingModel>, 5> kPricingModels{{
    {PricingModel::OnDemand, u"on-demand", QT_TRANSLATE_NOOP("Labels", "On-demand")},
    {PricingModel::Monthly, u"monthly", QT_TRANSLATE_NOOP("Labels", "Monthly subscription")},
    {PricingModel::Reserved1y, u"reserved-1y", QT_TRANSLATE_NOOP("Labels", "Reserved 1 year")},
    {PricingModel::Reserved3y, u"reserved-3y", QT_TRANSLATE_NOOP("Labels", "Reserved 3 years")},
    {PricingModel::Spot, u"spot", QT_TRANSLATE_NOOP("Labels", "Spot")},
}};

Money zero(const QString& currency)
{
    return Money(0, currency);
}

// Applies the discount and converts to the target currency, exact to the micro-unit.
class PriceAdjuster
{
public:
    // `target` must outlive the adjuster.
    PriceAdjuster(const CostInputs& in, const QString& target)
        : m_in(in), m_target(target), m_discountBp(in.discountBp())
    {}

    std::optional<Money> operator()(const std::optional<Money>& price) const
    {
        if (!price)
            return std::nullopt;
        if (m_discountBp == 0 && price->currency() == m_target)
            return price; // the ranking's hot path: prices already adjusted once
        const auto discounted =
            fixed::mulDiv({price->micros(), BasisPointsPerUnit - m_discountBp}, BasisPointsPerUnit);
        if (!discounted)
            return std::nullopt;
        return m_in.fx.convert(Money(*discounted, price->currency()), m_target);
    }

private:
    const CostInputs& m_in;
    const QString& m_target;
    std::int64_t m_discountBp;
};

const QString& tooLarge()
{
    static const QString text = QCoreApplication::translate(
        "CostEngine", "the amounts are too large to compute (over 10^12 per month or in total)");
    return text;
}

// Fills payments, total and derived figures of an option whose monthly payments are known; false when
// the amounts leave the range money is kept in.
bool finishOption(CostOption& o, const CostInputs& in, int billingMonths, int termLength)
{
    const QString cur = o.monthly.currency();
    const std::int64_t limit = std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit;
    if (o.monthly.micros() > limit || o.upfront.micros() > limit)
        return false;
    o.payments.clear();
    std::int64_t total = 0;
    for (int m = 0; m < billingMonths; ++m) {
        Money pay = o.monthly;
        if (termLength > 0 && m % termLength == 0)
            pay = Money(pay.micros() + o.upfront.micros(), cur);
        o.payments << pay;
        total += pay.micros(); // at most 636 payments of at most 2 x 10^18: no overflow before the check
        if (total > limit)
            return false;
    }
    o.total = Money(total, cur);
    std::int64_t owed = 0;
    for (int m = in.months; m < billingMonths; ++m)
        owed += o.payments[m].micros();
    o.owedAfterHorizon = Money(owed, cur);
    const std::int64_t used = std::int64_t(in.count) * in.usageCentiHours * in.months; // centi-hours
    if (used > 0 && in.gpuMilliPerInstance > 0) {
        // total / (GPUs x hours): GPUs = milli / 1000, hours = centi / 100.
        if (const auto v = fixed::mulDiv({total, 1000, 100}, {in.gpuMilliPerInstance, used}))
            o.effectiveGpuHour = Money(*v, cur); // a rate: whoever shows it rounds it (AmountKind::Rate)
    }
    if (used > 0 && in.denseMilliTflopsPerInstance && *in.denseMilliTflopsPerInstance > 0) {
        // total / (PFLOPS x hours): PFLOPS = milli-TFLOPS / 1e6.
        if (const auto v = fixed::mulDiv({total, 1'000'000, 100}, {*in.denseMilliTflopsPerInstance, used}))
            o.pflopHour = Money(*v, cur);
    }
    return true;
}

std::optional<Money> monthlyOf(const std::optional<Money>& hourly, std::int64_t centiHours, int count,
                               std::int64_t overheadBp = 0)
{
    if (!hourly)
        return std::nullopt;
    const auto v = fixed::mulDiv({hourly->micros(), centiHours, count, BasisPointsPerUnit + overheadBp},
                                 {100, BasisPointsPerUnit});
    if (!v)
        return std::nullopt;
    return roundedToMinor(Money(*v, hourly->currency()));
}

} // namespace

QString pricingModelKey(PricingModel m)
{
    return enumKey(kPricingModels, m);
}
std::optional<PricingModel> pricingModelFromKey(QStringView key)
{
    return enumFromKey(kPricingModels, key);
}
QStringList pricingModelKeys()
{
    return enumKeys(kPricingModels);
}
QString pricingModelLabel(PricingModel m)
{
    return enumLabel(kPricingModels, m);
}

int termMonths(PricingModel m)
{
    switch (m) {
    case PricingModel::Reserved1y:
        return 12;
    case PricingModel::Reserved3y:
        return 36;
    default:
        return 0;
    }
}

QString monthsText(int n)
{
    return n == 1 ? QCoreApplication::translate("CostEngine", "1 month")
                  : QCoreApplication::translate("CostEngine", "%1 months").arg(n);
}

std::optional<Money> perGpuPrice(const Money& perInstance, double gpuCount)
{
    const std::int64_t milli = std::llround(gpuCount * 1000.0);
    if (!std::isfinite(gpuCount) || milli <= 0)
        return std::nullopt;
    const auto v = fixed::mulDiv({perInstance.micros(), 1000}, milli);
    return v ? std::optional<Money>(Money(*v, perInstance.currency())) : std::nullopt;
}

Money roundedToMinor(const Money& m)
{
    return Money(m.roundedToMinorMicros(), m.currency());
}

QList<Money> runningTotals(const QList<Money>& amounts, const QString& currency)
{
    QList<Money> out;
    out.reserve(amounts.size());
    std::int64_t sum = 0;
    for (const Money& m : amounts) {
        sum += m.micros();
        out << Money(sum, currency);
    }
    return out;
}

// ---- PriceSheet ----

PriceSheet PriceSheet::fromOffer(const Offer& offer)
{
    PriceSheet s;
    s.currency = offer.currency;
    s.onDemandHourly = offer.onDemandPrice();
    s.monthly = offer.monthlyPrice();
    s.spotHourly = offer.spotPrice();
    s.reserved = offer.reserved;
    for (const Source* src : offer.priceSources()) {
        if (!src->asOf.isValid())
            continue;
        if (!s.asOf.isValid() || src->asOf > s.asOf) {
            s.asOf = src->asOf;
            s.undated = src->undated;
        } else if (src->asOf == s.asOf) {
            s.undated = s.undated && src->undated; // a dated price of that day dates it
        }
    }
    return s;
}

bool PriceSheet::hasPriceFor(PricingModel m) const
{
    switch (m) {
    case PricingModel::OnDemand:
        return onDemandHourly.has_value();
    case PricingModel::Monthly:
        return monthly.has_value();
    case PricingModel::Spot:
        return spotHourly.has_value();
    case PricingModel::Reserved1y:
    case PricingModel::Reserved3y:
        return std::any_of(reserved.begin(), reserved.end(),
                           [&](const ReservedPrice& r) { return r.termYears * 12 == termMonths(m); });
    }
    return false;
}

QStringList PriceSheet::differencesFrom(const PriceSheet& older) const
{
    QStringList out;
    auto text = [](const std::optional<Money>& m) {
        return m ? m->toDecimalString(2, 6) + u' ' + m->currency() : u"none"_s;
    };
    auto compare = [&](const QString& what, const std::optional<Money>& was,
                       const std::optional<Money>& now) {
        if (was != now)
            out << u"%1 %2 -> %3"_s.arg(what, text(was), text(now));
    };
    compare(QCoreApplication::translate("CostEngine", "on-demand hourly"), older.onDemandHourly,
            onDemandHourly);
    compare(u"monthly"_s, older.monthly, monthly);
    compare(QCoreApplication::translate("CostEngine", "spot hourly"), older.spotHourly, spotHourly);
    for (int years : {1, 3}) {
        for (const PaymentOption p :
             {PaymentOption::NoUpfront, PaymentOption::PartialUpfront, PaymentOption::AllUpfront}) {
            auto find = [&](const PriceSheet& s) -> std::optional<Money> {
                for (const ReservedPrice& r : s.reserved) {
                    if (r.termYears == years && r.payment == p)
                        return r.effectiveHourly();
                }
                return std::nullopt;
            };
            compare(QCoreApplication::translate("CostEngine", "reserved %1y %2 effective hourly")
                        .arg(years)
                        .arg(paymentOptionKey(p)),
                    find(older), find(*this));
        }
    }
    return out;
}

// ---- CostInputs / CostOption / CostEstimate ----

CostInputs CostInputs::forRow(const OfferRow& row, Precision precision, const CostBasis& basis)
{
    CostInputs in;
    static_cast<CostBasis&>(in) = basis;
    if (row.offer)
        in.prices = PriceSheet::fromOffer(*row.offer);
    in.precision = precision;
    if (row.instance) {
        in.provider = row.instance->provider;
        in.gpuMilliPerInstance = std::llround(row.instance->gpuCount * 1000.0);
    }
    if (const auto t = row.totalDenseTflops(precision))
        in.denseMilliTflopsPerInstance = std::llround(*t * 1000.0);
    return in;
}

QString CostOption::key() const
{
    QString k = pricingModelKey(pricing);
    if (payment)
        k += u'/' + paymentOptionKey(*payment);
    return k;
}

QString CostOption::label() const
{
    QString l = pricingModelLabel(pricing);
    if (payment)
        l += u", "_s + paymentLabel(*payment);
    return l;
}

QString BreakEven::sentence() const
{
    QString what = pricingModelLabel(pricing);
    if (payment)
        what += u", "_s + paymentLabel(*payment);
    if (!usageCentiHours)
        return QCoreApplication::translate("CostEngine", "%1: %2").arg(what, note);
    const QString hours = formatDecimal(double(*usageCentiHours) / 100.0, 2);
    if (month) {
        return *month <= 1 ? QCoreApplication::translate("CostEngine",
                                                         "%1 pays off above %2 h/month; cheaper from month 1")
                                 .arg(what, hours)
                           : QCoreApplication::translate(
                                 "CostEngine", "%1 pays off above %2 h/month; cheaper from month %3")
                                 .arg(what, hours)
                                 .arg(*month);
    }
    return QCoreApplication::translate("CostEngine", "%1 pays off above %2 h/month; %3")
        .arg(what, hours,
             note.isEmpty() ? QCoreApplication::translate("CostEngine", "not at this usage") : note);
}

QList<Money> CostOption::cumulative() const
{
    return runningTotals(payments, monthly.currency());
}

const CostOption* CostEstimate::cheapestOf(PricingModel m) const
{
    const CostOption* best = nullptr;
    for (const CostOption& o : options) {
        if (o.pricing == m && o.available && (!best || o.total.micros() < best->total.micros()))
            best = &o;
    }
    return best;
}

const CostOption* CostEstimate::option(PricingModel m, std::optional<PaymentOption> payment) const
{
    for (const CostOption& o : options) {
        if (o.pricing == m && (!payment || o.payment == payment))
            return &o;
    }
    return nullptr;
}

// ---- adjustedPrices / jobTotal ----

std::optional<PriceSheet> adjustedPrices(const CostInputs& in)
{
    const QString cur = in.currency.isEmpty() ? in.prices.currency : in.currency;
    if (!in.prices.currency.isEmpty() && !in.fx.use(in.prices.currency, cur) && in.prices.currency != cur)
        return std::nullopt;
    const PriceAdjuster adjust(in, cur);
    PriceSheet out;
    out.currency = cur;
    out.asOf = in.prices.asOf;
    out.onDemandHourly = adjust(in.prices.onDemandHourly);
    out.monthly = adjust(in.prices.monthly);
    out.spotHourly = adjust(in.prices.spotHourly);
    for (const ReservedPrice& r : in.prices.reserved) {
        ReservedPrice a = r;
        a.upfront = adjust(r.upfront);
        a.hourly = adjust(r.hourly);
        a.publishedEffectiveHourly = adjust(r.publishedEffectiveHourly);
        // A price too large to adjust leaves the option out, as estimateCost would find it unavailable.
        if ((r.upfront && !a.upfront) || (r.hourly && !a.hourly) ||
            (r.publishedEffectiveHourly && !a.publishedEffectiveHourly))
            continue;
        out.reserved << a;
    }
    return out;
}

std::optional<Money> jobTotal(const CostInputs& in, PricingModel m)
{
    const QString& cur = in.currency.isEmpty() ? in.prices.currency : in.currency;
    const PriceAdjuster adjust(in, cur);
    const std::int64_t limit = std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit;
    // monthly x billing months + upfront x terms, as finishOption adds the payments up.
    const auto sum = [&](const Money& monthly, int billingMonths, std::int64_t upfront,
                         int terms) -> std::optional<Money> {
        const auto a = fixed::mulDiv({monthly.micros(), billingMonths}, 1);
        const auto b = fixed::mulDiv({upfront, terms}, 1);
        if (!a || !b || monthly.micros() > limit || upfront > limit || *a > limit - *b)
            return std::nullopt;
        return Money(*a + *b, cur);
    };
    switch (m) {
    case PricingModel::OnDemand:
    case PricingModel::Spot: {
        const bool spot = m == PricingModel::Spot;
        const auto monthly = monthlyOf(adjust(spot ? in.prices.spotHourly : in.prices.onDemandHourly),
                                       in.usageCentiHours, in.count, spot ? in.spotOverheadBp : 0);
        return monthly ? sum(*monthly, in.months, 0, 0) : std::nullopt;
    }
    case PricingModel::Monthly: {
        const auto price = adjust(in.prices.monthly);
        const auto monthly = price ? fixed::mulDiv({price->micros(), in.count}, 1) : std::nullopt;
        return monthly ? sum(roundedToMinor(Money(*monthly, cur)), in.months, 0, 0) : std::nullopt;
    }
    case PricingModel::Reserved1y:
    case PricingModel::Reserved3y: {
        const int term = termMonths(m);
        const int terms = (in.months + term - 1) / term;
        std::optional<Money> best;
        for (const ReservedPrice& r : in.prices.reserved) {
            if (r.termYears * 12 != term)
                continue;
            const bool effectiveOnly = r.publishedEffectiveHourly && !r.hourly && !r.upfront;
            const auto hourly = effectiveOnly ? adjust(r.publishedEffectiveHourly)
                                : r.hourly    ? adjust(r.hourly)
                                              : std::optional<Money>(zero(cur));
            const auto upfront = effectiveOnly ? std::optional<Money>(zero(cur))
                                 : r.upfront   ? adjust(r.upfront)
                                               : zero(cur);
            const auto monthly = monthlyOf(hourly, CentiHoursPerMonth, in.count);
            const auto up = upfront ? fixed::mulDiv({upfront->micros(), in.count}, 1) : std::nullopt;
            if (!monthly || !up)
                continue;
            const auto total = sum(*monthly, terms * term, roundedToMinor(Money(*up, cur)).micros(), terms);
            if (total && (!best || total->micros() < best->micros()))
                best = total;
        }
        return best;
    }
    }
    return std::nullopt;
}

// ---- estimateCost ----

Result<CostEstimate> estimateCost(const CostInputs& in)
{
    auto usageError = [](const QString& message) { return Error{ErrorCode::Usage, {}, 0, 0, {}, message}; };
    if (in.count < 1 || in.count > MaxCount)
        return usageError(QCoreApplication::translate("CostEngine", "count must be from 1 to %1, got %2")
                              .arg(MaxCount)
                              .arg(in.count));
    if (in.months < 1 || in.months > MaxMonths)
        return usageError(QCoreApplication::translate("CostEngine", "months must be from 1 to %1, got %2")
                              .arg(MaxMonths)
                              .arg(in.months));
    if (in.usageCentiHours < 0 || in.usageCentiHours > MaxUsageCentiHours)
        return usageError(
            QCoreApplication::translate("CostEngine", "usage must be from 0 to 744 hours per month, got %1")
                .arg(fixed::toString(in.usageCentiHours, 2)));
    if (in.discountBp() < 0 || in.discountBp() > 9999)
        return usageError(
            QCoreApplication::translate("CostEngine", "discount must be from 0 to 99.99 %, got %1")
                .arg(fixed::toString(in.discountBp(), 2)));
    if (in.spotOverheadBp < 0 || in.spotOverheadBp > 100 * BasisPointsPerUnit)
        return usageError(
            QCoreApplication::translate("CostEngine", "spot overhead must be from 0 to 10000 %, got %1")
                .arg(fixed::toString(in.spotOverheadBp, 2)));

    CostEstimate e;
    e.currency = in.currency.isEmpty() ? in.prices.currency : in.currency;
    e.count = in.count;
    e.months = in.months;
    e.usageCentiHours = in.usageCentiHours;
    e.precision = in.precision;
    if (!in.prices.currency.isEmpty() && e.currency != in.prices.currency) {
        e.fx = in.fx.use(in.prices.currency, e.currency);
        if (!e.fx) {
            const QString missing = in.fx.has(in.prices.currency) ? e.currency : in.prices.currency;
            return usageError(
                QCoreApplication::translate(
                    "CostEngine",
                    "no exchange rate for %1; rates are known for %2 (add one with --fx %1=RATE)")
                    .arg(missing, in.fx.currencies().join(u", "_s)));
        }
    }
    const PriceAdjuster adjust(in, e.currency);
    const QString cur = e.currency;

    auto unavailable = [&](PricingModel m, const QString& why) {
        CostOption o;
        o.pricing = m;
        o.interruptible = m == PricingModel::Spot;
        o.upfront = o.monthly = o.total = o.owedAfterHorizon = zero(cur);
        o.notes << why;
        e.options << o;
    };

    for (const PricingModel m : in.models) {
        switch (m) {
        case PricingModel::OnDemand:
        case PricingModel::Spot: {
            const bool spot = m == PricingModel::Spot;
            const auto hourly = adjust(spot ? in.prices.spotHourly : in.prices.onDemandHourly);
            const auto monthly =
                monthlyOf(hourly, in.usageCentiHours, in.count, spot ? in.spotOverheadBp : 0);
            if (!monthly) {
                const bool published =
                    spot ? in.prices.spotHourly.has_value() : in.prices.onDemandHourly.has_value();
                unavailable(m, !published
                                   ? (spot ? QCoreApplication::translate(
                                                 "CostEngine", "no public spot price for this offer")
                                           : QCoreApplication::translate(
                                                 "CostEngine", "no public on-demand price for this offer"))
                                   : tooLarge());
                break;
            }
            CostOption o;
            o.pricing = m;
            o.available = true;
            o.interruptible = spot;
            o.upfront = zero(cur);
            o.monthly = *monthly;
            if (spot) {
                o.notes << QCoreApplication::translate(
                               "CostEngine",
                               "interruptible: the provider can reclaim it; includes %1 % rework overhead")
                               .arg(fixed::toString(in.spotOverheadBp, 2));
            }
            if (!finishOption(o, in, in.months, 0)) {
                unavailable(m, tooLarge());
                break;
            }
            e.options << o;
            break;
        }
        case PricingModel::Monthly: {
            const auto price = adjust(in.prices.monthly);
            if (!price) {
                unavailable(m, QCoreApplication::translate(
                                   "CostEngine", "no public monthly subscription price for this offer"));
                break;
            }
            CostOption o;
            o.pricing = m;
            o.available = true;
            o.upfront = zero(cur);
            const auto monthly = fixed::mulDiv({price->micros(), in.count}, 1);
            if (monthly)
                o.monthly = roundedToMinor(Money(*monthly, cur));
            o.notes << QCoreApplication::translate("CostEngine", "billed per month whatever the usage");
            if (!monthly || !finishOption(o, in, in.months, 0)) {
                unavailable(m, tooLarge());
                break;
            }
            e.options << o;
            break;
        }
        case PricingModel::Reserved1y:
        case PricingModel::Reserved3y: {
            const int term = termMonths(m);
            QList<ReservedPrice> prices;
            for (const ReservedPrice& r : in.prices.reserved) {
                if (r.termYears * 12 == term)
                    prices << r;
            }
            std::sort(prices.begin(), prices.end(),
                      [](const ReservedPrice& a, const ReservedPrice& b) { return a.payment < b.payment; });
            if (prices.isEmpty()) {
                unavailable(m, QCoreApplication::translate(
                                   "CostEngine", "no public %1-year reservation price for this offer")
                                   .arg(term / 12));
                break;
            }
            for (const ReservedPrice& r : prices) {
                CostOption o;
                o.pricing = m;
                o.payment = r.payment;
                o.available = true;
                std::optional<Money> hourly;
                std::optional<Money> upfront;
                if (r.publishedEffectiveHourly && !r.hourly && !r.upfront) {
                    hourly = adjust(r.publishedEffectiveHourly);
                    if (r.payment != PaymentOption::NoUpfront) {
                        o.notes
                            << u"the price list gives only the effective hourly rate; the upfront payment is "
                               "shown spread over the term"_s;
                    }
                } else {
                    hourly = r.hourly ? adjust(r.hourly) : std::optional<Money>(zero(cur));
                    upfront = r.upfront ? adjust(r.upfront) : std::optional<Money>(zero(cur));
                }
                const auto monthly = monthlyOf(hourly, CentiHoursPerMonth, in.count);
                const auto up = upfront ? fixed::mulDiv({upfront->micros(), in.count}, 1) : std::int64_t(0);
                if (!monthly || !up) {
                    unavailable(m, tooLarge());
                    continue;
                }
                o.monthly = *monthly;
                o.upfront = roundedToMinor(Money(*up, cur));
                o.terms = (in.months + term - 1) / term;
                const int billing = o.terms * term;
                o.monthsBeyondHorizon = billing - in.months;
                o.notes << QCoreApplication::translate(
                               "CostEngine", "billed for every hour of each %1-year term whatever the usage")
                               .arg(term / 12);
                if (o.terms > 1) {
                    o.notes << QCoreApplication::translate("CostEngine", "%1 terms, renewed %2 to cover %3")
                                   .arg(o.terms)
                                   .arg(o.terms == 2 ? u"once"_s
                                                     : QCoreApplication::translate("CostEngine", "%1 times")
                                                           .arg(o.terms - 1),
                                        monthsText(in.months));
                }
                if (o.monthsBeyondHorizon > 0) {
                    o.notes << u"the last term runs %1 past the %2-month horizon; those months are owed, "
                               "included in the total and shown as their own line"_s
                                   .arg(monthsText(o.monthsBeyondHorizon))
                                   .arg(in.months);
                }
                if (!finishOption(o, in, billing, term)) {
                    unavailable(m, tooLarge());
                    continue;
                }
                e.options << o;
            }
            break;
        }
        }
    }

    // Cheapest: lowest total; ties go to the option listed first (no commitment before commitment).
    for (int i = 0; i < e.options.size(); ++i) {
        const CostOption& o = e.options[i];
        if (!o.available)
            continue;
        if (e.cheapest < 0 || o.total.micros() < e.options[e.cheapest].total.micros())
            e.cheapest = i;
        if (!o.interruptible && (e.cheapestUninterruptible < 0 ||
                                 o.total.micros() < e.options[e.cheapestUninterruptible].total.micros()))
            e.cheapestUninterruptible = i;
    }

    // Break-even of each commitment against on-demand.
    const CostOption* onDemand = nullptr;
    for (const CostOption& o : e.options) {
        if (o.pricing == PricingModel::OnDemand && o.available)
            onDemand = &o;
    }
    const auto odHourly = adjust(in.prices.onDemandHourly);
    for (const CostOption& o : e.options) {
        if (!o.available || (o.pricing != PricingModel::Monthly && termMonths(o.pricing) == 0))
            continue;
        BreakEven b;
        b.pricing = o.pricing;
        b.payment = o.payment;
        if (!onDemand || !odHourly || odHourly->micros() <= 0) {
            b.note = QCoreApplication::translate("CostEngine", "no on-demand price to compare with");
            e.breakEven << b;
            continue;
        }
        // On-demand over the horizon costs hourly x usage x count x months; solve for usage.
        const auto usage =
            fixed::mulDivCeil({o.total.micros(), 100}, odHourly->micros() * in.count * in.months);
        if (usage && *usage <= MaxUsageCentiHours)
            b.usageCentiHours = *usage;
        const QList<Money> od = onDemand->cumulative();
        const QList<Money> commit = o.cumulative();
        if (o.total.micros() <= onDemand->total.micros()) {
            // The first month from which the commitment stays at or below on-demand to the horizon; the
            // horizon's month counts the whole commitment (terms it still owes past the horizon).
            int month = in.months;
            for (int k = in.months - 1; k >= 0; --k) {
                const std::int64_t c = k == in.months - 1 ? o.total.micros() : commit[k].micros();
                if (c > od[k].micros())
                    break;
                month = k + 1;
            }
            b.month = month;
        }
        if (!b.usageCentiHours) {
            b.note = QCoreApplication::translate("CostEngine", "on-demand is cheaper at any usage over %1")
                         .arg(monthsText(in.months));
        } else if (!b.month) {
            b.note =
                QCoreApplication::translate("CostEngine", "at %1 h/month on-demand stays cheaper over %2")
                    .arg(fixed::toString(in.usageCentiHours, 2), monthsText(in.months));
        }
        e.breakEven << b;
    }
    return e;
}

} // namespace gp
