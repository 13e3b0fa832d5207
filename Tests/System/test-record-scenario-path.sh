#!/usr/bin/env bash
# Issue 23: `formsh record --scenario-out` against a server whose card transfer lives at
# another path than the schema's submit endpoints (`--endpoint …/staging/v2/card`: by docs/contract.md, "Submission"
# the endpoint of every step, while the schemas say /api/v1/transfer/card, …/amount,
# …/confirm). The offline replay posts each step to its schema's path on the built-in mock:
# the scenario's routes and the transcript's `Submitted to` lines both name those paths, so
# with the server stopped the transcript replays green. (The transcript named the recorded
# path, and the offline replay failed.)
source "$(dirname "$0")/faults/lib.sh"
r_init "record --scenario-out with another endpoint path replays offline"
unset FORMSH_ENDPOINT CI
card=4111111111111111 wrong=000000 otp=123456
work=$R_DIR/work
mkdir -p "$work/cassettes" && cp -r forms "$work/"
cd "$work" || exit 1
# The server answers every step at one staging path, telling the steps apart by their keys.
cat >forms/card_transfer/staging.json <<'JSON'
{
  "forms": ".",
  "routes": [
    {"method": "POST", "path": "/staging/v2/card", "when": {"card_holder": "Ivan"},
     "respond": {"status": 200, "file": "step2_amount.json"}},
    {"method": "POST", "path": "/staging/v2/card", "when": {"currency": "UZS"},
     "respond": {"status": 200, "file": "step3_otp.json"}},
    {"method": "POST", "path": "/staging/v2/card", "when": {"otp": "000000"},
     "respond": {"status": 422, "json": {"errors": {"otp": "Kod noto'g'ri"}}}},
    {"method": "POST", "path": "/staging/v2/card", "respond": {"status": 200, "file": "success.json"}}
  ]
}
JSON
r_serve --scenario forms/card_transfer/staging.json || exit 1
url=$R_SERVE_URL
status=0
printf '%s\nIvan\n:submit\n1500\nUZS\n:submit\n%s\n:submit\n%s\n:submit\n' "$card" "$wrong" "$otp" \
  | "$FORMSH" record forms/card_transfer/step1_card.json --endpoint "$url/staging/v2/card" \
      -o cassettes/transfer.t --scenario-out cassettes/transfer.json >out 2>err || status=$?
[ "$status" -eq 0 ] || { r_fail "record exited $status, expected 0 (the flow completed)"; r_show err; }
grep -q "Submitted to $url/staging/v2/card: HTTP 200" out || r_fail "control: the session did not post to the staging path"
grep -q 'POST /staging/v2/card' "$R_SERVE_OUT" || { r_fail "control: formsh serve saw no request at the staging path"; r_show "$R_SERVE_OUT"; }
kill "$R_SERVE_PID"; wait "$R_SERVE_PID" 2>/dev/null

# The scenario's routes and the transcript's `Submitted to` lines name the same paths.
routes=$(python3 -c 'import json,sys; print(" ".join(r["path"] for r in json.load(open(sys.argv[1]))["routes"]))' cassettes/transfer.json)
submitted=$(grep -o '^Submitted to {{endpoint}}[^:]*' cassettes/transfer.t | sed 's/^Submitted to {{endpoint}}//' | tr '\n' ' ' | sed 's/ $//')
[ "$routes" = "/api/v1/transfer/card /api/v1/transfer/amount /api/v1/transfer/confirm /api/v1/transfer/confirm" ] \
  || r_fail "the scenario's routes: $routes"
[ "$submitted" = "$routes" ] || r_fail "the transcript's Submitted to lines ($submitted) and the scenario's routes ($routes) differ"
banners=$(grep -o ' · endpoint: {{endpoint}}/[^ ]*' cassettes/transfer.t | sed 's/^ · endpoint: {{endpoint}}//' | tr '\n' ' ' | sed 's/ $//')
[ "$banners" = "/api/v1/transfer/amount /api/v1/transfer/confirm" ] || r_fail "the next steps' banners name: $banners"
grep -q 'staging' cassettes/transfer.t && r_fail "the transcript still names the recorded path"

FORMSH_SECRET_CARD_NUMBER=$card FORMSH_SECRET_OTP=$wrong FORMSH_SECRET_OTP_2=$otp "$FORMSH" replay cassettes/transfer.t >replay.out 2>&1 \
  || { r_fail "the transcript does not replay offline against the scenario"; r_show replay.out; }
grep -qx '1 passed, 0 failed' replay.out || r_fail "replay did not pass: $(tail -1 replay.out)"
r_pass
