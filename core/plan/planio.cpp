#include "planio.h"

#include "filewriter.h"

#include <QCoreApplication>

#include "catalogloader.h"
#include "fixedpoint.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "usagepricejson.h"

#include <algorithm>
#include <cmath>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

using namespace Qt::StringLiterals;
using nlohmann::json;
using OJson = nlohmann::ordered_json;

namespace gp::planio {

namespace {

// A fixed-point value as a JSON number: 730, 12.5.
OJson number(std::int64_t value, int decimals)
{
    if (value % fixed::pow10(decimals) == 0)
        return OJson(value / fixed::pow10(decimals));
    return OJson(fixed::toString(value, decimals).toDouble()); // QString::toDouble ignores the C locale
}

OJson moneyText(const std::optional<Money>& m)
{
    return m ? OJson(m->toDecimalString(0, 6).toStdString()) : OJson(nullptr);
}

OJson text(const QString& s)
{
    return OJson(s.toStdString());
}

OJson pricesToJson(const PriceSheet& p)
{
    OJson j;
    j["currency"] = text(p.currency);
    j["as_of"] = p.asOf.isValid() ? text(p.asOf.toString(Qt::ISODate)) : OJson(nullptr);
    if (p.undated)
        j["as_of_basis"] = dateBasisKey(true);
    j["on_demand_hourly"] = moneyText(p.onDemandHourly);
    j["monthly"] = moneyText(p.monthly);
    j["spot_hourly"] = moneyText(p.spotHourly);
    OJson reserved = OJson::array();
    for (const ReservedPrice& r : p.reserved) {
        OJson e;
        e["term_years"] = r.termYears;
        e["payment"] = text(paymentOptionKey(r.payment));
        e["upfront"] = moneyText(r.upfront);
        e["hourly"] = moneyText(r.hourly);
        e["effective_hourly"] = moneyText(r.publishedEffectiveHourly);
        reserved.push_back(e);
    }
    j["reserved"] = reserved;
    return j;
}

// Storage, transfer and fixed items (version 2).
OJson usageItemToJson(const PlanItem& item)
{
    OJson j;
    j["kind"] = text(planItemKindKey(item.kind));
    if (item.kind == PlanItemKind::Fixed) {
        j["label"] = text(item.label);
        j["amount"] = item.amount ? text(item.amount->toDecimalString(0, 6)) : OJson(nullptr);
        j["currency"] = item.amount ? text(item.amount->currency()) : OJson(nullptr);
        j["provider"] = text(item.providerId);
        j["once"] = item.once;
    } else {
        j["provider"] = text(item.providerId);
        j["region"] = text(item.region);
        j["gb"] = item.gb;
        if (item.kind == PlanItemKind::Storage)
            j["growth_gb_per_month"] = item.growthGbPerMonth;
        else
            j["once"] = item.once;
    }
    j["start_month"] = item.startMonth;
    j["months"] = item.months;
    j["phase"] = text(item.phase);
    j["notes"] = text(item.notes);
    if (item.kind != PlanItemKind::Fixed)
        j["price"] = usagePriceToJson(item.usagePrice);
    return j;
}

OJson itemToJson(const PlanItem& item)
{
    if (item.kind != PlanItemKind::Instance)
        return usageItemToJson(item);
    OJson j;
    j["kind"] = text(planItemKindKey(item.kind));
    j["instance"] = text(item.instanceId);
    j["region"] = text(item.region);
    j["count"] = item.count;
    j["pricing"] = text(pricingModelKey(item.pricing));
    j["payment"] = item.payment ? text(paymentOptionKey(*item.payment)) : OJson(nullptr);
    j["start_month"] = item.startMonth;
    j["months"] = item.months;
    j["usage_hours_per_month"] = item.usageCentiHours ? number(*item.usageCentiHours, 2) : OJson(nullptr);
    j["phase"] = text(item.phase);
    j["notes"] = text(item.notes);
    j["gpus_per_instance"] = number(item.gpuMilliPerInstance, 3);
    j["prices"] = pricesToJson(item.prices);
    return j;
}

class PlanReader
{
public:
    PlanReader(const QString& file, IssueList& issues) : m_file(file), m_issues(issues) {}

    std::optional<Plan> read(const json& root)
    {
        if (!root.is_object()) {
            m_issues << Issue::failure(
                Error{ErrorCode::Schema,
                      m_file,
                      0,
                      0,
                      {},
                      QCoreApplication::translate("Plan", "expected a JSON object at the top level, got %1")
                          .arg(jsonTypeName(root))});
            return std::nullopt;
        }
        ObjectReader top(root, QString(), m_file, m_issues);
        top.warnUnknownKeys({"$schema", "format", "version", "name", "notes", "currency", "hours_per_month",
                             "spot_overhead_pct", "discounts_pct", "exchange_rates", "budget", "items"});
        const auto format = top.string("format", Need::Required);
        if (format && *format != FileFormat) {
            top.error(u"format"_s, QCoreApplication::translate(
                                       "Plan", "expected \"%1\", got \"%2\"; is this a GPU Planner plan?")
                                       .arg(FileFormat, *format));
        }
        const auto version = top.integer("version", Need::Required, 1, 1000);
        if (version && (*version < OldestFileVersion || *version > FileVersion)) {
            top.error(u"version"_s,
                      QCoreApplication::translate(
                          "Plan", "version %1 is not supported; this GPU Planner reads versions %2 to %3")
                          .arg(*version)
                          .arg(OldestFileVersion)
                          .arg(FileVersion));
        }
        m_version = version.value_or(FileVersion);
        if (top.errors() > 0)
            return std::nullopt;

        Plan plan;
        plan.name = top.string("name", Need::Required).value_or(QString());
        plan.notes = top.string("notes", Need::Optional).value_or(QString());
        const auto cur = readCurrency(top, "currency", Need::Required);
        plan.currency = cur.value_or(u"USD"_s);
        plan.hoursPerMonthCenti = top.decimal("hours_per_month", Need::Required, 2, 0, MaxUsageCentiHours)
                                      .value_or(CentiHoursPerMonth);
        plan.spotOverheadBp = top.decimal("spot_overhead_pct", Need::Required, 2, 0, 100 * BasisPointsPerUnit)
                                  .value_or(CostBasis::DefaultSpotOverheadBp);
        if (const json* d = top.object("discounts_pct", Need::Optional)) {
            for (auto it = d->begin(); it != d->end(); ++it) {
                const QString provider = QString::fromStdString(it.key());
                const QString path = jsonPathKey(u"discounts_pct"_s, provider);
                if (const auto bp = top.checkDecimal(*it, path, 2, 0, 9999))
                    plan.discountsBp.insert(provider, *bp);
            }
        }
        if (const json* fx = top.object("exchange_rates", Need::Required))
            plan.fx =
                ExchangeRates::fromRatesJson(*fx, m_file, u"exchange_rates"_s, QDate(), QString(), m_issues);
        if (const json* b = top.object("budget", Need::Optional)) {
            ObjectReader br(*b, u"budget"_s, m_file, m_issues);
            br.warnUnknownKeys({"total", "monthly"});
            plan.budget.total = br.money("total", Need::Optional, plan.currency);
            plan.budget.monthly = br.money("monthly", Need::Optional, plan.currency);
        }
        if (const json* items = top.array("items", Need::Required)) {
            if (items->size() > std::size_t(Plan::MaxItems)) {
                top.error(u"items"_s,
                          QCoreApplication::translate("Plan", "the plan has %1 items; the limit is %2")
                              .arg(items->size())
                              .arg(Plan::MaxItems),
                          ErrorCode::TooLarge);
            } else {
                for (std::size_t i = 0; i < items->size(); ++i) {
                    if (auto item = readItem((*items)[i], jsonPathIndex(u"items"_s, qsizetype(i))))
                        plan.items << *item;
                }
            }
        }
        if (countErrors(m_issues) > 0)
            return std::nullopt;
        for (int i = 0; i < plan.items.size(); ++i) {
            const PlanItem& item = plan.items[i];
            const QString itemCurrency = currencyOf(item);
            if (itemCurrency != plan.currency && !plan.fx.use(itemCurrency, plan.currency)) {
                const QString itemPath = jsonPathIndex(u"items"_s, i);
                top.error(item.kind == PlanItemKind::Instance
                              ? jsonPathKey(jsonPathKey(itemPath, u"prices"_s), u"currency"_s)
                          : item.kind == PlanItemKind::Fixed
                              ? jsonPathKey(itemPath, u"currency"_s)
                              : jsonPathKey(jsonPathKey(itemPath, u"price"_s), u"currency"_s),
                          QCoreApplication::translate(
                              "Plan", "no exchange rate from %1 to the plan's currency %2 in exchange_rates")
                              .arg(itemCurrency, plan.currency));
            }
        }
        if (cur && !plan.fx.has(plan.currency)) {
            bool needed = false;
            for (const PlanItem& item : plan.items)
                needed = needed || currencyOf(item) != plan.currency;
            if (needed)
                top.error(u"currency"_s,
                          QCoreApplication::translate("Plan", "no exchange rate for %1 in exchange_rates")
                              .arg(plan.currency));
        }
        if (countErrors(m_issues) > 0)
            return std::nullopt;
        return plan;
    }

private:
    static QString currencyOf(const PlanItem& item)
    {
        switch (item.kind) {
        case PlanItemKind::Instance:
            return item.prices.currency;
        case PlanItemKind::Fixed:
            return item.amount ? item.amount->currency() : QString();
        default:
            return item.usagePrice.currency;
        }
    }

    std::optional<QString> readCurrency(ObjectReader& r, const char* key, Need need)
    {
        return readCurrencyCode(r, key, need);
    }

    std::optional<PlanItem> readItem(const json& v, const QString& path)
    {
        if (!v.is_object()) {
            m_issues << Issue::failure(Error{
                ErrorCode::Schema, m_file, 0, 0, path,
                QCoreApplication::translate("Plan", "expected an object, got %1").arg(jsonTypeName(v))});
            return std::nullopt;
        }
        ObjectReader r(v, path, m_file, m_issues);
        std::optional<PlanItemKind> kind = PlanItemKind::Instance;
        if (m_version >= 2) {
            QStringList keys;
            for (PlanItemKind k : AllPlanItemKinds)
                keys << planItemKindKey(k);
            kind = r.enumeration<PlanItemKind>("kind", Need::Required, planItemKindFromKey, keys);
            if (!kind)
                return std::nullopt;
        }
        if (*kind != PlanItemKind::Instance)
            return readUsageItem(r, *kind, path);
        r.warnUnknownKeys({"kind", "instance", "region", "count", "pricing", "payment", "start_month",
                           "months", "usage_hours_per_month", "phase", "notes", "gpus_per_instance",
                           "prices"});
        PlanItem item;
        item.instanceId = r.string("instance", Need::Required, &instanceIdPattern(),
                                   QCoreApplication::translate("Plan", "provider/name, e.g. aws/p5.48xlarge"))
                              .value_or(QString());
        item.region = r.string("region", Need::Required).value_or(QString());
        item.count = r.integer("count", Need::Required, 1, MaxCount).value_or(1);
        const auto pricing =
            r.enumeration<PricingModel>("pricing", Need::Required, pricingModelFromKey, pricingModelKeys());
        item.pricing = pricing.value_or(PricingModel::OnDemand);
        item.payment = r.enumeration<PaymentOption>("payment", Need::Optional, paymentOptionFromKey,
                                                    paymentOptionKeys());
        if (pricing && termMonths(*pricing) > 0 && !item.payment && !r.has("payment")) {
            r.error(path,
                    QCoreApplication::translate("Plan", "missing required key \"payment\" for %1 (one of %2)")
                        .arg(pricingModelKey(*pricing), paymentOptionKeys().join(u", "_s)));
        }
        if (pricing && termMonths(*pricing) == 0 && item.payment)
            r.error(r.pathOf("payment"),
                    QCoreApplication::translate("Plan", "a payment option applies to reserved pricing only"));
        readSpan(r, item);
        item.usageCentiHours = r.decimal("usage_hours_per_month", Need::Optional, 2, 0, MaxUsageCentiHours);
        item.gpuMilliPerInstance =
            r.decimal("gpus_per_instance", Need::Required, 3, 1, 64'000).value_or(1000);
        if (const json* p = r.object("prices", Need::Required))
            item.prices = readPrices(*p, r.pathOf("prices"));
        if (r.errors() > 0)
            return std::nullopt;
        return item;
    }

    // Months, phase and notes, as instance items have them.
    void readSpan(ObjectReader& r, PlanItem& item)
    {
        item.startMonth = r.integer("start_month", Need::Required, 1, MaxMonths).value_or(1);
        item.months = r.integer("months", Need::Required, 1, MaxMonths).value_or(1);
        if (item.endMonth() > MaxMonths) {
            r.error(r.pathOf("months"),
                    QCoreApplication::translate("Plan",
                                                "the item ends in month %1; a plan covers at most %2 months")
                        .arg(item.endMonth())
                        .arg(MaxMonths));
        }
        item.phase = r.string("phase", Need::Optional).value_or(QString());
        item.notes = r.string("notes", Need::Optional).value_or(QString());
    }

    std::int64_t readGb(ObjectReader& r, const char* key, Need need) { return readWholeGb(r, key, need); }

    std::optional<PlanItem> readUsageItem(ObjectReader& r, PlanItemKind kind, const QString& path)
    {
        PlanItem item;
        item.kind = kind;
        if (kind == PlanItemKind::Fixed) {
            r.warnUnknownKeys({"kind", "label", "amount", "currency", "provider", "once", "start_month",
                               "months", "phase", "notes"});
            item.label = r.string("label", Need::Required).value_or(QString());
            if (item.label.trimmed().isEmpty() && r.has("label"))
                r.error(r.pathOf("label"), QCoreApplication::translate("Plan", "a fixed item needs a label"));
            const auto cur = readCurrency(r, "currency", Need::Required);
            if (cur)
                item.amount = r.money("amount", Need::Required, *cur);
            item.providerId = r.string("provider", Need::Optional).value_or(QString());
            item.once = r.boolean("once", Need::Required).value_or(false);
        } else {
            r.warnUnknownKeys({"kind", "provider", "region", "gb", "growth_gb_per_month", "once",
                               "start_month", "months", "phase", "notes", "price"});
            item.providerId = r.string("provider", Need::Required).value_or(QString());
            item.region = r.string("region", Need::Required).value_or(QString());
            item.gb = readGb(r, "gb", Need::Required);
            if (kind == PlanItemKind::Storage)
                item.growthGbPerMonth = readGb(r, "growth_gb_per_month", Need::Optional);
            else
                item.once = r.boolean("once", Need::Required).value_or(false);
            if (const json* p = r.object("price", Need::Required))
                item.usagePrice = readUsagePrice(*p, r.pathOf("price"), kind);
            item.usagePrice.provider = item.providerId;
            item.usagePrice.region = item.region;
        }
        readSpan(r, item);
        if (item.once && item.months != 1)
            r.error(
                r.pathOf("months"),
                QCoreApplication::translate("Plan", "a one-off item lasts 1 month, not %1").arg(item.months));
        if (r.errors() > 0)
            return std::nullopt;
        Q_UNUSED(path);
        return item;
    }

    UsagePrice readUsagePrice(const json& v, const QString& path, PlanItemKind itemKind)
    {
        ObjectReader r(v, path, m_file, m_issues);
        r.warnUnknownKeys({GP_USAGE_PRICE_KEYS});
        return gp::readUsagePrice(r, itemKind == PlanItemKind::Storage
                                         ? QList<UsageKind>{UsageKind::ObjectStorage, UsageKind::BlockStorage}
                                         : QList<UsageKind>{UsageKind::Egress});
    }

    PriceSheet readPrices(const json& v, const QString& path)
    {
        ObjectReader r(v, path, m_file, m_issues);
        r.warnUnknownKeys(
            {"currency", "as_of", "as_of_basis", "on_demand_hourly", "monthly", "spot_hourly", "reserved"});
        PriceSheet s;
        s.currency = readCurrency(r, "currency", Need::Required).value_or(QString());
        s.asOf = r.date("as_of", Need::Optional).value_or(QDate());
        s.undated =
            r.enumeration<bool>("as_of_basis", Need::Optional, undatedFromDateBasisKey, dateBasisKeys())
                .value_or(false);
        s.onDemandHourly = r.money("on_demand_hourly", Need::Optional, s.currency);
        s.monthly = r.money("monthly", Need::Optional, s.currency);
        s.spotHourly = r.money("spot_hourly", Need::Optional, s.currency);
        if (const json* list = r.array("reserved", Need::Optional)) {
            for (std::size_t i = 0; i < list->size(); ++i) {
                const json& e = (*list)[i];
                const QString ePath = jsonPathIndex(r.pathOf("reserved"), qsizetype(i));
                if (!e.is_object()) {
                    r.error(ePath, QCoreApplication::translate("Plan", "expected an object, got %1")
                                       .arg(jsonTypeName(e)));
                    continue;
                }
                ObjectReader er(e, ePath, m_file, m_issues);
                er.warnUnknownKeys({"term_years", "payment", "upfront", "hourly", "effective_hourly"});
                ReservedPrice rp;
                const auto term = er.integer("term_years", Need::Required, 1, 3);
                if (term && *term == 2)
                    er.error(er.pathOf("term_years"),
                             QCoreApplication::translate("Plan", "expected a term of 1 or 3 years, got 2"));
                rp.termYears = term.value_or(1);
                rp.payment = er.enumeration<PaymentOption>("payment", Need::Required, paymentOptionFromKey,
                                                           paymentOptionKeys())
                                 .value_or(PaymentOption::NoUpfront);
                rp.upfront = er.money("upfront", Need::Optional, s.currency);
                rp.hourly = er.money("hourly", Need::Optional, s.currency);
                rp.publishedEffectiveHourly = er.money("effective_hourly", Need::Optional, s.currency);
                if (!rp.upfront && !rp.hourly && !rp.publishedEffectiveHourly && er.errors() == 0)
                    er.error(
                        ePath,
                        QCoreApplication::translate(
                            "Plan",
                            "a reservation needs \"upfront\" and/or \"hourly\", or \"effective_hourly\""));
                for (const ReservedPrice& other : s.reserved) {
                    if (other.termYears == rp.termYears && other.payment == rp.payment && er.errors() == 0) {
                        er.error(ePath,
                                 QCoreApplication::translate("Plan", "a second %1-year %2 price")
                                     .arg(rp.termYears)
                                     .arg(paymentOptionKey(rp.payment)),
                                 ErrorCode::Duplicate);
                    }
                }
                if (er.errors() == 0)
                    s.reserved << rp;
            }
        }
        return s;
    }

    QString m_file;
    IssueList& m_issues;
    int m_version = FileVersion;
};

} // namespace

QByteArray toJson(const Plan& plan)
{
    OJson j;
    j["format"] = text(FileFormat);
    j["version"] = FileVersion;
    j["name"] = text(plan.name);
    j["notes"] = text(plan.notes);
    j["currency"] = text(plan.currency);
    j["hours_per_month"] = number(plan.hoursPerMonthCenti, 2);
    j["spot_overhead_pct"] = number(plan.spotOverheadBp, 2);
    OJson discounts = OJson::object();
    for (auto it = plan.discountsBp.cbegin(); it != plan.discountsBp.cend(); ++it)
        discounts[it.key().toStdString()] = number(it.value(), 2);
    j["discounts_pct"] = discounts;
    j["exchange_rates"] = plan.fx.toRatesJson();
    OJson budget;
    budget["total"] = moneyText(plan.budget.total);
    budget["monthly"] = moneyText(plan.budget.monthly);
    j["budget"] = budget;
    OJson items = OJson::array();
    for (const PlanItem& item : plan.items)
        items.push_back(itemToJson(item));
    j["items"] = items;
    return QByteArray::fromStdString(j.dump(2)) + '\n';
}

std::optional<Plan> fromJson(const QByteArray& data, const QString& fileName, IssueList& issues)
{
    if (data.size() > MaxFileBytes) {
        issues << Issue::failure(
            Error{ErrorCode::TooLarge,
                  fileName,
                  0,
                  0,
                  {},
                  QCoreApplication::translate("Plan", "the file is %1 bytes; plans are limited to %2 bytes")
                      .arg(data.size())
                      .arg(MaxFileBytes)});
        return std::nullopt;
    }
    const auto parsed = parseJsonInto(data, fileName, issues, JsonParseOptions{32});
    if (!parsed)
        return std::nullopt;
    return PlanReader(fileName, issues).read(*parsed);
}

std::optional<Plan> load(const QString& path, IssueList& issues)
{
    const auto data = readInputFile(path, MaxFileBytes, u"plans"_s, issues);
    if (!data)
        return std::nullopt;
    return fromJson(*data, path, issues);
}

Result<QByteArray> toCheckedJson(const Plan& plan, const QString& path)
{
    QByteArray bytes = toJson(plan);
    IssueList issues;
    if (fromJson(bytes, path, issues))
        return bytes;
    const auto first = std::find_if(issues.cbegin(), issues.cend(),
                                    [](const Issue& i) { return i.severity == Issue::Severity::Error; });
    const Error e = first != issues.cend() ? first->error : Error{};
    return Error{e.code == ErrorCode::Io ? ErrorCode::Schema : e.code,
                 path,
                 0,
                 0,
                 {},
                 QCoreApplication::translate("Plan", "not written: it would not read back: %1")
                     .arg(e.path.isEmpty() ? e.message : e.path + u": "_s + e.message)};
}

Result<bool> save(const Plan& plan, const QString& path)
{
    const Result<QByteArray> bytes = toCheckedJson(plan, path);
    if (!bytes)
        return bytes.error();
    return writeFileSafely(path, bytes.value());
}

Result<bool> save(const Plan& plan, QSaveFile& file)
{
    const Result<QByteArray> bytes = toCheckedJson(plan, file.fileName());
    if (!bytes)
        return bytes.error();
    return writeFileSafely(file, bytes.value());
}

} // namespace gp::planio
