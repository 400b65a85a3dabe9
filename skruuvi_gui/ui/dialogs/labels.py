"""Translated names for the stable identifiers the rules and the bots use.

The rules never hold user-visible text: option keys, option values, game ids and bot levels
are identifiers, and this module turns them into words in the current language.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime, QLocale

translate = QCoreApplication.translate


def game_name(game_id: str) -> str:
    names = {
        "cribbage": translate("Games", "Cribbage"),
        "skruuvi": translate("Games", "Skruuvi"),
        "squint": translate("Games", "Squint"),
    }
    return names.get(game_id, game_id)


def level_name(level: str) -> str:
    names = {
        "random": translate("Levels", "Beginner (random)"),
        "easy": translate("Levels", "Easy"),
        "normal": translate("Levels", "Normal"),
        "expert": translate("Levels", "Expert"),
    }
    return names.get(level, level)


#: The label of each rule option in the new-game dialog.
_OPTION_LABELS = {
    "num_players": QT_TRANSLATE_NOOP("Options", "Players"),
    "target_score": QT_TRANSLATE_NOOP("Options", "Game length"),
    "misere": QT_TRANSLATE_NOOP("Options", "Misère cribbage (avoid scoring)"),
    "muggins": QT_TRANSLATE_NOOP("Options", "Muggins"),
    "crib_four_card_flush": QT_TRANSLATE_NOOP("Options", "Four-card flush counts in the crib"),
    "skunks": QT_TRANSLATE_NOOP("Options", "Skunks (a big win counts two or three games)"),
    "games_to_win": QT_TRANSLATE_NOOP("Options", "Match length"),
    "scoring": QT_TRANSLATE_NOOP("Options", "Scoring"),
    "length": QT_TRANSLATE_NOOP("Options", "Length"),
    "deal_limit": QT_TRANSLATE_NOOP("Options", "Deal limit"),
    "four_one_solo_trump": QT_TRANSLATE_NOOP("Options", "Trump of a 4-1 solo"),
    "tie_rule": QT_TRANSLATE_NOOP("Options", "A tie at the end"),
    "round_to_five": QT_TRANSLATE_NOOP(
        "Options", "Round the ledger to the nearest 5 (traditional)"
    ),
}


def option_label(key: str) -> str:
    """The label of a rule option in the new-game dialog; unknown keys show as they are."""
    text = _OPTION_LABELS.get(key)
    return key if text is None else translate("Options", str(text))


def option_description(key: str) -> str:
    """What a rule option decides, for its tooltip and for assistive technology; an unknown
    key is described by its label."""
    descriptions = {
        "num_players": translate("Options", "How many play; the seats below follow"),
        "target_score": translate(
            "Options", "The score that ends the game once a player reaches it"
        ),
        "misere": translate(
            "Options", "Everyone avoids scoring: the first to reach the target loses"
        ),
        "muggins": translate(
            "Options",
            "Whether each player counts their own points, an opponent taking the points missed",
        ),
        "crib_four_card_flush": translate(
            "Options", "Whether four cards of one suit in the crib score a flush, or only five"
        ),
        "skunks": translate(
            "Options", "A win with the loser far behind counts two or three games in the match"
        ),
        "games_to_win": translate("Options", "How many games a player must win to take the match"),
        "scoring": translate("Options", "Which book's table scores the contracts"),
        "length": translate("Options", "How many deals are played"),
        "deal_limit": translate(
            "Options", "End the game after this many deals, even if nobody reached the target"
        ),
        "four_one_solo_trump": translate(
            "Options", "Which suits may be trumps in a Solo chosen from a 4-1 pattern"
        ),
        "tie_rule": translate(
            "Options", "How a tie for the top score is settled when the game ends"
        ),
        "round_to_five": translate(
            "Options", "Round each robber's result in the ledger to the nearest 5"
        ),
    }
    return descriptions.get(key) or option_label(key)


def option_value(key: str, value: Any) -> str:
    """The words for one choice of a rule option."""
    if key == "num_players":
        if value == 4:
            return translate("Options", "4 (two partnerships)")
        return translate("Options", "%n players", None, value)
    if key == "target_score":
        scores = {
            121: translate("Options", "121 (twice round)"),
            61: translate("Options", "61 (once round)"),
        }
        return scores.get(value, str(value))
    if key == "muggins":
        muggins = {
            "off": translate("Options", "Off (points counted for you)"),
            "show": translate("Options", "In the show"),
            "all": translate("Options", "In the play and the show"),
        }
        return muggins.get(value, str(value))
    if key == "scoring":
        scoring = {
            "modern": translate("Options", "Modern"),
            "2016": translate("Options", "Norwegian 2016 version"),
            "traditional": translate("Options", "Traditional (1944): below and above the line"),
        }
        return scoring.get(value, str(value))
    if key == "length":
        lengths = {
            "session": translate("Options", "A full session"),
            "purku": translate("Options", "A full session with purku"),
            "robber": translate("Options", "One robber"),
            "alkupeli": translate("Options", "One opening deal (practice)"),
            "kotka": translate("Options", "One eagle deal (practice)"),
        }
        return lengths.get(value, str(value))
    if key == "deal_limit":
        if value is None:
            return translate("Options", "None (play to the target)")
        return translate("Options", "%n deals", None, value)
    if key == "four_one_solo_trump":
        trumps = {
            "any": translate("Options", "Any suit"),
            "bid_suit": translate("Options", "Your own bid card's suit only"),
        }
        return trumps.get(value, str(value))
    if key == "tie_rule":
        ties = {
            "shared": translate("Options", "Shared win"),
            "play_on": translate("Options", "Play on until one leads"),
        }
        return ties.get(value, str(value))
    if key == "games_to_win":
        if value == 1:
            return translate("Options", "One game")
        return translate("Options", "First to win %n games", None, value)
    if isinstance(value, bool):
        return translate("Options", "On") if value else translate("Options", "Off")
    return str(value)


def options_summary(options: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """A short line for the status bar: the game length and every option changed from its
    default."""
    parts: list[str] = []
    for key, value in options.items():
        if key != "target_score" and value == defaults.get(key):
            continue
        if value is True:
            parts.append(option_label(key))
        else:
            parts.append(f"{option_label(key)}: {option_value(key, value)}")
    return " · ".join(parts)


def moment_text(when: datetime) -> str:
    """A date and time in the locale's own short format, in local time."""
    stamp = QDateTime.fromSecsSinceEpoch(round(when.timestamp()))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


def close_window_text() -> str:
    """What a window's Close button does, for its accessible description."""
    return translate("Labels", "Close this window; the game on the table goes on")
