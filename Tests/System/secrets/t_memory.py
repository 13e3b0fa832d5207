"""Test 1 (docs/contract.md, "Secrets and memory"): a secure value is in memory only while it is live, and nowhere
once the server has answered.

On a pseudo-terminal (so the secure reader is used), against a loopback server that
records what it receives, type a fresh Luhn-valid card number and a long random note
into two secure_input fields (generated here, never in argv or the environment).
While live: the /proc/PID/mem scan and `gcore -a` find both (controls), plain `gcore`
finds neither (MADV_DONTDUMP). After :submit, the server holds both (control) and
answers with a next step, so formsh wipes and waits at the next prompt: a scan of every
readable mapping through /proc/PID/mem and `gcore -a` find neither, in UTF-8 or UTF-16LE.
"""

import flows
from common import Markers, Sandbox, formsh_binary, main, require_root, require_tool
from loopback import Loopback


def body():
    require_root("gcore and /proc/PID/mem of a non-dumpable process")
    require_tool("gcore")
    binary = formsh_binary()
    markers = Markers()
    sandbox = Sandbox("memory")
    try:
        with Loopback([flows.next_step_answer()]) as server:
            session = flows.start(binary, sandbox, server)
            try:
                flows.fill(session, markers)
                flows.live_checks(session, markers, sandbox.root)
                flows.submit_and_wait_next(session, server, markers)
                flows.after_checks(session, markers, sandbox.root, markers.secret_patterns())
                flows.terminal_output_checks(session, markers)
                flows.quit_session(session, sandbox)
            finally:
                session.close()
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: memory before and after the answer (pty, secure reader)", body)
