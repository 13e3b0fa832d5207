"""Helpers of the output-gate tests (docs/contract.md, "Submission", "One gate"): what counts as a secret shown.

`significant` reads a text the way docs/contract.md, "Submission" lists a secret's spellings, with Python's own
tools (not formsh's): JSON escapes, display escapes (`\x7f`), percent-encoding and HTML
character references decoded until nothing changes, terminal escape sequences, separators
(`+` too), controls and invisible characters dropped, any script's decimal digits as ASCII, full-width forms as
ASCII, ASCII letters in lower case. `leaks` lists the parts of a secret, as long as docs/contract.md, "Submission"
says the gate looks for (the whole value under 8 characters, else max(8, half of it)),
that a text still shows in any of those spellings.
"""

import html
import json
import os
import re
import subprocess
import unicodedata
import urllib.parse

from common import FIXTURES, TestFailure, log

GATE = os.path.join(FIXTURES, "gate")


ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")


def decoded(text):
    """`text` with every escape decoded, repeatedly (at most eight times), as the gate reads it
    (docs/contract.md, "Submission")."""
    t = text
    for _ in range(8):
        u = re.sub(r"\\x([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), t)
        u = re.sub(r"\\u\{([0-9a-fA-F]{1,6})\}", lambda m: chr(min(int(m.group(1), 16), 0x10FFFF)), u)
        u = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), u)
        u = u.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        u = u.replace("\\/", "/")
        u = html.unescape(urllib.parse.unquote(u, errors="replace"))
        if u == t:
            break
        t = u
    return ESCAPE_SEQUENCE.sub("", t)


def significant(text):
    t = decoded(text)
    out = []
    for ch in t:
        if 0xFF01 <= ord(ch) <= 0xFF5E:
            ch = chr(ord(ch) - 0xFEE0)
        if ch in " -./+" or unicodedata.category(ch) in ("Zs", "Zl", "Zp", "Cf", "Cc", "Pd"):
            continue
        d = unicodedata.decimal(ch, None)
        if d is not None:
            ch = str(d)
        if "A" <= ch <= "Z":
            ch = ch.lower()
        out.append(ch)
    return "".join(out)


def window(n):
    return n if n < 8 else max(8, (n + 1) // 2)


def leaks(text, secret):
    """The parts of `secret` that `text` shows, in any spelling."""
    s, t = significant(secret), significant(text)
    n = window(len(s))
    return sorted({s[i:i + n] for i in range(len(s) - n + 1) if s[i:i + n] in t})


def spellings(card):
    """The spellings of a card number issue #22 found unmasked."""
    digits = list(card)
    return {
        "json-escaped": "".join(f"\\u{ord(c):04x}" for c in card),
        "full-width": "".join(chr(0xFF10 + int(c)) for c in card),
        "slashed": "/".join(card[i:i + 4] for i in range(0, len(card), 4)),
        "percent": "".join(f"%{ord(c):02X}" for c in card),
        "first 15": card[:15],
        "arabic-indic": "".join(chr(0x0660 + int(c)) for c in digits),
    }


def run(argv, cwd, env=None, stdin=b"", timeout=60):
    full = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": cwd}
    full.update(env or {})
    r = subprocess.run(argv, cwd=cwd, env=full, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def fixture(name, **values):
    """A fixture of fixtures/secrets/gate with `{NAME}` replaced by `values[NAME]`."""
    with open(os.path.join(GATE, name), encoding="utf-8") as f:
        text = f.read()
    for k, v in values.items():
        text = text.replace("{" + k + "}", v)
    return text


def same_bytes(path, expected, what):
    with open(path, encoding="utf-8") as f:
        actual = f.read()
    if actual != expected:
        import difflib
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", path))
        raise TestFailure(f"{what} is not byte for byte what it must be\n{diff[-3000:]}")
    log(f"  ok: {what} is byte for byte what it must be")


def dump(obj):
    return json.dumps(obj, ensure_ascii=False)
