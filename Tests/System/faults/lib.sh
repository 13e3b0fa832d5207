# shellcheck shell=bash
# Helpers for the robustness system tests (test-faults.sh, test-bad-inputs.sh,
# test-fuzz-regressions.sh, test-soak-short.sh): the binary, a scratch folder, background
# servers on 127.0.0.1 that are stopped (by their own PID) at exit, and failure reports.
#
#   source "$(dirname "$0")/faults/lib.sh"
#   r_init "what this test checks"
#   port=$(r_rawserver --log "$R_DIR/requests.jsonl")
#   ...; r_fail "reason"; ...; r_stop "reason it cannot go on"; ...; r_pass

set -uo pipefail
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# Swift's backtracer would add seconds to every crash we provoke on purpose; a crash is
# still a crash (a signal exit status) and is reported as one.
export SWIFT_BACKTRACE=enable=no

# FORMSH_ROOT, FORMSH, wait_for_port, wait_for_line, start_serve.
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
R_ROOT=$FORMSH_ROOT
R_FAULTS="$R_ROOT/Tests/System/faults"
R_NAME=$(basename "$0" .sh)
R_DIR=""
R_PIDS=()
R_FAILURES=0

r_cleanup() {
  local pid
  for pid in "${R_PIDS[@]}"; do
    kill "$pid" >/dev/null 2>&1
    wait "$pid" 2>/dev/null
  done
  if [ -n "$R_DIR" ] && [ -d "$R_DIR" ]; then rm -rf -- "$R_DIR"; fi
}

r_init() {
  R_DIR=$(mktemp -d "${TMPDIR:-/tmp}/formsh-$R_NAME.XXXXXX")
  trap r_cleanup EXIT
  trap 'exit 143' TERM INT
  cd "$R_ROOT" || exit 1
  echo "== $R_NAME: $*"
  if [ ! -x "$FORMSH" ]; then
    echo "FAIL $R_NAME: $FORMSH is missing (swift build --product formsh)" >&2
    exit 1
  fi
}

# A failed check: the reason on stderr; the test goes on and fails at r_pass.
r_fail() {
  echo "FAIL $R_NAME: $*" >&2
  R_FAILURES=$((R_FAILURES + 1))
}

# Shows the last lines of a file to explain a failure.
r_show() {
  local file=$1 label=${2:-$1}
  echo "---- $label (last 25 lines) ----" >&2
  tail -n 25 "$file" >&2 2>/dev/null
  echo "---- end ----" >&2
}

# A failed check after which the test cannot go on: the reason, then the end.
r_stop() {
  r_fail "$@"
  r_pass
}

r_pass() {
  if [ "$R_FAILURES" -gt 0 ]; then
    echo "$R_NAME: $R_FAILURES check(s) failed" >&2
    exit 1
  fi
  echo "$R_NAME: all checks passed"
  exit 0
}

# Starts the raw fault server (arguments go to rawserver.py); sets R_RAW_PORT and
# R_RAW_PID. Not in a $(...) subshell: the PID must reach r_cleanup.
r_rawserver() {
  local out="$R_DIR/rawserver.$RANDOM.out"
  python3 "$R_FAULTS/rawserver.py" "$@" >"$out" 2>&1 &
  R_RAW_PID=$!
  R_PIDS+=("$R_RAW_PID")
  r_wait_line "$out" '^PORT [0-9]+' 10 || { echo "rawserver did not start: $(cat "$out")" >&2; return 1; }
  # shellcheck disable=SC2034 # read by the tests that source this file
  R_RAW_PORT=$(awk '/^PORT/ {print $2; exit}' "$out")
}

# Starts `formsh serve ARGS...` in the background; sets R_SERVE_PORT, R_SERVE_URL,
# R_SERVE_PID and R_SERVE_OUT (its output).
r_serve() {
  local out="$R_DIR/serve.$RANDOM.out" started=0
  start_serve "$out" "$@" || started=$?
  R_SERVE_PID=$SERVE_PID
  R_PIDS+=("$R_SERVE_PID")
  [ "$started" -eq 0 ] || return 1
  # shellcheck disable=SC2034 # read by the tests that source this file
  R_SERVE_OUT=$out R_SERVE_URL=$SERVE_URL R_SERVE_PORT=$SERVE_PORT
}

# r_wait_line FILE ERE SECONDS: waits until a line of FILE matches.
r_wait_line() { wait_for_line "$@"; }

# A port on 127.0.0.1 where nothing listens (bound, then released).
r_free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# VmRSS of a process in kB.
r_rss_kb() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null; }

# Whether an exit status is a crash (a signal, or the timeout(1) status of a hang).
r_crashed() { [ "$1" -ge 124 ] && [ "$1" -ne 255 ]; }

# The words a crash leaves in output, whatever the exit status.
# shellcheck disable=SC2034 # read by the tests that source this file
R_CRASH_RE='Fatal error|Segmentation fault|Illegal instruction|Assertion failed|AddressSanitizer|Precondition failed|Unexpectedly found nil|Swift runtime failure|Stack dump|Aborted'

# Copies the binary under test to DEST and points FORMSH at the copy (other builds may
# replace .build/debug/formsh while the test runs). Retries while it is being written.
r_private_binary() {
  local dest=$1
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    if cp "$FORMSH" "$dest.tmp" 2>/dev/null && "$dest.tmp" --version >/dev/null 2>&1; then
      mv "$dest.tmp" "$dest"
      FORMSH=$dest
      return 0
    fi
    sleep 3
  done
  return 1
}
