#!/usr/bin/env python3
"""Writes the bad inputs too big (or too regular) to commit into a folder, at test time.

    python3 Tests/Fixtures/bad/generate.py OUT_DIR
"""
import json
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


MB = 1024 * 1024
field = '{"id":"a","type":"text_input","props":{"label":"A","stateKey":"a"}}'

# 10,000-deep nesting: as the whole document, and inside "components".
write("deep-10000.json", "[" * 10000 + "]" * 10000)
write("deep-components.json", '{"screenId":"deep","version":"1","components":' + "[" * 10000 + "]" * 10000 + "}")
# Sections nested as deep as the parser allows (each section is 2 levels: object, children).
inner = '{"id":"f","type":"text_input","props":{"label":"Deepest","stateKey":"deepest"}}'
for i in range(252):
    inner = '{"id":"s%d","type":"section","children":[%s]}' % (i, inner)
write("deep-sections.json", '{"screenId":"sections","version":"1","components":[%s]}' % inner)
# A 50 MB string (in a key formsh ignores, so that it is parsed but not printed).
write("huge-string.json", '{"screenId":"huge","version":"1","description":"%s","components":[%s]}' % ("x" * (50 * MB), field))
# Small schemas with huge exponents: 0e99999 (time: 5 KB) and 1e99999 (memory: 100 KB).
rule0 = '{"rule":"min","value":0e99999,"errorMessage":"m"}'
write("zero-exponents.json", '{"screenId":"zeros","version":"1","components":[{"id":"a","type":"text_input","props":{"label":"A","stateKey":"a"},"validations":[%s]}]}' % ",".join([rule0] * 100))
rule1 = '{"rule":"max","value":1e99999,"errorMessage":"m"}'
write("big-exponents.json", '{"screenId":"bigexp","version":"1","components":[{"id":"a","type":"text_input","props":{"label":"A","stateKey":"a"},"validations":[%s]}]}' % ",".join([rule1] * 2000))
# 10,000 fields, each visible only when the previous one is filled (a long dependency chain).
comps = []
for i in range(10000):
    c = {"id": "c%d" % i, "type": "text_input", "props": {"label": "Field %d" % i, "stateKey": "k%d" % i},
         "validations": [{"rule": "maxLength", "value": 5, "errorMessage": "long"}]}
    if i % 2 == 1:
        c["visibleWhen"] = {"field": "k%d" % (i - 1), "notEquals": "hide"}
    comps.append(c)
write("many-fields.json", json.dumps({"screenId": "many", "version": "1", "components": comps}))
# A typed line of 5 MB (over the 64 KiB line limit), then ordinary input.
write("long-line.txt", "pickup\n" + "x" * (5 * MB) + "\nabc\n:payload\n")
# A transcript whose expected line is 5 MB long.
write("long-line.t", "$ formsh forms/delivery.json\n" + "y" * (5 * MB) + "\n{{...}}\n[exit 1]\n")
# Payloads: 10,000-deep value; a 50 MB string; a line that fills the store, then one that fits.
write("deep-payload.jsonl", '{"comment":' + "[" * 10000 + "]" * 10000 + "}\n")
write("huge-payload.jsonl", '{"delivery_type":"pickup","comment":"%s"}\n{"delivery_type":"pickup"}\n' % ("x" * (50 * MB)))
write("store-leak.jsonl",
      '{"delivery_type":"courier","address":"%s","comment":"%s"}\n' % ("a" * 1200000, "c" * 900000)
      + '{"delivery_type":"pickup","comment":"%s"}\n' % ("c" * 1600000))
# Ten fields visible while `a` is not 0e99999: the literal is parsed again on every change.
comps = [{"id": "a", "type": "text_input", "props": {"label": "A", "stateKey": "a"}}]
for i in range(10):
    comps.append({"id": "b%d" % i, "type": "text_input", "props": {"label": "B%d" % i, "stateKey": "b%d" % i},
                  "visibleWhen": {"field": "a", "notEquals": "__EXP__"}})
write("exponent-condition.json", json.dumps({"screenId": "cond", "version": "1", "components": comps}).replace('"__EXP__"', "0e99999"))
