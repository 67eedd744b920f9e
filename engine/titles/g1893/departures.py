"""1893's answers where 18xx.games departs from its rules (assets/titles/1893/site-defects.md):
``Departures`` the rules' way (our games), ``SiteDepartures`` the site's (imported games), each
also answering the core's questions (engine/departures.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import departures as core

if TYPE_CHECKING:
    from engine.state import State


class Departures(core.Departures):
    """1893 the rules' way."""

    def refuses_eva_past_cert_limit(self) -> bool:
        """Is the EVA refused to a player at the certificate limit?  Yes (site-defects.md §3: the
        site lets it through and leaves the buyer over the limit)."""
        return True

    def pays_eva_to_bank(self, in_stock_round: bool) -> bool:
        """Does the price of the EVA go to the bank?  No: to its seller (site-defects.md §3)."""
        return False

    def offers_eva_in_stock_turns(self) -> bool:
        """Is the EVA offered in stock turns?  No: a president buys it in a company's operating
        turn (site-defects.md §3)."""
        return False

    def closes_fdsd_on_pass(self) -> bool:
        """Does the FdSD close at its owner's first stock turn that passes (after the first
        5-train)?  Yes (site-defects.md §4)."""
        return True

    def fdsd_owner_buys_rag_freely(self) -> bool:
        """May the FdSD's owner buy or take RAG shares past the certificate limit and holding
        cap?  No (site-defects.md §5)."""
        return False

    def refuses_partial_agv_hgk_sale(self) -> bool:
        """Is part of AGV's or HGK's president's certificate refused unless the seller keeps the
        20% certificate?  Yes, so that the game replays on the site (site-defects.md §6)."""
        return True

    def rag_par_paid_with_fdsd_only(self) -> bool:
        """In the first stock round, is RAG's par paid with the FdSD only (no pass)?  Yes
        (site-defects.md §7)."""
        return True

    def refuses_untied_formation(self) -> bool:
        """Is a formation refused when its president is tied between holders who exchanged no
        card?  No: the rules break the tie (site-defects.md §8: the site's tie-break fails)."""
        return False

    def counts_bonds_in_bankruptcy(self) -> bool:
        """Are the president's bonds counted at 100 each before a bankruptcy?  No: no operating
        round lets them be sold (site-defects.md §9)."""
        return False

    def refuses_misnamed_draft_price(self) -> bool:
        """Is a draft selection refused whose price is not the item's?  Yes.  (No section: the
        site's engine reads no price there, so an imported selection may name any.)"""
        return True


class SiteDepartures(Departures, core.SiteDepartures):
    """1893 the site's way."""

    def open_borders(self) -> frozenset[tuple[str, int]]:
        """The Rhine border of R5 is recorded on Q6 only, so a tile in R5 may point into it
        (site-defects.md §2)."""
        return frozenset({("R5", 4)})

    def refuses_eva_past_cert_limit(self) -> bool:
        """No (site-defects.md §3)."""
        return False

    def pays_eva_to_bank(self, in_stock_round: bool) -> bool:
        """In a stock round, yes (site-defects.md §3)."""
        return in_stock_round

    def offers_eva_in_stock_turns(self) -> bool:
        """Yes (site-defects.md §3)."""
        return True

    def closes_fdsd_on_pass(self) -> bool:
        """No: the site misses the pass (site-defects.md §4)."""
        return False

    def fdsd_owner_buys_rag_freely(self) -> bool:
        """Yes (site-defects.md §5)."""
        return True

    def refuses_partial_agv_hgk_sale(self) -> bool:
        """No: the site's way (site-defects.md §6)."""
        return False

    def rag_par_paid_with_fdsd_only(self) -> bool:
        """No: the site offers a pass too (site-defects.md §7)."""
        return False

    def refuses_untied_formation(self) -> bool:
        """Yes: the site's tie-break fails there (site-defects.md §8)."""
        return True

    def counts_bonds_in_bankruptcy(self) -> bool:
        """Yes (site-defects.md §9)."""
        return True

    def refuses_misnamed_draft_price(self) -> bool:
        """No (see ``Departures``)."""
        return False


def departures(s: State) -> Departures:
    """The game's departures policy, as 1893's (the Title names these classes)."""
    got = s.departures
    assert isinstance(got, Departures), "a 1893 game plays 1893's departures"
    return got
