#!/usr/bin/env bash
# Every tool on a form with a dropdown and a checkbox of 10,000 branches each and
# conditions on them (generate.py): lint, messages, check (1,000 payloads), export
# --json-schema, graph, diff of the form against itself, vectors and probe --dry-run (the
# cases derived from a valid payload built from the rules), and a plain-mode run to its
# first prompt (stdin at its end, so the run stops there). Each is timed as a whole
# process, pinned to one core; the table gives the median and the fastest of --repeat
# runs. Aim (bench/README.md, "Large option lists"): every tool under 100 ms.
#
# Usage: bench/options/run.sh [--options N] [--repeat N] [--formsh BIN]
set -euo pipefail
cd "$(dirname "$0")/../.."
options=10000 repeat=11 formsh=""
while [ $# -gt 0 ]; do
    case "$1" in
        --options) options=$2; shift 2 ;;
        --repeat) repeat=$2; shift 2 ;;
        --formsh) formsh=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "$formsh" ]; then
    echo "building formsh (release)…" >&2
    swift build -c release --product formsh >&2
    formsh="$(swift build -c release --show-bin-path)/formsh"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 bench/options/generate.py "$options" 1000 "$work"
form=$work/options-$options.json
echo "## $options options: every tool, whole process ($(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg))"
echo
python3 - "$formsh" "$form" "$work/options-$options.jsonl" "$repeat" <<'PY'
import os, statistics, subprocess, sys, time
formsh, form, payloads, repeat = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
tools = [("lint", ["lint", form]), ("messages", ["messages", form]), ("check (1,000 payloads)", ["check", form, payloads]),
         ("export --json-schema", ["export", "--json-schema", form]), ("graph", ["graph", form]),
         ("diff (the form against itself)", ["diff", form, form]), ("vectors", ["vectors", form]),
         ("probe --dry-run", ["probe", form, "--dry-run"]), ("run --plain to the first prompt", [form, "--plain"])]
print("| tool | median ms | fastest ms | exit |")
print("| --- | ---: | ---: | ---: |")
for name, args in tools:
    times, code = [], None
    for _ in range(repeat):
        with open(os.devnull, "rb") as stdin, open(os.devnull, "wb") as out:
            start = time.perf_counter()
            p = subprocess.Popen(["taskset", "-c", "0", formsh] + args, stdin=stdin, stdout=out, stderr=out)
            _, status, _ = os.wait4(p.pid, 0)
            times.append(time.perf_counter() - start)
            code = os.waitstatus_to_exitcode(status)
    print(f"| `{name}` | {statistics.median(times) * 1000:.1f} | {min(times) * 1000:.1f} | {code} |")
PY
