#!/usr/bin/env python3
"""Draw the project's own playing cards, card backs and application icon as SVG files.

The art is generated rather than drawn by hand so that it has a known licence, stays
consistent across 52 cards and two colour schemes, and can be restyled in one place. The
output is deterministic: running the script again reproduces the committed files byte for
byte, which a test checks.

Only plain SVG 1.1 / Tiny elements that Qt's ``QSvgRenderer`` draws are used: no CSS, no
filters, masks, patterns or clip paths, and no external references.

Usage: ``python scripts/make_cards.py [--out DIR]`` (``DIR`` defaults to the repository root;
files go to ``DIR/resources/cards`` and ``DIR/resources/icons``).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

RANKS = "A23456789TJQK"
SUITS = "SHDC"

CARD_WIDTH = 250
CARD_HEIGHT = 350
CARD_VIEWBOX = f"0 0 {CARD_WIDTH} {CARD_HEIGHT}"
ICON_VIEWBOX = "0 0 256 256"
CENTRE_X = CARD_WIDTH / 2
CENTRE_Y = CARD_HEIGHT / 2

FONT = "DejaVu Sans, sans-serif"
INK = "#222222"
GOLD = "#e2b13c"
GOLD_DARK = "#9a7416"
SKIN = "#f8dcc0"
PANEL = "#fbf5e6"
WHITE = "#ffffff"
BLUE_ACCENT = "#2e5fb0"
RED_ACCENT = "#c8202f"
RED = "#cc1f2d"
BLACK = "#1c1c1c"
FOUR_COLOUR_GREEN = "#17813c"
FOUR_COLOUR_BLUE = "#1f55c4"

Attr = str | float


@dataclass(frozen=True)
class Palette:
    """One deck's colours: a folder name and the ink of each suit."""

    folder: str
    suit_colours: dict[str, str]

    def colour(self, suit: str) -> str:
        return self.suit_colours[suit]

    def accent(self, suit: str) -> str:
        """The court cards' second colour: blue, unless the suit itself is blue."""
        return RED_ACCENT if self.colour(suit) == FOUR_COLOUR_BLUE else BLUE_ACCENT


STANDARD = Palette("standard", {"S": BLACK, "H": RED, "D": RED, "C": BLACK})
FOUR_COLOUR = Palette(
    "four_colour", {"S": BLACK, "H": RED, "D": FOUR_COLOUR_BLUE, "C": FOUR_COLOUR_GREEN}
)
PALETTES = (STANDARD, FOUR_COLOUR)


@dataclass(frozen=True)
class BackScheme:
    """Colours of one card back: panel ground, lattice lines and ornament."""

    name: str
    ground: str
    line: str
    fine: str
    ornament: str


BACKS = (
    BackScheme("back_blue", ground="#1d3f8f", line="#9fb8ea", fine="#4d6fc0", ornament="#e9eefb"),
    BackScheme("back_red", ground="#9c1c25", line="#f0a9ad", fine="#c8474f", ornament="#fbeaea"),
)


# --- SVG text helpers ---------------------------------------------------------------------


def num(value: float) -> str:
    """A number with at most two decimals and no trailing zeros, so output is stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def path_data(*segments: Sequence[str | float]) -> str:
    """Path data from segments such as ``("M", 1, 2.5)``: a command and its numbers."""
    return "".join(
        str(command) + " ".join(num(float(value)) for value in values)
        for command, *values in segments
    )


def tag(name: str, attrs: dict[str, Attr], children: Iterable[str] = ()) -> str:
    """One element; attributes keep the given order and numbers go through ``num``."""
    parts = [name]
    for key, value in attrs.items():
        text = num(value) if isinstance(value, float | int) else value
        parts.append(f'{key}="{text}"')
    body = "".join(children)
    opening = " ".join(parts)
    return f"<{opening}>{body}</{name}>" if body else f"<{opening}/>"


def group(children: Iterable[str], transform: str) -> str:
    return tag("g", {"transform": transform}, children)


def path(d: str, fill: str, stroke: str = "", width: float = 0.0, **attrs: Attr) -> str:
    all_attrs: dict[str, Attr] = {"d": d, "fill": fill}
    if stroke:
        all_attrs.update({"stroke": stroke, "stroke-width": width, "stroke-linejoin": "round"})
    all_attrs.update({key.replace("_", "-"): value for key, value in attrs.items()})
    return tag("path", all_attrs)


def circle(cx: float, cy: float, r: float, fill: str, stroke: str = "", width: float = 0.0) -> str:
    attrs: dict[str, Attr] = {"cx": cx, "cy": cy, "r": r, "fill": fill}
    if stroke:
        attrs.update({"stroke": stroke, "stroke-width": width})
    return tag("circle", attrs)


def ellipse(
    cx: float, cy: float, rx: float, ry: float, fill: str, stroke: str = "", width: float = 0.0
) -> str:
    attrs: dict[str, Attr] = {"cx": cx, "cy": cy, "rx": rx, "ry": ry, "fill": fill}
    if stroke:
        attrs.update({"stroke": stroke, "stroke-width": width})
    return tag("ellipse", attrs)


def line(x1: float, y1: float, x2: float, y2: float, stroke: str, width: float) -> str:
    attrs: dict[str, Attr] = {"x1": x1, "y1": y1, "x2": x2, "y2": y2}
    attrs.update({"stroke": stroke, "stroke-width": width, "stroke-linecap": "round"})
    return tag("line", attrs)


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    stroke: str = "",
    width: float = 0.0,
    rx: float = 0.0,
) -> str:
    attrs: dict[str, Attr] = {"x": x, "y": y, "width": w, "height": h}
    if rx:
        attrs["rx"] = rx
    attrs["fill"] = fill
    if stroke:
        attrs.update({"stroke": stroke, "stroke-width": width})
    return tag("rect", attrs)


def document(view_box: str, width: int, height: int, body: Iterable[str], title: str) -> str:
    attrs: dict[str, Attr] = {
        "xmlns": "http://www.w3.org/2000/svg",
        "version": "1.1",
        "baseProfile": "tiny",
        "width": width,
        "height": height,
        "viewBox": view_box,
    }
    lines = [f"\n{element}" for element in [tag("title", {}, [title]), *body]]
    svg = tag("svg", attrs, [*lines, "\n"])
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{svg}\n'


def rotated_half(children: Sequence[str]) -> list[str]:
    """A drawing and its copy turned half a turn about the card centre, like a real card."""
    turned = group(children, transform=f"rotate(180 {num(CENTRE_X)} {num(CENTRE_Y)})")
    return [*children, turned]


# --- Suit symbols -------------------------------------------------------------------------

# Each symbol is drawn once in a 100 x 100 box centred on the origin and placed by transform.
SUIT_SHAPES = {
    "H": (
        "M0 48C-5 37-19 23-33 9C-44-2-49-11-49-22C-49-37-38-47-25-47C-13-47-5-40 0-30"
        "C5-40 13-47 25-47C38-47 49-37 49-22C49-11 44-2 33 9C19 23 5 37 0 48Z"
    ),
    "D": "M0-50C10-34 24-17 38 0C24 17 10 34 0 50C-10 34-24 17-38 0C-24-17-10-34 0-50Z",
    "S": (
        "M0-50C7-38 21-26 35-14C45-5 49 4 49 14C49 29 38 38 25 38C16 38 8 34 3 27"
        "C4 37 9 45 18 50L-18 50C-9 45-4 37-3 27C-8 34-16 38-25 38C-38 38-49 29-49 14"
        "C-49 4-45-5-35-14C-21-26-7-38 0-50Z"
    ),
    "C": (
        "M-22-26A22 22 0 1 1 22-26A22 22 0 1 1-22-26Z"
        "M-48 10A22 22 0 1 1-4 10A22 22 0 1 1-48 10Z"
        "M4 10A22 22 0 1 1 48 10A22 22 0 1 1 4 10Z"
        "M0-14L14 14L-14 14Z"
        "M4 8C4 30 10 42 19 50L-19 50C-10 42-4 30-4 8Z"
    ),
}


def pip(suit: str, cx: float, cy: float, size: float, fill: str, upside_down: bool = False) -> str:
    """A suit symbol ``size`` units tall centred on (cx, cy)."""
    transform = f"translate({num(cx)} {num(cy)}) scale({num(size / 100)})"
    if upside_down:
        transform += " rotate(180)"
    return path(SUIT_SHAPES[suit], fill, transform=transform)


# --- Faces ---------------------------------------------------------------------------------

INDEX_X = 31
INDEX_FONT_SIZE = 60
PIP_SIZE = 44
PIP_COLUMNS = (87.0, CENTRE_X, 163.0)
PIP_TOP = 68.0
PIP_BOTTOM = CARD_HEIGHT - PIP_TOP
PIP_ROW = (PIP_BOTTOM - PIP_TOP) / 6  # pip rows sit on sixths of the pip field


def pip_layout(rank: str) -> list[tuple[float, float]]:
    """Pip centres of the traditional layouts for two to ten."""
    left, middle, right = PIP_COLUMNS

    def row(sixths: float) -> float:
        return PIP_TOP + sixths * PIP_ROW

    sides = [(x, row(r)) for x in (left, right) for r in (0, 6)]
    layouts: dict[str, list[tuple[float, float]]] = {
        "2": [(middle, row(0)), (middle, row(6))],
        "3": [(middle, row(0)), (middle, row(3)), (middle, row(6))],
        "4": sides,
        "5": [*sides, (middle, row(3))],
        "6": [*sides, (left, row(3)), (right, row(3))],
        "7": [*sides, (left, row(3)), (right, row(3)), (middle, row(1.5))],
        "8": [*sides, (left, row(3)), (right, row(3)), (middle, row(1.5)), (middle, row(4.5))],
        "9": [(x, row(r)) for x in (left, right) for r in (0, 2, 4, 6)] + [(middle, row(3))],
        "T": [(x, row(r)) for x in (left, right) for r in (0, 2, 4, 6)]
        + [(middle, row(1)), (middle, row(5))],
    }
    return layouts[rank]


def rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank


def corner_index(rank: str, suit: str, colour: str) -> list[str]:
    """Rank and suit in the top-left corner, big and bold to read in a fanned hand."""
    label = rank_label(rank)
    # "10" is set as two narrowed digits so it is no wider than a court letter.
    offsets, squeeze = ((-16.0, 16.0), 0.78) if len(label) == 2 else ((0.0,), 1.0)
    letters = [
        tag(
            "text",
            {
                "x": offset,
                "y": 64,
                "font-family": FONT,
                "font-weight": "bold",
                "font-size": INDEX_FONT_SIZE,
                "text-anchor": "middle",
                "fill": colour,
            },
            [letter],
        )
        for letter, offset in zip(label, offsets, strict=True)
    ]
    squeezed = f" scale({num(squeeze)} 1)" if squeeze != 1 else ""
    return [
        group(letters, transform=f"translate({num(INDEX_X)} 0){squeezed}"),
        pip(suit, INDEX_X, 94, 36, colour),
    ]


def card_outline() -> str:
    return rect(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2, WHITE, stroke="#6b6b6b", width=1.5, rx=14)


def pip_face(rank: str, suit: str, colour: str) -> list[str]:
    """Pips in the lower half stand upside down, as on a real card."""
    return [
        pip(suit, x, y, PIP_SIZE, colour, upside_down=y > CENTRE_Y + 1) for x, y in pip_layout(rank)
    ]


def ace_face(suit: str, colour: str) -> list[str]:
    if suit != "S":
        return [pip(suit, CENTRE_X, CENTRE_Y, 112, colour)]
    return ace_of_spades(colour)


def ace_of_spades(colour: str) -> list[str]:
    """The decorated ace of spades: a large outlined spade over a gold laurel wreath."""
    size = 136
    inner = f"translate({num(CENTRE_X)} {num(CENTRE_Y)}) scale({num(size * 0.0086)})"
    return [
        *laurel(CENTRE_X, CENTRE_Y + 4, 84),
        pip("S", CENTRE_X, CENTRE_Y, size, colour),
        path(SUIT_SHAPES["S"], "none", stroke=WHITE, width=2.2, transform=inner),
        path(
            "M0-26L7-8L26-6L11 6L16 26L0 15L-16 26L-11 6L-26-6L-7-8Z",
            GOLD,
            stroke=WHITE,
            width=1.5,
            transform=f"translate({num(CENTRE_X)} {num(CENTRE_Y + 2)}) scale(0.5)",
        ),
    ]


def laurel(cx: float, cy: float, radius: float) -> list[str]:
    """Two gold laurel branches rising from a bow at the bottom of a circle."""
    start, end, leaves = 0.16, 2.45, 12
    parts: list[str] = []
    for side in (-1, 1):

        def point(angle: float, r: float = radius, s: int = side) -> tuple[float, float]:
            return cx + s * r * math.sin(angle), cy + r * math.cos(angle)

        x0, y0 = point(start)
        x1, y1 = point(end)
        sweep = 0 if side > 0 else 1
        branch = path_data(("M", x0, y0), ("A", radius, radius, 0, 0, sweep, x1, y1))
        parts.append(path(branch, "none", stroke=GOLD_DARK, width=2.2))
        for k in range(leaves):
            angle = start + 0.2 + k * (end - start - 0.2) / leaves
            for lean in (-1, 1):
                lx, ly = point(angle, radius + lean * 5)
                tangent = math.degrees(math.atan2(-side * math.cos(angle), math.sin(angle)))
                rotation = tangent + 90 + lean * side * 35
                transform = f"translate({num(lx)} {num(ly)}) rotate({num(rotation)})"
                leaf = "M0-8C4-4 4 4 0 8C-4 4-4-4 0-8Z"
                parts.append(path(leaf, GOLD, stroke=GOLD_DARK, width=0.7, transform=transform))
    bottom = cy + radius
    bow = "".join(
        path_data(
            ("M", cx, bottom),
            ("C", cx + s * 12, bottom - 12, cx + s * 20, bottom + 2, cx + s * 8, bottom + 9),
            ("Z",),
            ("M", cx, bottom),
            ("L", cx + s * 7, bottom + 16),
            ("L", cx + s * 2, bottom + 14),
            ("Z",),
        )
        for s in (-1, 1)
    )
    parts.append(path(bow, RED_ACCENT, stroke=INK, width=0.8))
    parts.append(circle(cx, bottom, 3.2, RED_ACCENT, stroke=INK, width=0.8))
    return parts


# --- Court cards ---------------------------------------------------------------------------

PANEL_X = 62.0
PANEL_Y = 18.0
PANEL_W = CARD_WIDTH - 2 * PANEL_X
PANEL_H = CARD_HEIGHT - 2 * PANEL_Y
HALF_H = CENTRE_Y - PANEL_Y
FIGURE_X = PANEL_X + 66  # the figure's axis, a little right of the panel's middle
OUTLINE = 1.4
WOOD = "#7a4a22"
STEEL = "#c9d1da"
LEAF = "#3f9a4a"
STEM = "#2f7a3a"

# Court figures are drawn in a frame whose origin is the figure's axis at the panel's top
# edge; y runs down to HALF_H, the panel's middle, where the mirrored half takes over.


@dataclass(frozen=True)
class CourtColours:
    robe: str
    accent: str
    hair: str

    @property
    def jewel(self) -> str:
        """A stone that stands out against the accent colour."""
        return WHITE if self.accent == RED_ACCENT else RED_ACCENT


def court_colours(rank: str, suit: str, palette: Palette) -> CourtColours:
    hair = {"K": "#9a9a9a", "Q": "#d9a441", "J": "#7a4a22"}[rank]
    if rank == "K" and suit in "HD":
        hair = "#a8672e"
    return CourtColours(palette.colour(suit), palette.accent(suit), hair)


def outlined(d: str, fill: str, width: float = OUTLINE) -> str:
    return path(d, fill, stroke=INK, width=width)


def head(cy: float, rx: float, ry: float, lips: str) -> list[str]:
    """Face, eyes, brows, nose and mouth centred on the figure's axis."""
    eye_y = cy - ry * 0.12
    brow_y = eye_y - 4
    return [
        ellipse(0, cy, rx, ry, SKIN, stroke=INK, width=OUTLINE),
        ellipse(-rx * 0.38, eye_y, 1.8, 1.5, INK),
        ellipse(rx * 0.38, eye_y, 1.8, 1.5, INK),
        path(
            path_data(
                ("M", -rx * 0.6, brow_y),
                ("Q", -rx * 0.38, brow_y - 2.5, -rx * 0.15, brow_y),
                ("M", rx * 0.15, brow_y),
                ("Q", rx * 0.38, brow_y - 2.5, rx * 0.6, brow_y),
            ),
            "none",
            stroke=INK,
            width=1.1,
        ),
        path(
            path_data(("M", 0, eye_y + 1), ("L", -2.5, cy + ry * 0.3), ("L", 1, cy + ry * 0.34)),
            "none",
            stroke=INK,
            width=1.0,
        ),
        path(
            path_data(("M", -4.5, cy + ry * 0.55), ("Q", 0, cy + ry * 0.72, 4.5, cy + ry * 0.55)),
            lips,
            stroke=INK,
            width=0.9,
        ),
    ]


def robe(top: float, colours: CourtColours) -> list[str]:
    """Shoulders narrowing to a belted waist at the panel's middle, with drapery folds."""
    h = HALF_H
    d = path_data(
        ("M", -40, h),
        ("C", -44, h - 20, -54, top + 36, -52, top + 22),
        ("C", -50, top + 8, -38, top, -18, top),
        ("L", 18, top),
        ("C", 38, top, 50, top + 8, 52, top + 22),
        ("C", 54, top + 36, 44, h - 20, 40, h),
        ("Z",),
    )
    folds = "".join(
        path_data(
            ("M", s * 32, top + 22),
            ("C", s * 35, top + 36, s * 34, h - 16, s * 31, h - 8),
            ("M", s * 20, top + 30),
            ("C", s * 22, top + 40, s * 21, h - 16, s * 19, h - 8),
        )
        for s in (-1, 1)
    )
    return [
        outlined(d, colours.robe),
        path(folds, "none", stroke=GOLD, width=1.2, stroke_opacity=0.55),
        rect(-41, h - 8, 82, 8, GOLD, stroke=INK, width=OUTLINE),
        rect(-6, h - 10, 12, 10, colours.accent, stroke=INK, width=1.0, rx=1.5),
    ]


def sleeve(side: int, top: float, hand: tuple[float, float], colours: CourtColours) -> list[str]:
    """An arm from the shoulder on ``side`` (-1 left, +1 right) ending in a cuffed hand."""
    hx, hy = hand
    s = side
    d = path_data(
        ("M", s * 26, top + 4),
        ("C", s * 44, top + 6, s * 56, hy - 20, hx + s * 8, hy - 4),
        ("L", hx - s * 8, hy - 6),
        ("C", hx - s * 8, hy - 18, s * 34, top + 14, s * 22, top + 10),
        ("Z",),
    )
    cuff = path_data(
        ("M", hx + s * 9, hy - 8),
        ("L", hx + s * 8, hy - 2),
        ("L", hx - s * 8, hy - 4),
        ("L", hx - s * 8, hy - 10),
        ("Z",),
    )
    return [
        outlined(d, colours.accent),
        outlined(cuff, GOLD, 1.0),
        ellipse(hx, hy + 2, 6, 6.5, SKIN, stroke=INK, width=OUTLINE),
    ]


def king_half(colours: CourtColours) -> list[str]:
    parts = [
        line(46, HALF_H, 49, 36, GOLD_DARK, 5.5),
        line(46, HALF_H, 49, 36, GOLD, 3.5),
        circle(49, 30, 7, GOLD, stroke=GOLD_DARK, width=1.2),
        path("M49 15V23M45 19H53", "none", stroke=GOLD_DARK, width=2.2),
        *robe(96, colours),
        rect(-9, 110, 18, HALF_H - 118, GOLD, stroke=INK, width=OUTLINE),
    ]
    for y in (120, 135):
        lozenge = path_data(("M", 0, y - 7), ("L", 5, y), ("L", 0, y + 7), ("L", -5, y), ("Z",))
        parts.append(outlined(lozenge, colours.accent, 0.8))
    parts.extend(sleeve(1, 96, (47, 126), colours))
    parts.extend(sleeve(-1, 96, (-44, 134), colours))
    # Ermine mantle over the shoulders.
    parts.append(outlined("M-46 106C-26 126 26 126 46 106L32 94C14 106-14 106-32 94Z", WHITE))
    for dx, dy in ((-32, 108), (-16, 115), (0, 117), (16, 115), (32, 108)):
        tail = path_data(("M", dx, dy - 3), ("L", dx + 2, dy + 2), ("L", dx - 2, dy + 2), ("Z",))
        parts.append(path(tail, INK))
    parts.extend(
        [
            outlined("M-20 50C-24 64-22 80-14 90L14 90C22 80 24 64 20 50Z", colours.hair),
            *head(64, 15.5, 19, RED_ACCENT),
            outlined(
                "M-15 66C-15 86-8 98 0 102C8 98 15 86 15 66C10 76 5 74 0 74C-5 74-10 76-15 66Z",
                colours.hair,
            ),
            path(
                "M0 73C-4 70-10 71-12 76C-7 74-3 75 0 76C3 75 7 74 12 76C10 71 4 70 0 73Z",
                colours.hair,
                stroke=INK,
                width=0.9,
            ),
            path("M-3 80Q0 82 3 80", "none", stroke=INK, width=1.0),
            outlined("M-18 48L-20 26L-9 37L0 20L9 37L20 26L18 48Z", GOLD),
            rect(-19, 42, 38, 8, GOLD, stroke=INK, width=OUTLINE, rx=1.5),
        ]
    )
    for jx, colour in ((-10, colours.accent), (0, colours.jewel), (10, colours.accent)):
        parts.append(circle(jx, 46, 2.2, colour, stroke=INK, width=0.6))
    for tx, ty in ((-20, 26), (0, 20), (20, 26)):
        parts.append(circle(tx, ty, 2.6, WHITE, stroke=INK, width=0.8))
    return parts


def queen_half(colours: CourtColours) -> list[str]:
    parts = [
        outlined("M-16 46C-32 60-30 96-36 116L36 116C30 96 32 60 16 46Z", colours.hair),
        path("M42 136C47 112 42 86 44 62", "none", stroke=STEM, width=2.4),
        outlined("M43 100C52 94 57 98 58 103C51 106 46 104 43 100Z", LEAF, 0.8),
        outlined("M44 84C36 78 31 81 30 86C37 89 41 88 44 84Z", LEAF, 0.8),
        *robe(100, colours),
        outlined("M-20 101L-16 124L16 124L20 101Z", SKIN),
        path("M-22 100L-18 127L18 127L22 100", "none", stroke=GOLD, width=3.5),
        rect(-7, 127, 14, HALF_H - 135, colours.accent, stroke=INK, width=OUTLINE),
        path("M-7 129L7 137M7 129L-7 137M-7 139L7 147M7 139L-7 147", "none", GOLD, 1.6),
    ]
    for i in range(7):
        t = i / 6
        parts.append(circle(-12 + 24 * t, 106 + 8 * math.sin(t * math.pi), 1.8, WHITE, INK, 0.6))
    parts.append(circle(0, 117, 3.2, colours.accent, stroke=GOLD_DARK, width=1.2))
    for step in range(5):
        angle = step * math.tau / 5
        petal_x = 44 + 6 * math.sin(angle)
        petal_y = 62 - 6 * math.cos(angle)
        parts.append(circle(petal_x, petal_y, 5, colours.jewel, stroke=INK, width=0.8))
    parts.append(circle(44, 62, 3.6, GOLD, stroke=INK, width=0.8))
    parts.extend(sleeve(1, 100, (41, 134), colours))
    parts.extend(sleeve(-1, 100, (-42, 136), colours))
    parts.extend(
        [
            rect(-5, 78, 10, 24, SKIN, stroke=INK, width=OUTLINE),
            *head(64, 14, 17.5, RED_ACCENT),
            outlined(
                "M-15 62C-16 48-8 44 0 46C8 44 16 48 15 62C10 54 5 52 0 52C-5 52-10 54-15 62Z",
                colours.hair,
            ),
            outlined("M-14 46L-15 34L-7 40L0 28L7 40L15 34L14 46Z", GOLD),
            circle(0, 42, 2.2, colours.accent, stroke=INK, width=0.6),
        ]
    )
    for tx, ty in ((-15, 34), (0, 28), (15, 34)):
        parts.append(circle(tx, ty, 2.4, WHITE, stroke=INK, width=0.7))
    return parts


def jack_half(colours: CourtColours) -> list[str]:
    blade = "M48 18L51 30L62 30C66 38 66 46 62 54L51 54L48 62L45 54L40 50L45 42L45 30Z"
    parts = [
        line(48, HALF_H, 48, 30, WOOD, 4),
        outlined(blade, STEEL),
        *robe(102, colours),
        rect(-8, 108, 16, HALF_H - 116, colours.accent, stroke=INK, width=OUTLINE),
    ]
    for y in (118, 130, 142):
        parts.append(circle(0, y, 2.6, GOLD, stroke=GOLD_DARK, width=0.8))
    parts.extend(sleeve(1, 102, (48, 126), colours))
    parts.extend(sleeve(-1, 102, (-42, 136), colours))
    parts.extend(
        [
            outlined("M-26 102L0 118L26 102L20 96L0 104L-20 96Z", GOLD),
            rect(-5, 80, 10, 20, SKIN, stroke=INK, width=OUTLINE),
            outlined(
                "M-16 56C-24 64-22 76-16 86C-12 90-8 86-10 80L10 80"
                "C8 86 12 90 16 86C22 76 24 64 16 56Z",
                colours.hair,
            ),
            *head(68, 14, 17, "#d9656b"),
            outlined("M-10 50C-26 36-28 16-16 0C-8 14-2 34-2 50Z", WHITE),
            path(
                "M-6 50C-14 36-18 20-16 3M-12 38L-20 32M-14 28L-22 22M-15 18L-21 12"
                "M-10 40L-4 34M-12 30L-6 22M-14 20L-9 12",
                "none",
                stroke=GOLD_DARK,
                width=1.0,
            ),
            outlined("M-18 58C-22 40-6 32 6 34C22 36 26 48 20 58Z", colours.accent),
            rect(-19, 54, 39, 6, GOLD, stroke=INK, width=OUTLINE, rx=2),
            circle(12, 57, 2.2, colours.jewel, stroke=INK, width=0.6),
        ]
    )
    return parts


COURT_DRAWINGS = {"K": king_half, "Q": queen_half, "J": jack_half}


def court_face(rank: str, suit: str, palette: Palette) -> list[str]:
    """A framed double-headed portrait with the suit pip beside the figure."""
    half = [
        *COURT_DRAWINGS[rank](court_colours(rank, suit, palette)),
        pip(suit, -46, 26, 26, palette.colour(suit)),
    ]
    placed = group(half, transform=f"translate({num(FIGURE_X)} {num(PANEL_Y)})")
    return [
        rect(PANEL_X, PANEL_Y, PANEL_W, PANEL_H, PANEL, rx=4),
        *rotated_half([placed]),
        rect(PANEL_X, PANEL_Y, PANEL_W, PANEL_H, "none", stroke=INK, width=1.6, rx=4),
        rect(PANEL_X + 3.5, PANEL_Y + 3.5, PANEL_W - 7, PANEL_H - 7, "none", GOLD, 1.6, rx=2.5),
        line(PANEL_X, CENTRE_Y, PANEL_X + PANEL_W, CENTRE_Y, INK, 1.4),
    ]


def face_svg(rank: str, suit: str, palette: Palette) -> str:
    """One card face in ``palette``."""
    colour = palette.colour(suit)
    if rank == "A":
        middle = ace_face(suit, colour)
    elif rank in COURT_DRAWINGS:
        middle = court_face(rank, suit, palette)
    else:
        middle = pip_face(rank, suit, colour)
    body = [card_outline(), *middle, *rotated_half(corner_index(rank, suit, colour))]
    return document(CARD_VIEWBOX, CARD_WIDTH, CARD_HEIGHT, body, f"{rank}{suit}")


# --- Backs ---------------------------------------------------------------------------------

BACK_MARGIN = 12.0
LATTICE_STEP = 10.0


def diagonal_segments(
    left: float, top: float, right: float, bottom: float, step: float, slope: int, offset: float
) -> list[tuple[float, float, float, float]]:
    """Lines of gradient ``slope`` (+1 or -1) every ``step`` units, cut to the rectangle."""
    segments = []
    width, height = right - left, bottom - top
    # In the rectangle's own frame a line is y = c + x (slope +1) or y = c - x (slope -1).
    first = -width if slope > 0 else 0.0
    count = int((width + height) / step) + 2
    for i in range(-1, count):
        c = first + i * step + offset
        points: list[tuple[float, float]] = []
        for x in (0.0, width):
            y = c + x if slope > 0 else c - x
            if 0 <= y <= height:
                points.append((x, y))
        for y in (0.0, height):
            x = y - c if slope > 0 else c - y
            if 0 < x < width:
                points.append((x, y))
        unique = sorted(set(points))
        if len(unique) >= 2 and unique[0] != unique[-1]:
            (x1, y1), (x2, y2) = unique[0], unique[-1]
            segments.append((left + x1, top + y1, left + x2, top + y2))
    return segments


def lattice(
    left: float,
    top: float,
    right: float,
    bottom: float,
    step: float,
    offset: float,
    stroke: str,
    width: float,
) -> list[str]:
    """Both diagonals, a path for each line: Qt strokes one path of crossing lines as a
    whole, some fifteen times slower than the lines one by one (a back at a new size was
    40 ms on the GUI thread), and the opaque lines look the same either way."""
    return [
        path(path_data(("M", x1, y1), ("L", x2, y2)), "none", stroke=stroke, width=width)
        for slope in (1, -1)
        for x1, y1, x2, y2 in diagonal_segments(left, top, right, bottom, step, slope, offset)
    ]


def back_svg(scheme: BackScheme) -> str:
    """A card back: white margin, a fine diagonal lattice and a framed centre rosette."""
    m = BACK_MARGIN
    left, top, right, bottom = m + 4, m + 4, CARD_WIDTH - m - 4, CARD_HEIGHT - m - 4
    body = [
        card_outline(),
        rect(m, m, CARD_WIDTH - 2 * m, CARD_HEIGHT - 2 * m, scheme.ground, rx=8),
        *lattice(left, top, right, bottom, LATTICE_STEP, LATTICE_STEP / 2, scheme.fine, 0.8),
        *lattice(left, top, right, bottom, LATTICE_STEP, 0, scheme.line, 1.1),
        rect(
            m + 4,
            m + 4,
            CARD_WIDTH - 2 * m - 8,
            CARD_HEIGHT - 2 * m - 8,
            "none",
            scheme.ornament,
            1.6,
            rx=5,
        ),
        rect(
            m + 8,
            m + 8,
            CARD_WIDTH - 2 * m - 16,
            CARD_HEIGHT - 2 * m - 16,
            "none",
            scheme.line,
            0.8,
            rx=3,
        ),
    ]
    body.extend(rosette(scheme))
    return document(CARD_VIEWBOX, CARD_WIDTH, CARD_HEIGHT, body, scheme.name)


def rosette(scheme: BackScheme) -> list[str]:
    """A small eight-pointed star medallion that marks the centre of the back."""
    parts = [circle(CENTRE_X, CENTRE_Y, 34, scheme.ground, stroke=scheme.ornament, width=2)]
    star = []
    for i in range(16):
        radius, angle = (28 if i % 2 == 0 else 12), i * math.tau / 16
        x, y = CENTRE_X + radius * math.sin(angle), CENTRE_Y - radius * math.cos(angle)
        star.append(("L" if i else "M", x, y))
    parts.append(path(path_data(*star, ("Z",)), scheme.line, stroke=scheme.ornament, width=1))
    parts.append(circle(CENTRE_X, CENTRE_Y, 6, scheme.ornament))
    return parts


# --- Application icon ----------------------------------------------------------------------


def icon_svg() -> str:
    """A felt table with two fanned cards: readable down to 16 px."""
    gradient = tag(
        "linearGradient",
        {"id": "felt", "x1": 0, "y1": 0, "x2": 0, "y2": 1},
        [
            tag("stop", {"offset": 0, "stop-color": "#2f8a4e"}),
            tag("stop", {"offset": 1, "stop-color": "#1a5c32"}),
        ],
    )
    body = [
        tag("defs", {}, [gradient]),
        rect(8, 8, 240, 240, "url(#felt)", stroke="#0f3d20", width=6, rx=44),
        icon_card(-17, "S", BLACK, pip_x=-9),
        icon_card(17, "H", RED, pip_x=0),
    ]
    return document(ICON_VIEWBOX, 256, 256, body, "Korttipöytä")


def icon_card(angle: float, suit: str, colour: str, pip_x: float) -> str:
    """A card turned about a pivot below the table's middle, as cards fan in a hand."""
    card = [
        rect(-46, -66, 92, 132, WHITE, stroke="#2b2b2b", width=4, rx=11),
        pip(suit, pip_x, 0, 62, colour),
    ]
    return group(card, transform=f"rotate({num(angle)} 128 250) translate(128 124)")


# --- Files ---------------------------------------------------------------------------------


def generated_files() -> dict[str, str]:
    """Every generated file's path (relative to the repository root) and its text."""
    files: dict[str, str] = {}
    for palette in PALETTES:
        for suit in SUITS:
            for rank in RANKS:
                files[f"resources/cards/{palette.folder}/{rank}{suit}.svg"] = face_svg(
                    rank, suit, palette
                )
    for scheme in BACKS:
        files[f"resources/cards/{scheme.name}.svg"] = back_svg(scheme)
    files["resources/icons/app.svg"] = icon_svg()
    return files


def write_files(root: Path) -> list[Path]:
    """Write every generated file under ``root``; return the paths written."""
    written = []
    for relative, text in generated_files().items():
        target = root / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent.parent,
        help="repository root to write resources/ into",
    )
    args = parser.parse_args(argv)
    written = write_files(args.out)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
