#!/usr/bin/env bash
# docs/contract.md, "The shell": on a terminal, `:quit` or Ctrl-D with values entered and not submitted asks
# `N values will be wiped. Quit? [y/N]`; no goes back, yes (or a second Ctrl-D) wipes and
# exits 1; `:quit!` and record never ask; with nothing entered nothing is asked (the control).
source "$(dirname "$0")/terminal/lib.sh"
t_init "quitting with unsent values asks first; :quit! and a second Ctrl-D do not"

cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
at() { cursor_line | grep -qE -- "$1"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }
question='^2 values will be wiped\. Quit\? \[y/N\] ?$'

# Two values entered (one a secret typed at its masked prompt).
fill() {
  wait_at '^card_number> ?$'
  t_type '4111111111111111'; t_keys Enter
  wait_at '^card_holder> ?$'
  t_type 'Азиз Каримов'; t_keys Enter
  wait_at '^formsh> ?$'
}

# 1. :quit asks; n goes back; :quit again and y quits with status 1.
t_start forms/card_transfer/step1_card.json
fill
t_type ':quit'; t_keys Enter
wait_at "$question"
[ -e "$T_DIR/status" ] && t_fail ":quit ended formsh without asking"
t_type 'n'; t_keys Enter
t_wait_text 'Not quitting: your values are kept.'
wait_at '^formsh> ?$'
t_type ':payload'; t_keys Enter
t_wait_text '{"card_number":"•••• 1111","card_holder":"Азиз Каримов"}'
t_type ':quit'; t_keys Enter
wait_at "$question"
t_type 'y'; t_keys Enter
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after yes is $status, expected 1"
t_stop

# 2. Ctrl-D asks; a second Ctrl-D quits without asking again.
t_start forms/card_transfer/step1_card.json
fill
t_keys C-d
wait_at "$question"
[ -e "$T_DIR/status" ] && t_fail "Ctrl-D ended formsh without asking"
t_keys C-d
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after a second Ctrl-D is $status, expected 1"
t_wait_text 'EXIT=1'
t_has_line '^EXIT=1$' || t_fail "the second Ctrl-D left the cursor after the question"
t_stop

# 3. :quit! never asks.
t_start forms/card_transfer/step1_card.json
fill
t_type ':quit!'; t_keys Enter
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after :quit! is $status, expected 1"
t_screen | grep -q 'will be wiped' && t_fail ":quit! asked"
t_stop

# 4. record never asks: its transcript replays without a person to answer.
t_start record forms/card_transfer/step1_card.json -o "$T_DIR/rec.t"
fill
t_type ':quit'; t_keys Enter
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after :quit in record is $status, expected 1"
t_screen | grep -q 'will be wiped' && t_fail "record asked before quitting"
grep -q '^> :quit$' "$T_DIR/rec.t" || t_fail "the transcript does not end in :quit: $(tail -n 3 "$T_DIR/rec.t")"
grep -q 'will be wiped' "$T_DIR/rec.t" && t_fail "the transcript holds the question"
t_stop

# 5. Control: nothing entered, nothing asked (the defaults of the loan form are no values).
t_start forms/loan_application.json
wait_at '^user_phone> ?$'
t_type ':quit'; t_keys Enter
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after :quit with nothing entered is $status, expected 1"
t_screen | grep -q 'will be wiped' && t_fail ":quit asked with nothing entered"
t_pass
