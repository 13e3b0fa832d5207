#!/usr/bin/env bash
# docs/contract.md, "The shell", "Secrets and memory" item 2: SIGTERM at a readline prompt (readline has the terminal in
# its own
# no-echo, non-canonical mode, and leaves signals to formsh: rl_catch_signals = 0)
# restores the terminal settings and exits with 143, like SIGTERM during secure
# input. Checked before any secure input was read, and after one.
source "$(dirname "$0")/terminal/lib.sh"
t_init "after SIGTERM at a readline prompt the tty settings are restored; exit 143"

# The first prompt of the loan form, with some text typed.
first_prompt() {
  t_wait_re '^user_phone> ?$'
  t_type '+998'
  t_wait_re '^user_phone ✗> \+998$'
}
# The card form's readline prompt after its secure field was read.
after_secure() {
  t_wait_re '^card_number> ?$'
  t_type 4111111111111111
  t_wait_re '^card_number> •{16}$'
  t_keys Enter
  t_wait_re '^card_holder> ?$'
  t_type 'ALI'
  t_wait_re '^card_holder( [✓✗])?> ALI$'
}

t_signal_scenario "SIGTERM at the first readline prompt" TERM 143 forms/loan_application.json first_prompt
t_signal_scenario "SIGTERM at a readline prompt after secure input" TERM 143 forms/card_transfer/step1_card.json after_secure
t_pass
