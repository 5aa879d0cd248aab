// Prints how long a cost report for a 20-line plan with 4 charts takes to export, and its size.
#include "catalog.h"
#include "costreport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    gp::IssueList issues;
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    const gp::Catalog catalog = gp::Catalog::load(options, issues);

    gp::Plan plan;
    plan.name = u"Twenty-line plan"_s;
    plan.fx = gp::ExchangeRates::builtin();
    plan.budget.monthly = gp::Money(150'000 * gp::Money::MicrosPerUnit, u"USD"_s);
    const QStringList phases{u"training"_s, u"fine-tuning"_s, u"inference"_s, u"evaluation"_s};
    for (const gp::OfferRow& r : catalog.rows()) {
        if (plan.items.size() == 20)
            break;
        if (!r.offer || !r.offer->onDemandHourly)
            continue;
        gp::PlanItem item = gp::PlanItem::fromRow(r, gp::PricingModel::OnDemand);
        item.count = 1 + int(plan.items.size()) % 3;
        item.startMonth = 1 + int(plan.items.size()) % 6;
        item.months = 12;
        item.phase = phases[plan.items.size() % phases.size()];
        plan.items << item;
    }
    gp::report::ReportInput in;
    in.title = plan.name;
    in.author = u"bench"_s;
    in.catalog = &catalog;
    in.plan = plan;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.pdf"_s);
    double best = 1e9;
    int pages = 0;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        const gp::Result<int> r = gp::report::writePdf(in, {}, path);
        best = std::min(best, double(t.nsecsElapsed()) / 1e6);
        pages = r ? r.value() : -1;
    }
    std::printf("cost report, %lld-line plan, 4 charts: %d pages, %.0f ms (best of 5), %.1f KB\n",
                (long long)plan.items.size(), pages, best, double(QFileInfo(path).size()) / 1024.0);
    return 0;
}
