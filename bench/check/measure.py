#!/usr/bin/env python3
"""Times `formsh check` beside Python JSON Schema validators on the same payloads and
prints a markdown table. Called by run.sh, which builds formsh, sets up the venv and
generates the inputs.

Every command runs pinned to one core (taskset -c 0), its output to a file. A tool's
throughput is payloads / (time of the run - time of a run on an empty file), so start-up
and schema compilation are reported apart. Fast runs take the best of --repeat tries;
runs over 5 s are timed once. The verdict of every payload must be the same for every
tool (formsh's `N: ok` lines against the peers' `N: ok`/`N: invalid`), else the script
fails.

Usage: measure.py --formsh BIN --python PY --work DIR --sizes 10,100,1000 [--repeat 3]
"""
import argparse
import os
import subprocess
import sys
import time

PEERS = ["jsonschema", "fastjsonschema", "jsonschema-rs"]


def timed(cmd, out_path):
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        code = subprocess.call(["taskset", "-c", "0"] + cmd, stdout=out, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
    return code, elapsed


def best(cmd, out_path, repeat):
    code, t = timed(cmd, out_path)
    if t < 5:
        for _ in range(repeat - 1):
            code, again = timed(cmd, out_path)
            t = min(t, again)
    return code, t


def verdicts(path):
    """Line number -> valid, from `N: ok` / `N: …` output lines (formsh or peers.py)."""
    result = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            head, sep, rest = line.partition(": ")
            if not sep or not head.isdigit():
                continue
            n = int(head)
            result[n] = result.get(n, True) and rest.strip() == "ok"
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--formsh", required=True)
    ap.add_argument("--python", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--sizes", default="10,100,1000")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    empty = os.path.join(args.work, "empty.jsonl")
    open(empty, "w").close()

    available = {}
    for peer in PEERS:
        module = peer.replace("-", "_")
        available[peer] = subprocess.call([args.python, "-c", f"import {module}"], stderr=subprocess.DEVNULL) == 0

    rows = []
    for n in [int(s) for s in args.sizes.split(",")]:
        form = os.path.join(args.work, f"form-{n}.json")
        payloads = os.path.join(args.work, f"payloads-{n}.jsonl")
        schema = os.path.join(args.work, f"schema-{n}.json")
        with open(schema, "wb") as out:
            subprocess.check_call([args.formsh, "export", "--json-schema", form], stdout=out)
        count = sum(1 for line in open(payloads, "rb") if line.strip())
        tools = [("formsh check", [args.formsh, "check", form])]
        for peer in PEERS:
            tools.append((peer, [args.python, os.path.join(here, "peers.py"), peer, schema]) if available[peer] else (peer, None))
        reference = None
        for name, cmd in tools:
            if cmd is None:
                rows.append((n, count, name, None, None, "unavailable (pip install failed)"))
                continue
            out = os.path.join(args.work, f"out-{n}-{name.replace(' ', '_')}.txt")
            _, startup = best(cmd + [empty], out + ".empty", args.repeat)
            code, total = best(cmd + [payloads], out, args.repeat)
            v = verdicts(out)
            if len(v) != count:
                sys.exit(f"{name} at {n} fields: {len(v)} verdicts for {count} payloads (exit {code})")
            if reference is None:
                reference = v
            elif v != reference:
                differ = sorted(k for k in v if v[k] != reference.get(k))[:5]
                sys.exit(f"{name} at {n} fields disagrees with formsh check on lines {differ}")
            valid = sum(v.values())
            steady = count / max(total - startup, 1e-9)
            rows.append((n, count, name, total, startup, f"{steady:,.0f}", valid))

    print("| fields | payloads (valid) | tool | total s | start-up s | payloads/s |")
    print("| ---: | ---: | --- | ---: | ---: | ---: |")
    for row in rows:
        if row[3] is None:
            print(f"| {row[0]} | {row[1]} | {row[2]} | – | – | {row[5]} |")
        else:
            n, count, name, total, startup, steady, valid = row
            label = f"**{name}**" if name == "formsh check" else name
            print(f"| {n} | {count} ({valid}) | {label} | {total:.2f} | {startup:.2f} | {steady} |")


if __name__ == "__main__":
    main()
