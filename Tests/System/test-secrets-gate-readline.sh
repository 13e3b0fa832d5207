#!/usr/bin/env bash
# The gate and what readline draws (docs/contract.md, "Submission", "One gate"): Tab Tab
# lists option labels holding card numbers masked, as formsh's own option list masks them;
# a completion never puts such a label on the line (it completes to the option's value);
# a card number typed into a plain field and revisited with :goto is never put on the
# pre-filled line: it stays masked in the header, Enter keeps it, typing replaces it.
# Checked on the pane's raw output, byte for byte.
source "$(dirname "$0")/terminal/lib.sh"
t_init "readline's drawing goes through the gate: candidates, completed and pre-filled lines"

FORM=Tests/System/fixtures/terminal/selection.json
CARD1=4539148803436467
CARD2=4929385716203844

cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
at() { cursor_line | grep -qE -- "$1"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }
raw_size() { stat -c %s "$T_DIR/raw" 2>/dev/null || echo 0; }
# The raw output written after byte offset $1.
raw_since() { tail -c +"$(( $1 + 1 ))" "$T_DIR/raw" 2>/dev/null; }

t_start --gated "$FORM"
t_record_raw
t_go
wait_at '^full_name> ?$'
t_type 'Ali Valiyev'; t_keys Enter
wait_at '^city> ?$'; t_keys Enter
wait_at '^insurance> ?$'; t_keys Enter
wait_at '^card> ?$'
# formsh's own option list masks the labels (the control for what follows).
t_raw | grep -qaE '•••• ?6467' || t_fail "the option list does not show the masked label (•••• 6467)"

# Tab Tab: the candidates are listed with their labels masked.
start=$(raw_size)
t_type 'V'; t_keys Tab
wait_at '^card.*> visa_$'
# The line gained the candidates' common start: the next two Tabs list them.
t_keys Tab; t_keys Tab
t_until "$T_TIMEOUT" t_has_line 'visa_main \(Visa •••• ?6467\)' || t_fail "Tab Tab did not list the candidates with masked labels"
raw_since "$start" | grep -qaE "$CARD1|$CARD2" && t_soft_fail "Tab Tab wrote a card number in the raw output"
# A completion from the label's start puts the option's value on the line, not the label.
t_keys C-u; t_type 'Visa 45'; t_keys Tab
wait_at '^card ✓> visa_main$'
raw_since "$start" | grep -qaE "$CARD1|$CARD2" && t_soft_fail "the completed line showed a card number"
t_keys Enter
wait_at '^address> ?$'; t_keys Enter

# A card number typed into a plain field: masked in the header when revisited, never put
# on the line; Enter keeps it; typing replaces it.
wait_at '^note> ?$'
t_type "$CARD1"; t_keys Enter
wait_at '^formsh> ?$'
start=$(raw_size)
t_type ':goto note'; t_keys Enter
wait_at '^note> ?$'
t_has_line '•••• ?6467' || t_soft_fail "the header does not show the held card masked"
raw_since "$start" | grep -qaF "$CARD1" && t_soft_fail "the card number was drawn on the pre-filled line"
t_keys Enter
wait_at '^formsh> ?$'
t_type ':fields'; t_keys Enter
t_until "$T_TIMEOUT" t_has_line '^ *6 +note .*✓.*•••• ?6467' || t_soft_fail "Enter at the empty line did not keep the card number"
t_type ':goto note'; t_keys Enter
wait_at '^note> ?$'
t_type 'izoh yoʻq'; t_keys Enter
t_type ':payload'; t_keys Enter
t_until "$T_TIMEOUT" t_has_text '"note":"izoh yoʻq"' || t_soft_fail "typing did not replace the held card number"
raw_since "$start" | grep -qaF "$CARD1" && t_soft_fail "the card number appeared in the raw output after it was typed"
t_pass
