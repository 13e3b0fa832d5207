#!/usr/bin/env bash
# The shell, pre-fill as a selection (docs/contract.md, "The shell"): a value the user typed
# or set starts on the line selected, as in a form field that gets the focus. Enter keeps
# it; the first key that types (or a paste) replaces it, so a command typed there is a
# command; Backspace clears it; a motion key (Left) makes it text to edit. A default is
# never put on the line: it stays in brackets and typing gives the value typed.
source "$(dirname "$0")/terminal/lib.sh"
t_init "a pre-filled value is a selection: typing replaces it, a motion edits it; a default stays a hint"

FORM=Tests/System/fixtures/terminal/selection.json
NAME='Ёжик Оʻғʻлой 👍🏽👨‍👩‍👧'

cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
# The screen is compared without ZERO WIDTH JOINERs: tmux keeps a ZWJ family's joiners only
# when the sequence reaches it in one write, and a redraw that moves the cursor over it
# leaves the same emoji without them. The payload checks compare the value itself.
ZWJ=$'\xe2\x80\x8d'
at() { cursor_line | sed "s/$ZWJ//g" | grep -qE -- "${1//$ZWJ/}"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }
# Waits until the cursor has left KEY's prompt for another field's (or the end prompt).
left() { ! at "^$1( [✓✗])?>" && at '^[a-z_]+( [✓✗])?> ?$'; }
wait_left() { t_until "$T_TIMEOUT" left "$1" || t_fail "the cursor did not leave $1's prompt; it is on '$(cursor_line)'"; }
# The payload's line for KEY (`:payload` prints the JSON the form would send).
payload_has() { t_screen | grep -qF -- "$1"; }
check_payload() {
  t_type ':payload'; t_keys Enter
  t_until "$T_TIMEOUT" payload_has "$1" || t_soft_fail "$2: the payload has no '$1'"
  t_keys C-l
}

t_start "$FORM"
wait_at '^full_name> ?$'
t_type "$NAME"; t_keys Enter

# typed_value_replaces_default: `Samarqand` at `city [Toshkent]` is Samarqand, never
# ToshkentSamarqand; the default is in the header, not on the line.
wait_at '^city> ?$'
t_has_text '[Toshkent]' || t_soft_fail "the default is not shown in brackets in city's header"
t_type 'Samarqand'; t_keys Enter
# `y` at `insurance [no]` is yes (never `noy`).
wait_at '^insurance> ?$'
t_type 'y'; t_keys Enter
wait_at '^card> ?$'
check_payload '"city":"Samarqand"' typed_value_replaces_default
check_payload '"insurance":true' typed_value_replaces_toggle_default

# command_at_prefilled_prompt_is_a_command: the value is on the line, selected (reverse
# video); `:fields` typed there runs and leaves the value as it was.
t_type ':goto full_name'; t_keys Enter
wait_at "^full_name ✓> $NAME\$"
t_screen_escapes | grep -F 'full_name' | tail -n 1 | grep -qF $'\e[7m' \
  || t_soft_fail "the pre-filled value is not drawn in reverse video"
t_type ':fields'; t_keys Enter
t_wait_re '^ *1 +full_name '
wait_at "^full_name ✓> $NAME\$"
check_payload "\"full_name\":\"$NAME\"" command_at_prefilled_prompt_is_a_command
wait_at "^full_name ✓> $NAME\$"
# Enter keeps it.
t_keys Enter
wait_at '^address> ?$'
check_payload "\"full_name\":\"$NAME\"" enter_keeps_the_selection

# Left makes the selection text to edit: the cursor one character left of its end.
t_type ':goto city'; t_keys Enter
wait_at '^city ✓> Samarqand$'
t_keys Left; t_type 'X'
wait_at '^city ✓> SamarqanXd$'
t_keys Enter
wait_left city
check_payload '"city":"SamarqanXd"' motion_then_typing_edits_the_selection

# Backspace clears the whole selection; a bracketed paste replaces it like typing.
t_type ':goto city'; t_keys Enter
wait_at '^city ✓> SamarqanXd$'
t_keys BSpace
wait_at '^city> ?$'
t_keys C-c
wait_at '^city ✓> SamarqanXd$'
t_tmux set-buffer -b sel 'Buxoro' || t_fail "set-buffer failed"
t_tmux paste-buffer -p -b sel -t "$T_SESSION" || t_fail "paste-buffer failed"
wait_at '^city ✓> Buxoro$'
t_keys Enter
wait_left city
check_payload '"city":"Buxoro"' paste_replaces_the_selection

# A toggle set by the user is pre-filled as its word; a typed `n` replaces it.
t_type ':goto insurance'; t_keys Enter
wait_at '^insurance ✓> yes$'
t_type 'n'; t_keys Enter
check_payload '"insurance":false' typed_value_replaces_toggle
t_stop

# Under NO_COLOR the selection is underlined instead of reversed.
t_start NO_COLOR=1 -- "$FORM"
wait_at '^full_name> ?$'
t_type 'Ali Valiyev'; t_keys Enter
wait_at '^city> ?$'
t_type ':goto full_name'; t_keys Enter
wait_at '^full_name ✓> Ali Valiyev$'
line=$(t_screen_escapes | grep -F 'full_name' | tail -n 1)
grep -qF $'\e[4mAli Valiyev' <<<"$line" || t_soft_fail "under NO_COLOR the selection is not underlined: $(cat -v <<<"$line")"
grep -qF $'\e[7m' <<<"$line" && t_soft_fail "under NO_COLOR the selection is in reverse video"
t_pass
