#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "filewriter.h"

#include <QStringList>

// The test-support library (tests/support, gpuplanner_testsupport): the fixture catalogs and rates every
// test loads the same way, compiled once instead of once per test.

// The shipped catalog alone (no user folder): only tst_catalog, which checks the built-in data itself.
gp::Catalog loadShippedCatalog(gp::IssueList* issues = nullptr);

// Load options for exactly these files or folders: no built-in catalog, user folder or measurements.
gp::CatalogLoadOptions onlyTheseFiles(const QStringList& paths);

// Load options with the snapshot (below) in place of the built-in catalog; the user folder and measurements
// as Catalog::load's defaults (a window that reloads after an import uses them).
gp::CatalogLoadOptions snapshotLoadOptions();

// Puts the snapshot's exchange rates (tests/data/snapshot-fx) where the programs read the user's own rates,
// so a window, which reads the shipped table with the user's rates on top, converts with the snapshot's.
void useSnapshotRatesAsUserRates();

// The frozen copy of the built-in catalog in tests/data/snapshot (see its README), as the core and UI tests
// see the catalog: a refresh of catalog/ changes nothing they assert. Windows made in the same test convert
// with the snapshot's rates (useSnapshotRatesAsUserRates).
gp::Catalog loadSnapshotCatalog(gp::IssueList* issues = nullptr);

// The exchange-rate table that goes with the snapshot (tests/data/snapshot-fx).
const gp::ExchangeRates& snapshotRates();

// The fixture catalog of tests/data/fixture (made-up prices, GPUs from the datasheets), without the built-in
// catalog: tests of logic use it so that a refresh of the shipped data breaks none of them.
gp::Catalog loadFixtureCatalog(gp::IssueList* issues = nullptr);

// The storage and egress price fixture of tests/data/usage (made-up figures with volume tiers and a free
// allowance, chosen for hand computation); CLI tests pass the same file with --catalog.
gp::UsagePriceList loadUsagePriceFixture();

// Rates for the fixture: 1 USD = 7.00 CNY = 0.90 EUR, as of the fixture's prices.
gp::ExchangeRates fixtureRates();

// How many cases a property test runs: `full` in an optimised build, a fifth of it (the same first cases,
// from the same seed) in a debug or sanitizer build, where each case costs ten times as much and the
// optimised suite already runs them all.
int propertyRuns(int full);

// Makes the estimates use one utilisation, 0.40, for every GPU and model (tests/data/utilisation/flat.json)
// instead of the calibrated table, so a test of another rule keeps its hand-computed figures through a refit.
void useFlatUtilisation();
