#!/usr/bin/env bash
# Replay benchmark: sessions per second replayed in-process (`formsh replay`) against the
# same sessions driven through a pseudo-terminal with pexpect. See bench/README.md.
# Usage: bench/replay/run.sh [bench.py options]   (run from anywhere)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/bench/.venv"
if ! "$venv/bin/python" -c "import pexpect" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pexpect
fi
exec "$venv/bin/python" "$here/bench.py" --root "$root" "$@"
