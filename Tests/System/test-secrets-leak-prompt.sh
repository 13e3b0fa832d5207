#!/usr/bin/env bash
# Secret hygiene, leak matrix (docs/contract.md, "Secrets and memory" item 6): case "prompt" of
# Tests/System/secrets/t_leaks.py, in a tmux pane,
# with /proc/PID/mem scans and capture-pane checks. Prints PASS/FAIL/SKIP; exit 0 on PASS, 77 on SKIP. Needs root.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 90 python3 Tests/System/secrets/t_leaks.py prompt
