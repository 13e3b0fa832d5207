#!/usr/bin/env bash
# The README's guide for test authors, followed as written on a fresh clone: its format
# example replays green; every command of its ```sh blocks runs, in order, in a fresh
# copy of the repository (what a clone holds: tracked and unignored files, no .build),
# with the formsh that `make test` built first on PATH and no FORMSH_SECRET_* variable
# set, and prints what the guide shows (guide/run_guide.py); its CI job is the file in
# .github/workflows/ and parses as a GitHub workflow.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "$1"; failed=1; }
export NO_COLOR=1
unset CI
[ -x "$FORMSH" ] || { echo "FAIL: $FORMSH is missing (make test builds it)"; exit 1; }
# The fenced block after a heading (the first one, or the N-th).
block() { awk -v h="$1" -v want="${2:-1}" '$0 == h {f=1; next} f && /^```/ {n++; if (n == 2 * want) exit; next} f && n == 2 * want - 1 {print}' README.md; }

# 1. The format example.
mkdir -p "$work/example" && block '### The format' >"$work/example/delivery.t"
grep -q '^\$ formsh forms/delivery.json$' "$work/example/delivery.t" || fail "control: no format example found"
"$FORMSH" replay "$work/example/delivery.t" >"$work/out" 2>&1 || { fail "the README's format example does not replay green:"; cat "$work/out"; }

# 2. Every command of the guide, in order, on a fresh copy of the repository.
clone=$work/clone
mkdir -p "$clone" "$work/bin"
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git -C "$root" ls-files -z --cached --others --exclude-standard | (cd "$root" && xargs -0 cp --parents -t "$clone" 2>/dev/null)
else
  tar -C "$root" --exclude=./.build --exclude='*.actual' -cf - . | tar -C "$clone" -xf -
fi
[ -f "$clone/README.md" ] && [ ! -e "$clone/.build" ] || fail "control: the copy is not a fresh checkout"
ln -s "$FORMSH" "$work/bin/formsh"
python3 Tests/System/guide/run_guide.py README.md "$clone" "$work/bin" || fail "the guide does not run as written"

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
# The job sets every variable the suite reads.
for v in $("$FORMSH" replay --list transcripts | grep -oE '^  FORMSH_SECRET_[A-Z_0-9]+' | tr -d ' '); do
  grep -q "^          $v: " .github/workflows/transcripts.yml || fail "the CI job does not set $v, which the suite reads"
done
[ "$failed" -eq 0 ]
