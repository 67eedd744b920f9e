"""18GB's scenarios and the seeded draws that set a game up (fact sheet §1, §2).

The player count and two optional rules pick the scenario; the scenario fixes the cast (which
corporations and privates play), the starting cash, the certificate limit, how many
corporations wait in tier 2 and how many winning bids a player needs before passing in the
auction.  The casts are the ``scenarios`` lists of title.toml's companies; the few numbers
the scenario table has no field for are here.

18xx.games draws the 3-player extra corporation and the tiers with its own linear congruential
generator seeded with the game's seed (not Ruby's Mersenne Twister), so a game imported from
the site sets up identically only if the same generator runs here, value for value.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the master corporation order (18xx.games' CORPORATIONS list); a game's list is it, filtered
CORPORATION_ORDER = ("CR", "GER", "GSWR", "GWR", "LNWR", "LSWR", "LYR", "MR", "MSLR", "NBR", "NER", "SWR")
#: the corporation that is always in tier 1
ALWAYS_TIER_1 = "LNWR"


@dataclass(frozen=True)
class ScenarioRules:
    """The numbers of one scenario that title.toml's [[scenario]] has no field for."""

    id: str
    cash: int
    cert_limit: int
    tier2: int  # corporations held back until SR2
    required_bids: int  # winning bids a player needs before passing in the auction (until a discount)
    compass: dict[str, tuple[str, ...]]


_FULL_COMPASS = {
    "N": ("G0", "I0", "K0"),
    "E": ("K0", "K22", "J27", "G26"),
    "S": ("J27", "G26", "D27", "a25"),
    "W": ("a19", "a25", "C16", "C14", "E6"),
}

SCENARIOS: dict[str, ScenarioRules] = {
    "2NS": ScenarioRules(
        "2NS",
        375,
        19,
        3,
        2,
        {"N": ("G0", "I0", "K0"), "E": ("K0", "K22", "J27", "G26"), "S": ("J27", "G26", "D27"), "W": ("E6",)},
    ),
    "2EW": ScenarioRules(
        "2EW",
        375,
        19,
        3,
        2,
        {
            "N": ("H9", "J11"),
            "E": ("K22", "J27", "G26"),
            "S": ("a25", "J27", "G26", "D27"),
            "W": ("a19", "a25", "C16", "C14"),
        },
    ),
    "3": ScenarioRules("3", 330, 14, 3, 1, _FULL_COMPASS),
    "4Std": ScenarioRules("4Std", 330, 14, 4, 1, _FULL_COMPASS),
    "4Alt": ScenarioRules("4Alt", 330, 14, 4, 1, _FULL_COMPASS),
    "5": ScenarioRules("5", 320, 14, 6, 1, _FULL_COMPASS),
    "6": ScenarioRules("6", 305, 12, 6, 1, _FULL_COMPASS),
}


def scenario_id(players: int, options: tuple[str, ...]) -> str:
    """The scenario 18xx.games plays for this player count and these optional rules (each
    option is honoured only at its own player count)."""
    if players == 2:
        return "2EW" if "two_player_ew" in options else "2NS"
    if players == 4:
        return "4Alt" if "four_player_alt" in options else "4Std"
    if players == 3:
        return "3"
    return "5" if players == 5 else "6"


class SiteRandom:
    """18xx.games' generator: state = (1103515245 x state + 12345) mod 2^31, starting from the
    seed mod 2^31; each call returns the new state."""

    MOD = 1 << 31

    def __init__(self, seed: int) -> None:
        self.state = seed % self.MOD

    def next(self) -> int:
        self.state = (1103515245 * self.state + 12345) % self.MOD
        return self.state

    def shuffled(self, items: list[str]) -> list[str]:
        """Ruby's ``sort_by { rand }``: one value per item in list order, then sorted by value
        (ties keep list order)."""
        keyed = [(self.next(), i, x) for i, x in enumerate(items)]
        return [x for _, _, x in sorted(keyed)]


def draw_cast(rng: SiteRandom, in_play: list[str], drawn: list[str]) -> list[str]:
    """The scenario's corporations plus the first of the drawn candidates after a shuffle, in
    the master order (draw 1: scenario 3 only, where ``drawn`` is GSWR, GWR, MSLR)."""
    chosen = set(in_play)
    if drawn:
        chosen.add(rng.shuffled([c for c in CORPORATION_ORDER if c in drawn])[0])
    return [c for c in CORPORATION_ORDER if c in chosen]


def draw_tiers(rng: SiteRandom, corporations: list[str], tier2: int) -> dict[str, int]:
    """Draw 2: the game's corporations shuffled; walking them, each but LNWR goes to tier 2
    until ``tier2`` have; the others are tier 1."""
    tiers: dict[str, int] = {}
    delayed = 0
    for sym in rng.shuffled(list(corporations)):
        if sym != ALWAYS_TIER_1 and delayed < tier2:
            tiers[sym] = 2
            delayed += 1
        else:
            tiers[sym] = 1
    return tiers
