// gpu-planner-catalog-build: regenerates the built-in catalog (catalog/<provider>.json) from the curated
// specifications and the pinned price snapshots (docs/catalog-sources.md). --check compares instead of
// writing and exits 1 when a committed file differs from what the build makes.

#include "catalogbuild.h"
#include "filewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const bool check = args.removeAll(u"--check"_s) > 0;
    const bool quiet = args.removeAll(u"--quiet"_s) > 0;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() != 1 || args.first().startsWith(u'-')) {
        err << "usage: gpu-planner-catalog-build [--check] [--quiet] CATALOG_DIR\n";
        return 2;
    }
    const QString dir = args.first();
    const auto build = gp::buildCatalog(dir);
    if (!build) {
        err << "gpu-planner-catalog-build: " << build.error().toString() << '\n';
        return 2;
    }
    if (!quiet) {
        for (const QString& line : build.value().log)
            out << line << '\n';
    }
    if (check) {
        const QStringList differ = gp::catalogBuildDifferences(build.value(), dir);
        if (!differ.isEmpty()) {
            err << "gpu-planner-catalog-build: these files differ from what the build makes (regenerate with "
                   "scripts/build-catalog; prices are never edited by hand): "
                << differ.join(u", "_s) << '\n';
            return 1;
        }
        out << "catalog: " << build.value().files.size() << " files reproduced byte for byte\n";
        return 0;
    }
    for (auto it = build.value().files.cbegin(); it != build.value().files.cend(); ++it) {
        const auto written = gp::writeFileSafely(QDir(dir).filePath(it.key()), it.value());
        if (!written) {
            err << "gpu-planner-catalog-build: " << written.error().toString() << '\n';
            return 1;
        }
        out << "wrote " << QDir(dir).filePath(it.key()) << '\n';
    }
    return 0;
}
