#!/usr/bin/env python3
"""Writes a form whose dropdown lists OPTIONS branches (a bank's branches or a list of
cities, as apps do), with conditions on it, and payloads for `formsh check`:

- `branch`: a dropdown of OPTIONS options (`b00001`…), labels in Uzbek and Cyrillic, a
  default near the end of the list, required;
- `branches`: a checkbox with the same options and a default of three;
- fields shown or required by conditions on them: `equals` one branch, `notEquals`
  another, `in` a list of 100, `filled`, and `equals` on the checkbox (contains);
- `comment` with a `maxLength`.

Usage: generate.py OPTIONS PAYLOADS OUT_DIR     writes OUT_DIR/options-OPTIONS.json and
                                                 OUT_DIR/options-OPTIONS.jsonl (fixed seed)
"""
import json
import os
import random
import sys


def value(i):
    return f"b{i:05d}"


def form(n):
    options = [{"value": value(i), "label": (f"Filial №{i} — Toshkent" if i % 2 else f"Отделение №{i}, Самарканд")}
               for i in range(1, n + 1)]
    many = [value(i) for i in range(1, n + 1, max(1, n // 100))][:100]
    last = value(n - 1)
    return {
        "screenId": f"branches_{n}", "version": "1.0.0", "title": "Filialni tanlang",
        "submit": {"endpoint": "/api/v1/branch", "method": "POST"},
        "components": [
            {"id": "branch_field", "type": "dropdown",
             "props": {"label": "Filial", "stateKey": "branch", "options": options, "defaultValue": last},
             "validations": [{"rule": "required", "errorMessage": "Filialni tanlang"}]},
            {"id": "branches_field", "type": "checkbox",
             "props": {"label": "Qoʻshimcha filiallar", "stateKey": "branches", "options": options,
                       "defaultValue": [value(1), value(n // 2), last]}},
            {"id": "head_note", "type": "text_input", "props": {"label": "Bosh ofis uchun izoh", "stateKey": "head_note"},
             "visibleWhen": {"field": "branch", "equals": value(1)},
             "validations": [{"rule": "required", "errorMessage": "Izoh majburiy"}]},
            {"id": "queue", "type": "text_input", "props": {"label": "Navbat raqami", "stateKey": "queue", "valueType": "integer"},
             "visibleWhen": {"field": "branch", "notEquals": value(2)},
             "validations": [{"rule": "min", "value": 1, "errorMessage": "1 dan katta boʻlsin"}]},
            {"id": "passport", "type": "text_input", "props": {"label": "Pasport", "stateKey": "passport"},
             "validations": [{"rule": "required", "errorMessage": "Pasport majburiy", "when": {"field": "branch", "in": many}},
                             {"rule": "regex", "pattern": "^[A-Z]{2}[0-9]{7}$", "errorMessage": "Format: AA1234567"}]},
            {"id": "courier", "type": "toggle_switch", "props": {"label": "Kuryer", "stateKey": "courier"},
             "visibleWhen": {"any": [{"field": "branches", "equals": value(n // 2)}, {"field": "branch", "filled": False}]}},
            {"id": "comment", "type": "text_input", "props": {"label": "Izoh", "stateKey": "comment"},
             "visibleWhen": {"not": {"field": "branch", "in": [value(3), value(4)]}},
             "validations": [{"rule": "maxLength", "value": 200, "errorMessage": "Izoh 200 belgidan oshmasin"}]},
        ],
    }


def payload(rng, n, many):
    p = {"branch": value(rng.choice([1, 2, rng.randint(1, n)] + many))}
    p["branches"] = sorted({value(rng.randint(1, n)) for _ in range(rng.randint(1, 4))})
    if p["branch"] == value(1):
        p["head_note"] = "Bosh ofis"
    if p["branch"] != value(2) and rng.random() < 0.8:
        p["queue"] = rng.randint(0, 40)
    if rng.random() < 0.9:
        p["passport"] = rng.choice(["AA1234567", "AB7654321", "A1"])
    p["comment"] = rng.choice(["", "Тез", "Iltimos, ertalab"])
    if not p["comment"]:
        del p["comment"]
    return p


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    n, count, out = int(argv[1]), int(argv[2]), argv[3]
    rng = random.Random(n)
    os.makedirs(out, exist_ok=True)
    many = list(range(1, n + 1, max(1, n // 100)))[:100]
    with open(os.path.join(out, f"options-{n}.json"), "w", encoding="utf-8") as f:
        json.dump(form(n), f, indent=1, ensure_ascii=False)
    with open(os.path.join(out, f"options-{n}.jsonl"), "w", encoding="utf-8") as f:
        for _ in range(count):
            f.write(json.dumps(payload(rng, n, many), separators=(",", ":"), ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
