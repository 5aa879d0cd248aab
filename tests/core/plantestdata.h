#pragma once

#include "fixedpoint.h"
#include "plan.h"

#include <QString>

// Plans built in code for the plan and plan-file tests.
namespace plantest {

inline gp::Money money(const char* text, const QString& currency = QStringLiteral("USD"))
{
    return gp::Money(gp::fixed::parse(QString::fromLatin1(text), 6).value(), currency);
}

// Sheet with on-demand 2.50 and a 1-year partial-upfront reservation of 6000 + 0.80/h, in USD.
inline gp::PriceSheet usdSheet()
{
    gp::PriceSheet s;
    s.currency = QStringLiteral("USD");
    s.asOf = QDate(2026, 1, 21);
    s.onDemandHourly = money("2.50");
    gp::ReservedPrice r;
    r.termYears = 1;
    r.payment = gp::PaymentOption::PartialUpfront;
    r.upfront = money("6000");
    r.hourly = money("0.80");
    s.reserved = {r};
    return s;
}

// Sheet with on-demand 71 CNY an hour.
inline gp::PriceSheet cnySheet()
{
    gp::PriceSheet s;
    s.currency = QStringLiteral("CNY");
    s.asOf = QDate(2024, 12, 30);
    s.onDemandHourly = money("71", QStringLiteral("CNY"));
    return s;
}

// Training on two reserved instances for six months, then serving on a CNY on-demand instance.
inline gp::Plan twoPhasePlan()
{
    gp::Plan plan;
    plan.name = QStringLiteral("Fine-tune then serve");
    plan.currency = QStringLiteral("USD");
    plan.fx.set(QStringLiteral("CNY"),
                gp::FxRate{7'100'000, QDate(2026, 11, 1), QStringLiteral("test rate")});
    gp::PlanItem train;
    train.instanceId = QStringLiteral("cloud-a/big.8x");
    train.region = QStringLiteral("r1");
    train.count = 2;
    train.pricing = gp::PricingModel::Reserved1y;
    train.payment = gp::PaymentOption::PartialUpfront;
    train.startMonth = 1;
    train.months = 6;
    train.phase = QStringLiteral("training");
    train.prices = usdSheet();
    train.gpuMilliPerInstance = 8000;
    gp::PlanItem serve;
    serve.instanceId = QStringLiteral("cloud-b/small.1x");
    serve.region = QStringLiteral("cn-r2");
    serve.count = 1;
    serve.pricing = gp::PricingModel::OnDemand;
    serve.startMonth = 7;
    serve.months = 6;
    serve.usageCentiHours = 36500;
    serve.phase = QStringLiteral("inference");
    serve.prices = cnySheet();
    plan.items = {train, serve};
    return plan;
}

// `items` equal items of 7.3e11 USD each (10,000 instances at 1,000 USD/h, 730 h, 100 months): from the
// second on, the plan's total would pass the 10^12 money is kept in, so those items cannot be priced.
inline gp::Plan pastTheMoneyRange(int items)
{
    gp::Plan plan = twoPhasePlan();
    plan.items.resize(1);
    plan.items[0].pricing = gp::PricingModel::OnDemand;
    plan.items[0].payment.reset();
    plan.items[0].count = gp::MaxCount;
    plan.items[0].months = 100;
    plan.items[0].prices.onDemandHourly = money("1000");
    while (plan.items.size() < items)
        plan.items << plan.items[0];
    return plan;
}

} // namespace plantest
