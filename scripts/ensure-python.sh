#!/usr/bin/env bash
# Python tools the tests use (a JSON Schema validator to check `formsh export`).
set -euo pipefail
python3 -c "import jsonschema" 2>/dev/null && exit 0
pip install -q jsonschema 2>/dev/null || pip install -q --break-system-packages jsonschema
