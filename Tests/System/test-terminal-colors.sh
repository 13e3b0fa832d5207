#!/usr/bin/env bash
# docs/contract.md, "Command line", "The shell": on a terminal the marks are coloured (✓ green, ✗ red), in the live
# prompt and in the verdict lines; with NO_COLOR set no colour reaches the terminal.
# capture-pane -e shows the cells' attributes as escape sequences.
source "$(dirname "$0")/terminal/lib.sh"
t_init "colours on a terminal, none with NO_COLOR"

ESC=$'\e'
# Runs the same steps: an invalid number (✗ verdict), then a valid one typed to ✓.
session() {
  t_wait_re '^user_phone> ?$'
  t_type '+99890'
  t_wait_re '^user_phone ✗> \+99890$'
  t_keys Enter
  t_wait_re '^  ✗ Format'
  # The invalid value is back on the line, selected: End makes it text to complete.
  t_wait_re '^user_phone ✗> \+99890$'
  t_keys End
  t_type '1234567'
  t_wait_re '^user_phone ✓> \+998901234567$'
  live=$(t_screen_escapes)           # the live prompt, before Enter
  t_keys Enter
  t_wait_re '^full_name> ?$'
  after=$(t_screen_escapes)
}

# Colour SGR parameters (foreground/background, 8, 16, 256 and true colour) in $1.
colour_codes() {
  grep -o "${ESC}\[[0-9;:]*m" <<<"$1" | sed "s/^${ESC}\[//; s/m\$//" | tr ';:' '\n\n' |
    grep -xE '3[0-8]|4[0-8]|9[0-7]|10[0-7]' | sort -u | tr '\n' ' '
}

# 1. Colours on.
t_start forms/loan_application.json
session
grep -qF "user_phone ${ESC}[32m✓" <<<"$live" || t_soft_fail "the live ✓ in the prompt is not green (no ESC[32m before it)"
grep -qE "^  ${ESC}\[32m✓" <<<"$after" || t_soft_fail "the ✓ verdict line is not green"
grep -qE "^  ${ESC}\[31m✗" <<<"$after" || t_soft_fail "the ✗ verdict line is not red"
grep -qF "user_phone ${ESC}[31m✗" <<<"$after" || t_soft_fail "the live ✗ in the prompt is not red"
# Control for part 2: the same scan finds the colours here.
codes=$(colour_codes "$live$after")
[[ " $codes" == *" 31 "* && " $codes" == *" 32 "* ]] || t_soft_fail "the colour scan found '$codes' with colours on (expected 31 and 32)"
t_stop

# 2. NO_COLOR=1: the same steps, no colour at all (control: the marks are there, plain).
t_start NO_COLOR=1 -- forms/loan_application.json
session
grep -qE '^  ✓$' <<<"$after" || t_soft_fail "with NO_COLOR the ✓ verdict is not a plain '  ✓' line"
codes=$(colour_codes "$live$after")
[ -z "$codes" ] || t_soft_fail "with NO_COLOR=1 colour escape codes still reach the terminal: SGR $codes"
t_pass
