#pragma once

#include "error.h"
#include "money.h"

#include <QDate>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace gp {

// "a number", "a string", ... for messages.
QString jsonTypeName(const nlohmann::json& v);
// A value as a message shows it: strings quoted and shortened, numbers in full.
QString jsonShown(const nlohmann::json& v);
// A double as a message shows it (up to 12 significant digits).
QString jsonNumberText(double v);

enum class Need
{
    Required,
    Optional
};

// Reads the members of one JSON object, reporting problems with their JSON path into an issue list.
// Every loader (catalog, plan, exchange rates) reads through it, so messages look alike everywhere.
class ObjectReader
{
public:
    ObjectReader(const nlohmann::json& obj, QString path, QString file, IssueList& issues);
    // A member object of `parent` (its path is built only when a message needs it).
    ObjectReader(const nlohmann::json& obj, const ObjectReader& parent, const char* key);
    // Element `index` of the array at `arrayPath`, which must outlive the reader (path built lazily).
    ObjectReader(const nlohmann::json& obj, const QString& arrayPath, qsizetype index, QString file,
                 IssueList& issues);
    // Element `index` of the array `key` of `parent` (path built lazily).
    ObjectReader(const nlohmann::json& obj, const ObjectReader& parent, const char* key, qsizetype index);

    // Errors reported since this reader was made, by it or by readers of its members.
    int errors() const;
    // Says on the first of those errors that the whole entry is left out.
    void markSkipped(const QString& what, const QString& name);

    const QString& path() const;
    const QString& file() const { return m_file; }
    IssueList& issues() { return m_issues; }
    QString pathOf(const char* key) const;
    const nlohmann::json* member(const char* key) const;
    bool has(const char* key) const; // present and not null

    void error(const QString& path, const QString& message, ErrorCode code = ErrorCode::Schema);
    void warning(const QString& path, const QString& message);
    void missing(const char* key, const QString& expected);

    std::optional<QString> string(const char* key, Need need, const QRegularExpression* pattern = nullptr,
                                  const QString& patternHint = {});
    std::optional<double> number(const char* key, Need need, double min, double max,
                                 bool minExclusive = false);
    std::optional<double> checkNumber(const nlohmann::json& v, const QString& path, double min, double max,
                                      bool minExclusive);
    std::optional<int> integer(const char* key, Need need, int min, int max);
    std::optional<QDate> date(const char* key, Need need);
    std::optional<bool> boolean(const char* key, Need need);
    // A fixed-point decimal with `decimals` places, given as a JSON number or a decimal string
    // ("12.5" with 2 decimals -> 1250). More decimals than that are an error, not rounded away.
    std::optional<std::int64_t> decimal(const char* key, Need need, int decimals, std::int64_t min,
                                        std::int64_t max);
    std::optional<std::int64_t> checkDecimal(const nlohmann::json& v, const QString& path, int decimals,
                                             std::int64_t min, std::int64_t max);
    // An amount of money in `currency`, as a decimal string ("55.04") or a number; at least zero.
    std::optional<Money> money(const char* key, Need need, const QString& currency);

    template <typename E, typename FromKey>
    std::optional<E> enumeration(const char* key, Need need, FromKey fromKey, const QStringList& allowed)
    {
        const auto s = string(key, need);
        if (!s)
            return std::nullopt;
        const std::optional<E> e = fromKey(QStringView(*s));
        if (!e) {
            error(pathOf(key), QStringLiteral("unknown value \"%1\"; expected one of %2")
                                   .arg(*s, allowed.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return e;
    }

    const nlohmann::json* object(const char* key, Need need);
    const nlohmann::json* array(const char* key, Need need);
    void warnUnknownKeys(std::initializer_list<const char*> known);

private:
    // A decimal read without building messages; nullopt when it needs the careful path.
    static std::optional<std::int64_t> quickDecimal(const nlohmann::json& v, int decimals);

    const nlohmann::json& m_obj;
    mutable QString m_path;
    mutable bool m_pathKnown = true;
    const ObjectReader* m_parent = nullptr; // lazy path: parent's path + m_key
    const char* m_key = nullptr;
    const QString* m_arrayPath = nullptr; // lazy path: array path + [m_index]
    qsizetype m_index = -1;
    QString m_file;
    IssueList& m_issues;
    qsizetype m_start;
};

} // namespace gp
