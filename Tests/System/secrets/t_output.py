"""Test 5 (docs/contract.md, "The shell", "Secrets and memory" item 5: a secure value "is never printed"): secure values appear in no
output — the banner, validation errors, :fields, :payload, :validate, :schema, :rules,
the refusals of :set/:try/:keys on a secret, and the server's field errors (a 422 that
names both secure fields) — while their masked forms do (control).

Plain mode, input through a pipe, a loopback server answering 422, then 500, then 200.
The 500's body echoes the payload back, as some servers' error pages do: formsh prints up
to 300 characters of such a body (docs/contract.md, "Submission"), so the echoed secrets reach the screen. That
part is reported as an ADVISORY line and does not fail the test (the contract asks for
the body; masking the user's own secrets in it is a proposal in the report).
"""

import json
import re
import subprocess

from common import SECRET_FORM, Markers, Sandbox, check, formsh_binary, log, main
from loopback import Answer, Loopback


def windows(value, n=8):
    return {value[i:i + n] for i in range(len(value) - n + 1)}


def leaks(text, markers):
    found = []
    for label, value in (("card number", markers.card), ("secret note", markers.note)):
        hit = sorted(w for w in windows(value) if w in text)
        if hit:
            found.append(f"{label}: {len(hit)} of its 8-character runs, e.g. {hit[0]!r}")
    return found


def body():
    binary = formsh_binary()
    markers = Markers()
    sandbox = Sandbox("output")
    luhn_broken = markers.card[:-1] + str((int(markers.card[-1]) + 1) % 10)
    lines = [
        luhn_broken,                      # ✗ Card number is not valid
        markers.card,
        markers.note + "!",               # ✗ Letters and digits only
        markers.note,
        markers.holder,
        ":fields", ":payload", ":validate", ":schema", ":rules card_number", ":rules secret_note",
        ":set card_number " + markers.card, ":try card_number " + markers.card, ":keys card_number " + markers.card,
        ":submit",                        # 422 naming both secure fields; back at card_number
        "",                               # keep its value
        ":submit",                        # 500 echoing the payload
        ":submit",                        # 200: done
    ]
    echo = json.dumps({"error": "bad request", "echo": {"card_number": markers.card, "secret_note": markers.note}})
    answers = [Answer(422, {"errors": {"card_number": "Card declined by the issuer",
                                       "secret_note": ["Note rejected"]}}),
               Answer(500, echo),
               Answer(200, b"{}")]
    try:
        with Loopback(answers) as server:
            r = subprocess.run([binary, "run", SECRET_FORM, "--endpoint", server.url()],
                               input=("\n".join(lines) + "\n").encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=sandbox.env(), cwd=sandbox.cwd, timeout=60)
            posts = server.posts()
        out = r.stdout.decode("utf-8", "replace")
        err = r.stderr.decode("utf-8", "replace")
        check(r.returncode == 0 and "Submitted (HTTP 200)." in out,
              "the session went through both errors and ended with a successful submission (exit 0)",
              evidence=f"exit {r.returncode}\n{out[-2000:]}\n{err[-500:]}")
        check(len(posts) == 3 and all(markers.card.encode() in p["body"] for p in posts),
              "control: the server received the card number with each of the three submissions")
        last4 = markers.card[-4:]
        check("✗ Card number is not valid" in out and "✗ Letters and digits only" in out,
              "control: both validation errors were shown")
        check(re.search(r"card_number\s+Card number\s+secure_input\s+✓\s+•••• " + last4, out) is not None,
              "control: :fields shows the card number masked (•••• and its last four)")
        check(f'"card_number":"•••• {last4}","secret_note":"••••"' in out, "control: :payload shows both secrets masked")
        check(out.count("card_number is secret: type it at its prompt") == 3, "control: :set, :try and :keys refuse the secret")
        check("card_number: server: Card declined by the issuer" in out and "secret_note: server: Note rejected" in out,
              "control: the 422's field errors were shown")
        before_500, _, rest = out.partition("HTTP 500")
        answer_500, _, after_500 = rest.partition("formsh>")
        check(not leaks(err, markers), "stderr holds no 8 characters in a row of either secret", evidence="\n".join(leaks(err, markers)))
        check(not leaks(before_500 + after_500, markers),
              "no 8 characters in a row of either secret in the banner, errors, :fields, :payload, :validate, :schema, "
              ":rules, the refusals, the 422's messages or the final answer", evidence="\n".join(leaks(before_500 + after_500, markers)))
        echoed = leaks(answer_500, markers)
        if echoed:
            log("  ADVISORY: a 500 whose body echoes the payload is printed as the server wrote it, secrets included:")
            for line in echoed:
                log("    " + line)
            log("    (formsh could mask the bytes of every secure value in any server text it prints)")
        else:
            log("  ok: a server body echoing the payload is printed with the secrets masked")
        left = sandbox.leftovers()
        check(not left, "nothing was written to HOME or the working directory", evidence="\n".join(left))
    finally:
        sandbox.cleanup()


if __name__ == "__main__":
    main("secrets: secure values appear in no output", body)
