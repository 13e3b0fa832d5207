#!/usr/bin/env bash
# One environment for a folder of transcripts: `formsh record` against a real `formsh
# serve` (the card-transfer scenario) saves a wrong-then-right OTP session into a copy of
# transcripts/, recording under the README's variables (FORMSH_SECRET_OTP=123456 the
# right code, FORMSH_SECRET_OTP_2=000000 the wrong one, FORMSH_SECRET_CARD_NUMBER). The
# wrong code, typed first, must not take FORMSH_SECRET_OTP, which the folder reads as
# 123456: it reuses FORMSH_SECRET_OTP_2, set to that value; the right one reuses
# FORMSH_SECRET_OTP. Record prints every variable the folder needs with the field and
# role it stands for; an environment made from that alone (each name's value in the
# recording environment) replays the whole folder green, offline.
source "$(dirname "$0")/faults/lib.sh"
r_init "record: a folder of transcripts replays under one environment"
unset FORMSH_ENDPOINT CI
unset "${!FORMSH_SECRET_@}"
card=4111111111111111 wrong=000000 otp=123456
work=$R_DIR/work
mkdir -p "$work/Tests" && cp -r "$R_ROOT/forms" "$R_ROOT/transcripts" "$work/" && cp -r "$R_ROOT/Tests/Fixtures" "$work/Tests/"
rm -f "$work"/transcripts/*.actual
cd "$work" || exit 1
r_serve --scenario forms/card_transfer/flow.json || exit 1
status=0
printf '%s\nIvan\n:submit\n1500\nUZS\n:submit\n%s\n:submit\n%s\n:submit\n' "$card" "$wrong" "$otp" \
  | FORMSH_SECRET_OTP=$otp FORMSH_SECRET_OTP_2=$wrong FORMSH_SECRET_CARD_NUMBER=$card "$FORMSH" record forms/card_transfer/step1_card.json \
      --base-url "$R_SERVE_URL" -o transcripts/transfer_otp_retry.t --scenario-out transcripts/transfer_otp_retry.json \
      >out 2>err || status=$?
[ "$status" -eq 0 ] || { r_fail "record exited $status, expected 0 (the flow completed)"; r_show err; }
grep -q 'Kod noto.g.ri' out || r_fail "control: the server did not answer the wrong OTP with 422"
kill "$R_SERVE_PID"; wait "$R_SERVE_PID" 2>/dev/null

# The wrong code takes the name set to it; the right one the name the folder reads as 123456.
[ "$(grep -oE '^> \{\{env:FORMSH_SECRET_OTP(_[0-9]+)?\}\}$' transcripts/transfer_otp_retry.t | tr '\n' ' ')" = \
  '> {{env:FORMSH_SECRET_OTP_2}} > {{env:FORMSH_SECRET_OTP}} ' ] \
  || { r_fail "the OTP lines are not OTP_2 (wrong) then OTP (right)"; r_show transcripts/transfer_otp_retry.t; }
grep -q '^> {{env:FORMSH_SECRET_CARD_NUMBER}}$' transcripts/transfer_otp_retry.t || r_fail "the card number has another name"

# What record printed: every variable the folder reads, with its field and role.
sed -n '/^The transcripts in transcripts read /,$p' err >needs
grep -qE '^  FORMSH_SECRET_OTP_2 +.*otp, 1st attempt \(wrong value, asked again\) \(.*transcripts/transfer_otp_retry.t\)$' needs \
  || { r_fail "FORMSH_SECRET_OTP_2 is not named with its role"; r_show err; }
grep -qE '^  FORMSH_SECRET_OTP +.*otp, 2nd attempt \(last\) \(.*transcripts/card_transfer_flow.t.*\)$' needs \
  || { r_fail "FORMSH_SECRET_OTP is not named with its role and the transcripts that read it"; r_show err; }
grep -qE '^  FORMSH_SECRET_CARD_NUMBER +card_number' needs || { r_fail "FORMSH_SECRET_CARD_NUMBER is not named"; r_show err; }
grep -q 'is not set here' needs && { r_fail "record asks for a variable the recording environment sets"; r_show err; }

# One environment from what record printed: each name's value in the recording environment.
declare -A recorded=([FORMSH_SECRET_OTP]=$otp [FORMSH_SECRET_OTP_2]=$wrong [FORMSH_SECRET_CARD_NUMBER]=$card)
environment=()
while read -r name; do
  [ -n "${recorded[$name]:-}" ] || { r_fail "record names $name, which the recording environment does not set"; continue; }
  environment+=("$name=${recorded[$name]}")
done < <(grep -oE '^  FORMSH_SECRET_[A-Z0-9_]+' needs | tr -d ' ')
[ "${#environment[@]}" -eq 3 ] || r_fail "expected 3 variables, record named ${#environment[@]}: ${environment[*]}"

env "${environment[@]}" "$FORMSH" replay transcripts >replay.out 2>&1 || { r_fail "the folder does not replay green"; grep -v "^PASS" replay.out | head -40 >&2; }
total=$(find transcripts -name '*.t' | wc -l)
grep -qx "$total passed, 0 failed" replay.out || r_fail "not all $total transcripts passed: $(tail -1 replay.out)"
# replay --list names the same variables.
"$FORMSH" replay --list transcripts >list.out 2>&1
[ "$(grep -oE '^  FORMSH_SECRET_[A-Z0-9_]+' list.out)" = "$(grep -oE '^  FORMSH_SECRET_[A-Z0-9_]+' needs)" ] \
  || { r_fail "replay --list names other variables than record"; r_show list.out; }
# Control: without the wrong code's variable the folder is not green.
env "${environment[@]/FORMSH_SECRET_OTP_2=*/FORMSH_SECRET_UNUSED=1}" "$FORMSH" replay transcripts >/dev/null 2>&1 \
  && r_fail "control: the folder replayed green without FORMSH_SECRET_OTP_2"
for v in "$card" "$otp"; do grep -q "$v" transcripts/transfer_otp_retry.t && r_fail "the transcript holds a secret value"; done
r_pass
