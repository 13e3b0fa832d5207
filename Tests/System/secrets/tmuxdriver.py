"""Drives formsh in a real terminal: a pane of a private tmux server (its own socket,
Tests/System/fixtures/terminal/tmux.conf, never the user's tmux), keys sent with
send-keys, the screen read with capture-pane, the pane's tty settings read with
tcgetattr. The pane runs formsh itself (through `env -i`, which execs it), so the pane's
pid is formsh's pid, ready for /proc/PID/mem.
"""

import itertools
import os
import re
import shlex
import subprocess
import termios
import time

from common import REPO, TestFailure

CONF = os.path.join(REPO, "Tests", "System", "fixtures", "terminal", "tmux.conf")
_counter = itertools.count()


class TmuxSession:
    """With `job_shell`, formsh runs as a job of an interactive bash in the pane (so that
    Ctrl-Z stops it and `fg` continues it, as for a user); `pid` is then formsh's."""

    def __init__(self, argv, env, cwd, cols=160, rows=50, job_shell=False):
        self.socket = f"formsh-secrets-{os.getpid()}-{next(_counter)}"
        if job_shell:
            env = dict(env, PS1="jobshell$ ")
            command = ["env", "-i"] + [f"{k}={v}" for k, v in env.items()] + ["bash", "--norc", "--noprofile", "-i"]
        else:
            command = ["env", "-i"] + [f"{k}={v}" for k, v in env.items()] + list(argv)
        self.tmux("new-session", "-d", "-x", str(cols), "-y", str(rows), "-s", "t", "-c", cwd, "--", *command)
        self.tmux("set-option", "-t", "t", "remain-on-exit", "on")
        self.pid = int(self.tmux("display", "-p", "-t", "t", "#{pane_pid}").strip())
        if job_shell:
            shell = self.pid
            self.wait_screen(r"^jobshell\$")
            self.type(" ".join(shlex.quote(a) for a in argv))
            self.keys("Enter")
            self.pid = self._wait_child(shell)
        self.tty = self.tmux("display", "-p", "-t", "t", "#{pane_tty}").strip()
        self.tty_fd = os.open(self.tty, os.O_RDWR | os.O_NOCTTY)

    @staticmethod
    def _wait_child(parent, timeout=10.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                with open(f"/proc/{parent}/task/{parent}/children") as f:
                    kids = f.read().split()
            except OSError:
                kids = []
            if kids:
                return int(kids[0])
            time.sleep(0.02)
        raise TestFailure(f"the job shell {parent} started no child within {timeout} s")

    def tmux(self, *args):
        r = subprocess.run(["tmux", "-u", "-L", self.socket, "-f", CONF] + list(args), stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, timeout=20)
        if r.returncode != 0:
            raise TestFailure(f"tmux {' '.join(args[:2])} failed: {r.stdout.strip()}")
        return r.stdout

    # ---- screen ----

    def screen(self, history=False):
        args = ["capture-pane", "-p", "-J", "-t", "t"] + (["-S", "-"] if history else [])
        return self.tmux(*args)

    def wait_screen(self, pattern, timeout=10.0, history=False):
        """Waits until a line of the screen matches `pattern` (a regex); returns the screen."""
        rx = re.compile(pattern, re.M)
        end = time.monotonic() + timeout
        while True:
            text = self.screen(history).rstrip()
            if rx.search(text):
                return text
            if time.monotonic() > end:
                raise TestFailure(f"waited {timeout} s for /{pattern}/ on the screen; it shows:\n{text.rstrip()}")
            time.sleep(0.05)

    def last_line(self, pattern):
        lines = [l.rstrip() for l in self.screen().splitlines() if re.search(pattern, l)]
        return lines[-1] if lines else ""

    # ---- terminal settings ----

    def lflag(self):
        try:
            return termios.tcgetattr(self.tty_fd)[3]
        except termios.error as e:
            status = self.tmux("display", "-p", "-t", "t", "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}")
            raise TestFailure(f"the pane's terminal is gone ({e}; dead:status:signal {status.strip()}); the screen:\n"
                              + self.screen(history=True)[-1500:])

    def echo_off(self):
        return not (self.lflag() & termios.ECHO)

    def wait_echo(self, off, timeout=10.0, what="the terminal"):
        end = time.monotonic() + timeout
        while self.echo_off() != off:
            if time.monotonic() > end:
                raise TestFailure(f"{what}: echo never went {'off' if off else 'on'} within {timeout} s")
            time.sleep(0.02)

    def wait_prompt(self, key, timeout=10.0):
        """Waits for `key>` as the last prompt on the screen and for the terminal to be in
        the no-echo mode formsh reads in (readline and the secure reader alike)."""
        self.wait_screen(rf"^{re.escape(key)}( [✓✗])?>", timeout)
        self.wait_echo(True, timeout, f"the {key} prompt")

    # ---- input ----

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "t", *keys)

    def type(self, text):
        self.tmux("send-keys", "-t", "t", "-l", "--", text)

    def raw(self, data):
        """Writes bytes as typed (through tmux's paste buffer, no bracketed paste)."""
        path = f"/tmp/{self.socket}.buf"
        with open(path, "wb") as f:
            f.write(data)
        try:
            self.tmux("load-buffer", "-b", "raw", path)
            self.tmux("paste-buffer", "-d", "-b", "raw", "-t", "t")
        finally:
            os.unlink(path)

    # ---- the process ----

    def exit_status(self, timeout=10.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            out = self.tmux("display", "-p", "-t", "t", "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}").strip()
            dead, status, sig = out.split(":")
            if dead == "1":
                return -int(sig) if sig not in ("", "0") else int(status or 0)
            time.sleep(0.05)
        return None

    def close(self):
        try:
            os.close(self.tty_fd)
        except OSError:
            pass
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
