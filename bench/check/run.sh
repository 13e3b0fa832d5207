#!/usr/bin/env bash
# Benchmark of `formsh check` throughput beside Python's jsonschema, fastjsonschema and
# jsonschema-rs validating the exported JSON Schema on the same payloads (bench/README.md,
# "check throughput"). Everything runs on one core (taskset -c 0).
#
# Usage: bench/check/run.sh [SIZES] [PAYLOADS_10 PAYLOADS_100 PAYLOADS_1000]
#   SIZES defaults to 10,100,1000 fields.
set -euo pipefail
cd "$(dirname "$0")/../.."

sizes="${1:-10,100,1000}"
declare -A count=([10]="${2:-50000}" [100]="${3:-10000}" [1000]="${4:-2000}")

echo "building formsh (release)…" >&2
swift build -c release --product formsh >&2
formsh="$(swift build -c release --show-bin-path)/formsh"

venv=bench/.venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >&2
fi
for package in jsonschema fastjsonschema jsonschema-rs; do
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$package" >&2 \
        || echo "warning: could not install $package; it is reported as unavailable" >&2
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
IFS=, read -ra list <<< "$sizes"
for n in "${list[@]}"; do
    python3 bench/check/generate.py "$n" "${count[$n]:-1000}" "$work"
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); one core used" >&2
"$venv/bin/python" bench/check/measure.py --formsh "$formsh" --python "$venv/bin/python" --work "$work" --sizes "$sizes"
