// A bounded soak of everything that writes one user's files at once: `plan add` writers and `plan cost`
// readers on one plan, the window's open-edit-save (PlanDocument, as File → Open and Ctrl+S do it) on the
// same plan, and `catalog update` runs from a server on 127.0.0.1 that serves two versions of a provider's
// prices, with `list` readers on the same price folder. Nothing may be lost and every answer must be one a
// quiet machine would give: every plan item added is there, every total is its items' sum, every price list
// is one whole version. GP_SOAK_SCALE=N runs N times as many (a long soak by hand).
#include "../core/plantestdata.h"
#include "clirunner.h"
#include "localhttpserver.h"
#include "plandocument.h"
#include "planio.h"
#include "plansafety.h"

#include <QDir>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

// The provider's file with every price doubled: a second version a reader must never see half of. The
// fields before Price are never quoted in this file, so the sixth comma-separated field is the price.
QByteArray doubledPrices(const QByteArray& csv)
{
    QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QList<QByteArray> fields = lines[i].split(',');
        if (fields.size() < 6 || fields[5].isEmpty())
            continue;
        bool ok = false;
        const double price = fields[5].toDouble(&ok);
        if (!ok)
            qFatal("not a price on line %lld", qlonglong(i + 1));
        fields[5] = QByteArray::number(price * 2, 'g', 12);
        lines[i] = fields.join(',');
    }
    return lines.join('\n');
}

// What `list --provider lambda` answers, as "id region" → on-demand price.
using PriceMap = QMap<QString, double>;
std::optional<PriceMap> prices(const QByteArray& json)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(json, &e);
    if (e.error != QJsonParseError::NoError || !d.isArray())
        return std::nullopt;
    PriceMap out;
    for (const QJsonValue& row : d.array())
        out.insert(row[u"id"_s].toString() + u' ' + row[u"region"_s].toString(),
                   row[u"on_demand_hourly"_s].toDouble(-1));
    return out;
}

#if defined(GP_ASAN_BUILD)
constexpr int AtOnce = 3; // a sanitized process takes several times the memory and time
#else
constexpr int AtOnce = 6;
#endif

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

    CliRunner m_cli;
    LocalHttpServer m_server;
    QProcessEnvironment m_env;
    QString m_sources;

    CliRunner::Run update(const QByteArray& body)
    {
        m_server.route("/lambda/vms.csv", {LocalHttpServer::Route::Kind::Body, body});
        return m_cli.run({u"catalog"_s, u"update"_s, u"--sources"_s, m_sources}, m_env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        m_env.insert(u"http_proxy"_s, QString());
        m_env.insert(u"no_proxy"_s, u"127.0.0.1"_s);
        m_env.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"300000"_s); // this is about losing nothing, not the wait
        m_sources = m_cli.home.filePath(u"sources.json"_s);
        QFile f(m_sources);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("{\"format\": \"gpu-planner-price-sources\", \"version\": 1, "
                               "\"sources\": [{\"provider\": \"lambda\", \"url\": \"%1\"}]}")
                    .arg(m_server.url(u"/lambda/vms.csv"_s))
                    .toUtf8());
    }

    void parallelRunsLoseNothingAndAnswerRight()
    {
        const int scale = std::max(1, qEnvironmentVariableIntValue("GP_SOAK_SCALE"));
        const int writers = 48 * scale;
        const int planReaders = 36 * scale;
        const int updates = 18 * scale;
        const int listReaders = 36 * scale;
        const int windowSaves = 24 * scale;

        // The two versions of the prices, each as a quiet machine lists it.
        QFile lambda(u"" GP_TEST_DATA_DIR "/import/skypilot/lambda/vms.csv"_s);
        QVERIFY(lambda.open(QIODevice::ReadOnly));
        const QByteArray versionA = lambda.readAll();
        const QByteArray versionB = doubledPrices(versionA);
        const QStringList list{u"list"_s, u"--provider"_s, u"lambda"_s, u"--format"_s, u"json"_s};
        QCOMPARE(update(versionB).exitCode, 0);
        const std::optional<PriceMap> pricesB = prices(m_cli.run(list).out);
        QCOMPARE(update(versionA).exitCode, 0);
        const std::optional<PriceMap> pricesA = prices(m_cli.run(list).out);
        QVERIFY(pricesA && pricesB);
        QCOMPARE(pricesA->size(), 374);
        QCOMPARE(pricesB->keys(), pricesA->keys());
        QVERIFY(*pricesA != *pricesB);

        // The plan, seeded with one item every later one copies.
        QTemporaryDir planDir;
        const QString plan = planDir.filePath(u"shared.gpuplan"_s);
        const QStringList addArgs{u"plan"_s,           u"add"_s,      plan,
                                  u"aws/p5.4xlarge"_s, u"--region"_s, u"us-east-1"_s};
        QCOMPARE(m_cli.run(QStringList(addArgs) << u"--phase"_s << u"seed"_s, m_env).exitCode, 0);
        QSet<QString> expectedPhases{u"seed"_s};

        // Every run: started when a slot is free, checked when it ends.
        struct Job
        {
            QStringList args;
            std::function<QString(int, const QByteArray&)> check; // "" when right, else what was wrong
            std::function<void()> before;                         // just before it starts
        };
        QList<Job> jobs;
        const auto exitedZero = [](int code, const QByteArray&) {
            return code == 0 ? QString() : u"exit %1"_s.arg(code);
        };
        for (int i = 0; i < std::max({writers, planReaders, updates, listReaders}); ++i) {
            if (i < writers) {
                const QString phase = u"cli %1"_s.arg(i);
                expectedPhases << phase;
                jobs << Job{QStringList(addArgs) << u"--phase"_s << phase, exitedZero, {}};
            }
            if (i < planReaders)
                jobs << Job{{u"plan"_s, u"cost"_s, plan, u"--format"_s, u"json"_s},
                            [](int code, const QByteArray& out) {
                                if (code != 0)
                                    return u"exit %1"_s.arg(code);
                                const QJsonObject cost = QJsonDocument::fromJson(out).object();
                                const QJsonArray items = cost[u"items"_s].toArray();
                                const double each = items.first()[u"total"_s].toDouble();
                                for (const QJsonValue& item : items) {
                                    if (item[u"total"_s].toDouble() != each)
                                        return u"items of one offer cost differently"_s;
                                }
                                const double total = cost[u"total"_s].toDouble();
                                return std::abs(total - each * double(items.size())) < 0.005
                                           ? QString()
                                           : u"a total of %1 for %2 items of %3"_s.arg(total)
                                                 .arg(items.size())
                                                 .arg(each);
                            },
                            {}};
            if (i < updates)
                jobs << Job{{u"catalog"_s, u"update"_s, u"--sources"_s, m_sources},
                            exitedZero,
                            [this, i, versionA, versionB] {
                                m_server.route("/lambda/vms.csv", {LocalHttpServer::Route::Kind::Body,
                                                                   i % 2 ? versionA : versionB});
                            }};
            if (i < listReaders)
                jobs << Job{list,
                            [&pricesA, &pricesB](int code, const QByteArray& out) {
                                if (code != 0)
                                    return u"exit %1"_s.arg(code);
                                const std::optional<PriceMap> seen = prices(out);
                                return seen && (*seen == *pricesA || *seen == *pricesB)
                                           ? QString()
                                           : u"a price list that is neither version"_s;
                            },
                            {}};
        }

        QStringList wrong;
        std::vector<std::unique_ptr<QProcess>> processes;
        int started = 0;
        int running = 0;
        QEventLoop loop;
        int saved = 0;
        int windowTurns = 0;
        int windowWaited = 0;  // the plan was locked by a `plan add`
        int windowChanged = 0; // written between the window's read and its lock: the save refused
        const std::function<void()> pump = [&] {
            while (running < AtOnce && started < jobs.size()) {
                const qsizetype index = started++;
                const Job& job = jobs[index];
                if (job.before)
                    job.before();
                processes.push_back(m_cli.start(job.args, m_env));
                QProcess* p = processes.back().get();
                ++running;
                QObject::connect(p, &QProcess::finished, &loop, [&, p, index] {
                    const Job& done = jobs[index];
                    --running;
                    const int code = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
                    const QString why = done.check(code, p->readAllStandardOutput());
                    if (!why.isEmpty())
                        wrong << u"%1: %2 (%3)"_s.arg(done.args.join(u' '), why,
                                                      QString::fromUtf8(p->readAllStandardError()).trimmed());
                    pump();
                });
            }
            if (running == 0 && started == jobs.size() && saved >= windowSaves)
                loop.quit();
        };

        // The window: open the plan, add an item, save, close, while the runs above go on.
        ui::PlanDocument doc;
        QTimer window;
        window.setInterval(50);
        QObject::connect(&window, &QTimer::timeout, &loop, [&] {
            if (saved >= windowSaves)
                return;
            ++windowTurns;
            plansafety::FileStamp stamp = plansafety::FileStamp::of(plan);
            IssueList issues;
            const std::optional<Plan> read = planio::load(plan, issues);
            if (!read) {
                wrong << u"the window could not read the plan: %1"_s.arg(issues.value(0).toString());
                return;
            }
            doc.reset(*read, plan, std::move(stamp));
            if (doc.lockedElsewhere()) { // a `plan add` holds it: the window tries again later
                ++windowWaited;
            } else {
                Plan next = doc.plan();
                PlanItem item = next.items.first();
                item.phase = u"window %1"_s.arg(saved);
                next.items << item;
                if (!doc.apply(next, u"Add"_s)) {
                    wrong << u"the window could not add an item"_s;
                } else if (doc.saveAs(plan)) {
                    expectedPhases << item.phase;
                    ++saved;
                } else if (doc.changedOnDisk()) {
                    ++windowChanged;
                } else {
                    wrong << u"the window's save failed: not for a change on disk"_s;
                }
            }
            doc.reset(Plan{}, QString()); // closed: the lock goes
            pump();
        });
        window.start();
        QTimer::singleShot(0, &loop, pump);
        loop.exec();
        window.stop();
        qInfo("%d runs, %d window turns: %d saves, %d waits for the lock, %d refused for a change on disk",
              int(jobs.size()), windowTurns, saved, windowWaited, windowChanged);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        QVERIFY(m_server.requests() >= updates + 2); // every update downloaded

        // Nothing lost: every item that was reported added is in the plan, once.
        IssueList issues;
        const std::optional<Plan> final = planio::load(plan, issues);
        QVERIFY(final);
        QSet<QString> phases;
        for (const PlanItem& item : final->items)
            phases << item.phase;
        QCOMPARE(final->items.size(), 1 + writers + windowSaves);
        QCOMPARE(phases, expectedPhases);
        QVERIFY2(windowTurns >= saved, "the window saved more often than it tried");
        // The window's backups are whole plans, older than the file; nothing else is left beside it.
        for (int k = 1; k <= 3; ++k) {
            IssueList backupIssues;
            const std::optional<Plan> backup = planio::load(plansafety::backupPath(plan, k), backupIssues);
            QVERIFY2(backup, qPrintable(backupIssues.value(0).toString()));
            QVERIFY(backup->items.size() < final->items.size());
        }
        QStringList left = QDir(planDir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
        left.sort();
        QCOMPARE(left, (QStringList{u"shared.gpuplan"_s, u"shared.gpuplan.bak1"_s, u"shared.gpuplan.bak2"_s,
                                    u"shared.gpuplan.bak3"_s}));

        // The price folder: one whole version in use, no switch left half done.
        const QString folder = m_cli.home.filePath(u"gpu-planner/prices"_s);
        QVERIFY(!QFileInfo::exists(folder + u"/update-pending.json"_s));
        const std::optional<PriceMap> now = prices(m_cli.run(list).out);
        QVERIFY(now && (*now == *pricesA || *now == *pricesB));
    }
};

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"
