"""The cribbage board: holes where a real board has them, pegs that leapfrog."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.cribbage.board import GAME_HOLE, CribbageBoard
from skruuvi_gui.ui.table.animation import Animator


@pytest.fixture
def board(qtbot: QtBot) -> CribbageBoard:
    board = CribbageBoard()
    board.set_sides(("Pekka", "Maija"))
    board.set_rect(QRectF(1000, 10, 180, 780))
    return board


def test_every_hole_lies_on_the_wood_and_no_two_coincide(board: CribbageBoard) -> None:
    wood = board.wood_rect()
    seen = set()
    for side in (0, 1):
        for hole in range(-1, GAME_HOLE + 1):
            pos = board.hole_pos(side, hole)
            assert wood.contains(pos), (side, hole)
            seen.add((round(pos.x()), round(pos.y())))
    assert len(seen) == 2 * (GAME_HOLE + 2)


def test_the_track_runs_up_down_and_up_in_groups_of_five(board: CribbageBoard) -> None:
    ys = [board.hole_pos(0, hole).y() for hole in range(1, 121)]
    assert all(a > b for a, b in pairwise(ys[0:40]))
    assert all(a < b for a, b in pairwise(ys[40:80]))
    assert all(a > b for a, b in pairwise(ys[80:120]))
    pitch = ys[0] - ys[1]
    assert ys[4] - ys[5] > pitch * 1.5
    assert board.hole_pos(0, 40).y() == pytest.approx(board.hole_pos(0, 41).y())
    assert board.hole_pos(0, GAME_HOLE).y() < board.hole_pos(0, 120).y()


def test_the_back_peg_leapfrogs_the_front_one(board: CribbageBoard) -> None:
    animator = Animator()
    board.set_scores((0, 0), (0, 0), 0, animator)
    assert sorted(board.peg_holes(0)) == [-1, 0]
    board.set_scores((5, 0), (0, 0), 0, animator)
    before = board.peg_holes(0)
    assert sorted(before) == [0, 5]
    board.set_scores((9, 0), (5, 0), 0, animator)
    after = board.peg_holes(0)
    assert after == tuple(5 if hole == 5 else 9 for hole in before)
    board.set_scores((130, 2), (118, 0), 0, animator)
    assert sorted(board.peg_holes(0)) == [118, GAME_HOLE]
    assert sorted(board.peg_holes(1)) == [0, 2]
    assert board.scores() == (130, 2)


def test_three_players_get_three_tracks(board: CribbageBoard) -> None:
    board.set_sides(("A", "B", "C"))
    xs = {round(board.hole_pos(side, 7).x()) for side in range(3)}
    assert len(xs) == 3
