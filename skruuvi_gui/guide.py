"""The rules guide as data: pages per game and language, split into sections.

Pages live in ``resources/guide/<lang>/<game>.md`` (the guide) and
``resources/guide/<lang>/<game>.walkthrough.md`` (the first-game walkthrough). A page is
Markdown with three additions the viewer understands:

- ``# Title`` on the first line names the page; every ``## Section title {#section-id}`` starts
  a section. Section ids are the same in every language, so a page can be opened at the section
  for the phase being played.
- ``[[AH KH QH]]`` draws those cards with the program's own card images.
- ``[words](#section-id)`` links within the page, ``[words](skruuvi#section-id)`` to another
  game's page.

This module stays free of Qt so tests and tools can read the guide without a window.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.paths import resource_path

#: Guide languages: the interface languages.
GUIDE_LANGUAGES = ("en", "fi", "nb")

#: The sections of each game's guide page, in order. Every language has exactly these.
GUIDE_SECTIONS: dict[str, tuple[str, ...]] = {
    "cribbage": (
        "overview",
        "deal",
        "discard",
        "starter",
        "play",
        "show",
        "scoring",
        "muggins",
        "game-end",
        "more-players",
        "misere",
        "options",
        "glossary",
        "quick",
    ),
    "skruuvi": (
        "overview",
        "session",
        "deal",
        "first-bidding",
        "taker-exchange",
        "final-bidding",
        "defenders-exchange",
        "knocks",
        "pass-misere",
        "play",
        "scoring",
        "scoring-2016",
        "scoring-traditional",
        "standard-bids",
        "options",
        "glossary",
        "quick",
        "quick-traditional",
    ),
    "squint": (
        "overview",
        "deal",
        "bid",
        "resolution",
        "choose-4-1",
        "squint",
        "play",
        "scoring",
        "game-end",
        "options",
        "glossary",
        "quick",
    ),
}

#: The section the guide opens at when F1 is pressed during a phase (engine phase ids).
PHASE_SECTIONS: dict[str, dict[str, str]] = {
    "cribbage": {
        "cut": "deal",
        "discard": "discard",
        "play": "play",
        "show": "show",
        "game_over": "game-end",
    },
    "skruuvi": {
        "draw": "session",
        "deal": "deal",
        "first_bidding": "first-bidding",
        "taker_exchange": "taker-exchange",
        "final_bidding": "final-bidding",
        "defenders_exchange": "defenders-exchange",
        "pass_misere_exchange": "pass-misere",
        "knocks": "knocks",
        "play": "play",
        "game_over": "scoring",
    },
    "squint": {
        "deal": "deal",
        "bid": "bid",
        "choose_4_1": "choose-4-1",
        "squint": "squint",
        "play": "play",
        "game_over": "game-end",
    },
}

#: The steps of each game's first-game walkthrough: an introduction, the phases the learner
#: meets (engine phase ids with ``-`` for ``_``), and a closing word.
WALKTHROUGH_STEPS: dict[str, tuple[str, ...]] = {
    "cribbage": ("intro", "discard", "play", "show", "end"),
    "skruuvi": (
        "intro",
        "first-bidding",
        "taker-exchange",
        "final-bidding",
        "defenders-exchange",
        "knocks",
        "pass-misere-exchange",
        "play",
        "end",
    ),
    "squint": ("intro", "bid", "choose-4-1", "squint", "play", "end"),
}

_SECTION = re.compile(r"^## (?P<title>.+?)\s*\{#(?P<id>[a-z0-9-]+)\}\s*$")
_CARDS = re.compile(r"\[\[(?P<cards>[^\]]+)\]\]")
_LINK = re.compile(r"(?<!!)\[[^\]]*\]\((?P<target>[^)\s]+)\)")


class GuideError(ValueError):
    """A guide file that does not follow the format; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a page; ``body`` is its Markdown without the heading."""

    id: str
    title: str
    body: str

    def card_rows(self) -> tuple[tuple[Card, ...], ...]:
        """Every ``[[...]]`` card example of the section, as cards."""
        return tuple(parse_cards(m.group("cards")) for m in _CARDS.finditer(self.body))

    def links(self) -> tuple[str, ...]:
        """Every link target of the section (``#id`` or ``game#id``)."""
        return tuple(m.group("target") for m in _LINK.finditer(self.body))


@dataclass(frozen=True, slots=True)
class Page:
    """A whole guide or walkthrough page in one language."""

    title: str
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.sections)


def guide_path(game_id: str, lang: str, *, walkthrough: bool = False) -> Path:
    name = f"{game_id}.walkthrough.md" if walkthrough else f"{game_id}.md"
    return resource_path("guide", lang, name)


def parse_page(text: str, *, source: str = "<text>") -> Page:
    """Split a page into its title and sections; raise ``GuideError`` on a malformed file."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise GuideError(f"{source}:1: a page starts with '# Title'")
    title = lines[0][2:].strip()
    sections: list[Section] = []
    current: tuple[str, str] | None = None
    body: list[str] = []
    for number, line in enumerate(lines[1:], start=2):
        if line.startswith("## "):
            match = _SECTION.match(line)
            if match is None:
                raise GuideError(f"{source}:{number}: a section heading needs '{{#id}}'")
            if current is not None:
                sections.append(Section(current[0], current[1], "\n".join(body).strip()))
            current, body = (match.group("id"), match.group("title")), []
        elif current is None:
            if line.strip():
                raise GuideError(f"{source}:{number}: text before the first section")
        else:
            body.append(line)
    if current is not None:
        sections.append(Section(current[0], current[1], "\n".join(body).strip()))
    for section in sections:
        try:
            section.card_rows()
        except ValueError as error:
            raise GuideError(f"{source}: section {section.id}: {error}") from None
    return Page(title, tuple(sections))


def load_page(game_id: str, lang: str, *, walkthrough: bool = False) -> Page:
    """The guide (or walkthrough) page of ``game_id`` in ``lang``."""
    path = guide_path(game_id, lang, walkthrough=walkthrough)
    return parse_page(path.read_text(encoding="utf-8"), source=path.name)


def section_for_phase(game_id: str, phase: str | None) -> str:
    """The section F1 opens for ``phase``; the overview when the phase has none."""
    if phase is None:
        return "overview"
    return PHASE_SECTIONS.get(game_id, {}).get(phase, "overview")


def card_markdown(body: str) -> str:
    """``body`` with each ``[[AH KH]]`` turned into Markdown images ``card:AH`` the viewer draws."""

    def images(match: re.Match[str]) -> str:
        return " ".join(f"![{c}](card:{c})" for c in parse_cards(match.group("cards")))

    return _CARDS.sub(images, body)
