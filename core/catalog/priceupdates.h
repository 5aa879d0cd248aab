#pragma once

#include "error.h"

#include <QByteArray>
#include <QDate>
#include <QMap>
#include <QString>

namespace gp {

// The prices a user downloaded with `catalog update` or File > Update Prices... (docs/price-update.md):
// one catalog file per provider and date in <AppDataLocation>/prices/<provider>/<date>.json, and
// current.json naming the file in use per provider. The catalog loads those files over the built-in one
// and under the user's own catalog folder; older files stay for a price history.
struct PriceUpdateManifest
{
    QMap<QString, QString> current; // provider -> file relative to the folder ("aws/2026-12-01.json")
    QString updatedAt;              // ISO 8601 UTC time of the last update
};

QString priceUpdateFolder(); // <AppDataLocation>/prices
QString priceUpdateManifestPath(const QString& folder);

// The manifest of `folder`; an empty one when there is none. Errors name the file and the JSON path.
Result<PriceUpdateManifest> readPriceUpdateManifest(const QString& folder);
QByteArray priceUpdateManifestJson(const PriceUpdateManifest& manifest);

} // namespace gp
