#pragma once

#include "error.h"

#include <QByteArray>
#include <QDate>
#include <QMap>
#include <QString>
#include <QStringList>

namespace gp {

// The prices a user downloaded with `catalog update` or File > Update Prices... (docs/price-update.md):
// one catalog file per provider and update in <AppDataLocation>/prices/<provider>/<date>.json (a later
// update of the same day <date>-2.json, -3 and on: a file in use is never written over), and
// current.json naming the file in use per provider. The catalog loads those files over the built-in one
// and under the user's own catalog folder; older files stay for a price history.
struct PriceUpdateManifest
{
    QMap<QString, QString> current; // provider -> file relative to the folder ("aws/2026-12-01.json")
    QString updatedAt;              // ISO 8601 UTC time of the last update
};

QString priceUpdateFolder(); // <AppDataLocation>/prices
QString priceUpdateManifestPath(const QString& folder);
QString priceUpdateLockPath(const QString& folder);    // FOLDER/update.lock: one switch at a time
QString priceUpdateJournalPath(const QString& folder); // FOLDER/update-pending.json: the files being written

// The files an update is writing, written before the first of them and removed after the switch: what is
// left of an update killed half-way, which the next update removes (those current.json does not name).
struct PriceUpdateJournal
{
    QString startedAt; // ISO 8601 UTC
    QStringList files; // relative to the folder, as in current.json
};
Result<PriceUpdateJournal> readPriceUpdateJournal(const QString& folder); // an empty one when there is none
QByteArray priceUpdateJournalJson(const PriceUpdateJournal& journal);

// The manifest of `folder`; an empty one when there is none. Errors name the file and the JSON path.
Result<PriceUpdateManifest> readPriceUpdateManifest(const QString& folder);
QByteArray priceUpdateManifestJson(const PriceUpdateManifest& manifest);

} // namespace gp
