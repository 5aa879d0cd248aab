#include "settingsdialog.h"

#include "fixedpoint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
double toDouble(std::int64_t fixedValue, int decimals)
{
    return fixed::toString(fixedValue, decimals).toDouble();
}

std::int64_t fromDouble(double v, int decimals)
{
    return fixed::parse(QString::number(v, 'f', decimals), decimals).value_or(0);
}
} // namespace

SettingsDialog::SettingsDialog(const Preferences& prefs, const ExchangeRates& fx, const Catalog& catalog,
                               QWidget* parent)
    : QDialog(parent), m_prefs(prefs), m_original(fx)
{
    setWindowTitle(tr("Settings"));
    auto* layout = new QHBoxLayout;

    auto* left = new QVBoxLayout;
    auto* languageBox = new QGroupBox(tr("Language"), this);
    auto* languageForm = new QFormLayout(languageBox);
    m_language = new QComboBox(languageBox);
    m_language->setObjectName(u"language"_s);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(u"English"_s, u"en"_s); // each language in its own words
    m_language->addItem(u"简体中文"_s, u"zh_CN"_s);
    m_language->setCurrentIndex(qMax(0, m_language->findData(prefs.language)));
    languageForm->addRow(tr("Interface language"), m_language);
    auto* restart = new QLabel(tr("A new language applies the next time GPU Planner starts."), languageBox);
    restart->setWordWrap(true);
    languageForm->addRow(restart);
    left->addWidget(languageBox);

    auto* money = new QGroupBox(tr("Currency and exchange rates"), this);
    auto* moneyLayout = new QVBoxLayout(money);
    auto* currencyForm = new QFormLayout;
    m_currency = new QComboBox(money);
    m_currency->setObjectName(u"displayCurrency"_s);
    m_currency->addItems(fx.currencies());
    m_currency->setCurrentText(prefs.displayCurrency);
    currencyForm->addRow(tr("Display currency"), m_currency);
    moneyLayout->addLayout(currencyForm);
    m_rates = new QTableWidget(int(fx.rates().size()), 3, money);
    m_rates->setHorizontalHeaderLabels({tr("Currency"), tr("Units per USD"), tr("As of")});
    m_rates->verticalHeader()->hide();
    int row = 0;
    for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it, ++row) {
        auto* code = new QTableWidgetItem(it.key());
        code->setFlags(Qt::ItemIsEnabled);
        code->setToolTip(it->source);
        m_rates->setItem(row, 0, code);
        m_rates->setItem(
            row, 1, new QTableWidgetItem(fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals)));
        m_rates->setItem(row, 2, new QTableWidgetItem(it->asOf.toString(Qt::ISODate)));
    }
    m_rates->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moneyLayout->addWidget(m_rates);
    moneyLayout->addWidget(new QLabel(
        tr("Edit a rate and its date; your rates are kept in\n%1").arg(ExchangeRates::userFilePath()),
        money));
    left->addWidget(money, 1);
    layout->addLayout(left, 1);

    auto* right = new QVBoxLayout;
    auto* costs = new QGroupBox(tr("Costs and plans"), this);
    auto* form = new QFormLayout(costs);
    m_planHours = new QDoubleSpinBox(costs);
    m_planHours->setRange(0, 744);
    m_planHours->setDecimals(2);
    m_planHours->setSuffix(tr(" h"));
    m_planHours->setValue(toDouble(prefs.planHoursPerMonthCenti, 2));
    form->addRow(tr("New plans: hours per month"), m_planHours);
    m_horizon = new QSpinBox(costs);
    m_horizon->setRange(1, MaxMonths);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setValue(prefs.horizonMonths);
    form->addRow(tr("Default horizon"), m_horizon);
    m_usage = new QDoubleSpinBox(costs);
    m_usage->setRange(0, 744);
    m_usage->setDecimals(2);
    m_usage->setSuffix(tr(" h/month"));
    m_usage->setValue(toDouble(prefs.usageCentiHours, 2));
    form->addRow(tr("Default usage"), m_usage);
    m_spotOverhead = new QDoubleSpinBox(costs);
    m_spotOverhead->setRange(0, 1000);
    m_spotOverhead->setDecimals(2);
    m_spotOverhead->setSuffix(tr(" %"));
    m_spotOverhead->setValue(toDouble(prefs.spotOverheadBp, 2));
    m_spotOverhead->setToolTip(tr("Work redone after spot interruptions, added to spot costs"));
    form->addRow(tr("Spot rework overhead"), m_spotOverhead);
    m_region = new QComboBox(costs);
    m_region->addItem(tr("Cheapest region"), QString());
    for (const QString& r : catalog.regions())
        m_region->addItem(r, r);
    m_region->setCurrentIndex(qMax(0, m_region->findData(prefs.regionPreference)));
    m_region->setToolTip(tr("The region the explorer shows first"));
    form->addRow(tr("Preferred region"), m_region);
    right->addWidget(costs);

    auto* measured = new QGroupBox(tr("Measurements"), this);
    auto* measuredLayout = new QVBoxLayout(measured);
    m_useMeasured = new QCheckBox(tr("Use measured throughput for estimates and rankings"), measured);
    m_useMeasured->setObjectName(u"useMeasured"_s);
    m_useMeasured->setChecked(prefs.useMeasured);
    m_useMeasured->setToolTip(
        tr("Where a GPU model has a gpu-probe measurement (File → Import Measurements), the "
           "scenario wizard, the TFLOPS columns and the value charts use the measured figures "
           "instead of the datasheet's"));
    measuredLayout->addWidget(m_useMeasured);
    int measuredModels = 0;
    for (const Gpu& g : catalog.gpus())
        measuredModels += g.measured ? 1 : 0;
    auto* measuredNote =
        new QLabel(measuredModels == 0 ? tr("No measurements imported yet.")
                                       : tr("%n GPU model(s) measured.", nullptr, measuredModels),
                   measured);
    measuredNote->setObjectName(u"measuredNote"_s);
    measuredLayout->addWidget(measuredNote);
    right->addWidget(measured);

    auto* discounts = new QGroupBox(tr("Negotiated discounts"), this);
    auto* discountLayout = new QVBoxLayout(discounts);
    m_discounts = new QTableWidget(int(catalog.providers().size()), 2, discounts);
    m_discounts->setHorizontalHeaderLabels({tr("Provider"), tr("Discount %")});
    m_discounts->verticalHeader()->hide();
    row = 0;
    for (const Provider& p : catalog.providersByName()) {
        auto* name = new QTableWidgetItem(p.name);
        name->setData(Qt::UserRole, p.id);
        name->setFlags(Qt::ItemIsEnabled);
        m_discounts->setItem(row, 0, name);
        m_discounts->setItem(row, 1,
                             new QTableWidgetItem(fixed::toString(prefs.discountsBp.value(p.id, 0), 2)));
        ++row;
    }
    m_discounts->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    discountLayout->addWidget(m_discounts);
    right->addWidget(discounts, 1);
    layout->addLayout(right, 1);

    auto* outer = new QVBoxLayout(this);
    outer->addLayout(layout);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);
    resize(900, 620);
}

Preferences SettingsDialog::preferences() const
{
    Preferences p = m_prefs;
    p.displayCurrency = m_currency->currentText();
    p.planHoursPerMonthCenti = fromDouble(m_planHours->value(), 2);
    p.horizonMonths = m_horizon->value();
    p.usageCentiHours = fromDouble(m_usage->value(), 2);
    p.spotOverheadBp = fromDouble(m_spotOverhead->value(), 2);
    p.regionPreference = m_region->currentData().toString();
    p.useMeasured = m_useMeasured->isChecked();
    p.language = m_language->currentData().toString();
    p.discountsBp.clear();
    for (int r = 0; r < m_discounts->rowCount(); ++r) {
        const auto bp = fixed::parse(m_discounts->item(r, 1)->text(), 2);
        if (bp && *bp > 0 && *bp < BasisPointsPerUnit)
            p.discountsBp.insert(m_discounts->item(r, 0)->data(Qt::UserRole).toString(), *bp);
    }
    return p;
}

ExchangeRates SettingsDialog::exchangeRates() const
{
    ExchangeRates fx;
    for (int r = 0; r < m_rates->rowCount(); ++r) {
        const QString code = m_rates->item(r, 0)->text();
        const auto micros = fixed::parse(m_rates->item(r, 1)->text(), ExchangeRates::RateDecimals);
        const QDate date = QDate::fromString(m_rates->item(r, 2)->text().trimmed(), Qt::ISODate);
        if (!micros || *micros <= 0)
            continue;
        const FxRate before = m_original.rates().value(code);
        const bool edited = before.perUsdMicros != *micros || before.asOf != date;
        fx.set(code, FxRate{*micros, date, edited ? tr("set in Settings") : before.source});
    }
    return fx;
}

} // namespace gp::ui
