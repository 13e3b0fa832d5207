#!/usr/bin/env python3
"""Validates a JSONL payload file against a JSON Schema with one Python validator, timed
in-process: the schema is compiled first (timed apart), then each line is parsed with
`json.loads` and validated with the library's fastest call, the two timed separately.
Writes one verdict line per payload (`N: ok` / `N: invalid`, blank lines skipped) to
stdout and, as the last line on stderr, a JSON summary:

    {"compile_s": ..., "loads_s": ..., "validate_s": ..., "count": ..., "bytes": ...}

With --budget SECONDS it stops after the first payload that ends past the budget (slow
validators on big payloads), and `count` says how many were judged.

Usage: peers.py jsonschema|fastjsonschema|jsonschema-rs SCHEMA.json PAYLOADS.jsonl [--budget S]
Exit status 0 when it ran, 2 usage, 3 when the validator cannot be imported.
"""
import json
import sys
import time


def make_validator(tool, schema):
    """A function payload -> bool for the named validator."""
    if tool == "jsonschema":
        import jsonschema
        cls = jsonschema.validators.validator_for(schema)
        return cls(schema).is_valid
    if tool == "fastjsonschema":
        import fastjsonschema
        validate = fastjsonschema.compile(schema)

        def is_valid(payload):
            try:
                validate(payload)
                return True
            except fastjsonschema.JsonSchemaException:
                return False
        return is_valid
    if tool == "jsonschema-rs":
        import jsonschema_rs
        return jsonschema_rs.validator_for(schema).is_valid
    raise SystemExit(f"unknown validator {tool}")


def main(argv):
    args = argv[1:]
    budget = None
    if "--budget" in args:
        i = args.index("--budget")
        budget = float(args[i + 1])
        del args[i:i + 2]
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    tool, schema_path, payloads_path = args
    clock = time.perf_counter
    start = clock()
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    try:
        is_valid = make_validator(tool, schema)
    except ImportError as e:
        print(f"{tool} unavailable: {e}", file=sys.stderr)
        return 3
    compile_s = clock() - start
    loads_s = validate_s = 0.0
    count = size = 0
    out = []
    began = clock()
    with open(payloads_path, "rb") as f:
        for number, raw in enumerate(f, start=1):
            if not raw.strip(b" \t\r\n"):
                continue
            t0 = clock()
            try:
                payload = json.loads(raw)
            except ValueError:
                payload = None
            t1 = clock()
            ok = isinstance(payload, dict) and is_valid(payload)
            t2 = clock()
            loads_s += t1 - t0
            validate_s += t2 - t1
            count += 1
            size += len(raw)
            out.append(f"{number}: {'ok' if ok else 'invalid'}\n")
            if budget is not None and t2 - began > budget:
                break
    sys.stdout.write("".join(out))
    summary = {"compile_s": compile_s, "loads_s": loads_s, "validate_s": validate_s, "count": count, "bytes": size}
    print(json.dumps(summary), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
