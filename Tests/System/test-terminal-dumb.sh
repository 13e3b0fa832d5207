#!/usr/bin/env bash
# The shell (docs/contract.md, "The shell"): with TERM=dumb, or a terminal the terminfo
# database does not know, formsh writes what plain mode writes — no colours, no cursor
# movement, no carriage-return redraws: not one ESC byte in the pane's raw output — and a
# secure prompt still reads with echo off.
source "$(dirname "$0")/terminal/lib.sh"
t_init "TERM=dumb or unknown: plain mode's output (no ESC byte), echo still off at secure prompts"

# Byte checks on the raw output: ESC and CR (a CR before LF is a line end, not a redraw).
has_esc() { t_raw | grep -qaP '\x1b'; }
has_bare_cr() { t_raw | tr '\n' '\001' | grep -qaP '\r(?!\x01)'; }

for term in dumb formsh-no-such-terminal; do
  t_start --gated TERM=$term -- forms/card_transfer/step1_card.json
  t_record_raw
  t_go
  t_wait_re '^card_number>$'
  # Echo is off at the secure prompt: the digits typed never reach the screen.
  t_type '4111111111111111'
  t_until "$T_TIMEOUT" test -s "$T_DIR/raw" || t_fail "no output recorded"
  t_keys Enter
  t_wait_re '^card_holder>$'
  t_screen_all | grep -qF '4111111111111111' && t_soft_fail "TERM=$term: the card number was echoed at the secure prompt"
  t_type 'Aziz Karimov'; t_keys Enter
  t_wait_re '^formsh>$'
  t_type ':goto card_holder'; t_keys Enter
  t_wait_re 'Aziz Karimov'
  # Nothing is put on the line: the prompt stands alone on its line.
  t_until "$T_TIMEOUT" t_has_line '^card_holder>$' || t_soft_fail "TERM=$term: no plain prompt after :goto"
  t_type ':quit!'; t_keys Enter
  t_wait_exit >/dev/null
  has_esc && t_soft_fail "TERM=$term: the output has an ESC byte: $(t_raw | grep -aP '\x1b' | head -n 3 | cat -v)"
  has_bare_cr && t_soft_fail "TERM=$term: the output has a carriage return that is not a line end"
  # The control: formsh did write its prompts through the recorded stream.
  t_raw | grep -qaF 'card_holder>' || t_fail "TERM=$term: the raw output holds no prompt (recording broken)"
  t_stop
done
t_pass
