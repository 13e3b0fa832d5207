#!/usr/bin/env bash
# `formsh replay --update` run from a folder where the transcript's form cannot be found: the
# session could not start (exit 3 where the transcript expects 0 or 1), so the run fails and
# the transcript keeps every byte.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp transcripts/delivery_happy.t transcripts/commands.t "$dir/"
cp "$dir/delivery_happy.t" "$dir/before.delivery"
cp "$dir/commands.t" "$dir/before.commands"
# Control: from the repository these transcripts pass, so the failure below is the folder.
"$FORMSH" replay "$dir/delivery_happy.t" "$dir/commands.t" >/dev/null 2>&1 || { echo "control: the transcripts fail from the repository"; exit 1; }
status=0
(cd "$dir" && env -u CI "$FORMSH" replay --update delivery_happy.t commands.t >out 2>&1) || status=$?
[ "$status" -eq 1 ] || { echo "replay --update exited $status, expected 1"; cat "$dir/out"; exit 1; }
grep -q 'the session could not start (exit 3, expected' "$dir/out" || { echo "no message about the session that could not start:"; cat "$dir/out"; exit 1; }
grep -q '^0 passed, 0 updated, 2 failed$' "$dir/out" || { cat "$dir/out"; exit 1; }
cmp "$dir/delivery_happy.t" "$dir/before.delivery" || { echo "delivery_happy.t was changed"; exit 1; }
cmp "$dir/commands.t" "$dir/before.commands" || { echo "commands.t was changed"; exit 1; }
