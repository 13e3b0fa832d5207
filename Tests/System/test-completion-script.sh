#!/usr/bin/env bash
# `formsh completion bash` completes subcommands, options and FORM paths in a real bash;
# `make install PREFIX=…` installs the binary and the three completion scripts.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Completes COMP_WORDS in a bash that sourced the script; prints the candidates, one a line.
complete_words() {
  bash -c 'source <("$0" completion bash); COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _formsh; printf "%s\n" "${COMPREPLY[@]}"' "$FORMSH" "$@"
}
out=$(complete_words formsh li)
[ "$out" = lint ] || { echo "formsh li<Tab> gave '$out', expected lint"; exit 1; }
out=$(complete_words formsh forms/delivery.json --verb)
[ "$out" = --verbose ] || { echo "--verb<Tab> gave '$out', expected --verbose"; exit 1; }
out=$(complete_words formsh forms/card_transfer/step)
echo "$out" | grep -qx 'forms/card_transfer/step1_card.json' || { echo "a FORM path did not complete: '$out'"; exit 1; }
out=$(complete_words formsh completion z)
[ "$out" = zsh ] || { echo "completion z<Tab> gave '$out'"; exit 1; }
# Control: a word no command starts with completes to nothing.
out=$(complete_words formsh zzz)
[ -z "$out" ] || { echo "zzz<Tab> gave '$out'"; exit 1; }

if "$FORMSH" completion tcsh >/dev/null 2>"$dir/err"; then echo "completion tcsh was accepted"; exit 1; fi
grep -q "no completion for 'tcsh'" "$dir/err" || { cat "$dir/err"; exit 1; }

make -s install PREFIX="$dir/prefix" CONFIG=debug >/dev/null
for f in bin/formsh share/bash-completion/completions/formsh share/zsh/site-functions/_formsh share/fish/vendor_completions.d/formsh.fish; do
  [ -s "$dir/prefix/$f" ] || { echo "make install did not install $f"; exit 1; }
done
"$dir/prefix/bin/formsh" --version | grep -q '^formsh ' || { echo "the installed binary does not run"; exit 1; }
bash -n "$dir/prefix/share/bash-completion/completions/formsh"
if command -v zsh >/dev/null; then zsh -n "$dir/prefix/share/zsh/site-functions/_formsh"; fi
if command -v fish >/dev/null; then fish -n "$dir/prefix/share/fish/vendor_completions.d/formsh.fish"; fi
echo "ok"
