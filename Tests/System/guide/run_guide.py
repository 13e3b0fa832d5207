"""Runs every command of the README's guide for test authors, as written, in order.

Usage: run_guide.py README CLONE BINDIR

The guide is the README from `## Transcripts: a guide for test authors` to the next `## `
heading. Every ```sh block is run a line at a time with bash in CLONE (a fresh copy of
the repository), BINDIR first on PATH (it holds `formsh`), no FORMSH_SECRET_* variable
set. Each command must exit 0, but for one whose output block says some failed, which
must exit 1. What the guide says a command prints is checked:

- a ```text block right after a ```sh block: its lines come in the output of the block's
  commands in that order (an output that starts like the block must be the block, byte
  for byte);
- `# … N passed, M failed` after a command: that line is in its output.

What a reader does besides typing the commands, the runner does too: it types at `record`
what the comment after the command says (the inputs below), answers `--review` on a
pseudo-terminal, waits for a server started with `&` to listen, and gives it a free port
in place of 8080, which may be taken on a shared machine. A block holding `--update` is
a choice of ways to accept: each of its commands runs from the state before the block.
"""

import os
import pty
import re
import select
import socket
import subprocess
import sys
import time

GUIDE = "## Transcripts: a guide for test authors"
# What each `record` is typed, by its -o file (the guide's comments say the same).
INPUTS = {
    "transcripts/delivery_pickup.t": "1\n\n:goto delivery_type\npickup\n\n:submit\n",
    "transcripts/transfer.t": "4111111111111111\nIvan\n:submit\n1500\nUZS\n:submit\n000000\n:submit\n123456\n:submit\n",
}
failures = []


def fail(message):
    failures.append(message)
    print(f"FAIL: {message}", flush=True)


def blocks(readme):
    """The guide's fenced blocks, in order: (info string, text)."""
    text = open(readme, encoding="utf-8").read()
    start = text.index(GUIDE)
    end = text.find("\n## ", start + len(GUIDE))
    found = re.findall(r"^```([a-z]*)\n(.*?)^```$", text[start:end], re.M | re.S)
    return [(info, body) for info, body in found]


def commands(body):
    """The commands of a ```sh block: lines, with `\\` continuations joined."""
    out, current = [], ""
    for line in body.splitlines():
        current += line
        if current.endswith("\\"):
            current = current[:-1]
            continue
        if current.strip():
            out.append(current)
        current = ""
    return out


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


def on_terminal(command, cwd, env, answer, seconds=60):
    """Runs a command on a pseudo-terminal, typing `answer` at each `Accept?` question."""
    master, slave = pty.openpty()
    child = subprocess.Popen(["bash", "-c", command], cwd=cwd, env=env, stdin=slave, stdout=slave, stderr=slave,
                             start_new_session=True)
    os.close(slave)
    output, asked = b"", 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
            if output.count(b"Accept? ") > asked:
                asked += 1
                os.write(master, answer.encode() + b"\n")
        elif child.poll() is not None:
            break
    if child.poll() is None:
        child.kill()
    status = child.wait()
    os.close(master)
    return status, output.decode("utf-8", "replace").replace("\r\n", "\n")


class Runner:
    def __init__(self, clone, bindir):
        self.clone = clone
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("FORMSH_") and k != "CI"}
        self.env.update(PATH=bindir + os.pathsep + os.environ["PATH"], NO_COLOR="1")
        self.port = str(free_port())
        self.background = []

    def run(self, command):
        """Runs one command as written; returns its exit status and output."""
        line = command.replace("8080", self.port)
        if self.background:
            line = line.replace("$!", str(self.background[-1].pid))
        if line.rstrip().endswith("&"):
            server = subprocess.Popen(["bash", "-c", "exec " + line.rstrip()[:-1]], cwd=self.clone, env=self.env,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.background.append(server)
            if not wait_listening(int(self.port)):
                fail(f"the server of `{command}` does not listen")
            return 0, ""
        if "--review" in line:
            return on_terminal(line, self.clone, self.env, "a")
        typed = next((text for target, text in INPUTS.items() if "record" in line and f"-o {target}" in line), "")
        done = subprocess.run(["bash", "-c", line], cwd=self.clone, env=self.env, input=typed.encode(),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
        return done.returncode, done.stdout.decode("utf-8", "replace")

    def stop(self):
        for server in self.background:
            if server.poll() is None:
                server.kill()
            server.wait()


def check(command, status, output, shown):
    """The exit status and the count the comment after the command claims."""
    failing = [line for line in re.findall(r"^\d+ passed, [1-9]\d* failed$", shown or "", re.M) if line in output.splitlines()]
    expected = 1 if failing else 0
    if status != expected:
        fail(f"`{command}` exited {status}, expected {expected}:\n{output[-3000:]}")
    claimed = re.search(r"#.*?(\d+ passed, \d+ failed)", command)
    if claimed and claimed.group(1) not in output.splitlines():
        fail(f"`{command}` does not print `{claimed.group(1)}`:\n{output[-3000:]}")


def check_shown(block, output, shown):
    """The text the guide shows after a block: in the block's output, in order."""
    lines, at = output.splitlines(), 0
    if lines and lines[0] == shown.splitlines()[0] and output != shown:
        fail(f"`{block}` prints another text than the guide shows:\n--- guide\n{shown}--- output\n{output}")
    for want in shown.splitlines():
        while at < len(lines) and lines[at] != want:
            at += 1
        if at == len(lines):
            fail(f"`{block}` does not print `{want}` where the guide shows it:\n{output[-3000:]}")
            return
        at += 1


def main():
    readme, clone, bindir = sys.argv[1:4]
    found = blocks(readme)
    runner = Runner(clone, bindir)
    ran = 0
    try:
        for i, (info, body) in enumerate(found):
            if info != "sh":
                continue
            shown = found[i + 1][1] if i + 1 < len(found) and found[i + 1][0] == "text" else None
            listed = commands(body)
            choices = "--update" in body
            saved, outputs = {}, ""
            if choices:
                for name in os.listdir(os.path.join(clone, "transcripts")):
                    path = os.path.join(clone, "transcripts", name)
                    if os.path.isfile(path):
                        saved[path] = open(path, "rb").read()
            for command in listed:
                if choices:
                    for extra in os.listdir(os.path.join(clone, "transcripts")):
                        path = os.path.join(clone, "transcripts", extra)
                        if os.path.isfile(path) and path not in saved:
                            os.remove(path)
                    for path, data in saved.items():
                        open(path, "wb").write(data)
                status, output = runner.run(command)
                ran += 1
                outputs += output
                check(command, status, output, shown)
                if choices:
                    after = subprocess.run(["bash", "-c", "formsh replay transcripts/delivery_pickup.t"], cwd=clone,
                                           env=runner.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                    if after.returncode != 0:
                        fail(f"after `{command}` the transcript does not pass:\n{after.stdout.decode()}")
            if shown is not None:
                check_shown(listed[-1], outputs, shown)
    finally:
        runner.stop()
    print(f"{ran} commands of the guide run")
    if ran < 8:
        fail(f"control: only {ran} commands found in the guide")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
