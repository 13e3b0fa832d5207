#!/usr/bin/env bash
# docs/contract.md, "The shell": readline completes option labels at a choice prompt and `:` commands and
# field keys anywhere.
source "$(dirname "$0")/terminal/lib.sh"
t_init "Tab completes option labels, commands and field keys"

t_start forms/delivery.json
t_wait_re '^delivery_type> ?$'
dt_re=$(t_prompt_re delivery_type)

# An option label from a prefix: Kur + Tab -> Kuryer.
t_type 'Kur'
t_wait_re "${dt_re}Kur\$"
t_keys Tab
t_until "$T_TIMEOUT" t_has_line "${dt_re}Kuryer ?\$"
line=$(t_last_line "$dt_re")
[[ $line =~ Kuryer\ ?$ ]] || t_fail "Kur + Tab should complete to Kuryer, the line is '$line'"
t_keys Enter
t_wait_re '^address> ?$'
t_screen | grep -qE '^  ✓ courier' || t_fail "the completed label was not accepted as courier"

# A command: :go + Tab -> :goto, then a field key: del + Tab -> delivery_type.
ad_re=$(t_prompt_re address)
t_type ':go'
t_wait_re "${ad_re}:go\$"
t_keys Tab
t_wait_re "${ad_re}:goto ?\$"
t_type 'del'
t_wait_re "${ad_re}:goto del\$"
t_keys Tab
t_wait_re "${ad_re}:goto delivery_type ?\$"
t_keys Enter
# :goto brings the choice prompt back, with the value chosen on the line (pre-fill);
# emptied, a label with spaces and an apostrophe completes whole.
t_wait_re "^delivery_type ✓> courier\$"
t_keys C-u
t_wait_re "^delivery_type> ?\$"
t_type "O'z"
t_wait_re "${dt_re}O'z\$"
t_keys Tab
t_wait_re "${dt_re}O'zim olib ketaman ?\$"
t_keys Enter
t_wait_re '^  ✓ pickup'
t_stop

# A label with a space completes from a prefix that has the space: the whole line is
# completed, never the last word repeated (Ish h + Tab -> Ish haqi, not Ish Ish haqi).
t_start forms/loan_application.json
t_wait_re '^user_phone> ?$'
t_type ':goto income_source'
t_keys Enter
t_wait_re '^income_source> ?$'
is_re=$(t_prompt_re income_source)
t_type 'Ish h'
t_wait_re "${is_re}Ish h\$"
t_keys Tab
t_until "$T_TIMEOUT" t_has_line "${is_re}Ish haqi ?\$" || t_fail "Ish h + Tab gave '$(t_last_line "$is_re")', expected Ish haqi"
t_keys Enter
t_wait_re '^  ✓ salary'
t_pass
