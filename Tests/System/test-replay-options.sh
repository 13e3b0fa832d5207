#!/usr/bin/env bash
# formsh replay's runner options against real transcripts: -k, --failed (remembered in
# .formsh-replay-failed beside the first argument, names only), --fail-fast, exit 1 for a path
# that names no transcript, an empty shard that passes and says so, and output paths
# (--junit, record -o) checked before any work (exit 2, nothing run, nothing written).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/formsh
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "$1"; [ -f "$dir/out" ] && cat "$dir/out"; exit 1; }
mkdir "$dir/t"
cp transcripts/delivery_happy.t transcripts/commands.t transcripts/loan_happy.t "$dir/t/"
# commands.t fails: one expected line changed.
sed -i '0,/^  ✓/s/^  ✓/  ✓ changed/' "$dir/t/commands.t"
export NO_COLOR=1

# -k: by path, by comment (any case).
"$bin" replay -k LOAN "$dir/t" >"$dir/out" 2>&1 || fail "-k LOAN failed"
grep -qx '1 passed, 0 failed' "$dir/out" && grep -q "^PASS $dir/t/loan_happy.t$" "$dir/out" || fail "-k by path"
comment=$(grep -m1 '^#' transcripts/delivery_happy.t | cut -c3-20)
"$bin" replay -k "$comment" "$dir/t" >"$dir/out" 2>&1 || fail "-k by comment failed"
grep -q "^PASS $dir/t/delivery_happy.t$" "$dir/out" || fail "-k by comment"

# A full run remembers its failures beside the first argument, names only.
status=0; "$bin" replay "$dir/t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a failing run exited $status"
[ "$(cat "$dir/.formsh-replay-failed")" = "$dir/t/commands.t" ] || fail "the record holds: $(cat "$dir/.formsh-replay-failed")"
# --failed replays only that one.
status=0; "$bin" replay --failed "$dir/t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -qx '0 passed, 1 failed' "$dir/out" || fail "--failed did not replay just the failure"
# Fixed, --failed passes and the record is gone.
cp transcripts/commands.t "$dir/t/commands.t"
"$bin" replay --failed "$dir/t" >"$dir/out" 2>&1 || fail "--failed after the fix"
grep -qx '1 passed, 0 failed' "$dir/out" || fail "--failed after the fix ran more than the failure"
[ ! -e "$dir/.formsh-replay-failed" ] || fail "the record stays after everything passed"

# --fail-fast stops at the first failure (sorted order: commands.t first).
sed -i '0,/^  ✓/s/^  ✓/  ✓ changed/' "$dir/t/commands.t"
status=0; "$bin" replay --fail-fast --jobs 1 "$dir/t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -qx '0 passed, 1 failed' "$dir/out" && grep -q '^--fail-fast: stopped at the first failure; 2 not replayed$' "$dir/out" \
    || fail "--fail-fast"

# A path that names no transcript: exit 1, nothing run.
status=0; "$bin" replay "$dir/t/nope.t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q 'nope.t: no such file or directory' "$dir/out" || fail "a missing path exited $status"
mkdir "$dir/empty"
status=0; "$bin" replay "$dir/empty" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a folder without transcripts exited $status"

# An empty shard passes and says so.
"$bin" replay --shard 4/4 "$dir/t" >"$dir/out" 2>&1 || fail "an empty shard failed"
grep -qx 'shard 4/4 is empty: no transcripts to replay' "$dir/out" && grep -qx '0 passed, 0 failed' "$dir/out" || fail "empty shard"

# Output paths are checked before any work: exit 2, no transcript replayed, no record written.
rm -f "$dir/.formsh-replay-failed"
status=0; "$bin" replay --junit "$dir/no/such/dir/j.xml" "$dir/t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q 'the folder .*no/such/dir does not exist' "$dir/out" || fail "--junit into a missing folder exited $status"
! grep -q '^PASS\|^FAIL' "$dir/out" || fail "transcripts ran before --junit was refused"
[ ! -e "$dir/.formsh-replay-failed" ] || fail "a refused run wrote the record"
status=0; "$bin" record forms/delivery.json -o "$dir/no/such/dir/x.t" </dev/null >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q 'the folder .*no/such/dir does not exist' "$dir/out" || fail "record -o into a missing folder exited $status"
! grep -q 'delivery_type>' "$dir/out" || fail "record prompted before refusing -o"
