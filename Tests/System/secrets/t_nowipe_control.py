"""Negative control for tests 1 and 4: a formsh built with every wipe disabled must be
caught by the same checks — otherwise a green test 1 or 4 would prove nothing.

Needs the compile-time flag FORMSH_TEST_NO_WIPE in formsh's sources (CFormNative/region.c:
`-Xcc -DFORMSH_TEST_NO_WIPE` turns fn_secure_zero, the region's explicit_bzero and the
signal handlers' wipe into no-ops; `-Xswiftc -DFORMSH_TEST_NO_WIPE` does the same for
any Swift-side zeroing). Without it the test is skipped, loudly.

The build goes to its own scratch path (.build/secrets-nowipe), so it never touches the
normal debug build; the first build takes a few minutes, later ones are incremental. The
same build carries FORMSH_TEST_NO_GATE (standard output around the output gate) for
t_nogate_control.py: the checks here read memory and files, never standard output.
$FORMSH_NOWIPE_BIN names a prebuilt binary instead.

Runs test 1's session and asserts that, after the server's answer, the /proc/PID/mem
scan and `gcore -a` DO find both secrets; the leak matrix's kill-ring case must detect
its leak (Ctrl-Y still yanks the cut text after :wipe, the scan finds it). If the binary also has the stop-after-wipe
hook, SIGTERM while typing a secure value and while waiting for the server must leave
the secrets findable too.
"""

import os
import signal
import subprocess
import time

import flows
import t_leaks
import t_signals
from common import (IMPORT_CHECK, NO_GATE_FLAG, NO_WIPE_FLAG, NO_WIPE_SCRATCH, REPO, STOP_AFTER_WIPE_ENV, Markers, Sandbox, TestFailure, TestSkip,
                    binary_mentions, formsh_binary, log, main, require_root, require_tool, sources_mention)
from loopback import Loopback


def nowipe_binary():
    explicit = os.environ.get("FORMSH_NOWIPE_BIN")
    if explicit:
        return explicit
    if not sources_mention(NO_WIPE_FLAG):
        raise TestSkip(f"NEGATIVE CONTROL NOT RUN: formsh's sources do not define the {NO_WIPE_FLAG} build flag yet, "
                       f"so nothing shows that tests 1 and 4 can fail. Needed: `#ifdef {NO_WIPE_FLAG}` in "
                       f"Sources/CFormNative/region.c making fn_secure_zero, fn_region_unmap's and "
                       f"fn_wipe_registered_regions' explicit_bzero no-ops (and `#if {NO_WIPE_FLAG}` around any "
                       f"Swift-side zeroing)")
    argv = ["swift", "build", *IMPORT_CHECK, "--product", "formsh", "--scratch-path", NO_WIPE_SCRATCH,
            "-Xcc", f"-D{NO_WIPE_FLAG}", "-Xswiftc", f"-D{NO_WIPE_FLAG}", "-Xswiftc", f"-D{NO_GATE_FLAG}"]
    log(f"  building the no-wipe formsh: {' '.join(argv)}")
    started = time.monotonic()
    r = subprocess.run(argv, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        raise TestFailure("the no-wipe build failed:\n" + r.stdout[-3000:])
    log(f"  built in {time.monotonic() - started:.0f} s")
    return os.path.join(NO_WIPE_SCRATCH, "debug", "formsh")


def body():
    require_root("gcore and /proc/PID/mem of a non-dumpable process")
    require_tool("gcore")
    formsh_binary()  # the normal build must exist too (the suite's other tests use it)
    binary = nowipe_binary()
    markers = Markers()
    sandbox = Sandbox("nowipe")
    try:
        with Loopback([flows.next_step_answer()]) as server:
            session = flows.start(binary, sandbox, server)
            try:
                flows.fill(session, markers)
                flows.live_checks(session, markers, sandbox.root)
                flows.submit_and_wait_next(session, server, markers)
                flows.after_checks(session, markers, sandbox.root, markers.secret_patterns(), expect_leak=True)
            finally:
                session.close()
    finally:
        sandbox.cleanup()
    # The kill ring: the no-wipe build skips emptying it and the zeroing heap, so Ctrl-Y
    # after :wipe must still yank the cut text and the scan must find it.
    t_leaks.case_killring(binary, expect_leak=True)
    if binary_mentions(binary, STOP_AFTER_WIPE_ENV):
        for situation in t_signals.SITUATIONS[:2]:
            t_signals.one_case(binary, signal.SIGTERM, situation, hook=True, expect_leak=True)
    else:
        log(f"  note: the no-wipe binary has no {STOP_AFTER_WIPE_ENV} hook: the signal half of the control is not run")


if __name__ == "__main__":
    main("secrets: negative control — a build without wiping is caught", body)
