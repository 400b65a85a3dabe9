"""Every field of an action holds what its type says, checked before the rules look at it.

Actions come from people, bots and files; a seat of ``1.5`` or a bid of ``None`` must be
refused like any other illegal action (``IllegalActionError`` with the reason), not slip
through an equality test or fail deep inside the rules with a ``TypeError``.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from skruuvi_gui.rules.api import IllegalActionError


def check_fields(action: object) -> None:
    """Raise ``IllegalActionError`` naming the first field of ``action`` (a dataclass) whose
    value is not of its declared type, nested dataclasses included."""
    wrong = _wrong_field(action)
    if wrong is not None:
        name, value = wrong
        raise IllegalActionError(
            f"{type(action).__name__}: {name} cannot be {value!r} ({type(value).__name__})"
        )


def _wrong_field(value: object) -> tuple[str, object] | None:
    for name, hint in _hints(type(value)).items():
        field_value = getattr(value, name)
        if not _fits(field_value, hint):
            return name, field_value
    return None


#: Each dataclass's field types, worked out once.
_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    known = _HINTS.get(cls)
    if known is None:
        known = {}
        if dataclasses.is_dataclass(cls):
            hints = get_type_hints(cls)
            known = {field.name: hints[field.name] for field in dataclasses.fields(cls)}
        _HINTS[cls] = known
    return known


def _fits(value: object, hint: Any) -> bool:
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        return any(_fits(value, option) for option in get_args(hint))
    if origin is Literal:
        return any(type(value) is type(choice) and value == choice for choice in get_args(hint))
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(args) == len(value) and all(map(_fits, value, args))
    if hint is type(None):
        return value is None
    if hint is int:
        return type(value) is int  # not a bool, not a float that equals an int
    if isinstance(hint, type):
        return isinstance(value, hint) and _wrong_field(value) is None
    return True  # Any, or a hint the actions do not use
