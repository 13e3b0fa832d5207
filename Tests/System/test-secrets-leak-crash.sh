#!/usr/bin/env bash
# Secret hygiene, leak matrix (docs/contract.md, "Secrets and memory" item 6): the crash path. SIGSEGV, SIGBUS, SIGILL,
# SIGABRT, SIGTRAP and SIGFPE
# wipe the value store and end the process at once; no backtracer. Details: Tests/System/secrets/t_crash.py.
# Prints PASS/FAIL/SKIP; exit 0 on PASS, 77 on SKIP. Needs root.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
exec timeout -k 5 120 python3 Tests/System/secrets/t_crash.py
