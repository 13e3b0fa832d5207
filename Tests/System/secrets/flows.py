"""Sessions the secret tests share: fill the fixture form on a pty, submit it to the
loopback server, and the memory checks before and after the server's answer."""

import json
import os

import memscan
from common import (NEXT_STEP, SECRET_FORM, TestFailure, check, log, ok)
from loopback import Answer
from ptydriver import PtySession


def next_step_answer():
    """A 200 whose body is a screen with one text input: formsh wipes, shows it and waits
    at its prompt, alive, so its memory can be read after the answer."""
    with open(NEXT_STEP, "rb") as f:
        return Answer(200, f.read())


def start(binary, sandbox, server, extra_env=None, form=SECRET_FORM, args=()):
    argv = [binary, "run", form, "--endpoint", server.url()] + list(args)
    return PtySession(argv, sandbox.env(extra_env), sandbox.cwd)


def fill(session, markers):
    """Types the two secrets at their (no-echo) prompts and the holder through readline;
    returns at the end prompt, with readline waiting."""
    session.type_line("card_number> ", markers.card)
    session.type_line("secret_note> ", markers.note)
    session.type_line("card_holder> ", markers.holder)
    session.expect("All fields are valid.")
    session.wait_reading("formsh> ")


def describe(hits, limit=12):
    lines = [repr(h) + (f"  context={h.context!r}" if h.context else "") for h in hits[:limit]]
    if len(hits) > limit:
        lines.append(f"… and {len(hits) - limit} more")
    return "\n".join(lines)


def names(hits):
    return sorted({h.pattern for h in hits})


def in_region(hits, region):
    return [h for h in hits if h.address is not None and region.start <= h.address < region.end]


def the_region(pid):
    regions = memscan.region_mappings(pid)
    check(len(regions) == 1, "exactly one 4 MiB read-write mapping between two PROT_NONE guard pages (the value store)",
          evidence="\n".join(repr(m) for m in memscan.maps(pid)))
    return regions[0][0]


def live_checks(session, markers, workdir):
    """While the values are live: the scanner and `gcore -a` find both secrets in the
    region (controls), plain `gcore` finds neither."""
    pid = session.pid
    region = the_region(pid)
    secret = markers.secret_patterns()

    hits, stats = memscan.scan_process(pid, secret)
    log(f"    /proc/{pid}/mem: {stats['mappings']} readable mappings, {stats['bytes'] >> 20} MiB read")
    found = names(in_region(hits, region))
    check("card_number/utf8" in found and "secret_note/utf8" in found,
          "control: the /proc/PID/mem scan finds both live secrets in the value store", evidence=describe(hits))
    outside = [h for h in hits if h not in in_region(hits, region)]
    check(not outside, "while live, the secrets are in the value store only (no copy elsewhere in memory)",
          evidence=describe(outside))

    core, seconds = memscan.gcore(pid, workdir, all_mappings=True)
    hits = memscan.scan_file(core, secret, memscan.maps(pid))
    os.unlink(core)
    found = names(hits)
    check("card_number/utf8" in found and "secret_note/utf8" in found,
          f"control: `gcore -a` ({seconds:.1f} s) dumps the value store and finds both live secrets", evidence=describe(hits))

    core, seconds = memscan.gcore(pid, workdir, all_mappings=False)
    hits = memscan.scan_file(core, secret, memscan.maps(pid))
    size = os.path.getsize(core)
    os.unlink(core)
    check(size > 1 << 20, f"plain `gcore` wrote a real core ({size >> 20} MiB)")
    check(not hits, "plain `gcore` (honours MADV_DONTDUMP) finds neither live secret", evidence=describe(hits))
    return region


def submit_and_wait_next(session, server, markers):
    """`:submit`; the server must receive both secrets (control); formsh then shows the
    next step and waits at its prompt."""
    session.send(":submit\r")
    posts = server.wait_posts(1, 15)
    body = posts[0]["body"]
    try:
        payload = json.loads(body)
    except ValueError:
        raise TestFailure(f"the server received a body that is not JSON: {body[:200]!r}")
    check(payload.get("card_number") == markers.card and payload.get("secret_note") == markers.note
          and payload.get("card_holder") == markers.holder,
          "control: the loopback server received the card number, the note and the holder as typed",
          evidence=f"received keys {sorted(payload)}")
    session.expect("HTTP 200")
    session.wait_reading("next_value> ")


def after_checks(session, markers, workdir, patterns, expect_leak=False, label="secrets", soft=False):
    """After the answer: the scan and `gcore -a` find none of `patterns` (or, for the
    negative control, must find them). With `soft`, findings are printed and returned
    (as lines) instead of failing at once."""
    pid = session.pid
    region = the_region(pid)
    hits, stats = memscan.scan_process(pid, patterns)
    log(f"    /proc/{pid}/mem: {stats['mappings']} readable mappings, {stats['bytes'] >> 20} MiB read")
    check((region.start, region.end) in stats["scanned"], "the scan read the value store itself (it is still mapped)")
    core, seconds = memscan.gcore(pid, workdir, all_mappings=True)
    core_hits = memscan.scan_file(core, patterns, memscan.maps(pid))
    os.unlink(core)
    if expect_leak:
        check(bool(in_region(hits, region)),
              f"negative control: with wiping disabled the /proc/PID/mem scan finds the {label} after the answer",
              evidence="no hit at all")
        check(bool(core_hits), f"negative control: with wiping disabled `gcore -a` finds the {label} after the answer",
              evidence="no hit at all")
    else:
        failures = []
        for found, what in ((hits, "a /proc/PID/mem scan of every readable mapping"), (core_hits, f"`gcore -a` ({seconds:.1f} s)")):
            msg = f"after the answer, {what} finds none of the {label} (UTF-8, UTF-16LE)"
            if soft and found:
                log("  FAILED: " + msg + "\n" + "\n".join("      " + l for l in describe(found).splitlines()))
                failures.append(msg)
            else:
                check(not found, msg, evidence=describe(found))
        return failures
    return []


def quit_session(session, sandbox):
    session.send(":quit\r")
    code = session.wait_exit(10)
    check(code == 1, "`:quit` ends the session with exit status 1 (no final submission)", evidence=f"exit status {code}")
    check(session.termios() == session.initial_termios, "the terminal settings are the ones it started with")
    left = sandbox.leftovers()
    check(not left, "nothing was written to HOME or the working directory", evidence="\n".join(left))


def terminal_output_checks(session, markers):
    out = session.output()
    plain = session.text()
    for label, value in (("card number", markers.card), ("secret note", markers.note)):
        for enc in ("utf-8", "utf-16-le"):
            if value.encode(enc) in out:
                raise TestFailure(f"the {label} appears in the terminal output ({enc})")
        leaked = [value[i:i + 8] for i in range(len(value) - 7) if value[i:i + 8] in plain]
        check(not leaked, f"no 8 characters in a row of the {label} reach the terminal (no echo, masked)",
              evidence=", ".join(leaked))
    check("•" * len(markers.card) in plain, "the card number was echoed as one mask character per digit")
    check(f"•••• {markers.card[-4:]}" in plain, "the summary shows the card number as •••• and its last four")
