"""What a private company can do, as typed data shared by every title (game.toml ``[company.X]``).

A title's privates list their abilities in data; the core's steps and menus read these types, the
title module says when they may be used.  Each ability is used once and then leaves the company
(``Company.abilities`` is keyed by the ability's ``key``).  The keys and the JSON form
(``jsonable``) are those game.toml uses, so a saved state hash does not depend on these classes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.errors import DataError


@dataclass(frozen=True)
class TileLay:
    """Lay ``tile`` in ``hex`` for the owning corporation, ``discount`` off the terrain cost,
    outside the connection rules (18MEX KCMO: Copper Canyon)."""

    hex: str
    tile: str
    discount: int = 0
    key: ClassVar[str] = "tile_lay"

    def jsonable(self) -> Any:
        return {"discount": self.discount, "hex": self.hex, "tile": self.tile}


@dataclass(frozen=True)
class TokenIn:
    """Place one of the owning corporation's tokens in ``hex`` for free, reached or not
    (18MEX CdB: Santa Rosalia)."""

    hex: str
    key: ClassVar[str] = "token_hex"

    def jsonable(self) -> Any:
        return self.hex


Ability = TileLay | TokenIn


def parse_abilities(data: dict[str, Any], where: str) -> dict[str, Ability]:
    """The abilities among a private's game.toml entries (other entries are the title's)."""
    out: dict[str, Ability] = {}
    lay = data.get(TileLay.key)
    if lay is not None:
        if not (isinstance(lay, dict) and isinstance(lay.get("hex"), str) and lay.get("tile") is not None):
            raise DataError(f"{where}.tile_lay: needs hex and tile")
        out[TileLay.key] = TileLay(lay["hex"], str(lay["tile"]), int(lay.get("discount", 0)))
    token = data.get(TokenIn.key)
    if token is not None:
        if not isinstance(token, str):
            raise DataError(f"{where}.token_hex: must be a hex id")
        out[TokenIn.key] = TokenIn(token)
    return out
