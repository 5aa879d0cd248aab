#include "catalogrules.h"

#include "jsonparse.h"
#include "jsonreader.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

// How many findings of a rule that did not fail the build the report lists by name.
constexpr int ListedFindings = 12;

// A type of four or more GPUs costs mostly its GPUs: siblings with the same GPUs in the same region should
// cost about the same per GPU. Outside this band of their median the price fails until reviewed.
constexpr double SiblingBand = 1.5;
// Against every multi-GPU size of the same GPU at the provider and region, a wider band.
constexpr double SizeBand = 2.5;
// Hours in the month a monthly subscription is compared with (30.4 days, as providers count).
constexpr int HoursPerMonth = 730;

const QString AvailabilityRule = u"availability"_s;
const QString SpotRule = u"spot-below-on-demand"_s;
const QString ReservedRule = u"reserved-below-on-demand"_s;
const QString MonthlyRule = u"monthly-below-730-hourly"_s;
const QString SiblingRule = u"per-gpu-price-siblings"_s;
const QString SizeRule = u"per-gpu-price-sizes"_s;
const QString RetiredRule = u"retired-series"_s;
const QString PlaceholderRule = u"no-placeholder-figures"_s;
const QString DatasheetRule = u"gpu-datasheet"_s;
const QString ShareRule = u"fraction-is-share"_s;
const QString FormFactorRule = u"form-factor"_s;
const QString SecondSourceRule = u"second-source"_s;
const QString FabricStatedRule = u"fabric-stated"_s;
const QString FabricFillRule = u"fabric-from-datasheet"_s;
const QString FabricKnownRule = u"fabric-known"_s;

struct RuleInfo
{
    const QString* name;
    RuleAction action;
    const char* what;
};

const RuleInfo Rules[] = {
    {&AvailabilityRule, RuleAction::Drop,
     "an offer exists only in regions where the provider's availability data lists the type"},
    {&SpotRule, RuleAction::Drop,
     "a spot price is below the on-demand price (an equal one is not a spot price; one above it drops "
     "the offer)"},
    {&ReservedRule, RuleAction::Drop, "a reservation's effective hourly rate is below the on-demand price"},
    {&MonthlyRule, RuleAction::Drop, "a monthly subscription is below 730 hours of the on-demand price"},
    {&SiblingRule, RuleAction::Fail,
     "a type of 4+ GPUs costs within 1.5x per GPU of its siblings with the same GPUs in the region"},
    {&SizeRule, RuleAction::Fail,
     "a multi-GPU type costs within 2.5x per GPU of the same GPU's other multi-GPU sizes in the region"},
    {&RetiredRule, RuleAction::Mark, "a type of a series the provider retired is marked retired"},
    {&PlaceholderRule, RuleAction::Fill,
     "vCPU and memory figures one snapshot gives every type alike are placeholders: unknown"},
    {&DatasheetRule, RuleAction::Fail, "every type's GPU is a datasheet entry of catalog/gpus.json"},
    {&ShareRule, RuleAction::Fail, "a fraction of a GPU is a vGPU share, never a whole GPU"},
    {&FormFactorRule, RuleAction::Fail, "a type whose name says PCIe or SXM has a GPU of that form factor"},
    {&SecondSourceRule, RuleAction::Fail,
     "the GPU and EFA support agree with a second source where one exists (unknown EFA is filled)"},
    {&FabricStatedRule, RuleAction::Fill,
     "the fabric a provider's own page states (catalog/build/fabric.json) fills an unknown; a disagreement "
     "fails"},
    {&FabricFillRule, RuleAction::Fill,
     "an unknown GPU interconnect follows from the GPU's datasheet where it can have only one"},
    {&FabricKnownRule, RuleAction::Mark, "types of 4+ GPUs whose GPU interconnect is still unknown"},
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

QString money(double v)
{
    return QString::number(v, 'f', 2);
}

// Words of a name, lower case, split at anything not a letter or digit ("sapphire-rapids-h100_8x64v").
QStringList words(const QString& s)
{
    static const QRegularExpression split(u"[^A-Za-z0-9]+"_s);
    QStringList out = s.toLower().split(split, Qt::SkipEmptyParts);
    return out;
}

bool isWholeCount(double c)
{
    return c >= 1 && c == std::floor(c);
}

Error ruleFileError(const QString& file, const QString& message)
{
    return Error{ErrorCode::Schema, file, 0, 0, {}, message};
}

} // namespace

QString CatalogRules::actionKey(RuleAction a)
{
    switch (a) {
    case RuleAction::Drop:
        return u"drop"_s;
    case RuleAction::Fill:
        return u"fill"_s;
    case RuleAction::Mark:
        return u"mark"_s;
    case RuleAction::Fail:
        return u"fail"_s;
    }
    return {};
}

CatalogRules::CatalogRules(CatalogRulesInput input) : m_in(std::move(input))
{
    for (const RuleInfo& r : Rules) {
        RuleTally t;
        t.name = *r.name;
        t.action = r.action;
        t.what = QString::fromLatin1(r.what);
        m_tallies << t;
    }
}

RuleTally& CatalogRules::tally(const QString& name)
{
    for (RuleTally& t : m_tallies) {
        if (t.name == name)
            return t;
    }
    Q_UNREACHABLE();
}

RuleException* CatalogRules::exceptionFor(const QString& rule, const QString& instanceId,
                                          const QString& region)
{
    for (RuleException& e : m_in.exceptions) {
        if (e.rule == rule && e.instance == instanceId && (e.region == u"*"_s || e.region == region)) {
            ++e.uses;
            return &e;
        }
    }
    return nullptr;
}

void CatalogRules::note(RuleTally& t, const QString& finding, bool failure)
{
    if (failure) {
        ++t.failed;
        t.failures << finding;
    } else if (t.findings.size() < ListedFindings) {
        t.findings << finding;
    }
}

void CatalogRules::apply(const QString& provider, QList<InstanceType>& instances)
{
    availability(provider, instances);
    priceOrder(instances);
    retiredSeries(provider, instances);
    placeholders(instances);
    gpuDatasheet(instances);
    secondSource(provider, instances);
    fabricStated(provider, instances);
    fabricFromDatasheet(instances);
    priceBand(instances);
    fabricKnown(instances);
    // An instance type whose every offer a rule removed stays only where it was curated (a specification
    // without a public price); an imported type without offers is nothing.
    instances.erase(std::remove_if(instances.begin(), instances.end(),
                                   [](const InstanceType& i) { return i.imported && i.offers.isEmpty(); }),
                    instances.end());
}

void CatalogRules::availability(const QString& provider, QList<InstanceType>& instances)
{
    RuleTally& t = tally(AvailabilityRule);
    const auto data = m_in.availability.constFind(provider);
    if (data == m_in.availability.cend())
        return;
    for (InstanceType& inst : instances) {
        const auto listed = data->constFind(inst.name);
        if (listed == data->cend())
            continue; // the availability data does not know the type at all: it cannot say
        QList<Offer> kept;
        for (const Offer& o : std::as_const(inst.offers)) {
            ++t.checked;
            if (listed->contains(o.region)) {
                kept << o;
                continue;
            }
            if (const RuleException* e = exceptionFor(t.name, inst.id(), o.region); e && e->keep) {
                ++t.excepted;
                kept << o;
                continue;
            }
            ++t.removed;
            note(t,
                 u"%1 in %2: not listed by %3"_s.arg(inst.id(), o.region,
                                                     m_in.availabilitySource.value(provider)),
                 false);
        }
        inst.offers = kept;
    }
}

void CatalogRules::priceOrder(QList<InstanceType>& instances)
{
    RuleTally& spotRule = tally(SpotRule);
    RuleTally& reservedRule = tally(ReservedRule);
    RuleTally& monthlyRule = tally(MonthlyRule);
    for (InstanceType& inst : instances) {
        QList<qsizetype> contradicted;
        for (qsizetype i = 0; i < inst.offers.size(); ++i) {
            Offer& o = inst.offers[i];
            const std::optional<Money> od = o.onDemandPrice();
            if (!od)
                continue;
            if (o.spot && o.spot->hourly.currency() == od->currency()) {
                ++spotRule.checked;
                if (o.spot->hourly.micros() >= od->micros()) {
                    if (const RuleException* e = exceptionFor(SpotRule, inst.id(), o.region); e && e->keep) {
                        ++spotRule.excepted;
                    } else if (o.spot->hourly.micros() == od->micros()) {
                        // A copy of the on-demand price: no spot price, the on-demand one stands.
                        note(spotRule,
                             u"%1 in %2: spot %3 equals on-demand"_s.arg(inst.id(), o.region,
                                                                         money(o.spot->hourly.toDouble())),
                             false);
                        o.spot.reset();
                        ++spotRule.removed;
                    } else {
                        // Spot above on-demand: one of the two is not the price its column says (the
                        // columns swapped, say), so neither can be shown.
                        note(
                            spotRule,
                            u"%1 in %2: spot %3 above on-demand %4, offer dropped"_s.arg(
                                inst.id(), o.region, money(o.spot->hourly.toDouble()), money(od->toDouble())),
                            false);
                        contradicted << i;
                        ++spotRule.removed;
                        continue;
                    }
                }
            }
            QList<ReservedPrice> kept;
            for (const ReservedPrice& r : std::as_const(o.reserved)) {
                const Money eff = r.effectiveHourly();
                if (eff.currency() != od->currency()) {
                    kept << r;
                    continue;
                }
                ++reservedRule.checked;
                if (eff.micros() < od->micros()) {
                    kept << r;
                    continue;
                }
                if (const RuleException* e = exceptionFor(ReservedRule, inst.id(), o.region); e && e->keep) {
                    ++reservedRule.excepted;
                    kept << r;
                    continue;
                }
                ++reservedRule.removed;
                note(reservedRule,
                     u"%1 in %2: %3-year %4 against on-demand %5"_s.arg(inst.id(), o.region)
                         .arg(r.termYears)
                         .arg(money(eff.toDouble()), money(od->toDouble())),
                     false);
            }
            o.reserved = kept;
            if (o.monthly && o.monthly->amount.currency() == od->currency()) {
                ++monthlyRule.checked;
                if (o.monthly->amount.micros() >= od->micros() * HoursPerMonth) {
                    if (const RuleException* e = exceptionFor(MonthlyRule, inst.id(), o.region);
                        e && e->keep) {
                        ++monthlyRule.excepted;
                    } else {
                        note(monthlyRule,
                             u"%1 in %2: monthly %3 against 730 h × %4"_s.arg(
                                 inst.id(), o.region, money(o.monthly->amount.toDouble()),
                                 money(od->toDouble())),
                             false);
                        o.monthly.reset();
                        ++monthlyRule.removed;
                    }
                }
            }
        }
        for (auto it = contradicted.crbegin(); it != contradicted.crend(); ++it)
            inst.offers.removeAt(*it);
    }
}

void CatalogRules::priceBand(QList<InstanceType>& instances)
{
    struct Point
    {
        qsizetype instance;
        qsizetype offer;
        double perGpu;
    };
    // (region, currency, GPU, count) -> the per-GPU on-demand prices of the types of 4+ GPUs
    QMap<QString, QList<Point>> siblings;
    // (region, currency, GPU) -> those of every type of 2+ whole GPUs
    QMap<QString, QList<Point>> sizes;
    for (qsizetype i = 0; i < instances.size(); ++i) {
        const InstanceType& inst = instances[i];
        if (!isWholeCount(inst.gpuCount) || inst.gpuCount < 2)
            continue;
        for (qsizetype k = 0; k < inst.offers.size(); ++k) {
            const Offer& o = inst.offers[k];
            const auto od = o.onDemandPrice();
            if (!od || od->micros() <= 0)
                continue;
            const QString key = o.region + u'|' + od->currency() + u'|' + inst.gpuId;
            const Point p{i, k, od->toDouble() / inst.gpuCount};
            sizes[key] << p;
            if (inst.gpuCount >= 4)
                siblings[key + u'|' + QString::number(inst.gpuCount)] << p;
        }
    }
    // Offers a reviewed exception drops leave first, so that they move no median.
    QSet<QPair<qsizetype, qsizetype>> dropped;
    for (qsizetype i = 0; i < instances.size(); ++i) {
        for (qsizetype k = 0; k < instances[i].offers.size(); ++k) {
            for (const QString& rule : {SiblingRule, SizeRule}) {
                RuleException* e = nullptr;
                for (RuleException& x : m_in.exceptions) {
                    if (!x.keep && x.rule == rule && x.instance == instances[i].id() &&
                        (x.region == u"*"_s || x.region == instances[i].offers[k].region))
                        e = &x;
                }
                if (e && !dropped.contains({i, k})) {
                    ++e->uses;
                    dropped.insert({i, k});
                    RuleTally& t = tally(rule);
                    ++t.removed;
                    ++t.excepted;
                    note(t,
                         u"%1 in %2: dropped (%3)"_s.arg(instances[i].id(), instances[i].offers[k].region,
                                                         e->reason),
                         false);
                }
            }
        }
    }
    for (auto& group : siblings)
        group.erase(std::remove_if(group.begin(), group.end(),
                                   [&](const Point& p) {
                                       return dropped.contains({p.instance, p.offer});
                                   }),
                    group.end());
    for (auto& group : sizes)
        group.erase(std::remove_if(group.begin(), group.end(),
                                   [&](const Point& p) {
                                       return dropped.contains({p.instance, p.offer});
                                   }),
                    group.end());
    const auto judge = [&](const QMap<QString, QList<Point>>& groups, const QString& rule, double band) {
        RuleTally& t = tally(rule);
        for (const QList<Point>& group : groups) {
            if (group.size() < 2)
                continue;
            QList<double> prices;
            for (const Point& p : group)
                prices << p.perGpu;
            const double m = median(prices);
            for (const Point& p : group) {
                ++t.checked;
                const double ratio = p.perGpu / m;
                if (ratio <= band && ratio >= 1.0 / band)
                    continue;
                const InstanceType& inst = instances[p.instance];
                const Offer& o = inst.offers[p.offer];
                const QString finding =
                    u"%1 in %2: %3 a GPU-hour, %4× the median %5 of %6 types"_s
                        .arg(inst.id(), o.region, money(p.perGpu), QString::number(ratio, 'f', 2), money(m))
                        .arg(group.size());
                if (const RuleException* e = exceptionFor(rule, inst.id(), o.region); e && e->keep) {
                    ++t.excepted;
                    note(t, finding + u" (kept: "_s + e->reason + u')', false);
                    continue;
                }
                note(t, finding, true);
            }
        }
    };
    judge(siblings, SiblingRule, SiblingBand);
    judge(sizes, SizeRule, SizeBand);
    for (qsizetype i = 0; i < instances.size(); ++i) {
        QList<Offer> kept;
        for (qsizetype k = 0; k < instances[i].offers.size(); ++k) {
            if (!dropped.contains({i, k}))
                kept << instances[i].offers[k];
        }
        instances[i].offers = kept;
    }
}

void CatalogRules::retiredSeries(const QString& provider, QList<InstanceType>& instances)
{
    RuleTally& t = tally(RetiredRule);
    for (const RetiredSeries& s : std::as_const(m_in.retired)) {
        if (s.provider != provider)
            continue;
        const QRegularExpression re(QRegularExpression::anchoredPattern(s.pattern));
        for (InstanceType& inst : instances) {
            if (!re.match(inst.name).hasMatch())
                continue;
            ++t.checked;
            if (inst.retired.isValid() && inst.retired <= s.retired)
                continue;
            inst.retired = s.retired;
            const QString line = u"%1 was retired on %2 (%3): kept for plans, never recommended."_s.arg(
                s.series, s.retired.toString(Qt::ISODate), s.source);
            inst.notes = inst.notes.isEmpty() ? line : inst.notes + u' ' + line;
            ++t.changed;
            note(t, u"%1: %2, %3 offers"_s.arg(inst.id(), s.series).arg(inst.offers.size()), false);
        }
    }
}

void CatalogRules::placeholders(QList<InstanceType>& instances)
{
    RuleTally& t = tally(PlaceholderRule);
    // Imported types of one snapshot: when types with different GPUs or GPU counts all read the same vCPU
    // and memory figures, the file wrote a default, not the machine.
    QMap<QString, QList<qsizetype>> bySource;
    for (qsizetype i = 0; i < instances.size(); ++i) {
        if (instances[i].imported && instances[i].vcpus > 0)
            bySource[instances[i].source.id] << i;
    }
    for (const QList<qsizetype>& members : std::as_const(bySource)) {
        QMap<QPair<int, double>, QSet<QString>> shapes; // (vCPUs, GiB) -> distinct GPU configurations
        for (qsizetype i : members) {
            const InstanceType& inst = instances[i];
            shapes[{inst.vcpus, inst.memoryGib}].insert(inst.gpuId + u'×' + QString::number(inst.gpuCount));
        }
        for (qsizetype i : members) {
            InstanceType& inst = instances[i];
            ++t.checked;
            const QSet<QString>& configs = shapes[{inst.vcpus, inst.memoryGib}];
            // Five or more GPU configurations on one host shape, and more than half the snapshot's types.
            if (configs.size() < 5 || configs.size() * 2 < members.size())
                continue;
            note(t,
                 u"%1: %2 vCPU / %3 GiB, as %4 other configurations read"_s.arg(inst.id())
                     .arg(inst.vcpus)
                     .arg(inst.memoryGib)
                     .arg(configs.size() - 1),
                 false);
            inst.vcpus = 0;
            inst.memoryGib = 0;
            ++t.changed;
        }
    }
}

void CatalogRules::gpuDatasheet(QList<InstanceType>& instances)
{
    RuleTally& datasheet = tally(DatasheetRule);
    RuleTally& share = tally(ShareRule);
    RuleTally& form = tally(FormFactorRule);
    for (InstanceType& inst : instances) {
        ++datasheet.checked;
        const auto gpu = m_in.gpus.constFind(inst.gpuId);
        if (gpu == m_in.gpus.cend()) {
            if (exceptionFor(DatasheetRule, inst.id(), u"*"_s)) {
                ++datasheet.excepted;
                note(datasheet, u"%1: GPU %2 has no datasheet entry (reviewed)"_s.arg(inst.id(), inst.gpuId),
                     false);
            } else {
                note(datasheet, u"%1: GPU %2 has no datasheet entry"_s.arg(inst.id(), inst.gpuId), true);
            }
        }
        ++share.checked;
        if (inst.gpuCount > 0 && inst.gpuCount < 1 && inst.virtualization != Virtualization::VgpuShare)
            note(share, u"%1: %2 of a GPU, not a vGPU share"_s.arg(inst.id()).arg(inst.gpuCount), true);
        if (inst.gpuCount > 1 && !isWholeCount(inst.gpuCount))
            note(share, u"%1: %2 GPUs"_s.arg(inst.id()).arg(inst.gpuCount), true);
        if (gpu == m_in.gpus.cend())
            continue;
        ++form.checked;
        const QStringList w = words(inst.name);
        const bool saysPcie = w.contains(u"pcie"_s) || w.contains(u"pci"_s);
        const bool saysSxm =
            std::any_of(w.cbegin(), w.cend(), [](const QString& x) { return x.startsWith(u"sxm"_s); });
        const bool isPcie = gpu->formFactor.compare(u"PCIe"_s, Qt::CaseInsensitive) == 0;
        const bool isSxm = gpu->formFactor.startsWith(u"SXM"_s, Qt::CaseInsensitive);
        if ((saysPcie && !isPcie) || (saysSxm && !isSxm)) {
            if (exceptionFor(FormFactorRule, inst.id(), u"*"_s)) {
                ++form.excepted;
                continue;
            }
            note(form,
                 u"%1: the name says %2, GPU %3 is %4"_s.arg(inst.id(), saysPcie ? u"PCIe"_s : u"SXM"_s,
                                                             inst.gpuId, gpu->formFactor),
                 true);
        }
    }
}

void CatalogRules::secondSource(const QString& provider, QList<InstanceType>& instances)
{
    RuleTally& t = tally(SecondSourceRule);
    const auto facts = m_in.secondSource.constFind(provider);
    if (facts == m_in.secondSource.cend())
        return;
    const QString name = m_in.secondSourceName.value(provider);
    for (InstanceType& inst : instances) {
        const auto f = facts->constFind(inst.name);
        if (f == facts->cend())
            continue;
        ++t.checked;
        const QString stated = f->gpuModel.isEmpty() ? f->acceleratorModel : f->gpuModel;
        const auto gpu = m_in.gpus.constFind(inst.gpuId);
        // "RTX PRO Server 6000" names the RTX PRO 6000 Blackwell Server Edition: every word of the model
        // name but "Server" must be one of the second source's, and every word it states a word of ours.
        bool agrees = false;
        {
            QStringList ours = words(inst.gpuId);
            if (gpu != m_in.gpus.cend())
                ours += words(gpu->model);
            QStringList theirs = words(stated);
            theirs.removeAll(u"server"_s);
            agrees = !theirs.isEmpty() && std::all_of(theirs.cbegin(), theirs.cend(),
                                                      [&](const QString& x) { return ours.contains(x); });
        }
        if (!agrees && !stated.isEmpty()) {
            if (exceptionFor(SecondSourceRule, inst.id(), u"*"_s)) {
                ++t.excepted;
            } else {
                note(t, u"%1: GPU %2, %3 says %4"_s.arg(inst.id(), inst.gpuId, name, stated), true);
                continue;
            }
        }
        if (!f->efa)
            continue;
        if (inst.rdma == RdmaKind::Unknown && *f->efa) {
            inst.rdma = RdmaKind::EFA;
            ++t.changed;
            note(t, u"%1: EFA, as %2 states"_s.arg(inst.id(), name), false);
        } else if (inst.rdma == RdmaKind::Unknown && !*f->efa) {
            inst.rdma = RdmaKind::None;
            ++t.changed;
        } else if ((inst.rdma == RdmaKind::EFA) != *f->efa) {
            if (exceptionFor(SecondSourceRule, inst.id(), u"*"_s))
                ++t.excepted;
            else
                note(t,
                     u"%1: RDMA %2, %3 says EFA %4"_s.arg(inst.id(), rdmaKey(inst.rdma), name,
                                                          *f->efa ? u"supported"_s : u"not supported"_s),
                     true);
        }
    }
}

void CatalogRules::fabricStated(const QString& provider, QList<InstanceType>& instances)
{
    RuleTally& t = tally(FabricStatedRule);
    for (FabricFact& f : m_in.fabric) {
        if (f.provider != provider)
            continue;
        const auto inst = std::find_if(instances.begin(), instances.end(),
                                       [&](const InstanceType& i) { return i.name == f.instance; });
        if (inst == instances.end())
            continue;
        ++f.uses;
        ++t.checked;
        QStringList filled;
        QStringList disagree;
        if (f.interconnect) {
            if (inst->interconnect == GpuInterconnect::Unknown) {
                inst->interconnect = *f.interconnect;
                filled << interconnectKey(*f.interconnect);
            } else if (inst->interconnect != *f.interconnect) {
                disagree << u"GPU interconnect %1, the page says %2"_s.arg(
                    interconnectKey(inst->interconnect), interconnectKey(*f.interconnect));
            }
        }
        if (f.rdma) {
            if (inst->rdma == RdmaKind::Unknown) {
                inst->rdma = *f.rdma;
                filled << rdmaKey(*f.rdma);
            } else if (inst->rdma != *f.rdma) {
                disagree << u"RDMA %1, the page says %2"_s.arg(rdmaKey(inst->rdma), rdmaKey(*f.rdma));
            }
        }
        if (f.networkGbps) {
            if (!inst->networkGbps) {
                inst->networkGbps = f.networkGbps;
                filled << u"%1 Gbps"_s.arg(*f.networkGbps);
            } else if (std::abs(*inst->networkGbps - *f.networkGbps) > 0.5) {
                disagree
                    << u"network %1 Gbps, the page says %2"_s.arg(*inst->networkGbps).arg(*f.networkGbps);
            }
        }
        if (!disagree.isEmpty()) {
            if (exceptionFor(FabricStatedRule, inst->id(), u"*"_s))
                ++t.excepted;
            else
                note(t, u"%1: %2 (%3)"_s.arg(inst->id(), disagree.join(u"; "_s), f.sourceUrl), true);
        }
        if (filled.isEmpty())
            continue;
        ++t.changed;
        const QString line =
            u"Fabric (%1) as %2 states: %3."_s.arg(filled.join(u", "_s), f.sourceTitle, f.sourceUrl);
        inst->notes = inst->notes.isEmpty() ? line : inst->notes + u' ' + line;
        note(t, u"%1: %2"_s.arg(inst->id(), filled.join(u", "_s)), false);
    }
}

void CatalogRules::fabricFromDatasheet(QList<InstanceType>& instances)
{
    RuleTally& t = tally(FabricFillRule);
    for (InstanceType& inst : instances) {
        if (inst.gpuCount < 2 || inst.interconnect != GpuInterconnect::Unknown)
            continue;
        const auto gpu = m_in.gpus.constFind(inst.gpuId);
        if (gpu == m_in.gpus.cend())
            continue;
        ++t.checked;
        QString why;
        if (gpu->link == LinkKind::None && gpu->formFactor.compare(u"PCIe"_s, Qt::CaseInsensitive) == 0) {
            inst.interconnect = GpuInterconnect::PCIe;
            why = u"the %1 has no GPU link (datasheet): its GPUs talk over PCIe"_s.arg(gpu->model);
        } else if (gpu->formFactor.compare(u"PCIe"_s, Qt::CaseInsensitive) == 0) {
            // A bridge joins at most a pair of these cards; between the pairs a machine has only PCIe.
            inst.interconnect = GpuInterconnect::PCIe;
            why = u"%1 cards meet over PCIe; an NVLink bridge can join pairs of them, which the provider "
                  u"does not "
                  u"state"_s.arg(gpu->model);
        } else if (gpu->formFactor.startsWith(u"SXM"_s, Qt::CaseInsensitive) &&
                   gpu->link == LinkKind::NVLink) {
            // SXM modules are sold only on NVIDIA's HGX boards: eight A100/H100/H200/B200 are joined by
            // NVSwitch chips; four, and V100 boards, by direct NVLink.
            const bool switched = inst.gpuCount >= 8 && gpu->architecture != u"Volta"_s;
            inst.interconnect = switched ? GpuInterconnect::NVSwitch : GpuInterconnect::NVLink;
            why = switched ? u"eight %1 modules sit on an HGX board joined by NVSwitch (NVIDIA HGX)"_s.arg(
                                 gpu->model)
                           : u"%1 modules on one board are joined by NVLink (NVIDIA)"_s.arg(gpu->model);
        } else if (gpu->formFactor.compare(u"OAM"_s, Qt::CaseInsensitive) == 0 &&
                   gpu->link == LinkKind::InfinityFabric) {
            // OAM modules sit on AMD's Instinct platform board, every GPU linked to every other.
            inst.interconnect = GpuInterconnect::InfinityFabric;
            why = u"%1 modules on AMD's Instinct platform board are joined by Infinity Fabric (AMD)"_s.arg(
                gpu->model);
        } else {
            continue;
        }
        ++t.changed;
        const QString line =
            u"GPU interconnect from the GPU's datasheet, not stated by the provider: %1."_s.arg(why);
        inst.notes = inst.notes.isEmpty() ? line : inst.notes + u' ' + line;
        note(t, u"%1: %2"_s.arg(inst.id(), interconnectKey(inst.interconnect)), false);
    }
}

void CatalogRules::fabricKnown(QList<InstanceType>& instances)
{
    RuleTally& t = tally(FabricKnownRule);
    for (const InstanceType& inst : std::as_const(instances)) {
        if (inst.gpuCount < 4)
            continue;
        ++t.checked;
        if (inst.interconnect == GpuInterconnect::Unknown) {
            ++t.changed;
            note(t, u"%1: %2 × %3"_s.arg(inst.id()).arg(inst.gpuCount).arg(inst.gpuId), false);
        }
    }
}

QStringList CatalogRules::failures() const
{
    QStringList out;
    for (const RuleTally& t : m_tallies) {
        for (const QString& f : t.failures)
            out << t.name + u": "_s + f;
    }
    for (const FabricFact& f : m_in.fabric) {
        if (f.uses == 0)
            out << u"fabric: %1/%2 is not in the catalog: remove it"_s.arg(f.provider, f.instance);
    }
    for (const RuleException& e : m_in.exceptions) {
        if (e.uses == 0)
            out << u"exceptions: %1 for %2 in %3 matches nothing: remove it"_s.arg(e.rule, e.instance,
                                                                                   e.region);
    }
    return out;
}

QString CatalogRules::reportText() const
{
    QStringList lines;
    lines << u"Rules (docs/catalog-sources.md):"_s;
    for (const RuleTally& t : m_tallies) {
        lines << u"  %1 [%2]: %3 checked, %4 removed, %5 changed, %6 by exception, %7 failed — %8"_s
                     .arg(t.name, actionKey(t.action))
                     .arg(t.checked)
                     .arg(t.removed)
                     .arg(t.changed)
                     .arg(t.excepted)
                     .arg(t.failed)
                     .arg(t.what);
        for (const QString& f : t.failures + t.findings)
            lines << u"      "_s + f;
    }
    return lines.join(u'\n');
}

QByteArray CatalogRules::reportJson() const
{
    json rules = json::array();
    for (const RuleTally& t : m_tallies) {
        json findings = json::array();
        for (const QString& f : t.failures + t.findings)
            findings.push_back(f.toStdString());
        rules.push_back({{"rule", t.name.toStdString()},
                         {"action", actionKey(t.action).toStdString()},
                         {"what", t.what.toStdString()},
                         {"checked", t.checked},
                         {"removed", t.removed},
                         {"changed", t.changed},
                         {"by_exception", t.excepted},
                         {"failed", t.failed},
                         {"findings", findings}});
    }
    const json out{{"format", "gpu-planner-catalog-build-report"},
                   {"version", 1},
                   {"description", "What each rule of the catalog build found. Generated by "
                                   "scripts/build-catalog: do not edit by hand."},
                   {"rules", rules}};
    return QByteArray::fromStdString(out.dump(1)) + '\n';
}

Result<QList<RuleException>> readRuleExceptions(const QByteArray& data, const QString& file)
{
    auto parsed = parseJsonStrict(data, file);
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value().value;
    if (!root.is_object() || root.value("format", std::string()) != "gpu-planner-catalog-exceptions" ||
        root.value("version", 0) != 1 || !root.contains("exceptions") || !root["exceptions"].is_array())
        return ruleFileError(file,
                             u"expected {\"format\": \"gpu-planner-catalog-exceptions\", \"version\": 1, "
                             u"\"exceptions\": [...]}"_s);
    QSet<QString> rules;
    for (const RuleInfo& r : Rules)
        rules.insert(*r.name);
    QList<RuleException> out;
    IssueList issues;
    const QString arrayPath = u"exceptions"_s;
    const json& list = root["exceptions"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        ObjectReader r(list[i], arrayPath, qsizetype(i), file, issues);
        RuleException e;
        e.rule = r.string("rule", Need::Required).value_or(QString());
        e.instance = r.string("instance", Need::Required).value_or(QString());
        e.region = r.string("region", Need::Required).value_or(QString());
        const QString decision = r.string("decision", Need::Required).value_or(QString());
        e.reason = r.string("reason", Need::Required).value_or(QString());
        e.source = r.string("source", Need::Required).value_or(QString());
        if (r.errors() > 0)
            return issues.first().error;
        const QString path = u"exceptions[%1]"_s.arg(i);
        if (!rules.contains(e.rule))
            return Error{ErrorCode::Schema,
                         file,
                         0,
                         0,
                         path + u".rule"_s,
                         u"no rule \"%1\" (docs/catalog-sources.md lists them)"_s.arg(e.rule)};
        if (decision != u"keep"_s && decision != u"drop"_s)
            return Error{ErrorCode::Schema, file, 0, 0, path + u".decision"_s, u"expected keep or drop"_s};
        if (!e.instance.contains(u'/') || e.region.isEmpty() || e.reason.isEmpty() || e.source.isEmpty())
            return Error{ErrorCode::Schema,
                         file,
                         0,
                         0,
                         path,
                         u"instance (provider/name), region (or \"*\"), reason and source are required"_s};
        e.keep = decision == u"keep"_s;
        out << e;
    }
    return out;
}

Result<QList<RetiredSeries>> readRetiredSeries(const QByteArray& data, const QString& file)
{
    auto parsed = parseJsonStrict(data, file);
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value().value;
    if (!root.is_object() || root.value("format", std::string()) != "gpu-planner-retired-series" ||
        root.value("version", 0) != 1 || !root.contains("series") || !root["series"].is_array())
        return ruleFileError(file, u"expected {\"format\": \"gpu-planner-retired-series\", \"version\": 1, "
                                   u"\"series\": [...]}"_s);
    QList<RetiredSeries> out;
    IssueList issues;
    const QString arrayPath = u"series"_s;
    const json& list = root["series"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        ObjectReader r(list[i], arrayPath, qsizetype(i), file, issues);
        RetiredSeries s;
        s.provider = r.string("provider", Need::Required).value_or(QString());
        s.series = r.string("series", Need::Required).value_or(QString());
        s.pattern = r.string("pattern", Need::Required).value_or(QString());
        s.retired = r.date("retired", Need::Required).value_or(QDate());
        s.source = r.string("source", Need::Required).value_or(QString());
        if (r.errors() > 0)
            return issues.first().error;
        if (!QRegularExpression(s.pattern).isValid())
            return Error{
                ErrorCode::Schema, file, 0, 0, u"series[%1].pattern"_s.arg(i), u"not a regular expression"_s};
        out << s;
    }
    return out;
}

Result<QList<FabricFact>> readFabricFacts(const QByteArray& data, const QString& file)
{
    auto parsed = parseJsonStrict(data, file);
    if (!parsed)
        return parsed.error();
    const json& root = parsed.value().value;
    if (!root.is_object() || root.value("format", std::string()) != "gpu-planner-fabric" ||
        root.value("version", 0) != 1 || !root.contains("fabric") || !root["fabric"].is_array() ||
        !root.contains("sources") || !root["sources"].is_object())
        return ruleFileError(file,
                             u"expected {\"format\": \"gpu-planner-fabric\", \"version\": 1, \"sources\": "
                             u"{...}, \"fabric\": [...]}"_s);
    QList<FabricFact> out;
    IssueList issues;
    const QString arrayPath = u"fabric"_s;
    const json& list = root["fabric"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        ObjectReader r(list[i], arrayPath, qsizetype(i), file, issues);
        FabricFact f;
        f.provider = r.string("provider", Need::Required).value_or(QString());
        f.instance = r.string("instance", Need::Required).value_or(QString());
        f.interconnect = r.enumeration<GpuInterconnect>("gpu_interconnect", Need::Optional,
                                                        interconnectFromKey, interconnectKeys());
        f.rdma = r.enumeration<RdmaKind>("rdma", Need::Optional, rdmaFromKey, rdmaKeys());
        f.networkGbps = r.number("network_gbps", Need::Optional, 0, 1e6, true);
        r.string("quote", Need::Required);
        const QString source = r.string("source", Need::Required).value_or(QString());
        if (r.errors() > 0)
            return issues.first().error;
        const json& sources = root["sources"];
        const auto s = sources.find(source.toStdString());
        if (s == sources.end() || !s->is_object() || !s->contains("url") || !s->contains("title"))
            return Error{ErrorCode::Schema,
                         file,
                         0,
                         0,
                         u"fabric[%1].source"_s.arg(i),
                         u"no source \"%1\" with a title and url in \"sources\""_s.arg(source)};
        f.sourceTitle = QString::fromStdString(s->value("title", std::string()));
        f.sourceUrl = QString::fromStdString(s->value("url", std::string()));
        out << f;
    }
    return out;
}

} // namespace gp
