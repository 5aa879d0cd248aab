#include "measurement.h"

#include "filereader.h"
#include "filewriter.h"

#include <QCoreApplication>

#include "catalog.h"
#include "gpunames.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "money.h"
#include "textcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using json = nlohmann::json;

namespace gp {

namespace {

const QString FileFormat = u"gpu-planner-measurements"_s;

struct QuantityInfo
{
    MeasuredQuantity quantity;
    const char* key;
    bool bandwidth; // GB/s, else TFLOPS
    std::optional<Precision> precision;
};

const QuantityInfo kQuantities[MeasuredQuantityCount] = {
    {MeasuredQuantity::MemoryCopy, "memory_copy", true, std::nullopt},
    {MeasuredQuantity::MemoryTriad, "memory_triad", true, std::nullopt},
    {MeasuredQuantity::HostToDevice, "host_to_device", true, std::nullopt},
    {MeasuredQuantity::DeviceToHost, "device_to_host", true, std::nullopt},
    {MeasuredQuantity::Fp32Fma, "fp32_fma", false, Precision::FP32},
    {MeasuredQuantity::Fp64Fma, "fp64_fma", false, Precision::FP64},
    {MeasuredQuantity::MatmulFp16, "matmul_fp16", false, Precision::FP16},
    {MeasuredQuantity::MatmulBf16, "matmul_bf16", false, Precision::BF16},
    {MeasuredQuantity::MatmulTf32, "matmul_tf32", false, Precision::TF32},
    {MeasuredQuantity::MatmulFp8, "matmul_fp8", false, Precision::FP8},
};

// Far above any GPU made, far below what overflows a sum: values beyond are typing mistakes.
constexpr double MaxGbs = 1e6;
constexpr double MaxTflops = 1e6;

std::optional<double> median(std::vector<double> v)
{
    if (v.empty())
        return std::nullopt;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::optional<QString> optionalText(ObjectReader& r, const char* key)
{
    const json* v = r.member(key);
    if (!v || v->is_null())
        return QString();
    if (!v->is_string()) {
        r.error(r.pathOf(key), QCoreApplication::translate("Measurement", "expected a string or null"));
        return std::nullopt;
    }
    const QString s = QString::fromStdString(v->get<std::string>());
    if (s.size() > 500) {
        r.error(r.pathOf(key), QCoreApplication::translate("Measurement", "longer than 500 characters"));
        return std::nullopt;
    }
    return s;
}

void readResult(ObjectReader& results, const QuantityInfo& info, MeasuredDevice& device)
{
    const json* v = results.member(info.key);
    if (!v || v->is_null())
        return;
    if (!v->is_object()) {
        results.error(
            results.pathOf(info.key),
            QCoreApplication::translate("Measurement", "expected an object with value, unit and verified"));
        return;
    }
    ObjectReader r(*v, results, info.key);
    const QString unit = info.bandwidth ? u"GB/s"_s : u"TFLOPS"_s;
    const auto u = r.string("unit", Need::Required);
    if (u && *u != unit)
        r.error(r.pathOf("unit"),
                QCoreApplication::translate("Measurement", "expected \"%1\", got \"%2\"").arg(unit, *u));
    const auto value = r.number("value", Need::Required, 0, info.bandwidth ? MaxGbs : MaxTflops, true);
    for (const char* k : {"best", "median", "worst"})
        r.number(k, Need::Optional, 0, info.bandwidth ? MaxGbs : MaxTflops, true);
    r.integer("repetitions", Need::Optional, 1, 100'000'000);
    if (const json* verified = r.member("verified"); !verified || !verified->is_boolean())
        r.error(r.pathOf("verified"),
                QCoreApplication::translate(
                    "Measurement", "expected true: the probe checks every result before it reports it"));
    else if (!verified->get<bool>())
        r.error(
            r.pathOf("verified"),
            QCoreApplication::translate("Measurement", "the result was not verified, so it cannot be used"));
    if (value && r.errors() == 0)
        device.values[std::size_t(info.quantity)] = *value;
}

std::optional<MeasuredDevice> readDevice(const json& v, const QString& arrayPath, qsizetype i,
                                         const QString& file, IssueList& issues)
{
    if (!v.is_object()) {
        issues << Issue::failure(
            Error{ErrorCode::Schema, file, 0, 0, jsonPathIndex(arrayPath, i),
                  QCoreApplication::translate("Measurement", "expected an object describing one GPU")});
        return std::nullopt;
    }
    ObjectReader r(v, arrayPath, i, file, issues);
    MeasuredDevice d;
    d.index = r.integer("index", Need::Required, 0, 255).value_or(0);
    d.name = r.string("name", Need::Required).value_or(QString());
    if (d.name.size() > 200) {
        r.error(r.pathOf("name"), QCoreApplication::translate("Measurement", "longer than 200 characters"));
        d.name.clear();
    }
    d.memoryMib = r.number("memory_mib", Need::Required, 0, 1e8, true).value_or(0);
    if (const json* res = r.object("results", Need::Required)) {
        ObjectReader results(*res, r, "results");
        std::vector<const char*> known;
        for (const QuantityInfo& q : kQuantities) {
            readResult(results, q, d);
            known.push_back(q.key);
        }
        for (auto it = res->begin(); it != res->end(); ++it) {
            if (std::none_of(known.begin(), known.end(), [&](const char* k) { return it.key() == k; }))
                results.warning(results.pathOf(it.key().c_str()),
                                QCoreApplication::translate(
                                    "Measurement", "a measurement this version does not use; left out"));
        }
    }
    if (const json* w = r.array("warnings", Need::Optional)) {
        // Kept whole or refused: a probe writes a few short warnings, so more or longer ones are a fault.
        if (w->size() > 100)
            r.error(r.pathOf("warnings"),
                    QCoreApplication::translate("Measurement", "more than 100 warnings (%1)").arg(w->size()));
        for (std::size_t k = 0; k < w->size() && k < 100; ++k) {
            if ((*w)[k].is_string()) {
                const QString text = QString::fromStdString((*w)[k].get<std::string>());
                if (characterCount(text) > 500)
                    r.error(jsonPathIndex(r.pathOf("warnings"), qsizetype(k)),
                            QCoreApplication::translate("Measurement", "longer than 500 characters"));
                else
                    d.probeWarnings << text;
            } else
                r.error(jsonPathIndex(r.pathOf("warnings"), qsizetype(k)),
                        QCoreApplication::translate("Measurement", "expected a string"));
        }
    }
    if (r.errors() > 0)
        return std::nullopt;
    GpuNameHints hints;
    hints.name = d.name;
    // Drivers report a little less than the marketing size in GiB (an "80GB" part shows 81,559 MiB).
    hints.memoryGb = d.memoryMib / 1024.0;
    const GpuMatch match = matchGpuName(hints);
    d.gpuId = match.gpuId;
    d.assumption = match.assumption;
    return d;
}

std::optional<MeasuredAllReduce> readAllReduce(const json& obj, ObjectReader& top,
                                               const QList<MeasuredDevice>& devices)
{
    ObjectReader r(obj, top, "all_reduce");
    r.warnUnknownKeys(
        {"library", "library_version", "devices", "operation", "data_type", "bus_bandwidth", "sizes"});
    MeasuredAllReduce a;
    a.libraryVersion = optionalText(r, "library_version").value_or(QString());
    optionalText(r, "library");
    if (const json* list = r.array("devices", Need::Required)) {
        for (std::size_t i = 0; i < list->size() && i < std::size_t(MeasurementMaxDevices); ++i) {
            const json& d = (*list)[i];
            const QString path = jsonPathIndex(r.pathOf("devices"), qsizetype(i));
            const bool known = d.is_number_integer() &&
                               std::any_of(devices.cbegin(), devices.cend(),
                                           [&](const MeasuredDevice& m) { return m.index == d.get<int>(); });
            if (!known)
                r.error(path, QCoreApplication::translate("Measurement",
                                                          "expected the index of a GPU in \"gpus\""));
            else if (a.devices.contains(d.get<int>()))
                r.error(path,
                        QCoreApplication::translate("Measurement", "GPU %1 appears twice").arg(d.get<int>()));
            else
                a.devices << d.get<int>();
        }
        if (list->size() < 2 || list->size() > std::size_t(MeasurementMaxDevices))
            r.error(r.pathOf("devices"),
                    QCoreApplication::translate("Measurement", "an all-reduce is across 2 to %1 GPUs, not %2")
                        .arg(MeasurementMaxDevices)
                        .arg(list->size()));
    }
    if (const json* bw = r.object("bus_bandwidth", Need::Required)) {
        ObjectReader b(*bw, r, "bus_bandwidth");
        const auto u = b.string("unit", Need::Required);
        if (u && *u != u"GB/s"_s)
            b.error(b.pathOf("unit"),
                    QCoreApplication::translate("Measurement", "expected \"GB/s\", got \"%1\"").arg(*u));
        a.busGbs = b.number("value", Need::Required, 0, MaxGbs, true).value_or(0);
        a.bytes = qint64(b.number("bytes", Need::Required, 1, 1e15).value_or(0));
    }
    if (const json* sizes = r.array("sizes", Need::Optional)) {
        const QString arrayPath = r.pathOf("sizes");
        for (std::size_t i = 0; i < sizes->size() && i < 64; ++i) {
            if (!(*sizes)[i].is_object()) {
                r.error(jsonPathIndex(arrayPath, qsizetype(i)),
                        QCoreApplication::translate("Measurement", "expected an object"));
                continue;
            }
            ObjectReader z((*sizes)[i], r, "sizes", qsizetype(i));
            const auto bytes = z.number("bytes", Need::Required, 1, 1e15);
            const auto bus = z.number("bus_bandwidth_gbs", Need::Required, 0, MaxGbs, true);
            if (bytes && bus)
                a.sizes << qMakePair(qint64(*bytes), *bus);
        }
    }
    if (r.errors() > 0)
        return std::nullopt;
    return a;
}

QString gbsText(double v)
{
    return formatDecimal(v, v < 100 ? 1 : 0);
}

} // namespace

QString measuredQuantityKey(MeasuredQuantity q)
{
    return QString::fromLatin1(kQuantities[std::size_t(q)].key);
}

QString measuredQuantityUnit(MeasuredQuantity q)
{
    return kQuantities[std::size_t(q)].bandwidth ? u"GB/s"_s : u"TFLOPS"_s;
}

std::optional<Precision> measuredPrecision(MeasuredQuantity q)
{
    return kQuantities[std::size_t(q)].precision;
}

std::optional<MeasurementFile> parseMeasurementFile(const QByteArray& data, const QString& file,
                                                    IssueList& issues)
{
    const auto parsed = parseJsonObjectInto(data, file, issues);
    if (!parsed)
        return std::nullopt;
    const json& root = *parsed;
    ObjectReader top(root, QString(), file, issues);
    top.warnUnknownKeys({"format", "format_version", "probe", "probe_version", "measured_at", "host", "label",
                         "driver_version", "cuda_driver_version", "cuda_runtime_version", "cublas_version",
                         "run_seconds", "gpus", "peer_to_peer", "peer_to_peer_not_measured", "all_reduce",
                         "all_reduce_not_measured"});
    const auto format = top.string("format", Need::Required);
    if (format && *format != FileFormat)
        top.error(u"format"_s, QCoreApplication::translate("Measurement",
                                                           "expected \"%1\" (a gpu-probe result), got \"%2\"")
                                   .arg(FileFormat, *format));
    const auto version = top.integer("format_version", Need::Required, 1, 1000);
    if (version && *version != 1)
        top.error(u"format_version"_s,
                  QCoreApplication::translate("Measurement",
                                              "version %1 is not supported; this GPU Planner reads version 1")
                      .arg(*version));
    MeasurementFile m;
    m.file = file;
    m.probeVersion = top.string("probe_version", Need::Required).value_or(QString());
    if (characterCount(m.probeVersion) > 50)
        top.error(u"probe_version"_s,
                  QCoreApplication::translate("Measurement", "longer than 50 characters"));
    if (const auto when = top.string("measured_at", Need::Required)) {
        m.measuredAt = QDateTime::fromString(*when, Qt::ISODate);
        if (!m.measuredAt.isValid() || m.measuredAt.timeSpec() == Qt::LocalTime)
            top.error(u"measured_at"_s,
                      QCoreApplication::translate(
                          "Measurement",
                          "expected a date and time with its zone, like 2026-11-30T00:27:20Z, got \"%1\"")
                          .arg(*when));
        else
            m.measuredAt = m.measuredAt.toUTC();
    }
    m.host = optionalText(top, "host").value_or(QString());
    m.label = optionalText(top, "label").value_or(QString());
    m.driverVersion = optionalText(top, "driver_version").value_or(QString());
    for (const char* k : {"cuda_driver_version", "cuda_runtime_version", "cublas_version", "probe"})
        optionalText(top, k);
    top.number("run_seconds", Need::Optional, 0, 1e7);

    if (const json* gpus = top.array("gpus", Need::Required)) {
        if (gpus->empty())
            top.error(u"gpus"_s, QCoreApplication::translate(
                                     "Measurement",
                                     "no GPU in the file: the probe found none or the file was cut short"));
        else if (gpus->size() > std::size_t(MeasurementMaxDevices))
            top.error(u"gpus"_s,
                      QCoreApplication::translate("Measurement", "%1 GPUs; a file holds at most %2")
                          .arg(gpus->size())
                          .arg(MeasurementMaxDevices));
        else {
            const QString arrayPath = u"gpus"_s;
            for (std::size_t i = 0; i < gpus->size(); ++i) {
                if (auto d = readDevice((*gpus)[i], arrayPath, qsizetype(i), file, issues))
                    m.devices << *d;
            }
            for (qsizetype i = 0; i < m.devices.size(); ++i)
                for (qsizetype j = 0; j < i; ++j)
                    if (m.devices[i].index == m.devices[j].index)
                        top.error(jsonPathKey(jsonPathIndex(arrayPath, i), u"index"_s),
                                  QCoreApplication::translate("Measurement", "GPU %1 appears twice")
                                      .arg(m.devices[i].index));
        }
    }
    if (const json* peers = top.array("peer_to_peer", Need::Optional)) {
        const QString arrayPath = u"peer_to_peer"_s;
        if (peers->size() > std::size_t(MeasurementMaxDevices * (MeasurementMaxDevices - 1)))
            top.error(arrayPath,
                      QCoreApplication::translate("Measurement", "more pairs than %1 GPUs can have")
                          .arg(MeasurementMaxDevices));
        else
            for (std::size_t i = 0; i < peers->size(); ++i) {
                const json& p = (*peers)[i];
                if (!p.is_object()) {
                    top.error(jsonPathIndex(arrayPath, qsizetype(i)),
                              QCoreApplication::translate("Measurement", "expected an object"));
                    continue;
                }
                ObjectReader r(p, arrayPath, qsizetype(i), file, issues);
                MeasuredPeer peer;
                peer.from = r.integer("from", Need::Required, 0, 255).value_or(0);
                peer.to = r.integer("to", Need::Required, 0, 255).value_or(0);
                if (const json* pa = r.member("peer_access"); pa && pa->is_boolean())
                    peer.peerAccess = pa->get<bool>();
                if (const json* bw = r.object("bandwidth", Need::Required)) {
                    ObjectReader b(*bw, r, "bandwidth");
                    const auto u = b.string("unit", Need::Required);
                    if (u && *u != u"GB/s"_s)
                        b.error(b.pathOf("unit"),
                                QCoreApplication::translate("Measurement", "expected \"GB/s\", got \"%1\"")
                                    .arg(*u));
                    peer.gbs = b.number("value", Need::Required, 0, MaxGbs, true).value_or(0);
                }
                if (r.errors() == 0)
                    m.peers << peer;
            }
    }
    if (const json* ar = top.member("all_reduce"); ar && !ar->is_null()) {
        if (!ar->is_object())
            top.error(top.pathOf("all_reduce"),
                      QCoreApplication::translate("Measurement", "expected an object or null"));
        else
            m.allReduce = readAllReduce(*ar, top, m.devices);
    }
    if (top.errors() > 0)
        return std::nullopt;
    return m;
}

namespace {
// The file's bytes (the store keeps them unchanged) and what they say; nullopt with issues on any error.
std::optional<std::pair<QByteArray, MeasurementFile>> readMeasurement(const QString& path, IssueList& issues)
{
    const auto data = readInputFile(path, MeasurementFileMaxBytes,
                                    QCoreApplication::translate("Measurement", "measurement files"), issues);
    if (!data)
        return std::nullopt;
    auto m = parseMeasurementFile(*data, path, issues);
    if (!m)
        return std::nullopt;
    return std::pair{*data, std::move(*m)};
}
} // namespace

std::optional<MeasurementFile> loadMeasurementFile(const QString& path, IssueList& issues)
{
    auto read = readMeasurement(path, issues);
    return read ? std::optional<MeasurementFile>(std::move(read->second)) : std::nullopt;
}

QMap<QString, GpuMeasurement> summarizeMeasurements(const QList<MeasurementFile>& files)
{
    QMap<QString, const MeasurementFile*> newest;
    for (const MeasurementFile& f : files)
        for (const MeasuredDevice& d : f.devices) {
            if (d.gpuId.isEmpty())
                continue;
            const MeasurementFile*& slot = newest[d.gpuId];
            if (!slot || f.measuredAt > slot->measuredAt ||
                (f.measuredAt == slot->measuredAt && f.file > slot->file))
                slot = &f;
        }
    QMap<QString, GpuMeasurement> out;
    for (auto it = newest.cbegin(); it != newest.cend(); ++it) {
        const MeasurementFile& f = *it.value();
        GpuMeasurement g;
        g.file = QFileInfo(f.file).fileName();
        g.measuredAt = f.measuredAt;
        g.label = f.label;
        std::array<std::vector<double>, MeasuredQuantityCount> values;
        std::vector<double> bandwidth;
        QList<int> indices;
        for (const MeasuredDevice& d : f.devices) {
            if (d.gpuId != it.key())
                continue;
            ++g.devices;
            g.deviceName = d.name;
            indices << d.index;
            for (int q = 0; q < MeasuredQuantityCount; ++q)
                if (d.values[std::size_t(q)])
                    values[std::size_t(q)].push_back(*d.values[std::size_t(q)]);
            const auto copy = d.value(MeasuredQuantity::MemoryCopy),
                       triad = d.value(MeasuredQuantity::MemoryTriad);
            if (copy || triad)
                bandwidth.push_back(std::max(copy.value_or(0), triad.value_or(0)));
        }
        g.memoryBandwidthGbs = median(bandwidth);
        g.hostToDeviceGbs = median(values[std::size_t(MeasuredQuantity::HostToDevice)]);
        g.deviceToHostGbs = median(values[std::size_t(MeasuredQuantity::DeviceToHost)]);
        for (const QuantityInfo& q : kQuantities)
            if (q.precision)
                g.tflops[std::size_t(*q.precision)] = median(values[std::size_t(q.quantity)]);
        std::vector<double> peers;
        for (const MeasuredPeer& p : f.peers)
            if (indices.contains(p.from) && indices.contains(p.to))
                peers.push_back(p.gbs);
        g.peerGbs = median(peers);
        if (f.allReduce && std::all_of(f.allReduce->devices.cbegin(), f.allReduce->devices.cend(),
                                       [&](int i) { return indices.contains(i); })) {
            g.allReduceBusGbs = f.allReduce->busGbs;
            g.allReduceGpus = int(f.allReduce->devices.size());
            g.allReduceBytes = f.allReduce->bytes;
            if (g.peerGbs)
                g.allReduceOverLink = *g.peerGbs >= MeasuredLinkMinGbs;
        }
        out.insert(it.key(), g);
    }
    return out;
}

std::optional<double> datasheetFigure(const Gpu& gpu, MeasuredQuantity q)
{
    if (q == MeasuredQuantity::MemoryCopy || q == MeasuredQuantity::MemoryTriad)
        return gpu.memoryBandwidthGbs;
    if (const auto p = measuredPrecision(q))
        return gpu.denseTflops(*p);
    return std::nullopt;
}

std::optional<double> percentOfDatasheet(const Gpu& gpu, MeasuredQuantity q, const MeasuredDevice& device)
{
    const auto v = device.value(q);
    const auto sheet = datasheetFigure(gpu, q);
    if (!v || !sheet || *sheet <= 0)
        return std::nullopt;
    return 100.0 * *v / *sheet;
}

QString measuredWithShare(std::optional<double> measured, std::optional<double> datasheet, int decimals)
{
    if (!measured)
        return {};
    QString s = formatDecimal(*measured, decimals);
    if (datasheet && *datasheet > 0)
        s += u" (%1 %)"_s.arg(formatDecimal(100.0 * *measured / *datasheet, 0));
    return s;
}

IssueList checkAgainstCatalog(const MeasurementFile& m, const Catalog& catalog)
{
    IssueList out;
    auto warn = [&](int i, const QString& message) {
        out << Issue::warning(Error{ErrorCode::Schema, m.file, 0, 0, jsonPathIndex(u"gpus"_s, i), message});
    };
    for (qsizetype i = 0; i < m.devices.size(); ++i) {
        const MeasuredDevice& d = m.devices[i];
        const Gpu* gpu = d.gpuId.isEmpty() ? nullptr : catalog.gpu(d.gpuId);
        if (!gpu) {
            warn(int(i),
                 QCoreApplication::translate(
                     "Measurement",
                     "\"%1\" is not a GPU model in the catalog; its figures are kept but shown nowhere")
                     .arg(d.name));
            continue;
        }
        if (!d.assumption.isEmpty())
            warn(int(i),
                 QCoreApplication::translate("Measurement", "read as %1: %2").arg(gpu->model, d.assumption));
        for (int q = 0; q < MeasuredQuantityCount; ++q) {
            const auto quantity = MeasuredQuantity(q);
            const auto pct = percentOfDatasheet(*gpu, quantity, d);
            if (!pct)
                continue;
            const QString what = measuredQuantityKey(quantity);
            const bool memory =
                quantity == MeasuredQuantity::MemoryCopy || quantity == MeasuredQuantity::MemoryTriad;
            if (*pct > 110)
                warn(int(i),
                     QCoreApplication::translate(
                         "Measurement",
                         "%1 is %2 % of the %3 datasheet: more than the hardware can do; check the file")
                         .arg(what, formatDecimal(*pct, 1), gpu->model));
            else if (memory && (*pct < 60 || *pct > 100))
                warn(int(i), QCoreApplication::translate(
                                 "Measurement",
                                 "%1 is %2 % of the datasheet bandwidth (%3 GB/s); 60-100 % is plausible")
                                 .arg(what, formatDecimal(*pct, 1), gbsText(*gpu->memoryBandwidthGbs)));
            else if (quantity == MeasuredQuantity::MatmulBf16 && (*pct < 50 || *pct > 100))
                warn(int(i),
                     QCoreApplication::translate(
                         "Measurement", "%1 is %2 % of the datasheet's dense BF16; 50-100 % is plausible")
                         .arg(what, formatDecimal(*pct, 1)));
        }
    }
    return out;
}

// ---- store ----

QString MeasurementStore::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/measurements"_s;
}

std::optional<QString> MeasurementStore::importFile(const QString& path, const Catalog& catalog,
                                                    IssueList& issues, MeasurementFile* parsedOut)
{
    auto read = readMeasurement(path, issues);
    if (!read)
        return std::nullopt;
    const QByteArray& data = read->first;
    MeasurementFile& m = read->second;
    issues << checkAgainstCatalog(m, catalog);
    QString gpuId;
    for (const MeasuredDevice& d : m.devices)
        if (!d.gpuId.isEmpty() && catalog.gpu(d.gpuId)) {
            gpuId = d.gpuId;
            break;
        }
    if (gpuId.isEmpty()) {
        issues << Issue::failure(Error{
            ErrorCode::UnknownReference, path, 0, 0, u"gpus"_s,
            QCoreApplication::translate(
                "Measurement", "no GPU in the file is a model in the catalog, so nothing could be shown")});
        return std::nullopt;
    }
    const QString name = u"%1-%2.json"_s.arg(gpuId, m.measuredAt.toString(u"yyyyMMdd-HHmmss"_s));
    if (const Result<bool> made = ensureFolder(folder()); !made) {
        issues << Issue::failure(made.error());
        return std::nullopt;
    }
    const QString target = QDir(folder()).filePath(name);
    if (const Result<bool> written = writeFileSafely(target, data); !written) {
        issues << Issue::failure(written.error());
        return std::nullopt;
    }
    if (parsedOut) {
        *parsedOut = std::move(m);
        parsedOut->file = target;
    }
    return target;
}

QStringList MeasurementStore::fileNames()
{
    return QDir(folder()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

QList<MeasurementFile> MeasurementStore::loadAll(IssueList& issues)
{
    QList<MeasurementFile> out;
    const QDir dir(folder());
    for (const QString& n : fileNames()) {
        IssueList own;
        if (auto m = loadMeasurementFile(dir.filePath(n), own))
            out << *m;
        for (Issue& i : own)
            i.severity = Issue::Severity::Warning; // a bad stored file is left out; the rest still loads
        issues << own;
    }
    return out;
}

std::optional<Error> MeasurementStore::remove(const QString& name)
{
    const QString file = name.endsWith(u".json"_s) ? name : name + u".json"_s;
    if (file.contains(u'/') || file.startsWith(u'.'))
        return Error{
            ErrorCode::NotFound,
            {},
            0,
            0,
            {},
            QCoreApplication::translate("Measurement", "\"%1\" is not the name of a stored measurement")
                .arg(name)};
    const QString path = QDir(folder()).filePath(file);
    if (!QFileInfo(path).isFile()) {
        const QStringList stored = fileNames();
        return Error{ErrorCode::NotFound,
                     {},
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Measurement", "no stored measurement \"%1\"; stored: %2")
                         .arg(name, stored.isEmpty() ? QCoreApplication::translate("Measurement", "none")
                                                     : stored.join(u", "_s))};
    }
    if (!QFile::remove(path))
        return Error{ErrorCode::Io,
                     path,
                     0,
                     0,
                     {},
                     QCoreApplication::translate("Measurement", "cannot remove the file")};
    return std::nullopt;
}

} // namespace gp
