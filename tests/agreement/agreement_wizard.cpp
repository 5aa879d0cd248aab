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

using namespace Qt::StringLiterals;
using namespace gp;
// The wizard's rows ("the time and cost of a training job", the utilisation, the layout and scaling, the
// memory per GPU and whether it fits, the work of a run, a preset's KV cache, serving capacity, which
// region an instance is used in): `recommend` and the scenario wizard, given the same workload in their
// own fields and flags and nothing else, rank the same configurations with the same time, cost,
// capacity and reasons (each reason names the figure its rule gave: GB per GPU, layout, share of peak).
void TestAgreement::wizardAndRecommendAgree_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("model"); // a preset, or empty
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<double>("qps");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("training 7B on 200B tokens")
        << u"train"_s << QString() << u"7B"_s << u"200B"_s << QString() << 0.0
        << QStringList{u"--params"_s, u"7B"_s, u"--tokens"_s, u"200B"_s};
    QTest::newRow("LoRA fine-tuning of a 70B preset")
        << u"finetune"_s << u"llama-2-70b"_s << QString() << u"2B"_s << u"lora"_s << 0.0
        << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--tokens"_s, u"2B"_s, u"--finetune"_s, u"lora"_s};
    QTest::newRow("serving a 70B preset at 5 requests per second")
        << u"inference"_s << u"llama-2-70b"_s << QString() << QString() << QString() << 5.0
        << QStringList{u"--model"_s, u"llama-2-70b"_s, u"--qps"_s, u"5"_s};
}

void TestAgreement::wizardAndRecommendAgree()
{
    QFETCH(QString, workload);
    QFETCH(QString, model);
    QFETCH(QString, params);
    QFETCH(QString, tokens);
    QFETCH(QString, finetune);
    QFETCH(double, qps);
    QFETCH(QStringList, args);
    const auto field = [](QWidget* w, const QString& name) {
        QWidget* f = w->findChild<QWidget*>(name);
        if (!f)
            qFatal("no field %s", qPrintable(name));
        return f;
    };

    ui::ScenarioWizard wizard(m_catalog, ratesOfTheCli(), Preferences{});
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

    const auto run = m_cli.run(QStringList{u"recommend"_s, u"--workload"_s, workload, u"--format"_s,
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
    }
}
