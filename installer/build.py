"""Build the desktop bundle: one folder with the program, then its smoke test and an archive.

    bash scripts/build.sh        (sets up .venv with PyInstaller and binutils, then this)
    .venv/bin/python installer/build.py

Steps: clean ``build/installer/`` and ``dist/skruuvi-gui/`` → compile the ``.qm`` catalogues
and render the icon PNG into ``build/installer/stage/`` (on Windows also the ``.ico`` and the
version resource of the ``.exe``) → PyInstaller with
``installer/skruuvi-gui.spec`` (one folder, windowed, trimmed to the Qt the program uses, with
the DDS library where it is installed) →
``skruuvi-gui --selftest`` run from the built folder → an archive in ``dist/``: on Linux a
``.tar.gz`` with the ``.desktop`` entry, the icon and its installer script, elsewhere a ``.zip``.
On Linux, ``scripts/build_windows.sh`` runs this same build under Wine for Windows.
Non-interactive; any failed step stops the build with a non-zero exit status.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skruuvi_gui import __version__  # noqa: E402
from skruuvi_gui.bots.skruuvi import dds, searches  # noqa: E402
from skruuvi_gui.bots.skruuvi.searches import NATIVE_PACKAGE  # noqa: E402
from skruuvi_gui.selftest import EXPECT_COMPILED, EXPECT_DDS  # noqa: E402
from skruuvi_gui.ui.i18n import CATALOGUES, release  # noqa: E402

NAME = "skruuvi-gui"
INSTALLER = ROOT / "installer"
WORK = ROOT / "build" / "installer"
STAGE = WORK / "stage"
DIST = ROOT / "dist"
APP = DIST / NAME
ICON_PX = 256
#: The sizes in the Windows ``.ico``: menus and lists at 100 to 250 % scaling, and Explorer.
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
#: What the Windows ``.exe`` says about itself in its properties.
PUBLISHER = "Korttipöytä"
DESCRIPTION = "Korttipöytä: Skruuvi, Squint and Cribbage"

#: The most the unpacked bundle may weigh; a build over it fails, so growth is a decision.
BUDGET_MB = 120

#: Files the Linux archive adds beside the program: the desktop entry, the type of the game
#: records it opens, and their installer.
LINUX_EXTRAS = (f"{NAME}.desktop", f"{NAME}-mime.xml", "install-desktop-entry.sh")


class BuildError(RuntimeError):
    """A step failed; the message says which and why."""


def step(text: str) -> None:
    print(f"==> {text}", flush=True)


def check_tools() -> None:
    """PyInstaller, and on Linux objdump for the trimming, must be there before anything is
    removed."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(
            "PyInstaller is missing: bash scripts/build.sh sets it up (on Windows and macOS:"
            ' pip install -e ".[build]" in a virtual environment)'
        )
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        raise BuildError("objdump (binutils) is missing: bash scripts/build.sh installs it")


def clean() -> None:
    """Remove what an earlier build left, so nothing stale reaches the bundle."""
    for folder in (WORK, APP):
        shutil.rmtree(folder, ignore_errors=True)
        if folder.exists():
            raise BuildError(f"could not remove {folder}")
    STAGE.mkdir(parents=True)


def compile_translations() -> list[Path]:
    """Our ``.ts`` catalogues compiled to ``.qm`` in the stage (the checkout is not touched)."""
    folder = STAGE / "translations"
    folder.mkdir()
    built = []
    for language in CATALOGUES:
        ts = ROOT / "translations" / f"skruuvi_gui_{language}.ts"
        qm = folder / ts.with_suffix(".qm").name
        try:
            release(ts, qm)
        except subprocess.CalledProcessError as error:
            raise BuildError(f"lrelease failed on {ts.name}: {error.stderr!r}") from None
        if qm.stat().st_size == 0:
            raise BuildError(f"lrelease wrote an empty {qm.name}")
        built.append(qm)
    return built


def render_png(size: int, png: Path) -> Path:
    """``resources/icons/app.svg`` rendered as a ``size``-pixel PNG file."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # alive while painting
    renderer = QSvgRenderer(str(ROOT / "resources" / "icons" / "app.svg"))
    if not renderer.isValid():
        raise BuildError("resources/icons/app.svg cannot be read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(png)):
        raise BuildError(f"could not write {png}")
    return png


def render_icon(size: int = ICON_PX) -> Path:
    """The icon as a ``size``-pixel PNG for desktop menus."""
    return render_png(size, STAGE / f"{NAME}.png")


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon file holding each ``size: PNG`` image (PNG entries, as Windows Vista and
    later read them): a header, one 16-byte directory entry per image, then the images."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        data += png
    return header + directory + data


def version_resource(version: str) -> str:
    """The ``.exe``'s version resource in PyInstaller's notation (``version=`` of the spec)."""
    numbers = tuple(int(part) for part in (version.split(".") + ["0"] * 4)[:4])
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": NAME,
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Korttipöytä",
        "ProductVersion": version,
        "LegalCopyright": "GPL-3.0-or-later",
    }
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}),\n"
        "  kids=[\n"
        "    StringFileInfo([StringTable('040904B0', [\n"
        + "".join(f"      StringStruct({key!r}, {value!r}),\n" for key, value in strings.items())
        + "    ])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])]),\n"
        "  ],\n"
        ")\n"
    )


def stage_windows_resources() -> None:
    """The ``.ico`` and the version resource the spec gives the Windows ``.exe``."""
    with tempfile.TemporaryDirectory() as folder:
        images = {
            size: render_png(size, Path(folder) / f"{size}.png").read_bytes() for size in ICO_SIZES
        }
    (STAGE / f"{NAME}.ico").write_bytes(ico(images))
    (STAGE / "version_info.txt").write_text(version_resource(__version__), encoding="utf-8")


def run(what: str, command: list[str], cwd: Path, env: dict[str, str]) -> None:
    """Run one step's command in the foreground; ``BuildError`` names ``what`` failed."""
    print("    $ " + " ".join(command), flush=True)
    result = subprocess.run(command, check=False, cwd=cwd, env=env)
    if result.returncode != 0:
        raise BuildError(f"{what} exited with status {result.returncode}")


def compiled_searches() -> bool:
    """Whether the bundle carries the compiled Skruuvi searches: the bundle cannot tell an old
    build from a current one (it has no sources to compare), so an old one stops the build."""
    if importlib.util.find_spec(NATIVE_PACKAGE) is None:
        return False
    if not searches.COMPILED:
        raise BuildError(
            "the compiled Skruuvi searches are older than their sources: "
            "run scripts/build_native.py (or scripts/setup.sh build)"
        )
    return True


def dds_library() -> Path | None:
    """The DDS library the bundle carries in its ``dds`` folder (``bots/skruuvi/dds.py``):
    the one installed here, where it loads; without it the bundle solves with the pure
    search."""
    path = dds.library_path()
    return path if dds.load(path) is not None else None


def pyinstaller() -> None:
    """The one-folder build from the spec, with its own work folder under ``build/``."""
    library = dds_library()
    run(
        "PyInstaller",
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK / "pyinstaller"),
            str(INSTALLER / f"{NAME}.spec"),
        ],
        ROOT,
        {
            **os.environ,
            "SKRUUVI_GUI_STAGE": str(STAGE),
            "SKRUUVI_GUI_DDS_LIBRARY": "" if library is None else str(library),
        },
    )


def executable() -> Path:
    return APP / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def smoke_test() -> None:
    """``--selftest`` of the built program, from outside the checkout, with a throwaway home."""
    with tempfile.TemporaryDirectory(prefix="skruuvi-gui-selftest-") as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SKRUUVI_GUI_HOME": home}
        if compiled_searches():
            env[EXPECT_COMPILED] = "1"
        if dds_library() is not None:
            env[EXPECT_DDS] = "1"
        run("the smoke test", [str(executable()), "--selftest"], Path(home), env)


def add_linux_extras() -> None:
    """The icon, the desktop entry template, the records' type and their installer, beside
    the program."""
    shutil.copy2(STAGE / f"{NAME}.png", APP / f"{NAME}.png")
    for name in LINUX_EXTRAS:
        shutil.copy2(INSTALLER / name, APP / name)
    (APP / "install-desktop-entry.sh").chmod(0o755)


def archive() -> Path:
    """``dist/skruuvi-gui-<version>-<system>-<machine>.tar.gz`` (``.zip`` off Linux; Windows
    names its machine ``x64``, as its downloads usually do)."""
    system = platform.system().lower()
    machine = platform.machine().lower()
    if system == "windows" and machine == "amd64":
        machine = "x64"
    base = DIST / f"{NAME}-{__version__}-{system}-{machine}"
    if system != "linux":
        return Path(shutil.make_archive(str(base), "zip", DIST, NAME))
    target = base.with_name(base.name + ".tar.gz")
    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(APP, arcname=NAME)
    return target


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def build() -> Path:
    started = time.perf_counter()
    check_tools()
    step("cleaning build/installer and dist/skruuvi-gui")
    clean()
    step("compiling translations")
    for qm in compile_translations():
        print(f"    {qm.name}: {qm.stat().st_size} bytes")
    step(f"rendering the {ICON_PX} px icon")
    render_icon()
    if sys.platform == "win32":
        step(f"rendering the Windows icon ({len(ICO_SIZES)} sizes) and version resource")
        stage_windows_resources()
    step("PyInstaller (one folder, windowed)")
    print(f"    Skruuvi searches: {'compiled' if compiled_searches() else 'pure Python'}")
    library = dds_library()
    print(f"    double-dummy solver: {'pure search' if library is None else library.name}")
    pyinstaller()
    if sys.platform.startswith("linux"):
        add_linux_extras()
    step("smoke test: skruuvi-gui --selftest")
    smoke_test()
    size = folder_size(APP)
    if size > BUDGET_MB * 1_000_000:
        raise BuildError(f"the bundle weighs {megabytes(size)}, over its {BUDGET_MB} MB budget")
    step("archiving")
    packed = archive()
    seconds = time.perf_counter() - started
    print(f"bundle   {APP}: {megabytes(size)} unpacked")
    print(f"archive  {packed}: {megabytes(packed.stat().st_size)}")
    print(f"built in {seconds:.0f} s")
    return packed


def main() -> int:
    try:
        build()
    except BuildError as error:
        print(f"build FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
