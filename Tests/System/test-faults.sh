#!/usr/bin/env bash
# Fault injection against the client (docs/contract.md, "Submission" "no connection, timeout" and "other
# status"; bodies over 1 MiB refused; redirects not followed): a raw-socket server on
# 127.0.0.1 misbehaves in one way per run, and
#   formsh forms/delivery.json --endpoint http://127.0.0.1:PORT/once/FAULT --timeout 2
# is driven in plain mode through a pipe: pickup, empty, empty, :submit, :payload, then
# :submit again (the server is healthy after its first answer) or `:endpoint URL` of a
# healthy one and :submit, then end of input. In each run: a clear message, the values
# kept (:payload shows them), the retry sends the same payload with the same
# Idempotency-Key and completes (exit 0), no crash, no hang.
source "$(dirname "$0")/faults/lib.sh"
r_init "network faults: clear message, values kept, retry works"
r_private_binary "$R_DIR/formsh" || r_stop "cannot copy $FORMSH"

LOG="$R_DIR/requests.jsonl"
r_rawserver --log "$LOG" || r_stop "cannot start the fault server"
PORT=$R_RAW_PORT
BASE="http://127.0.0.1:$PORT"
PAYLOAD='{"delivery_type":"pickup"}'

# fault NAME ENDPOINT RETRY MESSAGE_ERE [more input...]
#   RETRY: "submit" (same endpoint, healthy now) or a URL for :endpoint.
fault() {
  local name=$1 endpoint=$2 retry=$3 want=$4
  local out="$R_DIR/$name.out" input rc started took
  input=$'pickup\n\n\n:submit\n:payload\n'
  if [ "$retry" = submit ]; then input+=$':submit\n'; else input+=":endpoint $retry"$'\n:submit\n'; fi
  started=$(date +%s)
  printf '%s' "$input" | timeout 40 "$FORMSH" forms/delivery.json --endpoint "$endpoint" --timeout 2 >"$out" 2>&1
  rc=$?
  took=$(( $(date +%s) - started ))
  if r_crashed $rc || grep -qE "$R_CRASH_RE" "$out"; then r_fail "$name: crashed or hung (exit $rc)"; r_show "$out"; return; fi
  grep -qE "$want" "$out" || { r_fail "$name: no message matching /$want/"; r_show "$out"; }
  grep -qF "Your values are kept; :submit retries." "$out" || { r_fail "$name: the message does not say the values are kept"; r_show "$out"; }
  grep -qxF "  $PAYLOAD" "$out" || { r_fail "$name: :payload does not show $PAYLOAD after the failure"; r_show "$out"; }
  grep -qxF "Submitted (HTTP 200)." "$out" || { r_fail "$name: the retry did not complete"; r_show "$out"; }
  [ $rc -eq 0 ] || { r_fail "$name: exit $rc, expected 0 after a successful retry"; r_show "$out"; }
  grep -q 'JUNK-AFTER' "$out" && r_fail "$name: bytes after Content-Length reached the screen"
  [ $took -le 25 ] || r_fail "$name: took ${took}s (a 2 s timeout should bound each attempt)"
  echo "  ok  $name (${took}s)"
}

# The retry carried the same payload, with the same Idempotency-Key as the failed
# attempt when that attempt reached the server (docs/contract.md, "Submission").
same_key() {
  local path=$1
  python3 - "$LOG" "$path" "$PAYLOAD" <<'PY' || r_fail "retry at $path: $(cat "$R_DIR/key.err")"
import json, sys
log, path, payload = sys.argv[1:]
entries = [json.loads(l) for l in open(log) if json.loads(l)["path"] == path]
problems = []
if len(entries) != 2:
    problems.append(f"{len(entries)} requests reached {path}, expected 2")
for e in entries:
    if e["body"] != payload:
        problems.append(f"body {e['body'][:80]!r}, expected {payload}")
keys = {e["headers"].get("idempotency-key") for e in entries}
if len(keys) != 1 or None in keys:
    problems.append(f"Idempotency-Key differs between the attempt and the retry: {sorted(map(str, keys))}")
if problems:
    open(sys.argv[1].rsplit("/", 1)[0] + "/key.err", "w").write("; ".join(problems))
    sys.exit(1)
PY
}

REFUSED=$(r_free_port)
fault refused "http://127.0.0.1:$REFUSED/x" "$BASE/ok" "^No connection to 127\.0\.0\.1:$REFUSED: .*refused"
fault reset "$BASE/once/reset" submit '^No connection to 127\.0\.0\.1:[0-9]+: .*(reset|closed|incomplete)'
same_key /once/reset
fault silent "$BASE/once/silent" submit '^No connection to 127\.0\.0\.1:[0-9]+: .*time'
same_key /once/silent
fault silent-endpoint "$BASE/silent" "$BASE/ok" '^No connection to 127\.0\.0\.1:[0-9]+: .*time'
fault headers-no-body "$BASE/once/headers" submit '^No connection to 127\.0\.0\.1:[0-9]+: .*time'
same_key /once/headers
fault headers-then-close "$BASE/once/headers-close" submit '^No connection to 127\.0\.0\.1:[0-9]+: .*(closed|incomplete|partial)'
same_key /once/headers-close
fault body-longer-than-length "$BASE/once/longbody" submit '^The server answered HTTP 503: Service Unavailable\.'
same_key /once/longbody
fault invalid-json "$BASE/once/badjson" submit '^The server answered HTTP 422: '
same_key /once/badjson
fault body-over-1MiB "$BASE/once/big" submit '(larger than 1 MiB|over 1 MiB|too large)'
same_key /once/big
fault redirect-javascript "$BASE/once/redirect-js" submit '^The server answered HTTP 307'
same_key /once/redirect-js
fault trickle-past-timeout "$BASE/once/trickle" submit '^No connection to 127\.0\.0\.1:[0-9]+: .*time'
same_key /once/trickle

# A 2xx whose body is not JSON completes the flow (docs/contract.md, "Submission": "2xx, empty or other body").
out="$R_DIR/okbadjson.out"
printf 'pickup\n\n\n:submit\n' | timeout 30 "$FORMSH" forms/delivery.json --endpoint "$BASE/okbadjson" --timeout 2 >"$out" 2>&1
rc=$?
if [ $rc -ne 0 ] || ! grep -qxF "Submitted (HTTP 200)." "$out"; then r_fail "200 with a body that is not JSON: exit $rc"; r_show "$out"; else echo "  ok  200-invalid-json completes"; fi

# The redirect was not followed: nothing but POSTs to the fault paths reached the server.
if grep -q '"path": "javascript' "$LOG"; then r_fail "the 307 to javascript: was followed"; fi
r_pass
