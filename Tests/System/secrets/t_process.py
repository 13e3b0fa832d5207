"""Test 2 (docs/contract.md, "Secrets and memory" item 1, "Secrets and memory" item 3): the process-level protections, read from /proc.

As root, on a pty, at the first (secure) prompt:
- /proc/PID/limits: core file size 0 (soft and hard);
- the value store: exactly one 4 MiB read-write anonymous mapping with a PROT_NONE page
  right below and right above, whose smaps VmFlags include `dd` (MADV_DONTDUMP), `wf`
  (MADV_WIPEONFORK), `lo` (mlock) and `lf` (locked on fault: each page is locked by the
  fault that brings it in, before a byte is written to it), with every page in memory
  Locked (Locked equals Rss);
- /proc/PID/status: VmLck covers the region (≥ 4 MiB).

Dumpability, made meaningful: a root reader is exempt from it, and as root the files of
/proc/PID are owned by root whatever the flag says. So formsh is also started as
`nobody` (setpriv), with a reference process started the same way:
- the kernel gives /proc/PID/status of a non-dumpable process to root, so formsh's is
  owned by uid 0 while the reference's is owned by nobody (control);
- a reader running as the same user (nobody) cannot open formsh's /proc/PID/environ,
  but can open the reference's (control);
- VmLck covers the region there too (the unprivileged mlock limit allows it), and no
  mlock warning is printed.
"""

import os
import shutil
import subprocess
import sys

import flows
import memscan
from common import (SECRET_FORM, Sandbox, TestFailure, check, formsh_binary, log, main, require_root,
                    wait_until)
from ptydriver import PtySession

NOBODY = 65534
REGION = 4 << 20


def as_nobody(argv):
    setpriv = shutil.which("setpriv")
    if not setpriv:
        raise TestFailure("needs setpriv (util-linux) to start processes as nobody")
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"] + argv


def core_limit(pid):
    with open(f"/proc/{pid}/limits") as f:
        for line in f:
            if line.startswith("Max core file size"):
                parts = line.split()
                return parts[4], parts[5]
    return None


def region_checks(pid, who):
    regions = memscan.region_mappings(pid, REGION)
    check(len(regions) == 1, f"{who}: exactly one 4 MiB rw mapping between two PROT_NONE guard pages",
          evidence="\n".join(repr(m) for m in memscan.maps(pid)))
    mapping, smaps = regions[0]
    flags = smaps.get("VmFlags", "").split()
    for flag, meaning in (("dd", "MADV_DONTDUMP"), ("wf", "MADV_WIPEONFORK"), ("lo", "mlock"),
                          ("lf", "mlock2 MLOCK_ONFAULT")):
        check(flag in flags, f"{who}: the region's VmFlags include `{flag}` ({meaning})",
              evidence=f"{mapping!r}: VmFlags: {' '.join(flags)}")
    check(memscan.kib(smaps.get("Locked", "0 kB")) == memscan.kib(smaps.get("Rss", "-1 kB")),
          f"{who}: smaps shows every page of the region in memory Locked",
          evidence=f"Rss: {smaps.get('Rss')}, Locked: {smaps.get('Locked')}")
    status = memscan.status_fields(pid)
    check(memscan.kib(status.get("VmLck", "0 kB")) * 1024 >= REGION,
          f"{who}: /proc/PID/status VmLck ({status.get('VmLck')}) covers the 4 MiB region")
    limit = core_limit(pid)
    check(limit == ("0", "0"), f"{who}: /proc/PID/limits shows a core file size of 0 (soft and hard)",
          evidence=f"Max core file size: {limit}")


def can_read_environ(pid):
    """Whether a process running as nobody can open and read /proc/PID/environ."""
    probe = f"import sys\ntry:\n    open('/proc/{pid}/environ','rb').read()\nexcept PermissionError:\n    sys.exit(3)\n"
    r = subprocess.run(as_nobody([sys.executable, "-c", probe]), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode not in (0, 3):
        raise TestFailure(f"the probe reader failed: {r.stdout[-500:]!r}")
    return r.returncode == 0


def body():
    require_root("reading /proc of processes started as another user, and starting them as nobody")
    binary = formsh_binary()
    sandbox = Sandbox("process")
    os.chmod(sandbox.root, 0o755)
    os.chmod(sandbox.cwd, 0o777)
    os.chmod(sandbox.home, 0o777)
    try:
        # ---- as root, on a terminal
        endpoint = "http://127.0.0.1:9/submit"  # never contacted: nothing is submitted
        session = PtySession([binary, "run", SECRET_FORM, "--endpoint", endpoint], sandbox.env(), sandbox.cwd)
        try:
            session.wait_reading("card_number> ")
            region_checks(session.pid, "root, terminal")
            session.send("\x04")  # Ctrl-D on an empty secure prompt: end of input
            check(session.wait_exit(10) == 1, "Ctrl-D at the first prompt ends the session (exit 1)")
        finally:
            session.close()

        # ---- as nobody, plain mode, stdin a pipe the test holds open. The binary and the
        # form are copied into the sandbox: the checkout may sit below a folder nobody
        # cannot enter (mktemp -d makes them 0700).
        shared_binary = os.path.join(sandbox.root, "formsh")
        shared_form = os.path.join(sandbox.root, os.path.basename(SECRET_FORM))
        shutil.copy2(binary, shared_binary)
        shutil.copy(SECRET_FORM, shared_form)
        os.chmod(shared_binary, 0o755)
        os.chmod(shared_form, 0o644)
        formsh = subprocess.Popen(as_nobody([shared_binary, "run", shared_form, "--endpoint", endpoint]),
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  env=sandbox.env(), cwd=sandbox.cwd)
        reference = subprocess.Popen(as_nobody([sys.executable, "-c", "import sys; sys.stdin.read()"]),
                                     stdin=subprocess.PIPE, env=sandbox.env(), cwd=sandbox.cwd)
        try:
            head = b""
            while b"card_number>" not in head:
                line = formsh.stdout.readline()
                if not line:
                    raise TestFailure(f"formsh (as nobody) ended before its first prompt:\n{head.decode(errors='replace')}")
                head += line
            pid, ref = formsh.pid, reference.pid
            wait_until(lambda: memscan.status_fields(pid).get("Uid", "").split()[:1] == [str(NOBODY)], 10,
                       "formsh to run as nobody")
            wait_until(lambda: memscan.status_fields(ref).get("Uid", "").split()[:1] == [str(NOBODY)], 10,
                       "the reference process to run as nobody")
            check("mlock" not in head.decode(errors="replace"), "nobody: no mlock warning (the region fits the limit)",
                  evidence=head.decode(errors="replace"))
            region_checks(pid, "nobody, plain")
            st, st_ref = os.stat(f"/proc/{pid}/status"), os.stat(f"/proc/{ref}/status")
            check(st_ref.st_uid == NOBODY, "control: /proc/PID/status of a dumpable process run as nobody is owned by nobody",
                  evidence=f"owner uid {st_ref.st_uid}")
            check(st.st_uid == 0 and st.st_gid == 0,
                  "/proc/PID/status of formsh run as nobody is owned by root: the process is not dumpable",
                  evidence=f"owner {st.st_uid}:{st.st_gid}")
            check(can_read_environ(ref), "control: a reader running as nobody can read the reference's /proc/PID/environ")
            check(not can_read_environ(pid), "a reader running as the same user cannot read formsh's /proc/PID/environ")
            formsh.stdin.close()
            check(formsh.wait(10) == 1, "end of input ends the session (exit 1)")
        finally:
            for p in (formsh, reference):
                if p.poll() is None:
                    p.kill()
                    p.wait(5)
        left = sandbox.leftovers()
        check(not left, "nothing was written to HOME or the working directory", evidence="\n".join(left))
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: core limit, dumpability, locked guarded region", body)
