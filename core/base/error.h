#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace gp {

// What kind of problem an Error describes; lets callers pick an exit code or an icon.
enum class ErrorCode
{
    Io,               // a file could not be read or written
    TooLarge,         // over a documented size or count limit
    Syntax,           // not well-formed (JSON, CSV)
    Schema,           // well-formed but a value has the wrong type, range or form
    Duplicate,        // a key or an id appears twice
    UnknownReference, // refers to something that does not exist (a GPU id, a source id)
    Encoding,         // byte-order mark, invalid UTF-8
    Usage,            // a command-line mistake
    NotFound,         // an id that is not in the catalog
};

// A problem with a location: file, line/column (1-based, 0 when unknown) or a JSON path.
struct Error
{
    ErrorCode code = ErrorCode::Schema;
    QString file;
    int line = 0;
    int column = 0;
    QString path; // JSON path such as instances[3].offers[0].on_demand.hourly
    QString message;

    // "FILE:LINE:COLUMN: message" or "FILE: PATH: message"
    QString toString() const;
    bool isBadInput() const { return code != ErrorCode::Io; }
};

// A user-visible problem collected while loading; the load goes on.
struct Issue
{
    enum class Severity
    {
        Warning,
        Error
    };
    Severity severity = Severity::Error;
    Error error;

    QString toString() const;
    static Issue warning(Error e) { return Issue{Severity::Warning, std::move(e)}; }
    static Issue failure(Error e) { return Issue{Severity::Error, std::move(e)}; }
};

using IssueList = QList<Issue>;

int countErrors(const IssueList& issues);
// The first error of the list (warnings skipped); nullopt when there is none.
std::optional<Error> firstError(const IssueList& issues);
// The issues with FILE filled in where they name none (a plan's cost problems name only items[N]).
IssueList inFile(IssueList issues, const QString& file);
int countWarnings(const IssueList& issues);

// Errors as values at the core boundary.
template <typename T> class Result
{
public:
    Result(T value) : m_value(std::move(value)) {}     // NOLINT(google-explicit-constructor)
    Result(Error error) : m_value(std::move(error)) {} // NOLINT(google-explicit-constructor)

    bool ok() const { return std::holds_alternative<T>(m_value); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_value); }
    T& value() & { return std::get<T>(m_value); }
    T&& value() && { return std::get<T>(std::move(m_value)); }
    const Error& error() const { return std::get<Error>(m_value); }

private:
    std::variant<T, Error> m_value;
};

} // namespace gp
