#!/usr/bin/env bash
# The bad-input corpus (Tests/Fixtures/bad/cases.tsv): schemas, payloads, transcripts,
# scenarios, HTTP requests to `formsh serve` and HTTP answers to the client, malformed on
# purpose. Each case must end with its exact exit status and its message (or skip
# report), within its time limit, without a crash. Cases marked `open:BUG` are bugs
# already reported: they are expected to fail (XFAIL) and fail the test only with
# FORMSH_STRICT=1; when one starts to pass, the output says so (XPASS).
#
#   bash Tests/System/test-bad-inputs.sh [ID-PATTERN]     (a grep -E pattern on the case id)
source "$(dirname "$0")/faults/lib.sh"
r_init "bad inputs: exact exit status and message, no crash, no hang"
filter=${1:-}

BAD=Tests/Fixtures/bad
GEN="$R_DIR/gen"
T="$R_DIR/transcripts"
BIN="$R_DIR/bin"
mkdir -p "$BIN" "$T" "$R_DIR/cases"
r_private_binary "$BIN/formsh" || r_stop "cannot copy $FORMSH"
cat > "$BIN/rawclient" <<RC
#!/usr/bin/env bash
exec python3 "$R_FAULTS/rawclient.py" "\$@"
RC
chmod +x "$BIN/rawclient"
export PATH="$BIN:$PATH" BAD GEN T
cp "$BAD"/transcripts/*.t "$T"/   # replay writes NAME.t.actual beside a failing transcript
python3 "$BAD/generate.py" "$GEN" || r_stop "cannot generate the big inputs"

r_serve --port 0 --forms forms || r_stop "formsh serve does not start"
r_rawserver --responses "$BAD/responses" || r_stop "the raw answer server does not start"
export SERVE=$R_SERVE_PORT RAW=$R_RAW_PORT

have_time=0
[ -x /usr/bin/time ] && have_time=1
passed=0 failed=0 xfail=0 xpass=0
while IFS=$'\t' read -r -a row; do
  [ ${#row[@]} -ge 3 ] || continue
  id=${row[0]} want=${row[1]} cmd=${row[2]}
  case $id in ''|'#'*) continue ;; esac
  if [ -n "$filter" ] && ! [[ $id =~ $filter ]]; then continue; fi
  checks=("${row[@]:3}")
  limit=30 open="" rss_max=""
  for c in "${checks[@]}"; do
    case $c in
      timeout:*) limit=${c#timeout:} ;;
      open:*) open=${c#open:} ;;
      rss\<*) rss_max=${c#rss<} ;;
    esac
  done
  out="$R_DIR/cases/$id.out" err="$R_DIR/cases/$id.err" rssf="$R_DIR/cases/$id.rss"
  started=$(date +%s%N)
  if [ $have_time = 1 ]; then
    timeout -k 5 "$limit" /usr/bin/time -f '%M' -o "$rssf" bash -c "$cmd" >"$out" 2>"$err"
  else
    timeout -k 5 "$limit" bash -c "$cmd" >"$out" 2>"$err"
  fi
  rc=$?
  ms=$(( ($(date +%s%N) - started) / 1000000 ))
  problems=()
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    problems+=("no answer within ${limit}s (hang or far too slow)")
  elif [ "$rc" != "$want" ]; then
    problems+=("exit $rc, expected $want")
  fi
  if grep -qE "$R_CRASH_RE" "$out" "$err" 2>/dev/null; then problems+=("crash text in the output: $(grep -hoE "$R_CRASH_RE" "$out" "$err" | head -1)"); fi
  for c in "${checks[@]}"; do
    c=${c//\$BAD/$BAD}; c=${c//\$GEN/$GEN}; c=${c//\$T/$T}
    case $c in
      timeout:*|open:*) ;;
      rss\<*)
        if [ $have_time = 1 ]; then
          kb=$(tail -1 "$rssf" 2>/dev/null)
          [ -n "$kb" ] && [ "$kb" -lt "$rss_max" ] || problems+=("peak memory ${kb:-?} kB, expected under $rss_max kB")
        fi ;;
      nobyte:*)
        hex=${c#nobyte:}
        if LC_ALL=C grep -qaP "\\x$hex" "$out" "$err"; then problems+=("byte 0x$hex reached the output"); fi ;;
      out~*|err~*|any~*|!out~*|!err~*|!any~*)
        neg=0; [ "${c:0:1}" = "!" ] && { neg=1; c=${c:1}; }
        stream=${c%%~*} text=${c#*~}
        files=("$out"); [ "$stream" = err ] && files=("$err"); [ "$stream" = any ] && files=("$out" "$err")
        if grep -qaF -- "$text" "${files[@]}"; then found=1; else found=0; fi
        if [ $neg = 0 ] && [ $found = 0 ]; then problems+=("$stream lacks: $text"); fi
        if [ $neg = 1 ] && [ $found = 1 ]; then problems+=("$stream must not contain: $text"); fi ;;
      out=*|err=*)
        stream=${c%%=*} text=${c#*=}
        file=$out; [ "$stream" = err ] && file=$err
        grep -qaxF -- "$text" "$file" || problems+=("$stream has no line: $text") ;;
      *) problems+=("unknown check '$c' in cases.tsv") ;;
    esac
  done
  if [ ${#problems[@]} -eq 0 ]; then
    if [ -n "$open" ]; then
      xpass=$((xpass + 1)); echo "  XPASS $id (${ms} ms): open bug $open looks fixed; remove open:$open from cases.tsv"
    else
      passed=$((passed + 1))
      [ -n "${VERBOSE:-}" ] && echo "  ok    $id (${ms} ms)"
    fi
  elif [ -n "$open" ] && [ -z "${FORMSH_STRICT:-}" ]; then
    xfail=$((xfail + 1)); echo "  XFAIL $id (${ms} ms, open bug $open): ${problems[0]}"
  else
    failed=$((failed + 1))
    r_fail "$id: $(IFS='; '; echo "${problems[*]}")"
    echo "    command: $cmd" >&2
    echo "    ---- stdout (last 8 lines) ----" >&2; tail -n 8 "$out" | cut -c1-300 >&2
    echo "    ---- stderr (last 8 lines) ----" >&2; tail -n 8 "$err" | cut -c1-300 >&2
  fi
done < "$BAD/cases.tsv"

# The mock kept serving through every bad request.
kill -0 "$R_SERVE_PID" 2>/dev/null || r_fail "formsh serve died during the request cases"
echo "bad inputs: $passed passed, $failed failed, $xfail expected failures (open bugs), $xpass fixed since"
r_pass
