#include "catalog.h"
#include "clirunner.h"
#include "offerchoice.h"
#include "planio.h"
#include "testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// Every command that takes an instance id uses the offer core's chooseOffer() picks, and matches regions the
// same way: the same inputs run through `cost`, `compare`, `estimate`, `plan add`, `list` and the core
// service. The fixture catalog, its rates given with --fx.
class TestCliOffers : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;
    Catalog m_catalog;
    int m_plans = 0;

    static QStringList common()
    {
        return {u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/fixture")};
    }
    static QStringList rates() { return {u"--fx"_s, u"CNY=7"_s, u"--fx"_s, u"EUR=0.9"_s}; }

    CliRunner::Run run(const QString& command, QStringList args, const QString& region) const
    {
        if (!region.isEmpty())
            args << u"--region"_s << region;
        return m_cli.run(QStringList{command} + args + common());
    }

    // What core says, with the same rates the commands are given.
    Result<OfferChoice> core(const QString& instance, const QString& region) const
    {
        CostBasis basis;
        basis.fx = fixtureRates();
        return chooseOffer(*m_catalog.instance(instance), basis, region);
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = loadFixtureCatalog(); }

    void everyCommandChoosesTheSameOffer_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("region");
        QTest::newRow("cheapest of four regions, one in CNY") << u"alpha/h100.8x"_s << QString();
        QTest::newRow("a region asked for") << u"alpha/h100.8x"_s << u"us-east-1"_s;
        QTest::newRow("a region in capitals") << u"alpha/h100.8x"_s << u"EU-WEST-1"_s;
        QTest::newRow("a region in mixed case") << u"alpha/h100.8x"_s << u"Cn-North-1"_s;
        QTest::newRow("equal prices: the first in the catalog") << u"alpha/a100.1x"_s << QString();
        QTest::newRow("CNY offers of a CNY provider") << u"beta/gn.a100"_s << QString();
        QTest::newRow("one region only") << u"alpha/l4.1x"_s << u"eu-west-1"_s;
    }
    void everyCommandChoosesTheSameOffer()
    {
        QFETCH(QString, instance);
        QFETCH(QString, region);
        const Result<OfferChoice> choice = core(instance, region);
        QVERIFY(choice.ok());
        const QString expected = choice.value().offer->region;

        const auto cost = run(u"cost"_s, QStringList{instance, u"--format"_s, u"json"_s} + rates(), region);
        QVERIFY2(cost.exitCode == 0, qPrintable(cost.err));
        QCOMPARE(CliRunner::json(cost).object()[u"region"_s].toString(), expected);

        const auto compare =
            run(u"compare"_s,
                QStringList{instance, instance == u"alpha/a100.1x"_s ? u"alpha/l4.1x"_s : u"alpha/a100.1x"_s,
                            u"--format"_s, u"json"_s} +
                    rates(),
                region);
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.err));
        QCOMPARE(
            CliRunner::json(compare).object()[u"instances"_s].toArray()[0].toObject()[u"region"_s].toString(),
            expected);

        const auto estimate =
            run(u"estimate"_s,
                QStringList{u"--instance"_s, instance, u"--flops"_s, u"1e21"_s, u"--format"_s, u"json"_s} +
                    rates(),
                region);
        QVERIFY2(estimate.exitCode == 0, qPrintable(estimate.err));
        QCOMPARE(CliRunner::json(estimate).object()[u"region"_s].toString(), expected);

        const QString path = m_cli.home.filePath(u"plan-%1.gpuplan"_s.arg(++m_plans));
        const auto add = run(u"plan"_s, QStringList{u"add"_s, path, instance} + rates(), region);
        QVERIFY2(add.exitCode == 0, qPrintable(add.err));
        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        QVERIFY(plan && plan->items.size() == 1);
        QCOMPARE(plan->items.first().region, expected);

        if (!region.isEmpty()) {
            const auto list = run(u"list"_s, QStringList{u"--format"_s, u"json"_s}, region);
            QVERIFY2(list.exitCode == 0, qPrintable(list.err));
            const QJsonArray rows = CliRunner::json(list).array();
            QVERIFY(!rows.isEmpty());
            for (const QJsonValue& r : rows)
                QCOMPARE(r.toObject()[u"region"_s].toString(), expected);
        }
    }

    void aRegionNotSoldIsRefusedAlike_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("cost") << u"cost"_s << QStringList{u"alpha/h100.8x"_s};
        QTest::newRow("estimate") << u"estimate"_s
                                  << QStringList{u"--instance"_s, u"alpha/h100.8x"_s, u"--flops"_s,
                                                 u"1e21"_s};
        QTest::newRow("plan add") << u"plan"_s
                                  << QStringList{u"add"_s, u"refused.gpuplan"_s, u"alpha/h100.8x"_s};
    }
    void aRegionNotSoldIsRefusedAlike()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        const Result<OfferChoice> choice = core(u"alpha/h100.8x"_s, u"mars-1"_s);
        QVERIFY(!choice.ok());
        if (command == u"plan"_s)
            args[1] = m_cli.home.filePath(args[1]);
        const auto r = run(command, args, u"mars-1"_s);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(choice.error().message), qPrintable(r.err));
    }

    // `compare` costs each column as `cost` costs that offer: the same horizon, usage and currency give the
    // same totals (each term at its cheapest payment option), and the footer says what they are over.
    void compareCostsAreWhatCostSays_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("currency");
        QTest::newRow("defaults, each offer's currency") << QStringList{} << QString();
        QTest::newRow("36 months at 365.5 h in CNY")
            << QStringList{u"--months"_s, u"36"_s, u"--usage"_s, u"365.5"_s, u"--currency"_s, u"CNY"_s}
            << u"CNY"_s;
        QTest::newRow("one month in USD")
            << QStringList{u"--months"_s, u"1"_s, u"--currency"_s, u"usd"_s} << u"USD"_s;
    }
    void compareCostsAreWhatCostSays()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, currency);
        const QStringList ids{u"alpha/h100.8x"_s, u"alpha/a100.1x"_s};
        const auto compare =
            run(u"compare"_s, ids + QStringList{u"--format"_s, u"json"_s} + options + rates(), QString());
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.err));
        const QJsonObject cmp = CliRunner::json(compare).object();
        const QJsonArray columns = cmp[u"instances"_s].toArray();
        QCOMPARE(columns.size(), ids.size());
        QHash<QString, QJsonArray> rows;
        for (const QJsonValue& v : cmp[u"rows"_s].toArray())
            rows.insert(v[u"key"_s].toString(), v[u"values"_s].toArray());
        QVERIFY(rows.contains(u"cost_on_demand_total"_s));

        int compared = 0;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const QString region = columns[i][u"region"_s].toString();
            const auto cost =
                run(u"cost"_s, QStringList{ids[i], u"--format"_s, u"json"_s} + options + rates(), region);
            QVERIFY2(cost.exitCode == 0, qPrintable(cost.err));
            const QJsonObject c = CliRunner::json(cost).object();
            if (!currency.isEmpty())
                QCOMPARE(c[u"currency"_s].toString(), currency);
            // The cheapest total of each pricing model, as compare's rows take them.
            QHash<QString, double> cheapest;
            for (const QJsonValue& o : c[u"options"_s].toArray()) {
                if (o[u"total"_s].isNull())
                    continue;
                const QString key = u"cost_%1_total"_s.arg(o[u"pricing"_s].toString().replace(u'-', u'_'));
                const double total = o[u"total"_s].toDouble();
                if (!cheapest.contains(key) || total < cheapest[key])
                    cheapest[key] = total;
            }
            QVERIFY(!cheapest.isEmpty());
            for (auto it = cheapest.cbegin(); it != cheapest.cend(); ++it) {
                QVERIFY2(rows.contains(it.key()), qPrintable(it.key()));
                const QJsonValue v = rows[it.key()][i];
                QVERIFY2(v.isDouble(), qPrintable(u"%1 of %2"_s.arg(it.key(), ids[i])));
                QCOMPARE(v.toDouble(), it.value());
                ++compared;
            }
        }
        QVERIFY(compared >= ids.size()); // every column has at least its on-demand total

        const auto table = run(u"compare"_s, ids + options + rates(), QString());
        QVERIFY2(table.exitCode == 0, qPrintable(table.err));
        const int months =
            options.contains(u"--months"_s) ? options[options.indexOf(u"--months"_s) + 1].toInt() : 12;
        const QString out = QString::fromUtf8(table.out);
        QVERIFY2(out.contains(months == 1 ? u"over 1 month at"_s : u"over %1 months at"_s.arg(months)),
                 qPrintable(out));
    }

    void compareLeavesAnInstanceNotSoldInTheRegionEmpty()
    {
        const auto r =
            run(u"compare"_s, QStringList{u"alpha/h100.8x"_s, u"alpha/l4.1x"_s, u"--format"_s, u"json"_s},
                u"US-EAST-1"_s);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray cols = CliRunner::json(r).object()[u"instances"_s].toArray();
        QCOMPARE(cols[0].toObject()[u"region"_s].toString(), u"us-east-1"_s);
        QVERIFY(cols[1].toObject()[u"region"_s].isNull());
    }

    void theRatesOfAnExistingPlanAreItsOwn()
    {
        const QString path = m_cli.home.filePath(u"rates.gpuplan"_s);
        QCOMPARE(run(u"plan"_s, QStringList{u"add"_s, path, u"alpha/l4.1x"_s} + rates(), {}).exitCode, 0);
        const auto again = run(u"plan"_s, QStringList{u"add"_s, path, u"alpha/l4.1x"_s} + rates(), {});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(u"--fx applies to a new plan only"_s), qPrintable(again.err));
    }

    // `list --sort` on a price and `--max-price` convert other currencies first, with --fx, as the explorer
    // does in its display currency. The snapshot's aws/g5.48xlarge: 16.288 USD in us-east-1, 154.03795 CNY in
    // cn-north-1 (15.40 USD at CNY=10, 21.70 USD at CNY=7.1).
    static QStringList g5Regions(const CliRunner::Run& r)
    {
        QStringList regions;
        for (const QJsonValue& v : CliRunner::json(r).array()) {
            const QJsonObject o = v.toObject();
            if (o[u"id"_s].toString() == u"aws/g5.48xlarge"_s)
                regions << o[u"region"_s].toString();
        }
        return regions;
    }
    CliRunner::Run listSnapshot(const QStringList& args) const
    {
        return m_cli.run(
            QStringList{u"list"_s, u"--provider"_s, u"aws"_s, u"--format"_s, u"json"_s} + args +
            QStringList{u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    }

    void listSortsPricesConverted_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected");
        const QStringList usFirst{u"us-east-1"_s, u"cn-north-1"_s};
        const QStringList cnFirst{u"cn-north-1"_s, u"us-east-1"_s};
        QTest::newRow("CNY=10") << QStringList{u"--fx"_s, u"CNY=10"_s} << cnFirst;
        QTest::newRow("CNY=10 in CNY")
            << QStringList{u"--fx"_s, u"CNY=10"_s, u"--currency"_s, u"CNY"_s} << cnFirst;
        QTest::newRow("CNY=7.1") << QStringList{u"--fx"_s, u"CNY=7.1"_s} << usFirst;
        QTest::newRow("CNY=7.1 descending")
            << QStringList{u"--fx"_s, u"CNY=7.1"_s, u"--sort"_s, u"-on_demand_hourly"_s} << cnFirst;
    }
    void listSortsPricesConverted()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        if (!args.contains(u"--sort"_s))
            args << u"--sort"_s << u"on_demand_hourly"_s;
        const auto r = listSnapshot(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList regions = g5Regions(r);
        regions.removeIf([&](const QString& g) { return !expected.contains(g); });
        QCOMPARE(regions, expected);
    }

    void listMaxPriceConverts_data()
    {
        QTest::addColumn<QString>("maxPrice");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("20 USD") << u"20"_s << QStringList{u"us-east-1"_s};
        QTest::newRow("16 USD") << u"16"_s << QStringList{};
        QTest::newRow("160 CNY") << u"160CNY"_s << QStringList{u"us-east-1"_s, u"cn-north-1"_s};
        QTest::newRow("120 CNY") << u"120CNY"_s << QStringList{u"us-east-1"_s};
    }
    void listMaxPriceConverts()
    {
        QFETCH(QString, maxPrice);
        QFETCH(QStringList, expected);
        const auto r = listSnapshot(
            {u"--fx"_s, u"CNY=7.1"_s, u"--max-price"_s, maxPrice, u"--sort"_s, u"on_demand_hourly"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList regions = g5Regions(r);
        regions.removeIf([](const QString& g) { return g != u"us-east-1"_s && g != u"cn-north-1"_s; });
        QCOMPARE(regions, expected);
    }

    // `list --per instance`: one object per instance type at the region core's grouping picks, with every
    // matching region counted; per region stays the default for json, per instance for the table.
    void listPerInstanceGroupsOffers_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("objects");        // objects in the JSON array
        QTest::addColumn<QString>("h100Region"); // alpha/h100.8x's region (empty: not listed)
        QTest::addColumn<int>("h100Regions");    // its region_count (0: per region, no such key)
        QTest::addColumn<double>("h100Lowest");  // on_demand_hourly_lowest
        QTest::newRow("json is per region by default") << QStringList{} << 10 << u"us-east-1"_s << 0 << 0.0;
        QTest::newRow("per instance, 7 CNY a dollar")
            << QStringList{u"--per"_s, u"instance"_s} << 5 << u"cn-north-1"_s << 4 << 500.0 / 7;
        QTest::newRow("per instance, 5 CNY a dollar")
            << QStringList{u"--per"_s, u"INSTANCE"_s, u"--fx"_s, u"CNY=5"_s} << 5 << u"eu-west-1"_s << 4
            << 80.0;
        QTest::newRow("per instance, the range in CNY")
            << QStringList{u"--per"_s, u"instance"_s, u"--currency"_s, u"CNY"_s} << 5 << u"cn-north-1"_s << 4
            << 500.0;
        QTest::newRow("per instance, one region")
            << QStringList{u"--per"_s, u"instance"_s, u"--region"_s, u"eu-west-1"_s} << 3 << u"eu-west-1"_s
            << 1 << 80.0;
        QTest::newRow("the limit counts instance types")
            << QStringList{u"--per"_s, u"instance"_s, u"--limit"_s, u"2"_s} << 2 << u"cn-north-1"_s << 4
            << 500.0 / 7;
        QTest::newRow("per region asked for")
            << QStringList{u"--per"_s, u"region"_s} << 10 << u"us-east-1"_s << 0 << 0.0;
    }
    void listPerInstanceGroupsOffers()
    {
        QFETCH(QStringList, args);
        QFETCH(int, objects);
        QFETCH(QString, h100Region);
        QFETCH(int, h100Regions);
        QFETCH(double, h100Lowest);
        if (!args.contains(u"--fx"_s))
            args << rates();
        const auto r = m_cli.run(QStringList{u"list"_s, u"--format"_s, u"json"_s} + args + common());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(rows.size(), objects);
        QJsonObject h100;
        for (const QJsonValue& v : rows) {
            if (v[u"id"_s].toString() == u"alpha/h100.8x"_s) {
                h100 = v.toObject();
                break;
            }
        }
        QCOMPARE(h100[u"region"_s].toString(), h100Region);
        if (h100Regions == 0) {
            QVERIFY(!h100.contains(u"region_count"_s));
            return;
        }
        QCOMPARE(h100[u"region_count"_s].toInt(), h100Regions);
        QCOMPARE(h100[u"regions"_s].toArray().size(), h100Regions);
        QVERIFY(qAbs(h100[u"on_demand_hourly_lowest"_s].toDouble() - h100Lowest) < 1e-6);
        int counted = 0;
        for (const QJsonValue& v : rows)
            counted += v[u"region_count"_s].toInt();
        if (!args.contains(u"--limit"_s))
            QCOMPARE(counted, args.contains(u"--region"_s) ? 3 : 10); // every offer in one group
    }

    void listTableIsPerInstance_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("footer");
        QTest::addColumn<int>("h100Lines");
        QTest::newRow("by default") << QStringList{} << u"5 instance types"_s << 1;
        QTest::newRow("per region") << QStringList{u"--per"_s, u"region"_s} << u"10 rows"_s << 4;
        QTest::newRow("one type") << QStringList{u"--gpu"_s, u"H100"_s} << u"1 instance type,"_s << 1;
    }
    void listTableIsPerInstance()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, footer);
        QFETCH(int, h100Lines);
        const auto r = m_cli.run(QStringList{u"list"_s} + args + rates() + common());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(footer), qPrintable(out));
        QCOMPARE(out.count(u"alpha/h100.8x"_s), h100Lines);
        if (h100Lines == 1)
            QVERIFY2(out.contains(QRegularExpression(u"cn-north-1 +71\\.4286 +90\\.0000 +4\\n"_s)),
                     qPrintable(out)); // the cheapest region, the range converted, the region count
    }

    void listPerTakesInstanceOrRegion()
    {
        const auto r = m_cli.run(QStringList{u"list"_s, u"--per"_s, u"gpu"_s} + common());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--per: \"gpu\""_s), qPrintable(r.err));
        const auto csv = m_cli.run(
            QStringList{u"list"_s, u"--per"_s, u"instance"_s, u"--format"_s, u"csv"_s} + rates() + common());
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 6); // the header and five instance types
        QVERIFY(lines.first().contains(",region_count,"));
        QVERIFY(!lines.first().contains(",regions,")); // an array: json only
    }
};

QTEST_GUILESS_MAIN(TestCliOffers)
#include "tst_clioffers.moc"
