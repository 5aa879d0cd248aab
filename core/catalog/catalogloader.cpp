#include "catalogloader.h"

#include "catalogcache.h"

#include "filereader.h"

#include <QCoreApplication>

#include "jsonparse.h"
#include "jsonreader.h"
#include "logging.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <initializer_list>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

const QString kCatalogFormat = u"gpu-planner-catalog"_s;
constexpr int kVersion = 1;

class FileLoader
{
public:
    FileLoader(const json& root, CatalogFragment& out) : m_root(root), m_out(out) {}

    void run()
    {
        if (!m_root.is_object()) {
            m_out.issues << Issue::failure(
                Error{ErrorCode::Schema,
                      m_out.file,
                      0,
                      0,
                      {},
                      QCoreApplication::translate("Files", "expected a JSON object at the top level, got %1")
                          .arg(jsonTypeName(m_root))});
            return;
        }
        ObjectReader top(m_root, QString(), m_out.file, m_out.issues);
        top.warnUnknownKeys({"$schema", "format", "version", "description", "sources", "gpus", "provider",
                             "instances", "import"});
        const auto format = top.string("format", Need::Required);
        if (format && *format != kCatalogFormat) {
            top.error(u"format"_s,
                      QCoreApplication::translate(
                          "Files", "expected \"%1\", got \"%2\"; is this a GPU Planner catalog file?")
                          .arg(kCatalogFormat, *format));
        }
        const auto version = top.integer("version", Need::Required, 1, 1000);
        if (version && *version != kVersion) {
            top.error(u"version"_s,
                      QCoreApplication::translate(
                          "Files", "version %1 is not supported; this GPU Planner reads version %2")
                          .arg(*version)
                          .arg(kVersion));
        }
        if (top.errors() > 0)
            return;
        m_out.readable = true;
        m_out.imported = top.has("import");

        countEntries();
        if (m_entries > CatalogLoader::MaxEntries) {
            top.error(QString(),
                      QCoreApplication::translate("Files", "file has %1 entries; the limit is %2")
                          .arg(m_entries)
                          .arg(CatalogLoader::MaxEntries),
                      ErrorCode::TooLarge);
            return;
        }

        if (const json* sources = top.object("sources", Need::Optional))
            readSources(*sources);
        if (const json* gpus = top.array("gpus", Need::Optional))
            readGpus(*gpus);
        if (const json* provider = top.object("provider", Need::Optional))
            readProvider(*provider);
        if (const json* instances = top.array("instances", Need::Optional)) {
            if (!m_out.provider) {
                top.error(
                    u"instances"_s,
                    QCoreApplication::translate(
                        "Files",
                        "instances need a valid \"provider\" object in the same file; instances skipped"));
            } else {
                readInstances(*instances);
            }
        }
    }

private:
    void countEntries()
    {
        auto count = [](const json* a) { return a && a->is_array() ? qsizetype(a->size()) : 0; };
        auto it = m_root.find("gpus");
        m_entries += it != m_root.end() ? count(&*it) : 0;
        it = m_root.find("instances");
        if (it != m_root.end() && it->is_array()) {
            m_entries += qsizetype(it->size());
            for (const json& inst : *it) {
                if (inst.is_object()) {
                    auto o = inst.find("offers");
                    m_entries += o != inst.end() ? count(&*o) : 0;
                }
            }
        }
    }

    void readSources(const json& sources)
    {
        for (auto it = sources.begin(); it != sources.end(); ++it) {
            const QString id = QString::fromStdString(it.key());
            const QString path = jsonPathKey(u"sources"_s, id);
            if (!it->is_object()) {
                m_out.issues << Issue::failure(
                    Error{ErrorCode::Schema, m_out.file, 0, 0, path,
                          QCoreApplication::translate("Files", "expected an object, got %1")
                              .arg(jsonTypeName(*it))});
                continue;
            }
            ObjectReader r(*it, path, m_out.file, m_out.issues);
            r.warnUnknownKeys({"title", "url", "as_of", "as_of_basis", "notes"});
            Source s;
            s.id = id;
            s.title = r.string("title", Need::Required).value_or(QString());
            s.url = r.string("url", Need::Optional).value_or(QString());
            s.asOf = r.date("as_of", Need::Required).value_or(QDate());
            s.notes = r.string("notes", Need::Optional).value_or(QString());
            s.undated =
                r.enumeration<bool>("as_of_basis", Need::Optional, undatedFromDateBasisKey, dateBasisKeys())
                    .value_or(false);
            if (r.errors() == 0)
                m_out.sources.insert(id, s);
        }
    }

    // Resolves a "source" member; falls back to the inherited source when the member is absent.
    // Every price naming one source shares one SourceRef.
    std::optional<SourceRef> sourceRef(ObjectReader& r, const SourceRef* inherited, const QString& what)
    {
        const auto id = r.string("source", Need::Optional);
        if (!id) {
            if (r.has("source"))
                return std::nullopt; // wrong type, already reported
            if (inherited)
                return *inherited;
            r.error(r.path(),
                    QCoreApplication::translate(
                        "Files", "%1 has no \"source\" (every figure needs a source with an as-of date)")
                        .arg(what));
            return std::nullopt;
        }
        auto it = m_out.sources.constFind(*id);
        if (it == m_out.sources.constEnd()) {
            r.error(r.pathOf("source"),
                    QCoreApplication::translate(
                        "Files", "unknown source \"%1\"; define it under \"sources\" in this file")
                        .arg(*id),
                    ErrorCode::UnknownReference);
            return std::nullopt;
        }
        auto shared = m_sharedSources.constFind(*id);
        if (shared == m_sharedSources.cend())
            shared = m_sharedSources.insert(*id, SourceRef(*it));
        return *shared;
    }

    void readGpus(const json& gpus)
    {
        QSet<QString> seen;
        for (qsizetype i = 0; i < qsizetype(gpus.size()); ++i) {
            const json& g = gpus[std::size_t(i)];
            const QString path = jsonPathIndex(u"gpus"_s, i);
            if (!g.is_object()) {
                m_out.issues << Issue::failure(Error{
                    ErrorCode::Schema, m_out.file, 0, 0, path,
                    QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(g))});
                continue;
            }
            ObjectReader r(g, path, m_out.file, m_out.issues);
            r.warnUnknownKeys({"id", "vendor", "model", "architecture", "form_factor", "memory_gb",
                               "memory_type", "memory_bandwidth_gbs", "dense", "sparse", "interconnect",
                               "pcie_gen", "tdp_w", "roles", "source", "notes"});
            Gpu gpu;
            gpu.id = r.string("id", Need::Required, &idPattern(),
                              QCoreApplication::translate(
                                  "Files", "lower-case letters, digits, '.', '_', '+' or '-' (at most 64)"))
                         .value_or(QString());
            gpu.vendor = r.string("vendor", Need::Required).value_or(QString());
            gpu.model = r.string("model", Need::Required).value_or(QString());
            gpu.architecture = r.string("architecture", Need::Optional).value_or(QString());
            gpu.formFactor = r.string("form_factor", Need::Required).value_or(QString());
            gpu.memoryGb = r.number("memory_gb", Need::Required, 0, 4096, true).value_or(0);
            gpu.memoryType = r.string("memory_type", Need::Required).value_or(QString());
            gpu.memoryBandwidthGbs = r.number("memory_bandwidth_gbs", Need::Optional, 0, 1e6, true);
            if (const json* dense = r.object("dense", Need::Required))
                readFigures(r, *dense, r.pathOf("dense"), gpu.dense, false);
            if (const json* sparse = r.object("sparse", Need::Optional))
                readFigures(r, *sparse, r.pathOf("sparse"), gpu.sparse, true);
            for (Precision p : AllPrecisions) {
                const auto d = gpu.denseTflops(p);
                const auto s = gpu.sparseTflops(p);
                if (d && s && *s < *d) {
                    r.error(
                        jsonPathKey(r.pathOf("sparse"), precisionKey(p)),
                        QCoreApplication::translate(
                            "Files",
                            "sparse figure %1 is below the dense figure %2; dense and sparse look swapped")
                            .arg(jsonNumberText(*s), jsonNumberText(*d)));
                }
            }
            if (const json* link = r.object("interconnect", Need::Optional)) {
                ObjectReader lr(*link, r.pathOf("interconnect"), m_out.file, m_out.issues);
                lr.warnUnknownKeys({"kind", "generation", "gbs"});
                gpu.link = lr.enumeration<LinkKind>("kind", Need::Required, linkKindFromKey, linkKindKeys())
                               .value_or(LinkKind::None);
                gpu.linkGeneration = lr.integer("generation", Need::Optional, 1, 20).value_or(0);
                gpu.linkGbs = lr.number("gbs", Need::Optional, 0, 1e6).value_or(0);
            }
            gpu.pcieGen = r.integer("pcie_gen", Need::Optional, 1, 8).value_or(0);
            gpu.tdpW = r.integer("tdp_w", Need::Optional, 1, 100000).value_or(0);
            if (const json* roles = r.array("roles", Need::Optional))
                gpu.roles = readRoles(r, *roles, r.pathOf("roles"));
            gpu.notes = r.string("notes", Need::Optional).value_or(QString());
            if (auto s = sourceRef(r, nullptr, u"GPU"_s))
                gpu.source = *s;
            if (r.errors() > 0) {
                r.markSkipped(u"GPU"_s, gpu.id);
                continue;
            }
            if (seen.contains(gpu.id)) {
                m_out.issues << Issue::failure(Error{
                    ErrorCode::Duplicate, m_out.file, 0, 0, jsonPathKey(path, u"id"_s),
                    QCoreApplication::translate("Files", "duplicate GPU id \"%1\"; this entry is skipped")
                        .arg(gpu.id)});
                continue;
            }
            seen.insert(gpu.id);
            m_out.gpus << gpu;
        }
    }

    // "roles": ["inference"]; an empty list or an unknown role is an error, so a GPU is never left for
    // nothing.
    int readRoles(ObjectReader& r, const json& roles, const QString& path)
    {
        int out = 0;
        for (std::size_t i = 0; i < roles.size(); ++i) {
            const QString p = jsonPathIndex(path, qsizetype(i));
            const auto role = roles[i].is_string()
                                  ? gpuRoleFromKey(QString::fromStdString(roles[i].get<std::string>()))
                                  : std::nullopt;
            if (!role) {
                r.error(p, QCoreApplication::translate("Files", "unknown role %1; expected one of %2")
                               .arg(QString::fromStdString(roles[i].dump()), gpuRoleKeys().join(u", "_s)));
                continue;
            }
            out |= *role;
        }
        if (roles.empty())
            r.error(path, QCoreApplication::translate("Files", "names no role; leave it out for all of %1")
                              .arg(gpuRoleKeys().join(u", "_s)));
        return out ? out : int(AllRoles);
    }

    void readFigures(ObjectReader& r, const json& figures, const QString& path,
                     std::array<std::optional<double>, PrecisionCount>& out, bool sparse)
    {
        for (auto it = figures.begin(); it != figures.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const QString p = jsonPathKey(path, key);
            const auto precision = precisionFromKey(key);
            if (!precision || key != precisionKey(*precision)) {
                r.error(p,
                        QCoreApplication::translate("Files", "unknown precision \"%1\"; expected one of %2")
                            .arg(key, precisionKeys().join(u", "_s)));
                continue;
            }
            if (sparse && !hasSparseFigure(*precision)) {
                r.error(
                    p, QCoreApplication::translate("Files", "%1 has no sparse figure; put it under \"dense\"")
                           .arg(precisionLabel(*precision)));
                continue;
            }
            if (it->is_null())
                continue; // the part has no such unit
            if (auto v = r.checkNumber(*it, p, 0, 1e6, true))
                out[std::size_t(*precision)] = *v;
        }
    }

    void readProvider(const json& provider)
    {
        ObjectReader r(provider, u"provider"_s, m_out.file, m_out.issues);
        r.warnUnknownKeys({"id", "name", "currency"});
        Provider p;
        p.id = r.string("id", Need::Required, &idPattern(),
                        QCoreApplication::translate("Files", "a lower-case id such as \"aws\""))
                   .value_or(QString());
        p.name = r.string("name", Need::Required).value_or(QString());
        p.currency = currencyCode(r, "currency", Need::Required).value_or(QString());
        if (r.errors() == 0)
            m_out.provider = p;
    }

    std::optional<QString> currencyCode(ObjectReader& r, const char* key, Need need)
    {
        const auto c = r.string(key, need);
        if (!c)
            return std::nullopt;
        if (!currency::isKnown(*c)) {
            r.error(r.pathOf(key),
                    QCoreApplication::translate(
                        "Files", "unknown currency \"%1\"; expected an ISO 4217 code such as USD or CNY")
                        .arg(*c));
            return std::nullopt;
        }
        return c;
    }

    void readInstances(const json& instances)
    {
        QSet<QString> seen;
        for (qsizetype i = 0; i < qsizetype(instances.size()); ++i) {
            const json& v = instances[std::size_t(i)];
            const QString path = jsonPathIndex(u"instances"_s, i);
            if (!v.is_object()) {
                m_out.issues << Issue::failure(Error{
                    ErrorCode::Schema, m_out.file, 0, 0, path,
                    QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(v))});
                continue;
            }
            ObjectReader r(v, path, m_out.file, m_out.issues);
            r.warnUnknownKeys({"name", "family", "gpu", "gpu_count", "vcpus", "memory_gib",
                               "gpu_interconnect", "network_gbps", "rdma", "local_storage", "virtualization",
                               "source", "notes", "offers", "gpu_assumed", "retired", "nvlink_domain_gpus"});
            InstanceType inst;
            inst.provider = m_out.provider->id;
            inst.name = r.string("name", Need::Required, &instanceNamePattern(),
                                 QCoreApplication::translate(
                                     "Files", "letters, digits, '.', '_', '+' or '-' (at most 128)"))
                            .value_or(QString());
            inst.family = r.string("family", Need::Optional).value_or(QString());
            inst.gpuId = r.string("gpu", Need::Required).value_or(QString());
            inst.gpuCount =
                r.number("gpu_count", Need::Required, 0, CatalogLoader::MaxGpuCount, true).value_or(0);
            // Absent: the provider does not state it (docs/catalog-format.md); 0 in memory means unknown.
            inst.vcpus = r.integer("vcpus", Need::Optional, 1, 4096).value_or(0);
            inst.memoryGib = r.number("memory_gib", Need::Optional, 0, 1 << 20, true).value_or(0);
            inst.interconnect = r.enumeration<GpuInterconnect>("gpu_interconnect", Need::Required,
                                                               interconnectFromKey, interconnectKeys())
                                    .value_or(GpuInterconnect::PCIe);
            inst.networkGbps = r.number("network_gbps", Need::Optional, 0, 1e6);
            inst.rdma = r.enumeration<RdmaKind>("rdma", Need::Optional, rdmaFromKey, rdmaKeys())
                            .value_or(RdmaKind::Unknown);
            inst.localStorage = r.string("local_storage", Need::Optional).value_or(QString());
            inst.virtualization = r.enumeration<Virtualization>("virtualization", Need::Optional,
                                                                virtualizationFromKey, virtualizationKeys())
                                      .value_or(Virtualization::Passthrough);
            if (inst.gpuCount > 0 && inst.gpuCount < 1 && inst.virtualization != Virtualization::VgpuShare) {
                r.error(r.pathOf("gpu_count"),
                        QCoreApplication::translate(
                            "Files", "a fractional GPU count needs \"virtualization\": \"vgpu_share\""));
            }
            if (inst.gpuCount > 1 && std::floor(inst.gpuCount) != inst.gpuCount)
                r.error(r.pathOf("gpu_count"),
                        QCoreApplication::translate("Files", "GPU counts above 1 must be whole numbers"));
            // NVLink 5 joins at most 576 GPUs in one domain; a domain is whole instances of this type.
            inst.nvlinkDomainGpus = r.integer("nvlink_domain_gpus", Need::Optional, 2, 576).value_or(0);
            if (inst.nvlinkDomainGpus > 0 &&
                (inst.gpuCount < 1 || inst.nvlinkDomainGpus % int(inst.gpuCount) != 0 ||
                 (inst.interconnect != GpuInterconnect::NVLink &&
                  inst.interconnect != GpuInterconnect::NVSwitch)))
                r.error(r.pathOf("nvlink_domain_gpus"),
                        QCoreApplication::translate("Files",
                                                    "an NVLink domain is whole instances of GPUs joined by "
                                                    "NVLink: a multiple of gpu_count, with gpu_interconnect "
                                                    "\"nvlink\" or \"nvswitch\""));
            inst.notes = r.string("notes", Need::Optional).value_or(QString());
            if (auto s = sourceRef(r, nullptr, u"instance"_s))
                inst.source = *s;
            inst.origin = Origin{m_out.file, path};
            inst.imported = m_out.imported;
            inst.gpuAssumed = r.boolean("gpu_assumed", Need::Optional).value_or(false);
            inst.retired = r.date("retired", Need::Optional).value_or(QDate());
            if (r.errors() > 0) {
                r.markSkipped(u"instance"_s, inst.name);
                continue;
            }
            if (const json* offers = r.array("offers", Need::Optional)) {
                readOffers(*offers, jsonPathKey(path, u"offers"_s), inst);
                // The document is this loader's own (loadData parsed it): give each instance's offers back
                // once read, so a large catalog's offers reuse that memory instead of adding to it.
                const_cast<json*>(offers)->get_ref<json::array_t&>() = json::array_t();
            }
            if (seen.contains(inst.name)) {
                m_out.issues << Issue::failure(Error{
                    ErrorCode::Duplicate, m_out.file, 0, 0, jsonPathKey(path, u"name"_s),
                    QCoreApplication::translate("Files", "duplicate instance \"%1\"; this entry is skipped")
                        .arg(inst.id())});
                continue;
            }
            seen.insert(inst.name);
            m_out.instances << std::move(inst);
        }
    }

    void readOffers(const json& offers, const QString& basePath, InstanceType& inst)
    {
        QSet<QString> regions;
        regions.reserve(qsizetype(offers.size()));
        inst.offers.reserve(qsizetype(offers.size()));
        for (qsizetype i = 0; i < qsizetype(offers.size()); ++i) {
            const json& v = offers[std::size_t(i)];
            if (!v.is_object()) {
                m_out.issues << Issue::failure(Error{
                    ErrorCode::Schema, m_out.file, 0, 0, jsonPathIndex(basePath, i),
                    QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(v))});
                continue;
            }
            ObjectReader r(v, basePath, i, m_out.file, m_out.issues); // the path is built only for messages
            r.warnUnknownKeys(
                {"region", "currency", "source", "on_demand", "monthly", "reserved", "spot", "notes"});
            Offer offer;
            offer.region = r.string("region", Need::Required).value_or(QString());
            offer.currency = r.has("currency")
                                 ? currencyCode(r, "currency", Need::Required).value_or(QString())
                                 : m_out.provider->currency;
            offer.notes = r.string("notes", Need::Optional).value_or(QString());
            std::optional<SourceRef> offerSource;
            if (r.has("source"))
                offerSource = sourceRef(r, nullptr, u"offer"_s);
            const SourceRef* inherited = offerSource ? &*offerSource : nullptr;

            offer.onDemandHourly = quote(r, "on_demand", "hourly", offer.currency, inherited);
            offer.monthly = quote(r, "monthly", "price", offer.currency, inherited);
            QString interruption;
            if (const auto spot = quote(r, "spot", "hourly", offer.currency, inherited, &interruption))
                offer.spot = SpotPrice{spot->amount, interruption, spot->source};
            if (const json* res = r.array("reserved", Need::Optional))
                readReserved(r, *res, offer, inherited);

            if (r.errors() > 0) {
                r.markSkipped(QCoreApplication::translate("Files", "offer for region"), offer.region);
                continue;
            }
            if (regions.contains(offer.region)) {
                m_out.issues << Issue::failure(
                    Error{ErrorCode::Duplicate, m_out.file, 0, 0, jsonPathKey(r.path(), u"region"_s),
                          QCoreApplication::translate(
                              "Files", "%1 has two offers for region \"%2\"; this one is skipped")
                              .arg(inst.id(), offer.region)});
                continue;
            }
            regions.insert(offer.region);
            inst.offers << std::move(offer);
        }
    }

    void readReserved(ObjectReader& offerReader, const json& list, Offer& offer, const SourceRef* inherited)
    {
        QSet<QPair<int, int>> seen;
        for (qsizetype i = 0; i < qsizetype(list.size()); ++i) {
            const json& v = list[std::size_t(i)];
            if (!v.is_object()) {
                offerReader.error(
                    jsonPathIndex(offerReader.pathOf("reserved"), i),
                    QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(v)));
                continue;
            }
            ObjectReader r(v, offerReader, "reserved", i); // the path is built only for messages
            r.warnUnknownKeys({"term_years", "payment", "upfront", "hourly", "effective_hourly", "source"});
            ReservedPrice rp;
            const auto term = r.integer("term_years", Need::Required, 1, 3);
            if (term && *term != 1 && *term != 3)
                r.error(r.pathOf("term_years"),
                        QCoreApplication::translate("Files", "expected 1 or 3, got %1").arg(*term));
            rp.termYears = term.value_or(1);
            rp.payment = r.enumeration<PaymentOption>("payment", Need::Required, paymentOptionFromKey,
                                                      paymentOptionKeys())
                             .value_or(PaymentOption::NoUpfront);
            const bool effective = r.has("effective_hourly");
            if (effective) {
                rp.publishedEffectiveHourly = price(r, "effective_hourly", Need::Required, offer.currency);
                if (r.has("upfront") || r.has("hourly"))
                    r.error(
                        r.path(),
                        QCoreApplication::translate(
                            "Files", "give either \"effective_hourly\" or \"upfront\"/\"hourly\", not both"));
            } else {
                switch (rp.payment) {
                case PaymentOption::NoUpfront:
                    rp.hourly = price(r, "hourly", Need::Required, offer.currency);
                    if (r.has("upfront"))
                        r.error(r.pathOf("upfront"),
                                QCoreApplication::translate(
                                    "Files", "a no-upfront reservation has no upfront amount"));
                    break;
                case PaymentOption::PartialUpfront:
                    rp.upfront = price(r, "upfront", Need::Required, offer.currency);
                    rp.hourly = price(r, "hourly", Need::Required, offer.currency);
                    break;
                case PaymentOption::AllUpfront:
                    rp.upfront = price(r, "upfront", Need::Required, offer.currency);
                    if (r.has("hourly"))
                        r.error(r.pathOf("hourly"),
                                QCoreApplication::translate("Files",
                                                            "an all-upfront reservation has no hourly rate"));
                    break;
                }
            }
            if (auto s = sourceRef(r, inherited, u"price"_s))
                rp.source = *s;
            const QPair<int, int> key{rp.termYears, int(rp.payment)};
            if (r.errors() == 0 && seen.contains(key)) {
                r.error(r.path(),
                        QCoreApplication::translate("Files", "a second %1-year %2 reservation price")
                            .arg(rp.termYears)
                            .arg(paymentOptionKey(rp.payment)),
                        ErrorCode::Duplicate);
            }
            if (r.errors())
                continue; // the offer sees these errors and is skipped
            seen.insert(key);
            offer.reserved << rp;
        }
    }

    // A price object such as "on_demand": {"hourly": 1.5, "source": "..."}; spot also has "interruption".
    std::optional<PriceQuote> quote(ObjectReader& offerReader, const char* key, const char* amountKey,
                                    const QString& currency, const SourceRef* inherited,
                                    QString* interruption = nullptr)
    {
        const json* v = offerReader.object(key, Need::Optional);
        if (!v)
            return std::nullopt;
        ObjectReader r(*v, offerReader, key);
        if (interruption) {
            r.warnUnknownKeys({amountKey, "source", "interruption"});
            *interruption = r.string("interruption", Need::Optional).value_or(QString());
        } else {
            r.warnUnknownKeys({amountKey, "source"});
        }
        const auto amount = price(r, amountKey, Need::Required, currency);
        const auto source = sourceRef(r, inherited, u"price"_s);
        if (r.errors())
            return std::nullopt;
        return PriceQuote{*amount, *source};
    }

    std::optional<Money> price(ObjectReader& r, const char* key, Need need, const QString& currency)
    {
        const json* v = r.member(key);
        if (v && v->is_number() && std::isfinite(v->get<double>()) && v->get<double>() == 0) {
            r.error(
                r.pathOf(key),
                QCoreApplication::translate(
                    "Files", "a price of 0 is not allowed; leave the price out when it is not published"));
            return std::nullopt;
        }
        const auto d = r.number(key, need, 0, CatalogLoader::MaxPrice, true);
        if (!d)
            return std::nullopt;
        return Money::fromUnits(*d, currency);
    }

    const json& m_root;
    CatalogFragment& m_out;
    QHash<QString, SourceRef> m_sharedSources;
    qsizetype m_entries = 0;
};

CatalogFragment tooLarge(const QString& fileName, qint64 bytes)
{
    CatalogFragment out;
    out.file = fileName;
    out.issues << Issue::failure(
        Error{ErrorCode::TooLarge,
              fileName,
              0,
              0,
              {},
              QCoreApplication::translate("Files", "file is %1 MiB; catalog files are limited to %2 MiB")
                  .arg(QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1))
                  .arg(CatalogLoader::MaxFileBytes / (1024 * 1024))});
    return out;
}

} // namespace

CatalogFragment CatalogLoader::loadData(const QByteArray& data, const QString& fileName)
{
    if (data.size() > MaxFileBytes)
        return tooLarge(fileName, data.size());
    CatalogFragment out;
    out.file = fileName;
    // Not const: FileLoader frees each instance's offers from the document once it has read them.
    auto parsed = parseJsonInto(data, fileName, out.issues, JsonParseOptions{MaxDepth});
    if (!parsed)
        return out;
    FileLoader(*parsed, out).run();
    log::catalog()->debug("loaded {}: {} GPUs, {} instances, {} issues", fileName.toStdString(),
                          out.gpus.size(), out.instances.size(), out.issues.size());
    return out;
}

CatalogFragment CatalogLoader::loadFile(const QString& path, const QString& displayName)
{
    const QString name = displayName.isEmpty() ? path : displayName;
    const auto failed = [&name](Error e) {
        CatalogFragment out;
        out.file = name;
        e.file = name;
        out.issues << Issue::failure(e);
        return out;
    };
    auto opened = openRegularFile(path);
    if (!opened)
        return failed(opened.error());
    QFile& file = *opened.value();
    if (file.size() > MaxFileBytes)
        return tooLarge(name, file.size());   // refused before reading a byte
    auto data = readUpTo(file, MaxFileBytes); // the cap holds where size() says 0 (/proc)
    if (!data)
        return failed(data.error());
    return loadData(data.value(), name);
}

void CatalogLoader::forEachFile(const QString& path, IssueList& issues, const CatalogCache* cache,
                                const std::function<void(CatalogFragment&&)>& take)
{
    const auto load = [cache](const QString& file) { return cache ? cache->loadFile(file) : loadFile(file); };
    const QFileInfo info(path);
    if (!info.exists()) {
        issues << Issue::failure(Error{ErrorCode::NotFound,
                                       path,
                                       0,
                                       0,
                                       {},
                                       QCoreApplication::translate("Files", "no such file or folder")});
        return;
    }
    if (info.isDir()) {
        const QDir dir(path);
        const QStringList names = dir.entryList({u"*.json"_s}, QDir::Files | QDir::Readable, QDir::Name);
        for (const QString& n : names)
            take(load(dir.filePath(n)));
        return;
    }
    take(load(path));
}

QList<CatalogFragment> CatalogLoader::loadPath(const QString& path, IssueList& issues,
                                               const CatalogCache* cache)
{
    QList<CatalogFragment> out;
    forEachFile(path, issues, cache, [&out](CatalogFragment&& f) { out << std::move(f); });
    return out;
}

const QRegularExpression& idPattern()
{
    static const QRegularExpression re(u"^[a-z0-9][a-z0-9._+-]{0,63}$"_s);
    return re;
}

const QRegularExpression& instanceNamePattern()
{
    static const QRegularExpression re(u"^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$"_s);
    return re;
}

const QRegularExpression& instanceIdPattern()
{
    static const QRegularExpression re(u"^[a-z0-9][a-z0-9._+-]{0,63}/[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$"_s);
    return re;
}

} // namespace gp
