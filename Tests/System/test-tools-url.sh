#!/usr/bin/env bash
# The backend tools read FORM from an http URL as from a file (docs/contract.md, "Command line"): lint, messages,
# diff, graph and export over a real loopback server print what they print for the file,
# with the same exit status; a URL that answers 404 or refuses the connection is exit 3.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.." || exit 1
dir=$(mktemp -d)
trap 'kill $server 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# A loopback server for the repository's files.
python3 - "$dir" <<'PY' &
import functools, http.server, os, sys
d = sys.argv[1]
class H(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a): pass
s = http.server.HTTPServer(("127.0.0.1", 0), functools.partial(H, directory=os.getcwd()))
open(os.path.join(d, "port"), "w").write(str(s.server_port))
s.serve_forever()
PY
server=$!
port=$(wait_for_port "$dir/port") || fail "the file server did not start"
base="http://127.0.0.1:$port"

same() { # same COMMAND-WORDS... with @ standing for the path or the URL
  local file_args=() url_args=()
  for a in "$@"; do
    if [[ $a == @* ]]; then file_args+=("${a#@}"); url_args+=("$base/${a#@}"); else file_args+=("$a"); url_args+=("$a"); fi
  done
  local a b sa sb
  a=$("$FORMSH" "${file_args[@]}" 2>&1); sa=$?
  b=$("$FORMSH" "${url_args[@]}" 2>&1); sb=$?
  [ "$sa" = "$sb" ] || fail "formsh $*: exit $sa for the file, $sb for the URL"
  [ -n "$a" ] || fail "formsh $*: no output (control)"
  [ "${a//$base\//}" = "${b//$base\//}" ] || fail "formsh $*: the URL's output differs: $b"
}
same lint @forms/kitchen_sink.json
same lint --json @Tests/Fixtures/lint/blocked-url.json
same messages @forms/loan_application.json
same messages --json @forms/kitchen_sink.json
same diff @forms/delivery.json @Tests/Fixtures/diff/delivery_1.2.json
same graph @forms/loan_application.json --format dot
same export --json-schema @forms/delivery.json

out=$("$FORMSH" lint "$base/forms/none.json" forms/delivery.json 2>&1); status=$?
[ "$status" = 3 ] || fail "lint of a 404 URL: exit $status, not 3"
grep -q "Error: cannot read $base/forms/none.json: HTTP 404" <<<"$out" || fail "no 404 message: $out"
out=$("$FORMSH" graph "http://127.0.0.1:9/forms/delivery.json" 2>&1); status=$?
[ "$status" = 3 ] || fail "graph of a refused connection: exit $status, not 3"
grep -q "Error: cannot read http://127.0.0.1:9/forms/delivery.json: " <<<"$out" || fail "no connection message: $out"
echo "test-tools-url: all checks passed"
