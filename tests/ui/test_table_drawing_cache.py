"""While a bot thinks, the table's frames call no Python: the glowing, spinning plate of the
thinking seat and the cards under and around it are drawn from Qt's caches. A frame that
called Python would wait for the interpreter the thinking bot is using."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.cards import CardRenderer
from skruuvi_gui.ui.table.animation import Animator
from skruuvi_gui.ui.table.card_item import CardItem, CardLook
from skruuvi_gui.ui.table.felt import felt_pixmap
from skruuvi_gui.ui.table.scene import FeltView
from skruuvi_gui.ui.table.seat_plate import SeatPlate


class CountedPlate(SeatPlate):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.paints += 1
        super().paint(painter, option, widget)


class CountedCard(CardItem):
    def __init__(self, look: CardLook, card: Card) -> None:
        super().__init__(look, card, True, 90.0)
        self.paints = 0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.paints += 1
        super().paint(painter, option, widget)


def test_a_thinking_seat_glows_and_spins_without_drawing_again(qtbot: QtBot) -> None:
    scene = QGraphicsScene(QRectF(0, 0, 400, 300))
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    look = CardLook(CardRenderer())
    cards = [CountedCard(look, Card.parse(text)) for text in ("AS", "KH", "QD")]
    for number, card in enumerate(cards):
        scene.addItem(card)
        card.setPos(QPointF(170 + 25 * number, 150))
        card.set_angle(8.0 * (number - 1))  # a fanned hand, tilted
    plate = CountedPlate()
    plate.set_name("Expert 2")
    scene.addItem(plate)
    plate.setPos(QPointF(200, 150))  # over the cards
    view.show()
    qtbot.waitExposed(view)
    plate.set_active(True)
    plate.set_thinking(True)
    qtbot.wait(150)  # the first frames fill the caches
    plate_paints = plate.paints
    card_paints = [card.paints for card in cards]
    assert plate_paints >= 1 and all(card_paints)  # they were drawn
    qtbot.wait(400)  # a dozen frames of glow and spin
    assert plate.is_thinking() and plate.is_active()
    assert plate.paints == plate_paints
    assert [card.paints for card in cards] == card_paints
    plate.set_thinking(False)
    qtbot.wait(50)
    assert plate.paints > plate_paints  # the plate without its spinner is drawn anew


def test_a_card_laid_out_again_unchanged_is_not_drawn_again(qtbot: QtBot) -> None:
    """A table refreshes every card it lays out; only a card whose marks changed is drawn
    again, the others keep their cached picture."""
    scene = QGraphicsScene(QRectF(0, 0, 400, 300))
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    look = CardLook(CardRenderer())
    cards = [CountedCard(look, Card.parse(text)) for text in ("AS", "KH")]
    for number, card in enumerate(cards):
        scene.addItem(card)
        card.setPos(QPointF(150 + 100 * number, 150))
        card.refresh()
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(100)
    drawn = [card.paints for card in cards]
    assert all(drawn)
    for card in cards:
        card.refresh()  # laid out again, nothing changed
    qtbot.wait(100)
    assert [card.paints for card in cards] == drawn
    cards[1].hinted = True
    for card in cards:
        card.refresh()
    qtbot.wait(100)
    assert cards[0].paints == drawn[0]
    assert cards[1].paints > drawn[1]  # the hint's rings are drawn


def test_a_plate_given_its_name_and_colour_again_is_not_drawn_again(qtbot: QtBot) -> None:
    """The tables set every plate's name and colour on each render; the same words and
    colour keep the plate's cached picture, new ones draw it anew."""
    scene = QGraphicsScene(QRectF(0, 0, 400, 300))
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    plate = CountedPlate()
    plate.set_name("Expert 2")
    plate.set_colour(QColor("#3a6ea5"))
    scene.addItem(plate)
    plate.setPos(QPointF(200, 150))
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(100)
    drawn = plate.paints
    assert drawn >= 1
    plate.set_name("Expert 2")
    plate.set_colour(QColor("#3a6ea5"))
    qtbot.wait(100)
    assert plate.paints == drawn
    plate.set_colour(QColor("#a53a3a"))
    qtbot.wait(100)
    assert plate.paints > drawn
    drawn = plate.paints
    plate.set_name("Expert 3")
    qtbot.wait(100)
    assert plate.paints > drawn


def test_a_tilted_card_is_drawn_once_tilt_and_all_and_copied_plainly(qtbot: QtBot) -> None:
    """The view smooths nothing, so Qt copies a card's cached picture plainly; a tilt that is
    not a right angle is drawn into the picture itself, and Qt turns the item by the rest. A
    card turning is drawn in every frame of its turn, then cached again."""
    scene = QGraphicsScene(QRectF(0, 0, 400, 300))
    holder = QWidget()
    qtbot.addWidget(holder)
    view = FeltView(scene, holder, lambda event: False)
    view.resize(420, 320)
    assert not view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    look = CardLook(CardRenderer())
    card = CountedCard(look, Card.parse("AS"))
    scene.addItem(card)
    card.setPos(QPointF(200, 150))
    card.set_angle(96.5)
    assert card.angle() == 96.5
    assert card.rotation() == 90.0  # Qt turns the item by the right angle only
    assert card.cacheMode() == QGraphicsItem.CacheMode.ItemCoordinateCache
    outline = card.card_to_scene(card.card_rect())
    face = QRectF(-card.width / 2, -45, card.width, 90)
    turned = QTransform().translate(200, 150).rotate(96.5).map(QPolygonF(face))
    assert outline.size() == turned.size()
    for corner in range(outline.size()):
        assert abs(outline.at(corner).x() - turned.at(corner).x()) < 1e-6
        assert abs(outline.at(corner).y() - turned.at(corner).y()) < 1e-6
    holder.show()
    qtbot.waitExposed(view)
    qtbot.wait(100)
    lying = card.paints
    assert lying >= 1
    card.move_to(QPointF(200, 150), 96.5, 200, Animator())  # laid out again, unchanged
    view.viewport().repaint()
    view.viewport().repaint()
    assert card.paints == lying  # copied from the cache
    animator = Animator()
    card.move_to(QPointF(150, 150), 0.0, 200, animator)
    assert card.cacheMode() == QGraphicsItem.CacheMode.NoCache
    assert card.angle() == 96.5  # the turn starts from where the card lay
    qtbot.waitUntil(lambda: not animator.running(), timeout=2000)
    assert card.paints > lying + 2  # drawn in the frames of the turn
    assert card.angle() == 0.0
    assert card.cacheMode() == QGraphicsItem.CacheMode.ItemCoordinateCache
    card.move_to(QPointF(250, 150), 0.2, 200, animator)  # a move without a turn to see
    assert card.angle() == 0.2 and card.rotation() == 0.0
    assert card.cacheMode() == QGraphicsItem.CacheMode.ItemCoordinateCache


def drawn(paint: Callable[[QPainter], None]) -> QImage:
    image = QImage(160, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#2e6b3f"))
    painter = QPainter(image)
    painter.translate(80.0, 100.0)
    paint(painter)
    painter.end()
    return image


def test_a_resting_card_is_its_face_and_shadow_drawn_once_for_every_item(qtbot: QtBot) -> None:
    """A card lying unlifted is copied from one picture the table's cards share, and looks
    as its face with the shadow below and right of it drawn piece by piece."""
    look = CardLook(CardRenderer())
    height = 121.3
    cards = [CardItem(look, Card.parse("QH"), True, height) for _ in range(2)]
    backs = [CardItem(look, Card.parse(text), False, height) for text in ("2C", "AS")]
    pictures = [look.resting(Card.parse("QH"), height), look.resting(None, height)]
    option = QStyleOptionGraphicsItem()

    def by_hand(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        face = cards[0].card_rect()
        radius = height * 0.045
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(face.translated(1.2, 2.0), radius, radius)
        pixmap = look.pixmap(Card.parse("QH"), height)
        painter.drawPixmap(face, pixmap, QRectF(pixmap.rect()))

    first = drawn(lambda painter: cards[0].paint(painter, option))
    assert drawn(lambda painter: cards[1].paint(painter, option)) == first
    assert look.resting(Card.parse("QH"), height).cacheKey() == pictures[0].cacheKey()
    for back in backs:
        drawn(lambda painter, back=back: back.paint(painter, option))  # type: ignore[misc]
    assert look.resting(None, height).cacheKey() == pictures[1].cacheKey()
    reference = drawn(by_hand)
    differences = [
        abs(QColor(first.pixel(x, y)).value() - QColor(reference.pixel(x, y)).value())
        for x in range(160)
        for y in range(200)
    ]
    # The same picture, placed up to half a pixel apart: edges differ a little.
    assert sum(differences) / len(differences) < 4


def test_the_next_table_finds_its_cards_and_felt_drawn_by_the_last(qtbot: QtBot) -> None:
    """A table set up after another of the same size draws its first deal's resting cards
    and its felt from the pictures the last one made; another size, colour or back is drawn
    anew."""
    renderer = CardRenderer()
    first, second = CardLook(renderer), CardLook(renderer)
    queen = Card.parse("QH")
    assert second.resting(queen, 97.0).cacheKey() == first.resting(queen, 97.0).cacheKey()
    assert second.resting(queen, 98.0).cacheKey() != first.resting(queen, 97.0).cacheKey()
    second.back = "red"
    assert second.resting(None, 97.0).cacheKey() != first.resting(None, 97.0).cacheKey()
    felt = felt_pixmap("green", QSize(400, 300), 1.0)
    assert felt_pixmap("green", QSize(400, 300), 1.0).cacheKey() == felt.cacheKey()
    assert felt_pixmap("blue", QSize(400, 300), 1.0).cacheKey() != felt.cacheKey()
    assert felt_pixmap("green", QSize(401, 300), 1.0).cacheKey() != felt.cacheKey()


def picture_at_scale(tmp_path: Path, scale: int) -> QImage:
    """The same table drawn in a process whose screen is scaled ``scale`` times."""
    out = tmp_path / f"table-{scale}.png"
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": str(scale)}
    script = Path(__file__).with_name("hidpi_table_picture.py")
    subprocess.run([sys.executable, str(script), str(out)], env=environment, check=True)
    image = QImage(str(out))
    assert image.width() == 600 * scale
    return image


def test_cards_on_a_screen_scaled_twice_lie_where_they_lie_on_any_other(tmp_path: Path) -> None:
    """The cached drawing of a card fills the card's place at any pixel ratio: the picture
    at twice the scale, brought down to the first, is the same picture."""
    plain = picture_at_scale(tmp_path, 1)
    sharp = picture_at_scale(tmp_path, 2).scaled(
        plain.size(),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    differences = [
        abs(QColor(plain.pixel(x, y)).lightness() - QColor(sharp.pixel(x, y)).lightness())
        for x in range(0, plain.width(), 3)
        for y in range(0, plain.height(), 3)
    ]
    assert sum(differences) / len(differences) < 6
