#!/usr/bin/env bash
# Secret hygiene (docs/contract.md, "Secrets and memory"): transcripts written by formsh record hold no secure value.
# Details and checks: Tests/System/secrets/t_record.py. Prints one line per check and a final
# PASS/FAIL/SKIP line; exit 0 on PASS, 77 on SKIP. Skipped while formsh record is not available.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_record.py
