// `plan add`, `plan add-storage`, `plan add-transfer`, `plan add-item`: one item added to a .gpuplan file
// (made when missing) under the plan's lock, the file written whole, and the item's cost printed.
#include "commands.h"

#include "catalog.h"
#include "costengine.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planlock.h"
#include "planservice.h"

#include <QFileInfo>
#include <QLockFile>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

// How long adding waits for another writer: PlanLock's default, or GP_PLAN_LOCK_WAIT_MS.
int lockWaitMs()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GP_PLAN_LOCK_WAIT_MS", &ok);
    return ok && ms >= 0 ? ms : PlanLock::DefaultWaitMs;
}

class PlanAddingCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        // The catalog first, then the plan under its lock (the window's lock too): read, add, write as one
        // step, so that writers in parallel each add their item.
        Catalog catalog = loadCatalog();
        const auto lock = PlanLock::acquire(path, lockWaitMs());
        if (!lock)
            return printError(lock.error(), Failure);
        Plan plan;
        const bool exists = QFileInfo::exists(path) || QFileInfo(path).isSymLink();
        if (exists) {
            std::optional<Plan> loaded = loadPlanFile(path);
            if (!loaded)
                return BadInput;
            plan = std::move(*loaded);
            if (newPlanCurrencyOption() && m_parser.isSet(u"currency"_s) &&
                m_parser.value(u"currency"_s).toUpper() != plan.currency)
                throw UsageError{tr("the plan's currency is %1; --currency applies to a new plan only")
                                     .arg(plan.currency)};
            if (m_parser.isSet(u"name"_s))
                throw UsageError{tr("--name applies to a new plan only; this one is \"%1\"").arg(plan.name)};
            if (m_parser.isSet(u"fx"_s))
                throw UsageError{
                    tr("--fx applies to a new plan only; this one keeps the rates it was made with")};
        } else {
            plan.name =
                m_parser.isSet(u"name"_s) ? m_parser.value(u"name"_s) : QFileInfo(path).completeBaseName();
            plan.fx = exchangeRatesFromOptions();
            plan.currency = currencyOption(plan.fx, plan.currency);
        }
        const PlanItem item = makeItem(catalog, plan, args);
        if (const Result<bool> added = planservice::add(plan, {item}); !added)
            throw UsageError{added.error().message};
        const PlanCost cost = plan.cost();
        const PlanItemCost& ic = cost.items.last();
        if (!ic.priced())
            throw UsageError{ic.problem};
        // A plan with an item it cannot price is never saved or summed as if it were whole.
        for (qsizetype i = 0; i + 1 < cost.items.size(); ++i) {
            if (!cost.items[i].priced())
                throw UsageError{tr("item #%1 of the plan cannot be priced (%2); nothing was added: fix or "
                                    "remove it first ('plan cost' lists it)")
                                     .arg(i + 1)
                                     .arg(cost.items[i].problem)};
        }
        const Result<bool> saved = planio::save(plan, path);
        if (!saved)
            return printError(saved.error(), exitCodeFor(saved.error()));
        m_out << (exists ? tr("Added #%1: %2, months %3-%4: %5 %6")
                         : tr("Created the plan with #%1: %2, months %3-%4: %5 %6"))
                     .arg(plan.items.size())
                     .arg(describe(item, ic))
                     .arg(item.startMonth)
                     .arg(item.endMonth())
                     .arg(formatAmount(ic.total, AmountKind::Total), cost.currency)
              << '\n'
              << tr("Plan total: %1 %2 over %3\n")
                     .arg(formatAmount(cost.total, AmountKind::Total), cost.currency,
                          counted(cost.months, QT_TR_NOOP("1 month"), QT_TR_NOOP("%1 months")));
        return finish();
    }

protected:
    virtual PlanItem makeItem(const Catalog& catalog, const Plan& plan, const QStringList& args) = 0;
    virtual QString describe(const PlanItem& item, const PlanItemCost& cost) const = 0;
    // Whether --currency names a new plan's currency (plan add) rather than the item's (plan add-item).
    virtual bool newPlanCurrencyOption() const { return true; }

    std::int64_t gbOption(const QString& name)
    {
        return decimalOption(name, 0, 0, MaxUsageGb, QCoreApplication::translate("Cli", "GB"));
    }

    // The price --price-per-gb gives (one tier, no free allowance); absent: the catalog's for the region.
    std::optional<UsagePrice> givenPrice()
    {
        if (!m_parser.isSet(u"price-per-gb"_s))
            return std::nullopt;
        const QString text = m_parser.value(u"price-per-gb"_s);
        QString error;
        const auto money = parsePriceArgument(text, &error);
        if (!money || money->isNegative() || money->micros() > MaxMicrosPerGb)
            throw UsageError{
                tr("--price-per-gb: \"%1\" is not a price per GB such as 0.023 or 0.15CNY").arg(text)};
        UsagePrice p;
        p.currency = money->currency();
        p.tiers = {{std::nullopt, money->micros()}};
        p.asOf = QDate::currentDate();
        p.source = tr("given with --price-per-gb");
        return p;
    }

    PlanItem usageItem(const Catalog& catalog, const planservice::UsageRequest& request)
    {
        const Result<PlanItem> made = planservice::usageItem(catalog.usagePrices(), request);
        if (made)
            return made.value();
        if (!request.price && !catalog.usagePrices().find(request.usage, request.provider, request.region))
            throw UsageError{
                made.error().message +
                tr("; give the price with --price-per-gb (`%1 --provider %2` lists the catalog's)")
                    .arg(request.usage == UsageKind::Egress ? u"egress-prices"_s : u"storage-prices"_s,
                         request.provider)};
        throw UsageError{made.error().message};
    }

    // --start-month, --months and --phase of a storage, transfer or fixed item.
    template <typename Request> void readUsageSpan(Request& request)
    {
        if (m_parser.isSet(u"start-month"_s))
            request.startMonth = integerOption(u"start-month"_s);
        request.months = m_parser.isSet(u"months"_s) ? integerOption(u"months"_s) : 1;
        request.phase = m_parser.value(u"phase"_s);
    }

    std::pair<QString, QString> providerAndRegion()
    {
        const QStringList providers = m_parser.values(u"provider"_s);
        if (providers.size() != 1 || providers.first().contains(u','))
            throw UsageError{tr("give one --provider")};
        if (!m_parser.isSet(u"region"_s))
            throw UsageError{tr("give the --region")};
        return {providers.first(), m_parser.value(u"region"_s)};
    }
};

class PlanAddCommand final : public PlanAddingCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using PlanAddingCommand::PlanAddingCommand;

protected:
    PlanItem makeItem(const Catalog& catalog, const Plan& plan, const QStringList& args) override
    {
        const InstanceType* inst = findInstance(catalog, args[1]);
        const Result<OfferChoice> choice = chooseOffer(*inst, plan.costBasis(), m_parser.value(u"region"_s));
        if (!choice)
            throw UsageError{choice.error().message};
        planservice::ItemRequest request;
        request.pricing = pricingOption(PricingModel::OnDemand);
        if (m_parser.isSet(u"payment"_s)) {
            request.payment = paymentOptionFromKey(m_parser.value(u"payment"_s));
            if (!request.payment)
                throw UsageError{tr("--payment: unknown payment option \"%1\"; expected %2")
                                     .arg(m_parser.value(u"payment"_s), paymentOptionKeys().join(u", "_s))};
        }
        if (m_parser.isSet(u"count"_s))
            request.count = integerOption(u"count"_s);
        if (m_parser.isSet(u"start-month"_s))
            request.startMonth = integerOption(u"start-month"_s);
        if (m_parser.isSet(u"months"_s))
            request.months = integerOption(u"months"_s);
        if (m_parser.isSet(u"usage"_s))
            request.usageCentiHours =
                decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        request.phase = m_parser.value(u"phase"_s);
        const Result<PlanItem> made = planservice::itemForOffer(
            OfferRow{inst, catalog.gpu(inst->gpuId), choice.value().offer}, request);
        if (!made)
            throw UsageError{made.error().message};
        return made.value();
    }

    QString describe(const PlanItem& item, const PlanItemCost& cost) const override
    {
        return tr("%1 x %2 in %3, %4")
            .arg(QString::number(item.count), item.instanceId, item.region,
                 cost.option ? cost.option->label() : QString());
    }
};

class PlanAddStorageCommand final : public PlanAddingCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using PlanAddingCommand::PlanAddingCommand;

protected:
    PlanItem makeItem(const Catalog& catalog, const Plan&, const QStringList&) override
    {
        const auto [provider, region] = providerAndRegion();
        const QString cls = m_parser.value(u"class"_s);
        if (cls != u"object"_s && cls != u"block"_s)
            throw UsageError{tr("--class: expected object or block, got \"%1\"").arg(cls)};
        if (!m_parser.isSet(u"gb"_s))
            throw UsageError{tr("give the GB stored with --gb")};
        planservice::UsageRequest request;
        request.usage = cls == u"block"_s ? UsageKind::BlockStorage : UsageKind::ObjectStorage;
        request.provider = provider;
        request.region = region;
        request.gb = gbOption(u"gb"_s);
        if (m_parser.isSet(u"growth-gb-per-month"_s))
            request.growthGbPerMonth = gbOption(u"growth-gb-per-month"_s);
        readUsageSpan(request);
        request.price = givenPrice();
        return usageItem(catalog, request);
    }

    QString describe(const PlanItem& item, const PlanItemCost&) const override
    {
        return item.growthGbPerMonth > 0 ? tr("%1, %2 GB growing %3 GB a month")
                                               .arg(item.title())
                                               .arg(item.gb)
                                               .arg(item.growthGbPerMonth)
                                         : tr("%1, %2 GB").arg(item.title()).arg(item.gb);
    }
};

class PlanAddTransferCommand final : public PlanAddingCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using PlanAddingCommand::PlanAddingCommand;

protected:
    PlanItem makeItem(const Catalog& catalog, const Plan&, const QStringList&) override
    {
        const auto [provider, region] = providerAndRegion();
        const bool perMonth = m_parser.isSet(u"gb-per-month"_s);
        const bool once = m_parser.isSet(u"gb-once"_s);
        if (perMonth == once)
            throw UsageError{tr("give either --gb-per-month or --gb-once")};
        planservice::UsageRequest request;
        request.usage = UsageKind::Egress;
        request.provider = provider;
        request.region = region;
        request.once = once;
        request.gb = gbOption(once ? u"gb-once"_s : u"gb-per-month"_s);
        readUsageSpan(request);
        if (once && m_parser.isSet(u"months"_s) && request.months != 1)
            throw UsageError{tr("--gb-once moves the data in one month; leave out --months")};
        request.price = givenPrice();
        return usageItem(catalog, request);
    }

    QString describe(const PlanItem& item, const PlanItemCost&) const override
    {
        return item.once ? tr("%1, %2 GB once").arg(item.title()).arg(item.gb)
                         : tr("%1, %2 GB a month").arg(item.title()).arg(item.gb);
    }
};

class PlanAddFixedCommand final : public PlanAddingCommand
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using PlanAddingCommand::PlanAddingCommand;

protected:
    bool newPlanCurrencyOption() const override { return false; }

    PlanItem makeItem(const Catalog&, const Plan&, const QStringList&) override
    {
        const bool perMonth = m_parser.isSet(u"per-month"_s);
        const bool once = m_parser.isSet(u"once"_s);
        if (perMonth == once)
            throw UsageError{tr("give either --per-month or --once")};
        const QString label = m_parser.value(u"label"_s).trimmed();
        if (label.isEmpty())
            throw UsageError{tr("give what the item is with --label")};
        if (!m_parser.isSet(u"amount"_s) || !m_parser.isSet(u"currency"_s))
            throw UsageError{tr("give the --amount and its --currency")};
        const QString cur = m_parser.value(u"currency"_s).toUpper();
        if (!currency::isKnown(cur))
            throw UsageError{tr("--currency: \"%1\" is not a known ISO 4217 currency code").arg(cur)};
        const auto amount = Money::parse(m_parser.value(u"amount"_s), cur);
        if (!amount || amount->isNegative())
            throw UsageError{tr("--amount: \"%1\" is not an amount such as 1200 or 99.50")
                                 .arg(m_parser.value(u"amount"_s))};
        planservice::FixedRequest request;
        request.label = label;
        request.amount = *amount;
        request.once = once;
        if (m_parser.isSet(u"provider"_s))
            request.provider = m_parser.value(u"provider"_s);
        readUsageSpan(request);
        if (once && m_parser.isSet(u"months"_s) && request.months != 1)
            throw UsageError{tr("--once bills in one month; leave out --months")};
        const Result<PlanItem> made = planservice::fixedItem(request);
        if (!made)
            throw UsageError{made.error().message};
        return made.value();
    }

    QString describe(const PlanItem& item, const PlanItemCost&) const override
    {
        return item.once ? tr("%1, %2 once").arg(item.label, item.amount->format())
                         : tr("%1, %2 a month").arg(item.label, item.amount->format());
    }
};

} // namespace

std::unique_ptr<Command> makePlanAddCommand(CliState& state)
{
    return std::make_unique<PlanAddCommand>(state);
}

std::unique_ptr<Command> makePlanAddStorageCommand(CliState& state)
{
    return std::make_unique<PlanAddStorageCommand>(state);
}

std::unique_ptr<Command> makePlanAddTransferCommand(CliState& state)
{
    return std::make_unique<PlanAddTransferCommand>(state);
}

std::unique_ptr<Command> makePlanAddFixedCommand(CliState& state)
{
    return std::make_unique<PlanAddFixedCommand>(state);
}

} // namespace gp::cli
