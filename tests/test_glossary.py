"""The guide and the catalogues keep to the word list in ``docs/glossary.md``: none of its
phrases to avoid appears in the language and games it names."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from skruuvi_gui.guide import GUIDE_LANGUAGES, GUIDE_SECTIONS, guide_path
from skruuvi_gui.paths import translations_dir

ROOT = Path(__file__).resolve().parents[1]
GAMES = tuple(sorted(GUIDE_SECTIONS))
#: The catalogue contexts that speak of one game; the others are heard in every game.
CONTEXT_GAME = {
    "Cribbage": "cribbage",
    "Skruuvi": "skruuvi",
    "SkruuviBids": "skruuvi",
    "SkruuviScoreSheet": "skruuvi",
    "Squint": "squint",
}


@dataclass(frozen=True)
class Avoid:
    language: str
    games: tuple[str, ...]
    pattern: re.Pattern[str]
    instead: str


def avoided() -> list[Avoid]:
    """The rows of the glossary's table of phrases not to use."""
    text = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    table = text.split("{#avoid}", 1)[1]
    rows = []
    for line in table.splitlines():
        if not line.startswith("| ") or line.startswith(("| Language", "|---")):
            continue
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        language, games, phrase, instead = cells
        named = GAMES if games == "all" else tuple(g.strip() for g in games.split(","))
        assert language in GUIDE_LANGUAGES and set(named) <= set(GAMES), line
        if phrase.startswith("re:"):
            pattern = re.compile(phrase[3:], re.IGNORECASE)
        else:
            pattern = re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w)", re.IGNORECASE)
        rows.append(Avoid(language, named, pattern, instead))
    return rows


def catalogue_texts(language: str) -> list[tuple[str, str]]:
    """(game or "" for every game, text) for each translation, or the English sources."""
    found = []
    catalogue = "fi" if language == "en" else language
    root = ET.parse(translations_dir() / f"skruuvi_gui_{catalogue}.ts").getroot()
    for context in root.iter("context"):
        game = CONTEXT_GAME.get(context.findtext("name") or "", "")
        for message in context.iter("message"):
            if language == "en":
                found.append((game, message.findtext("source") or ""))
                continue
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found.extend((game, text) for text in forms or [translation.text or ""])
    return found


def test_the_table_is_read() -> None:
    rows = avoided()
    assert {row.language for row in rows} == set(GUIDE_LANGUAGES)
    assert len(rows) > 20


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_guide_keeps_to_the_word_list(language: str, game: str) -> None:
    rows = [r for r in avoided() if r.language == language and game in r.games]
    for walkthrough in (False, True):
        path = guide_path(game, language, walkthrough=walkthrough)
        text = " ".join(path.read_text(encoding="utf-8").split())
        for row in rows:
            found = row.pattern.search(text)
            assert found is None, f"{path.name}: {found.group(0)!r}, write {row.instead!r}"


@pytest.mark.parametrize("language", GUIDE_LANGUAGES)
def test_the_catalogue_keeps_to_the_word_list(language: str) -> None:
    rows = [r for r in avoided() if r.language == language]
    for game, text in catalogue_texts(language):
        for row in rows:
            if game and game not in row.games:
                continue
            found = row.pattern.search(text)
            assert found is None, f"{text!r}: {found.group(0)!r}, write {row.instead!r}"
