#include "preferences.h"

#include "enumnames.h"
#include "filereader.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "money.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
constexpr std::array<EnumName<PricePeriod>, 3> kPeriods{{
    {PricePeriod::Hour, u"hour", QT_TRANSLATE_NOOP("Labels", "per hour")},
    {PricePeriod::Month, u"month", QT_TRANSLATE_NOOP("Labels", "per month")},
    {PricePeriod::Year, u"year", QT_TRANSLATE_NOOP("Labels", "per year")},
}};

const Setting<QString> kCurrency{u"display/currency"_s, u"USD"_s};
const Setting<QString> kPeriod{u"display/period"_s, u"hour"_s};
const Setting<bool> kPerGpu{u"display/perGpu"_s, false};
const Setting<QString> kPrecision{u"display/precision"_s, u"bf16"_s};
const Setting<QString> kPlanHours{u"plan/hoursPerMonth"_s, u"730"_s};
const Setting<int> kHorizon{u"cost/horizonMonths"_s, CostBasis::DefaultMonths};
const Setting<QString> kUsage{u"cost/usageHoursPerMonth"_s, u"730"_s};
const Setting<QString> kRegion{u"explorer/regionPreference"_s, QString()};
const Setting<QVariantMap> kDiscounts{u"cost/discountsPct"_s, {}};
const Setting<QString> kSpotOverhead{u"cost/spotOverheadPct"_s,
                                     fixed::toString(CostBasis::DefaultSpotOverheadBp, 2)};
const Setting<bool> kUseMeasured{u"estimates/useMeasured"_s, false};
const Setting<QString> kLanguage{u"display/language"_s, QString()};

std::int64_t fixedOr(const QString& text, int decimals, std::int64_t min, std::int64_t max,
                     std::int64_t fallback)
{
    const auto v = fixed::parse(text, decimals);
    return v && *v >= min && *v <= max ? *v : fallback;
}
} // namespace

QString pricePeriodKey(PricePeriod p)
{
    return enumKey(kPeriods, p);
}
std::optional<PricePeriod> pricePeriodFromKey(QStringView key)
{
    return enumFromKey(kPeriods, key);
}

Preferences Preferences::load()
{
    Preferences p;
    const QString cur = kCurrency.value();
    if (currency::isKnown(cur))
        p.displayCurrency = cur;
    p.period = pricePeriodFromKey(kPeriod.value()).value_or(PricePeriod::Hour);
    p.perGpu = kPerGpu.value();
    if (const auto prec = precisionFromKey(kPrecision.value()))
        p.precision = *prec;
    p.planHoursPerMonthCenti = fixedOr(kPlanHours.value(), 2, 0, MaxUsageCentiHours, CentiHoursPerMonth);
    const int horizon = kHorizon.value();
    p.horizonMonths = horizon >= 1 && horizon <= MaxMonths ? horizon : CostBasis::DefaultMonths;
    p.usageCentiHours = fixedOr(kUsage.value(), 2, 0, MaxUsageCentiHours, CentiHoursPerMonth);
    p.regionPreference = kRegion.value();
    const QVariantMap discounts = kDiscounts.value();
    for (auto it = discounts.cbegin(); it != discounts.cend(); ++it) {
        const std::int64_t bp = fixedOr(it.value().toString(), 2, 0, 9999, -1);
        if (bp >= 0)
            p.discountsBp.insert(it.key(), bp);
    }
    p.spotOverheadBp =
        fixedOr(kSpotOverhead.value(), 2, 0, 100 * BasisPointsPerUnit, CostBasis::DefaultSpotOverheadBp);
    p.useMeasured = kUseMeasured.value();
    const QString language = kLanguage.value();
    p.language = i18n::languages().contains(language) ? language : QString();
    return p;
}

QString settingsFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u'/' + settingsScope() +
           u'/' + settingsScope() + u".conf"_s;
}

std::optional<Error> guardSettingsFile()
{
    const QString path = settingsFilePath();
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return std::nullopt;
    const auto opened = openRegularFile(path);
    Error e = opened ? Error{ErrorCode::Usage, path, 0, 0, {}, QString()} : opened.error();
    static QTemporaryDir untilExit; // removed when the program ends
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, untilExit.path());
    e.message = QCoreApplication::translate("Preferences", "%1; the settings apply until GPU Planner closes")
                    .arg(e.message);
    return e;
}

Result<bool> Preferences::save() const
{
    kCurrency.setValue(displayCurrency);
    kPeriod.setValue(pricePeriodKey(period));
    kPerGpu.setValue(perGpu);
    kPrecision.setValue(precisionKey(precision));
    kPlanHours.setValue(fixed::toString(planHoursPerMonthCenti, 2));
    kHorizon.setValue(horizonMonths);
    kUsage.setValue(fixed::toString(usageCentiHours, 2));
    kRegion.setValue(regionPreference);
    QVariantMap discounts;
    for (auto it = discountsBp.cbegin(); it != discountsBp.cend(); ++it)
        discounts.insert(it.key(), fixed::toString(it.value(), 2));
    kDiscounts.setValue(discounts);
    kSpotOverhead.setValue(fixed::toString(spotOverheadBp, 2));
    kUseMeasured.setValue(useMeasured);
    kLanguage.setValue(language);
    QSettings settings(settingsScope(), settingsScope());
    settings.sync();
    // Each value above was written by its own QSettings: a file that cannot be written shows here as not
    // writable (or as an access error on this sync).
    if (settings.status() != QSettings::NoError || !settings.isWritable())
        return Error{ErrorCode::Io,
                     settings.fileName(),
                     0,
                     0,
                     {},
                     QCoreApplication::translate(
                         "Preferences", "cannot save the settings (%1); they apply until GPU Planner closes")
                         .arg(settings.status() != QSettings::FormatError
                                  ? QCoreApplication::translate("Preferences",
                                                                "the file or its folder is not writable")
                                  : QCoreApplication::translate("Preferences", "the file is damaged"))};
    return true;
}

CostBasis Preferences::costBasis(const ExchangeRates& fx) const
{
    CostBasis b;
    b.currency = displayCurrency;
    b.fx = fx;
    b.months = horizonMonths;
    b.usageCentiHours = usageCentiHours;
    b.discountsBp = discountsBp;
    b.spotOverheadBp = spotOverheadBp;
    return b;
}

int Preferences::hoursPerPeriod() const
{
    switch (period) {
    case PricePeriod::Month:
        return HoursPerMonth;
    case PricePeriod::Year:
        return HoursPerYear;
    case PricePeriod::Hour:
        break;
    }
    return 1;
}

} // namespace gp
