#include "regions.h"

#include "builtinfile.h"
#include "jsonparse.h"
#include "jsonreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

struct Continent
{
    const char16_t* key;
    const char* label;
};

constexpr std::array<Continent, 6> kContinents{{
    {u"africa", QT_TRANSLATE_NOOP("Regions", "Africa")},
    {u"asia", QT_TRANSLATE_NOOP("Regions", "Asia")},
    {u"europe", QT_TRANSLATE_NOOP("Regions", "Europe")},
    {u"north-america", QT_TRANSLATE_NOOP("Regions", "North America")},
    {u"oceania", QT_TRANSLATE_NOOP("Regions", "Oceania")},
    {u"south-america", QT_TRANSLATE_NOOP("Regions", "South America")},
}};

QString placeKey(QStringView provider, QStringView region)
{
    return provider.toString().toLower() + u'\n' + region.toString().toLower();
}

// Lower-case words, split at anything not a letter or digit and where letters meet digits.
QStringList splitWords(QStringView text)
{
    QStringList out;
    QString word;
    int kind = 0; // 1 letter, 2 digit
    for (const QChar c : text) {
        const int k = c.isLetter() ? 1 : c.isDigit() ? 2 : 0;
        if (k == 0 || (kind != 0 && k != kind)) {
            if (!word.isEmpty())
                out << word;
            word.clear();
        }
        if (k != 0)
            word += c.toLower();
        kind = k;
    }
    if (!word.isEmpty())
        out << word;
    return out;
}

} // namespace

const RegionDirectory& RegionDirectory::builtin()
{
    static const RegionDirectory directory =
        loadBuiltinFile<RegionDirectory>(u":/geo/regions.json"_s, u"regions.json"_s);
    return directory;
}

RegionDirectory RegionDirectory::fromFileData(const QByteArray& data, const QString& file, IssueList& issues)
{
    RegionDirectory out;
    const auto json = parseJsonObjectInto(data, file, issues);
    if (!json)
        return out;
    ObjectReader top(*json, u"$"_s, file, issues);
    top.warnUnknownKeys({"format", "version", "description", "sources", "regions"});
    const auto format = top.string("format", Need::Required);
    if (format && *format != QLatin1String(Format)) {
        top.error(top.pathOf("format"),
                  QCoreApplication::translate("Regions", "expected \"%1\"").arg(QLatin1String(Format)));
        return out;
    }
    if (!top.integer("version", Need::Required, 1, 1))
        return out;
    const nlohmann::json* sources = top.member("sources");
    const nlohmann::json* regions = top.array("regions", Need::Required);
    if (!regions)
        return out;
    static const QRegularExpression countryPattern(u"^[A-Z]{2}$"_s);
    for (qsizetype i = 0; i < qsizetype(regions->size()); ++i) {
        ObjectReader r((*regions)[size_t(i)], top, "regions", i);
        r.warnUnknownKeys({"provider", "region", "name", "city", "country", "continent", "lat", "lon",
                           "precision", "source", "note"});
        RegionPlace p;
        p.provider = r.string("provider", Need::Required).value_or(QString());
        p.region = r.string("region", Need::Required).value_or(QString());
        p.name = r.string("name", Need::Optional).value_or(QString());
        p.city = r.string("city", Need::Optional).value_or(QString());
        p.country = r.string("country", Need::Optional, &countryPattern,
                             QCoreApplication::translate("Regions", "an ISO 3166-1 code such as DE"))
                        .value_or(QString());
        const QString continent = r.string("continent", Need::Optional).value_or(QString());
        if (!continent.isEmpty()) {
            if (!continentKeys().contains(continent))
                r.error(r.pathOf("continent"), QCoreApplication::translate("Regions", "expected one of %1")
                                                   .arg(continentKeys().join(u", "_s)));
            p.continent = continent;
        }
        p.lat = r.number("lat", Need::Optional, -90, 90);
        p.lon = r.number("lon", Need::Optional, -180, 180);
        p.precision = r.string("precision", Need::Optional).value_or(QString());
        p.source = r.string("source", Need::Required).value_or(QString());
        if (sources && !p.source.isEmpty() && !sources->contains(p.source.toStdString()))
            r.error(r.pathOf("source"),
                    QCoreApplication::translate("Regions", "no source \"%1\" in \"sources\"").arg(p.source));
        if (r.errors() > 0)
            continue;
        const QString key = placeKey(p.provider, p.region);
        if (out.m_index.contains(key)) {
            r.error(
                r.path(),
                QCoreApplication::translate("Regions", "a second entry for %1 %2").arg(p.provider, p.region));
            continue;
        }
        p.words = splitWords(p.region) + splitWords(p.name) + splitWords(p.city);
        if (!p.country.isEmpty())
            p.words << p.country.toLower();
        if (!p.continent.isEmpty())
            p.words << p.continent;
        p.words.removeDuplicates();
        out.m_index.insert(key, out.m_places.size());
        out.m_places << p;
    }
    return out;
}

const RegionPlace* RegionDirectory::find(QStringView provider, QStringView region) const
{
    const auto it = m_index.constFind(placeKey(provider, region));
    return it == m_index.cend() ? nullptr : &m_places[*it];
}

QStringList RegionDirectory::continentKeys()
{
    QStringList out;
    for (const Continent& c : kContinents)
        out << QString::fromUtf16(c.key);
    return out;
}

std::optional<QString> RegionDirectory::continentKey(QStringView text)
{
    QString k = text.trimmed().toString().toLower();
    k.replace(u' ', u'-');
    k.replace(u'_', u'-');
    for (const Continent& c : kContinents) {
        if (k == QStringView(c.key))
            return QString::fromUtf16(c.key);
    }
    return std::nullopt;
}

QString RegionDirectory::continentLabel(const QString& key)
{
    for (const Continent& c : kContinents) {
        if (key == QStringView(c.key))
            return QCoreApplication::translate("Regions", c.label);
    }
    return key;
}

QStringList RegionDirectory::queryWords(QStringView word)
{
    return splitWords(word);
}

bool RegionDirectory::placeMatches(const RegionPlace& place, const QStringList& query)
{
    if (query.isEmpty())
        return false;
    for (const QString& w : query) {
        if (!place.words.contains(w))
            return false;
    }
    return true;
}

} // namespace gp
