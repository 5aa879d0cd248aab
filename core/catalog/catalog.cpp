#include "catalog.h"

#include "catalogcache.h"

#include "priceupdates.h"

#include "jsonparse.h"
#include "logging.h"
#include "measurement.h"

#include <QCollator>
#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

namespace gp {

QString OfferRow::region() const
{
    return offer ? offer->region : QString();
}

QString OfferRow::currency() const
{
    return offer ? offer->currency : QString();
}

double OfferRow::gpuMemoryGbPerGpu() const
{
    if (!gpu || !instance)
        return 0;
    return instance->gpuCount < 1 ? gpu->memoryGb * instance->gpuCount : gpu->memoryGb;
}

double OfferRow::totalGpuMemoryGb() const
{
    if (!gpu || !instance)
        return 0;
    return gpu->memoryGb * instance->gpuCount;
}

std::optional<double> OfferRow::totalDenseTflops(Precision p) const
{
    return totalTflops(p, false);
}

std::optional<double> OfferRow::totalTflops(Precision p, bool useMeasured) const
{
    if (!gpu || !instance)
        return std::nullopt;
    const auto per = gpu->throughputTflops(p, useMeasured);
    if (!per)
        return std::nullopt;
    return *per * instance->gpuCount;
}

const Source& OfferRow::primarySource() const
{
    if (offer) {
        if (offer->onDemandHourly)
            return offer->onDemandHourly->source;
        if (offer->monthly)
            return offer->monthly->source;
        if (!offer->reserved.isEmpty())
            return offer->reserved.front().source;
        if (offer->spot)
            return offer->spot->source;
    }
    return instance->source;
}

namespace {
constexpr qsizetype BuiltinCatalogFiles = GP_BUILTIN_CATALOG_FILES; // catalog/*.json, counted by the build
}

QString Catalog::builtinResourcePath()
{
    return u":/catalog"_s;
}

QString Catalog::userCatalogFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/catalog"_s;
}

Catalog Catalog::load(const CatalogLoadOptions& options, IssueList& issues)
{
    Catalog catalog;
    if (options.userFolder)
        catalog.m_userFolders = {userCatalogFolder() + u'/', priceUpdateFolder() + u'/'};
    const std::optional<CatalogCache> cache =
        options.cacheFolder.isEmpty() ? std::nullopt : std::optional<CatalogCache>(options.cacheFolder);
    qsizetype offers = 0;
    auto add = [&](CatalogFragment& f) {
        issues << f.issues;
        qsizetype more = 0;
        for (const InstanceType& i : f.instances)
            more += i.offers.size();
        if (offers + more > options.maxOffers) {
            // The limit is the process's, over every file: memory stays bounded however many files there are.
            issues << Issue::failure(Error{
                ErrorCode::TooLarge,
                f.file,
                0,
                0,
                {},
                QCoreApplication::translate("Files",
                                            "with this file the catalog would hold %1 offers, more than "
                                            "the %2 one process reads; the file is left out")
                    .arg(QLocale().toString(offers + more), QLocale().toString(options.maxOffers))});
            return;
        }
        offers += more;
        catalog.addFragment(std::move(f));
    };
    if (options.builtin) {
        // The built-in files are read and checked in parallel (a few workers), then layered in name order.
        const QDir dir(builtinResourcePath());
        const QStringList names = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        std::vector<CatalogFragment> parts(std::size_t(names.size()));
        std::atomic<int> next{0};
        std::atomic<bool> outOfMemory{false};
        const auto work = [&] {
            try {
                for (int i = next++; i < names.size(); i = next++)
                    parts[std::size_t(i)] =
                        cache ? cache->loadFile(dir.filePath(names[i]), u"builtin:"_s + names[i])
                              : CatalogLoader::loadFile(dir.filePath(names[i]), u"builtin:"_s + names[i]);
            } catch (const std::bad_alloc&) {
                outOfMemory = true; // a worker cannot report it: the caller does, after the join
                next = int(names.size());
            }
        };
        const int workers = std::clamp(int(std::thread::hardware_concurrency()), 1, 4) - 1;
        std::vector<std::thread> threads;
        for (int w = 0; w < workers; ++w) {
            try {
                threads.emplace_back(work);
            } catch (const std::system_error&) {
                break; // no thread to be had (a memory or process limit): fewer workers
            }
        }
        work();
        for (std::thread& t : threads)
            t.join();
        if (outOfMemory)
            throw std::bad_alloc();
        // Every built-in file, whole: a resource that cannot be listed or decompressed (Qt only warns, under
        // a memory limit) must not pass for a smaller catalog.
        qsizetype unreadable = 0;
        for (const CatalogFragment& f : parts)
            unreadable += f.readable ? 0 : 1;
        if (names.size() != BuiltinCatalogFiles || unreadable > 0)
            issues << Issue::failure(
                Error{ErrorCode::Io,
                      builtinResourcePath(),
                      0,
                      0,
                      {},
                      QCoreApplication::translate("Files",
                                                  "the built-in catalog could not be read in full (%1 of %2 "
                                                  "files; out of memory?)")
                          .arg(names.size() - unreadable)
                          .arg(BuiltinCatalogFiles)});
        for (CatalogFragment& f : parts)
            add(f);
    }
    QStringList paths;
    if (options.userFolder) {
        // Downloaded prices (catalog update) over the built-in ones; a damaged list only warns.
        const QString folder = priceUpdateFolder();
        const Result<PriceUpdateManifest> manifest = readPriceUpdateManifest(folder);
        if (!manifest) {
            issues << Issue::warning(manifest.error());
        } else {
            for (const QString& file : manifest.value().current) {
                const QString path = folder + u'/' + file;
                if (QFileInfo(path).isFile())
                    paths << path;
                else
                    issues << Issue::warning(
                        Error{ErrorCode::Io,
                              priceUpdateManifestPath(folder),
                              0,
                              0,
                              {},
                              QCoreApplication::translate("PriceUpdate", "%1 is missing; the prices "
                                                                         "before that update are used")
                                  .arg(file)});
            }
        }
    }
    if (options.userFolder && QFileInfo(userCatalogFolder()).isDir())
        paths << userCatalogFolder();
    if (options.builtin)
        catalog.addUsagePrices(UsagePriceList::builtin());
    for (const QString& path : options.extraPaths) {
        // A usage-price file (docs/catalog-format.md) among the extra paths adds storage and egress prices.
        if (UsagePriceList::isUsagePriceFile(path)) {
            if (const auto bytes =
                    readInputFile(path, UsagePriceList::MaxFileBytes,
                                  QCoreApplication::translate("Files", "usage-price files"), issues))
                catalog.addUsagePrices(UsagePriceList::fromFileData(*bytes, path, issues));
            continue;
        }
        paths << path;
    }
    for (const QString& path : paths) {
        CatalogLoader::forEachFile(path, issues, cache ? &*cache : nullptr,
                                   [&](CatalogFragment&& f) { add(f); });
    }
    catalog.finalize(issues);
    if (options.measurements)
        catalog.applyMeasurements(summarizeMeasurements(MeasurementStore::loadAll(issues)));
    return catalog;
}

void Catalog::addUsagePrices(const UsagePriceList& prices)
{
    m_usagePrices.merge(prices);
}

void Catalog::applyMeasurements(const QMap<QString, GpuMeasurement>& byGpuId)
{
    for (auto it = m_gpus.begin(); it != m_gpus.end(); ++it) {
        const auto m = byGpuId.constFind(it.key());
        it->measured = m == byGpuId.cend() ? std::nullopt : std::optional<GpuMeasurement>(*m);
    }
}

ValidationReport Catalog::validate(const QString& path, bool withBuiltin)
{
    ValidationReport report;
    CatalogLoadOptions options;
    options.builtin = withBuiltin;
    options.userFolder = false;
    options.measurements = false;
    Catalog catalog = load(options, report.issues);
    for (const CatalogFragment& f : CatalogLoader::loadPath(path, report.issues)) {
        report.issues << f.issues;
        catalog.addFragment(f);
        ++report.files;
        report.gpus += f.gpus.size();
        report.instances += f.instances.size();
        for (const InstanceType& i : f.instances)
            report.offers += i.offers.size();
    }
    catalog.finalize(report.issues);
    return report;
}

namespace {
// Room for `needed` offers, grown 1.5x at a time so files layered on one instance move it a few times, not
// once a file; regrown by moving, since Qt 6.4's QList::reserve copies every offer. (Letting appends grow the
// list by realloc was measured too: no faster on 1M offers, and 40 MB more at the peak from Qt's rounding up
// to a power of two.)
void makeRoom(QList<Offer>& offers, qsizetype needed)
{
    if (offers.capacity() >= needed)
        return;
    QList<Offer> grown;
    grown.reserve(std::max(needed, offers.capacity() * 3 / 2));
    for (Offer& o : offers)
        grown.emplaceBack(std::move(o));
    offers = std::move(grown);
}
} // namespace

qsizetype Catalog::RegionIndex::findOrAdd(const QString& region, qsizetype index, const QList<Offer>& offers)
{
    reserve(m_used + 1);
    const size_t hash = std::hash<std::u16string_view>{}(
        std::u16string_view(reinterpret_cast<const char16_t*>(region.utf16()), size_t(region.size())));
    const size_t mask = m_slots.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_slots[i];
        if (slot.index < 0) {
            slot = Slot{hash, index};
            ++m_used;
            return -1;
        }
        if (slot.hash == hash && offers[slot.index].region == region)
            return slot.index;
    }
}

void Catalog::RegionIndex::reserve(qsizetype regions)
{
    size_t size = std::max<size_t>(m_slots.size(), 16);
    while (size < size_t(regions) * 2)
        size *= 2;
    if (size == m_slots.size())
        return;
    std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(size));
    const size_t mask = size - 1;
    for (const Slot& s : old) {
        if (s.index < 0)
            continue;
        size_t i = s.hash & mask;
        while (m_slots[i].index >= 0)
            i = (i + 1) & mask;
        m_slots[i] = s;
    }
}

void Catalog::addFragment(CatalogFragment fragment)
{
    if (!fragment.readable)
        return;
    m_files << fragment.file;
    for (Gpu& g : fragment.gpus) {
        if (m_gpus.contains(g.id))
            log::catalog()->info("{} replaces GPU {}", fragment.file.toStdString(), g.id.toStdString());
        const QString id = g.id;
        m_gpus.insert(id, std::move(g));
    }
    if (fragment.provider)
        m_providers.insert(fragment.provider->id,
                           *fragment.provider); // the latest file's name and currency win
    for (InstanceType& inst : fragment.instances) {
        const QString id = inst.id();
        auto it = m_instances.find(id);
        if (it == m_instances.end()) {
            m_instances.insert(id, std::move(inst));
            continue;
        }
        // Offers move; only the hardware fields are copied.
        QList<Offer> incoming = std::move(inst.offers);
        InstanceType& before = *it;
        const bool keepCurated = inst.imported && !before.imported;
        const bool imported = inst.imported;
        QList<Offer> offers = std::move(before.offers);
        InstanceType merged = keepCurated ? before : std::move(inst);
        if (keepCurated) {
            // The curated hardware stays; a GPU the file states overrides it.
            if (!inst.gpuAssumed && inst.gpuId != before.gpuId && !inst.gpuId.startsWith(u"import-"_s))
                merged.gpuId = inst.gpuId;
        }
        merged.offers = std::move(offers);
        makeRoom(merged.offers, merged.offers.size() + incoming.size());
        // The instance's offers by region, kept while loading (finalize drops it): each file looks up its
        // regions without indexing every earlier file's again.
        RegionIndex& byRegion = m_regionIndex[id];
        const bool fresh = byRegion.isEmpty();
        byRegion.reserve(merged.offers.size() + incoming.size());
        if (fresh) {
            for (qsizetype i = 0; i < merged.offers.size(); ++i)
                byRegion.findOrAdd(merged.offers[i].region, i, merged.offers);
        }
        for (Offer& o : incoming) {
            const qsizetype same = byRegion.findOrAdd(o.region, merged.offers.size(), merged.offers);
            if (same < 0) {
                merged.offers << std::move(o);
            } else if (imported && merged.offers[same].currency == o.currency) {
                // An import's prices replace those it states; the prices it does not have (a reservation
                // term, spot) stay, each with its own source and date.
                Offer& e = merged.offers[same];
                if (o.onDemandHourly)
                    e.onDemandHourly = o.onDemandHourly;
                if (o.monthly)
                    e.monthly = o.monthly;
                if (o.spot)
                    e.spot = o.spot;
                if (!o.reserved.isEmpty())
                    e.reserved = o.reserved;
                e.notes = o.notes; // notes speak of the prices the import brings
            } else {
                merged.offers[same] = std::move(o);
            }
        }
        log::catalog()->info("{} layers instance {} ({} offers)", fragment.file.toStdString(),
                             id.toStdString(), incoming.size());
        *it = std::move(merged);
    }
}

QStringList Catalog::conflictsWith(const CatalogFragment& imported) const
{
    QStringList out;
    for (const InstanceType& inst : imported.instances) {
        const InstanceType* before = instance(inst.id());
        if (!before || before->imported || before->id() != inst.id())
            continue;
        const auto gpuName = [&](const QString& id) {
            const Gpu* g = gpu(id);
            return g ? g->model : id;
        };
        if (inst.gpuId != before->gpuId) {
            const bool stated = !inst.gpuAssumed && !inst.gpuId.startsWith(u"import-"_s);
            out << (stated
                        ? u"%1: the file states %2 GPUs, the catalog %3; the file's GPU is used"_s
                        : u"%1: the file's %2 is a guess, the catalog says %3; the catalog's GPU is kept"_s)
                       .arg(inst.id(), gpuName(inst.gpuId), gpuName(before->gpuId));
        }
        if (std::abs(inst.gpuCount - before->gpuCount) > 1e-3 || inst.vcpus != before->vcpus)
            out << u"%1: the file says %2 GPUs and %3 vCPUs, the catalog %4 and %5; the catalog's are kept"_s
                       .arg(inst.id(), formatDecimal(inst.gpuCount, 3), QString::number(inst.vcpus),
                            formatDecimal(before->gpuCount, 3), QString::number(before->vcpus));
    }
    return out;
}

void Catalog::finalize(IssueList& issues)
{
    m_regionIndex = {};
    for (auto it = m_instances.begin(); it != m_instances.end();) {
        if (!m_gpus.contains(it->gpuId)) {
            issues << Issue::failure(Error{
                ErrorCode::UnknownReference, it->origin.file, 0, 0, it->origin.path + u".gpu"_s,
                u"unknown GPU \"%1\" in instance %2; the instance is skipped"_s.arg(it->gpuId, it->id())});
            it = m_instances.erase(it);
        } else {
            ++it;
        }
    }
    m_rows.clear();
    for (const InstanceType& inst : std::as_const(m_instances)) {
        const Gpu* g = &*m_gpus.constFind(inst.gpuId);
        if (inst.offers.isEmpty()) {
            m_rows << OfferRow{&inst, g, nullptr};
            continue;
        }
        for (const Offer& o : inst.offers)
            m_rows << OfferRow{&inst, g, &o};
    }
}

const Gpu* Catalog::gpu(const QString& id) const
{
    auto it = m_gpus.constFind(id);
    return it == m_gpus.constEnd() ? nullptr : &*it;
}

const InstanceType* Catalog::instance(const QString& id) const
{
    auto it = m_instances.constFind(id);
    if (it != m_instances.constEnd())
        return &*it;
    // Instance names are matched case-insensitively as a convenience (GN10Xp vs gn10xp).
    for (auto i = m_instances.constBegin(); i != m_instances.constEnd(); ++i) {
        if (i.key().compare(id, Qt::CaseInsensitive) == 0)
            return &*i;
    }
    return nullptr;
}

namespace {
// The built-in providers' names as their catalog files spell them; translated for display.
struct KnownProvider
{
    const char16_t* id;
    const char* name;
};
constexpr KnownProvider kKnownProviders[] = {
    {u"aliyun", QT_TRANSLATE_NOOP("Providers", "Alibaba Cloud")},
    {u"aws", QT_TRANSLATE_NOOP("Providers", "Amazon Web Services")},
    {u"azure", QT_TRANSLATE_NOOP("Providers", "Microsoft Azure")},
    {u"gcp", QT_TRANSLATE_NOOP("Providers", "Google Cloud")},
    {u"huawei", QT_TRANSLATE_NOOP("Providers", "Huawei Cloud")},
    {u"tencent", QT_TRANSLATE_NOOP("Providers", "Tencent Cloud")},
};
} // namespace

QString Catalog::providerName(const QString& providerId) const
{
    auto it = m_providers.constFind(providerId);
    if (it == m_providers.constEnd())
        return providerId;
    for (const KnownProvider& k : kKnownProviders) {
        // Only the name the built-in catalog gives: a user's own name for a provider is shown as written.
        if (providerId == QStringView(k.id) && it->name == QLatin1StringView(k.name))
            return QCoreApplication::translate("Providers", k.name);
    }
    return it->name;
}

QList<Provider> Catalog::providersByName() const
{
    QList<Provider> out;
    for (const Provider& p : m_providers) {
        Provider shown = p;
        shown.name = providerName(p.id);
        out << shown;
    }
    QCollator collator{QLocale()};
    std::stable_sort(out.begin(), out.end(), [&](const Provider& a, const Provider& b) {
        return collator.compare(a.name, b.name) < 0;
    });
    return out;
}

qsizetype Catalog::offerCount() const
{
    qsizetype n = 0;
    for (const InstanceType& inst : m_instances)
        n += inst.offers.size();
    return n;
}

QList<ProviderSummary> Catalog::providerSummaries() const
{
    QList<ProviderSummary> out;
    for (const Provider& p : m_providers) {
        ProviderSummary s{p, 0, 0};
        for (const InstanceType& i : m_instances) {
            if (i.provider == p.id) {
                ++s.instances;
                s.offers += i.offers.size();
            }
        }
        out << s;
    }
    return out;
}

namespace {
template <typename F> void forEachPriceSource(const QMap<QString, InstanceType>& instances, F f)
{
    for (const InstanceType& inst : instances) {
        for (const Offer& o : inst.offers) {
            for (const Source* s : o.priceSources())
                f(*s);
        }
    }
}
} // namespace

namespace {
// The newest (newer = true) or oldest dated price date over the instance types `take` accepts; undated prices
// (their date is the day they were retrieved) count only when no price is dated.
template <typename Take>
QDate priceDateBound(const QMap<QString, InstanceType>& instances, bool newer, Take take)
{
    QDate dated;
    QDate retrieved;
    for (const InstanceType& inst : instances) {
        if (!take(inst))
            continue;
        for (const Offer& o : inst.offers) {
            for (const Source* s : o.priceSources()) {
                QDate& d = s->undated ? retrieved : dated;
                if (s->asOf.isValid() && (!d.isValid() || (newer ? s->asOf > d : s->asOf < d)))
                    d = s->asOf;
            }
        }
    }
    return dated.isValid() ? dated : retrieved;
}

// Accepts the instance types read from the user's imports or downloaded price updates (imported = true), or
// those read from anywhere else.
auto fromUserFolders(const QStringList& folders, bool imported)
{
    return [imported, &folders](const InstanceType& inst) {
        return std::any_of(folders.cbegin(), folders.cend(),
                           [&](const QString& f) { return inst.origin.file.startsWith(f); }) == imported;
    };
}
} // namespace

QDate Catalog::newestPriceDate() const
{
    return priceDateBound(m_instances, true, [](const InstanceType&) { return true; });
}

QDate Catalog::oldestPriceDate() const
{
    return priceDateBound(m_instances, false, [](const InstanceType&) { return true; });
}

QDate Catalog::basePriceDate() const
{
    return priceDateBound(m_instances, true, fromUserFolders(m_userFolders, false));
}

QDate Catalog::importedPriceDate() const
{
    return priceDateBound(m_instances, true, fromUserFolders(m_userFolders, true));
}

QList<Source> Catalog::sources() const
{
    // By title, then date (the day number orders as the date; formatting 9,000 dates would not be free).
    QMap<std::pair<QString, qint64>, Source> byKey;
    auto add = [&](const Source& s) { byKey.insert({s.title, s.asOf.toJulianDay()}, s); };
    for (const Gpu& g : m_gpus)
        add(g.source);
    for (const InstanceType& inst : m_instances)
        add(inst.source);
    forEachPriceSource(m_instances, add);
    return byKey.values();
}

QStringList Catalog::regions() const
{
    QSet<QString> seen;
    for (const InstanceType& inst : m_instances) {
        for (const Offer& o : inst.offers)
            seen.insert(o.region);
    }
    QStringList out(seen.cbegin(), seen.cend());
    out.sort();
    return out;
}

} // namespace gp
