#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): strace -f of whole sessions: no file opened for writing, no
# secret written but to the endpoint, HOME untouched.
# Details and checks: Tests/System/secrets/t_strace.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root and strace.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_strace.py
