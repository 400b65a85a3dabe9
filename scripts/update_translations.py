"""Refresh the translation catalogues from the source, and build the compiled ``.qm`` files.

    python scripts/update_translations.py          # lupdate the .ts files, lrelease the .qm
    python scripts/update_translations.py --check  # change nothing; exit 1 when anything is
                                                   # stale or untranslated, saying what

lupdate reads every ``.py`` under ``skruuvi_gui/ui`` and ``skruuvi_gui/app.py``. Source
locations are left out of the catalogues, so moving a line changes nothing; a new, changed or
removed string does.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skruuvi_gui.ui.i18n import LOCALES, TRANSLATED, qt_tool, release  # noqa: E402


def sources() -> list[Path]:
    """Every file whose strings go into the catalogues, in a stable order."""
    files = sorted((ROOT / "skruuvi_gui" / "ui").rglob("*.py"))
    return [*files, ROOT / "skruuvi_gui" / "app.py"]


def ts_file(folder: Path, language: str) -> Path:
    return folder / f"skruuvi_gui_{language}.ts"


def lupdate(ts: Path, language: str) -> None:
    files = [str(path.relative_to(ROOT)) for path in sources()]
    subprocess.run(
        [
            str(qt_tool("lupdate")),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            "-target-language",
            LOCALES[language],
            *files,
            "-ts",
            str(ts),
        ],
        check=True,
        cwd=ROOT,
    )


def unfinished(ts: Path) -> int:
    text = ts.read_text(encoding="utf-8")
    return text.count('type="unfinished"') + text.count("<translation></translation>")


def update(folder: Path) -> None:
    for language in TRANSLATED:
        ts = ts_file(folder, language)
        lupdate(ts, language)
        release(ts, ts.with_suffix(".qm"))
        left = unfinished(ts)
        if left:
            print(f"{ts.name}: {left} entries still to translate")


def check(folder: Path) -> list[str]:
    """What is out of date, as sentences; empty when everything is current."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in TRANSLATED:
            ts = ts_file(folder, language)
            if not ts.exists():
                problems.append(f"{ts.name} is missing")
                continue
            fresh = Path(tmp) / ts.name
            shutil.copyfile(ts, fresh)
            lupdate(fresh, language)
            if fresh.read_bytes() != ts.read_bytes():
                problems.append(f"{ts.name} is stale: run scripts/update_translations.py")
            left = unfinished(ts)
            if left:
                problems.append(f"{ts.name} has {left} unfinished entries")
            qm, built = ts.with_suffix(".qm"), fresh.with_suffix(".qm")
            release(ts, built)
            if qm.exists() and not filecmp.cmp(qm, built, shallow=False):
                problems.append(f"{qm.name} is out of date: run scripts/update_translations.py")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report, change nothing")
    parser.add_argument("--folder", type=Path, default=ROOT / "translations")
    args = parser.parse_args(argv)
    if not args.check:
        update(args.folder)
        return 0
    problems = check(args.folder)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
