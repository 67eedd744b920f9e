"""18MEX's answers where 18xx.games departs from its rules (assets/titles/18MEX/site-defects.md):
``Departures`` the rules' way (our games), ``SiteDepartures`` the site's (imported games), each
also answering the core's questions (engine/departures.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import departures as core

if TYPE_CHECKING:
    from engine.state import State


class Departures(core.Departures):
    """18MEX the rules' way."""

    def refuses_partial_sale_behind_small_share(self) -> bool:
        """Is part of NdM's president's certificate refused while an NdM 5% certificate leads
        the pool?  Yes, so that the game replays on the site (site-defects.md §1)."""
        return True

    def passes_turn_before_merger_discard(self) -> bool:
        """When the merged major was the company operating, does its turn pass to the next
        company before NdM discards its extra trains?  No: NdM discards at once (site-defects.md
        §4)."""
        return False


class SiteDepartures(Departures, core.SiteDepartures):
    """18MEX the site's way."""

    def refuses_partial_sale_behind_small_share(self) -> bool:
        """No: the seller gets the pool's first certificate back (site-defects.md §1)."""
        return False

    def passes_turn_before_merger_discard(self) -> bool:
        """Yes: the next company's track step then blocks NdM's discard, which waits for that
        company's train step (site-defects.md §4)."""
        return True


def departures(s: State) -> Departures:
    """The game's departures policy, as 18MEX's (the Title names these classes)."""
    got = s.departures
    assert isinstance(got, Departures), "an 18MEX game plays 18MEX's departures"
    return got
