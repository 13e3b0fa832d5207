#!/usr/bin/env python3
"""Generates the inputs of the `formsh check` benchmark: a form schema with N fields and
a JSONL file of payloads for it, about 70% valid, deterministic for a given seed.

Fields come in groups of ten that use every input type and rule that JSON Schema can
express: required, regex, minLength/maxLength, min/max on numbers, choices, a multi-choice
checkbox, a toggle, a visibleWhen and a rule with `when`. Payloads avoid the places where
JSON Schema's meaning differs from formsh's (see `formsh export` notes): no blank optional
strings, no exponents, no repeated choices, no equalsField or luhn, so every validator
must give each payload the same verdict.

Two sets, the same rules in the same places:
- `ascii` (the default): ASCII labels, messages, options and text;
- `unicode`: what users of the app send. Labels and messages in Cyrillic and in Uzbek
  with ʻ (U+02BB), option values in both scripts and emoji, text drawn from Cyrillic and
  Uzbek words, emoji alone, emoji with a skin tone (👍🏽), flags (🇺🇿), a ZWJ family
  (👨‍👩‍👧) and letters with a combining accent (и + U+0306), so that most values have
  scalars outside ASCII and some have clusters of several scalars. JSON Schema counts
  code points where formsh counts grapheme clusters: a valid minLength 3 / maxLength 30
  value has at least 3 clusters and at most 30 code points, a short one 2 of each, a
  long one at least 31 clusters, so both counts fall on the same side of each bound.

Usage: generate.py FIELDS PAYLOADS OUT_DIR [--seed N] [--set ascii|unicode]
writes OUT_DIR/form-FIELDS.json and OUT_DIR/payloads-FIELDS.jsonl
"""
import json
import os
import random
import sys

import unicode_set


def field(i):
    """The component of field i (kind i % 10; conditions stay inside the group)."""
    k = i % 10
    base = i - k
    key = f"f{i}"
    def comp(type_, props, validations=None, visible=None):
        c = {"id": f"c{i}", "type": type_, "props": dict(props, stateKey=key, label=f"Field {i}")}
        if validations:
            c["validations"] = validations
        if visible:
            c["visibleWhen"] = visible
        return c
    req = {"rule": "required", "errorMessage": f"Field {i} is required"}
    if k == 0:
        return comp("text_input", {}, [req, {"rule": "regex", "pattern": "^[A-Z]{2}[0-9]{4}$", "errorMessage": f"Field {i}: two letters, four digits"}])
    if k == 1:
        return comp("text_input", {}, [req,
            {"rule": "minLength", "value": 3, "errorMessage": f"Field {i}: at least 3"},
            {"rule": "maxLength", "value": 30, "errorMessage": f"Field {i}: at most 30"}])
    if k == 2:
        return comp("text_input", {"valueType": "number"}, [req,
            {"rule": "min", "value": 0, "errorMessage": f"Field {i}: not negative"},
            {"rule": "max", "value": 1000000, "errorMessage": f"Field {i}: at most 1000000"}])
    if k == 3:
        return comp("dropdown", {"options": [{"value": v} for v in ("a", "b", "c")]}, [req])
    if k == 4:
        return comp("text_input", {}, [req], visible={"field": f"f{base + 3}", "equals": "a"})
    if k == 5:
        return comp("checkbox", {"options": [{"value": v} for v in ("x", "y", "z")]})
    if k == 6:
        return comp("toggle_switch", {"defaultValue": False})
    if k == 7:
        return comp("text_input", {}, [{"rule": "required", "errorMessage": f"Field {i} is required when f{base + 6} is on",
                                        "when": {"field": f"f{base + 6}", "equals": True}}])
    if k == 8:
        return comp("text_input", {"valueType": "integer"}, [
            {"rule": "min", "value": 1, "errorMessage": f"Field {i}: 1 or more"},
            {"rule": "max", "value": 120, "errorMessage": f"Field {i}: 120 or less"}])
    return comp("text_input", {}, [{"rule": "regex", "pattern": "^[a-z]+@[a-z]+\\.uz$", "errorMessage": f"Field {i}: an e-mail"}])


def word(rng, n):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))


def valid_payload(rng, n):
    p = {}
    for group in range(0, n, 10):
        for i in range(group, min(group + 10, n)):
            k = i % 10
            key = f"f{i}"
            if k == 0:
                p[key] = rng.choice("ABCDEFGH") + rng.choice("KLMNOP") + str(rng.randint(1000, 9999))
            elif k == 1:
                p[key] = word(rng, rng.randint(3, 30))
            elif k == 2:
                p[key] = rng.choice([rng.randint(0, 1000000), round(rng.randint(0, 99999999) / 100, 2)])
            elif k == 3:
                p[key] = rng.choice("abc")
            elif k == 4:
                if p.get(f"f{group + 3}") == "a":
                    p[key] = word(rng, 8)
            elif k == 5:
                chosen = [v for v in "xyz" if rng.random() < 0.5]
                if chosen:
                    p[key] = chosen
            elif k == 6:
                p[key] = rng.random() < 0.5
            elif k == 7:
                if p.get(f"f{group + 6}") or rng.random() < 0.3:
                    p[key] = word(rng, 6)
            elif k == 8:
                if rng.random() < 0.7:
                    p[key] = rng.randint(1, 120)
            else:
                if rng.random() < 0.5:
                    p[key] = word(rng, 5) + "@" + word(rng, 4) + ".uz"
    return p


def break_payload(rng, p, n):
    """Makes one field of a valid payload invalid, in one of several ways."""
    i = rng.randrange(n)
    k = i % 10
    key = f"f{i}"
    group = i - k
    if k == 0:
        p[key] = "A1234"
    elif k == 1:
        p[key] = rng.choice(["ab", word(rng, 31), 42])
    elif k == 2:
        p[key] = rng.choice([-5, 1000000.01, "12"])
    elif k == 3:
        way = rng.randrange(3)
        if way == 0:
            p[key] = "d"              # not an option
        elif way == 1:
            p[key] = None             # wrong type
        else:
            p.pop(key, None)          # required and missing
    elif k == 4:
        if p.get(f"f{group + 3}") == "a":
            p.pop(key, None)          # required and missing
        else:
            p[key] = "hidden value"   # present while hidden
    elif k == 5:
        p[key] = ["x", "w"]
    elif k == 6:
        p[key] = "yes"
    elif k == 7:
        p[f"f{group + 6}"] = True
        p.pop(key, None)
    elif k == 8:
        p[key] = rng.choice([0, 121])
    else:
        p[key] = "not-an-email"
    if rng.random() < 0.1:
        p["unknown_key"] = 1
    return p


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    seed = 7
    if "--seed" in argv:
        seed = int(argv[argv.index("--seed") + 1])
        args.remove(str(seed))
    kind = "ascii"
    if "--set" in argv:
        kind = argv[argv.index("--set") + 1]
        args.remove(kind)
    if len(args) != 3 or kind not in ("ascii", "unicode"):
        print(__doc__, file=sys.stderr)
        return 2
    n, count, out = int(args[0]), int(args[1]), args[2]
    rng = random.Random(seed * 1000003 + n)
    os.makedirs(out, exist_ok=True)
    if kind == "ascii":
        make_field, make_valid, make_broken = field, valid_payload, break_payload
        title = f"Benchmark form, {n} fields"
    else:
        make_field, make_valid, make_broken = unicode_set.component, unicode_set.valid_payload, unicode_set.break_payload
        title = f"Sinov shakli, {n} ta maydon"
    # The unicode set is written as UTF-8, as apps send it; the ascii set's files stay
    # byte for byte what they were.
    plain = kind == "ascii"
    form = {"screenId": f"bench_{n}", "version": "1.0.0", "title": title,
            "submit": {"endpoint": "/api/bench", "method": "POST"},
            "components": [make_field(i) for i in range(n)]}
    with open(os.path.join(out, f"form-{n}.json"), "w", encoding="utf-8") as f:
        json.dump(form, f, indent=1, ensure_ascii=plain)
    with open(os.path.join(out, f"payloads-{n}.jsonl"), "w", encoding="utf-8") as f:
        for _ in range(count):
            p = make_valid(rng, n)
            if rng.random() < 0.3:
                p = make_broken(rng, p, n)
            f.write(json.dumps(p, separators=(",", ":"), ensure_ascii=plain) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
