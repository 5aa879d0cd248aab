// The scenario wizard (ui/scenariowizard.h), offscreen: page validation, Back keeps what was typed,
// results with reasons, adding results to the comparison and the plan (also from the main window).
#include "comparisonwidget.h"
#include "mainwindow.h"
#include "plandocument.h"
#include "scenariowizard.h"
#include "testcatalog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <QTextBrowser>
#include <QUndoStack>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;
using ui::ScenarioWizard;

class TestScenarioWizard : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = loadSnapshotCatalog();

    template <typename T> static T* field(QWidget* w, const QString& name)
    {
        T* f = w->findChild<T*>(name);
        if (!f)
            qFatal("no field %s", qPrintable(name));
        return f;
    }

    static QLabel* pageError(ScenarioWizard& w)
    {
        return w.currentPage()->findChild<QLabel*>(u"pageError"_s);
    }

    static void chooseTraining(ScenarioWizard& w, const QString& params, const QString& tokens)
    {
        field<QRadioButton>(&w, u"workload_train"_s)->setChecked(true);
        w.next();
        field<QLineEdit>(&w, u"params"_s)->setText(params);
        field<QLineEdit>(&w, u"tokens"_s)->setText(tokens);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
    }

    void walksToRankedResultsWithReasons()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        QCOMPARE(w.currentId(), int(ScenarioWizard::WorkloadPage));
        chooseTraining(w, u"7B"_s, u"200B"_s);
        QCOMPARE(w.currentId(), int(ScenarioWizard::SizePage));
        // Training defaults to BF16.
        QCOMPARE(field<QComboBox>(&w, u"precision"_s)->currentData().toString(), u"bf16"_s);
        // Inference-only fields are hidden for training.
        QVERIFY(!field<QSpinBox>(&w, u"latency"_s)->isVisible());
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ConstraintsPage));
        field<QDoubleSpinBox>(&w, u"deadline"_s)->setValue(30);
        field<QLineEdit>(&w, u"budget"_s)->setText(u"100000"_s);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ResultsPage));
        QVERIFY(w.results());
        QVERIFY(!w.results()->ranked.isEmpty());
        QTableWidget* table = w.resultsTable();
        QVERIFY(table->rowCount() >= w.results()->ranked.size());
        QCOMPARE(table->item(0, 0)->text(), u"1"_s);
        QCOMPARE(table->item(0, 1)->text(), w.results()->ranked.first().instanceId());
        for (const Recommendation& r : w.results()->ranked) {
            QVERIFY(r.days() <= 30);
            QVERIFY(r.totalCost.micros() <= 100'000LL * Money::MicrosPerUnit);
        }
        // The first row is selected and its reasons are shown.
        const QString reasons = field<QTextBrowser>(&w, u"reasons"_s)->toPlainText();
        QVERIFY2(reasons.contains(u"fits"_s), qPrintable(reasons));
        QVERIFY(reasons.contains(u"deadline"_s));
        QVERIFY(field<QLabel>(&w, u"summary"_s)->text().contains(u"Cheapest"_s));
    }

    void pagesValidateTheirFields_data()
    {
        QTest::addColumn<QString>("params");
        QTest::addColumn<QString>("tokens");
        QTest::addColumn<QString>("mfu");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QString() << QString() << QString()
                                 << u"Give the parameters and the tokens"_s;
        QTest::newRow("no tokens") << u"7B"_s << QString() << QString()
                                   << u"Give the parameters and the tokens"_s;
        QTest::newRow("not a number") << u"seven"_s << u"1T"_s << QString() << u"Parameters: \"seven\""_s;
        QTest::newRow("utilisation above 1") << u"7B"_s << u"1T"_s << u"1.5"_s << u"Utilisation"_s;
    }

    void pagesValidateTheirFields()
    {
        QFETCH(QString, params);
        QFETCH(QString, tokens);
        QFETCH(QString, mfu);
        QFETCH(QString, message);
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, params, tokens);
        field<QLineEdit>(&w, u"mfu"_s)->setText(mfu);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::SizePage)); // stays
        QLabel* error = pageError(w);
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(message), qPrintable(error->text()));
    }

    void constraintsAreChecked()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"7B"_s, u"1T"_s);
        w.next();
        field<QLineEdit>(&w, u"budget"_s)->setText(u"lots"_s);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ConstraintsPage));
        QVERIFY(pageError(w)->text().contains(u"Budget"_s));
        field<QLineEdit>(&w, u"budget"_s)->clear();
        auto* providers = field<QListWidget>(&w, u"providers"_s);
        for (int i = 0; i < providers->count(); ++i)
            providers->item(i)->setCheckState(Qt::Unchecked);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ConstraintsPage));
        QVERIFY(pageError(w)->text().contains(u"provider"_s));
    }

    void backKeepsWhatWasTyped()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"13B"_s, u"300B"_s);
        field<QComboBox>(&w, u"precision"_s)
            ->setCurrentIndex(field<QComboBox>(&w, u"precision"_s)->findData(u"fp16"_s));
        w.next();
        field<QDoubleSpinBox>(&w, u"deadline"_s)->setValue(12);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ResultsPage));
        w.back();
        QCOMPARE(field<QDoubleSpinBox>(&w, u"deadline"_s)->value(), 12.0);
        w.back();
        QCOMPARE(field<QLineEdit>(&w, u"params"_s)->text(), u"13B"_s);
        QCOMPARE(field<QLineEdit>(&w, u"tokens"_s)->text(), u"300B"_s);
        QCOMPARE(field<QComboBox>(&w, u"precision"_s)->currentData().toString(), u"fp16"_s); // not reset
        w.back();
        w.next(); // the same workload again: still the user's precision
        QCOMPARE(field<QComboBox>(&w, u"precision"_s)->currentData().toString(), u"fp16"_s);
        w.back();
        field<QRadioButton>(&w, u"workload_science"_s)->setChecked(true);
        w.next(); // a different workload takes its default
        QCOMPARE(field<QComboBox>(&w, u"precision"_s)->currentData().toString(), u"fp64"_s);
        QVERIFY(!field<QLineEdit>(&w, u"tokens"_s)->isVisible());
        QVERIFY(field<QDoubleSpinBox>(&w, u"memory"_s)->isVisible());
    }

    void nothingLeftSaysWhy()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"70B"_s, u"2T"_s);
        w.next();
        field<QDoubleSpinBox>(&w, u"deadline"_s)->setValue(1);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ResultsPage));
        QCOMPARE(w.resultsTable()->rowCount(), 0);
        QVERIFY(field<QLabel>(&w, u"summary"_s)->text().contains(u"deadline:"_s));
        QVERIFY(!field<QPushButton>(&w, u"addToPlan"_s)->isEnabled());
    }

    void inferenceAndTwoPhase()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        field<QRadioButton>(&w, u"workload_finetune"_s)->setChecked(true);
        w.next();
        field<QLineEdit>(&w, u"params"_s)->setText(u"8B"_s);
        field<QLineEdit>(&w, u"tokens"_s)->setText(u"5B"_s);
        field<QCheckBox>(&w, u"serve"_s)->setChecked(true);
        QVERIFY(field<QSpinBox>(&w, u"latency"_s)->isVisible());
        field<QDoubleSpinBox>(&w, u"qps"_s)->setValue(3);
        field<QSpinBox>(&w, u"months"_s)->setValue(6);
        w.next();
        w.next();
        QVERIFY(w.results() && w.results()->twoPhase);
        QTableWidget* t = w.resultsTable();
        const int last = t->rowCount() - 1;
        QCOMPARE(t->item(last, 0)->text(), u"train + serve"_s);
        // At the dialog's own size every column is in view: no sideways scrolling to reach the Total, and the
        // long "train → serve" pair is elided (its tooltip has it whole).
        QApplication::processEvents();
        QVERIFY(!t->horizontalScrollBar()->isVisible());
        const QRect total = t->visualRect(t->model()->index(0, 8));
        QVERIFY2(t->viewport()->rect().contains(total),
                 qPrintable(u"%1 %2"_s.arg(total.right()).arg(t->viewport()->width())));
        QVERIFY(t->item(last, 1)->toolTip().contains(u" → "_s));
        t->selectRow(last);
        QSignalSpy plan(&w, &ScenarioWizard::addToPlanRequested);
        field<QPushButton>(&w, u"addToPlan"_s)->click();
        QCOMPARE(plan.size(), 1);
        const auto items = plan.first().first().value<QList<PlanItem>>();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].startMonth, 1);
        QCOMPARE(items[1].startMonth, items[0].endMonth() + 1);
        QCOMPARE(items[1].phase, u"inference"_s);
        QCOMPARE(items[1].months, 6);
    }

    // Beside the instances: storage for the data set and checkpoints on the training item and egress on the
    // serving item, at the catalog's prices (tests/data/usage), sized by core/estimate/projectusage (7e9 x 14
    // B x 3 checkpoints + 300e9 tokens x 4 B = 1,494 GB; 3/s x 2,628,000 s x 1,024 B = 8.07 GB -> 9 GB a
    // month).
    void addsStorageAndEgressBesideTheInstances()
    {
        Catalog catalog = loadSnapshotCatalog();
        catalog.addUsagePrices(loadUsagePriceFixture());
        ScenarioWizard w(catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"7B"_s, u"300B"_s);
        field<QCheckBox>(&w, u"serve"_s)->setChecked(true);
        field<QDoubleSpinBox>(&w, u"qps"_s)->setValue(3);
        w.next();
        auto* providers = field<QListWidget>(&w, u"providers"_s);
        for (int i = 0; i < providers->count(); ++i)
            providers->item(i)->setCheckState(
                providers->item(i)->data(Qt::UserRole) == u"aws"_s ? Qt::Checked : Qt::Unchecked);
        field<QLineEdit>(&w, u"regions"_s)->setText(u"us-east-1"_s);
        w.next();
        QVERIFY(w.results() && w.results()->twoPhase);
        QVERIFY(field<QCheckBox>(&w, u"addStorage"_s)->isVisible());
        QVERIFY(field<QCheckBox>(&w, u"addEgress"_s)->isVisible());
        QCOMPARE(field<QLabel>(&w, u"storageSize"_s)->text(), u"1,494 GB of object storage"_s);
        QCOMPARE(field<QLabel>(&w, u"egressSize"_s)->text(), u"9 GB a month out to the internet"_s);
        QVERIFY(field<QLabel>(&w, u"storageSize"_s)->toolTip().contains(u"3 checkpoints"_s));
        QCOMPARE(field<QDoubleSpinBox>(&w, u"responseKb"_s)->value(), 1.024); // 256 tokens x 4 bytes

        QTableWidget* t = w.resultsTable();
        t->selectRow(t->rowCount() - 1); // train + serve
        QSignalSpy plan(&w, &ScenarioWizard::addToPlanRequested);
        field<QPushButton>(&w, u"addToPlan"_s)->click();
        QCOMPARE(plan.size(), 1);
        const auto items = plan.first().first().value<QList<PlanItem>>();
        QCOMPARE(items.size(), 4);
        const PlanItem& storage = items[2];
        QCOMPARE(storage.kind, PlanItemKind::Storage);
        QCOMPARE(storage.gb, 1494);
        QCOMPARE(storage.region, u"us-east-1"_s);
        QCOMPARE(storage.startMonth, items[0].startMonth);
        QCOMPARE(storage.months, items[0].months);
        QCOMPARE(storage.usagePrice.product, u"Fixture object storage"_s);
        const PlanItem& egress = items[3];
        QCOMPARE(egress.kind, PlanItemKind::Transfer);
        QCOMPARE(egress.gb, 9);
        QCOMPARE(egress.startMonth, items[1].startMonth);
        QCOMPARE(egress.phase, u"inference"_s);
        QVERIFY2(field<QLabel>(&w, u"done"_s)->text().contains(u"2 of them for storage or egress"_s),
                 qPrintable(field<QLabel>(&w, u"done"_s)->text()));

        // More checkpoints, and no egress: only storage is added, sized again.
        field<QSpinBox>(&w, u"checkpoints"_s)->setValue(5);
        QCOMPARE(field<QLabel>(&w, u"storageSize"_s)->text(), u"1,690 GB of object storage"_s); // + 2 x 98
        field<QCheckBox>(&w, u"addEgress"_s)->setChecked(false);
        field<QPushButton>(&w, u"addToPlan"_s)->click();
        const auto fewer = plan.last().first().value<QList<PlanItem>>();
        QCOMPARE(fewer.size(), 3);
        QCOMPARE(fewer[2].gb, 1690);
    }

    // Training alone shows no egress option; serving alone no storage option.
    void offersOnlyWhatTheScenarioNeeds()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"7B"_s, u"300B"_s);
        w.next();
        w.next();
        QVERIFY(field<QCheckBox>(&w, u"addStorage"_s)->isVisible());
        QVERIFY(!field<QCheckBox>(&w, u"addEgress"_s)->isVisible());
        // Without usage prices in this catalog the storage is not added, and the wizard says why.
        w.resultsTable()->selectRow(0);
        QSignalSpy plan(&w, &ScenarioWizard::addToPlanRequested);
        field<QPushButton>(&w, u"addToPlan"_s)->click();
        QCOMPARE(plan.first().first().value<QList<PlanItem>>().size(), 1);
        QVERIFY2(field<QLabel>(&w, u"done"_s)
                     ->text()
                     .contains(u"Not added: the catalog has no published object "
                               u"storage price"_s),
                 qPrintable(field<QLabel>(&w, u"done"_s)->text()));

        ScenarioWizard serving(m_catalog, snapshotRates(), Preferences{});
        serving.show();
        field<QRadioButton>(&serving, u"workload_inference"_s)->setChecked(true);
        serving.next();
        field<QLineEdit>(&serving, u"params"_s)->setText(u"7B"_s);
        field<QDoubleSpinBox>(&serving, u"qps"_s)->setValue(5);
        serving.next();
        serving.next();
        QVERIFY(!field<QCheckBox>(&serving, u"addStorage"_s)->isVisible());
        QVERIFY(field<QCheckBox>(&serving, u"addEgress"_s)->isVisible());
    }

    // The model picker: a preset fills the parameters and shows its KV cache and source; the scenario names
    // the preset; Custom shows the shape fields and they reach the scenario; fine-tuning shows its method.
    void modelPickerFillsTheModel()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        field<QRadioButton>(&w, u"workload_inference"_s)->setChecked(true);
        w.next();
        auto* model = field<QComboBox>(&w, u"model"_s);
        QVERIFY(field<QSpinBox>(&w, u"kvHeads"_s)->isVisible()); // Custom first
        model->setCurrentIndex(model->findData(u"llama-2-70b"_s));
        QCOMPARE(field<QLineEdit>(&w, u"params"_s)->text(), u"70B"_s);
        QVERIFY(!field<QSpinBox>(&w, u"kvHeads"_s)->isVisible());
        const QString info = field<QLabel>(&w, u"modelInfo"_s)->text();
        QVERIFY2(info.contains(u"320 KiB per token (GQA)"_s), qPrintable(info));
        QVERIFY2(info.contains(u"huggingface.co/meta-llama/Llama-2-70b-hf"_s), qPrintable(info));
        QString problem;
        Scenario s = w.scenario(&problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(s.model, u"llama-2-70b"_s);
        QCOMPARE(*s.resolved().kvBytesPerToken, 2.0 * 80 * 8 * 128 * 2);
        // The preset's own parameters count: the page lets it through.
        QVERIFY2(w.validateCurrentPage(), qPrintable(pageError(w)->text()));

        model->setCurrentIndex(0); // Custom: the shape fields are used
        field<QLineEdit>(&w, u"params"_s)->setText(u"13B"_s);
        field<QSpinBox>(&w, u"layers"_s)->setValue(40);
        field<QSpinBox>(&w, u"kvHeads"_s)->setValue(8);
        s = w.scenario(&problem);
        QVERIFY(s.model.isEmpty());
        QCOMPARE(*s.kvHeads, 8);
        QCOMPARE(*s.resolved().kvBytesPerToken, 2.0 * 40 * 8 * 128 * 2);
        QVERIFY(field<QLabel>(&w, u"modelInfo"_s)->text().contains(u"2 × 40 layers × 8 KV heads"_s));

        w.back();
        field<QRadioButton>(&w, u"workload_finetune"_s)->setChecked(true);
        w.next();
        auto* method = field<QComboBox>(&w, u"finetune"_s);
        QVERIFY(method->isVisible());
        QVERIFY(!field<QSpinBox>(&w, u"loraRank"_s)->isVisible());
        method->setCurrentIndex(method->findData(u"qlora"_s));
        QVERIFY(field<QSpinBox>(&w, u"loraRank"_s)->isVisible());
        field<QSpinBox>(&w, u"minEfficiency"_s)->setValue(70);
        s = w.scenario(&problem);
        QCOMPARE(s.finetune, FinetuneMethod::Qlora);
        QCOMPARE(s.minEfficiency, 0.70);
    }

    // Training a preset: each row is one instance type and count, with its scaling efficiency shown.
    void resultsShowScalingOncePerConfiguration()
    {
        ScenarioWizard w(m_catalog, snapshotRates(), Preferences{});
        w.show();
        chooseTraining(w, u"7B"_s, u"300B"_s);
        auto* model = field<QComboBox>(&w, u"model"_s);
        model->setCurrentIndex(model->findData(u"llama-2-7b"_s));
        field<QLineEdit>(&w, u"tokens"_s)->setText(u"300B"_s);
        w.next();
        QVERIFY2(w.currentId() == int(ScenarioWizard::ConstraintsPage), qPrintable(pageError(w)->text()));
        field<QDoubleSpinBox>(&w, u"deadline"_s)->setValue(7);
        w.next();
        QCOMPARE(w.currentId(), int(ScenarioWizard::ResultsPage));
        QTableWidget* table = w.resultsTable();
        QCOMPARE(table->horizontalHeaderItem(6)->text(), u"Scaling"_s);
        QVERIFY(table->rowCount() >= 2);
        QSet<QString> seen;
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString key = table->item(r, 1)->text() + u" × "_s + table->item(r, 3)->text();
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen.insert(key);
        }
        const Recommendation& top = w.results()->ranked.first();
        QVERIFY(top.scalingEfficiency);
        QCOMPARE(table->item(0, 6)->text(),
                 QString::number(std::lround(*top.scalingEfficiency * 100)) + u" %"_s);
        QVERIFY(*top.scalingEfficiency >= 0.5);
    }

    // From the main window: File → New from Scenario, walk it, add the top result to the plan and two
    // results to the comparison.
    void mainWindowAddsResultsToPlanAndComparison()
    {
        IssueList issues;
        ui::MainWindow main(loadSnapshotCatalog(&issues), issues);
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        QCOMPARE(main.planDocument()->plan().items.size(), 0);
        ScenarioWizard* w = main.showScenarioWizard();
        QVERIFY(w);
        QCOMPARE(main.showScenarioWizard(), w); // one at a time
        field<QRadioButton>(w, u"workload_inference"_s)->setChecked(true);
        w->next();
        field<QLineEdit>(w, u"params"_s)->setText(u"7B"_s);
        field<QDoubleSpinBox>(w, u"qps"_s)->setValue(5);
        w->next();
        field<QComboBox>(w, u"currency"_s)->setCurrentText(u"CNY"_s);
        w->next();
        QCOMPARE(w->currentId(), int(ScenarioWizard::ResultsPage));
        QVERIFY(w->resultsTable()->rowCount() >= 2);
        w->resultsTable()->selectRow(0);
        field<QPushButton>(w, u"addToPlan"_s)->click();
        const Plan& plan = main.planDocument()->plan();
        QCOMPARE(plan.items.size(), 1);
        QCOMPARE(plan.currency, u"CNY"_s);
        const Recommendation& top = w->results()->ranked.first();
        QCOMPARE(plan.items.first().instanceId, top.instanceId());
        QCOMPARE(plan.items.first().count, top.instances);
        // The plan costs what the wizard showed.
        QCOMPARE(main.planDocument()->cost().total, top.totalCost);
        QCOMPARE(main.tabs()->currentIndex(), int(ui::MainWindow::PlanTab));
        // Undo takes it back in one step.
        main.planDocument()->undoStack()->undo();
        QCOMPARE(main.planDocument()->plan().items.size(), 0);

        w->resultsTable()->clearSelection();
        w->resultsTable()->selectRow(0);
        w->resultsTable()->selectionModel()->select(w->resultsTable()->model()->index(1, 0),
                                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
        field<QPushButton>(w, u"addToComparison"_s)->click();
        QCOMPARE(main.comparison()->offers().size(), 2);
        QCOMPARE(main.tabs()->currentIndex(), int(ui::MainWindow::CompareTab));
        w->close();
    }
};

QTEST_MAIN(TestScenarioWizard)
#include "tst_scenariowizard.moc"
