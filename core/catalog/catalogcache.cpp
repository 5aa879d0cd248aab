#include "catalogcache.h"

#include "filereader.h"
#include "filewriter.h"
#include "i18n.h"
#include "logging.h"

#include "version.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <stdexcept>
#include <type_traits>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;

namespace gp {

namespace {

constexpr char Magic[8] = {'G', 'P', 'C', 'A', 'T', 'F', 'R', 'G'};
constexpr char Trailer[4] = {'E', 'N', 'D', '.'};
constexpr quint32 NullString = 0xffffffffu;

// Little-endian, fixed-width fields; every string once, in a table before the body.
class Writer
{
public:
    template <typename T> void num(T v)
    {
        static_assert(std::is_arithmetic_v<T>);
        m_body.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void flag(bool b) { num(quint8(b ? 1 : 0)); }
    void str(const QString& s)
    {
        if (s.isNull()) {
            num(NullString);
            return;
        }
        const auto found = m_index.constFind(s);
        if (found != m_index.cend()) {
            num(*found);
            return;
        }
        const quint32 i = quint32(m_strings.size());
        m_index.insert(s, i);
        m_strings << s;
        num(i);
    }
    void date(const QDate& d)
    {
        num(qint64(d.isValid() ? d.toJulianDay() : std::numeric_limits<qint64>::min()));
    }
    void optDouble(const std::optional<double>& v)
    {
        flag(v.has_value());
        if (v)
            num(*v);
    }
    void money(const Money& m)
    {
        num(qint64(m.micros()));
        str(m.currency());
    }
    void optMoney(const std::optional<Money>& m)
    {
        flag(m.has_value());
        if (m)
            money(*m);
    }
    void count(qsizetype n) { num(quint32(n)); }
    // A price's source: each shared Source once, in a table after the strings.
    void sourceRef(const SourceRef& ref)
    {
        const Source* key = &*ref;
        auto found = m_sourceIndex.constFind(key);
        if (found == m_sourceIndex.cend()) {
            found = m_sourceIndex.insert(key, quint32(m_sourceOrder.size()));
            m_sourceOrder << ref;
        }
        num(*found);
    }
    // Writes the source table; call before finish() and after the body.
    template <typename WriteSource> void closeSources(WriteSource writeSource)
    {
        std::swap(m_body, m_sourceBytes);
        count(m_sourceOrder.size());
        for (const SourceRef& ref : std::as_const(m_sourceOrder))
            writeSource(*this, *ref);
        std::swap(m_body, m_sourceBytes);
    }

    QByteArray finish() const
    {
        QByteArray out;
        out.append(Magic, sizeof Magic);
        const quint32 version = CatalogCache::FormatVersion;
        out.append(reinterpret_cast<const char*>(&version), sizeof version);
        const quint32 n = quint32(m_strings.size());
        out.append(reinterpret_cast<const char*>(&n), sizeof n);
        for (const QString& s : m_strings) {
            const quint32 len = quint32(s.size());
            out.append(reinterpret_cast<const char*>(&len), sizeof len);
            out.append(reinterpret_cast<const char*>(s.utf16()), qsizetype(len * sizeof(char16_t)));
        }
        out.append(m_sourceBytes);
        const quint64 bodyLength = quint64(m_body.size());
        out.append(reinterpret_cast<const char*>(&bodyLength), sizeof bodyLength);
        out.append(m_body);
        out.append(Trailer, sizeof Trailer);
        return out;
    }

private:
    QByteArray m_body;
    QStringList m_strings;
    QHash<QString, quint32> m_index;
    QByteArray m_sourceBytes;
    QList<SourceRef> m_sourceOrder;
    QHash<const Source*, quint32> m_sourceIndex;
};

struct Corrupt : std::runtime_error
{
    Corrupt() : std::runtime_error("corrupt compiled catalog") {}
};

class Reader
{
public:
    explicit Reader(const QByteArray& bytes) : m_p(bytes.constData()), m_end(bytes.constData() + bytes.size())
    {
        if (m_end - m_p < qsizetype(sizeof Magic) || std::memcmp(m_p, Magic, sizeof Magic) != 0)
            throw Corrupt();
        m_p += sizeof Magic;
        if (num<quint32>() != CatalogCache::FormatVersion)
            throw Corrupt();
        const quint32 n = num<quint32>();
        if (n > quint32(m_end - m_p) / sizeof(quint32))
            throw Corrupt();
        m_strings.reserve(n);
        for (quint32 i = 0; i < n; ++i) {
            const quint32 len = num<quint32>();
            if (len > quint32(m_end - m_p) / sizeof(char16_t))
                throw Corrupt();
            QString s(qsizetype(len), Qt::Uninitialized);
            std::memcpy(s.data(), m_p, len * sizeof(char16_t));
            m_p += len * sizeof(char16_t);
            m_strings << s;
        }
    }
    // Reads the source table (after the strings) and checks the body's length and trailer.
    template <typename ReadSource> void openBody(ReadSource readSource)
    {
        const qsizetype sources = count();
        m_sources.reserve(sources);
        for (qsizetype i = 0; i < sources; ++i)
            m_sources << SourceRef(readSource(*this));
        const quint64 bodyLength = num<quint64>();
        if (bodyLength + sizeof Trailer != quint64(m_end - m_p) ||
            std::memcmp(m_end - sizeof Trailer, Trailer, sizeof Trailer) != 0)
            throw Corrupt();
        m_end -= sizeof Trailer;
    }

    template <typename T> T num()
    {
        static_assert(std::is_arithmetic_v<T>);
        if (m_end - m_p < qsizetype(sizeof(T)))
            throw Corrupt();
        T v;
        std::memcpy(&v, m_p, sizeof v);
        m_p += sizeof v;
        return v;
    }
    bool flag()
    {
        const auto v = num<quint8>();
        if (v > 1)
            throw Corrupt();
        return v == 1;
    }
    QString str()
    {
        const auto i = num<quint32>();
        if (i == NullString)
            return {};
        if (i >= quint32(m_strings.size()))
            throw Corrupt();
        return m_strings.at(i);
    }
    QDate date()
    {
        const auto jd = num<qint64>();
        return jd == std::numeric_limits<qint64>::min() ? QDate() : QDate::fromJulianDay(jd);
    }
    std::optional<double> optDouble()
    {
        if (!flag())
            return std::nullopt;
        return num<double>();
    }
    Money money()
    {
        const auto micros = num<qint64>();
        return Money(micros, str());
    }
    std::optional<Money> optMoney()
    {
        if (!flag())
            return std::nullopt;
        return money();
    }
    // An element count, bounded by the bytes left (every element takes at least one byte).
    qsizetype count()
    {
        const auto n = num<quint32>();
        if (n > quint32(m_end - m_p))
            throw Corrupt();
        return qsizetype(n);
    }
    template <typename E> E enumValue(E last)
    {
        const auto v = num<quint8>();
        if (v > quint8(last))
            throw Corrupt();
        return E(v);
    }
    SourceRef sourceRef()
    {
        const auto i = num<quint32>();
        if (i >= quint32(m_sources.size()))
            throw Corrupt();
        return m_sources.at(i);
    }
    bool atEnd() const { return m_p == m_end; }

private:
    const char* m_p;
    const char* m_end;
    QStringList m_strings;
    QList<SourceRef> m_sources;
};

void write(Writer& w, const Source& s)
{
    w.str(s.id);
    w.str(s.title);
    w.str(s.url);
    w.date(s.asOf);
    w.str(s.notes);
    w.flag(s.undated);
}

Source readSource(Reader& r)
{
    Source s;
    s.id = r.str();
    s.title = r.str();
    s.url = r.str();
    s.asOf = r.date();
    s.notes = r.str();
    s.undated = r.flag();
    return s;
}

void write(Writer& w, const Offer& o)
{
    w.str(o.region);
    w.str(o.currency);
    for (const std::optional<PriceQuote>* q : {&o.onDemandHourly, &o.monthly}) {
        w.flag(q->has_value());
        if (*q) {
            w.money((*q)->amount);
            w.sourceRef((*q)->source);
        }
    }
    w.count(o.reserved.size());
    for (const ReservedPrice& p : o.reserved) {
        w.num(qint32(p.termYears));
        w.num(quint8(p.payment));
        w.optMoney(p.upfront);
        w.optMoney(p.hourly);
        w.optMoney(p.publishedEffectiveHourly);
        w.sourceRef(p.source);
    }
    w.flag(o.spot.has_value());
    if (o.spot) {
        w.money(o.spot->hourly);
        w.str(o.spot->interruption);
        w.sourceRef(o.spot->source);
    }
    w.str(o.notes);
}

Offer readOffer(Reader& r)
{
    Offer o;
    o.region = r.str();
    o.currency = r.str();
    for (std::optional<PriceQuote>* q : {&o.onDemandHourly, &o.monthly}) {
        if (r.flag()) {
            Money amount = r.money();
            *q = PriceQuote{std::move(amount), r.sourceRef()};
        }
    }
    const qsizetype reserved = r.count();
    o.reserved.reserve(reserved);
    for (qsizetype i = 0; i < reserved; ++i) {
        ReservedPrice p;
        p.termYears = r.num<qint32>();
        p.payment = r.enumValue(PaymentOption::AllUpfront);
        p.upfront = r.optMoney();
        p.hourly = r.optMoney();
        p.publishedEffectiveHourly = r.optMoney();
        p.source = r.sourceRef();
        o.reserved << p;
    }
    if (r.flag()) {
        SpotPrice s;
        s.hourly = r.money();
        s.interruption = r.str();
        s.source = r.sourceRef();
        o.spot = std::move(s);
    }
    o.notes = r.str();
    return o;
}

void write(Writer& w, const Gpu& g)
{
    for (const QString* s : {&g.id, &g.vendor, &g.model, &g.architecture, &g.formFactor})
        w.str(*s);
    w.num(g.memoryGb);
    w.str(g.memoryType);
    w.optDouble(g.memoryBandwidthGbs);
    for (const auto& v : g.dense)
        w.optDouble(v);
    for (const auto& v : g.sparse)
        w.optDouble(v);
    w.num(quint8(g.link));
    w.num(qint32(g.linkGeneration));
    w.num(g.linkGbs);
    w.num(qint32(g.pcieGen));
    w.num(qint32(g.tdpW));
    w.num(qint32(g.roles));
    write(w, g.source);
    w.str(g.notes);
    // measured is set after loading (Catalog::applyMeasurements), never part of a file's fragment.
}

Gpu readGpu(Reader& r)
{
    Gpu g;
    for (QString* s : {&g.id, &g.vendor, &g.model, &g.architecture, &g.formFactor})
        *s = r.str();
    g.memoryGb = r.num<double>();
    g.memoryType = r.str();
    g.memoryBandwidthGbs = r.optDouble();
    for (auto& v : g.dense)
        v = r.optDouble();
    for (auto& v : g.sparse)
        v = r.optDouble();
    g.link = r.enumValue(LinkKind::Ethernet);
    g.linkGeneration = r.num<qint32>();
    g.linkGbs = r.num<double>();
    g.pcieGen = r.num<qint32>();
    g.tdpW = r.num<qint32>();
    g.roles = r.num<qint32>() & AllRoles;
    g.source = readSource(r);
    g.notes = r.str();
    return g;
}

void write(Writer& w, const InstanceType& t)
{
    for (const QString* s : {&t.provider, &t.name, &t.family, &t.gpuId})
        w.str(*s);
    w.num(t.gpuCount);
    w.num(qint32(t.vcpus));
    w.num(t.memoryGib);
    w.num(quint8(t.interconnect));
    w.optDouble(t.networkGbps);
    w.num(quint8(t.rdma));
    w.str(t.localStorage);
    w.num(qint32(t.nvlinkDomainGpus));
    w.num(quint8(t.virtualization));
    write(w, t.source);
    w.str(t.notes);
    w.count(t.offers.size());
    for (const Offer& o : t.offers)
        write(w, o);
    w.str(t.origin.file);
    w.str(t.origin.path);
    w.flag(t.imported);
    w.flag(t.gpuAssumed);
    w.date(t.retired);
}

InstanceType readInstance(Reader& r)
{
    InstanceType t;
    for (QString* s : {&t.provider, &t.name, &t.family, &t.gpuId})
        *s = r.str();
    t.gpuCount = r.num<double>();
    t.vcpus = r.num<qint32>();
    t.memoryGib = r.num<double>();
    t.interconnect = r.enumValue(GpuInterconnect::InfinityFabric);
    t.networkGbps = r.optDouble();
    t.rdma = r.enumValue(RdmaKind::ERDMA);
    t.localStorage = r.str();
    t.nvlinkDomainGpus = r.num<qint32>();
    t.virtualization = r.enumValue(Virtualization::BareMetal);
    t.source = readSource(r);
    t.notes = r.str();
    const qsizetype offers = r.count();
    t.offers.reserve(offers);
    for (qsizetype i = 0; i < offers; ++i)
        t.offers << readOffer(r);
    t.origin.file = r.str();
    t.origin.path = r.str();
    t.imported = r.flag();
    t.gpuAssumed = r.flag();
    t.retired = r.date();
    return t;
}

#ifdef Q_OS_UNIX
// The stat record's key, or nothing when the file is too new to trust its times (see the class comment).
std::optional<QByteArray> statKey(const QString& path, const QString& displayName, qint64 now)
{
    struct stat st
    {
    };
    const QByteArray native = QFile::encodeName(QFileInfo(path).absoluteFilePath());
    if (::stat(native.constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    if (now - qint64(st.st_ctim.tv_sec) <= 2) // every write or touch sets the change time to now
        return std::nullopt;
    if (now - qint64(st.st_mtim.tv_sec) <= 2)
        return std::nullopt;
    QCryptographicHash h(QCryptographicHash::Blake2b_256);
    const qint64 fields[] = {qint64(st.st_dev),         qint64(st.st_ino),          qint64(st.st_size),
                             qint64(st.st_mtim.tv_sec), qint64(st.st_mtim.tv_nsec), qint64(st.st_ctim.tv_sec),
                             qint64(st.st_ctim.tv_nsec)};
    h.addData(QByteArrayView(reinterpret_cast<const char*>(fields), sizeof fields));
    h.addData(native);
    h.addData(CatalogCache::contentKey({}, displayName));
    return h.result().toHex();
}
#else
std::optional<QByteArray> statKey(const QString&, const QString&, qint64)
{
    return std::nullopt;
}
#endif

} // namespace

QString CatalogCache::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/catalog"_s;
}

QByteArray CatalogCache::contentKey(const QByteArray& data, const QString& displayName)
{
    QCryptographicHash h(QCryptographicHash::Blake2b_256);
    const QByteArray header = "gpu-planner " GP_VERSION " compiled catalog " +
                              QByteArray::number(FormatVersion) + ' ' + i18n::current().toUtf8() + ' ' +
                              displayName.toUtf8() + '\n';
    h.addData(header);
    h.addData(data);
    return h.result().toHex();
}

QByteArray CatalogCache::serialize(const CatalogFragment& f)
{
    Writer w;
    w.str(f.file);
    w.flag(f.readable);
    w.flag(f.imported);
    w.count(f.sources.size());
    for (auto it = f.sources.cbegin(); it != f.sources.cend(); ++it) {
        w.str(it.key());
        write(w, it.value());
    }
    w.count(f.gpus.size());
    for (const Gpu& g : f.gpus)
        write(w, g);
    w.flag(f.provider.has_value());
    if (f.provider) {
        w.str(f.provider->id);
        w.str(f.provider->name);
        w.str(f.provider->currency);
    }
    w.count(f.instances.size());
    for (const InstanceType& t : f.instances)
        write(w, t);
    w.count(f.issues.size());
    for (const Issue& i : f.issues) {
        w.num(quint8(i.severity));
        w.num(quint8(i.error.code));
        w.str(i.error.file);
        w.num(qint32(i.error.line));
        w.num(qint32(i.error.column));
        w.str(i.error.path);
        w.str(i.error.message);
    }
    w.closeSources([](Writer& writer, const Source& source) { write(writer, source); });
    return w.finish();
}

std::optional<CatalogFragment> CatalogCache::deserialize(const QByteArray& bytes)
{
    try {
        Reader r(bytes);
        r.openBody(readSource);
        CatalogFragment f;
        f.file = r.str();
        f.readable = r.flag();
        f.imported = r.flag();
        const qsizetype sources = r.count();
        f.sources.reserve(sources);
        for (qsizetype i = 0; i < sources; ++i) {
            QString key = r.str();
            f.sources.insert(key, readSource(r));
        }
        const qsizetype gpus = r.count();
        f.gpus.reserve(gpus);
        for (qsizetype i = 0; i < gpus; ++i)
            f.gpus << readGpu(r);
        if (r.flag()) {
            Provider p;
            p.id = r.str();
            p.name = r.str();
            p.currency = r.str();
            f.provider = p;
        }
        const qsizetype instances = r.count();
        f.instances.reserve(instances);
        for (qsizetype i = 0; i < instances; ++i)
            f.instances << readInstance(r);
        const qsizetype issues = r.count();
        for (qsizetype i = 0; i < issues; ++i) {
            Issue issue;
            issue.severity = r.enumValue(Issue::Severity::Error);
            issue.error.code = r.enumValue(ErrorCode::NotFound);
            issue.error.file = r.str();
            issue.error.line = r.num<qint32>();
            issue.error.column = r.num<qint32>();
            issue.error.path = r.str();
            issue.error.message = r.str();
            f.issues << issue;
        }
        if (!r.atEnd())
            return std::nullopt;
        return f;
    } catch (const Corrupt&) {
        return std::nullopt;
    }
}

QByteArray CatalogCache::seal(const QByteArray& serialized, const QByteArray& key)
{
    QByteArray out = serialized;
    out.append(key);
    const quint64 sum = checksum(QByteArrayView(out));
    out.append(reinterpret_cast<const char*>(&sum), sizeof sum);
    return out;
}

std::optional<QByteArrayView> CatalogCache::unseal(QByteArrayView sealed, const QByteArray& key)
{
    const qsizetype tail = key.size() + qsizetype(sizeof(quint64));
    if (sealed.size() < tail)
        return std::nullopt;
    quint64 stored = 0;
    std::memcpy(&stored, sealed.data() + sealed.size() - sizeof stored, sizeof stored);
    const QByteArrayView covered = sealed.first(sealed.size() - qsizetype(sizeof stored));
    if (stored != checksum(covered) || covered.last(key.size()) != QByteArrayView(key))
        return std::nullopt;
    return covered.first(covered.size() - key.size());
}

quint64 CatalogCache::checksum(QByteArrayView bytes)
{
    // 64-bit words mixed by multiplication: a changed byte, a cut or a swapped file shows; it is not a
    // defence against someone who can write the user's cache folder (they can write the catalog too).
    quint64 h = 0x9E3779B97F4A7C15ULL ^ quint64(bytes.size());
    const char* p = bytes.data();
    qsizetype n = bytes.size();
    for (; n >= 8; p += 8, n -= 8) {
        quint64 w = 0;
        std::memcpy(&w, p, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 29;
    }
    quint64 last = 0;
    std::memcpy(&last, p, size_t(n));
    h = (h ^ last) * 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 32);
}

std::optional<CatalogFragment> CatalogCache::readCompiled(const QByteArray& key) const
{
    const QString path = m_folder + u'/' + QString::fromLatin1(key) + u".gpcf"_s;
    if (!QFileInfo::exists(path))
        return std::nullopt;
    // Never a FIFO, a device or a folder in its place: openRegularFile refuses them without waiting.
    auto opened = openRegularFile(path);
    if (!opened) {
        log::catalog()->warn("ignoring the compiled catalog {}: {}", path.toStdString(),
                             opened.error().message.toStdString());
        return std::nullopt;
    }
    QFile& file = *opened.value();
    // Mapped, not read: the pages come straight from the page cache.
    const qint64 size = file.size();
    const uchar* mapped = size > 0 ? file.map(0, size) : nullptr;
    std::optional<CatalogFragment> out;
    if (mapped) {
        // The file proves itself: its own checksum, and the key it was stored under (a file swapped for
        // another catalog's is not taken for this one).
        if (const auto body = unseal(QByteArrayView(mapped, size), key))
            out = deserialize(QByteArray::fromRawData(body->data(), body->size()));
    }
    if (!out) {
        log::catalog()->warn("ignoring damaged compiled catalog {}; compiled again from its source",
                             path.toStdString());
        file.close();
        QFile::remove(path);
        return std::nullopt;
    }
    // The modification time is the entry's last use, for prune().
    file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
    return out;
}

bool CatalogCache::store(const QString& name, const QByteArray& data) const
{
    if (!ensureFolder(m_folder))
        return false;
    const Result<bool> written = writeFileSafely(m_folder + u'/' + name, data);
    if (!written)
        log::catalog()->warn("cannot cache the compiled catalog: {}",
                             written.error().toString().toStdString());
    return bool(written);
}

void CatalogCache::prune() const
{
    const QFileInfoList entries =
        QDir(m_folder).entryInfoList({u"*.gpcf"_s, u"*.stat"_s}, QDir::Files, QDir::Time); // newest first
    for (qsizetype i = MaxEntries + 2 * m_filesLoaded.size(); i < entries.size(); ++i)
        QFile::remove(entries[i].absoluteFilePath());
}

CatalogFragment CatalogCache::loadFile(const QString& path, const QString& displayName) const
{
    const QString name = displayName.isEmpty() ? path : displayName;
    m_filesLoaded.insert(path);
    const bool resource = path.startsWith(u':');
    const std::optional<QByteArray> byStat = resource ? std::nullopt : statKey(path, name, m_clock());
    const QString statPath = byStat ? m_folder + u'/' + QString::fromLatin1(*byStat) + u".stat"_s : QString();
    if (byStat && QFileInfo::exists(statPath)) {
        auto record = openRegularFile(statPath); // never waits on a FIFO in its place
        if (record) {
            const QByteArray key = record.value()->read(65);
            // A key names a file in this folder, nothing else.
            const bool hex =
                std::all_of(key.cbegin(), key.cend(), [](char c) { return std::isxdigit(uchar(c)); });
            if (key.size() == 64 && hex) {
                if (auto compiled = readCompiled(key))
                    return std::move(*compiled);
            }
        }
    }
    auto opened = openRegularFile(path);
    if (!opened || opened.value()->size() > CatalogLoader::MaxFileBytes)
        return CatalogLoader::loadFile(path, displayName); // it reports what is wrong
    const QByteArray data = opened.value()->read(CatalogLoader::MaxFileBytes + 1);
    const QByteArray key = contentKey(data, name);
    std::optional<CatalogFragment> compiled = readCompiled(key);
    bool stored = compiled.has_value();
    if (!compiled) {
        CatalogFragment loaded = CatalogLoader::loadData(data, name);
        if (!loaded.readable)
            return loaded;
        stored = store(QString::fromLatin1(key) + u".gpcf"_s, seal(serialize(loaded), key));
        prune();
        compiled = std::move(loaded);
    }
    if (byStat && stored) // a record only points at a compiled file that is there
        store(statPath.mid(m_folder.size() + 1), key);
    return std::move(*compiled);
}

} // namespace gp
