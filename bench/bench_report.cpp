// Prints how long a cost report for a plan with 4 charts takes to export, and its size; `bench_report N` uses
// an N-line plan (default 20) and also times the plan's cost and its summary page's figures; `bench_report N
// OUT.pdf` keeps the report.
#include "catalog.h"
#include "costreport.h"
#include "plansummary.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    const int lines = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 20;
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList issues;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    const gp::Catalog catalog = gp::Catalog::load(options, issues);

    gp::Plan plan;
    plan.name = u"%1-line plan"_s.arg(lines);
    plan.fx = gp::ExchangeRates::builtin();
    plan.budget.monthly = gp::Money(150'000 * gp::Money::MicrosPerUnit, u"USD"_s);
    const QStringList phases{u"training"_s, u"fine-tuning"_s, u"inference"_s, u"evaluation"_s};
    QList<const gp::OfferRow*> priced;
    for (const gp::OfferRow& r : catalog.rows()) {
        if (r.offer && r.offer->onDemandHourly)
            priced << &r;
    }
    for (int n = 0; n < lines; ++n) {
        const gp::OfferRow& r = *priced[n % priced.size()];
        gp::PlanItem item = gp::PlanItem::fromRow(r, gp::PricingModel::OnDemand);
        item.count = 1 + int(plan.items.size()) % 3;
        item.startMonth = 1 + int(plan.items.size()) % 6;
        item.months = 12;
        item.phase = phases[plan.items.size() % phases.size()];
        plan.items << item;
    }
    auto bestOf = [](int runs, auto f) {
        double best = 1e12;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            f();
            best = std::min(best, double(t.nsecsElapsed()) / 1e6);
        }
        return best;
    };
    const int runs = lines > 1000 ? 3 : 5;
    const double costMs = bestOf(runs, [&] { (void)plan.cost(); });
    const double summaryMs = bestOf(runs, [&] { (void)gp::summarizePlan(plan); });
    std::printf("%d-line plan: cost %.1f ms, summary page figures %.1f ms (best of %d)\n", lines, costMs,
                summaryMs, runs);
    gp::report::ReportInput in;
    in.title = plan.name;
    in.author = u"bench"_s;
    in.catalog = &catalog;
    in.plan = plan;
    QTemporaryDir dir;
    // bench_report N OUT.pdf keeps the report to look at.
    const QString path = argc > 2 ? QString::fromLocal8Bit(argv[2]) : dir.filePath(u"report.pdf"_s);
    double best = 1e9;
    int pages = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const gp::Result<int> r = gp::report::writePdf(in, {}, path);
        best = std::min(best, double(t.nsecsElapsed()) / 1e6);
        pages = r ? r.value() : -1;
    }
    std::printf("cost report, %lld-line plan, 4 charts: %d pages, %.0f ms (best of %d), %.1f KB\n",
                (long long)plan.items.size(), pages, best, runs, double(QFileInfo(path).size()) / 1024.0);
    return 0;
}
