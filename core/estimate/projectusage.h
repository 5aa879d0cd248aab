#pragma once

#include "plan.h"
#include "recommender.h"
#include "usageprices.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace gp {

// What a project stores and sends out beside its instance-hours, sized from its scenario: the wizard's "add
// storage for the data set and checkpoints" (training and fine-tuning) and "add egress" (serving). The
// assumptions are the documented ones of docs/estimation.md "Storage and egress".

// A training token in the stored data set: about 4 bytes of text a token for BPE tokenizers on English, and
// 4 bytes as 32-bit token ids.
inline constexpr double DatasetBytesPerToken = 4;
// A training checkpoint per trained parameter: BF16 weights (2), FP32 master weights (4) and Adam's two FP32
// moments (8).
inline constexpr double CheckpointBytesPerParam = 14;
// A served response per output token: about 4 characters of text.
inline constexpr double ResponseBytesPerToken = 4;

struct ProjectUsageOptions
{
    int checkpoints = 3;              // checkpoints kept at once (older ones deleted)
    std::optional<double> responseKb; // per response (1 KB = 1,000 bytes); absent: output tokens x 4 bytes
};

struct ProjectUsage
{
    std::int64_t datasetGb = 0;        // training tokens x DatasetBytesPerToken
    std::int64_t checkpointGb = 0;     // the kept checkpoints (and, for LoRA and QLoRA, the base model once)
    QString storageReason;             // how it was sized, for the reasons and the plan item's note
    std::int64_t egressGbPerMonth = 0; // requests/s x the seconds of 730 hours x the response size
    QString egressReason;

    std::int64_t storageGb() const { return datasetGb + checkpointGb; }
};

// Sizes a resolved scenario's storage (training and fine-tuning with params; none otherwise) and egress (with
// a request rate; none otherwise). Whole GB of 10^9 bytes, rounded up.
ProjectUsage estimateProjectUsage(const Scenario& resolved, const ProjectUsageOptions& options);

struct ProjectUsageItems
{
    QList<PlanItem> items;
    QStringList notes; // what was left out and why (no published price in that region)
};

// Plan items for a selection's instance items (itemsForRecommendations): object storage of storageGb() in the
// training item's provider and region over its months, and egress of egressGbPerMonth in the serving item's
// over its months, each at the catalog's price for that region and in the item's phase (made by
// planservice::usageItem). An item the catalog cannot price there is left out and said so in notes.
ProjectUsageItems projectUsageItems(const Scenario& resolved, const ProjectUsage& usage, bool storage,
                                    bool egress, const QList<PlanItem>& instanceItems,
                                    const UsagePriceList& prices);

} // namespace gp
