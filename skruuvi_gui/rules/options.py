"""Reading a game's options from a mapping, as records and the new-game dialog give them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from skruuvi_gui.rules.api import OptionSpec


def option_values(
    options: Mapping[str, Any], specs: Sequence[OptionSpec], game: str
) -> dict[str, Any]:
    """``options`` checked against ``specs``: ``ValueError`` names an unknown key or a value
    the option does not allow (one of its choices, of the same type too: ``2.0`` or ``True``
    is not ``2``).
    Keys left out are left out (their defaults apply)."""
    known = {spec.key: spec for spec in specs}
    values: dict[str, Any] = {}
    for key, value in options.items():
        if key not in known:
            raise ValueError(f"unknown {game} option {key!r}")
        if not known[key].allows(value):
            raise ValueError(f"{game} option {key!r} cannot be {value!r}")
        values[key] = value
    return values
