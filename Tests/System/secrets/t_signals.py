"""Test 4 (docs/contract.md, "The shell", "Secrets and memory" item 2): SIGTERM, SIGHUP and SIGQUIT wipe, restore the terminal and
end the process with 128 + the signal's number.

Each signal is sent in three situations, on a pseudo-terminal:
- while typing a secure value: the card number entered, half of the note typed at the
  no-echo prompt (no Enter yet);
- while waiting for the server: everything submitted to a loopback server that has the
  payload (control) and holds its answer;
- at a readline prompt before any secure field was asked (readline has the terminal in
  its own mode; terminal checks only, there is no secret).
Checks: the process ends by that signal (exit status 128+N), the terminal settings of
the pty (tcgetattr on the slave, from the test side) are the ones it had before formsh
started, and no core file appears. The memory part needs formsh's test hook:
with FORMSH_TEST_STOP_AFTER_WIPE=1 in the environment, formsh's C handler stops itself
with SIGSTOP right after the wipe (fn_signals_stop_after_wipe(1)); the test then scans
every readable mapping through /proc/PID/mem — the secrets must be gone — and lets it
continue with SIGCONT. Without the hook the test still checks exit status and terminal,
then fails, saying that the hook is missing.
"""

import os
import signal

import flows
import memscan
from common import (NEXT_STEP, STOP_AFTER_WIPE_ENV, Markers, Sandbox, TestFailure, binary_mentions, check, formsh_binary, log,
                    main, process_state, require_root, wait_until)
from loopback import Answer, Loopback

SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
SITUATIONS = ("typing a secure value", "waiting for the server", "at a readline prompt before any secure field")


def typed_patterns(markers, note_part):
    p = {}
    p.update(markers.patterns_for("card_number", markers.card, 12))
    p.update(markers.patterns_for("secret_note (typed part)", note_part, 20))
    return p


def frame_hint(pid, hits):
    """Explains hits just above the stopped thread's stack pointer: the signal frame, where
    the kernel saved the interrupted code's registers (vector registers included)."""
    try:
        with open(f"/proc/{pid}/syscall") as f:
            sp = int(f.read().split()[-2], 16)
    except (OSError, ValueError, IndexError):
        return ""
    near = [h for h in hits if h.address is not None and sp <= h.address < sp + 8192]
    if not near:
        return ""
    return (f"\n{len(near)} of these lie within 8 KiB above the stopped thread's stack pointer 0x{sp:x}: the signal "
            f"frame, where the kernel saved the interrupted code's registers; the handler can zero that saved state "
            f"(SA_SIGINFO, ucontext's fpregs and gregs) since it never returns")


def termios_diff(before, after):
    import termios as t
    names = [n for n in ("ECHO", "ECHONL", "ICANON", "ISIG", "IEXTEN", "ECHOE", "ECHOK", "ECHOCTL", "ECHOKE")]
    lines = []
    for n in names:
        bit = getattr(t, n)
        b, a = bool(before[3] & bit), bool(after[3] & bit)
        if a != b:
            lines.append(f"{n}: {'on' if b else 'off'} before, {'on' if a else 'off'} after")
    if before[:3] != after[:3] or before[4:] != after[4:]:
        lines.append(f"other fields differ: before {before[:3]} {before[4:6]}, after {after[:3]} {after[4:6]}")
    return "\n".join(lines) or "(identical)"


def one_case(binary, sig, situation, hook, expect_leak=False, extra_env=None):
    """Runs one signal case; returns what the terminal showed (escapes removed)."""
    name = f"{signal.Signals(sig).name} while {situation}"
    markers = Markers()
    sandbox = Sandbox("signals")
    env = {STOP_AFTER_WIPE_ENV: "1"} if hook else {}
    env.update(extra_env or {})
    try:
        with Loopback([Answer(200, b"{}", hold=True)]) as server:
            form = NEXT_STEP if situation == SITUATIONS[2] else flows.SECRET_FORM
            session = flows.start(binary, sandbox, server, extra_env=env, form=form)
            try:
                patterns = None
                if situation == SITUATIONS[2]:
                    session.wait_reading("next_value> ")
                    session.send("abc")
                    session.expect("abc")
                elif situation == SITUATIONS[0]:
                    session.type_line("card_number> ", markers.card)
                    session.wait_reading("secret_note> ")
                    part = markers.note[:len(markers.note) // 2]
                    session.send(part)
                    session.expect("•" * len(part))
                    patterns = typed_patterns(markers, part)
                else:
                    flows.fill(session, markers)
                    session.send(":submit\r")
                    body = server.wait_posts(1, 15)[0]["body"]
                    check(markers.card.encode() in body and markers.note.encode() in body,
                          f"{name}: control: the server holds the payload and has not answered")
                    patterns = markers.secret_patterns()
                if hook and patterns:
                    region = flows.the_region(session.pid)
                    hits, _ = memscan.scan_process(session.pid, patterns)
                    check(len(flows.names(flows.in_region(hits, region))) >= 2,
                          f"{name}: control: the scan finds the live secrets in the value store before the signal",
                          evidence=flows.describe(hits))
                session.signal(sig)
                if hook:
                    state = wait_until(lambda: process_state(session.pid) in ("T", "t", "Z", None) and
                                       (process_state(session.pid) or "gone"), 10, f"{name}: formsh to stop after its wipe")
                    if state not in ("T", "t"):
                        raise TestFailure(f"{name}: with {STOP_AFTER_WIPE_ENV}=1 formsh did not stop after the wipe "
                                          f"(state {state!r}): the hook is not wired")
                    check(session.termios() == session.initial_termios,
                          f"{name}: stopped after the wipe, the terminal settings are already restored")
                    hits, stats = memscan.scan_process(session.pid, patterns) if patterns else ([], None)
                    if not patterns:
                        pass
                    elif expect_leak:
                        check(bool(flows.in_region(hits, region)), f"{name}: negative control: with wiping disabled the "
                              f"scan finds the secrets in the value store after the handler ran", evidence="no hit there")
                    else:
                        check(not hits, f"{name}: after the handler's wipe, a scan of {stats['mappings']} readable mappings "
                                        f"({stats['bytes'] >> 20} MiB) finds neither secret",
                              evidence=flows.describe(hits) + frame_hint(session.pid, hits))
                    os.kill(session.pid, signal.SIGCONT)
                code = session.wait_exit(10)
                check(code == -sig, f"{name}: the process ends by the signal (exit status {128 + sig})",
                      evidence=f"returncode {code} (negative = killed by that signal number)")
                check(session.termios() == session.initial_termios,
                      f"{name}: the terminal settings are the ones it had before formsh started",
                      evidence=termios_diff(session.initial_termios, session.termios()))
                cores = [p for p in sandbox.leftovers() if "core" in os.path.basename(p)]
                check(not cores, f"{name}: no core file", evidence="\n".join(cores))
                return session.text()
            finally:
                session.close()
    finally:
        sandbox.cleanup()


def body():
    require_root("/proc/PID/mem of a non-dumpable process")
    binary = formsh_binary()
    hook = binary_mentions(binary, STOP_AFTER_WIPE_ENV)
    if not hook:
        log(f"  note: {binary} does not read {STOP_AFTER_WIPE_ENV}: the memory part cannot run (exit and terminal "
            f"checks still do)")
    failures = []
    for sig in SIGNALS:
        for situation in SITUATIONS:
            try:
                one_case(binary, sig, situation, hook)
            except (TestFailure, TimeoutError) as e:
                log(f"  FAILED: {e}")
                failures.append(str(e).split(chr(10))[0])
    if failures:
        raise TestFailure(f"{len(failures)} of {len(SIGNALS) * len(SITUATIONS)} cases failed:\n" + "\n".join(failures)
                          + ("" if hook else f"\n(and the {STOP_AFTER_WIPE_ENV} test hook is missing)"))
    if not hook:
        raise TestFailure(f"test hook missing: formsh must read {STOP_AFTER_WIPE_ENV}=1 at start (ProcessHardening.apply) and "
                          f"call fn_signals_stop_after_wipe(1), so that the fatal-signal handler stops the process "
                          f"after wiping; without it the memory after a signal cannot be checked")


if __name__ == "__main__":
    main("secrets: SIGTERM/SIGHUP/SIGQUIT wipe, restore the terminal, exit 128+N", body)
