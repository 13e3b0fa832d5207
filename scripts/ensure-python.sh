#!/usr/bin/env bash
# Python tools the tests use (a JSON Schema validator to check `formsh export`).
set -euo pipefail
# dask.distributed runs the cluster recipe of docs/backend-tools.md (test-check-dask.sh).
python3 -c "import dask.bag, distributed" 2>/dev/null \
  || pip install -q "dask[distributed]" 2>/dev/null || pip install -q --break-system-packages "dask[distributed]" \
  || echo "warning: could not install dask[distributed]; test-check-dask.sh will be skipped" >&2
python3 -c "import jsonschema" 2>/dev/null && exit 0
pip install -q jsonschema 2>/dev/null || pip install -q --break-system-packages jsonschema
