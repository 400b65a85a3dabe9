"""The user's preferences, kept in ``settings.json`` in the per-user config folder.

Settings must survive upgrades and downgrades: a missing key or a value of the wrong kind
falls back to its default, and keys this version does not know (written by a newer or older
version) are kept in ``extra`` and written back unchanged, within ``MAX_EXTRA_BYTES``. A file
of a newer format is read as well as it can be and never written over: its keys may mean
what this version cannot know. Only a file that is no settings file at all is moved aside,
and the user is told.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args

from skruuvi_gui import storage

SETTINGS_NAME = "settings.json"

#: Written into the file; raised when a key changes meaning, not when one is added.
FORMAT_VERSION = 1

Language = Literal["system", "en", "fi", "nb"]
AnimationSpeed = Literal["off", "fast", "normal", "slow"]
Felt = Literal["green", "blue", "red", "grey", "contrast"]
CardBack = Literal["blue", "red"]
HotseatCurtain = Literal["face_down", "every_turn", "hidden_hands"]
ShowPace = Literal["step_by_step", "steady"]

LANGUAGES: tuple[Language, ...] = get_args(Language)
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = get_args(AnimationSpeed)
FELTS: tuple[Felt, ...] = get_args(Felt)
CARD_BACKS: tuple[CardBack, ...] = get_args(CardBack)
HOTSEAT_CURTAINS: tuple[HotseatCurtain, ...] = get_args(HotseatCurtain)
SHOW_PACES: tuple[ShowPace, ...] = get_args(ShowPace)

#: The longest pause the table may hold a finished trick, in milliseconds.
MAX_TRICK_PAUSE_MS = 10_000

#: How many finished games the game library keeps: by default, and the bounds offered.
DEFAULT_LIBRARY_LIMIT = 300
MIN_LIBRARY_LIMIT = 10
MAX_LIBRARY_LIMIT = 5000

#: How much room unknown keys may take, as JSON; keys beyond it are dropped, largest first.
MAX_EXTRA_BYTES = 64 * 1024


@dataclass(frozen=True)
class Settings:
    """Everything the user can set; change one with ``dataclasses.replace``.

    ``last_new_game`` is what the new-game dialog offers next time: ``{"game": id,
    "options": {...}, "seats": [{"name", "kind", "level"}, ...]}`` as records write them,
    and ``"rules"``, the options last chosen for each game by its id.
    ``window_geometry`` and ``window_state`` hold the window's layout (docks included) as
    the table encodes it. ``extra`` holds keys of other versions, kept as found.
    ``format_version`` is that of the file they came from. ``hotseat_curtain`` says how the
    screen passes between people (``ui/hotseat.py``): a file of a version before
    ``"face_down"`` keeps the value it holds. ``show_pace`` says whether the
    Cribbage show waits for a click after each counted hand or goes on at a steady pace.
    """

    language: Language = "system"
    animation_speed: AnimationSpeed = "normal"
    four_colour: bool = False
    felt: Felt = "green"
    large_cards: bool = False
    card_back: CardBack = "blue"
    trick_pause_ms: int = 900
    hotseat_curtain: HotseatCurtain = "face_down"
    show_pace: ShowPace = "step_by_step"
    library_limit: int = DEFAULT_LIBRARY_LIMIT
    last_new_game: Mapping[str, Any] = field(default_factory=dict)
    window_geometry: str = ""
    window_state: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)
    format_version: int = FORMAT_VERSION

    @property
    def from_newer_version(self) -> bool:
        """Read from a newer program's file, which this version must not write over."""
        return self.format_version > FORMAT_VERSION

    def to_json(self) -> dict[str, Any]:
        data = dict(self.extra)
        data.update(
            {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name in _KNOWN}
        )
        data["last_new_game"] = dict(self.last_new_game)
        data["format_version"] = FORMAT_VERSION
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Settings:
        """Settings from a file's object: each bad value defaults, unknown keys go to
        ``extra``; ``ValueError`` only when it is no settings file (no format version)."""
        version = data.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("it is not a settings file (no format_version)")
        defaults = cls()
        values = {
            name: data[name]
            for name in _KNOWN
            if name in data and _valid(name, data[name], getattr(defaults, name))
        }
        extra = _bounded({k: v for k, v in data.items() if k not in _KNOWN | {"format_version"}})
        return cls(**values, extra=extra, format_version=version)


_KNOWN = frozenset(
    f.name for f in dataclasses.fields(Settings) if f.name not in ("extra", "format_version")
)


def _bounded(extra: dict[str, Any]) -> dict[str, Any]:
    """The unknown keys that fit in ``MAX_EXTRA_BYTES`` together, smallest first."""
    sizes = {
        key: len(key) + len(json.dumps(value, ensure_ascii=False)) for key, value in extra.items()
    }
    kept: dict[str, Any] = {}
    room = MAX_EXTRA_BYTES
    for key in sorted(extra, key=lambda k: sizes[k]):
        if sizes[key] > room:
            break
        room -= sizes[key]
        kept[key] = extra[key]
    return kept


_CHOICES: dict[str, tuple[str, ...]] = {
    "language": LANGUAGES,
    "animation_speed": ANIMATION_SPEEDS,
    "felt": FELTS,
    "card_back": CARD_BACKS,
    "hotseat_curtain": HOTSEAT_CURTAINS,
    "show_pace": SHOW_PACES,
}


def _valid(name: str, value: Any, default: Any) -> bool:
    if name in _CHOICES:
        return value in _CHOICES[name]
    if name == "trick_pause_ms":
        return type(value) is int and 0 <= value <= MAX_TRICK_PAUSE_MS
    if name == "library_limit":
        return type(value) is int and MIN_LIBRARY_LIMIT <= value <= MAX_LIBRARY_LIMIT
    if isinstance(default, Mapping):
        return isinstance(value, dict)
    return type(value) is type(default)


def settings_path() -> Path:
    return storage.config_dir() / SETTINGS_NAME


def load_settings() -> tuple[Settings, storage.FileProblem | None]:
    """The saved settings (defaults when there are none) and, when the file was damaged and
    moved aside, what happened, for the window to tell the user."""
    settings, problem = storage.load_or_recover(settings_path(), Settings.from_json)
    return (settings if settings is not None else Settings()), problem


def save_settings(settings: Settings) -> bool:
    """Write ``settings``; ``False`` (nothing written) when they came from a newer version's
    file, which stays as that version wrote it."""
    if settings.from_newer_version:
        return False
    storage.write_json(settings_path(), settings.to_json())
    return True
