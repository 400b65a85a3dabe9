"""Refresh the translation catalogues from the source, and build the compiled ``.qm`` files.

    python scripts/update_translations.py          # lupdate the .ts files, lrelease the .qm
    python scripts/update_translations.py --check  # change nothing; exit 1 when anything is
                                                   # stale or untranslated, saying what

lupdate reads every ``.py`` under ``skruuvi_gui/ui`` and ``skruuvi_gui/app.py``. Source
locations are left out of the catalogues, so moving a line changes nothing; a new, changed or
removed string does.

A source text with ``%n`` is a count: this script makes its message a plural one (Qt's
numerus forms, one for 1 and one for other counts), keeping the forms already written, because
lupdate does not see the count argument of ``QCoreApplication.translate`` in Python. English
has a catalogue of these plural messages only.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skruuvi_gui.ui.i18n import CATALOGUES, LOCALES, TRANSLATED, qt_tool, release  # noqa: E402


def sources() -> list[Path]:
    """Every file whose strings go into the catalogues, in a stable order."""
    files = sorted((ROOT / "skruuvi_gui" / "ui").rglob("*.py"))
    return [*files, ROOT / "skruuvi_gui" / "app.py"]


def ts_file(folder: Path, language: str) -> Path:
    return folder / f"skruuvi_gui_{language}.ts"


#: Plural forms per catalogue: English, Finnish and Bokmål all have one for 1, one for the rest.
PLURAL_FORMS = 2

_CONTEXT = re.compile(r"<context>\n    <name>(.*?)</name>\n(.*?)</context>\n", re.DOTALL)
_MESSAGE = re.compile(r"    <message(?: numerus=\"yes\")?>\n(.*?)    </message>\n", re.DOTALL)
_TRANSLATION = re.compile(r"        <translation.*?</translation>\n", re.DOTALL)
_FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.DOTALL)
_SOURCE = re.compile(r"<source>(.*?)</source>", re.DOTALL)


def _key(context: str, message: str) -> tuple[str, str]:
    """A message's identity: its context and everything before its translation."""
    return context, message.split("        <translation", 1)[0]


def plural_forms(text: str) -> dict[tuple[str, str], list[str]]:
    """The numerus forms already written in a catalogue, by message."""
    forms = {}
    for context in _CONTEXT.finditer(text):
        for message in _MESSAGE.finditer(context.group(2)):
            found = _FORM.findall(message.group(1))
            if found:
                forms[_key(context.group(1), message.group(1))] = found
    return forms


def with_plurals(text: str, previous: dict[tuple[str, str], list[str]], *, only: bool) -> str:
    """``text`` with every ``%n`` message made a plural one, its forms taken from ``previous``
    (empty and unfinished when new); with ``only``, the other messages left out."""

    def message(name: str, match: re.Match[str]) -> str:
        body = match.group(1)
        source = _SOURCE.search(body)
        if source is None or "%n" not in source.group(1):
            return "" if only else match.group(0)
        forms = previous.get(_key(name, body))
        if forms is None or len(forms) != PLURAL_FORMS:
            state, forms = ' type="unfinished"', [""] * PLURAL_FORMS
        else:
            state = ' type="unfinished"' if not all(forms) else ""
        lines = "".join(f"            <numerusform>{form}</numerusform>\n" for form in forms)
        translation = f"        <translation{state}>\n{lines}        </translation>\n"
        return f'    <message numerus="yes">\n{_TRANSLATION.sub(translation, body)}    </message>\n'

    def context(match: re.Match[str]) -> str:
        name = match.group(1)
        messages = _MESSAGE.sub(lambda m: message(name, m), match.group(2))
        if not messages.strip():
            return ""
        return f"<context>\n    <name>{name}</name>\n{messages}</context>\n"

    return _CONTEXT.sub(context, text)


def lupdate(ts: Path, language: str) -> None:
    """Refresh ``ts`` from the source, its ``%n`` messages plural (English: only those)."""
    previous = plural_forms(ts.read_text(encoding="utf-8")) if ts.exists() else {}
    run_lupdate(ts, language)
    text = ts.read_text(encoding="utf-8")
    ts.write_text(with_plurals(text, previous, only=language not in TRANSLATED), encoding="utf-8")


def run_lupdate(ts: Path, language: str) -> None:
    files = [str(path.relative_to(ROOT)) for path in sources()]
    done = subprocess.run(
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
        capture_output=True,
        text=True,
    )
    # lupdate drops the plural forms it does not see in the source; with_plurals puts them back.
    for line in done.stderr.splitlines():
        if not line.startswith(("Removed plural forms", "If this sounds wrong")):
            print(line, file=sys.stderr)


def unfinished(ts: Path) -> int:
    text = ts.read_text(encoding="utf-8")
    return text.count('type="unfinished"') + text.count("<translation></translation>")


def update(folder: Path) -> None:
    for language in CATALOGUES:
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
        for language in CATALOGUES:
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
