"""The crash path (docs/contract.md, "Secrets and memory" item 6): SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP and SIGFPE wipe
the value store and end the process at once by that signal; no backtracer starts.

Each signal is sent while a secure value is being typed (the card entered, half of the
note typed), on a pseudo-terminal, with the Swift runtime's backtracer asked for in its
most intrusive form (SWIFT_BACKTRACE=enable=yes,interactive=yes: it would read the
process's memory from a second process and wait for a key on the terminal). With the
stop-after-wipe hook the process stops right after the C handler's wipe: the scan of
every readable mapping must find neither secret (after a control that finds both
before the signal). Then: exit by the signal itself, terminal settings restored, no core
file, and nothing of a backtrace on the screen. t_signals.one_case does the checks.
"""

import signal

import t_signals
from common import STOP_AFTER_WIPE_ENV, TestFailure, binary_mentions, check, formsh_binary, log, main, require_root

CRASHES = (signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGABRT, signal.SIGTRAP, signal.SIGFPE)
BACKTRACER = {"SWIFT_BACKTRACE": "enable=yes,interactive=yes"}


def body():
    require_root("/proc/PID/mem of a non-dumpable process")
    binary = formsh_binary()
    if not binary_mentions(binary, STOP_AFTER_WIPE_ENV):
        raise TestFailure(f"{binary} has no {STOP_AFTER_WIPE_ENV} hook: the memory after a crash cannot be checked")
    failures = []
    for sig in CRASHES:
        name = signal.Signals(sig).name
        try:
            shown = t_signals.one_case(binary, sig, t_signals.SITUATIONS[0], hook=True, extra_env=BACKTRACER)
            traces = [l for l in shown.splitlines() if "rash" in l or "acktrace" in l or "Thread 0" in l]
            check(not traces, f"{name}: no backtrace on the screen", evidence="\n".join(traces[:10]))
        except (TestFailure, TimeoutError) as e:
            log(f"  FAILED: {e}")
            failures.append(str(e).split("\n")[0])
    if failures:
        raise TestFailure(f"{len(failures)} of {len(CRASHES)} crash signals failed:\n" + "\n".join(failures))


if __name__ == "__main__":
    main("secrets: a crash wipes and ends at once, no backtracer", body)
