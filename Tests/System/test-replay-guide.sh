#!/usr/bin/env bash
# The README's guide for test authors, followed as written: its format example replays
# green; the write, break, review, update walk gives the diff the guide shows, byte for
# byte, and each way of accepting writes a transcript that passes; its CI job is the file
# in .github/workflows/ and parses as a GitHub workflow.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
root=$PWD
bin=${FORMSH:-$root/.build/debug/formsh}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "$1"; failed=1; }
export NO_COLOR=1
unset CI
# The fenced block after a heading (the first one, or the N-th).
block() { awk -v h="$1" -v want="${2:-1}" '$0 == h {f=1; next} f && /^```/ {n++; if (n == 2 * want) exit; next} f && n == 2 * want - 1 {print}' README.md; }

# 1. The format example.
mkdir -p "$work/example" && block '### The format' >"$work/example/delivery.t"
grep -q '^\$ formsh forms/delivery.json$' "$work/example/delivery.t" || fail "control: no format example found"
"$bin" replay "$work/example/delivery.t" >"$work/out" 2>&1 || { fail "the README's format example does not replay green:"; cat "$work/out"; }

# 2. Write, break, review, update, in a folder of its own with a copy of the form.
walk=$work/walk
mkdir -p "$walk/forms" "$walk/transcripts" && cp forms/delivery.json "$walk/forms/"
cd "$walk" || exit 1
printf '1\n\n:goto delivery_type\npickup\n\n:submit\n' | "$bin" record forms/delivery.json -o transcripts/delivery_pickup.t >/dev/null 2>&1 \
  || fail "record failed"
"$bin" replay transcripts >out 2>&1 && grep -qx '1 passed, 0 failed' out || { fail "the recorded transcript does not pass"; cat out; }
sed -i 's/Kuryer uchun manzil majburiy/Kuryer uchun manzilni kiriting/' forms/delivery.json
"$bin" replay transcripts >out 2>&1 && fail "the broken form still passes"
(cd "$root" && block '### Write, break, review, update' 2) >expected
cmp -s expected out || { fail "replay's report differs from the guide's:"; diff -u expected out; }
cp transcripts/delivery_pickup.t before.t
for accept in update mv review; do
  cp before.t transcripts/delivery_pickup.t
  "$bin" replay transcripts >/dev/null 2>&1
  case $accept in
    update) "$bin" replay transcripts --update >/dev/null 2>&1 || fail "--update failed" ;;
    mv) mv transcripts/delivery_pickup.t.actual transcripts/delivery_pickup.t ;;
    review) # Off a terminal --review refuses, as the guide says; its text is --update's (test-replay-review.sh).
      status=0; "$bin" replay transcripts --review </dev/null >/dev/null 2>&1 || status=$?
      [ "$status" -eq 2 ] || fail "--review off a terminal exited $status"
      continue ;;
  esac
  "$bin" replay transcripts >out 2>&1 && grep -qx '1 passed, 0 failed' out || { fail "after $accept the transcript fails"; cat out; }
  grep -q 'Kuryer uchun manzilni kiriting' transcripts/delivery_pickup.t || fail "after $accept the new message is not checked"
  [ "$(grep -c '^>' transcripts/delivery_pickup.t)" -eq "$(grep -c '^>' before.t)" ] || fail "after $accept a typed line is gone"
done
cd "$root" || exit 1

# 3. The CI job: the README's block is the workflow file, which parses as a workflow.
block '### In CI' >"$work/job.yml"
cmp -s "$work/job.yml" .github/workflows/transcripts.yml || { fail "the README's CI job and .github/workflows/transcripts.yml differ:"; diff -u "$work/job.yml" .github/workflows/transcripts.yml; }
if python3 -c 'import yaml' 2>/dev/null; then
  python3 - .github/workflows/transcripts.yml <<'PY' || fail "the workflow does not parse as a GitHub workflow"
import sys, yaml
w = yaml.safe_load(open(sys.argv[1]))
job = w["jobs"]["replay"]
assert w[True] == ["push", "pull_request"], w[True]          # YAML 1.1 reads `on` as true
assert job["runs-on"].startswith("ubuntu-") and job["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
runs = " ".join(s.get("run", "") for s in job["steps"])
assert "sudo apt-get install" in runs and "make build" in runs and "--shard ${{ matrix.shard }}/4" in runs
assert "secrets." not in open(sys.argv[1]).read()                # forks' pull requests get no secrets
system = " ".join(s.get("run", "") for s in w["jobs"]["system"]["steps"])
assert "sudo " in system and "make test" in system and "CI=true" in system  # the root-only tests run
PY
else
  grep -q '^on: \[push, pull_request\]$' .github/workflows/transcripts.yml || fail "the workflow has no triggers"
fi
[ "$failed" -eq 0 ]
