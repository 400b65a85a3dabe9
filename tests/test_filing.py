"""A finished game is safe from the move that finishes it: stopped at any step of its filing,
the next start puts it once into the library and once into the statistics, never into one
without the other, and never offers it to resume."""

from __future__ import annotations

import dataclasses
import errno
import functools
import os
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig, autosave, library, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.match.seats import SeatKind
from skruuvi_gui.rules import game_spec
from skruuvi_gui.stats import filing, store
from skruuvi_gui.stats.store import load_statistics, record_game, statistics_path
from skruuvi_gui.stats.summary import GameSummary, PlayerLine

WHEN = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)
LIMIT = 300


class Killed(BaseException):
    """The program stopping dead: nothing after it runs (``except Exception`` does not
    catch it)."""


@functools.cache
def finished_cribbage(maija: SeatKind) -> Record:
    seats = (SeatConfig("Maija", maija, "random"), SeatConfig("Pekka", "bot", "random"))
    match = Match("cribbage", {"target_score": 61}, seats, 4)
    match.start()
    while not match.is_over:  # Maija's cards too played by a random bot
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match.to_record()


def cribbage_one_move_from_its_end(maija: SeatKind = "human") -> Match:
    record = finished_cribbage(maija)
    return Match.from_record(dataclasses.replace(record, actions=record.actions[:-1]))


def finish_last_move(match: Match) -> dict[str, Any]:
    """The last move played, and the finished game as the window hands it to ``finish``."""
    last = game_spec("cribbage").parse_action(finished_cribbage(match.seats[0].kind).actions[-1])
    (seat,) = (seat for seat in match.to_move() if match.is_legal(seat, last))
    match.apply(seat, last)
    assert match.is_over
    return library.finished_game(match, WHEN)


def kill_at(step: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make the ``step``-th change to a file (a write, a rename or a removal; the lock's
    own comings and goings aside) stop the program before it happens; the changes seen."""
    seen: list[str] = []

    def stopping(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def change(*args: Any, **kwargs: Any) -> Any:
            if not str(args[0]).endswith(".lock"):
                seen.append(f"{name} {Path(args[0]).name}")
                if len(seen) == step:
                    raise Killed(seen[-1])
            return real(*args, **kwargs)

        return change

    monkeypatch.setattr(storage, "_replace_with", stopping("write", storage._replace_with))
    monkeypatch.setattr(filing, "os", SimpleNamespace(replace=stopping("move", os.replace)))
    monkeypatch.setattr(Path, "unlink", stopping("remove", Path.unlink))
    return seen


def counts() -> tuple[int, int]:
    kept, unreadable = library.entries()
    assert unreadable == []
    return len(kept), len(load_statistics()[0].games)


def test_a_finish_run_through_files_the_game_once_and_leaves_no_journal() -> None:
    match = cribbage_one_move_from_its_end()
    autosave(match)
    filed = filing.finish(finish_last_move(match), LIMIT, autosave_path())
    assert filed.complete and filed.game == "cribbage"
    assert counts() == (1, 1)
    assert not autosave_path().exists() and list(filing.filing_dir().iterdir()) == []
    assert filing.file_waiting(LIMIT) == [] and counts() == (1, 1)


def test_a_stop_at_any_step_of_the_finish_ends_with_the_game_filed_once_at_the_next_start(
    monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    steps: list[str] = []
    step = 0
    while True:
        step += 1
        folder = home / f"kill-{step}"
        monkeypatch.setenv(storage.HOME_ENV, str(folder))
        match = cribbage_one_move_from_its_end()
        autosave(match)
        finished = finish_last_move(match)
        with monkeypatch.context() as patch:
            seen = kill_at(step, patch)
            try:
                filing.finish(finished, LIMIT, autosave_path())
            except Killed:
                pass
            else:
                steps = seen
                break
        # The next start: what was left half filed is filed, then the saved game is offered.
        filing.file_waiting(LIMIT)
        resumed, problem = load_autosave()
        assert problem is None
        if "write current.json" not in seen[:-1]:  # stopped before the finished game was
            # written: the game one move before its end is there to resume
            assert counts() == (0, 0)
            assert resumed is not None and not resumed.is_over
            assert resumed.log == match.log[:-1]
        else:
            assert counts() == (1, 1), f"stopped before {seen[-1]}"
            assert resumed is None
        assert filing.file_waiting(LIMIT) == [] and counts() in {(0, 0), (1, 1)}
        assert not any(p.name.endswith(".lock") for p in (folder / "data").iterdir())
    # Besides these, each write removes a version left waiting beside its file (``.new``).
    assert [step for step in steps if not step.endswith(".new")] == [
        "write current.json.bak",
        "write current.json",
        "move current.json",
        "remove current.json.bak",
        f"write {finished['finished']['id']}.json",
        "write statistics.json",
        f"remove {finished['finished']['id']}.json",
        f"remove {finished['finished']['id']}.json.bak",
    ]
    assert step == len(steps) + 1


def test_a_second_window_files_its_game_through_the_journal_and_leaves_the_saved_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    owners = Match("cribbage", {}, (SeatConfig("A", "human"), SeatConfig("B", "human")), 9)
    owners.start()
    autosave(owners)
    before = autosave_path().read_bytes()
    finished = finish_last_move(cribbage_one_move_from_its_end())
    with monkeypatch.context() as patch:
        kill_at(2, patch)  # written into the journal, then stopped
        with pytest.raises(Killed):
            filing.finish(finished, LIMIT, None)
    assert counts() == (0, 0)
    assert [entry.id for entry in filing_entries()] == [finished["finished"]["id"]]
    filing.file_waiting(LIMIT)
    assert counts() == (1, 1)
    assert autosave_path().read_bytes() == before


def filing_entries() -> list[library.LibraryEntry]:
    return [
        storage.parse_file(path, functools.partial(library.entry_from_json, path))
        for path in sorted(filing.filing_dir().iterdir())
    ]


def test_a_game_of_computers_is_filed_into_the_library_alone() -> None:
    finished = finish_last_move(cribbage_one_move_from_its_end("bot"))
    assert filing.finish(finished, LIMIT, None).complete
    assert counts() == (1, 0) and not statistics_path().exists()


def test_a_statistics_file_that_cannot_be_written_keeps_the_journal_for_the_next_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def full(statistics: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(store, "save_statistics", full)
        filed = filing.finish(finish_last_move(cribbage_one_move_from_its_end()), LIMIT, None)
    assert isinstance(filed.statistics_error, OSError) and not filed.complete
    assert len(library.entries()[0]) == 1 and len(filing_entries()) == 1
    (again,) = filing.file_waiting(LIMIT)
    assert again.complete and counts() == (1, 1) and filing_entries() == []


def test_a_damaged_journal_is_moved_aside_and_told() -> None:
    folder = filing.filing_dir()
    folder.mkdir(parents=True)
    (folder / "20250301T183000Z-cribbage-4-abcdef.json").write_text('{"seed": 1' + "0" * 5000)
    (filed,) = filing.file_waiting(LIMIT)
    assert filed.problem is not None and filed.problem.damage == "odd_value"
    assert [p.name.split(".json")[0] for p in folder.iterdir()] == [
        "20250301T183000Z-cribbage-4-abcdef"
    ]
    assert counts() == (0, 0)


def test_a_journal_must_replay_to_the_end_it_tells() -> None:
    match = cribbage_one_move_from_its_end()
    finished = finish_last_move(match)
    finished["actions"] = finished["actions"][:-1]
    storage.write_json(filing.filing_dir() / f"{finished['finished']['id']}.json", finished)
    (filed,) = filing.file_waiting(LIMIT)
    assert filed.problem is not None and filed.problem.damage == "unusable"
    assert counts() == (0, 0)


def summary(game_id: str) -> GameSummary:
    return GameSummary(
        "cribbage",
        "2025-03-01T18:30:00",
        1,
        3,
        (PlayerLine("A", "human", "", True, 61),),
        id=game_id,
    )


def test_a_lock_left_by_a_program_that_died_is_taken_over() -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    lock = statistics_path().with_name("statistics.json.lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(dead.stdout.strip())
    started = time.monotonic()
    assert record_game(summary("a")) == (True, None)
    assert time.monotonic() - started < 1 and not lock.exists()


def test_a_lock_held_by_a_running_program_is_waited_for_then_refused() -> None:
    lock = statistics_path().with_name("statistics.json.lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(str(os.getppid()))
    with pytest.raises(TimeoutError), storage.exclusive(statistics_path(), wait=0.2):
        pytest.fail("the lock was taken from a running program")
    assert lock.exists()


def test_two_programs_adding_at_once_both_count_their_games() -> None:
    """Two processes each add 15 games to one statistics file: all 30 are kept."""
    code = (
        "import sys\n"
        "from tests.test_filing import summary\n"
        "from skruuvi_gui.stats.store import record_game\n"
        "for n in range(15):\n"
        "    record_game(summary(f'{sys.argv[1]}-{n}'))\n"
    )
    root = Path(__file__).parent.parent
    env = {**os.environ, "PYTHONPATH": str(root)}
    adders = [
        subprocess.Popen([sys.executable, "-c", code, name], env=env, cwd=root)
        for name in ("first", "second")
    ]
    assert [adder.wait(timeout=60) for adder in adders] == [0, 0]
    ids = sorted(game.id for game in load_statistics()[0].games)
    assert len(ids) == 30 and len(set(ids)) == 30
