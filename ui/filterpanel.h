#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "offerfilter.h"

#include <QComboBox>
#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QListWidget;
class QSpinBox;
class QTreeWidget;

namespace gp::ui {

// The region list: filled when first opened, since an imported catalog can have thousands of regions.
class RegionComboBox final : public QComboBox
{
    Q_OBJECT

public:
    RegionComboBox(const Catalog& catalog, QWidget* parent = nullptr);
    void fill();
    void reset(); // the catalog changed: only "All regions" until opened again
    void showPopup() override;

private:
    const Catalog& m_catalog;
    bool m_filled = false;
};

// The explorer's filter panel: providers, GPU models by vendor, minimum GPUs and GPU memory, region,
// on-demand price range in the display currency, NVLink, RDMA and spot. Emits changed() on every edit.
class FilterPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilterPanel)

public:
    explicit FilterPanel(const Catalog& catalog, QWidget* parent = nullptr);

    // The filter the panel describes (text search excluded: the search box owns it).
    OfferFilter filter() const;
    // "Provider: AWS, GCP", one entry per active filter, for the active-filter bar.
    QStringList activeFilterLabels() const;
    void setPriceCurrency(const QString& currency, const ExchangeRates& fx);
    void clearAll();

    void setProviders(const QStringList& ids);
    // Shows only this region (empty: all); false when the catalog has no such region.
    bool setRegion(const QString& region);
    void setGpuIds(const QStringList& ids);
    // Shows only regions in these countries (ISO 3166-1 codes) and on these continents.
    void setPlaces(const QStringList& countries, const QStringList& continents = {});
    // The catalog changed (an import): rebuild the lists, keeping what is still there checked.
    void reloadCatalog();

Q_SIGNALS:
    void changed();

private:
    void fillProviders();
    void fillGpus();
    void fillPlaces();
    QStringList checkedProviders() const;
    QStringList checkedGpuIds() const;
    // Continents whose every country is checked, and the checked countries of the others.
    std::pair<QStringList, QStringList> checkedPlaces() const;

    const Catalog& m_catalog;
    QString m_currency;
    ExchangeRates m_fx;
    QListWidget* m_providers = nullptr;
    QTreeWidget* m_gpus = nullptr;
    QTreeWidget* m_places = nullptr; // continent -> country
    QSpinBox* m_minGpus = nullptr;
    QSpinBox* m_minMemory = nullptr;
    RegionComboBox* m_region = nullptr;
    QDoubleSpinBox* m_minPrice = nullptr;
    QDoubleSpinBox* m_maxPrice = nullptr;
    QCheckBox* m_nvlink = nullptr;
    QCheckBox* m_rdma = nullptr;
    QCheckBox* m_spot = nullptr;
    bool m_updating = false;
};

} // namespace gp::ui
