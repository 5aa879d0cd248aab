#include "catalogloader_cases.h"

#include <QtGlobal>

using namespace Qt::StringLiterals;

// Kept apart from the test class: moc does not read raw string literals reliably.
namespace {
const QByteArray kBaseText = R"({"format": "gpu-planner-catalog", "version": 1,
 "sources": {"s": {"title": "Test price list", "url": "https://example.invalid", "as_of": "2026-01-01"}},
 "gpus": [{"id": "g1", "vendor": "NVIDIA", "model": "G1", "form_factor": "PCIe", "memory_gb": 16,
           "memory_type": "GDDR6", "memory_bandwidth_gbs": 300, "dense": {"fp32": 8.1, "tf32": 60}, "sparse": {"tf32": 120},
           "source": "s"}],
 "provider": {"id": "p", "name": "Provider", "currency": "USD"},
 "instances": [
  {"name": "i1", "gpu": "g1", "gpu_count": 1, "vcpus": 4, "memory_gib": 16, "gpu_interconnect": "none", "source": "s",
   "offers": [{"region": "r1", "source": "s", "on_demand": {"hourly": 1.5},
               "reserved": [{"term_years": 1, "payment": "no_upfront", "hourly": 1.0}]}]},
  {"name": "i2", "gpu": "g1", "gpu_count": 2, "vcpus": 8, "memory_gib": 32, "gpu_interconnect": "pcie", "source": "s",
   "offers": [{"region": "r2", "source": "s", "on_demand": {"hourly": 3}}]}
 ]})";

} // namespace

QByteArray baseCatalog()
{
    return kBaseText;
}

QByteArray replaced(const QByteArray& from, const QByteArray& to)
{
    QByteArray text = kBaseText;
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("test row does not match the base text: %s", from.constData());
    return text.replace(at, from.size(), to);
}

QList<MalformedCase> malformedCases()
{
    QList<MalformedCase> cases;
    auto row = [&cases](const char* name, const QByteArray& from, const QByteArray& to, const QString& path,
                        const QString& fragment, int instancesLeft, int offersLeft) {
        cases << MalformedCase{QString::fromUtf8(name), replaced(from, to), path, fragment, 0,
                               instancesLeft,           offersLeft};
    };
    const QString hourly = u"instances[0].offers[0].on_demand.hourly"_s;
    row("a negative price skips the offer", R"("hourly": 1.5)", R"("hourly": -1)", hourly,
        u"expected a number above 0"_s, 2, 1);
    row("a zero price skips the offer and says to leave it out", R"("hourly": 1.5)", R"("hourly": 0)", hourly,
        u"a price of 0 is not allowed"_s, 2, 1);
    row("a price given as a string is rejected", R"("hourly": 1.5)", R"("hourly": "1.5")", hourly,
        u"expected a number, got a string"_s, 2, 1);
    row("a 1e308 price is beyond the limit", R"("hourly": 1.5)", R"("hourly": 1e308)", hourly,
        u"at most 1000000000"_s, 2, 1);
    row("a null price is a missing price", R"("hourly": 1.5)", R"("hourly": null)",
        u"instances[0].offers[0].on_demand"_s, u"missing required key \"hourly\""_s, 2, 1);
    row("an unknown provider currency drops the instances", R"("currency": "USD")", R"("currency": "XXX")",
        u"provider.currency"_s, u"unknown currency \"XXX\""_s, 0, 0);
    row("an unknown offer currency skips the offer", R"({"region": "r1",)",
        R"({"region": "r1", "currency": "RMB",)", u"instances[0].offers[0].currency"_s,
        u"unknown currency \"RMB\""_s, 2, 1);
    row("an unknown GPU reference skips the instance", R"("gpu": "g1")", R"("gpu": "nope")",
        u"instances[0].gpu"_s, u"unknown GPU \"nope\""_s, 1, 1);
    row("a duplicate GPU id is reported", R"("gpus": [)",
        R"("gpus": [{"id": "g1", "vendor": "X", "model": "X", "form_factor": "PCIe", "memory_gb": 1, "memory_type": "X", "dense": {}, "source": "s"},)",
        u"gpus[1].id"_s, u"duplicate GPU id \"g1\""_s, 2, 2);
    row("a duplicate instance name is reported", R"("name": "i2")", R"("name": "i1")", u"instances[1].name"_s,
        u"duplicate instance \"p/i1\""_s, 1, 1);
    row("a duplicate JSON key rejects the file", R"("vcpus": 4,)", R"("vcpus": 4, "vcpus": 8,)",
        u"instances[0].vcpus"_s, u"duplicate key \"vcpus\""_s, 0, 0);
    row("a negative vCPU count skips the instance", R"("vcpus": 4,)", R"("vcpus": -4,)",
        u"instances[0].vcpus"_s, u"expected an integer from 1 to 4096"_s, 1, 1);
    row("a fractional vCPU count is not an integer", R"("vcpus": 4,)", R"("vcpus": 4.5,)",
        u"instances[0].vcpus"_s, u"expected an integer"_s, 1, 1);
    row("a quarter GPU needs a vGPU share", R"("gpu_count": 1,)", R"("gpu_count": 0.25,)",
        u"instances[0].gpu_count"_s, u"fractional GPU count needs"_s, 1, 1);
    row("GPU counts above one are whole", R"("gpu_count": 1,)", R"("gpu_count": 1.5,)",
        u"instances[0].gpu_count"_s, u"must be whole numbers"_s, 1, 1);
    row("an NVLink domain needs NVLink", R"("gpu_count": 2, "vcpus": 8,)",
        R"("gpu_count": 2, "nvlink_domain_gpus": 72, "vcpus": 8,)", u"instances[1].nvlink_domain_gpus"_s,
        u"a multiple of gpu_count, with gpu_interconnect"_s, 1, 1);
    row("an NVLink domain is whole instances",
        R"("gpu_count": 2, "vcpus": 8, "memory_gib": 32, "gpu_interconnect": "pcie",)",
        R"("gpu_count": 2, "nvlink_domain_gpus": 9, "vcpus": 8, "memory_gib": 32, "gpu_interconnect": "nvswitch",)",
        u"instances[1].nvlink_domain_gpus"_s, u"an NVLink domain is whole instances"_s, 1, 1);
    row("an NVLink domain past NVLink's 576 GPUs", R"("gpu_count": 2, "vcpus": 8,)",
        R"("gpu_count": 2, "nvlink_domain_gpus": 1152, "vcpus": 8,)", u"instances[1].nvlink_domain_gpus"_s,
        u"expected an integer from 2 to 576"_s, 1, 1);
    row("a huge GPU count is rejected", R"("gpu_count": 1,)", R"("gpu_count": 100000,)",
        u"instances[0].gpu_count"_s, u"at most 64"_s, 1, 1);
    row("an unknown interconnect is rejected", R"("gpu_interconnect": "none")",
        R"("gpu_interconnect": "quantum")", u"instances[0].gpu_interconnect"_s,
        u"unknown value \"quantum\""_s, 1, 1);
    row("an unknown source id is rejected", R"({"region": "r1", "source": "s",)",
        R"({"region": "r1", "source": "zz",)", u"instances[0].offers[0].source"_s, u"unknown source \"zz\""_s,
        2, 1);
    row("a price without any source is rejected", R"({"region": "r1", "source": "s",)", R"({"region": "r1",)",
        u"instances[0].offers[0].on_demand"_s, u"has no \"source\""_s, 2, 1);
    row("an impossible as-of date is rejected", R"("as_of": "2026-01-01")", R"("as_of": "2026-02-30")",
        u"sources.s.as_of"_s, u"is not a calendar date"_s, 0, 0);
    row("an as-of date in another format is rejected", R"("as_of": "2026-01-01")", R"("as_of": "01/02/2026")",
        u"sources.s.as_of"_s, u"a date as YYYY-MM-DD"_s, 0, 0);
    row("an unknown date basis is rejected", R"("as_of": "2026-01-01")",
        R"("as_of": "2026-01-01", "as_of_basis": "guessed")", u"sources.s.as_of_basis"_s,
        u"unknown value \"guessed\"; expected one of published, retrieved"_s, 0, 0);
    row("a sparse figure below the dense one looks swapped", R"("sparse": {"tf32": 120})",
        R"("sparse": {"tf32": 30})", u"gpus[0].sparse.tf32"_s, u"look swapped"_s, 0, 0);
    row("FP32 has no sparse figure", R"("sparse": {"tf32": 120})", R"("sparse": {"fp32": 16})",
        u"gpus[0].sparse.fp32"_s, u"has no sparse figure"_s, 0, 0);
    row("an unknown precision is rejected", R"("dense": {"fp32": 8.1,)", R"("dense": {"fp2": 8.1,)",
        u"gpus[0].dense.fp2"_s, u"unknown precision \"fp2\""_s, 0, 0);
    row("an unknown role is rejected", R"("source": "s"}],)", R"("roles": ["mining"], "source": "s"}],)",
        u"gpus[0].roles[0]"_s, u"unknown role \"mining\"; expected one of training, inference, graphics"_s, 0,
        0);
    row("a role that is not a string is rejected", R"("source": "s"}],)", R"("roles": [1], "source": "s"}],)",
        u"gpus[0].roles[0]"_s, u"unknown role 1"_s, 0, 0);
    row("an empty role list names no role", R"("source": "s"}],)", R"("roles": [], "source": "s"}],)",
        u"gpus[0].roles"_s, u"names no role"_s, 0, 0);
    row("instances need a provider", R"("provider": {"id": "p", "name": "Provider", "currency": "USD"},)", "",
        u"instances"_s, u"need a valid \"provider\""_s, 0, 0);
    row("an all-upfront reservation has no hourly rate", R"("payment": "no_upfront", "hourly": 1.0)",
        R"("payment": "all_upfront", "upfront": 5000, "hourly": 1.0)",
        u"instances[0].offers[0].reserved[0].hourly"_s, u"no hourly rate"_s, 2, 1);
    row("a two-year term is rejected", R"("term_years": 1,)", R"("term_years": 2,)",
        u"instances[0].offers[0].reserved[0].term_years"_s, u"expected 1 or 3"_s, 2, 1);
    row("two offers for one region are reported",
        R"({"region": "r1", "source": "s", "on_demand": {"hourly": 1.5},)",
        R"({"region": "r1", "source": "s", "on_demand": {"hourly": 2}}, {"region": "r1", "source": "s", "on_demand": {"hourly": 1.5},)",
        u"instances[0].offers[1].region"_s, u"two offers for region \"r1\""_s, 2, 2);
    row("an instance name with a space is rejected", R"("name": "i1")", R"("name": "i 1")",
        u"instances[0].name"_s, u"is not valid"_s, 1, 1);
    row("a wrong format marker rejects the file", R"("format": "gpu-planner-catalog")",
        R"("format": "something-else")", u"format"_s, u"is this a GPU Planner catalog file?"_s, 0, 0);
    row("a newer version is not supported", R"("version": 1,)", R"("version": 2,)", u"version"_s,
        u"version 2 is not supported"_s, 0, 0);
    row("an offers member that is not an array is reported",
        R"("offers": [{"region": "r2", "source": "s", "on_demand": {"hourly": 3}}])", R"("offers": "none")",
        u"instances[1].offers"_s, u"expected an array, got a string"_s, 2, 1);

    cases << MalformedCase{
        u"a syntax error names line and column"_s,
        QByteArray("{\n  \"format\": \"gpu-planner-catalog\",\n  \"version\": 1\n  \"gpus\": []\n}"),
        QString(),
        u"JSON syntax error"_s,
        4,
        0,
        0};
    cases << MalformedCase{u"a top-level array is not a catalog"_s,
                           QByteArray("[1, 2]"),
                           QString(),
                           u"expected a JSON object at the top level"_s,
                           0,
                           0,
                           0};
    cases << MalformedCase{u"binary junk without a NUL is a syntax error"_s,
                           QByteArray("\x01\x02\xff\xfe", 4),
                           QString(),
                           u"JSON syntax error"_s,
                           1,
                           0,
                           0};
    cases << MalformedCase{
        u"an empty file is an error"_s, QByteArray(""), QString(), u"file is empty"_s, 1, 0, 0};
    cases << MalformedCase{u"binary junk is an error naming its NUL byte"_s,
                           QByteArray("\x00\x01\x02\xff\xfe", 5),
                           QString(),
                           u"a NUL byte"_s,
                           1,
                           0,
                           0};
    cases << MalformedCase{u"deeply nested junk stops at the depth limit"_s,
                           QByteArray("{\"sources\": ") + QByteArray(100000, '[') + QByteArray(100000, ']') +
                               "}",
                           u"sources"_s,
                           u"nesting is deeper than 32 levels"_s,
                           0,
                           0,
                           0};
    return cases;
}
