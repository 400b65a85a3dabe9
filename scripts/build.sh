#!/usr/bin/env bash
# Build the desktop bundle from a fresh clone: set up with PyInstaller and binutils (see
# setup.sh), then installer/build.py, which ends with the bundle's own smoke test and packs it
# into dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh build
QT_QPA_PLATFORM=offscreen .venv/bin/python installer/build.py
