#!/usr/bin/env bash
# docs/contract.md, "The shell": ACCESSIBLE set to a non-empty value gives plain mode's output on a terminal, for
# screen readers: each prompt a line of its own, no colours, no live marks, no pre-fill, no
# spinner; secure input still has echo off (and nothing is drawn for it, not even •);
# quitting with values entered still asks (Ctrl-D too). The same steps without
# ACCESSIBLE are the control.
# The whole test's budget: read by terminal/lib.sh when it is sourced, so set before.
export T_BUDGET=60
source "$(dirname "$0")/terminal/lib.sh"
t_init "ACCESSIBLE: plain-mode output on a terminal, echo still off for secrets"

python3 "$T_LIB_DIR/silent_server.py" "$T_DIR/port" &
server=$!
trap 'kill "$server" 2>/dev/null; t_cleanup' EXIT
port=$(wait_for_port "$T_DIR/port" "$T_TIMEOUT") || t_fail "the silent server did not start"
endpoint="http://127.0.0.1:$port/api/v1/transfer/card"

cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
at() { cursor_line | grep -qE -- "$1"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }
ESC=$'\e'

# 1. Control: with ACCESSIBLE empty (as unset), the live mark, the masked echo, colours and
# the spinner show.
t_start ACCESSIBLE= -- forms/card_transfer/step1_card.json --endpoint "$endpoint" --timeout 3
wait_at '^card_number> ?$'
t_type '4111111111111111'
wait_at '^card_number> •{16}$'
t_keys Enter
wait_at '^card_holder> ?$'
t_type 'Aziz'
wait_at '^card_holder ✓> Aziz$'
t_keys Enter
wait_at '^formsh> ?$'
t_screen_escapes | grep -qF "${ESC}[32m✓" || t_soft_fail "control: no green ✓ without ACCESSIBLE"
t_type ':submit'; t_keys Enter
t_wait_text 'sending…'
t_wait_text 'No connection' 15
t_stop

# 2. ACCESSIBLE=1: the same steps.
t_start ACCESSIBLE=1 -- forms/card_transfer/step1_card.json --endpoint "$endpoint" --timeout 3
t_wait_re '^card_number>$'
tty=$(t_tty)
t_until "$T_TIMEOUT" bash -c "stty -a <'$tty' | grep -qw -- -echo" || t_fail "echo is on at the secure prompt"
t_type '4111111111111111'
t_keys Enter
t_wait_re '^  ✓$'
# (The field's example, a Luhn-valid number, is shown masked by the output gate: not typed.)
t_screen | grep -vF 'e.g. •••• 9012' | grep -qE '•|4111' \
  && t_fail "something of the secret was drawn: $(t_screen | grep -vF 'e.g. •••• 9012' | grep -E '•|4111')"
t_wait_re '^card_holder>$'
t_type 'Aziz'
wait_at '^Aziz$'                      # the terminal's own echo, on the line below the prompt
t_keys Enter
t_wait_re '^All fields are valid'
wait_at '^formsh>$'
screen=$(t_screen_all)
grep -qE '(card_holder|card_number) [✓✗]>' <<<"$screen" && t_soft_fail "a live mark was drawn"
t_screen_escapes | grep -qE "${ESC}\[[0-9;]*3[0-7]m" && t_soft_fail "colours were drawn"

# Back at the holder's prompt: no value is put on the line (no pre-fill).
t_type ':goto card_holder'; t_keys Enter
t_wait_re '^\[2/2\] Karta egasi .*\[Aziz\]$'
wait_at '^card_holder>$'

# No spinner while a request is in flight.
t_keys Enter
wait_at '^formsh>$'
t_type ':submit'; t_keys Enter
t_wait_text 'No connection' 15
t_screen_all | grep -qE 'sending…|⠋|⠙' && t_soft_fail "a spinner was drawn"

# Quitting with values entered still asks, as a line of its own; no goes back; Ctrl-D
# asks too, and a second Ctrl-D quits.
wait_at '^formsh>$'
t_type ':quit'; t_keys Enter
wait_at '^2 values will be wiped\. Quit\? \[y/N\]$'
t_type 'n'; t_keys Enter
t_wait_text 'Not quitting: your values are kept.'
wait_at '^formsh>$'
t_keys C-d
wait_at '^2 values will be wiped\. Quit\? \[y/N\]$'
[ -e "$T_DIR/status" ] && t_fail "Ctrl-D ended formsh without asking"
t_keys C-d
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after a second Ctrl-D is $status, expected 1"
t_stop

# 3. Ctrl-C (SIGINT) at the secure prompt ends the session as in plain mode: 130, every
# value wiped, the terminal's settings (echo off while the secret is read) restored.
t_start --gated ACCESSIBLE=1 -- forms/card_transfer/step1_card.json
tty=$(t_tty)
before=$(stty -g <"$tty")
t_go
pid=$(t_pid) || exit 1
t_wait_re '^card_number>$'
t_type '4111'
t_until "$T_TIMEOUT" bash -c "[ \"\$(stty -g <'$tty')\" != '$before' ]" || t_fail "control: echo was never turned off"
kill -INT "$pid"
status=$(t_wait_exit) || exit 1
[ "$status" = 130 ] || t_fail "exit status after SIGINT is $status, expected 130"
[ "$(stty -g <"$tty")" = "$before" ] || t_fail "the terminal's settings were not restored after SIGINT"
t_pass
