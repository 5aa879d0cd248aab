#include "catalogoutput.h"

#include "chartdata.h"
#include "regions.h"

#include "freshness.h"
#include "offergroups.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <unordered_map>

using namespace Qt::StringLiterals;
using json = gp::OutJson;

namespace gp {

namespace {
json str(const QString& s)
{
    return s.isEmpty() ? json(nullptr) : json(s.toStdString());
}

json money(const std::optional<Money>& m)
{
    return m ? json(m->toDouble()) : json(nullptr);
}

json date(const QDate& d)
{
    if (!d.isValid())
        return nullptr;
    int y = 0, m = 0, day = 0;
    d.getDate(&y, &m, &day);
    if (y < 1 || y > 9999)
        return d.toString(Qt::ISODate).toStdString();
    // YYYY-MM-DD without QString's printf: `list` writes thousands of these.
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", y, m, day);
    return std::string(text);
}

json opt(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json priceSource(const Source& s)
{
    return json{{"source", str(s.title)},
                {"source_url", str(s.url)},
                {"as_of", date(s.asOf)},
                {"as_of_basis", dateBasisKey(s.undated)},
                {"stale", isStale(s.asOf)}};
}

// The keys that name an instance, first in every object that describes one.
void putIdentity(json& j, const InstanceType& inst, const Catalog& catalog)
{
    j["id"] = inst.id().toStdString();
    j["provider"] = inst.provider.toStdString();
    j["provider_name"] = catalog.providerName(inst.provider).toStdString();
    j["name"] = inst.name.toStdString();
    j["family"] = str(inst.family);
}

QString totalKey(Precision p)
{
    return p == Precision::INT8 ? u"int8_tops_total"_s : precisionKey(p) + u"_tflops_total"_s;
}
} // namespace

json sourceToJson(const Source& s)
{
    return json{{"id", str(s.id)},
                {"title", str(s.title)},
                {"url", str(s.url)},
                {"as_of", date(s.asOf)},
                {"as_of_basis", dateBasisKey(s.undated)},
                {"stale", isStale(s.asOf)},
                {"notes", str(s.notes)}};
}

namespace {

// The scalar keys of an offer row after its identity, in the documented order, each with how it is made:
// offerRowToJson writes them all and offerRowValue one of them (a sort key) without the rest.
struct RowField
{
    std::string key;
    std::function<json(const OfferRow&)> value;
};

// A member of the row's place (catalog/geo/regions.json); null where the region has none or it is unknown.
json placeField(const OfferRow& r, QString RegionPlace::*member)
{
    const RegionPlace* p = RegionDirectory::builtin().find(r.instance->provider, r.region());
    return p && !(p->*member).isEmpty() ? json((p->*member).toStdString()) : json(nullptr);
}

const std::vector<RowField>& rowFields()
{
    static const std::vector<RowField> fields = [] {
        std::vector<RowField> f{
            {"gpu_id", [](const OfferRow& r) { return json(r.gpu->id.toStdString()); }},
            {"gpu_vendor", [](const OfferRow& r) { return json(r.gpu->vendor.toStdString()); }},
            {"gpu_model", [](const OfferRow& r) { return json(r.gpu->model.toStdString()); }},
            {"gpu_count", [](const OfferRow& r) { return json(r.instance->gpuCount); }},
            {"gpu_memory_gb", [](const OfferRow& r) { return json(r.gpuMemoryGbPerGpu()); }},
            {"total_gpu_memory_gb", [](const OfferRow& r) { return json(r.totalGpuMemoryGb()); }},
            {"memory_bandwidth_gbs", [](const OfferRow& r) { return opt(r.gpu->memoryBandwidthGbs); }},
        };
        for (Precision p : AllPrecisions)
            f.push_back(
                {totalKey(p).toStdString(), [p](const OfferRow& r) { return opt(r.totalDenseTflops(p)); }});
        const std::vector<RowField> rest{
            {"gpu_interconnect",
             [](const OfferRow& r) { return json(interconnectKey(r.instance->interconnect).toStdString()); }},
            {"network_gbps", [](const OfferRow& r) { return opt(r.instance->networkGbps); }},
            {"rdma", [](const OfferRow& r) { return json(rdmaKey(r.instance->rdma).toStdString()); }},
            {"vcpus",
             [](const OfferRow& r) {
                 return r.instance->vcpus > 0 ? json(r.instance->vcpus) : json(nullptr);
             }},
            {"memory_gib",
             [](const OfferRow& r) {
                 return r.instance->memoryGib > 0 ? json(r.instance->memoryGib) : json(nullptr);
             }},
            {"virtualization",
             [](const OfferRow& r) {
                 return json(virtualizationKey(r.instance->virtualization).toStdString());
             }},
            {"retired",
             [](const OfferRow& r) {
                 return r.instance->retired.isValid()
                            ? json(r.instance->retired.toString(Qt::ISODate).toStdString())
                            : json(nullptr);
             }},
            {"region", [](const OfferRow& r) { return str(r.region()); }},
            {"region_name", [](const OfferRow& r) { return placeField(r, &RegionPlace::name); }},
            {"city", [](const OfferRow& r) { return placeField(r, &RegionPlace::city); }},
            {"country", [](const OfferRow& r) { return placeField(r, &RegionPlace::country); }},
            {"continent", [](const OfferRow& r) { return placeField(r, &RegionPlace::continent); }},
            {"currency", [](const OfferRow& r) { return str(r.currency()); }},
            {"on_demand_hourly",
             [](const OfferRow& r) { return r.offer ? money(r.offer->onDemandPrice()) : json(nullptr); }},
            {"monthly",
             [](const OfferRow& r) { return r.offer ? money(r.offer->monthlyPrice()) : json(nullptr); }},
            {"spot_hourly",
             [](const OfferRow& r) { return r.offer ? money(r.offer->spotPrice()) : json(nullptr); }},
            {"reserved_1y_hourly",
             [](const OfferRow& r) {
                 return r.offer ? money(r.offer->reservedEffectiveHourly(1)) : json(nullptr);
             }},
            {"reserved_3y_hourly",
             [](const OfferRow& r) {
                 return r.offer ? money(r.offer->reservedEffectiveHourly(3)) : json(nullptr);
             }},
            {"source", [](const OfferRow& r) { return str(r.primarySource().title); }},
            {"source_url", [](const OfferRow& r) { return str(r.primarySource().url); }},
            {"as_of", [](const OfferRow& r) { return date(r.primarySource().asOf); }},
            {"as_of_basis", [](const OfferRow& r) { return json(dateBasisKey(r.primarySource().undated)); }},
            {"stale", [](const OfferRow& r) { return json(isStale(r)); }},
        };
        f.insert(f.end(), rest.begin(), rest.end());
        return f;
    }();
    return fields;
}

} // namespace

namespace {

// Every member of an offer row, in the documented order: offerRowToJson collects them into an object and
// appendOfferRowJson writes them out as they come.
template <typename Visit> void visitOfferRow(const OfferRow& row, const Catalog& catalog, Visit&& visit)
{
    const InstanceType& inst = *row.instance;
    const Offer* o = row.offer;
    json identity;
    putIdentity(identity, inst, catalog);
    for (auto it = identity.begin(); it != identity.end(); ++it)
        visit(it.key(), *it);
    for (const RowField& f : rowFields())
        visit(f.key, f.value(row));
    json sources = json::object();
    if (o) {
        if (o->onDemandHourly)
            sources["on_demand"] = priceSource(o->onDemandHourly->source);
        if (o->monthly)
            sources["monthly"] = priceSource(o->monthly->source);
        if (o->spot)
            sources["spot"] = priceSource(o->spot->source);
        if (const ReservedPrice* r = o->reservedCheapest(1))
            sources["reserved_1y"] = priceSource(r->source);
        if (const ReservedPrice* r = o->reservedCheapest(3))
            sources["reserved_3y"] = priceSource(r->source);
    }
    visit("price_sources", sources);
    visit("spec_source", priceSource(inst.source));
}

} // namespace

json offerRowToJson(const OfferRow& row, const Catalog& catalog)
{
    json j;
    visitOfferRow(row, catalog, [&j](const std::string& key, const json& value) { j[key] = value; });
    return j;
}

json offerGroupToJson(const OfferGroup& group, const Catalog& catalog, const QString& currency)
{
    json j = offerRowToJson(*group.best, catalog);
    j["region_count"] = group.regionCount();
    json regions = json::array();
    for (const OfferRow* row : group.rows)
        regions.push_back(row->region().toStdString());
    j["regions"] = std::move(regions);
    j["range_currency"] = currency.toStdString();
    j["on_demand_hourly_lowest"] = money(group.lowestOnDemand);
    j["on_demand_hourly_highest"] = money(group.highestOnDemand);
    return j;
}

void appendIndented(std::string& out, const std::string& text, int indent)
{
    const std::string margin(std::size_t(indent), ' ');
    for (char c : text) {
        out += c;
        if (c == '\n')
            out += margin;
    }
}

void appendOfferRowJson(std::string& out, const OfferRow& row, const Catalog& catalog, int indent)
{
    // nlohmann's own serializer writes each value, so the text is dump(2)'s to the byte.
    nlohmann::detail::serializer<json> scalar(nlohmann::detail::output_adapter<char>(out), ' ');
    const std::string inner(std::size_t(indent + 2), ' ');
    out += '{';
    bool first = true;
    visitOfferRow(row, catalog, [&](const std::string& key, const json& value) {
        out += first ? "\n" : ",\n";
        first = false;
        out += inner;
        scalar.dump(json(key), false, false, 0);
        out += ": ";
        if (!value.is_structured()) {
            scalar.dump(value, false, false, 0);
            return;
        }
        appendIndented(out, value.dump(2), indent + 2); // a small object, under its key
    });
    out += '\n';
    out.append(std::size_t(indent), ' ');
    out += '}';
}

namespace {

std::optional<PricingModel> pricingOfKey(const std::string& key)
{
    if (key == "on_demand_hourly")
        return PricingModel::OnDemand;
    if (key == "monthly")
        return PricingModel::Monthly;
    if (key == "spot_hourly")
        return PricingModel::Spot;
    if (key == "reserved_1y_hourly")
        return PricingModel::Reserved1y;
    if (key == "reserved_3y_hourly")
        return PricingModel::Reserved3y;
    return std::nullopt;
}

} // namespace

bool isOfferPriceKey(const std::string& key)
{
    return pricingOfKey(key).has_value();
}

json offerSortValue(const OfferRow& row, const Catalog& catalog, const std::string& key,
                    const QString& currency, const ExchangeRates& fx)
{
    const std::optional<PricingModel> pricing = pricingOfKey(key);
    if (!pricing)
        return offerRowValue(row, catalog, key);
    // The explorer's price columns sort by the same hourly amount (a monthly price as its hourly share).
    const std::optional<Money> price =
        row.offer ? hourlyPrice(*row.offer, *pricing, currency, fx) : std::nullopt;
    return price ? json(double(price->micros()) / 1e6) : json(nullptr);
}

json offerRowValue(const OfferRow& row, const Catalog& catalog, const std::string& key)
{
    static const std::unordered_map<std::string, std::size_t> index = [] {
        std::unordered_map<std::string, std::size_t> m;
        for (std::size_t i = 0; i < rowFields().size(); ++i)
            m.emplace(rowFields()[i].key, i);
        return m;
    }();
    const auto found = index.find(key);
    if (found != index.end())
        return rowFields()[found->second].value(row);
    return jsonMember(offerRowToJson(row, catalog), key); // an identity key or an object
}

json gpuToJson(const Gpu& g)
{
    json j;
    j["id"] = g.id.toStdString();
    j["model"] = g.model.toStdString();
    j["vendor"] = g.vendor.toStdString();
    j["architecture"] = str(g.architecture);
    j["form_factor"] = str(g.formFactor);
    j["memory_gb"] = g.memoryGb;
    j["memory_type"] = str(g.memoryType);
    j["memory_bandwidth_gbs"] = opt(g.memoryBandwidthGbs);
    for (Precision p : AllPrecisions) {
        const std::string key =
            p == Precision::INT8 ? "int8_tops" : (precisionKey(p) + u"_tflops"_s).toStdString();
        j[key] = opt(g.denseTflops(p));
    }
    json sparse = json::object();
    for (Precision p : AllPrecisions) {
        if (hasSparseFigure(p))
            sparse[precisionKey(p).toStdString()] = opt(g.sparseTflops(p));
    }
    j["sparse"] = sparse;
    j["interconnect"] = json{{"kind", linkKindKey(g.link).toStdString()},
                             {"generation", g.linkGeneration ? json(g.linkGeneration) : json(nullptr)},
                             {"gbs", g.linkGbs > 0 ? json(g.linkGbs) : json(nullptr)}};
    j["pcie_gen"] = g.pcieGen ? json(g.pcieGen) : json(nullptr);
    j["tdp_w"] = g.tdpW ? json(g.tdpW) : json(nullptr);
    json roles = json::array();
    for (const QString& k : gpuRoleKeys(g.roles))
        roles.push_back(k.toStdString());
    j["roles"] = roles;
    j["source"] = str(g.source.title);
    j["source_url"] = str(g.source.url);
    j["as_of"] = date(g.source.asOf);
    j["notes"] = str(g.notes);
    if (const GpuMeasurement* m = g.measured ? &*g.measured : nullptr) {
        // Only for models with a gpu-probe measurement (docs/measurement-format.md).
        j["measured_memory_bandwidth_gbs"] = opt(m->memoryBandwidthGbs);
        for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                            Precision::FP16, Precision::FP8})
            j[(u"measured_"_s + precisionKey(p) + u"_tflops"_s).toStdString()] =
                opt(m->tflops[std::size_t(p)]);
        j["measured_host_to_device_gbs"] = opt(m->hostToDeviceGbs);
        j["measured_device_to_host_gbs"] = opt(m->deviceToHostGbs);
        j["measured_peer_to_peer_gbs"] = opt(m->peerGbs);
        j["measured_all_reduce_bus_gbs"] = opt(m->allReduceBusGbs);
        j["measured_devices"] = m->devices;
        j["measured_at"] = m->measuredAt.toString(Qt::ISODate).toStdString();
        j["measured_file"] = m->file.toStdString();
    }
    return j;
}

json instanceToJson(const InstanceType& inst, const Catalog& catalog)
{
    json j;
    putIdentity(j, inst, catalog);
    j["gpu_count"] = inst.gpuCount;
    j["vcpus"] = inst.vcpus > 0 ? json(inst.vcpus) : json(nullptr);
    j["memory_gib"] = inst.memoryGib > 0 ? json(inst.memoryGib) : json(nullptr);
    j["gpu_interconnect"] = interconnectKey(inst.interconnect).toStdString();
    j["network_gbps"] = opt(inst.networkGbps);
    j["rdma"] = rdmaKey(inst.rdma).toStdString();
    j["local_storage"] = str(inst.localStorage);
    j["nvlink_domain_gpus"] = inst.nvlinkDomainGpus > 0 ? json(inst.nvlinkDomainGpus) : json(nullptr);
    j["virtualization"] = virtualizationKey(inst.virtualization).toStdString();
    j["notes"] = str(inst.notes);
    j["spec_source"] = priceSource(inst.source);
    const Gpu* gpu = catalog.gpu(inst.gpuId);
    if (gpu)
        j["gpu"] = gpuToJson(*gpu);
    json offers = json::array();
    if (inst.offers.isEmpty()) // listed like `list` does: one row without region or prices
        offers.push_back(offerRowToJson(OfferRow{&inst, gpu, nullptr}, catalog));
    for (const Offer& offer : inst.offers) {
        json o = offerRowToJson(OfferRow{&inst, gpu, &offer}, catalog);
        json reserved = json::array();
        for (const ReservedPrice& r : offer.reserved) {
            reserved.push_back(json{{"term_years", r.termYears},
                                    {"payment", paymentOptionKey(r.payment).toStdString()},
                                    {"upfront", money(r.upfront)},
                                    {"hourly", money(r.hourly)},
                                    {"effective_hourly", r.effectiveHourly().toDouble()},
                                    {"source", str(r.source->title)},
                                    {"as_of", date(r.source->asOf)}});
        }
        o["reserved"] = reserved;
        o["spot_interruption"] = offer.spot ? str(offer.spot->interruption) : json(nullptr);
        o["notes"] = str(offer.notes);
        offers.push_back(o);
    }
    j["offers"] = offers;
    return j;
}

bool jsonValueLess(const json& x, const json& y, bool descending)
{
    if (x.is_null() || y.is_null())
        return !x.is_null() && y.is_null(); // nulls last either way
    if (x.is_number() && y.is_number())
        return descending ? y.get<double>() < x.get<double>() : x.get<double>() < y.get<double>();
    const int c = jsonScalarToText(x).compare(jsonScalarToText(y), Qt::CaseInsensitive);
    return descending ? c > 0 : c < 0;
}

const json& jsonMember(const json& row, const std::string& key)
{
    static const json null;
    const auto it = row.find(key);
    return it == row.end() ? null : *it;
}

void sortJsonRows(std::vector<json>& rows, const std::string& key, bool descending)
{
    // Look each key up once: finding a member of an ordered object is a linear search.
    std::vector<std::pair<const json*, std::size_t>> order;
    order.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        order.emplace_back(&jsonMember(rows[i], key), i);
    std::stable_sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        return jsonValueLess(*a.first, *b.first, descending);
    });
    std::vector<json> sorted;
    sorted.reserve(rows.size());
    for (const auto& [value, index] : order)
        sorted.push_back(std::move(rows[index]));
    rows = std::move(sorted);
}

QString jsonScalarToText(const json& v, int maxDecimals)
{
    if (v.is_null())
        return {};
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    if (v.is_boolean())
        return v.get<bool>() ? u"true"_s : u"false"_s;
    if (v.is_number_integer() || v.is_number_unsigned())
        return QString::fromStdString(v.dump());
    if (v.is_number_float())
        return formatDecimal(v.get<double>(), maxDecimals);
    return QString::fromStdString(v.dump());
}

} // namespace gp
