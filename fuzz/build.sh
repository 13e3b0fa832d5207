#!/usr/bin/env bash
# Builds the libFuzzer targets into fuzz/.build/bin (incrementally: a module is rebuilt
# only when one of its sources is newer than its library).
#
#   fuzz/build.sh [TARGET...]              default: every target
#   fuzz/build.sh --typecheck [TARGET...]  only type-check each target's sources against
#                                          the modules of `swift build` (seconds, no sanitizer:
#                                          what `make test` runs, so the targets keep up with
#                                          the code they fuzz)
#
# Recipe: the C target (CFormNative) is compiled with clang -fsanitize=fuzzer-no-link,address;
# FormSystem, FormCore, FormTools and FormServe become static libraries compiled with swiftc
# -sanitize=fuzzer,address and one -package-name (FormServe with -enable-testing so the entry
# files can reach internal API); each target is one small entry file in fuzz/targets plus
# fuzz/targets/Common.swift, linked with libFuzzer's main. The transcript target compiles
# the FormReplay files it needs (REPLAY_FILES) straight into its own module, over FormCore
# (FormReplay as a whole depends on FormShell, readline and libcurl).
# FUZZ_OPT=-Onone for a quicker, slower-running build.
set -euo pipefail
cd "$(dirname "$0")/.."
TYPECHECK=0
if [ "${1:-}" = "--typecheck" ]; then
  TYPECHECK=1; shift
  # The package name `swift build` compiled its modules with (for `package` declarations).
  SPM_PACKAGE=$(grep -o -- '-package-name","[^"]*' .build/debug.yaml 2>/dev/null | head -1 | cut -d'"' -f3)
  [ -n "$SPM_PACKAGE" ] || { echo "fuzz/build: no .build/debug.yaml: swift build first" >&2; exit 1; }
fi
ROOT=$PWD
B=fuzz/.build
OPT=${FUZZ_OPT:--O}
SAN=("-sanitize=fuzzer,address")
ALL_TARGETS=(schema rules payload transcript http response scenario regex grapheme)
mkdir -p "$B/obj" "$B/cmod" "$B/mod" "$B/lib" "$B/bin"

say() { printf 'fuzz/build: %s\n' "$*" >&2; }
# newer OUT SRC...: true when OUT is missing or any SRC is newer.
newer() {
  local out=$1; shift
  [ -e "$out" ] || return 0
  [ -n "$(find "$@" -newer "$out" -print -quit 2>/dev/null)" ]
}

# ---- CFormNative (C) -------------------------------------------------------------
cat > "$B/cmod/module.modulemap.new" <<MAP
module CFormNative {
  header "$ROOT/Sources/CFormNative/include/formsh_native.h"
  export *
}
MAP
if ! cmp -s "$B/cmod/module.modulemap.new" "$B/cmod/module.modulemap" 2>/dev/null; then
  mv "$B/cmod/module.modulemap.new" "$B/cmod/module.modulemap"
else
  rm -f "$B/cmod/module.modulemap.new"
fi
# heap.c is left out: its free and realloc, which zero blocks for interactive sessions,
# would hand ASan's blocks to glibc ("free(): invalid pointer").
COBJS=()
[ $TYPECHECK = 1 ] || for c in Sources/CFormNative/*.c; do
  [ "$(basename "$c")" = heap.c ] && continue
  o="$B/obj/$(basename "$c" .c).o"
  if newer "$o" "$c" Sources/CFormNative/include Sources/CFormNative/*.h; then
    say "cc $c"
    clang -c -g -O1 -fsanitize=fuzzer-no-link,address -I Sources/CFormNative/include "$c" -o "$o"
  fi
  COBJS+=("$o")
done
# ICU is opened at run time by Sources/CFormNative/icu.c.

# ---- Swift libraries ---------------------------------------------------------------
# swiftlib NAME EXTRA_FLAGS... -- SOURCES...
swiftlib() {
  local name=$1; shift
  local flags=()
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
  local lib="$B/lib/lib$name.a"
  if newer "$lib" "$@" "$B/mod"; then
    say "swiftc $name (${#@} files)"
    swiftc -parse-as-library -emit-library -static -emit-module -module-name "$name" -package-name formsh -wmo "$OPT" -g "${SAN[@]}" \
      -I "$B/cmod" -I "$B/mod" "${flags[@]}" "$@" -o "$lib.tmp" -emit-module-path "$B/mod/$name.swiftmodule.tmp"
    mv "$B/mod/$name.swiftmodule.tmp" "$B/mod/$name.swiftmodule"
    for ext in swiftdoc swiftsourceinfo abi.json; do
      [ -e "$B/mod/$name.swiftmodule.tmp.$ext" ] && mv "$B/mod/$name.swiftmodule.tmp.$ext" "$B/mod/$name.$ext" || true
    done
    mv "$lib.tmp" "$lib"
  fi
}

need_core=0 need_serve=0 need_tools=0
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${ALL_TARGETS[@]}")
for t in "${targets[@]}"; do
  case $t in
    schema) need_core=1; need_tools=1 ;;
    rules|payload|transcript|response|grapheme) need_core=1 ;;
    http|scenario) need_core=1; need_serve=1 ;;
    regex) ;;
    *) say "unknown target $t (targets: ${ALL_TARGETS[*]})"; exit 2 ;;
  esac
done

[ $TYPECHECK = 1 ] && need_core=0 need_tools=0 need_serve=0
if [ $need_core = 1 ]; then
  mapfile -t SYSTEM_SRC < <(find Sources/FormSystem -name '*.swift' | sort)
  swiftlib FormSystem -- "${SYSTEM_SRC[@]}"
  mapfile -t CORE_SRC < <(find Sources/FormCore -name '*.swift' | sort)
  swiftlib FormCore -- "${CORE_SRC[@]}"
fi
if [ $need_tools = 1 ]; then
  mapfile -t TOOLS_SRC < <(find Sources/FormTools -name '*.swift' | sort)
  swiftlib FormTools -- "${TOOLS_SRC[@]}"
fi
if [ $need_serve = 1 ]; then
  mapfile -t SERVE_SRC < <(find Sources/FormServe -name '*.swift' | sort)
  swiftlib FormServe -enable-testing -- "${SERVE_SRC[@]}"
fi

# ---- targets -------------------------------------------------------------------------
# The FormReplay files the transcript target compiles in, by name: found wherever they are
# in Sources/FormReplay, so moving a file between its folders does not break the build.
REPLAY_FILES=(Transcript TranscriptLine TranscriptSession TranscriptProblem TranscriptError TranscriptSyntax LinePattern
              RegexPlaceholder InlineSyntax InputTemplate ShellWords Matcher Matcher+Cost Matcher+Glob AlignmentStep
              ActualLine SessionResult)
# add_replay_file NAME: appends the one Sources/FormReplay/**/NAME.swift to srcs.
add_replay_file() {
  local found
  mapfile -t found < <(find Sources/FormReplay -name "$1.swift")
  [ "${#found[@]}" -eq 1 ] || { say "Sources/FormReplay has ${#found[@]} files named $1.swift, not one"; exit 1; }
  srcs+=("${found[0]}")
}
exe() {
  local t=$1 entry=$2; shift 2
  local out="$B/bin/fuzz_$t"
  local srcs=(fuzz/targets/Common.swift "fuzz/targets/$entry")
  case $t in
    schema|rules|payload) srcs+=(fuzz/targets/Payloads.swift) ;;
    regex) srcs+=(Sources/FormCore/Regex/*.swift) ;;
    transcript) for f in "${REPLAY_FILES[@]}"; do add_replay_file "$f"; done ;;
  esac
  if [ $TYPECHECK = 1 ]; then
    say "type-check fuzz_$t"
    swiftc -typecheck -parse-as-library -module-name "Fuzz_$t" -package-name "$SPM_PACKAGE" -I "$B/cmod" \
      -I .build/debug/Modules "${srcs[@]}"
    return
  fi
  local libs=() cobjs=("${COBJS[@]}")
  case $t in
    schema) libs=("$B/lib/libFormTools.a" "$B/lib/libFormCore.a" "$B/lib/libFormSystem.a") ;;
    rules|payload|transcript|response|grapheme) libs=("$B/lib/libFormCore.a" "$B/lib/libFormSystem.a") ;;
    http|scenario) libs=("$B/lib/libFormServe.a" "$B/lib/libFormCore.a" "$B/lib/libFormSystem.a") ;;
    # ICU, and what icu.c needs to end the process when ICU is missing (library.c).
    regex) cobjs=("$B/obj/regex.o" "$B/obj/icu.o" "$B/obj/library.o" "$B/obj/region.o" "$B/obj/signals.o") ;;
  esac
  if newer "$out" "${srcs[@]}" "${libs[@]}" "${cobjs[@]}"; then
    say "link fuzz_$t"
    swiftc -parse-as-library -module-name "Fuzz_$t" -package-name formsh -wmo "$OPT" -g "${SAN[@]}" -I "$B/cmod" -I "$B/mod" \
      "${srcs[@]}" "${libs[@]}" "${cobjs[@]}" -use-ld=lld -o "$out.tmp"
    mv "$out.tmp" "$out"
  fi
}
for t in "${targets[@]}"; do
  case $t in
    schema) exe schema FuzzSchema.swift ;;
    rules) exe rules FuzzRules.swift ;;
    payload) exe payload FuzzPayload.swift ;;
    transcript) exe transcript FuzzTranscript.swift ;;
    http) exe http FuzzHTTP.swift ;;
    response) exe response FuzzResponse.swift ;;
    scenario) exe scenario FuzzScenario.swift ;;
    regex) exe regex FuzzRegex.swift ;;
    grapheme) exe grapheme FuzzGrapheme.swift ;;
  esac
done
if [ $TYPECHECK = 1 ]; then say "type-checked: ${targets[*]}"; else say "built: ${targets[*]}"; fi
