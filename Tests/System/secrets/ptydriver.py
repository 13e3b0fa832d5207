"""Drives a program on a pseudo-terminal with the standard library only.

The child gets the pty's slave as stdin, stdout and stderr and as its controlling
terminal (`setsid -c`). The test keeps its own descriptor of the slave open, so it can
read the terminal settings the child leaves behind (tcgetattr on the slave) and so the
master never reads EIO while the child is alive. A reader thread drains the master all
the time: the child never blocks on output.
"""

import fcntl
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import termios
import threading
import time

ANSI = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|[\x01\x02]")


class PtySession:
    def __init__(self, argv, env, cwd, rows=40, cols=160):
        self.master, self.slave = os.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.initial_termios = termios.tcgetattr(self.slave)
        setsid = shutil.which("setsid")
        if not setsid:
            raise RuntimeError("needs setsid (util-linux) to give the child a controlling terminal")
        # setsid -c: new session, the slave (stdin) becomes its controlling terminal; exec, no fork
        # (the child of Popen is not a process-group leader), so the pid is formsh's own.
        self.proc = subprocess.Popen([setsid, "-c"] + list(argv), stdin=self.slave, stdout=self.slave,
                                     stderr=self.slave, env=env, cwd=cwd, close_fds=True)
        self.pid = self.proc.pid
        self.buf = bytearray()
        self.pos = 0
        self.cond = threading.Condition()
        self.closed = False
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()

    # ---- output ----

    def _drain(self):
        while True:
            try:
                r, _, _ = select.select([self.master], [], [], 0.1)
            except (OSError, ValueError):
                break
            if self.closed:
                break
            if not r:
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:
                break
            if not data:
                break
            with self.cond:
                self.buf += data
                self.cond.notify_all()

    def output(self):
        with self.cond:
            return bytes(self.buf)

    def text(self):
        """Everything the child wrote, escape sequences removed, decoded."""
        return ANSI.sub(b"", self.output()).decode("utf-8", "replace")

    def expect(self, needle, timeout=10.0):
        """Waits until `needle` (bytes or str; escape sequences ignored) appears after the
        last match; returns the text from the last match up to and including it."""
        if isinstance(needle, str):
            needle = needle.encode()
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                plain = ANSI.sub(b"", bytes(self.buf))
                i = plain.find(needle, self.pos)
                if i >= 0:
                    start, self.pos = self.pos, i + len(needle)
                    return plain[start:self.pos].decode("utf-8", "replace")
                left = end - time.monotonic()
                if left <= 0 or (self.proc.poll() is not None and not self._more_pending()):
                    tail = plain[-1500:].decode("utf-8", "replace")
                    state = "exited %s" % self.proc.returncode if self.proc.poll() is not None else "running"
                    raise TimeoutError(f"no {needle!r} within {timeout} s (process {state}); output tail:\n{tail}")
                self.cond.wait(min(left, 0.1))

    def _more_pending(self):
        try:
            r, _, _ = select.select([self.master], [], [], 0.2)
            return bool(r)
        except OSError:
            return False

    # ---- input ----

    def send(self, data):
        if isinstance(data, str):
            data = data.encode()
        os.write(self.master, data)

    def termios(self):
        return termios.tcgetattr(self.slave)

    def echo_off(self):
        lflag = self.termios()[3]
        return not (lflag & termios.ECHO) and not (lflag & termios.ICANON)

    def wait_reading(self, prompt, timeout=10.0):
        """Waits for `prompt` and for the terminal to be in the no-echo, non-canonical mode
        that both the secure reader and readline set while they read. Typing before that
        would be echoed by the line discipline, or flushed by TCSAFLUSH."""
        self.expect(prompt, timeout)
        end = time.monotonic() + timeout
        while not self.echo_off():
            if time.monotonic() > end or self.proc.poll() is not None:
                raise TimeoutError(f"the terminal never left echo/canonical mode at {prompt!r}")
            time.sleep(0.01)
        # readline may still be between tcsetattr and its read(); both accept type-ahead now.

    def type_line(self, prompt, text, timeout=10.0):
        self.wait_reading(prompt, timeout)
        self.send(text + "\r")

    # ---- the process ----

    def signal(self, sig):
        os.kill(self.pid, sig)

    def wait_exit(self, timeout=10.0):
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def close(self):
        if self.proc.poll() is None:
            try:
                os.kill(self.pid, signal.SIGCONT)
                self.proc.kill()
            except ProcessLookupError:
                pass
            self.proc.wait(5)
        self.closed = True
        self.reader.join(1)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass
