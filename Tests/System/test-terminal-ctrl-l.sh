#!/usr/bin/env bash
# docs/contract.md, "The shell": Ctrl-L clears the screen and redraws the prompt with the text typed so far.
source "$(dirname "$0")/terminal/lib.sh"
t_init "Ctrl-L clears the screen and redraws the prompt"

t_start forms/delivery.json
t_wait_re '^delivery_type> ?$'
t_has_text 'Yetkazib berish · delivery' || t_fail "the banner is not on the screen before Ctrl-L"
t_type 'Kur'
t_wait_re "$(t_prompt_re delivery_type)Kur\$"
t_first_line_is_prompt() { t_screen | head -n 1 | grep -qE "$(t_prompt_re delivery_type)Kur\$"; }
t_keys C-l
t_until "$T_TIMEOUT" t_first_line_is_prompt || t_fail "after Ctrl-L the first line is '$(t_screen | head -n 1)', expected the prompt with Kur"
t_has_text 'Yetkazib berish · delivery' && t_fail "the banner is still on the screen after Ctrl-L"
# The line is still being edited: Enter takes it.
t_keys Enter
t_wait_re '^  ✓ courier'
t_pass
