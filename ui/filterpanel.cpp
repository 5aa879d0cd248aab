#include "filterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "regions.h"

#include <cmath>
#include <tuple>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
constexpr int IdRole = Qt::UserRole;
} // namespace

RegionComboBox::RegionComboBox(const Catalog& catalog, QWidget* parent)
    : QComboBox(parent), m_catalog(catalog)
{
    addItem(tr("All regions"), QString());
    setMinimumContentsLength(14);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
}

void RegionComboBox::fill()
{
    if (m_filled)
        return;
    m_filled = true;
    const QSignalBlocker block(this);
    for (const QString& r : m_catalog.regions())
        addItem(r, r);
}

void RegionComboBox::reset()
{
    const QSignalBlocker block(this);
    clear();
    addItem(tr("All regions"), QString());
    m_filled = false;
}

void RegionComboBox::showPopup()
{
    fill();
    QComboBox::showPopup();
}

void FilterPanel::fillProviders()
{
    const QStringList checked = checkedProviders();
    m_providers->clear();
    for (const Provider& p : m_catalog.providersByName()) {
        auto* item = new QListWidgetItem(p.name, m_providers);
        item->setData(IdRole, p.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(p.id) ? Qt::Checked : Qt::Unchecked);
    }
}

void FilterPanel::fillGpus()
{
    const QStringList checked = checkedGpuIds();
    m_gpus->clear();
    QMap<QString, QTreeWidgetItem*> vendors;
    QSet<QString> used;
    for (const InstanceType& inst : m_catalog.instances())
        used.insert(inst.gpuId);
    for (const Gpu& g : m_catalog.gpus()) {
        if (!used.contains(g.id))
            continue; // a model no instance uses would filter everything out
        QTreeWidgetItem*& vendor = vendors[g.vendor];
        if (!vendor) {
            vendor = new QTreeWidgetItem(m_gpus, QStringList{g.vendor});
            vendor->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
            vendor->setCheckState(0, Qt::Unchecked);
        }
        auto* item = new QTreeWidgetItem(vendor, QStringList{g.model});
        item->setData(0, IdRole, g.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, checked.contains(g.id) ? Qt::Checked : Qt::Unchecked);
    }
    m_gpus->sortItems(0, Qt::AscendingOrder);
    m_gpus->expandAll();
}

void FilterPanel::fillPlaces()
{
    const auto [checkedContinents, checkedCountries] = checkedPlaces();
    m_places->clear();
    // The places of the regions the catalog sells in, continent by continent.
    QMap<QString, QSet<QString>> countries;
    const RegionDirectory& directory = RegionDirectory::builtin();
    for (const InstanceType& inst : m_catalog.instances()) {
        for (const Offer& o : inst.offers) {
            const RegionPlace* p = directory.find(inst.provider, o.region);
            if (p && !p->continent.isEmpty() && !p->country.isEmpty())
                countries[p->continent].insert(p->country);
        }
    }
    for (auto it = countries.cbegin(); it != countries.cend(); ++it) {
        auto* continent =
            new QTreeWidgetItem(m_places, QStringList{RegionDirectory::continentLabel(it.key())});
        continent->setData(0, IdRole, it.key());
        continent->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        continent->setCheckState(0, Qt::Unchecked);
        for (const QString& code : it.value()) {
            const QLocale::Territory t = QLocale::codeToTerritory(code);
            const QString name = t == QLocale::AnyTerritory ? code : QLocale::territoryToString(t);
            auto* country = new QTreeWidgetItem(continent, QStringList{name});
            country->setData(0, IdRole, code);
            country->setToolTip(0, code);
            country->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            country->setCheckState(0, checkedCountries.contains(code) || checkedContinents.contains(it.key())
                                          ? Qt::Checked
                                          : Qt::Unchecked);
        }
        continent->sortChildren(0, Qt::AscendingOrder);
    }
}

std::pair<QStringList, QStringList> FilterPanel::checkedPlaces() const
{
    QStringList continents;
    QStringList countries;
    if (!m_places)
        return {continents, countries};
    for (int c = 0; c < m_places->topLevelItemCount(); ++c) {
        const QTreeWidgetItem* continent = m_places->topLevelItem(c);
        if (continent->checkState(0) == Qt::Checked) {
            continents << continent->data(0, IdRole).toString();
            continue;
        }
        for (int i = 0; i < continent->childCount(); ++i) {
            if (continent->child(i)->checkState(0) == Qt::Checked)
                countries << continent->child(i)->data(0, IdRole).toString();
        }
    }
    return {continents, countries};
}

void FilterPanel::setPlaces(const QStringList& countries, const QStringList& continents)
{
    m_updating = true;
    for (int c = 0; c < m_places->topLevelItemCount(); ++c) {
        QTreeWidgetItem* continent = m_places->topLevelItem(c);
        const bool whole = continents.contains(continent->data(0, IdRole).toString());
        for (int i = 0; i < continent->childCount(); ++i) {
            QTreeWidgetItem* item = continent->child(i);
            item->setCheckState(0, whole || countries.contains(item->data(0, IdRole).toString())
                                       ? Qt::Checked
                                       : Qt::Unchecked);
        }
    }
    m_updating = false;
    Q_EMIT changed();
}

void FilterPanel::reloadCatalog()
{
    {
        const QSignalBlocker a(m_providers);
        const QSignalBlocker b(m_gpus);
        const QSignalBlocker c(m_places);
        m_updating = true;
        fillProviders();
        fillPlaces();
        m_providers->setFixedHeight(
            m_providers->sizeHintForRow(0) * int(qMax<qsizetype>(m_catalog.providers().size(), 1)) + 6);
        fillGpus();
        const QString region = m_region->currentData().toString();
        m_region->reset();
        if (!region.isEmpty())
            setRegion(region);
        m_updating = false;
    }
    Q_EMIT changed();
}

FilterPanel::FilterPanel(const Catalog& catalog, QWidget* parent) : QWidget(parent), m_catalog(catalog)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* providerBox = new QGroupBox(tr("Providers"), this);
    auto* providerLayout = new QVBoxLayout(providerBox);
    m_providers = new QListWidget(providerBox);
    m_providers->setObjectName(u"providers"_s);
    fillProviders();
    m_providers->setFixedHeight(
        m_providers->sizeHintForRow(0) * int(qMax<qsizetype>(catalog.providers().size(), 1)) + 6);
    providerLayout->addWidget(m_providers);
    layout->addWidget(providerBox);

    auto* gpuBox = new QGroupBox(tr("GPU models"), this);
    auto* gpuLayout = new QVBoxLayout(gpuBox);
    m_gpus = new QTreeWidget(gpuBox);
    m_gpus->setObjectName(u"gpus"_s);
    m_gpus->setHeaderHidden(true);
    m_gpus->setRootIsDecorated(true);
    fillGpus();
    gpuLayout->addWidget(m_gpus);
    layout->addWidget(gpuBox, 1);

    auto* placeBox = new QGroupBox(tr("Places"), this);
    auto* placeLayout = new QVBoxLayout(placeBox);
    m_places = new QTreeWidget(placeBox);
    m_places->setObjectName(u"places"_s);
    m_places->setHeaderHidden(true);
    m_places->setRootIsDecorated(true);
    m_places->setToolTip(tr("Continents and countries the regions are in (catalog/geo/regions.json)"));
    fillPlaces();
    placeLayout->addWidget(m_places);
    layout->addWidget(placeBox, 1);

    auto* sizeBox = new QGroupBox(tr("Hardware, region and price"), this);
    auto* form = new QFormLayout(sizeBox);
    m_minGpus = new QSpinBox(sizeBox);
    m_minGpus->setRange(0, 64);
    m_minGpus->setSpecialValueText(tr("Any"));
    form->addRow(tr("Min GPUs"), m_minGpus);
    m_minMemory = new QSpinBox(sizeBox);
    m_minMemory->setRange(0, 512);
    m_minMemory->setSuffix(tr(" GB"));
    m_minMemory->setSpecialValueText(tr("Any"));
    m_minMemory->setToolTip(tr("Memory of each GPU"));
    form->addRow(tr("Min memory/GPU"), m_minMemory);
    m_region = new RegionComboBox(catalog, sizeBox);
    m_region->setObjectName(u"region"_s);
    form->addRow(tr("Region"), m_region);
    m_minPrice = new QDoubleSpinBox(sizeBox);
    m_maxPrice = new QDoubleSpinBox(sizeBox);
    for (QDoubleSpinBox* box : {m_minPrice, m_maxPrice}) {
        box->setRange(0, 1e6);
        box->setDecimals(2);
        box->setSpecialValueText(tr("Any"));
    }
    form->addRow(tr("On-demand from"), m_minPrice);
    form->addRow(tr("up to"), m_maxPrice);
    layout->addWidget(sizeBox);

    m_nvlink = new QCheckBox(tr("NVLink / NVSwitch only"), this);
    m_rdma = new QCheckBox(tr("RDMA only (EFA, InfiniBand, RoCE, eRDMA)"), this);
    m_spot = new QCheckBox(tr("Spot available"), this);
    for (QCheckBox* c : {m_nvlink, m_rdma, m_spot})
        layout->addWidget(c);

    auto emitChanged = [this] {
        if (!m_updating)
            Q_EMIT changed();
    };
    connect(m_providers, &QListWidget::itemChanged, this, emitChanged);
    connect(m_gpus, &QTreeWidget::itemChanged, this, emitChanged);
    connect(m_places, &QTreeWidget::itemChanged, this, emitChanged);
    connect(m_minGpus, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_minMemory, &QSpinBox::valueChanged, this, emitChanged);
    connect(m_region, &QComboBox::currentIndexChanged, this, emitChanged);
    connect(m_minPrice, &QDoubleSpinBox::valueChanged, this, emitChanged);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, emitChanged);
    for (QCheckBox* c : {m_nvlink, m_rdma, m_spot})
        connect(c, &QCheckBox::toggled, this, emitChanged);
    setPriceCurrency(u"USD"_s, ExchangeRates::builtin());
}

QStringList FilterPanel::checkedProviders() const
{
    QStringList ids;
    for (int i = 0; i < m_providers->count(); ++i) {
        if (m_providers->item(i)->checkState() == Qt::Checked)
            ids << m_providers->item(i)->data(IdRole).toString();
    }
    return ids;
}

QStringList FilterPanel::checkedGpuIds() const
{
    QStringList ids;
    for (int v = 0; v < m_gpus->topLevelItemCount(); ++v) {
        const QTreeWidgetItem* vendor = m_gpus->topLevelItem(v);
        for (int i = 0; i < vendor->childCount(); ++i) {
            if (vendor->child(i)->checkState(0) == Qt::Checked)
                ids << vendor->child(i)->data(0, IdRole).toString();
        }
    }
    return ids;
}

OfferFilter FilterPanel::filter() const
{
    OfferFilter f;
    f.providers = checkedProviders();
    f.gpuIds = checkedGpuIds();
    if (m_minGpus->value() > 0)
        f.minGpus = m_minGpus->value();
    if (m_minMemory->value() > 0)
        f.minGpuMemoryGb = m_minMemory->value();
    f.region = m_region->currentData().toString();
    std::tie(f.continents, f.countries) = checkedPlaces();
    if (m_minPrice->value() > 0)
        f.minOnDemandHourly = Money(std::llround(m_minPrice->value() * 100) * 10'000, m_currency);
    if (m_maxPrice->value() > 0)
        f.maxOnDemandHourly = Money(std::llround(m_maxPrice->value() * 100) * 10'000, m_currency);
    if (f.minOnDemandHourly || f.maxOnDemandHourly)
        f.priceFx = m_fx;
    f.nvlinkOnly = m_nvlink->isChecked();
    f.rdmaOnly = m_rdma->isChecked();
    f.spotOnly = m_spot->isChecked();
    return f;
}

QStringList FilterPanel::activeFilterLabels() const
{
    QStringList out;
    QStringList names;
    for (const QString& id : checkedProviders())
        names << m_catalog.providerName(id);
    if (!names.isEmpty())
        out << tr("Provider: %1").arg(names.join(u", "_s));
    names.clear();
    for (const QString& id : checkedGpuIds())
        names << (m_catalog.gpu(id) ? m_catalog.gpu(id)->model : id);
    if (!names.isEmpty())
        out << tr("GPU: %1").arg(names.join(u", "_s));
    if (m_minGpus->value() > 0)
        out << tr("≥ %1 GPUs").arg(m_minGpus->value());
    if (m_minMemory->value() > 0)
        out << tr("≥ %1 GB per GPU").arg(m_minMemory->value());
    const auto [continents, countries] = checkedPlaces();
    names.clear();
    for (const QString& c : continents)
        names << RegionDirectory::continentLabel(c);
    for (const QString& c : countries)
        names << c;
    if (!names.isEmpty())
        out << tr("Places: %1").arg(names.join(u", "_s));
    if (!m_region->currentData().toString().isEmpty())
        out << tr("Region: %1").arg(m_region->currentText());
    if (m_minPrice->value() > 0 || m_maxPrice->value() > 0) {
        const QString lo = m_minPrice->value() > 0 ? m_minPrice->text() : u"0"_s;
        const QString hi = m_maxPrice->value() > 0 ? m_maxPrice->text() : u"∞"_s;
        out << tr("On-demand %1–%2 %3/h").arg(lo, hi, m_currency);
    }
    if (m_nvlink->isChecked())
        out << tr("NVLink/NVSwitch");
    if (m_rdma->isChecked())
        out << tr("RDMA");
    if (m_spot->isChecked())
        out << tr("Spot available");
    return out;
}

void FilterPanel::setPriceCurrency(const QString& currency, const ExchangeRates& fx)
{
    m_currency = currency;
    m_fx = fx;
    const CurrencyInfo* info = currency::find(currency);
    const QString suffix = u" "_s + (info ? QString::fromUtf16(info->label) : currency) + tr("/h");
    m_minPrice->setSuffix(suffix);
    m_maxPrice->setSuffix(suffix);
}

void FilterPanel::clearAll()
{
    m_updating = true;
    for (int i = 0; i < m_providers->count(); ++i)
        m_providers->item(i)->setCheckState(Qt::Unchecked);
    for (int v = 0; v < m_gpus->topLevelItemCount(); ++v)
        m_gpus->topLevelItem(v)->setCheckState(0, Qt::Unchecked);
    for (int c = 0; c < m_places->topLevelItemCount(); ++c)
        m_places->topLevelItem(c)->setCheckState(0, Qt::Unchecked);
    m_minGpus->setValue(0);
    m_minMemory->setValue(0);
    m_region->setCurrentIndex(0);
    m_minPrice->setValue(0);
    m_maxPrice->setValue(0);
    for (QCheckBox* c : {m_nvlink, m_rdma, m_spot})
        c->setChecked(false);
    m_updating = false;
    Q_EMIT changed();
}

void FilterPanel::setProviders(const QStringList& ids)
{
    m_updating = true;
    for (int i = 0; i < m_providers->count(); ++i) {
        QListWidgetItem* item = m_providers->item(i);
        item->setCheckState(ids.contains(item->data(IdRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    m_updating = false;
    Q_EMIT changed();
}

bool FilterPanel::setRegion(const QString& region)
{
    if (!region.isEmpty())
        m_region->fill();
    const int i = m_region->findData(region);
    if (i < 0)
        return false;
    m_region->setCurrentIndex(i); // emits changed() through currentIndexChanged
    return true;
}

void FilterPanel::setGpuIds(const QStringList& ids)
{
    m_updating = true;
    for (int v = 0; v < m_gpus->topLevelItemCount(); ++v) {
        QTreeWidgetItem* vendor = m_gpus->topLevelItem(v);
        for (int i = 0; i < vendor->childCount(); ++i) {
            QTreeWidgetItem* item = vendor->child(i);
            item->setCheckState(0,
                                ids.contains(item->data(0, IdRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_updating = false;
    Q_EMIT changed();
}

} // namespace gp::ui
