#include "about.h"

#include "version.h"

using namespace Qt::StringLiterals;

namespace gp::about {

QString version()
{
    return QStringLiteral(GP_VERSION);
}

QString licenseSpdx()
{
    return QStringLiteral(GP_LICENSE_SPDX);
}

QString copyrightYear()
{
    return QStringLiteral(GP_RELEASE_DATE).left(4);
}

QString licenseLine()
{
    return u"License %1: GNU GPL version 3 or later <https://www.gnu.org/licenses/gpl-3.0.html>"_s.arg(
        licenseSpdx());
}

QString versionText(const QString& program)
{
    return program + u' ' + version() + u'\n' +
           u"Copyright (C) %1 The GPU Planner developers\n"_s.arg(copyrightYear()) + licenseLine() + u'\n' +
           u"This is free software: you are free to change and redistribute it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n"_s;
}

} // namespace gp::about
