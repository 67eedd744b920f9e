"""``conforms``: the typed way to take an object as a protocol, without a cast.

A title's lower modules (``rounds``, ``menu``...) must call methods of the title's own ``Title``
without importing ``title.py`` (which imports them): they name a ``Protocol`` of what they call
(``titles/<id>/protocol.py``) and take the game's title as one through a ``TypeGuard`` built on
``conforms`` -- checked once per class.
"""

from __future__ import annotations

from typing import Any

#: (class, protocol) -> does the class have every member of the protocol?
_CONFORMS: dict[tuple[type, type], bool] = {}


def conforms(obj: object, proto: Any) -> bool:
    """Has ``obj``'s class every member ``proto`` (a ``runtime_checkable`` Protocol) names?
    Worked out once per class: ``isinstance`` against a protocol looks up every member."""
    key = (type(obj), proto)
    hit = _CONFORMS.get(key)
    if hit is None:
        hit = _CONFORMS[key] = isinstance(obj, proto)
    return hit
