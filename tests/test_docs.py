"""The developers' documents name only modules that exist, and the README leads to them: a
module moved or renamed must take its mention in the map along."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("docs/ARCHITECTURE.md", "CONTRIBUTING.md")
#: The package's own folders, which the map also names without the ``skruuvi_gui/`` prefix.
SUBPACKAGES = ("rules", "bots", "match", "stats", "analysis", "ui")
#: A path in backquotes, with a folder in it: a Python file, or a folder of the package.
_PATH = re.compile(r"`([\w.-]+/[\w./-]*)`")


def named_paths(doc: str) -> list[str]:
    """The repository paths ``doc`` names in backquotes (placeholders such as ``<game>`` are
    not paths), the short ``rules/api.py`` form read as ``skruuvi_gui/rules/api.py``."""
    paths = set()
    for found in _PATH.finditer((ROOT / doc).read_text(encoding="utf-8")):
        path = found.group(1)
        if path.partition("/")[0] in SUBPACKAGES:
            path = f"skruuvi_gui/{path}"
        if path.endswith(".py") or path.startswith("skruuvi_gui/"):
            paths.add(path)
    return sorted(paths)


@pytest.mark.parametrize("doc", DOCS)
def test_every_module_named_exists(doc: str) -> None:
    paths = named_paths(doc)
    assert paths
    assert [path for path in paths if not (ROOT / path).exists()] == []


def test_the_map_follows_a_move_through_the_modules_that_make_it() -> None:
    paths = named_paths("docs/ARCHITECTURE.md")
    for module in ("ui/match_driver.py", "match/match.py", "storage.py", "bots/process.py"):
        assert f"skruuvi_gui/{module}" in paths


def test_the_readme_links_both_documents() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for doc in DOCS:
        assert f"]({doc})" in readme
