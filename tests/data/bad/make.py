#!/usr/bin/env python3
"""Writes the bad-input suite: one malformed file per case and cases.json, which names for every file the
command that reads it, the exit code and a fragment of the message it must print. Run from this folder;
the files are committed, so this only needs running when cases change. Files too large to commit (200 MB)
are made by the test itself (see tests/cli/tst_badinput.cpp)."""
import json
import os
import random

cases = []


def write(path, data, command, exit_code, message, note):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = 'wb' if isinstance(data, bytes) else 'w'
    with open(path, mode) as f:
        f.write(data)
    cases.append({"file": path, "command": command, "exit": exit_code, "message": message, "what": note})


SOURCES = '"sources": {"s": {"title": "Test price list", "as_of": "2026-11-01"}}'
PROVIDER = '"provider": {"id": "testcloud", "name": "Test Cloud", "currency": "USD"}'


def catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": 4.5}}', instance_extra='',
            gpu='nvidia-a100-sxm4-80gb', count='1', head='"format": "gpu-planner-catalog", "version": 1'):
    return ('{%s, %s, %s, "instances": [{"name": "x1", "gpu": "%s", "gpu_count": %s, "vcpus": 8, '
            '"memory_gib": 64, "gpu_interconnect": "none", "source": "s"%s, "offers": [%s]}]}\n'
            % (head, SOURCES, PROVIDER, gpu, count, instance_extra, offers))


V = ["catalog", "validate", "{file}"]
write("catalog/empty.json", "", V, 2, "empty", "empty file")
write("catalog/whitespace.json", "  \n\t\n", V, 2, "empty", "only whitespace")
write("catalog/truncated.json", catalog()[:120], V, 2, "truncated.json:1:", "cut off mid-way")
random.seed(8)
write("catalog/binary.json", bytes(random.randrange(256) for _ in range(4096)), V, 2, "binary.json", "binary junk")
write("catalog/bom.json", b"\xef\xbb\xbf" + catalog().encode(), V, 0, "byte-order mark", "UTF-8 BOM: warning only")
write("catalog/crlf.json", catalog().replace("\n", "\r\n").replace(", ", ",\r\n"), V, 0, "", "CRLF line ends: fine")
write("catalog/invalid-utf8.json", catalog().replace("x1", "x\xff1").encode("latin-1"), V, 2, "invalid-utf8.json",
      "a Latin-1 byte in a name")
write("catalog/deep-nesting.json", "[" * 100000 + "]" * 100000, V, 2, "nesting is deeper", "100,000 levels deep")
write("catalog/duplicate-key.json", catalog().replace('"vcpus": 8,', '"vcpus": 8, "vcpus": 9,'), V, 2,
      'duplicate key "vcpus"', "a key twice in one object")
write("catalog/duplicate-instance.json",
      catalog().replace('"instances": [{', '"instances": [{"name": "x1", "gpu": "nvidia-t4", "gpu_count": 1, '
                        '"vcpus": 4, "memory_gib": 16, "gpu_interconnect": "none", "source": "s"}, {'),
      V, 2, 'duplicate instance "testcloud/x1"', "the same instance twice")
write("catalog/duplicate-region.json",
      catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": 4.5}}, '
                     '{"region": "east", "source": "s", "on_demand": {"hourly": 5}}'),
      V, 2, 'two offers for region "east"', "two offers for one region")
write("catalog/nan-price.json", catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": NaN}}'),
      V, 2, "nan-price.json:1:", "NaN is not JSON")
write("catalog/infinity-price.json",
      catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": Infinity}}'), V, 2,
      "infinity-price.json:1:", "Infinity is not JSON")
write("catalog/negative-price.json",
      catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": -4.5}}'), V, 2,
      "on_demand.hourly: expected a number above 0", "a negative price")
write("catalog/huge-price.json", catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": 1e308}}'),
      V, 2, "on_demand.hourly: expected a number above 0 and at most", "1e308 per hour")
write("catalog/overflow-price.json",
      catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": 1e999}}'), V, 2,
      "overflow-price.json:1:", "a number beyond double")
write("catalog/zero-price.json", catalog(offers='{"region": "east", "source": "s", "on_demand": {"hourly": 0}}'), V,
      2, "a price of 0 is not allowed", "zero instead of leaving it out")
write("catalog/huge-gpu-count.json", catalog(count="100000"), V, 2, "gpu_count", "100,000 GPUs in one instance")
write("catalog/string-gpu-count.json", catalog(count='"eight"'), V, 2, "gpu_count: expected a number, got a string",
      "a count as text")
write("catalog/fractional-count.json", catalog(count="0.5"), V, 2, "vgpu_share", "half a GPU without vGPU")
write("catalog/unknown-gpu.json", catalog(gpu="nvidia-z9000"), V, 2, 'unknown GPU "nvidia-z9000"',
      "a GPU that does not exist")
write("catalog/unknown-source.json", catalog(offers='{"region": "east", "source": "nope", "on_demand": {"hourly": 4}}'),
      V, 2, 'unknown source "nope"', "a source id not defined")
write("catalog/no-format.json", catalog(head='"version": 1'), V, 2, 'missing required key "format"',
      "no format key")
write("catalog/wrong-format.json", catalog(head='"format": "excel", "version": 1'), V, 2,
      'expected "gpu-planner-catalog"', "another format")
write("catalog/future-version.json", catalog(head='"format": "gpu-planner-catalog", "version": 99'), V, 2,
      "version", "a version this program does not know")
write("catalog/array-root.json", "[1, 2, 3]\n", V, 2, "expected a JSON object at the top level", "an array at the top")
write("catalog/bad-date.json", catalog().replace("2026-11-01", "2026-02-30"), V, 2, "not a calendar date",
      "February 30th")
write("catalog/bad-currency.json", catalog().replace('"currency": "USD"', '"currency": "XX1"'), V, 2,
      'unknown currency "XX1"', "not an ISO 4217 code")
write("catalog/long-string.json", catalog().replace("Test price list", "x" * 5000), V, 2, "longer than 4096",
      "a 5,000-character title")
write("catalog/null-instances.json", '{"format": "gpu-planner-catalog", "version": 1, "instances": null}\n', V, 0, "",
      "null where a list may be: nothing to load")
write("catalog/nul-bytes.json", catalog().replace("x1", "x\u00001").encode(), V, 2, "nul-bytes.json",
      "a NUL byte inside a string")

P = ["plan", "validate", "{file}"]
with open(os.path.join(os.path.dirname(__file__) or ".", "../../../docs/examples/sample.gpuplan")) as f:
    sample = f.read()
write("plan/empty.gpuplan", "", P, 2, "empty", "empty file")
write("plan/truncated.gpuplan", sample[:200], P, 2, "truncated.gpuplan:", "cut off mid-way")
write("plan/binary.gpuplan", bytes(random.randrange(256) for _ in range(2048)), P, 2, "binary.gpuplan",
      "binary junk")
write("plan/wrong-format.gpuplan", sample.replace('"gpu-planner-plan"', '"gpu-planner-catalog"'), P, 2,
      "format", "a catalog's format name")
write("plan/future-version.gpuplan", sample.replace('"version": 1', '"version": 7', 1), P, 2, "version",
      "a later version")
write("plan/negative-count.gpuplan", sample.replace('"count": 2', '"count": -2', 1), P, 2, "count",
      "minus eight instances")
write("plan/huge-count.gpuplan", sample.replace('"count": 2', '"count": 1000000000', 1), P, 2, "count",
      "a billion instances")
write("plan/zero-months.gpuplan", sample.replace('"months": 6', '"months": 0', 1), P, 2, "months", "zero months")
write("plan/bad-pricing.gpuplan", sample.replace('"pricing": "reserved-1y"', '"pricing": "lease"', 1), P, 2,
      "lease", "an unknown pricing model")
write("plan/duplicate-key.gpuplan", sample.replace('"name": ', '"name": "a", "name": ', 1), P, 2, "duplicate key",
      "a key twice")
write("plan/nan.gpuplan", sample.replace('"hours_per_month": 730', '"hours_per_month": NaN', 1), P, 2,
      "nan.gpuplan:", "NaN is not JSON")
write("plan/deep-nesting.gpuplan", "{\"a\": " * 50000 + "1" + "}" * 50000, P, 2, "nesting is deeper",
      "50,000 levels deep")
write("plan/bad-currency.gpuplan", sample.replace('"currency": "USD"', '"currency": "usd"', 1), P, 2, "currency",
      "a lower-case currency code")
write("plan/array-root.gpuplan", "[]\n", P, 2, "expected a JSON object at the top level", "an array at the top")
write("plan/latin1.gpuplan", sample.replace("Fine-tune", "Fin\xe9-tune", 1).encode("latin-1", "replace"), P, 2,
      "latin1.gpuplan", "Latin-1 bytes")

S = ["recommend", "--scenario", "{file}"]
write("scenario/empty.json", "", S, 2, "empty", "empty file")
write("scenario/truncated.json", '{"workload": "train", "params": ', S, 2, "truncated.json:1:", "cut off")
write("scenario/binary.json", bytes(random.randrange(256) for _ in range(512)), S, 2, "binary.json", "binary junk")
write("scenario/wrong-type.json", '{"workload": "train", "params": "seven billion", "tokens": 1e12}', S, 2,
      "params: expected a number, got a string", "text where a number belongs")
write("scenario/unknown-workload.json", '{"workload": "mining"}', S, 2, 'unknown value "mining"', "no such workload")
write("scenario/negative-params.json", '{"workload": "train", "params": -7e9, "tokens": 1e12}', S, 2, "params",
      "negative parameters")
write("scenario/huge-params.json", '{"workload": "train", "params": 1e308, "tokens": 1e12}', S, 2, "params",
      "1e308 parameters")
write("scenario/mfu-above-one.json", '{"workload": "train", "params": 7e9, "tokens": 1e12, "mfu": 2}', S, 2, "mfu",
      "utilisation of 200 %")
write("scenario/deep-nesting.json", "[" * 20000 + "]" * 20000, S, 2, "nesting is deeper", "20,000 levels deep")

F = ["fx"]
FX_SOURCE = '"source": {"title": "My bank", "as_of": "2026-11-01"}'
write("fx/empty.json", "", F, 2, "empty", "an empty user rates file")
write("fx/truncated.json", '{"format": "gpu-planner-exchange-rates", "version": 1, "rates": {"CNY": ', F, 2,
      "exchange-rates.json:1:73: JSON syntax error", "cut off")
write("fx/negative-rate.json", '{"format": "gpu-planner-exchange-rates", "version": 1, "base": "USD", ' + FX_SOURCE + ', "rates": '
      '{"CNY": {"per_usd": "-7.1", "as_of": "2026-11-01", "source": "bank"}}}', F, 2, "per_usd",
      "a negative rate")
write("fx/zero-rate.json", '{"format": "gpu-planner-exchange-rates", "version": 1, "base": "USD", ' + FX_SOURCE + ', "rates": '
      '{"CNY": {"per_usd": "0", "as_of": "2026-11-01", "source": "bank"}}}', F, 2, "per_usd", "a rate of zero")
write("fx/rates-not-object.json", '{"format": "gpu-planner-exchange-rates", "version": 1, "base": "USD", ' + FX_SOURCE + ', '
      '"rates": [7.1]}', F, 2, "rates", "rates as a list")

I = ["catalog", "import", "--provider", "test", "--as-of", "2026-11-01", "-o", "{out}", "{file}"]
write("import/nul-bytes.csv", b"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n"
      b"gpu\x00x,A10,1,30,200,1.29,east\n", I, 0, "offers imported: 1",
      "a NUL byte in a name: replaced in the id, kept in the notes")
write("import/binary.csv", bytes(random.randrange(256) for _ in range(4096)), I + ["--format", "skypilot"], 2,
      "binary.csv", "binary junk")
write("import/only-header-crlf.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\r\n",
      I, 2, "nothing could be imported", "a header and nothing else")
write("import/huge-count.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n"
      "big,A10,100000,30,200,1.29,east\n", I, 2, "GPU count missing or out of range", "100,000 GPUs")
write("import/nan-price.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region\n"
      "x,A10,1,30,200,NaN,east\n", I, 2, "Price is not a price", "NaN as a price")
write("import/ec2-binary.json", bytes(random.randrange(256) for _ in range(1024)), I + ["--format", "ec2instances"], 2,
      "ec2-binary.json", "binary junk as JSON")
write("import/ec2-deep.json", "[" * 30000 + "]" * 30000, I + ["--format", "ec2instances"], 2, "nesting is deeper",
      "30,000 levels deep")

M = ["measurements", "import", "{file}"]


def measurement(results='"matmul_bf16": {"value": 754.74, "unit": "TFLOPS", "verified": true}',
                head='"format": "gpu-planner-measurements", "format_version": 1', gpu_name="NVIDIA H200",
                when="2026-11-30T00:28:47Z"):
    return ('{%s, "probe_version": "1.0.0", "measured_at": "%s", "gpus": [{"index": 0, "name": "%s", '
            '"memory_mib": 143155, "results": {%s}}]}\n' % (head, when, gpu_name, results))


write("measurements/empty.json", "", M, 2, "empty", "empty file")
write("measurements/truncated.json", measurement()[:90], M, 2, "truncated.json:1:", "cut off mid-way")
write("measurements/binary.json", bytes(random.randrange(256) for _ in range(2048)), M, 2, "binary.json",
      "binary junk")
write("measurements/catalog-instead.json", catalog(), M, 2, 'format: expected "gpu-planner-measurements"',
      "a catalog given as measurements")
write("measurements/nan.json", measurement(results='"matmul_bf16": {"value": NaN, "unit": "TFLOPS", "verified": true}'),
      M, 2, "nan.json:1:", "NaN is not JSON")
write("measurements/negative.json",
      measurement(results='"memory_copy": {"value": -3968, "unit": "GB/s", "verified": true}'), M, 2,
      "gpus[0].results.memory_copy.value", "a negative bandwidth")
write("measurements/huge.json", measurement(results='"matmul_fp8": {"value": 1e308, "unit": "TFLOPS", "verified": true}'),
      M, 2, "gpus[0].results.matmul_fp8.value", "1e308 TFLOPS")
write("measurements/unverified.json",
      measurement(results='"matmul_bf16": {"value": 754.74, "unit": "TFLOPS", "verified": false}'), M, 2,
      "the result was not verified", "a result the probe did not verify")
write("measurements/wrong-unit.json",
      measurement(results='"memory_triad": {"value": 4179.68, "unit": "MB/s", "verified": true}'), M, 2,
      'expected "GB/s", got "MB/s"', "bandwidth in the wrong unit")
write("measurements/no-zone.json", measurement(when="2026-11-30 00:28"), M, 2,
      "measured_at: expected a date and time with its zone", "a time without its zone")
write("measurements/duplicate-key.json", measurement().replace('"index": 0,', '"index": 0, "index": 1,'), M, 2,
      'duplicate key "index"', "a key twice in one object")
write("measurements/deep-nesting.json", "[" * 100000 + "]" * 100000, M, 2, "nesting is deeper", "100,000 levels deep")
write("measurements/unknown-gpu.json", measurement(gpu_name="Radeon 7900"), M, 2,
      "no GPU in the file is a model in the catalog", "a GPU the catalog does not know")
write("measurements/bom.json", b"\xef\xbb\xbf" + measurement().encode(), M, 0, "byte-order mark",
      "UTF-8 BOM: warning only")

G = ["settings"]
write("settings/garbage.conf", "[display]\ncurrency=@ByteArray(\xff\xfe)\nperiod=fortnight\nperGpu=perhaps\n"
      "precision=fp128\n[plan]\nhoursPerMonth=lots\n[cost]\nhorizonMonths=-5\nusageHoursPerMonth=99999\n"
      "spotOverheadPct=-3\ndiscountsPct=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)\n", G, 0, "",
      "nonsense in every setting: defaults are used")
write("settings/binary.conf", bytes(random.randrange(256) for _ in range(2048)), G, 0, "", "binary junk")
write("settings/empty.conf", "", G, 0, "", "empty settings")

with open("cases.json", "w") as f:
    json.dump(cases, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(cases), "cases")
