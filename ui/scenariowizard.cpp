#include "scenariowizard.h"

#include "estimation.h"
#include "instancetype.h"
#include "planservice.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {

QString amountText(const Money& m)
{
    return formatAmount(m, AmountKind::Total, CurrencyMark::Code);
}

// "3,322,346.51" in the table, whose header names the currency.
QString amountCell(const Money& m)
{
    return formatAmount(m, AmountKind::Total);
}

// "25 min", "7.5 hours", "3.2 days": the engine's words, so the wizard and the CLI read alike.
QString daysText(double days)
{
    return durationText(days * 24);
}

} // namespace

ScenarioWizard::ScenarioWizard(const Catalog& catalog, const ExchangeRates& fx, const Preferences& prefs,
                               QWidget* parent)
    : QWizard(parent), m_catalog(catalog), m_fx(fx), m_prefs(prefs)
{
    setObjectName(u"scenarioWizard"_s);
    setWindowTitle(tr("New from Scenario"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(WorkloadPage, buildWorkloadPage());
    setPage(SizePage, buildSizePage());
    setPage(ConstraintsPage, buildConstraintsPage());
    setPage(ResultsPage, buildResultsPage());
    setButtonText(QWizard::FinishButton, tr("Close"));
    // Wide enough for the results' ten columns with the instance ids whole, within the screen.
    QSize size(1120, 700);
    if (const QScreen* sc = screen())
        size = size.boundedTo(sc->availableGeometry().size() * 0.95);
    resize(size);
}

ScenarioWizard::~ScenarioWizard() = default;

Workload ScenarioWizard::workload() const
{
    const int id = m_workloads->checkedId();
    return id < 0 ? Workload::Train : Workload(id);
}

Scenario ScenarioWizard::scenario(QString* error) const
{
    Scenario s;
    s.workload = workload();
    QString problem;
    const auto count = [&](QLineEdit* e, const QString& label, std::optional<double>& into) {
        if (!problem.isEmpty() || e->text().trimmed().isEmpty())
            return;
        if (const auto v = parseCount(e->text()))
            into = *v;
        else
            problem = tr("%1: \"%2\" is not a number above 0 (write 7B, 70e9 or 2T).").arg(label, e->text());
    };
    const bool training = s.workload == Workload::Train || s.workload == Workload::Finetune;
    if (training || s.workload == Workload::Inference) {
        s.model = m_model->currentData().toString();
        const ModelArchitecture* preset = ModelPresets::builtin().find(s.model);
        count(m_params, tr("Parameters"), s.params);
        if (preset && s.params && std::abs(*s.params - preset->params) < preset->params * 0.01)
            s.params.reset(); // the preset's own figure, as shown rounded: keep it exact
        if (!preset) {
            if (m_layers->value() > 0)
                s.layers = m_layers->value();
            if (m_kvHeads->value() > 0)
                s.kvHeads = m_kvHeads->value();
            if (m_layers->value() > 0 && m_kvHeads->value() > 0)
                s.headDim = m_headDim->value() > 0 ? m_headDim->value() : 128;
        }
    }
    if (s.workload == Workload::Finetune) {
        s.finetune = finetuneFromKey(m_finetune->currentData().toString()).value_or(FinetuneMethod::Full);
        s.loraRank = m_loraRank->value();
    }
    if (training)
        s.minEfficiency = m_minEfficiency->value() / 100.0;
    if (training)
        count(m_tokens, tr("Tokens"), s.tokens);
    if (s.workload != Workload::Inference)
        count(m_flops, tr("Total FLOPs"), s.flops);
    s.precision = precisionFromKey(m_precision->currentData().toString());
    s.recompute = training && m_recompute->isChecked();
    if (s.workload != Workload::Inference && !m_mfu->text().trimmed().isEmpty() && problem.isEmpty()) {
        bool ok = false;
        const double mfu = QLocale::c().toDouble(m_mfu->text().trimmed(), &ok);
        if (!ok || !(mfu > 0 && mfu <= 1))
            problem = tr("Utilisation: give a share above 0 and at most 1, such as 0.35.");
        else
            s.mfu = mfu;
    }
    if (s.workload == Workload::Inference || (training && m_serve->isChecked())) {
        s.qps = m_qps->value();
        s.contextTokens = m_context->value();
        s.outputTokens = m_outputTokens->value();
        s.latencyMs = m_latency->value();
        s.serveMonths = m_months->value();
    }
    if ((s.workload == Workload::Render || s.workload == Workload::Science) && m_memory->value() > 0)
        s.memoryGb = m_memory->value();
    if (s.workload == Workload::Render && !m_referenceGpu->currentData().toString().isEmpty()) {
        s.referenceGpu = m_referenceGpu->currentData().toString();
        if (m_referenceHours->value() > 0)
            s.referenceHours = m_referenceHours->value();
    }
    if (m_deadline->value() > 0)
        s.deadlineDays = m_deadline->value();
    s.currency = m_currency->currentText();
    if (!m_budget->text().trimmed().isEmpty() && problem.isEmpty()) {
        const auto b = Money::parse(m_budget->text().trimmed(), s.currency);
        if (!b || b->isNegative() || b->isZero())
            problem = tr("Budget: \"%1\" is not an amount above 0.").arg(m_budget->text());
        else
            s.budget = *b;
    }
    s.interruptible = m_interruptible->isChecked();
    for (int i = 0; i < m_providers->count(); ++i) {
        if (m_providers->item(i)->checkState() == Qt::Checked)
            s.providers << m_providers->item(i)->data(Qt::UserRole).toString();
    }
    if (s.providers.size() == m_providers->count())
        s.providers.clear();
    for (const QString& r : m_regions->text().split(u',', Qt::SkipEmptyParts)) {
        if (!r.trimmed().isEmpty())
            s.regions << r.trimmed();
    }
    s.rankBy = rankByFromKey(m_rankBy->currentData().toString()).value_or(RankBy::Balanced);
    s.top = m_top->value();
    s.spotOverheadBp = m_prefs.spotOverheadBp;
    s.useMeasured = m_prefs.useMeasured;
    if (error)
        *error = problem;
    return s;
}

QString ScenarioWizard::validateSize() const
{
    QString problem;
    // A preset's parameters come from the preset (scenario() leaves them to it): check the resolved figures.
    const Scenario s = scenario(&problem).resolved();
    if (!problem.isEmpty())
        return problem;
    const Workload w = s.workload;
    const bool training = w == Workload::Train || w == Workload::Finetune;
    if (training && !s.flops && !(s.params && s.tokens))
        return tr("Give the parameters and the tokens, or the total FLOPs.");
    if (training && m_serve->isChecked() && !s.params)
        return tr("Serving the model afterwards needs its parameters.");
    if (w == Workload::Inference && !s.params)
        return tr("Give the model's parameters.");
    if (w == Workload::Render && !s.flops && !(s.referenceHours && !s.referenceGpu.isEmpty()))
        return tr("Give the total FLOPs, or a reference GPU and the hours the job takes on it.");
    if (w == Workload::Science && !s.flops)
        return tr("Give the total FLOPs of the simulation.");
    const Precision p = s.effectivePrecision();
    bool any = false;
    for (const Gpu& g : m_catalog.gpus())
        any = any || g.denseTflops(p).has_value();
    if (!any)
        return tr("No GPU in the catalog publishes a %1 figure; choose another precision.")
            .arg(precisionLabel(p));
    return {};
}

QString ScenarioWizard::validateConstraints() const
{
    QString problem;
    const Scenario s = scenario(&problem);
    if (!problem.isEmpty())
        return problem;
    bool anyProvider = false;
    for (int i = 0; i < m_providers->count(); ++i)
        anyProvider = anyProvider || m_providers->item(i)->checkState() == Qt::Checked;
    if (!anyProvider)
        return tr("Tick at least one provider.");
    if (const auto e = s.validate(m_catalog))
        return e->message;
    return {};
}

void ScenarioWizard::runRecommender()
{
    m_table->setRowCount(0);
    m_rowResults.clear();
    m_reasons->clear();
    m_done->clear();
    m_resultScenario = scenario();
    const auto r = recommend(m_catalog, m_resultScenario, m_fx);
    if (!r) {
        m_results.reset();
        m_summary->setText(r.error().message);
        m_toCompare->setEnabled(false);
        m_toPlan->setEnabled(false);
        return;
    }
    m_results = r.value();
    const Recommendations& res = *m_results;
    m_table->horizontalHeaderItem(9)->setText(tr("Total %1").arg(res.currency));
    const auto addRow = [this](const QString& label, const QList<Recommendation>& recs) {
        const Recommendation& x = recs.first();
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells{
            label,
            recs.size() > 1 ? recs[0].instanceId() + u" → "_s + recs[1].instanceId() : x.instanceId(),
            x.region,
            QString::number(x.instances),
            QLocale::c().toString(x.gpus, 'g', 4),
            x.gpu ? x.gpu->model : QString(),
            x.scalingEfficiency ? QLocale().toString(std::lround(*x.scalingEfficiency * 100)) + u" %"_s
                                : u"—"_s,
            pricingModelLabel(x.pricing),
            daysText(x.days()),
            amountCell(recs.size() > 1 ? Money(recs[0].totalCost.micros() + recs[1].totalCost.micros(),
                                               x.totalCost.currency())
                                       : x.totalCost)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]); // the instance column elides long pairs
            if (c == 0 || c == 3 || c == 4 || c == 6 || c == 8 || c == 9)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
        m_rowResults << recs;
    };
    for (const Recommendation& x : res.ranked)
        addRow(QString::number(x.rank), {x});
    const auto sameAs = [&](const Recommendation& a) {
        for (const Recommendation& x : res.ranked) {
            // One row per instance type and count: the ranked row already stands for its other pricing
            // models and regions.
            if (x.instanceId() == a.instanceId() && x.instances == a.instances)
                return true;
        }
        return false;
    };
    if (res.cheapest && !sameAs(*res.cheapest))
        addRow(tr("cheapest"), {*res.cheapest});
    if (res.fastest && !sameAs(*res.fastest))
        addRow(tr("fastest"), {*res.fastest});
    if (res.twoPhase)
        addRow(tr("train + serve"), {res.twoPhase->train, res.twoPhase->serve});
    // Every column as wide as its contents but the instance's, which takes what is left (eliding a long
    // "train → serve" pair): the Total column stays in view at the dialog's size.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideMiddle);

    QString summary;
    if (res.ranked.isEmpty()) {
        summary = u"<b>"_s + tr("No configuration meets the constraints.") + u"</b><br>"_s +
                  res.ruledOut.toHtmlEscaped();
    } else {
        summary = tr("%1 configurations considered; the best %2 by %3, totals in %4.")
                      .arg(res.configurationsConsidered)
                      .arg(res.ranked.size())
                      .arg(m_rankBy->currentText().toLower(), res.currency);
        if (res.cheapest)
            summary +=
                u"<br>"_s + tr("Cheapest: %1 × %2, %3, %4.")
                                .arg(res.cheapest->instanceId())
                                .arg(res.cheapest->instances)
                                .arg(daysText(res.cheapest->days()), amountText(res.cheapest->totalCost));
        if (res.fastest)
            summary +=
                u"<br>"_s + tr("Fastest: %1 × %2, %3, %4.")
                                .arg(res.fastest->instanceId())
                                .arg(res.fastest->instances)
                                .arg(daysText(res.fastest->days()), amountText(res.fastest->totalCost));
        if (res.twoPhase)
            summary +=
                u"<br>"_s + tr("Train, then serve: %1 in all.").arg(amountText(res.twoPhase->totalCost));
    }
    m_summary->setText(summary);
    m_toCompare->setEnabled(!res.ranked.isEmpty());
    m_toPlan->setEnabled(!res.ranked.isEmpty());
    {
        // A response's size starts from the scenario's output tokens (4 bytes a token).
        const QSignalBlocker block(m_responseKb);
        m_responseKb->setValue(m_resultScenario.outputTokens * ResponseBytesPerToken / 1000.0);
    }
    updateProjectUsage();
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
}

void ScenarioWizard::showReasons()
{
    const QList<Recommendation> recs = selectedResults();
    QString html;
    for (const Recommendation& x : recs) {
        html +=
            u"<p><b>"_s + x.instanceId().toHtmlEscaped() + u"</b> "_s +
            tr("× %1 in %2, %3")
                .arg(QString::number(x.instances), x.region.toHtmlEscaped(),
                     pricingModelLabel(x.pricing).toLower()) +
            (x.phase.isEmpty() ? QString() : tr(" (phase: %1)").arg(phaseLabel(x.phase).toHtmlEscaped())) +
            u"</p><ul>"_s;
        for (const QString& reason : x.reasons)
            html += u"<li>"_s + reason.toHtmlEscaped() + u"</li>"_s;
        html += u"</ul>"_s;
    }
    if (m_results && !recs.isEmpty()) {
        html += u"<p><i>"_s + tr("Assumptions:") + u"</i></p><ul>"_s;
        for (const QString& a : m_results->assumptions)
            html += u"<li>"_s + a.toHtmlEscaped() + u"</li>"_s;
        html += u"</ul>"_s;
    }
    m_reasons->setHtml(html);
}

QList<Recommendation> ScenarioWizard::selectedResults() const
{
    QList<int> rows;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    QList<Recommendation> out;
    for (int r : rows) {
        if (r >= 0 && r < m_rowResults.size())
            out << m_rowResults[r];
    }
    return out;
}

const OfferRow* ScenarioWizard::rowFor(const Recommendation& r) const
{
    for (const OfferRow& row : m_catalog.rows()) {
        if (row.instance == r.instance && row.offer && row.offer->region == r.region)
            return &row;
    }
    return nullptr;
}

void ScenarioWizard::addSelectionToComparison()
{
    QList<const OfferRow*> rows;
    for (const Recommendation& x : selectedResults()) {
        const OfferRow* row = rowFor(x);
        if (row && !rows.contains(row))
            rows << row;
    }
    if (rows.isEmpty()) {
        m_done->setText(tr("Select a result first."));
        return;
    }
    Q_EMIT compareRequested(rows);
    m_done->setText(rows.size() == 1 ? tr("Added 1 offer to the comparison.")
                                     : tr("Added %1 offers to the comparison.").arg(rows.size()));
}

ProjectUsage ScenarioWizard::projectUsage() const
{
    ProjectUsageOptions options;
    options.checkpoints = m_checkpoints->value();
    options.responseKb = m_responseKb->value();
    return estimateProjectUsage(m_resultScenario.resolved(), options);
}

// The storage and egress options show for the scenarios they apply to, with the size they add and why.
void ScenarioWizard::updateProjectUsage()
{
    const ProjectUsage u = projectUsage();
    const bool storage = u.storageGb() > 0;
    const bool egress = u.egressGbPerMonth > 0;
    for (QWidget* w : {static_cast<QWidget*>(m_addStorage), static_cast<QWidget*>(m_checkpoints),
                       static_cast<QWidget*>(m_storageSize)})
        w->setVisible(storage);
    for (QWidget* w : {static_cast<QWidget*>(m_addEgress), static_cast<QWidget*>(m_responseKb),
                       static_cast<QWidget*>(m_egressSize)})
        w->setVisible(egress);
    m_storageSize->setText(
        storage ? tr("%1 GB of object storage").arg(formatGrouped(double(u.storageGb()), 0)) : QString());
    m_storageSize->setToolTip(u.storageReason);
    m_egressSize->setText(
        egress ? tr("%1 GB a month out to the internet").arg(formatGrouped(double(u.egressGbPerMonth), 0))
               : QString());
    m_egressSize->setToolTip(u.egressReason);
}

void ScenarioWizard::addSelectionToPlan()
{
    QList<PlanItem> items =
        itemsForRecommendations(selectedResults(), m_resultScenario.servesAfterTraining());
    if (items.isEmpty()) {
        m_done->setText(tr("Select a result first."));
        return;
    }
    const int instances = int(items.size());
    const ProjectUsageItems extra = projectUsageItems(
        m_resultScenario.resolved(), projectUsage(), !m_addStorage->isHidden() && m_addStorage->isChecked(),
        !m_addEgress->isHidden() && m_addEgress->isChecked(), items, m_catalog.usagePrices());
    items += extra.items;
    const QString what = items.size() == 1 ? tr("Add %1 from scenario").arg(items.first().instanceId)
                                           : tr("Add %1 items from scenario").arg(items.size());
    Q_EMIT addToPlanRequested(items, what);
    QString done = items.size() == 1 ? tr("Added 1 item to the plan.")
                                     : tr("Added %1 items to the plan.").arg(items.size());
    if (!extra.items.isEmpty())
        done += u' ' + tr("%1 of them for storage or egress.").arg(items.size() - instances);
    for (const QString& note : extra.notes)
        done += u' ' + tr("Not added: %1 (add it on the Plan tab with your own price).").arg(note);
    m_done->setText(done);
}

} // namespace gp::ui
