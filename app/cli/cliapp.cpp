#include "cliapp.h"

#include "catalog.h"
#include "catalogjson.h"
#include "comparison.h"
#include "logging.h"
#include "offerfilter.h"
#include "textoutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include <exception>
#include <optional>

using namespace Qt::StringLiterals;
using json = gp::OutJson;

namespace gp::cli {

namespace {

const QString kProgram = u"gpu-planner-cli"_s;

enum class Format { Table, Json, Csv };

struct UsageError
{
    QString message;
};

class Cli
{
public:
    Cli(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

    int run(const QStringList& arguments)
    {
        setUpParser();
        QStringList args = arguments;
        args.prepend(kProgram);
        if (!m_parser.parse(args))
            return usage(m_parser.errorText());
        if (m_parser.isSet(u"help"_s)) {
            m_out << helpText();
            return Success;
        }
        if (m_parser.isSet(u"version"_s)) {
            m_out << kProgram << ' ' << QStringLiteral(GP_VERSION) << '\n';
            return Success;
        }
        log::init(log::Options{m_parser.isSet(u"verbose"_s), m_parser.isSet(u"verbose"_s), true, true});

        const QString formatText = m_parser.value(u"format"_s).toLower();
        if (formatText == u"table"_s)
            m_format = Format::Table;
        else if (formatText == u"json"_s)
            m_format = Format::Json;
        else if (formatText == u"csv"_s)
            m_format = Format::Csv;
        else
            return usage(u"unknown format \"%1\"; expected table, json or csv"_s.arg(formatText));

        const QStringList pos = m_parser.positionalArguments();
        if (pos.isEmpty())
            return usage(u"no command given; try gpus, list, show, compare or catalog"_s);
        const QString command = pos.first();
        const QStringList rest = pos.mid(1);
        try {
            checkOptionsFor(command);
            if (command == u"gpus"_s)
                return expectArgs(rest, 0, 0) ? cmdGpus() : BadInput;
            if (command == u"list"_s)
                return expectArgs(rest, 0, 0) ? cmdList() : BadInput;
            if (command == u"show"_s)
                return expectArgs(rest, 1, 1, u"show needs one instance id, e.g. aws/p5.48xlarge"_s) ? cmdShow(rest[0])
                                                                                                   : BadInput;
            if (command == u"compare"_s)
                return expectArgs(rest, 2, 6, u"compare needs 2 to 6 instance ids"_s) ? cmdCompare(rest) : BadInput;
            if (command == u"catalog"_s) {
                if (rest.isEmpty())
                    return usage(u"catalog needs a subcommand: validate PATH or info"_s);
                if (rest[0] == u"validate"_s)
                    return expectArgs(rest.mid(1), 1, 1, u"catalog validate needs one PATH"_s) ? cmdValidate(rest[1])
                                                                                            : BadInput;
                if (rest[0] == u"info"_s)
                    return expectArgs(rest.mid(1), 0, 0) ? cmdInfo() : BadInput;
                return usage(u"unknown catalog subcommand \"%1\"; expected validate or info"_s.arg(rest[0]));
            }
            return usage(u"unknown command \"%1\"; expected gpus, list, show, compare or catalog"_s.arg(command));
        } catch (const UsageError& e) {
            return usage(e.message);
        }
    }

private:
    void setUpParser()
    {
        m_parser.setApplicationDescription(u"GPU Planner command line: browse, filter and compare GPU cloud instances."_s);
        m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        m_parser.addOptions({
            {{u"h"_s, u"help"_s}, u"Show this help."_s},
            {u"version"_s, u"Show the version."_s},
            {u"format"_s, u"Output format: table, json or csv."_s, u"FORMAT"_s, u"table"_s},
            {u"catalog"_s, u"Add a catalog file or folder on top of the built-in catalog (repeatable)."_s, u"PATH"_s},
            {u"no-builtin"_s, u"Leave the built-in catalog out."_s},
            {u"no-user-catalog"_s, u"Leave the user's catalog folder out."_s},
            {u"verbose"_s, u"Log details to stderr."_s},
            {u"provider"_s, u"list: only these providers (repeatable, or comma-separated)."_s, u"ID"_s},
            {u"gpu"_s, u"list: GPU model substring, case-insensitive."_s, u"TEXT"_s},
            {u"min-gpus"_s, u"list: at least N GPUs."_s, u"N"_s},
            {u"min-gpu-memory"_s, u"list: at least GB of memory per GPU."_s, u"GB"_s},
            {u"region"_s, u"list, compare: only this region."_s, u"REGION"_s},
            {u"max-price"_s, u"list: on-demand hourly price at most this (e.g. 10 or 70CNY)."_s, u"PRICE"_s},
            {u"sort"_s, u"list: sort by FIELD (a JSON key); -FIELD sorts descending."_s, u"FIELD"_s},
            {u"limit"_s, u"list: print at most N rows."_s, u"N"_s},
            {u"diff"_s, u"compare: only rows whose values differ."_s},
        });
        m_parser.addPositionalArgument(u"command"_s, u"gpus | list | show ID | compare ID ID [ID...] | catalog validate PATH | catalog info"_s);
    }

    QString helpText() const
    {
        return m_parser.helpText() + uR"(
Commands:
  gpus                      GPU models with datasheet figures (dense; sparse in JSON)
  list                      one row per offer (instance x region), filtered and sorted
  show ID                   one instance, its GPU and every offer (ID is provider/name)
  compare ID ID [ID...]     2-6 instances side by side, best value per row marked with *
  catalog validate PATH     check a catalog file or folder; exit 0 when it has no errors
  catalog info              the loaded catalog: files, providers, counts, price dates

Exit codes: 0 success, 2 bad input or usage, 1 anything else.
)"_s;
    }

    void checkOptionsFor(const QString& command)
    {
        const QStringList listOnly{u"provider"_s, u"gpu"_s, u"min-gpus"_s, u"min-gpu-memory"_s, u"max-price"_s,
                                   u"sort"_s, u"limit"_s};
        for (const QString& o : listOnly) {
            if (m_parser.isSet(o) && command != u"list"_s)
                throw UsageError{u"option --%1 applies to list only"_s.arg(o)};
        }
        if (m_parser.isSet(u"diff"_s) && command != u"compare"_s)
            throw UsageError{u"option --diff applies to compare only"_s};
        if (m_parser.isSet(u"region"_s) && command != u"list"_s && command != u"compare"_s)
            throw UsageError{u"option --region applies to list and compare only"_s};
    }

    bool expectArgs(const QStringList& args, int min, int max, const QString& hint = {})
    {
        if (args.size() >= min && args.size() <= max)
            return true;
        if (args.size() > max && max == 0)
            usage(u"unexpected argument \"%1\""_s.arg(args.first()));
        else
            usage(hint.isEmpty() ? u"wrong number of arguments"_s : hint);
        return false;
    }

    int usage(const QString& message)
    {
        m_err << kProgram << ": " << message << '\n'
              << kProgram << ": run '" << kProgram << " --help' for usage\n";
        m_err.flush();
        return BadInput;
    }

    double numberOption(const QString& name, double min, double max)
    {
        bool ok = false;
        const QString text = m_parser.value(name);
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < min || v > max)
            throw UsageError{u"--%1 expects a number from %2 to %3, got \"%4\""_s.arg(name).arg(min).arg(max).arg(text)};
        return v;
    }

    // Loads the catalog layers the options name; prints every issue to stderr.
    Catalog loadCatalog()
    {
        CatalogLoadOptions options;
        options.builtin = !m_parser.isSet(u"no-builtin"_s);
        options.userFolder = !m_parser.isSet(u"no-user-catalog"_s);
        options.extraPaths = m_parser.values(u"catalog"_s);
        IssueList issues;
        Catalog catalog = Catalog::load(options, issues);
        reportIssues(issues);
        return catalog;
    }

    void reportIssues(const IssueList& issues)
    {
        for (const Issue& i : issues) {
            m_err << kProgram << ": " << i.toString() << '\n';
            if (i.severity == Issue::Severity::Error)
                m_hadInputErrors = true;
        }
        m_err.flush();
    }

    int finish()
    {
        m_out.flush();
        return m_hadInputErrors ? BadInput : Success;
    }

    void printJson(const json& j) { m_out << QString::fromStdString(j.dump(2)) << '\n'; }

    // CSV with the given scalar keys as columns, in order.
    void printCsv(const QStringList& keys, const std::vector<json>& rows)
    {
        TextTable t;
        t.headers = keys;
        for (const json& r : rows) {
            QStringList cells;
            for (const QString& k : keys) {
                const auto it = r.find(k.toStdString());
                cells << (it == r.end() ? QString() : jsonScalarToText(*it));
            }
            t.rows << cells;
        }
        t.printCsv(m_out);
    }

    static QStringList scalarKeys(const json& row)
    {
        QStringList keys;
        for (auto it = row.begin(); it != row.end(); ++it) {
            if (!it->is_object() && !it->is_array())
                keys << QString::fromStdString(it.key());
        }
        return keys;
    }

    static QString num(const std::optional<double>& v, int decimals = 1)
    {
        return v ? formatDecimal(*v, decimals) : QString();
    }

    static QString priceText(const std::optional<Money>& m) { return m ? m->toDecimalString(2, 4) : u"-"_s; }

    // ---- gpus ----
    int cmdGpus()
    {
        Catalog catalog = loadCatalog();
        if (m_format != Format::Table) {
            std::vector<json> rows;
            for (const Gpu& g : catalog.gpus())
                rows.push_back(gpuToJson(g));
            if (m_format == Format::Json)
                printJson(json(rows));
            else
                printCsv(rows.empty() ? QStringList() : scalarKeys(rows.front()), rows);
            return finish();
        }
        TextTable t;
        t.headers = {u"ID"_s, u"Memory"_s, u"GB/s"_s, u"FP64"_s, u"FP32"_s, u"TF32"_s,
                     u"BF16"_s, u"FP16"_s, u"FP8"_s, u"INT8"_s};
        t.rightAligned = {false, false, true, true, true, true, true, true, true, true};
        for (const Gpu& g : catalog.gpus()) {
            QStringList row{g.id, num(g.memoryGb, 0) + u" GB "_s + g.memoryType,
                            g.memoryBandwidthGbs ? num(g.memoryBandwidthGbs, 0) : u"-"_s};
            for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
                                Precision::FP8, Precision::INT8})
                row << (g.denseTflops(p) ? num(g.denseTflops(p)) : u"-"_s);
            t.rows << row;
        }
        t.print(m_out);
        m_out << "\nDense TFLOPS (INT8: TOPS) per GPU; '-' = no such unit or no published figure.\n"
                 "Model names, sparse figures, TDP and sources: --format json.\n";
        return finish();
    }

    // ---- list ----
    OfferFilter filterFromOptions()
    {
        OfferFilter f;
        for (const QString& v : m_parser.values(u"provider"_s)) {
            for (const QString& p : v.split(u',', Qt::SkipEmptyParts))
                f.providers << p.trimmed().toLower();
        }
        f.gpuSubstring = m_parser.value(u"gpu"_s);
        if (m_parser.isSet(u"min-gpus"_s))
            f.minGpus = numberOption(u"min-gpus"_s, 0, 1000);
        if (m_parser.isSet(u"min-gpu-memory"_s))
            f.minGpuMemoryGb = numberOption(u"min-gpu-memory"_s, 0, 100000);
        f.region = m_parser.value(u"region"_s);
        if (m_parser.isSet(u"max-price"_s)) {
            QString error;
            f.maxOnDemandHourly = parsePriceArgument(m_parser.value(u"max-price"_s), &error);
            if (!f.maxOnDemandHourly)
                throw UsageError{u"--max-price: "_s + error};
        }
        return f;
    }

    int cmdList()
    {
        const OfferFilter filter = filterFromOptions();
        QString sortKey = m_parser.value(u"sort"_s);
        const bool descending = sortKey.startsWith(u'-');
        if (descending)
            sortKey.remove(0, 1);
        std::optional<int> limit;
        if (m_parser.isSet(u"limit"_s))
            limit = int(numberOption(u"limit"_s, 0, 1e9));

        Catalog catalog = loadCatalog();
        for (const QString& p : filter.providers) {
            if (!catalog.providers().contains(p)) {
                throw UsageError{u"unknown provider \"%1\"; known: %2"_s.arg(
                    p, QStringList(catalog.providers().keys()).join(u", "_s))};
            }
        }
        // The row keys of the JSON contract: sort fields and CSV columns.
        const QStringList keys = catalog.rows().isEmpty()
                                     ? QStringList()
                                     : scalarKeys(offerRowToJson(catalog.rows().front(), catalog));
        if (!sortKey.isEmpty() && !keys.isEmpty() && !keys.contains(sortKey))
            throw UsageError{u"--sort: unknown field \"%1\"; use one of: %2"_s.arg(sortKey, keys.join(u", "_s))};

        struct Item
        {
            json row;
            const OfferRow* offer;
            const json* sortValue = nullptr;
        };
        std::vector<Item> items;
        for (const OfferRow& row : catalog.rows()) {
            if (filter.matches(row))
                items.push_back(Item{offerRowToJson(row, catalog), &row});
        }
        if (!sortKey.isEmpty()) {
            const std::string key = sortKey.toStdString();
            for (Item& i : items)
                i.sortValue = &jsonMember(i.row, key);
            std::stable_sort(items.begin(), items.end(), [&](const Item& a, const Item& b) {
                return jsonValueLess(*a.sortValue, *b.sortValue, descending);
            });
        }
        if (limit && items.size() > std::size_t(*limit))
            items.resize(std::size_t(*limit));

        if (m_format != Format::Table) {
            std::vector<json> rows;
            for (const Item& i : items)
                rows.push_back(i.row);
            if (m_format == Format::Json)
                printJson(json(rows));
            else
                printCsv(keys, rows);
            return finish();
        }
        // Fits a 100-column terminal; vCPU, RAM and the rest are in --format json or csv.
        TextTable t;
        t.headers = {u"ID"_s, u"GPUs"_s, u"Region"_s, u"On-demand/h"_s, u"Spot/h"_s, u"Cur"_s};
        t.rightAligned = {false, false, false, true, true, false};
        for (const Item& i : items) {
            const OfferRow& r = *i.offer;
            t.rows << QStringList{r.instance->id(),
                                  formatDecimal(r.instance->gpuCount, 3) + u"x "_s + r.gpu->model,
                                  r.offer ? r.offer->region : u"-"_s,
                                  priceText(r.offer ? r.offer->onDemandPrice() : std::nullopt),
                                  priceText(r.offer ? r.offer->spotPrice() : std::nullopt),
                                  r.offer ? r.currency() : u"-"_s};
        }
        t.print(m_out);
        m_out << '\n' << items.size() << (items.size() == 1 ? " row" : " rows")
              << " (one per instance and region); '-' = not published. More fields: --format json.\n";
        return finish();
    }

    const InstanceType* findInstance(const Catalog& catalog, const QString& id)
    {
        if (!id.contains(u'/'))
            throw UsageError{u"\"%1\" is not an instance id; ids look like provider/name, e.g. aws/p5.48xlarge"_s.arg(id)};
        const InstanceType* inst = catalog.instance(id);
        if (!inst) {
            QStringList near;
            const QString name = id.section(u'/', 1);
            for (const InstanceType& i : catalog.instances()) {
                if (i.name.contains(name.left(4), Qt::CaseInsensitive) && near.size() < 5)
                    near << i.id();
            }
            throw UsageError{u"no instance \"%1\" in the catalog%2"_s.arg(
                id, near.isEmpty() ? QString() : u"; similar: "_s + near.join(u", "_s))};
        }
        return inst;
    }

    // ---- show ----
    int cmdShow(const QString& id)
    {
        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        const json j = instanceToJson(*inst, catalog);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        const Gpu& g = *catalog.gpu(inst->gpuId);
        TextTable facts;
        facts.headers = {u"Attribute"_s, u"Value"_s};
        facts.maxWidths = {0, 70};
        auto add = [&](const QString& k, const QString& v) { facts.rows << QStringList{k, v.isEmpty() ? u"-"_s : v}; };
        add(u"Instance"_s, inst->id());
        add(u"Provider"_s, catalog.providerName(inst->provider));
        add(u"Family"_s, inst->family);
        add(u"GPUs"_s, jsonScalarToText(json(inst->gpuCount), 3) + u"x "_s + g.model);
        const OfferRow row{inst, &g, nullptr};
        const QString share = inst->gpuCount < 1 ? num(row.gpuMemoryGbPerGpu()) + u" GB share of a "_s : QString();
        add(u"GPU memory"_s, share + num(g.memoryGb) + u" GB "_s + g.memoryType + u" per GPU"_s +
                                 (g.memoryBandwidthGbs ? u", "_s + num(g.memoryBandwidthGbs, 0) + u" GB/s"_s
                                                       : u", bandwidth not published"_s));
        for (Precision p : AllPrecisions) {
            QString v = g.denseTflops(p) ? num(g.denseTflops(p)) : QString();
            if (g.sparseTflops(p))
                v += u" (sparse "_s + num(g.sparseTflops(p)) + u')';
            add(precisionLabel(p) + (p == Precision::INT8 ? u" TOPS per GPU"_s : u" TFLOPS per GPU"_s), v);
        }
        add(u"GPU interconnect"_s, interconnectLabel(inst->interconnect));
        add(u"Network"_s, inst->networkGbps ? num(inst->networkGbps) + u" Gbps"_s : QString());
        add(u"RDMA"_s, rdmaLabel(inst->rdma));
        add(u"vCPUs"_s, QString::number(inst->vcpus));
        add(u"RAM"_s, num(inst->memoryGib) + u" GiB"_s);
        add(u"Local storage"_s, inst->localStorage);
        add(u"Virtualization"_s, virtualizationLabel(inst->virtualization));
        add(u"Spec source"_s, inst->source.title + u" ("_s + inst->source.asOf.toString(Qt::ISODate) + u')');
        add(u"GPU source"_s, g.source.title + u" ("_s + g.source.asOf.toString(Qt::ISODate) + u')');
        if (!inst->notes.isEmpty())
            add(u"Notes"_s, inst->notes);
        if (!g.notes.isEmpty())
            add(u"GPU notes"_s, g.notes);

        TextTable offers;
        offers.headers = {u"Region"_s, u"Cur"_s, u"On-demand/h"_s, u"Spot/h"_s, u"1y/h"_s, u"3y/h"_s, u"Monthly"_s, u"As of"_s};
        offers.rightAligned = {false, false, true, true, true, true, true, false};
        for (const Offer& o : inst->offers) {
            offers.rows << QStringList{
                o.region, o.currency, priceText(o.onDemandPrice()), priceText(o.spotPrice()),
                priceText(o.reservedEffectiveHourly(1)), priceText(o.reservedEffectiveHourly(3)),
                priceText(o.monthlyPrice()),
                OfferRow{inst, &g, &o}.primarySource().asOf.toString(Qt::ISODate)};
        }
        if (m_format == Format::Csv) {
            facts.printCsv(m_out);
            return finish();
        }
        facts.print(m_out);
        m_out << '\n';
        if (inst->offers.isEmpty()) {
            m_out << "No public prices in the catalog for this instance.\n";
        } else {
            offers.print(m_out);
            m_out << "\nPrice sources:\n";
            QStringList seen;
            for (const Offer& o : inst->offers) {
                auto note = [&](const Source& s) {
                    const QString line = u"  "_s + s.title + u", as of "_s + s.asOf.toString(Qt::ISODate) +
                                         (s.url.isEmpty() ? QString() : u" <"_s + s.url + u'>');
                    if (!seen.contains(line))
                        seen << line;
                };
                if (o.onDemandHourly)
                    note(o.onDemandHourly->source);
                if (o.spot)
                    note(o.spot->source);
                if (o.monthly)
                    note(o.monthly->source);
                for (const auto& r : o.reserved)
                    note(r.source);
            }
            for (const QString& l : seen) {
                const QStringList parts = wrap(l.trimmed(), 94);
                for (int i = 0; i < parts.size(); ++i)
                    m_out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
            }
        }
        return finish();
    }

    // ---- compare ----
    int cmdCompare(const QStringList& ids)
    {
        Catalog catalog = loadCatalog();
        QList<const InstanceType*> instances;
        for (const QString& id : ids) {
            const InstanceType* inst = findInstance(catalog, id);
            if (instances.contains(inst))
                throw UsageError{u"\"%1\" is given twice"_s.arg(id)};
            instances << inst;
        }
        const Comparison cmp = Comparison::build(instances, catalog, m_parser.value(u"region"_s));
        const bool diffOnly = m_parser.isSet(u"diff"_s);
        const QList<Comparison::Row> rows = diffOnly ? cmp.differingRows() : cmp.rows();

        if (m_format == Format::Json) {
            json j;
            json cols = json::array();
            for (const auto& c : cmp.columns()) {
                cols.push_back(json{{"id", c.instance->id().toStdString()},
                                    {"region", c.offer ? json(c.offer->region.toStdString()) : json(nullptr)},
                                    {"currency", c.offer ? json(c.offer->currency.toStdString()) : json(nullptr)}});
            }
            j["instances"] = cols;
            json jr = json::array();
            for (const auto& r : rows) {
                json values = json::array();
                for (int i = 0; i < r.display.size(); ++i) {
                    if (r.raw[i])
                        values.push_back(*r.raw[i]);
                    else
                        values.push_back(r.display[i].isEmpty() ? json(nullptr) : json(r.display[i].toStdString()));
                }
                jr.push_back(json{{"key", r.key.toStdString()},
                                  {"label", r.label.toStdString()},
                                  {"values", values},
                                  {"best", json(std::vector<int>(r.best.begin(), r.best.end()))},
                                  {"better", r.better == Comparison::Better::Higher ? "higher"
                                             : r.better == Comparison::Better::Lower ? "lower"
                                                                                     : "none"},
                                  {"differs", r.differs},
                                  {"note", r.note.isEmpty() ? json(nullptr) : json(r.note.toStdString())}});
            }
            j["rows"] = jr;
            printJson(j);
            return finish();
        }
        TextTable t;
        t.headers << u"Attribute"_s;
        t.rightAligned << false;
        for (const auto& c : cmp.columns()) {
            t.headers << c.instance->id();
            t.rightAligned << false;
        }
        for (const auto& r : rows) {
            QStringList cells{r.label};
            for (int i = 0; i < r.display.size(); ++i) {
                QString v = r.display[i].isEmpty() ? u"-"_s : r.display[i];
                if (m_format == Format::Table && r.best.contains(i))
                    v += u" *"_s;
                cells << v;
            }
            t.rows << cells;
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << "\n* best in row. Prices are per instance, in the offer's currency.\n";
        if (!m_parser.isSet(u"region"_s))
            m_out << "Each instance shows its cheapest on-demand region; pick one with --region.\n";
        return finish();
    }

    // ---- catalog validate / info ----
    int cmdValidate(const QString& path)
    {
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
            m_out << path << ": " << (report.valid() ? "OK" : "INVALID") << " - " << report.files
                  << (report.files == 1 ? " file, " : " files, ") << report.gpus << " GPUs, " << report.instances
                  << " instance types, " << report.offers << " offers; " << errors
                  << (errors == 1 ? " error, " : " errors, ") << warnings << (warnings == 1 ? " warning\n" : " warnings\n");
        }
        m_out.flush();
        return report.valid() ? Success : BadInput;
    }

    int cmdInfo()
    {
        Catalog catalog = loadCatalog();
        const QList<ProviderSummary> providers = catalog.providerSummaries();
        const QString newest = catalog.newestPriceDate().toString(Qt::ISODate);
        const QString oldest = catalog.oldestPriceDate().toString(Qt::ISODate);
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
            printJson(json{{"files", files},
                           {"user_catalog_folder", Catalog::userCatalogFolder().toStdString()},
                           {"gpus", qsizetype(catalog.gpus().size())},
                           {"instances", qsizetype(catalog.instances().size())},
                           {"offers", catalog.offerCount()},
                           {"providers", list},
                           {"newest_price_date", newest.isEmpty() ? json(nullptr) : json(newest.toStdString())},
                           {"oldest_price_date", oldest.isEmpty() ? json(nullptr) : json(oldest.toStdString())},
                           {"sources", sources}});
            return finish();
        }
        TextTable t;
        t.headers = {u"Provider"_s, u"Name"_s, u"Currency"_s, u"Instances"_s, u"Offers"_s};
        t.rightAligned = {false, false, false, true, true};
        for (const ProviderSummary& p : providers) {
            t.rows << QStringList{p.provider.id, p.provider.name, p.provider.currency, QString::number(p.instances),
                                  QString::number(p.offers)};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        m_out << "Files:\n";
        for (const QString& f : catalog.files())
            m_out << "  " << f << '\n';
        m_out << "User catalog folder: " << Catalog::userCatalogFolder() << "\n\n";
        t.print(m_out);
        m_out << '\n'
              << catalog.gpus().size() << " GPU models, " << catalog.instances().size() << " instance types, "
              << catalog.offerCount() << " offers, " << catalog.sources().size() << " sources\n"
              << "Prices as of " << (oldest.isEmpty() ? u"-"_s : oldest) << " to " << (newest.isEmpty() ? u"-"_s : newest)
              << '\n';
        return finish();
    }

    QTextStream& m_out;
    QTextStream& m_err;
    QCommandLineParser m_parser;
    Format m_format = Format::Table;
    bool m_hadInputErrors = false;
};

} // namespace

int run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    try {
        Cli cli(out, err);
        return cli.run(arguments);
    } catch (const std::exception& e) {
        err << kProgram << ": internal error: " << e.what() << '\n';
    } catch (...) {
        err << kProgram << ": internal error\n";
    }
    err.flush();
    return Failure;
}

} // namespace gp::cli
