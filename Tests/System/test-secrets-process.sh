#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): core limit 0, not dumpable, the 4 MiB region locked, guarded,
# MADV_DONTDUMP and MADV_WIPEONFORK.
# Details and checks: Tests/System/secrets/t_process.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root (starts formsh as nobody).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_process.py
