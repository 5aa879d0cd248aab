#include "jsonparse.h"

#include "filereader.h"

#include "jsonreader.h"
#include "textcheck.h"

#include <QCoreApplication>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

QString jsonPathKey(const QString& parent, const QString& key)
{
    static const QRegularExpression plain(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    if (plain.match(key).hasMatch())
        return parent.isEmpty() ? key : parent + u'.' + key;
    QString quoted = key;
    quoted.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return parent + u"[\""_s + quoted + u"\"]"_s;
}

QString jsonPathIndex(const QString& parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

namespace {

// Builds the DOM through nlohmann's own SAX DOM builder while watching for duplicate keys and depth.
class StrictSax
{
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    StrictSax(json& result, int maxDepth) : m_dom(result, false), m_maxDepth(maxDepth) {}

    bool null() { return value() && m_dom.null(); }
    bool boolean(bool v) { return value() && m_dom.boolean(v); }
    bool number_integer(number_integer_t v) { return value() && m_dom.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return value() && m_dom.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t& s) { return value() && m_dom.number_float(v, s); }
    bool string(string_t& v) { return value() && m_dom.string(v); }
    bool binary(binary_t& v) { return value() && m_dom.binary(v); }

    bool start_object(std::size_t n)
    {
        if (!value() || !enter())
            return false;
        push(true);
        return m_dom.start_object(n);
    }
    bool key(string_t& k)
    {
        Frame& f = m_frames[m_depth - 1];
        if (!f.addKey(k)) {
            m_failure = Error{ErrorCode::Duplicate,
                              {},
                              0,
                              0,
                              jsonPathKey(pathTo(false), QString::fromStdString(k)),
                              u"duplicate key \"%1\" in one object (JSON would keep only the last)"_s.arg(
                                  QString::fromStdString(k))};
            return false;
        }
        f.currentKey = k;
        return m_dom.key(k);
    }
    bool end_object()
    {
        --m_depth;
        return m_dom.end_object();
    }
    bool start_array(std::size_t n)
    {
        if (!value() || !enter())
            return false;
        push(false);
        return m_dom.start_array(n);
    }
    bool end_array()
    {
        --m_depth;
        return m_dom.end_array();
    }
    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& ex)
    {
        m_errorPosition = position;
        Q_UNUSED(lastToken);
        m_errorText = QString::fromUtf8(ex.what());
        return false;
    }

    std::optional<Error> m_failure;
    std::optional<std::size_t> m_errorPosition;
    QString m_errorText;

private:
    // One open object or array. Frames are reused as the parser goes in and out, so their key lists
    // keep their capacity and a large file parses without an allocation per object.
    struct Frame
    {
        bool isObject = false;
        std::vector<std::string> keys;        // small objects: a linear scan
        std::unordered_set<std::string> many; // objects with more than kLinearKeys keys
        std::string currentKey;
        qsizetype index = 0;

        bool addKey(const std::string& k)
        {
            currentKey = k;
            if (keys.size() < kLinearKeys) {
                if (std::find(keys.begin(), keys.end(), k) != keys.end())
                    return false;
                keys.push_back(k);
                return true;
            }
            if (many.empty())
                many.insert(keys.begin(), keys.end());
            return many.insert(k).second;
        }
    };
    static constexpr std::size_t kLinearKeys = 16;

    void push(bool isObject)
    {
        if (m_depth == m_frames.size())
            m_frames.emplace_back();
        Frame& f = m_frames[m_depth++];
        f.isObject = isObject;
        f.keys.clear();
        f.many.clear();
        f.currentKey.clear();
        f.index = 0;
    }

    // Called before every value: advances the array index used in paths.
    bool value()
    {
        if (m_depth > 0 && !m_frames[m_depth - 1].isObject)
            ++m_frames[m_depth - 1].index;
        return true;
    }
    bool enter()
    {
        if (int(m_depth) >= m_maxDepth) {
            m_failure = Error{
                ErrorCode::TooLarge,
                {},
                0,
                0,
                pathTo(true),
                QCoreApplication::translate("Files", "nesting is deeper than %1 levels").arg(m_maxDepth)};
            return false;
        }
        return true;
    }
    // Path of the innermost container (includeLast = false) or of its current member (true).
    QString pathTo(bool includeLast) const
    {
        QString p;
        for (std::size_t i = 0; i < m_depth; ++i) {
            const Frame& f = m_frames[i];
            if (!includeLast && i + 1 == m_depth)
                break;
            if (f.isObject) {
                if (!f.currentKey.empty())
                    p = jsonPathKey(p, QString::fromStdString(f.currentKey));
            } else if (f.index > 0) {
                p = jsonPathIndex(p, f.index - 1);
            }
        }
        return p;
    }

    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    int m_maxDepth;
    std::vector<Frame> m_frames; // m_frames[0, m_depth) are open
    std::size_t m_depth = 0;
};

// Line and column (1-based, column in bytes) of a byte offset.
std::pair<int, int> lineColumnAt(const QByteArray& text, qsizetype offset)
{
    int line = 1;
    int column = 1;
    offset = std::min(offset, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

Result<ParsedJson> parseJsonStrict(const QByteArray& input, const QString& fileName,
                                   const JsonParseOptions& options)
{
    ParsedJson out;
    if (const QString wide = wideEncodingProblem(input); !wide.isEmpty())
        return Error{ErrorCode::Encoding, fileName, 1, 1, {}, wide};
    QByteArray text = input;
    if (text.startsWith("\xEF\xBB\xBF")) {
        text.remove(0, 3);
        out.warnings << Issue::warning(
            Error{ErrorCode::Encoding,
                  fileName,
                  1,
                  1,
                  {},
                  QCoreApplication::translate("Files",
                                              "file starts with a UTF-8 byte-order mark; it was skipped")});
    }
    if (text.trimmed().isEmpty())
        return Error{ErrorCode::Syntax,
                     fileName,
                     1,
                     1,
                     {},
                     QCoreApplication::translate("Files", "file is empty; expected a JSON object")};

    // The parser takes a NUL byte for the end of the input and would ignore all that follows it: a JSON file
    // holds text only.
    if (const qsizetype nul = text.indexOf('\0'); nul >= 0) {
        const auto [l, c] = lineColumnAt(text, nul);
        return Error{ErrorCode::Encoding,
                     fileName,
                     l,
                     c,
                     {},
                     QCoreApplication::translate("Files",
                                                 "a NUL byte: a JSON file holds text only (a damaged or "
                                                 "binary file?)")};
    }
    StrictSax sax(out.value, options.maxDepth);
    const bool ok = json::sax_parse(text.constData(), text.constData() + text.size(), &sax,
                                    json::input_format_t::json, true);
    if (sax.m_failure) {
        Error e = *sax.m_failure;
        e.file = fileName;
        return e;
    }
    if (!ok || sax.m_errorPosition) {
        Error e{ErrorCode::Syntax, fileName, 0, 0, {}, {}};
        // nlohmann counts lines and columns itself: "parse error at line 3, column 7: message".
        static const QRegularExpression where(u"at line (\\d+), column (\\d+): (.*)$"_s);
        const QRegularExpressionMatch m = where.match(sax.m_errorText);
        if (m.hasMatch()) {
            // nlohmann's column is that of the last character it read, inside the offending token.
            e.line = m.captured(1).toInt();
            e.column = m.captured(2).toInt();
            e.message = m.captured(3);
        } else {
            const auto [l, c] = lineColumnAt(text, qsizetype(sax.m_errorPosition.value_or(0)));
            e.line = l;
            e.column = c;
            e.message = sax.m_errorText.isEmpty() ? u"not valid JSON"_s : sax.m_errorText;
        }
        e.message.replace(u"syntax error while parsing"_s, u"JSON syntax error while parsing"_s);
        return e;
    }
    return out;
}

std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, const QString& what,
                                        IssueList& issues)
{
    auto data = readFileCapped(path, maxBytes, what);
    if (!data) {
        issues << Issue::failure(data.error());
        return std::nullopt;
    }
    return std::move(data.value());
}

std::optional<nlohmann::json> parseJsonInto(const QByteArray& text, const QString& fileName,
                                            IssueList& issues, const JsonParseOptions& options)
{
    auto parsed = parseJsonStrict(text, fileName, options);
    if (!parsed) {
        issues << Issue::failure(parsed.error());
        return std::nullopt;
    }
    issues << parsed.value().warnings;
    return std::move(parsed.value().value);
}

std::optional<nlohmann::json> parseJsonObjectInto(const QByteArray& text, const QString& fileName,
                                                  IssueList& issues, const JsonParseOptions& options)
{
    auto root = parseJsonInto(text, fileName, issues, options);
    if (root && !root->is_object()) {
        issues << Issue::failure(
            Error{ErrorCode::Schema,
                  fileName,
                  0,
                  0,
                  {},
                  QCoreApplication::translate("Files", "expected a JSON object at the top level, got %1")
                      .arg(jsonTypeName(*root))});
        return std::nullopt;
    }
    return root;
}

} // namespace gp
