#pragma once

#include "error.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// Where one provider region is (catalog/geo/regions.json, docs/catalog-sources.md "Geography").
struct RegionPlace
{
    QString provider;
    QString region;
    QString name;      // the provider's display name, "Europe (Frankfurt)"
    QString city;      // empty when only a state or a country is known
    QString country;   // ISO 3166-1 alpha-2, "DE"
    QString continent; // a continentKeys() key
    std::optional<double> lat;
    std::optional<double> lon;
    QString precision; // city, state or country
    QString source;
    // Lower-case words a place is asked for by: the region code split at punctuation and at letters against
    // digits ("us-east-1" -> us east 1, "eastus2" stays one word), the display name's and the city's words,
    // the country code and the continent. "us-east" finds AWS us-east-1, Azure eastus ("East US") and GCP
    // us-east1 alike.
    QStringList words;
};

// Every region of the built-in catalog's providers with its place.
class RegionDirectory
{
public:
    static const RegionDirectory& builtin();
    static RegionDirectory fromFileData(const QByteArray& data, const QString& file, IssueList& issues);

    const RegionPlace* find(QStringView provider, QStringView region) const;
    const QList<RegionPlace>& places() const { return m_places; }

    // africa, asia, europe, north-america, oceania, south-america.
    static QStringList continentKeys();
    // "Europe", "north america", "North_America" -> the key; nullopt when it is none of them.
    static std::optional<QString> continentKey(QStringView text);
    static QString continentLabel(const QString& key); // "North America", translated
    // A query word such as "us-east" split into the words placeMatches() looks for.
    static QStringList queryWords(QStringView word);
    // Whether every word of `query` (queryWords) is one of the place's words.
    static bool placeMatches(const RegionPlace& place, const QStringList& query);

    static constexpr const char* Format = "gpu-planner-regions";

private:
    QList<RegionPlace> m_places;
    QHash<QString, qsizetype> m_index; // "provider\nregion" -> m_places
};

} // namespace gp
