"""The rules, the bots and the match layer stay free of Qt (and of anything but the standard
library), so they run headless, in worker threads and in the simulator."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import skruuvi_gui
from skruuvi_gui.bots.skruuvi import searches

PACKAGE_ROOT = Path(skruuvi_gui.__file__).parent
PURE_PACKAGES = ("rules", "bots", "match", "stats", "analysis")
#: Our own modules a pure package may use: the pure packages, the cards and file storage
#: (whose one third-party import, platformdirs, is made only when a folder is first needed).
PURE_OWN_MODULES = (
    "skruuvi_gui.cards",
    "skruuvi_gui.storage",
    *(f"skruuvi_gui.{package}" for package in PURE_PACKAGES),
)


def pure_module_files() -> list[Path]:
    return sorted(
        path for package in PURE_PACKAGES for path in (PACKAGE_ROOT / package).rglob("*.py")
    )


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Absolute names of everything the module imports, anywhere in its body; a name
    imported from a module counts as ``module.name``, so ``from pkg import sub`` is seen."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    parts = module_name(path).split(".")
    package = parts if path.name == "__init__.py" else parts[:-1]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def is_allowed(name: str) -> bool:
    top = name.partition(".")[0]
    if top in sys.stdlib_module_names or top == "__future__":
        return True
    return name == "skruuvi_gui" or any(
        name == own or name.startswith(own + ".") for own in PURE_OWN_MODULES
    )


def test_there_are_pure_modules_to_check() -> None:
    names = {module_name(path) for path in pure_module_files()}
    assert {"skruuvi_gui.rules.api", "skruuvi_gui.match.match"} <= names


@pytest.mark.parametrize("path", pure_module_files(), ids=module_name)
def test_pure_module_imports_only_the_standard_library_and_pure_modules(path: Path) -> None:
    offending = sorted(name for name in imported_modules(path) if not is_allowed(name))
    assert offending == [], f"{module_name(path)} imports {offending}"


def test_importing_every_pure_module_loads_no_qt_and_nothing_outside_the_standard_library() -> None:
    modules = [module_name(path) for path in pure_module_files()]
    script = (
        "import importlib, json, sys\n"
        "before = set(sys.modules)\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(set(sys.modules) - before)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=False,
        cwd=PACKAGE_ROOT.parent,
    )
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout)
    assert not [name for name in loaded if name.partition(".")[0] == "PySide6"]
    foreign = sorted(
        name
        for name in loaded
        if name.partition(".")[0] not in sys.stdlib_module_names
        and name.partition(".")[0] != "skruuvi_gui"
        # the package's own searches, compiled by scripts/build_native.py where it could
        and not name.startswith(searches.NATIVE_PACKAGE)
        and name != "__mp_main__"  # multiprocessing's own name for the main module
    )
    assert foreign == []
