#pragma once

#include "error.h"
#include "money.h"

#include <QDate>
#include <QMap>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>

namespace gp {

// One currency's rate: units of it per US dollar, in micro-units (7.0779 CNY per USD -> 7'077'900).
struct FxRate
{
    std::int64_t perUsdMicros = 0;
    QDate asOf;
    QString source; // "CFETS central parity ..." or "command line"

    friend bool operator==(const FxRate&, const FxRate&) = default;
};

// What a conversion used, so every converted figure can say which rate and date it rests on.
struct FxUse
{
    QString from;
    QString to;
    std::int64_t rateMicros = 0; // units of `to` per one unit of `from`
    QDate asOf;                  // the older date of the rates involved
    QString quote;               // "7.0779 CNY per USD, as of 2025-11-27"
};

// A dated table of exchange rates against the US dollar. Shipped with the catalog, editable by the
// user and stored inside every plan, so a plan reproduces its numbers years later.
class ExchangeRates
{
public:
    static constexpr int RateDecimals = 6;
    static inline const QString Base = QStringLiteral("USD");
    static inline const QString FileFormat = QStringLiteral("gpu-planner-exchange-rates");

    // The table embedded in the binary (catalog/fx/exchange-rates.json).
    static const ExchangeRates& builtin();

    // The user's own rates (AppDataLocation/exchange-rates.json, the shipped file's format).
    static QString userFilePath();
    // The shipped table with the user's rates on top; problems with the user's file go to issues.
    static ExchangeRates withUserRates(IssueList& issues);
    // Writes the table in the shipped format through QSaveFile (the old file survives a failed write).
    Result<bool> saveFile(const QString& path) const;
    // Keeps the rates of this table that differ from the shipped one in the user's file (userFilePath());
    // nothing is written when none differs.
    Result<bool> saveUserRates() const;

    // Reads a rates object {"CNY": {"per_usd": "7.0779", "as_of": ..., "source": ...}, ...}; entries
    // without as_of/source take the defaults given. Problems go to issues with their JSON path.
    static ExchangeRates fromRatesJson(const nlohmann::json& rates, const QString& file, const QString& path,
                                       const QDate& defaultAsOf, const QString& defaultSource,
                                       IssueList& issues);
    // Reads a whole exchange-rates file (the shipped format).
    static ExchangeRates fromFileData(const QByteArray& data, const QString& file, IssueList& issues);
    // The rates object in the same form, keys sorted.
    nlohmann::ordered_json toRatesJson() const;

    // "CNY=7.10": 7.10 CNY per USD. On success sets the rate with today's date and source "command line".
    Result<QString> applyOverride(const QString& text, const QDate& today);

    void set(const QString& currency, const FxRate& rate);
    bool has(const QString& currency) const;
    const QMap<QString, FxRate>& rates() const { return m_rates; }
    QStringList currencies() const; // USD first, then the table's, sorted
    bool isEmpty() const { return m_rates.isEmpty(); }

    // What converting from -> to uses; nullopt when a currency has no rate.
    std::optional<FxUse> use(const QString& from, const QString& to) const;
    // Converts to `to`, exact to the micro-unit (half away from zero); nullopt when a rate is missing.
    std::optional<Money> convert(const Money& amount, const QString& to) const;

    friend bool operator==(const ExchangeRates&, const ExchangeRates&) = default;

private:
    std::optional<FxRate> rateOf(const QString& currency) const;
    QMap<QString, FxRate> m_rates; // never holds USD
};

} // namespace gp
