"""Negative control for the output gate (docs/contract.md, "Submission"): a formsh built with FORMSH_TEST_NO_GATE,
whose standard output bypasses the gate's masker, must be caught by the gate's leak tests
— otherwise a green gate test would prove nothing.

Uses the negative-control build of t_nowipe_control.py (.build/secrets-nowipe, built with
both flags; $FORMSH_NOWIPE_BIN names a prebuilt one). Runs t_gate.py's `plain` case (a
card typed into a plain field, then shown by the summary, :fields, :payload and a :set
verdict) against the normal build, where it must pass, then against the negative-control
build, where the card must show in clear on standard output; then the same for the
`headers` case (a card echoed in response headers with control characters between its
groups, shown by :last) and the `spellings` case (the table of spellings Python's own
encoders write), whose secrets must show.
"""

import t_gate
from common import NO_GATE_FLAG, TestSkip, formsh_binary, main, sources_mention
from t_nowipe_control import nowipe_binary


def body():
    if not sources_mention(NO_GATE_FLAG):
        raise TestSkip(f"NEGATIVE CONTROL NOT RUN: formsh's sources do not define the {NO_GATE_FLAG} build flag")
    normal, control = formsh_binary(), nowipe_binary()
    for case in (t_gate.case_plain, t_gate.case_headers, t_gate.case_spellings):
        case(normal)
        case(control, expect_leak=True)


if __name__ == "__main__":
    main("output gate: negative control — a build with standard output around the gate is caught", body)
