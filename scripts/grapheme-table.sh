#!/usr/bin/env bash
# Regenerates Sources/CFormNative/grapheme_table.h, the grapheme class of every code point
# for the grapheme-count fast path, from the system's ICU (libicu-dev): a small C program
# (scripts/grapheme-table.c) asks ICU for each code point's Grapheme_Cluster_Break and
# Extended_Pictographic and writes the table. Run it after ICU changes version; the build
# then warns until it is run (grapheme.c compares the table's ICU with ICU's headers).
#
#   scripts/grapheme-table.sh           rewrite the table
#   scripts/grapheme-table.sh --check   exit 1 if the table differs from what this ICU gives
set -euo pipefail
cd "$(dirname "$0")/.."
table=Sources/CFormNative/grapheme_table.h
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -O1 -o "$tmp/grapheme-table" scripts/grapheme-table.c -licuuc
"$tmp/grapheme-table" "$tmp/table.h"
case "${1:-}" in
    --check)
        if ! cmp -s "$tmp/table.h" "$table"; then
            echo "$table differs from what ICU $(icuinfo 2>/dev/null | sed -n 's/.*"version">\(.*\)<.*/\1/p' | head -1) gives; run scripts/grapheme-table.sh" >&2
            diff "$table" "$tmp/table.h" | head -20 >&2
            exit 1
        fi
        echo "$table matches ICU"
        ;;
    "")
        mv "$tmp/table.h" "$table"
        echo "wrote $table"
        ;;
    *)
        sed -n '2,9p' "$0" >&2
        exit 2
        ;;
esac
