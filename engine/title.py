"""Title metadata (`title.toml`): players, options, scenarios, phases, companies.

The texts players read (an optional rule's or a scenario's ``description``) carry their own
translations beside the English: ``description_pt``, ``description_it`` (engine.i18n.LANGUAGES);
the loader makes them one ``engine.i18n.Localized``, which front ends show with ``localize``."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.assets import ASSETS, check_keys, read_toml, title_dir
from engine.errors import DataError
from engine.i18n import LANGUAGES, SOURCE_LANGUAGE, Localized, joined, msg
from engine.tiles import PHASE_COLORS


@dataclass(frozen=True)
class OptionalRule:
    id: str
    description: Localized
    name: Localized = Localized("", {})  # a few words for the option's check box ("Takeover game")

    def label(self) -> str:
        """What a player reads beside the check box, in the engine's language: the name, else
        the id in words."""
        return self.name.render() if self.name else self.id.replace("_", " ")


@dataclass(frozen=True)
class Scenario:
    id: str
    players: tuple[int, int]
    variants: tuple[str, ...]
    description: Localized = Localized("", {})


@dataclass(frozen=True)
class Phase:
    name: str
    tiles: tuple[str, ...]
    color: str
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class CompanyInfo:
    sym: str
    name: str
    kind: str
    home: str = ""
    color: str = "#888888"
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class TitleInfo:
    id: str
    name: str
    players: tuple[int, int]
    rules: str
    optional_rules: tuple[OptionalRule, ...]
    scenarios: tuple[Scenario, ...]
    phases: tuple[Phase, ...]
    companies: tuple[CompanyInfo, ...]
    raw: dict[str, Any] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def phase(self, name: str) -> Phase:
        for p in self.phases:
            if p.name == name:
                return p
        raise DataError(f"{self.id} has no phase {name!r}")

    def company(self, sym: str) -> CompanyInfo:
        for c in self.companies:
            if c.sym == sym:
                return c
        raise DataError(f"{self.id} has no company {sym!r}")

    def scenario_for(self, players: int, scenario: str | None = None, options: tuple[str, ...] = ()) -> Scenario | None:
        """The scenario named, else the one for this player count that the chosen optional
        rules select (18GB's two_player_ew), else the plain one for this player count."""
        if not self.scenarios:
            return None
        if scenario is not None:
            for s in self.scenarios:
                if s.id == scenario:
                    if not s.players[0] <= players <= s.players[1]:
                        raise DataError(f"scenario {scenario} is for {s.players[0]}-{s.players[1]} players")
                    return s
            raise DataError(f"{self.id} has no scenario {scenario!r}")
        option_ids = {o.id for o in self.optional_rules}
        fitting = [s for s in self.scenarios if s.players[0] <= players <= s.players[1]]
        for s in fitting:
            if set(s.variants) & set(options):
                return s
        for s in fitting:
            if not set(s.variants) & option_ids:
                return s
        if fitting:
            return fitting[0]
        raise DataError(f"{self.id} has no scenario for {players} players")

    def variants(
        self, players: int, options: tuple[str, ...] = (), scenario: str | None = None, strict: bool = True
    ) -> tuple[str, ...]:
        """The map/tile variants switched on by a scenario and the chosen optional rules.
        ``strict``: an option the scenario cannot use is refused (``option_refusal``); games
        imported from 18xx.games keep the site's way, where it is ignored at another count."""
        known = {o.id for o in self.optional_rules}
        for o in options:
            if o not in known:
                raise DataError(f"{self.id} has no optional rule {o!r}")
        sc = self.scenario_for(players, scenario, tuple(options))
        for o in options if strict else ():
            refusal = self._option_refusal(o, sc)
            if refusal is not None:
                raise DataError(refusal)
        out = list(sc.variants if sc else ())
        # an option that picks a scenario (18GB's two_player_ew) counts only through it
        picks = {v for s in self.scenarios for v in s.variants}
        out += [o for o in options if o not in out and o not in picks]
        return tuple(out)

    def option_refusal(self, option: str, players: int, scenario: str | None = None) -> str | None:
        """Why the optional rule cannot be chosen with this player count and scenario (a
        sentence), or None when it can.  An option that picks a scenario (18GB's two_player_ew
        is scenario 2EW) goes only with that scenario: 18xx.games would keep it in the file of a
        3-player game and read it back, so it is refused, not ignored."""
        try:
            sc = self.scenario_for(players, scenario, (option,))
        except DataError:
            return None  # (the player count or the scenario is refused on its own)
        return self._option_refusal(option, sc)

    def _option_refusal(self, option: str, sc: Scenario | None) -> str | None:
        homes = [s for s in self.scenarios if option in s.variants]
        if not homes or (sc is not None and option in sc.variants):
            return None
        where = [
            msg("{scenario} ({count} players)", scenario=h.id, count=h.players[0])
            if h.players[0] == h.players[1]
            else msg("{scenario} ({low}-{high} players)", scenario=h.id, low=h.players[0], high=h.players[1])
            for h in homes
        ]
        return msg(
            "The optional rule {option} goes only with scenario {scenarios}",
            option=option,
            scenarios=joined(where, " or "),
        )


_TITLE_KEYS = {"id", "name", "players", "rules", "optional_rule", "scenario", "phase", "company", "designer", "notes"}
_PHASE_KEYS = {"name", "tiles", "color"}
_COMPANY_KEYS = {"sym", "name", "kind", "home", "color"}
#: a text's translations: ``<key>_<language>`` beside the English ``<key>``
_TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def _localized_keys(key: str) -> set[str]:
    return {key} | {f"{key}_{code}" for code in _TRANSLATED}


def _localized(raw: dict[str, Any], key: str, where: str) -> Localized:
    """``raw[key]`` (English) with its ``<key>_<language>`` translations."""
    variants = {}
    for k in sorted(_localized_keys(key)):
        if k in raw and not isinstance(raw[k], str):
            raise DataError(f"{where}: {k} must be a string")
    for code in _TRANSLATED:
        text = raw.get(f"{key}_{code}")
        if text:
            variants[code] = text
    return Localized(str(raw.get(key, "")), variants)


def _pair(raw: Any, where: str) -> tuple[int, int]:
    if not (isinstance(raw, list) and len(raw) == 2 and all(isinstance(x, int) for x in raw) and raw[0] <= raw[1]):
        raise DataError(f"{where}: must be [min, max]")
    return (raw[0], raw[1])


@lru_cache(maxsize=16)
def load_title(title: str) -> TitleInfo:
    path = title_dir(title) / "title.toml"
    raw = read_toml(path)
    w = str(path)
    check_keys(raw, _TITLE_KEYS, w)
    for key in ("id", "name", "rules"):
        if not isinstance(raw.get(key), str):
            raise DataError(f"{w}: {key} must be a string")
    if raw["id"] != title:
        raise DataError(f"{w}: id {raw['id']!r} does not match its folder {title!r}")
    opts = []
    for o in raw.get("optional_rule", []):
        ow = f"{w} optional_rule {o.get('id')}"
        check_keys(o, {"id"} | _localized_keys("description") | _localized_keys("name"), ow)
        opts.append(OptionalRule(str(o["id"]), _localized(o, "description", ow), _localized(o, "name", ow)))
    scens = []
    for s in raw.get("scenario", []):
        sw = f"{w} scenario {s.get('id')}"
        check_keys(s, {"id", "players", "variants"} | _localized_keys("description"), sw)
        scens.append(
            Scenario(
                str(s["id"]),
                _pair(s.get("players"), sw),
                tuple(s.get("variants", [])),
                _localized(s, "description", sw),
            )
        )
    phases = []
    for p in raw.get("phase", []):
        pw = f"{w} phase {p.get('name')}"
        extra = {k: v for k, v in p.items() if k not in _PHASE_KEYS}
        tiles = tuple(p.get("tiles", []))
        color = p.get("color")
        if not all(t in PHASE_COLORS for t in tiles) or color not in PHASE_COLORS:
            raise DataError(f"{pw}: tiles and color must be phase colours {PHASE_COLORS}")
        phases.append(Phase(str(p["name"]), tiles, color, extra))
    if not phases:
        raise DataError(f"{w}: at least one [[phase]] is needed")
    comps = []
    for c in raw.get("company", []):
        cw = f"{w} company {c.get('sym')}"
        extra = {k: v for k, v in c.items() if k not in _COMPANY_KEYS}
        if c.get("kind") not in ("major", "minor", "private"):
            raise DataError(f"{cw}: kind must be major, minor or private")
        comps.append(
            CompanyInfo(
                str(c["sym"]),
                str(c.get("name", c["sym"])),
                c["kind"],
                str(c.get("home", "")),
                str(c.get("color", "#888888")),
                extra,
            )
        )
    return TitleInfo(
        raw["id"],
        raw["name"],
        _pair(raw.get("players"), f"{w} players"),
        raw["rules"],
        tuple(opts),
        tuple(scens),
        tuple(phases),
        tuple(comps),
        raw,
    )


def title_ids() -> list[str]:
    """The titles this build has data for: the folders of assets/titles with a title.toml."""
    return sorted(d.name for d in (ASSETS / "titles").iterdir() if (d / "title.toml").is_file())


def all_titles() -> list[TitleInfo]:
    out = []
    for d in sorted((ASSETS / "titles").iterdir()):
        if (d / "title.toml").is_file():
            out.append(load_title(d.name))
    return out
