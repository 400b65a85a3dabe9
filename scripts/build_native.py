"""Compile the Skruuvi searches with mypyc into the package ``skruuvi_native``.

The double-dummy and misère searches are the expert's hot loops, written in strict, typed
pure Python; mypyc compiles them unchanged into C extensions that search two to three times
quicker. Copies of ``relative``, ``solver`` and ``misere`` are compiled under the package
name ``skruuvi_native`` (so a build never shadows the sources it came from), stamped with the
sources' digest, and installed beside the other packages of this interpreter.
``skruuvi_gui.bots.skruuvi.searches`` uses them only while the digest matches.

    python scripts/build_native.py           # compile unless the installed copy is current
    python scripts/build_native.py --force   # compile again
    python scripts/build_native.py --remove  # back to the pure modules

Needs mypy (with mypyc), setuptools and a C compiler; ``scripts/setup.sh`` runs it and goes
on with the pure modules when it fails.
"""

from __future__ import annotations

import argparse
import importlib
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

from skruuvi_gui.bots.skruuvi import searches

SOURCES = Path(searches.__file__).parent
_OWN_IMPORT = re.compile(rf"skruuvi_gui\.bots\.skruuvi\.({'|'.join(searches.COMPILED_MODULES)})\b")
_SETUP = """
from setuptools import setup
from mypyc.build import mypycify

setup(
    name={package!r},
    packages=[{package!r}],
    ext_modules=mypycify({paths!r}, opt_level="3", group_name={package!r}),
    script_args=["build_ext", "--inplace"],
)
"""


def installed_digest(where: Path) -> str | None:
    """The digest the copy installed in ``where`` was compiled from, None when there is none."""
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); import importlib;"
        f"package = importlib.import_module({searches.NATIVE_PACKAGE!r});"
        f"importlib.import_module({searches.NATIVE_PACKAGE!r} + '.solver');"
        "print(package.SOURCE_DIGEST)"
    )
    found = subprocess.run(
        [sys.executable, "-c", probe, str(where)], capture_output=True, text=True, check=False
    )
    return found.stdout.strip() if found.returncode == 0 else None


def write_copies(folder: Path, digest: str) -> list[str]:
    """The sources copied into ``folder``, their imports of each other renamed."""
    package = folder / searches.NATIVE_PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text(
        '"""The Skruuvi searches compiled by mypyc (scripts/build_native.py)."""\n\n'
        f"SOURCE_DIGEST = {digest!r}\n",
        encoding="utf-8",
    )
    paths = []
    for name in searches.COMPILED_MODULES:
        text = (SOURCES / f"{name}.py").read_text(encoding="utf-8")
        renamed = _OWN_IMPORT.sub(rf"{searches.NATIVE_PACKAGE}.\1", text)
        if "skruuvi_gui" in renamed:  # importing the package from inside it would be circular
            raise SystemExit(f"build_native: {name}.py must import only its fellow searches")
        (package / f"{name}.py").write_text(renamed, encoding="utf-8")
        paths.append(f"{searches.NATIVE_PACKAGE}/{name}.py")
    return paths


def remove(where: Path) -> None:
    """Take an installed copy away."""
    shutil.rmtree(where / searches.NATIVE_PACKAGE, ignore_errors=True)
    for library in where.glob(f"{searches.NATIVE_PACKAGE}__mypyc*"):
        library.unlink()


def compile_into(where: Path, digest: str) -> None:
    """Compile fresh copies in a scratch folder, then put them in ``where``."""
    with tempfile.TemporaryDirectory(prefix="skruuvi-native-") as scratch:
        folder = Path(scratch)
        paths = write_copies(folder, digest)
        setup = _SETUP.format(package=searches.NATIVE_PACKAGE, paths=paths)
        subprocess.run([sys.executable, "-c", setup], cwd=folder, check=True)
        remove(where)
        built = folder / searches.NATIVE_PACKAGE
        target = where / searches.NATIVE_PACKAGE
        target.mkdir(parents=True)
        shutil.copy2(built / "__init__.py", target)
        for extension in built.glob("*.so"):
            shutil.copy2(extension, target)
        for extension in built.glob("*.pyd"):
            shutil.copy2(extension, target)
        for library in folder.glob(f"{searches.NATIVE_PACKAGE}__mypyc*"):
            if library.suffix in {".so", ".pyd"}:
                shutil.copy2(library, where)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n")[0])
    parser.add_argument("--force", action="store_true", help="compile even if current")
    parser.add_argument("--remove", action="store_true", help="remove the compiled copy")
    parser.add_argument(
        "--into",
        type=Path,
        default=Path(sysconfig.get_paths()["platlib"]),
        help="the folder to install into (default: this interpreter's site-packages)",
    )
    args = parser.parse_args(argv)
    if args.remove:
        remove(args.into)
        return 0
    digest = searches.source_digest()
    if digest is None:
        print("build_native: the searches' sources cannot be read", file=sys.stderr)
        return 1
    if not args.force and installed_digest(args.into) == digest:
        print("build_native: the compiled searches are current")
        return 0
    compile_into(args.into, digest)
    importlib.invalidate_caches()
    if installed_digest(args.into) != digest:
        print("build_native: the compiled searches do not load", file=sys.stderr)
        return 1
    print(f"build_native: compiled the searches into {args.into}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
