#include "instancefacts.h"

#include "catalog.h"
#include "freshness.h"
#include "money.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace gp {

namespace {

QString num(const std::optional<double>& v, int decimals = 1)
{
    return v ? formatDecimal(*v, decimals) : QString();
}

} // namespace

QString sourceLine(const Source& source)
{
    if (!source.asOf.isValid())
        return source.title;
    return source.undated
               ? QCoreApplication::translate("InstanceFacts", "%1, %2").arg(source.title, asOfText(source))
               : QCoreApplication::translate("InstanceFacts", "%1, as of %2")
                     .arg(source.title, source.asOf.toString(Qt::ISODate));
}

QList<InstanceFact> instanceFacts(const InstanceType& inst, const Catalog& catalog)
{
    QList<InstanceFact> facts;
    const auto add = [&](const QString& key, const QString& label, const QString& value) {
        facts << InstanceFact{key, label, value};
    };
    const Gpu* g = catalog.gpu(inst.gpuId);
    Q_ASSERT(g); // Catalog::finalize drops instances whose GPU is unknown
    add(u"instance"_s, QCoreApplication::translate("InstanceFacts", "Instance"), inst.id());
    add(u"provider"_s, QCoreApplication::translate("InstanceFacts", "Provider"),
        catalog.providerName(inst.provider));
    add(u"family"_s, QCoreApplication::translate("InstanceFacts", "Family"), inst.family);
    add(u"gpus"_s, QCoreApplication::translate("InstanceFacts", "GPUs"),
        formatDecimal(inst.gpuCount, 3) + u"x "_s + g->model);
    const OfferRow row{&inst, g, nullptr};
    const QString share = inst.gpuCount < 1
                              ? QCoreApplication::translate("InstanceFacts", "%1 GB share of a ")
                                    .arg(num(row.gpuMemoryGbPerGpu()))
                              : QString();
    add(u"gpu_memory"_s, QCoreApplication::translate("InstanceFacts", "GPU memory"),
        share +
            QCoreApplication::translate("InstanceFacts", "%1 GB %2 per GPU")
                .arg(num(g->memoryGb), g->memoryType) +
            (g->memoryBandwidthGbs
                 ? QCoreApplication::translate("InstanceFacts", ", %1 GB/s")
                       .arg(num(g->memoryBandwidthGbs, 0))
                 : QCoreApplication::translate("InstanceFacts", ", bandwidth not published")));
    for (Precision p : AllPrecisions) {
        QString v = num(g->denseTflops(p));
        if (g->sparseTflops(p))
            v += QCoreApplication::translate("InstanceFacts", " (sparse %1)").arg(num(g->sparseTflops(p)));
        add(precisionKey(p) + u"_per_gpu"_s,
            (p == Precision::INT8 ? QCoreApplication::translate("InstanceFacts", "%1 TOPS per GPU")
                                  : QCoreApplication::translate("InstanceFacts", "%1 TFLOPS per GPU"))
                .arg(precisionLabel(p)),
            v);
    }
    add(u"gpu_interconnect"_s, QCoreApplication::translate("InstanceFacts", "GPU interconnect"),
        interconnectLabel(inst.interconnect));
    if (inst.nvlinkDomainGpus > 0)
        add(u"nvlink_domain"_s, QCoreApplication::translate("InstanceFacts", "NVLink domain"),
            QCoreApplication::translate("InstanceFacts", "%1 GPUs across %2 instances")
                .arg(inst.nvlinkDomainGpus)
                .arg(inst.nvlinkDomainGpus / std::max(1, int(inst.gpuCount))));
    add(u"network"_s, QCoreApplication::translate("InstanceFacts", "Network"),
        inst.networkGbps ? QCoreApplication::translate("InstanceFacts", "%1 Gbps").arg(num(inst.networkGbps))
                         : QString());
    add(u"rdma"_s, QCoreApplication::translate("InstanceFacts", "RDMA"), rdmaLabel(inst.rdma));
    add(u"vcpus"_s, QCoreApplication::translate("InstanceFacts", "vCPUs"),
        inst.vcpus > 0 ? QString::number(inst.vcpus) : QString());
    add(u"ram"_s, QCoreApplication::translate("InstanceFacts", "RAM"),
        inst.memoryGib > 0 ? QCoreApplication::translate("InstanceFacts", "%1 GiB").arg(num(inst.memoryGib))
                           : QString());
    add(u"local_storage"_s, QCoreApplication::translate("InstanceFacts", "Local storage"), inst.localStorage);
    add(u"virtualization"_s, QCoreApplication::translate("InstanceFacts", "Virtualization"),
        virtualizationLabel(inst.virtualization));
    if (inst.retired.isValid())
        add(u"retired"_s, QCoreApplication::translate("InstanceFacts", "Retired"),
            QCoreApplication::translate("InstanceFacts", "on %1: kept for plans, never recommended")
                .arg(inst.retired.toString(Qt::ISODate)));
    add(u"spec_source"_s, QCoreApplication::translate("InstanceFacts", "Spec source"),
        sourceLine(inst.source));
    add(u"gpu_source"_s, QCoreApplication::translate("InstanceFacts", "GPU source"), sourceLine(g->source));
    if (!inst.notes.isEmpty())
        add(u"notes"_s, QCoreApplication::translate("InstanceFacts", "Notes"), inst.notes);
    if (!g->notes.isEmpty())
        add(u"gpu_notes"_s, QCoreApplication::translate("InstanceFacts", "GPU notes"), g->notes);
    return facts;
}

} // namespace gp
