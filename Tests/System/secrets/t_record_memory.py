"""`formsh record` keeps no secure value once the server has answered (issue 31: record
keeps only keyed fingerprints, as run does after its wipe).

On a pseudo-terminal, `formsh record FORM -o FILE --endpoint LOOPBACK`: type a fresh card
number and a long random note at their secure prompts and the holder through readline.
While live, the /proc/PID/mem scan and `gcore -a` find both in the value store and
nowhere else (controls; plain `gcore` finds neither). After :submit the server holds both
(control) and answers with a next step, so formsh wipes and waits at the next prompt,
still recording: a scan of every readable mapping and `gcore -a` find neither, in UTF-8
or UTF-16LE. The transcript, saved at :quit, holds neither.
"""

import os

import flows
from common import SECRET_FORM, Markers, Sandbox, check, formsh_binary, main, require_root, require_tool
from loopback import Loopback
from ptydriver import PtySession
from t_output import leaks


def body():
    require_root("gcore and /proc/PID/mem of a non-dumpable process")
    require_tool("gcore")
    binary = formsh_binary()
    markers = Markers()
    sandbox = Sandbox("record-memory")
    try:
        out_path = os.path.join(sandbox.root, "recorded.t")
        with Loopback([flows.next_step_answer()]) as server:
            argv = [binary, "record", SECRET_FORM, "-o", out_path, "--endpoint", server.url()]
            session = PtySession(argv, sandbox.env(), sandbox.cwd)
            try:
                flows.fill(session, markers)
                flows.live_checks(session, markers, sandbox.root)
                flows.submit_and_wait_next(session, server, markers)
                flows.after_checks(session, markers, sandbox.root, markers.secret_patterns())
                session.send(":quit\r")
                code = session.wait_exit(10)
                check(code == 1, "`:quit` ends the recording with exit status 1", evidence=f"exit status {code}")
            finally:
                session.close()
        with open(out_path, encoding="utf-8", errors="replace") as f:
            transcript = f.read()
        check(f"> {markers.holder}" in transcript, "control: the transcript shows the holder as typed")
        check(not leaks(transcript, markers), "the transcript holds no 8 characters in a row of either secret",
              evidence="\n".join(leaks(transcript, markers)))
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: record's memory before and after the answer (pty, secure reader)", body)
