#include "jsonreader.h"

#include <QCoreApplication>

#include "fixedpoint.h"
#include "jsonparse.h"
#include "textcheck.h"

#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

QString jsonTypeName(const json& v)
{
    if (v.is_number_integer() || v.is_number_unsigned() || v.is_number_float())
        return QCoreApplication::translate("Files", "a number");
    if (v.is_string())
        return QCoreApplication::translate("Files", "a string");
    if (v.is_boolean())
        return QCoreApplication::translate("Files", "a boolean");
    if (v.is_null())
        return u"null"_s;
    if (v.is_array())
        return QCoreApplication::translate("Files", "an array");
    if (v.is_object())
        return QCoreApplication::translate("Files", "an object");
    return QString::fromUtf8(v.type_name());
}

QString jsonShown(const json& v)
{
    if (v.is_string()) {
        QString s = QString::fromStdString(v.get<std::string>());
        if (s.size() > 40)
            s = s.left(37) + u"..."_s;
        return u'"' + s + u'"';
    }
    if (v.is_number_float())
        return QString::number(v.get<double>(), 'g', 17);
    if (v.is_number())
        return QString::fromStdString(v.dump());
    return jsonTypeName(v);
}

QString jsonNumberText(double v)
{
    return QString::number(v, 'g', 12);
}

ObjectReader::ObjectReader(const json& obj, QString path, QString file, IssueList& issues)
    : m_obj(obj), m_path(std::move(path)), m_file(std::move(file)), m_issues(issues), m_start(issues.size())
{}

ObjectReader::ObjectReader(const json& obj, const ObjectReader& parent, const char* key)
    : m_obj(obj), m_pathKnown(false), m_parent(&parent), m_key(key), m_file(parent.m_file),
      m_issues(parent.m_issues), m_start(parent.m_issues.size())
{}

ObjectReader::ObjectReader(const json& obj, const QString& arrayPath, qsizetype index, QString file,
                           IssueList& issues)
    : m_obj(obj), m_pathKnown(false), m_arrayPath(&arrayPath), m_index(index), m_file(std::move(file)),
      m_issues(issues), m_start(issues.size())
{}

ObjectReader::ObjectReader(const json& obj, const ObjectReader& parent, const char* key, qsizetype index)
    : m_obj(obj), m_pathKnown(false), m_parent(&parent), m_key(key), m_index(index), m_file(parent.m_file),
      m_issues(parent.m_issues), m_start(parent.m_issues.size())
{}

const QString& ObjectReader::path() const
{
    if (!m_pathKnown) {
        if (m_parent)
            m_path = m_index >= 0 ? jsonPathIndex(m_parent->pathOf(m_key), m_index) : m_parent->pathOf(m_key);
        else
            m_path = jsonPathIndex(*m_arrayPath, m_index);
        m_pathKnown = true;
    }
    return m_path;
}

int ObjectReader::errors() const
{
    int n = 0;
    for (qsizetype i = m_start; i < m_issues.size(); ++i)
        n += m_issues[i].severity == Issue::Severity::Error ? 1 : 0;
    return n;
}

void ObjectReader::markSkipped(const QString& what, const QString& name)
{
    for (qsizetype i = m_start; i < m_issues.size(); ++i) {
        if (m_issues[i].severity == Issue::Severity::Error) {
            m_issues[i].error.message +=
                name.isEmpty()
                    ? QCoreApplication::translate("Files", "; the %1 is skipped").arg(what)
                    : QCoreApplication::translate("Files", "; %1 \"%2\" is skipped").arg(what, name);
            return;
        }
    }
}

QString ObjectReader::pathOf(const char* key) const
{
    return jsonPathKey(path(), QString::fromUtf8(key));
}

const json* ObjectReader::member(const char* key) const
{
    auto it = m_obj.find(key);
    return it == m_obj.end() ? nullptr : &*it;
}

bool ObjectReader::has(const char* key) const
{
    const json* v = member(key);
    return v && !v->is_null();
}

void ObjectReader::error(const QString& path, const QString& message, ErrorCode code)
{
    m_issues << Issue::failure(Error{code, m_file, 0, 0, path, message});
}

void ObjectReader::warning(const QString& path, const QString& message)
{
    m_issues << Issue::warning(Error{ErrorCode::Schema, m_file, 0, 0, path, message});
}

void ObjectReader::missing(const char* key, const QString& expected)
{
    error(path(), QCoreApplication::translate("Files", "missing required key \"%1\" (%2)")
                      .arg(QString::fromUtf8(key), expected));
}

std::optional<QString> ObjectReader::string(const char* key, Need need, const QRegularExpression* pattern,
                                            const QString& patternHint)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "a string"));
        return std::nullopt;
    }
    if (!v->is_string()) {
        error(pathOf(key),
              QCoreApplication::translate("Files", "expected a string, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    const QString s = QString::fromStdString(v->get<std::string>());
    if (need == Need::Required && s.trimmed().isEmpty()) {
        error(pathOf(key), QCoreApplication::translate("Files", "must not be empty"));
        return std::nullopt;
    }
    if (characterCount(s) > 4096) {
        error(pathOf(key), QCoreApplication::translate("Files", "string is longer than 4096 characters"),
              ErrorCode::TooLarge);
        return std::nullopt;
    }
    if (pattern && !pattern->match(s).hasMatch()) {
        error(pathOf(key), QCoreApplication::translate("Files", "%1 is not valid: expected %2")
                               .arg(jsonShown(*v), patternHint));
        return std::nullopt;
    }
    return s;
}

std::optional<bool> ObjectReader::boolean(const char* key, Need need)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "true or false"));
        return std::nullopt;
    }
    if (!v->is_boolean()) {
        error(pathOf(key),
              QCoreApplication::translate("Files", "expected true or false, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->get<bool>();
}

std::optional<double> ObjectReader::number(const char* key, Need need, double min, double max,
                                           bool minExclusive)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "a number"));
        return std::nullopt;
    }
    // The common case needs no path string: a number in range.
    if (v->is_number()) {
        const double d = v->get<double>();
        const bool low = minExclusive ? d <= min : d < min;
        if (std::isfinite(d) && !low && d <= max)
            return d;
    }
    return checkNumber(*v, pathOf(key), min, max, minExclusive);
}

std::optional<double> ObjectReader::checkNumber(const json& v, const QString& path, double min, double max,
                                                bool minExclusive)
{
    if (!v.is_number()) {
        error(path, QCoreApplication::translate("Files", "expected a number, got %1").arg(jsonTypeName(v)));
        return std::nullopt;
    }
    const double d = v.get<double>();
    if (!std::isfinite(d)) {
        error(path, QCoreApplication::translate("Files", "number is not finite"));
        return std::nullopt;
    }
    const bool low = minExclusive ? d <= min : d < min;
    if (low || d > max) {
        error(path, QCoreApplication::translate("Files", "expected a number %1 %2 and at most %3, got %4")
                        .arg(minExclusive ? QCoreApplication::translate("Files", "above")
                                          : QCoreApplication::translate("Files", "of at least"),
                             jsonNumberText(min), jsonNumberText(max), jsonShown(v)));
        return std::nullopt;
    }
    return d;
}

std::optional<int> ObjectReader::integer(const char* key, Need need, int min, int max)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "an integer"));
        return std::nullopt;
    }
    // 8.0 is accepted as 8
    const bool whole = v->is_number_integer() || v->is_number_unsigned() ||
                       (v->is_number_float() && std::isfinite(v->get<double>()) &&
                        v->get<double>() == std::floor(v->get<double>()));
    if (!whole) {
        error(pathOf(key),
              QCoreApplication::translate("Files", "expected an integer, got %1").arg(jsonShown(*v)));
        return std::nullopt;
    }
    const double d = v->get<double>();
    if (d < min || d > max) {
        error(pathOf(key), QCoreApplication::translate("Files", "expected an integer from %1 to %2, got %3")
                               .arg(min)
                               .arg(max)
                               .arg(jsonShown(*v)));
        return std::nullopt;
    }
    return int(d);
}

std::optional<QDate> ObjectReader::date(const char* key, Need need)
{
    static const QRegularExpression iso(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    const auto s = string(key, need, &iso, QCoreApplication::translate("Files", "a date as YYYY-MM-DD"));
    if (!s)
        return std::nullopt;
    const QDate d = QDate::fromString(*s, Qt::ISODate);
    if (!d.isValid()) {
        error(pathOf(key), QCoreApplication::translate("Files", "\"%1\" is not a calendar date").arg(*s));
        return std::nullopt;
    }
    return d;
}

std::optional<std::int64_t> ObjectReader::decimal(const char* key, Need need, int decimals, std::int64_t min,
                                                  std::int64_t max)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "a number"));
        return std::nullopt;
    }
    // The common case needs no path string: a plain decimal in range.
    if (const auto quick = quickDecimal(*v, decimals); quick && *quick >= min && *quick <= max)
        return quick;
    return checkDecimal(*v, pathOf(key), decimals, min, max);
}

std::optional<std::int64_t> ObjectReader::quickDecimal(const json& v, int decimals)
{
    if (v.is_string()) {
        const std::string& s = v.get_ref<const std::string&>();
        return fixed::parse(QLatin1StringView(s.data(), qsizetype(s.size())), decimals);
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || std::fabs(d) >= 1e15)
            return std::nullopt;
        char buf[64];
        const auto [end, ec] =
            std::to_chars(buf, buf + sizeof buf, d); // shortest text that reads back the same
        if (ec != std::errc() || std::find(buf, end, 'e') != end)
            return std::nullopt;
        return fixed::parse(QLatin1StringView(buf, qsizetype(end - buf)), decimals);
    }
    if (v.is_number_integer() || v.is_number_unsigned()) {
        const std::string t = v.dump();
        return fixed::parse(QLatin1StringView(t.data(), qsizetype(t.size())), decimals);
    }
    return std::nullopt;
}

std::optional<std::int64_t> ObjectReader::checkDecimal(const json& v, const QString& path, int decimals,
                                                       std::int64_t min, std::int64_t max)
{
    QString text;
    if (v.is_string()) {
        text = QString::fromStdString(v.get<std::string>());
    } else if (v.is_number()) {
        const double d = v.get<double>();
        if (!std::isfinite(d)) {
            error(path, QCoreApplication::translate("Files", "number is not finite"));
            return std::nullopt;
        }
        if (std::fabs(d) >= 1e15) {
            error(path,
                  QCoreApplication::translate("Files", "expected a number from %1 to %2, got %3")
                      .arg(fixed::toString(min, decimals), fixed::toString(max, decimals), jsonShown(v)));
            return std::nullopt;
        }
        // Integers as written; doubles as the shortest text that reads back the same: 12.5, 0.1, 7.0779.
        text = v.is_number_float() ? QString::number(d, 'f', QLocale::FloatingPointShortest)
                                   : QString::fromStdString(v.dump());
    } else {
        error(path, QCoreApplication::translate("Files", "expected a number, got %1").arg(jsonTypeName(v)));
        return std::nullopt;
    }
    const auto value = fixed::parse(text, decimals);
    if (!value) {
        error(path, QCoreApplication::translate("Files",
                                                "%1 is not a decimal number with at most %2 decimal places")
                        .arg(jsonShown(v))
                        .arg(decimals));
        return std::nullopt;
    }
    if (*value < min || *value > max) {
        error(path, QCoreApplication::translate("Files", "expected a number from %1 to %2, got %3")
                        .arg(fixed::toString(min, decimals), fixed::toString(max, decimals), jsonShown(v)));
        return std::nullopt;
    }
    return value;
}

std::optional<Money> ObjectReader::money(const char* key, Need need, const QString& currency)
{
    const auto micros = decimal(key, need, 6, 0, std::int64_t(Money::MaxUnits) * Money::MicrosPerUnit);
    if (!micros)
        return std::nullopt;
    return Money(*micros, currency);
}

const json* ObjectReader::object(const char* key, Need need)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "an object"));
        return nullptr;
    }
    if (!v->is_object()) {
        error(pathOf(key),
              QCoreApplication::translate("Files", "expected an object, got %1").arg(jsonTypeName(*v)));
        return nullptr;
    }
    return v;
}

const json* ObjectReader::array(const char* key, Need need)
{
    const json* v = member(key);
    if (!v || v->is_null()) {
        if (need == Need::Required)
            missing(key, QCoreApplication::translate("Files", "an array"));
        return nullptr;
    }
    if (!v->is_array()) {
        error(pathOf(key),
              QCoreApplication::translate("Files", "expected an array, got %1").arg(jsonTypeName(*v)));
        return nullptr;
    }
    return v;
}

void ObjectReader::warnUnknownKeys(std::initializer_list<const char*> known)
{
    for (auto it = m_obj.begin(); it != m_obj.end(); ++it) {
        bool ok = false;
        for (const char* k : known) {
            if (it.key() == k) {
                ok = true;
                break;
            }
        }
        if (!ok) {
            warning(jsonPathKey(path(), QString::fromStdString(it.key())),
                    QCoreApplication::translate("Files", "unknown key \"%1\" ignored")
                        .arg(QString::fromStdString(it.key())));
        }
    }
}

} // namespace gp
