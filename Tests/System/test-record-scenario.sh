#!/usr/bin/env bash
# `formsh record --scenario-out` against a real `formsh serve` process: the card transfer
# flow (a wrong OTP answered 422, then the right one) is recorded with its HTTP exchanges;
# the server is stopped, and the transcript replays green offline against the scenario that
# record wrote, the wrong OTP and the right one read from two variables. Neither file holds the card number or an OTP; the `$` line names the
# scenario instead of the endpoint.
source "$(dirname "$0")/faults/lib.sh"
r_init "record against formsh serve, replay offline against the written scenario"
unset FORMSH_ENDPOINT CI
card=4111111111111111 wrong=000000 otp=123456
work=$R_DIR/work
mkdir -p "$work/cassettes" && cp -r forms "$work/"
cd "$work" || exit 1
r_serve --scenario forms/card_transfer/flow.json || exit 1
url=$R_SERVE_URL
status=0
printf '%s\nIvan\n:submit\n1500\nUZS\n:submit\n%s\n:submit\n%s\n:submit\n' "$card" "$wrong" "$otp" \
  | "$FORMSH" record forms/card_transfer/step1_card.json --base-url "$url" \
      -o cassettes/transfer.t --scenario-out cassettes/transfer.json >out 2>err || status=$?
[ "$status" -eq 0 ] || { r_fail "record exited $status, expected 0 (the flow completed)"; r_show err; }
grep -q 'Kod noto.g.ri' out || r_fail "control: the server did not answer the wrong OTP with 422"
grep -q '^Scenario written to cassettes/transfer.json (4 exchanges)' err || { r_fail "no scenario written"; r_show err; }
grep -q 'It reads FORMSH_SECRET_CARD_NUMBER, FORMSH_SECRET_OTP, FORMSH_SECRET_OTP_2 from the environment' err || { r_fail "the variables are not named"; r_show err; }
# The server saw the requests (so they went over the network), and is now stopped.
grep -q 'POST /api/v1/transfer/confirm' "$R_SERVE_OUT" || { r_fail "control: formsh serve saw no request"; r_show "$R_SERVE_OUT"; }
kill "$R_SERVE_PID"; wait "$R_SERVE_PID" 2>/dev/null

head -1 cassettes/transfer.t | grep -qx '\$ formsh forms/card_transfer/step1_card.json --scenario cassettes/transfer.json' \
  || r_fail "the \$ line does not name the scenario in place of the endpoint: $(head -1 cassettes/transfer.t)"
for f in cassettes/transfer.t cassettes/transfer.json; do
  grep -q "$card" "$f" && r_fail "$f holds the card number"
  grep -q "$otp" "$f" && r_fail "$f holds the OTP"
  # 000000 is also part of a number in the server's schema (15000000): only a whole value counts.
  grep -qP "(?<![0-9])$wrong(?![0-9])" "$f" && r_fail "$f holds the wrong OTP"
  grep -q "$R_SERVE_PORT" "$f" && r_fail "$f names the server's port"
done
python3 - cassettes/transfer.json <<'PY' || r_fail "the scenario is not the four exchanges in order"
import json, sys
s = json.load(open(sys.argv[1]))
routes = [(r["method"], r["path"], r["respond"].get("status"), r["times"]) for r in s["routes"]]
assert routes == [("POST", "/api/v1/transfer/card", 200, 1), ("POST", "/api/v1/transfer/amount", 200, 1),
                  ("POST", "/api/v1/transfer/confirm", 422, 1), ("POST", "/api/v1/transfer/confirm", 200, 1)], routes
assert s["routes"][2]["respond"]["json"] == {"errors": {"otp": "Kod noto'g'ri"}}
assert all(r["validate"] is False for r in s["routes"])
PY

FORMSH_SECRET_CARD_NUMBER=$card FORMSH_SECRET_OTP=$wrong FORMSH_SECRET_OTP_2=$otp "$FORMSH" replay cassettes/transfer.t >replay.out 2>&1 \
  || { r_fail "the transcript does not replay offline against the scenario"; r_show replay.out; }
grep -qx '1 passed, 0 failed' replay.out || r_fail "replay did not pass: $(tail -1 replay.out)"
# Control: without the scenario's routes the replay fails, so it really answered from them.
python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); s["routes"]=s["routes"][:2]; json.dump(s,open(sys.argv[1],"w"))' cassettes/transfer.json
FORMSH_SECRET_CARD_NUMBER=$card FORMSH_SECRET_OTP=$wrong FORMSH_SECRET_OTP_2=$otp "$FORMSH" replay cassettes/transfer.t >/dev/null 2>&1 \
  && r_fail "control: the replay passed without the confirm routes"
r_pass
