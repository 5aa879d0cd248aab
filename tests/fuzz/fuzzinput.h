#pragma once

#include "catalog.h"
#include "catalogloader.h"
#include "catalogwriter.h"
#include "importedcatalogstore.h"
#include "importer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

// Shared set-up of the fuzz targets: an application object, user folders in a temporary directory (the CLI
// target may write files) that is removed when the process exits, and the input as a QByteArray.
namespace gp::fuzz {

inline void setUp()
{
    static int argc = 1;
    static char name[] = "gpu-planner-fuzz";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = nullptr;
    static QTemporaryDir* home = nullptr;
    if (app)
        return;
    app = new QCoreApplication(argc, argv);
    home = new QTemporaryDir();
    std::atexit([] { delete home; }); // the application object stays: the exit handlers may still use it
    qputenv("XDG_DATA_HOME", home->path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home->path().toLocal8Bit());
    QDir::setCurrent(home->path());
}

inline QByteArray bytes(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

// One import: any bytes give an import (or an error), never a crash; what it writes must load back clean.
inline int importOnce(gp::ImportFormat format, const std::uint8_t* data, std::size_t size)
{
    setUp();
    static const QMap<QString, gp::Gpu> table = [] {
        QMap<QString, gp::Gpu> m;
        for (const gp::Gpu& g :
             gp::CatalogLoader::loadFile(gp::Catalog::builtinResourcePath() + QStringLiteral("/gpus.json"))
                 .gpus)
            m.insert(g.id, g);
        return m;
    }();
    gp::ImportOptions options;
    options.provider = QStringLiteral("fuzz");
    options.asOf = QDate(2026, 11, 1);
    options.displayPath = QStringLiteral("fuzz.input");
    const auto r = gp::importCatalog(bytes(data, size), format, options, table);
    if (!r || r.value().report.nothingImported())
        return 0;
    (void)r.value().report.toText();
    const gp::CatalogFragment back =
        gp::CatalogLoader::loadData(gp::importedCatalogJson(r.value()), QStringLiteral("imported.json"));
    if (!back.issues.isEmpty())
        std::abort();
    return 0;
}

} // namespace gp::fuzz
