"""18GB's answers where 18xx.games departs from its rules (assets/titles/18GB/site-defects.md):
``Departures`` the rules' way (our games), ``SiteDepartures`` the site's (imported games), each
also answering the core's questions (engine/departures.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import departures as core

if TYPE_CHECKING:
    from engine.state import State


class Departures(core.Departures):
    """18GB the rules' way."""

    def pays_sale_price_as_said(self) -> bool:
        """Is a trainless corporation's share paid at the price the action says (the full price
        when it says none)?  No: half the price, and a sale naming another is refused
        (site-defects.md §1)."""
        return False

    def tier_two_from_second_stock_round(self) -> bool:
        """May tier-2 corporations be started only from the second stock round?  Yes
        (site-defects.md §2)."""
        return True

    def counts_own_outbid_bid(self) -> bool:
        """Does the most a player may bid count their own bid on that private when outbid?  No:
        only bids they are winning (site-defects.md §3)."""
        return False

    def site_director_bundles(self) -> bool:
        """Are bundles of the director's certificate checked by the site's rule alone (another
        player over 10% or shares in the pool)?  No: our bundle checks plus that rule
        (site-defects.md §4)."""
        return False

    def refuses_run_in_closed_train_step(self) -> bool:
        """Is a run refused for an insolvent corporation in receivership that can buy no train
        (the site passes for it in its train step)?  No: it runs (site-defects.md §8)."""
        return False

    def lb_blocked_after_lnwr_closes(self) -> bool:
        """May LB's owner buy nothing but LNWR again once a started LNWR has closed?  No: LNWR
        was started (site-defects.md §10)."""
        return False


class SiteDepartures(Departures, core.SiteDepartures):
    """18GB the site's way."""

    def pays_sale_price_as_said(self) -> bool:
        """Yes (site-defects.md §1)."""
        return True

    def tier_two_from_second_stock_round(self) -> bool:
        """No: the par action itself is not checked (site-defects.md §2)."""
        return False

    def counts_own_outbid_bid(self) -> bool:
        """Yes (site-defects.md §3)."""
        return True

    def site_director_bundles(self) -> bool:
        """Yes (site-defects.md §4)."""
        return True

    def refuses_run_in_closed_train_step(self) -> bool:
        """Yes: an error on the site, so no imported game runs there (site-defects.md §8)."""
        return True

    def lb_blocked_after_lnwr_closes(self) -> bool:
        """Yes: the site forgets LNWR was started (site-defects.md §10)."""
        return True


def departures(s: State) -> Departures:
    """The game's departures policy, as 18GB's (the Title names these classes)."""
    got = s.departures
    assert isinstance(got, Departures), "an 18GB game plays 18GB's departures"
    return got
