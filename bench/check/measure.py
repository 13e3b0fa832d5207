#!/usr/bin/env python3
"""Times `formsh check` beside Python JSON Schema validators on the same payloads and
prints markdown tables. Called by run.sh, which builds formsh, sets up the venv and
generates the inputs (fixed seed).

- formsh is timed as a whole process (`formsh check FORM PAYLOADS`, output to a file):
  its payloads/s include the process start-up and the schema load. Start-up is the wall
  time of `formsh --version`; load is `check FORM EMPTY` minus start-up; check's MB/s is
  the payload bytes over what is left.
- The peers are timed in-process by peers.py: the schema compiled beforehand (not
  counted), then per line `json.loads` and the validator's fastest call, each summed;
  their payloads/s count both. Slow peers stop after --budget seconds of payloads.
- Every single-job run is pinned to one core (taskset -c 0); the best of --repeat runs
  counts. Peak RSS is the process's own (getrusage of the child).
- Every peer must give every payload it judged the same verdict as `formsh check`, or
  the script fails.

- Each set (`--sets`, default `ascii,unicode`) is a folder of WORK holding form-N.json and
  payloads-N.jsonl for every size; its rows come beside the other set's.

Usage: measure.py --formsh BIN --python PY --work DIR --sizes 10,100,1000,10000
                  [--sets ascii,unicode] [--repeat 3] [--budget 10] [--jobs N]
"""
import argparse
import json
import os
import subprocess
import sys
import time

PEERS = ["jsonschema-rs", "fastjsonschema", "jsonschema"]


def run(cmd, out_path, pin=True, stdin=None):
    """Runs a command; returns (exit code, wall seconds, peak RSS in KiB, stderr text)."""
    full = (["taskset", "-c", "0"] if pin else []) + cmd
    with open(out_path, "wb") as out, open(out_path + ".err", "wb") as err:
        start = time.perf_counter()
        p = subprocess.Popen(full, stdout=out, stderr=err, stdin=stdin or subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - start
    with open(out_path + ".err", encoding="utf-8", errors="replace") as f:
        err_text = f.read()
    return os.waitstatus_to_exitcode(status), wall, usage.ru_maxrss, err_text


def best(cmd, out_path, repeat, pin=True):
    """The fastest of `repeat` runs (one run when it takes over 5 s)."""
    result = run(cmd, out_path, pin)
    if result[1] < 5:
        for _ in range(repeat - 1):
            again = run(cmd, out_path, pin)
            if again[1] < result[1]:
                result = again
    return result


def verdicts(path):
    """Line number -> valid, from `N: ok` / `N: …` output lines (formsh or peers.py)."""
    result = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            head, sep, rest = line.partition(": ")
            if not sep or not head.isdigit():
                continue
            n = int(head)
            result[n] = result.get(n, True) and rest.strip() == "ok"
    return result


def rate(value):
    if value >= 100_000:
        return f"{value / 1000:,.0f}k"
    if value >= 10_000:
        return f"{value / 1000:,.1f}k"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:,.1f}"


def measure_set(args, work, startup):
    """Times every size of one payload set (a folder of form-N.json and payloads-N.jsonl);
    returns {n: (count, size, row)} and the --jobs rows."""
    here = os.path.dirname(os.path.abspath(__file__))
    empty = os.path.join(work, "empty.jsonl")
    open(empty, "w").close()
    out = lambda name: os.path.join(work, name)
    available = {}
    for peer in PEERS:
        module = peer.replace("-", "_")
        available[peer] = subprocess.call([args.python, "-c", f"import {module}"], stderr=subprocess.DEVNULL) == 0
    rows = {}
    jobs_rows = []
    for n in args.size_list:
        form = out(f"form-{n}.json")
        payloads = out(f"payloads-{n}.jsonl")
        schema = out(f"schema-{n}.json")
        with open(schema, "wb") as f:
            subprocess.check_call([args.formsh, "export", "--json-schema", form], stdout=f)
        count = sum(1 for line in open(payloads, "rb") if line.strip())
        size = os.path.getsize(payloads)
        _, loaded, _, _ = best([args.formsh, "check", form, empty], out(f"load-{n}.txt"), args.repeat)
        code, total, rss, _ = best([args.formsh, "check", form, payloads], out(f"formsh-{n}.txt"), args.repeat)
        reference = verdicts(out(f"formsh-{n}.txt"))
        if len(reference) != count:
            sys.exit(f"formsh check at {n} fields: {len(reference)} verdicts for {count} payloads (exit {code})")
        load = max(loaded - startup, 0)
        steady = max(total - loaded, 1e-9)
        row = {"formsh": {"count": count, "total": total, "rate": count / total, "startup": startup, "load": load,
                          "mbs": size / steady / 1e6, "rss": rss, "valid": sum(reference.values())}}
        for peer in PEERS:
            if not available[peer]:
                row[peer] = None
                continue
            cmd = [args.python, os.path.join(here, "peers.py"), peer, schema, payloads, "--budget", str(args.budget)]
            _, wall, prss, err = best(cmd, out(f"{peer}-{n}.txt"), 1 if n >= 1000 else args.repeat)
            summary = json.loads(err.strip().splitlines()[-1])
            v = verdicts(out(f"{peer}-{n}.txt"))
            differ = sorted(k for k in v if v[k] != reference.get(k))[:5]
            if differ:
                sys.exit(f"{peer} at {n} fields ({work}) disagrees with formsh check on lines {differ}")
            judged = summary["loads_s"] + summary["validate_s"]
            row[peer] = {"count": summary["count"], "rate": summary["count"] / max(judged, 1e-9),
                         "compile": summary["compile_s"], "loads": summary["loads_s"], "validate": summary["validate_s"],
                         "mbs": summary["bytes"] / max(summary["loads_s"], 1e-9) / 1e6, "rss": prss}
        rows[n] = (count, size, row)
        if args.jobs > 1:
            _, one, _, _ = best([args.formsh, "check", "--jobs", "1", form, payloads], out(f"jobs1-{n}.txt"), args.repeat, pin=False)
            _, many, _, _ = best([args.formsh, "check", "--jobs", str(args.jobs), form, payloads], out(f"jobsN-{n}.txt"), args.repeat, pin=False)
            if verdicts(out(f"jobsN-{n}.txt")) != reference:
                sys.exit(f"check --jobs {args.jobs} at {n} fields gives other verdicts than --jobs 1")
            jobs_rows.append((n, count, one, many))
    return rows, jobs_rows


def print_rates(args, results):
    print("### Payloads per second (higher is better)\n")
    print("formsh: the whole `formsh check` process, start-up and schema load included. Peers: in-process, "
          "`json.loads` + validation per payload, the schema compiled beforehand. Sets: `ascii`, and `unicode` "
          "(Cyrillic, Uzbek with ʻ, emoji; generate.py).\n")
    print("| set | fields | payloads (valid) | **formsh check** | jsonschema-rs | formsh ÷ jsonschema-rs | fastjsonschema | python-jsonschema |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, (rows, _) in results:
        for n in args.size_list:
            count, _, row = rows[n]
            f = row["formsh"]
            cells = []
            for peer in PEERS:
                p = row[peer]
                cells.append("unavailable" if p is None else rate(p["rate"]) + ("" if p["count"] == count else f" ({p['count']} judged)"))
            rs = row["jsonschema-rs"]
            ratio = f"**{f['rate'] / rs['rate']:.2f}×**" if rs else "–"
            print(f"| {name} | {n:,} | {count:,} ({f['valid']:,}) | **{rate(f['rate'])}** | {cells[0]} | {ratio} | {cells[1]} | {cells[2]} |")


def print_times(args, results, startup, startup_rss):
    print("\n### Where the time goes\n")
    print(f"formsh start-up (`formsh --version`, whole process): {startup * 1000:.1f} ms, peak RSS {startup_rss / 1024:.1f} MiB. "
          "Load: `check FORM EMPTY` minus start-up. MB/s: payload bytes over the rest of `check` (formsh) or over "
          "`json.loads` alone (peers).\n")
    print("| set | fields | tool | total s | schema load / compile ms | json.loads s | validate s | MB/s | peak RSS MiB |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, (rows, _) in results:
        for n in args.size_list:
            _, _, row = rows[n]
            f = row["formsh"]
            print(f"| {name} | {n:,} | **formsh check** | {f['total']:.3f} | {f['load'] * 1000:.1f} | – | – | {f['mbs']:.0f} (scan + check) | {f['rss'] / 1024:.1f} |")
            for peer in PEERS:
                p = row[peer]
                if p is None:
                    print(f"| {name} | {n:,} | {peer} | unavailable | | | | | |")
                    continue
                print(f"| {name} | {n:,} | {peer} | {p['loads'] + p['validate']:.3f} | {p['compile'] * 1000:.1f} | {p['loads']:.3f} | "
                      f"{p['validate']:.3f} | {p['mbs']:.0f} (json.loads) | {p['rss'] / 1024:.1f} |")


def print_jobs(args, results):
    if args.jobs <= 1:
        return
    print(f"\n### `formsh check --jobs {args.jobs}` (not pinned; {os.cpu_count()} cores, shared)\n")
    print(f"| set | fields | payloads | --jobs 1 payloads/s | --jobs {args.jobs} payloads/s | speed-up |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, (_, jobs_rows) in results:
        for n, count, one, many in jobs_rows:
            print(f"| {name} | {n:,} | {count:,} | {rate(count / one)} | {rate(count / many)} | {one / many:.2f}× |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--formsh", required=True)
    ap.add_argument("--python", required=True)
    ap.add_argument("--work", required=True, help="a folder per set (ascii/, unicode/) of form-N.json and payloads-N.jsonl")
    ap.add_argument("--sizes", default="10,100,1000,10000")
    ap.add_argument("--sets", default="ascii,unicode")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--budget", type=float, default=10.0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()
    args.size_list = [int(s) for s in args.sizes.split(",")]
    version = os.path.join(args.work, "version.txt")
    _, startup, startup_rss, _ = best([args.formsh, "--version"], version, max(args.repeat, 5))
    results = [(name, measure_set(args, os.path.join(args.work, name), startup)) for name in args.sets.split(",")]
    print_rates(args, results)
    print_times(args, results, startup, startup_rss)
    print_jobs(args, results)


if __name__ == "__main__":
    main()
