#include "importparts.h"

// ec2instances.info instances.json: one object per instance type with its prices per region.

namespace gp::importing {

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

// "us-east-1-bos-1" (a Local Zone), "us-east-1-wl1-bos-wlz-1" (a Wavelength Zone) -> "us-east-1"; a
// region's own name is returned as it is.
QString parentAwsRegion(const QString& region)
{
    static const QRegularExpression zone(u"^([a-z]{2}(?:-gov|-iso[a-z]*)?-[a-z]+-\\d+)-[a-z0-9-]+$"_s);
    const auto m = zone.match(region);
    return m.hasMatch() ? m.captured(1) : region;
}

namespace {

QString zoneSkipReason()
{
    return QCoreApplication::translate("Importer",
                                       "Local or Wavelength Zone price where the parent region has its own");
}

// "320 GB HBM2", "1152 GiB", "16 GB" -> the number.
std::optional<double> leadingNumber(const json& v)
{
    if (v.is_number())
        return v.get<double>();
    if (!v.is_string())
        return std::nullopt;
    static const QRegularExpression re(u"^\\s*(\\d+(?:\\.\\d+)?)"_s);
    const auto m = re.match(QString::fromStdString(v.get<std::string>()));
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

// The members that describe an instance's hardware, as each layout names them.
struct SpecKeys
{
    const char* gpu;
    const char* gpuCount;
    const char* gpuMemory; // of all the instance's GPUs
    const char* vcpus;
    const char* memory;
    const char* network;
};
constexpr SpecKeys InfoKeys{"GPU_model", "GPU", "GPU_memory", "vCPU", "memory", "network_performance"};
constexpr SpecKeys VantageKeys{"gpu", "gpuCount", "gpuMemory", "vcpu", "memory", "network"};

InstanceSpec readSpec(const json& r, const QString& name, const SpecKeys& keys)
{
    InstanceSpec spec;
    spec.name = name;
    if (const auto g = r.find(keys.gpu); g != r.end() && g->is_string())
        spec.gpuName = QString::fromStdString(g->get<std::string>());
    if (const auto c = r.find(keys.gpuCount); c != r.end())
        spec.gpuCount = jsonNumberish(*c).value_or(0);
    if (const auto m = r.find(keys.gpuMemory); m != r.end() && spec.gpuCount > 0) {
        if (const auto total = leadingNumber(*m); total && *total > 0)
            spec.gpuMemoryGb = *total / std::max(1.0, spec.gpuCount);
    }
    if (const auto v = r.find(keys.vcpus); v != r.end())
        spec.vcpus = jsonNumberish(*v).value_or(0);
    if (const auto v = r.find(keys.memory); v != r.end())
        spec.memoryGib = leadingNumber(*v).value_or(0);
    if (const auto v = r.find(keys.network); v != r.end() && v->is_string())
        spec.networkGbps = networkFromText(QString::fromStdString(v->get<std::string>()));
    spec.family = spec.name.section(u'.', 0, 0);
    spec.manufacturer = spec.gpuName.section(u' ', 0, 0);
    return spec;
}

// Adds a region's prices; a Local or Wavelength Zone's go to its parent region, only where the parent has no
// price of its own in `pricing`.
void addRegion(FragmentBuilder& builder, const InstanceSpec& spec, const QString& region, const json& pricing,
               const Prices& p, int record, int& zoneRows)
{
    const QString parent = parentAwsRegion(region);
    if (parent != region && pricing.contains(parent.toStdString())) {
        builder.skip(zoneSkipReason(), record);
        return;
    }
    if (parent != region)
        ++zoneRows;
    builder.add(spec, parent, p, record, parent != region);
}

// The export of instances.vantage.sh data as one object per type: {"name", "gpu", "gpuCount",
// "gpuMemory" (all GPUs), "vcpu", "memory", "network", "pricing": {region: {"onDemand", "reserved"}}},
// "reserved" being the 1-year Standard no-upfront rate.
void importVantageExport(const json& r, int record, ImportResult& out, FragmentBuilder& builder,
                         int& zoneRows)
{
    const InstanceSpec spec = readSpec(r, QString::fromStdString(r["name"].get<std::string>()), VantageKeys);
    const auto pricing = r.find("pricing");
    if (pricing == r.end() || !pricing->is_object() || pricing->empty()) {
        ++out.report.rowsRead;
        builder.skip(QCoreApplication::translate("Importer", "no pricing"), record);
        return;
    }
    for (auto reg = pricing->begin(); reg != pricing->end(); ++reg) {
        ++out.report.rowsRead;
        if (!(spec.gpuCount > 0) || spec.gpuName.isEmpty() || spec.gpuName.startsWith(u"Unknown"_s)) {
            builder.skip(QCoreApplication::translate("Importer", "GPU model or count not given"), record);
            continue;
        }
        if (!reg->is_object()) {
            builder.skip(QCoreApplication::translate("Importer", "a region's prices are not an object"),
                         record);
            continue;
        }
        const QString region = QString::fromStdString(reg.key());
        Prices p;
        p.currency = region.startsWith(u"cn-"_s) ? u"CNY"_s : u"USD"_s;
        if (const auto od = reg->find("onDemand"); od != reg->end()) {
            if (const auto v = jsonMicros(*od); v && *v > 0)
                p.onDemand = v;
        }
        if (const auto res = reg->find("reserved"); res != reg->end()) {
            if (const auto v = jsonMicros(*res); v && *v > 0) {
                ReservedPrice rp;
                rp.termYears = 1;
                rp.payment = PaymentOption::NoUpfront;
                rp.hourly = Money(*v, p.currency);
                p.reserved << rp;
            }
        }
        if (!p.onDemand && p.reserved.isEmpty()) {
            builder.skip(QCoreApplication::translate("Importer", "no usable price (missing or zero)"),
                         record);
            continue;
        }
        addRegion(builder, spec, region, *pricing, p, record, zoneRows);
    }
}

} // namespace

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
    int longRates = 0; // spot interruption rates too long to be one: left out, and said so
    int zoneRows = 0;  // Local and Wavelength Zone rows folded into their parent region
    bool vantageExport = false;
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
        if (type == r.end() && r.contains("name") && r["name"].is_string() && r.contains("pricing")) {
            vantageExport = true;
            importVantageExport(r, record, out, builder, zoneRows);
            continue;
        }
        if (type == r.end() || !type->is_string()) {
            ++out.report.rowsRead;
            builder.skip(QCoreApplication::translate("Importer", "no instance_type"), record);
            continue;
        }
        const InstanceSpec spec = readSpec(r, QString::fromStdString(type->get<std::string>()), InfoKeys);
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
                    pct != osPrices->end() && pct->is_string()) {
                    const QString rate = QString::fromStdString(pct->get<std::string>());
                    if (longerThan(rate, MaxImportedShortText))
                        ++longRates;
                    else
                        p.spotInterruption = rate;
                }
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
            addRegion(builder, spec, region, *pricing, p, record, zoneRows);
        }
    }
    if (zoneRows > 0)
        out.report.notes
            << u"%1 prices of Local and Wavelength Zones folded into their parent region (they are "
               u"kept only where the region has no price of its own)"_s.arg(zoneRows);
    if (zeroPrices > 0)
        out.report.notes << u"%1 zero prices treated as not available"_s.arg(zeroPrices);
    if (longRates > 0)
        out.report.notes << u"%1 spot interruption rates longer than %2 characters left out"_s.arg(longRates)
                                .arg(MaxImportedShortText);
    out.report.notes
        << (vantageExport
                ? u"Linux prices; the reservation is the 1-year Standard no-upfront rate"_s
                : u"Linux prices; reservations are Standard terms as effective hourly rates (Convertible and "
                  u"Savings Plans left out)"_s);
    return true;
}

} // namespace gp::importing
