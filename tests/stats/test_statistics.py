"""Statistics: game summaries from real finished games, the figures counted from them, and
the file that keeps them through damage and newer versions."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig, play_bots
from skruuvi_gui.rules import game_spec
from skruuvi_gui.stats.store import (
    MAX_GAMES,
    NewerStatisticsError,
    Statistics,
    forget_page,
    load_statistics,
    record_game,
    statistics_path,
)
from skruuvi_gui.stats.summary import ContractLine, GameSummary, PlayerLine, summarise
from skruuvi_gui.stats.tally import standings

WHEN = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


def finished(game: str, seats: list[SeatConfig], seed: int, **options: object) -> Record:
    match = Match(game, game_spec(game).check_options(options), seats, seed)
    match.start()
    play_bots(match)
    assert match.is_over
    return match.to_record()


def bots(count: int, level: str = "random") -> list[SeatConfig]:
    return [SeatConfig(f"Bot {i}", "bot", level) for i in range(count)]


def test_cribbage_points_split_into_hand_crib_and_play() -> None:
    record = finished("cribbage", bots(2), 3)
    outcome = Match.from_record(record).outcome()
    assert outcome is not None
    summary = summarise(record, WHEN)
    assert summary.finished == "2025-03-01T18:30:00+00:00"
    assert [line.points for line in summary.players] == list(outcome.scores)
    for line in summary.players:
        assert line.hand + line.crib + line.pegging == line.points
    # Every deal's crib is counted, but for the last one's when the game ends before it.
    assert sum(line.cribs for line in summary.players) in (summary.deals - 1, summary.deals)
    assert [line.won for line in summary.players] == [0 in outcome.winners, 1 in outcome.winners]


def test_partnership_cribbage_gives_partners_their_side_total() -> None:
    summary = summarise(finished("cribbage", bots(4), 5, num_players=4, target_score=61), WHEN)
    first, second, third, fourth = summary.players
    assert first.points == third.points and second.points == fourth.points
    assert first.won == third.won != second.won == fourth.won


def test_skruuvi_contracts_come_from_the_score_sheet() -> None:
    record = finished("skruuvi", bots(4), 3, length="alkupeli")
    summary = summarise(record, WHEN)
    final = Match.from_record(record).state.public_observation()
    results = final.results  # type: ignore[attr-defined]
    assert summary.deals == len(results) == len(summary.contracts)
    for line, result in zip(summary.contracts, results, strict=True):
        assert line.contract == result.contract
        assert line.knocks == result.knocks
        if result.declarer is not None:
            assert line.made == (result.points[result.declarer] > 0)
    assert [p.points for p in summary.players] == [
        sum(r.points[seat] for r in results) for seat in range(4)
    ]


def test_squint_contracts_by_kind() -> None:
    summary = summarise(finished("squint", bots(5), 3, deal_limit=5), WHEN)
    assert summary.deals == 5
    assert len(summary.contracts) >= 5
    kinds = {"ace_solo", "misere", "grand_solo", "solo", "duo", "nemo"}
    assert {line.contract.split(":")[0] for line in summary.contracts} <= kinds


def test_an_unfinished_game_has_no_summary() -> None:
    match = Match("cribbage", {}, bots(2), 3)
    match.start()
    with pytest.raises(ValueError, match="not over"):
        summarise(match.to_record(), WHEN)


def line(name: str, won: bool, points: int, kind: str = "human") -> PlayerLine:
    return PlayerLine(name, kind, "expert", won, points)


def game(day: int, *players: PlayerLine, contracts: tuple[ContractLine, ...] = ()) -> GameSummary:
    return GameSummary("skruuvi", f"2025-01-{day:02d}T12:00:00", day, 4, players, contracts)


def test_wins_streaks_and_points_per_deal() -> None:
    # Out of order on purpose: streaks follow the finishing time.
    games = [
        game(3, line("Maija", False, -10), line("Pekka", True, 10)),
        game(1, line("Maija", True, 30), line("Pekka", False, -30)),
        game(2, line("Maija", True, 20), line("Pekka", False, -20)),
        game(4, line("Maija", False, -2), line("Bot", True, 2, kind="bot")),
    ]
    maija, pekka, computer = standings(games, "skruuvi")
    assert maija.who == ("person", "Maija")
    assert (maija.games, maija.wins, maija.streak, maija.best_streak) == (4, 2, -2, 2)
    assert maija.win_rate == 0.5
    assert maija.points_per_deal == 38 / 16
    assert maija.history == [30, 20, -10, -2]
    assert (pekka.games, pekka.wins, pekka.streak, pekka.best_streak) == (3, 1, 1, 1)
    assert computer.who == ("computer", "expert")
    assert standings(games, "cribbage") == []


def test_contracts_by_player() -> None:
    made = ContractLine("6H", (0,), True, 2, (40, -40, 40, -40))
    failed = ContractLine("7G", (1,), False, 0, (30, -30, 30, -30))
    misere = ContractLine("pass_misere", (), False, 0, (5, -5, 0, 0))
    players = (line("A", True, 0), line("B", False, 0), line("C", True, 0), line("D", False, 0))
    a, b, c, d = standings([game(1, *players, contracts=(made, failed, misere))], "skruuvi")
    assert set(a.contracts) == {"6H", "pass_misere"}
    assert (a.contracts["6H"].played, a.contracts["6H"].made, a.contracts["6H"].knocked) == (
        1,
        1,
        1,
    )
    assert (b.contracts["7G"].played, b.contracts["7G"].made, b.contracts["7G"].points) == (
        1,
        0,
        -30,
    )
    assert (a.contracts["pass_misere"].made, b.contracts["pass_misere"].made) == (1, 0)
    assert set(c.contracts) == set(d.contracts) == {"pass_misere"}


def test_a_computer_level_counts_each_game_once_whatever_its_seats() -> None:
    """Three computer players of one level against a person are one game for the level:
    won when most of its players won, its points their average."""
    players = (
        line("You", False, -1508),
        line("Bot 1", True, 1508, kind="bot"),
        line("Bot 2", False, -1508, kind="bot"),
        line("Bot 3", True, 1508, kind="bot"),
    )
    six = ContractLine("6H", (1,), True, 0, (-40, 40, -40, 40))
    you, computer = standings([game(1, *players, contracts=(six,))], "skruuvi")
    assert (you.games, you.wins, you.history) == (1, 0, [-1508])
    assert (computer.who, computer.games, computer.wins) == (("computer", "expert"), 1, 1)
    assert computer.history == [pytest.approx(1508 / 3)]
    assert computer.points_per_deal == pytest.approx(1508 / 3 / 4)
    assert (computer.contracts["6H"].played, computer.contracts["6H"].points) == (1, 40)
    partner_won = (players[0], players[1], players[2], replace(players[3], won=False))
    (_, computer) = standings([game(2, *partner_won)], "skruuvi")
    assert (computer.games, computer.wins) == (1, 0)  # one of three won, beside the person


@pytest.mark.parametrize("seed", [3, 4])
def test_traditional_skruuvi_counts_the_ledger_on_a_page_of_its_own(seed: int) -> None:
    record = finished("skruuvi", bots(4), seed, scoring="traditional", length="alkupeli")
    outcome = Match.from_record(record).outcome()
    assert outcome is not None
    summary = summarise(record, WHEN)
    assert summary.ledger and summary.page == "skruuvi:ledger"
    assert [p.points for p in summary.players] == list(outcome.scores)
    assert GameSummary.from_json(summary.to_json()) == summary
    assert standings([summary], "skruuvi") == []
    (computer,) = standings([summary], "skruuvi:ledger")
    assert computer.games == 1
    assert Statistics((summary,)).without_game("skruuvi").games == (summary,)
    assert Statistics((summary,)).without_game("skruuvi:ledger").games == ()


def test_statistics_are_kept_and_reset_per_game() -> None:
    summary = summarise(finished("cribbage", bots(2), 3), WHEN)
    assert record_game(summary) == (True, None)
    assert record_game(summary) == (True, None)  # no id: two games alike
    statistics, problem = load_statistics()
    assert problem is None
    assert statistics.games == (summary, summary)
    forget_page("cribbage")
    assert load_statistics()[0].games == ()


def test_a_game_with_an_id_is_counted_once() -> None:
    summary = replace(summarise(finished("cribbage", bots(2), 3), WHEN), id="20250301-c-3-aa")
    assert record_game(summary) == (True, None)
    assert record_game(summary) == (False, None)
    assert load_statistics()[0].games == (summary,)
    assert not statistics_path().with_name("statistics.json.lock").exists()


def test_each_game_keeps_its_last_games() -> None:
    statistics = Statistics()
    other = game(1, line("A", True, 1))
    statistics = statistics.with_game(other)
    for day in range(MAX_GAMES + 2):
        statistics = statistics.with_game(
            GameSummary("cribbage", "2025-01-01T00:00:00", day, 1, ())
        )
    assert len(statistics.games) == MAX_GAMES + 1
    assert other in statistics.games
    assert next(g.seed for g in statistics.games if g.game == "cribbage") == 2


def test_a_damaged_file_is_moved_aside_and_its_backup_used(home: Path) -> None:
    first = game(1, line("A", True, 1))
    record_game(first)
    record_game(game(2, line("A", False, -1)))  # the first version is now the backup
    statistics_path().write_text('{"format_version": 1, "games": [', encoding="utf-8")
    statistics, problem = load_statistics()
    assert problem is not None
    assert problem.damage == "not_json" and problem.recovery == "restored"
    assert (home / "data" / problem.moved_to).read_text(encoding="utf-8").startswith("{")
    assert statistics.games == (first,)


def test_a_newer_file_is_read_but_never_written_over() -> None:
    path = statistics_path()
    newer = {
        "format_version": 2,
        "games": [game(1, line("A", True, 1)).to_json(), {"something": "new"}],
    }
    text = json.dumps(newer)
    path.write_text(text, encoding="utf-8")
    statistics, problem = load_statistics()
    assert problem is None and len(statistics.games) == 1
    with pytest.raises(NewerStatisticsError):
        record_game(game(2, line("A", True, 1)))
    assert path.read_text(encoding="utf-8") == text


def test_a_summary_of_another_shape_makes_the_file_unusable() -> None:
    statistics_path().write_text(
        json.dumps({"format_version": 1, "games": [{"game": "cribbage"}]}), encoding="utf-8"
    )
    statistics, problem = load_statistics()
    assert problem is not None and problem.damage == "unusable"
    assert statistics.games == ()
    assert not statistics_path().exists()
    assert storage.backup_path(statistics_path()).name == problem.backup
