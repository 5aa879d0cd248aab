// `gpu-planner-cli catalog import`, `catalog list-sources` and `catalog remove`: the pinned flags, the
// report on stderr, exit codes, and the imported offers as `list` shows them.
#include "clirunner.h"
#include "localhttpserver.h"

#include "freshness.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <set>
#include <tuple>

using namespace Qt::StringLiterals;

class tst_CliImport : public QObject
{
    Q_OBJECT

private:
    static QString data(const QString& relative)
    {
        return QStringLiteral(GP_TEST_DATA_DIR) + u"/import/"_s + relative;
    }

    // (instance, region, on-demand price) of every H100 row of the Lambda file, read straight from the CSV.
    static std::set<std::tuple<QString, QString, double>> lambdaH100Rows()
    {
        QFile f(data(u"skypilot/lambda/vms.csv"_s));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("no Lambda file");
        std::set<std::tuple<QString, QString, double>> out;
        const QList<QByteArray> lines = f.readAll().split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> cells = lines[i].trimmed().split(',');
            // InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,...
            if (cells.size() > 6 && cells[1] == "H100")
                out.insert({QString::fromUtf8(cells[0]), QString::fromUtf8(cells[6]), cells[5].toDouble()});
        }
        return out;
    }

private Q_SLOTS:
    void importLambdaThenListItsH100Offers()
    {
        CliRunner cli;
        const auto r = cli.run({u"catalog"_s, u"import"_s, u"--format"_s, u"skypilot"_s, u"--as-of"_s,
                                u"2026-11-01"_s, data(u"skypilot/lambda/vms.csv"_s)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Imported 374 offers (22 instance types) into "), r.out.constData());
        QVERIFY(r.err.contains(u"provider lambda"_s)); // from the folder name
        QVERIFY(
            r.err.contains(u"rows read: 425; offers imported: 374 (22 instance types); rows skipped: 51"_s));
        QVERIFY(r.err.contains(u"skipped 51 × no accelerator (CPU instance)"_s));
        QVERIFY(!r.err.contains(u"not in the GPU table"_s)); // GH200, A6000 and RTX6000 are in it
        const QString written =
            QDir(cli.home.path()).filePath(u"gpu-planner/catalog/imported-lambda-skypilot.json"_s);
        QVERIFY2(QFileInfo::exists(written), qPrintable(written));

        // Exactly the file's H100 offers, with the same prices.
        const auto list = cli.run(
            {u"list"_s, u"--gpu"_s, u"H100"_s, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        std::set<std::tuple<QString, QString, double>> got;
        for (const auto& v : CliRunner::json(list).array()) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o[u"currency"_s].toString(), u"USD"_s);
            QCOMPARE(o[u"as_of"_s].toString(), u"2026-11-01"_s);
            QCOMPARE(o[u"stale"_s].toBool(), gp::isStale(QDate(2026, 11, 1)));
            got.insert(
                {o[u"name"_s].toString(), o[u"region"_s].toString(), o[u"on_demand_hourly"_s].toDouble()});
        }
        const auto expected = lambdaH100Rows();
        QCOMPARE(expected.size(), std::size_t(85));
        QVERIFY(got == expected);

        // With only the GPU table and the import loaded, the plain query returns exactly the file's H100
        // offers.
        const auto only = cli.run({u"--no-builtin"_s, u"--catalog"_s,
                                   QStringLiteral(GP_SOURCE_DIR) + u"/catalog/gpus.json"_s, u"list"_s,
                                   u"--gpu"_s, u"H100"_s, u"--format"_s, u"json"_s});
        QCOMPARE(only.exitCode, 0);
        std::set<std::tuple<QString, QString, double>> onlyImported;
        for (const auto& v : CliRunner::json(only).array()) {
            const QJsonObject o = v.toObject();
            onlyImported.insert(
                {o[u"name"_s].toString(), o[u"region"_s].toString(), o[u"on_demand_hourly"_s].toDouble()});
        }
        QVERIFY(onlyImported == expected);

        // Without the provider filter the built-in H100 offers are still there as well.
        const auto all = cli.run({u"list"_s, u"--gpu"_s, u"H100"_s, u"--format"_s, u"json"_s});
        QVERIFY(CliRunner::json(all).array().size() > 85);

        // list-sources names the import with its date and counts; remove takes it away.
        const auto sources = cli.run({u"catalog"_s, u"list-sources"_s, u"--format"_s, u"json"_s});
        QCOMPARE(sources.exitCode, 0);
        bool found = false;
        for (const auto& v : CliRunner::json(sources).object()[u"files"_s].toArray()) {
            const QJsonObject o = v.toObject();
            if (o[u"kind"_s].toString() == u"imported (skypilot)"_s) {
                found = true;
                QCOMPARE(o[u"provider"_s].toString(), u"lambda"_s);
                QCOMPARE(o[u"offers"_s].toInt(), 374);
                QCOMPARE(o[u"newest_as_of"_s].toString(), u"2026-11-01"_s);
                QCOMPARE(o[u"import"_s].toObject()[u"format"_s].toString(), u"skypilot"_s);
            }
        }
        QVERIFY(found);
        const auto removed = cli.run({u"catalog"_s, u"remove"_s, u"lambda"_s});
        QCOMPARE(removed.exitCode, 0);
        QVERIFY(!QFileInfo::exists(written));
        const auto gone = cli.run({u"list"_s, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s});
        QCOMPARE(gone.exitCode, 2);
        QVERIFY(gone.err.contains(u"unknown provider \"lambda\""_s));
        const auto again = cli.run({u"catalog"_s, u"remove"_s, u"lambda"_s});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains(u"no imported catalog \"lambda\""_s));
    }

    void outputFileAndTemplate()
    {
        CliRunner cli;
        const QString out = cli.home.filePath(u"aliyun.json"_s);
        const auto r = cli.run({u"catalog"_s, u"import"_s, data(u"template.csv"_s), u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains(u"GPU Planner CSV template"_s)); // detected
        QVERIFY(QFileInfo::exists(out));
        const auto list =
            cli.run({u"--catalog"_s, out, u"list"_s, u"--provider"_s, u"aliyun"_s, u"--format"_s, u"json"_s});
        bool seen = false;
        for (const auto& v : CliRunner::json(list).array()) {
            const QJsonObject o = v.toObject();
            if (o[u"name"_s].toString() == u"ecs.gn7e-c16g1.32xlarge"_s) {
                seen = true;
                QCOMPARE(o[u"on_demand_hourly"_s].toDouble(), 277.933);
                QCOMPARE(o[u"currency"_s].toString(), u"CNY"_s);
                QCOMPARE(o[u"as_of"_s].toString(), u"2024-12-30"_s);
                QCOMPARE(o[u"stale"_s].toBool(), true); // older than 12 months
                QCOMPARE(o[u"price_sources"_s].toObject()[u"on_demand"_s].toObject()[u"stale"_s].toBool(),
                         true);
            }
        }
        QVERIFY(seen);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown format")
            << QStringList{u"--format"_s, u"excel"_s, data(u"template.csv"_s)} << 2
            << u"--format: unknown import format \"excel\"; expected skypilot, ec2instances, csv"_s;
        QTest::newRow("undetectable")
            << QStringList{data(u"bad/not-skypilot.csv"_s)} << 2 << u"cannot tell the format"_s;
        QTest::newRow("missing file")
            << QStringList{u"/nonexistent/vms.csv"_s} << 2 << u"/nonexistent/vms.csv: cannot read"_s;
        QTest::newRow("bad date") << QStringList{u"--as-of"_s, u"yesterday"_s,
                                                 data(u"skypilot/lambda/vms.csv"_s)}
                                  << 2 << u"--as-of expects a date"_s;
        QTest::newRow("unclosed quote")
            << QStringList{u"--provider"_s, u"lambda"_s, u"--as-of"_s, u"2026-11-01"_s,
                           data(u"bad/unclosed-quote.csv"_s)}
            << 2 << u"unclosed-quote.csv:3:46: a quoted field opened here is never closed"_s;
        QTest::newRow("not UTF-8") << QStringList{u"--provider"_s,          u"lambda"_s,   u"--as-of"_s,
                                                  u"2026-11-01"_s,          u"--format"_s, u"skypilot"_s,
                                                  data(u"bad/latin1.csv"_s)}
                                   << 2 << u"latin1.csv:3:37: not UTF-8 text"_s;
        QTest::newRow("empty") << QStringList{u"--provider"_s,         u"lambda"_s,  u"--format"_s,
                                              u"skypilot"_s,           u"--as-of"_s, u"2026-11-01"_s,
                                              data(u"bad/empty.csv"_s)}
                               << 2 << u"empty.csv: the file is empty"_s;
        QTest::newRow("nothing importable")
            << QStringList{u"--as-of"_s, u"2026-11-01"_s, data(u"skypilot/gcp/vms.csv"_s)} << 2
            << u"nothing could be imported"_s;
        QTest::newRow("two providers")
            << QStringList{u"--provider"_s, u"a,b"_s, data(u"skypilot/lambda/vms.csv"_s)} << 2
            << u"one --provider"_s;
        QTest::newRow("no file") << QStringList{} << 2 << u"catalog import needs one FILE"_s;
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        CliRunner cli;
        const auto r = cli.run(QStringList{u"catalog"_s, u"import"_s} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFileInfo::exists(QDir(cli.home.path()).filePath(u"gpu-planner/catalog"_s)) ||
                QDir(QDir(cli.home.path()).filePath(u"gpu-planner/catalog"_s)).isEmpty());
    }

    // A folder name that is not a provider id gives no provider: the user must say.
    void providerNeeded()
    {
        CliRunner cli;
        const QString folder = cli.home.filePath(u"My Prices"_s);
        QDir().mkpath(folder);
        QFile::copy(data(u"skypilot/fluidstack/vms.csv"_s), folder + u"/vms.csv"_s);
        const auto r =
            cli.run({u"catalog"_s, u"import"_s, u"--as-of"_s, u"2026-11-01"_s, folder + u"/vms.csv"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"Give --provider"_s), qPrintable(r.err));
        const auto ok = cli.run({u"catalog"_s, u"import"_s, u"--provider"_s, u"fluidstack"_s, u"--as-of"_s,
                                 u"2026-11-01"_s, folder + u"/vms.csv"_s});
        QCOMPARE(ok.exitCode, 0);
    }

    // catalog update against a server on 127.0.0.1 started here: the real Lambda file, then a 404.
    void updateFromALocalMirror()
    {
        LocalHttpServer server;
        QFile lambda(data(u"skypilot/lambda/vms.csv"_s));
        QVERIFY(lambda.open(QIODevice::ReadOnly));
        server.route("/lambda/vms.csv", {LocalHttpServer::Route::Kind::Body, lambda.readAll()});
        server.route("/missing/vms.csv", {LocalHttpServer::Route::Kind::NotFound, {}});
        CliRunner cli;
        const auto sourcesFile = [&](const QString& path) {
            const QString file = cli.home.filePath(u"sources.json"_s);
            QFile f(file);
            if (!f.open(QIODevice::WriteOnly))
                qFatal("cannot write the sources");
            f.write(QStringLiteral("{\"format\": \"gpu-planner-price-sources\", \"version\": 1, "
                                   "\"sources\": [{\"provider\": \"lambda\", \"url\": \"%1\"}]}")
                        .arg(server.url(path))
                        .toUtf8());
            return file;
        };
        QProcessEnvironment noProxy;
        noProxy.insert(u"http_proxy"_s, QString());
        noProxy.insert(u"no_proxy"_s, u"127.0.0.1"_s);

        const QString sources = sourcesFile(u"/lambda/vms.csv"_s);
        const auto listed =
            cli.run({u"catalog"_s, u"update"_s, u"--list"_s, u"--sources"_s, sources}, noProxy);
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(listed.out.contains(server.url(u"/lambda/vms.csv"_s).toUtf8()));
        QCOMPARE(server.requests(), 0); // --list downloads nothing

        const auto r =
            cli.run({u"catalog"_s, u"update"_s, u"--sources"_s, sources, u"--format"_s, u"json"_s}, noProxy);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = CliRunner::json(r).object();
        QCOMPARE(j[u"outcome"_s].toString(), u"updated"_s);
        const QJsonObject p = j[u"providers"_s].toArray()[0].toObject();
        QCOMPARE(p[u"state"_s].toString(), u"updated"_s);
        QCOMPARE(p[u"offers"_s].toInt(), 374);
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QCOMPARE(p[u"file"_s].toString(), u"lambda/"_s + today + u".json"_s);
        QVERIFY2(r.err.contains(u"lambda: downloaded"_s), qPrintable(r.err));

        // The new prices are in use, dated today; list-sources names the file a price update.
        const auto list = cli.run({u"list"_s, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray rows = CliRunner::json(list).array();
        QCOMPARE(rows.size(), 374);
        for (const QJsonValue& row : rows)
            QCOMPARE(row[u"as_of"_s].toString(), today);
        const auto sourcesOut = cli.run({u"catalog"_s, u"list-sources"_s, u"--format"_s, u"json"_s});
        QVERIFY2(sourcesOut.out.contains("\"price update\""), sourcesOut.out.constData());

        // A download that fails: exit 1, the reason, and the prices in use stay.
        const auto failed =
            cli.run({u"catalog"_s, u"update"_s, u"--sources"_s, sourcesFile(u"/missing/vms.csv"_s)}, noProxy);
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains(u"404"_s) && failed.err.contains(u"Nothing changed"_s),
                 qPrintable(failed.err));
        QCOMPARE(CliRunner::json(cli.run({u"list"_s, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s}))
                     .array()
                     .size(),
                 374);
    }

    void updateBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("sources");
        QTest::addColumn<QString>("expected");
        const QByteArray good =
            "{\"format\": \"gpu-planner-price-sources\", \"version\": 1, "
            "\"sources\": [{\"provider\": \"lambda\", \"url\": \"https://example.com/vms.csv\"}]}";
        QTest::newRow("plain http")
            << QStringList{}
            << QByteArray("{\"format\": \"gpu-planner-price-sources\", \"version\": 1, "
                          "\"sources\": [{\"provider\": \"lambda\", \"url\": \"http://example.com/v.csv\"}]}")
            << u"sources.json: sources[0].url"_s;
        QTest::newRow("syntax") << QStringList{} << QByteArray("{\n  \"format\": ,") << u"sources.json:2:"_s;
        QTest::newRow("provider not in the list")
            << QStringList{u"--provider"_s, u"aws"_s} << good << u"no price source for provider \"aws\""_s;
        QTest::newRow("timeout") << QStringList{u"--timeout"_s, u"soon"_s} << good << u"--timeout"_s;
        QTest::newRow("max-size") << QStringList{u"--max-size"_s, u"0"_s} << good << u"--max-size"_s;
        QTest::newRow("an argument") << QStringList{u"extra"_s} << good << u"unexpected argument \"extra\""_s;
    }

    void updateBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, sources);
        QFETCH(QString, expected);
        CliRunner cli;
        const QString file = cli.home.filePath(u"sources.json"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sources);
        f.close();
        const auto r = cli.run(QStringList{u"catalog"_s, u"update"_s, u"--sources"_s, file} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(cli.home.filePath(u"gpu-planner/prices/current.json"_s)));
    }

    void unwritableOutputIsAFailure()
    {
        CliRunner cli;
        const auto r = cli.run(
            {u"catalog"_s, u"import"_s, data(u"template.csv"_s), u"-o"_s, u"/proc/gpu-planner.json"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"cannot write"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(tst_CliImport)
#include "tst_cliimport.moc"
