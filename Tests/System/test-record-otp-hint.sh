#!/usr/bin/env bash
# `formsh record` where the typed OTP equals the field's hint (`e.g. 123456`): the session is
# saved, the hint's span is written as {{any}}, the recorder says so and names the variable,
# the transcript replays green with FORMSH_SECRET_OTP set, and the OTP is nowhere in the file.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp Tests/System/fixtures/record/otp_hint.json "$dir/otp.json"
cd "$dir"
otp=123456
status=0
printf '%s\n:submit\n' "$otp" | "$FORMSH" record otp.json -o rec.t >out 2>err || status=$?
[ "$status" -eq 0 ] || { echo "record exited $status, expected 0"; cat err; exit 1; }
grep -q '^Transcript written to rec.t.$' err || { echo "record did not save the session:"; cat err; exit 1; }
grep -q 'otp also appeared in 1 other place' err || { echo "record did not say where the OTP was hidden:"; cat err; exit 1; }
grep -q 'It reads FORMSH_SECRET_OTP from the environment' err || { echo "record did not name the variable:"; cat err; exit 1; }
# Control: the terminal output did show the hint, so the recorder had a collision to handle.
grep -q "e.g. $otp" out || { echo "control: the hint is not in the output"; exit 1; }
if grep -q "$otp" rec.t; then echo "the OTP is in the transcript:"; cat rec.t; exit 1; fi
grep -q 'e.g. {{any}}, secret)$' rec.t || { echo "the hint's span is not {{any}}:"; cat rec.t; exit 1; }
FORMSH_SECRET_OTP=$otp "$FORMSH" replay rec.t >replay.out 2>&1 || { echo "the recorded transcript does not replay:"; cat replay.out; exit 1; }
grep -q '^1 passed, 0 failed$' replay.out || { cat replay.out; exit 1; }
