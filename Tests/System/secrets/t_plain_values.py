"""Test 1c (docs/contract.md, "Secrets and memory": "Every value a user enters (not
only secure_input) is personal data"; values are wiped when the server answers;
readline's copies are zeroed): a non-secret value is gone from memory once the server
has answered.

Two sessions, each with the loopback server answering with a next step so formsh stays
alive at the next prompt:
1. on a pseudo-terminal: the holder (a plain text_input) typed through GNU readline;
2. in plain mode (stdin a pipe): the holder read by the plain line source, then shown
   by the summary, :fields and :payload (Swift strings made for printing).
While live, the /proc/PID/mem scan must find the holder in the value store (control);
after the answer, neither the scan nor `gcore -a` may find it anywhere.
"""

import os
import select
import subprocess
import time

import flows
import memscan
from common import (SECRET_FORM, Markers, Sandbox, TestFailure, check, formsh_binary, main, require_root,
                    require_tool)
from loopback import Loopback


def live_control(pid, markers, label):
    hits, _ = memscan.scan_process(pid, markers.holder_patterns())
    region = flows.the_region(pid)
    check(bool(flows.in_region(hits, region)),
          f"{label}: control: the /proc/PID/mem scan finds the live holder value in the value store",
          evidence=flows.describe(hits))


def terminal_session(binary):
    markers = Markers()
    sandbox = Sandbox("plain-values")
    label = "terminal (readline)"
    try:
        with Loopback([flows.next_step_answer()]) as server:
            session = flows.start(binary, sandbox, server)
            try:
                flows.fill(session, markers)
                live_control(session.pid, markers, label)
                flows.submit_and_wait_next(session, server, markers)
                return flows.after_checks(session, markers, sandbox.root, markers.holder_patterns(), soft=True,
                                          label=f"non-secret holder value — {label}")
            finally:
                session.close()
    finally:
        sandbox.cleanup()


class PipeSession:
    """formsh in plain mode with stdin and stdout pipes held by the test."""

    def __init__(self, argv, sandbox):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     env=sandbox.env(), cwd=sandbox.cwd)
        self.pid = self.proc.pid
        self.out = b""

    def send(self, line):
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()

    def expect(self, needle, timeout=15):
        end = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while needle.encode() not in self.out:
            left = end - time.monotonic()
            if left <= 0:
                raise TestFailure(f"no {needle!r} within {timeout} s; output:\n{self.out.decode(errors='replace')[-1500:]}")
            r, _, _ = select.select([fd], [], [], left)
            if r:
                data = os.read(fd, 65536)
                if not data:
                    raise TestFailure(f"formsh ended before {needle!r}:\n{self.out.decode(errors='replace')[-1500:]}")
                self.out += data
        i = self.out.index(needle.encode()) + len(needle)
        seen, self.out = self.out[:i], self.out[i:]
        return seen.decode("utf-8", "replace")

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(5)


def plain_session(binary):
    markers = Markers()
    sandbox = Sandbox("plain-values-pipe")
    label = "plain mode (pipe)"
    try:
        with Loopback([flows.next_step_answer()]) as server:
            s = PipeSession([binary, "run", SECRET_FORM, "--plain", "--endpoint", server.url()], sandbox)
            try:
                s.expect("card_number>\n")
                s.send(markers.card)
                s.expect("secret_note>\n")
                s.send(markers.note)
                s.expect("card_holder>\n")
                s.send(markers.holder)
                s.expect("formsh>\n")
                for command in (":fields", ":payload"):
                    s.send(command)
                    shown = s.expect("formsh>\n")
                    check(markers.holder in shown, f"{label}: {command} shows the holder")
                live_control(s.pid, markers, label)
                s.send(":submit")
                s.expect("next_value>\n")
                check(markers.holder.encode() in server.posts()[0]["body"], f"{label}: control: the server received the holder")

                class Alive:  # after_checks wants .pid
                    pid = s.pid
                return flows.after_checks(Alive, markers, sandbox.root, markers.holder_patterns(), soft=True,
                                          label=f"non-secret holder value — {label}")
            finally:
                s.close()
    finally:
        sandbox.cleanup()


def body():
    require_root("gcore and /proc/PID/mem of a non-dumpable process")
    require_tool("gcore")
    binary = formsh_binary()
    failures = terminal_session(binary) + plain_session(binary)
    if failures:
        raise TestFailure(f"the holder is still in memory after the answer ({len(failures)} findings):\n" + "\n".join(failures))


if __name__ == "__main__":
    main("secrets: a non-secret value is gone from memory after the answer", body)
