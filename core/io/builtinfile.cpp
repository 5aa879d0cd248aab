#include "builtinfile.h"

#include "logging.h"

#include <QFile>

#include <spdlog/spdlog.h>

namespace gp {

QByteArray readBuiltinFile(const QString& resource)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly)) {
        log::catalog()->error("the built-in file {} is missing", resource.toStdString());
        return {};
    }
    return f.readAll();
}

void logBuiltinIssues(const IssueList& issues)
{
    for (const Issue& i : issues)
        log::catalog()->error("{}", i.toString().toStdString());
}

} // namespace gp
