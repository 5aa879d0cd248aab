#include "priceupdates.h"

#include "filereader.h"
#include "jsonparse.h"
#include "jsonreader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

constexpr const char* kPricesFormat = "gpu-planner-prices";
constexpr qint64 kMaxManifestBytes = 1024 * 1024;

} // namespace

QString priceUpdateFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/prices"_s;
}

QString priceUpdateManifestPath(const QString& folder)
{
    return folder + u"/current.json"_s;
}

Result<PriceUpdateManifest> readPriceUpdateManifest(const QString& folder)
{
    const QString path = priceUpdateManifestPath(folder);
    PriceUpdateManifest manifest;
    if (!QFileInfo::exists(path))
        return manifest;
    const Result<QByteArray> bytes = readFileCapped(
        path, kMaxManifestBytes, QCoreApplication::translate("PriceUpdate", "price update lists"));
    if (!bytes)
        return bytes.error();
    IssueList issues;
    const std::optional<json> root = parseJsonObjectInto(bytes.value(), path, issues);
    const auto failure = [&] {
        return firstError(issues).value_or(
            Error{ErrorCode::Schema,
                  path,
                  0,
                  0,
                  {},
                  QCoreApplication::translate("PriceUpdate", "not a price update list")});
    };
    if (!root)
        return failure();
    ObjectReader top(*root, QString(), path, issues);
    const std::optional<QString> format = top.string("format", Need::Required);
    if (format && *format != QLatin1StringView(kPricesFormat))
        top.error(top.pathOf("format"), QCoreApplication::translate("PriceUpdate", "expected \"%1\"")
                                            .arg(QLatin1StringView(kPricesFormat)));
    top.integer("version", Need::Required, 1, 1);
    manifest.updatedAt = top.string("updated_at", Need::Optional).value_or(QString());
    // A file name the update wrote: provider/YYYY-MM-DD.json, nothing that leaves the folder.
    static const QRegularExpression fileName(u"^[a-z0-9-]+/\\d{4}-\\d{2}-\\d{2}\\.json$"_s);
    if (const json* current = top.member("current")) {
        if (!current->is_object()) {
            top.error(top.pathOf("current"),
                      QCoreApplication::translate("PriceUpdate", "expected an object of provider: file"));
        } else {
            ObjectReader files(*current, top, "current");
            for (auto it = current->begin(); it != current->end(); ++it) {
                const QString provider = QString::fromStdString(it.key());
                const std::optional<QString> file =
                    files.string(it.key().c_str(), Need::Required, &fileName, u"provider/YYYY-MM-DD.json"_s);
                if (file && !file->startsWith(provider + u'/'))
                    files.error(files.pathOf(it.key().c_str()),
                                QCoreApplication::translate("PriceUpdate", "the file of another provider: %1")
                                    .arg(*file));
                else if (file)
                    manifest.current.insert(provider, *file);
            }
        }
    } else {
        top.missing("current", QCoreApplication::translate("PriceUpdate", "an object of provider: file"));
    }
    if (top.errors() > 0)
        return failure();
    return manifest;
}

QByteArray priceUpdateManifestJson(const PriceUpdateManifest& manifest)
{
    json j = json::object();
    j["format"] = kPricesFormat;
    j["version"] = 1;
    j["updated_at"] = manifest.updatedAt.toStdString();
    json current = json::object();
    for (auto it = manifest.current.cbegin(); it != manifest.current.cend(); ++it)
        current[it.key().toStdString()] = it.value().toStdString();
    j["current"] = current;
    return QByteArray::fromStdString(j.dump(2)) + '\n';
}

} // namespace gp
