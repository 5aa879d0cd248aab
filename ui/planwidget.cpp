#include "planwidget.h"

#include "fixedpoint.h"
#include "plandocument.h"
#include "planmodel.h"
#include "planservice.h"
#include "plansummary.h"
#include "usageitemdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
QString amount(const Money& m)
{
    return formatAmount(m, AmountKind::Total);
}

std::optional<Money> spinMoney(const QDoubleSpinBox* box, const QString& currency)
{
    if (box->value() <= 0)
        return std::nullopt;
    return Money(std::llround(box->value() * 100) * 10'000, currency);
}
} // namespace

PlanWidget::PlanWidget(PlanDocument* document, const Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_doc(document), m_catalog(catalog)
{
    auto* layout = new QVBoxLayout(this);

    auto* settings = new QHBoxLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"planName"_s);
    m_currency = new QComboBox(this);
    m_currency->setObjectName(u"planCurrency"_s);
    m_hours = new QDoubleSpinBox(this);
    m_hours->setRange(0, 744);
    m_hours->setDecimals(2);
    m_hours->setSuffix(tr(" h"));
    m_hours->setToolTip(tr("Usage of items that do not set their own"));
    m_budgetTotal = new QDoubleSpinBox(this);
    m_budgetMonthly = new QDoubleSpinBox(this);
    m_budgetTotal->setObjectName(u"planBudgetTotal"_s);
    m_budgetMonthly->setObjectName(u"planBudgetMonthly"_s);
    for (QDoubleSpinBox* b : {m_budgetTotal, m_budgetMonthly}) {
        b->setRange(0, 1e12);
        b->setDecimals(2);
        b->setSpecialValueText(tr("None"));
        b->setGroupSeparatorShown(true);
    }
    auto addField = [&](const QString& label, QWidget* w, int stretch = 0) {
        auto* l = new QLabel(label, this);
        l->setBuddy(w);
        settings->addWidget(l);
        settings->addWidget(w, stretch);
    };
    addField(tr("&Name"), m_name, 2);
    addField(tr("Currency"), m_currency);
    addField(tr("Default usage/month"), m_hours);
    addField(tr("Budget total"), m_budgetTotal, 1);
    addField(tr("per month"), m_budgetMonthly, 1);
    layout->addLayout(settings);

    m_model = new PlanModel(m_doc, this);
    m_view = new QTableView(this);
    m_view->setObjectName(u"planView"_s);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new PricingDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    // Few rows: columns fit their contents, the instance column takes what is left.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PlanModel::Instance, QHeaderView::Stretch);
    m_view->horizontalHeader()->setMinimumSectionSize(80);

    auto* itemButtons = new QHBoxLayout;
    auto* remove = new QPushButton(tr("Remove selected"), this);
    m_refresh = new QPushButton(tr("Use current catalog prices"), this);
    m_refresh->setToolTip(tr("Replace the prices stored in the plan with the catalog's (undoable)"));
    auto* hint = new QLabel(tr("Add offers from the Explorer or the comparison (Ctrl+E). Double-click a "
                               "cell to edit it."),
                            this);
    hint->setWordWrap(true);
    itemButtons->addWidget(hint, 1);
    // Storage, data transfer and other costs beside the instance-hours.
    const QList<std::pair<QString, UsageItemDialog::Mode>> adders{
        {tr("Add storage…"), UsageItemDialog::Mode::Storage},
        {tr("Add data transfer…"), UsageItemDialog::Mode::Transfer},
        {tr("Add other cost…"), UsageItemDialog::Mode::Fixed}};
    const QStringList adderNames{u"addStorage"_s, u"addTransfer"_s, u"addOtherCost"_s};
    for (int i = 0; i < adders.size(); ++i) {
        auto* b = new QPushButton(adders[i].first, this);
        b->setObjectName(adderNames[i]);
        const int mode = int(adders[i].second);
        connect(b, &QPushButton::clicked, this, [this, mode] { openUsageItemDialog(mode); });
        itemButtons->addWidget(b);
    }
    itemButtons->addWidget(m_refresh);
    itemButtons->addWidget(remove);

    m_warnings = new QLabel(this);
    m_warnings->setObjectName(u"planWarnings"_s);
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(u"QLabel { color: #b86e00; }"_s);
    // Why the last edit was not made; shown until the next one is.
    m_refused = new QLabel(this);
    m_refused->setObjectName(u"planEditRefused"_s);
    m_refused->setWordWrap(true);
    m_refused->setTextFormat(Qt::PlainText);
    m_refused->setStyleSheet(u"QLabel { color: #c0392b; }"_s);
    m_refused->hide();

    auto* budgetRow = new QHBoxLayout;
    m_budgetBar = new QProgressBar(this);
    m_budgetBar->setRange(0, 1000);
    m_budgetBar->setTextVisible(false);
    m_budgetText = new QLabel(this);
    budgetRow->addWidget(m_budgetText);
    budgetRow->addWidget(m_budgetBar, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_view, 1);
    topLayout->addLayout(itemButtons);
    topLayout->addWidget(m_refused);
    topLayout->addWidget(m_warnings);
    auto* bottom = new QWidget(splitter);
    auto* bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_months = new QTableWidget(bottom);
    m_months->setColumnCount(3);
    m_months->setHorizontalHeaderLabels({tr("Month"), tr("Cost"), tr("Cumulative")});
    m_months->verticalHeader()->hide();
    m_months->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_months->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_months->verticalHeader()->setDefaultSectionSize(m_months->fontMetrics().height() + 6);
    m_totals = new QLabel(bottom);
    m_totals->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The totals scroll: a plan with hundreds of phases or providers must not grow the window past the
    // screen.
    auto* totalsScroll = new QScrollArea(bottom);
    totalsScroll->setObjectName(u"planTotalsScroll"_s);
    totalsScroll->setWidget(m_totals);
    totalsScroll->setWidgetResizable(true);
    totalsScroll->setFrameShape(QFrame::NoFrame);
    bottomLayout->addWidget(m_months, 3);
    bottomLayout->addWidget(totalsScroll, 2);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
    layout->addLayout(budgetRow);

    connect(m_doc, &PlanDocument::changed, this, [this] {
        m_refused->hide();
        updateFromDocument();
    });
    connect(m_doc, &PlanDocument::editRefused, this, [this](const QString& reason) {
        updateFromDocument(); // the fields show the plan as it still is (a currency picked, a cell typed)
        m_refused->setText(reason);
        m_refused->show();
    });
    connect(remove, &QPushButton::clicked, this, &PlanWidget::removeSelected);
    connect(m_refresh, &QPushButton::clicked, this, &PlanWidget::refreshPrices);
    connect(m_name, &QLineEdit::editingFinished, this, &PlanWidget::applySettings);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &PlanWidget::applySettings);
    for (QDoubleSpinBox* b : {m_hours, m_budgetTotal, m_budgetMonthly})
        connect(b, &QDoubleSpinBox::editingFinished, this, &PlanWidget::applySettings);
    updateFromDocument();
}

int PlanWidget::addOffers(const QList<const OfferRow*>& rows, const Preferences& prefs)
{
    Plan next = m_doc->plan();
    if (next.fx.isEmpty())
        planservice::prepareEmptyPlan(next, QString(), ExchangeRates::builtin());
    planservice::ItemRequest request; // on demand: the user can pick another model after adding
    request.months = prefs.horizonMonths;
    QList<PlanItem> items;
    for (const OfferRow* row : rows) {
        if (!row)
            continue;
        if (Result<PlanItem> item = planservice::itemForOffer(*row, request))
            items << std::move(item).value(); // rows with no on-demand price are left out
    }
    const int added = int(items.size());
    if (added > 0 && !planservice::add(next, items))
        return 0;
    if (added > 0 && !m_doc->apply(next, added == 1 ? tr("Add %1").arg(next.items.last().instanceId)
                                                    : tr("Add %1 items").arg(added)))
        return 0;
    return added;
}

void PlanWidget::openUsageItemDialog(int mode)
{
    UsageItemDialog dialog(UsageItemDialog::Mode(mode), m_catalog, m_doc->plan(),
                           m_view->currentIndex().row(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.item())
        addUsageItem(*dialog.item());
}

bool PlanWidget::addUsageItem(const PlanItem& item)
{
    Plan next = m_doc->plan();
    if (next.fx.isEmpty())
        planservice::prepareEmptyPlan(next, QString(), ExchangeRates::builtin());
    if (!planservice::add(next, {item}))
        return false;
    return bool(m_doc->apply(next, tr("Add %1").arg(item.title())));
}

void PlanWidget::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << m_view->currentIndex().row();
    if (rows.isEmpty())
        return;
    std::sort(rows.rbegin(), rows.rend());
    Plan next = m_doc->plan();
    for (int r : rows) {
        if (r >= 0 && r < next.items.size())
            next.items.removeAt(r);
    }
    m_doc->apply(next, rows.size() == 1 ? tr("Remove item") : tr("Remove %1 items").arg(rows.size()));
}

void PlanWidget::refreshPrices()
{
    Plan next = m_doc->plan();
    bool any = false;
    for (int i = 0; i < next.items.size(); ++i)
        any = next.refreshPrices(i, m_catalog) || any;
    if (any)
        m_doc->apply(next, tr("Use current catalog prices"));
}

void PlanWidget::applySettings()
{
    if (m_updating)
        return;
    Plan next = m_doc->plan();
    const QString currency = m_currency->currentText().isEmpty() ? next.currency : m_currency->currentText();
    if (currency != next.currency) {
        // The budgets convert with the plan (core's rule); one undo step takes both back.
        Result<Plan> converted = planservice::withCurrency(next, currency);
        if (!converted) {
            QMessageBox::warning(this, tr("Plan currency"), converted.error().message);
            updateFromDocument();
            return;
        }
        m_doc->apply(converted.value(), tr("Change plan currency"));
        return;
    }
    next.name = m_name->text().trimmed().isEmpty() ? next.name : m_name->text().trimmed();
    next.hoursPerMonthCenti =
        fixed::parse(QString::number(m_hours->value(), 'f', 2), 2).value_or(next.hoursPerMonthCenti);
    next.budget.total = spinMoney(m_budgetTotal, next.currency);
    next.budget.monthly = spinMoney(m_budgetMonthly, next.currency);
    const Plan& now = m_doc->plan();
    if (next.name == now.name && next.currency == now.currency &&
        next.hoursPerMonthCenti == now.hoursPerMonthCenti && next.budget.total == now.budget.total &&
        next.budget.monthly == now.budget.monthly)
        return;
    m_doc->apply(next, tr("Change plan settings"));
}

void PlanWidget::updateFromDocument()
{
    m_updating = true;
    const Plan& plan = m_doc->plan();
    const PlanCost& cost = m_doc->cost();
    if (!m_name->hasFocus())
        m_name->setText(plan.name);
    QStringList currencies = plan.fx.isEmpty() ? ExchangeRates::builtin().currencies() : plan.fx.currencies();
    if (!currencies.contains(plan.currency))
        currencies.prepend(plan.currency);
    if (m_currency->count() != currencies.size()) {
        m_currency->clear();
        m_currency->addItems(currencies);
    }
    m_currency->setCurrentText(plan.currency);
    m_hours->setValue(double(plan.hoursPerMonthCenti) / 100.0);
    for (QDoubleSpinBox* b : {m_budgetTotal, m_budgetMonthly}) {
        b->setSuffix(u" "_s + plan.currency);
        b->setDecimals(amountDecimals(AmountKind::Total, plan.currency)); // none for JPY
    }
    m_budgetTotal->setValue(plan.budget.total ? plan.budget.total->toDouble() : 0);
    m_budgetMonthly->setValue(plan.budget.monthly ? plan.budget.monthly->toDouble() : 0);

    // The plan-cost rule: with an item that cannot be priced there is no right sum to show, so none is.
    const bool complete = cost.isComplete();
    const QList<Money> cumulative = cost.cumulative();
    m_months->setRowCount(complete ? cost.months : 0);
    for (int m = 0; complete && m < cost.months; ++m) {
        const bool over = plan.budget.monthly && cost.perMonth[m].micros() > plan.budget.monthly->micros();
        const QStringList cells{QString::number(m + 1),
                                amount(cost.perMonth[m]) + (over ? u" !"_s : QString()),
                                amount(cumulative[m])};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (over && c == 1)
                item->setForeground(QColor(200, 40, 40));
            m_months->setItem(m, c, item);
        }
    }

    QString totals = u"<table cellspacing=0 cellpadding=2>"_s;
    auto section = [&](const QString& title, const QList<PlanTotal>& list, const QString& emptyName,
                       auto label) {
        totals += u"<tr><td colspan=2><b>%1</b></td></tr>"_s.arg(title);
        for (const PlanTotal& t : list) {
            totals += u"<tr><td>%1</td><td align=right>%2</td></tr>"_s.arg(
                (t.key.isEmpty() ? emptyName : label(t.key)).toHtmlEscaped(), amount(t.total));
        }
    };
    section(tr("Per phase"), cost.perPhase, tr("(no phase)"), [](const QString& k) { return phaseLabel(k); });
    section(tr("Per provider"), cost.perProvider, tr("(no provider)"),
            [this](const QString& k) { return m_catalog.providerName(k); });
    // Compute, storage, data transfer and other, once the plan has more than instance-hours.
    const bool mixed = std::any_of(plan.items.cbegin(), plan.items.cend(),
                                   [](const PlanItem& i) { return i.kind != PlanItemKind::Instance; });
    if (mixed)
        section(tr("Per kind"), cost.perKind, QString(), [](const QString& k) {
            return planItemKindLabel(planItemKindFromKey(k).value_or(PlanItemKind::Instance));
        });
    const int horizon = plan.horizon();
    const CostSplit split = costSplit(cost, horizon);
    if (split.owedAfterHorizon.micros() != 0) {
        // Never hidden in a total: what commitments still bill after the last item's month.
        totals += u"<tr><td>%1</td><td align=right>%2</td></tr>"_s.arg(
            tr("Within %1").arg(monthsText(horizon)).toHtmlEscaped(), amount(split.withinHorizon));
        totals += u"<tr><td>%1</td><td align=right>+ %2</td></tr>"_s.arg(
            tr("Owed in the %1 after").arg(monthsText(split.monthsOwed)).toHtmlEscaped(),
            amount(split.owedAfterHorizon));
    }
    totals += u"<tr><td><b>%1</b></td><td align=right><b>%2 %3</b></td></tr></table>"_s.arg(
        tr("Total"), amount(cost.total), plan.currency);
    for (const QString& q : cost.exchangeRatesUsed)
        totals += u"<p><small>%1</small></p>"_s.arg(tr("Converted at %1").arg(q).toHtmlEscaped());
    if (plan.items.isEmpty())
        m_totals->setText(tr("Add offers to see totals per month, phase and provider."));
    else if (!complete)
        m_totals->setText(tr("No totals: %n item(s) cannot be priced (listed above); fix or remove them.",
                             nullptr, int(cost.problems.size()))
                              .toHtmlEscaped());
    else
        m_totals->setText(totals);

    // Budget bar: how much of the total budget the plan uses.
    const bool budgetSet = plan.budget.total && plan.budget.total->micros() > 0;
    if (complete && budgetSet) {
        const double share = double(cost.total.micros()) / double(plan.budget.total->micros());
        m_budgetBar->setValue(int(std::min(share, 1.0) * 1000));
        m_budgetBar->setVisible(true);
        const bool over = cost.totalBudgetExceededInMonth.has_value();
        // Red over the total budget, amber within it but over the monthly one, green within both.
        const bool monthlyOver = cost.monthlyBudgetExceededInMonth.has_value();
        const QString state = over ? u"over"_s : monthlyOver ? u"monthly-over"_s : u"within"_s;
        m_budgetBar->setProperty("budgetState", state);
        m_budgetBar->setStyleSheet(over          ? u"QProgressBar::chunk { background: #c0392b; }"_s
                                   : monthlyOver ? u"QProgressBar::chunk { background: #d68910; }"_s
                                                 : u"QProgressBar::chunk { background: #2e8b57; }"_s);
        QString text = tr("Budget: %1 of %2 %3 (%4 %)")
                           .arg(amount(cost.total), amount(*plan.budget.total), plan.currency)
                           .arg(formatDecimal(share * 100, 1));
        if (over)
            text += u" — "_s + tr("over from month %1").arg(*cost.totalBudgetExceededInMonth);
        m_budgetText->setText(text);
    } else {
        m_budgetBar->setVisible(false);
        m_budgetText->setText(budgetSet ? tr("Budget: not known while an item cannot be priced.")
                                        : tr("No total budget set."));
    }
    if (complete && cost.monthlyBudgetExceededInMonth)
        m_budgetText->setText(
            m_budgetText->text() + u" "_s +
            tr("Monthly budget exceeded first in month %1.").arg(*cost.monthlyBudgetExceededInMonth));

    QStringList warnings;
    for (const Issue& p : cost.problems)
        warnings << p.error.message.toHtmlEscaped();
    const QList<PriceChange> changes = plan.priceChanges(m_catalog);
    for (const PriceChange& c : changes)
        warnings << tr("#%1 %2").arg(c.item + 1).arg(c.description.toHtmlEscaped());
    if (!changes.isEmpty())
        warnings.prepend(
            tr("The catalog's prices differ from the ones stored in the plan; the plan keeps its own "
               "until you use the current ones:"));
    // A plan of thousands of items whose prices all changed: the first lines and a count, not a wall of text.
    constexpr int MaxWarningLines = 10;
    if (warnings.size() > MaxWarningLines + 1) {
        const qsizetype more = warnings.size() - MaxWarningLines;
        warnings.resize(MaxWarningLines);
        warnings << tr("… and %1 more").arg(more);
    }
    m_warnings->setText(warnings.join(u"<br>"_s));
    m_warnings->setVisible(!warnings.isEmpty());
    m_refresh->setEnabled(!changes.isEmpty());
    m_updating = false;
}

} // namespace gp::ui
