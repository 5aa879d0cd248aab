#pragma once

#include "error.h"
#include "usageprice.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace gp {

// The built-in catalog's build (docs/catalog-sources.md): for each provider of catalog/build/sources.json,
// the curated specifications of catalog/specs/<provider>.json, then each pinned price snapshot in the
// manifest's order, layered by Catalog::addFragment (offers by instance and region; the curated hardware
// stays). The same inputs give the same bytes.
struct CatalogBuild
{
    QMap<QString, QByteArray> files; // "aws.json" -> the catalog file
    QStringList log;                 // each snapshot's import report, for people
};

// `catalogDir` is the project's catalog/ folder. Fails on a missing or malformed manifest, specification
// or snapshot, or when a generated file would not load cleanly.
Result<CatalogBuild> buildCatalog(const QString& catalogDir);

// The prices of a "usage-price-csv" snapshot (kind, region, product, free_gb_per_month, up_to_gb, per_gb; one
// row per volume tier, consecutive rows of one kind and region one price, the last tier open). Each takes
// provider, currency, date and source from `base`. Fails with the line of the first problem.
Result<QList<UsagePrice>> readUsagePriceCsv(const QByteArray& data, const QString& file,
                                            const UsagePrice& base);

// The files of `build` that differ from (or are missing in) `catalogDir`.
QStringList catalogBuildDifferences(const CatalogBuild& build, const QString& catalogDir);

} // namespace gp
