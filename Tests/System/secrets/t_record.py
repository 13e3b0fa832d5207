"""Test 5b (docs/contract.md, "Transcripts", "Secrets and memory"): transcripts written by `formsh record` never hold a secure value.

On a pseudo-terminal, `formsh record FORM -o FILE --endpoint LOOPBACK`: type the card
number and the note at their secure prompts, the holder through readline, :submit (the
server answers 200). The transcript must show the holder as typed (control), each secure
value as `{{env:FORMSH_SECRET_<STATEKEY>}}`, and no 8 characters in a row of either
secret. A second session types the card number into the plain holder field as well: the
recorder must still save the session (docs/contract.md, "Transcripts") with that span written as the card's
`{{env:…}}` variable, so the file holds no trace of it.
Skipped, loudly, while `formsh record` says it is not available.
"""

import os
import re
import subprocess

from common import SECRET_FORM, Markers, Sandbox, TestSkip, check, formsh_binary, main
from loopback import Answer, Loopback
from ptydriver import PtySession
from t_output import leaks


def available(binary, sandbox):
    r = subprocess.run([binary, "record", SECRET_FORM, "-o", os.path.join(sandbox.root, "probe.t"),
                        "--endpoint", "http://127.0.0.1:9/x", "--plain"], stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=sandbox.env(), cwd=sandbox.cwd, timeout=30)
    text = r.stdout.decode("utf-8", "replace")
    return not re.search(r"not available|not implemented|unknown command", text, re.I), text


def record(binary, sandbox, server, out_path, markers, holder):
    session = PtySession([binary, "record", SECRET_FORM, "-o", out_path, "--endpoint", server.url()],
                         sandbox.env(), sandbox.cwd)
    try:
        session.type_line("card_number> ", markers.card)
        session.type_line("secret_note> ", markers.note)
        session.type_line("card_holder> ", holder)
        session.wait_reading("formsh> ")
        session.send(":submit\r")
        code = session.wait_exit(20)
        return code, session.text()
    finally:
        session.close()


def body():
    binary = formsh_binary()
    sandbox = Sandbox("record")
    try:
        ok_, text = available(binary, sandbox)
        if not ok_:
            raise TestSkip("`formsh record` is not available in this build yet: " + text.strip().splitlines()[0])
        markers = Markers()
        with Loopback([Answer(200, b"{}")]) as server:
            path = os.path.join(sandbox.root, "session.t")
            code, screen = record(binary, sandbox, server, path, markers, markers.holder)
            check(code == 0 and os.path.exists(path), "record: the session ended with a successful submission and "
                                                      "wrote the transcript", evidence=f"exit {code}\n{screen[-1500:]}")
            with open(path, encoding="utf-8", errors="replace") as f:
                transcript = f.read()
            check(f"> {markers.holder}" in transcript, "control: the transcript shows the holder as typed")
            for key in ("card_number", "secret_note"):
                check(re.search(r"\{\{env:FORMSH_SECRET_(%s|%s)\}\}" % (key, key.upper()), transcript) is not None,
                      f"the transcript writes {key} as {{{{env:FORMSH_SECRET_{key.upper()}}}}}")
            check(not leaks(transcript, markers), "the transcript holds no 8 characters in a row of either secret",
                  evidence="\n".join(leaks(transcript, markers)))
            check(not leaks(screen, markers), "the terminal showed neither secret while recording",
                  evidence="\n".join(leaks(screen, markers)))

            # the card number typed into a plain field too: saved, with the span as its variable
            markers2 = Markers()
            path2 = os.path.join(sandbox.root, "refused.t")
            code, screen = record(binary, sandbox, server, path2, markers2, markers2.card)
            saved = open(path2, encoding="utf-8", errors="replace").read() if os.path.exists(path2) else ""
            check(markers2.card not in saved, "a secret typed into a plain field as well is not saved in a transcript",
                  evidence=f"exit {code}; the file holds it")
            check(os.path.exists(path2), "the recorder still saves the session", evidence=f"exit {code}")
            check(not leaks(saved, markers2), "the saved file holds no 8 characters in a row of either secret",
                  evidence="\n".join(leaks(saved, markers2)))
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: transcripts of `formsh record` hold no secure value", body)
