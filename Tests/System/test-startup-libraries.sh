#!/usr/bin/env bash
# Start-up (docs/performance.md): at the first prompt of a plain session formsh has mapped
# no shared Swift runtime (it is linked in), no Foundation (formsh uses none), no libcurl (opened at the
# first request), no ICU (opened at the first text it must measure or match and cannot
# on its own) and no GNU readline (opened at the first terminal read). A comment of 150
# "한" (450 bytes) under "maxLength 200" has its characters counted, and Hangul syllables
# are counted by ICU (CFormNative/grapheme.c), which brings ICU in; after a :submit libcurl
# is mapped and the submission went through it. On a terminal, readline is mapped by the
# first prompt. Where ICU or readline cannot be loaded, formsh says which and ends with 127.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
if [ "$(id -u)" -ne 0 ]; then
  echo "SKIP: needs root (/proc/PID/maps of a non-dumpable process); run the system tests as root"
  exit 77
fi
exec python3 - "$FORMSH" <<'PY'
import os, pty, re, select, subprocess, sys, tempfile

binary = sys.argv[1]
failed = []
def check(ok, what, evidence=""):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failed.append(what)
        if evidence: print("     " + evidence)

ENV = {"PATH": "/usr/bin:/bin", "NO_COLOR": "1"}

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
                     stderr=subprocess.STDOUT, env=ENV)
try:
    head = read_until(p.stdout, b"delivery_type>")
    check(b"delivery_type>" in head, "formsh reaches the first prompt", head[-300:].decode(errors="replace"))
    at_prompt = libraries(p.pid)
    shown = " ".join(at_prompt)
    for name in ("libcurl", "libssl", "libswiftCore", "libFoundation", "libdispatch", "libicuuc", "libicui18n",
                 "libreadline", "libtinfo"):
        check(not any(l.startswith(name) for l in at_prompt), f"no {name} mapped at the first prompt", shown)
    check(any(l.startswith("libc.so") for l in at_prompt), "the system's libc is mapped at the first prompt", shown)

    p.stdin.write(("pickup\n\n" + "한" * 150 + "\n").encode())
    p.stdin.flush()
    measured = read_until(p.stdout, b"formsh>")
    check(b"All fields are valid" in measured, "150 characters in 450 bytes pass maxLength 200",
          measured[-300:].decode(errors="replace"))
    with_icu = libraries(p.pid)
    for name in ("libicuuc", "libicui18n"):
        check(any(l.startswith(name) for l in with_icu), f"the system's {name} is mapped after it", " ".join(with_icu))
finally:
    p.stdin.close()
    p.wait(30)

# libcurl after a submission: a flow whose answer is the next step, so the process is
# still at a prompt (not exiting) when its mappings are read.
p = subprocess.Popen([binary, "forms/card_transfer/step1_card.json", "--plain"], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=ENV)
try:
    read_until(p.stdout, b"card_number>")
    check(not any(l.startswith("libcurl") for l in libraries(p.pid)), "no libcurl mapped before the submission")
    p.stdin.write(b"4111111111111111\n\n:submit\n")
    p.stdin.flush()
    tail = read_until(p.stdout, b"transfer_amount>")
    check(b"HTTP 200" in tail and b"transfer_amount>" in tail, "the submission goes through",
          tail[-300:].decode(errors="replace"))
    after = libraries(p.pid)
    check(any(l.startswith("libcurl") for l in after), "libcurl is mapped after the submission", " ".join(after))
finally:
    p.stdin.close()
    p.wait(30)

def on_terminal(marker=None, **env):
    """formsh on a new terminal: its pid, the terminal and what it printed, up to `marker`
    (or to the end of its output)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "forms/delivery.json"], {**ENV, "TERM": "xterm", **env})
    seen = b""
    while marker is None or marker not in seen:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready: break
        try: chunk = os.read(fd, 4096)
        except OSError: break
        if not chunk: break
        seen += chunk
    return pid, fd, seen

# On a terminal, GNU readline reads the first line.
pid, fd, seen = on_terminal(b"delivery_type>")
check(b"delivery_type>" in seen, "on a terminal formsh reaches the first prompt", seen[-300:].decode(errors="replace"))
mapped = libraries(pid)
check(any(l.startswith("libreadline") for l in mapped), "on a terminal the system's libreadline is mapped", " ".join(mapped))
os.write(fd, b"\x04")
os.close(fd)
os.waitpid(pid, 0)

# Where ICU or readline cannot be loaded, the first use ends formsh with status 127 and a
# message naming the library, as the dynamic loader did when they were linked. A file
# that is not a library, first on LD_LIBRARY_PATH, stands for the missing one.
icu = re.search(r"libicui18n\.so\.\d+", subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout)
with tempfile.TemporaryDirectory() as broken:
    for name in (icu.group(0) if icu else "libicui18n.so.72", "libreadline.so.8"):
        with open(os.path.join(broken, name), "w") as f:
            f.write("not a library")
    r = subprocess.run([binary, "forms/delivery.json", "--plain"], input=("pickup\n\n" + "한" * 150 + "\n").encode(),
                       capture_output=True, timeout=30, env={**ENV, "LD_LIBRARY_PATH": broken})
    err = r.stderr.decode(errors="replace")
    check(r.returncode == 127, "without a loadable ICU, formsh ends with status 127", f"status {r.returncode}")
    check("cannot load ICU (libicui18n.so." in err, "and says which library it could not load", err[-300:])
    pid, fd, seen = on_terminal(LD_LIBRARY_PATH=broken)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    check(os.WIFEXITED(status) and os.WEXITSTATUS(status) == 127,
          "without a loadable readline, formsh on a terminal ends with status 127", f"wait status {status}")
    check(b"cannot load GNU readline (libreadline.so.8)" in seen, "and says so", seen[-300:].decode(errors="replace"))
print("FAIL" if failed else "PASS")
sys.exit(1 if failed else 0)
PY
