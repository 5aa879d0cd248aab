// Prints how long the catalog takes to load, filter and sort, at built-in size and at 100k offers.
#include "catalog.h"
#include "catalogloader.h"
#include "catalogoutput.h"
#include "offerfilter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    gp::CatalogLoadOptions options;
    options.userFolder = false;
    QElapsedTimer t;

    t.start();
    const int runs = 20;
    for (int i = 0; i < runs; ++i) {
        gp::IssueList issues;
        gp::Catalog c = gp::Catalog::load(options, issues);
    }
    std::printf("built-in catalog load: %.2f ms (mean of %d)\n", double(t.nsecsElapsed()) / 1e6 / runs, runs);

    // A synthetic catalog with 100,000 offers (1,000 instances x 100 regions).
    QByteArray text = R"({"format": "gpu-planner-catalog", "version": 1,
      "sources": {"s": {"title": "synthetic", "as_of": "2026-01-01"}},
      "provider": {"id": "synth", "name": "Synthetic", "currency": "USD"}, "instances": [)";
    for (int i = 0; i < 1000; ++i) {
        if (i)
            text += ',';
        text +=
            "{\"name\": \"i" + QByteArray::number(i) +
            "\", \"gpu\": \"nvidia-h100-sxm5-80gb\", \"gpu_count\": 8, \"vcpus\": 96, \"memory_gib\": 1024, "
            "\"gpu_interconnect\": \"nvswitch\", \"source\": \"s\", \"offers\": [";
        for (int r = 0; r < 100; ++r) {
            if (r)
                text += ',';
            text += "{\"region\": \"r" + QByteArray::number(r) +
                    "\", \"source\": \"s\", \"on_demand\": {\"hourly\": " +
                    QByteArray::number(10 + (i * 7 + r) % 50) + ".25}, \"spot\": {\"hourly\": 3.5}}";
        }
        text += "]}";
    }
    text += "]}";
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.json"_s);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    f.close();
    options.extraPaths = {path};
    t.restart();
    gp::IssueList issues;
    gp::Catalog big = gp::Catalog::load(options, issues);
    std::printf("100k-offer catalog (%.1f MB) load: %lld ms, %lld rows, %lld issues\n",
                double(text.size()) / 1e6, t.elapsed(), (long long)big.rows().size(),
                (long long)issues.size());

    gp::OfferFilter filter;
    filter.gpuQuery = u"h100"_s;
    filter.maxOnDemandHourly = gp::Money(30'000'000, u"USD"_s);
    t.restart();
    qsizetype matched = 0;
    for (const gp::OfferRow& r : big.rows())
        matched += filter.matches(r) ? 1 : 0;
    std::printf("filter 100k rows: %lld ms (%lld matched)\n", t.elapsed(), (long long)matched);

    t.restart();
    std::vector<gp::OutJson> rows;
    rows.reserve(std::size_t(big.rows().size()));
    for (const gp::OfferRow& r : big.rows())
        rows.push_back(gp::offerRowToJson(r, big));
    std::printf("100k rows to JSON: %lld ms\n", t.elapsed());
    t.restart();
    gp::sortJsonRows(rows, "on_demand_hourly", false);
    std::printf("sort 100k JSON rows by price: %lld ms\n", t.elapsed());
    return 0;
}
