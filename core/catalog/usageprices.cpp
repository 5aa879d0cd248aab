#include "usageprices.h"

#include "builtinfile.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "logging.h"
#include "usagepricejson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <tuple>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace gp {

const UsagePriceList& UsagePriceList::builtin()
{
    static const UsagePriceList list =
        loadBuiltinFile<UsagePriceList>(u":/usage/usage-prices.json"_s, u"usage-prices.json"_s);
    return list;
}

UsagePriceList UsagePriceList::fromFileData(const QByteArray& data, const QString& file, IssueList& issues)
{
    UsagePriceList list;
    const auto json = parseJsonObjectInto(data, file, issues);
    if (!json)
        return list;
    ObjectReader top(*json, u"$"_s, file, issues);
    top.warnUnknownKeys({"format", "version", "description", "prices"});
    const auto format = top.string("format", Need::Required);
    if (format && *format != QLatin1String(Format)) {
        top.error(top.pathOf("format"),
                  QCoreApplication::translate("UsagePrice", "expected \"%1\"").arg(QLatin1String(Format)));
        return list;
    }
    if (!top.integer("version", Need::Required, 1, 1))
        return list;
    const nlohmann::json* prices = top.array("prices", Need::Required);
    if (!prices)
        return list;
    static const QRegularExpression idPattern(u"^[a-z0-9][a-z0-9_-]*$"_s);
    QSet<QString> seen;
    for (qsizetype i = 0; i < qsizetype(prices->size()); ++i) {
        const nlohmann::json& e = (*prices)[size_t(i)];
        if (!e.is_object()) {
            top.error(
                jsonPathIndex(top.pathOf("prices"), i),
                QCoreApplication::translate("UsagePrice", "expected an object, got %1").arg(jsonTypeName(e)));
            continue;
        }
        ObjectReader r(e, top, "prices", i);
        r.warnUnknownKeys({"provider", "region", GP_USAGE_PRICE_KEYS});
        const QString provider =
            r.string("provider", Need::Required, &idPattern, u"a provider id such as aws"_s)
                .value_or(QString());
        const QString region = r.string("region", Need::Required).value_or(QString()).trimmed();
        if (region.isEmpty() && r.errors() == 0)
            r.error(r.pathOf("region"), QCoreApplication::translate("UsagePrice", "the region is empty"));
        UsagePrice p =
            readUsagePrice(r, {UsageKind::ObjectStorage, UsageKind::BlockStorage, UsageKind::Egress});
        p.provider = provider;
        p.region = region;
        if (r.errors() == 0 && !p.asOf.isValid())
            r.error(r.pathOf("as_of"),
                    QCoreApplication::translate("UsagePrice", "every price needs its date"));
        if (r.errors() == 0 && p.source.isEmpty())
            r.error(r.pathOf("source"),
                    QCoreApplication::translate("UsagePrice", "every price needs its source"));
        const QString key = usageKindKey(p.kind) + u'\x1f' + provider + u'\x1f' + region;
        if (r.errors() == 0 && seen.contains(key))
            r.error(r.path(), QCoreApplication::translate("UsagePrice", "a second %1 price for %2 in %3")
                                  .arg(usageKindKey(p.kind), provider, region));
        if (r.errors() > 0) {
            r.markSkipped(QCoreApplication::translate("UsagePrice", "price"),
                          QStringList{provider, region}.join(u' ').trimmed());
            continue;
        }
        seen.insert(key);
        list.m_prices << p;
    }
    return list;
}

QByteArray UsagePriceList::toFileData(QList<UsagePrice> prices, const QString& description)
{
    std::stable_sort(prices.begin(), prices.end(), [](const UsagePrice& a, const UsagePrice& b) {
        return std::tuple(a.provider, int(a.kind), a.region) < std::tuple(b.provider, int(b.kind), b.region);
    });
    // One price per line, so that a price change is a one-line difference.
    QByteArray out = "{\n \"format\": \"" + QByteArray(Format) + "\",\n \"version\": 1,\n \"description\": " +
                     QByteArray::fromStdString(nlohmann::json(description.toStdString()).dump()) +
                     ",\n \"prices\": [";
    for (qsizetype i = 0; i < prices.size(); ++i) {
        const UsagePrice& p = prices[i];
        nlohmann::ordered_json e;
        e["provider"] = p.provider.toStdString();
        e["region"] = p.region.toStdString();
        const nlohmann::ordered_json price = usagePriceToJson(p);
        for (auto it = price.begin(); it != price.end(); ++it)
            e[it.key()] = it.value();
        out += (i ? ",\n  " : "\n  ") + QByteArray::fromStdString(e.dump());
    }
    out += "\n ]\n}\n";
    return out;
}

bool UsagePriceList::isUsagePriceFile(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile() || !path.endsWith(u".json"_s, Qt::CaseInsensitive))
        return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    // The format member comes first in the files this program writes; a hand-made one may put it later
    // within the first kilobytes.
    const QByteArray head = f.read(4096);
    static const QRegularExpression format(u"\"format\"\\s*:\\s*\"gpu-planner-usage-prices\""_s);
    return format.match(QString::fromUtf8(head)).hasMatch();
}

void UsagePriceList::merge(const UsagePriceList& other)
{
    for (const UsagePrice& p : other.m_prices) {
        const auto same = std::find_if(m_prices.begin(), m_prices.end(), [&](const UsagePrice& o) {
            return o.kind == p.kind && o.provider == p.provider && o.region == p.region;
        });
        if (same != m_prices.end())
            *same = p;
        else
            m_prices << p;
    }
}

std::optional<UsagePrice> UsagePriceList::find(UsageKind kind, const QString& provider,
                                               const QString& region) const
{
    for (const UsagePrice& p : m_prices) {
        if (p.kind == kind && p.provider == provider && p.region == region)
            return p;
    }
    return std::nullopt;
}

QList<UsagePrice> UsagePriceList::select(const QList<UsageKind>& kinds, const QString& provider,
                                         const QString& region) const
{
    QList<UsagePrice> out;
    for (const UsagePrice& p : m_prices) {
        if (kinds.contains(p.kind) && (provider.isEmpty() || p.provider == provider) &&
            (region.isEmpty() || p.region == region))
            out << p;
    }
    return out;
}

QStringList UsagePriceList::regions(UsageKind kind, const QString& provider) const
{
    QStringList out;
    for (const UsagePrice& p : m_prices) {
        if (p.kind == kind && p.provider == provider)
            out << p.region;
    }
    out.sort();
    out.removeDuplicates();
    return out;
}

} // namespace gp
