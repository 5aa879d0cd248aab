#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "freshness.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class CatalogValidateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        const ValidationReport report = Catalog::validate(path, !m_parser.isSet(u"no-builtin"_s));
        const int errors = countErrors(report.issues);
        const int warnings = countWarnings(report.issues);
        if (m_format == Format::Json) {
            json errs = json::array();
            json warns = json::array();
            for (const Issue& i : report.issues) {
                json e{{"file", i.error.file.toStdString()},
                       {"line", i.error.line ? json(i.error.line) : json(nullptr)},
                       {"column", i.error.column ? json(i.error.column) : json(nullptr)},
                       {"path", i.error.path.isEmpty() ? json(nullptr) : json(i.error.path.toStdString())},
                       {"message", i.error.message.toStdString()}};
                (i.severity == Issue::Severity::Error ? errs : warns).push_back(e);
            }
            printJson(json{{"path", path.toStdString()},
                           {"valid", report.valid()},
                           {"files", report.files},
                           {"gpus", report.gpus},
                           {"instances", report.instances},
                           {"offers", report.offers},
                           {"errors", errs},
                           {"warnings", warns}});
        } else {
            reportIssues(report.issues);
            m_out << tr("%1: %2 - %3, %4 GPUs, %5 instance types, %6 offers; %7, %8")
                         .arg(path, report.valid() ? tr("OK") : tr("INVALID"),
                              counted(report.files, QT_TR_NOOP("1 file"), QT_TR_NOOP("%1 files")))
                         .arg(report.gpus)
                         .arg(report.instances)
                         .arg(report.offers)
                         .arg(counted(errors, QT_TR_NOOP("1 error"), QT_TR_NOOP("%1 errors")),
                              counted(warnings, QT_TR_NOOP("1 warning"), QT_TR_NOOP("%1 warnings")))
                  << '\n';
        }
        m_out.flush();
        return report.valid() ? Success : BadInput;
    }
};

class CatalogInfoCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    static json isoOrNull(const QDate& d)
    {
        return d.isValid() ? json(d.toString(Qt::ISODate).toStdString()) : json(nullptr);
    }

    int run(const QStringList& /*args*/) override
    {
        Catalog catalog = loadCatalog();
        const QList<ProviderSummary> providers = catalog.providerSummaries();
        const QString newest = catalog.newestPriceDate().toString(Qt::ISODate);
        const QString oldest = catalog.oldestPriceDate().toString(Qt::ISODate);
        const int staleOffers = staleOfferCount(catalog);
        const int undatedOffers = undatedOfferCount(catalog);
        // Storage and egress prices per provider (storage-prices, egress-prices list them).
        QMap<QString, int> usagePrices;
        for (const UsagePrice& p : catalog.usagePrices().prices())
            ++usagePrices[p.provider];
        if (m_format == Format::Json) {
            json list = json::array();
            for (const ProviderSummary& p : providers) {
                list.push_back(json{{"id", p.provider.id.toStdString()},
                                    {"name", p.provider.name.toStdString()},
                                    {"currency", p.provider.currency.toStdString()},
                                    {"instances", p.instances},
                                    {"offers", p.offers}});
            }
            json sources = json::array();
            for (const Source& s : catalog.sources())
                sources.push_back(sourceToJson(s));
            json files = json::array();
            for (const QString& f : catalog.files())
                files.push_back(f.toStdString());
            printJson(
                json{{"files", files},
                     {"user_catalog_folder", Catalog::userCatalogFolder().toStdString()},
                     {"gpus", qsizetype(catalog.gpus().size())},
                     {"instances", qsizetype(catalog.instances().size())},
                     {"offers", catalog.offerCount()},
                     {"providers", list},
                     {"newest_price_date", newest.isEmpty() ? json(nullptr) : json(newest.toStdString())},
                     {"oldest_price_date", oldest.isEmpty() ? json(nullptr) : json(oldest.toStdString())},
                     {"base_price_date", isoOrNull(catalog.basePriceDate())},
                     {"imported_price_date", isoOrNull(catalog.importedPriceDate())},
                     {"newest_price_age_months", priceAgeMonths(catalog.newestPriceDate())},
                     {"stale_offers", staleOffers},
                     {"undated_offers", undatedOffers},
                     {"stale_after_months", StaleAfterMonths},
                     {"sources", sources},
                     {"usage_prices", [&] {
                          json byProvider = json::object();
                          for (auto it = usagePrices.cbegin(); it != usagePrices.cend(); ++it)
                              byProvider[it.key().toStdString()] = it.value();
                          return byProvider;
                      }()}});
            return finish();
        }
        TextTable t;
        t.headers = {tr("Provider"), tr("Name"), tr("Currency"), tr("Instances"), tr("Offers")};
        t.rightAligned = {false, false, false, true, true};
        for (const ProviderSummary& p : providers) {
            t.rows << QStringList{p.provider.id, p.provider.name, p.provider.currency,
                                  QString::number(p.instances), QString::number(p.offers)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        m_out << tr("Files:\n");
        for (const QString& f : catalog.files())
            m_out << "  " << f << '\n';
        m_out << tr("User catalog folder: ") << Catalog::userCatalogFolder() << "\n\n";
        t.print(m_out);
        m_out << '\n'
              << tr("%1 GPU models, %2 instance types, %3 offers, %4 sources\nPrices as of %5 to %6\n")
                     .arg(catalog.gpus().size())
                     .arg(catalog.instances().size())
                     .arg(catalog.offerCount())
                     .arg(catalog.sources().size())
                     .arg(oldest.isEmpty() ? u"-"_s : oldest, newest.isEmpty() ? u"-"_s : newest);
        if (!newest.isEmpty())
            m_out << tr("Newest price %1; %2 offers have prices older than %3 months (marked stale)\n")
                         .arg(priceAgeText(catalog.newestPriceDate()))
                         .arg(staleOffers)
                         .arg(StaleAfterMonths);
        if (undatedOffers > 0)
            m_out << tr("%1 offers have undated prices (their lists give no date; the date shown is the day "
                        "they were retrieved)\n")
                         .arg(undatedOffers);
        QStringList usage;
        for (auto it = usagePrices.cbegin(); it != usagePrices.cend(); ++it)
            usage << u"%1 %2"_s.arg(it.key()).arg(it.value());
        m_out << (usage.isEmpty() ? tr("No storage or egress prices\n")
                                  : tr("Storage and egress prices: %1 (storage-prices, egress-prices)\n")
                                        .arg(usage.join(u", "_s)));
        return finish();
    }
};

class CatalogListSourcesCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    // Every catalog file in use, with its sources, their dates and the counts; imports marked.
    int run(const QStringList& /*args*/) override
    {
        Catalog catalog = loadCatalog();
        json files = json::array();
        TextTable t;
        t.headers = {tr("File"),   tr("Kind"),  tr("Provider"), tr("Instances"),
                     tr("Offers"), tr("As of"), tr("Sources")};
        t.rightAligned = {false, false, false, true, true, false, true};
        const auto date = [](const QDate& d) {
            return d.isValid() ? json(d.toString(Qt::ISODate).toStdString()) : json(nullptr);
        };
        for (const CatalogFileSummary& s :
             catalogFileSummaries(catalog.files(), Catalog::userCatalogFolder())) {
            json sources = json::array();
            for (const Source& src : s.sources)
                sources.push_back(sourceToJson(src));
            json entry{{"file", s.file.toStdString()},
                       {"kind", s.kind.toStdString()},
                       {"provider", s.provider.isEmpty() ? json(nullptr) : json(s.provider.toStdString())},
                       {"gpus", s.gpus},
                       {"instances", s.instances},
                       {"offers", s.offers},
                       {"oldest_as_of", date(s.oldestAsOf)},
                       {"newest_as_of", date(s.newestAsOf)},
                       {"sources", sources},
                       {"import", nullptr}};
            if (s.import) {
                entry["import"] = json{{"format", importFormatKey(s.import->format).toStdString()},
                                       {"source_file", s.import->sourceFile.toStdString()},
                                       {"as_of", s.import->asOf.toString(Qt::ISODate).toStdString()},
                                       {"imported_at", s.import->importedAt.toStdString()}};
            }
            files.push_back(entry);
            const QString asOf = s.oldestAsOf == s.newestAsOf ? s.oldestAsOf.toString(Qt::ISODate)
                                                              : tr("%1 to %2")
                                                                    .arg(s.oldestAsOf.toString(Qt::ISODate),
                                                                         s.newestAsOf.toString(Qt::ISODate));
            t.rows << QStringList{s.file,
                                  s.kindLabel(),
                                  s.provider.isEmpty() ? u"-"_s : s.provider,
                                  QString::number(s.instances),
                                  QString::number(s.offers),
                                  asOf,
                                  QString::number(s.sources.size())};
        }
        if (m_format == Format::Json) {
            printJson(
                json{{"user_catalog_folder", Catalog::userCatalogFolder().toStdString()}, {"files", files}});
            return finish();
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nUser catalog folder: ") << Catalog::userCatalogFolder()
              << tr("\nRemove an imported catalog with: %1 catalog remove FILE\n").arg(kProgram);
        return finish();
    }
};

class CatalogRemoveCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& what = args[0];
        const Result<QStringList> removed = ImportedCatalogStore().remove(what);
        if (!removed) {
            if (removed.error().code == ErrorCode::NotFound)
                throw UsageError{removed.error().message};
            return printError(removed.error(), exitCodeFor(removed.error()));
        }
        for (const QString& r : removed.value())
            m_out << tr("Removed ") << r << '\n';
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeCatalogValidateCommand(CliState& state)
{
    return std::make_unique<CatalogValidateCommand>(state);
}

std::unique_ptr<Command> makeCatalogInfoCommand(CliState& state)
{
    return std::make_unique<CatalogInfoCommand>(state);
}

std::unique_ptr<Command> makeCatalogListSourcesCommand(CliState& state)
{
    return std::make_unique<CatalogListSourcesCommand>(state);
}

std::unique_ptr<Command> makeCatalogRemoveCommand(CliState& state)
{
    return std::make_unique<CatalogRemoveCommand>(state);
}

} // namespace gp::cli
