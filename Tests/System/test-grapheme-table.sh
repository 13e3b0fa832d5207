#!/usr/bin/env bash
# Grapheme counting (docs/contract.md, "Validation and dependent fields", "Performance";
# Sources/CFormNative/grapheme.c). The fast path reads each
# code point's class from Sources/CFormNative/grapheme_table.h, generated from ICU: the
# table in the repository must be the one this machine's ICU gives (scripts/grapheme-table.sh
# --check builds the generator against libicu-dev, asks ICU for every code point and
# compares). And text the fast path counts on its own (Cyrillic, Uzbek ʻ, emoji with skin
# tones, ZWJ families, flags) never loads ICU, while Hangul, which it leaves to ICU, does.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
failed=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; failed=1; fi; }

check "the committed table is what this ICU gives" 'bash scripts/grapheme-table.sh --check >/dev/null'

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
comment=$(python3 -c 'print(("Привет oʻzbek 👍🏽 👨‍👩‍👧 🇺🇿 ❤️ " * 6).strip())')
printf '{"delivery_type":"pickup","comment":"%s"}\n' "$comment" > "$work/fast.jsonl"
printf '{"delivery_type":"pickup","comment":"%s"}\n' "$(python3 -c 'print("한" * 150)')" > "$work/icu.jsonl"
# dlopen under LD_DEBUG=libs names each library it loads.
# shellcheck disable=SC2034 # read by the checks below, which check() evaluates
fast=$(LD_DEBUG=libs "$FORMSH" check forms/delivery.json "$work/fast.jsonl" 2>&1)
# shellcheck disable=SC2034 # read by the checks below, which check() evaluates
icu=$(LD_DEBUG=libs "$FORMSH" check forms/delivery.json "$work/icu.jsonl" 2>&1)
check "Cyrillic, Uzbek and emoji past maxLength's byte shortcut are counted and pass" 'printf "%s\n" "$fast" | grep -q "^1: ok"'
check "counting them loads no ICU" '! printf "%s\n" "$fast" | grep -q "libicu"'
check "150 Hangul syllables are counted by ICU, which is loaded, and pass" 'printf "%s\n" "$icu" | grep -q "^1: ok" && printf "%s\n" "$icu" | grep -q "libicui18n"'

if [ "$failed" -eq 0 ]; then echo PASS; else echo FAIL; fi
exit "$failed"
