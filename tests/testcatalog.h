#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "filewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

// The shipped catalog alone (no user folder): only tst_catalog, which checks the built-in data itself.
inline gp::Catalog loadShippedCatalog(gp::IssueList* issues = nullptr)
{
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList ignored;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    options.measurements = false;
    return gp::Catalog::load(options, issues ? *issues : ignored);
}

// Load options for exactly these files or folders: no built-in catalog, user folder or measurements.
inline gp::CatalogLoadOptions onlyTheseFiles(const QStringList& paths)
{
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.userFolder = false;
    options.measurements = false;
    options.extraPaths = paths;
    return options;
}

// Load options with the snapshot (below) in place of the built-in catalog; the user folder and measurements
// as Catalog::load's defaults (a window that reloads after an import uses them).
inline gp::CatalogLoadOptions snapshotLoadOptions()
{
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.extraPaths = {QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    return options;
}

// Puts the snapshot's exchange rates (tests/data/snapshot-fx) where the programs read the user's own rates,
// so a window, which reads the shipped table with the user's rates on top, converts with the snapshot's.
inline void useSnapshotRatesAsUserRates()
{
    QStandardPaths::setTestModeEnabled(true);
    // Replaced atomically: GUI tests running side by side may share the test-mode folder.
    const QString target = gp::ExchangeRates::userFilePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile source(QStringLiteral(GP_TEST_DATA_DIR "/snapshot-fx/exchange-rates.json"));
    if (!source.open(QIODevice::ReadOnly) || !gp::writeFileSafely(target, source.readAll()).ok())
        qFatal("cannot copy the snapshot exchange rates to %s", qPrintable(target));
}

// The frozen copy of the built-in catalog in tests/data/snapshot (see its README), as the core and UI tests
// see the catalog: a refresh of catalog/ changes nothing they assert. Windows made in the same test convert
// with the snapshot's rates (useSnapshotRatesAsUserRates).
inline gp::Catalog loadSnapshotCatalog(gp::IssueList* issues = nullptr)
{
    useSnapshotRatesAsUserRates();
    gp::IssueList ignored;
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.userFolder = false;
    options.measurements = false;
    options.extraPaths = {QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    return gp::Catalog::load(options, issues ? *issues : ignored);
}

// The exchange-rate table that goes with the snapshot (tests/data/snapshot-fx).
inline const gp::ExchangeRates& snapshotRates()
{
    static const gp::ExchangeRates rates = [] {
        QFile f(QStringLiteral(GP_TEST_DATA_DIR "/snapshot-fx/exchange-rates.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read the snapshot exchange rates");
        gp::IssueList issues;
        gp::ExchangeRates fx = gp::ExchangeRates::fromFileData(f.readAll(), f.fileName(), issues);
        if (gp::countErrors(issues) > 0)
            qFatal("the snapshot exchange rates do not load");
        return fx;
    }();
    return rates;
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

// The storage and egress price fixture of tests/data/usage (made-up figures with volume tiers and a free
// allowance, chosen for hand computation); CLI tests pass the same file with --catalog.
inline gp::UsagePriceList loadUsagePriceFixture()
{
    QFile f(QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the usage-price fixture");
    gp::IssueList issues;
    gp::UsagePriceList list = gp::UsagePriceList::fromFileData(f.readAll(), f.fileName(), issues);
    if (!issues.isEmpty())
        qFatal("the usage-price fixture does not load cleanly");
    return list;
}

// Rates for the fixture: 1 USD = 7.00 CNY = 0.90 EUR, as of the fixture's prices.
inline gp::ExchangeRates fixtureRates()
{
    gp::ExchangeRates fx;
    fx.set(QStringLiteral("CNY"), gp::FxRate{7'000'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    fx.set(QStringLiteral("EUR"), gp::FxRate{900'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    return fx;
}
