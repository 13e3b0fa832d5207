#!/usr/bin/env bash
# `make run` is the demo: leaving the form unsent (:quit, Ctrl-D, end of input) is formsh's
# exit 1, which make must not report as a failed build; any other failure (a form that
# cannot be loaded, exit 3) still fails it. The release build is stood in for by the
# debug binary (RELEASE_BIN) and the build step by `true` (SWIFT), so nothing is compiled.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
name=test-make-run
fail() { echo "FAIL $name: $*" >&2; exit 1; }
[ -x "$FORMSH" ] || fail "$FORMSH is missing; run swift build --product formsh"
out=$(printf ':quit\n' | make --no-print-directory run SWIFT=true RELEASE_BIN="$FORMSH" FORM=forms/delivery.json 2>&1)
rc=$?
[ "$rc" -eq 0 ] || fail "make run ended with $rc after :quit (formsh's exit 1 reported as a failure): $out"
grep -q 'Error' <<<"$out" && fail "make reported an error after :quit: $out"
grep -q '^delivery_type>' <<<"$out" || fail "formsh did not run (control): $out"
out=$(make --no-print-directory run SWIFT=true RELEASE_BIN="$FORMSH" FORM=forms/no_such_form.json </dev/null 2>&1)
rc=$?
[ "$rc" -ne 0 ] || fail "make run succeeded with a form that cannot be loaded (exit 3 must fail it): $out"
echo "ok $name: make run ends cleanly on formsh's exit 1, and fails on exit 3"
