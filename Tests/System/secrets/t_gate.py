"""The output gate's leak matrix (docs/contract.md, "Submission" "One gate", endpoints and re-sends, "Secrets and memory" item 6): one
case per path issue #22 found, each run as a whole process. Usage: t_gate.py CASE.

Secrets are generated here (random, Luhn-valid where a card) and reach formsh through its
stdin, a transcript's `{{env:…}}` or a loopback server; what formsh writes (stdout,
stderr, every file) is read back and searched for every part of a secret the gate must
mask, in every spelling docs/contract.md, "Submission" lists (`gate.leaks`, with Python's own decoders). Each
search has a control that shows the secret did reach formsh or the server.

The `plain` case also runs against the negative-control build (FORMSH_TEST_NO_GATE:
standard output bypasses the gate; t_nogate_control.py) and then asserts that the leak is
detected.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

import gate
from common import (FIXTURES, REPO, Sandbox, TestFailure, check, formsh_binary, main, new_card, new_text, require_root, require_tool,
                    wait_until)
from loopback import Answer, Loopback

CARD_FORM = os.path.join(gate.GATE, "card_v1.json")


# ---- 1. replay writes a CI secret to disk ---------------------------------------------------

def case_drift(binary):
    """A drifted replay types FORMSH_SECRET_CARD_NUMBER at a plain prompt; every file shows it masked.

    A plain field now comes first: the diff on stdout, NAME.t.actual, the JUnit report and
    the transcript --update writes show the card masked, byte for byte."""
    card = new_card()
    sandbox = Sandbox("gate-drift")
    try:
        cwd = sandbox.cwd
        shutil.copy(os.path.join(gate.GATE, "card_v1.json"), os.path.join(cwd, "form.json"))
        with open(os.path.join(cwd, "card.t"), "w", encoding="utf-8") as f:
            f.write(gate.fixture("drift.t", LAST4=card[-4:]))
        env = {"FORMSH_SECRET_CARD_NUMBER": card}
        code, out, err = gate.run([binary, "replay", "card.t"], cwd, env)
        check(code == 0, "control: the transcript passes against the schema it was recorded with", evidence=out + err)
        shutil.copy(os.path.join(gate.GATE, "card_v2.json"), os.path.join(cwd, "form.json"))
        code, out, err = gate.run([binary, "replay", "--junit", "junit.xml", "card.t"], cwd, env)
        check(code == 1, "after the schema change (card holder first) the transcript fails", evidence=out + err)
        check(f"•••• {card[-4:]}" in out, "control: the diff shows the card typed at the plain prompt, masked")
        check(not gate.leaks(out + err, card), "the diff on stdout shows no part of the card in any spelling",
              evidence=gate.leaks(out + err, card))
        expected = gate.fixture("drift-actual.txt", LAST4=card[-4:])
        gate.same_bytes(os.path.join(cwd, "card.t.actual"), expected, "card.t.actual")
        with open(os.path.join(cwd, "junit.xml"), encoding="utf-8") as f:
            junit = re.sub(r'time="[0-9]+\.[0-9]+"', 'time="T"', f.read())
        check(not gate.leaks(junit, card), "the JUnit report (diff and actual output) shows no part of the card in any spelling",
              evidence=gate.leaks(junit, card))
        want = gate.fixture("drift.junit.xml", LAST4=card[-4:])
        check(junit == want, "the JUnit report is byte for byte what it must be (times aside)", evidence=junit[-1500:])
        code, out, err = gate.run([binary, "replay", "--update", "card.t"], cwd, env)
        check(code == 0 and not gate.leaks(out + err, card), "--update rewrites it, and its diff shows no part of the card",
              evidence=out + err)
        gate.same_bytes(os.path.join(cwd, "card.t"), expected, "the transcript --update wrote (the same text as .actual)")
        code, out, err = gate.run([binary, "replay", "card.t"], cwd, env)
        check(code == 0, "the updated transcript replays green at once", evidence=out + err)
    finally:
        sandbox.cleanup()


# ---- 2. a step-1 secret echoed in a step-2 answer -------------------------------------------

def step_two_screen():
    with open(os.path.join(gate.GATE, "step_two.json"), encoding="utf-8") as f:
        return json.load(f)


def case_echo(binary):
    """Step-1 secrets echoed in step 2's answers, after their wipe, are shown masked.

    A passphrase and a card submitted at step 1 (wiped by the answer that moves the flow
    on) are echoed by step 2's 422 and 500, JSON-escaped, in capitals, spaced, in part:
    stdout and the --verbose log show them masked."""
    phrase = "Pässword-" + new_text("Ph", 22)
    card = new_card()
    escaped = json.dumps(phrase.upper())[1:-1].replace("-", "\\u002d")
    answers = [
        Answer(200, step_two_screen()),
        Answer(422, {"errors": {"code": f"not for {escaped}", "other": f"card {card[:15]} / {' '.join(card)}"}}),
        Answer(500, f"state: passphrase={phrase[:20]}; pan={'/'.join(card[i:i + 4] for i in range(0, 16, 4))}",
               content_type="text/plain"),
    ]
    sandbox = Sandbox("gate-echo")
    try:
        with Loopback(answers) as server:
            lines = [phrase, card, ":submit", "7", ":submit", "", ":submit", ":last", ":quit"]
            argv = [binary, "run", os.path.join(gate.GATE, "steps.json"), "--endpoint", server.url("/step1"), "--plain",
                    "--verbose"]
            code, out, err = gate.run(argv, sandbox.cwd, stdin=("\n".join(lines) + "\n").encode())
            posts = server.posts()
            check(len(posts) == 3, "control: three POSTs reached the server", evidence=f"{len(posts)} POSTs\n{out}\n{err}")
            first = json.loads(posts[0]["body"])
            check(first.get("passphrase") == phrase and first.get("card_number") == card,
                  "control: step 1 posted the passphrase and the card as typed")
            check("Step two" in out and "The server found errors" in out and "HTTP 500" in out,
                  "control: step 2's answers (422, 500) were shown", evidence=out[-2000:])
            for label, text in (("stdout", out), ("stderr (--verbose)", err)):
                for name, secret in (("passphrase", phrase), ("card", card)):
                    found = gate.leaks(text, secret)
                    check(not found, f"{label} shows no part of the step-1 {name} in any spelling", evidence=found)
    finally:
        sandbox.cleanup()


# ---- 3. the raw bodies of --verbose and :last -----------------------------------------------

def case_bodies(binary):
    """The raw bodies of --verbose and :last show a card in no spelling.

    Answers echo a held card JSON-escaped (as json.dumps writes non-ASCII), in full-width
    and Arabic-Indic digits, slashed, percent-encoded and as its first 15 digits."""
    card = new_card()
    spelled = gate.spellings(card)
    body = json.dumps({"echo": {k: v for k, v in spelled.items() if k != "json-escaped"}}, ensure_ascii=False)
    body = body[:-1] + ', "raw": "' + spelled["json-escaped"] + '"}'
    sandbox = Sandbox("gate-bodies")
    try:
        with Loopback([Answer(500, body), Answer(422, body)]) as server:
            lines = [card, "Ann Lee", ":submit", ":last", ":submit", ":last", ":quit"]
            argv = [binary, "run", CARD_FORM, "--endpoint", server.url(), "--plain", "--verbose"]
            code, out, err = gate.run(argv, sandbox.cwd, stdin=("\n".join(lines) + "\n").encode())
            check(len(server.posts()) == 2, "control: two POSTs reached the server", evidence=out + err)
            check(all(v in body for v in spelled.values()), "control: the server's body holds every spelling")
            check(out.count("< HTTP") >= 2 and err.count("< HTTP") >= 2, "control: :last and --verbose showed both answers",
                  evidence=out[-1500:])
            for label, text in (("the --verbose log", err), (":last and the shell's output", out)):
                found = gate.leaks(text, card)
                check(not found, f"{label} shows no part of the card in any spelling", evidence=found)
    finally:
        sandbox.cleanup()


# ---- 4. record --scenario-out and a partial echo --------------------------------------------

def case_scenario(binary):
    """record --scenario-out with a partial echo writes no part of the secret.

    The server echoes the first 20 characters of a 28-character secret and the first 15
    digits of the card; the scenario and the transcript are byte for byte what they must be."""
    card = new_card()
    note = new_text("Sn", 26)
    sandbox = Sandbox("gate-scenario")
    try:
        cwd = sandbox.cwd
        shutil.copy(os.path.join(FIXTURES, "secret_form.json"), os.path.join(cwd, "form.json"))
        os.mkdir(os.path.join(cwd, "cassettes"))
        answer = Answer(200, {"status": "ok", "received": {"note": note[:20], "pan": card[:15]}})
        with Loopback([answer]) as server:
            lines = [card, note, "Ann Lee", ":submit"]
            argv = [binary, "record", "form.json", "--base-url", f"http://127.0.0.1:{server.port}", "-o", "cassettes/n.t",
                    "--scenario-out", "cassettes/n.json"]
            code, out, err = gate.run(argv, cwd, stdin=("\n".join(lines) + "\n").encode())
            check(code == 0 and len(server.posts()) == 1, "control: the session was recorded and posted once", evidence=out + err)
            check(json.loads(server.posts()[0]["body"]).get("secret_note") == note, "control: the server got the secret")
        for name in ("n.t", "n.json"):
            with open(os.path.join(cwd, "cassettes", name), encoding="utf-8") as f:
                text = f.read()
            check(not gate.leaks(text, note) and not gate.leaks(text, card),
                  f"cassettes/{name} holds no part of the secret or the card", evidence=gate.leaks(text, note) + gate.leaks(text, card))
        gate.same_bytes(os.path.join(cwd, "cassettes", "n.json"), gate.fixture("scenario.json"), "the scenario written")
        gate.same_bytes(os.path.join(cwd, "cassettes", "n.t"), gate.fixture("scenario.t", LAST4=card[-4:]), "the transcript written")
        code, out, err = gate.run([binary, "replay", "cassettes/n.t"], cwd,
                                  {"FORMSH_SECRET_CARD_NUMBER": card, "FORMSH_SECRET_SECRET_NOTE": note})
        check(code == 0, "the transcript replays green offline against the scenario", evidence=out + err)
    finally:
        sandbox.cleanup()


# ---- 7. a next step's endpoint ----------------------------------------------------------------

def step_two_at(url):
    screen = step_two_screen()
    screen["submit"]["endpoint"] = url
    return screen


def case_endpoint(binary):
    """A next step's endpoint: --endpoint wins, another origin is refused, banners name it.

    --endpoint is every step's endpoint; without it a next step's endpoint on another
    origin is refused (both origins named, the values kept) unless --follow-endpoints."""
    sandbox = Sandbox("gate-endpoint")
    steps = os.path.join(gate.GATE, "steps.json")
    first = ["Correct horse battery", new_card(), ":submit", "7", ":submit", ":fields", ":quit"]
    stdin = ("\n".join(first) + "\n").encode()
    try:
        with Loopback([Answer(200, {})]) as other:
            elsewhere = other.url("/step2")
            with Loopback([Answer(200, step_two_at(elsewhere)), Answer(200, {})]) as given:
                code, out, err = gate.run([binary, "run", steps, "--endpoint", given.url("/step1"), "--plain"], sandbox.cwd, stdin=stdin)
                check(len(given.posts()) == 2 and not other.posts(), "with --endpoint both steps post there, not to the step's own",
                      evidence=f"given: {[p['path'] for p in given.posts()]}, other: {len(other.posts())}\n{out}")
                check(f"Step two · step_two v1.0.0 · 1 field · endpoint: {given.url('/step1')}" in out,
                      "step 2's banner names the endpoint it posts to", evidence=out)
            with Loopback([Answer(200, step_two_at(elsewhere)), Answer(200, {})]) as schema:
                base = f"http://127.0.0.1:{schema.port}"
                code, out, err = gate.run([binary, "run", steps, "--base-url", base, "--plain"], sandbox.cwd, stdin=stdin)
                check(len(schema.posts()) == 1 and not other.posts(), "without --endpoint a step on another origin is not posted to",
                      evidence=f"{len(schema.posts())} / {len(other.posts())}\n{out}")
                check(f"endpoint: {elsewhere}" in out, "step 2's banner names its endpoint", evidence=out)
                refusal = [l for l in out.splitlines() if l.startswith("Not sent.")]
                check(refusal and f"http://127.0.0.1:{other.port}" in refusal[0] and base in refusal[0],
                      ":submit is refused, naming both origins", evidence=out)
                after = out[out.index(refusal[0]):]
                check(re.search(r"^\s*1\s+code\s+Code\s+text_input\s+✓\s+7$", after, re.M), "the value typed is kept (:fields)",
                      evidence=after)
            with Loopback([Answer(200, step_two_at(elsewhere)), Answer(200, {})]) as schema:
                base = f"http://127.0.0.1:{schema.port}"
                gate.run([binary, "run", steps, "--base-url", base, "--plain", "--follow-endpoints"], sandbox.cwd, stdin=stdin)
                check(len(other.posts()) == 1 and json.loads(other.posts()[0]["body"]) == {"code": "7"},
                      "with --follow-endpoints step 2 posts to its own origin")
    finally:
        sandbox.cleanup()


# ---- no silent re-send -----------------------------------------------------------------------

def case_resend(binary):
    """No silent re-send of a POST on a kept-alive connection the server drops.

    The server keeps the connection alive after a 422, then drops the next POST without an
    answer: formsh says `No connection…` and sends nothing more until :submit, which
    retries with the same Idempotency-Key; --verbose shows every attempt. The server
    counts the POSTs."""
    sandbox = Sandbox("gate-resend")
    try:
        answers = [Answer(422, {"errors": {"card_holder": "try again"}}), Answer(drop=True), Answer(200, {})]
        with Loopback(answers) as server:
            proc = subprocess.Popen([binary, "run", CARD_FORM, "--endpoint", server.url(), "--plain", "--verbose"],
                                    cwd=sandbox.cwd, env=sandbox.env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE)
            out, err = Drain(proc.stdout), Drain(proc.stderr)
            try:
                proc.stdin.write((new_card() + "\nAnn Lee\n:submit\nAnn Lee\n:submit\n").encode())
                proc.stdin.flush()
                # formsh reports the dropped connection only once libcurl gave up on it: any
                # re-send it made on its own has reached the server by then.
                wait_until(lambda: "No connection" in out.text() or len(server.posts()) > 2, 20,
                           "formsh to report the dropped connection")
                check(len(server.posts()) == 2, "after the dropped answer the server received no re-send (2 POSTs for 2 :submit)",
                      evidence=f"{len(server.posts())} POSTs on connections {[p['connection'] for p in server.posts()]}")
                proc.stdin.write(b":submit\n")
                proc.stdin.close()
                proc.wait(timeout=20)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            out, err = out.join(), err.join()
            posts = server.posts()
            check(len(posts) == 3, "the user's :submit sent it once more (3 POSTs for 3 :submit)", evidence=f"{len(posts)}\n{out}")
            check(posts[0]["connection"] != posts[1]["connection"],
                  "the second POST came on a fresh connection, not the one the server kept alive after the 422")
            check(f"No connection to 127.0.0.1:{server.port}: server closed the connection without answering. Your values are kept; "
                  ":submit retries." in out, "the dropped connection is `No connection…`", evidence=out)
            keys = [p["headers"].get("Idempotency-Key") for p in posts]
            check(keys[1] == keys[2], "the retry carries the same Idempotency-Key", evidence=keys)
            check(err.count("> POST ") == 3, "--verbose shows every attempt (3)", evidence=err)
    finally:
        sandbox.cleanup()


class Drain:
    """Reads a pipe to its end on a thread of its own; `text()` is what came so far."""

    def __init__(self, pipe):
        self.pipe, self.chunks, self.lock = pipe, [], threading.Lock()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        for chunk in iter(lambda: os.read(self.pipe.fileno(), 65536), b""):
            with self.lock:
                self.chunks.append(chunk)

    def text(self):
        with self.lock:
            return b"".join(self.chunks).decode("utf-8", "replace")

    def join(self):
        self.thread.join(20)
        return self.text()


# ---- check --max-line ------------------------------------------------------------------------

def case_maxline(binary):
    """check on /dev/zero (one endless line) stays bounded in memory.

    Once it has read 2 GiB of it, its peak resident size is still under 128 MiB (an
    unbounded line would hold all of it)."""
    require_root("/proc/PID/io of a non-dumpable process")
    form = os.path.join(REPO, "Tests", "Fixtures", "check", "form.json")
    proc = subprocess.Popen([binary, "check", form, "/dev/zero"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seen = {"peak": 0, "read": 0}

    def enough():
        seen["peak"] = max(seen["peak"], proc_field(proc.pid, "status", "VmHWM:"))
        seen["read"] = proc_field(proc.pid, "io", "rchar:")
        return proc.poll() is not None or seen["read"] >= 2 << 30 or seen["peak"] > 512 * 1024

    try:
        wait_until(enough, 120, "check to read 2 GiB of /dev/zero", interval=0.05)
    finally:
        proc.kill()
        proc.wait()
    check(seen["peak"] < 128 * 1024,
          f"its peak resident size stayed at {seen['peak'] // 1024} MiB (under 128 MiB) after {seen['read'] >> 20} MiB read")
    check(seen["read"] >= 2 << 30, f"control: check did read {seen['read'] >> 20} MiB of /dev/zero")


def proc_field(pid, name, field):
    """A number from /proc/PID/NAME (kB in status, bytes in io); 0 once the process is gone."""
    try:
        with open(f"/proc/{pid}/{name}") as f:
            return next((int(l.split()[1]) for l in f if l.startswith(field)), 0)
    except (FileNotFoundError, ProcessLookupError):
        return 0


# ---- hardening of every command that reads values or payloads --------------------------------

def case_hardening(binary):
    """Every command that reads values or payloads is hardened and zeroes its heap.

    run, record, replay, probe, check, serve and cover, each caught while it waits:
    /proc/PID/limits shows a core size of 0, the process is not dumpable and its heap zeroes
    every block freed (read with gdb)."""
    require_root("gdb attaching to a non-dumpable process")
    gdb = require_tool("gdb")
    sandbox = Sandbox("gate-hardening")
    cwd = sandbox.cwd
    shutil.copy(CARD_FORM, os.path.join(cwd, "form.json"))
    try:
        with Loopback([Answer(200, {}, hold=True)]) as server:
            with open(os.path.join(cwd, "wait.t"), "w") as f:
                f.write(f"$ formsh form.json --endpoint {server.url()}\n{{{{...}}}}\n> {new_card()}\n> Ann\n> :submit\n{{{{...}}}}\n[exit 0]\n")
            with open(os.path.join(cwd, "valid.json"), "w") as f:
                json.dump({"card_number": new_card(), "card_holder": "Ann"}, f)
            commands = {
                "run": ["run", "form.json", "--endpoint", server.url(), "--plain"],
                "record": ["record", "form.json", "-o", "r.t", "--endpoint", server.url()],
                "replay": ["replay", "wait.t"],
                "cover": ["cover", "form.json", "wait.t"],
                "probe": ["probe", "form.json", "--valid", "valid.json", "--endpoint", server.url()],
                "check": ["check", "form.json", "-"],
                "serve": ["serve", "--forms", ".", "--port", "0"],
            }
            for name, args in commands.items():
                proc = subprocess.Popen([binary] + args, cwd=cwd, env=sandbox.env(), stdin=subprocess.PIPE,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                try:
                    wait_until(lambda: waiting(proc.pid), 15, f"`formsh {name}` to wait")
                    with open(f"/proc/{proc.pid}/limits") as f:
                        core = [l.split()[4:6] for l in f if l.startswith("Max core file size")][0]
                    facts = gdb_facts(gdb, proc.pid)
                    check(core == ["0", "0"] and facts == {"dumpable": 0, "zero_on_free": 1},
                          f"`formsh {name}`: core size 0, not dumpable, zeroing heap",
                          evidence=f"core {core}, {facts}")
                finally:
                    proc.kill()
                    proc.wait()
    finally:
        sandbox.cleanup()


def waiting(pid):
    """Whether the process sleeps (at a prompt, in a request, on a socket)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            data = f.read()
        return data[data.rindex(")") + 2] == "S" and time.sleep(0.3) is None
    except FileNotFoundError:
        raise TestFailure(f"process {pid} ended before it could be inspected")


def gdb_facts(gdb, pid):
    r = subprocess.run([gdb, "-p", str(pid), "-batch", "-nx", "-ex", "print (int)prctl(3, 0, 0, 0, 0)",
                        "-ex", "print (int)'heap.c'::zero_on_free"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, timeout=60)
    values = re.findall(r"^\$\d+ = (-?\d+)$", r.stdout, re.M)
    if len(values) != 2:
        raise TestFailure(f"gdb could not read the process: {r.stdout[-1500:]}")
    return {"dumpable": int(values[0]), "zero_on_free": int(values[1])}


# ---- the negative control's case: a card typed at a plain prompt -----------------------------

def case_plain(binary, expect_leak=False):
    """A card number typed into a plain field is shown masked wherever it is shown.

    The summary, :fields, :payload and a :set verdict all show the value. With
    `expect_leak` (the negative-control build) the card must show in clear instead."""
    card = new_card()
    sandbox = Sandbox("gate-plain")
    try:
        with Loopback([Answer(200, {})]) as server:
            lines = ["", card, ":fields", ":payload", ":set card_holder " + card, ":quit"]
            argv = [binary, "run", CARD_FORM, "--endpoint", server.url(), "--plain"]
            code, out, err = gate.run(argv, sandbox.cwd, stdin=("\n".join(lines) + "\n").encode())
        found = gate.leaks(out + err, card)
        if expect_leak:
            check(card in out, "negative control: with standard output around the gate, the card shows in clear", evidence=out)
            return
        check(out.count(f"•••• {card[-4:]}") >= 3, "control: the card reached the output (masked)", evidence=out)
        check(not found, "the output shows no part of the card", evidence=found)
    finally:
        sandbox.cleanup()


# ---- response headers with control characters -------------------------------------------

def case_headers(binary, expect_leak=False):
    """A held card echoed in response headers with controls between its groups is masked.

    The answer's headers carry the card typed at the secure prompt with DEL, an escape
    sequence, or BEL and SOH between its groups (`X-Karta-Echo: 4024\\x7f0071…`); --verbose
    (stderr) and :last (stdout) show the headers, escaped for display, and no part of the
    card. With `expect_leak` (the negative-control build) :last must show the card."""
    card = new_card()
    groups = [card[i:i + 4] for i in range(0, 16, 4)]
    headers = [("X-Karta-Echo", "\x7f".join(groups)), ("X-Karta-Rang", "\x1b[31m".join(groups) + "\x1b[0m"),
               ("X-Karta-Qoʻngʻiroq".encode().decode("latin-1"), "\x07\x01".join(groups))]
    sandbox = Sandbox("gate-headers")
    try:
        with Loopback([Answer(500, {"xato": "Qayta urinib koʻring 🙂"}, headers=headers)]) as server:
            lines = [card, "Аня Ли", ":submit", ":last", ":quit"]
            argv = [binary, "run", CARD_FORM, "--endpoint", server.url(), "--plain", "--verbose"]
            code, out, err = gate.run(argv, sandbox.cwd, stdin=("\n".join(lines) + "\n").encode())
            check(len(server.posts()) == 1, "control: the POST reached the server", evidence=out + err)
        for label, text in (("the --verbose log", err), (":last", out)):
            check(all(f"< {name}: " in text for name in ("X-Karta-Echo", "X-Karta-Rang")),
                  f"control: {label} shows the echoed headers", evidence=text[-2000:])
        if expect_leak:
            check(gate.leaks(out, card), "negative control: with standard output around the gate, :last shows the card",
                  evidence=out[-2000:])
            return
        for label, text in (("the --verbose log", err), (":last and the shell's output", out)):
            found = gate.leaks(text, card)
            check(not found, f"{label} shows no part of the card in any spelling", evidence=found)
    finally:
        sandbox.cleanup()


# ---- the spellings real encoders write --------------------------------------------------

SPELLINGS = os.path.join(REPO, "Tests", "Fixtures", "masker")


def case_spellings(binary, expect_leak=False):
    """Every spelling of the encoder table is masked on standard output; the rest is unchanged.

    Regenerates Tests/Fixtures/masker/spellings.jsonl with Python's own encoders (urllib.parse,
    json, html) and checks it is the committed file, byte for byte. Then types the table's
    three secrets at secure prompts and each text at a plain field (`:set note TEXT`): each
    spelling of a secret or card is shown masked with the text around it intact, each text
    without one exactly as typed. With `expect_leak` (the negative-control build) the
    secrets must show."""
    r = subprocess.run([sys.executable, os.path.join(SPELLINGS, "make_spellings.py")], stdout=subprocess.PIPE, check=True)
    with open(os.path.join(SPELLINGS, "spellings.jsonl"), "rb") as f:
        committed = f.read()
    check(r.stdout == committed, "the committed table is what Python's encoders write today (make_spellings.py)")
    sys.path.insert(0, SPELLINGS)
    import make_spellings
    rows = [json.loads(line) for line in committed.decode().splitlines()]
    secrets_typed = [make_spellings.SECRETS[k] for k in ("passphrase", "cyrillic", "markup")]
    lines = secrets_typed + ["birinchi izoh"] + [":set note " + r["before"] + r["spelling"] + r["after"] for r in rows] + [":quit"]
    sandbox = Sandbox("gate-spellings")
    try:
        argv = [binary, "run", os.path.join(gate.GATE, "spellings.json"), "--endpoint", "http://127.0.0.1:9/submit", "--plain"]
        code, out, err = gate.run(argv, sandbox.cwd, stdin=("\n".join(lines) + "\n").encode(), timeout=120)
    finally:
        sandbox.cleanup()
    shown = [line[len("  ✓ note = "):] for line in out.splitlines() if line.startswith("  ✓ note = ")]
    check(len(shown) == len(rows), f"control: every one of the {len(rows)} texts was set and shown", evidence=out[-2000:])
    if expect_leak:
        check(any(gate.leaks(out, s) for s in secrets_typed), "negative control: with standard output around the gate, a secret shows",
              evidence=out[-2000:])
        return
    wrong = []
    for row, text in zip(rows, shown):
        typed = row["before"] + row["spelling"] + row["after"]
        if row["secret"] is None:
            if text != typed:
                wrong.append(f"{row['how']}: {typed!r} shown as {text!r}")
            continue
        value = make_spellings.SECRETS.get(row["secret"]) or "".join(ch for ch in gate.significant(row["spelling"]) if ch.isdigit())
        middle = text[len(row["before"]):len(text) - len(row["after"])]
        intact = text.startswith(row["before"]) and text.endswith(row["after"])
        if not intact or "••••" not in middle or gate.leaks(middle, value):
            wrong.append(f"{row['how']}: {typed!r} shown as {text!r}")
    check(not wrong, f"each of {sum(1 for r in rows if r['secret'])} spellings masked, each of "
          f"{sum(1 for r in rows if not r['secret'])} texts without a secret unchanged", evidence="\n".join(wrong[:20]))


CASES = {
    "drift": case_drift,
    "echo": case_echo,
    "bodies": case_bodies,
    "scenario": case_scenario,
    "endpoint": case_endpoint,
    "resend": case_resend,
    "maxline": case_maxline,
    "hardening": case_hardening,
    "plain": case_plain,
    "headers": case_headers,
    "spellings": case_spellings,
}


def run(name):
    CASES[name](formsh_binary())


if __name__ == "__main__":
    case = sys.argv[1]
    main(f"output gate: {case} ({CASES[case].__doc__.split(chr(10))[0].strip()})", lambda: run(case))
