#!/usr/bin/env bash
# The performance table of docs/contract.md, "Performance" in one command: `formsh check` beside jsonschema-rs,
# fastjsonschema and python-jsonschema at 10, 100, 1,000 and 10,000 fields (same
# payloads, fixed seed), then formsh-bench's form-engine, scan and start-up sections.
# No root needed; about 5 minutes on a 2-core machine (bench/README.md, "check").
#
# Usage: bench/check/run.sh [SIZES] [--set ascii|unicode|both] [--repeat N] [--budget SECONDS] [--jobs N]
#   SIZES defaults to 10,100,1000,10000; payload counts are 50,000 / 10,000 / 2,000 / 200.
#   --set picks the payloads: ASCII text, text in Cyrillic, Uzbek and emoji, or both (default).
set -euo pipefail
cd "$(dirname "$0")/../.."

sizes=10,100,1000,10000
sets=ascii,unicode
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --repeat|--budget|--jobs) extra+=("$1" "$2"); shift 2 ;;
        --set)
            case "$2" in
                ascii|unicode) sets=$2 ;;
                both) sets=ascii,unicode ;;
                *) echo "run.sh: --set takes ascii, unicode or both" >&2; exit 2 ;;
            esac
            shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) sizes="$1"; shift ;;
    esac
done
declare -A count=([10]=50000 [100]=10000 [1000]=2000 [10000]=200)

echo "building formsh and formsh-bench (release)…" >&2
swift build -c release --product formsh >&2
swift build -c release --product formsh-bench >&2
bin="$(swift build -c release --show-bin-path)"

venv=bench/.venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >&2
fi
for package in jsonschema fastjsonschema jsonschema-rs; do
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$package" >&2 \
        || echo "warning: could not install $package; it is reported as unavailable" >&2
done

# Inputs are kept (fixed seed, same bytes every run): the ascii set in .inputs/ (where
# formsh-bench's scan section reads it), the unicode set in .inputs/unicode/.
inputs=bench/check/.inputs
IFS=, read -ra list <<< "$sizes"
IFS=, read -ra set_list <<< "$sets"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for set in "${set_list[@]}"; do
    dir=$inputs
    [ "$set" = ascii ] || dir=$inputs/$set
    mkdir -p "$dir" "$work/$set"
    for n in "${list[@]}"; do
        [ -s "$dir/payloads-$n.jsonl" ] || python3 bench/check/generate.py "$n" "${count[$n]:-1000}" "$dir" --set "$set"
        cp "$dir/form-$n.json" "$dir/payloads-$n.jsonl" "$work/$set/"
    done
done

echo "# formsh performance, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg);" \
     "$(swift --version 2>&1 | head -1 | sed 's/ (.*//'), $("$venv/bin/python" --version)," \
     "$("$venv/bin/python" -m pip list --disable-pip-version-check 2>/dev/null | awk '/^(jsonschema|jsonschema-rs|jsonschema_rs|fastjsonschema) /{printf "%s %s, ", $1, $2}' | sed 's/, $//')."
echo
echo "## check"
echo
"$venv/bin/python" bench/check/measure.py --formsh "$bin/formsh" --python "$venv/bin/python" --work "$work" --sizes "$sizes" --sets "$sets" "${extra[@]}"
echo
taskset -c 0 "$bin/formsh-bench" form-engine scan startup
