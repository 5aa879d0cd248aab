#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
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
#include "textcheck.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class CatalogImportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        std::optional<ImportFormat> format;
        if (!m_importFormatText.isEmpty()) {
            format = importFormatFromKey(m_importFormatText);
            if (!format)
                throw UsageError{tr("--format: unknown import format \"%1\"; expected %2")
                                     .arg(m_importFormatText, importFormatKeys().join(u", "_s))};
        }
        ImportOptions options;
        if (m_parser.isSet(u"as-of"_s)) {
            options.asOf = QDate::fromString(m_parser.value(u"as-of"_s), Qt::ISODate);
            if (!options.asOf.isValid())
                throw UsageError{tr("--as-of expects a date such as 2026-11-01, got \"%1\"")
                                     .arg(m_parser.value(u"as-of"_s))};
        }
        const QStringList providers = listOption(u"provider"_s);
        if (providers.size() > 1)
            throw UsageError{tr("catalog import takes one --provider")};
        IssueList readIssues;
        const auto read = readInputFile(path, MaxImportBytes, u"imports"_s, readIssues);
        if (!read)
            throw UsageError{readIssues.first().toString()};
        const QByteArray& data = *read;
        if (!format) {
            format = detectImportFormat(path, data);
            if (const QString wide = wideEncodingProblem(data); !format && !wide.isEmpty())
                throw UsageError{u"%1: %2"_s.arg(path, wide)};
            if (!format)
                throw UsageError{tr("%1: cannot tell the format; give --format %2")
                                     .arg(path, importFormatKeys().join(u"|"_s))};
        }
        options.provider = providers.value(0);
        if (options.provider.isEmpty() && *format == ImportFormat::SkyPilot)
            options.provider = providerFromPath(path);
        options.fileDate = QFileInfo(path).lastModified().date();
        options.displayPath = path;

        const Catalog base = importBaseCatalog();
        const auto result = importCatalog(data, *format, options, base.gpus());
        if (!result) {
            return printError(result.error(), BadInput);
        }
        ImportResult imported = result.value();
        imported.report.conflicts << base.conflictsWith(imported.fragment);
        const ImportReport& report = imported.report;
        m_err << report.toText();
        m_err.flush();
        if (report.nothingImported()) {
            m_err << kProgram << ": " << path << tr(": nothing could be imported\n");
            m_err.flush();
            return BadInput;
        }
        const Result<QString> saved = ImportedCatalogStore().save(
            imported, m_parser.isSet(u"output"_s) ? m_parser.value(u"output"_s) : QString());
        if (!saved) {
            return printError(saved.error(), exitCodeFor(saved.error()));
        }
        const QString& target = saved.value();
        m_out << tr("Imported %1 offers (%2 instance types) into %3\n")
                     .arg(report.offersImported)
                     .arg(report.instancesImported)
                     .arg(target);
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeCatalogImportCommand(CliState& state)
{
    return std::make_unique<CatalogImportCommand>(state);
}

} // namespace gp::cli
