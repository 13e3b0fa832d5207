#!/usr/bin/env bash
# --header-env: the header reaches the server, and its value appears in no output, not
# even in errors (a refused connection, a usage error naming the variable).
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
token="tok-$RANDOM$RANDOM-secret"
dir=$(mktemp -d)
trap 'kill $server 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# A loopback server that records the headers it receives.
python3 - "$dir" <<'PY' &
import http.server, sys, os
d = sys.argv[1]
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        open(os.path.join(d, "headers"), "a").write(str(self.headers))
        self.send_response(204); self.end_headers()
    def log_message(self, *a): pass
s = http.server.HTTPServer(("127.0.0.1", 0), H)
open(os.path.join(d, "port"), "w").write(str(s.server_port))
s.serve_forever()
PY
server=$!
port=$(wait_for_port "$dir/port") || fail "the header server did not start"

out=$(printf 'pickup\n\n\n:submit\n' | X_TOKEN="$token" "$FORMSH" forms/delivery.json --endpoint "http://127.0.0.1:$port/x" --header-env "X-Token=X_TOKEN" 2>&1)
grep -q "Submitted (HTTP 204)" <<<"$out" || fail "the submission did not go through: $out"
grep -q "X-Token: $token" "$dir/headers" || fail "the server did not receive the header (control)"
grep -q "$token" <<<"$out" && fail "the token appears in the output"

out=$(printf 'pickup\n\n\n:submit\n' | X_TOKEN="$token" "$FORMSH" forms/delivery.json --endpoint "http://127.0.0.1:9/x" --header-env "X-Token=X_TOKEN" 2>&1)
grep -q "No connection to" <<<"$out" || fail "no connection message: $out"
grep -q "$token" <<<"$out" && fail "the token appears in a connection error"

out=$(printf 'pickup\n' | X_TOKEN="bad
value $token" "$FORMSH" forms/delivery.json --header-env "X-Token=X_TOKEN" 2>&1)
grep -q "X_TOKEN" <<<"$out" || fail "an invalid value is not reported by its variable: $out"
grep -q "$token" <<<"$out" && fail "the token appears in a usage error"
echo "test-header-env: all checks passed"
