#include "testcatalog.h"

#include "utilisation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GP_TEST_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define GP_TEST_SANITIZED 1
#endif

gp::Catalog loadShippedCatalog(gp::IssueList* issues)
{
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList ignored;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    options.measurements = false;
    return gp::Catalog::load(options, issues ? *issues : ignored);
}

gp::CatalogLoadOptions onlyTheseFiles(const QStringList& paths)
{
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.userFolder = false;
    options.measurements = false;
    options.extraPaths = paths;
    return options;
}

gp::CatalogLoadOptions snapshotLoadOptions()
{
    gp::CatalogLoadOptions options;
    options.builtin = false;
    options.extraPaths = {QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    return options;
}

void useSnapshotRatesAsUserRates()
{
    QStandardPaths::setTestModeEnabled(true);
    // Replaced atomically: GUI tests running side by side may share the test-mode folder.
    const QString target = gp::ExchangeRates::userFilePath();
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile source(QStringLiteral(GP_TEST_DATA_DIR "/snapshot-fx/exchange-rates.json"));
    if (!source.open(QIODevice::ReadOnly) || !gp::writeFileSafely(target, source.readAll()).ok())
        qFatal("cannot copy the snapshot exchange rates to %s", qPrintable(target));
}

gp::Catalog loadSnapshotCatalog(gp::IssueList* issues)
{
    useSnapshotRatesAsUserRates();
    gp::IssueList ignored;
    return gp::Catalog::load(onlyTheseFiles({QStringLiteral(GP_TEST_DATA_DIR "/snapshot")}),
                             issues ? *issues : ignored);
}

const gp::ExchangeRates& snapshotRates()
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

gp::Catalog loadFixtureCatalog(gp::IssueList* issues)
{
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList ignored;
    return gp::Catalog::load(onlyTheseFiles({QStringLiteral(GP_TEST_DATA_DIR "/fixture")}),
                             issues ? *issues : ignored);
}

gp::UsagePriceList loadUsagePriceFixture()
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

gp::ExchangeRates fixtureRates()
{
    gp::ExchangeRates fx;
    fx.set(QStringLiteral("CNY"), gp::FxRate{7'000'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    fx.set(QStringLiteral("EUR"), gp::FxRate{900'000, QDate(2026, 10, 1), QStringLiteral("fixture")});
    return fx;
}

int propertyRuns(int full)
{
#if defined(__OPTIMIZE__) && !defined(GP_TEST_SANITIZED)
    return full;
#else
    return std::max(1, full / 5);
#endif
}

void useFlatUtilisation()
{
    static const gp::UtilisationTable flat = [] {
        QFile f(QStringLiteral(GP_TEST_DATA_DIR "/utilisation/flat.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read the flat utilisation table");
        gp::IssueList issues;
        gp::UtilisationTable t = gp::UtilisationTable::fromFileData(f.readAll(), f.fileName(), issues);
        if (!issues.isEmpty())
            qFatal("%s", qPrintable(issues.first().toString()));
        return t;
    }();
    gp::UtilisationTable::useForTests(&flat);
}
