#!/usr/bin/env bash
# Start-up (README, Performance): at the first prompt formsh has mapped no shared Swift
# runtime or Foundation (they are linked in) and no libcurl (opened at the first request);
# ICU and readline are the system's shared libraries. After a :submit, libcurl is mapped
# and the submission went through it.
set -uo pipefail
cd "$(dirname "$0")/../.."
exec python3 - "${FORMSH_BIN:-$PWD/.build/debug/formsh}" <<'PY'
import subprocess, sys

binary = sys.argv[1]
failed = []
def check(ok, what, evidence=""):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failed.append(what)
        if evidence: print("     " + evidence)

def read_until(stream, marker):
    seen = b""
    while marker not in seen:
        chunk = stream.read1(4096)
        if not chunk: break
        seen += chunk
    return seen

def libraries(pid):
    with open(f"/proc/{pid}/maps") as f:
        return sorted({line.split()[-1].rsplit("/", 1)[-1] for line in f if ".so" in line})

p = subprocess.Popen([binary, "forms/delivery.json", "--plain"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT, env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1"})
try:
    head = read_until(p.stdout, b"delivery_type>")
    check(b"delivery_type>" in head, "formsh reaches the first prompt", head[-300:].decode(errors="replace"))
    at_prompt = libraries(p.pid)
    shown = " ".join(at_prompt)
    for name in ("libcurl", "libssl", "libswiftCore", "libFoundation", "libdispatch"):
        check(not any(l.startswith(name) for l in at_prompt), f"no {name} mapped at the first prompt", shown)
    for name in ("libicuuc", "libicui18n", "libreadline", "libc.so"):
        check(any(l.startswith(name) for l in at_prompt), f"the system's {name} is mapped at the first prompt", shown)

    p.stdin.write(b"pickup\n\n\n:submit\n")
    p.stdin.flush()
    tail = read_until(p.stdout, b"Submitted (HTTP 200).")
    check(b"Submitted (HTTP 200)." in tail, "the submission goes through", tail[-300:].decode(errors="replace"))
    after = libraries(p.pid)
    check(any(l.startswith("libcurl") for l in after), "libcurl is mapped after the submission", " ".join(after))
finally:
    p.stdin.close()
    p.wait(30)
print("FAIL" if failed else "PASS")
sys.exit(1 if failed else 0)
PY
