#!/usr/bin/env python3
"""Validates a JSONL payload file against a JSON Schema with one Python validator, as
`formsh check` does: one verdict line per payload line (`N: ok` / `N: invalid`), blank
lines skipped, then a summary `P payloads: V valid, I invalid`. Each payload is parsed
with the standard json module, as a service written in Python would.

Usage: peers.py jsonschema|fastjsonschema|jsonschema-rs SCHEMA.json PAYLOADS.jsonl
Exit status 0 if every payload is valid, 1 otherwise, 3 if the validator is missing.
"""
import json
import sys


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
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    tool, schema_path, payloads_path = argv[1:]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    try:
        is_valid = make_validator(tool, schema)
    except ImportError as e:
        print(f"{tool} unavailable: {e}", file=sys.stderr)
        return 3
    out = sys.stdout
    valid = invalid = 0
    buffer = []
    with open(payloads_path, "rb") as f:
        for number, raw in enumerate(f, start=1):
            if not raw.strip(b" \t\r\n"):
                continue
            try:
                payload = json.loads(raw)
                ok = isinstance(payload, dict) and is_valid(payload)
            except ValueError:
                ok = False
            if ok:
                valid += 1
                buffer.append(f"{number}: ok\n")
            else:
                invalid += 1
                buffer.append(f"{number}: invalid\n")
            if len(buffer) >= 4096:
                out.write("".join(buffer))
                buffer.clear()
    out.write("".join(buffer))
    total = valid + invalid
    out.write(f"{total} payloads: {valid} valid, {invalid} invalid\n")
    return 0 if invalid == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
