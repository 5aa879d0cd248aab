#include "usagepricejson.h"

#include "jsonparse.h"
#include "money.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

nlohmann::ordered_json usagePriceToJson(const UsagePrice& p)
{
    using OJson = nlohmann::ordered_json;
    const auto text = [](const QString& s) { return OJson(s.toStdString()); };
    OJson j;
    j["kind"] = text(usageKindKey(p.kind));
    j["product"] = text(p.product);
    j["currency"] = text(p.currency);
    j["free_gb_per_month"] = p.freeGb;
    OJson tiers = OJson::array();
    for (const PriceTier& t : p.tiers) {
        OJson e;
        e["up_to_gb"] = t.upToGb ? OJson(*t.upToGb) : OJson(nullptr);
        e["per_gb"] = text(Money(t.microsPerGb, p.currency).toDecimalString(0, 6));
        tiers.push_back(e);
    }
    j["tiers"] = tiers;
    j["as_of"] = p.asOf.isValid() ? text(p.asOf.toString(Qt::ISODate)) : OJson(nullptr);
    j["source"] = text(p.source);
    j["source_url"] = text(p.sourceUrl);
    return j;
}

std::optional<QString> readCurrencyCode(ObjectReader& r, const char* key, Need need)
{
    static const QRegularExpression pattern(u"^[A-Z]{3}$"_s);
    const auto code =
        r.string(key, need, &pattern,
                 QCoreApplication::translate("UsagePrice", "an ISO 4217 code such as USD or CNY"));
    if (code && !currency::isKnown(*code)) {
        r.error(r.pathOf(key),
                QCoreApplication::translate("UsagePrice", "\"%1\" is not a known ISO 4217 currency code")
                    .arg(*code));
        return std::nullopt;
    }
    return code;
}

std::int64_t readWholeGb(ObjectReader& r, const char* key, Need need)
{
    const auto v = r.number(key, need, 0, double(MaxUsageGb));
    if (v && *v != std::floor(*v)) {
        r.error(r.pathOf(key), QCoreApplication::translate("UsagePrice", "expected a whole number of GB"));
        return 0;
    }
    return std::int64_t(v.value_or(0));
}

UsagePrice readUsagePrice(ObjectReader& r, const QList<UsageKind>& kinds)
{
    UsagePrice p;
    QStringList keys;
    for (const UsageKind k : kinds)
        keys << usageKindKey(k);
    const auto kind = r.enumeration<UsageKind>(
        "kind", Need::Required,
        [&](QStringView k) { return keys.contains(k.toString()) ? usageKindFromKey(k) : std::nullopt; },
        keys);
    p.kind = kind.value_or(kinds.value(0, UsageKind::ObjectStorage));
    p.product = r.string("product", Need::Optional).value_or(QString());
    p.currency = readCurrencyCode(r, "currency", Need::Required).value_or(QString());
    p.freeGb = readWholeGb(r, "free_gb_per_month", Need::Optional);
    if (const json* list = r.array("tiers", Need::Required)) {
        const QString tiersPath = r.pathOf("tiers");
        for (std::size_t i = 0; i < list->size() && i < 64; ++i) {
            const json& e = (*list)[i];
            const QString ePath = jsonPathIndex(tiersPath, qsizetype(i));
            if (!e.is_object()) {
                r.error(ePath, QCoreApplication::translate("UsagePrice", "expected an object, got %1")
                                   .arg(jsonTypeName(e)));
                continue;
            }
            ObjectReader er(e, ePath, r.file(), r.issues());
            er.warnUnknownKeys({"up_to_gb", "per_gb"});
            PriceTier t;
            if (er.has("up_to_gb"))
                t.upToGb = readWholeGb(er, "up_to_gb", Need::Required);
            if (const auto m = er.money("per_gb", Need::Required, p.currency))
                t.microsPerGb = m->micros();
            p.tiers << t;
        }
        if (list->size() > 64)
            r.error(tiersPath, QCoreApplication::translate("UsagePrice", "more than 64 tiers"));
    }
    p.asOf = r.date("as_of", Need::Optional).value_or(QDate());
    p.source = r.string("source", Need::Optional).value_or(QString());
    p.sourceUrl = r.string("source_url", Need::Optional).value_or(QString());
    if (r.errors() == 0)
        if (const QString problem = p.problem(); !problem.isEmpty())
            r.error(r.pathOf("tiers"), problem);
    return p;
}

} // namespace gp
