"""Pre-fill (docs/contract.md, "The shell", "Secrets and memory" item 4): a value put on the line by readline's start-up hook is one
more copy of what was typed — in readline's line buffer, display buffers, undo list, and
in the kill ring once Ctrl-U cuts it. After :wipe none of it may remain. Usage:
t_prefill.py. Each scan has a control that first finds the marker while it is on the line,
outside the store."""

import re

import flows
from common import Markers, Sandbox, check, formsh_binary, main, new_text, require_root
from loopback import Loopback
from t_leaks import after_wipe, at_end_prompt, control_scan, memory_checks, patterns, recall_checks, start, type_secrets


def at_cursor(s, pattern):
    """Waits until the line the cursor is on (the screen's last) matches `pattern`."""
    return s.wait_screen(pattern + r"\Z")


def case_prefill(binary):
    markers = Markers()
    first = new_text("Pf", 30)
    sandbox = Sandbox("leak-prefill")
    with Loopback([flows.next_step_answer()]) as server:
        s = start(binary, sandbox, server)
        try:
            type_secrets(s, markers)
            s.type(first); s.keys("Enter")
            at_end_prompt(s)
            s.type(":goto card_holder"); s.keys("Enter")
            at_cursor(s, rf"^card_holder ✓> {re.escape(first)}")
            check(True, "the held value is put on the line, ready to edit, with its live mark")
            pats = patterns("prefilled", first, 20)
            control_scan(s, pats, "while it is on the line, the value is in memory outside the store", outside_region_only=True)
            # Cut with Ctrl-U (into the kill ring), another value entered instead.
            s.keys("C-u")
            at_cursor(s, r"^card_holder> ?")
            s.type("Ann Lee"); s.keys("Enter")
            at_end_prompt(s)
            # Pre-filled again and kept with Enter.
            s.type(":goto card_holder"); s.keys("Enter")
            at_cursor(s, r"^card_holder ✓> Ann Lee")
            s.keys("Enter")
            at_end_prompt(s)
            after_wipe(s)
            recall_checks(s, [first], "after :wipe", "card_holder")
            memory_checks(s, pats, "after :wipe, the value that was pre-filled and cut")
            screen = s.screen()
            check("Ann Lee" not in screen.splitlines()[-1], "after :wipe the field is not pre-filled any more",
                  evidence=screen.splitlines()[-1])
        finally:
            s.close()
            sandbox.cleanup()


def run():
    require_root("/proc/PID/mem of a non-dumpable process")
    case_prefill(formsh_binary())


if __name__ == "__main__":
    main("secrets: a pre-filled value is gone after :wipe (readline's buffers, undo list, kill ring)", run)
