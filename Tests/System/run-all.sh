#!/usr/bin/env bash
# Runs every system test (real terminal, real processes) and prints `N passed, M failed`.
# Each test runs in a session of its own: a process it leaves running there (a server it
# started and lost track of) fails the test, and is stopped. Ctrl-C or SIGTERM stops the
# running test's whole session.
set -uo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
sidfile=$(mktemp)
trap 'rm -f "$sidfile"' EXIT
trap '[ -s "$sidfile" ] && pkill -TERM -s "$(cat "$sidfile")"; exit 130' INT TERM
for t in Tests/System/test-*.sh; do
  [ -e "$t" ] || continue
  : >"$sidfile"
  # In the background (so that a signal's trap runs at once), stdin kept.
  setsid --wait bash -c 'echo $$ >"$1"; exec bash "$2"' _ "$sidfile" "$t" <&0 &
  wait $!; status=$?
  sid=$(cat "$sidfile")
  for _ in $(seq 40); do pgrep -s "$sid" >/dev/null || break; sleep 0.05; done
  if left=$(pgrep -a -s "$sid"); then
    echo "FAIL $t left processes running:"; echo "$left"
    pkill -KILL -s "$sid"
    status=1
  fi
  if [ "$status" -eq 0 ]; then passed=$((passed + 1)); echo "PASS $t"; else failed=$((failed + 1)); echo "FAIL $t"; fi
done
echo "system: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
