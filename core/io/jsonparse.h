#pragma once

#include "error.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace gp {

struct JsonParseOptions
{
    int maxDepth = 64;
};

struct ParsedJson
{
    nlohmann::json value;
    IssueList warnings; // e.g. a UTF-8 byte-order mark that was skipped
};

// Parses JSON text strictly: syntax errors carry line and column; duplicate keys, nesting deeper than
// maxDepth and empty input are errors; a leading UTF-8 BOM is skipped with a warning.
Result<ParsedJson> parseJsonStrict(const QByteArray& text, const QString& fileName,
                                   const JsonParseOptions& options = {});

// parseJsonStrict for the loaders: its syntax error or its warnings go to issues; nullopt on an error.
std::optional<nlohmann::json> parseJsonInto(const QByteArray& text, const QString& fileName,
                                            IssueList& issues, const JsonParseOptions& options = {});
// The same for files whose top level must be an object ("expected a JSON object at the top level, got
// array").
std::optional<nlohmann::json> parseJsonObjectInto(const QByteArray& text, const QString& fileName,
                                                  IssueList& issues, const JsonParseOptions& options = {});

// The bytes of a small input file (a plan, a scenario): nullopt with an issue naming the file when it is a
// folder, cannot be read or is larger than maxBytes (`what`: "plans", "scenarios").
std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, const QString& what,
                                        IssueList& issues);

// "instances[3].offers[0]" style path helpers.
QString jsonPathKey(const QString& parent, const QString& key);
QString jsonPathIndex(const QString& parent, qsizetype index);

} // namespace gp
