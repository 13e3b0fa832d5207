#!/usr/bin/env python3
"""Replays every kept fuzz input (fuzz/regressions/<target>/*) through the formsh CLI,
as close to what its fuzz target did as the command line allows:

    schema      lint SCHEMA; run SCHEMA with the script's lines as typed input
    rules       run fuzz/forms/rules-*.json with :set/:try/:keys lines made from the steps
    payload     check FORM LINE (FORM: the sample form the first byte picks)
    transcript  replay TRANSCRIPT (only when every session runs a form, lint or check)
    http        the bytes sent raw to `formsh serve` (forms/, or the card_transfer scenario)
    response    the status and body served raw to `formsh forms/delivery.json` on :submit
    scenario    serve --scenario SCENARIO

Every run must end on its own within its limit, without a crash (signal, crash text), with
an exit status the command may give. Prints one line per input and `N passed, M failed`.
(The fuzz binaries' own checks, open bugs included, run in test-fuzz-regressions.sh.)

    python3 replay_regressions.py FORMSH RAWCLIENT_PORT_SERVE SERVE_SCENARIO_PORT RAW_PORT WORKDIR
"""
import os
import re
import signal
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
REG = os.path.join(ROOT, "fuzz", "regressions")
CRASH = re.compile(rb"Fatal error|Segmentation fault|Illegal instruction|Assertion failed|Precondition failed|"
                   rb"Unexpectedly found nil|Swift runtime failure|Stack dump|AddressSanitizer")
PAYLOAD_FORMS = ["forms/loan_application.json", "forms/delivery.json", "forms/kitchen_sink.json",
                 "forms/card_transfer/step1_card.json", "forms/card_transfer/step2_amount.json",
                 "forms/card_transfer/step3_otp.json"]
RULES_FORMS = ["fuzz/forms/rules-all.json", "fuzz/forms/rules-unicode.json"]

formsh, serve_port, scenario_port, raw_port, work = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
rawclient = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rawclient.py")
os.makedirs(work, exist_ok=True)


def run(argv, stdin=b"", limit=20, ok=(0, 1)):
    """Runs argv; returns a problem string or None."""
    try:
        p = subprocess.run(argv, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=limit, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return "no answer within %ds: %s" % (limit, " ".join(argv[:4]))
    out = p.stdout + p.stderr
    m = CRASH.search(out)
    if p.returncode < 0:
        return "killed by signal %d: %s" % (-p.returncode, " ".join(argv[:4]))
    if m:
        return "crash text %r: %s" % (m.group(0).decode(), " ".join(argv[:4]))
    if p.returncode not in ok:
        return "exit %d (expected %s): %s; %s" % (p.returncode, "/".join(map(str, ok)), " ".join(argv[:4]),
                                                  (p.stderr or p.stdout)[-300:].decode("utf-8", "replace").strip())
    return None


def write(name, data):
    path = os.path.join(work, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


def field_keys(path):
    import json
    keys = []
    def walk(components):
        for c in components:
            if not isinstance(c, dict):
                continue
            props = c.get("props") if isinstance(c.get("props"), dict) else {}
            if isinstance(props.get("stateKey"), str):
                keys.append((props["stateKey"], c.get("type") == "secure_input"))
            if isinstance(c.get("children"), list):
                walk(c["children"])
    walk(json.load(open(os.path.join(ROOT, path)))["components"])
    return keys


def schema(name, data):
    schema_bytes, _, script = data.partition(b"\n---\n")
    f = write(name + ".json", schema_bytes)
    problem = run([formsh, "lint", f], ok=(0, 1, 3))
    if problem:
        return problem
    lines = [line[2:] for line in script.split(b"\n")] if script else []
    return run([formsh, f, "--timeout", "2"], stdin=b"\n".join(lines) + b"\n:validate\n:payload\n", ok=(0, 1, 3))


def rules(name, data):
    if not data:
        return None
    form = RULES_FORMS[data[0] % len(RULES_FORMS)]
    keys = field_keys(form)
    i, lines, steps = 1, [], 0
    while i < len(data) and steps < 24:
        steps += 1
        field, op = data[i] if i < len(data) else 0, data[i + 1] if i + 1 < len(data) else 0
        length = data[i + 2] if i + 2 < len(data) else 0
        rep = data[i + 3] if i + 3 < len(data) else 0
        value = data[i + 4:i + 4 + length]
        i += 4 + length
        if rep >= 0xF0 and value:
            value = (value * ((min(1 << 20, 1 << (rep - 0xF0 + 4)) // len(value)) + 1))[:65000]
        key, secret = keys[field % len(keys)]
        value = value.replace(b"\n", b" ").replace(b"\r", b" ")
        if secret:
            continue
        command = [b":set", b":set", b":try", b":keys"][op % 4]
        if command == b":keys":
            value = value[:64]
        lines.append(command + b" " + key.encode() + b" " + value)
    stdin = b"\n".join(lines) + b"\n:validate\n:payload\n:fields\n"
    return run([formsh, form, "--no-keyboard-filter", "--timeout", "2"], stdin=stdin, limit=60)


def payload(name, data):
    if not data:
        return None
    f = write(name + ".jsonl", data[1:].replace(b"\n", b" ") + b"\n")
    return run([formsh, "check", PAYLOAD_FORMS[data[0] % len(PAYLOAD_FORMS)], f])


def transcript(name, data):
    text, _, _ = data.partition(b"\n===\n")
    for line in text.split(b"\n"):
        if line.startswith(b"$ "):
            words = line[2:].split()
            if len(words) < 2 or words[0] != b"formsh":
                continue
            if not (words[1].endswith(b".json") or words[1] in (b"lint", b"check", b"messages")):
                return "SKIP session runs `%s`" % line[:60].decode("utf-8", "replace")
    f = write(name + ".t", text)
    return run([formsh, "replay", f], ok=(0, 1, 3), limit=60)


def http(name, data):
    if not data:
        return None
    port = scenario_port if data[0] & 0x80 else serve_port
    f = write(name + ".http", data[1:])
    try:
        p = subprocess.run([sys.executable, rawclient, str(port), f], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
    except subprocess.TimeoutExpired:
        return "the server did not answer within 30 s"
    first = p.stdout.split(b"\n")[0]
    if not (first.startswith(b"HTTP/1.1 ") or first.startswith(b"NO ANSWER")):
        return "unexpected answer %r %r" % (first[:80], p.stderr[-200:])
    return None


def response(name, data):
    status = ((data[0] << 8 | data[1]) % 1000) if len(data) >= 2 else 200
    body = data[2:]
    raw = b"HTTP/1.1 %03d X\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n" % (status, len(body)) + body
    answers = os.path.join(work, "answers")
    os.makedirs(answers, exist_ok=True)
    with open(os.path.join(answers, name), "wb") as f:
        f.write(raw)
    stdin = b"pickup\n\n\n:submit\n:payload\n"
    return run([formsh, "forms/delivery.json", "--endpoint", "http://127.0.0.1:%d/file/%s" % (raw_port, name), "--timeout", "2"],
               stdin=stdin, limit=30)


def scenario(name, data):
    d = os.path.join(work, "forms-copy")
    if not os.path.exists(d):
        os.symlink(os.path.join(ROOT, "forms"), d)
    f = write(name + ".scenario.json", data)
    # A valid scenario makes serve run until stopped: stop it after 3 s and call that fine.
    p = subprocess.Popen([formsh, "serve", "--port", "0", "--scenario", f], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        out, err = p.communicate(timeout=3)
    except subprocess.TimeoutExpired:
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=10)
        if b"Serving forms" not in out:
            return "serve neither started nor refused within 3 s"
        return None
    if p.returncode not in (2, 3) or CRASH.search(out + err):
        return "exit %d: %s" % (p.returncode, err[-200:].decode("utf-8", "replace"))
    return None


TARGETS = {"schema": schema, "rules": rules, "payload": payload, "transcript": transcript,
           "http": http, "response": response, "scenario": scenario}

passed = failed = skipped = 0
for target in sorted(TARGETS):
    d = os.path.join(REG, target)
    if not os.path.isdir(d):
        continue
    for name in sorted(n for n in os.listdir(d) if not n.startswith(".")):
        data = open(os.path.join(d, name), "rb").read()
        problem = TARGETS[target](name, data)
        rel = "%s/%s" % (target, name)
        if problem and problem.startswith("SKIP"):
            skipped += 1
            print("  skip  cli %s: %s" % (rel, problem[5:]))
        elif problem:
            failed += 1
            print("  FAIL  cli %s: %s" % (rel, problem))
        else:
            passed += 1
            print("  ok    cli %s" % rel)
print("cli replay: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
sys.exit(1 if failed else 0)
