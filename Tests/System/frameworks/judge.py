"""An oracle for `formsh probe --json` against a real server: every case's payload (from
`probe --dry-run`, the same cases) is posted again directly, the server's answer judged
here by the rules the contract gives for verdicts, and compared with probe's verdict.

    python3 judge.py PROBE.jsonl DRYRUN.jsonl URL

Prints one line per case probe misjudged (and exits 1), else `name<TAB>verdict<TAB>cause`
for every case whose verdict is not `same`. Causes: each family explains the verdict it
is about, nothing else.
"""
import json
import sys
import urllib.error
import urllib.request

CAUSES = {"graphemes": {"server counts code points"},
          "spaces": {"server trims spaces", "server takes spaces for a value", "server matches part of the value"},
          "partial": {"server matches part of the value", "server's $ matches before a final newline", "server trims spaces"},
          "precision": {"server reads numbers as binary floats"},
          "types": {"server converts types", "server accepts an option twice", "server reads null as left out",
                    "server compares numbers as text"},
          "boundaries": set()}


def post(url, payload_text):
    request = urllib.request.Request(url, payload_text.encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request) as r:
            return r.status, {}
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}").get("errors", {})


def verdict(case, status, errors):
    errors = {k: [v] if isinstance(v, str) else v for k, v in errors.items()}
    if case["expected"] == "accepted":
        return "same" if status < 300 else "server rejects valid"
    if status < 300:
        return "server accepts"
    if case["rule"] == "type":
        return "same" if 400 <= status < 500 else "other wording"
    if case["field"] in errors:
        return "same" if case["local"] in errors[case["field"]] else "other wording"
    return "server rejects valid" if errors else "other wording"


def main():
    probed = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
    # The dry run's payloads, as raw JSON text (numbers keep every digit).
    payloads = {}
    for line in open(sys.argv[2], encoding="utf-8"):
        name = json.loads(line)["name"]
        text = line[line.index('"payload": ') + len('"payload": '):]
        _, end = json.JSONDecoder().raw_decode(text)
        payloads[name] = text[:end]
    wrong = 0
    for case in (c for c in probed if c["kind"] == "case" and c["verdict"] is not None):
        status, errors = post(sys.argv[3], payloads[case["name"]])
        mine = verdict(case, status, errors)
        cause = case["cause"]
        explained = (case["expected"] == "rejected") == (mine == "server accepts") if mine in ("server accepts", "server rejects valid") else False
        if mine != case["verdict"] or (cause is not None and (not explained or cause not in CAUSES[case["family"]])):
            wrong += 1
            print(f"MISJUDGED {case['name']}: probe says {case['verdict']} ({cause}), the server answered {status} {errors}: {mine}")
        elif mine != "same":
            print(f"{case['name']}\t{mine}\t{cause or ''}")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
