// The recommender (core/estimate/recommender.h): hard constraints, ranking, determinism, reasons and plans,
// on a synthetic catalog with round prices (tests/data/recommend) and on the built-in catalog.
#include "catalogloader.h"
#include "freshness.h"
#include "recommender.h"
#include "scenariojson.h"
#include "testcatalog.h"

#include <QTest>

#include <cmath>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

// The built-in GPU table plus the synthetic offers.
Catalog syntheticCatalog()
{
    Catalog c;
    c.addFragment(CatalogLoader::loadFile(Catalog::builtinResourcePath() + u"/gpus.json"_s));
    c.addFragment(CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR) + u"/recommend/catalog.json"_s));
    IssueList issues;
    c.finalize(issues);
    return c;
}

// A fixture of tests/data/recommend with its own GPUs, nothing of the built-in catalog; `only` keeps those
// instance types.
Catalog fixtureCatalog(const QString& name, const QStringList& only = {})
{
    Catalog c;
    CatalogFragment f = CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR) + u"/recommend/"_s + name);
    if (!f.issues.isEmpty())
        qWarning() << f.issues.first().toString();
    if (!only.isEmpty())
        f.instances.erase(std::remove_if(f.instances.begin(), f.instances.end(),
                                         [&](const InstanceType& i) { return !only.contains(i.name); }),
                          f.instances.end());
    c.addFragment(f);
    IssueList issues;
    c.finalize(issues);
    return c;
}

Scenario training(double flops)
{
    Scenario s;
    s.workload = Workload::Train;
    s.flops = flops;
    s.top = 10;
    return s;
}

// Any workload of a 7 B model on `flops` of work, serving one request a second for a month where it serves:
// what the roles and fabric tests ask of their fixtures.
Scenario anyWorkload(const QString& workload, double flops, int top)
{
    Scenario s;
    s.workload = *workloadFromKey(workload);
    s.top = top;
    s.flops = flops;
    s.params = 7e9;
    s.qps = 1;
    s.serveMonths = 1;
    return s;
}

QString dump(const Recommendations& r, const Scenario& s)
{
    return QString::fromStdString(recommendationsToJson(r, s).dump());
}

} // namespace

class tst_Recommender : public QObject
{
    Q_OBJECT

private:
    Catalog m_synthetic = syntheticCatalog();
    Catalog m_builtin = loadSnapshotCatalog();
    ExchangeRates m_fx = snapshotRates();

    Recommendations run(const Catalog& c, const Scenario& s)
    {
        const auto r = recommend(c, s, m_fx);
        if (!r)
            qWarning() << r.error().toString();
        return r ? r.value() : Recommendations{};
    }

private Q_SLOTS:
    // The rules here are computed by hand at one utilisation; the calibrated table has tests of its own.
    void initTestCase() { useFlatUtilisation(); }

    void syntheticCatalogLoads() { QCOMPARE(m_synthetic.instances().size(), 5); }

    // 1e20 FLOPs on one L4: 121 x 0.40 = 48.4 TFLOPS -> 2,066,116 s = 573.921 h; on demand at
    // 0.80 USD/h, billed as one month of 573.93 hours: 459.144 -> 459.14 USD. The A100 at 4 USD/h
    // (222.58 h, 890.36 USD) comes next.
    void handComputedCheapest()
    {
        Scenario s = training(1e20);
        s.rankBy = RankBy::Cost;
        s.providers = {u"testcloud"_s};
        const Recommendations r = run(m_synthetic, s);
        QVERIFY(r.ranked.size() >= 2);
        const Recommendation& best = r.ranked.first();
        QCOMPARE(best.instanceId(), u"testcloud/l4x1"_s);
        QCOMPARE(best.instances, 1);
        QCOMPARE(best.pricing, PricingModel::OnDemand);
        QCOMPARE(best.hours, 1e20 / (121e12 * 0.40) / 3600);
        QCOMPARE(best.months, 1);
        QCOMPARE(best.usageCentiHours, 57'393);
        QCOMPARE(best.totalCost, Money(459'140'000, u"USD"_s));
        // 8 H100 (NVSwitch, 95 %): 1e20 / (8 x 989e12 x 0.40 x 0.95) s = 9.2391 h, billed 9.24 h x 80 USD =
        // 739.20
        const Recommendation& second = r.ranked[1];
        QCOMPARE(second.instanceId(), u"testcloud/h100x8"_s);
        QCOMPARE(second.usageCentiHours, 924);
        QCOMPARE(second.totalCost, Money(739'200'000, u"USD"_s));
        const Recommendation& third = r.ranked[2];
        QCOMPARE(third.instanceId(), u"testcloud/a100x1"_s);
        QCOMPARE(third.usageCentiHours, 22'258); // 222.5783 h
        QCOMPARE(third.totalCost, Money(890'320'000, u"USD"_s));
        QVERIFY(r.cheapest);
        QCOMPARE(r.cheapest->totalCost, best.totalCost);
        QCOMPARE(best.rank, 1);
        QVERIFY(best.reasons.join(u'\n').contains(u"on-demand"_s));
    }

    // A retired type is never recommended, however cheap; a price older than a year says so in the reasons.
    void retiredNeverStaleSaysSo()
    {
        Catalog c;
        c.addFragment(CatalogLoader::loadFile(Catalog::builtinResourcePath() + u"/gpus.json"_s));
        c.addFragment(
            CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR) + u"/recommend/catalog.json"_s));
        const CatalogFragment extra =
            CatalogLoader::loadData(R"({"format": "gpu-planner-catalog", "version": 1,
            "sources": {"old": {"title": "An old price list", "as_of": "2020-01-01"}},
            "provider": {"id": "testcloud", "name": "Test Cloud", "currency": "USD"},
            "instances": [
              {"name": "l4-retired", "gpu": "nvidia-l4", "gpu_count": 1, "vcpus": 4, "memory_gib": 16,
               "gpu_interconnect": "none", "source": "old", "retired": "2025-09-30",
               "offers": [{"region": "r1", "source": "old", "on_demand": {"hourly": 0.01}}]},
              {"name": "l4-old-price", "gpu": "nvidia-l4", "gpu_count": 1, "vcpus": 4, "memory_gib": 16,
               "gpu_interconnect": "none", "source": "old",
               "offers": [{"region": "r1", "source": "old", "on_demand": {"hourly": 0.02}}]}]})",
                                    u"extra.json"_s);
        QCOMPARE(extra.issues.size(), 0);
        c.addFragment(extra);
        IssueList issues;
        c.finalize(issues);
        QVERIFY(c.instance(u"testcloud/l4-retired"_s)->retired.isValid());
        Scenario s = training(1e20);
        s.rankBy = RankBy::Cost;
        s.providers = {u"testcloud"_s};
        const Recommendations r = run(c, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& rec : r.ranked)
            QVERIFY(rec.instanceId() != u"testcloud/l4-retired"_s);
        const Recommendation& best = r.ranked.first();
        QCOMPARE(best.instanceId(), u"testcloud/l4-old-price"_s);
        QVERIFY2(best.reasons.join(u'\n').contains(u"price as of 2020-01-01, stale: "_s),
                 qPrintable(best.reasons.join(u'\n')));
        // The reason follows the price's date (the test prices are of 2026-11-01).
        for (const Recommendation& rec : r.ranked) {
            if (rec.instanceId() == u"testcloud/l4x1"_s)
                QCOMPARE(rec.reasons.join(u'\n').contains(u"stale"_s), isStale(QDate(2026, 11, 1)));
        }
    }

    void rankingOrder_data()
    {
        QTest::addColumn<int>("rankBy");
        QTest::newRow("cost") << int(RankBy::Cost);
        QTest::newRow("time") << int(RankBy::Time);
        QTest::newRow("balanced") << int(RankBy::Balanced);
    }

    void rankingOrder()
    {
        QFETCH(int, rankBy);
        Scenario s = training(1e21);
        s.rankBy = RankBy(rankBy);
        s.interruptible = true;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(r.ranked.size() >= 3);
        QSet<QString> instances;
        double minCost = 1e300, minHours = 1e300;
        for (const Recommendation& x : r.ranked) {
            minCost = std::min(minCost, double(x.totalCost.micros()));
            minHours = std::min(minHours, x.hours);
        }
        for (int i = 0; i < r.ranked.size(); ++i) {
            const Recommendation& x = r.ranked[i];
            QCOMPARE(x.rank, i + 1);
            QVERIFY2(!instances.contains(x.instanceId()), "one configuration per instance type");
            instances.insert(x.instanceId());
            if (i == 0)
                continue;
            const Recommendation& prev = r.ranked[i - 1];
            switch (RankBy(rankBy)) {
            case RankBy::Cost:
                QVERIFY(prev.totalCost.micros() <= x.totalCost.micros());
                break;
            case RankBy::Time:
                QVERIFY(prev.hours <= x.hours);
                break;
            case RankBy::Balanced: {
                const auto score = [&](const Recommendation& y) {
                    return double(y.totalCost.micros()) / minCost * (y.hours / minHours);
                };
                QVERIFY(score(prev) <= score(x) * (1 + 1e-9));
                break;
            }
            }
        }
        // The cheapest and fastest alternatives are no worse than anything ranked.
        QVERIFY(r.cheapest && r.fastest);
        for (const Recommendation& x : r.ranked) {
            QVERIFY(r.cheapest->totalCost.micros() <= x.totalCost.micros());
            QVERIFY(r.fastest->hours <= x.hours);
        }
    }

    void deterministic()
    {
        Scenario s = training(5e21);
        s.interruptible = true;
        s.top = 20;
        const QString first = dump(run(m_builtin, s), s);
        QCOMPARE(dump(run(m_builtin, s), s), first);
        const Catalog again = loadSnapshotCatalog();
        QCOMPARE(dump(run(again, s), s), first);
    }

    // A BF16 run on GPUs with FP8 says so once, for the top configuration's GPU, as `estimate` does.
    void slowerPrecisionIsWarnedOf()
    {
        Scenario s;
        s.workload = Workload::Train;
        s.params = 7e9;
        s.tokens = 1e9;
        s.precision = Precision::BF16;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        const auto expected = fasterPrecisionWarning(*r.ranked.first().gpu, Precision::BF16, Workload::Train);
        QCOMPARE(r.assumptions.contains(expected.value_or(QString())), expected.has_value());
        s.precision = Precision::FP32; // no FP32 in the training ladder: nothing to say
        const Recommendations fp32 = run(m_builtin, s);
        for (const QString& a : fp32.assumptions)
            QVERIFY2(!a.contains(u"not the fastest"_s), qPrintable(a));
    }

    void memoryFit()
    {
        Scenario s;
        s.workload = Workload::Train;
        s.params = 70e9; // 1.12 TB of weights, gradients and optimizer states, and the activations
        s.tokens = 1e9;
        s.top = 50;
        s.precision = Precision::FP16;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked) {
            const double usable = x.gpu->memoryGb * x.gpus * estimation::UsableMemoryFraction;
            QVERIFY2(usable >= 70e9 * 16 / double(1ULL << 30), qPrintable(x.instanceId()));
            QVERIFY(x.reasons.first().startsWith(u"fits"_s));
            QVERIFY2(x.reasons.first().contains(u"GB per GPU"_s), qPrintable(x.reasons.first()));
        }
        // At most 8 GPUs: no 8-GPU instance holds 1.26 TB at 90 % usable except 8 x 180 GB B200
        // (1.296 TB); with 4 GPUs nothing does.
        s.maxGpus = 4;
        const Recommendations none = run(m_builtin, s);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"memory:"_s), qPrintable(none.ruledOut));
    }

    void fp64Exclusion()
    {
        Scenario s;
        s.workload = Workload::Science;
        s.flops = 1e19;
        s.top = 100;
        s.interruptible = true;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(r.ranked.size() >= 3);
        for (const Recommendation& x : r.ranked) {
            QVERIFY2(hasStrongFp64(*x.gpu), qPrintable(x.gpu->model));
            static const QStringList weak{u"nvidia-t4"_s,   u"nvidia-l4"_s,   u"nvidia-a10"_s,
                                          u"nvidia-a10g"_s, u"nvidia-l40s"_s, u"nvidia-rtx-6000-ada"_s,
                                          u"nvidia-a40"_s};
            QVERIFY2(!weak.contains(x.gpu->id), qPrintable(x.gpu->id));
        }
        // Only weak-FP64 parts offered: nothing, and the message says FP64.
        s.providers = {u"testcloud"_s};
        Scenario weak = s;
        const Catalog onlyWeak = [] {
            Catalog c;
            c.addFragment(CatalogLoader::loadFile(Catalog::builtinResourcePath() + u"/gpus.json"_s));
            CatalogFragment f =
                CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR) + u"/recommend/catalog.json"_s);
            f.instances.erase(std::remove_if(f.instances.begin(), f.instances.end(),
                                             [](const InstanceType& i) {
                                                 return !i.gpuId.contains(u"t4"_s) &&
                                                        !i.gpuId.contains(u"l4"_s);
                                             }),
                              f.instances.end());
            c.addFragment(f);
            IssueList issues;
            c.finalize(issues);
            return c;
        }();
        const Recommendations none = run(onlyWeak, weak);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"FP64:"_s), qPrintable(none.ruledOut));
    }

    void noSpotUnlessInterruptible()
    {
        Scenario s = training(1e21);
        s.top = 100;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked)
            QVERIFY(x.pricing != PricingModel::Spot);
        QVERIFY(r.cheapest->pricing != PricingModel::Spot);

        s.interruptible = true;
        s.rankBy = RankBy::Cost;
        const Recommendations spot = run(m_builtin, s);
        QCOMPARE(spot.cheapest->pricing, PricingModel::Spot);
        QVERIFY(spot.cheapest->reasons.join(u'\n').contains(u"can be interrupted"_s));
        // Spot adds the rework to the time: 10 % by default.
        const Recommendation& c = *spot.cheapest;
        QVERIFY(c.hours > 0);
    }

    void spotOnlyOfferWithoutInterruptions()
    {
        Scenario s = training(1e19);
        s.providers = {u"testcloud"_s};
        s.rankBy = RankBy::Cost;
        Catalog c;
        c.addFragment(CatalogLoader::loadFile(Catalog::builtinResourcePath() + u"/gpus.json"_s));
        CatalogFragment f =
            CatalogLoader::loadFile(QStringLiteral(GP_TEST_DATA_DIR) + u"/recommend/catalog.json"_s);
        f.instances.erase(std::remove_if(f.instances.begin(), f.instances.end(),
                                         [](const InstanceType& i) { return i.name != u"spotonly"_s; }),
                          f.instances.end());
        c.addFragment(f);
        IssueList issues;
        c.finalize(issues);
        const Recommendations none = run(c, s);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"pricing:"_s), qPrintable(none.ruledOut));
        s.interruptible = true;
        const Recommendations some = run(c, s);
        QCOMPARE(some.ranked.size(), 1);
        QCOMPARE(some.ranked.first().pricing, PricingModel::Spot);
        // 1e19 / (312e12 x 0.4) s = 22.26 h, plus 10 % rework.
        QCOMPARE(some.ranked.first().hours, 1e19 / (312e12 * 0.4) / 3600 * 1.1);
    }

    void deadline()
    {
        Scenario s = training(1e22);
        s.deadlineDays = 5;
        s.top = 50;
        s.interruptible = true;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked) {
            QVERIFY2(x.days() <= 5, qPrintable(x.instanceId()));
            QVERIFY(x.reasons.join(u'\n').contains(u"meets the 5-day deadline"_s));
        }
        QVERIFY(r.cheapest->days() <= 5 && r.fastest->days() <= 5);

        s.workload = Workload::Train;
        s.flops = 1e27;
        s.deadlineDays = 1;
        const Recommendations none = run(m_builtin, s);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"deadline:"_s), qPrintable(none.ruledOut));
        QVERIFY(none.ruledOut.contains(u"the fastest"_s));
    }

    void budget()
    {
        Scenario s = training(1e21);
        s.top = 50;
        s.currency = u"CNY"_s;
        s.budget = Money::parse(u"200000"_s, u"CNY"_s);
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked) {
            QCOMPARE(x.totalCost.currency(), u"CNY"_s);
            QVERIFY(x.totalCost.micros() <= s.budget->micros());
            // The budget once, with its currency once.
            QVERIFY2(x.reasons.join(u'\n').contains(u"% of 200,000.00 CNY"_s),
                     qPrintable(x.reasons.join(u'\n')));
            QVERIFY(!x.reasons.join(u'\n').contains(u"CNY CNY"_s));
            // Instances and published runs are counted in words, not "(s)".
            for (const QString& plural : {u"instance(s)"_s, u"run(s)"_s})
                QVERIFY2(!x.reasons.join(u'\n').contains(plural), qPrintable(x.reasons.join(u'\n')));
        }
        s.budget = Money::parse(u"1"_s, u"CNY"_s);
        const Recommendations none = run(m_builtin, s);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"budget:"_s), qPrintable(none.ruledOut));
        QVERIFY(none.ruledOut.contains(u"the cheapest"_s));
    }

    void providersAndRegions()
    {
        Scenario s = training(1e20);
        s.providers = {u"gcp"_s, u"azure"_s};
        s.top = 100;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked)
            QVERIFY(s.providers.contains(x.instance->provider));
        s.providers = {u"testcloud"_s};
        s.regions = {u"west"_s};
        const Recommendations west = run(m_synthetic, s);
        QCOMPARE(west.ranked.size(), 1);
        QCOMPARE(west.ranked.first().region, u"west"_s);
        s.regions = {u"mars-1"_s};
        const Recommendations none = run(m_synthetic, s);
        QVERIFY(none.ranked.isEmpty());
        QVERIFY2(none.ruledOut.startsWith(u"regions:"_s), qPrintable(none.ruledOut));
    }

    // The cheaper of two regions wins, and the other is counted.
    void bestRegionPerConfiguration()
    {
        Scenario s = training(1e21);
        s.providers = {u"testcloud"_s};
        s.rankBy = RankBy::Time;
        const Recommendations r = run(m_synthetic, s);
        QVERIFY(!r.ranked.isEmpty());
        const Recommendation& h = r.ranked.first();
        QCOMPARE(h.instanceId(), u"testcloud/h100x8"_s);
        QCOMPARE(h.region, u"east"_s);
        QCOMPARE(h.otherRegions, 1);
    }

    void inference()
    {
        Scenario s;
        s.workload = Workload::Inference;
        s.params = 7e9;
        s.qps = 5;
        s.serveMonths = 12;
        s.top = 10;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked) {
            QCOMPARE(x.hours, 12.0 * 730);
            QVERIFY(x.reasons.join(u'\n').contains(u"tokens/s"_s));
        }
        // A year of serving: a one-year reservation beats on-demand where there is one.
        QVERIFY(r.cheapest->pricing == PricingModel::Reserved1y ||
                r.cheapest->pricing == PricingModel::Monthly);
    }

    // --tp fixes the training's layout; the service after it picks its own tensor-parallel group (a tp of 8
    // would otherwise rule out every instance of fewer GPUs for serving a 7 B model).
    void theTrainingsLayoutDoesNotFixTheService()
    {
        Scenario s;
        s.workload = Workload::Finetune;
        s.params = 7e9;
        s.tokens = 5e9;
        s.qps = 2;
        s.serveMonths = 3;
        const Recommendations free = run(m_builtin, s);
        QVERIFY(free.twoPhase);
        s.layout.tp = 8;
        const Recommendations fixed = run(m_builtin, s);
        QVERIFY(fixed.twoPhase);
        QCOMPARE(fixed.twoPhase->serve.instanceId(), free.twoPhase->serve.instanceId());
    }

    void twoPhasePlan()
    {
        Scenario s;
        s.workload = Workload::Finetune;
        s.params = 7e9;
        s.tokens = 5e9;
        s.qps = 2;
        s.serveMonths = 3;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(r.twoPhase);
        QCOMPARE(r.twoPhase->train.phase, u"fine-tuning"_s);
        QCOMPARE(r.twoPhase->serve.phase, u"inference"_s);
        QCOMPARE(r.twoPhase->serve.hours, 3.0 * 730);
        QCOMPARE(r.twoPhase->totalCost.micros(),
                 r.twoPhase->train.totalCost.micros() + r.twoPhase->serve.totalCost.micros());
        const Plan plan = r.toPlan(u"Fine-tune and serve"_s, m_fx);
        QCOMPARE(plan.items.size(), 2);
        QCOMPARE(plan.items[1].startMonth, plan.items[0].endMonth() + 1);
        // The plan costs what the recommendation said.
        const PlanCost cost = plan.cost();
        QVERIFY(cost.problems.isEmpty());
        QCOMPARE(cost.total, r.twoPhase->totalCost);
    }

    // Every ranked configuration becomes a plan item that costs the same.
    void planItemCostsTheSame()
    {
        Scenario s = training(3e21);
        s.interruptible = true;
        s.top = 10;
        s.currency = u"CNY"_s;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked) {
            Plan p;
            p.currency = u"CNY"_s;
            p.fx = m_fx;
            p.items << x.toPlanItem();
            const PlanCost c = p.cost();
            QVERIFY(c.problems.isEmpty());
            QCOMPARE(c.total, x.totalCost);
        }
    }

    void invalidScenarios_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("train without size")
            << u"{\"workload\":\"train\"}"_s << u"params"_s << u"needs params and tokens"_s;
        QTest::newRow("inference without qps")
            << u"{\"workload\":\"inference\",\"params\":7e9}"_s << u"qps"_s << u"needs qps"_s;
        QTest::newRow("science without flops")
            << u"{\"workload\":\"science\"}"_s << u"flops"_s << u"needs flops"_s;
        QTest::newRow("render without work")
            << u"{\"workload\":\"render\",\"memory_gb\":20}"_s << u"flops"_s << u"reference_gpu"_s;
        QTest::newRow("unknown provider")
            << u"{\"workload\":\"science\",\"flops\":1e18,\"providers\":[\"oracle\"]}"_s << u"providers"_s
            << u"unknown provider \"oracle\""_s;
        QTest::newRow("unknown reference GPU")
            << u"{\"workload\":\"render\",\"reference_gpu\":\"voodoo\",\"reference_hours\":5}"_s
            << u"reference_gpu"_s << u"unknown GPU"_s;
        QTest::newRow("serving without params") << u"{\"workload\":\"train\",\"flops\":1e20,\"qps\":3}"_s
                                                << u"params"_s << u"serving after training"_s;
    }

    void invalidScenarios()
    {
        QFETCH(QString, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        IssueList issues;
        const auto s = scenariojson::fromJson(json.toUtf8(), u"s.json"_s, issues);
        QVERIFY(s);
        const auto r = recommend(m_builtin, *s, m_fx);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Usage);
        QCOMPARE(r.error().path, field);
        QVERIFY2(r.error().message.contains(message), qPrintable(r.error().message));
    }

    void unknownCurrency()
    {
        Scenario s = training(1e20);
        s.currency = u"XYZ"_s;
        const auto r = recommend(m_builtin, s, m_fx);
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(u"no exchange rate for XYZ"_s));
    }

    void renderFromReferenceHours()
    {
        Scenario s;
        s.workload = Workload::Render;
        s.referenceGpu = u"nvidia-l4"_s;
        s.referenceHours = 100;
        s.memoryGb = 30; // more than an L4's 24 GB: only larger GPUs qualify
        s.top = 20;
        const Recommendations r = run(m_builtin, s);
        QVERIFY(!r.ranked.isEmpty());
        for (const Recommendation& x : r.ranked)
            QVERIFY2(x.gpu->memoryGb * estimation::UsableMemoryFraction >= 30, qPrintable(x.instanceId()));
        // 100 hours of an L4 at FP32 is the work; a GPU with twice the FP32 peak takes half the GPU-hours.
        const Recommendation& x = r.ranked.first();
        const double expectedGpuHours = 100 * 30.3 / *x.gpu->denseTflops(Precision::FP32) /
                                        (x.instance->virtualization == Virtualization::VgpuShare ? 0.9 : 1.0);
        QVERIFY2(std::abs(x.gpuHours / expectedGpuHours - 1) < 1e-9,
                 qPrintable(u"%1 vs %2"_s.arg(x.gpuHours).arg(expectedGpuHours)));
    }
    // What an accelerator is built for (gpus.json "roles"): an inference chip is never proposed for
    // training, a training chip never for rendering.
    void rolesRuleOutWhatAChipIsNotFor_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QStringList>("ranked");
        QTest::addColumn<QString>("ruledOut");
        QTest::newRow("training") << u"train"_s << QStringList{u"train1"_s} << QString();
        QTest::newRow("fine-tuning") << u"finetune"_s << QStringList{u"train1"_s} << QString();
        QTest::newRow("inference") << u"inference"_s << QStringList{u"infer1"_s, u"train1"_s} << QString();
        QTest::newRow("rendering") << u"render"_s << QStringList{}
                                   << u"role: no accelerator left built for rendering (e.g. Infer-1 is built "
                                      "for inference only, not for rendering)"_s;
    }
    void rolesRuleOutWhatAChipIsNotFor()
    {
        QFETCH(QString, workload);
        QFETCH(QStringList, ranked);
        QFETCH(QString, ruledOut);
        const Catalog c = fixtureCatalog(u"roles.json"_s);
        QCOMPARE(c.instances().size(), 2);
        Scenario s = anyWorkload(workload, 1e18, 10);
        s.tokens = 1e8;
        s.referenceGpu = u"test-train"_s;
        s.referenceHours = 10;
        const Recommendations r = run(c, s);
        QStringList names;
        for (const Recommendation& x : r.ranked) {
            if (!names.contains(x.instance->name))
                names << x.instance->name;
        }
        names.sort();
        QCOMPARE(names, ranked);
        QCOMPARE(r.ruledOut, ruledOut);
    }

    // Tightly coupled work spans instances only over a published network: at most four without RDMA, none
    // where a multi-GPU instance's GPU interconnect is unknown. Serving replicas are independent.
    // One GPU on four fabrics (tests/data/recommend/fabric.json). Tightly coupled work spreads over at most
    // one instance without a published network, four without RDMA and none whose GPU interconnect is
    // unpublished; serving replicas work alone, so every fabric may serve.
    void fabricLimitsHowManyInstancesWorkTogether_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<double>("deadlineDays");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        // 5e19 FLOPs at 200 TFLOPS x 0.4: 7.2 days on one GPU, so a one-day deadline needs eight or more.
        QTest::newRow("no deadline") << u"train"_s << 0.0 << QStringList{u"rdma1"_s}
                                     << QStringList{u"unknown2"_s};
        QTest::newRow("a day: RDMA only") << u"train"_s << 1.0 << QStringList{u"rdma1"_s}
                                          << QStringList{u"tcp1"_s, u"nonet1"_s, u"unknown2"_s};
        QTest::newRow("science too") << u"science"_s << 1.0 << QStringList{u"rdma1"_s}
                                     << QStringList{u"tcp1"_s, u"nonet1"_s, u"unknown2"_s};
        QTest::newRow("serving replicas need no fabric")
            << u"inference"_s << 0.0 << QStringList{u"nonet1"_s, u"unknown2"_s} << QStringList{};
    }
    void fabricLimitsHowManyInstancesWorkTogether()
    {
        QFETCH(QString, workload);
        QFETCH(double, deadlineDays);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const Catalog c = fixtureCatalog(u"fabric.json"_s);
        QCOMPARE(c.instances().size(), 4);
        Scenario s = anyWorkload(workload, 5e19, 100);
        if (deadlineDays > 0)
            s.deadlineDays = deadlineDays;
        const Recommendations r = run(c, s);
        QVERIFY(!r.ranked.isEmpty());
        const bool coupled = s.workload != Workload::Inference;
        QSet<QString> seen;
        for (const Recommendation& rec : r.ranked) {
            const QString type = rec.instance->name;
            seen.insert(type);
            if (!coupled)
                continue;
            if (type == u"nonet1"_s)
                QCOMPARE(rec.instances, 1);
            if (type == u"tcp1"_s) {
                QVERIFY2(rec.instances <= 4, qPrintable(QString::number(rec.instances)));
            }
            if (deadlineDays > 0)
                QVERIFY2(rec.hours <= deadlineDays * 24, qPrintable(type));
        }
        for (const QString& t : present)
            QVERIFY2(seen.contains(t), qPrintable(t + u" is missing"_s));
        for (const QString& t : absent)
            QVERIFY2(!seen.contains(t), qPrintable(t + u" is ranked"_s));
        if (coupled)
            QVERIFY(r.assumptions.join(u'\n').contains(u"at most 4 without RDMA"_s));
    }
    void fabricRuledOutSaysWhy()
    {
        // Only the box whose GPU interconnect is not published.
        const Catalog c = fixtureCatalog(u"fabric.json"_s, {u"unknown2"_s});
        const Recommendations r = run(c, training(5e19));
        QVERIFY(r.ranked.isEmpty());
        QCOMPARE(r.ruledOut, u"fabric: fabriccloud/unknown2: the GPU interconnect is not published, so its "
                             "scaling is unknown"_s);
    }

    // Every length reads in a unit a reader expects; none is negative or "0 hours".
    void durationText_data()
    {
        QTest::addColumn<double>("hours");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << 0.004 << u"1 min"_s;
        QTest::newRow("half an hour") << 0.5 << u"30 min"_s;
        QTest::newRow("nothing") << 0.0 << u"0 min"_s;
        QTest::newRow("negative") << -5.0 << u"0 min"_s;
        QTest::newRow("not a number") << std::nan("") << u"0 min"_s;
        QTest::newRow("hours") << 7.5 << u"7.5 hours"_s;
        QTest::newRow("days") << 80.0 << u"3.3 days"_s;
        QTest::newRow("weeks") << 24.0 * 45 << u"45 days"_s;
    }
    void durationText()
    {
        QFETCH(double, hours);
        QFETCH(QString, text);
        QCOMPARE(gp::durationText(hours), text);
    }
};

QTEST_GUILESS_MAIN(tst_Recommender)
#include "tst_recommender.moc"
