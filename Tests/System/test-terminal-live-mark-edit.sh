#!/usr/bin/env bash
# docs/contract.md, "The shell": the live mark follows every edit, and the line on the screen is the line
# being edited: when Backspace flips the mark from ✓ to ✗, the deleted character
# must be gone from the screen too (what is shown is what Enter will send).
source "$(dirname "$0")/terminal/lib.sh"
t_init "Backspace flips the live mark back to ✗ and the screen shows the edited line"

t_start forms/loan_application.json
t_wait_re '^user_phone> ?$'
t_type +998901234567
t_wait_re '^user_phone ✓> \+998901234567$'

t_keys BSpace
t_until "$T_TIMEOUT" t_has_line '^user_phone ✗> \+99890123456$' ||
  t_fail "after Backspace the screen shows '$(t_last_line '^user_phone')' instead of 'user_phone ✗> +99890123456' (the deleted 7 is still displayed)"

# The other way round once more: ✗ -> ✓ by typing, ✓ -> ✗ by Backspace.
t_type 7
t_wait_re '^user_phone ✓> \+998901234567$'
t_keys BSpace
t_until "$T_TIMEOUT" t_has_line '^user_phone ✗> \+99890123456$' ||
  t_fail "second Backspace: the screen shows '$(t_last_line '^user_phone')'"

# With colours off the same edit is drawn correctly (control for the colour case).
t_stop
t_start NO_COLOR=1 -- forms/loan_application.json
t_wait_re '^user_phone> ?$'
t_type +998901234567
t_wait_re '^user_phone ✓> \+998901234567$'
t_keys BSpace
t_wait_re '^user_phone ✗> \+99890123456$'
t_pass
