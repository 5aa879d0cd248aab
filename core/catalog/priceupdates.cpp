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
constexpr const char* kJournalFormat = "gpu-planner-price-update-pending";
constexpr qint64 kMaxManifestBytes = 1024 * 1024;
const QString kFileNameForm = u"provider/YYYY-MM-DD.json or provider/YYYY-MM-DD-N.json"_s;

// A file name an update writes: provider/YYYY-MM-DD.json, or -N before .json for a later update of the same
// day; nothing that leaves the folder.
const QRegularExpression& updateFileName()
{
    static const QRegularExpression re(u"^[a-z0-9-]+/\\d{4}-\\d{2}-\\d{2}(-[1-9]\\d{0,2})?\\.json$"_s);
    return re;
}

// One of the folder's lists (current.json, update-pending.json) as a JSON object, its "format" and "version"
// checked; nullopt when it cannot be read or parsed. The reasons go to `issues`.
std::optional<json> readList(const QString& path, const char* format, IssueList& issues)
{
    const Result<QByteArray> bytes = readFileCapped(
        path, kMaxManifestBytes, QCoreApplication::translate("PriceUpdate", "price update lists"));
    if (!bytes) {
        issues << Issue::failure(bytes.error());
        return std::nullopt;
    }
    std::optional<json> root = parseJsonObjectInto(bytes.value(), path, issues);
    if (root) {
        ObjectReader top(*root, QString(), path, issues);
        const std::optional<QString> given = top.string("format", Need::Required);
        if (given && *given != QLatin1StringView(format))
            top.error(
                top.pathOf("format"),
                QCoreApplication::translate("PriceUpdate", "expected \"%1\"").arg(QLatin1StringView(format)));
        top.integer("version", Need::Required, 1, 1);
    }
    return root;
}

} // namespace

QString priceUpdateFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/prices"_s;
}

QString priceUpdateManifestPath(const QString& folder)
{
    return folder + u"/current.json"_s;
}

QString priceUpdateLockPath(const QString& folder)
{
    return folder + u"/update.lock"_s;
}

QString priceUpdateJournalPath(const QString& folder)
{
    return folder + u"/update-pending.json"_s;
}

Result<PriceUpdateJournal> readPriceUpdateJournal(const QString& folder)
{
    const QString path = priceUpdateJournalPath(folder);
    PriceUpdateJournal journal;
    if (!QFileInfo::exists(path))
        return journal;
    IssueList issues;
    if (const std::optional<json> root = readList(path, kJournalFormat, issues)) {
        ObjectReader top(*root, QString(), path, issues);
        journal.startedAt = top.string("started_at", Need::Optional).value_or(QString());
        if (const json* files = top.member("files"); files && files->is_array()) {
            for (std::size_t i = 0; i < files->size(); ++i) {
                const json& f = (*files)[i];
                const QString name = f.is_string() ? QString::fromStdString(f.get<std::string>()) : QString();
                // Only names an update writes: nothing that leaves the folder is ever removed.
                if (updateFileName().match(name).hasMatch())
                    journal.files << name;
                else
                    top.error(top.pathOf("files") + u'[' + QString::number(i) + u']',
                              QCoreApplication::translate("PriceUpdate", "expected %1").arg(kFileNameForm));
            }
        } else {
            top.missing("files", QCoreApplication::translate("PriceUpdate", "a list of files"));
        }
    }
    if (const std::optional<Error> e = firstError(issues))
        return *e;
    return journal;
}

QByteArray priceUpdateJournalJson(const PriceUpdateJournal& journal)
{
    json j = json::object();
    j["format"] = kJournalFormat;
    j["version"] = 1;
    j["started_at"] = journal.startedAt.toStdString();
    json files = json::array();
    for (const QString& f : journal.files)
        files.push_back(f.toStdString());
    j["files"] = files;
    return QByteArray::fromStdString(j.dump(2)) + '\n';
}

Result<PriceUpdateManifest> readPriceUpdateManifest(const QString& folder)
{
    const QString path = priceUpdateManifestPath(folder);
    PriceUpdateManifest manifest;
    if (!QFileInfo::exists(path))
        return manifest;
    IssueList issues;
    const std::optional<json> root = readList(path, kPricesFormat, issues);
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
    manifest.updatedAt = top.string("updated_at", Need::Optional).value_or(QString());
    if (const json* current = top.member("current")) {
        if (!current->is_object()) {
            top.error(top.pathOf("current"),
                      QCoreApplication::translate("PriceUpdate", "expected an object of provider: file"));
        } else {
            ObjectReader files(*current, top, "current");
            for (auto it = current->begin(); it != current->end(); ++it) {
                const QString provider = QString::fromStdString(it.key());
                const std::optional<QString> file =
                    files.string(it.key().c_str(), Need::Required, &updateFileName(), kFileNameForm);
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
    if (firstError(issues))
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
