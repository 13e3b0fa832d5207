"""Writes spellings.jsonl: the output gate's table of spellings (docs/contract.md, "Submission",
the gate), made with the encoders real servers and libraries use: Python's urllib.parse
(quote, quote_plus, urlencode, once and twice), json.dumps (ASCII and not), html.escape and
&#NN;/&#xNN; references, and card numbers in each of a card's groupings with every separator
of one to three characters, numbers beside them on both sides.

Each line is a JSON object: `before` + `spelling` + `after` is a text; `secret` names the held
value it spells (one of SECRETS; "card" for a card number found by its shape), or is null for
the same text without a secret, which must come out of the gate byte for byte unchanged.

    python3 Tests/Fixtures/masker/make_spellings.py > Tests/Fixtures/masker/spellings.jsonl
"""

import html
import json
import sys
import urllib.parse

# The secrets a session holds while the table is checked (typed at secure prompts), and a
# value of the same shape that is no secret.
SECRETS = {
    "passphrase": "Ko7 Rm3q Zt9 Wx4p Lb6",
    "cyrillic": "Жар7 Тоʻг3 Qirq9 Йўл🔑",
    "markup": 'Ko7 "Rm3q" <Zt9> & Wx4p',
}
NOT_SECRETS = {
    "passphrase": "Pu8 Dn2w Hy5 Vc3s Gj7",
    "cyrillic": "Сув8 Боʻш2 Yetti4 Тош🌙",
    "markup": 'Pu8 "Dn2w" <Hy5> & Vc3s',
}
CONTEXTS = [
    ("Привет, сервер ответил: ", " — oʻzbekcha matn 🙂"),
    ('{"izoh": "', '", "n": 12} ✓'),
    ("🔔 ", ""),
]

# Luhn-valid cards, one per grouping: 4-4-4-4, 4-6-5, 4-6-4, 4-4-4-4-3.
CARDS = [
    ("4539148803436467", [4, 4, 4, 4]),
    ("378282246310005", [4, 6, 5]),
    ("30569309025904", [4, 6, 4]),
    ("6011000990139424", [4, 4, 4, 4]),
]
SEPARATORS = [c * n for c in " -./" for n in (1, 2, 3)] + [" - ", " / ", ". "]
NEIGHBOURS = [("", ""), ("hisob 3 ", " 5 marta"), ("karta 12 ", " 7 шт")]


def luhn_valid(digits):
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def luhn_complete(head):
    return next(head + d for d in "0123456789" if luhn_valid(head + d))


def joined_candidates(plain):
    """Every concatenation of neighbouring digit runs of `plain`, whatever stands between them:
    more than the gate ever joins, so a text with none that passes Luhn is safe to expect
    unchanged."""
    runs, run = [], ""
    for ch in plain:
        if ch.isdigit():
            run += ch
        elif run:
            runs.append(run)
            run = ""
    if run:
        runs.append(run)
    for i in range(len(runs)):
        for j in range(i + 1, len(runs) + 1):
            yield "".join(runs[i:j])


def has_card(plain):
    return any(13 <= len(d) <= 19 and luhn_valid(d) for d in joined_candidates(plain))


def grouped(number, grouping, sep):
    parts, at = [], 0
    for n in grouping:
        parts.append(number[at:at + n])
        at += n
    return sep.join(parts)


def refs(text, hexadecimal):
    return "".join(f"&#x{ord(c):x};" if hexadecimal else f"&#{ord(c)};" for c in text)


def secret_spellings(value):
    """(how, spelling) for one value, each from a real encoder."""
    q, qp = urllib.parse.quote, urllib.parse.quote_plus
    enc = urllib.parse.urlencode
    return [
        ("as typed", value),
        ("quote", q(value)),
        ("quote twice", q(q(value))),
        ("quote safe=''", q(value, safe="")),
        ("quote_plus", qp(value)),
        ("quote_plus twice", qp(qp(value))),
        ("urlencode", enc({"parol": value, "til": "uz"})),
        ("urlencode twice", enc({"q": enc({"parol": value})})),
        ("json.dumps ensure_ascii", json.dumps(value, ensure_ascii=True)),
        ("json.dumps not ascii", json.dumps(value, ensure_ascii=False)),
        ("json.dumps twice", json.dumps(json.dumps(value, ensure_ascii=True))),
        ("html.escape", html.escape(value)),
        ("html.escape twice", html.escape(html.escape(value))),
        ("&#NN;", refs(value, False)),
        ("&#xNN;", refs(value, True)),
        ("html.escape of &#NN;", html.escape(refs(value, False))),
        ("quote of &#NN;", q(refs(value, False), safe="")),
    ]


def card_spellings(text):
    q, qp = urllib.parse.quote, urllib.parse.quote_plus
    return [
        ("as written", text),
        ("quote", q(text)),
        ("quote_plus", qp(text)),
        ("quote_plus twice", qp(qp(text))),
        ("urlencode", urllib.parse.urlencode({"karta": text})),
        ("json.dumps ensure_ascii", json.dumps(text, ensure_ascii=True)),
        ("json.dumps not ascii", json.dumps(text, ensure_ascii=False)),
        ("html.escape", html.escape(text)),
        ("&#NN;", refs(text, False)),
        ("&#xNN;", refs(text, True)),
    ]


def not_a_card(number, text_of):
    """`number` with its last digit changed so that no text made of it holds a card."""
    for d in "0123456789":
        other = number[:-1] + d
        if other != number and not has_card(text_of(other)):
            return other
    raise SystemExit(f"no non-card variant of {number}")


def rows():
    for name, value in SECRETS.items():
        for k, (how, spelling) in enumerate(secret_spellings(value)):
            before, after = CONTEXTS[k % len(CONTEXTS)]
            yield {"how": how, "secret": name, "before": before, "spelling": spelling, "after": after}
        for k, (how, spelling) in enumerate(secret_spellings(NOT_SECRETS[name])):
            before, after = CONTEXTS[k % len(CONTEXTS)]
            yield {"how": how, "secret": None, "before": before, "spelling": spelling, "after": after}
    k = 0
    for number, grouping in CARDS:
        assert luhn_valid(number)
        for sep in SEPARATORS:
            for left, right in NEIGHBOURS:
                def text_of(n):
                    return left + grouped(n, grouping, sep) + right
                other = not_a_card(number, text_of)
                # Every encoder is used, three in turn beside the text as written.
                chosen = [0] + [1 + (k + i) % 9 for i in range(3)]
                for how, spelling in (card_spellings(text_of(number))[i] for i in chosen):
                    before, after = CONTEXTS[k % len(CONTEXTS)]
                    k += 1
                    yield {"how": f"{how}, grouped {'-'.join(map(str, grouping))} by {sep!r}", "secret": "card",
                           "before": before, "spelling": spelling, "after": after}
                for how, spelling in (card_spellings(text_of(other))[i] for i in chosen):
                    before, after = CONTEXTS[k % len(CONTEXTS)]
                    k += 1
                    yield {"how": f"{how}, grouped {'-'.join(map(str, grouping))} by {sep!r}, no card",
                           "secret": None, "before": before, "spelling": spelling, "after": after}
        for left, right in NEIGHBOURS[1:]:
            for how, spelling in card_spellings(left + number + right):
                before, after = CONTEXTS[k % len(CONTEXTS)]
                k += 1
                yield {"how": f"{how}, standing alone", "secret": "card", "before": before, "spelling": spelling, "after": after}


def main():
    out = sys.stdout
    for row in rows():
        out.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
