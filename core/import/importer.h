#pragma once

#include "catalogloader.h"
#include "error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QDate>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gp {

// Price files GPU Planner reads besides its own catalog format (docs/import.md, docs/import-csv.md).
enum class ImportFormat
{
    SkyPilot,
    Ec2Instances,
    CsvTemplate
};
QString importFormatKey(ImportFormat f); // "skypilot", "ec2instances", "csv"
std::optional<ImportFormat> importFormatFromKey(QStringView key);
QStringList importFormatKeys();
QString importFormatLabel(ImportFormat f); // "SkyPilot catalog (vms.csv)"

// Recognises a format from the start of a file (its first 64 KiB); nullopt when none fits.
std::optional<ImportFormat> detectImportFormat(const QString& fileName, QByteArrayView head);
// The provider of a SkyPilot file from its folder: ".../lambda/vms.csv" -> "lambda".
QString providerFromPath(const QString& path);

struct ImportOptions
{
    QString provider; // SkyPilot: required (or from the folder); others: overrides the file's
    QDate asOf;       // the prices' date; empty: from the file (CSV template) or fileDate
    QDate fileDate;   // the file's modification date, used when nothing better is known
    // asOf is the day the file was retrieved, not a date its publisher gave: the prices are undated
    // (Source::undated). A file's modification date is treated the same way.
    bool asOfIsRetrieval = false;
    QString displayPath; // the file as the report and the sources name it
    // Called now and then with the bytes done; return false to cancel.
    std::function<bool(qint64 done, qint64 total)> progress;
};

// What an import did, for the report on stderr and in the import dialog.
struct ImportReport
{
    ImportFormat format = ImportFormat::SkyPilot;
    QString file;
    QString provider;
    QDate asOf;
    QString asOfFrom; // "given", "the file", "the file's modification date"
    int rowsRead = 0;
    int offersImported = 0;
    int instancesImported = 0;
    int duplicatesMerged = 0;
    int zoneRowsFolded = 0;
    int partRowsAdded = 0;               // GCP: GPU price rows added to the host rows of their machine types
    QMap<QString, QList<int>> skipped;   // reason -> line numbers (record numbers for JSON)
    QMap<QString, int> unrecognisedGpus; // name as written -> rows kept under it
    QMap<QString, QString> gpuAssumptions; // name as written -> the assumption made to map it
    QStringList notes;                     // price quirks handled (zero prices, sentinels)
    QStringList conflicts; // rows of one instance that disagree; the import against the catalog
    IssueList issues;      // syntax errors and warnings with line/column
    bool cancelled = false;

    int rowsSkipped() const;
    bool nothingImported() const { return offersImported == 0; }
    // Plain text, one finding per line, as `catalog import` prints it.
    QString toText() const;
};

struct ImportResult
{
    CatalogFragment fragment; // provider, sources, instances, and GPUs the table does not know
    ImportReport report;
};

// Reads one file's bytes. `knownGpus` is the GPU table imports are mapped onto (the built-in one).
// Fails (ErrorCode::Syntax, Encoding, Usage, TooLarge) when the file cannot be read as that format at
// all; otherwise returns what could be imported with the report of what could not.
Result<ImportResult> importCatalog(QByteArrayView data, ImportFormat format, const ImportOptions& options,
                                   const QMap<QString, Gpu>& knownGpus);

inline constexpr qint64 MaxImportBytes = 256LL * 1024 * 1024;

} // namespace gp
