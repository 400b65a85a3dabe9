#!/usr/bin/env bash
# Build the desktop bundle from a checkout set up by scripts/setup.sh; the build ends with the
# bundle's own smoke test. Trimming reads library dependencies with objdump (binutils).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v objdump >/dev/null; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends binutils
fi
.venv/bin/python -m pip install -q -e ".[build]"
QT_QPA_PLATFORM=offscreen .venv/bin/python installer/build.py
