#pragma once

#include "catalog.h"
#include "error.h"
#include "importer.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// An imported catalog in the user's catalog folder ("imported-<provider>-<format>.json").
struct ImportedCatalogInfo
{
    QString path;
    QString provider;
    ImportFormat format = ImportFormat::SkyPilot;
    QString sourceFile;
    QDate asOf;
    QString importedAt;
    int offers = 0;
    int instances = 0;
};
// The catalog imports and downloaded prices are mapped onto (its GPU table) and an import is checked against
// (Catalog::conflictsWith), in every face: the built-in catalog with the user's catalog folder on top (the
// user's own GPUs may replace its entries), never files added for one run or one window, so one file imports
// the same instances with the same report in the window and on the command line.
Catalog importBaseCatalog();

QString importedCatalogFileName(const QString& provider, ImportFormat format);
// The imported catalogs of a folder, by file name; files that are not imports are left out.
QList<ImportedCatalogInfo> importedCatalogs(const QString& folder);

// The imports of a catalog folder: list, save (a new import of the same provider and format replaces the
// old file), remove. `catalog import|list-sources|remove` and the import and Catalog Sources windows use it.
class ImportedCatalogStore
{
public:
    ImportedCatalogStore(); // the user's catalog folder (Catalog::userCatalogFolder())
    explicit ImportedCatalogStore(QString folder);

    const QString& folder() const { return m_folder; }
    QList<ImportedCatalogInfo> list() const;
    QString pathFor(const ImportReport& report) const;
    // Writes the imported catalog to `target`, or to pathFor() in the folder (made when missing); returns
    // the path written.
    Result<QString> save(const ImportResult& result, const QString& target = {}) const;
    // Removes every import whose file name, path or provider is `what`; returns the paths removed.
    // ErrorCode::NotFound, listing the imports, when none matches.
    Result<QStringList> remove(const QString& what) const;
    Result<bool> removeFile(const QString& path) const;

private:
    QString m_folder;
};

// One catalog file in use, for `catalog list-sources` and the Catalog Sources window.
struct CatalogFileSummary
{
    QString file;              // "builtin:aws.json" or a path
    QString kind;              // "built-in", "user", "imported (skypilot)", "price update", "added"
    QString kindLabel() const; // the kind in the user's language
    QString provider;          // empty for the GPU table
    int gpus = 0;
    int instances = 0;
    qsizetype offers = 0;
    QDate oldestAsOf;
    QDate newestAsOf;
    QList<Source> sources; // by id
    std::optional<ImportedCatalogInfo> import;
};
// Summaries of `files` (Catalog::files()), reading each again; the user's folder tells imports apart.
QList<CatalogFileSummary> catalogFileSummaries(const QStringList& files, const QString& userFolder);

} // namespace gp
