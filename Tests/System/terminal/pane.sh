#!/usr/bin/env bash
# Runs inside a tmux pane for the terminal tests (see lib.sh). Usage:
#   pane.sh DIR COMMAND [ARG...]
# Creates DIR/ready, waits until DIR/go exists (so a test can look at the terminal before the command
# starts), runs COMMAND with its pid in DIR/pid, writes its exit status (128 + N when
# a signal ended it, as a shell reports it) to DIR/status, prints `EXIT=N` and then
# keeps the pane's terminal open, so the test can still inspect the tty afterwards.
dir=$1
shift
# Running here means tmux has set up the terminal (its settings are final): say so.
: > "$dir/ready"
tries=0
while [ ! -e "$dir/go" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 600 ]; then echo "pane.sh: no go signal within 30 s" > "$dir/status"; exit 1; fi
  sleep 0.05
done
# The inner bash writes its own pid, then becomes COMMAND (exec keeps the pid).
bash -c 'echo "$$" > "$0/pid.tmp" && mv "$0/pid.tmp" "$0/pid" && exec "$@"' "$dir" "$@"
status=$?
echo "$status" > "$dir/status.tmp" && mv "$dir/status.tmp" "$dir/status"
echo "EXIT=$status"
# Keep the terminal open until the test's tmux server goes away (it kills this).
exec sleep 600
