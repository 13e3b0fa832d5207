#!/usr/bin/env bash
# Builds the fuzz targets, builds their seed corpus, and fuzzes each target for SECONDS
# (per target; default 60), one after the other, on one core.
#
#   fuzz/run.sh [SECONDS] [TARGET...]      targets: schema rules payload transcript http response scenario regex grapheme
#
# The growing corpus lives in fuzz/.build/corpus/<target> (kept between runs). Every
# crash, timeout or out-of-memory input is copied to fuzz/regressions/<target>/ (where
# Tests/System/test-fuzz-regressions.sh replays it) and listed at the end; the script
# exits 1 when a run found one that is not yet there. A summary per target (executions,
# executions per second, corpus size, findings) goes to stdout and fuzz/.build/last-run.txt.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
secs=${1:-60}
shift || true
case $secs in ''|*[!0-9]*) echo "usage: fuzz/run.sh [SECONDS] [TARGET...]" >&2; exit 2 ;; esac
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(schema rules payload transcript http response scenario regex grapheme)

bash fuzz/build.sh "${targets[@]}" 2> >(grep -v 'Cannot export local symbol' >&2) || { echo "fuzz/run.sh: build failed" >&2; exit 2; }
python3 fuzz/seeds.py "${targets[@]}" || { echo "fuzz/run.sh: seed corpus failed" >&2; exit 2; }

# Swift's own crash backtracer would run inside ASan's handler: off. Leak detection is
# off too: Swift packs enum tags into the spare bits of pointers, so LeakSanitizer
# reports live indirect-enum boxes as "direct leaks". Memory growth is watched by
# -rss_limit_mb here and by the soak (Tests/System/soak).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-}
export FORMSH_REPO=$PWD
summary=fuzz/.build/last-run.txt
: > "$summary"
new_findings=0
for t in "${targets[@]}"; do
  case $t in
    schema|rules|payload|scenario|response) dict=fuzz/dicts/json.dict ;;
    http) dict=fuzz/dicts/http.dict ;;
    transcript) dict=fuzz/dicts/transcript.dict ;;
    regex) dict=fuzz/dicts/regex.dict ;;
    grapheme) dict=fuzz/dicts/grapheme.dict ;;
  esac
  case $t in
    schema) maxlen=65536 ;;
    rules) maxlen=4096 ;;
    regex|grapheme) maxlen=512 ;;
    *) maxlen=16384 ;;
  esac
  corpus=fuzz/.build/corpus/$t art=fuzz/.build/artifacts/$t/ log=fuzz/.build/logs/$t.log
  mkdir -p "$corpus" "$art" "$(dirname "$log")" "fuzz/regressions/$t"
  : > "$log"
  start=$(date +%s) execs=0 runs=0
  while :; do
    left=$(( secs - ($(date +%s) - start) ))
    [ $left -le 0 ] && break
    runs=$((runs + 1))
    before=$(ls "$art" | wc -l)
    fuzz/.build/bin/fuzz_$t -max_total_time=$left -timeout=10 -rss_limit_mb=3072 -max_len=$maxlen \
      -dict=$dict -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$art" \
      "$corpus" "fuzz/.build/seeds/$t" "fuzz/regressions/$t" >>"$log" 2>&1
    rc=$?
    n=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
    execs=$((execs + ${n:-0}))
    # Stats lines accumulate in the log: count each run's once.
    sed -i 's/stat::number_of_executed_units/stat::counted_units/' "$log"
    [ $rc -eq 0 ] && break
    [ "$(ls "$art" | wc -l)" -gt "$before" ] || break   # stopped for another reason
    [ $runs -ge 4 ] && break                              # the same finding again and again
  done
  found=()
  for f in "$art"*; do
    [ -f "$f" ] || continue
    kind=$(basename "$f" | cut -d- -f1)
    sum=$(sha1sum "$f" | cut -c1-40)
    dest=fuzz/regressions/$t/$kind-${sum:0:12}
    # Already kept (perhaps under another name)?
    if ! sha1sum fuzz/regressions/$t/* 2>/dev/null | grep -q "^$sum "; then
      cp "$f" "$dest"; found+=("$dest"); new_findings=$((new_findings + 1))
    fi
    rm -f "$f"
  done
  took=$(( $(date +%s) - start ))
  line=$(printf '%-10s %5ss %10s execs %7s/s  corpus %5s  new findings %s' "$t" "$took" "$execs" \
         "$(( execs / (took > 0 ? took : 1) ))" "$(ls "$corpus" | wc -l)" "${#found[@]}")
  echo "$line" | tee -a "$summary"
  for f in "${found[@]}"; do
    echo "    $f" | tee -a "$summary"
    grep -m3 -E 'FUZZ INVARIANT|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error|SUMMARY' "$log" | sed 's/^/      /' | tee -a "$summary"
  done
done
echo "fuzz/run.sh: $new_findings new finding(s); logs in fuzz/.build/logs/"
[ $new_findings -eq 0 ]
