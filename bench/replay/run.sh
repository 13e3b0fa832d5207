#!/usr/bin/env bash
# Replay benchmark: sessions per second replayed in-process (`formsh replay`) against the
# same sessions driven through a pseudo-terminal with pexpect. See bench/README.md.
# Usage: bench/replay/run.sh [bench.py options]   (run from anywhere; builds formsh in release if missing)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/bench/.venv"
# The test values the suite's transcripts type, as `make test` and the README's CI job set
# them (`formsh replay --list transcripts` names them): a run needs no set-up of its own.
export FORMSH_SECRET_OTP=123456 FORMSH_SECRET_OTP_2=000000 FORMSH_SECRET_CARD_NUMBER=4111111111111111
# A fresh clone has no build: the release build is the one measured.
if [ ! -x "$root/.build/release/formsh" ] && [[ " $* " != *" --formsh "* ]]; then
    (cd "$root" && swift build -c release --explicit-target-dependency-import-check error --product formsh)
fi
if ! "$venv/bin/python" -c "import pexpect" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pexpect
fi
exec "$venv/bin/python" "$here/bench.py" --root "$root" "$@"
