// Scenario files: any bytes give a scenario or issues; a scenario that loads is recommended on.
#include "catalog.h"
#include "fuzzinput.h"
#include "scenariojson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    static const gp::Catalog catalog = [] {
        gp::CatalogLoadOptions o;
        o.userFolder = false;
        gp::IssueList issues;
        return gp::Catalog::load(o, issues);
    }();
    gp::IssueList issues;
    const auto s =
        gp::scenariojson::fromJson(gp::fuzz::bytes(data, size), QStringLiteral("fuzz.json"), issues);
    if (s)
        (void)gp::recommend(catalog, *s, gp::ExchangeRates::builtin());
    return 0;
}
