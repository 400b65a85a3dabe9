#!/usr/bin/env bash
# Set up with the test tools (see setup.sh), then run the linters, the type checker and the
# whole test suite offscreen; arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
.venv/bin/python -m pytest -n 2 "$@"
