#!/usr/bin/env bash
# The shell (docs/contract.md, "The shell"): after an answer that flags several fields, the
# first field visited shows its `✗ server:` line in its header, like the ones after it, and
# its live mark is ✗ until its value changes.
source "$(dirname "$0")/terminal/lib.sh"
t_init "the first field flagged by a 422 shows its server line and a ✗ mark until its value changes"

cursor_line() { t_screen | sed '/^$/d' | tail -n 1; }
at() { cursor_line | grep -qE -- "$1"; }
wait_at() { t_until "$T_TIMEOUT" at "$1" || t_fail "waited for the cursor's line to match /$1/; it is '$(cursor_line)'"; }

# The loan form, answered 422 naming passport and full_name: full_name comes first in
# schema order, and it is a plain field (pre-filled, with a live mark).
t_start forms/loan_application.json --scenario transcripts/scenarios/loan_two_flags.json
wait_at '^user_phone> ?$'
for line in '+998901234567' 'Ali Valiyev' 'AA1234567' '1000000' '1' '1' 'Osiyo' '1' 'n' 'y'; do
  t_type "$line"; t_keys Enter
done
wait_at '^formsh> ?$'
t_type ':submit'; t_keys Enter
# The header just above the first visited field's prompt carries its server line, and the
# mark is ✗ while the value is the one the server judged.
wait_at '^full_name ✗> Ali Valiyev$'
header_has_server() { t_screen | sed '/^$/d' | tail -n 4 | grep -qF "✗ server: $1"; }
t_until "$T_TIMEOUT" header_has_server 'Ism pasportdagi bilan mos emas' || t_fail "the first flagged field's header has no '✗ server:' line"
# A changed value is judged by the rules again; back to the judged value, ✗ again.
t_keys Left; t_type 'x'
wait_at '^full_name ✓> Ali Valiyexv$'
t_keys BSpace
wait_at '^full_name ✗> Ali Valiyev$'
t_keys Enter
# The second one (the secret passport): its header carries its line too.
wait_at '^passport> ?$'
t_until "$T_TIMEOUT" header_has_server 'Pasport maʼlumotlari topilmadi' || t_fail "the second flagged field's header has no '✗ server:' line"
t_pass
