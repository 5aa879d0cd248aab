#pragma once

#include "catalogloader.h"
#include "error.h"
#include "gpu.h"
#include "instancetype.h"
#include "usageprices.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace gp {

// One row of the explorer and of `list`: an instance in one region. offer is null for an instance
// whose prices are not public and that lists no region.
struct OfferRow
{
    const InstanceType* instance = nullptr;
    const Gpu* gpu = nullptr;
    const Offer* offer = nullptr;

    QString region() const;
    QString currency() const;
    // Memory of one GPU as the instance sees it: a quarter share of a 16 GB T4 has 4 GB.
    double gpuMemoryGbPerGpu() const;
    double totalGpuMemoryGb() const;
    // Dense throughput at a precision, summed over the instance's GPUs; nullopt when the part has none.
    std::optional<double> totalDenseTflops(Precision p) const;
    // The same from the measured figure when useMeasured and the model has one (Gpu::throughputTflops).
    std::optional<double> totalTflops(Precision p, bool useMeasured) const;
    // Source and as-of date of the main price (on-demand, else the first price, else the spec source).
    const Source& primarySource() const;
};

// Offers one process loads over all its catalog files (docs/limits.md); a file that would pass it is left out
// with an error, so memory stays bounded (some 300 bytes an offer).
inline constexpr qsizetype MaxCatalogOffers = 2'000'000;

struct CatalogLoadOptions
{
    bool builtin = true;      // the catalog embedded in the binary
    bool userFolder = true;   // AppDataLocation/catalog, and the downloaded prices (AppDataLocation/prices)
    QStringList extraPaths;   // --catalog PATH, in order; later layers win
    bool measurements = true; // the user's gpu-probe results (AppDataLocation/measurements)
    // Where compiled catalog files are kept (CatalogCache); empty: every file is parsed. The programs use
    // CatalogCache::defaultFolder(); tests leave it empty unless they test the cache.
    QString cacheFolder;
    qsizetype maxOffers = MaxCatalogOffers; // lower only in tests
};

// What `catalog validate` reports about one file or folder.
struct ValidationReport
{
    int files = 0;
    qsizetype gpus = 0;
    qsizetype instances = 0;
    qsizetype offers = 0;
    IssueList issues;

    bool valid() const { return countErrors(issues) == 0; }
};

struct ProviderSummary
{
    Provider provider;
    int instances = 0;
    qsizetype offers = 0;
};

// The merged catalog: built-in, then the user's folder, then extra paths. An entry with the same id in
// a later layer replaces the earlier one.
class Catalog
{
public:
    // Rows point into the maps: moving keeps them valid, copying would not.
    Catalog() = default;
    Catalog(Catalog&&) = default;
    Catalog& operator=(Catalog&&) = default;
    Catalog(const Catalog&) = delete;
    Catalog& operator=(const Catalog&) = delete;

    static QString builtinResourcePath(); // ":/catalog"
    static QString userCatalogFolder();   // AppDataLocation + "/catalog"

    // Loads and merges the layers; every problem goes to issues.
    static Catalog load(const CatalogLoadOptions& options, IssueList& issues);
    // Checks a catalog file or folder; GPU references may point into the built-in catalog when withBuiltin.
    static ValidationReport validate(const QString& path, bool withBuiltin);

    // Layers a file over what is loaded. Offers merge by (instance, region): a later file adds or replaces
    // an instance's offer for a region and keeps its other regions; an import (or a price update) replaces
    // only the prices it states, so a reservation or spot price it lacks stays with its own date. The
    // hardware of an instance the catalog already has is replaced by a curated file's, but an import's keeps
    // the curated one, except for a GPU the imported file states (form factor and memory given) where the
    // catalog says another.
    void addFragment(CatalogFragment fragment); // pass an rvalue to move its entries in
    // What addFragment would decide differently from the imported file, one line per instance, for the
    // import report.
    QStringList conflictsWith(const CatalogFragment& imported) const;
    // Sets (or, for models not in the map, clears) each GPU's measured figures.
    void applyMeasurements(const QMap<QString, GpuMeasurement>& byGpuId);
    // Drops instances whose GPU is unknown (reported) and builds the row index. Call once after merging.
    void finalize(IssueList& issues);

    const QMap<QString, Gpu>& gpus() const { return m_gpus; }
    const QMap<QString, InstanceType>& instances() const { return m_instances; }
    const QMap<QString, Provider>& providers() const { return m_providers; }
    const QList<OfferRow>& rows() const { return m_rows; }
    const QStringList& files() const { return m_files; }
    // Storage and egress prices per provider and region: the built-in ones, then those of usage-price files
    // given as extra paths (a later price for the same kind, provider and region replaces an earlier one).
    const UsagePriceList& usagePrices() const { return m_usagePrices; }
    void addUsagePrices(const UsagePriceList& prices);

    const Gpu* gpu(const QString& id) const;
    const InstanceType* instance(const QString& id) const;
    // The provider's name for people, in the user's language for the built-in providers (阿里云, 微软 Azure).
    QString providerName(const QString& providerId) const;
    // Providers ordered by that name (QCollator of the default locale: pinyin order in Chinese).
    QList<Provider> providersByName() const;

    qsizetype offerCount() const;
    QList<ProviderSummary> providerSummaries() const; // by provider id
    // Newest and oldest as-of dates over every dated price in the catalog (over the undated ones, dated by
    // their retrieval, only when no price is dated).
    QDate newestPriceDate() const;
    QDate oldestPriceDate() const;
    // newestPriceDate split by where an instance type was read from: the catalog the program ships or was
    // given (--catalog), and the user's imports and downloaded price updates (their folders under
    // AppDataLocation). Invalid when that part has no price. The status bar dates the first and notes the
    // second, so an import does not pass for newer built-in prices.
    QDate basePriceDate() const;
    QDate importedPriceDate() const;
    QList<Source> sources() const; // distinct sources used, by id
    QStringList regions() const;   // distinct regions of the offers, sorted

private:
    QMap<QString, Gpu> m_gpus;
    QMap<QString, InstanceType> m_instances;
    QMap<QString, Provider> m_providers;
    QList<OfferRow> m_rows;
    QStringList m_files;
    // The user's catalog and price-update folders as load() found them (each ending in '/'): what counts as
    // imported is fixed when the catalog is read, not by the environment of a later call.
    QStringList m_userFolders;
    UsagePriceList m_usagePrices;
    // One instance's offers by region while loading: open addressing over (hash, offer index), each
    // region hashed once; growing moves the slots without hashing a string again.
    class RegionIndex
    {
    public:
        // The index in `offers` of the offer for `region`; -1 after recording `index` for it.
        qsizetype findOrAdd(const QString& region, qsizetype index, const QList<Offer>& offers);
        void reserve(qsizetype regions);
        bool isEmpty() const { return m_used == 0; }

    private:
        struct Slot
        {
            size_t hash = 0;
            qsizetype index = -1; // -1: free
        };
        std::vector<Slot> m_slots; // a power of two, at most half full
        qsizetype m_used = 0;
    };
    QHash<QString, RegionIndex> m_regionIndex; // while layering: instance id -> region -> offer
};

} // namespace gp
