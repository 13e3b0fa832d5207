#!/usr/bin/env bash
# The output gate (docs/contract.md, "Submission"): case "spellings" of Tests/System/secrets/t_gate.py, the table
# of spellings Python's own encoders write (Tests/Fixtures/masker), regenerated and checked, then shown by formsh.
# Prints one line per check and a final PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 300 python3 Tests/System/secrets/t_gate.py spellings
