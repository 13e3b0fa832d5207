#!/usr/bin/env bash
# `formsh record` through a pipe writes a transcript that replays green and holds no secret.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
card=4111111111111111
status=0
printf '%s\nIvan\n:payload\n:submit\n' "$card" | "$FORMSH" record forms/card_transfer/step1_card.json -o "$dir/rec.t" >/dev/null 2>"$dir/err" || status=$?
[ "$status" -eq 1 ] || { echo "record exited $status, expected 1 (input ended at step 2)"; cat "$dir/err"; exit 1; }
grep -q 'Transcript written' "$dir/err" || { echo "record did not write: $(cat "$dir/err")"; exit 1; }
if grep -q "$card" "$dir/rec.t"; then echo "the card number is in the transcript"; exit 1; fi
grep -q '^> {{env:FORMSH_SECRET_CARD_NUMBER}}$' "$dir/rec.t" || { echo "no secret placeholder in the transcript"; exit 1; }
FORMSH_SECRET_CARD_NUMBER=$card "$FORMSH" replay "$dir/rec.t" >"$dir/replay.out" 2>&1 || { echo "the recorded transcript does not replay:"; cat "$dir/replay.out"; exit 1; }
grep -q '^1 passed, 0 failed$' "$dir/replay.out" || { cat "$dir/replay.out"; exit 1; }
# Control: without the variable the transcript fails, so the placeholder is really read.
if "$FORMSH" replay "$dir/rec.t" >/dev/null 2>&1; then echo "replay passed without FORMSH_SECRET_CARD_NUMBER"; exit 1; fi
