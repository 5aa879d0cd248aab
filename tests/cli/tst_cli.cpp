#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"
#include "command.h"

#include "version.h"

using namespace Qt::StringLiterals;

// Runs gpu-planner-cli and checks its output contract (docs/cli.md): in this process where the process is
// not what is tested (InProcessCliRunner), as the real binary where it is.
class TestCli : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli; // isolates the user's catalog folder
    QTemporaryDir& m_home = m_cli.home;
    using Run = CliRunner::Run;

    Run run(const QStringList& args) { return m_cli.run(args); }

    static QJsonDocument json(const Run& r) { return CliRunner::json(r); }

    QString writeFile(const QString& name, const QByteArray& data)
    {
        const QString path = m_home.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write fixture");
        f.write(data);
        return path;
    }

    // The CLI with LC_ALL (or LANG) set as the test says.
    Run runIn(const QString& lcAll, const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_home.path());
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.path());
        env.insert(u"XDG_CACHE_HOME"_s, m_home.filePath(u"cache"_s));
        env.remove(u"LANG"_s);
        env.remove(u"LC_MESSAGES"_s);
        env.insert(u"LC_ALL"_s, lcAll);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_PATH),
                args + QStringList{u"--no-builtin"_s, u"--catalog"_s,
                                   QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        if (!p.waitForFinished(120000))
            qFatal("gpu-planner-cli did not finish");
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    // --lang, else LC_ALL/LC_MESSAGES/LANG; JSON keys, ids and exit codes do not change with the language.
    void languageFollowsTheFlagAndTheEnvironment()
    {
        const Run english = run({u"list"_s, u"--provider"_s, u"aliyun"_s, u"--limit"_s, u"2"_s});
        QVERIFY(english.out.contains("Region"));
        const Run flag =
            run({u"--lang"_s, u"zh_CN"_s, u"list"_s, u"--provider"_s, u"aliyun"_s, u"--limit"_s, u"2"_s});
        QVERIFY2(QString::fromUtf8(flag.out).contains(u"地域"_s), flag.out.constData());
        const Run env =
            runIn(u"zh_CN.UTF-8"_s, {u"list"_s, u"--provider"_s, u"aliyun"_s, u"--limit"_s, u"2"_s});
        QCOMPARE(env.out, flag.out);
        const Run back = runIn(u"zh_CN.UTF-8"_s, {u"--lang"_s, u"en"_s, u"list"_s, u"--provider"_s,
                                                  u"aliyun"_s, u"--limit"_s, u"2"_s});
        QCOMPARE(back.out, english.out);
        // Usage errors in Chinese, with the same exit code.
        const Run bad = run({u"--lang"_s, u"zh_CN"_s, u"frobnicate"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(u"未知命令"_s), qPrintable(bad.err));
        // JSON is the same document in both languages.
        const Run jsonEn = run({u"gpus"_s, u"--format"_s, u"json"_s});
        const Run jsonZh = run({u"--lang"_s, u"zh_CN"_s, u"gpus"_s, u"--format"_s, u"json"_s});
        QCOMPARE(jsonZh.out, jsonEn.out);
        const Run unknown = run({u"--lang"_s, u"fr"_s, u"gpus"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(u"--lang: unknown language \"fr\"; expected en or zh_CN"_s),
                 qPrintable(unknown.err));
        const Run help = run({u"--lang"_s, u"zh_CN"_s, u"--help"_s});
        QVERIFY(QString::fromUtf8(help.out).contains(u"退出码"_s));
    }

    // --fields keeps the keys a script asks for, in its order; the rows are those of the full output.
    void listFieldsPicksKeys()
    {
        const QStringList filter{u"list"_s, u"--gpu"_s, u"H100"_s, u"--sort"_s, u"on_demand_hourly"_s};
        const Run full = run(filter + QStringList{u"--format"_s, u"json"_s});
        const Run picked = run(filter + QStringList{u"--format"_s, u"json"_s, u"--fields"_s, u"region,id"_s,
                                                    u"--fields"_s, u"on_demand_hourly"_s});
        QCOMPARE(picked.exitCode, 0);
        const QJsonArray all = json(full).array();
        const QJsonArray some = json(picked).array();
        QVERIFY(!all.isEmpty());
        QCOMPARE(some.size(), all.size());
        for (int i = 0; i < all.size(); ++i) {
            const QJsonObject o = some[i].toObject();
            QCOMPARE(o.keys().size(), 3);
            QCOMPARE(o[u"id"_s], all[i].toObject()[u"id"_s]);
            QCOMPARE(o[u"region"_s], all[i].toObject()[u"region"_s]);
            QCOMPARE(o[u"on_demand_hourly"_s], all[i].toObject()[u"on_demand_hourly"_s]);
        }
        // The CSV header is the fields, in the order given.
        const Run csv = run(filter + QStringList{u"--format"_s, u"csv"_s, u"--fields"_s, u"region,id"_s});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.split('\n');
        QCOMPARE(lines.first().trimmed(), QByteArray("region,id"));
        QCOMPARE(lines.size(), all.size() + 2); // header, rows, the empty piece after the last CRLF
        // A field that is not a key, or --fields with a table, is bad input.
        const Run unknown = run(filter + QStringList{u"--format"_s, u"json"_s, u"--fields"_s, u"id,prise"_s});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(u"--fields: unknown field \"prise\""_s));
        QVERIFY(unknown.out.isEmpty());
        const Run table = run(filter + QStringList{u"--fields"_s, u"id"_s});
        QCOMPARE(table.exitCode, 2);
        QVERIFY(table.err.contains(u"--fields applies to --format json or csv"_s));
    }

    // JSON is written row by row as it is produced, in the layout of one whole dump (2-space indent); an
    // empty result is "[]".
    void compiledCatalogsAreCachedAndOptional()
    {
        const QString cache = m_cli.home.path() + u"/cache/gpu-planner/catalog"_s;
        QDir(cache).removeRecursively();
        const QStringList list{u"list"_s, u"--provider"_s, u"aws"_s, u"--format"_s, u"json"_s};
        const Run off = run(QStringList{u"--no-cache"_s} + list);
        QCOMPARE(off.exitCode, 0);
        QVERIFY(!QDir(cache).exists()); // --no-cache writes nothing
        const Run compiling = run(list);
        const QStringList compiled = QDir(cache).entryList({u"*.gpcf"_s}, QDir::Files);
        QCOMPARE(compiled.size(), 7); // one per file of the test catalog
        const Run cached = run(list);
        QCOMPARE(compiling.out, off.out);
        QCOMPARE(cached.out, off.out);
        QCOMPARE(cached.err, off.err);
    }

    void listJsonStreamsInTheSameLayout()
    {
        const Run r =
            run({u"list"_s, u"--provider"_s, u"aws"_s, u"--limit"_s, u"3"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r).array().size(), 3);
        QVERIFY(r.out.startsWith("[\n  {\n    \"id\": \"aws/"));
        QVERIFY(r.out.contains("\n  },\n  {\n"));
        QVERIFY(r.out.endsWith("\n  }\n]\n"));
        const Run none = run({u"list"_s, u"--gpu"_s, u"no such gpu"_s, u"--format"_s, u"json"_s});
        QCOMPARE(none.exitCode, 0);
        QCOMPARE(none.out, QByteArray("[]\n"));
    }

    void listJsonCoversSixProvidersWithSourcedOffers()
    {
        const Run r = run({u"list"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QJsonArray rows = json(r).array();
        QSet<QString> providers, instances;
        const QStringList keys{u"id"_s,
                               u"provider"_s,
                               u"name"_s,
                               u"gpu_model"_s,
                               u"gpu_count"_s,
                               u"gpu_memory_gb"_s,
                               u"vcpus"_s,
                               u"memory_gib"_s,
                               u"region"_s,
                               u"currency"_s,
                               u"on_demand_hourly"_s,
                               u"spot_hourly"_s,
                               u"reserved_1y_hourly"_s,
                               u"reserved_3y_hourly"_s,
                               u"source"_s,
                               u"as_of"_s};
        for (const QJsonValue& v : rows) {
            const QJsonObject o = v.toObject();
            for (const QString& k : keys)
                QVERIFY2(o.contains(k), qPrintable(k));
            QVERIFY(!o[u"source"_s].toString().isEmpty());
            QVERIFY(QDate::fromString(o[u"as_of"_s].toString(), Qt::ISODate).isValid());
            QVERIFY(o[u"id"_s].toString() == o[u"provider"_s].toString() + u'/' + o[u"name"_s].toString());
            QVERIFY(!o[u"on_demand_hourly"_s].isDouble() || o[u"on_demand_hourly"_s].toDouble() > 0);
            providers << o[u"provider"_s].toString();
            instances << o[u"id"_s].toString();
        }
        QCOMPARE(providers,
                 (QSet<QString>{u"aws"_s, u"azure"_s, u"gcp"_s, u"aliyun"_s, u"tencent"_s, u"huawei"_s}));
        QVERIFY(instances.size() >= 60);
    }

    void listFiltersAndSorts()
    {
        const Run r = run({u"list"_s, u"--format"_s, u"json"_s, u"--gpu"_s, u"H100"_s, u"--min-gpus"_s,
                           u"8"_s, u"--sort"_s, u"-on_demand_hourly"_s, u"--limit"_s, u"3"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = json(r).array();
        QCOMPARE(rows.size(), 3);
        double last = 1e18;
        for (const QJsonValue& v : rows) {
            const QJsonObject o = v.toObject();
            QVERIFY(o[u"gpu_model"_s].toString().contains(u"H100"_s));
            QVERIFY(o[u"gpu_count"_s].toDouble() >= 8);
            QVERIFY(o[u"on_demand_hourly"_s].toDouble() <= last);
            last = o[u"on_demand_hourly"_s].toDouble();
        }
    }

    void listByProviderRegionAndPrice()
    {
        const Run r = run({u"list"_s, u"--format"_s, u"json"_s, u"--provider"_s, u"aws"_s, u"--region"_s,
                           u"us-east-1"_s, u"--max-price"_s, u"1"_s, u"--min-gpu-memory"_s, u"24"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = json(r).array();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue& v : rows) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o[u"provider"_s].toString(), u"aws"_s);
            QCOMPARE(o[u"region"_s].toString(), u"us-east-1"_s);
            QVERIFY(o[u"on_demand_hourly"_s].toDouble() <= 1.0);
            QVERIFY(o[u"gpu_memory_gb"_s].toDouble() >= 24);
        }
    }

    void tableFitsA100ColumnTerminal_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("list") << QStringList{u"list"_s};
        QTest::newRow("gpus") << QStringList{u"gpus"_s};
        QTest::newRow("show") << QStringList{u"show"_s, u"aws/p5.48xlarge"_s};
        QTest::newRow("catalog info") << QStringList{u"catalog"_s, u"info"_s};
        QTest::newRow("cost") << QStringList{u"cost"_s, u"aws/g4dn.2xlarge"_s, u"--region"_s,
                                             u"cn-north-1"_s};
        QTest::newRow("fx") << QStringList{u"fx"_s};
    }
    void tableFitsA100ColumnTerminal()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY(lines.size() > 3);
        for (const QByteArray& l : lines)
            QVERIFY2(QString::fromUtf8(l).size() <= 100, l.constData());
    }

    void csvIsRfc4180()
    {
        const Run r = run({u"list"_s, u"--format"_s, u"csv"_s, u"--provider"_s, u"gcp"_s});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY(lines[0].startsWith("id,provider,provider_name,name,"));
        QVERIFY(lines[0].endsWith('\r'));
        QVERIFY(r.out.contains("gcp/a3-highgpu-8g,gcp,Google Cloud,a3-highgpu-8g"));
        QVERIFY(r.out.contains(
            "\"Google Cloud Compute Engine prices (on-demand, spot, 1- and 3-year committed use)"));
    }

    void showPrintsInstanceGpuAndOffers()
    {
        const Run r = run({u"show"_s, u"aws/g4dn.xlarge"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r).object();
        QCOMPARE(o[u"id"_s].toString(), u"aws/g4dn.xlarge"_s);
        QCOMPARE(o[u"gpu"_s].toObject()[u"model"_s].toString(), u"T4 16GB"_s);
        const QJsonArray offers = o[u"offers"_s].toArray();
        QCOMPARE(offers.size(), 2);
        QCOMPARE(offers[1].toObject()[u"currency"_s].toString(), u"CNY"_s);
        QCOMPARE(offers[1].toObject()[u"reserved"_s].toArray().size(), 6);
    }

    void compareMarksBestAndDiffKeepsDifferences()
    {
        const Run all =
            run({u"compare"_s, u"aws/p4d.24xlarge"_s, u"aws/p4de.24xlarge"_s, u"--format"_s, u"json"_s});
        QCOMPARE(all.exitCode, 0);
        const Run diff = run({u"compare"_s, u"aws/p4d.24xlarge"_s, u"aws/p4de.24xlarge"_s, u"--format"_s,
                              u"json"_s, u"--diff"_s});
        QCOMPARE(diff.exitCode, 0);
        const QJsonArray allRows = json(all).object()[u"rows"_s].toArray();
        const QJsonArray diffRows = json(diff).object()[u"rows"_s].toArray();
        QVERIFY(diffRows.size() < allRows.size());
        for (const QJsonValue& v : diffRows)
            QVERIFY(v.toObject()[u"differs"_s].toBool());
        bool sawMemory = false;
        for (const QJsonValue& v : diffRows) {
            const QJsonObject row = v.toObject();
            if (row[u"key"_s].toString() == u"gpu_memory_gb"_s) {
                sawMemory = true;
                QCOMPARE(row[u"best"_s].toArray(), QJsonArray{1});
            }
        }
        QVERIFY(sawMemory);
        const Run table = run({u"compare"_s, u"aws/p4d.24xlarge"_s, u"aws/p4de.24xlarge"_s});
        QVERIFY(table.out.contains(" *"));
    }

    void gpusJsonHasDenseFigures()
    {
        const Run r = run({u"gpus"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray gpus = json(r).array();
        QVERIFY(gpus.size() >= 20);
        bool sawA100 = false;
        for (const QJsonValue& v : gpus) {
            const QJsonObject g = v.toObject();
            for (const char* k : {"model", "vendor", "memory_gb", "memory_type", "memory_bandwidth_gbs",
                                  "fp64_tflops", "fp32_tflops", "tf32_tflops", "bf16_tflops", "fp16_tflops",
                                  "fp8_tflops", "int8_tops", "tdp_w", "source"})
                QVERIFY2(g.contains(QString::fromUtf8(k)), k);
            if (g[u"id"_s].toString() == u"nvidia-a100-sxm4-40gb"_s) {
                sawA100 = true;
                QCOMPARE(g[u"tf32_tflops"_s].toDouble(), 156.0);
                QVERIFY(g[u"fp8_tflops"_s].isNull());
                QCOMPARE(g[u"sparse"_s].toObject()[u"tf32"_s].toDouble(), 312.0);
            }
        }
        QVERIFY(sawA100);
    }

    void catalogInfoNamesFilesAndDates()
    {
        const Run r = run({u"catalog"_s, u"info"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r).object();
        QCOMPARE(o[u"files"_s].toArray().size(), 7);
        QCOMPARE(o[u"providers"_s].toArray().size(), 6);
        QVERIFY(!o[u"newest_price_date"_s].toString().isEmpty());
        QCOMPARE(o[u"usage_prices"_s].toObject().size(), 0); // the snapshot catalog has none
        // The shipped part and the user's imports dated apart (the window's status bar gives the same).
        QCOMPARE(o[u"base_price_date"_s].toString(), o[u"newest_price_date"_s].toString());
        QVERIFY(o[u"imported_price_date"_s].isNull());
        const QString folder = o[u"user_catalog_folder"_s].toString();
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/fixture/beta.json"), folder + u"/beta.json"_s));
        const QJsonObject imported = json(run({u"catalog"_s, u"info"_s, u"--format"_s, u"json"_s})).object();
        QVERIFY(QFile::remove(folder + u"/beta.json"_s));
        QCOMPARE(imported[u"base_price_date"_s].toString(), o[u"newest_price_date"_s].toString());
        QCOMPARE(imported[u"imported_price_date"_s].toString(), u"2026-09-15"_s);
        // With the usage-price fixture: its prices counted per provider, in both forms.
        const QStringList usage{u"--no-builtin"_s, u"--catalog"_s,
                                QStringLiteral(GP_TEST_DATA_DIR "/snapshot"), u"--catalog"_s,
                                QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json")};
        const QJsonObject withUsage =
            json(run(QStringList{u"catalog"_s, u"info"_s, u"--format"_s, u"json"_s} + usage)).object();
        QCOMPARE(withUsage[u"usage_prices"_s].toObject()[u"aws"_s].toInt(), 4);
        QCOMPARE(withUsage[u"usage_prices"_s].toObject()[u"tencent"_s].toInt(), 1);
        QCOMPARE(withUsage[u"files"_s].toArray().size(), 7); // not a catalog file
        const Run text = run(QStringList{u"catalog"_s, u"info"_s} + usage);
        QVERIFY2(text.out.contains("Storage and egress prices: aws 4, tencent 1"), text.out.constData());
    }

    void badUsageExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no command") << QStringList{} << u"no command given"_s;
        QTest::newRow("an unknown command") << QStringList{u"frobnicate"_s} << u"unknown command"_s;
        QTest::newRow("an unknown option") << QStringList{u"list"_s, u"--colour"_s} << u"Unknown option"_s;
        QTest::newRow("an unknown format")
            << QStringList{u"list"_s, u"--format"_s, u"xml"_s} << u"unknown format"_s;
        QTest::newRow("a bad number")
            << QStringList{u"list"_s, u"--min-gpus"_s, u"many"_s} << u"--min-gpus expects a number"_s;
        QTest::newRow("an unknown sort field")
            << QStringList{u"list"_s, u"--sort"_s, u"speed"_s} << u"unknown field \"speed\""_s;
        QTest::newRow("an unknown provider")
            << QStringList{u"list"_s, u"--provider"_s, u"ibm"_s} << u"unknown provider \"ibm\""_s;
        QTest::newRow("a bad price") << QStringList{u"list"_s, u"--max-price"_s, u"cheap"_s}
                                     << u"--max-price"_s;
        QTest::newRow("an unknown instance")
            << QStringList{u"show"_s, u"aws/p9.huge"_s} << u"no instance \"aws/p9.huge\""_s;
        QTest::newRow("an id without provider")
            << QStringList{u"show"_s, u"p5.48xlarge"_s} << u"ids look like provider/name"_s;
        QTest::newRow("compare needs two") << QStringList{u"compare"_s, u"aws/p5.48xlarge"_s} << u"2 to 6"_s;
        QTest::newRow("compare takes six at most")
            << QStringList{u"compare"_s,         u"aws/g5.xlarge"_s,  u"aws/g5.2xlarge"_s,
                           u"aws/g5.4xlarge"_s,  u"aws/g5.8xlarge"_s, u"aws/g5.12xlarge"_s,
                           u"aws/g5.16xlarge"_s, u"aws/g5.24xlarge"_s}
            << u"2 to 6"_s;
        QTest::newRow("--diff outside compare")
            << QStringList{u"list"_s, u"--diff"_s} << u"applies to compare only"_s;
        QTest::newRow("cost of an unknown instance")
            << QStringList{u"cost"_s, u"aws/p9.huge"_s} << u"no instance"_s;
        QTest::newRow("cost in a region without an offer")
            << QStringList{u"cost"_s, u"aws/p4d.24xlarge"_s, u"--region"_s, u"eu-west-9"_s}
            << u"no offer in region \"eu-west-9\"; it is offered in us-east-1"_s;
        QTest::newRow("a negative count")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--count"_s, u"-2"_s}
            << u"--count expects a whole number from 1 to 10000"_s;
        QTest::newRow("no months") << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--months"_s, u"0"_s}
                                   << u"--months expects a whole number from 1 to 600"_s;
        QTest::newRow("usage over 744 h")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--usage"_s, u"745"_s} << u"from 0 to 744"_s;
        QTest::newRow("a malformed --fx")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--fx"_s, u"CNY:7.1"_s}
            << u"expected CODE=RATE"_s;
        QTest::newRow("an unknown pricing model")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--pricing"_s, u"lease"_s}
            << u"expected on-demand, monthly, reserved-1y, reserved-3y, spot or all"_s;
        QTest::newRow("a currency without a rate")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--currency"_s, u"BRL"_s}
            << u"known: USD, AUD"_s;
        QTest::newRow("an unknown precision")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--precision"_s, u"fp2"_s} << u"expected fp64"_s;
        QTest::newRow("cost options elsewhere")
            << QStringList{u"list"_s, u"--months"_s, u"3"_s}
            << u"--months applies to compare, cost, recommend, chart, report, plan add, plan add-storage, plan add-transfer and plan add-item only"_s;
        QTest::newRow("plan without a subcommand")
            << QStringList{u"plan"_s} << u"cost FILE or validate FILE"_s;
        QTest::newRow("a missing plan") << QStringList{u"plan"_s, u"cost"_s, u"/nonexistent.gpuplan"_s}
                                        << u"/nonexistent.gpuplan: cannot read"_s;
        QTest::newRow("a missing catalog path")
            << QStringList{u"catalog"_s, u"validate"_s, u"/nonexistent.json"_s}
            << u"no such file or folder"_s;
    }
    void badUsageExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, fragment);
        const Run r = m_cli.runProcess(args); // the exit status of the program itself
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(u"gpu-planner-cli: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    }

    // `COMMAND --help` prints that command: its synopsis, its own options and the global ones, not the
    // others.
    void commandHelpIsTheCommands_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QStringList>("has");
        QTest::addColumn<QStringList>("hasNot");
        QTest::newRow("list") << QStringList{u"list"_s}
                              << QStringList{u"Usage: gpu-planner-cli list"_s, u"--sort <FIELD>"_s,
                                             u"--max-price <PRICE>"_s, u"--format <FORMAT>"_s}
                              << QStringList{u"--months"_s, u"--payment"_s, u"Commands:"_s};
        QTest::newRow("plan add") << QStringList{u"plan"_s, u"add"_s}
                                  << QStringList{u"Usage: gpu-planner-cli plan add FILE ID"_s,
                                                 u"--start, --start-month <MONTH>"_s, u"--payment"_s}
                                  << QStringList{u"--max-price"_s, u"--gb-once"_s};
        QTest::newRow("after the arguments")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s}
            << QStringList{u"Usage: gpu-planner-cli cost"_s, u"--discount <PCT>"_s}
            << QStringList{u"--max-price"_s};
        // A command's note stands in for the option's own help; another command's note is not shown.
        QTest::newRow("catalog import's -o")
            << QStringList{u"catalog"_s, u"import"_s}
            << QStringList{u"-o, --output <FILE>  Write the imported catalog to this file instead of the "
                           u"user's "
                           "catalog folder."_s,
                           u"--provider <ID>      The provider of the prices."_s}
            << QStringList{u"The PDF to write."_s, u"Only these providers"_s, u"--months"_s};
        QTest::newRow("plan add-storage's region")
            << QStringList{u"plan"_s, u"add-storage"_s}
            << QStringList{u"The region whose price applies."_s,
                           u"How many months the item lasts (default 1)."_s, u"A new plan's currency."_s}
            << QStringList{u"Only this region."_s, u"Horizon in months"_s, u"Used by"_s};
        QTest::newRow("an option without a note")
            << QStringList{u"compare"_s} << QStringList{u"Horizon in months (default 12)."_s}
            << QStringList{u"Used by"_s, u"plan add:"_s};
        QTest::newRow("in Chinese") << QStringList{u"--lang"_s, u"zh_CN"_s, u"plan"_s, u"add-item"_s}
                                    << QStringList{u"收款方（可选）。"_s, u"金额的货币。"_s}
                                    << QStringList{u"Who is paid"_s, u"适用命令"_s};
        // The global help names, under each option, the commands that take it and their notes (the parser
        // wraps its lines at 80 columns).
        QTest::newRow("every command's notes")
            << QStringList{}
            << QStringList{u"Used by list, storage-prices, egress-prices,"_s,
                           u"plan add-item: who is paid (optional)."_s}
            << QStringList{};
        QTest::newRow("no command") << QStringList{}
                                    << QStringList{u"Commands:"_s, u"--sort"_s, u"--months"_s}
                                    << QStringList{};
        QTest::newRow("a group") << QStringList{u"plan"_s} << QStringList{u"Commands:"_s} << QStringList{};
    }
    void commandHelpIsTheCommands()
    {
        QFETCH(QStringList, command);
        QFETCH(QStringList, has);
        QFETCH(QStringList, hasNot);
        const Run r = run(command + QStringList{u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        for (const QString& h : has)
            QVERIFY2(out.contains(h), qPrintable(h + u" missing from:\n"_s + out));
        for (const QString& h : hasNot)
            QVERIFY2(!out.contains(h), qPrintable(h + u" in:\n"_s + out));
    }

    // A numeric option accepts one range in every command that reads it (optionRanges()): a value just over
    // it is refused with the same message everywhere.
    void anOptionHasOneRange_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString tokens = u"--output-tokens expects a whole number from 1 to 1000000, got \"1000001\""_s;
        const QStringList serve{u"--workload"_s, u"inference"_s, u"--model"_s, u"llama-2-70b"_s};
        QTest::newRow("estimate --output-tokens")
            << QStringList{u"estimate"_s, u"--instance"_s, u"aws/p5.48xlarge"_s} + serve +
                   QStringList{u"--output-tokens"_s, u"1000001"_s}
            << tokens;
        QTest::newRow("recommend --output-tokens")
            << QStringList{u"recommend"_s, u"--qps"_s, u"10"_s} + serve +
                   QStringList{u"--output-tokens"_s, u"1000001"_s}
            << tokens;
        const QString count = u"--count expects a whole number from 1 to 10000, got \"10001\""_s;
        QTest::newRow("estimate --count")
            << QStringList{u"estimate"_s, u"--instance"_s, u"aws/p5.48xlarge"_s} + serve +
                   QStringList{u"--count"_s, u"10001"_s}
            << count;
        QTest::newRow("cost --count")
            << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--count"_s, u"10001"_s} << count;
    }
    void anOptionHasOneRange()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Every range names an option of the table, so none is left behind when an option is renamed.
    void everyRangeIsAnOption()
    {
        QSet<QString> names;
        for (const gp::cli::OptionSpec& o : gp::cli::optionTable())
            names += QSet<QString>(o.option.names().cbegin(), o.option.names().cend());
        for (auto it = gp::cli::optionRanges().cbegin(); it != gp::cli::optionRanges().cend(); ++it) {
            QVERIFY2(names.contains(it.key()), qPrintable(it.key()));
            QVERIFY(it->min <= it->max);
        }
    }

    // --gpu names a product by whole words of its model or id: A10 finds A10 offers, never A100 or A10G
    // ones, though both names begin with it.
    void gpuFilterMatchesWholeWords()
    {
        const Run r = run({u"list"_s, u"--gpu"_s, u"A10"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 0);
        QSet<QString> gpus;
        for (const QJsonValue& v : json(r).array())
            gpus << v[u"gpu_id"_s].toString();
        QCOMPARE(gpus, QSet<QString>{u"nvidia-a10"_s});
    }

    // The commands the suite runs in its own process answer exactly as the program does: output bytes,
    // messages and exit code.
    void inProcessRunsAnswerAsTheProgram_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("a table") << QStringList{u"list"_s, u"--gpu"_s, u"H100"_s, u"--limit"_s, u"5"_s};
        QTest::newRow("JSON") << QStringList{u"show"_s, u"aws/p5.48xlarge"_s, u"--format"_s, u"json"_s};
        QTest::newRow("CSV") << QStringList{u"gpus"_s, u"--format"_s, u"csv"_s};
        QTest::newRow("a cost") << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--hours"_s, u"100"_s};
        QTest::newRow("bad usage, exit 2") << QStringList{u"list"_s, u"--sort"_s, u"nonsense"_s};
        QTest::newRow("a missing file, exit 2")
            << QStringList{u"plan"_s, u"cost"_s, u"/nonexistent.gpuplan"_s};
    }
    void inProcessRunsAnswerAsTheProgram()
    {
        QFETCH(QStringList, args);
        QVERIFY(InProcessCliRunner::runsInProcess(args, {}));
        const Run inside = m_cli.run(args);
        const Run program = m_cli.runProcess(args);
        QCOMPARE(inside.exitCode, program.exitCode);
        QCOMPARE(inside.out, program.out);
        QCOMPARE(inside.err, program.err);
    }

    // --version: "gpu-planner-cli VERSION" first (scripts read that line), then copyright and licence.
    void versionNamesTheLicence()
    {
        const Run r = m_cli.runProcess({u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(u'\n');
        QCOMPARE(lines.value(0), u"gpu-planner-cli " GP_VERSION ""_s);
        QVERIFY2(lines.contains(u"License GPL-3.0-or-later: GNU GPL version 3 or later "
                                u"<https://www.gnu.org/licenses/gpl-3.0.html>"_s),
                 r.out.constData());
    }

    void validateReportsFileLineAndColumn()
    {
        const QString path =
            writeFile(u"broken.json"_s, "{\n  \"format\": \"gpu-planner-catalog\",\n  \"version\": 1,,\n}");
        const Run r = run({u"catalog"_s, u"validate"_s, path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"gpu-planner-cli: "_s + path + u":3:16: "_s), qPrintable(r.err));
        QVERIFY(r.out.contains("INVALID"));
    }

    void validateReportsJsonPaths()
    {
        const QString path = writeFile(u"bad-price.json"_s, R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"s": {"title": "t", "as_of": "2026-01-01"}},
          "provider": {"id": "mine", "name": "Mine", "currency": "USD"},
          "instances": [{"name": "x1", "gpu": "nvidia-t4", "gpu_count": 1, "vcpus": 4, "memory_gib": 16,
            "gpu_interconnect": "none", "source": "s",
            "offers": [{"region": "r", "source": "s", "on_demand": {"hourly": -2}}]}]})");
        const Run r = run({u"catalog"_s, u"validate"_s, path, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 2);
        const QJsonObject o = json(r).object();
        QCOMPARE(o[u"valid"_s].toBool(), false);
        QCOMPARE(o[u"errors"_s].toArray()[0].toObject()[u"path"_s].toString(),
                 u"instances[0].offers[0].on_demand.hourly"_s);
    }

    void validateAcceptsTheBuiltinFormat()
    {
        const Run r = run({u"catalog"_s, u"validate"_s, QStringLiteral(GP_SOURCE_DIR) + u"/catalog"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(": OK - ") && r.out.contains("; 0 errors, 0 warnings"), r.out.constData());
    }

    void extraCatalogAddsAndReportsBadEntries()
    {
        const QString path = writeFile(u"extra.json"_s, R"({"format": "gpu-planner-catalog", "version": 1,
          "sources": {"s": {"title": "Lambda price list", "as_of": "2026-10-01"}},
          "provider": {"id": "lambda", "name": "Lambda", "currency": "USD"},
          "instances": [{"name": "gpu_1x_h100_sxm5", "gpu": "nvidia-h100-sxm5-80gb", "gpu_count": 1, "vcpus": 26,
            "memory_gib": 225, "gpu_interconnect": "none", "source": "s",
            "offers": [{"region": "us-east-1", "source": "s", "on_demand": {"hourly": 3.29}}]},
            {"name": "broken", "gpu": "nvidia-h100-sxm5-80gb", "gpu_count": 1, "vcpus": "lots", "memory_gib": 1,
             "gpu_interconnect": "none", "source": "s"}]})");
        const Run r =
            run({u"list"_s, u"--catalog"_s, path, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s});
        QCOMPARE(r.exitCode, 2); // the good entry is listed, the bad one reported
        QCOMPARE(json(r).array().size(), 1);
        QVERIFY2(r.err.contains(path + u": instances[1].vcpus: expected an integer"_s), qPrintable(r.err));

        const Run noBuiltin =
            run({u"list"_s, u"--no-builtin"_s, u"--catalog"_s, path, u"--format"_s, u"json"_s});
        QCOMPARE(noBuiltin.exitCode, 2); // its GPU is in the built-in catalog, which is left out
        QVERIFY(noBuiltin.err.contains(u"unknown GPU \"nvidia-h100-sxm5-80gb\""_s));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
