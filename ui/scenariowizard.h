#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "plan.h"
#include "preferences.h"
#include "projectusage.h"
#include "recommender.h"

#include <QWizard>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace gp::ui {

// File → New from Scenario: workload type → workload size → constraints → ranked configurations with
// their reasons, from which the user adds results to the comparison or to the plan. The pages keep
// what was typed when the user goes back; each checks its fields before moving on.
class ScenarioWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioWizard)

public:
    enum Page
    {
        WorkloadPage,
        SizePage,
        ConstraintsPage,
        ResultsPage
    };

    ScenarioWizard(const Catalog& catalog, const ExchangeRates& fx, const Preferences& prefs,
                   QWidget* parent = nullptr);
    ~ScenarioWizard() override;

    // The scenario the pages describe so far; the first problem goes to `error` (empty when none).
    Scenario scenario(QString* error = nullptr) const;
    const std::optional<Recommendations>& results() const { return m_results; }
    QTableWidget* resultsTable() const { return m_table; }
    // The recommendations behind the selected result rows (a train-then-serve row brings both phases).
    QList<Recommendation> selectedResults() const;
    void addSelectionToComparison();
    void addSelectionToPlan();

Q_SIGNALS:
    void compareRequested(const QList<const OfferRow*>& rows);
    void addToPlanRequested(const QList<PlanItem>& items, const QString& description);

private:
    friend class ScenarioPage;
    QWizardPage* buildWorkloadPage();
    QWizardPage* buildSizePage();
    QWizardPage* buildConstraintsPage();
    QWizardPage* buildResultsPage();
    void showFieldsFor(Workload w);
    void modelChosen();   // fills the fields from the preset
    void describeModel(); // the model's parameters and KV cache, under the picker
    void runRecommender();
    void showReasons();
    // The storage and egress the result scenario needs, as the options on the results page set them.
    ProjectUsage projectUsage() const;
    void updateProjectUsage();
    Workload workload() const;
    QString validateSize() const;
    QString validateConstraints() const;
    const OfferRow* rowFor(const Recommendation& r) const;

    const Catalog& m_catalog;
    ExchangeRates m_fx;
    Preferences m_prefs;
    std::optional<Workload> m_precisionSetFor;

    QButtonGroup* m_workloads = nullptr;
    QFormLayout* m_sizeForm = nullptr;
    QComboBox* m_model = nullptr;    // a preset (ModelPresets) or custom
    QLabel* m_modelInfo = nullptr;   // the preset's or the custom shape's parameters and KV cache
    QSpinBox* m_layers = nullptr;    // custom: 0 unknown
    QSpinBox* m_kvHeads = nullptr;   // custom: 0 unknown
    QSpinBox* m_headDim = nullptr;   // custom
    QComboBox* m_finetune = nullptr; // full, LoRA, QLoRA
    QSpinBox* m_loraRank = nullptr;
    QSpinBox* m_minEfficiency = nullptr; // percent
    QLineEdit* m_params = nullptr;
    QLineEdit* m_tokens = nullptr;
    QLineEdit* m_flops = nullptr;
    QComboBox* m_precision = nullptr;
    QCheckBox* m_recompute = nullptr;
    QLineEdit* m_mfu = nullptr;
    QSpinBox* m_context = nullptr;
    QDoubleSpinBox* m_qps = nullptr;
    QCheckBox* m_serve = nullptr;
    QSpinBox* m_outputTokens = nullptr;
    QSpinBox* m_latency = nullptr;
    QSpinBox* m_months = nullptr;
    QDoubleSpinBox* m_memory = nullptr;
    QComboBox* m_referenceGpu = nullptr;
    QDoubleSpinBox* m_referenceHours = nullptr;

    QDoubleSpinBox* m_deadline = nullptr;
    QLineEdit* m_budget = nullptr;
    QComboBox* m_currency = nullptr;
    QCheckBox* m_interruptible = nullptr;
    QListWidget* m_providers = nullptr;
    QLineEdit* m_regions = nullptr;
    QComboBox* m_rankBy = nullptr;
    QSpinBox* m_top = nullptr;

    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QTextBrowser* m_reasons = nullptr;
    QPushButton* m_toCompare = nullptr;
    QPushButton* m_toPlan = nullptr;
    QLabel* m_done = nullptr;
    // Beside the instances: storage for the data set and checkpoints (training), egress (serving).
    QCheckBox* m_addStorage = nullptr;
    QSpinBox* m_checkpoints = nullptr;
    QLabel* m_storageSize = nullptr;
    QCheckBox* m_addEgress = nullptr;
    QDoubleSpinBox* m_responseKb = nullptr;
    QLabel* m_egressSize = nullptr;

    std::optional<Recommendations> m_results;
    Scenario m_resultScenario;
    QList<QList<Recommendation>> m_rowResults; // per table row: the recommendation(s) it stands for
};

} // namespace gp::ui
