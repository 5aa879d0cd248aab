#include "catalog.h"
#include "clirunner.h"
#include "planio.h"
#include "testcatalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

// gpu-planner-cli cost, fx and plan: the JSON contract, hand-computed figures and bad input.
namespace {
gp::Plan builtinPlan()
{
    const gp::Catalog catalog = loadSnapshotCatalog();
    const gp::InstanceType* train = catalog.instance(u"aws/p4d.24xlarge"_s);
    const gp::InstanceType* serve = catalog.instance(u"aws/g4dn.2xlarge"_s);
    gp::Plan plan;
    plan.name = u"Train then serve"_s;
    plan.fx = snapshotRates();
    for (const gp::Offer& o : train->offers) {
        if (o.region == u"us-east-1"_s) {
            gp::PlanItem item =
                gp::PlanItem::fromRow({train, catalog.gpu(train->gpuId), &o}, gp::PricingModel::Reserved1y,
                                      gp::PaymentOption::NoUpfront);
            item.count = 2;
            item.months = 6;
            item.phase = u"training"_s;
            plan.items << item;
        }
    }
    for (const gp::Offer& o : serve->offers) {
        if (o.region == u"cn-north-1"_s) {
            gp::PlanItem item =
                gp::PlanItem::fromRow({serve, catalog.gpu(serve->gpuId), &o}, gp::PricingModel::OnDemand);
            item.startMonth = 7;
            item.months = 6;
            item.phase = u"inference"_s;
            plan.items << item;
        }
    }
    return plan;
}
} // namespace

class TestCliCost : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;
    QTemporaryDir& m_home = m_cli.home;
    using Run = CliRunner::Run;

    Run run(const QStringList& args) { return m_cli.run(args); }

    static QJsonObject object(const Run& r) { return CliRunner::json(r).object(); }

    static QJsonObject option(const QJsonObject& cost, const QString& pricing, const QString& payment = {})
    {
        for (const QJsonValue& v : cost[u"options"_s].toArray()) {
            const QJsonObject o = v.toObject();
            if (o[u"pricing"_s].toString() == pricing &&
                (payment.isEmpty() || o[u"payment"_s].toString() == payment))
                return o;
        }
        return {};
    }

    QString savePlan(const gp::Plan& plan, const QString& name)
    {
        const QString path = m_home.filePath(name);
        if (!gp::planio::save(plan, path).ok())
            qFatal("cannot save the plan fixture");
        return path;
    }

private Q_SLOTS:
    void costJsonFollowsTheContract()
    {
        const Run r = run({u"cost"_s, u"aws/p3.2xlarge"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject j = object(r);
        for (const QString& k :
             {u"instance"_s, u"region"_s, u"count"_s, u"months"_s, u"usage_hours_per_month"_s, u"currency"_s,
              u"fx"_s, u"options"_s, u"break_even"_s, u"cheapest"_s})
            QVERIFY2(j.contains(k), qPrintable(k));
        // Default region: the cheapest on-demand one, and the output says so.
        QCOMPARE(j[u"region"_s].toString(), u"us-east-1"_s);
        QVERIFY(j[u"region_note"_s].toString().contains(u"cheapest on-demand region"_s));
        QCOMPARE(j[u"count"_s].toInt(), 1);
        QCOMPARE(j[u"months"_s].toInt(), 12);
        QCOMPARE(j[u"usage_hours_per_month"_s].toInt(), 730);
        QCOMPARE(j[u"currency"_s].toString(), u"USD"_s);
        QVERIFY(j[u"fx"_s].isNull());
        const QJsonArray options = j[u"options"_s].toArray();
        QVERIFY(options.size() >= 5);
        for (const QJsonValue& v : options) {
            const QJsonObject o = v.toObject();
            for (const QString& k : {u"pricing"_s, u"upfront"_s, u"monthly"_s, u"total"_s,
                                     u"effective_gpu_hour"_s, u"pflop_hour"_s, u"interruptible"_s, u"note"_s})
                QVERIFY2(o.contains(k), qPrintable(k));
            if (o[u"total"_s].isNull())
                QVERIFY(o[u"note"_s].toString().startsWith(u"no public"_s));
        }
        const QJsonObject od = option(j, u"on-demand"_s);
        QCOMPARE(od[u"total"_s].toDouble(), od[u"monthly"_s].toDouble() * 12);
        QVERIFY(option(j, u"monthly"_s)[u"total"_s].isNull());
        for (const QJsonValue& v : j[u"break_even"_s].toArray()) {
            const QJsonObject b = v.toObject();
            QVERIFY(b.contains(u"pricing"_s) && b.contains(u"usage_hours_per_month"_s) &&
                    b.contains(u"month"_s));
        }
        QVERIFY(!j[u"cheapest"_s].toString().isEmpty());
    }

    void costHandComputed()
    {
        // p5.48xlarge in us-east-1 is 55.04 USD an hour: 55.04 x 100 h x 2 instances = 11008.00 a month.
        const Run r = run({u"cost"_s, u"aws/p5.48xlarge"_s, u"--count"_s, u"2"_s, u"--months"_s, u"3"_s,
                           u"--usage"_s, u"100"_s, u"--pricing"_s, u"on-demand"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = object(r);
        QCOMPARE(j[u"options"_s].toArray().size(), 1);
        const QJsonObject od = option(j, u"on-demand"_s);
        QCOMPARE(od[u"monthly"_s].toDouble(), 11008.0);
        QCOMPARE(od[u"total"_s].toDouble(), 33024.0);
        QCOMPARE(od[u"effective_gpu_hour"_s].toDouble(), 6.88); // 55.04 / 8 GPUs
        QCOMPARE(od[u"pflop_hour"_s].toDouble(), 6.96);         // 55.04 / (8 x 0.989 PFLOPS FP16)
        QCOMPARE(j[u"cheapest"_s].toString(), u"on-demand"_s);

        // 10 % discount: 49.536 an hour -> 9907.20 a month
        const QJsonObject d =
            object(run({u"cost"_s, u"aws/p5.48xlarge"_s, u"--count"_s, u"2"_s, u"--usage"_s, u"100"_s,
                        u"--discount"_s, u"10"_s, u"--pricing"_s, u"on-demand"_s, u"--format"_s, u"json"_s}));
        QCOMPARE(option(d, u"on-demand"_s)[u"monthly"_s].toDouble(), 9907.2);
    }

    void costConvertsAndStatesTheRate()
    {
        const QJsonObject shipped = object(
            run({u"cost"_s, u"aws/p5.48xlarge"_s, u"--currency"_s, u"CNY"_s, u"--format"_s, u"json"_s}));
        QCOMPARE(shipped[u"currency"_s].toString(), u"CNY"_s);
        const QJsonObject fx = shipped[u"fx"_s].toObject();
        QCOMPARE(fx[u"from"_s].toString(), u"USD"_s);
        QCOMPARE(fx[u"rate"_s].toDouble(), 7.0779);
        QCOMPARE(fx[u"as_of"_s].toString(), u"2025-11-27"_s);
        // --fx overrides: 55.04 x 7.10 = 390.784 CNY an hour; x 730 = 285272.32
        const QJsonObject given =
            object(run({u"cost"_s, u"aws/p5.48xlarge"_s, u"--currency"_s, u"CNY"_s, u"--fx"_s, u"CNY=7.10"_s,
                        u"--pricing"_s, u"on-demand"_s, u"--format"_s, u"json"_s}));
        QCOMPARE(given[u"fx"_s].toObject()[u"rate"_s].toDouble(), 7.1);
        QVERIFY(given[u"fx"_s].toObject()[u"quote"_s].toString().startsWith(u"7.1 CNY per USD"_s));
        QCOMPARE(option(given, u"on-demand"_s)[u"monthly"_s].toDouble(), 285272.32);
    }

    void costOfReservationsStatesTheTerm()
    {
        const Run r =
            run({u"cost"_s, u"aws/g4dn.2xlarge"_s, u"--region"_s, u"cn-north-1"_s, u"--months"_s, u"6"_s});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(u"Reserved 1 year, all upfront"_s), qPrintable(out));
        QVERIFY(out.contains(u"runs 6 months past the 6-month horizon"_s));
        QVERIFY(out.contains(u"Break-even against on-demand"_s));
        QVERIFY(out.contains(u"amounts in CNY"_s));
        // docs/pricing.md: 3.659247 CNY an hour effective x 730 = 2671.25 a month
        QVERIFY(out.contains(u"2,671.25"_s));
    }

    void fxListsRatesWithDates()
    {
        const QJsonObject j = object(run({u"fx"_s, u"--fx"_s, u"EUR=0.9"_s, u"--format"_s, u"json"_s}));
        QCOMPARE(j[u"base"_s].toString(), u"USD"_s);
        bool cny = false;
        bool eur = false;
        for (const QJsonValue& v : j[u"rates"_s].toArray()) {
            const QJsonObject o = v.toObject();
            if (o[u"currency"_s].toString() == u"CNY"_s)
                cny = o[u"per_usd"_s].toDouble() == 7.0779 && o[u"as_of"_s].toString() == u"2025-11-27"_s;
            if (o[u"currency"_s].toString() == u"EUR"_s)
                eur = o[u"per_usd"_s].toDouble() == 0.9 && o[u"source"_s].toString() == u"command line"_s;
        }
        QVERIFY(cny);
        QVERIFY(eur);
    }

    void userRatesFileOverridesTheShippedOne()
    {
        QDir().mkpath(m_home.filePath(u"gpu-planner"_s));
        gp::ExchangeRates mine;
        mine.set(u"CNY"_s, gp::FxRate{7'250'000, QDate(2026, 11, 20), u"treasury"_s});
        QVERIFY(mine.saveFile(m_home.filePath(u"gpu-planner/exchange-rates.json"_s)).ok());
        const QJsonObject j = object(
            run({u"cost"_s, u"aws/p5.48xlarge"_s, u"--currency"_s, u"CNY"_s, u"--format"_s, u"json"_s}));
        m_cli.useSnapshotRates();
        QCOMPARE(j[u"fx"_s].toObject()[u"rate"_s].toDouble(), 7.25);
        QCOMPARE(j[u"fx"_s].toObject()[u"as_of"_s].toString(), u"2026-11-20"_s);
    }

    void planCostAddsUp()
    {
        gp::Plan plan = builtinPlan();
        QCOMPARE(plan.items.size(), 2);
        plan.budget.total = gp::Money(100'000 * gp::Money::MicrosPerUnit, u"USD"_s);
        const QString path = savePlan(plan, u"ok.gpuplan"_s);
        const Run r = run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonObject j = object(r);
        QCOMPARE(j[u"months"_s].toInt(), 12);
        // Shown months add up to the shown total, to the cent.
        qint64 cents = 0;
        for (const QJsonValue& m : j[u"per_month"_s].toArray())
            cents += qRound64(m.toObject()[u"total"_s].toDouble() * 100);
        QCOMPARE(cents, qRound64(j[u"total"_s].toDouble() * 100));
        qint64 phases = 0;
        for (const QJsonValue& p : j[u"per_phase"_s].toArray())
            phases += qRound64(p.toObject()[u"total"_s].toDouble() * 100);
        QCOMPARE(phases, cents);
        QCOMPARE(j[u"per_phase"_s].toArray().size(), 2);
        QVERIFY(j[u"exchange_rates_used"_s].toArray().first().toString().contains(u"7.0779 CNY per USD"_s));
        const QJsonObject budget = j[u"budget"_s].toObject();
        QCOMPARE(budget[u"status"_s].toString(), u"over"_s);
        QVERIFY(budget[u"total_exceeded_in_month"_s].toInt() >= 1);
        QVERIFY(j[u"price_changes"_s].toArray().isEmpty());

        const Run table = run({u"plan"_s, u"cost"_s, path});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("OVER by"));
        QVERIFY(table.out.contains("Per phase:"));
        const Run csv = run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"csv"_s});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.startsWith(
            "month,#1 aws/p4d.24xlarge reserved-1y (training),#2 aws/g4dn.2xlarge on-demand "
            "(inference),total,cumulative\r\n"));
        QCOMPARE(csv.out.count('\n'), 13);
    }

    void planShowsCatalogPriceChanges()
    {
        gp::Plan plan = builtinPlan();
        plan.items[0].prices.reserved.clear();
        gp::ReservedPrice old;
        old.termYears = 1;
        old.hourly = gp::Money(30 * gp::Money::MicrosPerUnit, u"USD"_s);
        plan.items[0].prices.reserved << old;
        const QString path = savePlan(plan, u"changed.gpuplan"_s);
        const QJsonObject j = object(run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s}));
        const QJsonArray changes = j[u"price_changes"_s].toArray();
        QCOMPARE(changes.size(), 1);
        QVERIFY(changes[0].toObject()[u"change"_s].toString().contains(
            u"reserved 1y no_upfront effective hourly 30.00 USD"_s));
        // The plan keeps its price: 2 x 30 x 730 x 12
        QCOMPARE(j[u"items"_s].toArray()[0].toObject()[u"total"_s].toDouble(), 525600.0);
        const Run v = run({u"plan"_s, u"validate"_s, path});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.contains("OK - 2 items"));
        QVERIFY(v.out.contains("price change: #1"));
    }

    void planAddBuildsAPlan()
    {
        const QString path = m_home.filePath(u"added.gpuplan"_s);
        const Run first =
            run({u"plan"_s, u"add"_s, path, u"aws/p5.48xlarge"_s, u"--count"_s, u"2"_s, u"--months"_s, u"3"_s,
                 u"--usage"_s, u"100"_s, u"--phase"_s, u"training"_s, u"--name"_s, u"Pilot"_s});
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.startsWith(
                     "Created the plan with #1: 2 x aws/p5.48xlarge in us-east-1, On-demand, months "
                     "1-3: 33,024.00 USD"),
                 first.out.constData());
        const Run second =
            run({u"plan"_s, u"add"_s, path, u"aws/g4dn.2xlarge"_s, u"--region"_s, u"cn-north-1"_s,
                 u"--pricing"_s, u"reserved-1y"_s, u"--payment"_s, u"all_upfront"_s, u"--start"_s, u"4"_s,
                 u"--months"_s, u"6"_s, u"--phase"_s, u"inference"_s});
        QCOMPARE(second.exitCode, 0);
        QVERIFY(second.out.startsWith("Added #2"));
        gp::IssueList issues;
        const auto plan = gp::planio::load(path, issues);
        QVERIFY(plan);
        QCOMPARE(plan->name, u"Pilot"_s);
        QCOMPARE(plan->items.size(), 2);
        QCOMPARE(plan->items[1].payment, std::optional(gp::PaymentOption::AllUpfront));
        QCOMPARE(plan->items[1].startMonth, 4);
        QCOMPARE(plan->fx.rates().value(u"CNY"_s).perUsdMicros,
                 7'077'900); // the rates in use are kept in the plan
        // The reservation bills its whole year: months 4-15.
        QCOMPARE(plan->cost().months, 15);
        const Run table = run({u"plan"_s, u"cost"_s, path});
        QVERIFY2(table.out.contains("4-9, billed to 15"), table.out.constData());
    }

    // Every `plan add*` takes --start-month, and --start as another name for it (the flag `plan add` had
    // first).
    void planAddStartMonthHasOneName_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("flag");
        const QStringList instance{u"add"_s, u"aws/p5.48xlarge"_s};
        const QStringList item{u"add-item"_s, u"--label"_s,    u"Support"_s, u"--amount"_s,
                               u"100"_s,      u"--currency"_s, u"USD"_s,     u"--per-month"_s};
        for (const QString& flag : {u"--start"_s, u"--start-month"_s}) {
            QTest::addRow("add %s", qPrintable(flag)) << instance << flag;
            QTest::addRow("add-item %s", qPrintable(flag)) << item << flag;
        }
    }
    void planAddStartMonthHasOneName()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, flag);
        const QString path = m_home.filePath(u"start-%1-%2.gpuplan"_s.arg(args.first(), flag.mid(2)));
        const QString sub = args.takeFirst();
        const Run r =
            run(QStringList{u"plan"_s, sub, path} + args + QStringList{flag, u"5"_s, u"--months"_s, u"2"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        gp::IssueList issues;
        const auto plan = gp::planio::load(path, issues);
        QVERIFY(plan);
        QCOMPARE(plan->items.size(), 1);
        QCOMPARE(plan->items[0].startMonth, 5);
        const Run over = run(QStringList{u"plan"_s, sub, path} + args + QStringList{flag, u"601"_s});
        QCOMPARE(over.exitCode, 2);
        QVERIFY2(over.err.contains(u"--start-month expects a whole number from 1 to 600"_s),
                 qPrintable(over.err));
    }

    // Storage, egress and fixed items beside instance-hours: the pinned commands, then `plan cost --format
    // json` with each item's kind and the per-kind totals (by hand: 5,000 + 6,000 + 7,000 GB at 0.023 =
    // 414.00; 60,000 GB at 0.09 = 5,400.00; 3 x 1,000 CNY at 7.0779 = 3 x 141.28).
    void planAddsStorageTransferAndFixedItems()
    {
        const QString path = m_home.filePath(u"project.gpuplan"_s);
        QCOMPARE(run({u"plan"_s, u"add"_s, path, u"aws/p5.48xlarge"_s, u"--months"_s, u"3"_s}).exitCode, 0);
        const Run storage =
            run({u"plan"_s, u"add-storage"_s, path, u"--provider"_s, u"aws"_s, u"--region"_s, u"us-east-1"_s,
                 u"--class"_s, u"object"_s, u"--gb"_s, u"5000"_s, u"--growth-gb-per-month"_s, u"1000"_s,
                 u"--months"_s, u"3"_s, u"--phase"_s, u"training"_s, u"--price-per-gb"_s, u"0.023"_s});
        QCOMPARE(storage.exitCode, 0);
        QVERIFY2(storage.out.startsWith(
                     "Added #2: object storage, aws us-east-1, 5000 GB growing 1000 GB a month, "
                     "months 1-3: 414.00 USD"),
                 storage.out.constData());
        QCOMPARE(
            run({u"plan"_s, u"add-transfer"_s, path, u"--provider"_s, u"aws"_s, u"--region"_s, u"us-east-1"_s,
                 u"--gb-once"_s, u"60000"_s, u"--start-month"_s, u"3"_s, u"--price-per-gb"_s, u"0.09"_s})
                .exitCode,
            0);
        QCOMPARE(run({u"plan"_s, u"add-item"_s, path, u"--label"_s, u"support plan"_s, u"--amount"_s,
                      u"1000"_s, u"--currency"_s, u"CNY"_s, u"--per-month"_s, u"--months"_s, u"3"_s})
                     .exitCode,
                 0);
        const QJsonObject j = object(run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s}));
        const QJsonArray items = j[u"items"_s].toArray();
        QCOMPARE(items.size(), 4);
        const QStringList kinds{u"instance"_s, u"storage"_s, u"transfer"_s, u"fixed"_s};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(items[i].toObject()[u"kind"_s].toString(), kinds[i]);
        QCOMPARE(items[1].toObject()[u"total"_s].toDouble(), 414.0);
        QCOMPARE(items[1].toObject()[u"growth_gb_per_month"_s].toInt(), 1000);
        QCOMPARE(items[2].toObject()[u"total"_s].toDouble(), 5400.0);
        QVERIFY(items[2].toObject()[u"once"_s].toBool());
        QCOMPARE(items[3].toObject()[u"total"_s].toDouble(), 423.84);
        QCOMPARE(items[3].toObject()[u"label"_s].toString(), u"support plan"_s);
        QVERIFY(items[3].toObject()[u"instance"_s].isNull());
        const QJsonArray perKind = j[u"per_kind"_s].toArray();
        QCOMPARE(perKind.size(), 4);
        qint64 sum = 0;
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(perKind[i].toObject()[u"kind"_s].toString(), kinds[i]);
            sum += qRound64(perKind[i].toObject()[u"total"_s].toDouble() * 100);
        }
        QCOMPARE(sum, qRound64(j[u"total"_s].toDouble() * 100));
        const Run table = run({u"plan"_s, u"cost"_s, path});
        QVERIFY2(table.out.contains("Per kind:"), table.out.constData());
        QVERIFY(table.out.contains("aws object storage"));
#ifdef GP_HAVE_CHARTS
        const QString svg = m_home.filePath(u"by-kind.svg"_s);
        const Run chart = run(
            {u"chart"_s, u"--kind"_s, u"budget"_s, u"--plan"_s, path, u"--by"_s, u"kind"_s, u"-o"_s, svg});
        QCOMPARE(chart.exitCode, 0);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray drawn = f.readAll();
        for (const char* label : {"monthly cost by kind", "Compute", "Storage", "Data transfer", "Other"})
            QVERIFY2(drawn.contains(label), label);
        const Run bad = run(
            {u"chart"_s, u"--kind"_s, u"budget"_s, u"--plan"_s, path, u"--by"_s, u"colour"_s, u"-o"_s, svg});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(u"expected phase, provider or kind"_s));
#endif
    }

    // storage-prices and egress-prices: the catalog's prices per GB from a usage-price file given with
    // --catalog (tests/data/usage), filtered, with their tiers, free allowance, date and age (pinned keys).
    QStringList usageCatalog() const
    {
        return {u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot"),
                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json")};
    }

    void listsStorageAndEgressPrices()
    {
        const Run storage = run(QStringList{u"storage-prices"_s, u"--format"_s, u"json"_s} + usageCatalog());
        QCOMPARE(storage.exitCode, 0);
        const QJsonArray all = CliRunner::json(storage).array();
        QCOMPARE(all.size(), 3);
        const QJsonObject object = all[0].toObject();
        const QStringList keys{u"provider"_s, u"region"_s,    u"kind"_s,       u"class"_s,
                               u"product"_s,  u"currency"_s,  u"unit"_s,       u"free_gb_per_month"_s,
                               u"tiers"_s,    u"as_of"_s,     u"age_months"_s, u"stale"_s,
                               u"source"_s,   u"source_url"_s};
        for (const QString& k : keys)
            QVERIFY2(object.contains(k), qPrintable(k));
        QCOMPARE(object[u"class"_s].toString(), u"object"_s);
        QCOMPARE(object[u"unit"_s].toString(), u"GB-month"_s);
        QCOMPARE(object[u"tiers"_s].toArray().size(), 3);
        QCOMPARE(object[u"tiers"_s].toArray()[0].toObject()[u"up_to_gb"_s].toInt(), 51200);
        QCOMPARE(object[u"tiers"_s].toArray()[0].toObject()[u"per_gb"_s].toString(), u"0.023"_s);
        QVERIFY(object[u"tiers"_s].toArray()[2].toObject()[u"up_to_gb"_s].isNull());

        const Run block = run(QStringList{u"storage-prices"_s, u"--class"_s, u"block"_s, u"--provider"_s,
                                          u"aws"_s, u"--format"_s, u"json"_s} +
                              usageCatalog());
        QCOMPARE(CliRunner::json(block).array().size(), 1);
        QCOMPARE(CliRunner::json(block).array()[0].toObject()[u"kind"_s].toString(), u"block_storage"_s);

        const Run egress = run(QStringList{u"egress-prices"_s, u"--provider"_s, u"aws"_s, u"--region"_s,
                                           u"eu-west-1"_s, u"--format"_s, u"json"_s} +
                               usageCatalog());
        const QJsonArray one = CliRunner::json(egress).array();
        QCOMPARE(one.size(), 1);
        QCOMPARE(one[0].toObject()[u"unit"_s].toString(), u"GB"_s);
        QVERIFY(!one[0].toObject().contains(u"class"_s));
        QVERIFY(one[0].toObject()[u"stale"_s].toBool()); // dated 2023-01-01
        QVERIFY(one[0].toObject()[u"age_months"_s].toInt() > 12);

        const Run table =
            run(QStringList{u"egress-prices"_s, u"--region"_s, u"us-east-1"_s} + usageCatalog());
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("first 100 GB free, 0.09 to 10,240 GB, 0.085 to 51,200 GB"),
                 table.out.constData());
        QVERIFY(table.out.contains("1 price."));

        const Run none = run(QStringList{u"storage-prices"_s, u"--provider"_s, u"azure"_s} + usageCatalog());
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.contains("no published storage price for azure"), none.out.constData());
        QCOMPARE(CliRunner::json(run(QStringList{u"storage-prices"_s, u"--provider"_s, u"azure"_s,
                                                 u"--format"_s, u"json"_s} +
                                     usageCatalog()))
                     .array()
                     .size(),
                 0);
    }

    void usagePriceListsRefuseBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown provider") << QStringList{u"egress-prices"_s, u"--provider"_s, u"nimbus"_s}
                                          << u"unknown provider \"nimbus\""_s;
        QTest::newRow("unknown class") << QStringList{u"storage-prices"_s, u"--class"_s, u"tape"_s}
                                       << u"--class: expected object or block"_s;
        QTest::newRow("class of egress")
            << QStringList{u"egress-prices"_s, u"--class"_s, u"block"_s} << u"--class"_s;
    }
    void usagePriceListsRefuseBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args + usageCatalog());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void aBadUsagePriceFileIsNamed()
    {
        const QString path = m_home.filePath(u"my-usage-prices.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpu-planner-usage-prices", "version": 1, "prices": [{"provider": "aws"}]})");
        f.close();
        const Run r = run({u"storage-prices"_s, u"--no-builtin"_s, u"--catalog"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path + u": $.prices[0]: missing required key"_s), qPrintable(r.err));
    }

    // Without --price-per-gb the items take the catalog's price for the provider's region, with its date
    // and source, costed tier by tier (by hand: storage 51,200 GB at 0.023 + 8,800 at 0.022 = 1,371.20;
    // egress a month: 100 GB free, 10,140 at 0.09 + 40,960 at 0.085 + 8,800 at 0.07 = 5,010.20).
    void planItemsTakeTheCatalogsPrice()
    {
        const QString path = m_home.filePath(u"catalog-prices.gpuplan"_s);
        const Run storage = run(QStringList{u"plan"_s, u"add-storage"_s, path, u"--provider"_s, u"aws"_s,
                                            u"--region"_s, u"us-east-1"_s, u"--class"_s, u"object"_s,
                                            u"--gb"_s, u"60000"_s, u"--months"_s, u"1"_s} +
                                usageCatalog());
        QCOMPARE(storage.exitCode, 0);
        QVERIFY2(storage.out.contains("months 1-1: 1,371.20 USD"), storage.out.constData());
        const Run egress =
            run(QStringList{u"plan"_s, u"add-transfer"_s, path, u"--provider"_s, u"aws"_s, u"--region"_s,
                            u"us-east-1"_s, u"--gb-per-month"_s, u"60000"_s, u"--months"_s, u"2"_s} +
                usageCatalog());
        QCOMPARE(egress.exitCode, 0);
        QVERIFY2(egress.out.contains("months 1-2: 10,020.40 USD"), egress.out.constData());
        gp::IssueList issues;
        const auto plan = gp::planio::load(path, issues);
        QVERIFY(plan);
        const gp::UsagePrice& copied = plan->items[1].usagePrice;
        QCOMPARE(copied.freeGb, 100);
        QCOMPARE(copied.tiers.size(), 4);
        QCOMPARE(copied.asOf, QDate(2026, 1, 1));
        QCOMPARE(copied.source, u"test fixture"_s);
        QCOMPARE(copied.product, u"Fixture egress"_s);

        // A region without a price: refused, and the message says where prices are.
        const Run missing =
            run(QStringList{u"plan"_s, u"add-storage"_s, path, u"--provider"_s, u"aws"_s, u"--region"_s,
                            u"eu-west-1"_s, u"--class"_s, u"block"_s, u"--gb"_s, u"10"_s} +
                usageCatalog());
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(u"no published block storage price for aws in eu-west-1 (aws regions "
                                      u"with one: 1); give the price with --price-per-gb "
                                      u"(`storage-prices --provider aws` lists the catalog's)"_s),
                 qPrintable(missing.err));
        QCOMPARE(gp::planio::load(path, issues)->items.size(), 2); // unchanged
    }

    void planAddItemsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList where{u"--provider"_s, u"aws"_s, u"--region"_s, u"us-east-1"_s};
        QTest::newRow("no published price") << QStringList{u"add-storage"_s} + where +
                                                   QStringList{u"--class"_s, u"object"_s, u"--gb"_s, u"10"_s}
                                            << u"has no published object storage price for aws"_s;
        QTest::newRow("bad class") << QStringList{u"add-storage"_s} + where +
                                          QStringList{u"--class"_s, u"tape"_s, u"--gb"_s, u"10"_s}
                                   << u"--class: expected object or block"_s;
        QTest::newRow("no GB") << QStringList{u"add-storage"_s} + where +
                                      QStringList{u"--class"_s, u"block"_s}
                               << u"--gb"_s;
        QTest::newRow("fractional GB")
            << QStringList{u"add-storage"_s} + where +
                   QStringList{u"--class"_s, u"block"_s, u"--gb"_s, u"1.5"_s, u"--price-per-gb"_s, u"0.1"_s}
            << u"--gb"_s;
        QTest::newRow("both amounts") << QStringList{u"add-transfer"_s} + where +
                                             QStringList{u"--gb-once"_s, u"1"_s, u"--gb-per-month"_s, u"1"_s}
                                      << u"either --gb-per-month or --gb-once"_s;
        QTest::newRow("no region") << QStringList{u"add-transfer"_s, u"--provider"_s, u"aws"_s,
                                                  u"--gb-once"_s, u"1"_s}
                                   << u"--region"_s;
        QTest::newRow("bad price") << QStringList{u"add-transfer"_s} + where +
                                          QStringList{u"--gb-once"_s, u"1"_s, u"--price-per-gb"_s, u"cheap"_s}
                                   << u"--price-per-gb"_s;
        QTest::newRow("once for months")
            << QStringList{u"add-item"_s,   u"--label"_s, u"licence"_s, u"--amount"_s, u"5"_s,
                           u"--currency"_s, u"USD"_s,     u"--once"_s,  u"--months"_s, u"3"_s}
            << u"--once bills in one month"_s;
        QTest::newRow("no label") << QStringList{u"add-item"_s,   u"--amount"_s, u"5"_s,
                                                 u"--currency"_s, u"USD"_s,      u"--per-month"_s}
                                  << u"--label"_s;
        QTest::newRow("bad amount") << QStringList{u"add-item"_s, u"--label"_s,    u"x"_s,   u"--amount"_s,
                                                   u"-5"_s,       u"--currency"_s, u"USD"_s, u"--per-month"_s}
                                    << u"--amount"_s;
        QTest::newRow("bad currency")
            << QStringList{u"add-item"_s, u"--label"_s,    u"x"_s,   u"--amount"_s,
                           u"5"_s,        u"--currency"_s, u"XYZ"_s, u"--per-month"_s}
            << u"XYZ"_s;
    }
    void planAddItemsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString path = m_home.filePath(u"bad-items.gpuplan"_s);
        QStringList all{u"plan"_s, args.first(), path};
        all += args.mid(1);
        const Run r = run(all);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path)); // nothing written
    }

    // A term that runs past the horizon is owed in full: the tables say so on a line of their own and the
    // JSON splits the total (within + owed = total), for one offer and for a plan.
    void monthsOwedAfterTheHorizonAreShownApart()
    {
        const Run cost =
            run({u"cost"_s, u"aws/g4dn.2xlarge"_s, u"--region"_s, u"cn-north-1"_s, u"--months"_s, u"6"_s});
        QCOMPARE(cost.exitCode, 0);
        // 3,189.37 a month for 12 months: 19,136.22 in the 6-month horizon and as much after it.
        QVERIFY2(cost.out.contains("Owed after the 6-month horizon (included in Total):"),
                 cost.out.constData());
        QVERIFY2(
            cost.out.contains("Reserved 1 year, no upfront: 19,136.22 within the horizon + 19,136.22 owed in "
                              "the 6 months"),
            cost.out.constData());
        const QJsonObject j = object(run({u"cost"_s, u"aws/g4dn.2xlarge"_s, u"--region"_s, u"cn-north-1"_s,
                                          u"--months"_s, u"6"_s, u"--format"_s, u"json"_s}));
        const QJsonObject no = option(j, u"reserved-1y"_s, u"no_upfront"_s);
        QCOMPARE(no[u"within_horizon"_s].toDouble(), 19136.22);
        QCOMPARE(no[u"owed_after_horizon"_s].toDouble(), 19136.22);
        QCOMPARE(no[u"total"_s].toDouble(), 38272.44);
        QCOMPARE(option(j, u"on-demand"_s)[u"owed_after_horizon"_s].toDouble(), 0.0);

        const QString path = m_home.filePath(u"owed.gpuplan"_s);
        QCOMPARE(run({u"plan"_s, u"add"_s, path, u"aws/g4dn.2xlarge"_s, u"--region"_s, u"cn-north-1"_s,
                      u"--pricing"_s, u"reserved-1y"_s, u"--payment"_s, u"no_upfront"_s, u"--months"_s,
                      u"6"_s, u"--currency"_s, u"CNY"_s})
                     .exitCode,
                 0);
        const Run table = run({u"plan"_s, u"cost"_s, path});
        QVERIFY2(table.out.contains("Within 6 months: 19,136.22 CNY"), table.out.constData());
        QVERIFY2(table.out.contains("+ 6 months owed after the horizon: 19,136.22 CNY"),
                 table.out.constData());
        QVERIFY2(table.out.contains("Total: 38,272.44 CNY"), table.out.constData());
        const QJsonObject p = object(run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s}));
        QCOMPARE(p[u"horizon_months"_s].toInt(), 6);
        QCOMPARE(p[u"within_horizon"_s].toDouble(), 19136.22);
        QCOMPARE(p[u"owed_after_horizon"_s].toDouble(), 19136.22);
        QCOMPARE(p[u"months_owed_after_horizon"_s].toInt(), 6);
        QCOMPARE(p[u"total"_s].toDouble(), 38272.44);
    }

    void planAddRefusesWhatCannotBePriced_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no such price") << QStringList{u"aws/p5.48xlarge"_s, u"--pricing"_s, u"reserved-3y"_s}
                                       << u"has no reserved-3y price; it has on-demand"_s;
        QTest::newRow("no such payment option")
            << QStringList{u"aws/p4d.24xlarge"_s, u"--pricing"_s, u"reserved-1y"_s, u"--payment"_s,
                           u"all_upfront"_s}
            << u"it has no_upfront"_s;
        QTest::newRow("payment without a reservation")
            << QStringList{u"aws/p5.48xlarge"_s, u"--payment"_s, u"no_upfront"_s}
            << u"reserved-1y and reserved-3y only"_s;
        QTest::newRow("past month 600")
            << QStringList{u"aws/p5.48xlarge"_s, u"--start"_s, u"600"_s, u"--months"_s, u"2"_s}
            << u"at most 600 months"_s;
        QTest::newRow("discount is for cost") << QStringList{u"aws/p5.48xlarge"_s, u"--discount"_s, u"5"_s}
                                              << u"--discount applies to cost only"_s;
    }
    void planAddRefusesWhatCannotBePriced()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, fragment);
        const QString path = m_home.filePath(u"refused.gpuplan"_s);
        const Run r = run(QStringList{u"plan"_s, u"add"_s, path} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
        QVERIFY(!QFile::exists(path)); // nothing written
    }

    // A plan with an item it cannot price (a spot item whose offer has no spot price) is not added to and
    // summed as if it were whole: exit 2 naming the item, the file unchanged.
    void planAddRefusesAPlanItCannotPrice()
    {
        QFile source(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject plan = QJsonDocument::fromJson(source.readAll()).object();
        QJsonArray items = plan[u"items"_s].toArray();
        QJsonObject first = items[0].toObject();
        first[u"pricing"_s] = u"spot"_s;
        items[0] = first;
        plan[u"items"_s] = items;
        const QString path = m_home.filePath(u"unpriceable.gpuplan"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(plan).toJson());
        f.close();
        const QByteArray before = [&] {
            QFile g(path);
            g.open(QIODevice::ReadOnly);
            return g.readAll();
        }();
        const Run r = run({u"plan"_s, u"add"_s, path, u"aws/p5.48xlarge"_s, u"--region"_s, u"us-east-1"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"item #1 of the plan cannot be priced"_s), qPrintable(r.err));
        QFile g(path);
        QVERIFY(g.open(QIODevice::ReadOnly));
        QCOMPARE(g.readAll(), before);
    }

    void chartWritesEachFormat_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::newRow("performance vs price as SVG")
            << QStringList{u"--kind"_s, u"perf-price"_s} << u"perf.svg"_s;
        QTest::newRow("value ranking as PDF")
            << QStringList{u"--kind"_s, u"value"_s, u"--top"_s, u"5"_s} << u"value.pdf"_s;
        QTest::newRow("cost over time as PNG")
            << QStringList{u"--kind"_s, u"cost-over-time"_s, u"--instances"_s, u"aws/p4d.24xlarge"_s}
            << u"cost.png"_s;
        QTest::newRow("value ranking at 192 dpi")
            << QStringList{u"--kind"_s, u"value"_s, u"--dpi"_s, u"192"_s} << u"hidpi.png"_s;
    }
    void chartWritesEachFormat()
    {
#ifndef GP_HAVE_CHARTS
        QSKIP("built without the chart libraries");
#endif
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        const QString path = m_home.filePath(file);
        const Run r = run(QStringList{u"chart"_s} + args + QStringList{u"-o"_s, path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        if (file.endsWith(u".svg"_s)) {
            QVERIFY(bytes.contains("Amazon Web Services"));
            QVERIFY(bytes.contains("Pareto front"));
        } else if (file.endsWith(u".pdf"_s)) {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(!bytes.contains("/Subtype /Image"));
        } else {
            QCOMPARE(QImageReader(path).size(),
                     file == u"hidpi.png"_s ? QSize(2400, 1500) : QSize(1200, 750));
        }
    }

    void chartRefusesBadRequests_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown kind") << QStringList{u"--kind"_s, u"pie"_s, u"-o"_s, u"x.png"_s} << 2
                                      << u"--kind: expected perf-price, value, cost-over-time, budget"_s;
        QTest::newRow("no output") << QStringList{u"--kind"_s, u"value"_s} << 2 << u"needs -o FILE"_s;
        QTest::newRow("unknown format") << QStringList{u"--kind"_s, u"value"_s, u"-o"_s, u"x.jpg"_s} << 2
                                        << u"must end in .png, .svg or .pdf"_s;
        QTest::newRow("budget without a plan")
            << QStringList{u"--kind"_s, u"budget"_s, u"-o"_s, u"x.png"_s} << 2 << u"needs --plan FILE"_s;
        QTest::newRow("unwritable path")
            << QStringList{u"--kind"_s, u"value"_s, u"-o"_s, u"/nonexistent/dir/x.png"_s} << 1
            << u"/nonexistent/dir/x.png: cannot write"_s;
    }
    void chartRefusesBadRequests()
    {
#ifndef GP_HAVE_CHARTS
        QSKIP("built without the chart libraries");
#endif
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        const Run r = run(QStringList{u"chart"_s} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
        QVERIFY(!QFile::exists(u"/nonexistent/dir/x.png"_s));
    }

    void reportWritesAPdf()
    {
#ifndef GP_HAVE_CHARTS
        QSKIP("built without the chart libraries");
#endif
        const QString plan = savePlan(builtinPlan(), u"report.gpuplan"_s);
        const QString pdf = m_home.filePath(u"report.pdf"_s);
        const Run r = run({u"report"_s, u"--plan"_s, plan, u"--author"_s, u"Planning"_s, u"-o"_s, pdf});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Wrote "), r.out.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("%PDF-"));
        const Run cmp =
            run({u"report"_s, u"--instances"_s, u"aws/p5.48xlarge,aws/p4d.24xlarge"_s, u"--page"_s,
                 u"letter"_s, u"--landscape"_s, u"-o"_s, m_home.filePath(u"cmp.pdf"_s)});
        QCOMPARE(cmp.exitCode, 0);
        QCOMPARE(run({u"report"_s, u"-o"_s, pdf}).exitCode, 2); // neither plan nor instances
        QCOMPARE(run({u"report"_s, u"--plan"_s, plan, u"-o"_s, m_home.filePath(u"x.png"_s)}).exitCode,
                 2); // not a PDF
        const Run bad = run({u"report"_s, u"--plan"_s, plan, u"-o"_s, u"/nonexistent/dir/r.pdf"_s});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains(u"/nonexistent/dir/r.pdf: cannot write"_s));
    }

    void planValidateNamesFileAndPath()
    {
        const QByteArray good = gp::planio::toJson(builtinPlan());
        QByteArray bad = good;
        bad.replace("\"count\": 2", "\"count\": -2");
        const QString path = m_home.filePath(u"bad.gpuplan"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bad);
        f.close();
        const Run r = run({u"plan"_s, u"validate"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path + u": items[0].count: expected an integer from 1 to 10000, got -2"_s),
                 qPrintable(r.err));
        QVERIFY(r.out.contains("INVALID"));
        const Run c = run({u"plan"_s, u"cost"_s, path});
        QCOMPARE(c.exitCode, 2);
        const QJsonObject j = object(run({u"plan"_s, u"validate"_s, path, u"--format"_s, u"json"_s}));
        QCOMPARE(j[u"valid"_s].toBool(), false);
        QCOMPARE(j[u"errors"_s].toArray()[0].toObject()[u"path"_s].toString(), u"items[0].count"_s);
    }
};

QTEST_GUILESS_MAIN(TestCliCost)
#include "tst_clicost.moc"
