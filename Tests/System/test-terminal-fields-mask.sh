#!/usr/bin/env bash
# docs/contract.md, "The shell", "Secrets and memory" item 5: on the terminal `:fields` shows a `mask: last4` secret as
# `•••• 1234` and never its digits; `:payload` and the summary mask it the same way.
source "$(dirname "$0")/terminal/lib.sh"
t_init ":fields shows •••• 1111 for the card number, never the digits"

secret=4111111111111111
t_start forms/card_transfer/step1_card.json
t_wait_re '^card_number> ?$'
t_type "$secret"
t_wait_re '^card_number> •{16}$'
t_keys Enter
t_wait_re '^card_holder> ?$'

t_type ':fields'; t_keys Enter
t_wait_re '^ +1 +card_number '
row=$(t_last_line '^ +1 +card_number ')
[[ $row =~ secure_input\ +✓\ +••••\ 1111$ ]] || t_fail ":fields row of card_number is '$row', expected its value to be '•••• 1111'"
digits=${row//[^0-9]/}
[ "$digits" = 11111 ] || t_fail ":fields row of card_number shows digits '$digits' beyond the row number and the last four: '$row'"

t_type ':payload'; t_keys Enter
t_wait_re '^ +\{"card_number":'
payload=$(t_last_line '^ +\{"card_number":')
[[ $payload == *'"card_number":"•••• 1111"'* ]] || t_soft_fail ":payload shows '$payload', expected card_number as \"•••• 1111\""

t_type ':next'; t_keys Enter
t_wait_re '^ +card_number: '
summary=$(t_last_line '^ +card_number: ')
[[ $summary =~ ^\ +card_number:\ ••••\ 1111$ ]] || t_soft_fail "the summary shows '$summary', expected 'card_number: •••• 1111'"

all=$(t_screen_all)
for frag in "$secret" "${secret:0:12}" "${secret:0:8}" "${secret:4:8}"; do
  grep -qF -- "$frag" <<<"$all" && t_fail "the card number ('$frag') appears on the screen"
done
t_pass
