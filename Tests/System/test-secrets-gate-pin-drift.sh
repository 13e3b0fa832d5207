#!/usr/bin/env bash
# The gate's files and values (issue 31): case "pin-drift" of Tests/System/secrets/t_files.py.
# Prints one line per check and a final PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 180 python3 Tests/System/secrets/t_files.py pin-drift
