"""Every file the program makes has a name Windows accepts, whatever the players are called:
players named after devices or with characters Windows refuses play, save, keep and export
games, and no name of theirs reaches a file name unmade."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

from skruuvi_gui.file_names import RECORD_SUFFIX, is_portable
from skruuvi_gui.match import Match, SeatConfig, autosave, kept, library, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.settings import Settings, save_settings
from skruuvi_gui.stats import filing
from skruuvi_gui.storage import write_json
from skruuvi_gui.ui.game_lock import GameLock, LockState
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.record_files import offered_name

HOSTILE = (SeatConfig("CON", "human"), SeatConfig('a<b>:"c"/d\\e|f?g*. ', "bot", "easy"))


def finished(seats: tuple[SeatConfig, ...]) -> Match:
    match = Match("cribbage", {"target_score": 61}, seats, 4)
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


def test_every_file_made_for_hostile_names_is_portable(
    window: MainWindow, home: Path, tmp_path: Path
) -> None:
    lock = GameLock()
    assert lock.acquire() is LockState.OWNED
    assert save_settings(Settings(language="fi"))
    assert save_settings(Settings(language="nb"))  # and its backup
    playing = Match("cribbage", {}, HOSTILE, 9)
    playing.start()
    autosave(playing)
    autosave(playing)
    kept.keep(playing)
    finished_game = library.finished_game(finished(HOSTILE), datetime.now(UTC))
    assert filing.finish(finished_game, 300, None).complete
    autosave_path().write_bytes(b"\x00 damaged")
    load_autosave()  # moved aside
    made = sorted(p.name for p in home.rglob("*") if p.is_file())
    # The settings, the statistics and the saved game's backup, the lock, the damaged
    # saved game moved aside, one game kept for later and one in the library.
    fixed = {"settings.json", "settings.json.bak", "statistics.json", "current.json.bak"}
    assert fixed | {"current.lock"} <= set(made) and len(made) == 8
    folders = sorted(p.parent.name for p in home.rglob("*.json") if p.name not in fixed)
    assert folders == ["library", "unfinished"]
    assert [name for name in made if not is_portable(name)] == []
    lock.release()

    offered = offered_name(finished(HOSTILE).to_record(), date(2026, 12, 7))
    assert offered == "Cribbage, CON and a b c d e f g . , 2026-12-07" + RECORD_SUFFIX
    write_json(tmp_path / offered, {"format_version": 1})
    assert is_portable(offered)


def test_a_name_of_a_device_alone_is_offered_safely(window: MainWindow) -> None:
    seats = (SeatConfig("NUL", "human"), SeatConfig("PRN", "bot", "easy"))
    match = Match("cribbage", {}, seats, 1)
    offered = offered_name(match.to_record(), date(2026, 1, 2))
    assert offered == "Cribbage, NUL and PRN, 2026-01-02.korttipoyta"
    assert is_portable(offered)
