#pragma once

#include "importer.h"

#include <QByteArray>

namespace gp {

// Our catalog format (docs/catalog-format.md) for an imported fragment, with an "import" object first that
// says where it came from (format, file, as-of date, time of import, counts). Written member by member:
// an import of 100,000 offers is not built as a JSON tree first.
QByteArray importedCatalogJson(const ImportResult& result);

// A catalog file for a fragment: its sources (sorted by id), GPUs, provider and instances in the fragment's
// order, every field the loader reads. The same fragment gives the same bytes (the catalog build relies on
// it). `importMeta`, when not empty, is written first as the "import" object (compact JSON).
QByteArray catalogFragmentJson(const CatalogFragment& f, const QString& description,
                               const QByteArray& importMeta = {});

} // namespace gp
