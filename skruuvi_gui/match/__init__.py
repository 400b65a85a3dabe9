"""Matches (PURE, standard library only): seats, seeded chance, the action log, undo,
records and the autosave."""

from skruuvi_gui.match.autoplay import play_bots
from skruuvi_gui.match.autosave import autosave, clear_autosave, load_autosave
from skruuvi_gui.match.match import Match
from skruuvi_gui.match.record import FORMAT_VERSION, Record, RecordError
from skruuvi_gui.match.seats import SeatConfig

__all__ = [
    "FORMAT_VERSION",
    "Match",
    "Record",
    "RecordError",
    "SeatConfig",
    "autosave",
    "clear_autosave",
    "load_autosave",
    "play_bots",
]
