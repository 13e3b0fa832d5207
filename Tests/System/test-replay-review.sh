#!/usr/bin/env bash
# docs/contract.md, "Transcripts": `formsh replay --review` on a real terminal (a tmux pane), keys typed: for each
# failing transcript its diff, then a question; `a` writes the file as --update would
# (it then passes), `s` leaves it and its NAME.t.actual, an unknown key asks again, `q`
# leaves the rest. Under CI it is refused (exit 2) even on a terminal.
source "$(dirname "$0")/terminal/lib.sh"
t_init "replay --review: accept, skip and quit on a terminal"

# Three failing copies of the issue's wrong-code case, in a folder of their own, which
# replay runs in (so the failed-list lands there); a wrapper starts formsh in it.
work=$T_DIR/work
mkdir -p "$work/t" && cp -r transcripts/forms/profile "$work/forms"
for n in a b c; do cp Tests/Fixtures/replay/cases/wrong_code/before.t "$work/t/$n.t"; done
real=$FORMSH
FORMSH=$T_DIR/formsh-in-work
printf '#!/bin/sh\ncd "%s" && exec "%s" "$@"\n' "$work" "$real" >"$FORMSH" && chmod +x "$FORMSH"

t_start NO_COLOR=1 -- replay --review --jobs 1 t
t_wait_text 'Review: 3 failing transcripts; a accepts the new text, s skips, q quits.'
t_wait_text '[1/3] t/a.t'
t_wait_text '+  ✗ code: server: Wrong code'
t_wait_re '^Accept\? \[a\]ccept, \[s\]kip, \[q\]uit: ?$'
t_type 'x'; t_keys Enter
t_wait_text 'Type a, s or q.'
t_type 'a'; t_keys Enter
t_wait_text 'accepted t/a.t'
t_wait_text '[2/3] t/b.t'
t_type 's'; t_keys Enter
t_wait_text 'skipped t/b.t'
t_wait_text '[3/3] t/c.t'
t_type 'q'; t_keys Enter
t_wait_text 'quit: 1 not accepted'
t_wait_text '0 passed, 1 updated, 2 failed'
status=$(t_wait_exit) || exit 1
[ "$status" = 1 ] || t_soft_fail "exit status $status, expected 1 (two transcripts still fail)"

cmp -s "$work/t/a.t" Tests/Fixtures/replay/cases/wrong_code/updated.t || t_soft_fail "the accepted a.t is not what --update writes"
[ -e "$work/t/a.t.actual" ] && t_soft_fail "a.t.actual stays after a.t was accepted"
for n in b c; do
  cmp -s "$work/t/$n.t" Tests/Fixtures/replay/cases/wrong_code/before.t || t_soft_fail "$n.t was changed"
  [ -e "$work/t/$n.t.actual" ] || t_soft_fail "$n.t.actual is gone"
done
[ "$(cat "$work/.formsh-replay-failed" 2>/dev/null)" = "$(printf 't/b.t\nt/c.t')" ] || t_soft_fail "the failed-list: $(cat "$work/.formsh-replay-failed")"
(cd "$work" && "$real" replay t/a.t >/dev/null 2>&1) || t_soft_fail "the accepted a.t does not replay green"
t_stop

# Under CI, never, not even on a terminal.
t_start NO_COLOR=1 CI=true -- replay --review t
status=$(t_wait_exit) || exit 1
[ "$status" = 2 ] || t_soft_fail "--review under CI exited $status, expected 2"
t_wait_text 'refused when CI is set'
t_pass
