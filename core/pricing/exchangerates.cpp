#include "exchangerates.h"
#include "builtinfile.h"

#include "filereader.h"
#include "filewriter.h"

#include <QCoreApplication>

#include "fixedpoint.h"
#include "jsonparse.h"
#include "jsonreader.h"
#include "logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {
// Rates above a million units per dollar or below a millionth are typing mistakes, not currencies.
constexpr std::int64_t kMinRateMicros = 1;
constexpr std::int64_t kMaxRateMicros = std::int64_t(1'000'000) * 1'000'000;

FxRate usdRate()
{
    return FxRate{1'000'000, QDate(), QCoreApplication::translate("ExchangeRates", "base currency")};
}
} // namespace

const ExchangeRates& ExchangeRates::builtin()
{
    static const ExchangeRates rates =
        loadBuiltinFile<ExchangeRates>(u":/fx/exchange-rates.json"_s, u"exchange-rates.json"_s);
    return rates;
}

QString ExchangeRates::userFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/exchange-rates.json"_s;
}

ExchangeRates ExchangeRates::withUserRates(IssueList& issues)
{
    ExchangeRates rates = builtin();
    const QString path = userFilePath();
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return rates;
    const auto data = readInputFile(
        path, 1024 * 1024, QCoreApplication::translate("ExchangeRates", "exchange-rate files"), issues);
    if (!data)
        return rates;
    const ExchangeRates user = fromFileData(*data, path, issues);
    for (auto it = user.m_rates.cbegin(); it != user.m_rates.cend(); ++it)
        rates.m_rates.insert(it.key(), it.value());
    return rates;
}

Result<bool> ExchangeRates::saveUserRates() const
{
    ExchangeRates own;
    for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it) {
        if (builtin().m_rates.value(it.key()) != it.value())
            own.m_rates.insert(it.key(), it.value());
    }
    if (own.isEmpty())
        return true;
    return own.saveFile(userFilePath());
}

Result<bool> ExchangeRates::saveFile(const QString& path) const
{
    nlohmann::ordered_json j;
    j["format"] = FileFormat.toStdString();
    j["version"] = 1;
    j["base"] = Base.toStdString();
    QDate newest;
    for (const FxRate& r : m_rates) {
        if (r.asOf.isValid() && (!newest.isValid() || r.asOf > newest))
            newest = r.asOf;
    }
    j["source"] = {
        {"title", "Rates set by the user"},
        {"as_of", (newest.isValid() ? newest : QDate::currentDate()).toString(Qt::ISODate).toStdString()}};
    j["rates"] = toRatesJson();
    if (const Result<bool> made = ensureFolder(QFileInfo(path).absolutePath()); !made)
        return made;
    return writeFileSafely(path, QByteArray::fromStdString(j.dump(2)) + '\n');
}

ExchangeRates ExchangeRates::fromRatesJson(const json& rates, const QString& file, const QString& path,
                                           const QDate& defaultAsOf, const QString& defaultSource,
                                           IssueList& issues)
{
    ExchangeRates out;
    if (!rates.is_object()) {
        issues << Issue::failure(
            Error{ErrorCode::Schema, file, 0, 0, path,
                  QCoreApplication::translate("ExchangeRates", "expected an object of currencies, got %1")
                      .arg(jsonTypeName(rates))});
        return out;
    }
    for (auto it = rates.begin(); it != rates.end(); ++it) {
        const QString code = QString::fromStdString(it.key());
        const QString entryPath = jsonPathKey(path, code);
        if (!currency::isKnown(code)) {
            issues << Issue::failure(Error{
                ErrorCode::Schema, file, 0, 0, entryPath,
                QCoreApplication::translate("ExchangeRates", "\"%1\" is not a known ISO 4217 currency code")
                    .arg(code)});
            continue;
        }
        if (code == Base) {
            issues << Issue::failure(
                Error{ErrorCode::Schema, file, 0, 0, entryPath,
                      QCoreApplication::translate(
                          "ExchangeRates", "USD is the base currency (1 USD per USD) and takes no rate")});
            continue;
        }
        if (!it->is_object()) {
            issues << Issue::failure(Error{
                ErrorCode::Schema, file, 0, 0, entryPath,
                QCoreApplication::translate("ExchangeRates", "expected an object with \"per_usd\", got %1")
                    .arg(jsonTypeName(*it))});
            continue;
        }
        ObjectReader r(*it, entryPath, file, issues);
        r.warnUnknownKeys({"per_usd", "as_of", "source"});
        const auto perUsd =
            r.decimal("per_usd", Need::Required, RateDecimals, kMinRateMicros, kMaxRateMicros);
        const auto asOf = r.date("as_of", Need::Optional);
        const auto source = r.string("source", Need::Optional);
        if (r.errors() > 0 || !perUsd)
            continue;
        out.m_rates.insert(code, FxRate{*perUsd, asOf.value_or(defaultAsOf), source.value_or(defaultSource)});
    }
    return out;
}

ExchangeRates ExchangeRates::fromFileData(const QByteArray& data, const QString& file, IssueList& issues)
{
    const auto parsed = parseJsonObjectInto(data, file, issues);
    if (!parsed)
        return {};
    const json& root = *parsed;
    ObjectReader top(root, QString(), file, issues);
    top.warnUnknownKeys({"$schema", "format", "version", "description", "base", "source", "rates"});
    const auto format = top.string("format", Need::Required);
    if (format && *format != FileFormat)
        top.error(u"format"_s, QCoreApplication::translate("ExchangeRates", "expected \"%1\", got \"%2\"")
                                   .arg(FileFormat, *format));
    const auto version = top.integer("version", Need::Required, 1, 1000);
    if (version && *version != 1)
        top.error(u"version"_s,
                  QCoreApplication::translate("ExchangeRates",
                                              "version %1 is not supported; this GPU Planner reads version 1")
                      .arg(*version));
    const auto base = top.string("base", Need::Required);
    if (base && *base != Base)
        top.error(u"base"_s,
                  QCoreApplication::translate("ExchangeRates", "rates must be given per USD, got base \"%1\"")
                      .arg(*base));
    QDate asOf;
    QString title;
    if (const json* s = top.object("source", Need::Required)) {
        ObjectReader sr(*s, u"source"_s, file, issues);
        sr.warnUnknownKeys({"title", "url", "as_of", "notes"});
        title = sr.string("title", Need::Required).value_or(QString());
        sr.string("url", Need::Optional);
        sr.string("notes", Need::Optional);
        asOf = sr.date("as_of", Need::Required).value_or(QDate());
    }
    const json* rates = top.object("rates", Need::Required);
    if (top.errors() > 0 || !rates)
        return {};
    return fromRatesJson(*rates, file, u"rates"_s, asOf, title, issues);
}

nlohmann::ordered_json ExchangeRates::toRatesJson() const
{
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it) {
        nlohmann::ordered_json e;
        e["per_usd"] = fixed::toString(it->perUsdMicros, RateDecimals).toStdString();
        e["as_of"] = it->asOf.isValid() ? json(it->asOf.toString(Qt::ISODate).toStdString()) : json(nullptr);
        e["source"] = it->source.toStdString();
        out[it.key().toStdString()] = e;
    }
    return out;
}

Result<QString> ExchangeRates::applyOverride(const QString& text, const QDate& today)
{
    static const QRegularExpression re(u"^([A-Za-z]{3})=([0-9]+(?:\\.[0-9]+)?)$"_s);
    const auto m = re.match(text.trimmed());
    auto bad = [&](const QString& why) {
        return Error{ErrorCode::Usage,
                     {},
                     0,
                     0,
                     {},
                     QCoreApplication::translate("ExchangeRates", "--fx \"%1\": %2").arg(text, why)};
    };
    if (!m.hasMatch())
        return bad(QCoreApplication::translate("ExchangeRates",
                                               "expected CODE=RATE, e.g. CNY=7.10 (7.10 CNY per USD)"));
    const QString code = m.captured(1).toUpper();
    if (!currency::isKnown(code))
        return bad(
            QCoreApplication::translate("ExchangeRates", "\"%1\" is not a known ISO 4217 currency code")
                .arg(code));
    if (code == Base)
        return bad(QCoreApplication::translate(
            "ExchangeRates", "USD is the base currency; give the other currency's rate per USD"));
    const auto micros = fixed::parse(m.captured(2), RateDecimals);
    if (!micros || *micros < kMinRateMicros || *micros > kMaxRateMicros)
        return bad(QCoreApplication::translate("ExchangeRates",
                                               "the rate must be above 0 with at most %1 decimal places")
                       .arg(RateDecimals));
    set(code, FxRate{*micros, today, QCoreApplication::translate("ExchangeRates", "command line")});
    return code;
}

void ExchangeRates::set(const QString& currency, const FxRate& rate)
{
    if (currency != Base)
        m_rates.insert(currency, rate);
}

bool ExchangeRates::has(const QString& currency) const
{
    return currency == Base || m_rates.contains(currency);
}

QStringList ExchangeRates::currencies() const
{
    QStringList out{Base};
    out << m_rates.keys();
    return out;
}

std::optional<FxRate> ExchangeRates::rateOf(const QString& currency) const
{
    if (currency == Base)
        return usdRate();
    const auto it = m_rates.constFind(currency);
    if (it == m_rates.cend())
        return std::nullopt;
    return *it;
}

std::optional<FxUse> ExchangeRates::use(const QString& from, const QString& to) const
{
    const auto rf = rateOf(from);
    const auto rt = rateOf(to);
    if (!rf || !rt)
        return std::nullopt;
    FxUse u;
    u.from = from;
    u.to = to;
    u.rateMicros = fixed::mulDiv({rt->perUsdMicros, Money::MicrosPerUnit}, rf->perUsdMicros).value_or(0);
    // The older of the two dates: a conversion is only as current as its stalest rate.
    if (!rf->asOf.isValid())
        u.asOf = rt->asOf;
    else if (!rt->asOf.isValid())
        u.asOf = rf->asOf;
    else
        u.asOf = std::min(rf->asOf, rt->asOf);
    QStringList parts;
    if (from != Base)
        parts << QCoreApplication::translate("ExchangeRates", "%1 %2 per USD")
                     .arg(fixed::toString(rf->perUsdMicros, RateDecimals), from);
    if (to != Base && to != from)
        parts << QCoreApplication::translate("ExchangeRates", "%1 %2 per USD")
                     .arg(fixed::toString(rt->perUsdMicros, RateDecimals), to);
    u.quote = parts.join(QCoreApplication::translate("ExchangeRates", " and "));
    if (u.asOf.isValid())
        u.quote += QCoreApplication::translate("ExchangeRates", ", as of ") + u.asOf.toString(Qt::ISODate);
    return u;
}

std::optional<Money> ExchangeRates::convert(const Money& amount, const QString& to) const
{
    if (amount.currency() == to)
        return amount;
    const auto rf = rateOf(amount.currency());
    const auto rt = rateOf(to);
    if (!rf || !rt)
        return std::nullopt;
    const auto micros = fixed::mulDiv({amount.micros(), rt->perUsdMicros}, rf->perUsdMicros);
    if (!micros)
        return std::nullopt;
    return Money(*micros, to);
}

} // namespace gp
