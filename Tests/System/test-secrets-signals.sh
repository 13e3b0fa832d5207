#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): SIGTERM/SIGHUP/SIGQUIT wipe, restore the terminal and exit
# 128+N (memory checked through the FORMSH_TEST_STOP_AFTER_WIPE hook).
# Details and checks: Tests/System/secrets/t_signals.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root (/proc/PID/mem).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_signals.py
