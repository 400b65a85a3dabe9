#!/usr/bin/env bash
# Set up (see setup.sh) and start the card table.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/skruuvi-gui "$@"
