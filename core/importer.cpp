#include "importer.h"

#include <QCoreApplication>

#include "catalog.h"
#include "csvreader.h"
#include "enumnames.h"
#include "gpunames.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "money.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_map>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

constexpr std::array<EnumName<ImportFormat>, 3> kFormats{{
    {ImportFormat::SkyPilot, u"skypilot", QT_TRANSLATE_NOOP("Labels", "SkyPilot catalog (vms.csv)")},
    {ImportFormat::Ec2Instances, u"ec2instances",
     QT_TRANSLATE_NOOP("Labels", "ec2instances.info (instances.json)")},
    {ImportFormat::CsvTemplate, u"csv", QT_TRANSLATE_NOOP("Labels", "GPU Planner CSV template")},
}};

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A decimal such as "0.36979999999999996", "23.60", "80" or "1.5e-3" in micro-units, rounded half away
// from zero; nullopt when it is not a finite number.
std::optional<std::int64_t> parseMicros(std::string_view s)
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

std::optional<double> parseNumber(std::string_view s)
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

// Text cut to `n` characters (the catalog loader takes strings of at most 4096).
QString capped(const QString& text, qsizetype n)
{
    return text.size() <= n ? text : text.left(n - 1) + u'…';
}

// A name fit for an instance id: letters, digits and ". _ + -" only.
QString safeInstanceName(const QString& name)
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
std::string_view pyValue(std::string_view dict, std::string_view key)
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
    std::optional<int> createInstance(const InstanceSpec& spec, int line)
    {
        const auto reject = [&](const QString& reason) {
            m_instances.emplace(spec.name.toStdString(), -1);
            m_rejectReason.insert(spec.name, reason);
            skip(reason, line);
            return std::nullopt;
        };
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
        const GpuMatch match = matchGpuName({spec.gpuName, spec.gpuMemoryGb, spec.name});
        QString gpuId = match.gpuId;
        if (gpuId.isEmpty() || !m_known.contains(gpuId)) {
            gpuId = u"import-"_s + gpuNameSlug(spec.gpuName);
            if (!m_placeholders.contains(gpuId)) {
                if (!spec.gpuMemoryGb || *spec.gpuMemoryGb <= 0)
                    return reject(u"GPU not recognised and its memory not given"_s);
                Gpu g;
                g.id = gpuId;
                g.vendor = spec.manufacturer.isEmpty() ? u"unknown"_s : capped(spec.manufacturer, 100);
                g.model = capped(spec.gpuName, 200);
                g.formFactor = u"unknown"_s;
                g.memoryGb = *spec.gpuMemoryGb;
                g.memoryType = u"unknown"_s;
                g.source = m_source;
                g.notes =
                    u"Not in GPU Planner's GPU table: no datasheet figures. Named \"%1\" in the imported file."_s
                        .arg(capped(spec.gpuName, 200));
                m_out.fragment.gpus << g;
                m_placeholders.insert(gpuId);
            }
            ++m_out.report.unrecognisedGpus[spec.gpuName];
        } else if (!match.assumption.isEmpty()) {
            m_out.report.gpuAssumptions.insert(spec.gpuName + u" ("_s + spec.name + u')', match.assumption);
        }
        InstanceType inst;
        inst.provider = m_out.fragment.provider->id;
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
            notes << u"Listed as \"%1\" in the imported file."_s.arg(capped(spec.name, 200));
        if (!match.assumption.isEmpty())
            notes << u"GPU \"%1\": %2."_s.arg(capped(spec.gpuName, 100), match.assumption);
        if (!spec.notes.isEmpty())
            notes << capped(spec.notes, 2000);
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
};

QString providerName(const QString& id)
{
    static const QHash<QString, QString> names{
        {u"aws"_s, u"Amazon Web Services"_s}, {u"gcp"_s, u"Google Cloud"_s},
        {u"azure"_s, u"Microsoft Azure"_s},   {u"aliyun"_s, u"Alibaba Cloud"_s},
        {u"tencent"_s, u"Tencent Cloud"_s},   {u"huawei"_s, u"Huawei Cloud"_s},
        {u"lambda"_s, u"Lambda"_s},           {u"cudo"_s, u"Cudo Compute"_s},
        {u"nebius"_s, u"Nebius"_s},           {u"fluidstack"_s, u"Fluidstack"_s},
        {u"runpod"_s, u"RunPod"_s},           {u"oci"_s, u"Oracle Cloud Infrastructure"_s},
        {u"paperspace"_s, u"Paperspace"_s},   {u"vast"_s, u"Vast.ai"_s},
        {u"ibm"_s, u"IBM Cloud"_s},           {u"scp"_s, u"Samsung Cloud Platform"_s},
        {u"do"_s, u"DigitalOcean"_s},         {u"hyperbolic"_s, u"Hyperbolic"_s},
    };
    return names.value(id, id);
}

bool reportProgress(const ImportOptions& o, qint64 done, qint64 total, ImportReport& report)
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
};

// ---- SkyPilot ----

Result<bool> importSkyPilot(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                            FragmentBuilder& builder)
{
    CsvRows csv(data, options, out, builder);
    if (const auto e = csv.readHeader())
        return *e;
    const CsvHeader& header = csv.header();
    const QStringList missing = header.missing(
        {"InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "Price", "Region"});
    if (!missing.isEmpty())
        return csv.errorAt(1, 0, u"not a SkyPilot vms.csv: the header lacks %1"_s.arg(missing.join(u", "_s)),
                           ErrorCode::Schema);
    const int cInstance = header.index("InstanceType");
    const int cAccel = header.index("AcceleratorName");
    const int cCount = header.index("AcceleratorCount");
    const int cVcpus = header.index("vCPUs");
    const int cMemory = header.index("MemoryGiB");
    const int cPrice = header.index("Price");
    const int cSpot = header.index("SpotPrice");
    const int cRegion = header.index("Region");
    const int cZone = header.index("AvailabilityZone");
    const int cInfo = header.index("GpuInfo");
    const bool gcp = out.report.provider == u"gcp"_s;
    constexpr std::int64_t Sentinel = 700'000'000; // 700.0: GCP's "not available here"
    int zeroPrices = 0;
    int sentinels = 0;
    std::unordered_map<std::string, int> seenZoneRows; // instance|region|zone -> rows, to tell duplicates
    while (csv.next()) {
        const auto& f = csv.fields();
        const int line = csv.line();
        const std::string_view instance = csvTrimmed(f[std::size_t(cInstance)]);
        const std::string_view accel = csvTrimmed(f[std::size_t(cAccel)]);
        if (instance.empty()) {
            builder.skip(QCoreApplication::translate(
                             "Importer", "accelerator-only price row without an instance type (GCP "
                                         "bills the accelerator on top of a VM row)"),
                         line);
            continue;
        }
        if (accel.empty() || accel == "0") {
            if (gcp && (instance.rfind("a2-", 0) == 0 || instance.rfind("a3-", 0) == 0 ||
                        instance.rfind("a4-", 0) == 0 || instance.rfind("g2-", 0) == 0 ||
                        instance.rfind("g4-", 0) == 0))
                builder.skip(QCoreApplication::translate(
                                 "Importer", "GCP GPU machine priced without its GPUs (they are billed "
                                             "in separate rows): left out rather than shown too cheap"),
                             line);
            else
                builder.skip(QCoreApplication::translate("Importer", "no accelerator (CPU instance)"), line);
            continue;
        }
        if (accel.rfind("tpu", 0) == 0) {
            builder.skip(QCoreApplication::translate("Importer", "TPU, not a GPU"), line);
            continue;
        }
        const auto count = parseNumber(f[std::size_t(cCount)]);
        if (!count || *count <= 0) {
            builder.skip(QCoreApplication::translate("Importer", "AcceleratorCount is not a number above 0"),
                         line);
            continue;
        }
        const auto vcpus = parseNumber(f[std::size_t(cVcpus)]);
        const auto memory = parseNumber(f[std::size_t(cMemory)]);
        if ((!csvTrimmed(f[std::size_t(cVcpus)]).empty() && !vcpus) ||
            (!csvTrimmed(f[std::size_t(cMemory)]).empty() && !memory)) {
            builder.skip(QCoreApplication::translate("Importer", "vCPUs or MemoryGiB is not a number"), line);
            continue;
        }
        Prices p;
        p.currency = u"USD"_s;
        const auto priceOf = [&](int column, const char* what) -> std::optional<std::optional<std::int64_t>> {
            if (column < 0)
                return std::optional<std::int64_t>{};
            const std::string_view t = csvTrimmed(f[std::size_t(column)]);
            if (t.empty())
                return std::optional<std::int64_t>{};
            const auto v = parseMicros(t);
            if (!v || *v < 0) {
                builder.skip(
                    QCoreApplication::translate("Importer", "%1 is not a price").arg(QLatin1StringView(what)),
                    line);
                return std::nullopt;
            }
            if (*v == 0) {
                ++zeroPrices;
                return std::optional<std::int64_t>{};
            }
            if (gcp && *v == Sentinel) {
                ++sentinels;
                return std::optional<std::int64_t>{};
            }
            return std::optional<std::int64_t>{*v};
        };
        const auto od = priceOf(cPrice, "Price");
        if (!od)
            continue;
        const auto spot = priceOf(cSpot, "SpotPrice");
        if (!spot)
            continue;
        p.onDemand = *od;
        p.spot = *spot;
        if (!p.onDemand && !p.spot) {
            builder.skip(QCoreApplication::translate(
                             "Importer", "no usable price (empty, zero or GCP's unavailable sentinel 700.0)"),
                         line);
            continue;
        }
        const QString region = csvText(f[std::size_t(cRegion)]);
        if (region.isEmpty()) {
            builder.skip(QCoreApplication::translate("Importer", "no region"), line);
            continue;
        }
        InstanceSpec spec;
        spec.name = text(instance);
        spec.gpuName = text(accel);
        spec.gpuCount = *count;
        spec.vcpus = vcpus.value_or(0);
        spec.memoryGib = memory.value_or(0);
        if (cInfo >= 0) {
            const std::string_view info = f[std::size_t(cInfo)];
            spec.manufacturer = text(pyValue(info, "Manufacturer"));
            if (const auto mib = parseNumber(pyValue(info, "SizeInMiB")); mib && *mib > 0)
                spec.gpuMemoryGb = *mib < 1024 ? *mib : *mib / 1024.0; // RunPod writes GB under SizeInMiB
        }
        bool zoneRow = false;
        if (cZone >= 0 && !csvTrimmed(f[std::size_t(cZone)]).empty()) {
            std::string key(instance);
            key += '|';
            key += f[std::size_t(cRegion)];
            key += '|';
            key += csvTrimmed(f[std::size_t(cZone)]);
            zoneRow = seenZoneRows[key]++ == 0; // the same zone twice is a duplicate, not another zone
        }
        builder.add(spec, region, p, line, zoneRow);
    }
    if (csv.error())
        return *csv.error();
    if (zeroPrices > 0)
        out.report.notes << u"%1 zero prices treated as not available"_s.arg(zeroPrices);
    if (sentinels > 0)
        out.report.notes
            << u"%1 prices of 700.0 (GCP's marker for unavailable locations) treated as not available"_s.arg(
                   sentinels);
    return true;
}

// ---- ec2instances.info ----

std::optional<double> jsonNumberish(const json& v)
{
    if (v.is_number())
        return v.get<double>();
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        return parseNumber(s);
    }
    return std::nullopt;
}

std::optional<std::int64_t> jsonMicros(const json& v)
{
    if (v.is_string())
        return parseMicros(v.get_ref<const std::string&>());
    if (v.is_number()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || std::abs(d) > 1e12)
            return std::nullopt;
        return std::llround(d * 1e6);
    }
    return std::nullopt;
}

// "100 Gigabit", "Up to 25 Gigabit", "4x 100 Gigabit", "3200 Gigabit" -> Gbps.
std::optional<double> networkFromText(const QString& t)
{
    static const QRegularExpression re(u"(?:(\\d+)\\s*x\\s*)?(\\d+(?:\\.\\d+)?)\\s*Gigabit"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(t);
    if (!m.hasMatch())
        return std::nullopt;
    const double n = m.captured(1).isEmpty() ? 1 : m.captured(1).toDouble();
    return n * m.captured(2).toDouble();
}

Result<bool> importEc2(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                       FragmentBuilder& builder)
{
    auto parsed = parseJsonStrict(QByteArray::fromRawData(data.data(), data.size()), out.report.file,
                                  JsonParseOptions{64});
    if (!parsed)
        return parsed.error();
    out.report.issues << parsed.value().warnings;
    const json& root = parsed.value().value;
    std::vector<const json*> records;
    if (root.is_array()) {
        for (const json& r : root)
            records.push_back(&r);
    } else if (root.is_object() && root.contains("instance_type")) {
        records.push_back(&root);
    } else {
        return Error{
            ErrorCode::Schema,
            out.report.file,
            0,
            0,
            u"$"_s,
            u"not an ec2instances.info file: expected an array of instances (or one instance object)"_s};
    }
    static const std::array<std::pair<const char*, PaymentOption>, 3> payments{{
        {"noUpfront", PaymentOption::NoUpfront},
        {"partialUpfront", PaymentOption::PartialUpfront},
        {"allUpfront", PaymentOption::AllUpfront},
    }};
    int zeroPrices = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const json& r = *records[i];
        const int record = int(i) + 1;
        if (!reportProgress(options, qint64(i), qint64(records.size()), out.report))
            return true;
        if (!r.is_object()) {
            ++out.report.rowsRead;
            builder.skip(QCoreApplication::translate("Importer", "not an object"), record);
            continue;
        }
        const auto type = r.find("instance_type");
        if (type == r.end() || !type->is_string()) {
            ++out.report.rowsRead;
            builder.skip(QCoreApplication::translate("Importer", "no instance_type"), record);
            continue;
        }
        InstanceSpec spec;
        spec.name = QString::fromStdString(type->get<std::string>());
        const auto gpus = r.find("GPU");
        spec.gpuCount = gpus != r.end() ? jsonNumberish(*gpus).value_or(0) : 0;
        if (const auto m = r.find("GPU_model"); m != r.end() && m->is_string())
            spec.gpuName = QString::fromStdString(m->get<std::string>());
        if (const auto m = r.find("GPU_memory"); m != r.end() && spec.gpuCount > 0) {
            if (const auto total = jsonNumberish(*m); total && *total > 0)
                spec.gpuMemoryGb = *total / std::max(1.0, spec.gpuCount);
        }
        if (const auto v = r.find("vCPU"); v != r.end())
            spec.vcpus = jsonNumberish(*v).value_or(0);
        if (const auto v = r.find("memory"); v != r.end())
            spec.memoryGib = jsonNumberish(*v).value_or(0);
        if (const auto v = r.find("network_performance"); v != r.end() && v->is_string())
            spec.networkGbps = networkFromText(QString::fromStdString(v->get<std::string>()));
        spec.family = spec.name.section(u'.', 0, 0);
        spec.manufacturer = spec.gpuName.section(u' ', 0, 0);
        const auto pricing = r.find("pricing");
        if (pricing == r.end() || !pricing->is_object() || pricing->empty()) {
            ++out.report.rowsRead;
            builder.skip(QCoreApplication::translate("Importer", "no pricing"), record);
            continue;
        }
        for (auto reg = pricing->begin(); reg != pricing->end(); ++reg) {
            ++out.report.rowsRead;
            if (!(spec.gpuCount > 0)) {
                builder.skip(QCoreApplication::translate("Importer", "no GPU (GPU is 0)"), record);
                continue;
            }
            if (spec.gpuName.isEmpty()) {
                builder.skip(QCoreApplication::translate("Importer", "GPU_model missing"), record);
                continue;
            }
            const QString region = QString::fromStdString(reg.key());
            const auto osPrices = reg->is_object() ? reg->find("linux") : reg->end();
            if (!reg->is_object() || osPrices == reg->end() || !osPrices->is_object()) {
                builder.skip(QCoreApplication::translate("Importer", "no Linux prices in a region"), record);
                continue;
            }
            Prices p;
            p.currency = region.startsWith(u"cn-"_s) ? u"CNY"_s : u"USD"_s;
            if (const auto od = osPrices->find("ondemand"); od != osPrices->end()) {
                const auto v = jsonMicros(*od);
                if (v && *v > 0)
                    p.onDemand = v;
                else if (v && *v == 0)
                    ++zeroPrices;
            }
            if (const auto sp = osPrices->find("spot_avg"); sp != osPrices->end()) {
                const auto v = jsonMicros(*sp);
                if (v && *v > 0)
                    p.spot = v;
                else if (v && *v == 0)
                    ++zeroPrices;
                if (const auto pct = osPrices->find("pct_interrupt");
                    pct != osPrices->end() && pct->is_string())
                    p.spotInterruption = capped(QString::fromStdString(pct->get<std::string>()), 100);
            }
            if (const auto res = osPrices->find("reserved"); res != osPrices->end() && res->is_object()) {
                for (int years : {1, 3}) {
                    for (const auto& [key, payment] : payments) {
                        const std::string k = "yrTerm" + std::to_string(years) + "Standard." + key;
                        const auto v = res->find(k);
                        if (v == res->end())
                            continue;
                        const auto micros = jsonMicros(*v);
                        if (!micros || *micros <= 0)
                            continue;
                        ReservedPrice rp;
                        rp.termYears = years;
                        rp.payment = payment;
                        rp.publishedEffectiveHourly = Money(*micros, p.currency);
                        p.reserved << rp;
                    }
                }
            }
            if (!p.onDemand && !p.spot && p.reserved.isEmpty()) {
                builder.skip(
                    QCoreApplication::translate("Importer", "no usable Linux price (missing or zero)"),
                    record);
                continue;
            }
            builder.add(spec, region, p, record, false);
        }
    }
    if (zeroPrices > 0)
        out.report.notes << u"%1 zero prices treated as not available"_s.arg(zeroPrices);
    out.report.notes
        << u"Linux prices; reservations are Standard terms as effective hourly rates (Convertible and "
           u"Savings Plans left out)"_s;
    return true;
}

// ---- CSV template ----

Result<bool> importTemplate(QByteArrayView data, const ImportOptions& options, ImportResult& out,
                            FragmentBuilder& builder, QList<Source>& sources)
{
    CsvRows csv(data, options, out, builder);
    if (const auto e = csv.readHeader())
        return *e;
    const CsvHeader& header = csv.header();
    const QStringList missing = header.missing({"provider", "instance", "gpu_model", "gpu_count", "vcpus",
                                                "memory_gib", "region", "currency", "source", "as_of"});
    if (!missing.isEmpty())
        return csv.errorAt(1, 0,
                           u"not a GPU Planner CSV template: the header lacks %1 (docs/import-csv.md)"_s.arg(
                               missing.join(u", "_s)),
                           ErrorCode::Schema);
    const auto col = [&](const char* name) { return header.index(name); };
    const int cProvider = col("provider"), cInstance = col("instance"), cGpu = col("gpu_model"),
              cCount = col("gpu_count"), cGpuMem = col("gpu_memory_gb"), cVcpus = col("vcpus"),
              cMemory = col("memory_gib"), cRegion = col("region"), cCurrency = col("currency"),
              cOd = col("on_demand_hourly"), cMonthly = col("monthly"), cR1u = col("reserved_1y_upfront"),
              cR1h = col("reserved_1y_hourly"), cR3u = col("reserved_3y_upfront"),
              cR3h = col("reserved_3y_hourly"), cSpot = col("spot_hourly"), cSource = col("source"),
              cUrl = col("source_url"), cAsOf = col("as_of"), cLink = col("gpu_interconnect"),
              cNet = col("network_gbps"), cRdma = col("rdma"), cNotes = col("notes");
    QHash<QString, int> sourceIndex;
    std::vector<std::unique_ptr<Source>> ownedSources;
    QString provider;
    while (csv.next()) {
        const auto& f = csv.fields();
        const int line = csv.line();
        const auto cell = [&](int c) { return c >= 0 ? csvText(f[std::size_t(c)]) : QString(); };
        const QString rowProvider = cell(cProvider).toLower();
        const QString wanted =
            options.provider.isEmpty() ? (provider.isEmpty() ? rowProvider : provider) : options.provider;
        if (!options.provider.isEmpty() && !rowProvider.isEmpty() &&
            rowProvider != options.provider.toLower()) {
            builder.skip(QCoreApplication::translate("Importer", "provider differs from --provider"), line);
            continue;
        }
        if (options.provider.isEmpty() && !provider.isEmpty() && rowProvider != provider) {
            builder.skip(QCoreApplication::translate(
                             "Importer", "a second provider in one file (import one provider per file)"),
                         line);
            continue;
        }
        if (provider.isEmpty()) {
            provider = wanted;
            if (!idPattern().match(provider).hasMatch())
                return csv.errorAt(line, 0,
                                   u"provider \"%1\" is not a lower-case id such as \"aws\""_s.arg(provider),
                                   ErrorCode::Schema);
            out.report.provider = provider;
            out.fragment.provider = Provider{provider, providerName(provider), QString()};
        }
        const QString currency = cell(cCurrency).toUpper();
        if (!currency::isKnown(currency)) {
            builder.skip(QCoreApplication::translate("Importer",
                                                     "currency is not an ISO 4217 code such as USD or CNY"),
                         line);
            continue;
        }
        if (out.fragment.provider->currency.isEmpty())
            out.fragment.provider->currency = currency; // the first row with a valid currency
        const QDate asOf =
            options.asOf.isValid() ? options.asOf : QDate::fromString(cell(cAsOf), Qt::ISODate);
        if (!asOf.isValid()) {
            builder.skip(QCoreApplication::translate("Importer", "as_of is not a date (YYYY-MM-DD)"), line);
            continue;
        }
        const QString sourceTitle = cell(cSource);
        if (sourceTitle.isEmpty()) {
            builder.skip(QCoreApplication::translate("Importer", "no source"), line);
            continue;
        }
        bool bad = false;
        const auto money = [&](int c, const char* what) -> std::optional<std::int64_t> {
            if (c < 0 || csvTrimmed(f[std::size_t(c)]).empty())
                return std::nullopt;
            const auto v = parseMicros(f[std::size_t(c)]);
            if (!v || *v < 0) {
                if (!bad)
                    builder.skip(QCoreApplication::translate("Importer", "%1 is not an amount")
                                     .arg(QLatin1StringView(what)),
                                 line);
                bad = true;
                return std::nullopt;
            }
            return v;
        };
        Prices p;
        p.currency = currency;
        p.onDemand = money(cOd, "on_demand_hourly");
        p.monthly = money(cMonthly, "monthly");
        p.spot = money(cSpot, "spot_hourly");
        for (const auto& [years, cu, ch] : {std::tuple{1, cR1u, cR1h}, std::tuple{3, cR3u, cR3h}}) {
            const auto up = money(cu, years == 1 ? "reserved_1y_upfront" : "reserved_3y_upfront");
            const auto hr = money(ch, years == 1 ? "reserved_1y_hourly" : "reserved_3y_hourly");
            if (!up && !hr)
                continue;
            ReservedPrice rp;
            rp.termYears = years;
            const bool upfront = up && *up > 0;
            const bool hourly = hr && *hr > 0;
            if (upfront && hourly) {
                rp.payment = PaymentOption::PartialUpfront;
                rp.upfront = Money(*up, currency);
                rp.hourly = Money(*hr, currency);
            } else if (upfront) {
                rp.payment = PaymentOption::AllUpfront;
                rp.upfront = Money(*up, currency);
            } else if (hourly) {
                rp.payment = PaymentOption::NoUpfront;
                rp.hourly = Money(*hr, currency);
            } else {
                continue;
            }
            p.reserved << rp;
        }
        if (bad)
            continue;
        for (auto* o : {&p.onDemand, &p.monthly, &p.spot}) {
            if (*o && **o == 0)
                o->reset();
        }
        if (!p.onDemand && !p.monthly && !p.spot && p.reserved.isEmpty()) {
            builder.skip(
                QCoreApplication::translate(
                    "Importer",
                    "no price (give at least one of on_demand_hourly, monthly, reserved, spot_hourly)"),
                line);
            continue;
        }
        const QString key = sourceTitle + u'|' + asOf.toString(Qt::ISODate) + u'|' + cell(cUrl);
        auto si = sourceIndex.find(key);
        if (si == sourceIndex.end()) {
            Source s;
            s.id = u"import-%1"_s.arg(sourceIndex.size() + 1);
            s.title = capped(sourceTitle, 1000);
            s.url = capped(cell(cUrl), 2000);
            s.asOf = asOf;
            s.notes = u"Imported from %1 (GPU Planner CSV template)."_s.arg(out.report.file);
            sources << s;
            ownedSources.push_back(std::make_unique<Source>(s));
            si = sourceIndex.insert(key, int(ownedSources.size()) - 1);
        }
        p.source = ownedSources[std::size_t(*si)].get();
        InstanceSpec spec;
        spec.name = cell(cInstance);
        spec.gpuName = cell(cGpu);
        const auto count = parseNumber(f[std::size_t(cCount)]);
        const auto vcpus = parseNumber(f[std::size_t(cVcpus)]);
        const auto memory = parseNumber(f[std::size_t(cMemory)]);
        if (!count || !vcpus || !memory) {
            builder.skip(
                QCoreApplication::translate("Importer", "gpu_count, vcpus or memory_gib is not a number"),
                line);
            continue;
        }
        spec.gpuCount = *count;
        spec.vcpus = *vcpus;
        spec.memoryGib = *memory;
        if (cGpuMem >= 0)
            spec.gpuMemoryGb = parseNumber(f[std::size_t(cGpuMem)]);
        if (cNet >= 0)
            spec.networkGbps = parseNumber(f[std::size_t(cNet)]);
        if (const auto link = interconnectFromKey(cell(cLink).toLower()))
            spec.interconnect = *link;
        if (const auto rdma = rdmaFromKey(cell(cRdma).toLower()))
            spec.rdma = *rdma;
        spec.notes = cell(cNotes);
        spec.manufacturer = spec.gpuName.section(u' ', 0, 0);
        if (spec.name.isEmpty() || spec.gpuName.isEmpty()) {
            builder.skip(QCoreApplication::translate("Importer", "instance or gpu_model missing"), line);
            continue;
        }
        if (cell(cRegion).isEmpty()) {
            builder.skip(QCoreApplication::translate("Importer", "no region"), line);
            continue;
        }
        builder.add(spec, cell(cRegion), p, line, false);
    }
    if (csv.error())
        return *csv.error();
    // Sources live in the fragment; point the offers at the fragment's copies (same values).
    return true;
}

} // namespace

QString importFormatKey(ImportFormat f)
{
    return enumKey(kFormats, f);
}

std::optional<ImportFormat> importFormatFromKey(QStringView key)
{
    return enumFromKey(kFormats, key, Qt::CaseInsensitive);
}

QStringList importFormatKeys()
{
    return enumKeys(kFormats);
}

QString importFormatLabel(ImportFormat f)
{
    return enumLabel(kFormats, f);
}

std::optional<ImportFormat> detectImportFormat(const QString& fileName, QByteArrayView head)
{
    QByteArrayView h = head.first(std::min<qsizetype>(head.size(), 65536)); // the start is enough
    if (h.startsWith("\xEF\xBB\xBF"))
        h = h.sliced(3);
    h = h.trimmed();
    if (h.startsWith('[') || h.startsWith('{')) {
        if (h.contains("\"instance_type\"") || h.contains("\"pricing\""))
            return ImportFormat::Ec2Instances;
        return std::nullopt;
    }
    const qsizetype eol = h.indexOf('\n');
    const QByteArrayView first = eol < 0 ? h : h.first(eol);
    if (first.contains("InstanceType") && first.contains("AcceleratorName"))
        return ImportFormat::SkyPilot;
    if (first.contains("provider") && first.contains("gpu_model") && first.contains("instance"))
        return ImportFormat::CsvTemplate;
    Q_UNUSED(fileName);
    return std::nullopt;
}

QString providerFromPath(const QString& path)
{
    const QString folder = QFileInfo(path).absoluteDir().dirName().toLower();
    return idPattern().match(folder).hasMatch() ? folder : QString();
}

int ImportReport::rowsSkipped() const
{
    int n = 0;
    for (const QList<int>& lines : skipped)
        n += int(lines.size());
    return n;
}

QString ImportReport::toText() const
{
    QStringList out;
    const QString unit = format == ImportFormat::Ec2Instances
                             ? QCoreApplication::translate("Importer", "records")
                             : QCoreApplication::translate("Importer", "lines");
    out << QCoreApplication::translate("Importer", "%1: %2 as %3, provider %4, prices as of %5 (%6)")
               .arg(file, importFormatLabel(format), importFormatKey(format), provider,
                    asOf.isValid() ? asOf.toString(Qt::ISODate) : u"-"_s, asOfFrom);
    out << QCoreApplication::translate(
               "Importer", "  rows read: %1; offers imported: %2 (%3 instance types); rows skipped: %4")
               .arg(rowsRead)
               .arg(offersImported)
               .arg(instancesImported)
               .arg(rowsSkipped());
    if (zoneRowsFolded > 0)
        out << QCoreApplication::translate(
                   "Importer", "  %1 availability-zone rows folded into their regions (cheapest zone kept)")
                   .arg(zoneRowsFolded);
    if (duplicatesMerged > 0)
        out << QCoreApplication::translate("Importer", "  %1 duplicate rows merged").arg(duplicatesMerged);
    for (const QString& n : notes)
        out << u"  "_s + n;
    for (auto it = skipped.cbegin(); it != skipped.cend(); ++it) {
        QStringList lines;
        for (int i = 0; i < std::min<qsizetype>(it->size(), 8); ++i)
            lines << QString::number((*it)[i]);
        if (it->size() > 8)
            lines << u"…"_s;
        out << QCoreApplication::translate("Importer", "  skipped %1 × %2 (%3 %4)")
                   .arg(it->size())
                   .arg(it.key(), unit, lines.join(u", "_s));
    }
    for (auto it = unrecognisedGpus.cbegin(); it != unrecognisedGpus.cend(); ++it)
        out << QCoreApplication::translate("Importer", "  GPU \"%1\" not in the GPU table: kept under its "
                                                       "own name without datasheet figures (%2)")
                   .arg(it.key(),
                        it.value() == 1
                            ? QCoreApplication::translate("Importer", "1 instance type")
                            : QCoreApplication::translate("Importer", "%1 instance types").arg(it.value()));
    for (auto it = gpuAssumptions.cbegin(); it != gpuAssumptions.cend(); ++it)
        out << QCoreApplication::translate("Importer", "  GPU %1: %2").arg(it.key(), it.value());
    for (const Issue& i : issues)
        out << u"  "_s + i.toString();
    if (cancelled)
        out << QCoreApplication::translate("Importer", "  cancelled: nothing was saved");
    return out.join(u'\n') + u'\n';
}

Result<ImportResult> importCatalog(QByteArrayView data, ImportFormat format, const ImportOptions& options,
                                   const QMap<QString, Gpu>& knownGpus)
{
    ImportResult out;
    ImportReport& report = out.report;
    report.format = format;
    report.file = options.displayPath.isEmpty() ? u"(data)"_s : options.displayPath;
    out.fragment.file = report.file;
    out.fragment.readable = true;
    if (data.size() > MaxImportBytes)
        return Error{
            ErrorCode::TooLarge,
            report.file,
            0,
            0,
            {},
            u"the file is %1 bytes; imports are limited to %2 bytes"_s.arg(data.size()).arg(MaxImportBytes)};
    if (format != ImportFormat::CsvTemplate) {
        QString provider = options.provider.toLower();
        if (provider.isEmpty() && format == ImportFormat::Ec2Instances)
            provider = u"aws"_s;
        if (provider.isEmpty())
            return Error{ErrorCode::Usage,
                         report.file,
                         0,
                         0,
                         {},
                         u"which provider's prices are these? Give --provider (the folder name is used for "
                         u".../<provider>/vms.csv)"_s};
        if (!idPattern().match(provider).hasMatch())
            return Error{ErrorCode::Usage,
                         report.file,
                         0,
                         0,
                         {},
                         u"provider \"%1\" is not a lower-case id such as \"lambda\""_s.arg(provider)};
        report.provider = provider;
        out.fragment.provider = Provider{provider, providerName(provider), u"USD"_s};
    }
    if (options.asOf.isValid()) {
        report.asOf = options.asOf;
        report.asOfFrom = u"given"_s;
    } else if (format == ImportFormat::CsvTemplate) {
        report.asOfFrom = u"the file"_s;
    } else if (options.fileDate.isValid()) {
        report.asOf = options.fileDate;
        report.asOfFrom = u"the file's modification date; give --as-of for the date of the prices"_s;
    } else {
        return Error{ErrorCode::Usage,
                     report.file,
                     0,
                     0,
                     {},
                     u"the file has no date: give the date of its prices (--as-of YYYY-MM-DD)"_s};
    }

    Source source;
    source.id = u"import"_s;
    source.title =
        u"%1, imported from %2"_s.arg(importFormatLabel(format), QFileInfo(report.file).fileName());
    source.url =
        QFileInfo(report.file).isAbsolute() ? QUrl::fromLocalFile(report.file).toString() : report.file;
    source.asOf = report.asOf;
    source.notes = u"Imported by GPU Planner on %1."_s.arg(QDate::currentDate().toString(Qt::ISODate));
    FragmentBuilder builder(out, knownGpus, source);
    Result<bool> done = true;
    QList<Source> templateSources;
    switch (format) {
    case ImportFormat::SkyPilot:
        done = importSkyPilot(data, options, out, builder);
        break;
    case ImportFormat::Ec2Instances:
        done = importEc2(data, options, out, builder);
        break;
    case ImportFormat::CsvTemplate:
        done = importTemplate(data, options, out, builder, templateSources);
        break;
    }
    if (!done)
        return done.error();
    if (report.cancelled)
        return out;
    if (format == ImportFormat::CsvTemplate) {
        if (!out.fragment.provider)
            return Error{ErrorCode::Schema, report.file, 0, 0, {}, u"no data rows"_s};
        QDate newest;
        for (const Source& s : templateSources) {
            out.fragment.sources.insert(s.id, s);
            if (!newest.isValid() || s.asOf > newest)
                newest = s.asOf;
        }
        if (!report.asOf.isValid())
            report.asOf = newest;
        source.asOf = report.asOf;
    }
    out.fragment.sources.insert(source.id, source);
    builder.finish();
    for (InstanceType& inst : out.fragment.instances)
        inst.source = source; // the template's date is known only now
    for (Gpu& g : out.fragment.gpus)
        g.source = source;
    return out;
}

} // namespace gp
