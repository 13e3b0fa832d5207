#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet.
# Nothing to do (exit 0) when they are all installed, whoever runs it: a CI job that
# installed them with `sudo apt-get` beforehand, as a GitHub runner does, builds as its
# own user. Otherwise: as root, apt-get; as a user with password-less sudo (CI runners),
# sudo apt-get; else it says what to install and exits 1. Off Debian (no dpkg-query) it
# says so and goes on: the build then finds the libraries or names what it misses.
set -euo pipefail
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "formsh: no dpkg-query here; make sure these are installed: $*" >&2
  exit 0
fi
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "formsh needs these Debian packages: ${missing[*]}" >&2
  echo "run: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} …"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
