// The csv importer: any bytes give an import (or an error), never a crash; what it writes loads back clean.
#include "catalog.h"
#include "catalogloader.h"
#include "fuzzinput.h"
#include "importer.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    static const gp::CatalogFragment gpus =
        gp::CatalogLoader::loadFile(gp::Catalog::builtinResourcePath() + QStringLiteral("/gpus.json"));
    static const QMap<QString, gp::Gpu> table = [] {
        QMap<QString, gp::Gpu> m;
        for (const gp::Gpu& g : gpus.gpus)
            m.insert(g.id, g);
        return m;
    }();
    gp::ImportOptions options;
    options.provider = QStringLiteral("fuzz");
    options.asOf = QDate(2026, 11, 1);
    options.displayPath = QStringLiteral("fuzz.input");
    const auto r = gp::importCatalog(gp::fuzz::bytes(data, size), gp::ImportFormat::CsvTemplate, options, table);
    if (!r || r.value().report.nothingImported())
        return 0;
    (void)r.value().report.toText();
    // The catalog an import writes must load without a single issue.
    const gp::CatalogFragment back = gp::CatalogLoader::loadData(gp::importedCatalogJson(r.value()),
                                                                 QStringLiteral("imported.json"));
    if (!back.issues.isEmpty())
        std::abort();
    return 0;
}
