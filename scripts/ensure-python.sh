#!/usr/bin/env bash
# Python packages the tests use: jsonschema (to check `formsh export` and to run a server
# validating against it), and the frameworks backends are written in, for probe's and
# vectors' conformance tests against real servers: Django, FastAPI with pydantic 2, uvicorn.
# Quick when they are already installed.
set -euo pipefail
# dask.distributed runs the cluster recipe of docs/backend-tools.md (test-check-dask.sh).
python3 -c "import dask.bag, distributed" 2>/dev/null \
  || python3 -m pip install -q "dask[distributed]" 2>/dev/null \
  || python3 -m pip install -q --break-system-packages "dask[distributed]" \
  || echo "warning: could not install dask[distributed]; test-check-dask.sh will be skipped" >&2
python3 -c "import importlib.util as u, importlib.metadata as m; assert all(u.find_spec(p) for p in ['jsonschema', 'django', 'fastapi', 'pydantic', 'uvicorn']); assert m.version('pydantic').startswith('2')" 2>/dev/null && exit 0
packages=(jsonschema "django>=4.2" "fastapi>=0.100" "pydantic>=2,<3" uvicorn)
python3 -m pip install -q "${packages[@]}" 2>/dev/null || python3 -m pip install -q --break-system-packages "${packages[@]}"
