#!/usr/bin/env bash
# docs/contract.md, "The shell", "Secrets and memory" item 4: the value pre-fill puts on a readline line (and cuts into
# the kill ring)
# is gone from memory after :wipe: Tests/System/secrets/t_prefill.py, in a tmux pane, with
# /proc/PID/mem scans that first find the marker while it is on the line (the control).
# Prints PASS/FAIL/SKIP; exit 0 on PASS, 77 on SKIP. Needs root.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 90 python3 Tests/System/secrets/t_prefill.py
