#pragma once

#include "costengine.h"
#include "error.h"
#include "gpu.h"

#include <QCoreApplication>
#include <QMap>
#include <QSettings>
#include <QString>
#include <QVariant>

#include <cstdint>
#include <optional>

namespace gp {

// The settings file: ~/.config/gpu-planner/gpu-planner.conf (the application's name twice, so it does not
// depend on an organization name, which would also move the data folders).
inline QString settingsScope()
{
    return QCoreApplication::applicationName();
}

// The settings file's path: GenericConfigLocation/SCOPE/SCOPE.conf, as QSettings names it.
QString settingsFilePath();

// QSettings reads its file as soon as it is made, and would wait for ever on a FIFO or read a device without
// end. Called before any setting is read: a settings file that is not a regular file is left alone, settings
// are kept in a temporary folder until the program closes, and the error (naming the file) says so.
std::optional<Error> guardSettingsFile();

// One typed setting: the key and the default live together, so no call site spells a key.
template <typename T> class Setting
{
public:
    Setting(QString key, T defaultValue) : m_key(std::move(key)), m_default(std::move(defaultValue)) {}

    T value() const
    {
        const QVariant v = QSettings(settingsScope(), settingsScope()).value(m_key);
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_default;
    }
    void setValue(const T& v) const
    {
        QSettings(settingsScope(), settingsScope()).setValue(m_key, QVariant::fromValue(v));
    }
    const QString& key() const { return m_key; }
    const T& defaultValue() const { return m_default; }

private:
    QString m_key;
    T m_default;
};

enum class PricePeriod
{
    Hour,
    Month,
    Year
};
QString pricePeriodKey(PricePeriod p);
std::optional<PricePeriod> pricePeriodFromKey(QStringView key);

// What the user chose in Settings; read once, checked, and handed to the views.
struct Preferences
{
    QString displayCurrency = QStringLiteral("USD");
    PricePeriod period = PricePeriod::Hour;
    bool perGpu = false;
    Precision precision = Precision::BF16;
    std::int64_t planHoursPerMonthCenti = CentiHoursPerMonth; // default usage of a new plan
    int horizonMonths = CostBasis::DefaultMonths;             // comparison costs
    std::int64_t usageCentiHours = CentiHoursPerMonth;        // comparison costs
    QString regionPreference;                                 // empty: the cheapest region
    QMap<QString, std::int64_t> discountsBp;                  // provider id -> basis points
    std::int64_t spotOverheadBp = CostBasis::DefaultSpotOverheadBp;
    // Estimates, the wizard and the value columns and charts use measured throughput (gpu-probe) where a
    // GPU model has it.
    bool useMeasured = false;
    // The interface language: empty follows the system locale; "en" or "zh_CN" (i18n::languages()).
    // Applies from the next start.
    QString language;

    // Values out of range fall back to their defaults.
    static Preferences load();
    // Writes the settings; the error names the settings file when it cannot be written (a read-only home).
    Result<bool> save() const;
    // Hours in one display period: 1, 730 or 8760.
    int hoursPerPeriod() const;
    // What the comparison, charts and report cost against: display currency, the horizon and usage of
    // comparison costs, discounts, spot overhead, with these rates.
    CostBasis costBasis(const ExchangeRates& fx) const;

    friend bool operator==(const Preferences&, const Preferences&) = default;
};

} // namespace gp
