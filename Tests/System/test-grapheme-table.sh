#!/usr/bin/env bash
# The grapheme-count fast path (Sources/CFormNative/grapheme.c) reads each code point's
# class from Sources/CFormNative/grapheme_table.h, generated from ICU. The table in the
# repository must be the one this machine's ICU gives (scripts/grapheme-table.sh --check
# builds the generator against libicu-dev, asks ICU for every code point and compares).
set -uo pipefail
cd "$(dirname "$0")/../.."
if bash scripts/grapheme-table.sh --check; then echo PASS; exit 0; fi
echo FAIL
exit 1
