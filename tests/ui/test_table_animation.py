"""Pacing: queued steps wait their turn, and skipping lands exactly where waiting would."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.table.animation import Animator, Sequencer, Step
from skruuvi_gui.ui.table.hand import Side, fan, fan_width
from skruuvi_gui.ui.table.seat_places import side_of_seat


def step(ran: list[str], name: str, wait: int) -> Step:
    """A step that notes its name and asks for ``wait`` milliseconds."""

    def run() -> int:
        ran.append(name)
        return wait

    return run


def test_steps_run_in_order_and_wait_between(qtbot: QtBot) -> None:
    sequencer = Sequencer()
    ran: list[str] = []
    for name, wait in (("a", 30), ("b", 0), ("c", 0)):
        sequencer.add(step(ran, name, wait))
    with qtbot.waitSignal(sequencer.drained, timeout=1000):
        sequencer.start()
        assert ran == ["a"]
        assert sequencer.busy()
    assert ran == ["a", "b", "c"]
    assert not sequencer.busy()


def test_finish_runs_every_step_at_once(qtbot: QtBot) -> None:
    sequencer = Sequencer()
    ran: list[str] = []
    for name in "xyz":
        sequencer.add(step(ran, name, 10_000))
    sequencer.start()
    with qtbot.waitSignal(sequencer.drained, timeout=100):
        sequencer.finish()
    assert ran == ["x", "y", "z"]


def test_finishing_jumps_animations_to_their_end(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    target = scene.addText("x")
    animator = Animator()
    move = QPropertyAnimation(target, b"pos")
    move.setEndValue(QPointF(300, 40))
    move.setDuration(60_000)
    animator.start(move)
    assert animator.running()
    with qtbot.waitSignal(animator.idle, timeout=100):
        animator.finish_all()
    assert target.pos() == QPointF(300, 40)
    assert not animator.running()


def test_a_stopped_or_deleted_animation_no_longer_counts(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    target = scene.addText("x")
    animator = Animator()
    first = QPropertyAnimation(target, b"pos")
    first.setEndValue(QPointF(10, 10))
    first.setDuration(60_000)
    animator.start(first)
    first.stop()
    assert not animator.running()
    second = QPropertyAnimation(target, b"opacity")
    second.setEndValue(0.0)
    second.setDuration(60_000)
    animator.start(second)
    with qtbot.waitSignal(animator.idle, timeout=1000):
        second.deleteLater()
    assert not animator.running()


def test_the_own_hand_fans_within_its_width() -> None:
    spots = fan(6, QPointF(500, 700), 100, 400, tilt=2.0, arc=1.0)
    xs = [pos.x() for pos, _ in spots]
    assert xs == sorted(xs)
    assert xs[-1] - xs[0] + 100 == fan_width(6, 100, 400) <= 400
    assert [tilt for _, tilt in spots] == [-5.0, -3.0, -1.0, 1.0, 3.0, 5.0]
    assert spots[0][0].y() > spots[2][0].y()


def test_seats_go_clockwise_from_the_viewer() -> None:
    assert [side_of_seat(s, 2, 4) for s in range(4)] == [
        Side.TOP,
        Side.RIGHT,
        Side.BOTTOM,
        Side.LEFT,
    ]
    assert [side_of_seat(s, 0, 3) for s in range(3)] == [Side.BOTTOM, Side.LEFT, Side.TOP]
    assert [side_of_seat(s, 1, 2) for s in range(2)] == [Side.TOP, Side.BOTTOM]
