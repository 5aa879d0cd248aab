#include "agreement.h"

#include "preferences.h"
#include "recommender.h"
#include "scenariowizard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace gp;

// The wizard's rows ("the time and cost of a training job", the utilisation, the layout and scaling, the
// memory per GPU and whether it fits, the work of a run, a preset's KV cache, serving capacity, which
// region an instance is used in, the measured all-reduce that stands for a GPU link): `recommend` and the
// scenario wizard, given the same workload in their own fields and flags and nothing else, rank the same
// configurations with the same time, cost, capacity and reasons (each reason names the figure its rule
// gave: GB per GPU, layout, share of peak, the link's bandwidth and where it comes from).
void TestAgreement::wizardAndRecommendAgree_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("model"); // a preset, or empty
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<double>("qps");
    QTest::addColumn<QStringList>("args");
    // The user's measurements: none; an H200 pair's with an all-reduce (its bus bandwidth stands for the
    // link of H200 instances with NVLink); the same, and measured throughput chosen (Settings,
    // --use-measured).
    QTest::addColumn<int>("measured");
    const QStringList train{u"--params"_s, u"7B"_s, u"--tokens"_s, u"200B"_s};
    QTest::newRow("training 7B on 200B tokens")
        << u"train"_s << QString() << u"7B"_s << u"200B"_s << QString() << 0.0 << train << 0;
    QTest::newRow("LoRA fine-tuning of a 70B preset")
        << u"finetune"_s << u"llama-2-70b"_s << QString() << u"2B"_s << u"lora"_s << 0.0
        << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--tokens"_s, u"2B"_s, u"--finetune"_s, u"lora"_s}
        << 0;
    QTest::newRow("serving a 70B preset at 5 requests per second")
        << u"inference"_s << u"llama-2-70b"_s << QString() << QString() << QString() << 5.0
        << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--qps"_s, u"5"_s} << 0;
    QTest::newRow("training over a measured all-reduce")
        << u"train"_s << QString() << u"7B"_s << u"200B"_s << QString() << 0.0 << train << 1;
    QTest::newRow("training on measured throughput")
        << u"train"_s << QString() << u"7B"_s << u"200B"_s << QString() << 0.0
        << train + QStringList{u"--use-measured"_s} << 2;
}

namespace {

// tests/data/measurements/h200-x2.json with an "all_reduce" member as gpu-probe writes it (the figures made
// up, below the pair's measured peer bandwidth, so the link is NVLink), written into `folder`.
QString withAllReduce(const QString& folder)
{
    QFile in(QStringLiteral(GP_TEST_DATA_DIR "/measurements/h200-x2.json"));
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(in.fileName()));
    QByteArray text = in.readAll();
    text.insert(text.lastIndexOf('}'), R"(,
  "all_reduce": {"library": "NCCL", "library_version": "2.28.3", "devices": [0, 1], "operation": "sum",
    "data_type": "float32",
    "bus_bandwidth": {"value": 361.5, "unit": "GB/s", "statistic": "median", "best": 365.0, "median": 361.5,
                      "worst": 350.0, "repetitions": 400, "bytes": 1073741824, "verified": true}}
)");
    const QString path = folder + u"/h200-x2-all-reduce.json"_s;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

void TestAgreement::wizardAndRecommendAgree()
{
    QFETCH(QString, workload);
    QFETCH(QString, model);
    QFETCH(QString, params);
    QFETCH(QString, tokens);
    QFETCH(QString, finetune);
    QFETCH(double, qps);
    QFETCH(QStringList, args);
    QFETCH(int, measured);
    // A measurement goes into a runner's own home, so the other cases see none.
    std::optional<InProcessCliRunner> own;
    const InProcessCliRunner& runner = measured > 0 ? own.emplace() : m_cli;
    Catalog withMeasurements;
    Preferences prefs;
    if (measured > 0) {
        const auto import = runner.run(
            QStringList{u"measurements"_s, u"import"_s, withAllReduce(runner.home.path())} + onSnapshot());
        QVERIFY2(import.exitCode == 0, qPrintable(import.err));
        // The window's catalog as it loads one: the user's measurements on top.
        const AsTheProgram program(runner);
        CatalogLoadOptions options = onlyTheseFiles({QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
        options.measurements = true;
        IssueList issues;
        withMeasurements = Catalog::load(options, issues);
        QCOMPARE(countErrors(issues), 0);
        prefs.useMeasured = measured == 2;
    }
    const Catalog& catalog = measured > 0 ? withMeasurements : m_catalog;
    const auto field = [](QWidget* w, const QString& name) {
        QWidget* f = w->findChild<QWidget*>(name);
        if (!f)
            qFatal("no field %s", qPrintable(name));
        return f;
    };

    ui::ScenarioWizard wizard(catalog, ratesOfTheCli(), prefs);
    wizard.show();
    qobject_cast<QRadioButton*>(field(&wizard, u"workload_"_s + workload))->setChecked(true);
    wizard.next();
    if (!model.isEmpty()) {
        auto* picker = qobject_cast<QComboBox*>(field(&wizard, u"model"_s));
        picker->setCurrentIndex(picker->findData(model));
        QVERIFY(picker->currentIndex() >= 0);
    }
    if (!params.isEmpty())
        qobject_cast<QLineEdit*>(field(&wizard, u"params"_s))->setText(params);
    if (!tokens.isEmpty())
        qobject_cast<QLineEdit*>(field(&wizard, u"tokens"_s))->setText(tokens);
    if (!finetune.isEmpty()) {
        auto* method = qobject_cast<QComboBox*>(field(&wizard, u"finetune"_s));
        method->setCurrentIndex(method->findData(finetune));
        QVERIFY(method->currentIndex() >= 0);
    }
    if (qps > 0)
        qobject_cast<QDoubleSpinBox*>(field(&wizard, u"qps"_s))->setValue(qps);
    wizard.next();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::ScenarioWizard::ResultsPage));
    QVERIFY(wizard.results());
    const int shown = qobject_cast<QSpinBox*>(field(&wizard, u"top"_s))->value();

    const auto run = runner.run(QStringList{u"recommend"_s, u"--workload"_s, workload, u"--format"_s,
                                            u"json"_s, u"--top"_s, QString::number(shown)} +
                                args + fxArgs() + onSnapshot());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonArray cli = CliRunner::json(run)[u"recommendations"_s].toArray();
    const QList<Recommendation>& window = wizard.results()->ranked;
    QCOMPARE(window.size(), cli.size());
    QVERIFY(window.size() >= 2); // the case means something: configurations to rank
    const auto opt = [](const std::optional<double>& v) {
        return v ? QString::number(*v, 'g', 3) : u"null"_s;
    };
    const auto json = [](const QJsonValue& v) {
        return v.isDouble() ? QString::number(v.toDouble(), 'g', 3) : u"null"_s;
    };
    int overMeasuredLinks = 0;
    for (qsizetype i = 0; i < window.size(); ++i) {
        const Recommendation& r = window[i];
        const QJsonObject c = cli[i].toObject();
        const QString w = u"%1 in %2 × %3, %4, %5 h, %6 %7, kv %8, %9 tok/s"_s.arg(r.instanceId(), r.region)
                              .arg(r.instances)
                              .arg(pricingModelKey(r.pricing), QString::number(r.hours, 'f', 1),
                                   QString::number(r.totalCost.toDouble(), 'f', 2), r.totalCost.currency(),
                                   opt(r.kvCacheGb), opt(r.tokensPerSecond));
        const QString l =
            u"%1 in %2 × %3, %4, %5 h, %6 %7, kv %8, %9 tok/s"_s
                .arg(c[u"instance"_s].toString(), c[u"region"_s].toString())
                .arg(c[u"instances"_s].toInt())
                .arg(c[u"pricing"_s].toString(), QString::number(c[u"hours"_s].toDouble(), 'f', 1),
                     QString::number(c[u"total_cost"_s].toDouble(), 'f', 2), c[u"currency"_s].toString(),
                     json(c[u"kv_cache_gb"_s]), json(c[u"tokens_per_second"_s]));
        QVERIFY2(w == l, qPrintable(u"rank %1: the wizard ranks %2, the CLI %3"_s.arg(i + 1).arg(w, l)));
        QStringList reasons;
        for (const QJsonValue& v : c[u"reasons"_s].toArray())
            reasons << v.toString();
        QCOMPARE(r.reasons, reasons);
        for (const QString& plural : {u"instance(s)"_s, u"run(s)"_s})
            QVERIFY2(!reasons.join(u'\n').contains(plural), qPrintable(reasons.join(u'\n')));
        // What the table shows is the ranking's row.
        QCOMPARE(wizard.resultsTable()->item(int(i), 1)->text(), r.instanceId());
        if (r.reasons.join(u'\n').contains(u"GB/s measured (NCCL all-reduce"_s))
            ++overMeasuredLinks;
    }
    // The case means something: with the measurement, an H200 instance's exchange runs over it.
    QCOMPARE(overMeasuredLinks > 0, measured > 0);
}
