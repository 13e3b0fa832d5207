#!/usr/bin/env bash
# Start-up (README, Performance): at the first prompt formsh has mapped no shared Swift
# runtime or Foundation (they are linked in), no libcurl (opened at the first request) and
# no ICU (opened at the first text it must measure or match); readline is the system's
# shared library. A comment of 150 "ö" (300 bytes) under "maxLength 200" has its
characters counted, which brings ICU in; after a
# :submit libcurl is mapped and the submission went through it.
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
    for name in ("libcurl", "libssl", "libswiftCore", "libFoundation", "libdispatch", "libicuuc", "libicui18n"):
        check(not any(l.startswith(name) for l in at_prompt), f"no {name} mapped at the first prompt", shown)
    for name in ("libreadline", "libc.so"):
        check(any(l.startswith(name) for l in at_prompt), f"the system's {name} is mapped at the first prompt", shown)

    p.stdin.write(("pickup\n\n" + "ö" * 150 + "\n").encode())
    p.stdin.flush()
    measured = read_until(p.stdout, b"formsh>")
    check(b"All fields are valid" in measured, "150 characters in 300 bytes pass maxLength 200",
          measured[-300:].decode(errors="replace"))
    with_icu = libraries(p.pid)
    for name in ("libicuuc", "libicui18n"):
        check(any(l.startswith(name) for l in with_icu), f"the system's {name} is mapped after it", " ".join(with_icu))

    p.stdin.write(b":submit\n")
    p.stdin.flush()
    tail = read_until(p.stdout, b"Submitted (HTTP 200).")
    check(b"Submitted (HTTP 200)." in tail, "the submission goes through", tail[-300:].decode(errors="replace"))
    after = libraries(p.pid)
    check(any(l.startswith("libcurl") for l in after), "libcurl is mapped after the submission", " ".join(after))
finally:
    p.stdin.close()
    p.wait(30)

# Where ICU cannot be loaded, the first text that needs it ends formsh with status 127
# and a message naming the library, as the dynamic loader did when ICU was linked.
import os, tempfile
with tempfile.TemporaryDirectory() as broken:
    with open(os.path.join(broken, "libicui18n.so.72"), "w") as f:
        f.write("not a library")
    r = subprocess.run([binary, "forms/delivery.json", "--plain"], input=("pickup\n\n" + "ö" * 150 + "\n").encode(),
                       capture_output=True, timeout=30,
                       env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LD_LIBRARY_PATH": broken})
    err = r.stderr.decode(errors="replace")
    check(r.returncode == 127, "without a loadable ICU, formsh ends with status 127", f"status {r.returncode}")
    check("cannot load ICU (libicui18n.so.72)" in err, "and says which library it could not load", err[-300:])
print("FAIL" if failed else "PASS")
sys.exit(1 if failed else 0)
PY
