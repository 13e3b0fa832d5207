#!/usr/bin/env bash
# docs/contract.md, "The shell", "Secrets and memory" item 5: a secure_input typed on a real terminal shows one `•` per
# character
# and nothing else; the typed digits are nowhere on the screen or in its scrollback,
# neither while typing, nor after Backspace, nor after Enter.
source "$(dirname "$0")/terminal/lib.sh"
t_init "secure input shows only mask characters; the secret is nowhere on the screen"

secret=4111111111111111          # a Luhn-valid test card number (16 digits)
mask16='••••••••••••••••'
mask15='•••••••••••••••'

t_start forms/card_transfer/step1_card.json
t_wait_re '^card_number> ?$'

# Typed one key at a time, as a person would (the reader is byte by byte).
for ((i = 0; i < ${#secret}; i++)); do t_type "${secret:i:1}"; done
t_wait_re "^card_number> ${mask16}\$"

# Control: the screen is really being read (the prompt and the mask are there).
t_screen_all | grep -qF "card_number> $mask16" || t_fail "scrollback capture lacks the masked line"

# Backspace removes one mask character; the next digit adds one back.
t_keys BSpace
t_wait_re "^card_number> ${mask15}\$"
t_type "${secret: -1}"
t_wait_re "^card_number> ${mask16}\$"

check_absent() {   # $1: when
  local all; all=$(t_screen_all)
  local frag
  for frag in "$secret" "${secret:0:8}" "${secret:8:8}"; do
    if grep -qF -- "$frag" <<<"$all"; then
      t_fail "$1: the typed secret ('$frag') appears on the screen"
    fi
  done
  # The masked line holds only mask characters after the prompt.
  local line; line=$(grep -E '^card_number> ' <<<"$all" | tail -n 1)
  local rest=${line#card_number> }
  rest=${rest//•/}
  [ -z "${rest// /}" ] || t_fail "$1: the card_number line shows more than mask characters: '$line'"
}
check_absent "while typing"

t_keys Enter
t_wait_re '^card_holder> ?$'
t_screen_all | grep -qE '^  ✓' || t_fail "the card number was not accepted (no ✓ after Enter)"
check_absent "after Enter"

t_pass
