#!/usr/bin/env bash
# A short soak (the full one is `make soak`, Tests/System/soak/run.sh): one formsh process
# takes 1,000 scripted inputs across the sample forms against the built-in mock, and
# `formsh serve` answers 1,000 requests from 20 concurrent clients; memory after the first
# 300 and at the end must differ by less than 10%, with no error and no "value store is
# full". Then a leak probe: 2,000 connections to `formsh serve`, one request each, that
# make the mock count graphemes (ICU) on a fresh connection thread.
source "$(dirname "$0")/faults/lib.sh"
r_init "short soak: stable memory, no error, the value store never runs out"
r_private_binary "$R_DIR/formsh" || r_stop "cannot copy $FORMSH"
SOAK="$R_ROOT/Tests/System/soak"

if ! timeout 120 python3 "$SOAK/driver.py" "$FORMSH" --inputs 1000 --warmup 300 --log "$R_DIR/client.log" >"$R_DIR/client.out" 2>&1; then
  r_fail "client soak: $(grep -m1 'FAIL' "$R_DIR/client.out" || tail -1 "$R_DIR/client.out")"
  r_show "$R_DIR/client.log" "what formsh printed"
fi
grep -v '^SOAK-' "$R_DIR/client.out"
if ! timeout 120 python3 "$SOAK/serve_load.py" "$FORMSH" --requests 1000 --clients 20 --warmup 300 >"$R_DIR/serve.out" 2>&1; then
  r_fail "serve soak: $(grep -m1 'FAIL' "$R_DIR/serve.out" || tail -1 "$R_DIR/serve.out")"
fi
grep -v '^SOAK-' "$R_DIR/serve.out" | grep -v 'by requests'

# One request per connection: each connection thread counts graphemes with its own ICU
# break iterator, which must be closed when the thread ends (it once leaked ~4.6 kB each).
if ! timeout 120 python3 "$SOAK/serve_load.py" "$FORMSH" --requests 2000 --clients 1 --warmup 500 --only 3 --no-keepalive >"$R_DIR/probe.out" 2>&1; then
  r_fail "leak probe (one request per connection): $(grep -m1 'FAIL' "$R_DIR/probe.out")"
else
  echo "leak probe: $(grep -m1 'VmRSS' "$R_DIR/probe.out" | sed 's/^serve soak: //')"
fi
r_pass
