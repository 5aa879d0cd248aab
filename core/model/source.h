#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace gp {

// Where a figure comes from: a datasheet or a price list, and the date it describes.
struct Source
{
    QString id;    // key in the file's "sources" object
    QString title; // "AWS EC2 on-demand price list via instances.vantage.sh export"
    QString url;
    QDate asOf;
    QString notes;
    // The publisher does not date these prices (JSON "as_of_basis": "retrieved"): asOf is the day they were
    // retrieved, and the prices may be older. Shown as "undated (retrieved …)" wherever the date appears.
    bool undated = false;
};

// The JSON keys of a date's basis ("as_of_basis" in catalogs and plans): "published" (the list's own date) or
// "retrieved" (the day an undated list was retrieved; Source::undated).
inline const char* dateBasisKey(bool undated)
{
    return undated ? "retrieved" : "published";
}
inline std::optional<bool> undatedFromDateBasisKey(QStringView key)
{
    if (key == u"published")
        return false;
    if (key == u"retrieved")
        return true;
    return std::nullopt;
}
inline QStringList dateBasisKeys()
{
    return {QStringLiteral("published"), QStringLiteral("retrieved")};
}

// Where an entity was read from, for messages about it later (after merging layers).
struct Origin
{
    QString file;
    QString path; // JSON path inside the file
};

} // namespace gp
