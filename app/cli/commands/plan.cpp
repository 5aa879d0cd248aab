#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planlock.h"
#include "planservice.h"
#include "plansummary.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

// How long `plan add` waits for another writer: PlanLock's default, or GP_PLAN_LOCK_WAIT_MS.
int lockWaitMs()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GP_PLAN_LOCK_WAIT_MS", &ok);
    return ok && ms >= 0 ? ms : PlanLock::DefaultWaitMs;
}

class PlanAddCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        const QString& id = args[1];
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
            if (m_parser.isSet(u"currency"_s) && m_parser.value(u"currency"_s).toUpper() != plan.currency)
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
        const InstanceType* inst = findInstance(catalog, id);
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
            request.count = integerOption(u"count"_s, 1, MaxCount);
        if (m_parser.isSet(u"start"_s))
            request.startMonth = integerOption(u"start"_s, 1, MaxMonths);
        if (m_parser.isSet(u"months"_s))
            request.months = integerOption(u"months"_s, 1, MaxMonths);
        if (m_parser.isSet(u"usage"_s))
            request.usageCentiHours =
                decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        request.phase = m_parser.value(u"phase"_s);
        const Result<PlanItem> made = planservice::itemForOffer(
            OfferRow{inst, catalog.gpu(inst->gpuId), choice.value().offer}, request);
        if (!made)
            throw UsageError{made.error().message};
        const PlanItem& item = made.value();
        if (const Result<bool> added = planservice::add(plan, {item}); !added)
            throw UsageError{added.error().message};
        const PlanCost cost = plan.cost();
        const Result<bool> saved = planio::save(plan, path);
        if (!saved)
            return printError(saved.error(), exitCodeFor(saved.error()));
        const PlanItemCost& ic = cost.items.last();
        const QString line =
            (exists ? tr("Added #%1: %2 x %3 in %4, %5, months %6-%7: %8 %9")
                    : tr("Created the plan with #%1: %2 x %3 in %4, %5, months %6-%7: %8 %9"))
                .arg(plan.items.size())
                .arg(item.count)
                .arg(item.instanceId, item.region, ic.option->label())
                .arg(item.startMonth)
                .arg(item.endMonth())
                .arg(formatAmount(ic.total, AmountKind::Total), cost.currency);
        m_out << line << '\n'
              << tr("Plan total: %1 %2 over %3\n")
                     .arg(formatAmount(cost.total, AmountKind::Total), cost.currency,
                          counted(cost.months, QT_TR_NOOP("1 month"), QT_TR_NOOP("%1 months")));
        return finish();
    }
};

class PlanCostCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        const std::optional<Plan> plan = loadPlanFile(path);
        if (!plan)
            return BadInput;
        const PlanCost cost = plan->cost();
        Catalog catalog = loadCatalog();
        const QList<PriceChange> changes = plan->priceChanges(catalog);
        reportIssues(inFile(cost.problems, path));
        if (m_format == Format::Json) {
            printJson(planCostToJson(*plan, cost, changes));
            return finish();
        }
        auto amount = [](const Money& m) { return formatAmount(m, AmountKind::Total); };
        if (m_format == Format::Csv) {
            TextTable t;
            t.headers << u"month"_s;
            for (int i = 0; i < plan->items.size(); ++i) {
                const PlanItem& item = plan->items[i];
                t.headers << u"#%1 %2 %3%4"_s.arg(i + 1).arg(
                    item.instanceId, pricingModelKey(item.pricing),
                    item.phase.isEmpty() ? QString() : u" ("_s + item.phase + u')');
            }
            t.headers << u"total"_s << u"cumulative"_s;
            const QList<Money> cum = cost.cumulative();
            for (int m = 0; m < cost.months; ++m) {
                QStringList row{QString::number(m + 1)};
                // CSV is for scripts and spreadsheets: plain numbers.
                auto plain = [](const Money& v) { return plainAmount(v, AmountKind::Total); };
                for (const PlanItemCost& ic : cost.items)
                    row << plain(ic.perMonth[m]);
                row << plain(cost.perMonth[m]) << plain(cum[m]);
                t.rows << row;
            }
            t.printCsv(m_out);
            return finish();
        }
        m_out << tr("%1 - %2, %3, amounts in %4\n")
                     .arg(plan->name,
                          counted(plan->items.size(), QT_TR_NOOP("1 item"), QT_TR_NOOP("%1 items")),
                          counted(cost.months, QT_TR_NOOP("1 month"), QT_TR_NOOP("%1 months")),
                          cost.currency);
        for (const QString& q : cost.exchangeRatesUsed)
            m_out << tr("Converted at ") << q << '\n';
        m_out << '\n';
        TextTable items;
        items.headers = {tr("#"),       tr("Instance"), tr("Region"), tr("N"),
                         tr("Pricing"), tr("Months"),   tr("Phase"),  tr("Total")};
        items.rightAligned = {true, false, false, true, false, false, false, true};
        for (int i = 0; i < plan->items.size(); ++i) {
            const PlanItem& item = plan->items[i];
            const PlanItemCost& ic = cost.items[i];
            items.rows << QStringList{
                QString::number(i + 1),
                item.instanceId,
                item.region,
                QString::number(item.count),
                ic.option ? (i18n::current() == u"en"_s ? ic.option->key() : ic.option->label())
                          : pricingName(item.pricing),
                ic.option && ic.option->monthsBeyondHorizon > 0
                    ? tr("%1-%2, billed to %3")
                          .arg(item.startMonth)
                          .arg(item.endMonth())
                          .arg(item.endMonth() + ic.option->monthsBeyondHorizon)
                    : u"%1-%2"_s.arg(item.startMonth).arg(item.endMonth()),
                item.phase.isEmpty() ? u"-"_s : item.phase,
                ic.option ? amount(ic.total) : tr("not priced")};
        }
        items.print(m_out);

        m_out << '\n';
        TextTable months;
        months.headers = {tr("Month"), tr("Cost"), tr("Cumulative")};
        months.rightAligned = {true, true, true};
        const QList<Money> cum = cost.cumulative();
        for (int m = 0; m < cost.months; ++m) {
            QString mark;
            if (plan->budget.monthly && cost.perMonth[m].micros() > plan->budget.monthly->micros())
                mark = u" !"_s;
            months.rows << QStringList{QString::number(m + 1), amount(cost.perMonth[m]) + mark,
                                       amount(cum[m])};
        }
        months.print(m_out);

        auto totals = [&](const QString& title, const QList<PlanTotal>& list, const QString& emptyName) {
            m_out << '\n' << title << '\n';
            for (const PlanTotal& t : list)
                m_out << "  " << (t.key.isEmpty() ? emptyName : t.key).leftJustified(24) << ' '
                      << amount(t.total).rightJustified(16) << '\n';
        };
        totals(tr("Per phase:"), cost.perPhase, tr("(no phase)"));
        totals(tr("Per provider:"), cost.perProvider, QString());
        const int horizon = plan->horizon();
        const CostSplit split = costSplit(cost, horizon);
        m_out << '\n';
        if (split.owedAfterHorizon.micros() != 0) {
            // Never hidden in the total: what commitments bill after the plan's last month.
            m_out
                << tr("Within %1: %2 %3").arg(monthsText(horizon), amount(split.withinHorizon), cost.currency)
                << '\n'
                << tr("+ %1 owed after the horizon: %2 %3")
                       .arg(monthsText(split.monthsOwed), amount(split.owedAfterHorizon), cost.currency)
                << '\n';
        }
        m_out << tr("Total: %1 %2").arg(amount(cost.total), cost.currency) << '\n';
        if (plan->budget.total) {
            const QString budget = amount(*plan->budget.total);
            if (cost.totalBudgetExceededInMonth)
                m_out << tr("Budget: %1 %2 - OVER by %3, first passed in month %4")
                             .arg(budget, cost.currency,
                                  amount(Money(cost.total.micros() - plan->budget.total->micros(),
                                               cost.currency)))
                             .arg(*cost.totalBudgetExceededInMonth);
            else
                m_out << tr("Budget: %1 %2 - within, %3 left")
                             .arg(budget, cost.currency,
                                  amount(Money(plan->budget.total->micros() - cost.total.micros(),
                                               cost.currency)));
            m_out << '\n';
        }
        if (plan->budget.monthly) {
            const QString budget = amount(*plan->budget.monthly);
            if (cost.monthlyBudgetExceededInMonth)
                m_out << tr("Monthly budget: %1 %2 - exceeded first in month %3 (months marked !)")
                             .arg(budget, cost.currency)
                             .arg(*cost.monthlyBudgetExceededInMonth);
            else
                m_out << tr("Monthly budget: %1 %2 - every month within").arg(budget, cost.currency);
            m_out << '\n';
        }
        if (!changes.isEmpty()) {
            m_out << tr(
                "\nThe catalog's prices differ from the ones stored in the plan (the plan keeps its own):\n");
            for (const PriceChange& c : changes)
                printWrapped(u"#%1 "_s.arg(c.item + 1) + c.description);
        }
        return finish();
    }
};

class PlanValidateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& args) override
    {
        const QString& path = args[0];
        IssueList issues;
        const std::optional<Plan> plan = planio::load(path, issues);
        if (plan)
            issues << plan->cost().problems;
        QList<PriceChange> changes;
        if (plan) {
            Catalog catalog = loadCatalog();
            changes = plan->priceChanges(catalog);
        }
        const int errors = countErrors(issues);
        if (m_format == Format::Json) {
            json errs = json::array();
            json warns = json::array();
            for (const Issue& i : issues) {
                json e{{"file", i.error.file.isEmpty() ? path.toStdString() : i.error.file.toStdString()},
                       {"line", i.error.line ? json(i.error.line) : json(nullptr)},
                       {"column", i.error.column ? json(i.error.column) : json(nullptr)},
                       {"path", i.error.path.isEmpty() ? json(nullptr) : json(i.error.path.toStdString())},
                       {"message", i.error.message.toStdString()}};
                (i.severity == Issue::Severity::Error ? errs : warns).push_back(e);
            }
            json ch = json::array();
            for (const PriceChange& c : changes)
                ch.push_back(json{{"item", c.item + 1}, {"change", c.description.toStdString()}});
            printJson(json{{"path", path.toStdString()},
                           {"valid", errors == 0},
                           {"items", plan ? json(plan->items.size()) : json(nullptr)},
                           {"errors", errs},
                           {"warnings", warns},
                           {"price_changes", ch}});
        } else {
            for (Issue i : issues) {
                if (i.error.file.isEmpty())
                    i.error.file = path;
                m_err << kProgram << ": " << i.toString() << '\n';
            }
            m_err.flush();
            m_out << path << ": " << (errors == 0 ? tr("OK") : tr("INVALID"));
            if (plan)
                m_out << " - " << counted(plan->items.size(), QT_TR_NOOP("1 item"), QT_TR_NOOP("%1 items"));
            m_out << tr("; %1, %2\n")
                         .arg(counted(errors, QT_TR_NOOP("1 error"), QT_TR_NOOP("%1 errors")),
                              counted(countWarnings(issues), QT_TR_NOOP("1 warning"),
                                      QT_TR_NOOP("%1 warnings")));
            for (const PriceChange& c : changes)
                printWrapped(tr("price change: #%1 ").arg(c.item + 1) + c.description);
        }
        m_out.flush();
        return errors == 0 ? Success : BadInput;
    }
};

} // namespace

std::unique_ptr<Command> makePlanAddCommand(CliState& state)
{
    return std::make_unique<PlanAddCommand>(state);
}

std::unique_ptr<Command> makePlanCostCommand(CliState& state)
{
    return std::make_unique<PlanCostCommand>(state);
}

std::unique_ptr<Command> makePlanValidateCommand(CliState& state)
{
    return std::make_unique<PlanValidateCommand>(state);
}

} // namespace gp::cli
