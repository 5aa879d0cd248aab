// `storage-prices` and `egress-prices`: the built-in catalog's prices per GB (core/catalog/usageprices), per
// provider and region, with their tiers, free allowance, date and source.
#include "commands.h"

#include "catalog.h"
#include "freshness.h"
#include "texttable.h"
#include "usagepricejson.h"
#include "usageprices.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class UsagePricesCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    UsagePricesCommand(CliState& state, bool storage) : Command(state), m_storage(storage) {}

    int run(const QStringList& /*args*/) override
    {
        QList<UsageKind> kinds = m_storage
                                     ? QList<UsageKind>{UsageKind::ObjectStorage, UsageKind::BlockStorage}
                                     : QList<UsageKind>{UsageKind::Egress};
        if (m_storage && m_parser.isSet(u"class"_s)) {
            const QString cls = m_parser.value(u"class"_s);
            if (cls != u"object"_s && cls != u"block"_s)
                throw UsageError{tr("--class: expected object or block, got \"%1\"").arg(cls)};
            kinds = {cls == u"block"_s ? UsageKind::BlockStorage : UsageKind::ObjectStorage};
        }
        const QStringList providers = listOption(u"provider"_s);
        const Catalog catalog = loadCatalog();
        const UsagePriceList& list = catalog.usagePrices();
        for (const QString& p : providers) {
            if (!catalog.providers().contains(p) && list.select(kinds, p).isEmpty())
                throw UsageError{tr("unknown provider \"%1\"; known: %2")
                                     .arg(p, QStringList(catalog.providers().keys()).join(u", "_s))};
        }
        const QString region = m_parser.value(u"region"_s);
        QList<UsagePrice> prices;
        for (const UsagePrice& p : list.select(kinds, {}, region)) {
            if (providers.isEmpty() || providers.contains(p.provider))
                prices << p;
        }

        if (m_format == Format::Json) {
            nlohmann::json out = nlohmann::json::array();
            for (const UsagePrice& p : std::as_const(prices))
                out.push_back(toJson(p));
            printJson(out);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Provider"),
                     tr("Region"),
                     m_storage ? tr("Class") : tr("Kind"),
                     tr("Product"),
                     m_storage ? tr("Per GB-month") : tr("Per GB"),
                     tr("As of")};
        if (m_format == Format::Csv) {
            t.headers = {u"provider"_s,          u"region"_s, u"kind"_s,  u"product"_s, u"currency"_s,
                         u"free_gb_per_month"_s, u"tiers"_s,  u"as_of"_s, u"stale"_s,   u"source_url"_s};
        }
        for (const UsagePrice& p : std::as_const(prices)) {
            if (m_format == Format::Csv) {
                t.rows << QStringList{p.provider,
                                      p.region,
                                      usageKindKey(p.kind),
                                      p.product,
                                      p.currency,
                                      QString::number(p.freeGb),
                                      p.tiersText(),
                                      p.asOf.toString(Qt::ISODate),
                                      isStale(p.asOf) ? u"true"_s : u"false"_s,
                                      p.sourceUrl};
                continue;
            }
            const QString stale = staleNote(p.asOf);
            t.rows << QStringList{p.provider,
                                  p.region,
                                  m_storage ? classText(p.kind) : usageKindLabel(p.kind),
                                  p.product,
                                  p.tiersText() + u' ' + p.currency,
                                  p.asOf.toString(Qt::ISODate) +
                                      (stale.isEmpty() ? QString() : u" ("_s + stale + u')')};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        if (prices.isEmpty()) {
            const QString what = providers.isEmpty() ? QString() : providers.join(u", "_s);
            const QString where = region.isEmpty() ? what : (what.isEmpty() ? region : what + u' ' + region);
            m_out << (m_storage
                          ? tr("The catalog has no published storage price for %1 (a price that "
                               "is not public\nin a pinned source is left out). Give it to plan add-storage "
                               "with --price-per-gb.\n")
                          : tr("The catalog has no published egress price for %1 (a price that "
                               "is not public\nin a pinned source is left out). Give it to plan add-transfer "
                               "with --price-per-gb.\n"))
                         .arg(where);
            return finish();
        }
        t.print(m_out);
        m_out << u'\n' << counted(prices.size(), QT_TR_NOOP("1 price."), QT_TR_NOOP("%1 prices."))
              << (m_storage
                      ? tr(" A provider or region not listed has no public price in a pinned source;\n"
                           "give it to plan add-storage with --price-per-gb. Sources: --format json.\n")
                      : tr(" A provider or region not listed has no public price in a pinned source;\n"
                           "give it to plan add-transfer with --price-per-gb. Sources: --format json.\n"));
        return finish();
    }

private:
    static QString classText(UsageKind k)
    {
        return k == UsageKind::BlockStorage ? tr("block") : tr("object");
    }

    nlohmann::json toJson(const UsagePrice& p) const
    {
        nlohmann::json j;
        j["provider"] = p.provider.toStdString();
        j["region"] = p.region.toStdString();
        const nlohmann::ordered_json price = usagePriceToJson(p);
        for (auto it = price.begin(); it != price.end(); ++it)
            j[it.key()] = it.value();
        if (m_storage)
            j["class"] = p.kind == UsageKind::BlockStorage ? "block" : "object";
        j["unit"] = p.kind == UsageKind::Egress ? "GB" : "GB-month";
        j["age_months"] = priceAgeMonths(p.asOf);
        j["stale"] = isStale(p.asOf);
        return j;
    }

    bool m_storage;
};

} // namespace

std::unique_ptr<Command> makeStoragePricesCommand(CliState& state)
{
    return std::make_unique<UsagePricesCommand>(state, true);
}

std::unique_ptr<Command> makeEgressPricesCommand(CliState& state)
{
    return std::make_unique<UsagePricesCommand>(state, false);
}

} // namespace gp::cli
