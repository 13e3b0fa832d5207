#!/usr/bin/env bash
# Runs every system test (real terminal, real processes) and prints `N passed, M failed`.
set -uo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
for t in Tests/System/test-*.sh; do
  [ -e "$t" ] || continue
  if bash "$t"; then passed=$((passed + 1)); echo "PASS $t"; else failed=$((failed + 1)); echo "FAIL $t"; fi
done
echo "system: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
