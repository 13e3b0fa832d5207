"""Replay benchmark for formsh (docs/contract.md, "Transcripts", "Performance").

Measures sessions per second for every transcript under transcripts/ when replayed
in-process by `formsh replay` (with --jobs 1 and with the default, one job per core),
and when the same sessions are driven through a real pseudo-terminal with pexpect,
one formsh process per session, then reports the ratio per session. It also prints
replay's CPU time per session (--jobs 1) against its budget (--cpu-budget, 2 ms).

The transcripts are copied to a temporary directory first, so that a failing one
leaves no NAME.t.actual in the repository; sessions still run from the repository
root, where their relative paths point. The set of transcripts is read afresh on
every run: the script works with whatever transcripts/ holds.

The pexpect driver reads each transcript itself: it starts `formsh ARGS` (adding
--plain to a form run, so that the prompt is a line of its own that it can wait for,
as in a transcript), waits for the expected line just before each typed line, types
it, and waits for the end. A session whose prompt does not come within --timeout is
counted as out of step and reported.
"""

import argparse
import os
import resource
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SUBCOMMANDS = {"lint", "messages", "check", "export", "replay", "record", "serve", "diff", "graph", "probe", "cover", "help"}


def parse_transcript(path):
    """Sessions of a transcript: [(arguments, [(prompt_regex_or_None, typed_text)], exit)].

    Mirrors the reading rules of Sources/FormReplay/Transcript.swift closely enough to
    drive a session: `$ formsh ARGS`, `> TEXT` inputs, `[exit N]`, `\\`-escaped output,
    `{{...}}` gaps, `# ` comments. Environment placeholders in inputs are substituted."""
    sessions = []
    current = None
    previous = None  # the expected line just before, as a regex, or None after a gap/input
    with open(path, encoding="utf-8") as f:
        for raw in f.read().split("\n"):
            line = raw.rstrip("\r")
            if current is None:
                if line.startswith("$ "):
                    words = shlex.split(line[2:], comments=True)
                    current = (words[1:], [], None)
                    previous = None
                continue
            args, inputs, _ = current
            if line == ">" or line.startswith("> "):
                text = "" if line == ">" else line[2:]
                text = re.sub(r"(?<!\\)\{\{env:([A-Za-z_][A-Za-z0-9_]*)\}\}",
                              lambda m: os.environ.get(m.group(1), ""), text)
                inputs.append((previous, text))
                previous = None
            elif line.startswith("[exit"):
                code = int(line.strip()[6:-1])
                sessions.append((args, inputs, code))
                current = None
            elif line.rstrip() == "{{...}}":
                previous = None
            elif line.startswith("# "):
                continue  # a comment inside a session: not output
            else:
                if line.startswith("\\"):
                    line = line[1:]
                previous = line_regex(line.rstrip(" \t"))
    return sessions


def line_regex(expected):
    """An expected output line as a regex for one whole line of terminal output."""
    out = []
    i = 0
    tokens = {"{{any}}": ".*", "{{ms}}": r"[0-9]+(?:\.[0-9]+)?",
              "{{endpoint}}": r"https?://[^\s)]+"}
    while i < len(expected):
        for token, rx in tokens.items():
            if expected.startswith(token, i):
                out.append(rx)
                i += len(token)
                break
        else:
            out.append(re.escape(expected[i]))
            i += 1
    return "".join(out) + r"[ \t]*\r?\n"


def count_sessions(paths):
    return sum(len(parse_transcript(p)) for p in paths)


def find_transcripts(directory):
    found = []
    for base, _, files in os.walk(directory):
        found += [os.path.join(base, f) for f in files if f.endswith(".t")]
    return sorted(found)


def cpu_seconds():
    """CPU time (user + system) of this process and of its reaped children so far."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def time_replay(formsh, root, copy_dir, jobs, repeat):
    """Best wall time and best CPU time of `formsh replay [--jobs N] DIR`, the last exit
    status and closing line."""
    times, cpus = [], []
    status, summary = None, [""]
    for _ in range(repeat):
        cmd = [formsh, "replay", copy_dir] + (["--jobs", str(jobs)] if jobs else [])
        cpu = cpu_seconds()
        start = time.perf_counter()
        done = subprocess.run(cmd, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=dict(os.environ, NO_COLOR="1"))
        times.append(time.perf_counter() - start)
        cpus.append(cpu_seconds() - cpu)
        status = done.returncode
        summary = done.stdout.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
    return min(times), min(cpus), status, summary[0]


def close(child):
    """Closes a pexpect child, killing it if it is still running. With the pauses after
    terminate switched off, pexpect may find a child it just killed not yet gone and
    raise "Could not terminate the child": then it is killed and reaped here."""
    import pexpect

    try:
        child.close(force=True)
    except pexpect.ExceptionPexpect:
        try:
            os.kill(child.pid, 9)
        except ProcessLookupError:
            pass
        child.wait()


def time_pexpect(formsh, root, transcripts, timeout, repeat):
    import pexpect

    best = best_cpu = None
    out_of_step = []
    wrong_exit = []
    for _ in range(repeat):
        out_of_step, wrong_exit = [], []
        cpu = cpu_seconds()
        start = time.perf_counter()
        for path in transcripts:
            for n, (args, inputs, code) in enumerate(parse_transcript(path), 1):
                argv = list(args)
                if argv and (argv[0] == "run" or argv[0] not in SUBCOMMANDS) and "--plain" not in argv:
                    argv.append("--plain")
                child = pexpect.spawn(formsh, argv, cwd=root, timeout=timeout, echo=False,
                                      encoding="utf-8", codec_errors="replace", dimensions=(40, 200),
                                      env=dict(os.environ, NO_COLOR="1", TERM="xterm"))
                # No artificial pauses: pexpect waits 50 ms before each send, and its
                # ptyprocess 100 ms after closing, which would measure pexpect, not formsh.
                child.delaybeforesend = None
                child.delayafterclose = child.ptyproc.delayafterclose = 0.0
                child.delayafterterminate = child.ptyproc.delayafterterminate = 0.0
                try:
                    for prompt, text in inputs:
                        if prompt is not None:
                            child.expect(prompt)
                        child.sendline(text)
                    # Input that runs out is end of input, as Ctrl-D at the prompt.
                    try:
                        child.sendeof()
                    except OSError:
                        pass  # the session had already ended
                    child.expect(pexpect.EOF)
                    child.wait()
                except pexpect.TIMEOUT:
                    out_of_step.append(f"{os.path.basename(path)}#{n}")
                finally:
                    close(child)
                status = child.exitstatus if child.exitstatus is not None else 128 + (child.signalstatus or 0)
                if status != code:
                    wrong_exit.append(f"{os.path.basename(path)}#{n}: {status} (expected {code})")
        elapsed = time.perf_counter() - start
        used = cpu_seconds() - cpu
        best = elapsed if best is None else min(best, elapsed)
        best_cpu = used if best_cpu is None else min(best_cpu, used)
    return best, best_cpu, out_of_step, wrong_exit


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.getcwd(), help="the repository root")
    ap.add_argument("--transcripts", default="transcripts", help="directory of *.t files (relative to the root)")
    ap.add_argument("--formsh", default=None, help="formsh binary (default: .build/release/formsh, else debug)")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the best counts")
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for each prompt (pexpect)")
    ap.add_argument("--no-pexpect", action="store_true", help="only measure in-process replay")
    ap.add_argument("--cpu-budget", type=float, default=2.0,
                    help="CPU milliseconds per session replay may use on average (docs/contract.md, "Transcripts": 2)")
    opts = ap.parse_args()

    root = os.path.abspath(opts.root)
    formsh = opts.formsh
    if formsh is None:
        for config in ("release", "debug"):
            candidate = os.path.join(root, ".build", config, "formsh")
            if os.access(candidate, os.X_OK):
                formsh = candidate
                break
    if formsh is None:
        sys.exit("no formsh binary: run `swift build -c release --product formsh` (or pass --formsh)")
    source = os.path.join(root, opts.transcripts)
    transcripts = find_transcripts(source) if os.path.isdir(source) else []
    if not transcripts:
        sys.exit(f"no transcripts (*.t) under {source}")
    sessions = count_sessions(transcripts)
    cores = os.cpu_count() or 1

    with tempfile.TemporaryDirectory(prefix="formsh-bench-replay-") as tmp:
        copy_dir = os.path.join(tmp, "transcripts")
        shutil.copytree(source, copy_dir, ignore=shutil.ignore_patterns("*.actual"))
        one = time_replay(formsh, root, copy_dir, 1, opts.repeat)
        default = time_replay(formsh, root, copy_dir, None, opts.repeat)

    print(f"formsh: {formsh}")
    print(f"transcripts: {len(transcripts)} ({sessions} sessions) under {opts.transcripts}/; cores: {cores}")
    print(f"replay result: {one[3]} (exit {one[2]})")
    print()
    print("| how | wall time (best of %d) | sessions/s | wall ms/session | CPU ms/session |" % opts.repeat)
    print("| --- | ---: | ---: | ---: | ---: |")

    def row(name, seconds, cpu):
        print(f"| {name} | {seconds:.3f} s | {sessions / seconds:.1f} | {1000 * seconds / sessions:.2f} "
              f"| {1000 * cpu / sessions:.2f} |")

    row("formsh replay --jobs 1", one[0], one[1])
    row(f"formsh replay (default: --jobs {cores})", default[0], default[1])
    print()
    cpu_ms = 1000 * one[1] / sessions
    verdict = "within" if cpu_ms <= opts.cpu_budget else "OVER"
    print(f"replay CPU per session: {cpu_ms:.2f} ms (--jobs 1, best of {opts.repeat}, the process's start-up and "
          f"every session included); budget {opts.cpu_budget:g} ms: {verdict}")
    if opts.no_pexpect:
        return
    try:
        import pexpect  # noqa: F401
    except ImportError:
        sys.exit("pexpect is missing: run bench/replay/run.sh, which installs it into bench/.venv")
    pty_time, pty_cpu, out_of_step, wrong_exit = time_pexpect(formsh, root, transcripts, opts.timeout, opts.repeat)
    row("pexpect, one process per session in a pty", pty_time, pty_cpu)
    print()
    print(f"ratio per session, pexpect / replay --jobs 1: {pty_time / one[0]:.1f}x wall, {pty_cpu / one[1]:.1f}x CPU")
    print(f"ratio per session, pexpect / replay default:  {pty_time / default[0]:.1f}x wall, {pty_cpu / default[1]:.1f}x CPU")
    if out_of_step:
        print(f"pexpect sessions out of step (prompt not seen within {opts.timeout:g} s): {', '.join(out_of_step)}")
    if wrong_exit:
        print(f"pexpect sessions with another exit status: {'; '.join(wrong_exit)}")


if __name__ == "__main__":
    main()
