#include "catalogbuild.h"

#include "catalog.h"
#include "catalogrules.h"
#include "catalogwriter.h"
#include "csvreader.h"
#include "filereader.h"
#include "gpunames.h"
#include "importer.h"
#include "jsonparse.h"
#include "usageprices.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

constexpr qint64 MaxSnapshotBytes = 64LL * 1024 * 1024;

struct Snapshot
{
    QString id;
    QString provider;
    QString format;
    QString file;
    QDate asOf;
    QString currency;
    bool availability = false; // its zone rows are the provider's availability data
    Source source;
};

QString member(const json& o, const char* key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

Error buildError(const QString& file, const QString& message)
{
    return Error{ErrorCode::Schema, file, 0, 0, {}, message};
}

// A price in micro-units from a decimal string ("2209.6977798"); nullopt when empty or not a number.
std::optional<std::int64_t> micros(std::string_view s)
{
    s = csvTrimmed(s);
    if (s.empty())
        return std::nullopt;
    const std::optional<Money> m = Money::parse(QString::fromUtf8(s.data(), qsizetype(s.size())), u"USD"_s);
    return m ? std::optional<std::int64_t>(m->micros()) : std::nullopt;
}

std::optional<double> parseNumberText(std::string_view s)
{
    bool ok = false;
    const double v = csvText(s).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

const QString UsagePriceFormat = u"usage-price-csv"_s;
const QString InstanceFactsFormat = u"instance-facts-csv"_s;

void setPriceSources(InstanceType& inst, const Source& s)
{
    for (Offer& o : inst.offers) {
        if (o.onDemandHourly)
            o.onDemandHourly->source = s;
        if (o.monthly)
            o.monthly->source = s;
        if (o.spot)
            o.spot->source = s;
        for (ReservedPrice& r : o.reserved)
            r.source = s;
    }
}

// {region, instance_type, price}: on-demand prices of instance types the catalog has a specification for.
Result<CatalogFragment> priceTable(const QByteArray& data, const Snapshot& snap, const Catalog& base,
                                   QStringList& log)
{
    CsvReader csv(data, snap.file);
    std::vector<std::string_view> f;
    if (!csv.next(f) || f.size() < 3)
        return buildError(snap.file, u"expected a header: region, instance type, price"_s);
    CatalogFragment out;
    out.file = snap.file;
    out.readable = true;
    out.imported = true;
    QMap<QString, InstanceType> byName;
    int rows = 0;
    int unknown = 0;
    int unpriced = 0;
    while (csv.next(f)) {
        ++rows;
        if (f.size() < 3)
            return buildError(snap.file, u"line %1: expected 3 fields"_s.arg(csv.line()));
        const QString region = csvText(f[0]);
        const QString name = csvText(f[1]);
        const InstanceType* curated = base.instance(snap.provider + u'/' + name);
        if (!curated || curated->id() != snap.provider + u'/' + name) {
            ++unknown;
            continue;
        }
        const auto price = micros(f[2]);
        if (!price || *price <= 0) {
            ++unpriced;
            continue;
        }
        auto it = byName.find(name);
        if (it == byName.end()) {
            InstanceType copy = *curated;
            copy.offers.clear();
            copy.imported = true;
            it = byName.insert(name, copy);
        }
        Offer o;
        o.region = region;
        o.currency = snap.currency;
        o.onDemandHourly = PriceQuote{Money(*price, snap.currency), snap.source};
        it->offers << o;
    }
    if (csv.error())
        return *csv.error();
    for (const InstanceType& i : std::as_const(byName))
        out.instances << i;
    log << u"%1: %2 rows; %3 instance types priced; %4 rows of types without a curated specification left "
           u"out; %5 zero or missing prices left out"_s.arg(snap.file)
               .arg(rows)
               .arg(byName.size())
               .arg(unknown)
               .arg(unpriced);
    return out;
}

// GCP prices per machine type and region (machine_type, vcpu, ram_gb, gpu_type, gpu_count, region, hour_usd,
// hour_spot_usd, month_1y_cud_usd, month_3y_cud_usd): on-demand, spot and 1- and 3-year commitments (no
// upfront; GCP's month is 730 hours). A machine the catalog does not have yet is described from the row.
Result<CatalogFragment> gcpPrices(const QByteArray& data, const Snapshot& snap, const Catalog& base,
                                  const QMap<QString, Gpu>& knownGpus, QStringList& log)
{
    CsvReader csv(data, snap.file);
    std::vector<std::string_view> f;
    if (!csv.next(f))
        return buildError(snap.file, u"no header"_s);
    const CsvHeader header(f);
    const QStringList missing =
        header.missing({"machine_type", "vcpu", "ram_gb", "gpu_type", "gpu_count", "region", "hour_usd",
                        "hour_spot_usd", "month_1y_cud_usd", "month_3y_cud_usd"});
    if (!missing.isEmpty())
        return buildError(snap.file, u"the header lacks %1"_s.arg(missing.join(u", "_s)));
    const auto col = [&](const char* name) { return std::size_t(header.index(name)); };
    // Cyclenerd's GPU names; "rtx6000" is the RTX PRO 6000 of the G4 machines.
    static const QHash<QString, QString> gpuNames{{u"a100"_s, u"A100 40GB"_s},
                                                  {u"a100-80gb"_s, u"A100 80GB"_s},
                                                  {u"h100-80gb"_s, u"H100 80GB"_s},
                                                  {u"h100-80gb-mega"_s, u"H100 MEGA"_s},
                                                  {u"l4"_s, u"L4"_s},
                                                  {u"rtx6000"_s, u"RTX PRO 6000"_s},
                                                  {u"h200-141gb"_s, u"H200"_s},
                                                  {u"b200"_s, u"B200"_s}};
    QMap<QString, InstanceType> byName;
    int rows = 0;
    int priced = 0;
    QMap<QString, int> skipped;
    while (csv.next(f)) {
        ++rows;
        if (int(f.size()) != header.size())
            return buildError(snap.file, u"line %1: ragged row"_s.arg(csv.line()));
        const QString name = csvText(f[col("machine_type")]);
        const QString region = csvText(f[col("region")]);
        auto it = byName.find(name);
        if (it == byName.end()) {
            const InstanceType* known = base.instance(snap.provider + u'/' + name);
            InstanceType inst;
            if (known && known->id() == snap.provider + u'/' + name) {
                inst = *known;
            } else {
                const QString gpuName = gpuNames.value(csvText(f[col("gpu_type")]));
                const GpuMatch match = matchGpuName({gpuName, std::nullopt, name});
                const auto count = parseNumberText(f[col("gpu_count")]);
                const auto vcpus = parseNumberText(f[col("vcpu")]);
                const auto ram = parseNumberText(f[col("ram_gb")]);
                if (match.gpuId.isEmpty() || !knownGpus.contains(match.gpuId) || !count || *count <= 0 ||
                    !vcpus || !ram) {
                    ++skipped[u"GPU or size not known"_s];
                    continue;
                }
                inst.provider = snap.provider;
                inst.name = name;
                inst.family = name.section(u'-', 0, 0);
                inst.gpuId = match.gpuId;
                inst.gpuAssumed = !match.assumption.isEmpty();
                inst.gpuCount = *count;
                inst.vcpus = int(*vcpus);
                inst.memoryGib = *ram;
                inst.interconnect = *count > 1 ? GpuInterconnect::Unknown : GpuInterconnect::None;
                if (*count < 1)
                    inst.virtualization = Virtualization::VgpuShare; // g4-standard-6: an eighth of a GPU
                inst.source = snap.source;
                inst.notes = match.assumption.isEmpty() ? QString() : u"GPU: %1."_s.arg(match.assumption);
            }
            inst.offers.clear();
            inst.imported = true;
            it = byName.insert(name, inst);
        }
        Offer o;
        o.region = region;
        o.currency = u"USD"_s;
        if (const auto od = micros(f[col("hour_usd")]); od && *od > 0)
            o.onDemandHourly = PriceQuote{Money(*od, u"USD"_s), snap.source};
        if (const auto spot = micros(f[col("hour_spot_usd")]); spot && *spot > 0)
            o.spot = SpotPrice{Money(*spot, u"USD"_s), {}, snap.source};
        for (const auto& [years, column] :
             {std::pair{1, "month_1y_cud_usd"}, std::pair{3, "month_3y_cud_usd"}}) {
            const auto month = micros(f[col(column)]);
            if (!month || *month <= 0)
                continue;
            ReservedPrice r;
            r.termYears = years;
            r.payment = PaymentOption::NoUpfront;
            r.hourly = Money((*month + 365) / 730, u"USD"_s); // rounded half up to a micro-unit
            r.source = snap.source;
            o.reserved << r;
        }
        if (!o.onDemandHourly && !o.spot && o.reserved.isEmpty()) {
            ++skipped[u"no price"_s];
            continue;
        }
        ++priced;
        it->offers << o;
    }
    if (csv.error())
        return *csv.error();
    CatalogFragment out;
    out.file = snap.file;
    out.readable = true;
    out.imported = true;
    for (const InstanceType& i : std::as_const(byName)) {
        if (!i.offers.isEmpty())
            out.instances << i;
    }
    QStringList why;
    for (auto it = skipped.cbegin(); it != skipped.cend(); ++it)
        why << u"%1 × %2"_s.arg(it.value()).arg(it.key());
    log << u"%1: %2 rows; %3 offers of %4 machine types%5"_s.arg(snap.file)
               .arg(rows)
               .arg(priced)
               .arg(out.instances.size())
               .arg(why.isEmpty() ? QString() : u"; left out: "_s + why.join(u", "_s));
    return out;
}

// The (instance type, region) pairs of a SkyPilot-format file's rows that name a zone: the zone-level listing
// of where the provider sells the type.
Result<QHash<QString, QSet<QString>>> availabilityRows(const QByteArray& data, const QString& file)
{
    CsvReader csv(data, file);
    std::vector<std::string_view> f;
    if (!csv.next(f))
        return buildError(file, u"no header"_s);
    const CsvHeader header(f);
    const QStringList missing = header.missing({"InstanceType", "Region", "AvailabilityZone"});
    if (!missing.isEmpty())
        return buildError(file, u"availability data needs %1"_s.arg(missing.join(u", "_s)));
    const auto col = [&](const char* name) { return std::size_t(header.index(name)); };
    QHash<QString, QSet<QString>> out;
    while (csv.next(f)) {
        if (int(f.size()) != header.size())
            return buildError(file, u"line %1: ragged row"_s.arg(csv.line()));
        const QString name = csvText(f[col("InstanceType")]);
        if (!name.isEmpty() && !csvTrimmed(f[col("AvailabilityZone")]).empty())
            out[name].insert(csvText(f[col("Region")]));
    }
    if (csv.error())
        return *csv.error();
    return out;
}

// instance_type, gpu_model, accelerator_model, efa_supported, cpu_arch
// (scripts/snapshot-eksctl-instance-types).
Result<QHash<QString, InstanceFacts>> instanceFacts(const QByteArray& data, const QString& file)
{
    CsvReader csv(data, file);
    std::vector<std::string_view> f;
    if (!csv.next(f))
        return buildError(file, u"no header"_s);
    const CsvHeader header(f);
    const QStringList missing =
        header.missing({"instance_type", "gpu_model", "accelerator_model", "efa_supported"});
    if (!missing.isEmpty())
        return buildError(file, u"the header lacks %1"_s.arg(missing.join(u", "_s)));
    const auto col = [&](const char* name) { return std::size_t(header.index(name)); };
    QHash<QString, InstanceFacts> out;
    while (csv.next(f)) {
        if (int(f.size()) != header.size())
            return buildError(file, u"line %1: ragged row"_s.arg(csv.line()));
        InstanceFacts facts;
        facts.gpuModel = csvText(f[col("gpu_model")]);
        facts.acceleratorModel = csvText(f[col("accelerator_model")]);
        const QString efa = csvText(f[col("efa_supported")]);
        if (efa == u"true"_s || efa == u"false"_s)
            facts.efa = efa == u"true"_s;
        else if (!efa.isEmpty())
            return buildError(file, u"line %1: efa_supported must be true or false"_s.arg(csv.line()));
        out.insert(csvText(f[col("instance_type")]), facts);
    }
    if (csv.error())
        return *csv.error();
    return out;
}

Result<QByteArray> readBuildFile(const QDir& dir, const QString& name)
{
    return readFileCapped(dir.filePath(name), 4 * 1024 * 1024, u"build files"_s);
}

void collectSource(QHash<QString, Source>& sources, const Source& s)
{
    if (!s.id.isEmpty())
        sources.insert(s.id, s);
}

} // namespace

// {kind, region, product, free_gb_per_month, up_to_gb, per_gb}: storage and egress prices, one row per volume
// tier; consecutive rows of one kind and region are one price (docs/catalog-sources.md).
Result<QList<UsagePrice>> readUsagePriceCsv(const QByteArray& data, const QString& file,
                                            const UsagePrice& base)
{
    CsvReader csv(data, file);
    std::vector<std::string_view> f;
    if (!csv.next(f) || f.size() != 6)
        return buildError(file, u"expected a header: kind, region, product, free_gb_per_month, up_to_gb, "
                                u"per_gb"_s);
    QList<UsagePrice> out;
    bool open = false; // the last price's last tier was open: the next row starts a new price
    while (csv.next(f)) {
        const auto lineError = [&](const QString& what) {
            return buildError(file, u"line %1: %2"_s.arg(csv.line()).arg(what));
        };
        if (f.size() != 6)
            return lineError(u"expected 6 fields"_s);
        const auto kind = usageKindFromKey(csvText(f[0]));
        if (!kind)
            return lineError(u"unknown kind \"%1\""_s.arg(csvText(f[0])));
        const QString region = csvText(f[1]);
        const auto price = micros(f[5]);
        const auto freeGb = parseNumberText(f[3]);
        if (region.isEmpty() || !price || !freeGb)
            return lineError(u"region, free_gb_per_month and per_gb are required"_s);
        if (*freeGb < 0 || *freeGb > double(MaxUsageGb) || *freeGb != std::floor(*freeGb))
            return lineError(u"free_gb_per_month must be a whole number of GB"_s);
        PriceTier tier;
        tier.microsPerGb = *price;
        if (!csvTrimmed(f[4]).empty()) {
            const auto upTo = parseNumberText(f[4]);
            if (!upTo || *upTo <= 0 || *upTo > double(MaxUsageGb) || *upTo != std::floor(*upTo))
                return lineError(u"up_to_gb must be a whole number of GB"_s);
            tier.upToGb = std::int64_t(*upTo);
        }
        const bool continues =
            !out.isEmpty() && !open && out.last().kind == *kind && out.last().region == region;
        if (!continues) {
            if (!out.isEmpty() && !open)
                return lineError(u"the price before this row has no open last tier"_s);
            UsagePrice p = base;
            p.kind = *kind;
            p.region = region;
            p.product = csvText(f[2]);
            p.freeGb = std::int64_t(*freeGb);
            p.tiers.clear();
            out << p;
        }
        out.last().tiers << tier;
        open = !tier.upToGb.has_value();
        if (open) {
            if (const QString problem = out.last().problem(); !problem.isEmpty())
                return lineError(problem);
        }
    }
    if (csv.error())
        return *csv.error();
    if (!out.isEmpty() && !open)
        return buildError(file, u"the last price has no open last tier"_s);
    return out;
}

Result<CatalogBuild> buildCatalog(const QString& catalogDir)
{
    const QDir dir(catalogDir);
    const QString manifestPath = dir.filePath(u"build/sources.json"_s);
    IssueList issues;
    const auto manifestBytes = readInputFile(manifestPath, 1024 * 1024, u"build manifests"_s, issues);
    if (!manifestBytes)
        return issues.isEmpty() ? buildError(manifestPath, u"cannot be read"_s) : issues.first().error;
    auto parsed = parseJsonStrict(*manifestBytes, manifestPath);
    if (!parsed)
        return parsed.error();
    const json& manifest = parsed.value().value;
    if (!manifest.is_object() || !manifest.contains("providers") || !manifest["providers"].is_array() ||
        !manifest.contains("snapshots") || !manifest["snapshots"].is_array())
        return buildError(manifestPath, u"expected an object with \"providers\" and \"snapshots\" arrays"_s);

    QList<Snapshot> snapshots;
    for (std::size_t i = 0; i < manifest["snapshots"].size(); ++i) {
        const json& s = manifest["snapshots"][i];
        const QString path = u"snapshots[%1]"_s.arg(i);
        if (!s.is_object())
            return buildError(manifestPath, path + u": expected an object"_s);
        Snapshot snap;
        snap.id = member(s, "id");
        snap.provider = member(s, "provider");
        snap.format = member(s, "format");
        snap.file = member(s, "file");
        snap.asOf = QDate::fromString(member(s, "as_of"), Qt::ISODate);
        snap.currency = member(s, "currency").isEmpty() ? u"USD"_s : member(s, "currency");
        snap.availability = s.value("availability", false);
        const QString repository = member(s, "repository");
        const QString commit = member(s, "commit");
        const QString origin = member(s, "path");
        if (snap.id.isEmpty() || snap.provider.isEmpty() || snap.format.isEmpty() || snap.file.isEmpty() ||
            !snap.asOf.isValid() || repository.isEmpty() || commit.isEmpty() || origin.isEmpty() ||
            member(s, "title").isEmpty() || member(s, "licence").isEmpty())
            return buildError(manifestPath, path + u": id, provider, format, file, as_of, title, repository, "
                                                   u"path, commit and licence are all required"_s);
        snap.source.id = snap.id;
        snap.source.title = member(s, "title");
        snap.source.url = u"https://github.com/%1/blob/%2/%3"_s.arg(repository, commit, origin);
        snap.source.asOf = snap.asOf;
        const QString basis = member(s, "as_of_basis");
        const std::optional<bool> undated =
            basis.isEmpty() ? std::optional<bool>(false) : undatedFromDateBasisKey(basis);
        if (!undated)
            return buildError(manifestPath, path + u".as_of_basis: expected published or retrieved"_s);
        snap.source.undated = *undated;
        QString notes = u"Snapshot %1 of %2, %3 at %4 (%5); licence: %6."_s.arg(
            snap.file, repository, origin, commit.left(12), member(s, "date"), member(s, "licence"));
        if (!member(s, "notes").isEmpty())
            notes += u' ' + member(s, "notes");
        snap.source.notes = notes;
        snapshots << snap;
    }

    const CatalogFragment gpuFile = CatalogLoader::loadFile(dir.filePath(u"gpus.json"_s), u"gpus.json"_s);
    if (!gpuFile.readable || countErrors(gpuFile.issues) > 0)
        return gpuFile.issues.isEmpty() ? buildError(u"gpus.json"_s, u"cannot be read"_s)
                                        : gpuFile.issues.first().error;
    QMap<QString, Gpu> knownGpus;
    for (const Gpu& g : gpuFile.gpus)
        knownGpus.insert(g.id, g);

    // The rules' inputs: reviewed exceptions, retired series, availability data and second sources.
    CatalogRulesInput rulesInput;
    rulesInput.gpus = knownGpus;
    for (const auto& [name, reader] :
         {std::pair{u"build/exceptions.json"_s, 0}, std::pair{u"build/retired.json"_s, 1},
          std::pair{u"build/fabric.json"_s, 2}}) {
        const auto bytes = readBuildFile(dir, name);
        if (!bytes)
            return bytes.error();
        if (reader == 2) {
            auto list = readFabricFacts(bytes.value(), name);
            if (!list)
                return list.error();
            rulesInput.fabric = list.value();
        } else if (reader == 0) {
            auto list = readRuleExceptions(bytes.value(), name);
            if (!list)
                return list.error();
            rulesInput.exceptions = list.value();
        } else {
            auto list = readRetiredSeries(bytes.value(), name);
            if (!list)
                return list.error();
            rulesInput.retired = list.value();
        }
    }
    for (const Snapshot& snap : std::as_const(snapshots)) {
        if (!snap.availability && snap.format != InstanceFactsFormat)
            continue;
        const auto bytes = readFileCapped(dir.filePath(snap.file), MaxSnapshotBytes, u"snapshots"_s);
        if (!bytes)
            return bytes.error();
        if (snap.format == InstanceFactsFormat) {
            auto facts = instanceFacts(bytes.value(), snap.file);
            if (!facts)
                return facts.error();
            rulesInput.secondSource.insert(snap.provider, facts.value());
            rulesInput.secondSourceName.insert(snap.provider, snap.id);
            continue;
        }
        auto rows = availabilityRows(bytes.value(), snap.file);
        if (!rows)
            return rows.error();
        rulesInput.availability.insert(snap.provider, rows.value());
        rulesInput.availabilitySource.insert(snap.provider, snap.id);
    }
    CatalogRules rules(rulesInput);

    CatalogBuild build;
    for (const json& p : manifest["providers"]) {
        if (!p.is_string())
            return buildError(manifestPath, u"providers: expected strings"_s);
        const QString provider = QString::fromStdString(p.get<std::string>());
        Catalog catalog;
        catalog.addFragment(gpuFile);
        std::optional<Provider> providerInfo;
        QList<Gpu> placeholders;
        QHash<QString, QString> curatedGpus; // the reviewed specification's GPU wins over a snapshot's

        const QString specPath = dir.filePath(u"specs/%1.json"_s.arg(provider));
        if (QFileInfo::exists(specPath)) {
            const CatalogFragment spec = CatalogLoader::loadFile(specPath, u"specs/%1.json"_s.arg(provider));
            if (!spec.readable || !spec.issues.isEmpty())
                return spec.issues.isEmpty() ? buildError(specPath, u"cannot be read"_s)
                                             : spec.issues.first().error;
            providerInfo = spec.provider;
            for (const InstanceType& i : spec.instances)
                curatedGpus.insert(i.name, i.gpuId);
            catalog.addFragment(spec);
        }
        for (const Snapshot& snap : std::as_const(snapshots)) {
            if (snap.provider != provider || snap.format == UsagePriceFormat ||
                snap.format == InstanceFactsFormat)
                continue;
            const QString path = dir.filePath(snap.file);
            const auto bytes = readFileCapped(path, MaxSnapshotBytes, u"snapshots"_s);
            if (!bytes)
                return bytes.error();
            CatalogFragment fragment;
            if (snap.format == u"skypilot"_s || snap.format == u"ec2instances"_s) {
                ImportOptions options;
                options.provider = provider;
                options.asOf = snap.asOf;
                options.displayPath = snap.file;
                const auto imported =
                    importCatalog(bytes.value(), *importFormatFromKey(snap.format), options, knownGpus);
                if (!imported)
                    return imported.error();
                build.log << imported.value().report.toText().trimmed();
                const QStringList conflicts = catalog.conflictsWith(imported.value().fragment);
                for (const QString& c : conflicts)
                    build.log << u"  against the curated specification: "_s + c;
                fragment = imported.value().fragment;
                fragment.imported = true;
                fragment.sources.clear();
                for (Gpu& g : fragment.gpus) {
                    g.source = snap.source;
                    placeholders << g;
                }
                if (!providerInfo)
                    providerInfo = fragment.provider;
                fragment.provider = providerInfo;
            } else {
                const auto made =
                    snap.format == u"price-table-csv"_s ? priceTable(bytes.value(), snap, catalog, build.log)
                    : snap.format == u"gcp-prices-csv"_s
                        ? gcpPrices(bytes.value(), snap, catalog, knownGpus, build.log)
                        : Result<CatalogFragment>(
                              buildError(manifestPath, u"unknown format \"%1\""_s.arg(snap.format)));
                if (!made)
                    return made.error();
                fragment = made.value();
                fragment.provider = providerInfo;
            }
            for (InstanceType& inst : fragment.instances) {
                if (fragment.imported && inst.imported)
                    inst.source = snap.source;
                setPriceSources(inst, snap.source);
            }
            catalog.addFragment(fragment);
        }
        if (!providerInfo)
            return buildError(manifestPath,
                              u"provider %1 has neither a specification nor a snapshot"_s.arg(provider));

        CatalogFragment out;
        out.provider = providerInfo;
        for (const InstanceType& inst : catalog.instances()) {
            if (inst.provider != provider)
                continue;
            InstanceType i = inst;
            if (const QString curated = curatedGpus.value(i.name); !curated.isEmpty() && curated != i.gpuId) {
                build.log << u"  %1: the snapshot's GPU %2 left for the specification's %3"_s.arg(
                    i.id(), i.gpuId, curated);
                i.gpuId = curated;
            }
            std::sort(i.offers.begin(), i.offers.end(),
                      [](const Offer& a, const Offer& b) { return a.region < b.region; });
            out.instances << i;
        }
        rules.apply(provider, out.instances);
        for (const InstanceType& i : std::as_const(out.instances)) {
            collectSource(out.sources, i.source);
            for (const Offer& o : i.offers) {
                for (const Source* s : o.priceSources())
                    collectSource(out.sources, *s);
            }
        }
        QSet<QString> usedGpus;
        for (const InstanceType& i : std::as_const(out.instances))
            usedGpus.insert(i.gpuId);
        QSet<QString> added;
        for (const Gpu& g : std::as_const(placeholders)) {
            if (usedGpus.contains(g.id) && !knownGpus.contains(g.id) && !added.contains(g.id)) {
                out.gpus << g;
                added.insert(g.id);
                collectSource(out.sources, g.source);
            }
        }
        const QString name = provider + u".json"_s;
        QByteArray bytes = catalogFragmentJson(
            out, u"%1 GPU instance types and prices. Generated by scripts/build-catalog from "
                 u"catalog/specs/%2.json "
                 u"and the snapshots of catalog/build/sources.json: do not edit by hand."_s.arg(
                     providerInfo->name, provider));
        // What is written must load back cleanly.
        const CatalogFragment back = CatalogLoader::loadData(bytes, name);
        if (!back.readable || countErrors(back.issues) > 0)
            return back.issues.isEmpty() ? buildError(name, u"the generated file does not load"_s)
                                         : back.issues.first().error;
        build.files.insert(name, bytes);
    }

    build.log << rules.reportText();
    if (const QStringList failed = rules.failures(); !failed.isEmpty())
        return buildError(
            u"build/exceptions.json"_s,
            u"%1 finding(s) of the rules need a fix or a reviewed exception:\n  %2"_s.arg(failed.size())
                .arg(failed.join(u"\n  "_s)));
    build.files.insert(u"build/report.json"_s, rules.reportJson());

    // The storage and egress prices of every provider, in one file.
    QList<UsagePrice> usage;
    for (const Snapshot& snap : std::as_const(snapshots)) {
        if (snap.format != UsagePriceFormat)
            continue;
        const json& providers = manifest["providers"];
        if (std::find(providers.begin(), providers.end(), json(snap.provider.toStdString())) ==
            providers.end())
            return buildError(manifestPath,
                              u"snapshot %1: unknown provider %2"_s.arg(snap.id, snap.provider));
        const auto bytes = readFileCapped(dir.filePath(snap.file), MaxSnapshotBytes, u"snapshots"_s);
        if (!bytes)
            return bytes.error();
        UsagePrice base;
        base.provider = snap.provider;
        base.currency = snap.currency;
        base.asOf = snap.asOf;
        base.source = snap.source.title + u" ("_s + snap.id + u')';
        base.sourceUrl = snap.source.url;
        const auto prices = readUsagePriceCsv(bytes.value(), snap.file, base);
        if (!prices)
            return prices.error();
        build.log << u"%1: %2 storage and egress prices"_s.arg(snap.file).arg(prices.value().size());
        for (const UsagePrice& p : prices.value()) {
            if (std::any_of(usage.cbegin(), usage.cend(), [&](const UsagePrice& o) {
                    return o.kind == p.kind && o.provider == p.provider && o.region == p.region;
                }))
                return buildError(snap.file, u"a second %1 price for %2 in %3"_s.arg(usageKindKey(p.kind),
                                                                                     p.provider, p.region));
            usage << p;
        }
    }
    const QString usageName = u"usage/usage-prices.json"_s;
    const QByteArray usageBytes = UsagePriceList::toFileData(
        usage,
        u"Storage and egress prices per provider and region. Generated by scripts/build-catalog from the "
        u"usage-price-csv snapshots of catalog/build/sources.json: do not edit by hand."_s);
    IssueList usageIssues;
    const UsagePriceList back = UsagePriceList::fromFileData(usageBytes, usageName, usageIssues);
    if (const auto e = firstError(usageIssues))
        return *e;
    if (back.prices().size() != usage.size())
        return buildError(usageName, u"the generated file does not load whole"_s);
    build.files.insert(usageName, usageBytes);
    return build;
}

QStringList catalogBuildDifferences(const CatalogBuild& build, const QString& catalogDir)
{
    QStringList out;
    for (auto it = build.files.cbegin(); it != build.files.cend(); ++it) {
        const QString path = QDir(catalogDir).filePath(it.key());
        const auto bytes = readFileCapped(path, 64LL * 1024 * 1024, u"catalog files"_s);
        if (!bytes || bytes.value() != it.value())
            out << it.key();
    }
    return out;
}

} // namespace gp
