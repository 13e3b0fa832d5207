#!/usr/bin/env bash
# The cases of issue 23 ("transcripts you can trust"), each a folder under
# Tests/Fixtures/replay/cases/NAME/ holding the transcript as its author had it
# (before.t) and, byte for byte, what replay prints (replay.out), the NAME.t.actual it
# writes (actual.t), what `--update` prints (update.out) and the file after it
# (updated.t). Beside the bytes, the three promises are checked on each case: the
# .actual replays green as it is; --update keeps every typed line, in order, and what it
# writes replays green; a transcript with typed lines never read fails and --update
# leaves it byte for byte. The sessions run from a folder holding the forms of
# transcripts/forms/profile (a nickname of at most 12 characters, then a code), so the
# `$` lines name `forms/…`.
# FORMSH_WRITE_CASES=1 writes the expected files from the current binary instead.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
cases=$PWD/Tests/Fixtures/replay/cases
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "$name: $1"; failed=1; }
# The typed lines of a transcript, in order.
typed() { grep -E '^>( |$)' "$1"; }
export NO_COLOR=1
unset CI

for folder in "$cases"/*/; do
  name=$(basename "$folder")
  run=$work/$name
  mkdir -p "$run/t" && cp -r transcripts/forms/profile "$run/forms" && cp "$folder/before.t" "$run/t/$name.t"
  (cd "$run" && "$FORMSH" replay "t/$name.t" >replay.out 2>&1; echo "[exit $?]" >>replay.out)
  (cd "$run" && cp "t/$name.t.actual" actual.t 2>/dev/null)
  (cd "$run" && "$FORMSH" replay --update "t/$name.t" >update.out 2>&1; echo "[exit $?]" >>update.out)
  cp "$run/t/$name.t" "$run/updated.t"
  if [ -n "${FORMSH_WRITE_CASES:-}" ]; then
    cp "$run/replay.out" "$run/actual.t" "$run/update.out" "$run/updated.t" "$folder/"
    echo "wrote $folder"
    continue
  fi
  for f in replay.out actual.t update.out updated.t; do
    cmp -s "$folder/$f" "$run/$f" || { fail "$f differs from the expected one:"; diff -u "$folder/$f" "$run/$f" | head -40; }
  done
  # .actual replays green at once, as it is.
  cp "$run/actual.t" "$run/t/again.t"
  (cd "$run" && "$FORMSH" replay t/again.t >again.out 2>&1) || { fail "its .actual does not replay green:"; cat "$run/again.out"; }
  if cmp -s "$run/updated.t" "$folder/before.t"; then
    # --update left it: only when some typed line was never read, and the transcript still fails.
    grep -q 'before reading `>' "$run/update.out" || fail "--update left the file without naming an unread typed line"
    (cd "$run" && "$FORMSH" replay "t/$name.t" >/dev/null 2>&1) && fail "a transcript with unread typed lines passed"
  else
    # --update kept every typed line, in order, and its text is the .actual's and replays green.
    [ "$(typed "$folder/before.t")" = "$(typed "$run/updated.t")" ] || fail "--update lost or moved a typed line"
    cmp -s "$run/updated.t" "$run/actual.t" || fail "--update wrote another text than the .actual"
    (cd "$run" && "$FORMSH" replay "t/$name.t" >/dev/null 2>&1) || fail "the updated transcript does not replay green"
  fi
done
[ "$failed" -eq 0 ]
