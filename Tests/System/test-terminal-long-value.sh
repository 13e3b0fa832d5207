#!/usr/bin/env bash
# The shell (docs/contract.md, "The shell"): a line longer than the terminal wraps as in
# bash's readline, at the terminal's width, so the prompt and its live mark stay in sight;
# a resize redraws the line once at the new width. Values mix Latin, Cyrillic, ʻ, emoji
# and a ZWJ family, so the wrap column falls beside wide and zero-width characters.
source "$(dirname "$0")/terminal/lib.sh"
t_init "long_value_keeps_prompt_in_sight: long lines wrap with the prompt visible; a resize redraws one line"

FORM=Tests/System/fixtures/terminal/selection.json
# 60 and 150 characters (graphemes), mixed scripts.
SIXTY='Ёжик Оʻғʻлой 👍🏽 va 👨‍👩‍👧 oilasi Toshkent shahrida yashaydi'
SIXTY+=' ok'
BASE='Chilonzor tumani, Qatortol koʻchasi 12-uy 👩‍👧 Ёжикова Оʻғʻлой қизи, ikkinchi kirish, '
LONG="${BASE}Samarqand darvozasi yonida, 3-qavat, 7-xonadon, telefon qilmang 🏠 oxiri"

screen_joined() { t_tmux capture-pane -p -J -t "$T_SESSION"; }
lines_with() { t_screen | grep -cF -- "$1"; }
shows_whole() { screen_joined | grep -qF -- "$1"; }

T_WIDTH=40 t_start "$FORM"
t_wait_re '^full_name> ?$'
t_type "$SIXTY"
# The prompt with its mark is on the screen, and the value follows it, wrapped.
t_until "$T_TIMEOUT" t_has_line '^full_name ✓> Ёжик' || t_fail "the prompt and mark of a 60-character value are not in sight at 40 columns"
t_until "$T_TIMEOUT" shows_whole 'yashaydi ok' || t_fail "the end of the 60-character value is not on the screen"
[ "$(lines_with 'full_name ✓>')" -eq 1 ] || t_fail "the prompt is drawn more than once"
# Wrapped, not scrolled sideways: the screen holds the start and the end together.
rows=$(t_screen | sed '/^$/d' | sed -n '/^full_name ✓>/,$p' | wc -l)
[ "$rows" -ge 2 ] || t_fail "a 60-character value at 40 columns did not wrap (prompt and value on $rows row)"

# A resize to 120 columns: the line is drawn again once, on one row.
t_resize 120
redrawn() { [ "$(lines_with 'full_name ✓>')" -eq 1 ] && t_has_line "^full_name ✓> .*yashaydi ok\$" && [ "$(lines_with 'yashaydi')" -eq 1 ]; }
t_until "$T_TIMEOUT" redrawn || t_fail "after a resize from 40 to 120 columns the line is not drawn once on one row"
t_keys Enter
t_until "$T_TIMEOUT" t_has_line '^city> ?$' || t_fail "Enter did not take the 60-character value"

# 150 characters at 40 columns (back to 40): prompt and mark in sight, the end drawn.
t_resize 40
t_type ':goto address'; t_keys Enter
t_until "$T_TIMEOUT" t_has_line '^address> ?$' || t_fail "no address prompt"
t_type "$LONG"
t_until "$T_TIMEOUT" t_has_line '^address ✓> Chilonzor' || t_fail "the prompt and mark of a 150-character value are not in sight at 40 columns"
t_until "$T_TIMEOUT" shows_whole 'qilmang 🏠 oxiri' || t_fail "the end of the 150-character value is not on the screen"
t_keys Enter
t_type ':payload'; t_keys Enter
t_until "$T_TIMEOUT" shows_whole 'Samarqand darvozasi' || t_fail "the 150-character value was not stored whole"
t_pass
