"""Keeping a window, frame included, within its screen's available area.

A size saved on a larger screen, or a first size chosen for an ordinary one, would leave a
window's edges or its buttons off an 800 x 600 screen; the fit shrinks it to what the screen
leaves and moves it inside. The window manager frames a window a moment after it is shown, so
the first fit guesses the frame and later ones measure it. A window manager may also place the
window after it is shown, where it likes, or ignore where the program moves it: for a while
after the first showing, a window found reaching past the area is moved inside once more, and
if it stays where it was, made smaller where it stands.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room for a window frame before the window manager has said how large its frame is.
FRAME_GUESS = QSize(16, 48)
FRAME_WAIT_MS = 400
#: How long after its first showing a window is kept inside the area whatever moves it.
SETTLE_MS = 3000


def screen_is_real() -> bool:
    """Whether there is a screen to fit: the offscreen platform's is a fixed stand-in, and
    screenshots and tests there choose the main window's size themselves."""
    return QGuiApplication.platformName() != "offscreen"


def within(outer: QRect, available: QRect) -> QPoint:
    """Where a window frame ``outer`` goes to lie inside ``available`` (top left first)."""
    x = max(available.left(), min(outer.left(), available.right() + 1 - outer.width()))
    y = max(available.top(), min(outer.top(), available.bottom() + 1 - outer.height()))
    return QPoint(x, y)


def centred_over(outer: QRect, over: QRect, available: QRect) -> QPoint:
    """Where a window frame ``outer`` goes to be centred over ``over`` and inside
    ``available``."""
    placed = QRect(outer)
    placed.moveCenter(over.center())
    return within(placed, available)


class Centring(QObject):
    """Keeps a dialog centred over its parent window as it is shown and once both frames
    are known (the window manager frames them, and may move the parent, a moment later,
    and a dialog placed before that sits off-centre), and inside the screen's available
    area, also when it grows (the New game dialog, for a game with more seats)."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self.parent():
            return False
        if event.type() == QEvent.Type.Show:
            self.centre()
            QTimer.singleShot(0, self, self.centre)
            QTimer.singleShot(FRAME_WAIT_MS + 50, self, self.centre)
        elif event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            screen = watched.screen()
            if watched.isVisible() and screen is not None:
                watched.move(within(watched.frameGeometry(), screen.availableGeometry()))
        return False

    def centre(self) -> None:
        dialog = self.parent()
        assert isinstance(dialog, QWidget)
        parent = dialog.parentWidget()
        screen = dialog.screen()
        if parent is None or screen is None:
            return
        over = parent.window().frameGeometry()
        dialog.move(centred_over(dialog.frameGeometry(), over, screen.availableGeometry()))


class ScreenFit(QObject):
    """Fits one top-level window to its screen: at once with :meth:`fit` or :meth:`open_at`,
    and, when ``on_show`` holds, again as it is first shown, once its frame is known, and
    whenever the window manager places it past the area in the moments after."""

    def __init__(self, window: QWidget, *, on_show: bool) -> None:
        super().__init__(window)
        self._wanted: QSize | None = None
        self._shown = False  # the first showing has come
        self._settling = False  # within SETTLE_MS of it
        self._checking = False  # a check of the window's place is on its way
        self._moved_inside = False  # a move inside has been asked for by such a check
        if on_show:
            window.installEventFilter(self)

    def _window(self) -> QWidget:
        """The window fitted, asked of Qt: a reference of its own would tie the two Python
        wrappers in a cycle, which the collector takes apart in no order of Qt's (this
        filter's attributes could be gone while the window still sends it events)."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self.parent():
            return False
        kind = event.type()
        if kind == QEvent.Type.Show and not self._shown:
            self._shown = self._settling = True
            # The frame's real size is known once the window manager has framed the window,
            # which may take a moment after it is shown.
            QTimer.singleShot(0, self, self.fit)
            QTimer.singleShot(FRAME_WAIT_MS, self, self.fit)
            QTimer.singleShot(SETTLE_MS, self, self._settled)
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize) and self._settling:
            self._check_soon(0)
        return False

    def _check_soon(self, ms: int) -> None:
        if not self._checking:
            self._checking = True
            QTimer.singleShot(ms, self, self._keep_inside)

    def _settled(self) -> None:
        self._settling = False
        self._window().removeEventFilter(self)

    def _keep_inside(self) -> None:
        """The window manager has moved or framed the window: where that leaves part of it
        past the area, move it inside (a window manager may place a window after it is
        shown, where it likes), and look again a moment later; where it stays past the
        area after such a move, shrink it where it stands (a window manager may ignore
        where the program moves a window)."""
        self._checking = False
        window = self._window()
        screen = window.screen()
        if screen is None or window.isFullScreen() or window.isMaximized():
            return
        available = screen.availableGeometry()
        outer = window.frameGeometry()
        if available.contains(outer):
            return
        if not self._moved_inside:
            self._moved_inside = True
            self.fit()
            self._check_soon(FRAME_WAIT_MS)
            return
        inner = window.geometry()
        frame = QSize(outer.width() - inner.width(), outer.height() - inner.height())
        top, left = max(outer.top(), available.top()), max(outer.left(), available.left())
        width = min(inner.width(), available.right() + 1 - left - frame.width())
        height = min(inner.height(), available.bottom() + 1 - top - frame.height())
        width, height = max(window.minimumWidth(), width), max(window.minimumHeight(), height)
        if (width, height) != (inner.width(), inner.height()):
            window.resize(width, height)

    def open_at(self, size: QSize) -> None:
        """Give the window ``size`` where its screen has room for it, and less where not."""
        self._window().resize(size)
        self.fit(FRAME_GUESS)

    def resize(self, size: QSize) -> None:
        """Give the shown window ``size`` within its screen, the size its later fits keep
        (a plain resize would be undone by them, back to the first size wanted)."""
        self._wanted = size
        self._window().resize(size)
        self.fit()

    def fit(self, frame: QSize | None = None) -> None:
        """Keep the whole window, frame included, within the screen's available area (a
        saved size from a larger screen, or the first size on a small one, shrinks);
        ``frame`` is the frame's size when the window manager has not framed it yet."""
        window = self._window()
        screen = window.screen()
        if screen is None or window.isFullScreen() or window.isMaximized():
            return
        available = screen.availableGeometry()
        inner = window.geometry()
        outer = window.frameGeometry()
        measured = QSize(outer.width() - inner.width(), outer.height() - inner.height())
        extra = frame or (measured if measured.height() > 0 else FRAME_GUESS)
        # The size wanted before a guessed frame shrank it: the real frame may leave room.
        wanted = inner.size() if frame is not None else self._wanted or inner.size()
        if frame is not None or measured.height() > 0:
            self._wanted = inner.size() if frame is not None else None
        width = max(window.minimumWidth(), min(wanted.width(), available.width() - extra.width()))
        height = max(
            window.minimumHeight(), min(wanted.height(), available.height() - extra.height())
        )
        if (width, height) != (inner.width(), inner.height()):
            window.resize(width, height)
        if frame is None:
            window.move(within(window.frameGeometry(), available))
