#pragma once

#include "importer.h"

#include <QByteArray>

namespace gp {

// Our catalog format (docs/catalog-format.md) for an imported fragment, with an "import" object first that
// says where it came from (format, file, as-of date, time of import, counts). Written member by member:
// an import of 100,000 offers is not built as a JSON tree first.
QByteArray importedCatalogJson(const ImportResult& result);

} // namespace gp
