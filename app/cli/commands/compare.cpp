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

class CompareCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QStringList& ids = args;
        // Options first: a mistake there is reported before the catalog is read. The costs are those the
        // window's Compare tab shows: one instance over the horizon at the usage, each term's cheapest
        // payment.
        Comparison::Options options;
        options.withCosts = true;
        if (m_parser.isSet(u"months"_s))
            options.months = integerOption(u"months"_s);
        if (m_parser.isSet(u"usage"_s))
            options.usageCentiHours =
                decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        options.fx = exchangeRatesFromOptions();
        options.currency = currencyOption(options.fx, QString());
        Catalog catalog = loadCatalog();
        QList<const InstanceType*> instances;
        for (const QString& id : ids) {
            const InstanceType* inst = findInstance(catalog, id);
            if (instances.contains(inst))
                throw UsageError{tr("\"%1\" is given twice").arg(id)};
            instances << inst;
        }
        const Comparison cmp = Comparison::build(instances, catalog, options, m_parser.value(u"region"_s));
        const bool diffOnly = m_parser.isSet(u"diff"_s);
        const QList<Comparison::Row> rows = diffOnly ? cmp.differingRows() : cmp.rows();

        if (m_format == Format::Json) {
            json j;
            json cols = json::array();
            for (const auto& c : cmp.columns()) {
                cols.push_back(
                    json{{"id", c.instance->id().toStdString()},
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
                        values.push_back(r.display[i].isEmpty() ? json(nullptr)
                                                                : json(r.display[i].toStdString()));
                }
                jr.push_back(json{{"key", r.key.toStdString()},
                                  {"label", r.label.toStdString()},
                                  {"values", values},
                                  {"best", json(std::vector<int>(r.best.begin(), r.best.end()))},
                                  {"better", r.better == Comparison::Better::Higher  ? "higher"
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
            // CSV is for machines: amounts without digit grouping.
            const QStringList& shown = m_format == Format::Csv ? r.plain : r.display;
            for (int i = 0; i < shown.size(); ++i) {
                QString v = shown[i].isEmpty() ? u"-"_s : shown[i];
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
        m_out << (options.currency.isEmpty()
                      ? tr("\n* best in row. Prices are per instance, in the offer's currency.\n")
                      : tr("\n* best in row. Prices are per instance, in %1.\n").arg(options.currency));
        m_out << tr("Costs: one instance over %1 at %2 h/month, the cheapest payment option of each "
                    "reservation "
                    "term.\n")
                     .arg(counted(options.months, QT_TR_NOOP("1 month"), QT_TR_NOOP("%1 months")),
                          fixed::toString(options.usageCentiHours, 2));
        if (!m_parser.isSet(u"region"_s))
            m_out << tr("Each instance shows its cheapest on-demand region; pick one with --region.\n");
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeCompareCommand(CliState& state)
{
    return std::make_unique<CompareCommand>(state);
}

} // namespace gp::cli
