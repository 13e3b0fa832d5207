#!/usr/bin/env bash
# Start-up (docs/performance.md): the formsh binary holds no Foundation. Linked in, its
# CoreFoundation constructor ran before main and its thousands of protocol conformances
# were scanned at each first dynamic cast; formsh takes files, paths, threads and clocks
# from FormSystem instead. Checks the symbols of the binary the tests use (the release
# build has the same link flags): no CoreFoundation runtime, no Foundation module symbols, and
# no Foundation library linked.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
failed=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; failed=1; fi; }

symbols=$(nm "$FORMSH" 2>&1) || { echo "FAIL nm cannot read $FORMSH: $symbols"; echo FAIL; exit 1; }
check "formsh has symbols to look at" '[ "$(printf "%s\n" "$symbols" | wc -l)" -gt 1000 ]'
check "no CoreFoundation (__CFInitialize, _CFRuntimeCreateInstance)" '! printf "%s\n" "$symbols" | grep -qE "__CFInitialize|_CFRuntimeCreateInstance"'
for module in Foundation FoundationEssentials FoundationInternationalization; do
  mangled="\$s${#module}${module}"
  found=$(printf "%s\n" "$symbols" | grep -c -- "$mangled" || true)
  check "no $module symbols ($mangled…: $found found)" '[ "$found" -eq 0 ]'
done
# shellcheck disable=SC2034 # read by the check below, which check() evaluates
libraries=$(readelf -d "$FORMSH" | grep NEEDED)
check "no Foundation library needed" '! printf "%s\n" "$libraries" | grep -qi "foundation"'

if [ "$failed" -eq 0 ]; then echo PASS; else echo FAIL; fi
exit "$failed"
