// Catalog JSON loader: any bytes give a fragment and issues, never a crash; what loads merges and finalizes.
#include "catalog.h"
#include "catalogloader.h"
#include "fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    const gp::CatalogFragment f =
        gp::CatalogLoader::loadData(gp::fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    gp::Catalog c;
    c.addFragment(f);
    gp::IssueList issues;
    c.finalize(issues);
    for (const gp::OfferRow& r : c.rows())
        (void)r.totalDenseTflops(gp::Precision::BF16);
    return 0;
}
