"""The house's import graph, read from the source: no circle anywhere in the package, the
scripts or the benchmarks, and every import goes down the layers (``docs/ARCHITECTURE.md``)."""

from __future__ import annotations

import graphlib
from pathlib import Path

import pytest
from test_purity import imported_modules

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("skruuvi_gui", "benchmarks", "scripts", "installer")

#: The package's layers, lowest first; a module may import its own layer and those below.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"cards", "storage", "file_names", "output_log", "paths", "save_writer", "progress"}),
    frozenset({"rules"}),
    frozenset({"bots"}),
    frozenset({"match", "stats", "analysis", "guide", "settings", "sim"}),
    frozenset({"ui"}),
    frozenset({"app", "selftest", "launch", "__main__"}),
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_modules() -> dict[str, Path]:
    return {
        module_name(path): path
        for folder in FOLDERS
        for path in sorted((ROOT / folder).rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def own_imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ours that ``name`` imports anywhere in its body (inside functions and
    ``TYPE_CHECKING`` blocks too); ``from package import submodule`` counts as the submodule,
    not the package's ``__init__``."""
    found = set()
    for target in imported_modules(path):
        while target and target not in modules:
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = source_modules()
    return {name: own_imports(name, path, modules) for name, path in modules.items()}


def layer(name: str) -> int | None:
    """The layer of a module of the package, ``None`` outside it."""
    parts = name.split(".")
    if parts[0] != "skruuvi_gui" or len(parts) < 2:
        return None
    for number, members in enumerate(LAYERS):
        if parts[1] in members:
            return number
    raise AssertionError(f"{name} belongs to no layer: add skruuvi_gui.{parts[1]} to LAYERS")


def test_the_graph_sees_the_imports_it_must() -> None:
    graph = import_graph()
    assert "skruuvi_gui.rules.api" in graph["skruuvi_gui.match.match"]
    assert "skruuvi_gui.ui.line_parts" in graph["skruuvi_gui.ui.skruuvi.event_lines"]
    assert "benchmarks.dds" in graph["benchmarks.skruuvi_contracts"]


def test_no_import_circle() -> None:
    try:
        graphlib.TopologicalSorter(import_graph()).prepare()
    except graphlib.CycleError as error:
        pytest.fail("import circle: " + " -> ".join(error.args[1]))


def test_every_import_goes_down_the_layers() -> None:
    upward = []
    for name, targets in import_graph().items():
        own = layer(name)
        if own is None:
            continue
        upward += [
            f"{name} -> {target}"
            for target in sorted(targets)
            if (other := layer(target)) is not None and other > own
        ]
    assert upward == []
