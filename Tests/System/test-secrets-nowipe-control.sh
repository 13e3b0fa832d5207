#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): negative control: a build with wiping disabled must be caught
# by the memory checks.
# Details and checks: Tests/System/secrets/t_nowipe_control.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Needs root; skipped while the FORMSH_TEST_NO_WIPE flag does not exist. The first run builds .build/secrets-nowipe (minutes).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 900 python3 Tests/System/secrets/t_nowipe_control.py
