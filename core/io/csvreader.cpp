#include "csvreader.h"

#include "textcheck.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

// Position of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(QByteArrayView data)
{
    const auto* p = reinterpret_cast<const unsigned char*>(data.data());
    const qsizetype n = data.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned min = 0;
        unsigned cp = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1;
            min = 0x80;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            min = 0x800;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            min = 0x10000;
            cp = c & 0x07;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

} // namespace

CsvReader::CsvReader(QByteArrayView data, QString fileName) : m_data(data), m_file(std::move(fileName))
{
    if (m_data.startsWith("\xEF\xBB\xBF")) {
        m_warnings << Issue::warning(
            errorAt(1, 1, QCoreApplication::translate("Files", "UTF-8 byte-order mark skipped"),
                    ErrorCode::Encoding));
        m_pos = 3;
        m_lineStart = 3;
    }
    const QString wide = wideEncodingProblem(m_data);
    const qsizetype bad = wide.isEmpty() ? firstInvalidUtf8(m_data.sliced(m_pos)) : -1;
    if (!wide.isEmpty()) {
        m_fileError = errorAt(1, 1, wide, ErrorCode::Encoding);
    } else if (bad >= 0) {
        const qsizetype at = m_pos + bad;
        const QByteArrayView before = m_data.first(at);
        const int line = int(before.count('\n')) + 1;
        const qsizetype lineStart = before.lastIndexOf('\n') + 1;
        m_fileError =
            errorAt(line, int(at - lineStart) + 1,
                    QCoreApplication::translate("Files", "not UTF-8 text (byte 0x%1); save the file as UTF-8")
                        .arg(uint(static_cast<unsigned char>(m_data[at])), 2, 16, QChar(u'0')),
                    ErrorCode::Encoding);
    } else if (m_data.sliced(m_pos).trimmed().isEmpty()) {
        m_fileError = errorAt(0, 0, QCoreApplication::translate("Files", "the file is empty"));
    }
}

Error CsvReader::errorAt(int line, int column, const QString& message, ErrorCode code) const
{
    return Error{code, m_file, line, column, {}, message};
}

bool CsvReader::next(std::vector<std::string_view>& fields)
{
    fields.clear();
    m_unescaped.clear();
    if (m_error || m_fileError)
        return false;
    const char* d = m_data.data();
    const qsizetype n = m_data.size();
    // Skip blank lines.
    while (m_pos < n && (d[m_pos] == '\n' || d[m_pos] == '\r')) {
        if (d[m_pos] == '\r' && m_pos + 1 < n && d[m_pos + 1] == '\n')
            ++m_pos;
        ++m_pos;
        ++m_line;
        m_lineStart = m_pos;
    }
    if (m_pos >= n)
        return false;
    m_recordLine = m_line;
    for (;;) {
        if (m_pos < n && d[m_pos] == '"') {
            // Quoted field.
            const int openLine = m_line;
            const int openColumn = int(m_pos - m_lineStart) + 1;
            qsizetype start = ++m_pos;
            bool doubled = false;
            std::string buffer;
            for (;;) {
                if (m_pos >= n) {
                    m_error = errorAt(
                        openLine, openColumn,
                        QCoreApplication::translate("Files", "a quoted field opened here is never closed"));
                    return false;
                }
                const char c = d[m_pos];
                if (c == '"') {
                    if (m_pos + 1 < n && d[m_pos + 1] == '"') {
                        if (!doubled) {
                            doubled = true;
                            buffer.assign(d + start, std::size_t(m_pos - start));
                        }
                        buffer += '"';
                        m_pos += 2;
                        continue;
                    }
                    break;
                }
                if (c == '\n') {
                    ++m_line;
                    m_lineStart = m_pos + 1;
                }
                if (doubled)
                    buffer += c;
                ++m_pos;
            }
            if (doubled) {
                m_unescaped.push_back(std::move(buffer));
                fields.emplace_back(m_unescaped.back());
            } else {
                fields.emplace_back(d + start, std::size_t(m_pos - start));
            }
            ++m_pos; // the closing quote
            if (m_pos < n && d[m_pos] != ',' && d[m_pos] != '\n' && d[m_pos] != '\r') {
                m_error =
                    errorAt(m_line, int(m_pos - m_lineStart) + 1,
                            QCoreApplication::translate(
                                "Files", "expected a comma or the end of the line after a closing quote"));
                return false;
            }
        } else {
            const qsizetype start = m_pos;
            while (m_pos < n && d[m_pos] != ',' && d[m_pos] != '\n' && d[m_pos] != '\r') {
                if (d[m_pos] == '"') {
                    m_error = errorAt(
                        m_line, int(m_pos - m_lineStart) + 1,
                        QCoreApplication::translate(
                            "Files",
                            "a quote inside an unquoted field; quote the whole field and double the quote"));
                    return false;
                }
                ++m_pos;
            }
            fields.emplace_back(d + start, std::size_t(m_pos - start));
        }
        if (m_pos >= n)
            return true;
        if (d[m_pos] == ',') {
            ++m_pos;
            continue;
        }
        // End of the record.
        if (d[m_pos] == '\r' && m_pos + 1 < n && d[m_pos + 1] == '\n')
            ++m_pos;
        ++m_pos;
        ++m_line;
        m_lineStart = m_pos;
        return true;
    }
}

CsvHeader::CsvHeader(const std::vector<std::string_view>& names)
{
    for (std::string_view n : names)
        m_names.emplace_back(csvTrimmed(n));
}

int CsvHeader::index(std::string_view name) const
{
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        if (m_names[i] == name)
            return int(i);
    }
    return -1;
}

QStringList CsvHeader::repeated(std::initializer_list<std::string_view> names) const
{
    QStringList out;
    for (std::string_view n : names) {
        QStringList columns;
        for (std::size_t i = 0; i < m_names.size(); ++i) {
            if (m_names[i] == n)
                columns << QString::number(i + 1);
        }
        if (columns.size() > 1)
            out << QCoreApplication::translate("Files", "%1 (columns %2)")
                       .arg(QString::fromUtf8(n.data(), qsizetype(n.size())), columns.join(u", "_s));
    }
    return out;
}

QStringList CsvHeader::missing(std::initializer_list<std::string_view> required) const
{
    QStringList out;
    for (std::string_view r : required) {
        if (index(r) < 0)
            out << QString::fromUtf8(r.data(), qsizetype(r.size()));
    }
    return out;
}

std::string_view csvTrimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

QString csvText(std::string_view s)
{
    s = csvTrimmed(s);
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace gp
