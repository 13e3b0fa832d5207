#!/usr/bin/env bash
# Replays every input the fuzzers kept (fuzz/regressions/<target>/*):
#  1. through the formsh CLI (lint, check, run, replay, serve; see
#     faults/replay_regressions.py): no crash, no hang, an exit status the command may give;
#  2. through the fuzz binaries themselves when they are built (fuzz/build.sh; set
#     FORMSH_FUZZ_BUILD=1 to build them here, a few minutes the first time), with
#     FUZZ_STRICT=1 so that every invariant counts. Inputs listed in fuzz/regressions/OPEN
#     are bugs reported and still open: expected failures (XFAIL) unless FORMSH_STRICT=1.
#     Without FORMSH_FUZZ_BUILD every target's sources are still type-checked against the
#     modules of `swift build` (fuzz/build.sh --typecheck, seconds), so that a change to
#     the code they fuzz cannot leave `make fuzz` broken unnoticed.
source "$(dirname "$0")/faults/lib.sh"
r_init "fuzz regressions replay without a crash or a hang"
r_private_binary "$R_DIR/formsh" || r_stop "cannot copy $FORMSH"

# ---- 1. the CLI ------------------------------------------------------------------------
r_serve --port 0 --forms forms || r_stop "formsh serve does not start"
plain_port=$R_SERVE_PORT plain_pid=$R_SERVE_PID
r_serve --port 0 --scenario forms/card_transfer/flow.json || r_stop "formsh serve --scenario does not start"
scenario_port=$R_SERVE_PORT scenario_pid=$R_SERVE_PID
mkdir -p "$R_DIR/work/answers"
r_rawserver --responses "$R_DIR/work/answers" || r_stop "the raw answer server does not start"
if ! python3 "$R_FAULTS/replay_regressions.py" "$FORMSH" "$plain_port" "$scenario_port" "$R_RAW_PORT" "$R_DIR/work"; then
  r_fail "a kept fuzz input fails through the CLI (lines marked FAIL above)"
fi
kill -0 "$plain_pid" 2>/dev/null || r_fail "formsh serve died while answering the kept http inputs"
kill -0 "$scenario_pid" 2>/dev/null || r_fail "formsh serve --scenario died while answering the kept http inputs"

# ---- 2. the fuzz binaries ---------------------------------------------------------------
if [ -n "${FORMSH_FUZZ_BUILD:-}" ]; then
  bash fuzz/build.sh 2> >(grep -v 'Cannot export local symbol' >&2) || r_fail "fuzz/build.sh failed"
else
  bash fuzz/build.sh --typecheck || r_fail "the fuzz targets do not compile against the current sources (fuzz/build.sh --typecheck)"
fi
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 FORMSH_REPO=$R_ROOT FUZZ_STRICT=1
xfail=0 xpass=0 ran=0
for dir in fuzz/regressions/*/; do
  t=$(basename "$dir")
  bin=fuzz/.build/bin/fuzz_$t
  if [ ! -x "$bin" ]; then
    echo "  note  fuzz_$t is not built (fuzz/build.sh $t): its inputs were replayed through the CLI only"
    continue
  fi
  if [ -n "$(find Sources fuzz/targets -newer "$bin" -name '*.swift' -print -quit)" ]; then
    echo "  note  fuzz_$t is older than the sources (FORMSH_FUZZ_BUILD=1 rebuilds it)"
  fi
  for f in "$dir"*; do
    [ -f "$f" ] || continue
    rel=$t/$(basename "$f")
    bug=$(awk -v k="$rel" '$1 == k {print $2}' fuzz/regressions/OPEN 2>/dev/null)
    ran=$((ran + 1))
    status=0
    timeout 60 "$bin" -timeout=30 -rss_limit_mb=3072 "$f" >"$R_DIR/fuzz.log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
      if [ -n "$bug" ]; then xpass=$((xpass + 1)); echo "  XPASS fuzz $rel: open bug $bug looks fixed; remove its line from fuzz/regressions/OPEN"
      else echo "  ok    fuzz $rel"; fi
    else
      why=$(grep -m1 -E 'FUZZ INVARIANT|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error|timeout' "$R_DIR/fuzz.log")
      if [ -n "$bug" ] && [ -z "${FORMSH_STRICT:-}" ]; then
        xfail=$((xfail + 1)); echo "  XFAIL fuzz $rel (open bug $bug): ${why:-failed}"
      else
        r_fail "fuzz_$t fails on $f: ${why:-exit status $status}"
        r_show "$R_DIR/fuzz.log" "fuzz_$t $rel"
      fi
    fi
  done
done
echo "fuzz binaries: $ran inputs, $xfail expected failures (open bugs), $xpass fixed since"
r_pass
