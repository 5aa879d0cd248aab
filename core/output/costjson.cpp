#include "costjson.h"

#include <QCoreApplication>

#include "fixedpoint.h"
#include "plansummary.h"

using namespace Qt::StringLiterals;

namespace gp {

namespace {
OutJson text(const QString& s)
{
    return OutJson(s.toStdString());
}

OutJson textOrNull(const QString& s)
{
    return s.isEmpty() ? OutJson(nullptr) : text(s);
}

OutJson paymentJson(const std::optional<PaymentOption>& p)
{
    return p ? text(paymentOptionKey(*p)) : OutJson(nullptr);
}

OutJson amountList(const QList<Money>& list)
{
    OutJson out = OutJson::array();
    for (const Money& m : list)
        out.push_back(amountToJson(m));
    return out;
}
} // namespace

OutJson amountToJson(const Money& m)
{
    const CurrencyInfo* info = currency::find(m.currency());
    const int digits = info ? info->minorDigits : 2;
    const std::int64_t micros = roundedToMinor(m).micros();
    if (micros % Money::MicrosPerUnit == 0)
        return OutJson(micros / Money::MicrosPerUnit); // 200896, not 200896.0
    return OutJson(roundedToMinor(m).toDecimalString(0, digits).toDouble());
}

OutJson amountToJson(const std::optional<Money>& m)
{
    return m ? amountToJson(*m) : OutJson(nullptr);
}

OutJson centiHoursToJson(std::int64_t centi)
{
    if (centi % 100 == 0)
        return OutJson(centi / 100);
    return OutJson(fixed::toString(centi, 2).toDouble());
}

OutJson costEstimateToJson(const CostEstimate& e, const CostContext& context)
{
    OutJson j;
    j["instance"] = text(context.instanceId);
    j["region"] = text(context.region);
    j["region_note"] = textOrNull(context.regionNote);
    j["count"] = e.count;
    j["months"] = e.months;
    j["usage_hours_per_month"] = centiHoursToJson(e.usageCentiHours);
    j["currency"] = text(e.currency);
    if (e.fx) {
        j["fx"] = OutJson{
            {"from", text(e.fx->from)},
            {"to", text(e.fx->to)},
            {"rate", fixed::toString(e.fx->rateMicros, 6).toDouble()},
            {"as_of", e.fx->asOf.isValid() ? text(e.fx->asOf.toString(Qt::ISODate)) : OutJson(nullptr)},
            {"quote", text(e.fx->quote)}};
    } else {
        j["fx"] = nullptr;
    }
    j["precision"] = text(precisionKey(e.precision));
    OutJson options = OutJson::array();
    for (const CostOption& o : e.options) {
        OutJson oj;
        oj["pricing"] = text(pricingModelKey(o.pricing));
        oj["payment"] = paymentJson(o.payment);
        oj["label"] = text(o.label());
        oj["upfront"] = o.available ? amountToJson(o.upfront) : OutJson(nullptr);
        oj["monthly"] = o.available ? amountToJson(o.monthly) : OutJson(nullptr);
        oj["total"] = o.available ? amountToJson(o.total) : OutJson(nullptr);
        oj["effective_gpu_hour"] = amountToJson(o.effectiveGpuHour);
        oj["pflop_hour"] = amountToJson(o.pflopHour);
        oj["interruptible"] = o.interruptible;
        oj["note"] = textOrNull(o.notes.join(u"; "_s));
        oj["terms"] = o.available && o.terms > 0 ? OutJson(o.terms) : OutJson(nullptr);
        oj["months_beyond_horizon"] = o.monthsBeyondHorizon;
        oj["within_horizon"] = o.available ? amountToJson(o.withinHorizon()) : OutJson(nullptr);
        oj["owed_after_horizon"] = o.available ? amountToJson(o.owedAfterHorizon) : OutJson(nullptr);
        oj["cumulative"] = amountList(o.cumulative());
        options.push_back(oj);
    }
    j["options"] = options;
    OutJson be = OutJson::array();
    for (const BreakEven& b : e.breakEven) {
        be.push_back(OutJson{{"pricing", text(pricingModelKey(b.pricing))},
                             {"payment", paymentJson(b.payment)},
                             {"usage_hours_per_month",
                              b.usageCentiHours ? centiHoursToJson(*b.usageCentiHours) : OutJson(nullptr)},
                             {"month", b.month ? OutJson(*b.month) : OutJson(nullptr)},
                             {"note", textOrNull(b.note)}});
    }
    j["break_even"] = be;
    auto pick = [&](int index, const char* key, const char* paymentKey) {
        if (index < 0) {
            j[key] = nullptr;
            j[paymentKey] = nullptr;
            return;
        }
        j[key] = text(pricingModelKey(e.options[index].pricing));
        j[paymentKey] = paymentJson(e.options[index].payment);
    };
    pick(e.cheapest, "cheapest", "cheapest_payment");
    pick(e.cheapestUninterruptible, "cheapest_uninterruptible", "cheapest_uninterruptible_payment");
    return j;
}

OutJson planCostToJson(const Plan& plan, const PlanCost& cost, const QList<PriceChange>& changes)
{
    OutJson j;
    j["name"] = text(plan.name);
    j["currency"] = text(cost.currency);
    j["months"] = cost.months;
    OutJson fx = OutJson::array();
    for (const QString& q : cost.exchangeRatesUsed)
        fx.push_back(text(q));
    j["exchange_rates_used"] = fx;
    OutJson items = OutJson::array();
    for (int i = 0; i < plan.items.size(); ++i) {
        const PlanItem& item = plan.items[i];
        const PlanItemCost& ic = cost.items[i];
        const bool instance = item.kind == PlanItemKind::Instance;
        const bool usage = item.kind == PlanItemKind::Storage || item.kind == PlanItemKind::Transfer;
        const Money first = ic.priced() && item.startMonth - 1 < ic.perMonth.size()
                                ? ic.perMonth[item.startMonth - 1]
                                : Money(0, cost.currency);
        items.push_back(OutJson{
            {"index", i + 1},
            {"kind", text(planItemKindKey(item.kind))},
            {"title", text(item.title())},
            {"instance", instance ? text(item.instanceId) : OutJson(nullptr)},
            {"region", instance || usage ? text(item.region) : OutJson(nullptr)},
            {"count", instance ? OutJson(item.count) : OutJson(nullptr)},
            {"pricing", instance ? text(pricingModelKey(item.pricing)) : OutJson(nullptr)},
            {"payment", paymentJson(item.payment)},
            {"start_month", item.startMonth},
            {"months", item.months},
            {"usage_hours_per_month",
             instance ? centiHoursToJson(item.usageCentiHours.value_or(plan.hoursPerMonthCenti))
                      : OutJson(nullptr)},
            {"gb", usage ? OutJson(item.gb) : OutJson(nullptr)},
            {"growth_gb_per_month",
             item.kind == PlanItemKind::Storage ? OutJson(item.growthGbPerMonth) : OutJson(nullptr)},
            {"once", instance || item.kind == PlanItemKind::Storage ? OutJson(nullptr) : OutJson(item.once)},
            {"label", item.kind == PlanItemKind::Fixed ? text(item.label) : OutJson(nullptr)},
            {"phase", text(item.phase)},
            {"provider", text(item.provider())},
            {"upfront", ic.option ? amountToJson(ic.option->upfront) : OutJson(nullptr)},
            {"monthly", ic.option                  ? amountToJson(ic.option->monthly)
                        : !instance && ic.priced() ? amountToJson(first)
                                                   : OutJson(nullptr)},
            {"total", ic.priced() ? amountToJson(ic.total) : OutJson(nullptr)},
            {"per_month", amountList(ic.perMonth)},
            {"note", ic.option ? textOrNull(ic.option->notes.join(u"; "_s)) : OutJson(nullptr)},
            {"problem", textOrNull(ic.problem)}});
    }
    j["items"] = items;
    OutJson months = OutJson::array();
    const QList<Money> cumulative = cost.cumulative();
    for (int m = 0; m < cost.months; ++m) {
        OutJson phases = OutJson::object();
        QMap<QString, std::int64_t> byPhase;
        for (int i = 0; i < plan.items.size(); ++i)
            byPhase[plan.items[i].phase] += cost.items[i].perMonth[m].micros();
        for (auto it = byPhase.cbegin(); it != byPhase.cend(); ++it)
            phases[it.key().toStdString()] = amountToJson(Money(it.value(), cost.currency));
        months.push_back(OutJson{{"month", m + 1},
                                 {"total", amountToJson(cost.perMonth[m])},
                                 {"cumulative", amountToJson(cumulative[m])},
                                 {"by_phase", phases}});
    }
    j["per_month"] = months;
    auto totals = [](const QList<PlanTotal>& list, const char* key) {
        OutJson out = OutJson::array();
        for (const PlanTotal& t : list)
            out.push_back(OutJson{{key, t.key.toStdString()}, {"total", amountToJson(t.total)}});
        return out;
    };
    j["per_phase"] = totals(cost.perPhase, "phase");
    j["per_provider"] = totals(cost.perProvider, "provider");
    j["per_kind"] = totals(cost.perKind, "kind");
    j["total"] = amountToJson(cost.total);
    // The total split at the plan's last item month: what commitments bill after it is never hidden.
    const int horizon = plan.horizon();
    const CostSplit split = costSplit(cost, horizon);
    j["horizon_months"] = horizon;
    j["within_horizon"] = amountToJson(split.withinHorizon);
    j["owed_after_horizon"] = amountToJson(split.owedAfterHorizon);
    j["months_owed_after_horizon"] = split.monthsOwed;
    j["upfront"] = amountToJson(split.upfront);
    const bool over = cost.totalBudgetExceededInMonth || cost.monthlyBudgetExceededInMonth;
    const bool hasBudget = plan.budget.total || plan.budget.monthly;
    j["budget"] = OutJson{
        {"total", amountToJson(plan.budget.total)},
        {"monthly", amountToJson(plan.budget.monthly)},
        {"status", hasBudget ? (over ? "over" : "within") : "none"},
        {"total_exceeded_in_month",
         cost.totalBudgetExceededInMonth ? OutJson(*cost.totalBudgetExceededInMonth) : OutJson(nullptr)},
        {"monthly_exceeded_in_month",
         cost.monthlyBudgetExceededInMonth ? OutJson(*cost.monthlyBudgetExceededInMonth) : OutJson(nullptr)},
        {"remaining",
         plan.budget.total
             ? amountToJson(Money(plan.budget.total->micros() - cost.total.micros(), cost.currency))
             : OutJson(nullptr)}};
    OutJson ch = OutJson::array();
    for (const PriceChange& c : changes)
        ch.push_back(OutJson{{"item", c.item + 1}, {"change", text(c.description)}});
    j["price_changes"] = ch;
    OutJson problems = OutJson::array();
    for (const Issue& p : cost.problems)
        problems.push_back(text(p.error.path + u": "_s + p.error.message));
    j["problems"] = problems;
    return j;
}

QString breakEvenText(const BreakEven& b)
{
    QStringList parts;
    if (b.usageCentiHours)
        parts << QCoreApplication::translate("CostEngine", "pays off above %1 h/month")
                     .arg(fixed::toString(*b.usageCentiHours, 2));
    if (b.month)
        parts << QCoreApplication::translate("CostEngine", "cheaper than on-demand from month %1")
                     .arg(*b.month);
    if (!b.note.isEmpty())
        parts << b.note;
    return parts.join(u"; "_s);
}

} // namespace gp
