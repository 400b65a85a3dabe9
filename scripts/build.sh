#!/usr/bin/env bash
# Build the desktop bundle from a fresh clone: set up with PyInstaller, binutils and the
# shared libpython PyInstaller bundles (see setup.sh), then installer/build.py, which ends with
# the bundle's own smoke test and packs it into dist/. PyInstaller's cache is kept in
# build/pyinstaller-cache, not in the user's ~/.cache.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh build
export PYINSTALLER_CONFIG_DIR=$PWD/build/pyinstaller-cache
QT_QPA_PLATFORM=offscreen .venv/bin/python installer/build.py
