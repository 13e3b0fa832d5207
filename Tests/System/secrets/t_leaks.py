"""The leak matrix (docs/contract.md, "The shell", "Submission", "Secrets and memory" item 6): one case per way a secret could outlive its wipe
or reach the screen beyond the value store. Usage: t_leaks.py CASE [--expect-leak].

Each case drives formsh in a real terminal (a tmux pane: tmuxdriver.py), against a
loopback server that records what it receives, with markers generated here (never in
argv or the environment). A memory check scans every readable mapping of the process
through /proc/PID/mem for the marker in UTF-8, UTF-16LE and, for card numbers, as digits
with the separators removed and in groups of four; each scan has a control that first
finds the marker while it is live. Screens are read with capture-pane.

--expect-leak runs a case against the negative-control build (FORMSH_TEST_NO_WIPE, see
t_nowipe_control.py) and asserts that the leak is detected.
"""

import os
import re
import secrets
import string
import sys

import flows
import memscan
from common import (FIXTURES, SECRET_FORM, Markers, Sandbox, TestFailure, check, formsh_binary, log, main, new_card,
                    new_text, require_root)
from loopback import Answer, Loopback
from tmuxdriver import TmuxSession

NEXT_OTP = os.path.join(FIXTURES, "next_otp.json")


def patterns(label, value, head=None):
    """The marker's head in UTF-8 and UTF-16LE; for digits also in groups of four."""
    h = value[:head] if head else value
    p = {f"{label}/utf8": h.encode(), f"{label}/utf16le": h.encode("utf-16-le")}
    if h.isdigit():
        grouped = " ".join(h[i:i + 4] for i in range(0, len(h), 4))
        p[f"{label}/grouped"] = grouped.encode()
    return p


def card_patterns(label, card):
    """A card's first 12 digits (a last4 mask may show the last four)."""
    return patterns(label, card, 12)


def scan(pid, pats):
    hits, stats = memscan.scan_process(pid, pats)
    return hits


def start(binary, sandbox, server, form=SECRET_FORM, job_shell=False):
    env = sandbox.env({"INPUTRC": "/dev/null"})
    return TmuxSession([binary, "run", form, "--endpoint", server.url()], env, sandbox.cwd, job_shell=job_shell)


def type_secrets(s, markers):
    s.wait_prompt("card_number")
    s.type(markers.card)
    s.keys("Enter")
    s.wait_prompt("secret_note")
    s.type(markers.note)
    s.keys("Enter")
    s.wait_prompt("card_holder")


def at_end_prompt(s):
    s.wait_screen(r"All fields are valid")
    s.wait_prompt("formsh")


def end_line(s, key="formsh"):
    return s.last_line(rf"^{key}( [✓✗])?>")


def after_wipe(s):
    """:wipe goes back to the first field: `:next` past the two secure prompts to the
    holder's readline prompt."""
    s.type(":wipe"); s.keys("Enter")
    s.wait_screen(r"All values wiped")
    for key in ("card_number", "secret_note"):
        s.wait_prompt(key)
        s.type(":next"); s.keys("Enter")
    s.wait_prompt("card_holder")


def recall_checks(s, texts, what, key="formsh"):
    """At a readline prompt: Ctrl-Y (and Meta-Y through the ring), Up and Ctrl-R bring
    back none of `texts`."""
    s.wait_prompt(key)
    s.keys("C-y", "M-y", "M-y")
    s.keys("C-e")
    s.type("ZZ")
    s.wait_screen(rf"^{key}( [✓✗])?>.*ZZ$")
    line = end_line(s, key)
    check(not any(t[:8] in line for t in texts) and re.fullmatch(rf"{key}( [✓✗])?> ?ZZ", line),
          f"{what}: Ctrl-Y and Meta-Y yank nothing", evidence=line)
    s.keys("C-c")
    s.wait_prompt(key)
    s.keys("Up", "Up", "Up")
    s.type("ZZ")
    s.wait_screen(rf"^{key}( [✓✗])?>.*ZZ$")
    line = end_line(s, key)
    check(not any(t[:8] in line for t in texts), f"{what}: Up recalls none of it", evidence=line)
    s.keys("C-c")
    s.wait_prompt(key)
    for t in texts:
        s.keys("C-r")
        s.type(t[:6])
        screen = s.wait_screen(r"reverse-i-search")
        last = [l for l in screen.splitlines() if "reverse-i-search" in l][-1]
        check("failed" in last or t[6:12] not in last, f"{what}: Ctrl-R {t[:6]}… finds nothing", evidence=last)
        s.keys("C-g")
        s.keys("C-c")
        s.wait_prompt(key)


def memory_checks(s, pats, what, expect_leak=False, live_control=None):
    """`live_control`: hits found before (the control). After: none anywhere (or, for the
    negative control, some)."""
    hits = scan(s.pid, pats)
    if expect_leak:
        check(bool(hits), f"negative control: {what}: the /proc/PID/mem scan finds the marker", evidence="no hit")
    else:
        check(not hits, f"{what}: a /proc/PID/mem scan of every readable mapping finds none of the markers",
              evidence=flows.describe(hits))


def control_scan(s, pats, what, outside_region_only=False):
    hits = scan(s.pid, pats)
    if outside_region_only:
        region = flows.the_region(s.pid)
        hits = [h for h in hits if h not in flows.in_region(hits, region)]
    found = sorted({h.pattern.split("/")[0] for h in hits})
    check(found, f"control: {what}: the scan finds the live marker ({', '.join(found) or 'none'})")
    return hits


# ---- the cases ----------------------------------------------------------------------------

def case_killring(binary, expect_leak):
    """Text cut with Ctrl-U, Ctrl-K, Ctrl-W and Meta-D at a text field is gone after :wipe."""
    kills = {k: new_text(k, 30) for k in ("Ku", "Kk", "Kw", "Kd")}
    markers = Markers()
    sandbox = Sandbox("leak-killring")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type(kills["Ku"]); s.keys("C-u")
            s.type(kills["Kk"]); s.keys("C-a", "C-k")
            s.type(kills["Kw"]); s.keys("C-w")
            s.type(kills["Kd"]); s.keys("C-a", "M-d")
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            s.keys("C-y")
            s.wait_screen(r"^formsh( [✓✗])?> ?" + kills["Kd"])
            ok_line = "control: Ctrl-Y yanks the last kill before the wipe"
            check(True, ok_line)
            s.keys("C-c")
            s.wait_prompt("formsh")
            pats = {}
            for k, v in kills.items():
                pats.update(patterns(k, v, 20))
            control_scan(s, pats, "before :wipe, the cut texts are in memory (the kill ring)")
            after_wipe(s)
            if expect_leak:
                s.keys("C-y")
                s.type("ZZ")
                s.wait_screen(r"^card_holder( [✓✗])?>.*ZZ$")
                line = end_line(s, "card_holder")
                check(kills["Kd"][:12] in line, "negative control: after :wipe Ctrl-Y still yanks the cut text",
                      evidence=line)
                s.keys("C-c")
                memory_checks(s, pats, "after :wipe", expect_leak=True)
                return
            recall_checks(s, list(kills.values()), "after :wipe", "card_holder")
            memory_checks(s, pats, "after :wipe and the recall attempts")
        finally:
            s.close()
            sandbox.cleanup()


def case_ctrlc(binary, expect_leak):
    """A line abandoned with Ctrl-C leaves nothing in readline's buffers (no wipe needed)."""
    markers = Markers()
    pan = new_card()
    abandoned = new_text("Ab", 30)
    sandbox = Sandbox("leak-ctrlc")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            pats = card_patterns("pan", pan)
            s.type(":set card_number " + pan)
            s.wait_screen(re.escape(pan[-6:]))
            control_scan(s, pats, "while typed, the line is in memory")
            s.keys("C-c")
            s.wait_screen(r"\^C")
            s.wait_prompt("formsh")
            memory_checks(s, pats, "right after Ctrl-C (no wipe, nothing typed since)")
            # Edited, undone and abandoned: the undo list held the text too.
            s.type(abandoned); s.keys("BSpace", "BSpace", "C-_", "C-c")
            s.wait_prompt("formsh")
            pats.update(patterns("abandoned", abandoned, 20))
            memory_checks(s, pats, "after an edited line is abandoned")
            recall_checks(s, [pan, abandoned], "after Ctrl-C")
        finally:
            s.close()
            sandbox.cleanup()


def case_commands(binary, expect_leak):
    """:set of a secret field is refused, never enters history and leaves no copy; :set,
    :try and :keys of a text field leave no copy after :wipe."""
    markers = Markers()
    pan = new_card()
    tried = new_text("Tr", 30)
    keyed = new_text("Ky", 24)
    settled = new_text("St", 30)
    sandbox = Sandbox("leak-commands")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            s.type(":set card_number " + pan); s.keys("Enter")
            s.wait_screen(r"card_number is secret: type it at its prompt")
            screen = s.screen()
            shown = [l for l in screen.splitlines() if pan[:8] in l and not l.startswith("formsh")]
            check(not shown, "the refusal does not repeat the number", evidence="\n".join(shown))
            s.wait_prompt("formsh")
            pan_pats = card_patterns("refused_pan", pan)
            hits = scan(s.pid, pan_pats)
            check(not hits, "right after the refused :set, no copy of the number is in memory (no wipe needed)",
                  evidence=flows.describe(hits))
            s.keys("Up")
            s.type("ZZ")
            s.wait_screen(r"^formsh( [✓✗])?>.*ZZ$")
            line = end_line(s)
            check(pan[:8] not in line, "Up does not recall the refused :set (it never entered history)", evidence=line)
            s.keys("C-c")
            s.wait_prompt("formsh")
            s.type(":try card_holder " + tried); s.keys("Enter")
            s.wait_prompt("formsh")
            s.type(":keys card_holder " + keyed); s.keys("Enter")
            s.wait_prompt("formsh")
            s.type(":set card_holder " + settled); s.keys("Enter")
            s.wait_screen(r"card_holder")
            s.wait_prompt("formsh")
            pats = {}
            pats.update(patterns("try", tried, 20))
            pats.update(patterns("keys", keyed, 16))
            pats.update(patterns("set", settled, 20))
            control_scan(s, pats, "before :wipe, the command values are in memory (history, the store)")
            after_wipe(s)
            recall_checks(s, [tried, settled], "after :wipe", "card_holder")
            pats.update(pan_pats)
            memory_checks(s, pats, "after :wipe")
        finally:
            s.close()
            sandbox.cleanup()


def case_answers(binary, expect_leak):
    """Answers 422, 500 and 200 that echo both secrets, spaced and unspaced: the screen
    shows them masked, and no copy of a body survives (outside the store before the wipe,
    anywhere after)."""
    markers = Markers()
    card, note = markers.card, markers.note
    spaced = " ".join(card[i:i + 4] for i in range(0, 16, 4))
    dashed_note = "-".join(note[i:i + 6] for i in range(0, len(note), 6))
    answers = [
        Answer(422, {"errors": {"card_number": f"Card {card} declined", "secret_note": f"note {dashed_note}",
                                "other": f"pan {spaced}"}}),
        Answer(500, "x" * 280 + f" card={spaced} note={note} " + "y" * 100, content_type="text/plain"),
        Answer(200, {"screenId": "done", "version": "1", "title": f"Paid {card}",
                     "components": [{"id": "t", "type": "text", "props": {"text": f"Thanks {note} {spaced}"}},
                                    {"id": "n", "type": "text_input", "props": {"label": "Next", "stateKey": "next_value"}}]}),
    ]
    sandbox = Sandbox("leak-answers")
    pats = {}
    pats.update(card_patterns("card", card))
    pats.update(patterns("note", note, 20))
    pats.update(patterns("note_dashed", dashed_note, 20))
    with Loopback(answers) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            for n, label in ((1, "422"), (2, "500")):
                s.type(":submit"); s.keys("Enter")
                server.wait_posts(n, 15)
                s.wait_screen(r"Your values are kept")
                s.wait_prompt("formsh" if label == "500" else "card_number")
                hits = scan(s.pid, pats)
                region = flows.the_region(s.pid)
                inside = flows.in_region(hits, region)
                check(inside, f"control: after the {label} the values are live in the store")
                outside = [h for h in hits if h not in inside]
                check(not outside, f"after the {label} echoing both secrets, no copy of the body is in memory outside "
                                   f"the store", evidence=flows.describe(outside))
                if label == "422":
                    # Back to the end prompt: the card field is asked again.
                    s.keys("Enter")
                    s.wait_prompt("secret_note")
                    s.keys("Enter")
                    s.wait_prompt("card_holder")
                    s.keys("Enter")
                    at_end_prompt(s)
            s.type(":submit"); s.keys("Enter")
            server.wait_posts(3, 15)
            s.wait_prompt("next_value")
            memory_checks(s, pats, "after the 200 echoing both secrets (wiped)")
            screen = s.screen(history=True)
            leaked = [card[i:i + 6] for i in range(11) if card[i:i + 6] in screen.replace(" ", "").replace("-", "")]
            check(not leaked, "no 6 digits of the card in a row on the screen, separators removed", evidence=leaked)
            check(note[:10] not in screen.replace("-", ""), "the note is nowhere on the screen, dashes removed")
            check(f"•••• {card[-4:]}" in screen, "the echoed card shows as •••• and its last four")
            lines = [l for l in screen.splitlines() if "HTTP 500" in l]
            check(lines and "••••" in lines[-1], "the 500's snippet shows the mask, cut after masking", evidence=lines)
        finally:
            s.close()
            sandbox.cleanup()


def case_prompt(binary, expect_leak):
    """The masked prompt: a `:` line that is not an exact argument-less command is the
    value and is never repeated; arrow keys are ignored; over 4,096 bytes is refused."""
    markers = Markers()
    card = markers.card
    sandbox = Sandbox("leak-prompt")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server)
        try:
            s.wait_prompt("card_number")
            s.type(":goto " + card[:8]); s.keys("Enter")
            s.wait_screen(r"^  ✗ ")
            s.wait_prompt("card_number")
            s.type(":" + card[:12]); s.keys("Enter")
            s.wait_screen(r"^  ✗ (.|\n)*^  ✗ ")
            s.wait_prompt("card_number")
            screen = s.screen(history=True)
            check(card[:6] not in screen and "goto" not in screen.split("card_number>", 1)[-1],
                  "a `:` line at the secure prompt is taken as the value and never repeated", evidence=screen[-800:])
            # Arrow keys while typing: consumed, never stored (the value stays a valid card).
            s.type(card[:8]); s.keys("Left", "Right", "Up", "Home", "F5")
            s.type(card[8:]); s.keys("Enter")
            s.wait_prompt("secret_note")
            check(True, "arrow and function keys are ignored: the 16 digits typed around them are accepted")
            s.raw(b"A" * 5000 + b"\r")
            s.wait_screen(r"longer than 4096 bytes")
            s.wait_prompt("secret_note")
            s.type(":back"); s.keys("Enter")
            s.wait_prompt("card_number")
            check(True, "control: `:back`, an exact argument-less command, is a command at a secure prompt")
            screen = s.screen(history=True)
            check(card[:6] not in screen, "no digits of the card on the screen")
        finally:
            s.close()
            sandbox.cleanup()


def case_ctrlz(binary, expect_leak):
    """Ctrl-Z during secure input, then `fg` in the user's shell: echo is off again and
    the mask redrawn before another byte is read; no digit ever shows."""
    from common import process_state, wait_until
    markers = Markers()
    card = markers.card
    sandbox = Sandbox("leak-ctrlz")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server, job_shell=True)
        try:
            s.wait_prompt("card_number")
            s.type(card[:8])
            s.wait_screen(r"^card_number> •{8}$")
            s.keys("C-z")
            wait_until(lambda: process_state(s.pid) in ("T", "t"), 10, "formsh to stop after Ctrl-Z")
            s.wait_screen(r"Stopped")
            s.type("fg")
            s.keys("Enter")
            s.wait_screen(r"^card_number> •{8}$\Z")
            s.wait_echo(True, 10, "after fg")
            check(True, "after fg the terminal is back in no-echo mode and the prompt shows its 8 mask characters again")
            s.type(card[8:])
            s.wait_screen(r"^card_number> •{16}$")
            screen = s.screen(history=True)
            digits = re.findall(r"\d{4,}", screen)
            check(not any(d in card for d in digits), "no digits of the card in clear on the screen", evidence=digits)
            s.keys("Enter")
            s.wait_prompt("secret_note")
            check(True, "the 16 digits typed across the stop make one valid card number")
        finally:
            s.close()
            sandbox.cleanup()


def case_typeahead(binary, expect_leak):
    """Keys typed while a request is in flight are not echoed and are discarded, with a
    note, before the next (secure) prompt."""
    markers = Markers()
    ahead = "".join(secrets.choice(string.digits) for _ in range(6))
    with open(NEXT_OTP, "rb") as f:
        answers = [Answer(200, f.read(), hold=True)]
    sandbox = Sandbox("leak-typeahead")
    with Loopback(answers) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            s.type(":submit"); s.keys("Enter")
            server.wait_posts(1, 15)
            s.wait_echo(True, 10, "while the request is in flight")
            check(True, "echo is off while the request is in flight")
            s.type(ahead + "\r")
            s.wait_screen(r"sending")
            screen = s.screen()
            check(ahead not in screen, "the digits typed ahead are not echoed", evidence=screen[-400:])
            server.release.set()
            s.wait_screen(r"Keys typed while the request was in flight were discarded")
            s.wait_prompt("otp")
            s.keys("Enter")
            s.wait_screen(r"The code is required")
            check(True, "the digits typed ahead did not land in the code field")
            check(ahead not in s.screen(history=True), "the digits typed ahead never appear on the screen")
        finally:
            s.close()
            sandbox.cleanup()


def case_search(binary, expect_leak):
    """Readline's search strings and prompt are gone after :wipe.

    Ctrl-R Ctrl-R shows no earlier search, and no search string stays in memory."""
    pan = new_card()
    markers = Markers()
    sandbox = Sandbox("leak-search")
    inputrc = os.path.join(sandbox.root, "inputrc")
    with open(inputrc, "w") as f:
        f.write('"\\C-xp": history-search-backward\n')
    with Loopback([flows.next_step_answer()]) as server:
        env = sandbox.env({"INPUTRC": inputrc})
        s = TmuxSession([binary, "run", SECRET_FORM, "--endpoint", server.url()], env, sandbox.cwd)
        try:
            type_secrets(s, markers)
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            s.type(":set card_holder " + pan); s.keys("Enter")
            s.wait_screen(r"✓ card_holder")
            s.wait_prompt("formsh")
            # Incremental search for part of the number, abandoned with Ctrl-C.
            s.keys("C-r"); s.type(pan[:8])
            s.wait_screen(r"reverse-i-search\)`" + pan[:8])
            s.keys("C-c")
            s.wait_prompt("formsh")
            # Non-incremental search (M-p) for another part, then the line dropped.
            s.keys("M-p"); s.type(pan[4:12]); s.keys("Enter")
            s.wait_screen(r"^formsh( [✓✗])?> :set card_holder " + pan[:6])
            s.keys("C-c")
            s.wait_prompt("formsh")
            # A history-search-backward prefix (bound by the inputrc).
            s.type(":set card_holder " + pan[:10]); s.keys("C-x", "p")
            s.wait_screen(r"^formsh( [✓✗])?> :set card_holder " + pan + r"$")
            s.keys("C-c")
            s.wait_prompt("formsh")
            pats = {}
            pats.update(patterns("isearch", pan[:8]))
            pats.update(patterns("noninc", pan[4:12]))
            pats.update(patterns("prefix", pan[:10]))
            control_scan(s, pats, "before :wipe, the number and the strings searched for are in memory")
            after_wipe(s)
            s.keys("C-r", "C-r")
            screen = s.wait_screen(r"reverse-i-search")
            last = [l for l in screen.splitlines() if "reverse-i-search" in l][-1]
            shown = any(pan[i:i + 4] in last for i in range(0, 13))
            if expect_leak:
                check(shown, "negative control: after :wipe Ctrl-R Ctrl-R still shows the earlier search", evidence=last)
                s.keys("C-g", "C-c")
                memory_checks(s, pats, "after :wipe", expect_leak=True)
                return
            check(not shown and re.search(r"i-search\)`':", last), "after :wipe Ctrl-R Ctrl-R shows no earlier search",
                  evidence=last)
            s.keys("C-g", "C-c")
            s.wait_prompt("card_holder")
            memory_checks(s, pats, "after :wipe and Ctrl-R Ctrl-R")
        finally:
            s.close()
            sandbox.cleanup()


def case_completion(binary, expect_leak):
    """Completion candidates do not outlive the line they completed.

    They are whole lines: what was typed before the last comma, then an option."""
    typed = new_text("Cm", 26)
    sandbox = Sandbox("leak-completion")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server, form=os.path.join(FIXTURES, "gate", "choices.json"))
        try:
            s.wait_prompt("topics")
            s.type(typed + ", He")
            s.keys("Tab")
            s.wait_screen(typed + ", Health")
            pats = patterns("typed", typed, 20)
            control_scan(s, pats, "while the candidates are listed, the text typed is in memory")
            s.keys("C-c")
            s.wait_screen(r"\^C")
            s.wait_prompt("topics")
            memory_checks(s, pats, "after Ctrl-C, the candidates are gone with the line", expect_leak=expect_leak)
            s.type(":wipe"); s.keys("Enter")
            s.wait_screen(r"All values wiped")
            s.wait_prompt("topics")
            memory_checks(s, pats, "after :wipe", expect_leak=expect_leak)
        finally:
            s.close()
            sandbox.cleanup()


CASES = {
    "killring": case_killring,
    "ctrlc": case_ctrlc,
    "commands": case_commands,
    "answers": case_answers,
    "prompt": case_prompt,
    "ctrlz": case_ctrlz,
    "typeahead": case_typeahead,
    "search": case_search,
    "completion": case_completion,
}


def run(name, binary=None, expect_leak=False):
    require_root("/proc/PID/mem of a non-dumpable process")
    CASES[name](binary or formsh_binary(), expect_leak)


if __name__ == "__main__":
    case = sys.argv[1]
    main(f"secrets leak matrix: {case} ({CASES[case].__doc__.split(chr(10))[0].strip()})", lambda: run(case))
