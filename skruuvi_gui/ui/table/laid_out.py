"""A table whose places all come from one pure layout per table size.

The layout is computed once for each size and read for everything the shared table asks a
game about: where the prompt line sits, where a dragged card counts as played, where the
result panel goes and how large the text is.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtWidgets import QWidget

from skruuvi_gui.rules.api import Event, Observation, Seat
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.pack import DECK
from skruuvi_gui.ui.table.piles import TRICK_GROUP
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile


class TableGeometry(Protocol):
    """What every game's layout tells the shared table."""

    @property
    def size(self) -> QSize: ...

    @property
    def font_px(self) -> float: ...

    @property
    def centre(self) -> QPointF: ...

    @property
    def bar_anchor(self) -> QPointF: ...

    @property
    def bar_limits(self) -> QRectF: ...

    @property
    def drop(self) -> QRectF: ...


GeometryT = TypeVar("GeometryT", bound=TableGeometry)


class LaidOutTable(GameTable, Generic[GeometryT]):
    """A ``GameTable`` that reads its layout from ``_compute_geometry``, says on its prompt
    line what just happened while it catches up, and names the piles both trick-taking
    tables share: the pack being dealt, the hands, the trick in play and the won tricks."""

    #: The game the table draws, for the words of its events.
    game_id: ClassVar[str]
    _happening: str

    def __init__(self, parent: QWidget | None = None) -> None:
        # The shared table sizes itself while it is built, and asks for the layout then.
        self._geometry_cache: GeometryT | None = None
        super().__init__(parent)

    def _compute_geometry(self, size: QSize) -> GeometryT:
        """The game's layout for a table of ``size``."""
        raise NotImplementedError

    def _layout_changed(self) -> None:
        self._geometry_cache = None

    def _geometry(self) -> GeometryT:
        size = self._size()
        cached = self._geometry_cache
        if cached is None or cached.size != size:
            cached = self._compute_geometry(size)
            self._geometry_cache = cached
        return cached

    def _drop_area(self) -> QRectF:
        return self._geometry().drop

    def _bar_anchor(self) -> QPointF:
        return self._geometry().bar_anchor

    def _bar_limits(self) -> QRectF:
        return self._geometry().bar_limits

    def _panel_centre(self) -> QPointF:
        return self._geometry().centre

    def _font_px(self) -> float:
        return self._geometry().font_px

    def _drawn_observation(self) -> Observation | None:
        """The observation the table shows now."""
        raise NotImplementedError

    def _addressed(self) -> Seat | None:
        """Whom the table's words speak to as "you": the viewer of the observation being
        drawn, if any."""
        return self._addressed_seat(self._batch_obs or self._drawn_observation())

    def _happened(self, event: Event) -> None:
        """Say on the prompt line what just happened while the table catches up."""
        self._happening = describe_event(event, self._names, self.game_id, self._addressed()) or ""
        self._refresh_bar()

    def _tricks_won(self, seat: Seat) -> int:
        """Tricks ``seat`` has won so far in the deal drawn."""
        raise NotImplementedError

    def _named(self, seat: Seat) -> str | None:
        """``seat``'s name, ``None`` for the viewer the table speaks to as "you"."""
        return None if seat == self._addressed() else self.name_of(seat)

    def _pile_of(self, group: Hashable) -> Hashable | None:
        if group in (DECK, TRICK_GROUP):
            return group
        if isinstance(group, tuple) and len(group) == 2 and group[0] in ("hand", "pile"):
            return group
        return None

    def _pile_words(self, key: Hashable, pile: SpokenPile) -> PileWords:
        count = pile.count()
        if key == DECK:
            return PileWords(pile_words.pile("pack", count), pile_words.about("deck"))
        if key == TRICK_GROUP:
            return PileWords(pile_words.pile("trick", count), pile_words.about("trick"))
        if isinstance(key, tuple) and key[0] == "hand":
            face_down = not pile.cards()
            return PileWords(
                pile_words.pile_of(
                    "hand_face_down" if face_down else "hand", self._named(key[1]), count
                ),
                pile_words.about("hand_face_down" if face_down else "hand"),
            )
        if isinstance(key, tuple) and key[0] == "pile":
            return PileWords(
                pile_words.pile_of("tricks", self._named(key[1]), self._tricks_won(key[1])),
                pile_words.about("tricks"),
            )
        return super()._pile_words(key, pile)
