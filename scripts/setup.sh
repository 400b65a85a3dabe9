#!/usr/bin/env bash
# Set up everything Korttipöytä needs on a Debian/Ubuntu machine: the system libraries Qt
# loads, a virtual environment in .venv, and the package with its test tools.
set -euo pipefail
cd "$(dirname "$0")/.."

qt_libs=(
  python3 python3-venv python3-pip
  libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libdbus-1-3
  libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-shape0 libxcb-xkb1 libxcb-randr0 libx11-xcb1 fonts-dejavu-core
)
missing=()
for pkg in "${qt_libs[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  echo "Installing system packages: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

python=${PYTHON:-python3}
[[ -x .venv/bin/python ]] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
