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
#include "instancefacts.h"
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

class ShowCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& id = args[0];
        Catalog catalog = loadCatalog();
        const InstanceType* inst = findInstance(catalog, id);
        const json j = instanceToJson(*inst, catalog);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        const Gpu& g = *catalog.gpu(inst->gpuId);
        TextTable facts;
        facts.headers = {tr("Attribute"), tr("Value")};
        facts.maxWidths = {0, 70};
        for (const InstanceFact& f : instanceFacts(*inst, catalog))
            facts.rows << QStringList{f.label, f.value.isEmpty() ? u"-"_s : f.value};

        TextTable offers;
        offers.headers = {tr("Region"), tr("Cur"),  tr("On-demand/h"), tr("Spot/h"),
                          tr("1y/h"),   tr("3y/h"), tr("Monthly"),     tr("As of")};
        offers.rightAligned = {false, false, true, true, true, true, true, false};
        for (const Offer& o : inst->offers) {
            offers.rows << QStringList{o.region,
                                       o.currency,
                                       priceText(o.onDemandPrice()),
                                       priceText(o.spotPrice()),
                                       priceText(o.reservedEffectiveHourly(1)),
                                       priceText(o.reservedEffectiveHourly(3)),
                                       o.monthlyPrice() ? formatAmount(*o.monthlyPrice(), AmountKind::Total)
                                                        : u"-"_s,
                                       asOfText(OfferRow{inst, &g, &o}.primarySource())};
        }
        if (m_format == Format::Csv) {
            facts.printCsv(m_out);
            return finish();
        }
        facts.print(m_out);
        m_out << '\n';
        if (inst->offers.isEmpty()) {
            m_out << tr("No public prices in the catalog for this instance.\n");
        } else {
            offers.print(m_out);
            m_out << tr("\nPrice sources:\n");
            QStringList seen;
            for (const Offer& o : inst->offers) {
                auto note = [&](const Source& s) {
                    const QString line =
                        u"  "_s + sourceLine(s) + (s.url.isEmpty() ? QString() : u" <"_s + s.url + u'>');
                    if (!seen.contains(line))
                        seen << line;
                };
                for (const Source* s : o.priceSources())
                    note(*s);
            }
            for (const QString& l : seen) {
                const QStringList parts = wrap(l.trimmed(), 94);
                for (int i = 0; i < parts.size(); ++i)
                    m_out << (i == 0 ? "  " : "    ") << parts[i] << '\n';
            }
        }
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeShowCommand(CliState& state)
{
    return std::make_unique<ShowCommand>(state);
}

} // namespace gp::cli
