#!/usr/bin/env bash
# Regenerates Sources/FormCore/Text/BlankScalars.swift, the scalars the app's
# `trimmingCharacters(in: .whitespacesAndNewlines)` removes (what a blank value is), from
# the Swift toolchain's Foundation: a small Swift program (scripts/blank-table.swift) asks
# Foundation about every code point and writes the table. Run it after the toolchain
# changes version; Tests/System/test-blank-table.sh fails until it is run.
#
#   scripts/blank-table.sh           rewrite the table
#   scripts/blank-table.sh --check   exit 1 if the table differs from what this toolchain gives
set -euo pipefail
cd "$(dirname "$0")/.."
table=Sources/FormCore/Text/BlankScalars.swift
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
version="$(swiftc --version 2>&1 | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -1)"
[ -n "$version" ] || { echo "cannot tell the Swift version from swiftc --version" >&2; exit 1; }
swiftc -O -module-cache-path "$tmp/cache" -o "$tmp/blank-table" scripts/blank-table.swift
"$tmp/blank-table" "$version" "$tmp/raw.swift"
# In the repository's format, as `make test`'s swift format lint wants every source.
swift format format --configuration .swift-format "$tmp/raw.swift" >"$tmp/table.swift"
case "${1:-}" in
    --check)
        if ! cmp -s "$tmp/table.swift" "$table"; then
            echo "$table differs from what Swift $version's Foundation gives; run scripts/blank-table.sh" >&2
            diff "$table" "$tmp/table.swift" | head -20 >&2
            exit 1
        fi
        echo "$table matches Swift $version's Foundation"
        ;;
    "")
        mv "$tmp/table.swift" "$table"
        echo "wrote $table"
        ;;
    *)
        sed -n '2,9p' "$0" >&2
        exit 2
        ;;
esac
