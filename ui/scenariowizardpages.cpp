#include "scenariowizard.h"

#include "estimation.h"
#include "instancetype.h"
#include "modelpresets.h"
#include "planservice.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <functional>

using namespace Qt::StringLiterals;

// The pages of the scenario wizard: workload, size, constraints and results. The scenario they make, its
// checks and the results' actions are in scenariowizard.cpp.

namespace gp::ui {

// A wizard page that checks its fields before the wizard moves on, showing the problem in red.
class ScenarioPage final : public QWizardPage
{
public:
    explicit ScenarioPage(QWidget* parent = nullptr) : QWizardPage(parent)
    {
        m_error = new QLabel(this);
        m_error->setObjectName(u"pageError"_s);
        m_error->setWordWrap(true);
        m_error->setStyleSheet(u"color: #b3261e;"_s);
        m_error->hide();
    }

    QLabel* errorLabel() const { return m_error; }
    std::function<QString()> validator;
    std::function<void()> onEnter;

    bool validatePage() override
    {
        const QString problem = validator ? validator() : QString();
        m_error->setText(problem);
        m_error->setVisible(!problem.isEmpty());
        return problem.isEmpty();
    }

    void initializePage() override
    {
        m_error->hide();
        if (onEnter)
            onEnter();
    }

private:
    QLabel* m_error = nullptr;
};

namespace {

QLabel* helpLabel(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setWordWrap(true);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    l->setFont(f);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

// A field with its explanation under it.
QWidget* withHelp(QWidget* field, const QString& help, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 4);
    v->setSpacing(1);
    v->addWidget(field);
    v->addWidget(helpLabel(help, box));
    return box;
}

} // namespace

QWizardPage* ScenarioWizard::buildWorkloadPage()
{
    auto* page = new ScenarioPage(this);
    page->setTitle(tr("What will the GPUs do?"));
    page->setSubTitle(
        tr("The workload decides what matters: compute, memory, interconnect, latency or FP64."));
    auto* layout = new QVBoxLayout(page);
    m_workloads = new QButtonGroup(page);
    const QList<std::pair<Workload, QString>> choices{
        {Workload::Train,
         tr("Pre-training a model on many tokens. Large models need 4–8+ A100/H100-class GPUs "
            "per node; interconnect and multi-node efficiency matter.")},
        {Workload::Finetune,
         tr("Fine-tuning an existing model. Single-GPU compute and memory matter; optionally "
            "serve the model afterwards (train, then serve).")},
        {Workload::Inference,
         tr("Serving a model in real time. Memory bandwidth, latency per token and concurrency "
            "matter; T4/A10/L4-class GPUs are often enough.")},
        {Workload::Render,
         tr("Rendering frames. Each GPU works alone: VRAM for the scene and FP32 throughput "
            "matter.")},
        {Workload::Science,
         tr("Simulation in double precision. Only GPUs with real FP64 units qualify (not T4, "
            "L4, A10, L40S or RTX cards).")},
    };
    for (const auto& [w, help] : choices) {
        auto* radio = new QRadioButton(workloadLabel(w), page);
        radio->setObjectName(u"workload_"_s + workloadKey(w));
        m_workloads->addButton(radio, int(w));
        layout->addWidget(radio);
        auto* h = helpLabel(help, page);
        h->setContentsMargins(24, 0, 0, 8);
        layout->addWidget(h);
    }
    m_workloads->button(int(Workload::Train))->setChecked(true);
    layout->addStretch(1);
    layout->addWidget(page->errorLabel());
    return page;
}

QWizardPage* ScenarioWizard::buildSizePage()
{
    auto* page = new ScenarioPage(this);
    page->setTitle(tr("How big is the work?"));
    auto* layout = new QVBoxLayout(page);
    m_sizeForm = new QFormLayout;
    m_sizeForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    const auto lineEdit = [page](const QString& name, const QString& placeholder) {
        auto* e = new QLineEdit(page);
        e->setObjectName(name);
        e->setPlaceholderText(placeholder);
        return e;
    };
    m_model = new QComboBox(page);
    m_model->setObjectName(u"model"_s);
    m_model->addItem(tr("Custom (give its size below)"), QString());
    for (const ModelArchitecture& m : ModelPresets::builtin().models())
        m_model->addItem(m.name, m.id);
    m_modelInfo = new QLabel(page);
    m_modelInfo->setObjectName(u"modelInfo"_s);
    m_modelInfo->setWordWrap(false); // short lines of its own; wrapping made the form reserve room for more
    m_modelInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelInfo->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    const auto spin = [page](const QString& name, int max, const QString& unknown) {
        auto* b = new QSpinBox(page);
        b->setObjectName(name);
        b->setRange(0, max);
        b->setSpecialValueText(unknown);
        return b;
    };
    m_layers = spin(u"layers"_s, 10'000, tr("not known"));
    m_kvHeads = spin(u"kvHeads"_s, 10'000, tr("not known (multi-head assumed)"));
    m_headDim = spin(u"headDim"_s, 100'000, tr("not known"));
    m_headDim->setValue(128);
    m_finetune = new QComboBox(page);
    m_finetune->setObjectName(u"finetune"_s);
    for (const QString& key : finetuneKeys())
        m_finetune->addItem(finetuneLabel(*finetuneFromKey(key)), key);
    m_loraRank = spin(u"loraRank"_s, 65'536, QString());
    m_loraRank->setMinimum(1);
    m_loraRank->setValue(16);
    m_minEfficiency = spin(u"minEfficiency"_s, 100, tr("keep every configuration"));
    m_minEfficiency->setValue(int(estimation::DefaultMinEfficiency * 100));
    m_minEfficiency->setSuffix(tr(" %"));
    m_params = lineEdit(u"params"_s, tr("e.g. 7B, 70e9"));
    m_tokens = lineEdit(u"tokens"_s, tr("e.g. 2T, 200B"));
    m_flops = lineEdit(u"flops"_s, tr("e.g. 1e21 (optional for training)"));
    m_precision = new QComboBox(page);
    m_precision->setObjectName(u"precision"_s);
    for (Precision p : AllPrecisions) {
        if (p != Precision::INT8)
            m_precision->addItem(precisionLabel(p), precisionKey(p));
    }
    m_recompute = new QCheckBox(tr("Activation recomputation (8·N·D instead of 6·N·D)"), page);
    m_recompute->setObjectName(u"recompute"_s);
    m_mfu = lineEdit(u"mfu"_s, tr("default 0.40, reduced by interconnect scaling"));
    m_serve = new QCheckBox(tr("Serve the model afterwards (adds an inference phase)"), page);
    m_serve->setObjectName(u"serve"_s);
    m_qps = new QDoubleSpinBox(page);
    m_qps->setObjectName(u"qps"_s);
    m_qps->setRange(0.01, 1e6);
    m_qps->setDecimals(2);
    m_qps->setValue(10);
    m_qps->setSuffix(tr(" requests/s"));
    m_context = new QSpinBox(page);
    m_context->setObjectName(u"context"_s);
    m_context->setRange(1, 10'000'000);
    m_context->setValue(4096);
    m_context->setSuffix(tr(" tokens"));
    m_outputTokens = new QSpinBox(page);
    m_outputTokens->setObjectName(u"outputTokens"_s);
    m_outputTokens->setRange(1, 1'000'000);
    m_outputTokens->setValue(256);
    m_outputTokens->setSuffix(tr(" tokens"));
    m_latency = new QSpinBox(page);
    m_latency->setObjectName(u"latency"_s);
    m_latency->setRange(1, 600'000);
    m_latency->setValue(50);
    m_latency->setSuffix(tr(" ms per token"));
    m_months = new QSpinBox(page);
    m_months->setObjectName(u"months"_s);
    m_months->setRange(1, MaxMonths);
    m_months->setValue(Scenario{}.serveMonths); // core's default, as `recommend` without --months
    m_months->setSuffix(tr(" months"));
    m_memory = new QDoubleSpinBox(page);
    m_memory->setObjectName(u"memory"_s);
    m_memory->setRange(0, 1e6);
    m_memory->setDecimals(1);
    m_memory->setSuffix(tr(" GB"));
    m_memory->setSpecialValueText(tr("not limited"));
    m_referenceGpu = new QComboBox(page);
    m_referenceGpu->setObjectName(u"referenceGpu"_s);
    m_referenceGpu->addItem(tr("(give FLOPs instead)"), QString());
    for (const Gpu& g : m_catalog.gpus()) {
        if (g.denseTflops(Precision::FP32))
            m_referenceGpu->addItem(g.vendor + u' ' + g.model, g.id);
    }
    m_referenceHours = new QDoubleSpinBox(page);
    m_referenceHours->setObjectName(u"referenceHours"_s);
    m_referenceHours->setRange(0, 1e7);
    m_referenceHours->setDecimals(1);
    m_referenceHours->setSuffix(tr(" hours"));

    m_sizeForm->addRow(tr("Model"),
                       withHelp(m_model,
                                tr("A published model fills its size and shape (layers, key/value "
                                   "heads) from its configuration; Custom takes them below."),
                                page));
    m_sizeForm->addRow(QString(), m_modelInfo);
    m_sizeForm->addRow(tr("Layers"),
                       withHelp(m_layers, tr("Custom model: its layers, for the KV cache."), page));
    m_sizeForm->addRow(
        tr("Key/value heads"),
        withHelp(m_kvHeads,
                 tr("Custom model: heads that keep keys and values. Grouped-query models keep "
                    "fewer than their attention heads, and their KV cache is that much smaller."),
                 page));
    m_sizeForm->addRow(tr("Head dimension"),
                       withHelp(m_headDim, tr("Custom model: the width of one attention head."), page));
    m_sizeForm->addRow(
        tr("Fine-tuning"),
        withHelp(m_finetune,
                 tr("Full trains every weight (18 bytes per parameter); LoRA trains small "
                    "adapters beside frozen weights; QLoRA keeps the frozen weights in 4 bits."),
                 page));
    m_sizeForm->addRow(tr("LoRA rank"), withHelp(m_loraRank, tr("The rank of the adapters."), page));
    m_sizeForm->addRow(
        tr("Minimum scaling"),
        withHelp(m_minEfficiency,
                 tr("Clusters whose gradient exchange leaves less than this share of the GPUs' "
                    "time for computing are left out."),
                 page));
    m_sizeForm->addRow(tr("Parameters"),
                       withHelp(m_params,
                                tr("Model size N. Training needs about 18 bytes of GPU "
                                   "memory per parameter, spread over the GPUs; serving "
                                   "needs the weights (2 bytes at FP16) plus the KV cache."),
                                page));
    m_sizeForm->addRow(tr("Tokens"),
                       withHelp(m_tokens, tr("Training tokens D; the work is 6·N·D FLOPs."), page));
    m_sizeForm->addRow(tr("Total FLOPs"),
                       withHelp(m_flops,
                                tr("The whole job's floating-point operations, when you know them "
                                   "(e.g. samples × FLOPs per sample). Replaces 6·N·D."),
                                page));
    m_sizeForm->addRow(tr("Precision"), withHelp(m_precision,
                                                 tr("The datasheet's dense peak at this precision is "
                                                    "the throughput ceiling; for serving it also sets "
                                                    "the bytes per weight."),
                                                 page));
    m_sizeForm->addRow(QString(), m_recompute);
    m_sizeForm->addRow(tr("Utilisation"), withHelp(m_mfu,
                                                   tr("Optional: the end-to-end share of peak you expect "
                                                      "(0–1). Leave empty for 0.40 × scaling."),
                                                   page));
    m_sizeForm->addRow(QString(), m_serve);
    m_sizeForm->addRow(tr("Request rate"),
                       withHelp(m_qps, tr("Requests per second the service must answer."), page));
    m_sizeForm->addRow(tr("Context"), withHelp(m_context,
                                               tr("Tokens held per sequence (prompt + answer): its KV "
                                                  "cache must fit beside the weights."),
                                               page));
    m_sizeForm->addRow(tr("Answer length"),
                       withHelp(m_outputTokens, tr("Tokens generated per request."), page));
    m_sizeForm->addRow(tr("Latency"),
                       withHelp(m_latency, tr("Longest acceptable time per generated token."), page));
    m_sizeForm->addRow(tr("Serving period"), withHelp(m_months, tr("How long the service runs."), page));
    m_sizeForm->addRow(tr("Memory"), withHelp(m_memory,
                                              tr("Render: the scene, which must fit each GPU. Science: "
                                                 "the working set, spread over all GPUs."),
                                              page));
    m_sizeForm->addRow(tr("Reference GPU"),
                       withHelp(m_referenceGpu, tr("Render: a GPU you have timed the job on."), page));
    m_sizeForm->addRow(tr("Hours on it"), withHelp(m_referenceHours,
                                                   tr("How long the whole job takes on one "
                                                      "reference GPU."),
                                                   page));
    // The fields scroll when the page is short, rather than squeezing their help texts together.
    auto* fields = new QWidget;
    auto* fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    fieldsLayout->addLayout(m_sizeForm);
    fieldsLayout->addStretch(1);
    auto* scroll = new QScrollArea(page);
    scroll->setObjectName(u"sizeScroll"_s);
    scroll->setWidget(fields);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 1);
    layout->addWidget(page->errorLabel());
    connect(m_serve, &QCheckBox::toggled, this, [this] { showFieldsFor(workload()); });
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        modelChosen();
        showFieldsFor(workload());
    });
    for (QSpinBox* b : {m_layers, m_kvHeads, m_headDim})
        connect(b, &QSpinBox::valueChanged, this, &ScenarioWizard::describeModel);
    connect(m_params, &QLineEdit::textChanged, this, &ScenarioWizard::describeModel);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &ScenarioWizard::describeModel);
    connect(m_finetune, &QComboBox::currentIndexChanged, this, [this] { showFieldsFor(workload()); });

    page->onEnter = [this] {
        const Workload w = workload();
        if (m_precisionSetFor != w) { // a new workload: its default precision; otherwise keep the user's
            m_precision->setCurrentIndex(m_precision->findData(precisionKey(defaultPrecision(w))));
            m_precisionSetFor = w;
        }
        showFieldsFor(w);
    };
    page->validator = [this] { return validateSize(); };
    return page;
}

void ScenarioWizard::modelChosen()
{
    if (const ModelArchitecture* m = ModelPresets::builtin().find(m_model->currentData().toString())) {
        const QSignalBlocker block(m_params);
        m_params->setText(countText(m->params).remove(u' '));
    }
    describeModel();
}

void ScenarioWizard::describeModel()
{
    QString ignored;
    const Scenario s = scenario(&ignored);
    const ModelArchitecture a = s.architecture();
    if (a.params <= 0) {
        m_modelInfo->setText(tr("Give the parameters below."));
        return;
    }
    QStringList lines;
    lines << (a.isMixtureOfExperts()
                  ? tr("%1 parameters, %2 active per token (%3 of %4 experts): compute follows the active, "
                       "memory the total.")
                        .arg(countText(a.params), countText(a.activeParams))
                        .arg(a.activeExperts)
                        .arg(a.experts)
                  : tr("%1 parameters.").arg(countText(a.params)));
    const Precision kv = s.kvPrecision.value_or(s.effectivePrecision());
    if (a.hasKvShape())
        lines << tr("KV cache: %1.").arg(a.kvFormula(kv));
    else
        lines << tr("KV cache: the shape is not known, so a multi-head model of this size is assumed (an "
                    "over-estimate for grouped-query models).");
    if (!a.configSource.isEmpty())
        lines << tr("Source: %1 (as of %2).").arg(a.configSource, a.asOf.toString(Qt::ISODate));
    m_modelInfo->setText(lines.join(u'\n'));
}

void ScenarioWizard::showFieldsFor(Workload w)
{
    const bool training = w == Workload::Train || w == Workload::Finetune;
    const bool serving = w == Workload::Inference || (training && m_serve->isChecked());
    const auto show = [this](QWidget* field, bool visible) {
        // The row holds the field (or its help box); hide the whole row.
        QWidget* row = field;
        while (row && row->parentWidget() && m_sizeForm->indexOf(row) < 0)
            row = row->parentWidget();
        m_sizeForm->setRowVisible(row, visible);
    };
    const bool model = training || w == Workload::Inference;
    const bool custom = m_model->currentData().toString().isEmpty();
    show(m_model, model);
    show(m_modelInfo, model);
    show(m_layers, model && custom);
    show(m_kvHeads, model && custom);
    show(m_headDim, model && custom);
    show(m_finetune, w == Workload::Finetune);
    show(m_loraRank, w == Workload::Finetune && m_finetune->currentData().toString() != u"full"_s);
    show(m_minEfficiency, training);
    show(m_params, training || w == Workload::Inference);
    show(m_tokens, training);
    show(m_flops, w != Workload::Inference);
    show(m_recompute, training);
    show(m_mfu, w != Workload::Inference);
    show(m_serve, training);
    show(m_qps, serving);
    show(m_context, serving);
    show(m_outputTokens, serving);
    show(m_latency, serving);
    show(m_months, serving);
    show(m_memory, w == Workload::Render || w == Workload::Science);
    show(m_referenceGpu, w == Workload::Render);
    show(m_referenceHours, w == Workload::Render);
    page(SizePage)->setSubTitle(w == Workload::Inference
                                    ? tr("The model and the traffic it must serve.")
                                    : tr("Give parameters and tokens, or the total FLOPs, of the job."));
}

QWizardPage* ScenarioWizard::buildConstraintsPage()
{
    auto* page = new ScenarioPage(this);
    page->setTitle(tr("What are the limits?"));
    page->setSubTitle(tr("Configurations that break a limit are left out; the results say which limit left "
                         "nothing when none is left."));
    auto* form = new QFormLayout;
    m_deadline = new QDoubleSpinBox(page);
    m_deadline->setObjectName(u"deadline"_s);
    m_deadline->setRange(0, 36'500);
    m_deadline->setDecimals(1);
    m_deadline->setSuffix(tr(" days"));
    m_deadline->setSpecialValueText(tr("no deadline"));
    form->addRow(tr("Deadline"), withHelp(m_deadline,
                                          tr("The job must finish within this time (spot rework "
                                             "included)."),
                                          page));
    auto* budgetRow = new QWidget(page);
    auto* budgetLayout = new QHBoxLayout(budgetRow);
    budgetLayout->setContentsMargins(0, 0, 0, 0);
    m_budget = new QLineEdit(budgetRow);
    m_budget->setObjectName(u"budget"_s);
    m_budget->setPlaceholderText(tr("no budget"));
    m_currency = new QComboBox(budgetRow);
    m_currency->setObjectName(u"currency"_s);
    m_currency->addItems(m_fx.currencies());
    m_currency->setCurrentText(m_prefs.displayCurrency);
    budgetLayout->addWidget(m_budget, 1);
    budgetLayout->addWidget(m_currency);
    form->addRow(tr("Budget"), withHelp(budgetRow,
                                        tr("The most the whole job may cost; results are shown in this "
                                           "currency."),
                                        page));
    m_interruptible = new QCheckBox(tr("The work can be interrupted and resumed (allows spot offers)"), page);
    m_interruptible->setObjectName(u"interruptible"_s);
    form->addRow(QString(), m_interruptible);
    m_providers = new QListWidget(page);
    m_providers->setObjectName(u"providers"_s);
    for (const Provider& p : m_catalog.providersByName()) {
        auto* item = new QListWidgetItem(p.name, m_providers);
        item->setData(Qt::UserRole, p.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_providers->setMaximumHeight(m_providers->sizeHintForRow(0) * (m_providers->count() + 1) + 8);
    form->addRow(tr("Providers"), m_providers);
    m_regions = new QLineEdit(page);
    m_regions->setObjectName(u"regions"_s);
    m_regions->setPlaceholderText(tr("all regions"));
    form->addRow(tr("Regions"),
                 withHelp(m_regions, tr("Comma-separated, e.g. us-east-1, cn-beijing."), page));
    m_rankBy = new QComboBox(page);
    m_rankBy->setObjectName(u"rankBy"_s);
    m_rankBy->addItem(tr("Balanced (cost × time)"), rankByKey(RankBy::Balanced));
    m_rankBy->addItem(tr("Lowest cost"), rankByKey(RankBy::Cost));
    m_rankBy->addItem(tr("Shortest time"), rankByKey(RankBy::Time));
    form->addRow(tr("Rank by"), m_rankBy);
    m_top = new QSpinBox(page);
    m_top->setObjectName(u"top"_s);
    m_top->setRange(1, 50);
    m_top->setValue(10);
    form->addRow(tr("Show"), m_top);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(page->errorLabel());
    page->validator = [this] { return validateConstraints(); };
    return page;
}

QWizardPage* ScenarioWizard::buildResultsPage()
{
    auto* page = new ScenarioPage(this);
    page->setTitle(tr("Ranked configurations"));
    page->setFinalPage(true);
    auto* layout = new QVBoxLayout(page);
    m_summary = new QLabel(page);
    m_summary->setObjectName(u"summary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    auto* split = new QSplitter(Qt::Vertical, page);
    m_table = new QTableWidget(split);
    m_table->setObjectName(u"results"_s);
    m_table->setColumnCount(10);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Instance"), tr("Region"), tr("Count"), tr("GPUs"),
                                        tr("GPU"), tr("Scaling"), tr("Pricing"), tr("Time"), tr("Total")});
    m_table->horizontalHeaderItem(6)->setToolTip(
        tr("Scaling efficiency: the share of the compute left after the gradient exchange that the backward "
           "pass does not hide (training with a known model)"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false); // the instance column takes the room
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false); // a long instance pair elides in the middle; its tooltip has it whole
    m_reasons = new QTextBrowser(split);
    m_reasons->setObjectName(u"reasons"_s);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    // What the project stores and sends out beside the instances, added to the plan with them.
    auto* usage = new QGridLayout;
    m_addStorage = new QCheckBox(tr("Add &storage for the data set and checkpoints, keeping"), page);
    m_addStorage->setObjectName(u"addStorage"_s);
    m_addStorage->setChecked(true);
    m_checkpoints = new QSpinBox(page);
    m_checkpoints->setObjectName(u"checkpoints"_s);
    m_checkpoints->setRange(1, 1000);
    m_checkpoints->setValue(ProjectUsageOptions{}.checkpoints);
    m_checkpoints->setSuffix(tr(" checkpoints"));
    m_storageSize = new QLabel(page);
    m_storageSize->setObjectName(u"storageSize"_s);
    m_addEgress = new QCheckBox(tr("Add &egress for serving, responses of"), page);
    m_addEgress->setObjectName(u"addEgress"_s);
    m_addEgress->setChecked(true);
    m_responseKb = new QDoubleSpinBox(page);
    m_responseKb->setObjectName(u"responseKb"_s);
    m_responseKb->setRange(0.01, 1e6);
    m_responseKb->setDecimals(3);
    m_responseKb->setSuffix(tr(" KB"));
    m_egressSize = new QLabel(page);
    m_egressSize->setObjectName(u"egressSize"_s);
    usage->addWidget(m_addStorage, 0, 0);
    usage->addWidget(m_checkpoints, 0, 1);
    usage->addWidget(m_storageSize, 0, 2);
    usage->addWidget(m_addEgress, 1, 0);
    usage->addWidget(m_responseKb, 1, 1);
    usage->addWidget(m_egressSize, 1, 2);
    usage->setColumnStretch(2, 1);
    layout->addLayout(usage);
    for (QLabel* l : {m_storageSize, m_egressSize}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    connect(m_checkpoints, &QSpinBox::valueChanged, this, &ScenarioWizard::updateProjectUsage);
    connect(m_responseKb, &QDoubleSpinBox::valueChanged, this, &ScenarioWizard::updateProjectUsage);
    auto* buttons = new QHBoxLayout;
    m_toCompare = new QPushButton(tr("Add to &Comparison"), page);
    m_toCompare->setObjectName(u"addToComparison"_s);
    m_toPlan = new QPushButton(tr("Add to &Plan"), page);
    m_toPlan->setObjectName(u"addToPlan"_s);
    m_done = new QLabel(page);
    m_done->setObjectName(u"done"_s);
    buttons->addWidget(m_toCompare);
    buttons->addWidget(m_toPlan);
    buttons->addWidget(m_done, 1);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ScenarioWizard::showReasons);
    connect(m_toCompare, &QPushButton::clicked, this, &ScenarioWizard::addSelectionToComparison);
    connect(m_toPlan, &QPushButton::clicked, this, &ScenarioWizard::addSelectionToPlan);
    page->onEnter = [this] { runRecommender(); };
    return page;
}

} // namespace gp::ui
