#include "importedcatalogstore.h"

#include "priceupdates.h"

#include "catalogloader.h"
#include "filereader.h"

#include "catalog.h"
#include "catalogcache.h"
#include "catalogwriter.h"
#include "filewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

QString CatalogFileSummary::kindLabel() const
{
    if (kind == u"built-in"_s)
        return QCoreApplication::translate("CatalogSources", "built-in");
    if (kind == u"added"_s)
        return QCoreApplication::translate("CatalogSources", "added");
    if (kind == u"user"_s)
        return QCoreApplication::translate("CatalogSources", "user");
    if (kind == u"price update"_s)
        return QCoreApplication::translate("CatalogSources", "price update");
    static const QString imported = u"imported ("_s;
    if (kind.startsWith(imported) && kind.endsWith(u')'))
        return QCoreApplication::translate("CatalogSources", "imported (%1)")
            .arg(kind.sliced(imported.size()).chopped(1));
    return kind;
}

Catalog importBaseCatalog()
{
    CatalogLoadOptions options;
    options.measurements = false;
    options.cacheFolder = CatalogCache::defaultFolder();
    IssueList ignored; // the catalog's own problems are reported where it is loaded for use
    return Catalog::load(options, ignored);
}

QString importedCatalogFileName(const QString& provider, ImportFormat format)
{
    return u"imported-%1-%2.json"_s.arg(provider, importFormatKey(format));
}

QList<ImportedCatalogInfo> importedCatalogs(const QString& folder)
{
    QList<ImportedCatalogInfo> out;
    const QDir dir(folder);
    for (const QFileInfo& fi : dir.entryInfoList({u"imported-*.json"_s}, QDir::Files, QDir::Name)) {
        auto f = openRegularFile(fi.filePath());
        if (!f)
            continue;
        // The "import" object comes first; its line is enough.
        const QByteArray head = f.value()->read(4096);
        const qsizetype start = head.indexOf("\"import\": ");
        const qsizetype end = head.indexOf('\n', start);
        if (start < 0 || end < 0)
            continue;
        QByteArray object = head.mid(start + 10, end - start - 10).trimmed();
        if (object.endsWith(','))
            object.chop(1);
        const json meta = json::parse(object.constData(), object.constData() + object.size(), nullptr, false);
        if (!meta.is_object())
            continue;
        ImportedCatalogInfo info;
        info.path = fi.filePath();
        const QString base = fi.completeBaseName().mid(9); // after "imported-"
        info.format = importFormatFromKey(base.section(u'-', -1)).value_or(ImportFormat::SkyPilot);
        info.provider = base.section(u'-', 0, -2);
        info.sourceFile = QString::fromStdString(meta.value("file", std::string()));
        info.asOf =
            QDate::fromString(QString::fromStdString(meta.value("as_of", std::string())), Qt::ISODate);
        info.importedAt = QString::fromStdString(meta.value("imported_at", std::string()));
        info.offers = meta.value("offers", 0);
        info.instances = meta.value("instances", 0);
        out << info;
    }
    return out;
}

QList<CatalogFileSummary> catalogFileSummaries(const QStringList& files, const QString& userFolder)
{
    QList<CatalogFileSummary> out;
    const QList<ImportedCatalogInfo> imports = importedCatalogs(userFolder);
    const QString builtinPrefix = u"builtin:"_s;
    for (const QString& f : files) {
        IssueList issues;
        const bool builtin = f.startsWith(builtinPrefix);
        const QList<CatalogFragment> fragments = CatalogLoader::loadPath(
            builtin ? Catalog::builtinResourcePath() + u'/' + f.mid(builtinPrefix.size()) : f, issues);
        if (fragments.isEmpty())
            continue;
        const CatalogFragment& frag = fragments.first();
        CatalogFileSummary s;
        s.file = f;
        s.kind = builtin ? u"built-in"_s : u"added"_s;
        for (const ImportedCatalogInfo& info : imports) {
            if (QFileInfo(info.path) == QFileInfo(f))
                s.import = info;
        }
        if (s.import)
            s.kind = u"imported ("_s + importFormatKey(s.import->format) + u')';
        else if (!builtin && QFileInfo(f).absolutePath() == QDir(userFolder).absolutePath())
            s.kind = u"user"_s;
        else if (!builtin &&
                 QFileInfo(f).absoluteFilePath().startsWith(QDir(priceUpdateFolder()).absolutePath() + u'/'))
            s.kind = u"price update"_s;
        s.provider = frag.provider ? frag.provider->id : QString();
        s.gpus = int(frag.gpus.size());
        s.instances = int(frag.instances.size());
        for (const InstanceType& i : frag.instances)
            s.offers += i.offers.size();
        QStringList ids = frag.sources.keys();
        ids.sort();
        for (const QString& id : ids) {
            const Source& src = frag.sources[id];
            s.sources << src;
            if (src.asOf.isValid() && (!s.oldestAsOf.isValid() || src.asOf < s.oldestAsOf))
                s.oldestAsOf = src.asOf;
            if (src.asOf.isValid() && (!s.newestAsOf.isValid() || src.asOf > s.newestAsOf))
                s.newestAsOf = src.asOf;
        }
        out << s;
    }
    return out;
}

// ---- ImportedCatalogStore ----

ImportedCatalogStore::ImportedCatalogStore() : m_folder(Catalog::userCatalogFolder()) {}

ImportedCatalogStore::ImportedCatalogStore(QString folder) : m_folder(std::move(folder)) {}

QList<ImportedCatalogInfo> ImportedCatalogStore::list() const
{
    return importedCatalogs(m_folder);
}

QString ImportedCatalogStore::pathFor(const ImportReport& report) const
{
    return QDir(m_folder).filePath(importedCatalogFileName(report.provider, report.format));
}

Result<QString> ImportedCatalogStore::save(const ImportResult& result, const QString& target) const
{
    const QString path = target.isEmpty() ? pathFor(result.report) : target;
    const QString folder = QFileInfo(path).absolutePath();
    if (target.isEmpty()) {
        if (const Result<bool> made = ensureFolder(folder); !made)
            return made.error();
    }
    // Only what the catalog reader accepts is written: an import past its limits (16 MiB, 200,000 entries)
    // would make every later start refuse the file.
    const QByteArray bytes = importedCatalogJson(result);
    const CatalogFragment check = CatalogLoader::loadData(bytes, path);
    for (const Issue& i : check.issues) {
        if (i.severity != Issue::Severity::Error)
            continue;
        return Error{
            i.error.code == ErrorCode::Io ? ErrorCode::Schema : i.error.code,
            path,
            0,
            0,
            {},
            QCoreApplication::translate("FileWriter", "not written: the catalog reader would refuse it: %1")
                .arg(i.error.path.isEmpty() ? i.error.message : i.error.path + u": "_s + i.error.message)};
    }
    if (const Result<bool> written = writeFileSafely(path, bytes); !written)
        return written.error();
    return path;
}

Result<QStringList> ImportedCatalogStore::remove(const QString& what) const
{
    const QList<ImportedCatalogInfo> imports = list();
    QStringList removed;
    for (const ImportedCatalogInfo& info : imports) {
        const QString name = QFileInfo(info.path).fileName();
        if (what != name && what != info.path && what != info.provider)
            continue;
        if (const Result<bool> r = removeFile(info.path); !r)
            return r.error();
        removed << info.path;
    }
    if (removed.isEmpty()) {
        QStringList names;
        for (const ImportedCatalogInfo& info : imports)
            names << QFileInfo(info.path).fileName();
        return Error{
            ErrorCode::NotFound,
            {},
            0,
            0,
            {},
            QCoreApplication::translate("ImportedCatalogStore", "no imported catalog \"%1\"; imported: %2")
                .arg(what, names.isEmpty() ? QCoreApplication::translate("ImportedCatalogStore", "none")
                                           : names.join(u", "_s))};
    }
    return removed;
}

Result<bool> ImportedCatalogStore::removeFile(const QString& path) const
{
    if (QFile::remove(path))
        return true;
    QFile f(path);
    return Error{
        ErrorCode::Io,
        path,
        0,
        0,
        {},
        QCoreApplication::translate("ImportedCatalogStore", "cannot remove: %1").arg(f.errorString())};
}

} // namespace gp
