"""Settings survive upgrades, downgrades, hand edits and damage."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from skruuvi_gui import storage
from skruuvi_gui.settings import (
    FORMAT_VERSION,
    MAX_EXTRA_BYTES,
    HotseatCurtain,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def write_settings(data: dict[str, Any]) -> None:
    settings_path().write_text(json.dumps(data), encoding="utf-8")


CHANGED = Settings(
    language="fi",
    animation_speed="slow",
    four_colour=True,
    felt="blue",
    large_cards=True,
    card_back="red",
    trick_pause_ms=1500,
    hotseat_curtain="hidden_hands",
    show_pace="steady",
    last_new_game={
        "game": "cribbage",
        "options": {"target_score": 61},
        "seats": [{"name": "Maija", "kind": "human", "level": "normal"}],
    },
    window_geometry="AdnQywAD",
    window_state="AAAA/wAA",
)


def test_without_a_file_the_defaults_apply() -> None:
    settings, message = load_settings()
    assert settings == Settings()
    assert message is None
    assert (settings.language, settings.animation_speed, settings.felt) == (
        "system",
        "normal",
        "green",
    )
    assert settings.trick_pause_ms == 900
    assert settings.hotseat_curtain == "face_down"
    assert settings.show_pace == "step_by_step"


def test_saved_settings_load_back_equal(home: Path) -> None:
    save_settings(CHANGED)
    assert settings_path() == home / "config" / "settings.json"
    assert load_settings() == (CHANGED, None)
    assert json.loads(settings_path().read_text())["format_version"] == FORMAT_VERSION


def test_saving_keeps_the_previous_file() -> None:
    save_settings(Settings())
    save_settings(CHANGED)
    backup = storage.read_json(storage.backup_path(settings_path()))
    assert Settings.from_json(backup) == Settings()


def test_missing_keys_take_their_defaults() -> None:
    write_settings({"format_version": 1, "felt": "red"})
    assert load_settings() == (Settings(felt="red"), None)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("language", "sv"),
        ("language", 3),
        ("animation_speed", "warp"),
        ("four_colour", "yes"),
        ("four_colour", 1),
        ("felt", "purple"),
        ("large_cards", "yes"),
        ("large_cards", 1),
        ("card_back", None),
        ("trick_pause_ms", "900"),
        ("trick_pause_ms", -1),
        ("trick_pause_ms", 10**9),
        ("trick_pause_ms", True),
        ("trick_pause_ms", 900.5),
        ("last_new_game", ["cribbage"]),
        ("window_geometry", 12),
    ],
)
def test_a_value_of_the_wrong_kind_takes_its_default(key: str, value: Any) -> None:
    write_settings({"format_version": 1, "card_back": "red", key: value})
    settings, problem = load_settings()
    assert problem is None
    assert getattr(settings, key) == getattr(Settings(), key)
    if key != "card_back":
        assert settings.card_back == "red"


def test_a_file_from_before_larger_cards_and_the_contrast_felt_still_loads() -> None:
    write_settings({"format_version": 1, "felt": "grey", "four_colour": True})
    settings, problem = load_settings()
    assert problem is None
    assert settings == Settings(felt="grey", four_colour=True)
    assert settings.large_cards is False
    write_settings({"format_version": 1, "felt": "contrast", "large_cards": True})
    assert load_settings() == (Settings(felt="contrast", large_cards=True), None)


@pytest.mark.parametrize("mode", ["every_turn", "hidden_hands"])
def test_a_file_from_before_the_face_down_hand_keeps_its_curtain(mode: HotseatCurtain) -> None:
    """Older files hold a curtain setting of their own; it stays what it was, while a file
    that holds none takes the face-down hand."""
    write_settings({"format_version": 1, "felt": "blue", "hotseat_curtain": mode})
    assert load_settings() == (Settings(felt="blue", hotseat_curtain=mode), None)
    save_settings(load_settings()[0])
    assert json.loads(settings_path().read_text())["hotseat_curtain"] == mode
    write_settings({"format_version": 1, "felt": "blue"})
    assert load_settings()[0].hotseat_curtain == "face_down"
    write_settings({"format_version": 1, "hotseat_curtain": "curtain_of_a_newer_version"})
    assert load_settings()[0].hotseat_curtain == "face_down"


def test_keys_of_another_version_are_kept_through_a_save() -> None:
    write_settings({"format_version": 1, "felt": "grey", "sound": "on", "docks": [1, 2]})
    settings, problem = load_settings()
    assert problem is None
    assert settings.felt == "grey"
    assert settings.extra == {"sound": "on", "docks": [1, 2]}
    save_settings(dataclasses.replace(settings, felt="blue"))
    saved = json.loads(settings_path().read_text())
    assert saved["sound"] == "on"
    assert saved["docks"] == [1, 2]
    assert saved["felt"] == "blue"


def test_a_newer_versions_file_is_read_but_never_written_over() -> None:
    newer = {"format_version": FORMAT_VERSION + 2, "felt": "grey", "sound": "on"}
    write_settings(newer)
    settings, problem = load_settings()
    assert problem is None
    assert (settings.felt, settings.from_newer_version) == ("grey", True)
    assert save_settings(dataclasses.replace(settings, felt="blue")) is False
    assert json.loads(settings_path().read_text()) == newer
    assert save_settings(Settings(felt="blue")) is True
    assert load_settings()[0].felt == "blue"


def test_unknown_keys_are_kept_only_within_their_room() -> None:
    huge = "x" * (MAX_EXTRA_BYTES + 1)
    write_settings({"format_version": 1, "sound": "on", huge: 1, "notes": huge})
    settings, _ = load_settings()
    assert settings.extra == {"sound": "on"}
    save_settings(settings)
    assert settings_path().stat().st_size < 2000


@pytest.mark.parametrize(
    ("content", "damage", "detail"),
    [
        (b'{"format_version": 1, "felt": "bl', "not_json", "not valid JSON"),
        (b"\x00\x9f\x92\x96" * 40, "not_text", "not a text file"),
        (b'{"theme": "dark"}', "unusable", "not a settings file"),
        (b'"green"', "not_object", "expected a JSON object"),
    ],
    ids=["truncated", "binary", "another program", "not an object"],
)
def test_a_damaged_file_gives_defaults_and_is_moved_aside(
    home: Path, content: bytes, damage: str, detail: str
) -> None:
    settings_path().write_bytes(content)
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None
    moved = list((home / "config").glob("settings.json.damaged-*"))
    assert [path.read_bytes() for path in moved] == [content]
    assert (problem.file, problem.damage, problem.moved_to) == (
        "settings.json",
        damage,
        moved[0].name,
    )
    assert (problem.recovery, problem.backup) == ("no_backup", "settings.json.bak")
    assert detail in problem.detail


def test_a_damaged_file_falls_back_to_the_previous_settings() -> None:
    save_settings(CHANGED)
    save_settings(dataclasses.replace(CHANGED, felt="grey"))
    settings_path().write_bytes(b"{")
    settings, problem = load_settings()
    assert settings == CHANGED
    assert problem is not None
    assert (problem.damage, problem.recovery) == ("not_json", "restored")
