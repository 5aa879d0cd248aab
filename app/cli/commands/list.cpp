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
#include "offergroups.h"
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

class ListCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        // Prices in other currencies are converted once, with the user's rates and --fx, for --sort on a
        // price and --max-price: the order and the range the explorer gives in its display currency.
        const ExchangeRates fx = exchangeRatesFromOptions();
        const QString currency = currencyOption(fx, u"USD"_s);
        OfferFilter filter = filterFromOptions();
        filter.priceFx = fx;
        QString sortKey = m_parser.value(u"sort"_s);
        const bool descending = sortKey.startsWith(u'-');
        if (descending)
            sortKey.remove(0, 1);
        std::optional<int> limit;
        if (m_parser.isSet(u"limit"_s))
            limit = int(numberOption(u"limit"_s));
        // A row per instance type by default in the table, where 17 regions at one price are noise; a script
        // reading json or csv keeps one object per offer unless it asks.
        bool perInstance = m_format == Format::Table;
        if (m_parser.isSet(u"per"_s)) {
            const QString per = m_parser.value(u"per"_s).trimmed().toLower();
            if (per != u"instance"_s && per != u"region"_s)
                throw UsageError{
                    tr("--per: \"%1\" is neither instance nor region").arg(m_parser.value(u"per"_s))};
            perInstance = per == u"instance"_s;
        }

        Catalog catalog = loadCatalog();
        for (const QString& p : filter.providers) {
            if (!catalog.providers().contains(p)) {
                throw UsageError{tr("unknown provider \"%1\"; known: %2")
                                     .arg(p, QStringList(catalog.providers().keys()).join(u", "_s))};
            }
        }
        // The row keys of the JSON contract: sort fields and CSV columns.
        const QStringList keys = catalog.rows().isEmpty()
                                     ? QStringList()
                                     : scalarKeys(offerRowToJson(catalog.rows().front(), catalog));
        if (!sortKey.isEmpty() && !keys.isEmpty() && !keys.contains(sortKey))
            throw UsageError{
                tr("--sort: unknown field \"%1\"; use one of: %2").arg(sortKey, keys.join(u", "_s))};

        // --fields: the keys a script needs, in its order (JSON and CSV).
        QStringList fields;
        if (m_parser.isSet(u"fields"_s)) {
            if (m_format == Format::Table)
                throw UsageError{tr("--fields applies to --format json or csv")};
            const QStringList all =
                catalog.rows().isEmpty() ? QStringList() : allKeys(rowJsonOf(catalog, perInstance));
            for (const QString& v : m_parser.values(u"fields"_s)) {
                for (const QString& f : v.split(u',', Qt::SkipEmptyParts)) {
                    const QString field = f.trimmed();
                    if (!all.isEmpty() && !all.contains(field))
                        throw UsageError{tr("--fields: unknown field \"%1\"; use one of: %2")
                                             .arg(field, all.join(u", "_s))};
                    if (!fields.contains(field))
                        fields << field;
                }
            }
            if (fields.isEmpty())
                throw UsageError{tr("--fields: give at least one field")};
        }

        // Each matching row keeps only its sort value; its JSON is made again as it is written, so the
        // output's memory does not grow with the number of rows.
        struct Item
        {
            const OfferRow* offer;
            json sortValue;
        };
        std::vector<Item> items;
        const std::string key = sortKey.toStdString();
        for (const OfferRow& row : catalog.rows()) {
            if (!filter.matches(row))
                continue;
            items.push_back(
                Item{&row, key.empty() ? json() : offerSortValue(row, catalog, key, currency, fx)});
        }
        if (!sortKey.isEmpty()) {
            std::stable_sort(items.begin(), items.end(), [&](const Item& a, const Item& b) {
                return jsonValueLess(a.sortValue, b.sortValue, descending);
            });
        }
        std::vector<OfferGroup> groups;
        if (perInstance) {
            QList<const OfferRow*> shown;
            shown.reserve(qsizetype(items.size()));
            for (const Item& i : items)
                shown << i.offer;
            items.clear();
            groups = groupOffersByInstance(shown, currency, fx);
            if (limit && groups.size() > std::size_t(*limit))
                groups.resize(std::size_t(*limit));
            if (m_format == Format::Table)
                return printGroups(groups, currency);
        } else if (limit && items.size() > std::size_t(*limit)) {
            items.resize(std::size_t(*limit));
        }

        if (m_format != Format::Table) {
            const auto pick = [&](json j) {
                if (fields.isEmpty())
                    return j;
                json picked = json::object();
                for (const QString& f : fields)
                    picked[f.toStdString()] = j[f.toStdString()];
                return picked;
            };
            const auto rowJson = [&](const OfferRow& row) { return pick(offerRowToJson(row, catalog)); };
            if (perInstance) {
                std::vector<json> objects;
                objects.reserve(groups.size());
                for (const OfferGroup& g : groups)
                    objects.push_back(pick(offerGroupToJson(g, catalog, currency)));
                if (m_format == Format::Json) {
                    printJson(json(std::move(objects)));
                } else {
                    const QStringList columns =
                        fields.isEmpty() ? scalarKeys(rowJsonOf(catalog, true)) : fields;
                    m_out << csvLine(columns);
                    for (const json& j : objects)
                        m_out << csvLine(cellsOf(j, columns));
                }
                return finish();
            }
            if (m_format == Format::Json) {
                // The same text printJson writes for the whole array, one row at a time.
                if (items.empty()) {
                    m_out << "[]\n";
                    return finish();
                }
                std::string text = "[\n";
                for (std::size_t i = 0; i < items.size(); ++i) {
                    text += "  ";
                    if (fields.isEmpty()) {
                        appendOfferRowJson(text, *items[i].offer, catalog, 2);
                    } else {
                        appendIndented(text, rowJson(*items[i].offer).dump(2), 2);
                    }
                    text += i + 1 < items.size() ? ",\n" : "\n";
                    if (text.size() > (1 << 20)) { // written a megabyte at a time
                        writeUtf8(text);
                        text.clear();
                    }
                }
                text += "]\n";
                writeUtf8(text);
            } else {
                const QStringList columns = fields.isEmpty() ? keys : fields;
                m_out << csvLine(columns);
                for (const Item& i : items) {
                    m_out << csvLine(cellsOf(rowJson(*i.offer), columns));
                }
            }
            return finish();
        }
        // Fits a 100-column terminal; vCPU, RAM and the rest are in --format json or csv.
        TextTable t;
        t.headers = {tr("ID"), tr("GPUs"), tr("Region"), tr("On-demand/h"), tr("Spot/h"), tr("Cur")};
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
        m_out
            << '\n'
            << (items.size() == 1
                    ? tr("1 row (one per instance and region); '-' = not published. More fields: --format "
                         "json.\n")
                    : tr("%1 rows (one per instance and region); '-' = not published. More fields: --format "
                         "json.\n")
                          .arg(items.size()));
        return finish();
    }

private:
    // An example of the rows this run writes, for the keys --fields and csv may name.
    static json rowJsonOf(const Catalog& catalog, bool perInstance)
    {
        const OfferRow& first = catalog.rows().front();
        if (!perInstance)
            return offerRowToJson(first, catalog);
        OfferGroup group;
        group.best = &first;
        group.rows << &first;
        return offerGroupToJson(group, catalog, u"USD"_s);
    }

    static QStringList cellsOf(const json& j, const QStringList& columns)
    {
        QStringList cells;
        for (const QString& c : columns) {
            const auto it = j.find(c.toStdString());
            cells << (it == j.end() ? QString() : jsonScalarToText(*it));
        }
        return cells;
    }

    // One row per instance type: its cheapest matching region, then the lowest and highest on-demand price of
    // the regions that matched, in `currency` (each offer's own prices: --format json or --per region).
    int printGroups(const std::vector<OfferGroup>& groups, const QString& currency)
    {
        TextTable t;
        t.headers = {tr("ID"),
                     tr("GPUs"),
                     tr("Region"),
                     tr("From %1/h").arg(currency),
                     tr("To %1/h").arg(currency),
                     tr("Regions")};
        t.rightAligned = {false, false, false, true, true, true};
        t.maxWidths = {0, 18, 0, 0, 0, 0}; // long GPU names wrap, so the table fits 100 columns
        for (const OfferGroup& g : groups) {
            const OfferRow& r = *g.best;
            t.rows << QStringList{r.instance->id(),
                                  formatDecimal(r.instance->gpuCount, 3) + u"x "_s + r.gpu->model,
                                  r.offer ? r.offer->region : u"-"_s,
                                  priceText(g.lowestOnDemand),
                                  priceText(g.highestOnDemand),
                                  QString::number(g.regionCount())};
        }
        t.print(m_out);
        m_out
            << '\n'
            << (groups.size() == 1
                    ? tr("1 instance type, at its cheapest region; '-' = not published. All regions: "
                         "--per region.\n")
                    : tr("%1 instance types, each at its cheapest region; '-' = not published. All regions: "
                         "--per region.\n")
                          .arg(groups.size()));
        return finish();
    }

    OfferFilter filterFromOptions()
    {
        OfferFilter f;
        for (const QString& v : m_parser.values(u"provider"_s)) {
            for (const QString& p : v.split(u',', Qt::SkipEmptyParts))
                f.providers << p.trimmed().toLower();
        }
        f.gpuQuery = m_parser.value(u"gpu"_s);
        if (m_parser.isSet(u"min-gpus"_s))
            f.minGpus = numberOption(u"min-gpus"_s);
        if (m_parser.isSet(u"min-gpu-memory"_s))
            f.minGpuMemoryGb = numberOption(u"min-gpu-memory"_s);
        f.region = m_parser.value(u"region"_s);
        f.countries = countryOption();
        f.continents = continentOption();
        if (m_parser.isSet(u"max-price"_s)) {
            QString error;
            f.maxOnDemandHourly = parsePriceArgument(m_parser.value(u"max-price"_s), &error);
            if (!f.maxOnDemandHourly)
                throw UsageError{tr("--max-price: ") + error};
        }
        return f;
    }
};

} // namespace

std::unique_ptr<Command> makeListCommand(CliState& state)
{
    return std::make_unique<ListCommand>(state);
}

} // namespace gp::cli
