# shellcheck shell=bash
# Helpers for the real-terminal tests of the interactive shell (docs/contract.md, "The shell").
#
# Each test runs formsh in a pane of its own tmux server (a private socket,
# `tmux -L formsh-test-PID`, with fixtures/terminal/tmux.conf, never the user's tmux
# or configuration), types with send-keys, and reads the screen with capture-pane.
# Every wait polls the screen against a deadline; nothing relies on a fixed sleep.
# The server, the scratch directory and the watchdog are removed at exit.
#
#   source "$(dirname "$0")/terminal/lib.sh"
#   t_init "what this test checks"
#   t_start forms/delivery.json            # or: t_start --gated NO_COLOR=1 -- FORM ...
#   t_wait_re '^delivery_type> ?$'        # capture-pane drops trailing spaces
#   t_type 'Kur'; t_keys Tab
#   ...
#   t_pass

set -uo pipefail
# The screen is matched with patterns holding •, ✓ and ✗: a UTF-8 locale for grep,
# tmux and formsh alike (C.UTF-8 is always there on Debian).
export LC_ALL=C.UTF-8 LANG=C.UTF-8

# FORMSH_ROOT, FORMSH, wait_for_port, wait_for_line, start_serve.
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
T_ROOT=$FORMSH_ROOT
T_LIB_DIR="$T_ROOT/Tests/System/terminal"
T_FIXTURES="$T_ROOT/Tests/System/fixtures/terminal"
T_RUN=1                        # t_stop moves on to a new server (a fresh socket)
T_SOCKET="formsh-test-$$-$T_RUN"
T_SESSION="formsh"
T_TIMEOUT=${T_TIMEOUT:-10}     # seconds, default deadline of one wait
T_BUDGET=${T_BUDGET:-45}       # seconds, the whole test (watchdog)
T_NAME=$(basename "$0" .sh)
T_DIR=""
T_WATCHDOG=""

t_tmux() { tmux -u -L "$T_SOCKET" -f "$T_FIXTURES/tmux.conf" "$@"; }

# Kills the current server and removes its socket file (tmux leaves it behind).
t_kill_server() {
  local path
  path=$(t_tmux display -p '#{socket_path}' 2>/dev/null)
  t_tmux kill-server >/dev/null 2>&1
  if [ -n "$path" ] && [ -S "$path" ]; then rm -f -- "$path"; fi
}

t_cleanup() {
  t_kill_server
  if [ -n "$T_WATCHDOG" ]; then kill "$T_WATCHDOG" >/dev/null 2>&1; wait "$T_WATCHDOG" 2>/dev/null; fi
  if [ -n "$T_DIR" ] && [ -d "$T_DIR" ]; then rm -rf -- "$T_DIR"; fi
}

# Prints why the test failed, then the pane (with scrollback) to help the reader, and exits 1.
t_fail() {
  echo "FAIL $T_NAME: $*" >&2
  if t_tmux has-session -t "$T_SESSION" >/dev/null 2>&1; then
    echo "---- pane ($T_NAME), scrollback included ----" >&2
    t_tmux capture-pane -p -S - -t "$T_SESSION" 2>/dev/null | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >&2
    echo "---- end of pane ----" >&2
  fi
  exit 1
}

# A failure that lets the test go on (to report every broken step); t_pass then fails.
T_FAILURES=()
t_soft_fail() {
  echo "  not ok: $*" >&2
  T_FAILURES+=("$*")
}

t_pass() {
  if [ "${#T_FAILURES[@]}" -gt 0 ]; then
    local all="" f
    for f in "${T_FAILURES[@]}"; do all+="${all:+ | }$f"; done
    t_fail "${#T_FAILURES[@]} check(s) failed: $all"
  fi
  echo "ok $T_NAME: ${T_DESCRIPTION:-}"
  exit 0
}

t_init() {
  T_DESCRIPTION=$1
  command -v tmux >/dev/null 2>&1 || { echo "FAIL $T_NAME: tmux is not installed (make test-deps installs it)" >&2; exit 1; }
  [ -x "$FORMSH" ] || { echo "FAIL $T_NAME: $FORMSH is missing; run swift build --product formsh" >&2; exit 1; }
  T_DIR=$(mktemp -d "${TMPDIR:-/tmp}/formsh-terminal-test.XXXXXX") || { echo "FAIL $T_NAME: mktemp" >&2; exit 1; }
  trap t_cleanup EXIT
  trap 'echo "FAIL $T_NAME: interrupted" >&2; exit 1' INT TERM
  # The watchdog ends a test that somehow outlives its budget (each wait is bounded
  # already; this also covers a hung tmux command).
  local me=$$
  (
    trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
    sleep "$T_BUDGET" & sleeper=$!
    wait "$sleeper" && echo "FAIL $T_NAME: over the ${T_BUDGET}s budget" >&2 && kill -TERM "$me"
  ) </dev/null >/dev/null &
  T_WATCHDOG=$!
  cd "$T_ROOT" || t_fail "cannot cd to $T_ROOT"
  unset TMUX TMUX_PANE
}

# t_start [--gated] [VAR=value ...] [--] FORMSH-ARG...
# Starts formsh in a 120x40 pane (T_WIDTH columns when set) with a clean environment: UTF-8 locale, no NO_COLOR,
# no FORMSH_ENDPOINT (so the built-in mock serves), no ACCESSIBLE, no CI (a person at a
# terminal), no inputrc. The given VAR=value pairs are added. With --gated the pane waits
# for t_go before starting formsh.
t_start() {
  local gated=0 vars=()
  if [ "${1:-}" = "--gated" ]; then gated=1; shift; fi
  while [ $# -gt 0 ]; do
    case $1 in
      --) shift; break ;;
      *=*) vars+=("$1"); shift ;;
      *) break ;;
    esac
  done
  t_tmux new-session -d -x "${T_WIDTH:-120}" -y 40 -s "$T_SESSION" -c "$T_ROOT" \
    bash "$T_LIB_DIR/pane.sh" "$T_DIR" \
    env -u NO_COLOR -u FORMSH_ENDPOINT -u ACCESSIBLE -u CI LC_ALL=C.UTF-8 LANG=C.UTF-8 INPUTRC=/dev/null "${vars[@]}" \
    "$FORMSH" "$@" || t_fail "tmux could not start a session"
  # The pane's terminal is set up once pane.sh runs (tmux's child configures it
  # after new-session has returned).
  t_until "$T_TIMEOUT" test -e "$T_DIR/ready" || t_fail "the pane never started pane.sh"
  if [ "$gated" -eq 0 ]; then t_go; fi
}

# Lets a gated pane start formsh.
t_go() { : > "$T_DIR/go"; }

# Resizes the pane to COLUMNS x 40 (formsh gets SIGWINCH).
t_resize() { t_tmux resize-window -t "$T_SESSION" -x "$1" -y 40 || t_fail "resize-window to $1 columns failed"; }

# Everything the pane's program writes, byte for byte, goes to $T_DIR/raw from now on:
# call between `t_start --gated` and t_go to have it all.
t_record_raw() { t_tmux pipe-pane -o -t "$T_SESSION" "cat >> '$T_DIR/raw'" || t_fail "pipe-pane failed"; }
t_raw() { cat "$T_DIR/raw" 2>/dev/null; }

t_now() { echo "${EPOCHREALTIME/[.,]/}"; }   # microseconds

# t_until SECONDS COMMAND...: runs COMMAND every 50 ms until it succeeds; 1 at the deadline.
t_until() {
  local secs=$1; shift
  local deadline=$(( $(t_now) + secs * 1000000 ))
  while true; do
    "$@" && return 0
    [ "$(t_now)" -ge "$deadline" ] && return 1
    sleep 0.05
  done
}

# Screen text: the visible pane, the pane with its scrollback, and the same with escapes.
t_screen() { t_tmux capture-pane -p -t "$T_SESSION"; }
t_screen_all() { t_tmux capture-pane -p -S - -t "$T_SESSION"; }
t_screen_escapes() { t_tmux capture-pane -p -e -S - -t "$T_SESSION"; }

t_has_text() { t_screen | grep -qF -- "$1"; }
t_has_line() { t_screen | grep -qE -- "$1"; }

# t_wait_text TEXT [SECONDS]: waits until TEXT (fixed string) is on the visible screen.
t_wait_text() {
  t_until "${2:-$T_TIMEOUT}" t_has_text "$1" || t_fail "waited ${2:-$T_TIMEOUT}s for text '$1' on the screen"
}

# t_wait_re REGEX [SECONDS]: waits until a line of the visible screen matches REGEX (ERE).
t_wait_re() {
  t_until "${2:-$T_TIMEOUT}" t_has_line "$1" || t_fail "waited ${2:-$T_TIMEOUT}s for a line matching /$1/"
}

# The last line of the visible screen that matches REGEX (empty when none).
t_last_line() { t_screen | grep -E -- "$1" | tail -n 1; }

# A readline prompt of field KEY, with or without the live mark: `KEY> `, `KEY ✓> `, `KEY ✗> `
# (capture-pane drops trailing spaces: an empty prompt reads `KEY>`).
t_prompt_re() { printf '^%s( [✓✗])?> ?' "$1"; }

# Keys: t_keys Enter / Tab / Up / BSpace / C-c / C-d ...; t_type sends literal text.
t_send() { t_tmux send-keys -t "$T_SESSION" "$@" || t_fail "send-keys $* failed"; }
t_keys() { t_send "$@"; }
t_type() { t_send -l -- "$1"; }

# formsh's pid (written by pane.sh just before it becomes formsh).
t_pid() {
  t_until "$T_TIMEOUT" test -s "$T_DIR/pid" || t_fail "formsh never started (no pid file)"
  cat "$T_DIR/pid"
}

# Waits for formsh to end; prints its exit status (128 + N for signal N).
t_wait_exit() {
  t_until "$T_TIMEOUT" test -s "$T_DIR/status" || t_fail "formsh did not exit within ${T_TIMEOUT}s"
  cat "$T_DIR/status"
}

# The pane's terminal device, e.g. /dev/pts/7.
t_tty() { t_tmux display -p -t "$T_SESSION" '#{pane_tty}'; }

# Ends the current session (and its server) so a test can start formsh afresh.
# A new socket each time: a server that is still shutting down is never reused.
t_stop() {
  t_kill_server
  T_RUN=$((T_RUN + 1))
  T_SOCKET="formsh-test-$$-$T_RUN"
  rm -f -- "$T_DIR/ready" "$T_DIR/go" "$T_DIR/pid" "$T_DIR/status"
}

# t_signal_scenario NAME SIGNAL EXPECTED-STATUS FORM PREPARE-FUNCTION
# Starts FORM gated, reads `stty -g` of the pane's tty, lets formsh start, runs
# PREPARE-FUNCTION (which brings formsh to the state to test), checks that formsh has
# changed the tty settings (control), sends SIGNAL to formsh, then checks the exit
# status and that `stty -g` is what it was before formsh started. Soft failures.
t_signal_scenario() {
  local name=$1 sig=$2 expected=$3 form=$4 prepare=$5
  t_start --gated "$form"
  local tty before before_a during after pid status
  tty=$(t_tty)
  [ -c "$tty" ] || t_fail "$name: the pane's tty '$tty' is not a character device"
  before=$(stty -g <"$tty") || t_fail "$name: stty -g <$tty failed"
  before_a=$(stty -a <"$tty" | tr ' ;' '\n\n' | grep -E '^-?[a-z0-9]+$' | sort -u)
  t_go
  pid=$(t_pid) || exit 1
  "$prepare" || return
  during=$(stty -g <"$tty")
  # Control: formsh really changed the settings (else the comparison proves nothing).
  [ "$during" != "$before" ] || t_soft_fail "$name: the tty settings did not change while formsh was reading (control)"
  kill "-$sig" "$pid" || t_fail "$name: kill -$sig $pid failed"
  status=$(t_wait_exit) || exit 1
  after=$(stty -g <"$tty")
  [ "$status" = "$expected" ] || t_soft_fail "$name: exit status $status after SIG$sig, expected $expected"
  if [ "$after" != "$before" ]; then
    local changed
    changed=$(comm -13 <(echo "$before_a") <(stty -a <"$tty" | tr ' ;' '\n\n' | grep -E '^-?[a-z0-9]+$' | sort -u) | tr '\n' ' ')
    t_soft_fail "$name: the tty settings were not restored after SIG$sig (now: ${changed:-control characters differ}; stty -g before '$before', after '$after')"
  fi
  t_stop
}
