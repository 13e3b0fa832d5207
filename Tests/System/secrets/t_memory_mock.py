"""Test 1b (docs/contract.md, "Submission" "The mock backend", "Secrets and memory"): the same memory checks as test 1, with the
built-in mock backend, which runs inside the formsh process and so sees every posted
byte in formsh's own memory; it must zero what it received once it has answered.

The scenario answers POST /submit with the next step (validating the payload against
the form first, so the 200 itself shows the mock received the values and checked the
card number's Luhn sum). After the answer, neither secret may be anywhere in memory.
"""

import os

import flows
from common import FIXTURES, SECRET_FORM, Markers, Sandbox, check, formsh_binary, main, require_root, require_tool
from ptydriver import PtySession


def body():
    require_root("gcore and /proc/PID/mem of a non-dumpable process")
    require_tool("gcore")
    binary = formsh_binary()
    markers = Markers()
    sandbox = Sandbox("memory-mock")
    scenario = os.path.join(FIXTURES, "mock_scenario.json")
    try:
        session = PtySession([binary, "run", SECRET_FORM, "--scenario", scenario], sandbox.env(), sandbox.cwd)
        try:
            banner = session.expect("endpoint: built-in mock")
            check("built-in mock" in banner, "the banner announces the built-in mock")
            flows.fill(session, markers)
            flows.live_checks(session, markers, sandbox.root)
            session.send(":submit\r")
            session.expect("HTTP 200")
            session.wait_reading("next_value> ")
            check(True, "control: the built-in mock validated the payload (card number, note, holder) and answered 200 "
                        "with the next step")
            flows.after_checks(session, markers, sandbox.root, markers.secret_patterns())
            flows.terminal_output_checks(session, markers)
            flows.quit_session(session, sandbox)
        finally:
            session.close()
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: memory before and after the answer, built-in mock backend in the same process", body)
