"""Where 18xx.games departs from the rules, as one policy object per game.

A game of our own follows the rules (and refuses the moves the site would get wrong, so that it
replays there to the same result); a game imported from the site is replayed the site's way.
Which of the two a game plays is its compatibility mode (``Compat``, kept as a string in saves
and on the command line), turned once, when the game starts, into a ``Departures`` object that
the rules ask wherever the two ways part (``State.departures``).

``Departures`` answers every question the rules' way and ``SiteDepartures`` the site's way.  Each
method answers one departure and names the section of ``assets/titles/<T>/site-defects.md``
that describes it.  The questions here are the ones the core asks; a title adds its own in a
subclass of each (``engine/titles/<id>/departures.py``, its site class deriving from its rules
class and from ``SiteDepartures``) and names the pair in ``Title.rules_way`` and
``Title.site_way``.
"""

from __future__ import annotations

from enum import StrEnum

from engine.errors import DataError


class Compat(StrEnum):
    """A game's compatibility mode, as saves and the command line spell it."""

    #: a game of our own: the rules
    NATIVE = "native"
    #: a game imported from 18xx.games: the site's map (map.toml ``[variant.site_compat]``) and
    #: the site's departures
    SITE = "18xx.games"
    #: the site's map and departures, for a game of ours checked against the site
    STRICT = "strict"

    @classmethod
    def of(cls, text: str) -> Compat:
        """The mode a string names (refused with a sentence when it names none)."""
        try:
            return cls(text)
        except ValueError:
            modes = ", ".join(m.value for m in cls)
            raise DataError(f"compat must be one of {modes}, not {str(text)[:40]!r}") from None

    @property
    def plays_site(self) -> bool:
        """Does a game of this mode play the site's map and departures?"""
        return self is not Compat.NATIVE


class Departures:
    """The rules' way (our own games).  Every answer is what the rules say, or what keeps a game
    of ours replayable on the site; ``SiteDepartures`` gives the site's answers."""

    def open_borders(self) -> frozenset[tuple[str, int]]:
        """(hex, edge) of impassable borders that track may cross: none by the rules.  The site
        records some borders on one side only (1893 site-defects.md §2)."""
        return frozenset()

    def reads_site_tally(self) -> bool:
        """Are holdings read from the site's own tally beside the certificates
        (``State.book_drift``)?  No: holdings are what the certificates say (18MEX site-defects.md
        §3, 18GB site-defects.md §4)."""
        return False

    def counts_kept_part_before_receivership(self) -> bool:
        """When a president's certificate sold in part goes to the pool, does the seller's kept
        part count in deciding receivership before it is handed back?  Yes in our games (18GB
        site-defects.md §4: the seller gets the unsold part back from the pool)."""
        return True

    def hands_back_first_certificate(self) -> bool:
        """Does a partial sale of the president's certificate hand back the pool's first
        certificate, whatever its size?  No: a full-size share (18MEX site-defects.md §1)."""
        return False

    def refuses_misnamed_percent(self) -> bool:
        """Is a buy whose ``percent`` is not the named certificates' refused?  Yes: a 10% share
        is not bought "as 5%".  (No section: the site took the certificate and kept its step
        open, met in 18GB's emergency conversions, commit e8c53dd.)"""
        return True

    def refuses_short_swap(self) -> bool:
        """Is a stock-round trade refused that makes a president who hands in less than the
        president's certificate?  Yes (18MEX site-defects.md §3)."""
        return True

    def refuses_owned_private(self) -> bool:
        """Is a player refused a private they already own?  Yes.  (No section: the site lets such
        a purchase through, and no recorded game depends on it being refused.)"""
        return True

    def refuses_private_past_cert_limit(self) -> bool:
        """Is a private from another player refused at the certificate limit?  Yes (18MEX
        site-defects.md §8)."""
        return True

    def refuses_partial_president_sale(self) -> bool:
        """Is part of the president's certificate refused unless a swap or receivership takes
        it?  Yes (18MEX site-defects.md §2, 18GB site-defects.md §4)."""
        return True

    def stands_in_for_unowned_certificate(self) -> bool:
        """May a sale name a certificate the seller does not hold, an equivalent one of theirs
        standing in?  No: our games name the certificates sold.  (No section: the two engines
        order identical certificates differently, so a recording's ids may differ from ours.)"""
        return False

    def checks_recorded_revenue(self) -> bool:
        """Is a route's recorded revenue checked against ours?  Only in a recording, which
        carries the site's revenue.  (No section: not a defect, the site's figure as a check.)"""
        return False


class SiteDepartures(Departures):
    """The site's way (games imported from 18xx.games): each answer as the site plays it."""

    def reads_site_tally(self) -> bool:
        """Yes: the site's tally decides presidencies, as there (18MEX site-defects.md §3, 18GB
        site-defects.md §4)."""
        return True

    def counts_kept_part_before_receivership(self) -> bool:
        """No: the site has handed the kept part back already (18GB site-defects.md §4)."""
        return False

    def hands_back_first_certificate(self) -> bool:
        """Yes, whatever its size (18MEX site-defects.md §1)."""
        return True

    def refuses_misnamed_percent(self) -> bool:
        """No: the site takes the named certificates (see ``Departures``)."""
        return False

    def refuses_short_swap(self) -> bool:
        """No: replayed as the site moves the certificates (18MEX site-defects.md §3)."""
        return False

    def refuses_owned_private(self) -> bool:
        """No: the site lets it through (see ``Departures``)."""
        return False

    def refuses_private_past_cert_limit(self) -> bool:
        """No: the site lets the buyer pass the limit (18MEX site-defects.md §8)."""
        return False

    def refuses_partial_president_sale(self) -> bool:
        """No: the site's own checks (18MEX site-defects.md §2, 18GB site-defects.md §4)."""
        return False

    def stands_in_for_unowned_certificate(self) -> bool:
        """Yes: an equivalent certificate of the seller's stands in (see ``Departures``)."""
        return True

    def checks_recorded_revenue(self) -> bool:
        """Yes: a recording's revenue is the site's (see ``Departures``)."""
        return True
