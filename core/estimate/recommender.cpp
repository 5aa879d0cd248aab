#include "recommender.h"
#include "recommenderparts.h"

#include "offerchoice.h"
#include "planservice.h"
#include "regions.h"
#include "trainingestimate.h"

#include <QCoreApplication>

#include "catalog.h"
#include "enumnames.h"
#include "freshness.h"
#include "instancetype.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <tuple>

using namespace Qt::StringLiterals;

namespace gp {

using namespace recommender_detail;

namespace {

constexpr int ModelCount = 5;
constexpr int MaxCountOptions = 3; // the smallest instance count that works, twice and four times it
// Tightly coupled work (training, fine-tuning, science) over more instances than this without RDMA is not
// what engineers run: every published multi-node run in estimates-calibration.json uses InfiniBand, RoCE, EFA
// or GPUDirect-TCPX(O). docs/estimation.md, "Recommender".
constexpr int MaxInstancesWithoutRdma = 4;

// The best region for one (candidate, count, pricing model) and how many others there were.
struct Group
{
    const Offer* offer = nullptr;
    double cost = 0;
    int others = 0;
};

struct Entry
{
    int candidate = 0;
    int count = 0;
    PricingModel pricing = PricingModel::OnDemand;
    const Offer* offer = nullptr;
    int others = 0;
    double cost = 0;
    double hours = 0;
    double score = 0;
};

// The work a scenario asks of an accelerator, as the role reason names it.
QString workNoun(Workload w)
{
    switch (w) {
    case Workload::Train:
        return QCoreApplication::translate("Recommender", "training");
    case Workload::Finetune:
        return QCoreApplication::translate("Recommender", "fine-tuning");
    case Workload::Inference:
        return QCoreApplication::translate("Recommender", "inference");
    case Workload::Render:
        return QCoreApplication::translate("Recommender", "rendering");
    case Workload::Science:
        return QCoreApplication::translate("Recommender", "FP64 science");
    }
    return {};
}

} // namespace
namespace {

class Recommender
{
public:
    Recommender(const Catalog& catalog, const Scenario& s, const ExchangeRates& fx)
        : m_catalog(catalog), m_s(s), m_fx(fx), m_basis(s.costBasis(fx)), m_precision(s.effectivePrecision())
    {}

    Result<Recommendations> run()
    {
        if (const auto e = m_s.validate(m_catalog))
            return *e;
        if (!m_fx.has(m_s.currency) && m_s.currency != ExchangeRates::Base)
            return Error{ErrorCode::Usage,
                         {},
                         0,
                         0,
                         u"currency"_s,
                         QCoreApplication::translate("Recommender", "no exchange rate for %1; known: %2")
                             .arg(m_s.currency, m_fx.currencies().join(u", "_s))};
        m_flops = m_s.workFlops(m_catalog);
        if ((m_s.workload == Workload::Train || m_s.workload == Workload::Finetune) && !m_s.flops)
            m_shape = m_s.trainingShape();
        m_out.currency = m_s.currency;
        describeAssumptions();
        buildCandidates();
        collect();
        rank();
        if (m_funnel.belowEfficiency > 0)
            m_out.assumptions
                << QCoreApplication::translate(
                       "Recommender",
                       "left out: %n configuration(s) scaling below the %1 minimum efficiency (e.g. %2)",
                       nullptr, m_funnel.belowEfficiency)
                       .arg(percent(m_s.minEfficiency), m_funnel.efficiencyWhy);
        // The same warning as `estimate`'s, for the GPU of the top configuration.
        if (!m_out.ranked.isEmpty() && m_out.ranked.first().gpu) {
            if (const auto warning =
                    fasterPrecisionWarning(*m_out.ranked.first().gpu, m_precision, m_s.workload))
                m_out.assumptions << *warning;
        }
        if (m_out.ranked.isEmpty())
            m_out.ruledOut = ruledOutMessage();
        else if (m_s.servesAfterTraining())
            planServing();
        return std::move(m_out);
    }

private:
    bool isCompute() const { return m_s.workload != Workload::Inference; }
    bool perfectlyParallel() const { return m_s.workload == Workload::Render; }

    void describeAssumptions()
    {
        QStringList& a = m_out.assumptions;
        const ModelArchitecture model = m_s.architecture();
        if (!model.id.isEmpty())
            a << QCoreApplication::translate("Recommender", "model: %1, %2 parameters (%3 active), from %4")
                     .arg(model.name, countText(model.params), countText(model.activeParams),
                          model.configSource);
        if (m_s.workload == Workload::Inference && model.hasKvShape())
            a << QCoreApplication::translate("Recommender", "KV cache: %1")
                     .arg(model.kvFormula(
                         m_s.kvPrecision.value_or(defaultKvPrecision(weightFormatFor(m_precision)))));
        switch (m_s.workload) {
        case Workload::Train:
        case Workload::Finetune:
            if (m_s.flops)
                a << QCoreApplication::translate("Recommender", "work: %1 FLOPs as given")
                         .arg(QString::number(m_flops, 'g', 3));
            else {
                if (m_shape)
                    a << trainingWorkText(*m_shape, *m_s.tokens);
            }
            if (m_s.params && m_s.workload == Workload::Finetune && m_s.finetune != FinetuneMethod::Full)
                a << QCoreApplication::translate("Recommender",
                                                 "%1: %2 frozen weights at %3 bytes each and %4 adapter "
                                                 "parameters trained")
                         .arg(finetuneLabel(m_s.finetune), countText(*m_s.params),
                              num(m_shape ? m_shape->frozenBytesPerParam : 2.0, 2),
                              countText(m_s.loraParams()));
            if (m_shape)
                a << QCoreApplication::translate(
                         "Recommender",
                         "memory: each configuration's parallel layout shards the weights, gradients and "
                         "optimizer states and holds the activations of %1-token sequences; its reasons "
                         "give the layout and the memory per GPU")
                         .arg(m_shape->seqLen);
            break;
        case Workload::Inference:
            a << QCoreApplication::translate("Recommender",
                                             "serving %1 parameters at %2: %3 requests/s, %4 output tokens "
                                             "each, %5-token context, %6 ms per token")
                     .arg(countText(*m_s.params), precisionLabel(m_precision), formatDecimal(*m_s.qps, 2))
                     .arg(m_s.outputTokens)
                     .arg(m_s.contextTokens)
                     .arg(num(m_s.latencyMs, 0));
            a << QCoreApplication::translate("Recommender", "service runs %n month(s) of 730 hours", nullptr,
                                             m_s.serveMonths);
            break;
        case Workload::Render:
            a << QCoreApplication::translate(
                     "Recommender", "work: %1 FLOPs at %2; frames are independent, so every GPU counts fully")
                     .arg(QString::number(m_flops, 'g', 3), precisionLabel(m_precision));
            if (m_s.memoryGb)
                a << QCoreApplication::translate("Recommender", "scene: %1 must fit each GPU's memory")
                         .arg(gbText(*m_s.memoryGb));
            break;
        case Workload::Science:
            a << QCoreApplication::translate("Recommender",
                                             "work: %1 FLOPs at %2; GPUs with weak or no FP64 are left out")
                     .arg(QString::number(m_flops, 'g', 3), precisionLabel(m_precision));
            if (m_s.memoryGb)
                a << QCoreApplication::translate("Recommender", "working set: %1, spread over all GPUs")
                         .arg(gbText(*m_s.memoryGb));
            break;
        }
        if (isCompute()) {
            if (m_s.mfu)
                a << QCoreApplication::translate("Recommender", "utilisation %1 end to end, as given")
                         .arg(num(*m_s.mfu, 2));
            else
                a << (perfectlyParallel()
                          ? QCoreApplication::translate("Recommender",
                                                        "utilisation %1 of dense peak on one GPU, reduced by "
                                                        "interconnect scaling")
                                .arg(num(estimation::DefaultMfu, 2))
                          : QCoreApplication::translate(
                                "Recommender",
                                "utilisation of dense peak on one GPU from the calibrated table "
                                "(catalog/models/utilisation.json: GPU generation, precision, dense or "
                                "mixture "
                                "of experts), reduced by interconnect scaling"));
            if (!perfectlyParallel())
                a << QCoreApplication::translate(
                         "Recommender",
                         "instances work together over a published network only, at most %1 without RDMA; "
                         "multi-GPU instances whose GPU interconnect is not published are left out")
                         .arg(MaxInstancesWithoutRdma);
        }
        a << (m_s.interruptible
                  ? QCoreApplication::translate(
                        "Recommender",
                        "interruptible: spot offers included, with %1% rework after interruptions")
                        .arg(num(double(m_s.spotOverheadBp) / 100, 0))
                  : QCoreApplication::translate("Recommender", "not interruptible: spot offers left out"));
        a << QCoreApplication::translate("Recommender",
                                         "prices: list prices of the catalog, converted to %1 where needed")
                 .arg(m_s.currency);
    }

    // Per instance type: the capability, memory fit and instance counts that meet the constraints.
    void buildCandidates()
    {
        for (const InstanceType& inst : m_catalog.instances()) {
            ++m_funnel.instances;
            if (inst.retired.isValid())
                continue; // kept in the catalog for reference, never recommended
            if (!m_s.providers.isEmpty() && !m_s.providers.contains(inst.provider))
                continue;
            ++m_funnel.afterProviders;
            const Gpu* gpu = m_catalog.gpu(inst.gpuId);
            if (!gpu || inst.gpuCount <= 0)
                continue;
            Candidate c{&inst, gpu, {}, {}};
            if (!capable(c))
                continue;
            ++m_funnel.afterCapability;
            if (m_s.workload == Workload::Inference) {
                if (!inferenceFit(m_s, m_precision, c, m_funnel))
                    continue;
                ++m_funnel.afterMemory;
            } else {
                const auto minInstances = computeFit(m_s, c, m_funnel);
                if (!minInstances)
                    continue;
                ++m_funnel.afterMemory;
                if (!computeCounts(c, *minInstances))
                    continue;
            }
            ++m_funnel.afterCount;
            m_candidates << std::move(c);
        }
    }

    bool capable(Candidate& c)
    {
        QString why;
        // What the accelerator is built for: an inference chip never trains, a training chip never renders.
        const int needed = m_s.workload == Workload::Inference ? int(RoleInference)
                           : m_s.workload == Workload::Render  ? int(RoleGraphics)
                                                               : int(RoleTraining);
        if ((c.gpu->roles & needed) == 0) {
            noteWhy(
                m_funnel.roleWhy,
                QCoreApplication::translate("Recommender", "%1 is built for %2 only, not for %3")
                    .arg(c.gpu->model, gpuRoleLabels(c.gpu->roles).join(u", "_s), workNoun(m_s.workload)));
            return false;
        }
        if (m_s.workload == Workload::Science && !hasStrongFp64(*c.gpu, &why)) {
            ++m_funnel.notCapable;
            noteWhy(m_funnel.capabilityWhy, why);
            return false;
        }
        if (!c.gpu->throughputTflops(m_precision, m_s.useMeasured)) {
            ++m_funnel.notCapable;
            noteWhy(m_funnel.capabilityWhy,
                    QCoreApplication::translate("Recommender", "%1 publishes no dense %2 figure")
                        .arg(c.gpu->model, precisionLabel(m_precision)));
            return false;
        }
        if (m_s.workload == Workload::Science)
            c.fitReasons << QCoreApplication::translate("Recommender", "real FP64: %1 TFLOPS per GPU")
                                .arg(num(*c.gpu->denseTflops(Precision::FP64), 1));
        if (m_s.useMeasured && c.gpu->measuredTflops(m_precision)) {
            const GpuMeasurement& m = *c.gpu->measured;
            c.fitReasons << QCoreApplication::translate(
                                "Recommender",
                                "measured %1 %2 TFLOPS per GPU (gpu-probe, %3) instead of the datasheet's %4")
                                .arg(num(*c.gpu->measuredTflops(m_precision), 0), precisionLabel(m_precision),
                                     m.measuredAt.toString(u"yyyy-MM-dd"_s),
                                     num(c.gpu->denseTflops(m_precision).value_or(0), 0));
        }
        return true;
    }

    std::optional<CountOption> timeFor(const Candidate& c, int instances) const
    {
        const TrainingShape* shape = m_shape ? &*m_shape : nullptr;
        const Scaling scaling = jobScaling(*c.gpu, *c.instance, instances, m_precision, m_s.useMeasured,
                                           perfectlyParallel(), shape);
        const auto e = computeOnInstances(m_flops, *c.gpu, *c.instance, instances, m_precision, m_s.mfu,
                                          m_s.useMeasured, scaling);
        if (!e)
            return std::nullopt;
        CountOption o;
        o.instances = instances;
        o.hours = e->hours();
        o.gpuHours = e->gpuHours;
        o.throughputTflops = e->throughputTflops;
        o.utilisation = e->utilisation;
        if (scaling.communicationSecondsPerStep) {
            o.scalingEfficiency = scaling.factor;
            o.communicationSecondsPerStep = scaling.communicationSecondsPerStep;
        }
        if (!m_s.mfu)
            o.reasons << scaling.reasons;
        return o;
    }

    // Below the minimum scaling efficiency: noted for the "ruled out" text and the assumptions.
    bool scalesTooBadly(const Candidate& c, const CountOption& o)
    {
        if (!o.scalingEfficiency || *o.scalingEfficiency >= m_s.minEfficiency)
            return false;
        ++m_funnel.belowEfficiency;
        noteWhy(m_funnel.efficiencyWhy,
                QCoreApplication::translate(
                    "Recommender", "%1 × %2: %3 scaling efficiency, %4 s of gradient exchange per step")
                    .arg(QString::number(o.instances), c.instance->id(), percent(*o.scalingEfficiency),
                         num(o.communicationSecondsPerStep.value_or(0), 1)));
        return true;
    }

    // How many instances of a type tightly coupled work may span: none where the GPU interconnect inside a
    // multi-GPU instance is not published (its scaling cannot be estimated), one where the network is not,
    // MaxInstancesWithoutRdma without RDMA. Rendering and serving replicas do not talk to each other.
    int fabricLimit(const Candidate& c, QString& why) const
    {
        if (!isCompute() || perfectlyParallel())
            return std::numeric_limits<int>::max();
        const InstanceType& t = *c.instance;
        if (t.gpuCount > 1 && t.interconnect == GpuInterconnect::Unknown) {
            why = QCoreApplication::translate(
                      "Recommender", "%1: the GPU interconnect is not published, so its scaling is unknown")
                      .arg(t.id());
            return 0;
        }
        if (!t.networkGbps) {
            why = QCoreApplication::translate(
                      "Recommender", "%1: the network is not published, so it is not combined with others")
                      .arg(t.id());
            return 1;
        }
        if (t.rdma == RdmaKind::None || t.rdma == RdmaKind::Unknown) {
            why = QCoreApplication::translate("Recommender",
                                              "%1: no RDMA, so at most %2 instances work together")
                      .arg(t.id())
                      .arg(MaxInstancesWithoutRdma);
            return MaxInstancesWithoutRdma;
        }
        return std::numeric_limits<int>::max();
    }

    bool computeCounts(Candidate& c, int minInstances)
    {
        int base = minInstances;
        const double perInstanceGpus = c.instance->gpuCount;
        const int gpuLimit = std::max(1, int(std::floor(m_s.maxGpus / perInstanceGpus + 1e-9)));
        QString fabricWhy;
        const int fabric = fabricLimit(c, fabricWhy);
        if (fabric == 0) {
            noteWhy(m_funnel.fabricWhy, fabricWhy);
            return false;
        }
        const int maxInstances = std::min(gpuLimit, fabric);
        const bool fabricBound = fabric < gpuLimit;
        if (m_s.deadlineDays) {
            // The fewest instances that finish in time (spot rework is checked per offer).
            const double deadlineHours = *m_s.deadlineDays * 24;
            auto t = timeFor(c, base);
            if (!t)
                return false;
            if (t->hours > deadlineHours) {
                const auto two = timeFor(c, std::max(2, base));
                if (!two)
                    return false;
                const double perInstanceRate = 1.0 / (two->hours * std::max(2, base));
                // Held to one more than the most allowed before the cast: a deadline far beyond reach
                // needs more instances than an int holds.
                const double needed = std::ceil(1.0 / (perInstanceRate * deadlineHours) - 1e-9);
                base = std::max({base, 2, int(std::min(needed, double(maxInstances) + 1))});
            }
            if (base > maxInstances) {
                if (fabricBound)
                    noteWhy(m_funnel.fabricWhy, fabricWhy);
                const auto fastest = timeFor(c, maxInstances);
                if (fastest && fastest->hours < m_funnel.fastestOverDeadline) {
                    m_funnel.fastestOverDeadline = fastest->hours;
                    m_funnel.fastestOverDeadlineWhat = u"%1 × %2"_s.arg(c.instance->id()).arg(maxInstances);
                }
                noteWhy(m_funnel.countWhy, QCoreApplication::translate(
                                               "Recommender", "finishing in %1 days needs more than %2 GPUs")
                                               .arg(num(*m_s.deadlineDays, 1), QString::number(m_s.maxGpus)));
                return false;
            }
        }
        for (int k = base, n = 0; n < MaxCountOptions && k <= maxInstances; k *= 2, ++n) {
            auto t = timeFor(c, k);
            if (!t)
                break;
            if (scalesTooBadly(c, *t))
                break; // more instances only exchange more
            if (t->hours > double(MaxMonths) * HoursPerMonth) {
                noteWhy(m_funnel.countWhy, QCoreApplication::translate("Recommender", "%1 × %2 would take %3")
                                               .arg(c.instance->id())
                                               .arg(k)
                                               .arg(daysText(t->hours)));
                continue;
            }
            const bool measured = m_s.useMeasured && c.gpu->measuredTflops(m_precision);
            t->reasons << (measured ? QCoreApplication::translate(
                                          "Recommender", "~%1 at %2 PFLOPS achieved (%3% of measured %4)")
                                    : QCoreApplication::translate(
                                          "Recommender", "~%1 at %2 PFLOPS achieved (%3% of dense %4 peak)"))
                              .arg(daysText(t->hours), num(t->throughputTflops / 1000, 2),
                                   num(t->utilisation * 100, 0), precisionLabel(m_precision));
            c.counts << *t;
            if (perInstanceGpus < 1)
                break; // vGPU shares are not combined
        }
        if (c.counts.isEmpty() && fabricBound)
            noteWhy(m_funnel.fabricWhy, fabricWhy);
        return !c.counts.isEmpty();
    }

    // Cost of every (offer, count, pricing) in the display currency by the cost engine's exact jobTotal, to
    // rank; the finalists then get their full estimate (payments, notes) from priceJob.
    void collect()
    {
        QHash<QString, bool> rates; // currency -> convertible into the display currency
        const auto hasRate = [&](const QString& cur) {
            auto it = rates.find(cur);
            if (it != rates.end())
                return *it;
            bool ok = cur == m_s.currency;
            if (!ok) {
                if (const auto use = m_fx.use(cur, m_s.currency)) {
                    ok = true;
                    if (!m_out.fx)
                        m_out.fx = *use;
                } else if (!m_funnel.missingRates.contains(cur)) {
                    m_funnel.missingRates << cur;
                }
            }
            rates.insert(cur, ok);
            return ok;
        };
        const double budget = m_s.budget ? double(m_s.budget->micros()) / Money::MicrosPerUnit
                                         : std::numeric_limits<double>::infinity();
        const double deadlineHours =
            m_s.deadlineDays ? *m_s.deadlineDays * 24 : std::numeric_limits<double>::infinity();
        const double spotFactor = 1.0 + double(m_s.spotOverheadBp) / BasisPointsPerUnit;
        const bool timed = isCompute();

        m_groups.assign(std::size_t(m_candidates.size()) * MaxCountOptions * ModelCount, Group{});
        for (int ci = 0; ci < m_candidates.size(); ++ci) {
            const Candidate& c = m_candidates[ci];
            std::array<std::pair<int, std::int64_t>, MaxCountOptions> shapes{}; // billed months, usage
            for (int k = 0; k < c.counts.size(); ++k)
                shapes[std::size_t(k)] = billingShape(c.counts[k].hours);
            for (const Offer& offer : c.instance->offers) {
                if (!m_s.regions.isEmpty() &&
                    std::none_of(m_s.regions.begin(), m_s.regions.end(),
                                 [&](const QString& r) { return regionMatches(offer.region, r); }))
                    continue;
                if (!m_s.countries.isEmpty() || !m_s.continents.isEmpty()) {
                    const RegionPlace* place =
                        RegionDirectory::builtin().find(c.instance->provider, offer.region);
                    if (!place || (!m_s.countries.isEmpty() && !m_s.countries.contains(place->country)) ||
                        (!m_s.continents.isEmpty() && !m_s.continents.contains(place->continent)))
                        continue;
                }
                if (!hasRate(offer.currency))
                    continue;
                ++m_funnel.offersInRegions;
                // Every configuration is priced by the cost engine's exact total (jobTotal), in the display
                // currency, so the ranking and the final figures never disagree.
                CostInputs in;
                static_cast<CostBasis&>(in) = m_basis;
                // The prices only (PriceSheet::fromOffer also dates them, which ranking does not need).
                in.prices.currency = offer.currency;
                in.prices.onDemandHourly = offer.onDemandPrice();
                in.prices.monthly = offer.monthlyPrice();
                in.prices.spotHourly = offer.spotPrice();
                in.prices.reserved = offer.reserved;
                in.provider = c.instance->provider;
                // Discount and conversion once per offer, not once per configuration.
                const std::optional<PriceSheet> adjusted = adjustedPrices(in);
                if (!adjusted)
                    continue;
                in.prices = *adjusted;
                in.currency = adjusted->currency;
                in.discountsBp.clear();
                bool priced = false;
                for (PricingModel m : AllPricingModels) {
                    if (m == PricingModel::Spot && !m_s.interruptible)
                        continue;
                    for (int k = 0; k < c.counts.size(); ++k) {
                        const CountOption& co = c.counts[k];
                        in.count = co.instances;
                        std::tie(in.months, in.usageCentiHours) = shapes[std::size_t(k)];
                        const auto total = jobTotal(in, m);
                        if (!total)
                            break;
                        priced = true;
                        ++m_out.configurationsConsidered;
                        const double hours = m == PricingModel::Spot ? co.hours * spotFactor : co.hours;
                        if (timed && hours > deadlineHours) {
                            if (hours < m_funnel.fastestOverDeadline) {
                                m_funnel.fastestOverDeadline = hours;
                                m_funnel.fastestOverDeadlineWhat = u"%1 × %2 %3"_s.arg(c.instance->id())
                                                                       .arg(co.instances)
                                                                       .arg(pricingModelKey(m));
                            }
                            continue;
                        }
                        ++m_funnel.withinDeadline;
                        const double cost = double(total->micros()) / Money::MicrosPerUnit;
                        if (cost > budget * (1 + 1e-9)) {
                            if (cost < m_funnel.cheapestOverBudget) {
                                m_funnel.cheapestOverBudget = cost;
                                m_funnel.cheapestOverBudgetWhat =
                                    QCoreApplication::translate("Recommender", "%1 × %2 %3 in %4")
                                        .arg(c.instance->id())
                                        .arg(co.instances)
                                        .arg(pricingModelKey(m), offer.region);
                            }
                            continue;
                        }
                        ++m_funnel.withinBudget;
                        Group& g = m_groups[groupIndex(ci, k, m)];
                        if (!g.offer) {
                            g = Group{&offer, cost, 0};
                        } else {
                            ++g.others;
                            if (cost < g.cost || (cost == g.cost && offer.region < g.offer->region)) {
                                g.offer = &offer;
                                g.cost = cost;
                            }
                        }
                    }
                }
                if (priced)
                    ++m_funnel.priced;
            }
        }
    }

    static std::size_t groupIndex(int candidate, int count, PricingModel m)
    {
        return (std::size_t(candidate) * MaxCountOptions + std::size_t(count)) * ModelCount +
               std::size_t(modelIndex(m));
    }

    double hoursOf(const Entry& e) const
    {
        const double h = m_candidates[e.candidate].counts[e.count].hours;
        return e.pricing == PricingModel::Spot ? h * (1.0 + double(m_s.spotOverheadBp) / BasisPointsPerUnit)
                                               : h;
    }

    // Orders entries by score, then by stable keys so equal scores always come out the same way.
    bool before(const Entry& a, const Entry& b) const
    {
        if (a.score != b.score)
            return a.score < b.score;
        if (a.cost != b.cost)
            return a.cost < b.cost;
        if (a.hours != b.hours)
            return a.hours < b.hours;
        const QString ia = m_candidates[a.candidate].instance->id();
        const QString ib = m_candidates[b.candidate].instance->id();
        if (ia != ib)
            return ia < ib;
        if (a.count != b.count)
            return a.count < b.count;
        if (a.pricing != b.pricing)
            return a.pricing < b.pricing;
        return a.offer->region < b.offer->region;
    }

    void score(QList<Entry>& entries) const
    {
        double minCost = std::numeric_limits<double>::infinity();
        double minHours = std::numeric_limits<double>::infinity();
        for (const Entry& e : entries) {
            minCost = std::min(minCost, e.cost);
            minHours = std::min(minHours, e.hours);
        }
        for (Entry& e : entries) {
            switch (m_s.rankBy) {
            case RankBy::Cost:
                e.score = e.cost;
                break;
            case RankBy::Time:
                e.score = e.hours;
                break;
            case RankBy::Balanced:
                e.score = (minCost > 0 ? e.cost / minCost : 1.0) * (minHours > 0 ? e.hours / minHours : 1.0);
                break;
            }
        }
    }

    void rank()
    {
        QList<Entry> entries;
        for (int ci = 0; ci < m_candidates.size(); ++ci) {
            for (int k = 0; k < m_candidates[ci].counts.size(); ++k) {
                for (PricingModel m : AllPricingModels) {
                    const Group& g = m_groups[groupIndex(ci, k, m)];
                    if (!g.offer)
                        continue;
                    Entry e{ci, k, m, g.offer, g.others, g.cost, 0, 0};
                    // Inference runs for the service period whatever the instance: time is token latency.
                    e.hours = isCompute() ? hoursOf(e) : m_candidates[ci].counts[k].tokenLatencyMs;
                    entries << e;
                }
            }
        }
        if (entries.isEmpty())
            return;
        score(entries);
        const auto less = [this](const Entry& a, const Entry& b) { return before(a, b); };
        std::sort(entries.begin(), entries.end(), less);

        // Finalists: the best by score with room for ones that drop out when priced exactly.
        // One configuration per instance type: its best count and pricing by the ranking, so the list
        // shows different machines rather than one machine in three sizes.
        const int keep = m_s.top * 3 + 10;
        QList<Entry> finalists;
        QSet<int> taken;
        for (const Entry& e : entries) {
            if (finalists.size() >= keep)
                break;
            if (!taken.contains(e.candidate)) {
                taken.insert(e.candidate);
                finalists << e;
            }
        }
        const auto byCost = [this](const Entry& a, const Entry& b) {
            return a.cost != b.cost ? a.cost < b.cost : before(a, b);
        };
        const auto byTime = [this](const Entry& a, const Entry& b) {
            return a.hours != b.hours ? a.hours < b.hours
                                      : (a.cost != b.cost ? a.cost < b.cost : before(a, b));
        };
        const Entry cheapest = *std::min_element(entries.begin(), entries.end(), byCost);
        const Entry fastest = *std::min_element(entries.begin(), entries.end(), byTime);

        QList<std::pair<Entry, Recommendation>> priced;
        for (const Entry& e : finalists) {
            if (auto r = finalize(e))
                priced.append({e, std::move(*r)});
        }
        // Re-rank on the exact totals.
        QList<Entry> exact;
        for (auto& [e, r] : priced) {
            Entry x = e;
            x.cost = double(r.totalCost.micros()) / Money::MicrosPerUnit;
            exact << x;
        }
        score(exact);
        QList<int> order(exact.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) { return before(exact[a], exact[b]); });
        for (int i = 0; i < order.size() && m_out.ranked.size() < m_s.top; ++i) {
            Recommendation r = priced[order[i]].second;
            r.rank = int(m_out.ranked.size()) + 1;
            m_out.ranked << r;
        }
        if (!m_out.ranked.isEmpty()) {
            m_out.cheapest = finalize(cheapest);
            m_out.fastest = finalize(fastest);
        }
    }

    QString phaseName() const
    {
        switch (m_s.workload) {
        case Workload::Train:
            return u"training"_s;
        case Workload::Finetune:
            return u"fine-tuning"_s;
        case Workload::Inference:
            return u"inference"_s;
        case Workload::Render:
            return u"rendering"_s;
        case Workload::Science:
            return u"simulation"_s;
        }
        return {};
    }

    // Prices one entry with the cost engine; empty when it fails the budget.
    std::optional<Recommendation> finalize(const Entry& e) const
    {
        const Candidate& c = m_candidates[e.candidate];
        const CountOption& co = c.counts[e.count];
        const JobPricing job{c.instance, c.gpu, e.offer, co.instances, co.hours, e.pricing, m_basis};
        auto priced = priceJob(job);
        if (!priced)
            return std::nullopt;
        Recommendation r = std::move(priced).value();
        if (m_s.budget && r.totalCost.micros() > m_s.budget->micros())
            return std::nullopt;
        r.otherRegions = e.others;
        r.gpuHours = co.gpuHours * (r.hours / co.hours);
        r.throughputTflops = co.throughputTflops;
        r.scalingEfficiency = co.scalingEfficiency;
        r.communicationSecondsPerStep = co.communicationSecondsPerStep;
        if (co.serving) {
            r.kvCacheGb = co.serving->kvCacheGb;
            r.tokensPerSecond = co.serving->tokensPerSecond * co.instances;
            r.timeToFirstTokenMs = co.serving->timeToFirstTokenMs;
            r.perTokenLatencyMs = co.serving->perTokenLatencyMs;
        }
        r.phase = phaseName();
        QStringList reasons = c.fitReasons + co.reasons;
        reasons << r.reasons;
        r.reasons = reasons;
        // A deadline is about finishing: a service's hours are its horizon, not a time to finish in.
        if (m_s.deadlineDays && isCompute() && r.hours <= *m_s.deadlineDays * 24)
            r.reasons << QCoreApplication::translate("Recommender",
                                                     "meets the %1-day deadline with %2 to spare")
                             .arg(num(*m_s.deadlineDays, 0), daysText(*m_s.deadlineDays * 24 - r.hours));
        if (m_s.budget)
            r.reasons << QCoreApplication::translate("Recommender", "within budget: %1% of %2")
                             .arg(num(100.0 * double(r.totalCost.micros()) / double(m_s.budget->micros()), 0),
                                  formatAmount(*m_s.budget, AmountKind::Total, CurrencyMark::Code));
        if (e.others > 0)
            r.reasons << QCoreApplication::translate(
                             "Recommender",
                             "cheapest of %1 regions selling it; %2 others cost the same or more")
                             .arg(e.others + 1)
                             .arg(e.others);
        if (e.offer) {
            // The date of the price this configuration is costed with.
            const QDate asOf = priceDate(*e.offer, e.pricing);
            if (const QString stale = staleNote(asOf); !stale.isEmpty())
                r.reasons << QCoreApplication::translate("Recommender",
                                                         "price as of %1, %2: check it before you buy")
                                 .arg(asOf.toString(Qt::ISODate), stale);
        }
        return r;
    }

    void planServing()
    {
        Scenario serve = m_s;
        serve.workload = Workload::Inference;
        serve.precision =
            (m_precision == Precision::FP8 || m_precision == Precision::INT8) ? m_precision : Precision::FP16;
        serve.layout = {}; // --tp and the rest fix the training's layout, not the service's
        serve.flops.reset();
        serve.mfu.reset();
        serve.deadlineDays.reset();
        serve.budget.reset();
        serve.interruptible = false;
        serve.top = 1;
        serve.rankBy = RankBy::Cost;
        const auto result = Recommender(m_catalog, serve, m_fx).run();
        if (!result || result.value().ranked.isEmpty()) {
            m_out.assumptions << QCoreApplication::translate(
                                     "Recommender", "no configuration can serve the trained model: %1")
                                     .arg(result ? result.value().ruledOut : result.error().message);
            return;
        }
        TwoPhasePlan p{m_out.ranked.first(), result.value().ranked.first(), {}};
        p.train.phase = phaseName();
        p.serve.phase = u"inference"_s;
        p.totalCost = Money(p.train.totalCost.micros() + p.serve.totalCost.micros(), m_s.currency);
        m_out.twoPhase = p;
    }

    QString ruledOutMessage() const
    {
        const Funnel& f = m_funnel;
        if (f.afterProviders == 0)
            return QCoreApplication::translate("Recommender", "no instance from the providers %1")
                .arg(m_s.providers.join(u", "_s));
        if (f.afterCapability == 0 && f.notCapable == 0)
            return QCoreApplication::translate("Recommender",
                                               "role: no accelerator left built for %1 (e.g. %2)")
                .arg(workNoun(m_s.workload), f.roleWhy);
        if (f.afterCapability == 0)
            return m_s.workload == Workload::Science
                       ? QCoreApplication::translate("Recommender",
                                                     "FP64: no GPU left with real FP64 units (e.g. %1)")
                             .arg(f.capabilityWhy)
                       : QCoreApplication::translate(
                             "Recommender", "precision: no GPU left with a dense %1 figure (e.g. %2)")
                             .arg(precisionLabel(m_precision), f.capabilityWhy);
        if (f.afterMemory == 0)
            return (m_s.workload == Workload::Inference
                        ? QCoreApplication::translate("Recommender",
                                                      "memory/latency: no instance can serve it (e.g. %1)")
                        : QCoreApplication::translate("Recommender",
                                                      "memory: no configuration holds the job (e.g. %1)"))
                .arg(f.memoryWhy);
        if (f.afterCount == 0) {
            if (!f.efficiencyWhy.isEmpty())
                return QCoreApplication::translate("Recommender", "scaling: every configuration left scales "
                                                                  "below the %1 minimum efficiency (e.g. %2)")
                    .arg(percent(m_s.minEfficiency), f.efficiencyWhy);
            if (std::isfinite(f.fastestOverDeadline))
                return QCoreApplication::translate(
                           "Recommender",
                           "deadline: nothing finishes within %1 days; the fastest, %2, takes %3")
                    .arg(num(*m_s.deadlineDays, 1), f.fastestOverDeadlineWhat,
                         daysText(f.fastestOverDeadline));
            if (!f.fabricWhy.isEmpty())
                return QCoreApplication::translate("Recommender", "fabric: %1").arg(f.fabricWhy);
            return QCoreApplication::translate("Recommender", "time: %1").arg(f.countWhy);
        }
        if (f.offersInRegions == 0) {
            if (!m_s.countries.isEmpty() || !m_s.continents.isEmpty())
                return QCoreApplication::translate("Recommender",
                                                   "places: no suitable instance is sold in %1")
                    .arg((m_s.countries + m_s.continents).join(u", "_s));
            if (!m_s.regions.isEmpty())
                return QCoreApplication::translate("Recommender",
                                                   "regions: no suitable instance is sold in %1")
                    .arg(m_s.regions.join(u", "_s));
            if (!f.missingRates.isEmpty())
                return QCoreApplication::translate("Recommender", "currency: no exchange rate for %1")
                    .arg(f.missingRates.join(u", "_s));
            return QCoreApplication::translate("Recommender", "no suitable instance has an offer");
        }
        if (f.priced == 0)
            return m_s.interruptible
                       ? QCoreApplication::translate("Recommender",
                                                     "pricing: no suitable offer has a public price")
                       : QCoreApplication::translate("Recommender",
                                                     "pricing: suitable offers have only spot prices, and "
                                                     "the work is not interruptible");
        if (f.withinDeadline == 0)
            return QCoreApplication::translate(
                       "Recommender", "deadline: nothing finishes within %1 days; the fastest, %2, takes %3")
                .arg(num(*m_s.deadlineDays, 1), f.fastestOverDeadlineWhat, daysText(f.fastestOverDeadline));
        if (f.withinBudget == 0 || m_out.ranked.isEmpty())
            return QCoreApplication::translate(
                       "Recommender", "budget: nothing costs at most %1 %2; the cheapest, %3, costs %4 %2")
                .arg(m_s.budget ? m_s.budget->format(0, 2) : QString(), m_s.currency,
                     f.cheapestOverBudgetWhat, QLocale::c().toString(f.cheapestOverBudget, 'f', 2));
        return {};
    }

    const Catalog& m_catalog;
    const Scenario& m_s;
    const ExchangeRates& m_fx;
    CostBasis m_basis;
    Precision m_precision;
    std::optional<TrainingShape> m_shape; // training with a known model: the communication model's input
    double m_flops = 0;
    QList<Candidate> m_candidates;
    std::vector<Group> m_groups;
    Funnel m_funnel;
    Recommendations m_out;
};

} // namespace

Result<Recommendations> recommend(const Catalog& catalog, const Scenario& scenario, const ExchangeRates& fx)
{
    const Scenario resolved = scenario.resolved(); // params and the KV cache from the model preset
    return Recommender(catalog, resolved, fx).run();
}

} // namespace gp
