"""The cribbage board: holes where a real board has them, pegs that leapfrog."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.cribbage.board import GAME_HOLE, SIDE_COLOURS, CribbageBoard, Peg
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


def _nearest_hole_distance(board: CribbageBoard, point: QPointF, holes: range) -> float:
    return min(
        math.dist((point.x(), point.y()), (pos.x(), pos.y()))
        for side in (0, 1)
        for hole in holes
        for pos in (board.hole_pos(side, hole),)
    )


@pytest.mark.parametrize("rect", [QRectF(1000, 10, 180, 780), QRectF(800, 8, 150, 560)])
def test_80_stands_by_hole_80_and_not_by_the_first_column(
    board: CribbageBoard, rect: QRectF
) -> None:
    """Hole 80 ends the middle column, level with hole 1 of the first: its number must read
    as the middle column's, so it stands much nearer its own lanes than the first column's."""
    board.set_rect(rect)
    label = board.label_pos(80)
    hole = board.hole_pos(0, 80)
    assert label.y() == pytest.approx(hole.y())
    assert label.x() < hole.x()
    own = _nearest_hole_distance(board, label, range(41, 81))
    first_column = _nearest_hole_distance(board, label, range(1, 41))
    assert own == pytest.approx(hole.x() - label.x())
    assert own < 0.7 * first_column
    for mark in range(45, 121, 5):
        label = board.label_pos(mark)
        segment = range(41, 81) if mark <= 80 else range(81, 121)
        before = range(1, 41) if mark <= 80 else range(41, 81)
        assert _nearest_hole_distance(board, label, segment) < 0.7 * _nearest_hole_distance(
            board, label, before
        ), mark


def _hue_distance(a: QColor, b: QColor) -> int:
    d = abs(a.hue() - b.hue()) % 360
    return min(d, 360 - d)


@pytest.mark.parametrize("sides", [2, 3])
def test_each_lane_is_the_colour_of_its_pegs(board: CribbageBoard, sides: int) -> None:
    """A pixel of each lane, between two holes, has its side's peg colour (the hue within a
    few degrees and clearly coloured, not wood-brown or grey)."""
    board.set_sides(("A", "B", "C")[:sides])
    board.set_rect(QRectF(0, 0, 200, 780))
    image = QImage(200, 780, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    board.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    for side in range(sides):
        for hole in (12, 57, 100):
            a, b = board.hole_pos(side, hole), board.hole_pos(side, hole + 1)
            pixel = image.pixelColor(round((a.x() + b.x()) / 2), round((a.y() + b.y()) / 2))
            peg = SIDE_COLOURS[side]
            assert _hue_distance(pixel, peg) <= 12, (side, hole, pixel.name(), peg.name())
            assert pixel.hsvSaturationF() > 0.45, (side, hole, pixel.name())


def test_a_board_drawn_score_by_score_shows_what_one_drawn_at_once_shows(qtbot: QtBot) -> None:
    """The wood is drawn once and the header again only when a score changes, both kept in
    Qt's cache: after new scores and the table placing the board again, the view shows the
    same picture as a board that was never drawn before the last score."""
    scenes: list[QGraphicsScene] = []

    def board_in_view() -> tuple[CribbageBoard, QGraphicsView]:
        scene = QGraphicsScene(QRectF(0, 0, 240, 800))
        scenes.append(scene)
        view = QGraphicsView(scene)
        view.resize(260, 820)
        qtbot.addWidget(view)
        board = CribbageBoard()
        scene.addItem(board)
        board.set_sides(("Pekka", "Maija"))
        board.set_rect(QRectF(20, 10, 180, 780))
        for peg in board.childItems():
            peg.setVisible(not isinstance(peg, Peg))  # a moved peg's own cache aside
        return board, view

    animator = Animator()
    kept, kept_view = board_in_view()
    kept_view.show()
    qtbot.waitExposed(kept_view)
    kept.set_scores((3, 5), (0, 0), 0, animator)
    first = kept_view.grab().toImage()
    kept.set_scores((9, 5), (3, 0), 0, animator)
    kept.set_rect(QRectF(20, 10, 180, 780))  # placed again, unchanged
    later = kept_view.grab().toImage()
    fresh, fresh_view = board_in_view()
    fresh.set_scores((3, 5), (0, 0), 0, animator)
    fresh.set_scores((9, 5), (3, 0), 0, animator)
    fresh_view.show()
    qtbot.waitExposed(fresh_view)
    assert later == fresh_view.grab().toImage()
    assert later != first


def test_the_game_hole_is_marked_where_the_game_ends(board: CribbageBoard) -> None:
    """A game of 61 ends at 61: 121 is not marked as if it were the game hole."""
    assert board.marks() == (61, GAME_HOLE)
    board.set_target(61)
    assert board.marks() == (61,)
