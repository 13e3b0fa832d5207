#!/usr/bin/env bash
# docs/contract.md, "The shell": while a value is typed on a terminal the prompt's mark follows every
# keystroke (validation on each edit, before Enter).
source "$(dirname "$0")/terminal/lib.sh"
t_init "the live mark flips from ✗ to ✓ as a valid phone number is completed"

t_start forms/loan_application.json
t_wait_re '^user_phone> ?$'

# One key at a time, as typed.
partial=+99890123456
for ((i = 0; i < ${#partial}; i++)); do t_type "${partial:i:1}"; done
t_wait_re '^user_phone ✗> \+99890123456$'
t_screen | grep -q '^user_phone ✓>' && t_fail "✓ shown for an incomplete number"

t_type 7
t_wait_re '^user_phone ✓> \+998901234567$'

# Not entered yet: still at the same prompt, the next field not asked.
t_screen | grep -q '^full_name>' && t_fail "the value was entered without Enter"
t_keys Enter
t_wait_re '^full_name> ?$'
t_screen | grep -qE '^  ✓' || t_fail "no ✓ verdict after entering the valid number"
t_pass
