#!/usr/bin/env bash
# `formsh serve` stops cleanly on SIGTERM, SIGINT and SIGHUP: the C handlers of
# CFormNative/signals.c write the signal to a self-pipe, the server stops, prints
# `Stopped.` and exits 0. Were the handlers not installed, the signal would end the
# process at once (exit 143, 130 or 129) and `Stopped.` would never be printed.
source "$(dirname "$0")/faults/lib.sh"
r_init "serve stops on SIGTERM, SIGINT and SIGHUP through the C handlers"

for sig in TERM INT HUP; do
  r_serve --port 0 --forms forms || { r_fail "SIG$sig: formsh serve does not start"; continue; }
  pid=$R_SERVE_PID
  # The server answers before the signal (it is running, not merely started).
  python3 -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=10).read()" "http://127.0.0.1:$R_SERVE_PORT/forms/delivery.json" || r_fail "SIG$sig: no answer before the signal"
  kill -s "$sig" "$pid"
  for ((i = 0; i < 100; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    r_fail "SIG$sig: formsh serve still running 10 s after the signal"
  fi
  wait "$pid"
  rc=$?
  [ "$rc" -eq 0 ] || r_fail "SIG$sig: exit $rc, expected 0 (a signal exit means no handler stopped the server)"
  grep -qx "Stopped." "$R_SERVE_OUT" || { r_fail "SIG$sig: no 'Stopped.' line"; r_show "$R_SERVE_OUT"; }
  grep -q "GET /forms/delivery.json → 200" "$R_SERVE_OUT" || r_fail "SIG$sig: the request before the signal is not logged"
done
r_pass
