#!/usr/bin/env bash
# docs/contract.md, "The shell": on a terminal, a prompt for a non-secret field that already holds a value the
# user typed starts with that value on the line, selected; Enter keeps it, and a motion key
# makes it text to edit (test-terminal-selection.sh has the rest). A secret is never put
# on the line, and a field without a value starts empty (the control).
source "$(dirname "$0")/terminal/lib.sh"
t_init "a field that holds a value is prompted with it on the line; Enter keeps it"

# The line the cursor is on (the last one written): a prompt seen there is the current one,
# not an earlier line with the same text.
cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
at() { cursor_line | grep -qE -- "$1"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }

t_start forms/loan_application.json
wait_at '^user_phone> ?$'
t_type '+998901234567'; t_keys Enter
wait_at '^full_name> ?$'           # control: a field with no value starts empty
t_type 'Ali Valiyev'; t_keys Enter
wait_at '^passport> ?$'
t_type 'AA1234567'; t_keys Enter
wait_at '^amount> ?$'

# Back to the name: it is on the line, judged (✓), and Enter keeps it.
t_type ':goto full_name'; t_keys Enter
wait_at '^full_name ✓> Ali Valiyev$'
t_keys Enter
wait_at '^term_months> ?$'          # on to the next field not asked yet
# The secret is never put on the line.
t_type ':goto passport'; t_keys Enter
wait_at '^passport> ?$'
[[ "$(cursor_line)" =~ ^passport\>\ ?$ ]] || t_fail "the passport was put on its line: $(cursor_line)"

# Editing the pre-filled value: End makes it text, then one Backspace makes it invalid,
# one digit valid again.
t_type ':back'; t_keys Enter          # a command that works at the secure prompt
wait_at '^full_name ✓> Ali Valiyev$'
t_keys C-u
wait_at '^full_name> ?$'
t_type 'Alisher Valiyev'; t_keys Enter
wait_at '^income_source> ?$'
t_type ':goto user_phone'; t_keys Enter
wait_at '^user_phone ✓> \+998901234567$'
t_keys End; t_keys BSpace
wait_at '^user_phone ✗> \+99890123456$'
t_type '8'
wait_at '^user_phone ✓> \+998901234568$'
t_keys Enter
wait_at '^employer> ?$'
t_type ':goto full_name'; t_keys Enter
wait_at '^full_name ✓> Alisher Valiyev$'   # what was typed last, not the first value
t_keys Enter
wait_at '^purposes> ?$'

# A choice is put on the line as the value that chooses it again.
t_type ':set term_months 12'; t_keys Enter
t_wait_re '✓ term_months = 12'
t_type ':goto term_months'; t_keys Enter
wait_at '^term_months ✓> 12$'
t_keys Enter
t_wait_re '^  ✓ 12$'
t_stop

# After an answer that flags both fields, Enter on the pre-filled holder keeps it: its
# server message stays (docs/contract.md, "The shell"), as an empty line would keep it.
t_start forms/card_transfer/step1_card.json --scenario transcripts/scenarios/card_two_flags.json
wait_at '^card_number> ?$'
t_type '4111111111111111'; t_keys Enter
wait_at '^card_holder> ?$'
t_type 'Aziz Karimov'; t_keys Enter
wait_at '^formsh> ?$'
t_type ':submit'; t_keys Enter
wait_at '^card_number> ?$'
t_keys Enter                          # the secret is kept with an empty line
wait_at '^card_holder ✗> Aziz Karimov$'    # ✗ while the server's message stands
t_keys Enter
wait_at '^formsh> ?$'
t_has_text 'All fields pass the form'"'"'s rules; 2 server messages still stand' || t_fail "Enter on the pre-filled value cleared its server message"
t_pass
