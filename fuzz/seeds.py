#!/usr/bin/env python3
"""Builds the seed corpus of every fuzz target into fuzz/.build/seeds/<target>/ from the
repository's own inputs (forms/, transcripts/, Tests/Fixtures/) and hand-written cases.

    python3 fuzz/seeds.py            # all targets
    python3 fuzz/seeds.py schema     # one target
"""
import hashlib
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "fuzz" / ".build" / "seeds"


def files(*globs):
    for g in globs:
        yield from sorted(ROOT.glob(g))


def put(target, data):
    if isinstance(data, str):
        data = data.encode()
    d = OUT / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)


FORMS = [p for p in files("forms/**/*.json", "fuzz/forms/*.json", "transcripts/forms/*.json", "Tests/Fixtures/lint/*.json",
                         "Tests/Fixtures/check/form.json", "Tests/Fixtures/bad/schemas/*.json")
         if p.name != "flow.json" and p.stat().st_size < 200_000]


def schema():
    for p in FORMS:
        b = p.read_bytes()
        put("schema", b)
        # A scripted fill: op 0 (set) for fields 0..5, then :try, :clear, submit attempt, wipe.
        script = b"\n".join([bytes([0, i]) + v for i, v in enumerate(
            [b"1", b"+998901234567", b"Ali Valiyev", b"4111 1111 1111 1111", b"12,50", b"yes"])]
            + [bytes([3, 1]) + b"+99890", bytes([4, 2]), bytes([5, 0]), bytes([7, 0]), bytes([0, 0]) + b"courier"])
        put("schema", b + b"\n---\n" + script)
    put("schema", b'{"screenId":"s","version":"1","components":[]}')
    put("schema", b'{"screenId":"s","version":"1","components":[{"id":"a","type":"section","children":[{"id":"b","type":"text_input","props":{"label":"B","stateKey":"b"},"visibleWhen":{"field":"c","filled":true}},{"id":"c","type":"text_input","props":{"label":"C","stateKey":"c"},"visibleWhen":{"field":"b","filled":true}}]}]}')
    put("schema", b'{"screenId":"s","version":"1","components":[{"id":"a","type":"text_input","props":{"label":"A","stateKey":"a","valueType":"number","defaultValue":"007"},"validations":[{"rule":"min","value":1e-400,"errorMessage":"m"},{"rule":"regex","pattern":"(a+)+$","errorMessage":"r"}]}]}\n---\n\x00\x00aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab')


def rules():
    # byte 0: form; then steps [field, op, len, repeat, bytes...]
    def step(field, op, value, rep=0):
        return bytes([field, op, len(value), rep]) + value
    vals = [b"courier", b"+998901234567", b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", b"12.50", b"-0", b"4111111111111111",
            b"4111111111111111", b"x,2", b"yes", b"y", b"1", b"a@b.uz", b"\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd",
            b"e\xcc\x81", b"\xff\xfe", b"\x00\x00", b"1,5", b"99999999999999999999999999999999.5"]
    for form in (0, 1):
        data = bytes([form])
        for i, v in enumerate(vals):
            data += step(i, i % 4, v)
        put("rules", data)
        put("rules", bytes([form]) + step(2, 0, b"a", 0xF8) + step(0, 0, b"1"))
        put("rules", bytes([form]) + step(0, 1, b"2") + step(2, 0, b"ab", 0xFF))


def payload():
    lines = []
    for p in files("Tests/Fixtures/check/*.jsonl"):
        lines += p.read_bytes().split(b"\n")
    lines += [b'{"delivery_type":"courier","address":"Toshkent"}', b'{"delivery_type":"pickup"}',
              b'{"user_phone":"+998901234567","amount":1e400,"agree":true,"x":[1,[2]],"y":{"z":null}}',
              b'{"a":"\\ud83d\\ude00\\u0000","a":"dup"}', b'[]', b'{', b'{"a":"\xff"}', b' {} ',
              b'{"amount":-0.0000000000000000000000001,"card_number":"4111 1111 1111 1111"}']
    for i, line in enumerate(l for l in lines if l.strip()):
        for form in range(6):
            if (i + form) % 3 == 0:
                put("payload", bytes([form]) + line)


def transcript():
    for p in files("transcripts/*.t", "Tests/Fixtures/replay/*.t", "Tests/Fixtures/bad/transcripts/*.t"):
        b = p.read_bytes()
        if len(b) < 100_000:
            put("transcript", b)
    put("transcript", b"$ formsh forms/delivery.json\nfoo {{any}} {{ms}} ms {{endpoint}}\n{{...}}\n> 1\n> {{env:HOME}}\n[exit 1]\n"
                      b"\n===\nfoo bar 12 ms http://127.0.0.1:40123\nx\n\x1e1\n\x1e/root\n")
    put("transcript", b"# c\n$ formsh 'a b' \"c\\\"d\" e\\ f\n\\> literal\n\\$ x\n\\[exit 3]\n\\\\d\n[exit 0]\n")


def http():
    body = b'{"delivery_type":"pickup"}'
    reqs = [
        b"GET /forms/delivery.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        b"POST /api/v1/delivery HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body),
        b"POST /api/v1/transfer/confirm HTTP/1.1\r\nHost: x\r\nContent-Length: 15\r\n\r\n{\"otp\":\"000000\"}",
        b"POST /api/v1/transfer/card HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}GET / HTTP/1.1\r\nHost: x\r\n\r\n",
        b"POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        b"POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
        b"GET /forms/../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET /forms/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
        b"GET / HTTP/1.0\r\n\r\n",
        b"\r\n\r\nGET /forms/ HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n X: folded\r\n\r\n",
        b"POST /api/v1/loan/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
    ]
    for i, r in enumerate(reqs):
        put("http", bytes([(i * 37) & 0xFF]) + r)
        put("http", bytes([0x80 | (i & 0x3F)]) + r)


def response():
    def r(status, body):
        put("response", struct.pack(">H", status) + body)
    for p in files("forms/**/*.json"):
        if p.name != "flow.json":
            r(200, p.read_bytes())
    r(200, b'{"action":{"type":"navigate","route":"app://sdui/screen?path=/forms/step2.json"}}')
    r(200, b'{"action":{"type":"navigate","route":"javascript:alert(1)"}}')
    r(200, b'{"action":{"type":"navigate","route":"http://evil.test/x"}}')
    r(200, b'{"action":{"type":"navigate","route":"HTTP://[::1]:8080/a"}}')
    r(200, b'{"action":{"type":"navigation_command","command":"pop_to_root"}}')
    r(200, b'{"action":{"type":"navigate","route":"app://navigation/dismiss?x#y"}}')
    r(204, b"")
    r(422, b'{"errors":{"address":"too short","otp":["a","b"]}}')
    r(400, b'{"fieldErrors":[{"field":"address","message":"m"},{"message":"form"}]}')
    r(422, b'{"type":"about:blank","errors":[{"pointer":"/address","detail":"d"},{"pointer":"/a~1b~0c","detail":"e"}]}')
    r(500, b"<html>\x1b[31mboom\x07\r\n\xe2\x80\xaeevil\xe2\x80\xac</html>" * 40)
    r(307, b"javascript:alert(1)")
    r(999, b"\xff\xfe\x00")


def scenario():
    for p in files("forms/**/flow.json", "transcripts/scenarios/*.json", "Tests/Fixtures/bad/scenarios/*.json"):
        put("scenario", p.read_bytes())
    put("scenario", b'{"forms":".","routes":[{"method":"POST","path":"/a","times":1,"when":{"x":[1]},"respond":{"status":999,"body":"x","delayMs":-1,"drop":true,"file":"../../etc/passwd"}}]}')


def regex():
    # Byte 0: the pattern's length; then the pattern; the rest is the value.
    patterns = ["^[A-Z]{2}[0-9]{4}$", r"^[a-z]+@[a-z]+\.uz$", r"^\+998[0-9]{9}$", "^[0-9 ]{16,19}$",
                r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$", "^.*$", "^[A-Z].*$", "(^a|b)c", "(?:ab|cd)?e+?",
                "x(y(z|w)?)?", "[^-a]{2,3}", "[А-Яа-я]+", r"\S\s.", "a|ab|", "(ab){2}$", "[\u0080-\uffff]"]
    values = ["AB1234", "ab@cd.uz", "+998901234567", "1234 5678 9012 3456", "a@b.co", "x\n", "abc\r\n",
              "\u0085", "\u2028", "é😀", "Яя", "ab\u000b", " \t", "abab", ""]
    for p in patterns:
        pb = p.encode()
        for v in values:
            put("regex", bytes([len(pb)]) + pb + v.encode())


def grapheme():
    # Byte 0 even: the rest is the text as is (odd bytes build it from scalar pools).
    texts = ["", "abc", "a\r\nb\r\r\n", "e\u0301\u0302", "\n\u0301", "👍🏽👍", "👨\u200d👩\u200d👧", "🏳️\u200d🌈",
             "🇺🇿🇷🇺🇺", "한국어", "\u1100\u1161\u11a8", "क्षि नमस्ते", "ক্ষ", "ન્ન", "த்த", "oʻzbek Oʻzbekiston",
             "Привет, ёлка", "и\u0306", "\u0600١", "❤️❤", "ก\u0e33", "\U000e0001\U000e0041", "a\u200db"]
    for t in texts:
        put("grapheme", b"\x00" + t.encode())
    put("grapheme", b"\x00" + b"a\xff\xc0\xafb\xed\xa0\x80")
    for seed in range(8):
        put("grapheme", bytes([1]) + bytes((seed * 37 + i * 11) % 256 for i in range(32)))


TARGETS = {"schema": schema, "rules": rules, "payload": payload, "transcript": transcript,
           "http": http, "response": response, "scenario": scenario, "regex": regex, "grapheme": grapheme}

if __name__ == "__main__":
    for name in sys.argv[1:] or TARGETS:
        TARGETS[name]()
        print(f"fuzz/seeds: {name}: {len(os.listdir(OUT / name))} seeds", file=sys.stderr)
