#include "importparts.h"

// SkyPilot catalog files (vms.csv): one row per instance type, region and zone. GCP files price a GPU
// machine's host in its own row and its GPUs in accelerator rows (no instance type); the two are added.

namespace gp::importing {

namespace {

// The GPUs of GCP's accelerator-optimized machine types, which their host rows do not name: the
// accelerator rows' name and the count per machine.
struct GcpGpuMachine
{
    QString accelerator;
    int count = 0;
};

std::optional<GcpGpuMachine> gcpGpuMachine(std::string_view machine)
{
    const QString m = text(machine);
    static const QRegularExpression sized(
        u"^(a2-highgpu|a2-megagpu|a2-ultragpu|a3-highgpu|a3-megagpu|"
        u"a3-edgegpu|a3-ultragpu|a4-highgpu|a4x-highgpu)-(\\d+)g(?:-.*)?$"_s);
    if (const auto match = sized.match(m); match.hasMatch()) {
        static const QHash<QString, QString> accelerator{
            {u"a2-highgpu"_s, u"A100"_s},  {u"a2-megagpu"_s, u"A100"_s}, {u"a2-ultragpu"_s, u"A100-80GB"_s},
            {u"a3-highgpu"_s, u"H100"_s},  {u"a3-edgegpu"_s, u"H100"_s}, {u"a3-megagpu"_s, u"H100-MEGA"_s},
            {u"a3-ultragpu"_s, u"H200"_s}, {u"a4-highgpu"_s, u"B200"_s}, {u"a4x-highgpu"_s, u"GB200"_s},
        };
        return GcpGpuMachine{accelerator.value(match.captured(1)), match.captured(2).toInt()};
    }
    // g2-standard-N: L4; g4-standard-N: RTX PRO 6000. GPUs by size, from GCP's machine-type tables.
    static const QHash<QString, int> g2{{u"4"_s, 1},  {u"8"_s, 1},  {u"12"_s, 1}, {u"16"_s, 1},
                                        {u"32"_s, 1}, {u"24"_s, 2}, {u"48"_s, 4}, {u"96"_s, 8}};
    static const QHash<QString, int> g4{{u"48"_s, 1}, {u"96"_s, 2}, {u"192"_s, 4}, {u"384"_s, 8}};
    if (m.startsWith(u"g2-standard-"_s) && g2.contains(m.mid(12)))
        return GcpGpuMachine{u"L4"_s, g2.value(m.mid(12))};
    if (m.startsWith(u"g4-standard-"_s) && g4.contains(m.mid(12)))
        return GcpGpuMachine{u"RTXPRO6000"_s, g4.value(m.mid(12))};
    return std::nullopt;
}

bool looksLikeGcpGpuMachine(std::string_view instance)
{
    for (const char* prefix : {"a2-", "a3-", "a4-", "a4x-", "g2-", "g4-"}) {
        if (instance.rfind(prefix, 0) == 0)
            return true;
    }
    return false;
}

// "RTX PRO 6000 96GB", "A100 80 GB": memory per GPU named in a GPU's name.
std::optional<double> memoryInName(const QString& name)
{
    static const QRegularExpression re(u"(\\d{1,3})\\s*GB\\b"_s, QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(name);
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

struct AcceleratorPrice
{
    std::optional<std::int64_t> onDemand;
    std::optional<std::int64_t> spot;
    int line = 0;
    bool used = false;
};

// RunPod's catalog names its two PCIe parts by the bare model ("H100", "A100-80GB") and the SXM ones with a
// suffix; its API's GPU ids say which is which ("NVIDIA H100 PCIe", "NVIDIA A100 80GB PCIe", "NVIDIA
// A100-SXM4-80GB", "NVIDIA H100 80GB HBM3" for the SXM5 part). Older files' GpuInfo holds only the short
// name, so without this the PCIe cards would be taken for SXM modules.
QString runPodGpuName(const QString& shortName)
{
    static const QHash<QString, QString> names{
        {u"A100-80GB"_s, u"A100 80GB PCIe"_s},     {u"A100-40GB"_s, u"A100 40GB PCIe"_s},
        {u"A100-80GB-SXM"_s, u"A100 SXM4 80GB"_s}, {u"H100"_s, u"H100 PCIe"_s},
        {u"H100-SXM"_s, u"H100 SXM5 80GB"_s},      {u"H200-SXM"_s, u"H200 SXM"_s}};
    return names.value(shortName);
}

} // namespace

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
    const QStringList repeated =
        header.repeated({"InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "Price",
                         "SpotPrice", "Region", "AvailabilityZone", "GpuInfo"});
    if (!repeated.isEmpty())
        return csv.errorAt(1, 0,
                           u"the header names a column twice: %1; which one holds the prices is not "
                           u"clear"_s.arg(repeated.join(u", "_s)),
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
    {
        const int last = header.size() - 1;
        bool lastIsRead = false;
        for (int c : {cInstance, cAccel, cCount, cVcpus, cMemory, cPrice, cSpot, cRegion, cZone, cInfo})
            lastIsRead = lastIsRead || c == last;
        csv.setTailMayHoldCommas(!lastIsRead);
    }
    const bool gcp = out.report.provider == u"gcp"_s;
    const bool vast = out.report.provider == u"vast"_s;
    const bool runpod = out.report.provider == u"runpod"_s;
    constexpr std::int64_t Sentinel = 700'000'000; // 700.0: GCP's "not available here"
    int zeroPrices = 0;
    int sentinels = 0;

    const auto priceIn = [&](const std::vector<std::string_view>& f, int column, const char* what,
                             int line) -> std::optional<std::optional<std::int64_t>> {
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

    // GCP: the accelerator rows first (name|count|region|zone -> prices), so host rows can add them.
    std::unordered_map<std::string, AcceleratorPrice> accelerators;
    const auto acceleratorKey = [](std::string_view name, int count, std::string_view region,
                                   std::string_view zone) {
        std::string k(name);
        k += '|';
        k += std::to_string(count);
        k += '|';
        k += region;
        k += '|';
        k += zone;
        return k;
    };
    if (gcp) {
        CsvReader pre(data, out.report.file);
        std::vector<std::string_view> f;
        pre.next(f); // the header
        while (pre.next(f)) {
            if (int(f.size()) != header.size() || !csvTrimmed(f[std::size_t(cInstance)]).empty())
                continue;
            const std::string_view accel = csvTrimmed(f[std::size_t(cAccel)]);
            const auto count = parseNumber(f[std::size_t(cCount)]);
            if (accel.empty() || accel.rfind("tpu", 0) == 0 || !count || *count <= 0)
                continue;
            AcceleratorPrice p;
            p.line = pre.line();
            const auto micros = [&](int column) -> std::optional<std::int64_t> {
                if (column < 0)
                    return std::nullopt;
                const auto v = parseMicros(csvTrimmed(f[std::size_t(column)]));
                return v && *v > 0 && *v != Sentinel ? v : std::nullopt;
            };
            p.onDemand = micros(cPrice);
            p.spot = micros(cSpot);
            accelerators.emplace(
                acceleratorKey(accel, int(*count), csvTrimmed(f[std::size_t(cRegion)]),
                               cZone >= 0 ? csvTrimmed(f[std::size_t(cZone)]) : std::string_view{}),
                p);
        }
    }
    int gcpCombined = 0;
    std::string gcpAccelerator; // the accelerator name of the current host row, which `accel` views

    std::unordered_map<std::string, int> seenZoneRows; // instance|region|zone -> rows, to tell duplicates
    while (csv.next()) {
        const auto& f = csv.fields();
        const int line = csv.line();
        const std::string_view instance = csvTrimmed(f[std::size_t(cInstance)]);
        std::string_view accel = csvTrimmed(f[std::size_t(cAccel)]);
        if (instance.empty()) {
            if (accel.rfind("tpu", 0) == 0)
                builder.skip(QCoreApplication::translate("Importer", "TPU, not a GPU"), line);
            else if (!gcp)
                builder.skip(QCoreApplication::translate("Importer", "price row without an instance type"),
                             line);
            // GCP accelerator rows are accounted for below: added to a host row, or reported unused.
            continue;
        }
        std::optional<double> count;
        std::optional<AcceleratorPrice*> gcpGpus;
        if (accel.empty() || accel == "0") {
            const auto machine = gcp ? gcpGpuMachine(instance) : std::nullopt;
            if (!machine) {
                if (gcp && looksLikeGcpGpuMachine(instance))
                    builder.skip(QCoreApplication::translate(
                                     "Importer", "GCP machine type whose GPUs this importer does not know"),
                                 line);
                else
                    builder.skip(QCoreApplication::translate("Importer", "no accelerator (CPU instance)"),
                                 line);
                continue;
            }
            const auto it = accelerators.find(acceleratorKey(
                machine->accelerator.toStdString(), machine->count, csvTrimmed(f[std::size_t(cRegion)]),
                cZone >= 0 ? csvTrimmed(f[std::size_t(cZone)]) : std::string_view{}));
            if (it == accelerators.end()) {
                builder.skip(QCoreApplication::translate(
                                 "Importer", "GCP GPU machine without a price row for its GPUs in that zone: "
                                             "left out rather than shown too cheap"),
                             line);
                continue;
            }
            gcpGpus = &it->second;
            count = machine->count;
            gcpAccelerator = machine->accelerator.toStdString();
            accel = gcpAccelerator;
        }
        if (accel.rfind("tpu", 0) == 0) {
            builder.skip(QCoreApplication::translate("Importer", "TPU, not a GPU"), line);
            continue;
        }
        if (!count)
            count = parseNumber(f[std::size_t(cCount)]);
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
        const auto od = priceIn(f, cPrice, "Price", line);
        if (!od)
            continue;
        const auto spot = priceIn(f, cSpot, "SpotPrice", line);
        if (!spot)
            continue;
        p.onDemand = *od;
        p.spot = *spot;
        if (gcpGpus) {
            // The machine's price is its host row plus its GPUs' row; a part without a price leaves the
            // whole without one.
            AcceleratorPrice& g = **gcpGpus;
            p.onDemand = p.onDemand && g.onDemand ? std::optional<std::int64_t>(*p.onDemand + *g.onDemand)
                                                  : std::nullopt;
            p.spot = p.spot && g.spot ? std::optional<std::int64_t>(*p.spot + *g.spot) : std::nullopt;
        }
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
            spec.gpuDetail = text(pyValue(info, "Name"));
            if (auto mib = parseNumber(pyValue(info, "SizeInMiB")); mib && *mib > 0) {
                if (vast)
                    *mib /= *count; // Vast writes the memory of all the instance's GPUs here
                spec.gpuMemoryGb = *mib < 1024 ? *mib : *mib / 1024.0; // RunPod writes GB under SizeInMiB
            }
        }
        if (runpod && spec.gpuDetail.isEmpty())
            spec.gpuDetail = runPodGpuName(spec.gpuName);
        if (!spec.gpuMemoryGb)
            spec.gpuMemoryGb = memoryInName(spec.gpuDetail.isEmpty() ? spec.gpuName : spec.gpuDetail);
        if (!spec.gpuMemoryGb)
            spec.gpuMemoryGb = memoryInName(spec.gpuName);
        bool zoneRow = false;
        if (cZone >= 0 && !csvTrimmed(f[std::size_t(cZone)]).empty()) {
            std::string key(instance);
            key += '|';
            key += f[std::size_t(cRegion)];
            key += '|';
            key += csvTrimmed(f[std::size_t(cZone)]);
            zoneRow = seenZoneRows[key]++ == 0; // the same zone twice is a duplicate, not another zone
        }
        if (builder.add(spec, region, p, line, zoneRow) && gcpGpus) {
            (*gcpGpus)->used = true;
            ++gcpCombined;
        }
    }
    if (csv.error())
        return *csv.error();
    if (gcp) {
        // Every accelerator row is accounted for: added to a machine's host row, or not used by any.
        std::vector<std::pair<int, bool>> unused; // line, attached to N1 VMs
        int used = 0;
        for (const auto& [key, a] : accelerators) {
            if (a.used) {
                ++used;
                continue;
            }
            const std::string_view name = std::string_view(key).substr(0, key.find('|'));
            const bool n1 = name == "T4" || name == "V100" || name == "P4" || name == "P100" || name == "K80";
            unused.emplace_back(a.line, n1);
        }
        std::sort(unused.begin(), unused.end());
        for (const auto& [line, n1] : unused)
            builder.skip(
                n1 ? QCoreApplication::translate(
                         "Importer", "GPU price row for N1 VMs (GCP attaches this GPU to an N1 machine of "
                                     "the user's choice, which the file lists without GPUs)")
                   : QCoreApplication::translate(
                         "Importer", "GPU price row of a machine type the file does not list in that zone"),
                line);
        out.report.partRowsAdded = used;
        if (used > 0)
            out.report.notes
                << u"%1 host rows of GPU machine types priced with their GPUs' rows (%2 GPU rows "
                   u"used)"_s.arg(gcpCombined)
                       .arg(used);
    }
    if (csv.tailJoined() > 0)
        out.report.notes << u"%1 rows whose last column (%2) holds an unquoted comma read with the extra "
                            u"field as part of that column"_s.arg(csv.tailJoined())
                                .arg(text(header.name(header.size() - 1)));
    if (zeroPrices > 0)
        out.report.notes << u"%1 zero prices treated as not available"_s.arg(zeroPrices);
    if (sentinels > 0)
        out.report.notes
            << u"%1 prices of 700.0 (GCP's marker for unavailable locations) treated as not available"_s.arg(
                   sentinels);
    return true;
}

} // namespace gp::importing
