#pragma once

// The recommender's inner parts, shared by recommender.cpp (the search) and recommenderfit.cpp (what fits an
// instance): one configuration's count and time, a candidate instance type, why configurations were left out.

#include "estimatetext.h"
#include "estimation.h"
#include "recommender.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace gp::recommender_detail {

using estimatetext::num;
using estimatetext::percent;

inline QString daysText(double hours)
{
    return durationText(hours);
}

inline int modelIndex(PricingModel m)
{
    return int(m);
}

// One instance count of an instance type that meets the hard constraints, with its time.
struct CountOption
{
    int instances = 1;
    double hours = 0; // without spot rework
    double gpuHours = 0;
    double throughputTflops = 0;
    double utilisation = 0;
    double tokenLatencyMs = 0;               // inference: the ranking's "time"
    std::optional<double> scalingEfficiency; // training with a known model: the communication model's
    std::optional<double> communicationSecondsPerStep; // and its gradient exchange per step
    std::optional<ServingCapacity> serving;            // inference: one instance's capacity
    QStringList reasons;                               // scaling and time
};

struct Candidate
{
    const InstanceType* instance = nullptr;
    const Gpu* gpu = nullptr;
    QList<CountOption> counts;
    QStringList fitReasons; // memory and capability
};

// Why configurations were ruled out, stage by stage, for the message when nothing is left.
struct Funnel
{
    int instances = 0;
    int afterProviders = 0;
    int afterCapability = 0;
    int afterMemory = 0;
    int afterCount = 0;
    int offersInRegions = 0;
    int priced = 0;
    int withinDeadline = 0;
    int withinBudget = 0;
    QString capabilityWhy;
    QString roleWhy;    // the first accelerator left out as not built for the workload
    int notCapable = 0; // left out for precision or FP64
    QString memoryWhy;
    QString countWhy;
    QString fabricWhy;     // the first configuration left out for an unpublished or slow fabric
    QString efficiencyWhy; // the first configuration left out for scaling below the minimum
    int belowEfficiency = 0;
    double fastestOverDeadline = std::numeric_limits<double>::infinity();
    QString fastestOverDeadlineWhat;
    double cheapestOverBudget = std::numeric_limits<double>::infinity();
    QString cheapestOverBudgetWhat;
    QStringList missingRates;
};

// Keeps the first reason given for a stage.
inline void noteWhy(QString& slot, const QString& why)
{
    if (slot.isEmpty())
        slot = why;
}

// Inference: one instance's capacity for the request rate; adds the count option. False (with the reason in
// the funnel) when it cannot serve.
bool inferenceFit(const Scenario& s, Precision precision, Candidate& c, Funnel& funnel);
// The fewest instances whose GPU memory holds the job, with the reason; nullopt when none does.
std::optional<int> computeFit(const Scenario& s, Candidate& c, Funnel& funnel);
// Training and fine-tuning: the fewest instances with a parallel layout (chooseLayout) whose memory fits.
std::optional<int> trainingFit(const Scenario& s, Candidate& c, Funnel& funnel);

} // namespace gp::recommender_detail
