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

// AWS-shaped internet egress: the first 100 GB of a month free, then 0.09 USD/GB to 10 TB, 0.085 to 50 TB,
// 0.07 to 150 TB, 0.05 beyond (figures made up for the tests, shaped like a real price).
inline gp::UsagePrice egressPrice()
{
    gp::UsagePrice p;
    p.kind = gp::UsageKind::Egress;
    p.provider = QStringLiteral("cloud-a");
    p.region = QStringLiteral("r1");
    p.product = QStringLiteral("Internet egress");
    p.currency = QStringLiteral("USD");
    p.freeGb = 100;
    p.tiers = {{10'240, 90'000}, {51'200, 85'000}, {153'600, 70'000}, {std::nullopt, 50'000}};
    p.asOf = QDate(2026, 6, 1);
    p.source = QStringLiteral("test price");
    return p;
}

// Object storage at 0.023 USD per GB-month, one tier.
inline gp::UsagePrice objectStoragePrice()
{
    gp::UsagePrice p;
    p.kind = gp::UsageKind::ObjectStorage;
    p.provider = QStringLiteral("cloud-a");
    p.region = QStringLiteral("r1");
    p.product = QStringLiteral("Object storage, standard");
    p.currency = QStringLiteral("USD");
    p.tiers = {{std::nullopt, 23'000}};
    p.asOf = QDate(2026, 6, 1);
    p.source = QStringLiteral("test price");
    return p;
}

// twoPhasePlan() with every other kind: 1,000 GB of object storage growing 500 GB a month for 3 months,
// 60,000 GB of egress in month 7 (once), 2,000 GB of egress a month in months 7-12, a support plan of
// 1,000 CNY a month for 2 months and a one-off licence of 500 USD.
inline gp::Plan mixedPlan()
{
    gp::Plan plan = twoPhasePlan();
    gp::PlanItem storage;
    storage.kind = gp::PlanItemKind::Storage;
    storage.providerId = QStringLiteral("cloud-a");
    storage.region = QStringLiteral("r1");
    storage.gb = 1000;
    storage.growthGbPerMonth = 500;
    storage.months = 3;
    storage.phase = QStringLiteral("training");
    storage.usagePrice = objectStoragePrice();
    gp::PlanItem bulk;
    bulk.kind = gp::PlanItemKind::Transfer;
    bulk.providerId = QStringLiteral("cloud-a");
    bulk.region = QStringLiteral("r1");
    bulk.gb = 60'000;
    bulk.once = true;
    bulk.startMonth = 7;
    bulk.months = 1;
    bulk.usagePrice = egressPrice();
    gp::PlanItem serving = bulk;
    serving.gb = 2000;
    serving.once = false;
    serving.months = 6;
    serving.phase = QStringLiteral("inference");
    gp::PlanItem support;
    support.kind = gp::PlanItemKind::Fixed;
    support.label = QStringLiteral("support plan");
    support.providerId = QStringLiteral("cloud-b");
    support.amount = money("1000", QStringLiteral("CNY"));
    support.months = 2;
    gp::PlanItem licence;
    licence.kind = gp::PlanItemKind::Fixed;
    licence.label = QStringLiteral("licence");
    licence.amount = money("500");
    licence.once = true;
    licence.startMonth = 2;
    plan.items << storage << bulk << serving << support << licence;
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
