#!/usr/bin/env bash
# formsh probe at the boundaries, against real `formsh serve` processes whose rules are
# off by one in each direction, apply a `when` rule unconditionally, or count code points
# instead of characters: each disagreement gets its verdict, on the side it is on.
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/formsh
fixtures=Tests/Fixtures/probe/boundaries
dir=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Starts `formsh serve` with the given arguments, logging to $dir/NAME.log.
serve() {
  local name=$1; shift
  "$bin" serve "$@" >"$dir/$name.log" 2>&1 &
  pids+=($!)
}
# The URL a server announced in its log.
url() {
  for _ in $(seq 200); do
    grep -qo 'http://127.0.0.1:[0-9]*' "$dir/$1.log" && { grep -o 'http://127.0.0.1:[0-9]*' "$dir/$1.log" | head -1; return; }
    sleep 0.05
  done
  echo "formsh serve did not start: $(cat "$dir/$1.log")" >&2
}

serve same --forms "$fixtures/client"
serve strict --forms "$fixtures/strict"
serve loose --forms "$fixtures/loose"
serve unconditional --forms "$fixtures/unconditional"
serve codepoints --scenario "$fixtures/codepoints.json"
serve mixed --forms "$fixtures/mixed"
for s in same strict loose unconditional codepoints mixed; do
  declare "url_$s=$(url $s)"
  [ -n "$(eval echo "\$url_$s")" ] || fail "the $s server did not start"
done
probe() { "$bin" probe "$fixtures/client/order.json" --valid "$fixtures/valid.json" --endpoint "$1/api/v1/order" "${@:2}"; }
# Asserts that the probe output ($out) has the line.
has() { grep -qxF -- "$1" <<<"$out" || fail "no line '$1' in: $out"; }

# The same rules: every case same, exit 0; --jobs 3 gives the same report.
out=$(probe "$url_same" 2>&1); status=$?
[ "$status" -eq 0 ] || fail "probe against the same rules exited $status: $out"
has "21 cases: 21 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload"
[ "$(probe "$url_same" --jobs 3 2>&1)" = "$out" ] || fail "--jobs 3 changed the report"

# minLength 3 and max 119 on the server: the boundaries the app accepts are rejected.
out=$(probe "$url_strict" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "probe against the strict server exited $status: $out"
has "ism 2. minLength 2: at: server rejects valid"
has "  sent:   ism = \"Gʻ\""
has "  local:  accepted"
has "  server: HTTP 422 ism: Ism kamida 2 belgi"
has "ism 1. required: filled: server rejects valid"
has "yosh 2. max 120: at: server rejects valid"
has "ism 2. minLength 2: below: same"
has "yosh 2. max 120: above: same"
has "21 cases: 18 same, 0 other wording, 0 server accepts, 3 server rejects valid, 0 without a payload"

# maxLength 11 and min 17 on the server: one step over the app's bounds is accepted.
out=$(probe "$url_loose" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "probe against the loose server exited $status: $out"
has "ism 3. maxLength 10: above: server accepts"
has "  sent:   ism = \"Gʻayrattttt\""
has "  local:  Ism 10 belgidan oshmasin"
has "  server: HTTP 200"
has "yosh 1. min 18: below: server accepts"
has "ism 3. maxLength 10: at: same"
has "21 cases: 19 same, 0 other wording, 2 server accepts, 0 server rejects valid, 0 without a payload"

# The server requires the address whatever the delivery: the when-false case is rejected.
out=$(probe "$url_unconditional" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "probe against the unconditional server exited $status: $out"
has "manzil 1. required, when yetkazish = kuryer: left out, when false: server rejects valid"
has "  sent:   yetkazish = \"olib_ketish\", manzil left out"
has "  server: HTTP 422 manzil: Kuryer uchun manzil majburiy"
has "manzil 1. required, when yetkazish = kuryer: left out: same"
has "21 cases: 20 same, 0 other wording, 0 server accepts, 1 server rejects valid, 0 without a payload"

# A server counting code points: 10 characters ending in 👍🏽 are 11 to it, one 👍🏽 is 2.
out=$(probe "$url_codepoints" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "probe against the code-point server exited $status: $out"
has "ism 3. maxLength 10: at (👍🏽): server rejects valid"
has "ism 2. minLength 2: below (👍🏽): server accepts"
has "ism 3. maxLength 10: at: same"
has "21 cases: 19 same, 0 other wording, 1 server accepts, 1 server rejects valid, 0 without a payload"

# All four verdicts at once (the report docs/backend-tools.md shows): a message worded
# otherwise, maxLength 11, min 19 and the address required whatever the delivery.
out=$(probe "$url_mixed" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "probe against the mixed server exited $status: $out"
has "ism 1. required: left out: other wording"
has "ism 3. maxLength 10: above: server accepts"
has "yosh 1. min 18: at: server rejects valid"
has "21 cases: 15 same, 3 other wording, 1 server accepts, 2 server rejects valid, 0 without a payload"

# The same in --json: each case's verdict by name.
probe "$url_strict" --json >"$dir/strict.jsonl"
python3 - "$dir/strict.jsonl" <<'PY' || fail "--json output: $(cat "$dir/strict.jsonl")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
cases = {l["name"]: l for l in lines if l["kind"] == "case"}
at = cases["ism 2. minLength 2: at"]
assert at["expected"] == "accepted" and at["local"] is None and at["verdict"] == "server rejects valid", at
assert at["sent"] == {"ism": "Gʻ"} and at["status"] == 422, at
assert cases["yosh 2. max 120: at"]["verdict"] == "server rejects valid"
assert lines[-1]["serverRejectsValid"] == 3 and lines[-1]["cases"] == 21, lines[-1]
PY

# --delay is honoured with several requests in flight: 21 cases 40 ms apart take 0.8 s at least.
start=$(date +%s%N)
probe "$url_same" --jobs 4 --delay 40 >/dev/null 2>&1 || fail "probe --jobs 4 --delay 40 failed"
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$elapsed" -ge 800 ] || fail "21 requests with --delay 40 took $elapsed ms, less than 21 × 40"
echo "test-probe-boundaries: all checks passed"
