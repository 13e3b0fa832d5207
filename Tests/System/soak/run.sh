#!/usr/bin/env bash
# The soak (make soak): one formsh process takes 10,000 scripted inputs across the sample
# forms against the built-in mock (driver.py), then `formsh serve` answers 10,000 requests
# from 20 concurrent clients (serve_load.py). Each fails when memory grows by 10% or more
# between the first 1,000 and the end, on any error, and when the value store runs out.
# Loopback only; bounded in count and time.
#
#   Tests/System/soak/run.sh [--long] [--short]
#     --long    100,000 inputs and 100,000 requests
#     --short   1,000 inputs and 1,000 requests (what test-soak-short.sh runs)
set -uo pipefail
source "$(dirname "$0")/../lib/common.sh"
cd "$FORMSH_ROOT" || exit 1
inputs=10000 requests=10000 warm_inputs=1000 warm_requests=1000
case "${1:-}" in
  --long) inputs=100000 requests=100000 ;;
  --short) inputs=1000 requests=1000 warm_inputs=300 warm_requests=300 ;;
  "") ;;
  *) echo "usage: Tests/System/soak/run.sh [--long|--short]" >&2; exit 2 ;;
esac
if [ ! -x "$FORMSH" ]; then
  echo "soak: $FORMSH is missing (swift build --product formsh)" >&2
  exit 2
fi
# A private copy: another build may replace the binary while the soak runs.
dir=$(mktemp -d "${TMPDIR:-/tmp}/formsh-soak.XXXXXX")
trap 'rm -rf -- "$dir"' EXIT
cp "$FORMSH" "$dir/formsh" || exit 2
export SWIFT_BACKTRACE=enable=no
status=0
timeout 900 python3 Tests/System/soak/driver.py "$dir/formsh" --inputs "$inputs" --warmup "$warm_inputs" --log "$dir/client.log" || status=1
timeout 900 python3 Tests/System/soak/serve_load.py "$dir/formsh" --requests "$requests" --clients 20 --warmup "$warm_requests" || status=1
[ $status -eq 0 ] && echo "soak: passed" || echo "soak: FAILED (see the lines marked FAIL above)"
exit $status
