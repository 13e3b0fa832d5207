#!/usr/bin/env bash
# Secret hygiene: formsh record keeps no secure value after the server's answer (memory scan
# with its live control). Details and checks: Tests/System/secrets/t_record_memory.py.
# Prints one line per check and a final PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 240 python3 Tests/System/secrets/t_record_memory.py
