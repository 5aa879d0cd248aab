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
                    item.title(),
                    item.kind == PlanItemKind::Instance ? pricingModelKey(item.pricing)
                                                        : planItemKindKey(item.kind),
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
        items.headers = {tr("#"),       tr("Item"),   tr("Region"), tr("N"),
                         tr("Pricing"), tr("Months"), tr("Phase"),  tr("Total")};
        items.rightAligned = {true, false, false, true, false, false, false, true};
        for (int i = 0; i < plan->items.size(); ++i) {
            const PlanItem& item = plan->items[i];
            const PlanItemCost& ic = cost.items[i];
            const bool instance = item.kind == PlanItemKind::Instance;
            items.rows << QStringList{
                QString::number(i + 1),
                instance                              ? item.instanceId
                : item.kind == PlanItemKind::Fixed    ? item.label
                : item.kind == PlanItemKind::Transfer ? tr("%1 egress").arg(item.providerId)
                : item.usagePrice.kind == UsageKind::BlockStorage
                    ? tr("%1 block storage").arg(item.providerId)
                    : tr("%1 object storage").arg(item.providerId),
                item.kind == PlanItemKind::Fixed ? u"-"_s : item.region,
                instance                           ? QString::number(item.count)
                : item.kind == PlanItemKind::Fixed ? u"-"_s
                                                   : tr("%1 GB").arg(item.gb),
                !instance   ? planItemKindLabel(item.kind)
                : ic.option ? (i18n::current() == u"en"_s ? ic.option->key() : ic.option->label())
                            : pricingName(item.pricing),
                ic.option && ic.option->monthsBeyondHorizon > 0
                    ? tr("%1-%2, billed to %3")
                          .arg(item.startMonth)
                          .arg(item.endMonth())
                          .arg(item.endMonth() + ic.option->monthsBeyondHorizon)
                    : u"%1-%2"_s.arg(item.startMonth).arg(item.endMonth()),
                item.phase.isEmpty() ? u"-"_s : item.phase,
                ic.priced() ? amount(ic.total) : tr("not priced")};
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
        totals(tr("Per provider:"), cost.perProvider, tr("(no provider)"));
        QList<PlanTotal> kinds;
        for (const PlanTotal& t : cost.perKind)
            if (const auto k = planItemKindFromKey(t.key);
                k && (t.total.micros() != 0 || *k == PlanItemKind::Instance))
                kinds << PlanTotal{planItemKindLabel(*k), t.total};
        totals(tr("Per kind:"), kinds, QString());
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

std::unique_ptr<Command> makePlanCostCommand(CliState& state)
{
    return std::make_unique<PlanCostCommand>(state);
}

std::unique_ptr<Command> makePlanValidateCommand(CliState& state)
{
    return std::make_unique<PlanValidateCommand>(state);
}

} // namespace gp::cli
