#!/usr/bin/env bash
# docs/contract.md, "Command line", "The shell": Ctrl-D on an empty line ends the process with a newline (whatever
# prints
# next starts a line of its own); nothing was submitted, so the exit status is 1. On a line with text it does not end anything. Checked at a
# readline prompt and at the secure reader's prompt.
source "$(dirname "$0")/terminal/lib.sh"
t_init "Ctrl-D on an empty line ends formsh with status 1"

# 1. Readline prompt: Ctrl-D with text on the line keeps the session (and the text).
t_start forms/loan_application.json
pid=$(t_pid) || exit 1
t_wait_re '^user_phone> ?$'
t_type '+998'
t_wait_re '^user_phone ✗> \+998$'
t_keys C-d
t_type '9'
t_wait_re '^user_phone ✗> \+9989$'
[ -e "$T_DIR/status" ] && t_fail "Ctrl-D on a non-empty line ended formsh"
kill -0 "$pid" 2>/dev/null || t_fail "formsh ($pid) is gone after Ctrl-D on a non-empty line"

# Empty the line, then Ctrl-D: the process ends with status 1.
t_keys C-u
t_wait_re '^user_phone> ?$'
t_keys C-d
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after Ctrl-D is $status, expected 1 (nothing was submitted)"
t_wait_text 'EXIT=1'
# The pane prints EXIT=1 right after formsh ends: on a line of its own, not after the prompt.
t_has_line '^EXIT=1$' || t_fail "Ctrl-D left the cursor after the prompt: $(t_last_line 'EXIT=1')"
t_stop

# 2. The secure reader: Ctrl-D on its empty line ends the process the same way.
t_start forms/card_transfer/step1_card.json
t_wait_re '^card_number> ?$'
t_keys C-d
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_fail "exit status after Ctrl-D at the secure prompt is $status, expected 1"
t_pass
