"""A cribbage board standing at the side of the table.

Each side has a continuous track of 120 holes in groups of five — up the first column, down
the second, up the third — plus two start holes and the game hole, so 121 is once round.
Hole numbers stand beside every fifth hole; the game hole is marked, and 61 in a game of
121. Each side has two pegs that leapfrog: the back peg jumps past the front one by the
points just scored, so the gap between them always shows the last score.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from skruuvi_gui.ui.table.animation import Animator

HOLES = 120
GAME_HOLE = 121
_PER_COLUMN = 40
_GROUP = 5
_GROUP_GAP = 0.8
_START_HOLES = (-1, 0)

#: Peg colours by side: red, blue, and gold for a third player.
SIDE_COLOURS: tuple[QColor, ...] = (QColor("#e0483e"), QColor("#3c8ce7"), QColor("#f0c23b"))

#: How opaque a side's lane is over the wood: enough that the lane reads as its pegs' colour.
_LANE_ALPHA = 170

_WOOD_LIGHT = QColor("#9a6a3a")
_WOOD_DARK = QColor("#6e4521")
_HOLE = QColor("#2a180b")
_LABEL = QColor("#f3e2c2")
_MARK = QColor("#ffd54a")
_HEADER = QColor(12, 22, 18, 205)
_TEXT = QColor("#f6f2e6")


def lane_colour(side: int) -> QColor:
    """The stripe under a side's holes: its pegs' colour, a little see-through."""
    colour = QColor(SIDE_COLOURS[side])
    colour.setAlpha(_LANE_ALPHA)
    return colour


class Peg(QGraphicsObject):
    """One peg: a coloured pin seen from above, with a highlight and a shadow."""

    def __init__(self, colour: QColor, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self._colour = colour
        self._radius = 4.0
        self.hole = -1
        self._move: QPropertyAnimation | None = None
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_radius(self, radius: float) -> None:
        self.prepareGeometryChange()
        self._radius = radius

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self._radius + 3
        return QRectF(-r, -r, 2 * r + 2, 2 * r + 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        r = self._radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(r * 0.3, r * 0.4), r, r)
        gradient = QRadialGradient(QPointF(-r * 0.35, -r * 0.35), r * 1.4)
        gradient.setColorAt(0.0, self._colour.lighter(170))
        gradient.setColorAt(0.45, self._colour)
        gradient.setColorAt(1.0, self._colour.darker(170))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
        painter.drawEllipse(QPointF(0, 0), r, r)

    def go(self, hole: int, pos: QPointF, ms: int, animator: Animator) -> None:
        """Move to ``hole`` at ``pos`` (board coordinates)."""
        self.hole = hole
        if self._move is not None:
            self._move.stop()
            self._move = None
        if ms <= 0 or (pos - self.pos()).manhattanLength() < 0.5:
            self.setPos(pos)
            return
        move = QPropertyAnimation(self, b"pos", self)
        move.setEndValue(pos)
        move.setDuration(ms)
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._move = move
        animator.start(move)


class _ScoreHeader(QGraphicsObject):
    """The board's score header, an item of its own: a new score draws only these lines,
    not the wood and its 250 holes again."""

    def __init__(self, board: CribbageBoard) -> None:
        super().__init__(board)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        board = self._board()
        return QRectF() if board is None else board.header_rect().adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        board = self._board()
        if board is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            board.paint_header(painter)

    def _board(self) -> CribbageBoard | None:
        """The board it heads, asked of Qt (None once parted from it): a reference of its
        own would tie the two Python wrappers in a cycle that the collector frees at some
        later moment, apart from Qt's own order of deleting items."""
        board = self.parentItem()
        return board if isinstance(board, CribbageBoard) else None


class CribbageBoard(QGraphicsObject):
    """The board with a score header; ``set_rect`` sizes it, ``set_scores`` moves pegs."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 160, 600)
        self._names: tuple[str, ...] = ()
        self._scores: tuple[int, ...] = (0, 0)
        self._games: tuple[int, ...] = ()
        self._games_label = ""
        self._target = 121
        self._all_pegs = [(Peg(colour, self), Peg(colour, self)) for colour in SIDE_COLOURS]
        for _, front in self._all_pegs:
            front.hole = 0
        self._pegs = self._all_pegs[:2]
        self._pitch = 10.0
        self._header_height = 40.0
        self._track_top = 0.0
        self._track_bottom = 0.0
        self._columns: list[list[float]] = []
        self._label_x: list[float] = []
        self._drawn: tuple[object, ...] = ()
        self._header_drawn: tuple[object, ...] = ()
        self._header = _ScoreHeader(self)
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_sides(("", ""))

    # --- content -----------------------------------------------------------------------

    def set_sides(self, names: Sequence[str]) -> None:
        """One track per side, named for the score header."""
        if len(names) != len(self._names):
            self._scores = (0,) * len(names)
        for side, pegs in enumerate(self._all_pegs):
            for peg in pegs:
                peg.setVisible(side < len(names))
        self._pegs = self._all_pegs[: len(names)]
        self._names = tuple(names)
        self._layout()

    def set_target(self, target: int) -> None:
        if target != self._target:
            self._target = target
            self.update()

    def marks(self) -> tuple[int, ...]:
        """The holes ringed on the board: the game hole at the target, and halfway round in
        a game of 121 (a game of 61 ends there, and nothing beyond it is marked)."""
        return (61, GAME_HOLE) if self._target == GAME_HOLE else (self._target,)

    def set_games(self, games: Sequence[int], label: str) -> None:
        """Games won per side in a match; an empty ``label`` hides the row."""
        self._games = tuple(games)
        self._games_label = label
        self._layout()

    def scores(self) -> tuple[int, ...]:
        return self._scores

    def text(self) -> str:
        """The board as it reads: each side's score, then the target ("Pekka 12, Maija 8 / 121")."""
        scores = ", ".join(
            f"{name} {score}" for name, score in zip(self._names, self._scores, strict=False)
        )
        return f"{scores} / {self._target}"

    def peg_holes(self, side: int) -> tuple[int, int]:
        back, front = self._pegs[side]
        return (back.hole, front.hole)

    def set_scores(
        self,
        scores: Sequence[int],
        previous: Sequence[int],
        ms: int,
        animator: Animator,
    ) -> None:
        """Put the front peg of each side at its score and the back peg at the previous one."""
        self._scores = tuple(scores)
        for side, (score, before) in enumerate(zip(scores, previous, strict=False)):
            if side >= len(self._pegs):
                break
            front_hole = min(score, GAME_HOLE)
            back_hole = min(before, GAME_HOLE) if score > 0 and before < score else -1
            if front_hole <= 0:
                front_hole = 0
            first, second = self._pegs[side]
            if first.hole == back_hole and second.hole != back_hole:
                stay, leap = first, second
            elif second.hole == back_hole:
                stay, leap = second, first
            else:
                stay, leap = first, second
                stay.go(back_hole, self.hole_pos(side, back_hole), ms, animator)
            leap.go(front_hole, self.hole_pos(side, front_hole), ms, animator)
        self._redraw()

    # --- geometry ----------------------------------------------------------------------

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._layout()

    def header_rect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self._header_height)

    def wood_rect(self) -> QRectF:
        top = self._header_height + self._gap()
        return QRectF(0, top, self._rect.width(), self._rect.height() - top)

    def _gap(self) -> float:
        return max(6.0, self._rect.height() * 0.012)

    def _row_height(self) -> float:
        return max(18.0, min(30.0, self._rect.height() * 0.034))

    def _layout(self) -> None:
        sides = max(1, len(self._names))
        rows = sides + (1 if self._games_label else 0)
        self._header_height = self._row_height() * rows + 12
        wood = self._rect.adjusted(0, self._header_height + self._gap(), 0, 0)
        # Vertically: game hole, 40 holes in 8 groups, then two start holes.
        units = (_PER_COLUMN - 1) + (_PER_COLUMN // _GROUP - 1) * _GROUP_GAP + 7.0
        pitch = (wood.height() - 16) / units
        label_w = max(14.0, pitch * 1.5)
        column_w = min(pitch * 1.05, (wood.width() - 16 - 3 * label_w) / (3 * sides + 0.8))
        pitch = min(pitch, column_w * 1.6)
        self._pitch = pitch
        span = (_PER_COLUMN - 1) * pitch + (_PER_COLUMN // _GROUP - 1) * _GROUP_GAP * pitch
        middle = wood.center().y() + pitch * 0.2
        self._track_top = middle - span / 2
        self._track_bottom = middle + span / 2
        # Each column's numbers stand close by its own lanes, with a clear gap between one
        # column and the next, so no number reads as the neighbouring column's hole.
        segment_w = label_w + sides * column_w
        gap = (wood.width() - 3 * segment_w) / 4
        self._columns = []
        self._label_x = []
        x = wood.left() + gap
        for _segment in range(3):
            self._label_x.append(x + label_w / 2)
            self._columns.append([x + label_w + column_w * (side + 0.5) for side in range(sides)])
            x += segment_w + gap
        for side, pegs in enumerate(self._pegs):
            for peg in pegs:
                peg.set_radius(max(2.6, pitch * 0.42))
                peg.setPos(self.hole_pos(side, peg.hole))
        self._redraw()

    def _redraw(self) -> None:
        """Draw the board and its header again when what they show changed: the table
        places the board and its pegs at every step, and the wood with its 250 holes takes
        milliseconds to draw."""
        header: tuple[object, ...] = (
            self._rect.width(),
            self._header_height,
            self._names,
            self._scores,
            self._games,
            self._games_label,
        )
        if header != self._header_drawn:
            self._header_drawn = header
            self._header.prepareGeometryChange()
            self._header.update()
        drawn = (
            self._rect,
            len(self._names),
            self._header_height,
            self._pitch,
            self._track_top,
            self._track_bottom,
            tuple(map(tuple, self._columns)),
            tuple(self._label_x),
        )
        if drawn != self._drawn:
            self._drawn = drawn
            self.update()

    def hole_pos(self, side: int, hole: int) -> QPointF:
        """Centre of ``side``'s hole number ``hole`` (-1 and 0 are the start holes)."""
        pitch = self._pitch
        if hole <= 0:
            x = self._columns[0][side]
            return QPointF(x, self._track_bottom + pitch * (2.2 if hole == 0 else 3.4))
        if hole >= GAME_HOLE:
            x = self._columns[2][side]
            return QPointF(x, self._track_top - pitch * 2.4)
        segment, index = divmod(hole - 1, _PER_COLUMN)
        offset = index * pitch + (index // _GROUP) * _GROUP_GAP * pitch
        x = self._columns[segment][side]
        if segment == 1:
            return QPointF(x, self._track_top + offset)
        return QPointF(x, self._track_bottom - offset)

    def label_pos(self, hole: int) -> QPointF:
        """Centre of the number written beside ``hole`` (every fifth hole, 61 and 121): left
        of its own column's lanes, level with the hole."""
        segment = 2 if hole >= GAME_HOLE else (hole - 1) // _PER_COLUMN
        return QPointF(self._label_x[segment], self.hole_pos(0, hole).y())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-4, -4, 6, 6)

    # --- drawing -----------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_wood(painter)
        self._paint_holes(painter)

    def paint_header(self, painter: QPainter) -> None:
        """Each side's dot, name and score, and the games won in a match."""

        rect = self.header_rect()
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.0))
        painter.setBrush(_HEADER)
        painter.drawRoundedRect(rect, 10, 10)
        row = self._row_height()
        name_font = QFont()
        name_font.setPixelSize(round(row * 0.52))
        name_font.setBold(True)
        score_font = QFont()
        score_font.setPixelSize(round(row * 0.78))
        score_font.setBold(True)
        metrics = QFontMetricsF(name_font)
        score_metrics = QFontMetricsF(score_font)
        score_w = score_metrics.horizontalAdvance("000")
        y = rect.top() + 6
        for side, name in enumerate(self._names):
            line = QRectF(rect.left() + 10, y, rect.width() - 20, row)
            dot = row * 0.38
            painter.setPen(QPen(QColor(0, 0, 0, 130), 1.0))
            painter.setBrush(SIDE_COLOURS[side])
            painter.drawEllipse(QRectF(line.left(), line.center().y() - dot / 2, dot, dot))
            name_rect = line.adjusted(dot + 6, 0, -score_w - 4, 0)
            fitted = QFont(name_font)
            width = metrics.horizontalAdvance(name)
            if width > name_rect.width():
                shrink = max(0.62, name_rect.width() / width)
                fitted.setPixelSize(max(8, round(name_font.pixelSize() * shrink)))
            painter.setFont(fitted)
            painter.setPen(_TEXT)
            elided = QFontMetricsF(fitted).elidedText(
                name, Qt.TextElideMode.ElideRight, name_rect.width()
            )
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter, elided)
            painter.setFont(score_font)
            score = self._scores[side] if side < len(self._scores) else 0
            painter.drawText(
                line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(score)
            )
            y += row
        if self._games_label:
            line = QRectF(rect.left() + 10, y, rect.width() - 20, row)
            painter.setFont(name_font)
            painter.setPen(_MARK)
            games = "\N{EN DASH}".join(str(g) for g in self._games)
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, self._games_label)
            painter.setFont(score_font)
            painter.drawText(
                line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, games
            )

    def _paint_wood(self, painter: QPainter) -> None:
        wood = self.wood_rect()
        gradient = QLinearGradient(wood.topLeft(), wood.topRight())
        gradient.setColorAt(0.0, _WOOD_DARK)
        gradient.setColorAt(0.5, _WOOD_LIGHT)
        gradient.setColorAt(1.0, _WOOD_DARK)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(wood.translated(2, 3), 12, 12)
        painter.setPen(QPen(QColor("#4a2d14"), 1.5))
        painter.setBrush(gradient)
        painter.drawRoundedRect(wood, 12, 12)
        painter.setPen(QPen(QColor(255, 230, 190, 22), 1.0))
        step = max(5.0, wood.width() / 17)
        x = wood.left() + step / 2
        while x < wood.right() - 2:
            painter.drawLine(QPointF(x, wood.top() + 6), QPointF(x + 1.5, wood.bottom() - 6))
            x += step

    def _paint_holes(self, painter: QPainter) -> None:
        if not self._columns:
            return
        pitch = self._pitch
        sides = len(self._names)
        stripe_w = pitch * 0.95
        for segment in range(3):
            for side in range(sides):
                painter.setPen(QPen(SIDE_COLOURS[side].darker(150), 1.0))
                painter.setBrush(lane_colour(side))
                x = self._columns[segment][side]
                painter.drawRoundedRect(
                    QRectF(
                        x - stripe_w / 2,
                        self._track_top - pitch * 0.6,
                        stripe_w,
                        self._track_bottom - self._track_top + pitch * 1.2,
                    ),
                    stripe_w / 2,
                    stripe_w / 2,
                )
        radius = max(1.3, pitch * 0.19)
        for side in range(sides):
            for hole in (*_START_HOLES, *range(1, HOLES + 1)):
                self._paint_hole(painter, self.hole_pos(side, hole), radius)
            self._paint_hole(painter, self.hole_pos(side, GAME_HOLE), radius * 1.5)
        self._paint_marks(painter, radius)

    def _paint_hole(self, painter: QPainter, centre: QPointF, radius: float) -> None:
        painter.setPen(QPen(QColor(255, 235, 200, 60), 0.8))
        painter.setBrush(_HOLE)
        painter.drawEllipse(centre, radius, radius)

    def _paint_marks(self, painter: QPainter, radius: float) -> None:
        pitch = self._pitch
        font = QFont()
        font.setPixelSize(max(7, round(pitch * 0.78)))
        painter.setFont(font)
        painter.setPen(_LABEL)
        for hole in range(_GROUP, HOLES + 1, _GROUP):
            centre = self.label_pos(hole)
            box = QRectF(centre.x() - pitch * 1.2, centre.y() - pitch, pitch * 2.4, pitch * 2)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(hole))
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        sides = len(self._names)
        for mark in self.marks():
            ring = radius * (2.6 if mark == self._target else 2.2)
            painter.setPen(QPen(_MARK, 1.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for side in range(sides):
                painter.drawEllipse(self.hole_pos(side, mark), ring, ring)
            painter.setPen(_MARK)
            centre = self.label_pos(mark)
            box = QRectF(centre.x() - pitch * 1.4, centre.y() - pitch, pitch * 2.8, pitch * 2)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(mark))
