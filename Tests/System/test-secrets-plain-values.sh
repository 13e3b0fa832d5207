#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): a non-secret value typed through readline is gone from memory
# after the answer.
# Details and checks: Tests/System/secrets/t_plain_values.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root (gcore, /proc/PID/mem).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_plain_values.py
