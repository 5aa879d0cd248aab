#include "projectusage.h"

#include "estimation.h"
#include "planservice.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

namespace {
std::int64_t wholeGb(double bytes)
{
    if (!std::isfinite(bytes) || bytes <= 0)
        return 0;
    return std::int64_t(std::min(std::ceil(bytes / 1e9), double(MaxUsageGb)));
}

// "1,494": reasons read the same in every locale, as the CLI's tables do.
QString gbCount(std::int64_t gb)
{
    return formatGrouped(double(gb), 0, QLocale::c());
}

constexpr double SecondsPerMonth = 730.0 * 3600.0;
} // namespace

ProjectUsage estimateProjectUsage(const Scenario& s, const ProjectUsageOptions& options)
{
    ProjectUsage u;
    const bool training = s.workload == Workload::Train || s.workload == Workload::Finetune;
    if (training && s.params && *s.params > 0) {
        const double tokens = s.tokens.value_or(0);
        u.datasetGb = wholeGb(tokens * DatasetBytesPerToken);
        const int kept = std::max(1, options.checkpoints);
        const bool adapters = s.workload == Workload::Finetune && s.finetune != FinetuneMethod::Full;
        const double trained = adapters ? s.loraParams() : *s.params;
        // LoRA and QLoRA keep the base model once (BF16) and checkpoint only the adapters.
        const double base = adapters ? *s.params * 2.0 : 0.0;
        u.checkpointGb = wholeGb(kept * trained * CheckpointBytesPerParam + base);
        QStringList parts;
        if (u.datasetGb > 0)
            parts << QCoreApplication::translate("ProjectUsage", "data set %1 tokens × %2 bytes = %3 GB")
                         .arg(countText(tokens))
                         .arg(DatasetBytesPerToken)
                         .arg(gbCount(u.datasetGb));
        parts << (adapters ? QCoreApplication::translate(
                                 "ProjectUsage", "the base model (%1 parameters × 2 bytes) and %2 "
                                                 "adapter checkpoints of %3 parameters × %4 bytes = %5 GB")
                                 .arg(countText(*s.params))
                                 .arg(kept)
                                 .arg(countText(trained))
                                 .arg(CheckpointBytesPerParam)
                                 .arg(gbCount(u.checkpointGb))
                           : QCoreApplication::translate(
                                 "ProjectUsage", "%1 checkpoints of %2 parameters × %3 bytes (BF16 weights, "
                                                 "FP32 master weights and Adam moments) = %4 GB")
                                 .arg(kept)
                                 .arg(countText(trained))
                                 .arg(CheckpointBytesPerParam)
                                 .arg(gbCount(u.checkpointGb)));
        u.storageReason = parts.join(u"; "_s);
    }
    if (s.qps && *s.qps > 0) {
        const double responseBytes = options.responseKb ? *options.responseKb * 1000.0
                                                        : double(s.outputTokens) * ResponseBytesPerToken;
        u.egressGbPerMonth = wholeGb(*s.qps * SecondsPerMonth * responseBytes);
        u.egressReason =
            (options.responseKb
                 ? QCoreApplication::translate("ProjectUsage",
                                               "%1 requests/s × 730 hours × %2 KB a response = %3 GB a month")
                       .arg(formatDecimal(*s.qps, 6), formatDecimal(*options.responseKb, 6),
                            gbCount(u.egressGbPerMonth))
                 : QCoreApplication::translate("ProjectUsage",
                                               "%1 requests/s × 730 hours × %2 output tokens × %3 "
                                               "bytes a response = %4 GB a month")
                       .arg(formatDecimal(*s.qps, 6))
                       .arg(s.outputTokens)
                       .arg(ResponseBytesPerToken)
                       .arg(gbCount(u.egressGbPerMonth)));
    }
    return u;
}

ProjectUsageItems projectUsageItems(const Scenario& s, const ProjectUsage& usage, bool storage, bool egress,
                                    const QList<PlanItem>& instanceItems, const UsagePriceList& prices)
{
    ProjectUsageItems out;
    const PlanItem* train = nullptr;
    const PlanItem* serve = nullptr;
    for (const PlanItem& i : instanceItems) {
        if (i.kind != PlanItemKind::Instance)
            continue;
        const bool serving = i.phase == u"inference"_s || s.workload == Workload::Inference;
        if (serving && !serve)
            serve = &i;
        if (!serving && !train)
            train = &i;
    }
    const auto add = [&](const PlanItem* on, UsageKind kind, std::int64_t gb, const QString& reason) {
        planservice::UsageRequest r;
        r.usage = kind;
        r.provider = on->provider();
        r.region = on->region;
        r.gb = gb;
        r.startMonth = on->startMonth;
        r.months = on->months;
        r.phase = on->phase;
        Result<PlanItem> made = planservice::usageItem(prices, r);
        if (!made) {
            out.notes << made.error().message;
            return;
        }
        made.value().notes = reason;
        out.items << made.value();
    };
    if (storage && train && usage.storageGb() > 0)
        add(train, UsageKind::ObjectStorage, usage.storageGb(), usage.storageReason);
    if (egress && serve && usage.egressGbPerMonth > 0)
        add(serve, UsageKind::Egress, usage.egressGbPerMonth, usage.egressReason);
    return out;
}

} // namespace gp
