// Plan loader: any bytes give a plan or issues; a plan that loads is costed and saved again byte for byte.
#include "fuzzinput.h"
#include "planio.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    gp::IssueList issues;
    const auto plan =
        gp::planio::fromJson(gp::fuzz::bytes(data, size), QStringLiteral("fuzz.gpuplan"), issues);
    if (!plan)
        return 0;
    (void)plan->cost();
    // What loads must save and load back to the same bytes.
    const QByteArray once = gp::planio::toJson(*plan);
    gp::IssueList again;
    const auto back = gp::planio::fromJson(once, QStringLiteral("again.gpuplan"), again);
    if (!back || gp::planio::toJson(*back) != once)
        std::abort();
    return 0;
}
