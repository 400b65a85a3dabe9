"""Card pictures for the guide's ``card:AH`` images, from the table's own SVG deck.

The guide's text asks for an image by URL; this module answers with the same pixmaps the
table draws (shared cache, four-colour deck on request), rendered for the screen's device
pixel ratio so the cards stay sharp on HiDPI displays.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QPixmap

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.cards import shared_renderer

#: The URL scheme ``skruuvi_gui.guide.card_markdown`` writes for a card image.
CARD_SCHEME = "card"


def card_of_url(url: QUrl) -> Card | None:
    """The card a ``card:AH`` URL names; ``None`` for any other URL."""
    if url.scheme() != CARD_SCHEME:
        return None
    try:
        return Card.parse(url.path())
    except ValueError:
        return None


def card_picture(card: Card, height: int, dpr: float, *, four_colour: bool = False) -> QPixmap:
    """``card`` ``height`` logical pixels tall, with ``dpr`` device pixels to each."""
    return shared_renderer().face(card, height, dpr, four_colour)
