#!/usr/bin/env bash
# Comments anywhere in a transcript (docs/transcripts.md): Tests/Fixtures/replay/comments/
# holds a transcript with `# ` lines inside its session (one with trailing spaces, one
# that is `# ` alone) against a form whose title starts with `# ` (Cyrillic, ʻ, emoji), so
# the banner is an output line written `\# …`. It replays green; after the form's message
# changes, NAME.t.actual and `--update` keep every comment byte for byte where it stood;
# after the title changes, the `\# …` output line goes through .actual and --update and
# replays green; `--check` names a `#TEXT` line in a session, which is output, not a comment.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $1"; failed=1; }
export NO_COLOR=1
unset CI
cp -r Tests/Fixtures/replay/comments/. "$work/"
cd "$work" || exit 1
t=commented.t
cp "$t" original.t
grep -c '^# ' original.t | grep -qx 8 || fail "control: the fixture should hold 8 comment lines"

"$FORMSH" replay "$t" >out 2>&1 || { fail "the commented transcript does not replay green"; cat out; }

# A changed message: the comments stay, byte for byte, in place.
sed -i 's/Koʻpi bilan 5 belgi/Koʻpi bilan 5 ta belgi/' forms/notes.json
sed 's/Koʻpi bilan 5 belgi/Koʻpi bilan 5 ta belgi/' original.t >expected.t
"$FORMSH" replay "$t" >out 2>&1 && fail "control: the changed message still passes"
grep -q '^-  ✗ Koʻpi bilan 5 belgi 🙂$' out || { fail "the diff does not show the changed message"; cat out; }
grep -q '^[-+]# ' out && { fail "the diff shows a comment as changed"; cat out; }
cmp -s "$t.actual" expected.t || { fail "the .actual does not keep every comment in place:"; diff -u expected.t "$t.actual"; }
"$FORMSH" replay "$t.actual" >/dev/null 2>&1 || fail "the .actual does not replay green"
"$FORMSH" replay --update "$t" >out 2>&1 || { fail "--update failed"; cat out; }
cmp -s "$t" expected.t || { fail "--update does not keep every comment in place:"; diff -u expected.t "$t"; }
[ -e "$t.actual" ] && fail "the .actual stays after --update"
"$FORMSH" replay "$t" >/dev/null 2>&1 || fail "the updated transcript does not replay green"

# An output line that starts with `# ` (the banner): through .actual and --update.
cp "$t" before-title.t
sed -i 's/"# Заметки ʻ 🎉"/"# Заметки ʻ 🎉 v2"/' forms/notes.json
"$FORMSH" replay "$t" >out 2>&1 && fail "control: the changed title still passes"
grep -qx '+\\# Заметки ʻ 🎉 v2 · notes v1.0.0 · 1 field · endpoint: built-in mock ({{endpoint}})' out \
  || { fail "the diff does not show the new banner escaped"; cat out; }
sed 's/^\\# Заметки ʻ 🎉 ·/\\# Заметки ʻ 🎉 v2 ·/' before-title.t >expected.t
cmp -s "$t.actual" expected.t || { fail "the .actual does not write the banner as \\# …:"; diff -u expected.t "$t.actual"; }
"$FORMSH" replay "$t.actual" >/dev/null 2>&1 || fail "the .actual with a \\# line does not replay green"
"$FORMSH" replay --update "$t" >/dev/null 2>&1 || fail "--update failed on the title"
cmp -s "$t" expected.t || { fail "--update does not write the banner as \\# …:"; diff -u expected.t "$t"; }
"$FORMSH" replay "$t" >/dev/null 2>&1 || fail "the updated transcript with a \\# line does not replay green"
[ "$(grep -c '^# ' "$t")" -eq 8 ] || fail "a comment was lost"

# --check: no problems, until a `#TEXT` line in a session reads like a comment but is output.
"$FORMSH" replay --check "$t" >out 2>&1 || { fail "--check finds a problem in the commented transcript"; cat out; }
sed '/^> abc$/i #no space: output, not a comment' "$t" >slip.t
status=0; "$FORMSH" replay --check slip.t >out 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "--check on a #TEXT line exited $status, expected 1"
grep -q '^slip.t:14: `#no space: output, not a comment` is an output line, not a comment' out || { fail "--check does not name the #TEXT line"; cat out; }
[ "$failed" -eq 0 ]
