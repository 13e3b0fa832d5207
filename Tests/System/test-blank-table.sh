#!/usr/bin/env bash
# Blank values (docs/contract.md, "Validation and dependent fields"; Sources/FormCore/Text/
# BlankScalars.swift): blank means what the app's trimmingCharacters(in:
# .whitespacesAndNewlines) removes. The table in the repository must be the one this
# toolchain's Foundation gives (scripts/blank-table.sh --check compiles the generator,
# asks Foundation about every code point and compares), and formsh must use it: a value of
# a zero-width space and an ideographic space fails required in check and in the shell,
# while Cyrillic, Uzbek ʻ and emoji next to a zero-width space pass.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
command -v swiftc >/dev/null || { echo "SKIP: swiftc is not on PATH (the table is generated from the toolchain's Foundation)"; exit 77; }
failed=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; failed=1; fi; }

check "the committed table is what this toolchain's Foundation gives" 'bash scripts/blank-table.sh --check >/dev/null'

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
{
  printf '{"delivery_type":"courier","address":"\\u200b"}\n'
  printf '{"delivery_type":"courier","address":"\\u200b\\u3000 \\u0085"}\n'
  printf '{"delivery_type":"courier","address":"\\u200bТошкент, Чилонзор 5 🏠"}\n'
  printf '{"delivery_type":"courier","address":"oʻ\\u200b"}\n'
} > "$work/payloads.jsonl"
# shellcheck disable=SC2034 # read by the checks below, which check() evaluates
verdicts=$("$FORMSH" check forms/delivery.json "$work/payloads.jsonl" 2>&1)
check "check: a zero-width space alone is blank, required fails" 'printf "%s\n" "$verdicts" | grep -q "^1: address: Kuryer uchun manzil majburiy"'
check "check: with other blank scalars too" 'printf "%s\n" "$verdicts" | grep -q "^2: address: Kuryer uchun manzil majburiy"'
check "check: Cyrillic, Uzbek and emoji beside it are filled" 'printf "%s\n" "$verdicts" | grep -q "^3: ok" && printf "%s\n" "$verdicts" | grep -q "^4: ok"'
# shellcheck disable=SC2034 # read by the checks below, which check() evaluates
shell=$(printf 'courier\n\xe2\x80\x8b\n:quit!\n' | "$FORMSH" run forms/delivery.json --plain 2>&1)
check "run: the shell shows the required message for a zero-width space" 'printf "%s\n" "$shell" | grep -q "^  ✗ Kuryer uchun manzil majburiy$"'

if [ "$failed" -eq 0 ]; then echo PASS; else echo FAIL; fi
exit "$failed"
