#!/usr/bin/env bash
# `formsh record` with a refused `:set` of the card number (a secure field): the session is
# saved with the command written as `:set card_number {{env:FORMSH_SECRET_CARD_NUMBER}}`, the
# recorder names the variable, the transcript replays green with it set, and the card number
# is nowhere in the file. After another card number was typed at the secure prompt, the
# refused value is a second distinct value of the field: FORMSH_SECRET_CARD_NUMBER_2. Each
# recording goes to a folder of its own: in one folder, the second would not give
# FORMSH_SECRET_CARD_NUMBER, which the first reads, another value (test-record-suite-environment.sh).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
card=4111111111111111
# At the holder's prompt reached with :next (at the card's own secure prompt a line with an
# argument is the value, docs/contract.md, "The shell"), and at the holder's prompt after the card was typed.
other=5500000000000004
n=0
for input in ":next\n:set card_number $card\n:quit\n" "$other\n:set card_number $card\n:quit\n"; do
n=$((n + 1))
mkdir -p "$dir/$n"
if [ "$n" -eq 1 ]; then
  var=FORMSH_SECRET_CARD_NUMBER named='FORMSH_SECRET_CARD_NUMBER' env=("FORMSH_SECRET_CARD_NUMBER=$card")
else
  var=FORMSH_SECRET_CARD_NUMBER_2 named='FORMSH_SECRET_CARD_NUMBER, FORMSH_SECRET_CARD_NUMBER_2'
  env=("FORMSH_SECRET_CARD_NUMBER=$other" "FORMSH_SECRET_CARD_NUMBER_2=$card")
fi
status=0
printf "$input" | "$FORMSH" record forms/card_transfer/step1_card.json -o "$dir/$n/rec$n.t" >"$dir/out$n" 2>"$dir/err$n" || status=$?
[ "$status" -eq 1 ] || { echo "record exited $status, expected 1 (:quit)"; cat "$dir/err$n"; exit 1; }
grep -q "^Transcript written to $dir/$n/rec$n.t.$" "$dir/err$n" || { echo "record did not save the session:"; cat "$dir/err$n"; exit 1; }
grep -q "It reads $named from the environment" "$dir/err$n" || { echo "record did not name the variable:"; cat "$dir/err$n"; exit 1; }
# At a plain prompt the shell refuses the command; at the secure prompt the line is the
# value, which the card's keyboard refuses. Either way nothing is stored.
grep -Eq 'card_number is secret|cannot be typed on the numberPad keyboard' "$dir/out$n" || { echo "control: the shell did not refuse the line"; cat "$dir/out$n"; exit 1; }
if grep -q "$card" "$dir/$n/rec$n.t"; then echo "the card number is in the transcript:"; cat "$dir/$n/rec$n.t"; exit 1; fi
grep -q "^> :set card_number {{env:$var}}\$" "$dir/$n/rec$n.t" || { echo "no placeholder for the refused value:"; cat "$dir/$n/rec$n.t"; exit 1; }
env "${env[@]}" "$FORMSH" replay "$dir/$n/rec$n.t" >"$dir/replay$n.out" 2>&1 || { echo "the recorded transcript does not replay:"; cat "$dir/replay$n.out"; exit 1; }
grep -q '^1 passed, 0 failed$' "$dir/replay$n.out" || { cat "$dir/replay$n.out"; exit 1; }
done
