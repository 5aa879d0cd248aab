#!/usr/bin/env bash
# The same query two ways on a 100,000-offer SkyPilot file built from the real Lambda rows
# (bench/bench_import): Python/pandas on the CSV, and gpu-planner-cli on the catalog imported from it.
# Query: offers with 8 or more H100 GPUs, cheapest on-demand first, the first 10. Both are timed end to
# end, process start included (median of 5). Needs python3-pandas.
# Usage: bench/pandas_compare.sh [BUILD_DIR]   (default build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
python=/usr/bin/python3 # Debian's, with python3-pandas
if ! "$python" -c 'import pandas' 2> /dev/null; then
    echo "pandas_compare.sh: needs Debian's python3-pandas (apt-get install python3-pandas)" >&2
    exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$build/bench/bench_import" "$dir" > "$dir/bench.txt"
cat > "$dir/query.py" <<'PY'
import sys
import pandas as pd
df = pd.read_csv(sys.argv[1])
gpus = df[df["AcceleratorName"].fillna("").str.contains("H100") & (df["AcceleratorCount"] >= 8)]
print(gpus.sort_values("Price").head(10)[["InstanceType", "Region", "Price"]].to_string(index=False))
PY
median_ms() {
    local times=()
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 3p
}
pandas_ms=$(median_ms "$python" "$dir/query.py" "$dir/lambda/vms.csv")
cli_ms=$(median_ms "$build/app/cli/gpu-planner-cli" --no-user-catalog --catalog "$dir/imported-lambda-skypilot.json" \
    list --gpu H100 --min-gpus 8 --sort on_demand_hourly --limit 10)
rows=$(( $(wc -l < "$dir/lambda/vms.csv") - 1 ))
echo "file: $rows rows of SkyPilot vms.csv ($(stat -c %s "$dir/lambda/vms.csv") bytes)"
echo "pandas $("$python" -c 'import pandas; print(pandas.__version__)'): ${pandas_ms} ms"
echo "gpu-planner-cli (built-in + imported catalog): ${cli_ms} ms"
awk -v p="$pandas_ms" -v c="$cli_ms" 'BEGIN { printf "ratio: %.1fx\n", p / c }'
