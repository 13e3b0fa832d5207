#!/usr/bin/env bash
# Every file write through the gate lands whole or fails the command (issue 31, item 11):
# `replay --update` into a folder the writer may not write (run as nobody: root writes
# into a 555 folder) and into a full tmpfs exits non-zero, claims no UPDATED, and leaves
# the transcript byte for byte as it was, with no temporary file beside it; `record -o`
# and `--junit` into the full tmpfs fail the same way. Controls: the same update as root
# on a writable folder says UPDATED and rewrites the file.
# Prints `SKIP: reason` and exits 77 when it cannot run here (not root, no setpriv, no tmpfs).
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
fail() { echo "FAIL: test-secrets-gate-writes: $*"; exit 1; }
ok() { echo "  ok: $*"; }
skip() { echo "SKIP: test-secrets-gate-writes: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (to mount a tmpfs and to run a command as nobody)"
command -v setpriv >/dev/null || skip "setpriv (util-linux) is not installed"
id nobody >/dev/null 2>&1 || skip "there is no user nobody"
[ -x "$FORMSH" ] || fail "no formsh binary at $FORMSH"

dir=$(mktemp -d)
full="$dir/work/full"
cleanup() { mountpoint -q "$full" && umount "$full"; rm -rf "$dir"; }
trap cleanup EXIT
chmod 755 "$dir"
mkdir -p "$dir/bin" "$dir/work/ro" "$dir/work/rw" "$full"
cp "$FORMSH" "$dir/bin/formsh" && chmod 755 "$dir/bin/formsh"
chmod 777 "$dir/work"
fixtures=Tests/System/fixtures/secrets/gate
cp "$fixtures/card_v2.json" "$dir/work/form.json"
# A transcript recorded before the schema changed: replay fails, --update would rewrite it.
sed 's/{LAST4}/1111/g' "$fixtures/drift.t" >"$dir/work/ro/card.t"
cp "$dir/work/ro/card.t" "$dir/work/rw/card.t"
chmod 644 "$dir/work/ro/card.t"
chmod 555 "$dir/work/ro"
before=$(sha256sum <"$dir/work/ro/card.t")
export FORMSH_SECRET_CARD_NUMBER=4111111111111111 LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME="$dir/work"
unset CI

# 1. A folder nobody may not write.
out=$(cd "$dir/work" && setpriv --reuid=nobody --regid=nogroup --clear-groups "$dir/bin/formsh" replay --update ro/card.t 2>&1)
code=$?
[ "$code" -ne 0 ] || fail "replay --update into a folder it may not write exited 0:
$out"
ok "replay --update into a 555 folder (as nobody) exits $code"
grep -q "UPDATED" <<<"$out" && fail "it claims UPDATED:
$out"
grep -q " 1 updated" <<<"$out" && fail "it counts an update:
$out"
ok "no UPDATED, no update counted"
grep -q "cannot write ro/card.t" <<<"$out" || fail "it does not say which file it could not write:
$out"
ok "it names the transcript it could not write"
[ "$(sha256sum <"$dir/work/ro/card.t")" = "$before" ] || fail "the transcript changed"
[ "$(ls -A "$dir/work/ro")" = "card.t" ] || fail "something was left beside the transcript: $(ls -A "$dir/work/ro")"
ok "the transcript is byte for byte as it was, nothing beside it"

# Control: as root, on a writable folder, the same update is made.
out=$(cd "$dir/work" && "$dir/bin/formsh" replay --update rw/card.t 2>&1)
code=$?
[ "$code" -eq 0 ] && grep -q "UPDATED" <<<"$out" || fail "control: the update on a writable folder did not happen (exit $code):
$out"
[ "$(sha256sum <"$dir/work/rw/card.t")" != "$before" ] || fail "control: the writable transcript was not rewritten"
ok "control: on a writable folder the same update says UPDATED and rewrites the file"

# 2. A full tmpfs.
mount -t tmpfs -o size=64k,mode=0777 tmpfs "$full" 2>/dev/null || skip "cannot mount a tmpfs here"
cp "$dir/work/ro/card.t" "$full/card.t"
dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null
: >"$full/empty" 2>/dev/null
if printf 'x' >>"$full/empty" 2>/dev/null; then fail "setup: the tmpfs is not full"; fi
rm -f "$full/empty"
out=$(cd "$dir/work" && "$dir/bin/formsh" replay --update full/card.t 2>&1)
code=$?
[ "$code" -ne 0 ] || fail "replay --update on a full disk exited 0:
$out"
grep -q "UPDATED" <<<"$out" && fail "on a full disk it claims UPDATED:
$out"
[ "$(sha256sum <"$full/card.t")" = "$before" ] || fail "on a full disk the transcript changed"
[ "$(ls -A "$full" | sort | tr '\n' ' ')" = "card.t filler " ] || fail "something was left on the full disk: $(ls -A "$full")"
ok "replay --update on a full tmpfs exits $code, claims nothing, leaves the transcript whole and nothing beside it"

out=$(cd "$dir/work" && "$dir/bin/formsh" replay --junit full/junit.xml rw/card.t 2>&1)
code=$?
[ "$code" -ne 0 ] && [ ! -e "$full/junit.xml" ] || fail "--junit on a full disk: exit $code, $(ls -A "$full")
$out"
ok "--junit on a full tmpfs exits $code and leaves no report"

out=$(cd "$dir/work" && printf 'Ann Lee\n4111111111111111\n:submit\n' | "$dir/bin/formsh" record form.json -o full/rec.t 2>&1)
code=$?
[ "$code" -ne 0 ] && [ ! -e "$full/rec.t" ] || fail "record -o on a full disk: exit $code, $(ls -A "$full")
$out"
grep -qi "saved" <<<"$out" && fail "record claims it saved:
$out"
ok "record -o on a full tmpfs exits $code, claims nothing and leaves no file"
echo "PASS: test-secrets-gate-writes"
