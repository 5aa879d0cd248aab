#pragma once

#include "error.h"

#include <QByteArray>
#include <QString>

namespace gp {

// The bytes of a file embedded in the programs (":/fx/exchange-rates.json"); empty, with the problem
// logged, when it is missing (a build defect, not a user's).
QByteArray readBuiltinFile(const QString& resource);

// Logs the problems a built-in file had (each is a build defect: the tests load every built-in file cleanly).
void logBuiltinIssues(const IssueList& issues);

// A built-in file read with T::fromFileData(bytes, "builtin:NAME", issues), its problems logged.
template <typename T> T loadBuiltinFile(const QString& resource, const QString& name)
{
    IssueList issues;
    T value = T::fromFileData(readBuiltinFile(resource), QStringLiteral("builtin:") + name, issues);
    logBuiltinIssues(issues);
    return value;
}

} // namespace gp
