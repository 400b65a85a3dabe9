#!/usr/bin/env bash
# Set up once (see setup.sh: nothing to do, and no network needed, after the first time) and
# start the card table; arguments go to skruuvi-gui.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/skruuvi-gui "$@"
