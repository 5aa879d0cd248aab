#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>
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

// A price's source, shared: every price of a file that names the same source points at one Source (a
// 100,000-offer import holds one, not 100,000 copies). Reads like a pointer; converts to the Source.
class SourceRef
{
public:
    SourceRef();                     // an empty Source, shared
    SourceRef(const Source& source); // NOLINT(google-explicit-constructor): a Source is a SourceRef
    SourceRef(Source&& source);      // NOLINT(google-explicit-constructor)

    const Source* operator->() const { return m_d.get(); }
    const Source& operator*() const { return *m_d; }
    operator const Source&() const { return *m_d; } // NOLINT(google-explicit-constructor)

private:
    std::shared_ptr<const Source> m_d;
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
