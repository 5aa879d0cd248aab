#include "agreement.h"

#include "chartswidget.h"
#include "filelock.h"
#include "mainwindow.h"
#include "offertablemodel.h"
#include "plandocument.h"
#include "planio.h"
#include "planlock.h"
#include "planmodel.h"
#include "planwidget.h"
#include "preferences.h"
#include "usageitemdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace gp;
// "which storage or egress price applies to a provider's region" (and the storage and egress half of "how
// an item joins a plan"): `plan add-storage` / `add-transfer` and the Plan tab's add dialog, given the
// same provider, region, class and amounts, make items with the same catalog price (tiers and source) and
// the same cost.
void TestAgreement::usageItemsAlike_data()
{
    QTest::addColumn<bool>("transfer");
    QTest::addColumn<QString>("storageClass"); // object or block
    QTest::addColumn<int>("gb");
    QTest::addColumn<int>("months");
    QTest::addColumn<bool>("once");
    QTest::newRow("object storage across two tiers") << false << u"object"_s << 60'000 << 2 << false;
    QTest::newRow("block storage") << false << u"block"_s << 2'000 << 3 << false;
    QTest::newRow("egress every month") << true << QString() << 15'000 << 2 << false;
    QTest::newRow("egress once") << true << QString() << 60'000 << 1 << true;
}

void TestAgreement::usageItemsAlike()
{
    QFETCH(bool, transfer);
    QFETCH(QString, storageClass);
    QFETCH(int, gb);
    QFETCH(int, months);
    QFETCH(bool, once);
    const QString usage = QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json");
    Catalog catalog = loadSnapshotCatalog();
    catalog.addUsagePrices(loadUsagePriceFixture());

    Plan empty;
    empty.name = u"p"_s;
    using ui::UsageItemDialog;
    UsageItemDialog dialog(transfer ? UsageItemDialog::Mode::Transfer : UsageItemDialog::Mode::Storage,
                           catalog, empty);
    const auto child = [&](const QString& name) {
        QWidget* w = dialog.findChild<QWidget*>(name);
        if (!w)
            qFatal("no field %s", qPrintable(name));
        return w;
    };
    auto* provider = qobject_cast<QComboBox*>(child(u"provider"_s));
    provider->setCurrentIndex(provider->findData(u"aws"_s));
    qobject_cast<QComboBox*>(child(u"region"_s))->setCurrentText(u"us-east-1"_s);
    if (!transfer)
        qobject_cast<QComboBox*>(child(u"storageClass"_s))
            ->setCurrentIndex(storageClass == u"block"_s ? 1 : 0);
    qobject_cast<QSpinBox*>(child(u"gb"_s))->setValue(gb);
    if (once)
        qobject_cast<QRadioButton*>(child(u"once"_s))->setChecked(true);
    else
        qobject_cast<QSpinBox*>(child(u"months"_s))->setValue(months);
    QVERIFY2(dialog.item(), qPrintable(dialog.problem()));
    const PlanItem window = *dialog.item();

    QTemporaryDir dir;
    const QString path = dir.filePath(u"p.gpuplan"_s);
    QStringList args{u"plan"_s,     transfer ? u"add-transfer"_s : u"add-storage"_s,
                     path,          u"--provider"_s,
                     u"aws"_s,      u"--region"_s,
                     u"us-east-1"_s};
    if (!transfer)
        args << u"--class"_s << storageClass << u"--gb"_s << QString::number(gb);
    else
        args << (once ? u"--gb-once"_s : u"--gb-per-month"_s) << QString::number(gb);
    if (!once)
        args << u"--months"_s << QString::number(months);
    const auto run =
        m_cli.run(args + QStringList{u"--no-builtin"_s, u"--catalog"_s,
                                     QStringLiteral(GP_TEST_DATA_DIR "/snapshot"), u"--catalog"_s, usage});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    IssueList issues;
    const std::optional<Plan> plan = planio::load(path, issues);
    QVERIFY(plan && plan->items.size() == 1);
    const PlanItem& cli = plan->items.first();

    QCOMPARE(cli.kind, window.kind);
    QCOMPARE(cli.usagePrice.kind, window.usagePrice.kind);
    QCOMPARE(cli.usagePrice.tiers, window.usagePrice.tiers);
    QCOMPARE(cli.usagePrice.currency, window.usagePrice.currency);
    QCOMPARE(cli.usagePrice.source, window.usagePrice.source);
    QCOMPARE(cli.months, window.months);
    QCOMPARE(cli.startMonth, window.startMonth);
    // The same cost: "Added #1: …: 1,371.20 USD" and the dialog's "Adds 1,371.20 USD over …".
    const QString added = QString::fromUtf8(run.out).section(u'\n', 0, 0);
    const QString amount = added.section(u": "_s, -1);
    QVERIFY2(dialog.previewText().startsWith(u"Adds "_s + amount + u" over"_s),
             qPrintable(added + u" / "_s + dialog.previewText()));
    // The case means something: a published price, not one typed in.
    QVERIFY(!window.usagePrice.tiers.isEmpty());
    QVERIFY(!window.usagePrice.source.isEmpty());
}

// "how an item joins a plan", for instances: `plan add` and the window's Add to Plan (the Plan tab's
// addOffers, under the settings a new user has) make the same item: count, pricing, months, start,
// usage, GPUs and a copy of the same prices.
void TestAgreement::instanceItemsJoinAlike_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("region");
    QTest::newRow("8 GPUs in USD") << u"aws/p5.48xlarge"_s << u"us-east-1"_s;
    QTest::newRow("one GPU sold in CNY") << u"aws/g5.xlarge"_s << u"cn-north-1"_s;
}

void TestAgreement::instanceItemsJoinAlike()
{
    QFETCH(QString, id);
    QFETCH(QString, region);
    IssueList issues;
    ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
    const OfferRow* offer = nullptr;
    for (int r = 0; r < w.model()->rowCount() && !offer; ++r) {
        const OfferRow* row = w.model()->rowAt(r);
        if (row->instance->id() == id && row->region() == region)
            offer = row;
    }
    QVERIFY(offer);
    QCOMPARE(w.planWidget()->addOffers({offer}, Preferences{}), 1);
    const Plan& windowPlan = w.planDocument()->plan();
    QCOMPARE(windowPlan.items.size(), 1);
    const PlanItem& window = windowPlan.items.first();

    QTemporaryDir dir;
    const QString path = dir.filePath(u"p.gpuplan"_s);
    const auto run = m_cli.run({u"plan"_s, u"add"_s, path, id, u"--region"_s, region, u"--no-builtin"_s,
                                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const std::optional<Plan> plan = planio::load(path, issues);
    QVERIFY(plan && plan->items.size() == 1);
    const PlanItem& cli = plan->items.first();

    const auto describe = [](const PlanItem& i) {
        return u"%1@%2 × %3, %4, months %5-%6, %7 centi-h, %8 milli-GPUs"_s.arg(i.instanceId, i.region)
            .arg(i.count)
            .arg(pricingModelKey(i.pricing))
            .arg(i.startMonth)
            .arg(i.endMonth())
            .arg(i.usageCentiHours ? QString::number(*i.usageCentiHours) : u"plan's"_s)
            .arg(i.gpuMilliPerInstance);
    };
    QCOMPARE(describe(cli), describe(window));
    QVERIFY2(cli.prices.differencesFrom(window.prices).isEmpty(),
             qPrintable(cli.prices.differencesFrom(window.prices).join(u"; "_s)));
    QCOMPARE(cli.prices.currency, window.prices.currency);
    QCOMPARE(plan->hoursPerMonthCenti, windowPlan.hoursPerMonthCenti);
    QVERIFY(window.prices.onDemandHourly); // the case means something: a priced offer
}

// "a plan that cannot be costed makes nothing": a plan with a line that has no price (spot or a monthly
// subscription bought where none is published): `report` and the
// window's Export Report both refuse it with the same message and write no file.
void TestAgreement::uncostablePlansMakeNothing_data()
{
    QTest::addColumn<int>("broken"); // the item bought a way its copied prices do not have
    QTest::newRow("spot without a spot price") << 0;
    QTest::newRow("a subscription without a monthly price") << 1;
}

void TestAgreement::uncostablePlansMakeNothing()
{
    QFETCH(int, broken);
    QFile source(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray items = plan[u"items"_s].toArray();
    if (broken == 0) {
        QJsonObject first = items[0].toObject();
        first[u"pricing"_s] = u"spot"_s;
        items[0] = first;
    } else {
        QJsonObject serving = items[1].toObject();
        serving[u"pricing"_s] = u"monthly"_s;
        items[1] = serving;
    }
    plan[u"items"_s] = items;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"broken.gpuplan"_s);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(plan).toJson());
    }

    const QString cliPdf = dir.filePath(u"cli.pdf"_s);
    const auto run = m_cli.run({u"report"_s, u"--plan"_s, path, u"-o"_s, cliPdf, u"--no-builtin"_s,
                                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFileInfo::exists(cliPdf));

    IssueList issues;
    ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
    QVERIFY(w.openPlan(path));
    QCOMPARE(w.planDocument()->plan().items.size(), 6);
    const QString windowPdf = dir.filePath(u"window.pdf"_s);
    const Result<int> written = w.exportReportTo(windowPdf);
    QVERIFY(!written);
    QVERIFY(!QFileInfo::exists(windowPdf));
    // The same problem, named the same way.
    const QString problem = written.error().message.section(u": "_s, 1);
    QVERIFY2(!problem.isEmpty() && run.err.contains(problem),
             qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, written.error().message)));
}

// "who may write a plan now": while a window has a plan open, `plan add` on it fails (exit 1), names the
// window's process as the holder and leaves the file as it was; once the window lets go, it adds.
void TestAgreement::planWritersAgree()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"shared.gpuplan"_s);
    QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = fileBytes(path);
    const QStringList add{u"plan"_s,          u"add"_s,       path,
                          u"aws/g5.xlarge"_s, u"--region"_s,  u"us-east-1"_s,
                          u"--no-builtin"_s,  u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    ScopedEnvironment env;
    QProcessEnvironment noWait;
    noWait.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"0"_s);
    env.set(noWait);
    {
        IssueList issues;
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        QVERIFY(w.openPlan(path));
        const auto refused = m_cli.run(add);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(path) &&
                     refused.err.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(refused.err));
        QCOMPARE(fileBytes(path), before);
    }
    const auto added = m_cli.run(add);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    IssueList issues;
    const std::optional<Plan> plan = planio::load(path, issues);
    QVERIFY(plan);
    QCOMPARE(plan->items.size(), 7);
    QCOMPARE(plan->items.last().instanceId, u"aws/g5.xlarge"_s);
}

// "reading any file": a plan that cannot be read (broken JSON, a folder, a FIFO, a device, no file) is
// refused by `plan cost` (exit 2) and by the window's Open Plan with the same message, naming the file
// and, for broken JSON, the line and column.
void TestAgreement::unreadablePlansAlike_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected"); // part of the message
    QTest::newRow("broken JSON") << u"json"_s << u":3:15: JSON syntax error"_s;
    QTest::newRow("a folder") << u"folder"_s << u"is a folder"_s;
    QTest::newRow("a FIFO") << u"fifo"_s << u"FIFO"_s;
    QTest::newRow("a device") << u"device"_s << u"is a device"_s;
    QTest::newRow("no file") << u"missing"_s << u"cannot read"_s;
}

void TestAgreement::unreadablePlansAlike()
{
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QString path = dir.filePath(u"plan.gpuplan"_s);
    if (what == u"json"_s) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n \"format\": \"gpu-planner-plan\",\n \"version\": 2,, \n}");
    } else if (what == u"folder"_s) {
        QVERIFY(QDir().mkpath(path));
    } else if (what == u"fifo"_s) {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (what == u"device"_s) {
        path = u"/dev/zero"_s;
    }
    const auto run = m_cli.run({u"plan"_s, u"cost"_s, path, u"--no-builtin"_s, u"--catalog"_s,
                                QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(path + (what == u"json"_s ? QString() : u": "_s)) && run.err.contains(expected),
             qPrintable(run.err));

    IssueList issues;
    ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
    w.show();
    QString shown;
    QTimer answer; // the window says why in a message box: read it and close it
    connect(&answer, &QTimer::timeout, &w, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->informativeText();
            box->reject();
        }
    });
    answer.start(10);
    QVERIFY(!w.openPlan(path));
    answer.stop();
    QVERIFY2(!shown.isEmpty(), "the window said nothing");
    QVERIFY2(shown.contains(expected) && run.err.contains(shown),
             qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, shown)));
}

// "writing any file": a chart that cannot be written where asked (under a file, in a missing folder, over
// a folder) is refused by `chart -o` (exit 1) and by the Charts tab's Export with the same message, and
// nothing is made or replaced.
void TestAgreement::unwritableFilesAlike_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("expected");
    QTest::newRow("under a file") << u"file"_s << u"is a file, not a folder"_s;
    QTest::newRow("in a missing folder") << u"missing"_s << u"does not exist"_s;
    QTest::newRow("over a folder") << u"folder"_s << u"it is a folder"_s;
}

void TestAgreement::unwritableFilesAlike()
{
    QFETCH(QString, what);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QString path;
    if (what == u"file"_s) {
        QFile f(dir.filePath(u"plain"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        path = f.fileName() + u"/chart.svg"_s;
    } else if (what == u"missing"_s) {
        path = dir.filePath(u"gone/chart.svg"_s);
    } else {
        path = dir.filePath(u"chart.svg"_s);
        QVERIFY(QDir().mkpath(path));
    }
    const auto run = m_cli.run({u"chart"_s, u"--kind"_s, u"value"_s, u"-o"_s, path, u"--no-builtin"_s,
                                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QCOMPARE(run.exitCode, 1);

    ui::PlanDocument plan;
    ui::ChartsWidget tab(m_catalog, &plan);
    tab.setDisplay(Preferences{}, ratesAsGiven(), false);
    tab.setKind(ui::ChartsWidget::Value);
    tab.setSource(allRows(m_catalog), nullptr);
    QTRY_VERIFY(!tab.isWorking());
    const Result<bool> exported = tab.exportTo(path);
    QVERIFY(!exported);
    const QString window = exported.error().toString();
    QVERIFY2(window.contains(expected) && run.err.contains(window),
             qPrintable(u"CLI: %1\nwindow: %2"_s.arg(run.err, window)));
    QCOMPARE(QFileInfo(path).isDir(), what == u"folder"_s);
    QVERIFY(!QFileInfo(path).isFile());
}

// "what a GB of storage or egress costs in a month" and "what a storage, transfer or fixed item bills
// month by month": `plan cost` and the Plan tab give the same item totals, months and total.
void TestAgreement::planCostAlike_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("instances, storage, transfer and a fixed item") << u"v2-mixed.gpuplan"_s;
    QTest::newRow("training and serving") << u"v1-train-and-serve.gpuplan"_s;
}

void TestAgreement::planCostAlike()
{
    QFETCH(QString, file);
    const QString path = QStringLiteral(GP_TEST_DATA_DIR "/plans/") + file;
    const auto run = m_cli.run({u"plan"_s, u"cost"_s, path, u"--format"_s, u"json"_s, u"--no-builtin"_s,
                                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject cli = CliRunner::json(run).object();

    IssueList issues;
    const std::optional<Plan> plan = planio::load(path, issues);
    QVERIFY(plan);
    ui::PlanDocument doc;
    doc.reset(*plan, QString());
    ui::PlanWidget widget(&doc, m_catalog);
    const QJsonArray items = cli[u"items"_s].toArray();
    QCOMPARE(widget.model()->rowCount(), int(items.size()));
    for (int r = 0; r < widget.model()->rowCount(); ++r) {
        const QString shown = widget.model()->index(r, ui::PlanModel::Total).data().toString();
        QVERIFY2(amountOf(shown) == items[r][u"total"_s].toDouble(),
                 qPrintable(u"item %1: the tab shows %2, the CLI %3"_s.arg(r).arg(shown).arg(
                     items[r][u"total"_s].toDouble())));
    }
    auto* months = widget.findChild<QTableWidget*>();
    QVERIFY(months);
    const QJsonArray perMonth = cli[u"per_month"_s].toArray();
    QCOMPARE(months->rowCount(), int(perMonth.size()));
    for (int m = 0; m < months->rowCount(); ++m) {
        QCOMPARE(amountOf(months->item(m, 1)->text()), perMonth[m][u"total"_s].toDouble());
        QCOMPARE(amountOf(months->item(m, 2)->text()), perMonth[m][u"cumulative"_s].toDouble());
    }
    // The totals' last line: "<b>Total</b></td><td align=right><b>526,871.58 USD</b>".
    const QString totals = widget.totalsLabel()->text();
    const QRegularExpressionMatch total =
        QRegularExpression(u"<b>Total</b></td><td align=right><b>([^<]*) ([A-Z]{3})</b>"_s).match(totals);
    QVERIFY2(total.hasMatch(), qPrintable(totals));
    QCOMPARE(amountOf(total.captured(1)), cli[u"total"_s].toDouble());
    QCOMPARE(total.captured(2), cli[u"currency"_s].toString());
    QVERIFY(perMonth.size() >= 12);
}

// "a lock file: who holds it, taking over a dead holder's, why one cannot be made": `plan add` and the
// window opening the same plan read its lock alike. Held by a live process: `plan add` refuses and names the
// holder, the window opens it without the lock, names the same holder and says saving asks first. Left by a
// process that is gone: both take it over. One that cannot be made: `plan add` refuses with the reason, the
// window opens the plan and says the same reason.
void TestAgreement::locksAlike_data()
{
    QTest::addColumn<QString>("lock"); // held, dead or impossible
    QTest::newRow("held by a live process") << u"held"_s;
    QTest::newRow("left by a process that is gone") << u"dead"_s;
    QTest::newRow("one that cannot be made") << u"impossible"_s;
}

void TestAgreement::locksAlike()
{
    QFETCH(QString, lock);
    if (lock == u"impossible"_s && ::geteuid() == 0)
        QSKIP("root writes into a read-only folder");
    QTemporaryDir dir;
    const QString folder = dir.filePath(u"plans"_s);
    QVERIFY(QDir().mkpath(folder));
    // One copy of the plan for each face, so that neither's lock is in the other's way.
    QStringList plans;
    for (const QString& face : {u"cli"_s, u"window"_s}) {
        plans << folder + u'/' + face + u".gpuplan"_s;
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/plans/v2-mixed.gpuplan"), plans.last()));
        QFile::setPermissions(plans.last(), QFile::ReadOwner | QFile::WriteOwner);
    }
    std::vector<std::unique_ptr<QLockFile>> held;
    for (const QString& plan : plans) {
        const QString lockPath = PlanLock::lockPath(plan);
        if (lock == u"held"_s) {
            FileLockAttempt a = filelock::acquire(lockPath, 0);
            QVERIFY(a.lock);
            held.push_back(std::move(a.lock));
        } else if (lock == u"dead"_s) {
            // A lock as the programs write one, naming a process that has exited.
            QProcess gone;
            gone.start(u"/bin/true"_s);
            QVERIFY(gone.waitForStarted());
            const qint64 pid = gone.processId();
            QVERIFY(gone.waitForFinished());
            QByteArray bytes;
            {
                FileLockAttempt a = filelock::acquire(lockPath, 0);
                QVERIFY(a.lock);
                bytes = fileBytes(lockPath);
            }
            bytes.replace(0, bytes.indexOf('\n'), QByteArray::number(pid));
            QFile f(lockPath);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        }
    }
    if (lock == u"impossible"_s)
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    const auto guard = qScopeGuard(
        [&] { QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner); });

    ScopedEnvironment env;
    QProcessEnvironment noWait;
    noWait.insert(u"GP_PLAN_LOCK_WAIT_MS"_s, u"0"_s);
    env.set(noWait);
    const QByteArray before = fileBytes(plans[0]);
    const auto run = m_cli.run(
        QStringList{u"plan"_s, u"add"_s, plans[0], u"aws/g5.xlarge"_s, u"--region"_s, u"us-east-1"_s} +
        onSnapshot());

    IssueList issues;
    ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
    QVERIFY(w.openPlan(plans[1]));
    const ui::PlanDocument* doc = w.planDocument();
    const QString shown = w.statusBar()->currentMessage();
    if (lock == u"dead"_s) {
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(doc->lockProblem().isEmpty());
        QVERIFY(!doc->lockedElsewhere());
        QVERIFY(!filelock::acquire(PlanLock::lockPath(plans[1]), 0).lock); // the window holds it now
        return;
    }
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(fileBytes(plans[0]), before);
    QCOMPARE(doc->lockedElsewhere(), lock == u"held"_s);
    // The same words in both, about their own file.
    QVERIFY(!doc->lockProblem().isEmpty());
    QString problem = doc->lockProblem();
    problem.replace(u"window.gpuplan"_s, u"cli.gpuplan"_s);
    QCOMPARE(run.err.trimmed(), u"gpu-planner-cli: "_s + plans[0] + u": "_s + problem);
    if (lock == u"held"_s) {
        const QString holder = filelock::holder(*held.front());
        QVERIFY(holder.contains(QString::number(QCoreApplication::applicationPid())));
        QCOMPARE(doc->lockHolder(), holder);
        QVERIFY2(run.err.contains(holder), qPrintable(run.err));
        QVERIFY2(shown.contains(holder), qPrintable(shown));
    } else {
        QVERIFY2(shown.contains(doc->lockProblem()), qPrintable(shown));
    }
}
