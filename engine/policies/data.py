"""Plain data the policies and the core hand each other: the context of a tile lay, the marks
a title puts on the map, a section of the printed report, a computer player's score of a choice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.board import Board
    from engine.title import Phase


@dataclass(frozen=True)
class ReportSection:
    """A table a title adds to the printed report (``PresentationPolicy.report_sections``): a heading, the
    column headers, rows of text cells (engine messages, which a front end translates),
    the rows to print in bold (those in force now) and lines printed under the table."""

    heading: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    bold_rows: frozenset[int] = frozenset()
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class BotScore:
    """A title's score for one Actions-menu choice (see ``PresentationPolicy.bot_rules``): how much the
    ``steady`` player likes it (passing scores 0, a share bought 3 to 7), the one-line reason
    for the log, and the value to pick for a choice that takes one (None: its default)."""

    score: float
    reason: str
    value: Any = None


class MarkKind(StrEnum):
    """What a ``MapMark`` shows (the desktop has one renderer per kind, checked by a test)."""

    NO_TILE = "no_tile"  # the hex takes no tile now
    CLOSED_EDGE = "closed_edge"  # no track across ``edge`` now
    NEUTRAL_TOKEN = "neutral_token"  # a token of nobody fills the hex's first city
    FERRY = "ferry"  # a ferry serving the hex
    FERRY_END = "ferry_end"  # the other end of the ferries held
    EXIT_ACCESS = "exit_access"  # ``owner`` may use this exit as if it held a token there


@dataclass(frozen=True)
class MapMark:
    """Something the map shows that is not track: a rule of the moment or a piece set at setup.
    ``kind``: "no_tile" (the hex takes no tile now), "closed_edge" (no track across ``edge``
    now), "neutral_token" (a token of nobody fills the hex's first city), "ferry" (a ferry
    serving the hex: ``owner`` the corporation holding it, None while for sale; ``badges`` its
    markers, e.g. "New"), "ferry_end" (the other end of the ferries held: ``badges`` their
    holders), "exit_access" (``owner`` may use this exit as if it held a token
    there).  ``text`` says why (the map's tooltip)."""

    hex: str
    kind: MarkKind
    edge: int | None = None
    text: str = ""
    owner: str | None = None
    badges: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", MarkKind(self.kind))  # (a kind nobody draws is refused here)


@dataclass(frozen=True)
class LayContext:
    """Everything outside the board that decides a lay."""

    board: Board
    phase: Phase
    rules: Any  # the title (a lay asks its track policy)
    company: str | None = None  # None: no network check (setup, some private abilities)
    cash: int | None = None  # None: do not check affordability
    blocked: Mapping[str, str] = field(default_factory=dict)  # hex -> name of the private blocking it
    discount: int = 0  # e.g. a private's terrain discount
    check_connection: bool = True
    with_companions: bool = True  # False while checking a companion itself
    special: bool = False  # a private's tile ability (18MEX KCMO's 470): no label/stop-count rules
    # (hex, edge) of impassable borders track may cross: the game's ``Departures.open_borders``
    open_borders: frozenset[tuple[str, int]] = frozenset()
    # stops the company lays track from as if it held a token there (the title's
    # ``lay_extra_tokens``: 1833NE's P4/P6 exits)
    extra_tokens: tuple[tuple[str, int], ...] = ()
