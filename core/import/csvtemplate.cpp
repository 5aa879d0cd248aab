#include "importparts.h"

// The GPU Planner CSV template (docs/import-csv.md) for clouds without a machine-readable price list.

namespace gp::importing {

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
        if (longerThan(sourceTitle, MaxImportedTitle)) {
            builder.skip(QCoreApplication::translate("Importer", "source longer than %1 characters")
                             .arg(MaxImportedTitle),
                         line);
            continue;
        }
        if (longerThan(cell(cUrl), MaxImportedUrl)) {
            builder.skip(QCoreApplication::translate("Importer", "source_url longer than %1 characters")
                             .arg(MaxImportedUrl),
                         line);
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
            // A price above zero but under the currency's smallest unit (0.0000001 USD) would cost 0.00: a
            // typing or unit slip, refused rather than kept as free.
            std::int64_t smallest = 10'000; // in micro-units: a cent, or the currency's own smallest unit
            if (const CurrencyInfo* info = gp::currency::find(currency)) {
                smallest = 1;
                for (int d = info->minorDigits; d < 6; ++d)
                    smallest *= 10;
            }
            const std::string_view written = csvTrimmed(f[std::size_t(c)]);
            const std::string_view mantissa = written.substr(0, written.find_first_of("eE"));
            const bool nonZero = *v > 0 || std::any_of(mantissa.begin(), mantissa.end(), [](char ch) {
                return ch >= '1' && ch <= '9';
            }); // 0.0000001 is 0 in micro-units, but not zero
            if (nonZero && *v < smallest) {
                if (!bad)
                    builder.skip(
                        QCoreApplication::translate("Importer", "%1 %2 is under the smallest unit of %3")
                            .arg(QLatin1StringView(what), text(written), currency),
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
            s.title = sourceTitle;
            s.url = cell(cUrl);
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

} // namespace gp::importing
