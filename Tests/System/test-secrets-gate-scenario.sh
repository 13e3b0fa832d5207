#!/usr/bin/env bash
# The output gate's leak matrix (docs/contract.md, "Submission", "Secrets and memory" item 6): case "scenario" of
# Tests/System/secrets/t_gate.py.
# Prints one line per check and a final PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 180 python3 Tests/System/secrets/t_gate.py scenario
