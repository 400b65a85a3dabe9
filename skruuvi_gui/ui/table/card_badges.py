"""Small marks on the viewer's own cards: the order of the cards chosen for an exchange (the
receiver sees them in that order), and the cards just received, numbered as they came.

A badge sits just above the card's top edge, over its index corner: in an overlapping hand
that is the part of the card the next one leaves uncovered, so the badge is plainly this
card's and hides no card's index. It follows the card's tilt and lift. What it marks is in its
tooltip and in the card's name for a screen reader: a lone "+" or a number says little.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.card_item import CHOSEN_LIFT, CardItem
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate


def badge_meaning(text: str, colours: tuple[QColor, QColor]) -> str:
    """What a badge saying ``text`` in ``colours`` marks, in a sentence. (Above the
    constants: lupdate would take their ``#:`` notes for notes to the translators.)"""
    numbered = text.isdigit()
    if colours == RECEIVED:
        if numbered:
            return translate(
                "CardBadges", "A card you received in this deal, number {number} in the order given"
            ).replace("{number}", text)
        return translate("CardBadges", "A card you received in this deal")
    if numbered:
        return translate(
            "CardBadges",
            "Chosen to give, number {number}: the receiver sees the cards in this order",
        ).replace("{number}", text)
    return translate("CardBadges", "Chosen to give to {name}").replace("{name}", text)


#: The middle of a card's index corner, as a share of the card's width from its left edge.
INDEX_CENTRE = 0.14
#: How far a badge's centre stands above the card's top edge, in badge heights: the badge
#: clears the index below it.
INDEX_CLEARANCE = 0.4
#: Badge colours: chosen for giving (gold), received (teal).
CHOSEN = (QColor("#ffd54a"), QColor("#2b2112"))
RECEIVED = (QColor("#5ee0c8"), QColor("#0c2a25"))


class CardPlace(Protocol):
    """Where a card stands (a scene's ``Place``): named here, not imported, because the
    scene's accessibility reads the badges."""

    @property
    def pos(self) -> QPointF: ...

    @property
    def height(self) -> float: ...

    @property
    def rotation(self) -> float: ...


class CardBadge(QGraphicsObject):
    """A pill with a number or a name, centred on its position."""

    def __init__(self, text: str, colours: tuple[QColor, QColor], height: float) -> None:
        super().__init__()
        self._text = text
        self._fill, self._ink = colours
        self._height = height
        # Kept: Qt asks for the bounds many times a frame while the cards move.
        self._pill = self._measure_pill()
        self._meaning = badge_meaning(text, colours)
        self.setToolTip(tip_text(self._meaning))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(80)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def meaning(self) -> str:
        return self._meaning

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(9, round(self._height * 0.68)))
        font.setBold(True)
        return font

    def pill(self) -> QRectF:
        return QRectF(self._pill)

    def _measure_pill(self) -> QRectF:
        width = QFontMetricsF(self._font()).horizontalAdvance(self._text)
        w = max(self._height, width + self._height * 0.7)
        return QRectF(-w / 2, -self._height / 2, w, self._height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.pill().adjusted(-2, -2, 2, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.pill()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        radius = rect.height() / 2
        painter.drawRoundedRect(rect.translated(0, 1.5), radius, radius)
        painter.setPen(QPen(self._ink, 1.2))
        painter.setBrush(self._fill)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self._font())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


def badge_spot(place: CardPlace, *, lifted: bool) -> QPointF:
    """Where a card's badge goes: centred over the index corner, mostly above the card's
    top edge, turned and lifted with the card."""
    height = place.height
    width = height * CARD_ASPECT
    lift = CHOSEN_LIFT * height if lifted else 0.0
    rise = badge_height(place) * INDEX_CLEARANCE
    offset = QPointF(-width / 2 + width * INDEX_CENTRE, -height / 2 - lift - rise)
    turned = QTransform().rotate(place.rotation).map(offset)
    return place.pos + turned


def badge_height(place: CardPlace) -> float:
    return max(16.0, place.height * 0.14)


def receiver_labels(names: Sequence[str], count: int) -> list[list[str]]:
    """The labels to try, longest first, for ``count`` cards given in order to ``names``:
    the names, their initials (when those tell the receivers apart), then the order
    numbers. Numbers only when the receivers cannot be told apart by name."""
    numbers = [str(i + 1) for i in range(count)]
    if len(set(names)) < 2 or len(names) < count:
        return [numbers]
    whole = list(names[:count])
    initials = [name[:1] for name in whole]
    if len(set(initials)) == len(initials):
        return [whole, initials, numbers]
    return [whole, numbers]


def badge_on(item: CardItem) -> CardBadge | None:
    """The badge standing on the card ``item``, if one does."""
    scene = item.scene()
    if scene is None or item.card is None:
        return None
    found = (
        other
        for other in scene.items()
        if isinstance(other, CardBadge) and other.data(0) == item.card
    )
    return next(found, None)


def badge_marks(badges: Sequence[CardBadge]) -> dict[Card, str]:
    """What ``badges`` say, by the card each stands on."""
    marks: dict[Card, str] = {}
    for badge in badges:
        card = badge.data(0)
        if isinstance(card, Card):
            marks[card] = badge.text()
    return marks


def overlapping(badges: Sequence[CardBadge]) -> bool:
    """Whether any two of ``badges`` touch on the table."""
    rects = [badge.mapToScene(badge.pill()).boundingRect() for badge in badges]
    return any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
