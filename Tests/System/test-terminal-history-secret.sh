#!/usr/bin/env bash
# docs/contract.md, "The shell": a secure_input never enters readline's history. After a secret has been
# typed, Up at the next readline prompt recalls the earlier non-secret lines (the
# control that history works) but never the secret.
source "$(dirname "$0")/terminal/lib.sh"
t_init "Up arrow never recalls a secure value"

# 1. The card form: the secret is the only line typed so far, so Up has nothing to
#    recall; the sentinel typed after Up shows what the line holds.
secret=4111111111111111
t_start forms/card_transfer/step1_card.json
t_wait_re '^card_number> ?$'
t_type "$secret"
t_wait_re '^card_number> •{16}$'
t_keys Enter
t_wait_re '^card_holder> ?$'
t_keys Up
t_type 'ZZ'
t_wait_re "$(t_prompt_re card_holder).*ZZ"
line=$(t_last_line "$(t_prompt_re card_holder)")
case $line in
  *1111*) t_fail "Up at card_holder recalled the card number: '$line'" ;;
esac
[[ $line =~ ^card_holder(\ [✓✗])?\>\ ZZ$ ]] || t_fail "after Up the card_holder line should hold only what was typed after it, got '$line'"
t_stop

# 2. The loan form: phone and name (history), the passport (secret), then Up at the
#    amount prompt walks back name, phone, and never shows the passport.
phone=+998901234567
name='Ali Valiyev'
passport=QZ7654321
t_start forms/loan_application.json
t_wait_re '^user_phone> ?$'
t_type "$phone"; t_keys Enter
t_wait_re '^full_name> ?$'
t_type "$name"; t_keys Enter
t_wait_re '^passport> ?$'
t_type "$passport"
t_wait_re '^passport> •{9}$'
t_keys Enter
t_wait_re '^amount> ?$'

amount_re=$(t_prompt_re amount)
t_keys Up
t_wait_re "${amount_re}.+"
line=$(t_last_line "$amount_re")
case $line in *"$passport"*|*QZ*) t_fail "Up at amount recalled the passport: '$line'" ;; esac
case $line in *"$name") ;; *) t_fail "Up at amount should recall the name '$name' (the last non-secret line), got '$line'" ;; esac

t_keys Up
t_wait_re "${amount_re}.*\\+998"
line=$(t_last_line "$amount_re")
case $line in *"$passport"*|*QZ*) t_fail "second Up recalled the passport: '$line'" ;; esac
case $line in *"$phone") ;; *) t_fail "second Up should recall the phone, got '$line'" ;; esac

# Down twice walks forward again: name, then the empty new line; no secret on the way.
t_keys Down
t_wait_re "${amount_re}.*${name}\$"
t_keys Down
t_wait_re "^amount> ?\$"
t_screen_all | grep -qF "$passport" && t_fail "the passport appears on the screen"
t_pass
