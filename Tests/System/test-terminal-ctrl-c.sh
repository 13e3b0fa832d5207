#!/usr/bin/env bash
# docs/contract.md, "The shell": Ctrl-C cancels the line being typed and leaves the prompt usable: the
# cancel shows at once (no further key needed) and the next value typed is taken
# whole. Checked at a readline prompt and at the secure reader's prompt.
source "$(dirname "$0")/terminal/lib.sh"
t_init "Ctrl-C cancels the line and leaves the prompt usable"

phone=+998901234567

# 1. A readline prompt (user_phone).
t_start forms/loan_application.json
t_wait_re '^user_phone> ?$'
t_type '+9989'
t_wait_re '^user_phone ✗> \+9989$'
t_keys C-c
# The cancelled line is ended and a fresh, empty prompt is shown, with no other key.
if ! t_until 5 t_has_line '^user_phone> ?$'; then
  t_soft_fail "after Ctrl-C no fresh user_phone prompt appeared (the last line is '$(t_screen | grep -v '^$' | tail -n 1)'); the cancel waits for another key"
fi
t_type "$phone"
t_keys Enter
if ! t_until "$T_TIMEOUT" t_has_line '^full_name> ?$'; then
  t_soft_fail "the value typed after Ctrl-C was not accepted: the line read '$(t_last_line '^user_phone.*> .')', the verdict '$(t_last_line '^  [✓✗]')' (expected $phone, then ✓ and the full_name prompt)"
else
  t_screen | grep -qF "$phone" || t_soft_fail "the number typed after Ctrl-C is not shown whole on the screen"
fi
t_stop

# 2. The secure reader (card_number): Ctrl-C drops the digits typed so far.
t_start forms/card_transfer/step1_card.json
t_wait_re '^card_number> ?$'
t_type '5555'
t_wait_re '^card_number> ••••$'
t_keys C-c
t_until 5 t_has_line '^card_number> ?$' || t_soft_fail "after Ctrl-C at the secure prompt no fresh card_number prompt appeared"
t_type 4111111111111111
t_wait_re '^card_number> •{16}$'
t_keys Enter
t_until "$T_TIMEOUT" t_has_line '^card_holder> ?$' || t_soft_fail "the card number typed after Ctrl-C was not accepted (the cancelled digits were kept?)"
# The store holds only the number typed after the cancel.
t_type ':fields'; t_keys Enter
t_until "$T_TIMEOUT" t_has_text '•••• 1111' || t_soft_fail ":fields does not show the card number typed after Ctrl-C as •••• 1111"
t_pass
