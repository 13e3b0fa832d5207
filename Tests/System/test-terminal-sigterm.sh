#!/usr/bin/env bash
# docs/contract.md, "Command line", "The shell", "Secrets and memory" item 2: SIGTERM during secure input (the terminal
# is then in no-echo,
# non-canonical mode) wipes, restores the terminal settings and ends the process with
# status 143. The settings are read with `stty -g` on the pane's tty before formsh
# starts and after it has ended. The same for SIGHUP (status 129).
source "$(dirname "$0")/terminal/lib.sh"
t_init "after SIGTERM during secure input the tty settings are restored; exit 143"

# During secure input: some digits typed into card_number.
secure_typed() {
  t_wait_re '^card_number> ?$'
  t_type 4111
  t_wait_re '^card_number> ••••$'
  stty -a <"$(t_tty)" | grep -qE '(^| )-echo( |$)' || t_soft_fail "secure input: echo is not off while the secret is typed"
}

t_signal_scenario "SIGTERM during secure input" TERM 143 forms/card_transfer/step1_card.json secure_typed
t_signal_scenario "SIGHUP during secure input" HUP 129 forms/card_transfer/step1_card.json secure_typed
t_pass
