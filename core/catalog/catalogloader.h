#pragma once

#include "error.h"
#include "gpu.h"
#include "instancetype.h"
#include "source.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <functional>

#include <optional>

namespace gp {

class CatalogCache;

struct Provider
{
    QString id;   // "aws"
    QString name; // "Amazon Web Services"
    QString currency;
};

// The forms of ids in catalog and plan files: provider and GPU ids ("aws"), instance names
// ("p5.48xlarge") and instance ids ("aws/p5.48xlarge").
const QRegularExpression& idPattern();
const QRegularExpression& instanceNamePattern();
const QRegularExpression& instanceIdPattern();

// What one catalog file holds after validation. Bad entries are left out and described in issues.
struct CatalogFragment
{
    QString file;
    bool readable = false; // false when the file could not be read or parsed at all
    bool imported = false; // the file is an import (it has an "import" object): see Catalog::addFragment
    QHash<QString, Source> sources;
    QList<Gpu> gpus;
    std::optional<Provider> provider;
    QList<InstanceType> instances;
    IssueList issues;
};

// Reads catalog files (format documented in docs/catalog-format.md).
class CatalogLoader
{
public:
    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;
    static constexpr int MaxDepth = 32;
    static constexpr int MaxEntries = 200'000; // instances + GPUs + offers in one file
    static constexpr double MaxPrice = 1e9;    // per hour or per month, any currency
    static constexpr double MaxGpuCount = 64;

    static CatalogFragment loadFile(const QString& path, const QString& displayName = {});
    static CatalogFragment loadData(const QByteArray& data, const QString& fileName);
    // A file, or every *.json file of a folder (sorted by name). Errors for a missing path. With a cache,
    // each file comes from its compiled form when that is current (CatalogCache).
    static QList<CatalogFragment> loadPath(const QString& path, IssueList& issues,
                                           const CatalogCache* cache = nullptr);
    // The same, one file at a time: `take` has each fragment before the next file is read, so a folder of
    // large files is never in memory at once.
    static void forEachFile(const QString& path, IssueList& issues, const CatalogCache* cache,
                            const std::function<void(CatalogFragment&&)>& take);
};

} // namespace gp
