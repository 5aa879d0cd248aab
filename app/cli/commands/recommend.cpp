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
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class RecommendCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        const ExchangeRates fx = exchangeRatesFromOptions();
        Scenario s;
        try {
            s = scenarioFromOptions(fx);
        } catch (const BadInputError&) {
            return BadInput;
        }
        Catalog catalog = loadCatalog();
        const auto result = recommend(catalog, s, fx);
        if (!result) {
            const Error& e = result.error();
            throw UsageError{e.path.isEmpty() ? e.message : e.path + u": "_s + e.message};
        }
        const Recommendations& r = result.value();
        const OutJson j = recommendationsToJson(r, s);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        if (m_format == Format::Csv) {
            std::vector<OutJson> rows(j["recommendations"].begin(), j["recommendations"].end());
            printCsv(rows.empty() ? QStringList{u"rank"_s} : scalarKeys(rows.front()), rows);
            return finish();
        }
        m_out << workloadLabel(s.workload) << tr(", ranked by ")
              << (i18n::current() == u"en"_s ? rankByKey(s.rankBy) : rankByLabel(s.rankBy))
              << tr(", amounts in ") << r.currency << "\n\n";
        if (r.ranked.isEmpty()) {
            m_out << tr("No configuration meets the constraints.\n");
            printWrapped(r.ruledOut);
        } else {
            printRecommendations(r.ranked);
            const auto alternative = [&](const QString& what, const std::optional<Recommendation>& a) {
                if (a)
                    m_out << what
                          << tr("%1 x %2 in %3, %4: %5, %6 %7")
                                 .arg(a->instanceId(), QString::number(a->instances), a->region,
                                      pricingName(a->pricing), durationText(a->hours),
                                      formatAmount(a->totalCost, AmountKind::Total), r.currency)
                          << '\n';
            };
            m_out << '\n';
            alternative(tr("Cheapest: "), r.cheapest);
            alternative(tr("Fastest:  "), r.fastest);
            if (r.twoPhase) {
                m_out << tr("\nTrain, then serve:\n");
                printRecommendations({r.twoPhase->train, r.twoPhase->serve});
                m_out << tr("Both phases: ") << formatAmount(r.twoPhase->totalCost, AmountKind::Total) << ' '
                      << r.currency << '\n';
            }
        }
        m_out << tr("\nAssumptions:\n");
        for (const QString& a : r.assumptions)
            printWrapped(a);
        return finish();
    }

private:
    // The scenario of `recommend`: the --scenario file, then the flags on top of it.
    Scenario scenarioFromOptions(const ExchangeRates& fx)
    {
        Scenario s;
        if (m_parser.isSet(u"scenario"_s)) {
            IssueList issues;
            const auto loaded = scenariojson::load(m_parser.value(u"scenario"_s), issues);
            reportIssues(issues);
            if (!loaded)
                throw BadInputError{};
            s = *loaded;
        } else if (!m_parser.isSet(u"workload"_s)) {
            throw UsageError{
                tr("recommend needs --workload (%1) or --scenario FILE").arg(workloadKeys().join(u", "_s))};
        }
        if (m_parser.isSet(u"workload"_s)) {
            const auto w = workloadFromKey(m_parser.value(u"workload"_s));
            if (!w)
                throw UsageError{tr("--workload: unknown workload \"%1\"; expected %2")
                                     .arg(m_parser.value(u"workload"_s), workloadKeys().join(u", "_s))};
            s.workload = *w;
        }
        const auto count = [&](const QString& name, std::optional<double>& into) {
            if (m_parser.isSet(name))
                into = countOption(name);
        };
        count(u"params"_s, s.params);
        if (s.workload != Workload::Finetune && m_parser.isSet(u"finetune"_s))
            throw UsageError{tr("--finetune applies to --workload finetune")};
        count(u"tokens"_s, s.tokens);
        count(u"flops"_s, s.flops);
        count(u"qps"_s, s.qps);
        count(u"kv-bytes-per-token"_s, s.kvBytesPerToken);
        count(u"memory-gb"_s, s.memoryGb);
        count(u"reference-hours"_s, s.referenceHours);
        count(u"deadline-days"_s, s.deadlineDays);
        if (m_parser.isSet(u"recompute"_s))
            s.recompute = true;
        if (m_parser.isSet(u"precision"_s))
            s.precision = precisionOption(Precision::BF16);
        if (const auto mfu = mfuOption())
            s.mfu = mfu;
        if (m_parser.isSet(u"context"_s))
            s.contextTokens = integerOption(u"context"_s);
        if (m_parser.isSet(u"output-tokens"_s))
            s.outputTokens = integerOption(u"output-tokens"_s);
        if (m_parser.isSet(u"latency-ms"_s))
            s.latencyMs = numberOption(u"latency-ms"_s);
        if (m_parser.isSet(u"months"_s))
            s.serveMonths = integerOption(u"months"_s);
        if (m_parser.isSet(u"reference-gpu"_s))
            s.referenceGpu = m_parser.value(u"reference-gpu"_s);
        if (m_parser.isSet(u"currency"_s))
            s.currency = currencyOption(fx, s.currency);
        if (m_parser.isSet(u"budget"_s)) {
            const auto b = Money::parse(m_parser.value(u"budget"_s), s.currency);
            if (!b || b->isNegative() || b->isZero())
                throw UsageError{tr("--budget expects an amount above 0 in %1, got \"%2\"")
                                     .arg(s.currency, m_parser.value(u"budget"_s))};
            s.budget = *b;
        } else if (s.budget) {
            s.budget = Money(s.budget->micros(), s.currency);
        }
        if (m_parser.isSet(u"interruptible"_s)) {
            const QString v = m_parser.value(u"interruptible"_s).toLower();
            if (v != u"yes"_s && v != u"no"_s)
                throw UsageError{tr("--interruptible expects yes or no, got \"%1\"").arg(v)};
            s.interruptible = v == u"yes"_s;
        }
        if (m_parser.isSet(u"providers"_s))
            s.providers = listOption(u"providers"_s);
        if (m_parser.isSet(u"regions"_s))
            s.regions = listOption(u"regions"_s);
        s.countries = countryOption();
        s.continents = continentOption();
        if (m_parser.isSet(u"top"_s))
            s.top = integerOption(u"top"_s);
        if (m_parser.isSet(u"rank"_s)) {
            const auto r = rankByFromKey(m_parser.value(u"rank"_s));
            if (!r)
                throw UsageError{tr("--rank: unknown ranking \"%1\"; expected %2")
                                     .arg(m_parser.value(u"rank"_s), rankByKeys().join(u", "_s))};
            s.rankBy = *r;
        }
        if (m_parser.isSet(u"max-gpus"_s))
            s.maxGpus = integerOption(u"max-gpus"_s);
        if (m_parser.isSet(u"spot-overhead"_s))
            s.spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));
        if (m_parser.isSet(u"use-measured"_s))
            s.useMeasured = true;
        readModelOptions(s);
        return s;
    }

    void printRecommendations(const QList<Recommendation>& list)
    {
        TextTable t;
        t.headers = {tr("#"),   tr("Instance"), tr("Region"), tr("Count"), tr("GPUs"),
                     tr("GPU"), tr("Pricing"),  tr("Time"),   tr("Total")};
        t.rightAligned = {true, false, false, true, true, false, false, true, true};
        for (const Recommendation& x : list) {
            t.rows << QStringList{x.rank > 0 ? QString::number(x.rank) : phaseLabel(x.phase),
                                  x.instanceId(),
                                  x.region,
                                  QString::number(x.instances),
                                  formatDecimal(x.gpus, 2),
                                  x.gpu ? x.gpu->model : QString(),
                                  pricingName(x.pricing),
                                  durationText(x.hours),
                                  formatAmount(x.totalCost, AmountKind::Total)};
        }
        t.print(m_out);
        for (const Recommendation& x : list) {
            m_out << '\n'
                  << (x.rank > 0 ? QString::number(x.rank) : phaseLabel(x.phase)) << ". " << x.instanceId()
                  << ":\n";
            for (const QString& reason : x.reasons)
                printWrapped(reason);
        }
    }
};

} // namespace

std::unique_ptr<Command> makeRecommendCommand(CliState& state)
{
    return std::make_unique<RecommendCommand>(state);
}

} // namespace gp::cli
