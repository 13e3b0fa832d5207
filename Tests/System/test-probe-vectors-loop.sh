#!/usr/bin/env bash
# The README's Python loop, as a backend team would run it: the vectors of a sample form
# posted to `formsh serve` (which validates with the form's own rules) all pass; against a
# server off by one they fail, naming the vector. formsh's verdicts in the vectors are the
# oracle: `check --vectors` agrees with every one.
source "$(dirname "$0")/faults/lib.sh"
r_init "the README's vectors loop against formsh serve, with the same rules and with looser ones"
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY

# The first ```python block of the README's "Backend tools" section, as written.
awk '/^## Backend tools/{s=1} /^## What formsh guarantees/{s=0} s && /```python/{b=1; next} s && b && /```/{exit} s && b' README.md \
  | sed 's/^  //' >"$R_DIR/run_vectors.py"
[ "$(grep -c . "$R_DIR/run_vectors.py")" -ge 10 ] || r_stop "no Python loop found in the README: $(cat "$R_DIR/run_vectors.py")"

r_serve --forms forms || r_stop "the server with the forms' own rules did not start"
forms=$R_SERVE_URL
r_serve --forms Tests/Fixtures/probe/boundaries/loose || r_stop "the loose server did not start"
loose=$R_SERVE_URL

# Every vector of the loan form passes against a server with the same rules.
"$FORMSH" vectors forms/loan_application.json >"$R_DIR/loan.jsonl" || r_stop "formsh vectors failed"
"$FORMSH" check forms/loan_application.json --vectors "$R_DIR/loan.jsonl" >/dev/null || r_stop "formsh disagrees with its own vectors"
out=$(python3 "$R_DIR/run_vectors.py" "$forms/api/v1/loan/apply" "$R_DIR/loan.jsonl" 2>&1); status=$?
[ "$status" -eq 0 ] && [ -z "$out" ] || r_stop "the loop against the same rules exited $status: $out"

# A server one step too loose: the loop names each vector it gets wrong and exits 1.
"$FORMSH" vectors Tests/Fixtures/probe/boundaries/client/order.json --valid Tests/Fixtures/probe/boundaries/valid.json >"$R_DIR/order.jsonl"
out=$(python3 "$R_DIR/run_vectors.py" "$loose/api/v1/order" "$R_DIR/order.jsonl" 2>&1); status=$?
[ "$status" -eq 1 ] || r_stop "the loop against the loose server exited $status: $out"
grep -qF "ism 3. maxLength 10: above [boundaries]: expected {'ism': 'Ism 10 belgidan oshmasin'}, got 200 {}" <<<"$out" || r_stop "the loose maxLength is not named: $out"
grep -qF "yosh 1. min 18: below [boundaries]: expected {'yosh': 'Yosh kamida 18'}, got 200 {}" <<<"$out" || r_stop "the loose min is not named: $out"
# One over padded with a space is one over too: the spaces family names it as well.
grep -qF "ism 3. maxLength 10: above, trailing space [spaces]: expected {'ism': 'Ism 10 belgidan oshmasin'}, got 200 {}" <<<"$out" || r_stop "the loose maxLength's spaces case is not named: $out"
[ "$(wc -l <<<"$out")" -eq 4 ] || r_stop "the loop named more than the two loose rules: $out"
r_pass
