"""1833NE's rules data: the working assumptions (assets/titles/1833NE/assumptions.toml), the
faces of the dual train cards (title.toml's phases) and the title's fixed numbers.

The assumptions are read here once and handed to the rules as plain values, so that a rulebook
owner who corrects one in the data file changes the game without touching code; the app lists
the same entries (note and source) as the title's rules notes, each note in the players' language
where the data file gives its translation (``note_pt``, ``note_it``; ``source_pt``, ``source_it``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.assets import read_toml, title_dir
from engine.errors import DataError
from engine.routes.revenue import TrainSpec
from engine.title import _localized, _localized_keys, load_title

TITLE = "1833NE"

#: the price of a ferry (facts §5 [S])
FERRY_PRICE = 40
#: the phases in which ferries exist (removed at phase IV, facts §5)
FERRY_PHASES = ("I", "II", "III")
#: the phases in which corporations may buy privates (facts §1)
PRIVATE_PHASES = ("I", "II")
#: the extra a corporation buying P6 pays the bank (facts §1 P6)
P6_SURCHARGE = 40
#: B&W's token in Worcester always costs $40 (facts §1)
WORCESTER = ("B&W", "E22", 40)
#: B&P's reserved space in Boston once Boston is green (facts §1)
BOSTON_FOR_BP = ("B&P", "G22")
#: the Sherbrooke marker StL&A and A&StL share (facts §1)
SHERBROOKE = "F5"
SHERBROOKE_OWNERS = ("StL&A", "A&StL")
#: P3's hexes and tiles ([I], facts §1 P3): C4 must join Montreal (NW), C6 must join C4 (N)
P3_TILES = {"C4": ("3", "4", "58"), "C6": ("7", "8", "9")}
P3_EDGES = {"C4": 2, "C6": 3}
#: private -> the exit its owning corporation uses as a token (facts §1 P4, P6)
PRIVATE_EXITS = {"P4": "A6", "P6": "A12"}
#: the certificate limit by corporations in play (facts §1 [I]); fewer than 5: the 5 column
CERT_LIMITS = {
    3: {14: 35, 13: 33, 12: 30, 11: 28, 10: 26, 9: 24, 8: 22, 7: 19, 6: 16, 5: 14},
    4: {14: 26, 13: 25, 12: 23, 11: 21, 10: 20, 9: 18, 8: 16, 7: 14, 6: 12, 5: 10},
    5: {14: 21, 13: 20, 12: 18, 11: 17, 10: 16, 9: 14, 8: 13, 7: 11, 6: 10, 5: 8},
}


@dataclass(frozen=True)
class Assumption:
    id: str
    note: str  # a Localized: the English note, with its ``note_pt``/``note_it`` translations
    source: str  # a Localized too: where the rule comes from, for players ("Seed: …")
    value: Any = None


@lru_cache(maxsize=1)
def assumptions() -> dict[str, Assumption]:
    """Every assumption in force, by id (the data file's order)."""
    path = title_dir(TITLE) / "assumptions.toml"
    raw = read_toml(path)
    out: dict[str, Assumption] = {}
    for i, entry in enumerate(raw.get("assumption", [])):
        if not isinstance(entry, dict) or not {"id", "note", "source"} <= set(entry):
            raise DataError(f"{path}: assumption #{i} needs id, note and source")
        extra = set(entry) - {"id", "value"} - _localized_keys("note") - _localized_keys("source")
        if extra:
            raise DataError(f"{path}: assumption {entry['id']} has unknown keys {sorted(extra)}")
        where = f"{path}: assumption {entry['id']}"
        note, source = _localized(entry, "note", where), _localized(entry, "source", where)
        out[str(entry["id"])] = Assumption(str(entry["id"]), note, source, entry.get("value"))
    return out


def value(key: str) -> Any:
    """An assumption's value (refused at load time when a rule needs one that is missing)."""
    found = assumptions().get(key)
    if found is None:
        raise DataError(f"{TITLE} assumptions.toml has no {key!r}")
    return found.value


#: phase band -> the revenue colour of title.toml's phases in that band
BAND_COLORS = {"I-II": "yellow", "III-IV": "green", "V": "brown"}


@lru_cache(maxsize=4)
def bonus_table(key: str) -> tuple[tuple[str, str, dict[str, int]], ...]:
    """A bonus table (``direct_bonuses`` / ``interconnection_bonuses``): (tag, tag, {revenue
    colour: $}), the data's phase bands read as the phases' revenue colours."""
    rows = value(key) or []
    return tuple((str(r["a"]), str(r["b"]), {c: int(r.get(b, 0)) for b, c in BAND_COLORS.items()}) for r in rows)


@dataclass(frozen=True)
class Face:
    """One face of a train card: its name ("2+1"), price and how it runs."""

    card: str
    name: str
    price: int

    @property
    def spec(self) -> TrainSpec:
        return face_spec(self.name)


def face_spec(name: str) -> TrainSpec:
    """ "N" counts N stops, towns too; "N+M" N stops plus up to M towns; "N/M" visits M stops
    and counts the best N (facts §3; assumption nm_towns: towns count)."""
    if "/" in name:
        n, m = name.split("/")
        return TrainSpec(name, int(n), model="n_of_m", visit=int(m))
    if "+" in name:
        n, m = name.split("+")
        return TrainSpec(name, int(n), model="n_plus_m", towns=int(m))
    return TrainSpec(name, int(name), model="n")


@lru_cache(maxsize=1)
def faces() -> dict[str, tuple[Face, ...]]:
    """Card -> its faces, cheaper first (title.toml: each phase's ``train.faces``)."""
    out: dict[str, tuple[Face, ...]] = {}
    for ph in load_title(TITLE).phases:
        card = ph.extra.get("train") or {}
        got = [Face(str(card["card"]), str(f["name"]), int(f["price"])) for f in card.get("faces", [])]
        if not got:
            raise DataError(f"{TITLE} phase {ph.name}: no train faces")
        out[str(card["card"])] = tuple(sorted(got, key=lambda f: f.price))
    v = value("v_price") or {}
    if "V" in out and "price" in v:
        out["V"] = tuple(Face("V", f.name, int(v["price"])) for f in out["V"])
    return out


def face_of(card: str, name: Any) -> Face | None:
    return next((f for f in faces().get(card, ()) if f.name == name), None)
