// Storage and egress prices: the usage-price JSON loader and the catalog build's usage-price CSV reader. Any
// bytes give prices and issues, never a crash; what loads costs every GB amount without overflow, and writes
// and reads back the same.
#include "catalogbuild.h"
#include "fuzzinput.h"
#include "usageprices.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    const QByteArray bytes = gp::fuzz::bytes(data, size);
    gp::IssueList issues;
    const gp::UsagePriceList list =
        gp::UsagePriceList::fromFileData(bytes, QStringLiteral("fuzz.json"), issues);
    for (const gp::UsagePrice& p : list.prices()) {
        for (const std::int64_t gb : {std::int64_t(0), std::int64_t(1), std::int64_t(1024), gp::MaxUsageGb})
            if (!gp::usageCostMicros(p, gb))
                std::abort(); // a price that loaded must cost every amount the plans allow
        (void)p.tiersText();
    }
    gp::IssueList again;
    const gp::UsagePriceList back =
        gp::UsagePriceList::fromFileData(gp::UsagePriceList::toFileData(list.prices(), QStringLiteral("d")),
                                         QStringLiteral("back.json"), again);
    if (countErrors(again) > 0 || back.prices().size() != list.prices().size())
        std::abort();

    gp::UsagePrice base;
    base.provider = QStringLiteral("fuzz");
    base.currency = QStringLiteral("USD");
    const auto csv = gp::readUsagePriceCsv(bytes, QStringLiteral("fuzz.csv"), base);
    if (csv) {
        for (const gp::UsagePrice& p : csv.value())
            if (!p.problem().isEmpty())
                std::abort(); // the reader lets no malformed price through
    }
    return 0;
}
