#pragma once

#include "catalog.h"

#include <QStandardPaths>

// The built-in catalog alone (no user folder), as the core and UI tests see it.
inline gp::Catalog loadBuiltinCatalog(gp::IssueList* issues = nullptr)
{
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList ignored;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    options.measurements = false;
    return gp::Catalog::load(options, issues ? *issues : ignored);
}
