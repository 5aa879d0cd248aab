// Scenario files and the JSON contract of `recommend` and `estimate` (core/output/scenariojson.h).
#include "scenariojson.h"
#include "testcatalog.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using namespace Qt::StringLiterals;

class tst_ScenarioJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        Scenario s;
        s.workload = Workload::Finetune;
        s.params = 13e9;
        s.tokens = 2e10;
        s.recompute = true;
        s.precision = Precision::FP16;
        s.mfu = 0.35;
        s.contextTokens = 8192;
        s.qps = 2.5;
        s.outputTokens = 300;
        s.latencyMs = 40;
        s.kvBytesPerToken = 327'680;
        s.serveMonths = 6;
        s.deadlineDays = 14;
        s.currency = u"CNY"_s;
        s.budget = Money::parse(u"250000.5"_s, u"CNY"_s);
        s.interruptible = true;
        s.providers = {u"aliyun"_s, u"tencent"_s};
        s.regions = {u"cn-beijing"_s};
        s.top = 7;
        s.rankBy = RankBy::Cost;
        s.maxGpus = 64;
        s.spotOverheadBp = 1500;
        s.seqLen = 8192;
        s.globalBatchTokens = 2'097'152;
        s.layout.tp = 4;
        s.layout.pp = 2;
        s.layout.cp = 1;
        s.layout.ep = 1;
        s.layout.zero = 3;
        const QByteArray text = QByteArray::fromStdString(scenariojson::toJson(s).dump(2));
        IssueList issues;
        const auto back = scenariojson::fromJson(text, u"s.json"_s, issues);
        QVERIFY2(back, qPrintable(issues.isEmpty() ? QString() : issues.first().toString()));
        QVERIFY(issues.isEmpty());
        QCOMPARE(QByteArray::fromStdString(scenariojson::toJson(*back).dump(2)), text);
        QCOMPARE(back->budget, s.budget);
        QCOMPARE(back->providers, s.providers);
        QCOMPARE(back->spotOverheadBp, 1500);
        QCOMPARE(back->seqLen, std::optional<int>(8192));
        QCOMPARE(back->globalBatchTokens, std::optional<double>(2'097'152));
        QCOMPARE(back->layout.tp, std::optional<int>(4));
        QCOMPARE(back->layout.zero, std::optional<int>(3));
    }

    void loadsAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"s.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"workload": "inference", "params": 7e9, "qps": 4, "months": 12})");
        f.close();
        IssueList issues;
        const auto s = scenariojson::load(path, issues);
        QVERIFY(s);
        QCOMPARE(s->workload, Workload::Inference);
        QCOMPARE(*s->qps, 4.0);
        QCOMPARE(s->serveMonths, 12);
        QVERIFY(!scenariojson::load(dir.filePath(u"missing.json"_s), issues));
        QVERIFY(issues.last().toString().contains(u"missing.json"_s));
        QVERIFY(!scenariojson::load(dir.path(), issues));
        QVERIFY(issues.last().toString().contains(u"is a folder"_s));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected"); // fragment of the first error
        QTest::newRow("syntax") << QByteArray("{\"workload\": \"train\",\n \"params\": }") << u"s.json:2:"_s;
        QTest::newRow("not an object") << QByteArray("[1, 2]") << u"expected an object, got an array"_s;
        QTest::newRow("no workload") << QByteArray("{\"params\": 7e9}") << u"workload"_s;
        QTest::newRow("unknown workload") << QByteArray("{\"workload\": \"mining\"}")
                                          << u"unknown value \"mining\"; expected one of train, finetune"_s;
        QTest::newRow("params a string") << QByteArray("{\"workload\": \"train\", \"params\": \"7B\"}")
                                         << u"params: expected a number, got a string"_s;
        QTest::newRow("negative tokens")
            << QByteArray("{\"workload\": \"train\", \"tokens\": -1}") << u"tokens"_s;
        QTest::newRow("mfu above 1") << QByteArray("{\"workload\": \"train\", \"mfu\": 1.5}") << u"mfu"_s;
        QTest::newRow("interruptible a string")
            << QByteArray("{\"workload\": \"train\", \"interruptible\": \"yes\"}")
            << u"interruptible: expected true or false, got a string"_s;
        QTest::newRow("providers not a list")
            << QByteArray("{\"workload\": \"train\", \"providers\": \"aws\"}")
            << u"providers: expected an array"_s;
        QTest::newRow("empty provider")
            << QByteArray("{\"workload\": \"train\", \"providers\": [\"aws\", \"\"]}") << u"providers[1]"_s;
        QTest::newRow("bad budget") << QByteArray("{\"workload\": \"train\", \"budget\": \"lots\"}")
                                    << u"budget"_s;
        QTest::newRow("zero budget") << QByteArray("{\"workload\": \"train\", \"budget\": 0}")
                                     << u"budget: the budget must be above 0"_s;
        QTest::newRow("lower-case currency")
            << QByteArray("{\"workload\": \"train\", \"currency\": \"usd\"}") << u"currency"_s;
        QTest::newRow("rank") << QByteArray("{\"workload\": \"train\", \"rank\": \"fun\"}")
                              << u"expected one of cost, time, balanced"_s;
        QTest::newRow("top 0") << QByteArray("{\"workload\": \"train\", \"top\": 0}") << u"top"_s;
        QTest::newRow("NaN") << QByteArray("{\"workload\": \"train\", \"params\": NaN}") << u"s.json:1:"_s;
        QTest::newRow("duplicate key")
            << QByteArray("{\"workload\": \"train\", \"workload\": \"render\"}") << u"workload"_s;
        QTest::newRow("empty") << QByteArray() << u"s.json"_s;
    }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        IssueList issues;
        const auto s = scenariojson::fromJson(text, u"s.json"_s, issues);
        QVERIFY(!s);
        QVERIFY(countErrors(issues) > 0);
        QString all;
        for (const Issue& i : issues)
            all += i.toString() + u'\n';
        QVERIFY2(all.contains(expected), qPrintable(all));
        QVERIFY2(all.contains(u"s.json"_s), qPrintable(all));
    }

    void unknownKeyIsAWarning()
    {
        IssueList issues;
        const auto s =
            scenariojson::fromJson(R"({"workload": "train", "deadline_day": 3})", u"s.json"_s, issues);
        QVERIFY(s);
        QCOMPARE(countWarnings(issues), 1);
        QVERIFY(issues.first().toString().contains(u"deadline_day"_s));
    }

    // The example in docs/estimation.md is a valid scenario.
    void documentedExampleLoads()
    {
        QFile doc(QStringLiteral(GP_SOURCE_DIR) + u"/docs/estimation.md"_s);
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const qsizetype start = text.indexOf(u"```json\n"_s);
        QVERIFY(start >= 0);
        const qsizetype end = text.indexOf(u"```"_s, start + 8);
        IssueList issues;
        const auto s =
            scenariojson::fromJson(text.mid(start + 8, end - start - 8).toUtf8(), u"estimation.md"_s, issues);
        QVERIFY2(s, qPrintable(issues.isEmpty() ? QString() : issues.first().toString()));
        QVERIFY(issues.isEmpty());
        QCOMPARE(s->workload, Workload::Finetune);
        QCOMPARE(s->currency, u"CNY"_s);
        const auto r = recommend(loadSnapshotCatalog(), *s, snapshotRates());
        QVERIFY(r);
    }

    void recommendationsContract()
    {
        const Catalog catalog = loadSnapshotCatalog();
        Scenario s;
        s.workload = Workload::Train;
        s.params = 7e9;
        s.tokens = 1e11;
        s.qps = 1;
        s.top = 3;
        const auto r = recommend(catalog, s, snapshotRates());
        QVERIFY(r);
        const OutJson j = recommendationsToJson(r.value(), s);
        for (const char* key : {"recommendations", "cheapest", "fastest", "two_phase_plan", "ruled_out",
                                "assumptions", "currency", "workload", "rank_by", "scenario"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["recommendations"].size(), std::size_t(3));
        const OutJson& first = j["recommendations"][0];
        for (const char* key :
             {"rank", "instance", "region", "instances", "gpus", "gpu_model", "gpu_memory_total_gb",
              "pricing", "days", "total_cost", "currency", "prices_as_of", "prices_as_of_basis", "reasons"})
            QVERIFY2(first.contains(key), key);
        const std::string basis = first["prices_as_of_basis"].get<std::string>();
        QVERIFY(basis == "published" || basis == "retrieved");
        QCOMPARE(first["rank"].get<int>(), 1);
        QVERIFY(first["reasons"].is_array() && !first["reasons"].empty());
        QVERIFY(first["gpus"].is_number_integer());
        QCOMPARE(j["two_phase_plan"]["phases"].size(), std::size_t(2));
        QVERIFY(j["ruled_out"].is_null());
    }
};

QTEST_GUILESS_MAIN(tst_ScenarioJson)
#include "tst_scenariojson.moc"
