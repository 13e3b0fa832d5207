#!/usr/bin/env bash
# formsh probe against real `formsh serve` processes over loopback: a server that
# validates with the client's own schema agrees with it (exit 0, every verdict same);
# a server whose schema words one rule differently and lacks another disagrees
# (exit 1, both rules named with their verdicts), in plain output and in --json;
# --dry-run sends nothing.
source "$(dirname "$0")/faults/lib.sh"
r_init "probe against formsh serve: the same schema agrees, a changed one disagrees"
fixtures=Tests/Fixtures/probe
r_serve --forms "$fixtures/client" || r_stop "the server with the client's schema did not start"
same=$R_SERVE_URL same_log=$R_SERVE_OUT
r_serve --forms "$fixtures/server" || r_stop "the server with the changed schema did not start"
other=$R_SERVE_URL
probe() { "$FORMSH" probe "$fixtures/client/signup.json" --valid "$fixtures/valid.json" --cases boundaries,graphemes "$@"; }

# The mock validating with the client's schema agrees with it.
out=$(probe --endpoint "$same/api/v1/signup" --delay 1 --header "X-Dry-Run: 1" 2>&1); status=$?
[ "$status" -eq 0 ] || r_stop "probe against the same schema exited $status: $out"
grep -qx "valid payload: accepted locally; server: HTTP 200, same" <<<"$out" || r_stop "no valid-payload line: $out"
grep -qx "51 cases: 50 same, 0 other wording, 0 server accepts, 0 server rejects valid, 1 without a payload" <<<"$out" \
  || r_stop "unexpected summary: $(tail -1 <<<"$out")"
# The case without a payload is listed after the others, before the counts.
[ "$(tail -2 <<<"$out" | head -1)" = "promo 1. regex ^.*\$: no match: no payload (no value tried breaks it)" ] || r_stop "the case without a payload is not listed last: $out"
# One request for the valid payload and one per case with a payload (50), each answered.
[ "$(grep -c '^POST /api/v1/signup' "$same_log")" -eq 51 ] || r_stop "the server saw $(grep -c '^POST' "$same_log") posts, not 51"

# A server with one rule worded differently and one rule missing.
out=$(probe --endpoint "$other/api/v1/signup" 2>&1); status=$?
[ "$status" -eq 1 ] || r_stop "probe against the changed schema exited $status, not 1: $out"
grep -qx "name 2. minLength 2: below: other wording" <<<"$out" || r_stop "the reworded rule is not named: $out"
grep -qx "  server: HTTP 422 Name is too short" <<<"$out" || r_stop "the server's wording is not shown: $out"
grep -qx "age 2. max 120: above: server accepts" <<<"$out" || r_stop "the missing rule is not named: $out"
grep -qx "51 cases: 47 same, 2 other wording, 1 server accepts, 0 server rejects valid, 1 without a payload" <<<"$out" \
  || r_stop "unexpected summary: $(tail -1 <<<"$out")"

# The same in --json: one object per line, verdicts and numbers as JSON.
probe --endpoint "$other/api/v1/signup" --json >"$R_DIR/out.jsonl"; status=$?
[ "$status" -eq 1 ] || r_stop "probe --json exited $status, not 1"
python3 - "$R_DIR/out.jsonl" <<'PY' || r_stop "--json output: $(cat "$R_DIR/out.jsonl")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
assert lines[0] == {"kind": "valid", "built": False, "payload": lines[0]["payload"], "localErrors": {}, "status": 200,
                    "server": None, "verdict": "same"}, lines[0]
assert lines[0]["payload"]["card"] == "••••" and lines[0]["payload"]["name"] == "Ann"
cases = {l["name"]: l for l in lines if l["kind"] == "case"}
below = cases["name 2. minLength 2: below"]
assert below["verdict"] == "other wording" and below["server"] == "Name is too short", below
assert below["sent"] == {"name": "A"} and below["expected"] == "rejected" and below["case"] == "below"
above = cases["age 2. max 120: above"]
assert above["verdict"] == "server accepts" and above["status"] == 200 and above["sent"] == {"age": 121}, above
assert cases["card 2. luhn: check digit wrong"]["sent"] == {"card": "••••"}
promo = cases["promo 1. regex ^.*$: no match"]
assert promo["verdict"] is None and promo["reason"] == "no value tried breaks it", promo
assert lines[-1] == {"kind": "summary", "cases": 51, "same": 47, "otherWording": 2, "serverAccepts": 1,
                     "serverRejectsValid": 0, "withoutPayload": 1, "causes": {}}, lines[-1]
PY

# A valid payload the server rejects stops the probe (exit 1); usage and unreadable input.
out=$(probe --endpoint "$same/nowhere" 2>&1); status=$?
[ "$status" -eq 1 ] && grep -q "server: HTTP 404 .*, server rejects valid" <<<"$out" || r_stop "a rejected valid payload: $status $out"
out=$(probe --endpoint "http://example.com/x" 2>&1); status=$?
[ "$status" -eq 2 ] || r_stop "plain http to a public host exited $status, not 2: $out"
out=$(probe 2>&1); status=$?
[ "$status" -eq 2 ] && grep -q "missing --endpoint" <<<"$out" || r_stop "a missing --endpoint: $status $out"
# --dry-run sends nothing: no server is needed, and the cases come as JSON Lines.
out=$(probe --dry-run); status=$?
[ "$status" -eq 0 ] && [ "$(wc -l <<<"$out")" -eq 52 ] || r_stop "--dry-run: $status $(wc -l <<<"$out") lines"
out=$("$FORMSH" probe "$fixtures/client/signup.json" --valid "$R_DIR/none.json" --endpoint "$same/x" 2>&1); status=$?
[ "$status" -eq 3 ] || r_stop "an unreadable payload file exited $status, not 3: $out"
r_pass
