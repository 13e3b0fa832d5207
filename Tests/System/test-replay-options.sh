#!/usr/bin/env bash
# formsh replay's runner options against real transcripts: -k expressions, --failed
# (remembered in .formsh-replay-failed in the folder replay runs in, names only, whatever
# the arguments; a stale list runs everything), --fail-fast, --list, --check, --durations,
# --format github, --review refused off a terminal and under CI, exit 1 for a path that
# names no transcript, an empty shard that passes and says so, and output paths (--junit,
# record -o) checked before any work (exit 2, nothing run, nothing written).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "$1"; [ -f "$dir/out" ] && cat "$dir/out"; exit 1; }
mkdir "$dir/t"
cp -r forms "$dir/"
cp transcripts/delivery_happy.t transcripts/commands.t transcripts/loan_happy.t "$dir/t/"
# commands.t fails: one expected line changed.
sed -i '0,/^  ✓/s/^  ✓/  ✓ changed/' "$dir/t/commands.t"
export NO_COLOR=1
unset CI
cd "$dir"

# -k: by path, by comment (any case; words side by side are one phrase), and expressions.
"$FORMSH" replay -k LOAN t >out 2>&1 || fail "-k LOAN failed"
grep -qx '1 passed, 0 failed' out && grep -q "^PASS t/loan_happy.t$" out || fail "-k by path"
comment=$(grep -m1 '^#' t/delivery_happy.t | cut -c3-20)
"$FORMSH" replay -k "$comment" t >out 2>&1 || fail "-k by comment failed"
grep -q "^PASS t/delivery_happy.t$" out || fail "-k by comment"
"$FORMSH" replay -k 'happy and not (loan or nothing)' t >out 2>&1 || fail "-k expression failed"
grep -qx '1 passed, 0 failed' out && grep -q "^PASS t/delivery_happy.t$" out || fail "-k with and, not and parentheses"
status=0; "$FORMSH" replay -k 'loan and' t >out 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q -- '-k expected a word' out || fail "a malformed -k exited $status"

# A full run remembers its failures in the folder replay runs in, names only.
status=0; "$FORMSH" replay t/ >out 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a failing run exited $status"
[ "$(cat .formsh-replay-failed)" = "t/commands.t" ] || fail "the record holds: $(cat .formsh-replay-failed)"
[ ! -e t/.formsh-replay-failed ] || fail "the record was written beside the argument"
# --failed replays only that one, however the folder is named.
for arg in t ./t t/ "$dir/t"; do
  status=0; "$FORMSH" replay --failed "$arg" >out 2>&1 || status=$?
  [ "$status" -eq 1 ] && grep -qx '0 passed, 1 failed' out || fail "--failed $arg did not replay just the failure"
done
# A stale list (none of its transcripts selected) runs everything selected, with a note.
status=0; "$FORMSH" replay --failed t/loan_happy.t >out 2>&1 || status=$?
[ "$status" -eq 0 ] && grep -qx '1 passed, 0 failed' out && grep -q '^--failed: none of the previous run' out \
    || fail "--failed with a list that selects nothing"
# Fixed, --failed passes and the record is gone.
cp "$OLDPWD/transcripts/commands.t" t/commands.t
"$FORMSH" replay --failed t >out 2>&1 || fail "--failed after the fix"
grep -qx '1 passed, 0 failed' out || fail "--failed after the fix ran more than the failure"
[ ! -e .formsh-replay-failed ] || fail "the record stays after everything passed"

# --list names transcripts and sessions, runs nothing; --check reads without running.
"$FORMSH" replay --list t >out 2>&1 || fail "--list failed"
grep -qx 't/commands.t' out && grep -q '^  2  \$ formsh ' out && grep -qx '3 transcripts, [0-9]* sessions' out || fail "--list"
"$FORMSH" replay --check t >out 2>&1 || fail "--check on good transcripts"
grep -qx '3 transcripts checked: no problems' out || fail "--check output"
printf '$ formsh forms/delivery.json\n> {{re:[0-9]+}}\nHi {{name}}\n$ formsh x\n' > bad.t
status=0; "$FORMSH" replay --check bad.t >out 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -qx '1 transcript checked: 4 problems' out || fail "--check on a bad transcript exited $status"
status=0; "$FORMSH" replay bad.t >out 2>&1 || status=$?
[ "$status" -eq 3 ] && [ "$(grep -c '^Error: bad.t:' out)" -eq 3 ] || fail "replay of a malformed transcript: exit $status, every problem listed"
rm bad.t

# --durations and --format github.
sed -i '0,/^  ✓/s/^  ✓/  ✓ changed/' t/commands.t
status=0; "$FORMSH" replay --durations 2 --format github t >out 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -qx 'slowest 2 sessions:' out && grep -q '^::error file=t/commands.t,line=[0-9]*,title=formsh replay::' out \
    || fail "--durations and --format github"
[ "$(grep -c '^::error ' out)" -eq 1 ] || fail "one annotation per failing transcript"

# --review asks on a terminal only, never under CI; --update too.
status=0; "$FORMSH" replay --review t </dev/null >out 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q -- '--review asks on a terminal' out || fail "--review off a terminal exited $status"
status=0; CI=1 "$FORMSH" replay --update t >out 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "--update under CI exited $status"
status=0; "$FORMSH" replay --update --review t >out 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q 'cannot be combined' out || fail "--update with --review exited $status"
cp "$OLDPWD/transcripts/commands.t" t/commands.t
cd "$OLDPWD"

# --fail-fast stops at the first failure (sorted order: commands.t first).
sed -i '0,/^  ✓/s/^  ✓/  ✓ changed/' "$dir/t/commands.t"
status=0; (cd "$dir" && "$FORMSH" replay --fail-fast --jobs 1 t >out 2>&1) || status=$?
[ "$status" -eq 1 ] && grep -qx '0 passed, 1 failed' "$dir/out" && grep -q '^--fail-fast: stopped at the first failure; 2 not replayed$' "$dir/out" \
    || fail "--fail-fast"

# A path that names no transcript: exit 1, nothing run.
status=0; "$FORMSH" replay "$dir/t/nope.t" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q 'nope.t: no such file or directory' "$dir/out" || fail "a missing path exited $status"
mkdir "$dir/empty"
status=0; "$FORMSH" replay "$dir/empty" >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a folder without transcripts exited $status"

# An empty shard passes and says so.
"$FORMSH" replay --shard 4/4 "$dir/t" >"$dir/out" 2>&1 || fail "an empty shard failed"
grep -qx 'shard 4/4 is empty: no transcripts to replay' "$dir/out" && grep -qx '0 passed, 0 failed' "$dir/out" || fail "empty shard"

# Output paths are checked before any work: exit 2, no transcript replayed, no record written.
rm -f "$dir/.formsh-replay-failed"
status=0; (cd "$dir" && "$FORMSH" replay --junit no/such/dir/j.xml t >out 2>&1) || status=$?
[ "$status" -eq 2 ] && grep -q 'the folder .*no/such/dir does not exist' "$dir/out" || fail "--junit into a missing folder exited $status"
! grep -q '^PASS\|^FAIL' "$dir/out" || fail "transcripts ran before --junit was refused"
[ ! -e "$dir/.formsh-replay-failed" ] || fail "a refused run wrote the record"
status=0; "$FORMSH" record forms/delivery.json -o "$dir/no/such/dir/x.t" </dev/null >"$dir/out" 2>&1 || status=$?
[ "$status" -eq 2 ] && grep -q 'the folder .*no/such/dir does not exist' "$dir/out" || fail "record -o into a missing folder exited $status"
! grep -q 'delivery_type>' "$dir/out" || fail "record prompted before refusing -o"
