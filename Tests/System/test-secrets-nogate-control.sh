#!/usr/bin/env bash
# Output gate (docs/contract.md, "Submission"): negative control: a build whose standard output bypasses the gate
# (FORMSH_TEST_NO_GATE)
# must be caught by the gate's leak tests. Details: Tests/System/secrets/t_nogate_control.py. Prints one line per
# check and a final PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. The first run builds .build/secrets-nowipe (minutes).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 900 python3 Tests/System/secrets/t_nogate_control.py
