#pragma once

#include "error.h"
#include "gpu.h"
#include "instancetype.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace gp {

// The rules the catalog build holds every offer to before it is written (docs/catalog-sources.md, "Rules").
// Each rule has a name, an action and a count in the build report. A "drop" rule removes what breaks it (an
// offer, a price) and counts it; a "fill" rule sets a figure that was unknown from a stated source and
// counts it; a "fail" rule fails the build. An entry of catalog/build/exceptions.json (rule, instance,
// region, decision, reason, source) overrides one finding: "keep" lets it stand, "drop" removes the offer
// (or the whole instance type where the region is "*"). An exception that matches nothing fails the build
// too, so the file never holds a decision nobody can see any more.
enum class RuleAction
{
    Drop,
    Fill,
    Mark,
    Fail
};

struct RuleException
{
    QString rule;
    QString instance; // "gcp/a3-edgegpu-8g"
    QString region;   // "*": every region, and the instance type itself
    bool keep = true; // "decision": "keep" or "drop"
    QString reason;
    QString source;
    int uses = 0;
};

// A retired series: every type of the provider whose name matches `pattern` (a regular expression over the
// whole name) is marked retired on `retired`.
struct RetiredSeries
{
    QString provider;
    QString series; // "NVv3"
    QString pattern;
    QDate retired;
    QString source;
};

// What a second source states about one instance type (the AWS EC2 API through eksctl's table).
struct InstanceFacts
{
    QString gpuModel;         // "A10G", "RTX PRO Server 6000"
    QString acceleratorModel; // "Trainium2"
    std::optional<bool> efa;
};

// What a provider's own page states of one instance type's fabric (catalog/build/fabric.json).
struct FabricFact
{
    QString provider;
    QString instance;
    std::optional<GpuInterconnect> interconnect;
    std::optional<RdmaKind> rdma;
    std::optional<double> networkGbps;
    QString sourceTitle;
    QString sourceUrl;
    int uses = 0;
};

struct RuleTally
{
    QString name;
    RuleAction action = RuleAction::Fail;
    QString what; // one line: what the rule asks of every offer
    int checked = 0;
    int removed = 0;  // offers or prices dropped
    int changed = 0;  // figures filled or marked
    int excepted = 0; // findings an exception decided
    int failed = 0;
    QStringList failures; // every finding that fails the build
    QStringList findings; // the first few of the rest
};

struct CatalogRulesInput
{
    QMap<QString, Gpu> gpus;
    // provider -> instance name -> regions the provider's availability data lists it in
    QHash<QString, QHash<QString, QSet<QString>>> availability;
    QHash<QString, QString> availabilitySource; // provider -> the snapshot it comes from
    // provider -> instance name -> facts of the second source
    QHash<QString, QHash<QString, InstanceFacts>> secondSource;
    QHash<QString, QString> secondSourceName;
    QList<RetiredSeries> retired;
    QList<FabricFact> fabric;
    QList<RuleException> exceptions;
};

class CatalogRules
{
public:
    explicit CatalogRules(CatalogRulesInput input);

    // Holds one provider's instance types to every rule, in the order of docs/catalog-sources.md.
    void apply(const QString& provider, QList<InstanceType>& instances);

    const QList<RuleTally>& tallies() const { return m_tallies; }
    // Failures of every rule, and every exception that matched nothing; empty when the build may pass.
    QStringList failures() const;
    QString reportText() const;
    QByteArray reportJson() const;

    static QString actionKey(RuleAction a);

private:
    RuleTally& tally(const QString& name);
    // The exception for this finding, counted as used; nullptr when none.
    RuleException* exceptionFor(const QString& rule, const QString& instanceId, const QString& region);
    void note(RuleTally& t, const QString& finding, bool failure);

    void availability(const QString& provider, QList<InstanceType>& instances);
    void priceOrder(QList<InstanceType>& instances);
    void priceBand(QList<InstanceType>& instances);
    void retiredSeries(const QString& provider, QList<InstanceType>& instances);
    void placeholders(QList<InstanceType>& instances);
    void gpuDatasheet(QList<InstanceType>& instances);
    void secondSource(const QString& provider, QList<InstanceType>& instances);
    void fabricStated(const QString& provider, QList<InstanceType>& instances);
    void fabricFromDatasheet(QList<InstanceType>& instances);
    void fabricKnown(QList<InstanceType>& instances);

    CatalogRulesInput m_in;
    QList<RuleTally> m_tallies;
};

// catalog/build/exceptions.json: {"format": "gpu-planner-catalog-exceptions", "version": 1, "exceptions":
// [{rule, instance, region, decision, reason, source}]}. Every member is required.
Result<QList<RuleException>> readRuleExceptions(const QByteArray& data, const QString& file);
// catalog/build/retired.json: {"format": "gpu-planner-retired-series", "version": 1, "series": [{provider,
// series, pattern, retired, source}]}.
Result<QList<RetiredSeries>> readRetiredSeries(const QByteArray& data, const QString& file);
// catalog/build/fabric.json: {"format": "gpu-planner-fabric", "version": 1, "sources": {id: {title, url,
// as_of}}, "fabric": [{provider, instance, gpu_interconnect?, rdma?, network_gbps?, quote, source}]}.
Result<QList<FabricFact>> readFabricFacts(const QByteArray& data, const QString& file);

} // namespace gp
