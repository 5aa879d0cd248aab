#pragma once

#include "catalogloader.h"
#include "clock.h"

#include <QByteArray>
#include <QSet>
#include <QString>

#include <optional>

namespace gp {

// The compiled form of catalog files, kept in the user's cache folder so that a large file (an import of
// 100,000 offers) is parsed and checked once, not on every run (docs/catalog-cache.md).
//
// A compiled file holds one CatalogFragment exactly as CatalogLoader made it, issues included, with every
// string stored once. It is named by the content key: a BLAKE2b-256 hash of the source file's bytes, the name
// it is reported under, the language the issues are written in and the compiled format's and the program's
// versions; any change of these is a different key, so a changed file is compiled again and never read stale.
// A damaged or foreign compiled file is ignored (and replaced), never trusted.
//
// For files on disk a stat record maps (path, device, inode, size, modification and change times, in
// nanoseconds) to the content key, so an unchanged file is not even read. A record is only written for a
// file whose change time is more than two seconds old (a write, `touch -d` or `cp -p` all set it to now),
// so a file rewritten within the same clock tick as its record cannot be mistaken for the old one.
class CatalogCache
{
public:
    // Bump when the loader's rules or CatalogFragment change: every compiled file is then rebuilt.
    // 2: FP6 and FP4 figures; 3: GPU roles; 4: each file sealed with its key and a checksum of its bytes
    static constexpr quint32 FormatVersion = 5;
    // Compiled files and records beyond these are removed, least recently used first: MaxEntries, and two
    // more (a compiled file and its record) for each file (path) this cache has loaded, so a catalog of many
    // files never removes its own entries.
    static constexpr int MaxEntries = 64;

    // `clock` tells the time the records are judged by (tests move it forward instead of sleeping).
    explicit CatalogCache(QString folder, Clock clock = systemClock())
        : m_folder(std::move(folder)), m_clock(std::move(clock))
    {}

    // CacheLocation + "/catalog" (~/.cache/gpu-planner/catalog).
    static QString defaultFolder();
    const QString& folder() const { return m_folder; }

    // The fragment of a file: from its compiled form when there is a current one, else loaded by
    // CatalogLoader (and compiled for next time when it could be read). Resource paths (":/…") are cached
    // by content only.
    CatalogFragment loadFile(const QString& path, const QString& displayName = {}) const;

    // The serialized form and back; nullopt for bytes that are not a whole compiled fragment of this format.
    static QByteArray serialize(const CatalogFragment& fragment);
    static std::optional<CatalogFragment> deserialize(const QByteArray& bytes);

    static QByteArray contentKey(const QByteArray& data, const QString& displayName);

    // A compiled file as stored: the serialized form, the key it is stored under, and a checksum of both.
    // unseal gives the serialized form back, or nullopt when the checksum or the key does not match.
    static QByteArray seal(const QByteArray& serialized, const QByteArray& key);
    static std::optional<QByteArrayView> unseal(QByteArrayView sealed, const QByteArray& key);
    static quint64 checksum(QByteArrayView bytes);

private:
    std::optional<CatalogFragment> readCompiled(const QByteArray& key) const;
    bool store(const QString& name, const QByteArray& data) const; // false when it could not be written
    void prune() const;

    QString m_folder;
    Clock m_clock;
    mutable QSet<QString> m_filesLoaded; // the paths this cache has loaded
};

} // namespace gp
