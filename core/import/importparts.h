#pragma once

// The parts the three importers share (import/skypilot.cpp, ec2instances.cpp, csvtemplate.cpp): number and
// text parsing, the fragment builder that maps GPU names and collects offers, progress and the CSV row
// reader. Internal to core/import; not part of the core's interface.

#include "importer.h"

#include <QCoreApplication>

#include "catalog.h"
#include "csvreader.h"
#include "enumnames.h"
#include "gpunames.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "money.h"
#include "textcheck.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp::importing {

using namespace Qt::StringLiterals;
using nlohmann::json;

inline QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A decimal such as "0.36979999999999996", "23.60", "80" or "1.5e-3" in micro-units, rounded half away
// from zero; nullopt when it is not a finite number.
inline std::optional<std::int64_t> parseMicros(std::string_view s)
{
    s = csvTrimmed(s);
    if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"') && s.back() == s.front())
        s = s.substr(1, s.size() - 2);
    if (s.empty())
        return std::nullopt;
    bool negative = false;
    std::size_t i = 0;
    if (s[0] == '-' || s[0] == '+') {
        negative = s[0] == '-';
        ++i;
    }
    std::int64_t whole = 0;
    std::int64_t frac = 0;
    int fracDigits = 0;
    bool roundUp = false;
    bool any = false;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
        if (whole > 1'000'000'000'000LL)
            return std::nullopt;
        whole = whole * 10 + (s[i] - '0');
        any = true;
    }
    if (i < s.size() && s[i] == '.') {
        ++i;
        for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
            any = true;
            if (fracDigits < 6) {
                frac = frac * 10 + (s[i] - '0');
                ++fracDigits;
            } else if (fracDigits == 6) {
                roundUp = s[i] >= '5';
                ++fracDigits;
            }
        }
    }
    if (!any)
        return std::nullopt;
    if (i < s.size()) {
        if (s[i] != 'e' && s[i] != 'E')
            return std::nullopt;
        // Rare: exponent notation. Go through a double, rounded to micro-units.
        double v = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v) || std::abs(v) > 1e12)
            return std::nullopt;
        return std::llround(v * 1e6);
    }
    while (fracDigits < 6) {
        frac *= 10;
        ++fracDigits;
    }
    std::int64_t micros = whole * 1'000'000 + std::min<std::int64_t>(frac, 999'999) + (roundUp ? 1 : 0);
    return negative ? -micros : micros;
}

inline std::optional<double> parseNumber(std::string_view s)
{
    s = csvTrimmed(s);
    if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"') && s.back() == s.front())
        s = s.substr(1, s.size() - 2);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// The longest texts an import keeps. A longer one refuses its row, naming the column: nothing is cut
// without a word (the catalog loader takes strings of at most 4096 characters, and an instance's notes
// join several of these).
inline constexpr qsizetype MaxImportedName = 128;      // instance name, before it becomes an id
inline constexpr qsizetype MaxImportedGpuName = 200;   // GPU name as written
inline constexpr qsizetype MaxImportedNotes = 2000;    // free-text notes of a row
inline constexpr qsizetype MaxImportedTitle = 1000;    // price list title
inline constexpr qsizetype MaxImportedUrl = 2000;      // price list address
inline constexpr qsizetype MaxImportedShortText = 100; // a short figure as text, such as "<5%"

// True when `text` holds more than `n` characters (code points, as the catalog loader counts them).
inline bool longerThan(const QString& text, qsizetype n)
{
    return text.size() > n && characterCount(text) > n;
}

// A name fit for an instance id: letters, digits and ". _ + -" only.
inline QString safeInstanceName(const QString& name)
{
    QString out;
    for (QChar c : name) {
        const bool ok = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
                        c == u'.' || c == u'_' || c == u'+' || c == u'-';
        if (ok)
            out += c;
        else if (!out.endsWith(u'-'))
            out += u'-';
    }
    while (!out.isEmpty() && !out[0].isLetterOrNumber())
        out.remove(0, 1);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.left(128);
}

// The value of a key inside a Python dict literal such as SkyPilot's GpuInfo:
// "{'Gpus': [{'Name': 'H100', 'Manufacturer': 'NVIDIA', 'Count': 8.0, 'MemoryInfo': {'SizeInMiB': 81920}}],
// ...}".
inline std::string_view pyValue(std::string_view dict, std::string_view key)
{
    std::string quoted;
    quoted.reserve(key.size() + 2);
    quoted += '\'';
    quoted += key;
    quoted += '\'';
    const std::size_t at = dict.find(quoted);
    if (at == std::string_view::npos)
        return {};
    std::size_t i = dict.find(':', at + quoted.size());
    if (i == std::string_view::npos)
        return {};
    ++i;
    while (i < dict.size() && dict[i] == ' ')
        ++i;
    if (i < dict.size() && dict[i] == '\'') {
        const std::size_t end = dict.find('\'', i + 1);
        return end == std::string_view::npos ? std::string_view{} : dict.substr(i + 1, end - i - 1);
    }
    std::size_t end = i;
    while (end < dict.size() && dict[end] != ',' && dict[end] != '}' && dict[end] != ']')
        ++end;
    return csvTrimmed(dict.substr(i, end - i));
}

struct InstanceSpec
{
    QString name; // as the file writes it
    QString gpuName;
    QString gpuDetail; // a fuller name the file gives besides gpuName ("A100 PCIe" in RunPod's GpuInfo)
    QString manufacturer;
    double gpuCount = 0;
    double vcpus = 0;
    double memoryGib = 0;
    std::optional<double> gpuMemoryGb; // per GPU
    std::optional<double> networkGbps;
    GpuInterconnect interconnect = GpuInterconnect::Unknown;
    RdmaKind rdma = RdmaKind::Unknown;
    QString family;
    QString notes;
};

struct Prices
{
    std::optional<std::int64_t> onDemand; // micro-units
    std::optional<std::int64_t> monthly;
    std::optional<std::int64_t> spot;
    QString spotInterruption;
    QList<ReservedPrice> reserved;
    QString currency;
    const Source* source = nullptr;
};

// Collects instances and offers, merging zone rows into regions and mapping GPU names.
class FragmentBuilder
{
public:
    FragmentBuilder(ImportResult& out, const QMap<QString, Gpu>& knownGpus, const Source& defaultSource)
        : m_out(out), m_known(knownGpus), m_source(defaultSource)
    {}

    // Adds one row; returns false (and records why) when the row is left out.
    bool add(const InstanceSpec& spec, const QString& region, const Prices& p, int line, bool zoneRow)
    {
        constexpr std::int64_t MaxPriceMicros = std::int64_t(CatalogLoader::MaxPrice) * Money::MicrosPerUnit;
        const auto tooHigh = [&](const std::optional<std::int64_t>& v) { return v && *v > MaxPriceMicros; };
        bool reservedTooHigh = false;
        for (const ReservedPrice& r : p.reserved) {
            for (const auto& m : {r.upfront, r.hourly, r.publishedEffectiveHourly})
                reservedTooHigh = reservedTooHigh || (m && m->micros() > MaxPriceMicros);
        }
        if (tooHigh(p.onDemand) || tooHigh(p.monthly) || tooHigh(p.spot) || reservedTooHigh) {
            skip(QCoreApplication::translate("Importer", "a price above 1,000,000,000"), line);
            return false;
        }
        if (region.size() > 4096) {
            skip(QCoreApplication::translate("Importer", "region name longer than 4096 characters"), line);
            return false;
        }
        auto it = m_instances.find(spec.name.toStdString());
        int index = 0;
        if (it == m_instances.end()) {
            const auto created = createInstance(spec, line);
            if (!created)
                return false;
            index = *created;
            m_instances.emplace(spec.name.toStdString(), index);
        } else {
            index = it->second;
            if (index < 0) {
                skip(m_rejectReason.value(spec.name), line);
                return false;
            }
        }
        InstanceType& inst = m_out.fragment.instances[index];
        noteDisagreement(inst, spec, line);
        auto& regions = m_regions[std::size_t(index)];
        const auto r = regions.find(region.toStdString());
        if (r == regions.end()) {
            Offer o = makeOffer(region, p);
            regions.emplace(region.toStdString(), int(inst.offers.size()));
            m_zones.push_back(1);
            m_zoneIndex[std::size_t(index)].push_back(int(m_zones.size()) - 1);
            inst.offers << o;
            return true;
        }
        // A second row for the region: another zone (cheapest wins) or a duplicate.
        Offer& o = inst.offers[r->second];
        const Offer candidate = makeOffer(region, p);
        const bool same = candidate.onDemandPrice() == o.onDemandPrice() &&
                          candidate.spotPrice() == o.spotPrice() &&
                          candidate.monthlyPrice() == o.monthlyPrice();
        if (zoneRow) {
            ++m_out.report.zoneRowsFolded;
            ++m_zones[std::size_t(m_zoneIndex[std::size_t(index)][std::size_t(r->second)])];
        } else if (same) {
            ++m_out.report.duplicatesMerged;
            return true;
        } else {
            ++m_out.report.duplicatesMerged;
        }
        const auto cheaper = [](const std::optional<Money>& a, const std::optional<Money>& b) {
            return a && (!b || a->micros() < b->micros());
        };
        if (cheaper(candidate.onDemandPrice(), o.onDemandPrice()))
            o.onDemandHourly = candidate.onDemandHourly;
        if (cheaper(candidate.spotPrice(), o.spotPrice()))
            o.spot = candidate.spot;
        if (cheaper(candidate.monthlyPrice(), o.monthlyPrice()))
            o.monthly = candidate.monthly;
        return true;
    }

    void skip(const QString& reason, int line) { m_out.report.skipped[reason] << line; }

    void finish()
    {
        for (int i = 0; i < m_out.fragment.instances.size(); ++i) {
            InstanceType& inst = m_out.fragment.instances[i];
            for (int k = 0; k < inst.offers.size(); ++k) {
                const int zones = m_zones[std::size_t(m_zoneIndex[std::size_t(i)][std::size_t(k)])];
                if (zones > 1)
                    inst.offers[k].notes =
                        u"Cheapest of %1 availability zones in the price file."_s.arg(zones);
            }
            m_out.report.offersImported += int(inst.offers.size());
        }
        // Instances without an offer (every row rejected later) are dropped.
        m_out.fragment.instances.removeIf([](const InstanceType& i) { return i.offers.isEmpty(); });
        m_out.report.instancesImported = int(m_out.fragment.instances.size());
        QSet<QString> usedGpus;
        for (const InstanceType& i : m_out.fragment.instances)
            usedGpus.insert(i.gpuId);
        m_out.fragment.gpus.removeIf([&](const Gpu& g) { return !usedGpus.contains(g.id); });
    }

private:
    // A later row of an instance type that describes other hardware than its first row: the first row's is
    // kept and the difference reported, once per instance type.
    void noteDisagreement(const InstanceType& inst, const InstanceSpec& spec, int line)
    {
        const auto& first = m_firstSpec[inst.name];
        if (m_disagreed.contains(inst.name))
            return;
        QStringList diffs;
        if (spec.gpuName != first.spec.gpuName)
            diffs << u"GPU \"%1\" (line %2 says \"%3\")"_s.arg(spec.gpuName)
                         .arg(first.line)
                         .arg(first.spec.gpuName);
        if (spec.gpuCount != first.spec.gpuCount)
            diffs << u"%1 GPUs (line %2 says %3)"_s.arg(formatDecimal(spec.gpuCount, 3))
                         .arg(first.line)
                         .arg(formatDecimal(first.spec.gpuCount, 3));
        const auto gb = [](const std::optional<double>& v) { return v ? formatDecimal(*v, 1) : u"-"_s; };
        if (spec.gpuMemoryGb && first.spec.gpuMemoryGb &&
            std::abs(*spec.gpuMemoryGb - *first.spec.gpuMemoryGb) > 0.5)
            diffs << u"%1 GB per GPU (line %2 says %3 GB)"_s.arg(gb(spec.gpuMemoryGb))
                         .arg(first.line)
                         .arg(gb(first.spec.gpuMemoryGb));
        if (diffs.isEmpty())
            return;
        m_disagreed.insert(inst.name);
        m_out.report.conflicts
            << u"%1: line %2 says %3; the first row's hardware is kept"_s.arg(inst.name).arg(line).arg(
                   diffs.join(u"; "_s));
    }

    std::optional<int> createInstance(const InstanceSpec& spec, int line)
    {
        const auto reject = [&](const QString& reason) {
            m_instances.emplace(spec.name.toStdString(), -1);
            m_rejectReason.insert(spec.name, reason);
            skip(reason, line);
            return std::nullopt;
        };
        if (longerThan(spec.name, MaxImportedName))
            return reject(u"instance name longer than %1 characters"_s.arg(MaxImportedName));
        if (longerThan(spec.gpuName, MaxImportedGpuName))
            return reject(u"GPU name longer than %1 characters"_s.arg(MaxImportedGpuName));
        if (longerThan(spec.notes, MaxImportedNotes))
            return reject(u"notes longer than %1 characters"_s.arg(MaxImportedNotes));
        QString name = safeInstanceName(spec.name);
        if (name.isEmpty())
            return reject(u"instance name has no letters or digits"_s);
        // Two names that differ only in characters an id cannot hold ("a:1" and "a;1") must stay two.
        for (int n = 2; m_usedNames.contains(name); ++n)
            name = safeInstanceName(spec.name).left(120) + u'-' + QString::number(n);
        m_usedNames.insert(name);
        if (!(spec.gpuCount > 0) || spec.gpuCount > CatalogLoader::MaxGpuCount)
            return reject(u"GPU count missing or out of range (0-64]"_s);
        if (spec.gpuCount > 1 && std::floor(spec.gpuCount) != spec.gpuCount)
            return reject(u"fractional GPU count above 1"_s);
        // The ranges the catalog loader accepts, so what an import writes always loads back.
        if (spec.vcpus > 4096)
            return reject(u"vCPU count out of range (at most 4096)"_s);
        if (!(spec.memoryGib >= 0) || spec.memoryGib > (1 << 20))
            return reject(u"memory out of range (at most 1,048,576 GiB)"_s);
        if (spec.gpuMemoryGb && (!(*spec.gpuMemoryGb >= 0) || *spec.gpuMemoryGb > 4096))
            return reject(u"GPU memory out of range (at most 4096 GB)"_s);
        if (spec.networkGbps && (!(*spec.networkGbps >= 0) || *spec.networkGbps > 1e6))
            return reject(u"network bandwidth out of range (at most 1,000,000 Gbps)"_s);
        GpuMatch match = matchGpuName({spec.gpuName, spec.gpuMemoryGb, spec.name});
        if (!spec.gpuDetail.isEmpty() && spec.gpuDetail != spec.gpuName) {
            const GpuMatch detailed = matchGpuName({spec.gpuDetail, spec.gpuMemoryGb, spec.name});
            if (!detailed.gpuId.isEmpty() && (detailed.assumption.isEmpty() || match.gpuId.isEmpty()))
                match = detailed;
        }
        QString gpuId = match.gpuId;
        if (gpuId.isEmpty() || !m_known.contains(gpuId)) {
            gpuId = u"import-"_s + gpuNameSlug(spec.gpuName);
            if (!m_placeholders.contains(gpuId)) {
                if (!spec.gpuMemoryGb || *spec.gpuMemoryGb <= 0)
                    return reject(u"GPU not recognised and its memory not given"_s);
                Gpu g;
                g.id = gpuId;
                g.vendor = spec.manufacturer.isEmpty() ? u"unknown"_s : spec.manufacturer;
                g.model = spec.gpuName;
                g.formFactor = u"unknown"_s;
                g.memoryGb = *spec.gpuMemoryGb;
                g.memoryType = u"unknown"_s;
                g.source = m_source;
                g.notes =
                    u"Not in GPU Planner's GPU table: no datasheet figures. Named \"%1\" in the imported file."_s
                        .arg(spec.gpuName);
                m_out.fragment.gpus << g;
                m_placeholders.insert(gpuId);
            }
            ++m_out.report.unrecognisedGpus[spec.gpuName];
        } else if (!match.assumption.isEmpty()) {
            m_out.report.gpuAssumptions.insert(spec.gpuName + u" ("_s + spec.name + u')', match.assumption);
        }
        m_firstSpec.insert(name, FirstSpec{spec, line});
        InstanceType inst;
        inst.provider = m_out.fragment.provider->id;
        inst.imported = true;
        inst.gpuAssumed = !match.assumption.isEmpty();
        inst.name = name;
        inst.family = spec.family.isEmpty() ? name.section(u'.', 0, 0) : spec.family;
        inst.gpuId = gpuId;
        inst.gpuCount = spec.gpuCount;
        inst.vcpus = std::max(1, int(std::lround(spec.vcpus)));
        inst.memoryGib = spec.memoryGib > 0 ? spec.memoryGib : 0;
        inst.interconnect = spec.gpuCount <= 1 ? GpuInterconnect::None : spec.interconnect;
        inst.networkGbps = spec.networkGbps;
        inst.rdma = spec.rdma;
        inst.virtualization = spec.gpuCount < 1 ? Virtualization::VgpuShare : Virtualization::Passthrough;
        inst.source = m_source;
        QStringList notes;
        if (name != spec.name)
            notes << u"Listed as \"%1\" in the imported file."_s.arg(spec.name);
        if (!match.assumption.isEmpty())
            notes << u"GPU \"%1\": %2."_s.arg(spec.gpuName, match.assumption);
        if (!spec.notes.isEmpty())
            notes << spec.notes;
        if (spec.vcpus < 1)
            notes << u"vCPU count not given."_s;
        inst.notes = notes.join(u' ');
        if (!(inst.memoryGib > 0))
            inst.memoryGib = 0.001; // not given; shown as unknown by the note
        inst.origin = Origin{m_out.fragment.file, u"line %1"_s.arg(line)};
        m_out.fragment.instances << inst;
        m_regions.emplace_back();
        m_zoneIndex.emplace_back();
        return int(m_out.fragment.instances.size()) - 1;
    }

    Offer makeOffer(const QString& region, const Prices& p) const
    {
        Offer o;
        o.region = region;
        o.currency = p.currency;
        const Source& s = p.source ? *p.source : m_source;
        if (p.onDemand)
            o.onDemandHourly = PriceQuote{Money(*p.onDemand, p.currency), s};
        if (p.monthly)
            o.monthly = PriceQuote{Money(*p.monthly, p.currency), s};
        if (p.spot)
            o.spot = SpotPrice{Money(*p.spot, p.currency), p.spotInterruption, s};
        o.reserved = p.reserved;
        for (ReservedPrice& r : o.reserved)
            r.source = s;
        return o;
    }

    ImportResult& m_out;
    const QMap<QString, Gpu>& m_known;
    const Source& m_source;
    std::unordered_map<std::string, int> m_instances; // name -> index, -1 when rejected
    QHash<QString, QString> m_rejectReason;
    std::vector<std::unordered_map<std::string, int>> m_regions; // per instance: region -> offer index
    std::vector<std::vector<int>> m_zoneIndex;                   // per instance and offer: index into m_zones
    std::vector<int> m_zones;
    QSet<QString> m_placeholders;
    QSet<QString> m_usedNames; // instance names given out, after making them safe
    struct FirstSpec
    {
        InstanceSpec spec;
        int line = 0;
    };
    QHash<QString, FirstSpec> m_firstSpec; // by the instance's catalog name
    QSet<QString> m_disagreed;
};

inline const QHash<QString, QString>& providerNames()
{
    static const QHash<QString, QString> names{
        {u"aws"_s, u"Amazon Web Services"_s},
        {u"gcp"_s, u"Google Cloud"_s},
        {u"azure"_s, u"Microsoft Azure"_s},
        {u"aliyun"_s, u"Alibaba Cloud"_s},
        {u"tencent"_s, u"Tencent Cloud"_s},
        {u"huawei"_s, u"Huawei Cloud"_s},
        {u"lambda"_s, u"Lambda"_s},
        {u"cudo"_s, u"Cudo Compute"_s},
        {u"nebius"_s, u"Nebius"_s},
        {u"fluidstack"_s, u"Fluidstack"_s},
        {u"runpod"_s, u"RunPod"_s},
        {u"oci"_s, u"Oracle Cloud Infrastructure"_s},
        {u"paperspace"_s, u"Paperspace"_s},
        {u"vast"_s, u"Vast.ai"_s},
        {u"ibm"_s, u"IBM Cloud"_s},
        {u"scp"_s, u"Samsung Cloud Platform"_s},
        {u"do"_s, u"DigitalOcean"_s},
        {u"hyperbolic"_s, u"Hyperbolic"_s},
        {u"seeweb"_s, u"Seeweb"_s},
        {u"hyperstack"_s, u"Hyperstack"_s},
        {u"verda"_s, u"Verda (DataCrunch)"_s},
        {u"jarvislabs"_s, u"JarvisLabs"_s},
        {u"mithril"_s, u"Mithril"_s},
    };
    return names;
}

inline QString providerName(const QString& id)
{
    return providerNames().value(id, id);
}

// A provider id GPU Planner knows the name of (the providers that publish SkyPilot-format catalogs).
inline bool isKnownProvider(const QString& id)
{
    return providerNames().contains(id);
}

inline bool reportProgress(const ImportOptions& o, qint64 done, qint64 total, ImportReport& report)
{
    if (o.progress && !o.progress(done, total)) {
        report.cancelled = true;
        return false;
    }
    return true;
}

// The data rows of a CSV import, shared by the SkyPilot and template readers: the header first, then each
// row counted, progress reported now and then, and rows with the wrong number of fields skipped.
class CsvRows
{
public:
    CsvRows(QByteArrayView data, const ImportOptions& options, ImportResult& out, FragmentBuilder& builder)
        : m_data(data), m_options(options), m_out(out), m_builder(builder), m_csv(data, out.report.file)
    {
        m_out.report.issues << m_csv.warnings();
    }

    // Reads the header; the error that stops the import when there is none.
    std::optional<Error> readHeader()
    {
        if (m_csv.fileError())
            return *m_csv.fileError();
        if (!m_csv.next(m_fields))
            return m_csv.error() ? *m_csv.error() : m_csv.errorAt(1, 0, u"no header row"_s);
        m_header = CsvHeader(m_fields);
        return std::nullopt;
    }
    const CsvHeader& header() const { return *m_header; }
    // The next row with every field; false at the end, on a syntax error (error()) or when cancelled.
    bool next()
    {
        while (m_csv.next(m_fields)) {
            ++m_out.report.rowsRead;
            if ((m_out.report.rowsRead & 0x3FFF) == 0 &&
                !reportProgress(m_options, m_fields.empty() ? 0 : m_fields.front().data() - m_data.data(),
                                m_data.size(), m_out.report))
                return false;
            if (int(m_fields.size()) == m_header->size())
                return true;
            if (m_tailMayHoldCommas && int(m_fields.size()) > m_header->size()) {
                // The extra fields are the unquoted rest of the last column, which is not read.
                m_fields.resize(std::size_t(m_header->size()));
                ++m_tailJoined;
                return true;
            }
            m_builder.skip(
                QCoreApplication::translate("Importer", "ragged row: %1 fields where the header has %2")
                    .arg(m_fields.size())
                    .arg(m_header->size()),
                m_csv.line());
        }
        return false;
    }
    const std::vector<std::string_view>& fields() const { return m_fields; }
    int line() const { return m_csv.line(); }
    // Rows with more fields than the header are read when the last column holds unquoted commas (Azure's
    // "Generation" column writes V1,V2 so); that column must be one the importer does not read.
    void setTailMayHoldCommas(bool on) { m_tailMayHoldCommas = on; }
    int tailJoined() const { return m_tailJoined; }
    const std::optional<Error>& error() const { return m_csv.error(); }
    Error errorAt(int line, int column, const QString& message, ErrorCode code) const
    {
        return m_csv.errorAt(line, column, message, code);
    }

private:
    QByteArrayView m_data;
    const ImportOptions& m_options;
    ImportResult& m_out;
    FragmentBuilder& m_builder;
    CsvReader m_csv;
    std::vector<std::string_view> m_fields;
    std::optional<CsvHeader> m_header;
    bool m_tailMayHoldCommas = false;
    int m_tailJoined = 0;
};

Result<bool> importSkyPilot(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                            FragmentBuilder& builder);
Result<bool> importEc2(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                       FragmentBuilder& builder);
// `sources` receives the sources the template's rows name (one per distinct title and URL).
Result<bool> importTemplate(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                            FragmentBuilder& builder, QList<Source>& sources);

} // namespace gp::importing
