"""The gate's files and values, third round (issue 31, items 6–8 and --header-env): each
case runs formsh as a whole process against real loopback servers and reads back every
file it wrote. Usage: t_files.py CASE.

- `numbers`: `record --scenario-out` against a server that echoes a 4-digit PIN, a
  6-digit OTP (both typed at secure prompts) and a Luhn-valid id as JSON numbers: the
  scenario is valid JSON with each of them the string "••••" (the id "•••• LAST4"), byte
  for byte; neither file holds the PIN or the OTP; the recording replays green at once.
- `pin-drift`: a transcript drifts so that a 4-digit FORMSH_SECRET_PIN is typed at a plain
  prompt: replay's output, NAME.t.actual, the JUnit report (well-formed XML) and the file
  `--update` writes show it masked, byte for byte, and the update replays green.
- `header-401`: a `--header-env` token, long and short, that a server echoes in a 401
  body is never shown; the server did receive it (control).
"""

import json
import os
import re
import secrets
import shutil
import sys
import xml.etree.ElementTree as ET

import gate
from common import REPO, Sandbox, check, formsh_binary, main, new_card, ok
from loopback import Answer, Loopback


def standalone(text, digits):
    """Where `digits` stands in `text` with no digit next to it (as the gate looks for it)."""
    return [m.start() for m in re.finditer(r"(?<![0-9])%s(?![0-9])" % re.escape(digits), text)]


def fresh_digits(n):
    return str(secrets.choice(range(1, 10))) + "".join(secrets.choice("0123456789") for _ in range(n - 1))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def case_numbers(binary):
    # The server answers the card as a bare JSON number, which cannot start with 0.
    pin, otp, card = fresh_digits(4), fresh_digits(6), next(c for c in iter(new_card, None) if c[0] != "0")
    sandbox = Sandbox("gate-numbers")
    try:
        cwd = sandbox.cwd
        shutil.copy(os.path.join(gate.GATE, "pin_v1.json"), os.path.join(cwd, "form.json"))
        os.mkdir(os.path.join(cwd, "cassettes"))
        answer = Answer(200, ('{"status": "ok", "pin": %s, "otp": %s, "ref": %s, "amount": 1500000, "echo": "PIN %s · Oʻzbek 🙂"}'
                              % (pin, otp, card, pin)).encode())
        with Loopback([answer]) as server:
            argv = [binary, "record", "form.json", "--base-url", f"http://127.0.0.1:{server.port}", "-o", "cassettes/p.t",
                    "--scenario-out", "cassettes/p.json"]
            code, out, err = gate.run(argv, cwd, stdin=("\n".join([pin, otp, "Ann Lee", ":submit"]) + "\n").encode())
            check(code == 0 and len(server.posts()) == 1, "control: the session was recorded and posted once", evidence=out + err)
            sent = json.loads(server.posts()[0]["body"])
            check(sent.get("pin") == pin and sent.get("otp") == otp, "control: the server got the PIN and the OTP as typed")
        scenario = read(os.path.join(cwd, "cassettes", "p.json"))
        try:
            parsed = json.loads(scenario)
        except ValueError as e:
            check(False, "the scenario record wrote is valid JSON", evidence=f"{e}\n{scenario}")
        ok("the scenario record wrote is valid JSON")
        body = parsed["routes"][0]["respond"]["json"]
        check(body["pin"] == "••••" and body["otp"] == "••••" and body["ref"] == "•••• " + card[-4:] and body["amount"] == 1500000,
              "the PIN and the OTP are the string \"••••\", the id \"•••• LAST4\", the amount a number as it was", evidence=body)
        for name in ("p.json", "p.t"):
            text = read(os.path.join(cwd, "cassettes", name))
            check(not standalone(text, pin) and not standalone(text, otp) and not gate.leaks(text, card),
                  f"cassettes/{name} holds neither the PIN, the OTP nor the id", evidence=text)
        gate.same_bytes(os.path.join(cwd, "cassettes", "p.json"), gate.fixture("pin-scenario.json", LAST4=card[-4:]),
                        "the scenario written")
        gate.same_bytes(os.path.join(cwd, "cassettes", "p.t"), gate.fixture("pin-scenario.t", LAST4=card[-4:]),
                        "the transcript written")
        code, out, err = gate.run([binary, "replay", "cassettes/p.t"], cwd, {"FORMSH_SECRET_PIN": pin, "FORMSH_SECRET_OTP": otp})
        check(code == 0, "the recording replays green offline against its scenario", evidence=out + err)
        check(not standalone(out + err, pin), "replay shows no PIN")
    finally:
        sandbox.cleanup()


def case_pin_drift(binary):
    pin, otp = fresh_digits(4), fresh_digits(6)
    sandbox = Sandbox("gate-pin-drift")
    try:
        cwd = sandbox.cwd
        shutil.copy(os.path.join(gate.GATE, "pin_v1.json"), os.path.join(cwd, "form.json"))
        with open(os.path.join(cwd, "pin.t"), "w", encoding="utf-8") as f:
            f.write(gate.fixture("pin-drift.t"))
        env = {"FORMSH_SECRET_PIN": pin, "FORMSH_SECRET_OTP": otp}
        code, out, err = gate.run([binary, "replay", "pin.t"], cwd, env)
        check(code == 0, "control: the transcript passes against the schema it was recorded with", evidence=out + err)
        shutil.copy(os.path.join(gate.GATE, "pin_v2.json"), os.path.join(cwd, "form.json"))
        code, out, err = gate.run([binary, "replay", "--junit", "junit.xml", "pin.t"], cwd, env)
        check(code == 1, "after the schema change (holder first) the transcript fails", evidence=out + err)
        check("+  ✓" in out or "✓" in out, "control: the run went on past the holder prompt", evidence=out)
        check(not standalone(out + err, pin), "the diff on stdout does not show the 4-digit PIN", evidence=out + err)
        expected = gate.fixture("pin-drift-actual.txt")
        gate.same_bytes(os.path.join(cwd, "pin.t.actual"), expected, "pin.t.actual")
        junit = read(os.path.join(cwd, "junit.xml"))
        check(not standalone(junit, pin), "the JUnit report does not show the PIN", evidence=junit)
        try:
            root = ET.fromstring(junit.encode("utf-8"))
        except ET.ParseError as e:
            check(False, "the JUnit report is well-formed XML", evidence=f"{e}\n{junit}")
        check(root.find(".//failure") is not None and "••••" in (root.find(".//system-out").text or ""),
              "the JUnit report is well-formed XML with the failure and the masked actual output")
        code, out, err = gate.run([binary, "replay", "--update", "pin.t"], cwd, env)
        check(code == 0 and not standalone(out + err, pin), "--update rewrites it, and shows no PIN", evidence=out + err)
        gate.same_bytes(os.path.join(cwd, "pin.t"), expected, "the transcript --update wrote (the same text as .actual)")
        code, out, err = gate.run([binary, "replay", "pin.t"], cwd, env)
        check(code == 0, "the updated transcript replays green at once", evidence=out + err)
    finally:
        sandbox.cleanup()


def case_header_401(binary):
    form = os.path.join(REPO, "forms", "delivery.json")
    for token in ("tok-" + "".join(secrets.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(24)),
                  "".join(secrets.choice("abcdefghjkmnpqrstuvwxyz") for _ in range(4))):
        sandbox = Sandbox("gate-header-401")
        try:
            body = ('{"error": "unauthorized", "detail": "token %s is not valid · токен %s неверен"}' % (token, token)).encode()
            with Loopback([Answer(401, body)]) as server:
                argv = [binary, "run", form, "--endpoint", server.url(), "--header-env", "X-Token=X_TOKEN", "--verbose"]
                code, out, err = gate.run(argv, sandbox.cwd, {"X_TOKEN": token}, stdin=b"pickup\n\n\n:submit\n:quit\n")
                check(len(server.posts()) == 1 and server.posts()[0]["headers"].get("X-Token") == token,
                      f"control: the server received the {len(token)}-character token in X-Token", evidence=out + err)
            check("401" in out + err and "••••" in out + err, "the 401 is reported with the echo masked", evidence=out + err)
            check(token not in out + err, f"the {len(token)}-character token echoed in the 401 body is not shown",
                  evidence=out + err)
        finally:
            sandbox.cleanup()


CASES = {"numbers": case_numbers, "pin-drift": case_pin_drift, "header-401": case_header_401}

if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    if name not in CASES:
        sys.exit(f"usage: t_files.py {'|'.join(CASES)}")
    main(f"secrets: files and values through the gate: {name}", lambda: CASES[name](formsh_binary()))
