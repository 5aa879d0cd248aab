#include "plansafety.h"

#include "filewriter.h"

#include <QCoreApplication>

#include "planio.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace gp::plansafety {

namespace {

QString recoveryPlanPath()
{
    return recoveryFolder() + u"/unsaved.gpuplan"_s;
}

QString recoveryInfoPath()
{
    return recoveryFolder() + u"/unsaved.json"_s;
}

} // namespace

FileStamp FileStamp::of(const QString& path)
{
    FileStamp s;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return s;
    s.exists = true;
    s.size = f.size();
    s.modified = QFileInfo(path).lastModified();
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    s.sha256 = h.result();
    return s;
}

QString backupPath(const QString& path, int n)
{
    return path + u".bak"_s + QString::number(n);
}

Result<bool> rotateBackups(const QString& path, int keep)
{
    if (!QFileInfo::exists(path) || keep < 1)
        return true;
    QFile::remove(backupPath(path, keep));
    for (int n = keep - 1; n >= 1; --n) {
        if (QFileInfo::exists(backupPath(path, n)))
            QFile::rename(backupPath(path, n), backupPath(path, n + 1));
    }
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return Error{
            ErrorCode::Io,
            path,
            0,
            0,
            {},
            QCoreApplication::translate("Plan", "cannot read it to keep a backup: %1").arg(in.errorString())};
    return writeFileSafely(backupPath(path, 1), in.readAll());
}

QString recoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/recovery"_s;
}

Result<bool> writeRecovery(const Plan& plan, const QString& originalPath)
{
    QDir().mkpath(recoveryFolder());
    const nlohmann::json info{
        {"original", originalPath.toStdString()},
        {"saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
    // The plan first, then the note that makes it count: a crash between the two leaves no half recovery.
    if (auto r = writeFileSafely(recoveryPlanPath(), planio::toJson(plan)); !r)
        return r;
    return writeFileSafely(recoveryInfoPath(), QByteArray::fromStdString(info.dump(2)) + '\n');
}

std::optional<Recovery> readRecovery(IssueList& issues)
{
    QFile info(recoveryInfoPath());
    if (!info.open(QIODevice::ReadOnly) || !QFileInfo::exists(recoveryPlanPath()))
        return std::nullopt;
    const nlohmann::json meta = nlohmann::json::parse(info.readAll().toStdString(), nullptr, false);
    const auto plan = planio::load(recoveryPlanPath(), issues);
    if (!plan)
        return std::nullopt;
    Recovery r;
    r.plan = *plan;
    if (meta.is_object()) {
        r.originalPath = QString::fromStdString(meta.value("original", std::string()));
        r.savedAt =
            QDateTime::fromString(QString::fromStdString(meta.value("saved_at", std::string())), Qt::ISODate);
    }
    return r;
}

void clearRecovery()
{
    QFile::remove(recoveryInfoPath());
    QFile::remove(recoveryPlanPath());
}

} // namespace gp::plansafety
