#!/usr/bin/env bash
# The README's Python loop, as a backend team would run it: the vectors of a sample form
# posted to `formsh serve` (which validates with the form's own rules) all pass; against a
# server off by one they fail, naming the vector. formsh's verdicts in the vectors are the
# oracle: `check --vectors` agrees with every one.
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/formsh
dir=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY

# The first ```python block of the README's "Backend tools" section, as written.
awk '/^## Backend tools/{s=1} /^## What formsh guarantees/{s=0} s && /```python/{b=1; next} s && b && /```/{exit} s && b' README.md \
  | sed 's/^  //' >"$dir/run_vectors.py"
[ "$(grep -c . "$dir/run_vectors.py")" -ge 10 ] || fail "no Python loop found in the README: $(cat "$dir/run_vectors.py")"

serve() {
  "$bin" serve --forms "$1" >"$dir/$2.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 200); do
    grep -qo 'http://127.0.0.1:[0-9]*' "$dir/$2.log" && { grep -o 'http://127.0.0.1:[0-9]*' "$dir/$2.log" | head -1; return; }
    sleep 0.05
  done
}
forms=$(serve forms forms)
loose=$(serve Tests/Fixtures/probe/boundaries/loose loose)
[ -n "$forms" ] && [ -n "$loose" ] || fail "the servers did not start"

# Every vector of the loan form passes against a server with the same rules.
"$bin" vectors forms/loan_application.json >"$dir/loan.jsonl" || fail "formsh vectors failed"
"$bin" check forms/loan_application.json --vectors "$dir/loan.jsonl" >/dev/null || fail "formsh disagrees with its own vectors"
out=$(python3 "$dir/run_vectors.py" "$forms/api/v1/loan/apply" "$dir/loan.jsonl" 2>&1); status=$?
[ "$status" -eq 0 ] && [ -z "$out" ] || fail "the loop against the same rules exited $status: $out"

# A server one step too loose: the loop names each vector it gets wrong and exits 1.
"$bin" vectors Tests/Fixtures/probe/boundaries/client/order.json --valid Tests/Fixtures/probe/boundaries/valid.json >"$dir/order.jsonl"
out=$(python3 "$dir/run_vectors.py" "$loose/api/v1/order" "$dir/order.jsonl" 2>&1); status=$?
[ "$status" -eq 1 ] || fail "the loop against the loose server exited $status: $out"
grep -qF "ism 3. maxLength 10: above: expected {'ism': 'Ism 10 belgidan oshmasin'}, got 200 {}" <<<"$out" || fail "the loose maxLength is not named: $out"
grep -qF "yosh 1. min 18: below: expected {'yosh': 'Yosh kamida 18'}, got 200 {}" <<<"$out" || fail "the loose min is not named: $out"
[ "$(wc -l <<<"$out")" -eq 2 ] || fail "the loop named more than the two loose rules: $out"
echo "test-probe-vectors-loop: all checks passed"
