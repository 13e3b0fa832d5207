#!/usr/bin/env bash
# docs/contract.md, "Command line": loading a form from a URL shows what is being fetched after a second, and
# Ctrl-C cancels the load at once with exit 130 (not the 30 s timeout and exit 3).
source "$(dirname "$0")/terminal/lib.sh"
t_init "Ctrl-C cancels loading a form from a URL (exit 130)"

python3 "$T_LIB_DIR/silent_server.py" "$T_DIR/port" &
server=$!
trap 'kill "$server" 2>/dev/null; t_cleanup' EXIT
port=$(wait_for_port "$T_DIR/port" "$T_TIMEOUT") || t_fail "the silent server did not start"
url="http://127.0.0.1:$port/form.json"

t_start "$url"
t_wait_text "Loading $url"
t_keys C-c
status=$(t_wait_exit) || exit 1
[ "$status" = 130 ] || t_fail "exit status after Ctrl-C during the load is $status, expected 130"
t_has_text 'cancelled' || t_fail "nothing says the load was cancelled"
t_pass
