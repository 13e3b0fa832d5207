#!/usr/bin/env python3
"""Client soak: one formsh process takes N scripted inputs in plain mode through a pipe,
answering each prompt as it is printed: fill, mistakes and fixes, :wipe, :back, :payload,
:fields, :try, :submit and the next step. The flow runs against the built-in mock with
Tests/System/soak/scenario.json: card transfer (3 steps) → delivery → loan application →
pop_to_root → card transfer again, so every sample form is filled over and over.

    python3 driver.py FORMSH [--inputs 10000] [--warmup 1000] [--seed 1]

Checks: VmRSS after `--warmup` inputs and at the end differ by less than 10%; the value
store never runs out ("value store is full" never printed); every prompt arrives within
15 s; no crash; flows complete (submissions are counted). Prints a summary and a JSON
line; exit status 0 when every check holds.
"""
import argparse
import json
import os
import queue
import random
import re
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
PROMPT = re.compile(r"^(\S+)>$")
CRASH = re.compile(r"Fatal error|Segmentation fault|Illegal instruction|Precondition failed|Swift runtime failure|Stack dump")

# Valid values, and values that the local rules (or the mock) reject, per stateKey.
VALID = {
    "card_number": ["4111111111111111", "5555555555554444", "4012888888881881"],
    "card_holder": ["Ali Valiyev", "", "Zarina Karimova"],
    "transfer_amount": ["1500", "250000.50", "14999999"],
    "currency": ["1", "2"],
    "otp": ["123456", "654321"],
    "delivery_type": ["1", "pickup", "courier"],
    "address": ["Toshkent, Chilonzor 5", "Samarqand, Registon 1"],
    "comment": ["", "Eshik oldida qoldiring"],
    "user_phone": ["+998901234567", "+998935554433"],
    "full_name": ["Ali Valiyev", "Zarina Karimova"],
    "passport": ["AA1234567", "AB7654321"],
    "amount": ["1000000", "500000", "49999999"],
    "term_months": ["1", "2"],
    "income_source": ["salary", "business", "other"],
    "income_other": ["Freelance", "Ijara"],
    "employer": ["Acme", "Uzum"],
    "purposes": ["1", "1,2", "car,education"],
    "insurance": ["y", "n"],
    "agree_terms": ["y"],
}
INVALID = {
    "card_number": ["4111111111111112", "1234", "abcd"],
    "transfer_amount": ["5", "99999999", "12a"],
    "otp": ["12", "000000"],
    "user_phone": ["+99890", "998901234567"],
    "full_name": ["Al", "x" * 70],
    "passport": ["A1", "aa1234567"],
    "amount": ["100", "999999999"],
    "delivery_type": ["bicycle"],
    "agree_terms": ["maybe"],
}
COMMANDS = [":payload", ":fields", ":validate", ":schema", ":help"]


def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("formsh")
    ap.add_argument("--inputs", type=int, default=10000)
    ap.add_argument("--warmup", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--log", help="write everything formsh printed here")
    a = ap.parse_args()
    rnd = random.Random(a.seed)

    p = subprocess.Popen([a.formsh, "forms/card_transfer/step1_card.json", "--scenario",
                          os.path.join(HERE, "scenario.json"), "--timeout", "5"],
                         cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, bufsize=0)
    lines = queue.Queue()
    stats = {"store_full": 0, "crash": "", "submitted": 0, "server_errors": 0, "no_connection": 0,
             "screens": 0, "lines": 0}
    log = open(a.log, "w") if a.log else None

    def reader():
        buf = b""
        while True:
            chunk = p.stdout.read(65536)
            if not chunk:
                lines.put(None)
                return
            buf += chunk
            *complete, buf = buf.split(b"\n")
            for raw in complete:
                line = raw.decode("utf-8", "replace")
                stats["lines"] += 1
                if log:
                    log.write(line + "\n")
                if "value store is full" in line:
                    stats["store_full"] += 1
                if CRASH.search(line):
                    stats["crash"] = line
                if line.startswith("Submitted to "):
                    stats["submitted"] += 1
                if line.startswith("The server found errors"):
                    stats["server_errors"] += 1
                if line.startswith("No connection to"):
                    stats["no_connection"] += 1
                if " · " in line and " v" in line and "fields" in line:
                    stats["screens"] += 1
                lines.put(line)

    threading.Thread(target=reader, daemon=True).start()

    sent = 0
    same_prompt = 0
    last_prompt = None
    rss_warm = rss_end = None
    problems = []
    started = time.time()
    warm_time = None

    def send(text):
        nonlocal sent
        p.stdin.write(text.encode() + b"\n")
        p.stdin.flush()
        sent += 1

    while sent < a.inputs:
        try:
            line = lines.get(timeout=15)
        except queue.Empty:
            problems.append("no prompt for 15 s after %d inputs" % sent)
            break
        if line is None:
            problems.append("formsh ended after %d inputs (exit %s)" % (sent, p.wait()))
            break
        m = PROMPT.match(line)
        if not m:
            continue
        key = m.group(1)
        same_prompt = same_prompt + 1 if key == last_prompt else 0
        last_prompt = key
        r = rnd.random()
        if key == "formsh":
            if r < 0.85:
                send(":submit")
            else:
                send(rnd.choice(COMMANDS))
        elif same_prompt >= 3:
            # Stuck on a field: a value that works for most kinds.
            send(rnd.choice(VALID.get(key, ["1", "y", "x"])) if same_prompt < 6 else ":next")
        elif r < 0.70:
            send(rnd.choice(VALID.get(key, [""])))
        elif r < 0.84:
            send(rnd.choice(INVALID.get(key, VALID.get(key, ["?"]))))
        elif r < 0.90:
            send(rnd.choice(COMMANDS))
        elif r < 0.93:
            if key in VALID and key not in ("card_number", "passport", "otp"):
                send(":try %s %s" % (key, rnd.choice(VALID[key] + INVALID.get(key, []))))
            else:
                send(":rules %s" % key)
        elif r < 0.96:
            send(":back")
        elif r < 0.98:
            send(":wipe")
        else:
            send(":submit")
        if sent == a.warmup:
            time.sleep(0.2)
            rss_warm = rss_kb(p.pid)
            warm_time = time.time() - started
    time.sleep(0.2)
    rss_end = rss_kb(p.pid)
    elapsed = time.time() - started
    try:
        p.stdin.write(b":quit\n")
        p.stdin.close()
    except OSError:
        pass
    try:
        code = p.wait(timeout=15)
    except subprocess.TimeoutExpired:
        p.kill()
        code = p.wait()
        problems.append("formsh did not exit after :quit")
    time.sleep(0.1)
    if log:
        log.close()

    if code < 0 or code >= 128:
        problems.append("formsh ended with status %d (a signal)" % code)
    if stats["crash"]:
        problems.append("crash text: " + stats["crash"])
    if stats["store_full"]:
        problems.append("'value store is full' printed %d times" % stats["store_full"])
    growth = None
    if rss_warm and rss_end:
        growth = (rss_end - rss_warm) * 100.0 / rss_warm
        if abs(growth) >= 10:
            problems.append("VmRSS went from %d kB (after %d inputs) to %d kB (after %d): %+.1f%%" %
                            (rss_warm, a.warmup, rss_end, sent, growth))
    elif sent >= a.warmup:
        problems.append("could not read VmRSS")
    if sent >= a.inputs and stats["submitted"] == 0:
        problems.append("no submission reached the mock")

    summary = {"inputs": sent, "elapsed_s": round(elapsed, 1), "rss_kb_after_warmup": rss_warm, "warmup_inputs": a.warmup,
               "rss_kb_end": rss_end, "rss_growth_pct": None if growth is None else round(growth, 2),
               "submissions": stats["submitted"], "screens_shown": stats["screens"], "server_field_errors": stats["server_errors"],
               "no_connection": stats["no_connection"], "store_full": stats["store_full"], "exit": code, "problems": problems}
    print("client soak: %d inputs in %.1f s (%.0f/s); %d submissions, %d screens, %d server field errors" %
          (sent, elapsed, sent / max(elapsed, 0.001), stats["submitted"], stats["screens"], stats["server_errors"]))
    print("client soak: VmRSS %s kB after %d inputs, %s kB at the end (%s)" %
          (rss_warm, a.warmup, rss_end, "n/a" if growth is None else "%+.2f%%" % growth))
    for problem in problems:
        print("client soak: FAIL: " + problem)
    print("SOAK-CLIENT " + json.dumps(summary))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
