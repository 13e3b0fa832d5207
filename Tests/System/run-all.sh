#!/usr/bin/env bash
# Runs every system test (real terminal, real processes) and ends with
# `system: N passed, M failed, S skipped`, after the name and reason of each skipped test.
# A test that cannot run here prints `SKIP: REASON` and exits 77; under CI (CI set and not
# empty) such a skip is a failure unless Tests/System/skip-allowed.txt lists the test with
# its reason. Each test runs in a session of its own: a process it leaves running there (a
# server it started and lost track of) fails the test, and is stopped. Ctrl-C or SIGTERM
# stops the running test's whole session.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
readonly SKIPPED=77 ALLOWED=Tests/System/skip-allowed.txt
passed=0 failed=0 skipped=0
skips=()
sidfile=$(mktemp) log=$(mktemp)
trap 'rm -f "$sidfile" "$log"' EXIT
trap '[ -s "$sidfile" ] && pkill -TERM -s "$(cat "$sidfile")"; exit 130' INT TERM

# The reason a skip-allowed.txt line gives for test $1 (empty: not listed).
allowed_reason() {
  [ -f "$ALLOWED" ] || return 0
  awk -v t="$1" '$1 == t && NF > 1 { sub(/^[^ \t]+[ \t]+/, ""); print; exit }' "$ALLOWED"
}

for t in Tests/System/test-*.sh; do
  [ -e "$t" ] || continue
  : >"$sidfile"; : >"$log"
  # In the background (so that a signal's trap runs at once), stdin kept; the output goes to
  # a log (read back for a SKIP line's reason) and is shown as it comes.
  setsid --wait bash -c 'echo $$ >"$1"; exec bash "$2"' _ "$sidfile" "$t" <&0 >>"$log" 2>&1 &
  pid=$!
  tail -s 0.1 -n +1 -f --pid="$pid" "$log" &
  tailpid=$!
  wait "$pid"; status=$?
  wait "$tailpid"
  sid=$(cat "$sidfile")
  for _ in $(seq 40); do pgrep -s "$sid" >/dev/null || break; sleep 0.05; done
  if left=$(pgrep -a -s "$sid"); then
    echo "FAIL $t left processes running:"; echo "$left"
    pkill -KILL -s "$sid"
    status=1
  fi
  name=$(basename "$t")
  if [ "$status" -eq "$SKIPPED" ]; then
    reason=$(grep -a -m1 '^SKIP:' "$log" | sed 's/^SKIP: *//')
    reason=${reason:-the test gave no reason}
    if [ -n "${CI:-}" ] && [ -z "$(allowed_reason "$name")" ]; then
      failed=$((failed + 1))
      echo "FAIL $t: skipped under CI ($reason), and $ALLOWED does not list it"
      continue
    fi
    skipped=$((skipped + 1)); skips+=("$name: $reason"); echo "SKIP $t: $reason"
  elif [ "$status" -eq 0 ]; then
    passed=$((passed + 1)); echo "PASS $t"
  else
    failed=$((failed + 1)); echo "FAIL $t"
  fi
done
for s in "${skips[@]}"; do echo "skipped: $s"; done
echo "system: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
