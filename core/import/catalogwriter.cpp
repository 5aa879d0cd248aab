#include "catalogwriter.h"

#include "money.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <cstdio>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

void appendJsonString(QByteArray& out, const QString& s)
{
    const QByteArray u = s.toUtf8();
    out += '"';
    for (const char c : u) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

// `, "key": "value"` (or without the comma for the first member).
void appendMember(QByteArray& out, const char* key, const QString& value, bool first = false)
{
    if (!first)
        out += ", ";
    out += '"';
    out += key;
    out += "\": ";
    appendJsonString(out, value);
}

void appendMoney(QByteArray& out, const Money& m)
{
    out += m.toDecimalString(0, 6).toLatin1();
}

void appendNumber(QByteArray& out, double v)
{
    out += formatDecimal(v, 6).toLatin1();
}

} // namespace

QByteArray importedCatalogJson(const ImportResult& result)
{
    const ImportReport& r = result.report;
    json meta = json::object();
    meta["format"] = importFormatKey(r.format).toStdString();
    meta["file"] = r.file.toStdString();
    meta["as_of"] = r.asOf.toString(Qt::ISODate).toStdString();
    meta["imported_at"] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    meta["rows_read"] = r.rowsRead;
    meta["rows_skipped"] = r.rowsSkipped();
    meta["offers"] = r.offersImported;
    meta["instances"] = r.instancesImported;
    return catalogFragmentJson(result.fragment,
                               u"Imported from %1 (%2)."_s.arg(r.file, importFormatLabel(r.format)),
                               QByteArray::fromStdString(meta.dump()));
}

QByteArray catalogFragmentJson(const CatalogFragment& f, const QString& description,
                               const QByteArray& importMeta)
{
    qsizetype offers = 0;
    for (const InstanceType& i : f.instances)
        offers += i.offers.size();
    QByteArray out;
    out.reserve(256 + f.instances.size() * 400 + offers * 90);
    out += "{\n";
    if (!importMeta.isEmpty())
        out += "\"import\": " + importMeta + ",\n";
    out += "\"format\": \"gpu-planner-catalog\",\n\"version\": 1,\n\"description\": ";
    appendJsonString(out, description);
    out += ",\n\"sources\": {";
    bool first = true;
    QStringList ids = f.sources.keys();
    ids.sort();
    for (const QString& id : ids) {
        const Source& s = f.sources[id];
        out += first ? "\n  " : ",\n  ";
        first = false;
        appendJsonString(out, id);
        out += ": {";
        appendMember(out, "title", s.title, true);
        if (!s.url.isEmpty())
            appendMember(out, "url", s.url);
        appendMember(out, "as_of", s.asOf.toString(Qt::ISODate));
        if (s.undated)
            appendMember(out, "as_of_basis", QString::fromLatin1(dateBasisKey(true)));
        if (!s.notes.isEmpty())
            appendMember(out, "notes", s.notes);
        out += '}';
    }
    out += "\n},\n";
    if (!f.gpus.isEmpty()) {
        out += "\"gpus\": [";
        for (int i = 0; i < f.gpus.size(); ++i) {
            const Gpu& g = f.gpus[i];
            out += i ? ",\n  {" : "\n  {";
            appendMember(out, "id", g.id, true);
            appendMember(out, "vendor", g.vendor);
            appendMember(out, "model", g.model);
            appendMember(out, "form_factor", g.formFactor);
            out += ", \"memory_gb\": ";
            appendNumber(out, g.memoryGb);
            appendMember(out, "memory_type", g.memoryType);
            out += ", \"dense\": {}";
            appendMember(out, "source", g.source.id);
            appendMember(out, "notes", g.notes);
            out += '}';
        }
        out += "\n],\n";
    }
    out += "\"provider\": {";
    appendMember(out, "id", f.provider->id, true);
    appendMember(out, "name", f.provider->name);
    appendMember(out, "currency", f.provider->currency.isEmpty() ? u"USD"_s : f.provider->currency);
    out += "},\n\"instances\": [";
    for (int i = 0; i < f.instances.size(); ++i) {
        const InstanceType& inst = f.instances[i];
        out += i ? ",\n{" : "\n{";
        appendMember(out, "name", inst.name, true);
        appendMember(out, "family", inst.family);
        appendMember(out, "gpu", inst.gpuId);
        out += ", \"gpu_count\": ";
        appendNumber(out, inst.gpuCount);
        if (inst.gpuAssumed)
            out += ", \"gpu_assumed\": true";
        if (inst.vcpus > 0)
            out += ", \"vcpus\": " + QByteArray::number(inst.vcpus);
        if (inst.memoryGib > 0) {
            out += ", \"memory_gib\": ";
            appendNumber(out, inst.memoryGib);
        }
        out += ", \"gpu_interconnect\": \"" + interconnectKey(inst.interconnect).toLatin1() + "\"";
        if (inst.networkGbps) {
            out += ", \"network_gbps\": ";
            appendNumber(out, *inst.networkGbps);
        }
        out += ", \"rdma\": \"" + rdmaKey(inst.rdma).toLatin1() + "\"";
        if (!inst.localStorage.isEmpty())
            appendMember(out, "local_storage", inst.localStorage);
        if (inst.nvlinkDomainGpus > 0)
            out += ", \"nvlink_domain_gpus\": " + QByteArray::number(inst.nvlinkDomainGpus);
        if (inst.virtualization != Virtualization::Passthrough)
            out += ", \"virtualization\": \"" + virtualizationKey(inst.virtualization).toLatin1() + "\"";
        if (inst.retired.isValid())
            appendMember(out, "retired", inst.retired.toString(Qt::ISODate));
        appendMember(out, "source", inst.source.id);
        if (!inst.notes.isEmpty())
            appendMember(out, "notes", inst.notes);
        out += ",\n \"offers\": [";
        for (int k = 0; k < inst.offers.size(); ++k) {
            const Offer& o = inst.offers[k];
            out += k ? ",\n  {\"region\": " : "\n  {\"region\": ";
            appendJsonString(out, o.region);
            if (o.currency != f.provider->currency && !o.currency.isEmpty())
                out += ", \"currency\": \"" + o.currency.toLatin1() + "\"";
            const QList<const Source*> srcs = o.priceSources();
            const QString sourceId = srcs.isEmpty() ? u"import"_s : srcs.first()->id;
            out += ", \"source\": ";
            appendJsonString(out, sourceId);
            if (o.onDemandHourly) {
                out += ", \"on_demand\": {\"hourly\": ";
                appendMoney(out, o.onDemandHourly->amount);
                out += '}';
            }
            if (o.monthly) {
                out += ", \"monthly\": {\"price\": ";
                appendMoney(out, o.monthly->amount);
                out += '}';
            }
            if (o.spot) {
                out += ", \"spot\": {\"hourly\": ";
                appendMoney(out, o.spot->hourly);
                if (!o.spot->interruption.isEmpty()) {
                    out += ", \"interruption\": ";
                    appendJsonString(out, o.spot->interruption);
                }
                out += '}';
            }
            if (!o.reserved.isEmpty()) {
                out += ", \"reserved\": [";
                for (int j = 0; j < o.reserved.size(); ++j) {
                    const ReservedPrice& rp = o.reserved[j];
                    out += j ? ", {" : "{";
                    out += "\"term_years\": " + QByteArray::number(rp.termYears) + ", \"payment\": \"" +
                           paymentOptionKey(rp.payment).toLatin1() + "\"";
                    if (rp.publishedEffectiveHourly) {
                        out += ", \"effective_hourly\": ";
                        appendMoney(out, *rp.publishedEffectiveHourly);
                    }
                    if (rp.upfront) {
                        out += ", \"upfront\": ";
                        appendMoney(out, *rp.upfront);
                    }
                    if (rp.hourly) {
                        out += ", \"hourly\": ";
                        appendMoney(out, *rp.hourly);
                    }
                    out += '}';
                }
                out += ']';
            }
            if (!o.notes.isEmpty()) {
                out += ", \"notes\": ";
                appendJsonString(out, o.notes);
            }
            out += '}';
        }
        out += "]}";
    }
    out += "\n]\n}\n";
    return out;
}

} // namespace gp
