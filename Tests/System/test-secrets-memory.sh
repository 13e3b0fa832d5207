#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): a secure value is in memory only while live, nowhere after
# the server's answer (pty, gcore, /proc/PID/mem).
# Details and checks: Tests/System/secrets/t_memory.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root (gcore, /proc/PID/mem).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_memory.py
