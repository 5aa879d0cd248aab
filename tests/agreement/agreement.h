#pragma once

#include "catalog.h"
#include "clirunner.h"
#include "exchangerates.h"
#include "testcatalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QList>
#include <QObject>
#include <QRegularExpression>
#include <QStringList>

// The agreement suite (tst_agreement): one test class whose cases live in files by subject, so that
// everyRowHasACase sees every case of the binary. tst_agreement.cpp holds the table check;
// agreement_offers.cpp the explorer, `list`, `compare` and `cost`; agreement_plans.cpp plans and the files
// they are read from and written to; agreement_outputs.cpp charts and reports; agreement_wizard.cpp the
// wizard against `recommend`; agreement_catalogs.cpp the user's catalog files (imports, the compiled cache,
// price updates).

// The test process as the program sees its user folders while it lives: a runner's home and the program's
// name (the folders are named after it), both put back afterwards.
class AsTheProgram
{
public:
    explicit AsTheProgram(const CliRunner& runner) : m_name(QCoreApplication::applicationName())
    {
        m_env.set(runner.homeEnvironment());
        QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
    }
    ~AsTheProgram() { QCoreApplication::setApplicationName(m_name); }
    Q_DISABLE_COPY_MOVE(AsTheProgram)

private:
    ScopedEnvironment m_env;
    QString m_name;
};

// The same question asked of the window's model and of the CLI (in process) on the snapshot catalog, with the
// same exchange rates, must get the same answer. Each case is a row of docs/architecture.md's "one rule, both
// faces" table.
class TestAgreement : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;
    gp::Catalog m_catalog;

    // The snapshot's rates as --fx arguments, so the CLI converts with what the model is given.
    static QStringList fxArgs()
    {
        QStringList args;
        for (auto it = snapshotRates().rates().cbegin(); it != snapshotRates().rates().cend(); ++it)
            args << QStringLiteral("--fx")
                 << QStringLiteral("%1=%2").arg(it.key(),
                                                QString::number(double(it->perUsdMicros) / 1e6, 'f', 6));
        return args;
    }
    // The snapshot's row of an instance in a region; null when there is none.
    const gp::OfferRow* offerRow(const QString& id, const QString& region) const
    {
        for (const gp::OfferRow& row : m_catalog.rows()) {
            if (row.instance->id() == id && row.region() == region)
                return &row;
        }
        return nullptr;
    }
    // The rates the CLI has after fxArgs(): the shipped ones overridden, each dated today (what a converted
    // figure's reason quotes).
    static gp::ExchangeRates ratesOfTheCli()
    {
        gp::ExchangeRates fx = ratesAsGiven();
        const QStringList args = fxArgs();
        for (qsizetype i = 1; i < args.size(); i += 2) {
            if (!fx.applyOverride(args[i], QDate::currentDate()))
                qFatal("bad rate %s", qPrintable(args[i]));
        }
        return fx;
    }
    // The CLI's arguments for the test snapshot alone.
    static QStringList onSnapshot()
    {
        return {QStringLiteral("--no-builtin"), QStringLiteral("--catalog"),
                QStringLiteral(GP_TEST_DATA_DIR "/snapshot")};
    }
    // Every row of a catalog, in its order (what the Charts tab gets from an unfiltered explorer).
    static QList<const gp::OfferRow*> allRows(const gp::Catalog& catalog)
    {
        QList<const gp::OfferRow*> rows;
        for (const gp::OfferRow& r : catalog.rows())
            rows << &r;
        return rows;
    }
    static QByteArray fileBytes(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static gp::ExchangeRates ratesAsGiven()
    {
        // What the CLI's --fx gives: the same figures, to six decimals.
        return snapshotRates();
    }
    // A plan tab's amount ("1,168.00", "+ 3.50") as a number.
    static double amountOf(QString text)
    {
        text.remove(QRegularExpression(QStringLiteral("[^0-9.\\-]")));
        return text.toDouble();
    }

private Q_SLOTS:
    void initTestCase();
    void offersSortByPriceAlike_data();
    void offersSortByPriceAlike();
    void compareAndTheCompareTabAgree_data();
    void compareAndTheCompareTabAgree();
    void everyRowHasACase();
    void tableProblemsAreFound_data();
    void tableProblemsAreFound();
    void offersFilterAlike_data();
    void offersFilterAlike();
    void groupsAgree_data();
    void groupsAgree();
    void wizardAndRecommendAgree_data();
    void wizardAndRecommendAgree();
    void amountsWrittenAlike_data();
    void amountsWrittenAlike();
    void usageItemsAlike_data();
    void usageItemsAlike();
    void instanceItemsJoinAlike_data();
    void instanceItemsJoinAlike();
    void uncostablePlansMakeNothing_data();
    void uncostablePlansMakeNothing();
    void planWritersAgree();
    void chartsAlike_data();
    void chartsAlike();
    void reportsAlike_data();
    void reportsAlike();
    void unreadablePlansAlike_data();
    void unreadablePlansAlike();
    void unwritableFilesAlike_data();
    void unwritableFilesAlike();
    void crowdedChartsAlike();
    void costDefaultsAgree_data();
    void costDefaultsAgree();
    void catalogDatesAgree_data();
    void catalogDatesAgree();
    void planCostAlike_data();
    void planCostAlike();
    void locksAlike_data();
    void locksAlike();
    void importsStoredAlike_data();
    void importsStoredAlike();
    void compiledCatalogsShared_data();
    void compiledCatalogsShared();
    void priceUpdatesAlike_data();
    void priceUpdatesAlike();
};
