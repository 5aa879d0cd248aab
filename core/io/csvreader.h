#pragma once

#include "error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Reads RFC 4180 CSV from memory: quoted fields (with doubled quotes, commas and line breaks inside),
// CRLF, LF or CR line ends, an optional UTF-8 byte-order mark. Fields are views into the data (or into
// the reader for quoted fields with doubled quotes), valid until the next record is read.
class CsvReader
{
public:
    // `data` must outlive the reader. Checks UTF-8 and skips a BOM (with a warning into `issues`).
    CsvReader(QByteArrayView data, QString fileName);

    // The first problem with the whole file (invalid UTF-8, empty), if any; check before reading.
    const std::optional<Error>& fileError() const { return m_fileError; }
    const IssueList& warnings() const { return m_warnings; }

    // Reads the next record into `fields`; false at the end of the data or on a syntax error
    // (then error() is set). Blank lines are skipped.
    bool next(std::vector<std::string_view>& fields);
    const std::optional<Error>& error() const { return m_error; }
    // The line the last record started on (1-based).
    int line() const { return m_recordLine; }
    const QString& fileName() const { return m_file; }

    // An error at a line (and column, 0 when unknown) of this file.
    Error errorAt(int line, int column, const QString& message, ErrorCode code = ErrorCode::Syntax) const;

private:
    QByteArrayView m_data;
    QString m_file;
    qsizetype m_pos = 0;
    int m_line = 1;
    qsizetype m_lineStart = 0;
    int m_recordLine = 0;
    std::optional<Error> m_fileError;
    std::optional<Error> m_error;
    IssueList m_warnings;
    std::deque<std::string> m_unescaped; // fields of the current record that had doubled quotes
};

// Column positions found by header name, so files whose columns come in any order read alike.
class CsvHeader
{
public:
    explicit CsvHeader(const std::vector<std::string_view>& names);
    // Index of a column, -1 when absent (names compare case-sensitively, surrounding spaces ignored).
    int index(std::string_view name) const;
    int size() const { return int(m_names.size()); }
    // The required names that are missing.
    QStringList missing(std::initializer_list<std::string_view> required) const;
    // "Price (columns 7 and 9)" for each of these names that heads more than one column.
    QStringList repeated(std::initializer_list<std::string_view> names) const;
    std::string_view name(int column) const { return m_names[std::size_t(column)]; }

private:
    std::vector<std::string> m_names;
};

// A field without surrounding spaces.
std::string_view csvTrimmed(std::string_view s);
QString csvText(std::string_view s);

} // namespace gp
