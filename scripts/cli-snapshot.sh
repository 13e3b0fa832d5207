#!/usr/bin/env bash
# What every command says and does, one file per invocation, to compare two builds when
# code moves without meaning to change behaviour (CONTRIBUTING.md, "Moving code"):
#
#   scripts/cli-snapshot.sh /tmp/formsh-before /tmp/snap-before
#   scripts/cli-snapshot.sh .build/debug/formsh /tmp/snap-after
#   diff -r /tmp/snap-before /tmp/snap-after
#
# About 170 invocations: every help text; lint, messages, export, vectors, graph and
# probe --dry-run on each form in forms/; check, diff, cover and replay on the fixtures and
# transcripts; some 60 wrong command lines with their exit statuses; piped `run --plain`
# sessions; probe and a FORM by URL against a live `formsh serve`; and `record`. Ports,
# timings, temporary folders and the checkout's path are written as PORT, T, TMP, REPO.
# Run from the repository root; about a minute.
set -u
[ $# -eq 2 ] || { echo "usage: scripts/cli-snapshot.sh FORMSH OUTDIR" >&2; exit 2; }
B=$1; O=$2; rm -rf "$O"; mkdir -p "$O"
REPO=$(pwd | sed 's#^/##')
export FORMSH_SECRET_OTP=123456 FORMSH_SECRET_OTP_2=000000 FORMSH_SECRET_CARD_NUMBER=4111111111111111
norm() { sed -E "s/127\\.0\\.0\\.1:[0-9]+/127.0.0.1:PORT/g; s/[0-9]+(\\.[0-9]+)? ?(ms|s)\\b/T/g; s#$REPO#REPO#g"; }
r() { local n=$1; shift; { timeout 60 "$B" "$@" </dev/null 2>&1; echo "exit=$?"; } | norm > "$O/$n"; }
cmds="run record replay lint messages export vectors graph probe check cover diff serve completion help version"
r top-help --help; r noargs
for c in $cmds; do r "help-$c" help "$c"; r "dash-$c" "$c" --help; done
r replay-all replay transcripts
for f in forms/*.json; do b=$(basename "$f" .json)
  for c in lint messages export vectors graph; do r "$c-$b" "$c" "$f"; done
  r "probe-$b" probe "$f" --dry-run
done
i=0
for a in "bogus" "run" "run nofile.json" "run forms/delivery.json --timeout x" "run forms/delivery.json --timeout -1" \
 "run forms/delivery.json --endpoint ftp://x" "lint" "lint nofile" "replay nofile" "export forms/delivery.json --format nope" \
 "vectors forms/delivery.json --count x" "probe" "probe forms/delivery.json --bogus" "check" "cover" "diff" "diff a" \
 "serve" "serve forms/delivery.json --port x" "completion" "completion fish" "completion bash" "completion zsh" "help nope" \
 "record forms/delivery.json" "record forms/delivery.json -o /nonexistent/dir/x.txt" "run --plain" "graph" "messages" \
 "run forms/delivery.json --retries x" "run forms/delivery.json --header bad" "run forms/delivery.json --scenario nofile" \
 "vectors forms/delivery.json --seed x" "lint forms/delivery.json --strict" "replay transcripts --bogus" "--version" "-h" \
 "run forms/delivery.json --plain --bogus" "export" "probe forms/delivery.json --dry-run --cases x"; do
  # Each line is split into its words on purpose.
  i=$((i+1)); r "bad-$i" $a; echo "$a" >> "$O/bad-index"; done
p() { local n=$1 f=$2; shift 2; { printf "$@" | timeout 60 "$B" run "$f" --plain 2>&1; echo "exit=$?"; } | norm > "$O/plain-$n"; }
p 1 forms/delivery.json 'pickup\n\n\n:payload\n:submit\n'
p 2 forms/delivery.json '1\n:quit\n'
p 3 forms/delivery.json ':help\n:show\n:quit\n'
p 4 forms/kitchen_sink.json ':show\n:quit\n'
# tools on fixtures
F=Tests/Fixtures
r check-1 check $F/check/form.json $F/check/payloads.jsonl
r check-2 check $F/check/form.json $F/check/payloads.jsonl --json
r check-3 check $F/check/form.json $F/check/payloads.jsonl --summary
r check-4 check $F/check/form.json $F/check/payloads.jsonl --jobs 2
r check-5 check $F/check/form.json $F/check/rows/rows.jsonl --payload /payload --id /id
r check-6 check $F/check/form.json $F/check/rows/rows.jsonl --payload /payload --id /id --json
r check-7 check $F/check/form.json $F/check/payloads.jsonl --max-line 10
r check-8 check $F/check/form.json $F/check/payloads.jsonl --jobs 0
r check-9 check $F/check/form.json --vectors /dev/null
r check-10 check $F/check/form.json $F/check/payloads.jsonl --payload x
r check-11 check $F/check/form.json nofile.jsonl
for b in $F/bad/payloads/*.jsonl; do r "check-bad-$(basename $b)" check $F/check/form.json $b; done
r diff-1 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json
r diff-2 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --json
r diff-3 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --format markdown
r diff-4 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --payloads $F/diff/stored.jsonl
r diff-5 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --payloads $F/diff/stored-rows.jsonl --payload /payload --id /id
r diff-6 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --fail-on wording
r diff-7 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --json --format text
r diff-8 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --payload /p
r diff-9 diff $F/diff/delivery_1.1.json $F/diff/delivery_1.2.json --fail-on x
r cover-1 cover forms/loan_application.json transcripts
r cover-2 cover forms/delivery.json transcripts --json --min 50
r cover-3 cover forms/delivery.json transcripts --min 101
r replay-list replay transcripts --list
r replay-check replay transcripts --check
r replay-k replay transcripts -k delivery --jobs 1
r replay-shard replay transcripts --shard 2/3 --jobs 1
r replay-bad1 replay transcripts --shard 4/3
r replay-bad2 replay transcripts --update --check
r replay-bad3 replay transcripts --format x
r replay-bad4 replay transcripts --durations -1
r graph-dot graph forms/delivery.json --format dot
r graph-json graph forms/delivery.json --json
r graph-bad graph forms/delivery.json --format x
r messages-json messages forms/loan_application.json --json
r lint-json lint forms/loan_application.json forms/delivery.json nofile.json --json
r lint-cv lint forms/delivery.json --client-version x
r vectors-cases vectors forms/loan_application.json --cases spaces,types
r vectors-only vectors forms/loan_application.json --only nope
r probe-noend probe forms/delivery.json
r probe-badend probe forms/delivery.json --endpoint ftp://x
r probe-jobs probe forms/delivery.json --endpoint http://127.0.0.1:1/ --jobs 99
r probe-delay probe forms/delivery.json --endpoint http://127.0.0.1:1/ --delay x
r probe-valid probe forms/delivery.json --dry-run --valid nofile.json
r probe-headers probe forms/delivery.json --endpoint http://127.0.0.1:1/ --header "X-A: b" --header-env "X-B=NOPE_VAR" --timeout 1
r probe-unreach probe forms/delivery.json --endpoint http://127.0.0.1:1/ --header "X-A: b" --timeout 1 --only address
r serve-port serve --port 99999
r serve-scen serve --scenario nofile.json
r serve-extra serve x
r record-url record http://x/f.json -o /tmp/x.t --scenario-out /tmp/s.json
r run-cv run forms/delivery.json --client-version x
r run-empty-end run forms/delivery.json --endpoint ""
r typo1 lnt
r typo2 --jsn
r typo3 lint forms/delivery.json --jsn
# probe and run against a real serve
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$B" serve --port "$PORT" --forms forms > "$O/serve-log.raw" 2>&1 & SP=$!
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/"$PORT") 2>/dev/null && break; sleep 0.1; done
r probe-live probe forms/delivery.json --endpoint http://127.0.0.1:"$PORT"/api/v1/delivery --jobs 1
r probe-live-json probe forms/delivery.json --endpoint http://127.0.0.1:"$PORT"/api/v1/delivery --json --jobs 1
r run-url-plain run http://127.0.0.1:"$PORT"/forms/delivery.json --plain --verbose
r run-url-404 run http://127.0.0.1:"$PORT"/nope.json --plain
kill -INT $SP; wait $SP; echo "serve exit=$?" >> "$O/serve-log.raw"
norm < "$O/serve-log.raw" > "$O/serve-log"; rm "$O/serve-log.raw"
# record
T=$(mktemp -d)
{ printf 'pickup\n\n\n:submit\n' | timeout 60 "$B" record forms/delivery.json -o "$T/rec.t" --plain 2>&1; echo "exit=$?"; } | sed "s#$T#TMP#g" | norm > "$O/record-out"
sed "s#$T#TMP#g" "$T/rec.t" | norm > "$O/record-file"
{ printf 'pickup\n\n\n:submit\n' | timeout 60 "$B" record forms/delivery.json -o "$T/rec2.t" --scenario-out "$T/s.json" --plain 2>&1; echo "exit=$?"; } | sed "s#$T#TMP#g" | norm > "$O/record2-out"
sed "s#$T#TMP#g" "$T/rec2.t" | norm > "$O/record2-file"; sed "s#$T#TMP#g" "$T/s.json" | norm > "$O/record2-scenario"
rm -rf "$T"
