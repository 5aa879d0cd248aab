#pragma once

#include "recommender.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "cliapp.h"
#include "costengine.h"
#include "plan.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <vector>

namespace gp::cli {

using json = gp::OutJson;

inline const QString kProgram = QStringLiteral("gpu-planner-cli");

enum class Format
{
    Table,
    Json,
    Csv
};

// A usage mistake: printed with the pointer to --help, exit code 2.
struct UsageError
{
    QString message;
};

// Bad input already reported (with its file and path) to stderr: exit code 2.
struct BadInputError
{
};

// What the dispatcher sets up once for the command it runs: the parsed options, the streams, the format.
struct CliState
{
    QCommandLineParser parser;
    QTextStream& out;
    QTextStream& err;
    Format format = Format::Table;
    QString importFormatText; // catalog import --format names the file's format
};

// Prints "gpu-planner-cli: MESSAGE" and the pointer to --help; returns the usage exit code (2).
int reportUsage(QTextStream& err, const QString& message);

// The values a numeric option accepts, the same for every command that reads it (optionRanges()).
struct OptionRange
{
    double min = 0;
    double max = 0;
};

// The helpers every command shares: options read and checked the same way, the catalog loaded the same way,
// output and messages printed the same way. Option helpers raise UsageError; Command::execute turns it into
// the exit code, so no exception leaves a command.
class CliContext
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    explicit CliContext(CliState& state)
        : m_parser(state.parser), m_out(state.out), m_err(state.err), m_format(state.format),
          m_importFormatText(state.importFormatText)
    {}

protected:
    int usage(const QString& message);
    // The option's value, refused (UsageError) outside its range in optionRanges().
    double numberOption(const QString& name);
    static OptionRange rangeOf(const QString& name);
    // Loads the catalog layers the options name; prints every issue to stderr.
    Catalog loadCatalog();
    void reportIssues(const IssueList& issues);
    // "gpu-planner-cli: FILE: message" on stderr; returns exitCode. (cli::run shows everything for the
    // terminal through terminalSafeLines.)
    int printError(const Error& error, int exitCode);
    // The plan's cost when every item is priced (PlanCost::isComplete); otherwise its problems are reported
    // as `plan cost` reports them (exit status 2) and nullopt: no report or chart is made from it.
    std::optional<PlanCost> completeCost(const Plan& plan, const QString& file);
    // 2 for bad input (a file or value the reader refuses), 1 for anything else (a full disk).
    static int exitCodeFor(const Error& error) { return error.isBadInput() ? BadInput : Failure; }
    int finish();
    void printJson(const json& j);
    // UTF-8 text as it is, for JSON and CSV made as bytes: no conversion on the way to stdout.
    void writeUtf8(const std::string& text);
    // CSV with the given scalar keys as columns, in order.
    void printCsv(const QStringList& keys, const std::vector<json>& rows);
    static QStringList scalarKeys(const json& row);
    static QStringList allKeys(const json& row); // every key, objects and arrays included
    static QString num(const std::optional<double>& v, int decimals = 1);
    // Pricing models in tables: the --pricing keys in English (what scripts and the flags use), the names
    // users know in Chinese (按量计费, 包年包月, 预留实例, 竞价实例).
    static QString pricingName(PricingModel m);
    static QString priceText(const std::optional<Money>& m);
    const InstanceType* findInstance(const Catalog& catalog, const QString& id);
    // The catalog row of an offer (every offer has one).
    static const OfferRow* rowOf(const Catalog& catalog, const Offer* offer);
    int integerOption(const QString& name);
    // A decimal option kept exact: --usage 365.5 -> 36550 with 2 decimals.
    std::int64_t decimalOption(const QString& name, int decimals, std::int64_t min, std::int64_t max,
                               const QString& unit);
    ExchangeRates exchangeRatesFromOptions();
    // --precision: a throughput precision (INT8 counts operations, not FLOPs, so it is not offered).
    Precision precisionOption(Precision fallback);
    // --model, --active-params, --layers, --hidden, --kv-heads, --head-dim, --kv-precision, --finetune,
    // --lora-rank and --min-efficiency into a scenario (estimate and recommend).
    void readModelOptions(Scenario& s);
    // --pricing with one model (cost takes a list and "all").
    PricingModel pricingOption(PricingModel fallback);
    // --currency, checked against the exchange rates in use.
    QString currencyOption(const ExchangeRates& fx, const QString& fallback);
    void printWrapped(const QString& line);
    // "1 file" or "3 files": the whole phrase translated in each form (QT_TR_NOOP texts, "%1" for the count).
    static QString counted(qsizetype n, const char* one, const char* many);
    // A count option: 7e9, 70B, 2T.
    double countOption(const QString& name);
    std::optional<double> mfuOption();
    QStringList listOption(const QString& name);
    // --country (ISO 3166-1 codes, upper-cased) and --continent (RegionDirectory keys); a bad value is a
    // usage error naming what is allowed.
    QStringList countryOption();
    QStringList continentOption();
    std::optional<Plan> loadPlanFile(const QString& path);

    QCommandLineParser& m_parser;
    QTextStream& m_out;
    QTextStream& m_err;
    const Format m_format;
    const QString m_importFormatText;
    bool m_hadInputErrors = false;
    bool m_hadFailure = false; // not the input's fault: exit 1
};

} // namespace gp::cli
