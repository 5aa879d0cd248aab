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
