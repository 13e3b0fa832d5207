"""Shared helpers of the secret-hygiene system tests (docs/contract.md, "Secrets and memory").

Every test prints one line per check (`ok: …`, `FAIL: …`) and ends with a single
`PASS: …`, `FAIL: …` or `SKIP: …` line; the exit status is 0 for PASS, 1 for FAIL and 77 for
SKIP (Tests/System/run-all.sh counts 77 as skipped, never as passed).
Markers are generated here, in the test process, and reach formsh only through its
terminal or stdin: never through argv or the environment.
"""

import os
import secrets
import shutil
import string
import subprocess
import sys
import tempfile
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
# Every build checks that each module imports only what Package.swift declares (Makefile).
IMPORT_CHECK = ["--explicit-target-dependency-import-check", "error"]
FIXTURES = os.path.join(REPO, "Tests", "System", "fixtures", "secrets")
SECRET_FORM = os.path.join(FIXTURES, "secret_form.json")
NEXT_STEP = os.path.join(FIXTURES, "next_step.json")

#: The environment variable formsh's test hook reads (FormSystem/ProcessHardening.swift).
STOP_AFTER_WIPE_ENV = "FORMSH_TEST_STOP_AFTER_WIPE"
#: The compile-time flag that turns every wipe into a no-op (negative-control build only).
NO_WIPE_FLAG = "FORMSH_TEST_NO_WIPE"
#: The compile-time flag that lets standard output bypass the output gate's masker
#: (negative-control build only).
NO_GATE_FLAG = "FORMSH_TEST_NO_GATE"
#: Where the negative-control build (both flags: one build serves both controls) lives,
#: beside (never inside) the normal build.
NO_WIPE_SCRATCH = os.path.join(REPO, ".build", "secrets-nowipe")


#: The exit status of a test that could not run (as automake's test harness counts it).
SKIPPED = 77


class TestFailure(Exception):
    """A check failed; the message says which and why."""


class TestSkip(Exception):
    """The test cannot run here; the message says why."""


def log(msg):
    print(msg, flush=True)


def ok(msg):
    log("  ok: " + msg)


def check(cond, msg, evidence=None):
    """Fails the test with `msg` (and evidence lines) unless `cond`."""
    if not cond:
        if evidence:
            msg = msg + "\n" + "\n".join("      " + line for line in str(evidence).splitlines())
        raise TestFailure(msg)
    ok(msg.split("\n")[0])


def main(name, body):
    """Runs one test body: prints PASS/FAIL/SKIP and exits with the right status."""
    started = time.monotonic()
    log(f"== {name}")
    try:
        body()
    except TestSkip as e:
        log(f"SKIP: {name}: {e}")
        sys.exit(SKIPPED)
    except TestFailure as e:
        text = str(e)
        if "\n" in text:
            log("  FAILED: " + text)
        log(f"FAIL: {name}: {text.splitlines()[0] if text else 'failed'}")
        sys.exit(1)
    except Exception as e:  # an error in the test itself is a failure, with its trace
        import traceback
        traceback.print_exc()
        log(f"FAIL: {name}: test error: {e!r}")
        sys.exit(1)
    log(f"PASS: {name} ({time.monotonic() - started:.1f} s)")
    sys.exit(0)


def require_root(what):
    if os.geteuid() != 0:
        raise TestSkip(f"needs root ({what}); run the system tests as root")


def require_tool(tool):
    path = shutil.which(tool)
    if not path:
        raise TestSkip(f"needs `{tool}` (apt-get install {'gdb' if tool == 'gcore' else tool})")
    return path


# ---- the binary ---------------------------------------------------------------------------

def formsh_binary():
    """The formsh under test: $FORMSH_BIN, else .build/debug/formsh (built if missing)."""
    explicit = os.environ.get("FORMSH_BIN")
    if explicit:
        if not os.access(explicit, os.X_OK):
            raise TestFailure(f"FORMSH_BIN={explicit} is not an executable")
        return explicit
    path = os.path.join(REPO, ".build", "debug", "formsh")
    if not os.access(path, os.X_OK):
        log("  (building formsh: swift build --product formsh)")
        r = subprocess.run(["swift", "build", *IMPORT_CHECK, "--product", "formsh"], cwd=REPO,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0 or not os.access(path, os.X_OK):
            raise TestFailure("cannot build formsh:\n" + r.stdout[-3000:])
    return path


def binary_mentions(binary, text):
    """Whether the executable contains `text` (a hook's name compiled into it)."""
    needle = text.encode()
    with open(binary, "rb") as f:
        tail = b""
        while True:
            chunk = f.read(1 << 22)
            if not chunk:
                return False
            if needle in tail + chunk:
                return True
            tail = chunk[-len(needle):]


def sources_mention(text):
    """Whether any Swift or C source of formsh mentions `text` outside comments' prose."""
    for root, _, files in os.walk(os.path.join(REPO, "Sources")):
        for f in files:
            if f.endswith((".swift", ".c", ".h")):
                with open(os.path.join(root, f), encoding="utf-8", errors="replace") as fh:
                    for line in fh:
                        s = line.strip()
                        if text in s and not s.startswith(("//", "/*", "*", "///")):
                            return True
    return False


# ---- markers ------------------------------------------------------------------------------

def luhn_check_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:  # these get doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(number):
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def new_card():
    """A fresh Luhn-valid 16-digit number, random in all 15 leading digits."""
    body = "".join(secrets.choice(string.digits) for _ in range(15))
    card = body + luhn_check_digit(body)
    assert luhn_valid(card) and len(card) == 16
    return card


def new_text(prefix, n=40):
    alphabet = string.ascii_letters + string.digits
    return prefix + "".join(secrets.choice(alphabet) for _ in range(n))


class Markers:
    """The values typed in one session, and the byte patterns that find them in memory.

    A pattern is a marker's head (long enough to be unique, short of the part a mask may
    show): the card's first 12 digits (`last4` shows the last four), the texts' first 20
    characters; each in UTF-8 and UTF-16LE.
    """

    def __init__(self):
        self.card = new_card()
        self.note = new_text("Nt", 40)
        self.holder = new_text("Hd", 30)

    @staticmethod
    def patterns_for(label, value, head):
        h = value[:head]
        return {f"{label}/utf8": h.encode("utf-8"), f"{label}/utf16le": h.encode("utf-16-le")}

    def secret_patterns(self):
        p = {}
        p.update(self.patterns_for("card_number", self.card, 12))
        p.update(self.patterns_for("secret_note", self.note, 20))
        return p

    def holder_patterns(self):
        return self.patterns_for("card_holder", self.holder, 20)

    def all_patterns(self):
        p = self.secret_patterns()
        p.update(self.holder_patterns())
        return p


# ---- environment for a run ----------------------------------------------------------------

class Sandbox:
    """A temporary working directory and an empty HOME for one formsh run."""

    def __init__(self, name):
        self.root = tempfile.mkdtemp(prefix=f"formsh-{name}-")
        self.home = os.path.join(self.root, "home")
        self.cwd = os.path.join(self.root, "cwd")
        os.mkdir(self.home)
        os.mkdir(self.cwd)

    def env(self, extra=None):
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.home,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TMPDIR": self.cwd,
        }
        env.update(extra or {})
        return env

    def leftovers(self):
        """Files anything left in HOME or the working directory."""
        found = []
        for base in (self.home, self.cwd):
            for root, dirs, files in os.walk(base):
                for n in dirs + files:
                    found.append(os.path.join(root, n))
        return found

    def cleanup(self):
        shutil.rmtree(self.root, ignore_errors=True)


def deadline(seconds):
    end = time.monotonic() + seconds
    return lambda: time.monotonic() < end


def wait_until(pred, timeout, what, interval=0.02):
    """Polls `pred` until true; fails with `what` after `timeout` seconds."""
    alive = deadline(timeout)
    while alive():
        v = pred()
        if v:
            return v
        time.sleep(interval)
    v = pred()
    if v:
        return v
    raise TestFailure(f"timed out after {timeout} s waiting for {what}")


def process_state(pid):
    """The one-letter state from /proc/PID/stat (R, S, T, t, Z, …), or None if gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            data = f.read()
        return data[data.rindex(")") + 2]
    except (FileNotFoundError, ProcessLookupError, ValueError):
        return None
