#include "error.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
QString location(const Error& e)
{
    QString where = e.file.isEmpty() ? u"<input>"_s : e.file;
    if (e.line > 0) {
        where += u':' + QString::number(e.line);
        if (e.column > 0)
            where += u':' + QString::number(e.column);
    }
    if (!e.path.isEmpty())
        where += u": "_s + e.path;
    return where;
}
} // namespace

QString Error::toString() const
{
    return location(*this) + u": "_s + message;
}

QString Issue::toString() const
{
    return location(error) + (severity == Severity::Warning ? u": warning: "_s : u": "_s) + error.message;
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
