"""The set-up asks the system what the program needs and names packages each release has.

``scripts/system_needs.sh`` runs here against what fresh minimal roots of Debian 12 and 13
and Ubuntu 22.04 and 24.04 answered (``tests/data/setup/``: ``ldconfig -p`` before and after
the first set-up, ``apt-cache policy`` trimmed to the lines the set-up reads, and
``dpkg-query`` after the set-up), through stand-ins for those commands. The Debian records
are ``scripts/check_fresh_linux.sh``'s, the Ubuntu ones the same commands' in roots made the
same way; the ``ldconfig -p`` lines kept are those of the libraries the set-up asks for.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
from pathlib import Path

import PySide6
import pytest

from skruuvi_gui.bots.skruuvi import dds
from skruuvi_gui.bots.skruuvi.searches import COMPILED_MODULES

ROOT = Path(__file__).resolve().parent.parent
NEEDS = ROOT / "scripts" / "system_needs.sh"
RECORDS = Path(__file__).with_name("data") / "setup"
RELEASES = ("debian-12", "debian-13", "ubuntu-22.04", "ubuntu-24.04")
PYTHONS = {"debian-12": "3.11", "debian-13": "3.13", "ubuntu-22.04": "3.10", "ubuntu-24.04": "3.12"}
RENAMED = {"debian-12": False, "debian-13": True, "ubuntu-22.04": False, "ubuntu-24.04": True}


def table() -> dict[str, list[str]]:
    """QT_LIBRARIES: each shared library and the packages that provide it."""
    text = NEEDS.read_text(encoding="utf-8").partition("QT_LIBRARIES='")[2].partition("'")[0]
    return {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.strip()}


def needs(
    tmp_path: Path, script: str, *, ldconfig: str = "", policy: str = "", stdin: str = ""
) -> tuple[list[str], list[str]]:
    """``script`` run after sourcing system_needs.sh, with ``ldconfig -p``, ``apt-cache``
    and ``uname -m`` answering from the given text; its lines and apt-cache's calls."""
    bin_folder, calls = tmp_path / "bin", tmp_path / "apt-cache-calls"
    bin_folder.mkdir(exist_ok=True)
    (tmp_path / "ldconfig.txt").write_text(ldconfig, encoding="utf-8")
    (tmp_path / "policy.txt").write_text(policy, encoding="utf-8")
    stand_ins = {
        "ldconfig": f'cat "{tmp_path}/ldconfig.txt"',
        "apt-cache": f'echo "$*" >>"{calls}"; cat "{tmp_path}/policy.txt"',
        "uname": "echo x86_64",
    }
    for name, body in stand_ins.items():
        (bin_folder / name).write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
        (bin_folder / name).chmod(0o755)
    run = subprocess.run(
        ["bash", "-c", f'set -euo pipefail; source "{NEEDS}"; {script}'],
        input=stdin,
        env={**os.environ, "PATH": f"{bin_folder}{os.pathsep}{os.environ['PATH']}"},
        capture_output=True,
        text=True,
        check=True,
    )
    called = calls.read_text(encoding="utf-8").splitlines() if calls.exists() else []
    return run.stdout.splitlines(), called


def record(release: str, name: str) -> str:
    return (RECORDS / release / f"{name}.txt").read_text(encoding="utf-8")


def with_a_version(policy: str) -> set[str]:
    """The packages apt-cache policy gives a candidate version."""
    found = re.findall(r"^(\S+):\n  Installed: .*\n  Candidate: (.*)$", policy, re.MULTILINE)
    return {name for name, candidate in found if candidate != "(none)"}


@pytest.mark.parametrize("release", RELEASES)
def test_a_fresh_root_gets_every_missing_library_by_a_name_its_release_has(
    tmp_path: Path, release: str
) -> None:
    fresh, policy = record(release, "fresh-ldconfig"), record(release, "apt-cache-policy")
    lines, _ = needs(tmp_path, "library_needs", ldconfig=fresh)
    missing = [line.split()[0] for line in lines]
    assert missing
    assert all(f"\t{soname} (" not in fresh for soname in missing)
    assert all(f"\t{soname} (" in fresh for soname in set(table()) - set(missing))
    packages, calls = needs(tmp_path, "choose_packages", policy=policy, stdin="\n".join(lines))
    assert len(calls) == 1
    assert set(packages) <= with_a_version(policy)
    assert len(packages) == len(set(packages))
    assert {package for soname in missing for package in table()[soname]} >= set(packages)
    glib = "libglib2.0-0t64" if RENAMED[release] else "libglib2.0-0"
    assert glib in packages


@pytest.mark.parametrize("release", RELEASES)
def test_after_the_set_up_nothing_is_missing_and_apt_is_not_asked(
    tmp_path: Path, release: str
) -> None:
    script = 'library_needs | choose_packages; echo "checked"'
    lines, calls = needs(tmp_path, script, ldconfig=record(release, "set-up-ldconfig"))
    assert lines == ["checked"]
    assert calls == []


@pytest.mark.parametrize("release", ["debian-13", "ubuntu-24.04"])
def test_the_renamed_glib_is_found_where_dpkg_calls_the_old_name_not_installed(
    tmp_path: Path, release: str
) -> None:
    """What made every start on Debian 13 run apt-get: dpkg knows libglib2.0-0 only as an
    alias of libglib2.0-0t64, never as installed; the dynamic linker has the library."""
    status = dict(line.split() for line in record(release, "set-up-dpkg-query").splitlines())
    assert status["libglib2.0-0"] == "un"
    assert status["libglib2.0-0t64"] == "ii"
    lines, _ = needs(tmp_path, "library_needs", ldconfig=record(release, "set-up-ldconfig"))
    assert lines == []


@pytest.mark.parametrize("release", RELEASES)
def test_the_headers_and_libpython_follow_the_interpreter(tmp_path: Path, release: str) -> None:
    version = PYTHONS[release]
    asked = (
        f"Python.h python{version}-dev python3-dev\n"
        f"libpython{version}.so.1.0 libpython{version}t64 libpython{version}\n"
    )
    policy = record(release, "apt-cache-policy")
    packages, _ = needs(tmp_path, "choose_packages", policy=policy, stdin=asked)
    libpython = f"libpython{version}t64" if RENAMED[release] and version != "3.13" else ""
    assert packages == [f"python{version}-dev", libpython or f"libpython{version}"]


def test_a_name_no_list_knows_falls_back_to_the_oldest_which_apt_still_resolves(
    tmp_path: Path,
) -> None:
    """Before apt-get update, or for a user without sudo on a root that never had one."""
    asked = "libglib-2.0.so.0 libglib2.0-0t64 libglib2.0-0\nlibEGL.so.1 libegl1\n"
    packages, _ = needs(tmp_path, "choose_packages", stdin=asked)
    assert packages == ["libglib2.0-0", "libegl1"]


def test_a_library_for_another_architecture_does_not_count(tmp_path: Path) -> None:
    ldconfig = "".join(
        f"\t{soname} (libc6,x86-64) => /usr/lib/x86_64-linux-gnu/{soname}\n"
        for soname in table()
        if soname != "libEGL.so.1"
    )
    ldconfig += "\tlibEGL.so.1 (libc6) => /usr/lib/i386-linux-gnu/libEGL.so.1\n"
    lines, _ = needs(tmp_path, "library_needs", ldconfig=ldconfig)
    assert lines == ["libEGL.so.1 libegl1"]


#: The C library's files, which every system has.
C_LIBRARY = frozenset({"libc.so.6", "libm.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2"})


def needed(library: Path) -> list[str]:
    """The shared libraries an ELF64 little-endian file names as NEEDED (readelf -d)."""
    data = library.read_bytes()
    (section_offset,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, section_offset + index * entry_size)
        for index in range(count)
    ]
    dynamic = next(section for section in sections if section[1] == 6)  # SHT_DYNAMIC
    strings = sections[dynamic[6]][4]  # sh_link: the string table's offset
    names = []
    for offset in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", data, offset)
        if tag == 0:
            break
        if tag == 1:  # DT_NEEDED
            names.append(data[strings + value : data.index(b"\0", strings + value)].decode())
    return names


def test_the_table_names_every_system_library_qt_links_to() -> None:
    """QT_LIBRARIES is what Qt's xcb platform, its GL integrations and the Qt libraries the
    program loads need from the system: everything they name that PySide6 does not carry,
    except the C library itself."""
    pyside = Path(str(PySide6.__file__)).parent
    if not (pyside / "Qt" / "plugins" / "platforms" / "libqxcb.so").exists():
        pytest.skip("PySide6 for Linux is not installed here")
    qt = pyside / "Qt"
    loaded = [
        qt / "plugins" / "platforms" / "libqxcb.so",
        *(qt / "plugins" / "xcbglintegrations").glob("*.so"),
        *(qt / "lib" / f"libQt6{name}.so.6" for name in ("Core", "Gui", "Widgets", "Svg", "DBus")),
        qt / "lib" / "libQt6XcbQpa.so.6",
    ]
    carried = {path.name for path in (qt / "lib").iterdir()}
    named = {name for library in loaded for name in needed(library)}
    assert named - carried - C_LIBRARY == set(table())


def test_the_dds_library_needs_nothing_the_table_does_not_name() -> None:
    """The DDS library links the C++ library, which Qt needs too, and the C library."""
    library = dds.library_path()
    if library is None or not library.is_file() or not sys.platform.startswith("linux"):
        pytest.skip("the DDS library for Linux is not installed here")
    assert set(needed(library)) - C_LIBRARY == {"libstdc++.so.6"}
    assert "libstdc++.so.6" in table()


def a_checkout(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the set-up in a folder of its own, its .venv set up (the DDS library too) but
    for the searches: ``build_native.py`` a stand-in that notes each compile, every library
    there, and apt-get a stand-in that installs nothing. The folder and the stand-ins' folder
    for PATH."""
    project, tools = tmp_path / "checkout", tmp_path / "tools"
    searches = project / "skruuvi_gui" / "bots" / "skruuvi"
    for folder in (project / "scripts", project / ".venv" / "bin", searches, tools):
        folder.mkdir(parents=True)
    for name in ("setup.sh", "system_needs.sh", "dds-requirements.txt"):
        (project / "scripts" / name).write_bytes((ROOT / "scripts" / name).read_bytes())
    (project / "pyproject.toml").write_bytes((ROOT / "pyproject.toml").read_bytes())
    for source in (ROOT / "skruuvi_gui" / "bots" / "skruuvi").glob("*.py"):
        (searches / source.name).write_bytes(source.read_bytes())
    (project / "scripts" / "build_native.py").write_text(
        "with open('compiled', 'a') as notes:\n    notes.write('compiled\\n')\n", encoding="utf-8"
    )
    (project / ".venv" / "bin" / "python").symlink_to(sys.executable)
    digest = hashlib.sha256((project / "pyproject.toml").read_bytes()).hexdigest()
    (project / ".venv" / "skruuvi-setup.stamp").write_text(f"{digest}\ncompile\n")
    dds = hashlib.sha256((project / "scripts" / "dds-requirements.txt").read_bytes()).hexdigest()
    (project / ".venv" / "skruuvi-dds.stamp").write_text(f"{dds}\ninstalled\n")
    libraries = "".join(f"\t{soname} (libc6,x86-64) => /lib/{soname}\n" for soname in table())
    (tmp_path / "ldconfig.txt").write_text(libraries, encoding="utf-8")
    stand_ins = {
        "ldconfig": f'cat "{tmp_path}/ldconfig.txt"',
        "apt-get": f'echo "$*" >>"{tmp_path}/apt-get-calls"',
        "apt-cache": "true",
        "uname": "echo x86_64",
        "id": "echo 0",
    }
    for name, body in stand_ins.items():
        (tools / name).write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
        (tools / name).chmod(0o755)
    for name in ("bash", "cat", "sha256sum", "dirname", "sort", "head", "cut", "paste", "find"):
        (tools / name).symlink_to(shutil.which(name) or name)
    for name in ("date", "wc", "mkdir", "tail", "sed", "env", "rm", "tr"):
        (tools / name).symlink_to(shutil.which(name) or name)
    return project, tools


HEADERS = [Path(sysconfig.get_paths()["include"]) / "Python.h", Path("/usr/include/stdio.h")]


@pytest.mark.skipif(
    not all(header.exists() for header in HEADERS),
    reason="Python's or the C library's headers are not installed here",
)
def test_a_start_without_a_compiler_says_so_once_and_a_later_one_with_it_compiles(
    tmp_path: Path,
) -> None:
    project, tools = a_checkout(tmp_path)
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]

    def start() -> list[str]:
        run = subprocess.run(
            ["bash", "scripts/setup.sh"],
            cwd=project,
            env={"PATH": str(tools), "HOME": str(tmp_path)},
            capture_output=True,
            text=True,
            check=True,
        )
        return run.stderr.splitlines()

    first = start()
    assert first[-1] == (
        f"setup: the Skruuvi bots search in pure Python, more slowly, without {compiler} (as"
        " root: apt-get install -y --no-install-recommends gcc; the next start compiles them)"
    )
    assert "Traceback" not in "".join(first)
    assert not (project / "compiled").exists()
    apt_runs = (tmp_path / "apt-get-calls").read_text().splitlines()
    assert [call.split()[0] for call in apt_runs] == ["update", "install"]

    assert start() == []
    assert (tmp_path / "apt-get-calls").read_text().splitlines() == apt_runs

    (tools / compiler).symlink_to(shutil.which("true") or "true")
    assert [line.partition(" (")[0] for line in start()] == [
        "setup: compiling the Skruuvi searches"
    ]
    assert (project / "compiled").read_text() == "compiled\n"
    assert start() == []
    assert (project / "compiled").read_text() == "compiled\n"
    assert (tmp_path / "apt-get-calls").read_text().splitlines() == apt_runs


def test_without_a_dds_wheel_the_set_up_says_so_once_and_goes_on(tmp_path: Path) -> None:
    project, tools = a_checkout(tmp_path)
    # A pin no index has, and no index: as on a Python or processor without a wheel.
    (project / "scripts" / "dds-requirements.txt").write_text(
        "endplay==0.0.0 --hash=sha256:" + "0" * 64 + "\n", encoding="utf-8"
    )
    # The searches compiled already, so that only the DDS step speaks.
    searches = project / "skruuvi_gui" / "bots" / "skruuvi"
    sources = [project / "pyproject.toml"]
    sources += [searches / f"{name}.py" for name in COMPILED_MODULES]
    digest = hashlib.sha256(b"".join(path.read_bytes() for path in sources)).hexdigest()
    (project / ".venv" / "skruuvi-native.stamp").write_text(f"{digest}\ncompiled\ncc\nPython.h\n")
    environment = {
        "PATH": str(tools),
        "HOME": str(tmp_path),
        "PIP_NO_INDEX": "1",
        "PIP_CONFIG_FILE": os.devnull,
    }

    def start() -> list[str]:
        run = subprocess.run(
            ["bash", "scripts/setup.sh"],
            cwd=project,
            env=environment,
            capture_output=True,
            text=True,
            check=True,
        )
        return [line.partition(" (")[0] for line in run.stderr.splitlines()]

    assert start() == [
        "setup: installing the DDS double-dummy library",
        f"setup: the whole output is in {project}/build/setup-pip.log",
        "setup: the Skruuvi bots solve with the pure search, more slowly, without the DDS library",
    ]
    assert (project / ".venv" / "skruuvi-dds.stamp").read_text().splitlines()[1] == "failed"
    assert start() == []
