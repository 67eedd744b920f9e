"""1833NE's pieces as the map and the printed report show them: the five ferries (who holds
which, the New and Last markers, P5's doubling, their Boston end), the exits P4 and P6 open to their owner, and
the connection bonuses of the phase band in force.  Everything is read from the state and the
title's data (assets/titles/1833NE/assumptions.toml); the desktop only draws and prints it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.entities import id_of, kind_of
from engine.i18n import msg
from engine.policies.data import MapMark, MarkKind
from engine.titles.base import ReportSection
from engine.titles.g1833ne import data
from engine.titles.g1833ne.protocol import rules
from engine.titles.g1833ne.scratch import flags

if TYPE_CHECKING:
    from engine.state import State

#: the data's phase bands, in order, as the report heads their columns
BANDS = ("I-II", "III-IV", "V")


def ferries_in_play(s: State) -> bool:
    """Ferries exist in phases I to III; all leave at phase IV (facts §5)."""
    return s.phase.name in data.FERRY_PHASES


def ferry_markers(s: State, hex_id: str) -> tuple[str, ...]:
    """The markers on the ferry of ``hex_id``: "New" (the ferry bought last), "Last" (the fifth
    sold, for good), "P5 ×2" (the ferry P5 doubles) (assumptions ferry_new_bonus,
    ferry_last_bonus, p5_assignment)."""
    order = flags(s).ferry_order
    if not ferries_in_play(s) or hex_id not in order:
        return ()
    out = []
    if hex_id == order[-1]:
        out.append(msg("New"))
    if len(order) >= 5 and hex_id == order[4]:
        out.append(msg("Last"))
    p5 = s.companies.get("P5")
    if p5 is not None and not p5.closed and flags(s).p5_ferry == hex_id:
        out.append(msg("P5 ×2"))
    return tuple(out)


def ferry_owner(s: State, hex_id: str) -> str | None:
    return flags(s).ferries.get(hex_id)


def ferry_value(s: State, hex_id: str) -> int:
    """What each route of the ferry's owner stopping in ``hex_id`` earns from it now."""
    owner = ferry_owner(s, hex_id)
    return rules(s).ferry_values(s, owner).get(hex_id, 0) if owner else 0


def exit_owners(s: State) -> list[tuple[str, str, str]]:
    """(private, exit hex, corporation) for each of P4/P6 a corporation holds, open (facts §1)."""
    out = []
    for psym, hex_id in data.PRIVATE_EXITS.items():
        co = s.companies.get(psym)
        if co is not None and not co.closed and co.owner and kind_of(co.owner) == "corp":
            out.append((psym, hex_id, id_of(co.owner)))
    return out


def map_marks(s: State) -> list[MapMark]:
    """A ferry mark in each ferry city while ferries exist (owner, markers, what it earns); the
    owning corporation's mark on the exit P4/P6 opens to it."""
    marks: list[MapMark] = []
    if ferries_in_play(s):
        for h in data.value("ferry_places"):
            owner = ferry_owner(s, h)
            place = s.board.defn.hexes[h].name or h
            if owner:
                text = msg(
                    "Ferry of {place}: {corporation}'s; each of its routes stopping here earns {amount}",
                    place=place,
                    corporation=owner,
                    amount=s.title.presentation.format_money(ferry_value(s, h)),
                )
            elif h in flags(s).ferries:
                text = msg("Ferry of {place}: out of play (its owner closed)", place=place)
            else:
                text = msg(
                    "Ferry of {place}: for sale at {price}",
                    place=place,
                    price=s.title.presentation.format_money(data.FERRY_PRICE),
                )
            marks.append(MapMark(h, MarkKind.FERRY, text=text, owner=owner, badges=ferry_markers(s, h)))
        end = ferry_end_mark(s)
        if end is not None:
            marks.append(end)
    for psym, hex_id, sym in exit_owners(s):
        text = msg(
            "{corporation} may use this exit as if it held a token here ({company})",
            corporation=sym,
            company=psym,
        )
        marks.append(MapMark(hex_id, MarkKind.EXIT_ACCESS, text=text, owner=sym))
    return marks


def ferry_end_mark(s: State) -> MapMark | None:
    """The Boston end of the ferries held now (a ferry is a pair of markers, its port and Boston;
    assumption ferry_pairs): one mark in Boston naming each holder and port, or None."""
    pair = data.value("ferry_pairs")
    held = [(h, owner) for h in data.value("ferry_places") if (owner := ferry_owner(s, h))]
    if not held:
        return None
    names = ", ".join(
        msg("{city} ({corporation})", city=s.board.defn.hexes[h].name or h, corporation=owner) for h, owner in held
    )
    text = msg(
        "Ferries' end in {city}: {ferries}; a route stopping in a ferry's port is interconnected with {city}",
        city=s.board.defn.hexes[pair["hex"]].name or pair["hex"],
        ferries=names,
    )
    owners = tuple(dict.fromkeys(owner for _h, owner in held))
    return MapMark(str(pair["hex"]), MarkKind.FERRY_END, text=text, badges=owners)


def _place_names(s: State) -> dict[str, str]:
    """Bonus tag -> the name of the hex whose printed stops carry it ("NewYork" -> "New York")."""
    names: dict[str, str] = {}
    for h, hexdef in s.board.defn.hexes.items():
        for stop in hexdef.tile.stops:
            for tag in (x.strip() for x in stop.group.split(",")):
                if tag and tag not in names:
                    names[tag] = hexdef.name or h
    return names


def _band_now(s: State) -> str:
    return next((b for b, c in data.BAND_COLORS.items() if c == s.phase.color), BANDS[0])


def report_sections(s: State) -> list[ReportSection]:
    return [_ferries(s), _bonuses(s), _exits(s)]


def _ferries(s: State) -> ReportSection:
    money = s.title.presentation.format_money
    rows = []
    for h in data.value("ferry_places"):
        owner = ferry_owner(s, h)
        held: str
        if not ferries_in_play(s):
            held = msg("removed")
        elif owner:
            held = owner
        elif h in flags(s).ferries:
            held = msg("out of play")
        else:
            held = msg("for sale")
        value = ferry_value(s, h)
        rows.append(
            (
                s.board.defn.hexes[h].name or h,
                h,
                held,
                ", ".join(ferry_markers(s, h)),
                money(value) if owner and ferries_in_play(s) else "",
            )
        )
    heading = (
        msg("Ferries — {price} each, phases I to III", price=money(data.FERRY_PRICE))
        if ferries_in_play(s)
        else msg("Ferries — removed at phase IV")
    )
    return ReportSection(
        heading,
        (msg("Ferry"), msg("Hex"), msg("Owner"), msg("Markers"), msg("Per route now")),
        tuple(rows),
        frozenset(i for i, r in enumerate(rows) if r[3]),
        (
            msg("A ferry pays its owner's routes that stop in its city; New and Last add their bonus there."),
            msg(
                "Each ferry is a pair of markers, its port and Boston: a route stopping in the port is interconnected with Boston."
            ),
        ),
    )


def _bonuses(s: State) -> ReportSection:
    names = _place_names(s)
    now = _band_now(s)
    rows = []
    for kind, key in ((msg("direct"), "direct_bonuses"), (msg("interconnection"), "interconnection_bonuses")):
        for entry in data.value(key) or []:
            a, b = str(entry["a"]), str(entry["b"])
            values = [int(entry.get(band, 0)) for band in BANDS]
            rows.append(
                (
                    kind,
                    f"{names.get(a, a)} – {names.get(b, b)}",
                    *(s.title.presentation.format_money(v) for v in values),
                    s.title.presentation.format_money(values[BANDS.index(now)]),
                )
            )
    notes: list[str] = [
        msg("An interconnection bonus is earned by extending a route beyond its train's reach."),
    ]
    p4 = next((sym for psym, _h, sym in exit_owners(s) if psym == "P4"), None)
    if p4 and s.phase.name in ("I", "II", "III"):
        notes.append(
            msg("{corporation} holds P4: its bonuses of routes from A6 to Boston count double.", corporation=p4)
        )
    return ReportSection(
        msg("Connection bonuses — phase {phase}: the {band} column is in force", phase=s.phase.name, band=now),
        (msg("Kind"), msg("Between"), *BANDS, msg("Now")),
        tuple(rows),
        frozenset(i for i, r in enumerate(rows) if r[-1] != s.title.presentation.format_money(0)),
        tuple(notes),
    )


def _exits(s: State) -> ReportSection:
    rows: list[tuple[str, str, str]] = []
    held: set[int] = set()
    for psym, hex_id in data.PRIVATE_EXITS.items():
        co = s.companies.get(psym)
        if co is None or co.closed:
            who: str = msg("closed")
        elif co.owner and kind_of(co.owner) == "corp":
            who = id_of(co.owner)
            held.add(len(rows))
        else:
            who = msg("no corporation")
        rows.append((psym, f"{hex_id} {s.board.defn.hexes[hex_id].name or hex_id}", who))
    return ReportSection(
        msg("Exits used as a token (P4, P6)"),
        (msg("Private"), msg("Exit"), msg("Corporation")),
        tuple(rows),
        frozenset(held),
        (msg("The owning corporation lays track and runs routes from the exit as if it held a token there."),),
    )
