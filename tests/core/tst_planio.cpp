#include "failingsavefile.h"
#include "planio.h"
#include "plantestdata.h"
#include "testcatalog.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A plan made of random but valid parts; every choice a file can hold appears somewhere.
Plan randomPlan(QRandomGenerator& rng)
{
    static const QStringList currencies{u"USD"_s, u"CNY"_s, u"EUR"_s, u"JPY"_s};
    static const QStringList phases{QString(), u"training"_s, u"inference"_s, u"训练"_s};
    auto amount = [&](const QString& cur) {
        // 0.000001 .. 120.000000, some with many decimals, some whole
        const qint64 micros = rng.bounded(2) ? qint64(rng.bounded(1, 120'000'000))
                                             : qint64(rng.bounded(1, 120)) * Money::MicrosPerUnit;
        return Money(micros, cur);
    };
    Plan plan;
    plan.name = u"Random plan %1"_s.arg(rng.generate());
    plan.currency = currencies[rng.bounded(int(currencies.size()))];
    plan.fx.set(u"CNY"_s, FxRate{qint64(rng.bounded(6'000'000, 8'000'000)), QDate(2026, 11, 1), u"r"_s});
    plan.fx.set(u"EUR"_s, FxRate{qint64(rng.bounded(800'000, 1'000'000)), QDate(2026, 10, 1), u"r"_s});
    plan.fx.set(u"JPY"_s, FxRate{qint64(rng.bounded(100'000'000, 200'000'000)), QDate(), QString()});
    plan.hoursPerMonthCenti = rng.bounded(0, int(MaxUsageCentiHours) + 1);
    plan.spotOverheadBp = rng.bounded(0, 5000);
    if (rng.bounded(2))
        plan.discountsBp.insert(u"cloud-a"_s, rng.bounded(0, 3000));
    if (rng.bounded(3) == 0)
        plan.budget.total = Money(qint64(rng.bounded(1, 1'000'000)) * 10'000, plan.currency);
    if (rng.bounded(3) == 0)
        plan.budget.monthly = Money(qint64(rng.bounded(1, 100'000)) * 10'000, plan.currency);
    const int n = rng.bounded(0, 6);
    for (int i = 0; i < n; ++i) {
        PlanItem item;
        item.instanceId = rng.bounded(2) ? u"cloud-a/x%1.large"_s.arg(i) : u"cloud-b/y.%1"_s.arg(i);
        item.region = u"region-%1"_s.arg(rng.bounded(3));
        item.count = rng.bounded(1, 17);
        item.startMonth = rng.bounded(1, 25);
        item.months = rng.bounded(1, 40);
        if (rng.bounded(2))
            item.usageCentiHours = rng.bounded(0, int(MaxUsageCentiHours) + 1);
        item.phase = phases[rng.bounded(int(phases.size()))];
        item.gpuMilliPerInstance = QList<qint64>{125, 250, 1000, 8000}[rng.bounded(4)];
        const QString cur = currencies[rng.bounded(int(currencies.size()))];
        PriceSheet& s = item.prices;
        s.currency = cur;
        s.asOf = QDate(2026, 1, 1).addDays(rng.bounded(300));
        s.onDemandHourly = amount(cur);
        if (rng.bounded(2))
            s.monthly = amount(cur);
        if (rng.bounded(2))
            s.spotHourly = amount(cur);
        for (int years : {1, 3}) {
            for (PaymentOption p :
                 {PaymentOption::NoUpfront, PaymentOption::PartialUpfront, PaymentOption::AllUpfront}) {
                if (!rng.bounded(2))
                    continue;
                ReservedPrice r;
                r.termYears = years;
                r.payment = p;
                if (rng.bounded(4) == 0) {
                    r.publishedEffectiveHourly = amount(cur);
                } else {
                    if (p != PaymentOption::NoUpfront)
                        r.upfront = Money(amount(cur).micros() * 1000, cur);
                    if (p != PaymentOption::AllUpfront)
                        r.hourly = amount(cur);
                }
                s.reserved << r;
            }
        }
        // A pricing model the sheet has a price for.
        QList<std::pair<PricingModel, std::optional<PaymentOption>>> choices{
            {PricingModel::OnDemand, std::nullopt}};
        if (s.monthly)
            choices.push_back({PricingModel::Monthly, std::nullopt});
        if (s.spotHourly)
            choices.push_back({PricingModel::Spot, std::nullopt});
        for (const ReservedPrice& r : s.reserved)
            choices.push_back(
                {r.termYears == 1 ? PricingModel::Reserved1y : PricingModel::Reserved3y, r.payment});
        const auto& c = choices[rng.bounded(int(choices.size()))];
        item.pricing = c.first;
        item.payment = c.second;
        plan.items << item;
    }
    // Storage, transfer and fixed items beside them, with random tiers, allowances and currencies.
    const int m = rng.bounded(0, 4);
    for (int i = 0; i < m; ++i) {
        PlanItem item;
        item.kind = PlanItemKind(rng.bounded(1, 4));
        item.startMonth = rng.bounded(1, 25);
        item.phase = phases[rng.bounded(int(phases.size()))];
        const QString cur = currencies[rng.bounded(int(currencies.size()))];
        if (item.kind == PlanItemKind::Fixed) {
            item.label = u"fixed %1"_s.arg(i);
            item.amount = amount(cur);
            item.once = rng.bounded(2);
        } else {
            item.providerId = u"cloud-c"_s;
            item.region = u"region-%1"_s.arg(rng.bounded(3));
            item.gb = rng.bounded(0, 200'000);
            UsagePrice& p = item.usagePrice;
            p.kind = item.kind == PlanItemKind::Transfer ? UsageKind::Egress : UsageKind::ObjectStorage;
            p.currency = cur;
            p.freeGb = rng.bounded(3) == 0 ? rng.bounded(0, 1000) : 0;
            qint64 limit = 0;
            const int tiers = rng.bounded(1, 4);
            for (int t = 0; t < tiers; ++t) {
                limit += rng.bounded(1, 50'000);
                p.tiers << PriceTier{t + 1 < tiers ? std::optional<std::int64_t>(limit) : std::nullopt,
                                     qint64(rng.bounded(0, 200'000))};
            }
            p.asOf = QDate(2026, 1, 1).addDays(rng.bounded(300));
            if (item.kind == PlanItemKind::Storage)
                item.growthGbPerMonth = rng.bounded(0, 10'000);
            else
                item.once = rng.bounded(2);
        }
        item.months = item.once ? 1 : rng.bounded(1, 40);
        plan.items << item;
    }
    return plan;
}

} // namespace

class TestPlanIo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savesAndLoadsTheSamePlan()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"plan.gpuplan"_s);
        const Plan plan = plantest::twoPhasePlan();
        QVERIFY(planio::save(plan, path).ok());
        IssueList issues;
        const auto loaded = planio::load(path, issues);
        QVERIFY2(loaded, issues.isEmpty() ? "" : qPrintable(issues.first().toString()));
        QVERIFY(issues.isEmpty());
        QCOMPARE(planio::toJson(*loaded), readAll(path));
        QCOMPARE(loaded->cost().total, plan.cost().total);
        QCOMPARE(loaded->items[1].usageCentiHours, std::optional<qint64>(36500));
        QCOMPARE(loaded->fx, plan.fx);
    }

    // A price copied from an undated list keeps its date basis through save and load; dated ones write none.
    void anUndatedPriceCopyRoundTrips()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"plan.gpuplan"_s);
        Plan plan = plantest::twoPhasePlan();
        QVERIFY(!planio::toJson(plan).contains("as_of_basis"));
        plan.items[0].prices.undated = true;
        QVERIFY(planio::save(plan, path).ok());
        QVERIFY(readAll(path).contains("\"as_of_basis\": \"retrieved\""));
        IssueList issues;
        const auto loaded = planio::load(path, issues);
        QVERIFY(loaded);
        QVERIFY(issues.isEmpty());
        QVERIFY(loaded->items[0].prices.undated);
        QVERIFY(!loaded->items[1].prices.undated);
        QCOMPARE(planio::toJson(*loaded), readAll(path));
    }

    // Version 1 plans (0.1.0 wrote them) load unchanged: every item an instance item, the same totals 0.1.0's
    // `plan cost` printed; saved again they become version 2 and cost the same.
    void olderVersionsLoadUnchanged_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("items");
        QTest::addColumn<QString>("total");
        QTest::newRow("docs/examples/sample.gpuplan")
            << QStringLiteral(GP_SOURCE_DIR "/docs/examples/sample.gpuplan") << 3 << u"259486.12"_s;
        QTest::newRow("tests/data/plans/v1-train-and-serve.gpuplan")
            << QStringLiteral(GP_TEST_DATA_DIR "/plans/v1-train-and-serve.gpuplan") << 2 << u"485273.46"_s;
    }
    void olderVersionsLoadUnchanged()
    {
        QFETCH(QString, file);
        QFETCH(int, items);
        QFETCH(QString, total);
        QVERIFY(readAll(file).contains("\"version\": 1,"));
        IssueList issues;
        const auto plan = planio::load(file, issues);
        QVERIFY2(plan && issues.isEmpty(), issues.isEmpty() ? "" : qPrintable(issues.first().toString()));
        QCOMPARE(plan->items.size(), items);
        for (const PlanItem& item : plan->items)
            QCOMPARE(item.kind, PlanItemKind::Instance);
        QCOMPARE(plan->cost().total.toDecimalString(2, 6), total);
        const QByteArray again = planio::toJson(*plan);
        QVERIFY(again.contains("\"version\": 2,"));
        const auto reread = planio::fromJson(again, file, issues);
        QVERIFY(reread);
        QCOMPARE(reread->cost().total.toDecimalString(2, 6), total);
        QCOMPARE(planio::toJson(*reread), again);
    }

    // Storage, transfer and fixed items keep everything through a save and a load.
    void everyKindRoundTrips()
    {
        const Plan plan = plantest::mixedPlan();
        const QByteArray json = planio::toJson(plan);
        for (const char* key : {"\"kind\": \"storage\"", "\"kind\": \"transfer\"", "\"kind\": \"fixed\"",
                                "\"growth_gb_per_month\": 500", "\"free_gb_per_month\": 100",
                                "\"per_gb\": \"0.085\"", "\"up_to_gb\": null", "\"amount\": \"1000\""})
            QVERIFY2(json.contains(key), key);
        IssueList issues;
        const auto back = planio::fromJson(json, u"mixed.gpuplan"_s, issues);
        QVERIFY2(back && issues.isEmpty(), issues.isEmpty() ? "" : qPrintable(issues.first().toString()));
        QCOMPARE(back->items.size(), plan.items.size());
        for (int i = 2; i < plan.items.size(); ++i) {
            const PlanItem& a = plan.items[i];
            const PlanItem& b = back->items[i];
            QCOMPARE(b.kind, a.kind);
            QCOMPARE(b.gb, a.gb);
            QCOMPARE(b.growthGbPerMonth, a.growthGbPerMonth);
            QCOMPARE(b.once, a.once);
            QCOMPARE(b.label, a.label);
            QCOMPARE(b.amount, a.amount);
            QCOMPARE(b.providerId, a.providerId);
            QVERIFY(b.usagePrice == a.usagePrice);
        }
        QCOMPARE(back->cost().total, plan.cost().total);
        QCOMPARE(planio::toJson(*back), json);
    }

    void badUsageItemsAreReported_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("unknown kind")
            << u"items[2].kind=\"tape\""_s << u"items[2].kind"_s << u"unknown value \"tape\""_s;
        QTest::newRow("no kind in version 2") << u"items[0].kind=null"_s << u"items[0]"_s << u"kind"_s;
        QTest::newRow("fractional GB") << u"items[2].gb=1.5"_s << u"items[2].gb"_s << u"whole number of GB"_s;
        QTest::newRow("negative growth")
            << u"items[2].growth_gb_per_month=-1"_s << u"items[2].growth_gb_per_month"_s << u"at least 0"_s;
        QTest::newRow("egress price on storage")
            << u"items[2].price.kind=\"egress\""_s << u"items[2].price.kind"_s << u"unknown value"_s;
        QTest::newRow("falling tiers") << u"items[3].price.tiers[1].up_to_gb=5000"_s
                                       << u"items[3].price.tiers"_s << u"the limits must rise"_s;
        QTest::newRow("one-off over two months")
            << u"items[3].months=2"_s << u"items[3].months"_s << u"a one-off item lasts 1 month"_s;
        QTest::newRow("fixed without label")
            << u"items[5].label=\"  \""_s << u"items[5].label"_s << u"needs a label"_s;
        QTest::newRow("fixed amount not money")
            << u"items[5].amount=\"lots\""_s << u"items[5].amount"_s << u"amount"_s;
        QTest::newRow("fixed currency without rate")
            << u"items[5].currency=\"EUR\""_s << u"items[5].currency"_s << u"no exchange rate from EUR"_s;
    }
    void badUsageItemsAreReported()
    {
        QFETCH(QString, edit);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        nlohmann::json j = nlohmann::json::parse(planio::toJson(plantest::mixedPlan()).toStdString());
        const qsizetype eq = edit.indexOf(u'=');
        QString key = edit.left(eq);
        key.replace(u'.', u'/').replace(u'[', u'/').remove(u']');
        const nlohmann::json value = nlohmann::json::parse(edit.mid(eq + 1).toStdString());
        const auto pointer = nlohmann::json::json_pointer((u"/"_s + key).toStdString());
        if (value.is_null())
            j[pointer.parent_pointer()].erase(pointer.back());
        else
            j[pointer] = value;
        IssueList issues;
        const auto plan = planio::fromJson(QByteArray::fromStdString(j.dump(2)), u"bad.gpuplan"_s, issues);
        QVERIFY(!plan);
        QString all;
        bool hit = false;
        for (const Issue& i : issues) {
            all += i.toString() + u'\n';
            hit = hit || (i.severity == Issue::Severity::Error && i.error.path == path &&
                          (i.error.message.contains(fragment) || i.toString().contains(fragment)));
        }
        QVERIFY2(hit, qPrintable(all));
    }

    void fileLooksAsDocumented()
    {
        const QByteArray json = planio::toJson(plantest::twoPhasePlan());
        QVERIFY(json.startsWith("{\n  \"format\": \"gpu-planner-plan\",\n  \"version\": 2,\n"));
        QVERIFY(json.contains("\"kind\": \"instance\""));
        QVERIFY(json.endsWith("}\n"));
        QVERIFY(json.contains("\"on_demand_hourly\": \"2.5\""));
        QVERIFY(json.contains("\"per_usd\": \"7.1\""));
        QVERIFY(json.contains("\"hours_per_month\": 730,"));
        QVERIFY(json.contains("\"usage_hours_per_month\": 365,"));
    }

    // The property: for random plans, shown line items add up exactly to shown totals, and
    // save -> load -> save gives the same bytes.
    void randomPlansAddUpAndRoundTrip()
    {
        QRandomGenerator rng(20261129);
        int itemsSeen = 0;
        const int runs = propertyRuns(10'000);
        for (int n = 0; n < runs; ++n) {
            const Plan plan = randomPlan(rng);
            const PlanCost c = plan.cost();
            QVERIFY2(c.problems.isEmpty(),
                     qPrintable(c.problems.isEmpty() ? QString() : c.problems[0].toString()));
            qint64 monthSum = 0;
            for (int m = 0; m < c.months; ++m) {
                qint64 itemsInMonth = 0;
                for (const PlanItemCost& ic : c.items)
                    itemsInMonth += ic.perMonth[m].micros();
                QCOMPARE(itemsInMonth, c.perMonth[m].micros());
                QCOMPARE(c.perMonth[m].roundedToMinorMicros(), c.perMonth[m].micros()); // shown as it is
                monthSum += c.perMonth[m].micros();
            }
            QCOMPARE(monthSum, c.total.micros());
            qint64 itemSum = 0;
            for (const PlanItemCost& ic : c.items) {
                qint64 s = 0;
                for (const Money& m : ic.perMonth)
                    s += m.micros();
                QCOMPARE(s, ic.total.micros());
                itemSum += ic.total.micros();
                ++itemsSeen;
            }
            QCOMPARE(itemSum, c.total.micros());
            qint64 phaseSum = 0;
            for (const PlanTotal& t : c.perPhase)
                phaseSum += t.total.micros();
            QCOMPARE(phaseSum, c.total.micros());
            qint64 providerSum = 0;
            for (const PlanTotal& t : c.perProvider)
                providerSum += t.total.micros();
            QCOMPARE(providerSum, c.total.micros());
            qint64 kindSum = 0;
            for (const PlanTotal& t : c.perKind)
                kindSum += t.total.micros();
            QCOMPARE(kindSum, c.total.micros());

            const QByteArray first = planio::toJson(plan);
            IssueList issues;
            const auto loaded = planio::fromJson(first, u"random.gpuplan"_s, issues);
            QVERIFY2(loaded, qPrintable(issues.isEmpty() ? QString() : issues.first().toString()));
            QCOMPARE(planio::toJson(*loaded), first);
            QCOMPARE(loaded->cost().total, c.total);
        }
        QVERIFY(itemsSeen > 2 * runs); // about 2.5 items a plan
    }

    void failedWriteLeavesTheOldFile_data()
    {
        QTest::addColumn<qint64>("failAfter");
        QTest::newRow("at once") << qint64(0);
        QTest::newRow("after one byte") << qint64(1);
        QTest::newRow("half way") << qint64(-2);
        QTest::newRow("one byte short") << qint64(-1);
    }
    void failedWriteLeavesTheOldFile()
    {
        QFETCH(qint64, failAfter);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"plan.gpuplan"_s);
        Plan old = plantest::twoPhasePlan();
        QVERIFY(planio::save(old, path).ok());
        const QByteArray before = readAll(path);

        Plan changed = old;
        changed.name = u"Changed and longer than before"_s;
        changed.items << changed.items.first();
        const qint64 size = planio::toJson(changed).size();
        const qint64 n = failAfter == -1 ? size - 1 : failAfter == -2 ? size / 2 : failAfter;
        FailingSaveFile file(path, n);
        const auto r = planio::save(changed, file);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
        QVERIFY2(r.error().message.contains(u"previous file is unchanged"_s), qPrintable(r.error().message));
        QCOMPARE(r.error().file, path);
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{u"plan.gpuplan"_s}); // no temp file left
    }

    void saveIntoMissingFolderFails()
    {
        QTemporaryDir dir;
        const auto r = planio::save(plantest::twoPhasePlan(), dir.filePath(u"no/such/folder/p.gpuplan"_s));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
    }

    void badFilesAreReported_data()
    {
        QTest::addColumn<QString>("edit"); // python-like: key path = value, applied to a good plan
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("wrong format")
            << u"format=\"gpu-planner-catalog\""_s << u"format"_s << u"is this a GPU Planner plan"_s;
        QTest::newRow("future version") << u"version=3"_s << u"version"_s << u"version 3 is not supported"_s;
        QTest::newRow("unknown currency")
            << u"currency=\"ABC\""_s << u"currency"_s << u"not a known ISO 4217"_s;
        QTest::newRow("lower-case currency") << u"currency=\"usd\""_s << u"currency"_s << u"ISO 4217 code"_s;
        QTest::newRow("usage over 744")
            << u"hours_per_month=745"_s << u"hours_per_month"_s << u"from 0 to 744"_s;
        QTest::newRow("negative overhead")
            << u"spot_overhead_pct=-1"_s << u"spot_overhead_pct"_s << u"from 0 to"_s;
        QTest::newRow("discount of 100 %")
            << u"discounts_pct={\"aws\": 100}"_s << u"discounts_pct.aws"_s << u"from 0 to 99.99"_s;
        QTest::newRow("too precise discount")
            << u"discounts_pct={\"aws\": 1.234}"_s << u"discounts_pct.aws"_s << u"at most 2 decimal places"_s;
        QTest::newRow("negative budget")
            << u"budget={\"total\": \"-5\"}"_s << u"budget.total"_s << u"expected a number from 0"_s;
        QTest::newRow("budget NaN text")
            << u"budget={\"total\": \"NaN\"}"_s << u"budget.total"_s << u"not a decimal number"_s;
        QTest::newRow("items not a list") << u"items={}"_s << u"items"_s << u"expected an array"_s;
        QTest::newRow("item not an object") << u"items=[7]"_s << u"items[0]"_s << u"expected an object"_s;
        QTest::newRow("bad instance id")
            << u"items[0].instance=\"p5\""_s << u"items[0].instance"_s << u"provider/name"_s;
        QTest::newRow("zero count") << u"items[0].count=0"_s << u"items[0].count"_s << u"from 1 to 10000"_s;
        QTest::newRow("fractional count")
            << u"items[0].count=1.5"_s << u"items[0].count"_s << u"expected an integer"_s;
        QTest::newRow("unknown pricing")
            << u"items[0].pricing=\"weekly\""_s << u"items[0].pricing"_s << u"expected one of on-demand"_s;
        QTest::newRow("reserved without payment")
            << u"items[0].payment=null"_s << u"items[0]"_s << u"missing required key \"payment\""_s;
        QTest::newRow("payment on on-demand")
            << u"items[1].payment=\"no_upfront\""_s << u"items[1].payment"_s << u"reserved pricing only"_s;
        QTest::newRow("start month 0")
            << u"items[0].start_month=0"_s << u"items[0].start_month"_s << u"from 1 to 600"_s;
        QTest::newRow("ends after month 600")
            << u"items[0].start_month=600"_s << u"items[0].months"_s << u"at most 600 months"_s;
        QTest::newRow("price as a word")
            << u"items[0].prices.on_demand_hourly=\"cheap\""_s << u"items[0].prices.on_demand_hourly"_s
            << u"not a decimal number"_s;
        QTest::newRow("price 1e308") << u"items[0].prices.on_demand_hourly=1e308"_s
                                     << u"items[0].prices.on_demand_hourly"_s
                                     << u"expected a number from 0 to"_s;
        QTest::newRow("two-year term") << u"items[0].prices.reserved[0].term_years=2"_s
                                       << u"items[0].prices.reserved[0].term_years"_s << u"1 or 3 years"_s;
        QTest::newRow("empty reservation")
            << u"items[0].prices.reserved[0]={\"term_years\": 1, \"payment\": \"no_upfront\"}"_s
            << u"items[0].prices.reserved[0]"_s << u"needs \"upfront\""_s;
        QTest::newRow("bad date") << u"items[0].prices.as_of=\"2026-13-01\""_s << u"items[0].prices.as_of"_s
                                  << u"not a calendar date"_s;
        QTest::newRow("rate missing for an item")
            << u"exchange_rates={}"_s << u"items[1].prices.currency"_s << u"no exchange rate from CNY"_s;
        QTest::newRow("missing name") << u"name=null"_s << QString() << u"missing required key \"name\""_s;
    }
    void badFilesAreReported()
    {
        QFETCH(QString, edit);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        // Apply the edit with nlohmann's JSON pointer on the good file.
        nlohmann::json j = nlohmann::json::parse(planio::toJson(plantest::twoPhasePlan()).toStdString());
        const qsizetype eq = edit.indexOf(u'=');
        QString key = edit.left(eq);
        key.replace(u'.', u'/').replace(u'[', u'/').remove(u']');
        j[nlohmann::json::json_pointer((u"/"_s + key).toStdString())] =
            nlohmann::json::parse(edit.mid(eq + 1).toStdString());
        IssueList issues;
        const auto plan = planio::fromJson(QByteArray::fromStdString(j.dump(2)), u"bad.gpuplan"_s, issues);
        QVERIFY(!plan);
        QVERIFY(countErrors(issues) >= 1);
        const Issue* hit = nullptr;
        for (const Issue& i : issues) {
            if (i.severity == Issue::Severity::Error && i.error.path == path &&
                i.error.message.contains(fragment))
                hit = &i;
        }
        QString all;
        for (const Issue& i : issues)
            all += i.toString() + u'\n';
        QVERIFY2(hit, qPrintable(all));
        QCOMPARE(hit->error.file, u"bad.gpuplan"_s);
    }

    void documentedExampleLoads()
    {
        QFile doc(QStringLiteral(GP_SOURCE_DIR) + u"/docs/plan-format.md"_s);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        const qsizetype start = text.indexOf("```json\n") + 8;
        const QByteArray example = text.mid(start, text.indexOf("```", start) - start);
        IssueList issues;
        const auto plan = planio::fromJson(example, u"plan-format.md"_s, issues);
        QVERIFY2(plan, qPrintable(issues.isEmpty() ? QString() : issues.first().toString()));
        QVERIFY(issues.isEmpty());
        QCOMPARE(plan->items.size(), 4);
        QCOMPARE(plan->items[1].kind, PlanItemKind::Storage);
        QCOMPARE(plan->items[2].kind, PlanItemKind::Transfer);
        QCOMPARE(plan->items[3].kind, PlanItemKind::Fixed);
        QCOMPARE(plan->discountsBp.value(u"aws"_s), 500);
        QVERIFY(plan->cost().problems.isEmpty());
    }

    void syntaxErrorsHaveLineAndColumn()
    {
        IssueList issues;
        QVERIFY(!planio::fromJson("{\n  \"format\": \"gpu-planner-plan\",\n  \"version\": 1,,\n}",
                                  u"s.gpuplan"_s, issues));
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].error.line, 3);
        QVERIFY(issues[0].error.column > 0);
        issues.clear();
        QVERIFY(!planio::fromJson("", u"e.gpuplan"_s, issues));
        QCOMPARE(issues.size(), 1);
        issues.clear();
        QVERIFY(!planio::fromJson("[]", u"a.gpuplan"_s, issues));
        QVERIFY(issues[0].error.message.contains(u"top level"_s));
    }

    void unknownKeysAreWarnings()
    {
        nlohmann::json j = nlohmann::json::parse(planio::toJson(plantest::twoPhasePlan()).toStdString());
        j["colour"] = "blue";
        IssueList issues;
        QVERIFY(planio::fromJson(QByteArray::fromStdString(j.dump()), u"w.gpuplan"_s, issues));
        QCOMPARE(countWarnings(issues), 1);
        QCOMPARE(issues[0].error.path, u"colour"_s);
    }

    void loadReportsUnreadableFiles()
    {
        QTemporaryDir dir;
        IssueList issues;
        QVERIFY(!planio::load(dir.filePath(u"missing.gpuplan"_s), issues));
        QCOMPARE(issues[0].error.code, ErrorCode::Io);
        issues.clear();
        QVERIFY(!planio::load(dir.path(), issues));
        QVERIFY(issues[0].error.message.contains(u"folder"_s));
        issues.clear();
        QFile big(dir.filePath(u"big.gpuplan"_s));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.resize(planio::MaxFileBytes + 1);
        big.close();
        QVERIFY(!planio::load(big.fileName(), issues));
        QCOMPARE(issues[0].error.code, ErrorCode::TooLarge);
    }
};

QTEST_GUILESS_MAIN(TestPlanIo)
#include "tst_planio.moc"
