"""Route pricing side by side with the 18xx.games engine (a development tool, not part of make test).

    python bench/route_diff.py --title 18GB --games 12 --seed 600 [--sets 40] [--router]

Our self-play (engine/io/selfplay.py) plays games with fixed seeds (player counts in turn, so
every scenario; optional rules mixed).  At every ``run_routes`` position of those games, and at
a share of the other operating-round positions where a corporation with trains acts, random
route sets are drawn from the company's network as our route search sees it: the optimum, the
route set self-play recorded, the optimum with routes cut short or run on, random walks (several
trains, shared stops, every train the company runs, the bank's leased train), and "wild" sets
that break a rule on purpose (track used twice, passing a blocked stop, a stop twice).  Each set
is priced here in the order given (``price_here``: what ``Game.process`` pays for that
``run_routes``, or its refusal) and by the site's engine (``bench/route_diff_site.rb``, one Ruby process per game), per route
and per set, and legality both ways.

A difference is *explained* when our engine playing the site's way (the same game replayed with
``compat = "18xx.games"``, i.e. the departures ``assets/titles/<T>/site-defects.md`` lists)
prices the set exactly as the site does; anything else is *unexplained* (ours to fix, or a site
defect not yet documented and followed in imported games).

``--fixtures`` adds the positions of the site's
recorded games in ``../shared/fixtures`` (imported games: there no difference is explained).

``--router`` also asks the site's auto-router (``../shared/tools/oracle/router.rb``: the site's
candidate routes, an exact combiner) at the ``run_routes`` positions and compares its best
revenue with our optimum's where it finishes within ``--route-timeout``.

Needs Ruby and ``ORACLE_SRC`` as ``bench/fidelity.py`` does.  Prints one JSON summary per title.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.actions import wire  # noqa: E402
from engine.departures import Compat  # noqa: E402
from engine.errors import IllegalAction, RoundhouseError  # noqa: E402
from engine.io.document import Document, load, parse_document  # noqa: E402
from engine.io.log import game_actions  # noqa: E402
from engine.io.replay import new_game  # noqa: E402
from engine.play.best_routes import entity_key_for  # noqa: E402
from engine.play.routes import PlannedRoute, optimum, route_network  # noqa: E402
from engine.routes.pricing import price_in_state  # noqa: E402
from engine.title import all_titles  # noqa: E402

SITE_SCRIPT = ROOT / "bench" / "route_diff_site.rb"
OPTIMUM_POLLS = 20000  # the optimum's search budget (cancel-token polls): deterministic
OTHER_TYPES = frozenset({"lay_tile", "place_token", "buy_train", "pass", "buy_company"})


# ----------------------------------------------------------------------------------------------
# positions


@dataclass
class Position:
    """The position before action ``at``, where ``sym`` runs (or could run) ``trains``."""

    game: str
    at: int
    sym: str
    key: str
    trains: list[str]
    recorded: dict | None  # the run_routes action played here, if this is one
    compat: Any = None  # the same position in the game replayed the site's way (or None)
    view: Any = None  # our state there, kept (the live one moves on)


def _runner(state: Any, action: dict) -> str | None:
    """The holder key of the company that runs (or could run) at this action, if any."""
    if action.get("entity_type") not in ("corporation", "minor"):
        return None
    try:
        return entity_key_for(state, str(action.get("entity")))
    except RoundhouseError:
        return None


def running_ids(state: Any, key: str) -> list[str]:
    """The trains the company would run now (the bank's leased train included): not rusted, not
    run yet this turn."""
    ids = state.title.presentation.running_train_ids(state, key)
    return [t for t in ids if not state.trains[t].rusted and not state.trains[t].operated]


def positions(path: Path, rng: random.Random, other_share: float) -> Iterator[tuple[Position, Any]]:
    """(position, our live state there) along one game: every run_routes with a train, and
    ``other_share`` of the other operating actions of a company with trains."""
    doc = load(path)
    game = new_game(doc)
    site_way = _site_way(doc)
    compat_ok = site_way is not None
    pairs = list(game_actions(doc.actions))
    for source, action in pairs:
        kind = action.get("type")
        state = game.live
        key = _runner(state, action) if kind == "run_routes" or kind in OTHER_TYPES else None
        if key is not None and (kind == "run_routes" or rng.random() < other_share):
            trains = running_ids(state, key)
            if trains and getattr(state, "round", None) is not None:
                pos = Position(path.name, int(source["id"]), state.entity(key).sym, key, trains, None)
                if kind == "run_routes":
                    pos.recorded = action
                if compat_ok and site_way is not None:
                    pos.compat = site_way.state
                pos.view = game.state
                yield pos, game.live
        try:
            game.process(action)
        except RoundhouseError:
            return
        if compat_ok and site_way is not None:
            try:
                site_way.process(action)
            except RoundhouseError:
                compat_ok = False


def _site_way(doc: Document) -> Any:
    """The same game set up as if imported from 18xx.games (its documented departures); None
    for a game that is one (a site recording plays the site's way already)."""
    if "roundhouse" not in doc.data:
        return None
    data = {**doc.data, "roundhouse": {**doc.data["roundhouse"], "compat": Compat.SITE.value}}
    try:
        return new_game(parse_document(data))
    except RoundhouseError:
        return None


# ----------------------------------------------------------------------------------------------
# route sets


@dataclass
class Trial:
    pos: Position
    kind: str  # optimum | recorded | mutated | hub | random | wild
    routes: list[PlannedRoute]
    ours: Outcome | None = None
    site: dict | None = None


def _poll_budget(limit: int) -> Any:
    polls = [0]

    def cancel() -> bool:
        polls[0] += 1
        return polls[0] > limit

    return cancel


def _walk(net: Any, rng: random.Random, used: int, hops: int, wild: bool, start: int | None = None) -> tuple:
    """A random walk over the network's segments: (stops, segment ids, mask).  Unless ``wild``
    it keeps the rules a reading checks (free track, no stop twice, passes only passable stops)."""
    if start is None:
        tokens = [s.index for s in net.stops if s.token]
        pool = tokens if tokens and rng.random() < 0.6 else [s.index for s in net.stops]
        start = rng.choice(pool)
    stops, segs, mask = [start], [], 0
    for _ in range(hops):
        x = stops[-1]
        if segs and not wild and (not net.stops[x].passable or net.segments[segs[-1]].term_at(x)):
            break
        opts = []
        for sid in net.adjacency[x]:
            seg = net.segments[sid]
            if seg.mask & mask or (not wild and seg.mask & used):
                continue
            if not wild and (seg.other(x) in stops or (segs and seg.term_at(x))):
                continue
            opts.append(sid)
        if not opts:
            break
        sid = rng.choice(opts)
        seg = net.segments[sid]
        segs.append(sid)
        mask |= seg.mask
        stops.append(seg.other(x))
    return stops, segs, mask


def _planned(net: Any, train: str, stops: list[int], segs: list[int]) -> PlannedRoute:
    conns, at = [], stops[0]
    for sid in segs:
        seg = net.segments[sid]
        conns.append(seg.chain_from(at))
        at = seg.other(at)
    return PlannedRoute(train, tuple(net.stops[i].node for i in stops), tuple(conns))


def _reach(state: Any, tid: str) -> int:
    spec = state.title.routes.train_spec(state, state.trains[tid])
    return max(2, int(getattr(spec, "reach", 2)) + int(getattr(spec, "towns", 0)) + int(getattr(spec, "visit", 0)))


def random_set(state: Any, pos: Position, net: Any, rng: random.Random, wild: bool) -> list[PlannedRoute]:
    trains = list(pos.trains)
    rng.shuffle(trains)
    trains = trains[: rng.randint(1, len(trains))]
    out, used = [], 0
    for tid in trains:
        hops = rng.randint(1, _reach(state, tid) + 2)
        stops, segs, mask = _walk(net, rng, used, hops, wild and rng.random() < 0.5)
        if not segs:
            continue
        used |= mask
        out.append(_planned(net, tid, stops, segs))
    return out


def hub_set(state: Any, pos: Position, net: Any, rng: random.Random) -> list[PlannedRoute]:
    """Every train from one stop, as far as it may go: routes sharing a stop (18GB pays its
    compass bonuses per group of routes sharing one) and long enough to reach the map's edges."""
    trains = list(pos.trains)
    rng.shuffle(trains)
    hub = rng.choice([s.index for s in net.stops if s.passable] or [s.index for s in net.stops])
    out, used = [], 0
    for tid in trains:
        stops, segs, mask = _walk(net, rng, used, _reach(state, tid) + 2, False, start=hub)
        if segs:
            used |= mask
            out.append(_planned(net, tid, stops, segs))
    return out


def mutated_set(pos: Position, net: Any, best: list[PlannedRoute], rng: random.Random) -> list[PlannedRoute]:
    """The optimum with routes dropped, cut short at an end, or run on by a segment."""
    index = {s.node: s.index for s in net.stops}
    out = []
    for r in best:
        roll = rng.random()
        if roll < 0.1 and len(best) > 1:
            continue
        stops, conns = list(r.stops), [tuple(c) for c in r.connections]
        if roll < 0.45 and len(conns) > 1:
            if rng.random() < 0.5:
                stops, conns = stops[1:], conns[1:]
            else:
                stops, conns = stops[:-1], conns[:-1]
        elif roll < 0.8 and stops and stops[-1] in index:
            end = index[stops[-1]]
            opts = [sid for sid in net.adjacency[end] if net.stops[net.segments[sid].other(end)].node not in stops]
            if opts:
                seg = net.segments[rng.choice(opts)]
                conns.append(seg.chain_from(end))
                stops.append(net.stops[seg.other(end)].node)
        out.append(PlannedRoute(r.train, tuple(stops), tuple(conns)))
    return out


def trials_at(state: Any, pos: Position, rng: random.Random, n: int, want_optimum: bool) -> tuple[list[Trial], Any]:
    """The route sets tried at one position (the optimum first), and our optimum."""
    net = route_network(state, pos.sym)
    best = optimum(state, pos.sym, cancel=_poll_budget(OPTIMUM_POLLS)) if want_optimum else None
    out: list[Trial] = []
    if best is not None and best.routes:
        out.append(Trial(pos, "optimum", list(best.routes)))
    if pos.recorded and pos.recorded.get("routes"):
        rec = [
            PlannedRoute(r["train"], (), tuple(tuple(c) for c in r.get("connections") or ()))
            for r in pos.recorded["routes"]
        ]
        out.append(Trial(pos, "recorded", rec))
    if not net.segments:
        return out, best
    seen = {_set_key(t.routes) for t in out}
    for _ in range(4 * n):  # distinct sets only: a small network has few
        if len(out) >= n:
            break
        roll = rng.random()
        if best is not None and best.routes and roll < 0.3:
            t = Trial(pos, "mutated", mutated_set(pos, net, list(best.routes), rng))
        elif roll < 0.5:
            t = Trial(pos, "hub", hub_set(state, pos, net, rng))
        elif roll < 0.85:
            t = Trial(pos, "random", random_set(state, pos, net, rng, False))
        else:
            t = Trial(pos, "wild", random_set(state, pos, net, rng, True))
        key = _set_key(t.routes)
        if t.routes and key not in seen:
            seen.add(key)
            out.append(t)
    return out, best


def _set_key(routes: list[PlannedRoute]) -> tuple:
    return tuple((r.train, tuple(tuple(c) for c in r.connections)) for r in routes)


def site_action(state: Any, pos: Position, routes: list[PlannedRoute]) -> dict:
    """The run_routes action as the site reads it: no revenue (the site would take it as given)."""
    body = [{"train": r.train, "connections": [list(c) for c in r.connections]} for r in routes]
    return {**wire(pos.key), "type": "run_routes", "routes": body}


# ----------------------------------------------------------------------------------------------
# the site


def ask_site(path: Path, requests: list[dict], folder: Path) -> list[dict]:
    """One Ruby process for one game's requests (in the order of their positions)."""
    req = folder / f"{path.stem}.requests.jsonl"
    req.write_text("".join(json.dumps(r) + "\n" for r in requests))
    out = subprocess.run(
        ["nice", "ruby", str(SITE_SCRIPT), str(path), str(req)], capture_output=True, text=True, check=False
    )
    rows = {}
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            row = json.loads(line)
            rows[row["i"]] = row
    missing = {"error": f"no answer from the site: {out.stderr.strip()[-300:]}", "crash": True}
    return [rows.get(i, missing) for i in range(len(requests))]


# ----------------------------------------------------------------------------------------------
# comparing


@dataclass(frozen=True)
class Outcome:
    legal: bool
    routes: tuple[int, ...] = ()
    total: int = 0
    reason: str = ""
    crash: bool = False


def price_here(state: Any, pos: Position, routes: list[PlannedRoute]) -> Outcome:
    """The run in exactly this order as ``Game.process`` pays it: each route from the pricer
    (``price_in_state``), the total from the title's ``run_routes`` on a copy of the state; or
    the engine's refusal."""
    title = state.title
    wired = [{"train": r.train, "connections": [list(c) for c in r.connections]} for r in routes]
    try:
        plan = [(title.routes.train_spec(state, state.trains[w["train"]]), w["connections"]) for w in wired]
        priced = price_in_state(state, pos.sym, plan)
        total = int(title.revenue.run_routes(state.clone(), pos.key, wired))
    except IllegalAction as exc:
        return Outcome(False, reason=str(exc))
    return Outcome(True, tuple(int(r.revenue) for r in priced.routes), total)


def site_outcome(row: dict) -> Outcome:
    if "error" in row:
        return Outcome(False, reason=row["error"], crash=bool(row.get("crash")))
    bad = [r for r in row["routes"] if "error" in r]
    if bad:
        return Outcome(False, reason=bad[0]["error"], crash=any(r.get("crash") for r in bad))
    return Outcome(True, tuple(int(r["revenue"]) for r in row["routes"]), int(row["total"]))


def agree(a: Outcome, b: Outcome) -> bool:
    return a.legal == b.legal and (not a.legal or (a.routes, a.total) == (b.routes, b.total))


def _norm(text: str) -> str:
    """A refusal without its hexes, figures and names, to group refusals by kind."""
    text = re.sub(r"\b[A-Z]{1,2}\d{1,2}\b", "HEX", text)
    text = re.sub(r"\d+", "N", text)
    return text[:120]


BONUS = re.compile(r"\+\(([^)]*)\)")
DISTANCE = re.compile(r"\+\D?\d+")


def revenue_tags(state: Any, trial: Trial, row: dict, ours: Outcome, site: Outcome) -> list[str]:
    """What is special about the routes priced differently: train models, a leased train,
    off-boards, and the site's bonuses as it names them in its revenue strings."""
    corp = state.entity(trial.pos.key)
    tags: set[str] = set()
    if ours.total == site.total:
        tags.add("same total, split otherwise")
    for n, (r, a, b) in enumerate(zip(trial.routes, ours.routes, site.routes, strict=False)):
        if a == b:
            continue
        spec = state.title.routes.train_spec(state, state.trains[r.train])
        tags.add(f"model {spec.model}")
        if r.train not in corp.trains:
            tags.add("leased train")
        text = str(row["routes"][n].get("revenue_str", ""))
        for desc in BONUS.findall(text):
            tags.add(f"site bonus {desc}")
        if DISTANCE.search(BONUS.sub("", text)):
            tags.add("site distance bonus")
        kinds = {state.board.tile_at(h).stops[i].kind for h, i in r.stops if h in state.board.state}
        if "offboard" in kinds:
            tags.add("offboard")
        tags.add("ours higher" if a > b else "site higher")
    return sorted(tags)


def coverage_tags(trial: Trial, row: dict) -> set[str]:
    """What a set both engines priced exercised: the phase, train models, a leased train, stop
    kinds, the site's bonuses as its revenue strings name them (a private's symbol, NS/EW
    compass, FT/S estuaries), several trains, a stop shared by two routes."""
    state = trial.pos.view
    corp = state.entity(trial.pos.key)
    tags = {f"phase {state.phase_name}"}
    if len(trial.routes) > 1:
        tags.add("several trains")
    seen: set = set()
    for n, r in enumerate(trial.routes):
        spec = state.title.routes.train_spec(state, state.trains[r.train])
        tags.add(f"model {spec.model}")
        if r.train not in corp.trains:
            tags.add("leased train")
        text = str(row["routes"][n].get("revenue_str", ""))
        tags.update(f"site bonus {d}" for d in BONUS.findall(text))
        if DISTANCE.search(BONUS.sub("", text)):
            tags.add("site distance bonus")
        stops = set(r.stops)
        if stops & seen:
            tags.add("shared stop")
        seen |= stops
        tags.update(f"stop {state.board.tile_at(h).stops[i].kind}" for h, i in stops if h in state.board.state)
    return tags


def difference_class(state: Any, trial: Trial, row: dict, ours: Outcome, site: Outcome) -> str:
    if site.crash:
        return f"site crashes: {_norm(site.reason)}"
    if ours.legal and not site.legal:
        return f"site refuses: {_norm(site.reason)}"
    if site.legal and not ours.legal:
        return f"we refuse: {_norm(ours.reason)}"
    return "revenue: " + ", ".join(revenue_tags(state, trial, row, ours, site))


def site_way_outcome(trial: Trial) -> Outcome | None:
    """The set priced by our engine playing the site's way, at the same position."""
    if trial.pos.compat is None:
        return None
    try:
        return price_here(trial.pos.compat, trial.pos, trial.routes)
    except Exception:  # noqa: BLE001 - a position the site's way cannot price is no explanation
        return None


# ----------------------------------------------------------------------------------------------
# one title


@dataclass
class Tally:
    sets: int = 0
    agree: int = 0
    both_refuse: int = 0
    by_kind: Counter = field(default_factory=Counter)
    differences: Counter = field(default_factory=Counter)
    explained: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)
    coverage: Counter = field(default_factory=Counter)
    positions: int = 0
    unreached: Counter = field(default_factory=Counter)
    router: Counter = field(default_factory=Counter)
    router_examples: list = field(default_factory=list)
    seconds_ours: float = 0.0
    seconds_site: float = 0.0


def make_games(args: argparse.Namespace, folder: Path) -> list[Path]:
    from engine.io.selfplay import selfplay

    info = next(t for t in all_titles() if t.id == args.title)
    lo, hi = info.players
    counts = args.players or list(range(lo, hi + 1))
    options = [o.id for o in info.optional_rules]
    selfplay(
        args.title,
        counts,
        games=args.games,
        seed=args.seed,
        options=options,
        mix_options=True,
        save_all=str(folder),
    )
    return sorted(folder.glob(f"{args.title}-*.json"))


def one_game(path: Path, args: argparse.Namespace, tally: Tally, folder: Path) -> None:
    rng = random.Random(f"route_diff:{path.name}")
    trials: list[Trial] = []
    requests: list[dict] = []
    bests: list[tuple[Position, Any, Any]] = []
    t0 = time.perf_counter()
    for pos, state in positions(path, random.Random(f"positions:{path.name}"), args.other_share):
        got, best = trials_at(state, pos, rng, args.sets, True)
        tally.positions += 1
        for t in got:
            t.ours = price_here(state, pos, t.routes)
            trials.append(t)
            requests.append({"at": pos.at, "price": site_action(state, pos, t.routes)})
        if args.router and pos.recorded is not None and best is not None:
            bests.append((pos, state, best))
            requests.append({"at": pos.at, "router": pos.sym, "route_timeout": args.route_timeout})
    tally.seconds_ours += time.perf_counter() - t0
    if not requests:
        return
    t1 = time.perf_counter()
    rows = ask_site(path, requests, folder)
    tally.seconds_site += time.perf_counter() - t1
    it_trials = iter(trials)
    it_bests = iter(bests)
    for req, row in zip(requests, rows, strict=True):
        if "router" in req:
            _router(tally, next(it_bests), row)
            continue
        t = next(it_trials)
        t.site = row
        if "unreached" in row:
            tally.unreached[_norm(row["unreached"])] += 1
            continue
        _compare(tally, t, row)


def _compare(tally: Tally, t: Trial, row: dict) -> None:
    assert t.ours is not None
    ours, site = t.ours, site_outcome(row)
    tally.sets += 1
    tally.by_kind[t.kind] += 1
    if agree(ours, site):
        tally.agree += 1
        tally.both_refuse += not ours.legal
        if ours.legal:
            tally.coverage.update(coverage_tags(t, row))
        return
    cls = difference_class(t.pos.view, t, row, ours, site)
    way = site_way_outcome(t)
    if way is not None and agree(way, site):
        tally.explained[cls] += 1
    else:
        tally.differences[cls] += 1
    if cls not in tally.examples:
        tally.examples[cls] = {
            "game": t.pos.game,
            "at": t.pos.at,
            "entity": t.pos.sym,
            "kind": t.kind,
            "routes": [{"train": r.train, "connections": [list(c) for c in r.connections]} for r in t.routes],
            "ours": ours.reason or list(ours.routes),
            "site": site.reason or [r.get("revenue_str") for r in row.get("routes", [])],
            "site_revenues": list(site.routes),
            "site_way": None if way is None else (way.reason or list(way.routes)),
        }


def _router(tally: Tally, item: tuple[Position, Any, Any], row: dict) -> None:
    pos, _, best = item
    if "unreached" in row:
        return
    if row.get("error"):
        tally.router["site router failed"] += 1
        return
    if not best.proven:
        tally.router["ours not proven"] += 1
        return
    # where the site's router ran out of time, its best so far (not counted as a finished run)
    late = "site timed out, then " if row.get("timed_out") else ""
    ours, theirs = int(best.total), int(row["revenue"])
    if ours > theirs:
        tally.router[f"{late}ours better"] += 1
    elif ours == theirs:
        tally.router[f"{late}equal"] += 1
    else:
        tally.router[f"{late}theirs better"] += 1
        if len(tally.router_examples) < 10:
            tally.router_examples.append(
                {"game": pos.game, "at": pos.at, "entity": pos.sym, "ours": ours, "theirs": theirs, "site": row}
            )


def run_title(args: argparse.Namespace) -> dict:
    keep = Path(args.keep) if args.keep else None
    with tempfile.TemporaryDirectory() as tmp:
        folder = keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        t0 = time.perf_counter()
        paths = make_games(args, folder) if args.games else []
        if args.fixtures:  # the site's recorded games too (imported: played the site's way)
            paths += sorted((ROOT.parent / "shared" / "fixtures" / "18xx.games" / args.title).glob("*.json"))
        made = time.perf_counter() - t0
        tally = Tally()
        for path in paths:
            one_game(path, args, tally, folder)
            if args.verbose:
                print(f"{path.name}: {tally.sets} sets, {sum(tally.differences.values())} unexplained", file=sys.stderr)
    out: dict[str, Any] = {
        "title": args.title,
        "seed": args.seed,
        "games": len(paths),
        "positions": tally.positions,
        "sets_compared": tally.sets,
        "sets_by_kind": dict(tally.by_kind),
        "agree": tally.agree,
        "both_refuse": tally.both_refuse,
        "differences": sum(tally.differences.values()) + sum(tally.explained.values()),
        "unexplained": sum(tally.differences.values()),
        "unexplained_by_class": dict(tally.differences.most_common()),
        "explained_by_class": dict(tally.explained.most_common()),
        "examples": tally.examples,
        "unreached_sets": dict(tally.unreached),
        "coverage_of_sets_priced_alike": dict(sorted(tally.coverage.items())),
        "seconds": {
            "selfplay": round(made, 1),
            "ours": round(tally.seconds_ours, 1),
            "site": round(tally.seconds_site, 1),
        },
    }
    if args.router:
        out["router"] = dict(tally.router)
        out["router_theirs_better"] = tally.router_examples
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--title", action="append", help="18GB, 1893, 18MEX (repeatable; default all three)")
    ap.add_argument("--games", type=int, default=8, help="self-play games per title")
    ap.add_argument("--seed", type=int, default=600)
    ap.add_argument("--players", type=int, nargs="*", help="player counts in turn (default: every count)")
    ap.add_argument("--sets", type=int, default=40, help="route sets per position")
    ap.add_argument("--other-share", type=float, default=0.3, help="share of other operating positions used")
    ap.add_argument("--router", action="store_true", help="also compare with the site's auto-router")
    ap.add_argument("--route-timeout", type=float, default=10.0)
    ap.add_argument("--fixtures", action="store_true", help="also positions of ../shared/fixtures' recorded games")
    ap.add_argument("--keep", help="a folder to keep the games and requests in")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if not os.environ.get("ORACLE_SRC"):
        sys.exit("ORACLE_SRC is not set: see ../shared/tools/oracle/README.md")
    for title in args.title or ["18GB", "1893", "18MEX"]:
        one = argparse.Namespace(**{**vars(args), "title": title})
        print(json.dumps(run_title(one), indent=1))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
