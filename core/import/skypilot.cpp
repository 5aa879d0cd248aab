#include "importparts.h"

// SkyPilot catalog files (vms.csv): one row per instance type, region and zone; GCP files list the GPUs
// of a machine in rows of their own, added to the host row's price.

namespace gp::importing {

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

} // namespace gp::importing
