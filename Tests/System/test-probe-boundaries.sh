#!/usr/bin/env bash
# formsh probe at the boundaries, against real `formsh serve` processes whose rules are
# off by one in each direction, apply a `when` rule unconditionally, or count code points
# instead of characters: each disagreement gets its verdict, on the side it is on.
source "$(dirname "$0")/faults/lib.sh"
r_init "probe at the boundaries against servers off by one, unconditional and counting code points"
fixtures=Tests/Fixtures/probe/boundaries

# Starts `formsh serve ARGS...` for the server NAME and sets url_NAME to its address.
serve() {
  local name=$1; shift
  r_serve "$@" || r_stop "the $name server did not start"
  declare -g "url_$name=$R_SERVE_URL"
}
serve same --forms "$fixtures/client"
serve strict --forms "$fixtures/strict"
serve loose --forms "$fixtures/loose"
serve unconditional --forms "$fixtures/unconditional"
serve codepoints --scenario "$fixtures/codepoints.json"
serve mixed --forms "$fixtures/mixed"
probe() { "$FORMSH" probe "$fixtures/client/order.json" --valid "$fixtures/valid.json" --endpoint "$1/api/v1/order" --cases boundaries,graphemes "${@:2}"; }
# Probes the server NAME, whose exit status must be STATUS; $out is its report.
probe_server() {
  local url="url_$1" status
  out=$(probe "${!url}" 2>&1); status=$?
  [ "$status" -eq "$2" ] || r_stop "probe against the $1 server exited $status, expected $2: $out"
}
# Asserts that the probe output ($out) has the line.
has() { grep -qxF -- "$1" <<<"$out" || r_stop "no line '$1' in: $out"; }

# The same rules: every case same, exit 0; --jobs 3 gives the same report.
probe_server same 0
has "21 cases: 21 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload"
# shellcheck disable=SC2154 # url_same is set by serve(), through declare -g
[ "$(probe "$url_same" --jobs 3 2>&1)" = "$out" ] || r_stop "--jobs 3 changed the report"

# minLength 3 and max 119 on the server: the boundaries the app accepts are rejected.
probe_server strict 1
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
probe_server loose 1
has "ism 3. maxLength 10: above: server accepts"
has "  sent:   ism = \"Gʻayrattttt\""
has "  local:  Ism 10 belgidan oshmasin"
has "  server: HTTP 200"
has "yosh 1. min 18: below: server accepts"
has "ism 3. maxLength 10: at: same"
has "21 cases: 19 same, 0 other wording, 2 server accepts, 0 server rejects valid, 0 without a payload"

# The server requires the address whatever the delivery: the when-false case is rejected.
probe_server unconditional 1
has "manzil 1. required, when yetkazish = kuryer: left out, when false: server rejects valid"
has "  sent:   yetkazish = \"olib_ketish\", manzil left out"
has "  server: HTTP 422 manzil: Kuryer uchun manzil majburiy"
has "manzil 1. required, when yetkazish = kuryer: left out: same"
has "21 cases: 20 same, 0 other wording, 0 server accepts, 1 server rejects valid, 0 without a payload"

# A server counting code points: 10 characters ending in 👍🏽 are 11 to it, one 👍🏽 is 2.
probe_server codepoints 1
has "ism 3. maxLength 10: at (👍🏽): server rejects valid"
has "ism 2. minLength 2: below (👍🏽): server accepts"
has "ism 3. maxLength 10: at: same"
has "  cause:  server counts code points"
has "21 cases: 19 same, 0 other wording, 1 server accepts, 1 server rejects valid, 0 without a payload; causes: 2 server counts code points"

# All four verdicts at once (the report docs/backend-tools.md shows): a message worded
# otherwise, maxLength 11, min 19 and the address required whatever the delivery.
probe_server mixed 1
has "ism 1. required: left out: other wording"
has "ism 3. maxLength 10: above: server accepts"
has "yosh 1. min 18: at: server rejects valid"
has "21 cases: 15 same, 3 other wording, 1 server accepts, 2 server rejects valid, 0 without a payload"

# The same in --json: each case's verdict by name.
# shellcheck disable=SC2154 # url_strict is set by serve(), through declare -g
probe "$url_strict" --json >"$R_DIR/strict.jsonl"
python3 - "$R_DIR/strict.jsonl" <<'PY' || r_stop "--json output: $(cat "$R_DIR/strict.jsonl")"
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
probe "$url_same" --jobs 4 --delay 40 >/dev/null 2>&1 || r_stop "probe --jobs 4 --delay 40 failed"
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$elapsed" -ge 800 ] || r_stop "21 requests with --delay 40 took $elapsed ms, less than 21 × 40"
r_pass
