#include "usageitemdialog.h"

#include "exchangerates.h"
#include "freshness.h"
#include "planservice.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
QStringList planCurrencies(const Plan& plan)
{
    QStringList currencies = plan.fx.isEmpty() ? ExchangeRates::builtin().currencies() : plan.fx.currencies();
    if (!currencies.contains(plan.currency))
        currencies.prepend(plan.currency);
    return currencies;
}

// A form label for a row that is a layout: QFormLayout gives such a label no buddy, so its & would show.
QLabel* buddyLabel(const QString& text, QWidget* buddy)
{
    auto* label = new QLabel(text, buddy->parentWidget());
    label->setBuddy(buddy);
    return label;
}

QComboBox* currencyBox(const Plan& plan, QWidget* parent, const QString& name)
{
    auto* box = new QComboBox(parent);
    box->setObjectName(name);
    box->addItems(planCurrencies(plan));
    box->setCurrentText(plan.currency);
    return box;
}
} // namespace

UsageItemDialog::UsageItemDialog(Mode mode, const Catalog& catalog, const Plan& plan, int selectedItem,
                                 QWidget* parent)
    : QDialog(parent), m_mode(mode), m_catalog(catalog), m_plan(plan)
{
    if (m_plan.fx.isEmpty())
        planservice::prepareEmptyPlan(m_plan, QString(), ExchangeRates::builtin());
    setWindowTitle(mode == Mode::Storage    ? tr("Add storage")
                   : mode == Mode::Transfer ? tr("Add data transfer")
                                            : tr("Add other cost"));
    const PlanItem* model = planservice::templateItem(plan, selectedItem);
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    m_provider = new QComboBox(this);
    m_provider->setObjectName(u"provider"_s);
    if (mode == Mode::Fixed)
        m_provider->addItem(tr("(none)"), QString());
    for (const Provider& p : catalog.providersByName())
        m_provider->addItem(p.name, p.id);

    if (mode == Mode::Fixed) {
        m_label = new QLineEdit(this);
        m_label->setObjectName(u"label"_s);
        m_label->setPlaceholderText(tr("a support plan, licences, a leased line…"));
        form->addRow(tr("&What it is"), m_label);
        auto* amountRow = new QHBoxLayout;
        m_amount = new QDoubleSpinBox(this);
        m_amount->setObjectName(u"amount"_s);
        m_amount->setRange(0, 1e12);
        m_amount->setDecimals(2);
        m_amount->setGroupSeparatorShown(true);
        m_currency = currencyBox(m_plan, this, u"currency"_s);
        amountRow->addWidget(m_amount, 1);
        amountRow->addWidget(m_currency);
        form->addRow(buddyLabel(tr("&Amount"), m_amount), amountRow);
        form->addRow(tr("Paid to"), m_provider);
    } else {
        form->addRow(tr("&Provider"), m_provider);
        m_region = new QComboBox(this);
        m_region->setObjectName(u"region"_s);
        m_region->setEditable(true);
        m_region->setInsertPolicy(QComboBox::NoInsert);
        form->addRow(tr("&Region"), m_region);
        if (mode == Mode::Storage) {
            m_class = new QComboBox(this);
            m_class->setObjectName(u"storageClass"_s);
            m_class->addItem(tr("Object storage (standard class)"), int(UsageKind::ObjectStorage));
            m_class->addItem(tr("Block storage (general-purpose SSD)"), int(UsageKind::BlockStorage));
            form->addRow(tr("&Class"), m_class);
        }
        m_gb = new QSpinBox(this);
        m_gb->setObjectName(u"gb"_s);
        m_gb->setRange(0, int(MaxUsageGb));
        m_gb->setGroupSeparatorShown(true);
        m_gb->setSuffix(tr(" GB"));
        m_gb->setValue(1000);
        form->addRow(mode == Mode::Storage ? tr("&Stored in the first month") : tr("&Amount"), m_gb);
        if (mode == Mode::Storage) {
            m_growth = new QSpinBox(this);
            m_growth->setObjectName(u"growth"_s);
            m_growth->setRange(0, int(MaxUsageGb));
            m_growth->setGroupSeparatorShown(true);
            m_growth->setSuffix(tr(" GB a month"));
            m_growth->setToolTip(tr("GB added each later month: checkpoints, new data"));
            form->addRow(tr("&Growth"), m_growth);
        }
    }
    if (mode != Mode::Storage) {
        auto* how = new QHBoxLayout;
        m_perMonth = new QRadioButton(mode == Mode::Transfer ? tr("Every month") : tr("Per month"), this);
        m_perMonth->setObjectName(u"perMonth"_s);
        m_once = new QRadioButton(tr("Once"), this);
        m_once->setObjectName(u"once"_s);
        m_perMonth->setChecked(true);
        how->addWidget(m_perMonth);
        how->addWidget(m_once);
        how->addStretch(1);
        form->addRow(tr("Billed"), how);
    }
    auto* span = new QHBoxLayout;
    m_start = new QSpinBox(this);
    m_start->setObjectName(u"startMonth"_s);
    m_start->setRange(1, MaxMonths);
    m_start->setPrefix(tr("from month "));
    m_months = new QSpinBox(this);
    m_months->setObjectName(u"months"_s);
    m_months->setRange(1, MaxMonths);
    m_months->setSuffix(tr(" months"));
    m_months->setValue(planservice::ItemRequest::DefaultMonths);
    span->addWidget(m_start);
    span->addWidget(m_months);
    span->addStretch(1);
    form->addRow(buddyLabel(tr("&Months"), m_start), span);
    m_phase = new QComboBox(this);
    m_phase->setObjectName(u"phase"_s);
    m_phase->setEditable(true);
    QStringList phases{QString()};
    for (const PlanItem& i : plan.items) {
        if (!phases.contains(i.phase))
            phases << i.phase;
    }
    m_phase->addItems(phases);
    form->addRow(tr("P&hase"), m_phase);

    if (mode != Mode::Fixed) {
        auto* priceBox = new QGroupBox(tr("Price"), this);
        auto* priceLayout = new QVBoxLayout(priceBox);
        m_catalogPrice = new QLabel(priceBox);
        m_catalogPrice->setObjectName(u"catalogPrice"_s);
        m_catalogPrice->setWordWrap(true);
        priceLayout->addWidget(m_catalogPrice);
        auto* own = new QHBoxLayout;
        m_ownPrice = new QCheckBox(tr("My own price per GB"), priceBox);
        m_ownPrice->setObjectName(u"ownPrice"_s);
        m_pricePerGb = new QDoubleSpinBox(priceBox);
        m_pricePerGb->setObjectName(u"pricePerGb"_s);
        m_pricePerGb->setRange(0, 1000);
        m_pricePerGb->setDecimals(4);
        m_priceCurrency = currencyBox(m_plan, priceBox, u"priceCurrency"_s);
        own->addWidget(m_ownPrice);
        own->addWidget(m_pricePerGb, 1);
        own->addWidget(m_priceCurrency);
        priceLayout->addLayout(own);
        layout->addWidget(priceBox);
    }

    m_preview = new QLabel(this);
    m_preview->setObjectName(u"preview"_s);
    m_preview->setWordWrap(true);
    layout->addWidget(m_preview);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to Plan"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Defaults: the template item's provider, region, months and phase; else the first provider and region
    // with a catalog price of this kind.
    QString provider = model ? model->provider() : QString();
    QString region = model && model->kind == PlanItemKind::Instance ? model->region : QString();
    if (mode != Mode::Fixed && provider.isEmpty()) {
        const UsageKind k = mode == Mode::Transfer ? UsageKind::Egress : UsageKind::ObjectStorage;
        const QList<UsagePrice> any = catalog.usagePrices().select({k});
        if (!any.isEmpty()) {
            provider = any.first().provider;
            region = any.first().region;
        }
    }
    if (const int at = m_provider->findData(provider); at >= 0 && (mode != Mode::Fixed || model))
        m_provider->setCurrentIndex(at);
    if (model) {
        m_start->setValue(model->startMonth);
        m_months->setValue(model->months);
        m_phase->setCurrentText(model->phase);
    }
    if (m_region) {
        fillRegions();
        m_region->setCurrentText(region);
    }

    const auto changed = [this] { update(); };
    connect(m_provider, &QComboBox::currentIndexChanged, this, [this] {
        if (m_region)
            fillRegions();
        update();
    });
    if (m_region)
        connect(m_region, &QComboBox::currentTextChanged, this, changed);
    if (m_class)
        connect(m_class, &QComboBox::currentIndexChanged, this, [this] {
            fillRegions();
            update();
        });
    for (QSpinBox* b : {m_gb, m_growth, m_start, m_months}) {
        if (b)
            connect(b, &QSpinBox::valueChanged, this, changed);
    }
    for (QRadioButton* b : {m_perMonth, m_once}) {
        if (b)
            connect(b, &QRadioButton::toggled, this, changed);
    }
    if (m_label)
        connect(m_label, &QLineEdit::textChanged, this, changed);
    for (QDoubleSpinBox* b : {m_amount, m_pricePerGb}) {
        if (b)
            connect(b, &QDoubleSpinBox::valueChanged, this, changed);
    }
    for (QComboBox* b : {m_currency, m_priceCurrency}) {
        if (b)
            connect(b, &QComboBox::currentIndexChanged, this, changed);
    }
    connect(m_phase, &QComboBox::currentTextChanged, this, changed);
    if (m_ownPrice)
        connect(m_ownPrice, &QCheckBox::toggled, this, changed);
    m_building = false;
    update();
}

// The provider's regions: those of its offers and those with a catalog price of the dialog's kind.
void UsageItemDialog::fillRegions()
{
    const QString provider = m_provider->currentData().toString();
    const QString keep = m_region->currentText();
    QSet<QString> seen;
    QStringList regions;
    const UsageKind kind = m_mode == Mode::Transfer ? UsageKind::Egress
                           : m_class                ? UsageKind(m_class->currentData().toInt())
                                                    : UsageKind::ObjectStorage;
    for (const QString& r : m_catalog.usagePrices().regions(kind, provider)) {
        if (!seen.contains(r)) {
            seen.insert(r);
            regions << r;
        }
    }
    for (const OfferRow& row : m_catalog.rows()) {
        if (row.instance->provider == provider && row.offer && !seen.contains(row.offer->region)) {
            seen.insert(row.offer->region);
            regions << row.offer->region;
        }
    }
    regions.sort();
    const QSignalBlocker block(m_region);
    m_region->clear();
    m_region->addItems(regions);
    m_region->setCurrentText(keep);
}

void UsageItemDialog::update()
{
    if (m_building)
        return;
    m_item.reset();
    m_problem.clear();
    const bool once = m_once && m_once->isChecked();
    m_months->setEnabled(!once);
    Result<PlanItem> made = Error{ErrorCode::Usage, {}, 0, 0, {}, QString()};
    if (m_mode == Mode::Fixed) {
        planservice::FixedRequest r;
        r.label = m_label->text();
        r.amount = Money(std::llround(m_amount->value() * 100) * 10'000, m_currency->currentText());
        r.once = once;
        r.provider = m_provider->currentData().toString();
        r.startMonth = m_start->value();
        r.months = m_months->value();
        r.phase = m_phase->currentText().trimmed();
        made = planservice::fixedItem(r);
    } else {
        planservice::UsageRequest r;
        r.usage = m_mode == Mode::Transfer ? UsageKind::Egress : UsageKind(m_class->currentData().toInt());
        r.provider = m_provider->currentData().toString();
        r.region = m_region->currentText().trimmed();
        r.gb = m_gb->value();
        r.growthGbPerMonth = m_growth ? m_growth->value() : 0;
        r.once = once;
        r.startMonth = m_start->value();
        r.months = m_months->value();
        r.phase = m_phase->currentText().trimmed();
        const auto published = m_catalog.usagePrices().find(r.usage, r.provider, r.region);
        const QString unit = r.usage == UsageKind::Egress ? tr("per GB") : tr("per GB-month");
        if (published) {
            const QString stale = staleNote(published->asOf);
            m_catalogPrice->setText(tr("%1: %2 %3 %4, as of %5%6")
                                        .arg(published->product.toHtmlEscaped(), published->tiersText(),
                                             published->currency, unit, published->asOf.toString(Qt::ISODate),
                                             stale.isEmpty() ? QString() : u" ("_s + stale + u')'));
            m_ownPrice->setEnabled(true);
        } else {
            m_catalogPrice->setText(
                tr("The catalog has no published %1 price for %2 in %3. Give the price you pay:")
                    .arg(usageKindLabel(r.usage), m_provider->currentText(),
                         r.region.isEmpty() ? tr("this region") : r.region));
            const QSignalBlocker block(m_ownPrice);
            m_ownPrice->setChecked(true);
            m_ownPrice->setEnabled(false);
        }
        const bool own = m_ownPrice->isChecked();
        m_pricePerGb->setEnabled(own);
        m_priceCurrency->setEnabled(own);
        if (own) {
            UsagePrice p;
            p.currency = m_priceCurrency->currentText();
            p.tiers = {{std::nullopt, std::llround(m_pricePerGb->value() * 1'000'000)}};
            p.asOf = QDate::currentDate();
            p.source = tr("given in the plan");
            r.price = p;
        }
        made = own && m_pricePerGb->value() <= 0
                   ? Result<PlanItem>(Error{ErrorCode::Usage, {}, 0, 0, {}, tr("Give the price per GB.")})
                   : planservice::usageItem(m_catalog.usagePrices(), r);
    }
    if (made) {
        // What it adds, costed with the plan's currency and rates by the plan's own rule.
        Plan trial = m_plan;
        if (const Result<bool> added = planservice::add(trial, {made.value()}); !added) {
            m_problem = added.error().message;
        } else {
            m_item = made.value();
            const PlanCost cost = trial.cost();
            const PlanItemCost& c = cost.items.last();
            m_problem.clear();
            const QString when = m_item->months == 1
                                     ? tr("month %1").arg(m_item->startMonth)
                                     : tr("months %1–%2").arg(m_item->startMonth).arg(m_item->endMonth());
            m_preview->setText(tr("Adds %1 %2 over %3 (%4); the plan comes to %5 %6.")
                                   .arg(formatAmount(c.total, AmountKind::Total), cost.currency,
                                        monthsText(m_item->months), when,
                                        formatAmount(cost.total, AmountKind::Total), cost.currency));
            m_preview->setStyleSheet(QString());
        }
    } else {
        m_problem = made.error().message;
    }
    if (!m_problem.isEmpty()) {
        m_preview->setText(m_problem.left(1).toUpper() + m_problem.mid(1));
        m_preview->setStyleSheet(u"QLabel { color: #b86e00; }"_s);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_item.has_value());
}

QString UsageItemDialog::previewText() const
{
    return m_preview->text();
}

} // namespace gp::ui
