// gpu-probe result files: any bytes give a measurement or issues; one that loads is checked against the
// catalog and summarized per GPU model, and the measured figures go into a catalog.
#include "catalog.h"
#include "fuzzinput.h"
#include "measurement.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    static gp::Catalog catalog = [] {
        gp::CatalogLoadOptions o;
        o.userFolder = false;
        o.measurements = false;
        gp::IssueList issues;
        return gp::Catalog::load(o, issues);
    }();
    gp::IssueList issues;
    const auto m = gp::parseMeasurementFile(gp::fuzz::bytes(data, size), QStringLiteral("fuzz.json"), issues);
    if (m) {
        (void)gp::checkAgainstCatalog(*m, catalog);
        catalog.applyMeasurements(gp::summarizeMeasurements({*m}));
        for (const gp::Gpu& g : catalog.gpus())
            (void)g.throughputTflops(gp::Precision::BF16, true);
    }
    return 0;
}
