#!/usr/bin/env bash
# Issue 23: `formsh record` against a real `formsh serve` gives each distinct value typed at
# a secure field its own variable, in order, and the same value again its variable: a wrong
# OTP (twice) then the right one is FORMSH_SECRET_OTP, FORMSH_SECRET_OTP, FORMSH_SECRET_OTP_2,
# all named at save. The transcript then replays green against the same server with those
# variables set (the wrong code answered 422 twice, the right one 200); with one variable
# for every value, as before, no value could make it pass. The form is loaded from the
# server by URL with no --endpoint, as a user runs a flow (docs/contract.md, "Submission"): each step posts to its
# own schema's submit path on that origin (/card, /amount, /confirm).
source "$(dirname "$0")/faults/lib.sh"
r_init "record: one variable per distinct secret value, replayed against formsh serve"
unset FORMSH_ENDPOINT CI
card=4111111111111111 wrong=000000 otp=123456
work=$R_DIR/work
mkdir -p "$work" && cp -r forms "$work/"
cd "$work" || exit 1
r_serve --scenario forms/card_transfer/flow.json || exit 1
url=$R_SERVE_URL
status=0
printf '%s\nIvan\n:submit\n1500\nUZS\n:submit\n%s\n:submit\n%s\n:submit\n%s\n:submit\n' "$card" "$wrong" "$wrong" "$otp" \
  | "$FORMSH" record "$url/forms/step1_card.json" -o retry.t >out 2>err || status=$?
[ "$status" -eq 0 ] || { r_fail "record exited $status, expected 0 (the flow completed)"; r_show err; }
for p in card amount confirm; do
  grep -q "POST /api/v1/transfer/$p" "$R_SERVE_OUT" || { r_fail "control: formsh serve saw no POST at /api/v1/transfer/$p"; r_show "$R_SERVE_OUT"; }
done
[ "$(grep -c 'otp: server: Kod noto.g.ri' out)" -eq 2 ] || r_fail "control: the server did not answer the wrong OTP with 422 twice"
grep -qx 'It reads FORMSH_SECRET_CARD_NUMBER, FORMSH_SECRET_OTP, FORMSH_SECRET_OTP_2 from the environment: set them to replay it.' err \
  || { r_fail "the variables are not all named at save"; r_show err; }
[ "$(grep -E '^> \{\{env:FORMSH_SECRET_OTP(_2)?\}\}$' retry.t | tr '\n' ' ')" = \
  '> {{env:FORMSH_SECRET_OTP}} > {{env:FORMSH_SECRET_OTP}} > {{env:FORMSH_SECRET_OTP_2}} ' ] \
  || { r_fail "the OTP lines are not OTP, OTP, OTP_2 in order"; r_show retry.t; }
for v in "$card" "$otp"; do grep -q "$v" retry.t && r_fail "the transcript holds a secret value"; done
grep -qP "(?<![0-9])$wrong(?![0-9])" retry.t && r_fail "the transcript holds the wrong OTP"

FORMSH_SECRET_CARD_NUMBER=$card FORMSH_SECRET_OTP=$wrong FORMSH_SECRET_OTP_2=$otp "$FORMSH" replay retry.t >replay.out 2>&1 \
  || { r_fail "the transcript does not replay against formsh serve"; r_show replay.out; }
grep -qx '1 passed, 0 failed' replay.out || r_fail "replay did not pass: $(tail -1 replay.out)"
# Control: with the right code for every OTP line, the server accepts the first one and the session goes another way.
FORMSH_SECRET_CARD_NUMBER=$card FORMSH_SECRET_OTP=$otp FORMSH_SECRET_OTP_2=$otp "$FORMSH" replay retry.t >/dev/null 2>&1 \
  && r_fail "control: the replay passed with one value for both variables"
r_pass
