"""Test 3 (docs/contract.md, "Secrets and memory" item 1 "Nothing goes to disk", "Secrets and memory" "strace -f over a whole session shows no
file opened for writing and no write containing the marker").

`strace -f -xx -yy` over whole sessions (fill, :fields, :payload, :submit, next step,
:quit), with the markers typed through stdin or the terminal only:
1. plain mode (stdin a pipe), loopback server that records what it receives;
2. plain mode, built-in mock backend (its threads run in the same process);
3. on a pseudo-terminal (readline and the secure reader), loopback server.
Checks, from the decoded log:
- no file opened (or attempted) with O_WRONLY/O_RDWR/O_CREAT/O_TRUNC/O_APPEND/O_TMPFILE
  other than /dev/null and, on a terminal, the terminal; plain mode never opens /dev/tty;
- no call that changes the file system (creat, mkdir, rename, link, unlink, truncate,
  chmod, memfd_create, …) and no child process (fork, or clone without CLONE_THREAD);
- no write-like call (write, writev, pwrite*, send*, sendmsg) carrying either secret to
  anything but the HTTP connection to the endpoint; the holder only there and to
  stdout/stderr or the terminal — and the connection did carry all three (control: the
  log really holds the bytes written);
- HOME (an empty temporary folder) and the working directory are still empty.
"""

import os
import re
import subprocess

import flows
import straceaudit
from common import (FIXTURES, SECRET_FORM, Markers, Sandbox, TestFailure, check, formsh_binary, log, main,
                    require_root, require_tool)
from loopback import Loopback
from ptydriver import PtySession

TRACE = ("%file,%network,%process,write,writev,pwrite64,pwritev,pwritev2,sendfile,copy_file_range,splice,"
         "memfd_create,ftruncate,fchmod,fchown")


def strace_argv(log_path, argv):
    return ["strace", "-f", "-qq", "-xx", "-yy", "-s", "4194304", "-o", log_path, "-e", "trace=" + TRACE,
            "-e", "signal=none", "--"] + argv


def session_input(markers):
    lines = [markers.card, markers.note, markers.holder, ":fields", ":payload", ":submit", ":quit"]
    return ("\n".join(lines) + "\n").encode()


def audit(log_path, markers, endpoint_port, terminal, label, sandbox):
    calls = straceaudit.parse(log_path)
    check(len(calls) > 50, f"{label}: strace logged the session ({len(calls)} calls)")
    secrets = {"card number": markers.card.encode(), "secret note": markers.note.encode()}
    holder = markers.holder.encode()
    endpoint_suffix = f"->127.0.0.1:{endpoint_port}]"

    def is_endpoint(c):
        return c.fd_note is not None and c.fd_note.startswith("TCP:[") and c.fd_note.endswith(endpoint_suffix)

    def is_terminal_note(note):
        return note is not None and (note.startswith("/dev/pts/") or note == "/dev/tty")

    allowed_write_paths = {"/dev/null"}
    bad_opens, tty_opens, changes, children, execs = [], [], [], [], []
    for c in calls:
        if c.name in ("open", "openat", "openat2", "creat"):
            path = c.path() or ""
            if path == "/dev/tty":
                tty_opens.append(c)
            writes = c.name == "creat" or bool(c.flags() & set(straceaudit.WRITE_FLAGS))
            if writes and not (path in allowed_write_paths or (terminal and (path == "/dev/tty" or path.startswith("/dev/pts/")))):
                bad_opens.append(c)
        elif c.name in straceaudit.CHANGE_CALLS:
            changes.append(c)
        elif c.name in ("fork", "vfork") or (c.name in ("clone", "clone3") and "CLONE_THREAD" not in c.args):
            children.append(c)
        elif c.name in ("execve", "execveat"):
            execs.append(c)
    check(not bad_opens, f"{label}: no file opened for writing but /dev/null" + (" and the terminal" if terminal else ""),
          evidence="\n".join(map(repr, bad_opens)))
    if not terminal:
        check(not tty_opens, f"{label}: plain mode never opens /dev/tty", evidence="\n".join(map(repr, tty_opens)))
    check(not changes, f"{label}: no call that creates, removes or changes a file", evidence="\n".join(map(repr, changes)))
    check(not children and len(execs) == 1, f"{label}: no child process, no other program run",
          evidence="\n".join(map(repr, children + execs[1:])))

    sent = {name: 0 for name in list(secrets) + ["holder"]}
    holder_shown = 0
    misplaced = []
    for c in calls:
        if c.name not in straceaudit.WRITE_CALLS:
            continue
        data = c.data()
        to_endpoint = is_endpoint(c)
        for name, value in secrets.items():
            if value in data:
                if to_endpoint:
                    sent[name] += 1
                else:
                    misplaced.append(f"{name} written to fd {c.fd} <{c.fd_note}>: {c!r}")
        if holder in data:
            if to_endpoint:
                sent["holder"] += 1
            elif c.fd in ("1", "2") or is_terminal_note(c.fd_note):
                holder_shown += 1
            else:
                misplaced.append(f"holder written to fd {c.fd} <{c.fd_note}>: {c!r}")
    check(all(sent.values()), f"{label}: control: the log shows the card number, the note and the holder sent on the "
                              f"connection to the endpoint", evidence=f"sends seen: {sent}")
    check(holder_shown > 0, f"{label}: control: the log shows the holder written to the output (the summary), so a "
                            f"write of a marker elsewhere would be seen too")
    check(not misplaced, f"{label}: no write carries a secret anywhere but the HTTP connection to the endpoint "
                         f"(the holder: also stdout/stderr or the terminal)", evidence="\n".join(misplaced))
    left = sandbox.leftovers()
    check(not left, f"{label}: HOME and the working directory are still empty", evidence="\n".join(left))


def plain_run(binary, markers, label, with_mock):
    sandbox = Sandbox("strace")
    log_path = os.path.join(sandbox.root, "trace.log")
    try:
        if with_mock:
            scenario = os.path.join(FIXTURES, "mock_scenario.json")
            argv = strace_argv(log_path, [binary, "run", SECRET_FORM, "--plain", "--scenario", scenario])
            r = subprocess.run(argv, input=session_input(markers), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=sandbox.env(), cwd=sandbox.cwd, timeout=60)
            out = r.stdout.decode("utf-8", "replace")
            m = re.search(r"built-in mock(?:, scenario [^(]*)? \(http://127\.0\.0\.1:(\d+)\)", out)
            if not m:
                raise TestFailure(f"{label}: no built-in mock announced:\n{out[-1500:]}")
            port = int(m.group(1))
        else:
            with Loopback([flows.next_step_answer()]) as server:
                argv = strace_argv(log_path, [binary, "run", SECRET_FORM, "--plain", "--endpoint", server.url()])
                r = subprocess.run(argv, input=session_input(markers), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   env=sandbox.env(), cwd=sandbox.cwd, timeout=60)
                port = server.port
                posts = server.posts()
            check(len(posts) == 1 and markers.card.encode() in posts[0]["body"] and markers.note.encode() in posts[0]["body"],
                  f"{label}: control: the loopback server received both secrets")
        out = r.stdout.decode("utf-8", "replace")
        check(r.returncode == 1 and "HTTP 200" in out and "next_value>" in out,
              f"{label}: the session filled, submitted, reached the next step and quit (exit 1)",
              evidence=f"exit {r.returncode}\n{out[-1500:]}\n{r.stderr.decode(errors='replace')[-800:]}")
        audit(log_path, markers, port, False, label, sandbox)
    finally:
        sandbox.cleanup()


def pty_run(binary, markers, label):
    sandbox = Sandbox("strace-pty")
    log_path = os.path.join(sandbox.root, "trace.log")
    try:
        with Loopback([flows.next_step_answer()]) as server:
            argv = strace_argv(log_path, [binary, "run", SECRET_FORM, "--endpoint", server.url()])
            session = PtySession(argv, sandbox.env(), sandbox.cwd)
            try:
                flows.fill(session, markers)
                session.send(":fields\r")
                session.wait_reading("formsh> ")
                session.send(":payload\r")
                session.wait_reading("formsh> ")
                session.send(":submit\r")
                session.expect("HTTP 200")
                session.wait_reading("next_value> ")
                session.send(":quit\r")
                code = session.wait_exit(20)
                check(code == 1, f"{label}: the session filled, submitted, reached the next step and quit (exit 1)",
                      evidence=f"exit {code}")
            finally:
                session.close()
            port = server.port
        audit(log_path, markers, port, True, label, sandbox)
    finally:
        sandbox.cleanup()


def body():
    # formsh makes itself non-dumpable, so without CAP_SYS_PTRACE strace cannot read
    # /proc/PID/fd and -yy names no descriptor: the writes could not be told apart.
    require_root("strace -yy needs to resolve the descriptors of a non-dumpable process")
    require_tool("strace")
    binary = formsh_binary()
    plain_run(binary, Markers(), "plain, loopback server", with_mock=False)
    plain_run(binary, Markers(), "plain, built-in mock", with_mock=True)
    pty_run(binary, Markers(), "terminal, loopback server")


if __name__ == "__main__":
    main("secrets: strace of whole sessions — no file written, no secret written but to the endpoint", body)
