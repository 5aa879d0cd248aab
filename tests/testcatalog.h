#pragma once

#include "catalog.h"
#include "exchangerates.h"

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

// The fixture catalog of tests/data/fixture (made-up prices, GPUs from the datasheets), without the built-in
// catalog: tests of logic use it so that a refresh of the shipped data breaks none of them.
inline gp::Catalog loadFixtureCatalog(gp::IssueList* issues = nullptr)
{
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList ignored;
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.userFolder = false;
    options.measurements = false;
    options.extraPaths = {QStringLiteral(GP_TEST_DATA_DIR "/fixture")};
    return gp::Catalog::load(options, issues ? *issues : ignored);
}

// Rates for the fixture: 1 USD = 7.00 CNY = 0.90 EUR, as of the fixture's prices.
inline gp::ExchangeRates fixtureRates()
{
    gp::ExchangeRates fx;
    fx.set(QStringLiteral("CNY"), gp::FxRate{7'000'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    fx.set(QStringLiteral("EUR"), gp::FxRate{900'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    return fx;
}
