#include "error.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
// "FILE:LINE:COLUMN: PATH"; what is unknown is left out (never a made-up name such as "<input>").
QString location(const Error& e)
{
    QString where = e.file;
    if (e.line > 0) {
        where += (where.isEmpty() ? u"line "_s : u":"_s) + QString::number(e.line);
        if (e.column > 0)
            where += u':' + QString::number(e.column);
    }
    if (!e.path.isEmpty())
        where += (where.isEmpty() ? QString() : u": "_s) + e.path;
    return where;
}

QString prefixed(const QString& where, const QString& rest)
{
    return where.isEmpty() ? rest : where + u": "_s + rest;
}
} // namespace

QString Error::toString() const
{
    return prefixed(location(*this), message);
}

QString Issue::toString() const
{
    return prefixed(location(error),
                    (severity == Severity::Warning ? u"warning: "_s : QString()) + error.message);
}

IssueList inFile(IssueList issues, const QString& file)
{
    for (Issue& i : issues) {
        if (i.error.file.isEmpty())
            i.error.file = file;
    }
    return issues;
}

std::optional<Error> firstError(const IssueList& issues)
{
    for (const Issue& i : issues) {
        if (i.severity == Issue::Severity::Error)
            return i.error;
    }
    return std::nullopt;
}

int countErrors(const IssueList& issues)
{
    return int(std::count_if(issues.cbegin(), issues.cend(),
                             [](const Issue& i) { return i.severity == Issue::Severity::Error; }));
}

int countWarnings(const IssueList& issues)
{
    return int(issues.size()) - countErrors(issues);
}

} // namespace gp
