# shellcheck shell=bash
# What every system test shares: the repository root, the binary under test, a wait for a
# server's port and `formsh serve` started in the background. terminal/lib.sh and
# faults/lib.sh source it; a plain test sources it itself:
#
#   source "$(dirname "$0")/lib/common.sh"
#   cd "$FORMSH_ROOT" || exit 1
#   "$FORMSH" lint forms/delivery.json
#   port=$(wait_for_port "$dir/port") || fail "the server did not start"
#   start_serve "$dir/serve.out" --forms forms || fail "formsh serve did not start"

FORMSH_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
# The binary under test: $FORMSH when set (FORMSH_BIN is its older name), else this
# checkout's debug build.
FORMSH=${FORMSH:-${FORMSH_BIN:-$FORMSH_ROOT/.build/debug/formsh}}

# wait_for_port FILE [SECONDS]: waits until a server started in the background has written
# the port it listens on to FILE (it writes it once listening), and prints the port.
wait_for_port() {
  local file=$1 secs=${2:-10} i
  for ((i = 0; i < secs * 20; i++)); do
    if [ -s "$file" ]; then
      cat "$file"
      return 0
    fi
    sleep 0.05
  done
  return 1
}

# wait_for_line FILE ERE SECONDS: waits until a line of FILE matches.
wait_for_line() {
  local file=$1 re=$2 secs=$3 i
  for ((i = 0; i < secs * 10; i++)); do
    grep -qE "$re" "$file" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# start_serve OUT ARGS...: starts `$FORMSH serve ARGS...` in the background, its output in
# the file OUT, and waits until it listens. Sets SERVE_PID, SERVE_URL and SERVE_PORT; the
# caller stops the server (by SERVE_PID). Not in a $(...) subshell: the variables must reach
# the caller.
start_serve() {
  local out=$1
  shift
  "$FORMSH" serve "$@" >"$out" 2>&1 &
  # shellcheck disable=SC2034 # read by the tests that source this file
  SERVE_PID=$!
  wait_for_line "$out" 'on http://127\.0\.0\.1:[0-9]+' 20 || { echo "formsh serve did not start: $(cat "$out")" >&2; return 1; }
  SERVE_URL=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$out" | head -1)
  # shellcheck disable=SC2034 # read by the tests that source this file
  SERVE_PORT=${SERVE_URL##*:}
}
