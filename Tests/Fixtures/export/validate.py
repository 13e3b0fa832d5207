#!/usr/bin/env python3
"""Validates a JSONL file of payloads against a JSON Schema with the `jsonschema`
package, printing one verdict per payload line, as `formsh check` numbers them:

    N: valid
    N: invalid: <first error, as jsonschema words it>

Lines are numbered from 1, counting every line; lines holding only spaces, tabs and a
carriage return are skipped, as `formsh check` skips them. A line that is not a JSON
object is invalid.

Usage: validate.py SCHEMA.json PAYLOADS.jsonl
"""
import json
import sys

import jsonschema


def main(argv):
    if len(argv) != 3:
        print("usage: validate.py SCHEMA.json PAYLOADS.jsonl", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    with open(argv[2], "rb") as f:
        for number, raw in enumerate(f, start=1):
            line = raw.rstrip(b"\n").decode("utf-8", errors="replace")
            if line.strip(" \t\r") == "":
                continue
            try:
                payload = json.loads(line, parse_constant=reject_constant)
            except ValueError as e:
                print(f"{number}: invalid: not JSON ({e})")
                continue
            if not isinstance(payload, dict):
                print(f"{number}: invalid: not a JSON object")
                continue
            error = jsonschema.exceptions.best_match(validator.iter_errors(payload))
            if error is None:
                print(f"{number}: valid")
            else:
                print(f"{number}: invalid: {error.message}")
    return 0


def reject_constant(name):
    """NaN and Infinity are not JSON (formsh rejects them too)."""
    raise ValueError(f"{name} is not JSON")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
