// PriceUpdater, the price-source list and the update folder's current.json, against a real HTTP server on
// 127.0.0.1 started by the test: a real price file, a 404, a body cut short, a server that stalls, one that
// never ends, content that is not a price file, a port nobody listens on, and a cancel. The switch is checked
// with this program started again as a child update (--update-child) that is killed (SIGKILL) or held at each
// of its steps, and two of them racing.
#include "catalog.h"
#include "localhttpserver.h"
#include "priceupdate.h"
#include "priceupdates.h"
#include "testcatalog.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <cstdio>

#include <unistd.h>

using namespace gp;
using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Every file under a folder with its bytes: "nothing changed" compares two of these.
QMap<QString, QByteArray> folderState(const QString& folder)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(QDir(folder).relativeFilePath(path), readAll(path));
    }
    return out;
}

PriceSourceList sourcesFor(const QList<std::pair<QString, QString>>& providerUrls)
{
    PriceSourceList list;
    list.file = u"test"_s;
    for (const auto& [provider, url] : providerUrls)
        list.sources << PriceSource{provider, QUrl(url), ImportFormat::SkyPilot};
    return list;
}

// A child update: --update-child FOLDER TODAY STEP INDEX ACTION LOCK_WAIT_MS PROVIDER=URL... It prints
// "step N I" after each step of the switch, and at STEP (and INDEX, -1 for any) either kills itself
// (ACTION "kill") or waits until a file exists (ACTION "wait:PATH"); then its summary. Exit 0 when the prices
// were updated.
int updateChild(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 9)
        return 2;
    QList<std::pair<QString, QString>> providers;
    for (const QString& a : args.mid(8))
        providers << std::pair{a.section(u'=', 0, 0), a.section(u'=', 1)};
    PriceUpdateOptions o;
    o.folder = args[2];
    o.today = QDate::fromString(args[3], Qt::ISODate);
    o.fetchProgram = QStringLiteral(GP_FETCH_PROGRAM);
    o.knownGpus = loadSnapshotCatalog().gpus();
    o.idleTimeoutMs = 5000;
    o.lockWaitMs = args[7].toInt();
    const int stopStep = args[4].toInt();
    const int stopIndex = args[5].toInt();
    const QString action = args[6];
    o.onStep = [&](PriceUpdateStep step, int index) {
        std::printf("step %d %d\n", int(step), index);
        std::fflush(stdout);
        if (int(step) != stopStep || (stopIndex >= 0 && index != stopIndex))
            return;
        if (action == u"kill"_s)
            ::kill(::getpid(), SIGKILL);
        else if (action.startsWith(u"wait:"_s))
            while (!QFileInfo::exists(action.mid(5)))
                QThread::msleep(10);
    };
    PriceUpdater updater(sourcesFor(providers), o);
    const PriceUpdateOutcome outcome = updater.run();
    for (const QString& line : updater.summary())
        std::printf("%s\n", qPrintable(line));
    return outcome == PriceUpdateOutcome::Updated ? 0 : 1;
}

// Starts a child update (see updateChild).
std::unique_ptr<QProcess> startChild(const QString& folder, const QString& today, PriceUpdateStep step,
                                     int index, const QString& action, int lockWaitMs,
                                     const QList<std::pair<QString, QString>>& providerUrls)
{
    QStringList providers;
    for (const auto& [provider, url] : providerUrls)
        providers << provider + u'=' + url;
    auto p = std::make_unique<QProcess>();
    p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p->start(QCoreApplication::applicationFilePath(),
             QStringList{u"--update-child"_s, folder, today, QString::number(int(step)),
                         QString::number(index), action, QString::number(lockWaitMs)} +
                 providers);
    if (!p->waitForStarted())
        qFatal("cannot start the child update");
    return p;
}

// Waits for a child with an event loop running (the test's HTTP server answers on this thread).
QString waitForChild(QProcess& p)
{
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    if (p.state() != QProcess::NotRunning)
        loop.exec();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Waits until a running child has printed `line` (a step), with the event loop running.
bool waitForLine(QProcess& p, const QByteArray& line, QByteArray& seen)
{
    QEventLoop loop;
    QObject::connect(&p, &QProcess::readyReadStandardOutput, &loop, [&] {
        seen += p.readAllStandardOutput();
        if (seen.contains(line))
            loop.quit();
    });
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    seen += p.readAllStandardOutput();
    if (!seen.contains(line) && p.state() != QProcess::NotRunning)
        loop.exec();
    return seen.contains(line);
}

} // namespace

class tst_PriceUpdate : public QObject
{
    Q_OBJECT

    LocalHttpServer m_server;
    QByteArray m_vast; // real SkyPilot-format excerpts (tests/data/import/real)
    QByteArray m_azure;
    QMap<QString, Gpu> m_gpus;

    PriceUpdateOptions options(const QString& folder) const
    {
        PriceUpdateOptions o;
        o.folder = folder;
        o.fetchProgram = QStringLiteral(GP_FETCH_PROGRAM);
        o.knownGpus = m_gpus;
        o.today = QDate(2026, 12, 1);
        o.idleTimeoutMs = 5000;
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The download program must go straight to 127.0.0.1, whatever proxy this machine has.
        for (const char* v :
             {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
            qunsetenv(v);
        m_vast = readAll(QStringLiteral(GP_TEST_DATA_DIR "/import/real/vast/vms.csv"));
        m_azure = readAll(QStringLiteral(GP_TEST_DATA_DIR "/import/real/azure/vms.csv"));
        m_gpus = loadSnapshotCatalog().gpus();
        using K = LocalHttpServer::Route::Kind;
        m_server.route("/vast/vms.csv", {K::Body, m_vast});
        m_server.route("/azure/vms.csv", {K::Body, m_azure});
        // The same offers at other prices: an earlier day's list, to tell old prices from new ones.
        QByteArray vastOld = m_vast;
        vastOld.replace(",0.", ",1.");
        m_server.route("/vast-old/vms.csv", {K::Body, vastOld});
        QByteArray big =
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n";
        for (int i = 0; i < 150'000; ++i)
            big += "gpu_1x_a10,A10,1,30,200,1.29,,region-" + QByteArray::number(i) + "\n";
        m_server.route("/big.csv", {K::Body, big});
        m_server.route("/dated/vms.csv", {K::Body, m_vast, "Tue, 10 Nov 2026 08:00:00 GMT"});
        m_server.route("/future/vms.csv", {K::Body, m_vast, "Fri, 31 Dec 9999 23:59:59 GMT"});
        m_server.route("/moved/vms.csv", {K::Redirect, "/vast/vms.csv"});
        m_server.route("/away/vms.csv", {K::Redirect, "http://localhost:1/vms.csv"});
        m_server.route("/file/vms.csv", {K::Redirect, "file:///etc/passwd"});
        m_server.route("/loop/vms.csv", {K::Redirect, "/loop/vms.csv"});
        m_server.route("/hop/vms.csv", {K::Redirect, "/moved/vms.csv"}); // then on to /vast/vms.csv
        m_server.route("/round/vms.csv", {K::Redirect, "/and-back/vms.csv"});
        m_server.route("/and-back/vms.csv", {K::Redirect, "/round/vms.csv"});
        for (int n = 0; n < 10; ++n) // ten redirects, the most that is followed
            m_server.route("/ten/" + QByteArray::number(n),
                           {K::Redirect, "/ten/" + QByteArray::number(n + 1)});
        m_server.route("/ten/10", {K::Body, m_vast});
        for (int n = 0; n < 12; ++n) // twelve different URLs, one after another
            m_server.route("/chain/" + QByteArray::number(n),
                           {K::Redirect, "/chain/" + QByteArray::number(n + 1)});
        // zlib data without qCompress's 4-byte length: what a server sends as "deflate".
        m_server.route("/deflated/vms.csv", {K::Deflated, qCompress(m_vast).mid(4)});
        m_server.route("/bomb.csv", {K::Deflated, qCompress(QByteArray(256 << 20, ','), 9).mid(4)});
        m_server.route("/ancient/vms.csv", {K::Body, m_vast, "Thu, 01 Jan 1970 00:00:00 GMT"});
        m_server.route("/missing.csv", {K::NotFound, {}});
        m_server.route("/truncated.csv", {K::Truncated, m_azure});
        m_server.route("/stall.csv", {K::Stall, m_azure});
        m_server.route("/endless.csv", {K::Endless, {}});
        m_server.route("/page.html",
                       {K::Body, "<!DOCTYPE html><html><body><h1>Welcome</h1></body></html>\n"});
        m_server.route("/empty.csv", {K::Body, {}});
        m_server.route("/cpu-only.csv",
                       {K::Body,
                        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,"
                        "Region\nm5.large,,,2,8,0.096,,us-east-1\n"});
    }

    void sourceListErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const QByteArray head = R"({"format": "gpu-planner-price-sources", "version": 1, "sources": [)";
        QTest::newRow("not json") << QByteArray("{\"format\": ") << u"f.json:1:"_s;
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "x", "version": 1, "sources": []})") << u"format"_s;
        QTest::newRow("no sources") << QByteArray(R"({"format": "gpu-planner-price-sources", "version": 1})")
                                    << u"missing required key \"sources\""_s;
        QTest::newRow("empty sources") << head + "]}" << u"non-empty array"_s;
        QTest::newRow("plain http") << head + R"({"provider": "aws", "url": "http://example.com/vms.csv"}]})"
                                    << u"sources[0].url"_s;
        QTest::newRow("ftp") << head + R"({"provider": "aws", "url": "ftp://example.com/vms.csv"}]})"
                             << u"not an https:// address"_s;
        QTest::newRow("file url") << head + R"({"provider": "aws", "url": "file:///etc/passwd"}]})"
                                  << u"not an https:// address"_s;
        QTest::newRow("password in url")
            << head + R"({"provider": "aws", "url": "https://u:p@example.com/vms.csv"}]})"
            << u"sources[0].url"_s;
        QTest::newRow("unknown provider") << head + R"({"provider": "acme", "url": "https://e.com/a.csv"}]})"
                                          << u"unknown provider \"acme\""_s;
        QTest::newRow("twice") << head + R"({"provider": "aws", "url": "https://e.com/a.csv"},)"
                                         R"({"provider": "aws", "url": "https://e.com/b.csv"}]})"
                               << u"sources[1].provider"_s;
        QTest::newRow("other format")
            << head + R"({"provider": "aws", "url": "https://e.com/a.json", "format": "ec2instances"}]})"
            << u"only \"skypilot\""_s;
        QTest::newRow("not an object") << head + R"("https://e.com/a.csv"]})" << u"sources[0]"_s;
    }

    void sourceListErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const Result<PriceSourceList> r = parsePriceSources(json, u"f.json"_s);
        QVERIFY(!r);
        const QString message = r.error().toString();
        QVERIFY2(message.startsWith(u"f.json"_s), qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void urlsAllowed_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << u"https://raw.githubusercontent.com/a/b/vms.csv"_s << true;
        QTest::newRow("http loopback") << u"http://127.0.0.1:8080/vms.csv"_s << true;
        QTest::newRow("http 127.1.2.3") << u"http://127.1.2.3/vms.csv"_s << true;
        QTest::newRow("http localhost") << u"http://localhost/vms.csv"_s << true;
        QTest::newRow("http ::1") << u"http://[::1]:81/vms.csv"_s << true;
        QTest::newRow("http lan") << u"http://192.168.1.2/vms.csv"_s << false;
        QTest::newRow("http 127 lookalike") << u"http://127.0.0.1.example.com/vms.csv"_s << false;
        QTest::newRow("http name") << u"http://mirror.example.com/vms.csv"_s << false;
        QTest::newRow("no host") << u"https:///vms.csv"_s << false;
    }

    void urlsAllowed()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        QCOMPARE(priceSourceUrlAllowed(QUrl(url, QUrl::StrictMode)), allowed);
    }

    void builtinListIsValid()
    {
        const Result<PriceSourceList> list = readPriceSources(builtinPriceSourcesPath());
        QVERIFY2(list, list ? "" : qPrintable(list.error().toString()));
        QVERIFY(list.value().sources.size() >= 10);
        for (const PriceSource& s : list.value().sources)
            QCOMPARE(s.url.scheme(), u"https"_s);
    }

    void updatesFromARealFile()
    {
        QTemporaryDir dir;
        const PriceSourceList list = sourcesFor(
            {{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}, {u"azure"_s, m_server.url(u"/azure/vms.csv"_s)}});
        PriceUpdater updater(list, options(dir.path()));
        int progressCalls = 0;
        updater.onProgress = [&](int) { ++progressCalls; };
        QCOMPARE(updater.run(), PriceUpdateOutcome::Updated);
        QVERIFY(progressCalls >= 4);
        for (const ProviderDownload& d : updater.downloads()) {
            QCOMPARE(d.state, ProviderDownload::State::Saved);
            QCOMPARE(d.file, d.provider + u"/2026-12-01.json"_s);
            QVERIFY(d.offers > 0);
        }
        QCOMPARE(updater.downloads()[1].received, qint64(m_azure.size()));
        const Result<PriceUpdateManifest> manifest = readPriceUpdateManifest(dir.path());
        QVERIFY(manifest);
        QCOMPARE(manifest.value().current.value(u"vast"_s), u"vast/2026-12-01.json"_s);
        QCOMPARE(manifest.value().current.value(u"azure"_s), u"azure/2026-12-01.json"_s);
        // The saved file is a catalog file: its offers carry the date and the address they came from.
        const CatalogFragment f = CatalogLoader::loadFile(dir.filePath(u"azure/2026-12-01.json"_s));
        QCOMPARE(countErrors(f.issues), 0);
        QVERIFY(f.imported);
        QCOMPARE(f.provider->id, u"azure"_s);
        qsizetype offers = 0;
        for (const InstanceType& i : f.instances) {
            for (const Offer& o : i.offers) {
                ++offers;
                QVERIFY(o.onDemandHourly);
                // The server sent no Last-Modified: the prices carry the day they were retrieved, as undated.
                QCOMPARE(o.onDemandHourly->source->asOf, QDate(2026, 12, 1));
                QVERIFY(o.onDemandHourly->source->undated);
            }
        }
        QCOMPARE(offers, qsizetype(updater.downloads()[1].offers));
        QVERIFY(updater.summary().constLast().contains(u"Prices updated"_s));
    }

    void theServersDateDatesThePrices()
    {
        QTemporaryDir dir;
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/dated/vms.csv"_s)}}),
                             options(dir.path()));
        QCOMPARE(updater.run(), PriceUpdateOutcome::Updated);
        // The file is named by the day of the update; its prices carry the server's date.
        QCOMPARE(updater.downloads()[0].file, u"vast/2026-12-01.json"_s);
        const CatalogFragment f = CatalogLoader::loadFile(dir.filePath(u"vast/2026-12-01.json"_s));
        QCOMPARE(countErrors(f.issues), 0);
        QVERIFY(!f.instances.isEmpty());
        const Source& s = f.instances.constFirst().offers.constFirst().onDemandHourly->source;
        QCOMPARE(s.asOf, QDate(2026, 11, 10));
        QVERIFY(!s.undated);
    }

    // Redirects are followed on the same origin (scheme, host and port) only: a mirror's move within itself
    // works; one to another host (localhost is another host than 127.0.0.1) or to file:// fails with the
    // reason, not "302 Found", and nothing of the old prices changes.
    void redirectsStayOnTheSameOrigin_data()
    {
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("reason"); // empty: it works
        QTest::newRow("same origin") << u"/moved/vms.csv"_s << QString();
        QTest::newRow("another host") << u"/away/vms.csv"_s << u"another origin"_s;
        QTest::newRow("file://") << u"/file/vms.csv"_s << u"to file:///etc/passwd that is not followed"_s;
        QTest::newRow("two hops") << u"/hop/vms.csv"_s << QString(); // Qt 6.4 alone ended it with "100"
        QTest::newRow("to itself") << u"/loop/vms.csv"_s << u"a redirect loop: "_s;
        QTest::newRow("there and back") << u"/round/vms.csv"_s << u"/and-back/vms.csv redirects back to "_s;
        QTest::newRow("ten hops") << u"/ten/0"_s << QString();
        QTest::newRow("too long a chain") << u"/chain/0"_s << u"more than 10 redirects"_s;
        QTest::newRow("compressed") << u"/deflated/vms.csv"_s << QString();
    }
    void redirectsStayOnTheSameOrigin()
    {
        QFETCH(QString, route);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(route)}}), options(dir.path()));
        const PriceUpdateOutcome outcome = updater.run();
        const ProviderDownload& d = updater.downloads()[0];
        if (reason.isEmpty()) {
            QCOMPARE(outcome, PriceUpdateOutcome::Updated);
            QVERIFY(d.offers > 0);
            return;
        }
        QVERIFY(outcome != PriceUpdateOutcome::Updated);
        QCOMPARE(d.state, ProviderDownload::State::Failed);
        QVERIFY2(d.message.contains(reason), qPrintable(d.message));
        QVERIFY2(!d.message.startsWith(u"the server answered"_s), qPrintable(d.message));
    }

    // A Last-Modified in the future (prices that would never go stale) or before 2015 is not taken: the
    // prices are dated by the day of the update, as undated, and the summary says why.
    void impossibleServerDatesAreRefused_data()
    {
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("date");
        QTest::newRow("9999-12-31") << u"/future/vms.csv"_s << u"9999-12-31"_s;
        QTest::newRow("1970-01-01") << u"/ancient/vms.csv"_s << u"1970-01-01"_s;
    }
    void impossibleServerDatesAreRefused()
    {
        QFETCH(QString, route);
        QFETCH(QString, date);
        QTemporaryDir dir;
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(route)}}), options(dir.path()));
        QCOMPARE(updater.run(), PriceUpdateOutcome::Updated);
        const ProviderDownload& d = updater.downloads()[0];
        QVERIFY(!d.lastModified.isValid());
        QVERIFY2(d.message.contains(u"the server's date %1 is impossible"_s.arg(date)),
                 qPrintable(d.message));
        const CatalogFragment f = CatalogLoader::loadFile(dir.filePath(d.file));
        QVERIFY(!f.instances.isEmpty());
        const Source& s = f.instances.constFirst().offers.constFirst().onDemandHourly->source;
        QCOMPARE(s.asOf, QDate(2026, 12, 1));
        QVERIFY(s.undated);
    }

    void loadedOverTheBuiltInCatalog()
    {
        // The update folder of this test's (test-mode) data location, loaded by Catalog::load like the
        // programs do, over the snapshot and under nothing else.
        const QString folder = priceUpdateFolder();
        QDir(folder).removeRecursively();
        PriceUpdater updater(sourcesFor({{u"azure"_s, m_server.url(u"/azure/vms.csv"_s)}}), options(folder));
        QCOMPARE(updater.run(), PriceUpdateOutcome::Updated);
        CatalogLoadOptions o = snapshotLoadOptions();
        o.measurements = false;
        IssueList issues;
        const Catalog catalog = Catalog::load(o, issues);
        QVERIFY(catalog.files().contains(folder + u"/azure/2026-12-01.json"_s));
        const InstanceType* nc = catalog.instance(u"azure/Standard_NC24ads_A100_v4"_s);
        QVERIFY(nc);
        bool found = false;
        for (const Offer& offer : nc->offers) {
            if (offer.region == u"brazilsouth"_s) {
                found = true;
                QCOMPARE(offer.onDemandHourly->amount.toDouble(), 7.346);
                QCOMPARE(offer.onDemandHourly->source->asOf, QDate(2026, 12, 1));
            }
        }
        QVERIFY(found);
        // The curated hardware stays (NC A100 v4 is the PCIe A100 80 GB).
        QVERIFY2(nc->gpuId.contains(u"pcie"_s), qPrintable(nc->gpuId));
        // --no-user-catalog (userFolder false) leaves it out.
        o.userFolder = false;
        const Catalog without = Catalog::load(o, issues);
        QVERIFY(!without.files().contains(folder + u"/azure/2026-12-01.json"_s));
        QDir(folder).removeRecursively();
    }

    void aFailureChangesNothing_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<qint64>("maxBytes");
        QTest::addColumn<int>("idleMs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("404") << u"/missing.csv"_s << qint64(64 << 20) << 5000 << u"404"_s;
        QTest::newRow("truncated") << u"/truncated.csv"_s << qint64(64 << 20) << 5000 << u"ended early"_s;
        QTest::newRow("slow server") << u"/stall.csv"_s << qint64(64 << 20) << 300 << u"timed out"_s;
        QTest::newRow("endless") << u"/endless.csv"_s << qint64(1 << 20) << 5000 << u"limit of 1.0 MiB"_s;
        QTest::newRow("decompression bomb") << u"/bomb.csv"_s << qint64(64 << 20) << 5000 << u"decompress"_s;
        QTest::newRow("declared too large") << u"/azure/vms.csv"_s << qint64(100) << 5000 << u"limit"_s;
        QTest::newRow("html page") << u"/page.html"_s << qint64(64 << 20) << 5000 << u"SkyPilot"_s;
        QTest::newRow("empty") << u"/empty.csv"_s << qint64(64 << 20) << 5000 << u"SkyPilot"_s;
        QTest::newRow("no GPU rows") << u"/cpu-only.csv"_s << qint64(64 << 20) << 5000 << u"no GPU offers"_s;
        QTest::newRow("nobody listening")
            << u"http://127.0.0.1:9/vms.csv"_s << qint64(64 << 20) << 5000 << u"cannot download"_s;
    }

    void aFailureChangesNothing()
    {
        QFETCH(QString, path);
        QFETCH(qint64, maxBytes);
        QFETCH(int, idleMs);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        // An earlier update is in use.
        PriceUpdateOptions first = options(dir.path());
        first.today = QDate(2026, 11, 1);
        PriceUpdater before(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}}), first);
        QCOMPARE(before.run(), PriceUpdateOutcome::Updated);
        const QMap<QString, QByteArray> state = folderState(dir.path());

        // Now vast downloads fine but azure fails: nothing of either is written.
        PriceUpdateOptions o = options(dir.path());
        o.maxBytes = maxBytes;
        o.idleTimeoutMs = idleMs;
        const QString url = path.startsWith(u"http"_s) ? path : m_server.url(path);
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}, {u"azure"_s, url}}),
                             o);
        QCOMPARE(updater.run(), PriceUpdateOutcome::Failed);
        const ProviderDownload& azure = updater.downloads()[1];
        QCOMPARE(azure.state, ProviderDownload::State::Failed);
        QVERIFY2(azure.message.contains(expected), qPrintable(azure.message));
        QCOMPARE(folderState(dir.path()), state);
        QVERIFY(updater.summary().constLast().contains(u"Nothing changed"_s));
    }

    // No name server finds the host (no network, or it does not exist: `.invalid` never resolves): that
    // download says "no network connection", the others are stopped instead of each waiting for its timeout,
    // and the summary says it once.
    void noNetworkIsSaidOnceAndStops()
    {
        QTemporaryDir dir;
        PriceUpdateOptions o = options(dir.path());
        o.idleTimeoutMs = 600'000; // the stalled download would wait this long if it were not stopped
        PriceUpdater updater(sourcesFor({{u"azure"_s, u"https://gpu-planner-test.invalid/vms.csv"_s},
                                         {u"vast"_s, m_server.url(u"/stall.csv"_s)}}),
                             o);
        QCOMPARE(updater.run(), PriceUpdateOutcome::Failed);
        const QList<ProviderDownload>& d = updater.downloads();
        QCOMPARE(d[0].state, ProviderDownload::State::Failed);
        QVERIFY2(d[0].message.contains(u"no network connection (gpu-planner-test.invalid not found)"_s),
                 qPrintable(d[0].message));
        QCOMPARE(d[1].state, ProviderDownload::State::Failed);
        QCOMPARE(d[1].message, u"not downloaded: no network connection"_s);
        const QString summary = updater.summary().join(u'\n');
        QCOMPARE(summary.count(u"No network connection"_s), 1);
        QVERIFY2(summary.contains(u"Nothing changed"_s), qPrintable(summary));
        QVERIFY(folderState(dir.path()).isEmpty());
    }

    // A provider that cannot be saved after another was: the other's new file is removed again, and the file
    // in use (of the same day, so the same name a plain update would write) is never written over.
    void aSecondProviderFailingLeavesTheFirstInUse()
    {
        QTemporaryDir dir;
        PriceUpdater before(sourcesFor({{u"vast"_s, m_server.url(u"/vast-old/vms.csv"_s)}}),
                            options(dir.path()));
        QCOMPARE(before.run(), PriceUpdateOutcome::Updated);
        // azure's folder cannot be made: a file has its name.
        QFile blocker(dir.filePath(u"azure"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QMap<QString, QByteArray> state = folderState(dir.path());
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)},
                                         {u"azure"_s, m_server.url(u"/azure/vms.csv"_s)}}),
                             options(dir.path()));
        QCOMPARE(updater.run(), PriceUpdateOutcome::Failed);
        QCOMPARE(updater.downloads()[1].state, ProviderDownload::State::Failed);
        const QString closing = updater.summary().constLast();
        QVERIFY2(closing.contains(u"azure could not be saved"_s) && closing.contains(u"Nothing changed"_s),
                 qPrintable(closing));
        QCOMPARE(folderState(dir.path()), state);
    }

    // kill -9 after each step of the switch: the prices in use are all old or all new, never a mix, and the
    // next update removes what the killed one left and says so.
    void aKilledUpdateLeavesOneGeneration_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("index");
        QTest::addColumn<bool>("newInUse");
        QTest::addColumn<QStringList>("leftOver"); // the killed update's files the next one removes
        using S = PriceUpdateStep;
        const QStringList none;
        const QStringList vast{u"vast/2026-12-01.json"_s};
        const QStringList both{u"vast/2026-12-01.json"_s, u"azure/2026-12-01.json"_s};
        QTest::newRow("locked") << int(S::Locked) << -1 << false << none;
        QTest::newRow("journal written") << int(S::JournalWritten) << -1 << false << none;
        QTest::newRow("first provider written") << int(S::ProviderFileWritten) << 0 << false << vast;
        QTest::newRow("second provider written") << int(S::ProviderFileWritten) << 1 << false << both;
        QTest::newRow("switched") << int(S::Switched) << -1 << true << none;
    }

    void aKilledUpdateLeavesOneGeneration()
    {
        QFETCH(int, step);
        QFETCH(int, index);
        QFETCH(bool, newInUse);
        QFETCH(QStringList, leftOver);
        QTemporaryDir dir;
        PriceUpdateOptions first = options(dir.path());
        first.today = QDate(2026, 11, 1);
        const QList<std::pair<QString, QString>> providers{{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)},
                                                           {u"azure"_s, m_server.url(u"/azure/vms.csv"_s)}};
        PriceUpdater before(sourcesFor(providers), first);
        QCOMPARE(before.run(), PriceUpdateOutcome::Updated);

        const auto child = startChild(dir.path(), u"2026-12-01"_s, PriceUpdateStep(step), index, u"kill"_s,
                                      20'000, providers);
        const QString out = waitForChild(*child);
        QCOMPARE(child->exitStatus(), QProcess::CrashExit);
        QVERIFY2(out.contains(u"step %1 %2"_s.arg(step).arg(index)), qPrintable(out));

        // All old or all new, and every file named is there and loads.
        const Result<PriceUpdateManifest> manifest = readPriceUpdateManifest(dir.path());
        QVERIFY(manifest);
        const QString day = newInUse ? u"2026-12-01"_s : u"2026-11-01"_s;
        QCOMPARE(manifest.value().current.value(u"vast"_s), u"vast/"_s + day + u".json"_s);
        QCOMPARE(manifest.value().current.value(u"azure"_s), u"azure/"_s + day + u".json"_s);
        for (const QString& f : manifest.value().current)
            QCOMPARE(countErrors(CatalogLoader::loadFile(dir.filePath(f)).issues), 0);
        for (const QString& f : std::as_const(leftOver))
            QVERIFY2(QFileInfo::exists(dir.filePath(f)), qPrintable(f));

        // The next update takes the lock the dead process held, removes its unfinished files and says which.
        PriceUpdater next(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}}), options(dir.path()));
        QCOMPARE(next.run(), PriceUpdateOutcome::Updated);
        const QString summary = next.summary().join(u'\n');
        QCOMPARE(summary.contains(u"stopped before it switched"_s), !leftOver.isEmpty());
        for (const QString& f : std::as_const(leftOver))
            QVERIFY2(summary.contains(f), qPrintable(summary));
        QStringList expected{u"current.json"_s, u"vast/2026-11-01.json"_s, u"azure/2026-11-01.json"_s,
                             u"vast/2026-12-01.json"_s};
        if (newInUse)
            expected << u"azure/2026-12-01.json"_s << u"vast/2026-12-01-2.json"_s;
        expected.sort();
        QStringList files = folderState(dir.path()).keys();
        files.sort();
        QCOMPARE(files, expected);
        QCOMPARE(readPriceUpdateManifest(dir.path()).value().current.value(u"vast"_s),
                 newInUse ? u"vast/2026-12-01-2.json"_s : u"vast/2026-12-01.json"_s);
    }

    // Two updates at once: the second waits for the first one's switch and keeps its providers; one that
    // waits too long fails naming the holder, and changes nothing.
    void updatesAtOnceKeepEveryProvider_data()
    {
        QTest::addColumn<int>("lockWaitMs");
        QTest::addColumn<bool>("secondUpdates");
        QTest::newRow("waits its turn") << 20'000 << true;
        QTest::newRow("gives up") << 100 << false;
    }

    void updatesAtOnceKeepEveryProvider()
    {
        QFETCH(int, lockWaitMs);
        QFETCH(bool, secondUpdates);
        QTemporaryDir dir;
        QTemporaryDir signals;
        const QString go = signals.filePath(u"go"_s);
        // The first holds the lock until the test says go.
        const auto first =
            startChild(dir.path(), u"2026-12-01"_s, PriceUpdateStep::Locked, -1, u"wait:"_s + go, 20'000,
                       {{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}});
        const qint64 firstPid = first->processId();
        QByteArray firstSeen;
        QVERIFY2(waitForLine(*first, "step 1 -1", firstSeen), firstSeen.constData());
        const auto second = startChild(dir.path(), u"2026-12-01"_s, PriceUpdateStep::Done, -1, u"none"_s,
                                       lockWaitMs, {{u"azure"_s, m_server.url(u"/azure/vms.csv"_s)}});
        QByteArray secondSeen;
        QVERIFY2(waitForLine(*second, "step 0 -1", secondSeen),
                 secondSeen.constData()); // waiting for the lock
        QString secondOut = QString::fromUtf8(secondSeen);
        if (secondUpdates)
            QTest::qWait(100); // it is polling the lock the first holds
        else
            secondOut += waitForChild(*second); // it gives up while the first still holds the lock
        QFile(go).open(QIODevice::WriteOnly);
        secondOut += waitForChild(*second);
        const QString firstOut = QString::fromUtf8(firstSeen) + waitForChild(*first);
        QCOMPARE(first->exitCode(), 0);
        QVERIFY2(firstOut.contains(u"Prices updated"_s), qPrintable(firstOut));
        const PriceUpdateManifest manifest = readPriceUpdateManifest(dir.path()).value();
        QCOMPARE(manifest.current.value(u"vast"_s), u"vast/2026-12-01.json"_s);
        if (secondUpdates) {
            QCOMPARE(second->exitCode(), 0);
            QVERIFY2(secondOut.contains(u"Prices updated"_s), qPrintable(secondOut));
            QCOMPARE(manifest.current.value(u"azure"_s), u"azure/2026-12-01.json"_s);
        } else {
            QCOMPARE(second->exitCode(), 1);
            QVERIFY2(secondOut.contains(u"another price update is switching its prices"_s) &&
                         secondOut.contains(u"process %1"_s.arg(firstPid)) &&
                         secondOut.contains(u"Nothing changed"_s),
                     qPrintable(secondOut));
            QVERIFY(!manifest.current.contains(u"azure"_s));
            QVERIFY(!QFileInfo::exists(dir.filePath(u"azure/2026-12-01.json"_s)));
        }
        QVERIFY(!QFileInfo::exists(priceUpdateJournalPath(dir.path())));
        QVERIFY(!QFileInfo::exists(priceUpdateLockPath(dir.path())));
    }

    // https is checked: a server whose certificate nobody trusts (self-signed) gets no download.
    void anUntrustedCertificateIsRefused()
    {
        LocalHttpServer tls(QStringLiteral(GP_TEST_DATA_DIR "/tls/self-signed-cert.pem"),
                            QStringLiteral(GP_TEST_DATA_DIR "/tls/self-signed-key.pem"));
        tls.route("/vast/vms.csv", {LocalHttpServer::Route::Kind::Body, m_vast});
        QVERIFY(tls.url(u"/"_s).startsWith(u"https://127.0.0.1:"_s));
        QTemporaryDir dir;
        PriceUpdater updater(sourcesFor({{u"vast"_s, tls.url(u"/vast/vms.csv"_s)}}), options(dir.path()));
        QCOMPARE(updater.run(), PriceUpdateOutcome::Failed);
        const QString message = updater.downloads()[0].message;
        QVERIFY2(message.contains(u"cannot download"_s) &&
                     (message.contains(u"SSL"_s) || message.contains(u"certificate"_s, Qt::CaseInsensitive)),
                 qPrintable(message));
        QCOMPARE(tls.requests(), 0); // no request went out
        QVERIFY(folderState(dir.path()).isEmpty());
    }

    void cancelChangesNothing()
    {
        QTemporaryDir dir;
        PriceUpdateOptions o = options(dir.path());
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)},
                                         {u"azure"_s, m_server.url(u"/stall.csv"_s)}}),
                             o);
        // Cancel once vast is in and azure is still waiting on the stalled server.
        updater.onProgress = [&](int i) {
            if (i == 0 && updater.downloads()[0].state == ProviderDownload::State::Downloaded)
                updater.cancel();
        };
        QCOMPARE(updater.run(), PriceUpdateOutcome::Cancelled);
        QCOMPARE(updater.downloads()[1].message, u"cancelled"_s);
        QVERIFY(folderState(dir.path()).isEmpty());
    }

    // The downloaded files are read on a worker thread: the caller's event loop keeps running meanwhile, and
    // a cancel then ends the update with nothing written.
    void readsOffTheCallersThread_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("read to the end") << false;
        QTest::newRow("cancelled while reading") << true;
    }

    void readsOffTheCallersThread()
    {
        QFETCH(bool, cancel);
        QTemporaryDir dir;
        PriceUpdater updater(sourcesFor({{u"lambda"_s, m_server.url(u"/big.csv"_s)}}), options(dir.path()));
        bool reading = false;
        int ticksWhileReading = 0;
        QTimer tick;
        tick.setInterval(0);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            if (!reading)
                return;
            ++ticksWhileReading;
            if (cancel && ticksWhileReading == 1)
                updater.cancel();
        });
        tick.start();
        updater.onProgress = [&](int i) {
            const ProviderDownload& d = updater.downloads()[i];
            reading = d.state == ProviderDownload::State::Downloaded && d.message == u"reading the file"_s;
        };
        const PriceUpdateOutcome outcome = updater.run();
        QVERIFY(ticksWhileReading >= 1);
        if (cancel) {
            QCOMPARE(outcome, PriceUpdateOutcome::Cancelled);
            QCOMPARE(updater.downloads()[0].message, u"cancelled"_s);
            QVERIFY(folderState(dir.path()).isEmpty());
        } else {
            QCOMPARE(outcome, PriceUpdateOutcome::Updated);
            QCOMPARE(updater.downloads()[0].offers, 150'000);
        }
    }

    void missingFetchProgram()
    {
        QTemporaryDir dir;
        PriceUpdateOptions o = options(dir.path());
        o.fetchProgram = dir.filePath(u"no-such-program"_s);
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}}), o);
        QCOMPARE(updater.run(), PriceUpdateOutcome::Failed);
        QVERIFY2(updater.summary().constLast().contains(u"gpu-planner-fetch"_s),
                 qPrintable(updater.summary().join(u'\n')));
        QVERIFY(folderState(dir.path()).isEmpty());
    }

    void unknownProviderIsAUsageError()
    {
        PriceUpdateOptions o = options(u"/nonexistent"_s);
        o.providers = {u"vast"_s, u"oci"_s};
        PriceUpdater updater(sourcesFor({{u"vast"_s, m_server.url(u"/vast/vms.csv"_s)}}), o);
        const Result<bool> checked = updater.check();
        QVERIFY(!checked);
        QCOMPARE(checked.error().code, ErrorCode::Usage);
        QVERIFY(checked.error().message.contains(u"\"oci\""_s));
    }

    void manifestErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("syntax") << QByteArray("{") << u"current.json:"_s;
        QTest::newRow("escapes the folder")
            << QByteArray(
                   R"({"format": "gpu-planner-prices", "version": 1, "current": {"aws": "../x.json"}})")
            << u"current.aws"_s;
        QTest::newRow("another provider's file")
            << QByteArray(
                   R"({"format": "gpu-planner-prices", "version": 1, "current": {"aws": "gcp/2026-01-01.json"}})")
            << u"another provider"_s;
        QTest::newRow("version") << QByteArray(
                                        R"({"format": "gpu-planner-prices", "version": 2, "current": {}})")
                                 << u"version"_s;
    }

    void manifestErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QFile f(priceUpdateManifestPath(dir.path()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        const Result<PriceUpdateManifest> m = readPriceUpdateManifest(dir.path());
        QVERIFY(!m);
        QVERIFY2(m.error().toString().contains(expected), qPrintable(m.error().toString()));
    }

    void aDamagedManifestOnlyWarns()
    {
        const QString folder = priceUpdateFolder();
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        QFile f(priceUpdateManifestPath(folder));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "gpu-planner-prices", "version": 1, "current": {"aws": "aws/2026-01-01.json"}})");
        f.close();
        CatalogLoadOptions o = snapshotLoadOptions();
        o.measurements = false;
        IssueList issues;
        const Catalog catalog = Catalog::load(o, issues);
        QCOMPARE(countErrors(issues), 0);
        bool warned = false;
        for (const Issue& i : issues)
            warned = warned || i.toString().contains(u"aws/2026-01-01.json is missing"_s);
        QVERIFY(warned);
        QVERIFY(catalog.instance(u"aws/p5.48xlarge"_s));
        QDir(folder).removeRecursively();
    }
};

int main(int argc, char** argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--update-child") == 0)
        return updateChild(argc, argv);
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    tst_PriceUpdate test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_priceupdate.moc"
