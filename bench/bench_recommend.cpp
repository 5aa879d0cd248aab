// Prints how long `recommend` takes over the built-in catalog and over 100,000 offers (the built-in
// offers copied into numbered regions), for each workload.
#include "bigcatalog.h"
#include "recommender.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

struct Case
{
    const char* name;
    gp::Scenario scenario;
};

std::vector<Case> cases()
{
    std::vector<Case> out;
    gp::Scenario train;
    train.workload = gp::Workload::Train;
    train.params = 70e9;
    train.tokens = 2e12;
    train.deadlineDays = 60;
    train.interruptible = true;
    out.push_back({"train 70B x 2T, 60 days, spot allowed", train});
    gp::Scenario small;
    small.workload = gp::Workload::Train;
    small.flops = 1e18;
    small.precision = gp::Precision::FP16;
    small.interruptible = true;
    out.push_back({"small FP16 job: every instance qualifies", small});
    gp::Scenario serve = train;
    serve.workload = gp::Workload::Finetune;
    serve.tokens = 1e10;
    serve.qps = 5;
    serve.serveMonths = 12;
    out.push_back({"fine-tune 70B then serve 5 req/s for 12 months", serve});
    gp::Scenario inference;
    inference.workload = gp::Workload::Inference;
    inference.params = 8e9;
    inference.qps = 20;
    inference.currency = u"CNY"_s;
    out.push_back({"inference 8B at 20 req/s, in CNY", inference});
    gp::Scenario science;
    science.workload = gp::Workload::Science;
    science.flops = 1e20;
    science.memoryGb = 2000;
    out.push_back({"science 1e20 FP64 FLOPs, 2 TB working set", science});
    return out;
}

double medianMs(const gp::Catalog& catalog, const gp::Scenario& s, int runs, int* ranked)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const auto r = gp::recommend(catalog, s, gp::ExchangeRates::builtin());
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        *ranked = r ? int(r.value().ranked.size()) : -1;
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList issues;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    const gp::Catalog builtin = gp::Catalog::load(options, issues);
    const gp::Catalog big = multipliedBuiltinCatalog(100'000, issues);
    std::printf("catalogs: built-in %lld offers, large %lld offers\n", qlonglong(builtin.offerCount()),
                qlonglong(big.offerCount()));
    for (const Case& c : cases()) {
        int ranked = 0;
        const double small = medianMs(builtin, c.scenario, 21, &ranked);
        int rankedBig = 0;
        const double large = medianMs(big, c.scenario, 7, &rankedBig);
        std::printf("%-50s built-in %7.2f ms (%d ranked)   100k offers %7.1f ms (%d ranked)\n", c.name, small,
                    ranked, large, rankedBig);
    }
    return 0;
}
