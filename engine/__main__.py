"""Command line: ``python -m engine titles | replay | routes | selfplay | tournament | messages``.

Every failure is reported as one line on stderr, never a traceback:

* exit 0: done (for ``replay``: the replay completed and matches the recorded result);
* exit 1: ``replay`` completed but the result (or a recorded state hash) differs: per-player diff;
  ``selfplay`` / ``tournament`` found invariant violations or unfinished games;
* exit 2: a bad file, a refused action (its id and the engine's sentence), a bad argument.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from engine.errors import RoundhouseError


def title_entry(info: Any) -> dict[str, Any]:
    """One title as ``titles --json`` prints it: what a front end needs to offer a new game
    (player range, optional rules, scenarios) and whether it can be played or only shown."""
    from engine.titles import is_playable

    return {
        "id": info.id,
        "name": info.name,
        "players": list(info.players),
        "options": [{"id": o.id, "description": o.description} for o in info.optional_rules],
        "scenarios": [{"id": s.id, "players": list(s.players), "description": s.description} for s in info.scenarios],
        "playable": is_playable(info.id),
    }


def cmd_titles(args: argparse.Namespace) -> int:
    from engine.title import all_titles

    entries = [title_entry(t) for t in all_titles()]
    if args.json:
        print(json.dumps(entries, ensure_ascii=False))
        return 0
    for t in entries:
        opts = ",".join(o["id"] for o in t["options"]) or "-"
        scen = ",".join(s["id"] for s in t["scenarios"])
        extra = f"  scenarios={scen}" if scen else ""
        board_only = "" if t["playable"] else "  (board only)"
        lo, hi = t["players"]
        print(f"{t['id']}\t{t['name']}\t{lo}-{hi} players\toptions={opts}{extra}{board_only}")
    return 0


def _err(line: str) -> None:
    print(" ".join(str(line).split()) if "\n" in str(line) else line, file=sys.stderr)


def cmd_replay(args: argparse.Namespace) -> int:
    from engine.io.document import load
    from engine.io.replay import replay

    doc = load(args.file)
    res = replay(doc)
    game = res.game
    name = doc.source
    summary: dict[str, Any] = {
        "title": doc.title,
        "players": [{"id": pid, "name": pname} for pid, pname in doc.players],
        "actions": res.processed,
        "status": "finished" if game.finished else "active",
        "result": {str(k): v for k, v in game.result().items()},
    }
    if res.error is not None:
        if args.json:
            summary["error"] = res.error.line()
            print(json.dumps(summary))
        _err(f"{name}: {res.error.line()}")
        return 2
    problems: list[str] = []
    if res.divergence is not None:
        problems.append(f"{name}: the state after {res.divergence} actions differs from the one saved")
    if doc.status == "finished" and not game.finished:
        problems.append(f"{name}: the recorded game is finished but the replay is not")
    if doc.result:
        names = {str(pid): pname for pid, pname in doc.players}
        for pid, (want, got) in res.result_diff(doc.result).items():
            delta = f" ({got - want:+d})" if isinstance(want, int) and isinstance(got, int) else ""
            problems.append(f"{name}: player {pid} ({names.get(pid, '?')}): recorded {want}, replayed {got}{delta}")
    if args.json:
        if problems:
            summary["problems"] = problems
        print(json.dumps(summary))
    elif not problems:
        print(f"{name}: {doc.title}, {res.processed} actions, {summary['status']}, result matches")
    for line in problems:
        _err(line)
    return 1 if problems else 0


def cmd_routes(args: argparse.Namespace) -> int:
    """Best routes of one company just before an action (default: at the end of the log)."""
    import time

    from engine.io.document import load
    from engine.io.log import game_actions
    from engine.io.replay import new_game
    from engine.play.best_routes import best_routes_in

    doc = load(args.file)
    try:
        game = new_game(doc)
    except RoundhouseError as exc:
        _err(f"error: {doc.source}: the engine cannot replay {doc.title} games yet ({exc})")
        return 2
    before = str(args.before) if args.before is not None else None
    found = before is None
    for source, action in game_actions(doc.actions):
        if before is not None and str(source.get("id")) == before:
            found = True
            break
        try:
            game.process(action)
        except RoundhouseError as exc:
            what = f"action {source.get('id')}" if source.get("id") is not None else "an action"
            _err(f"error: {doc.source}: the engine cannot replay {what} ({source.get('type')}): {exc}")
            return 2
    if not found:
        _err(f"error: {doc.source}: no action with id {before}")
        return 2
    t0 = time.perf_counter()
    res = best_routes_in(game.state, args.entity)
    ms = round((time.perf_counter() - t0) * 1000, 1)
    routes: list[dict[str, Any]] = [
        {
            "train": r.train,
            "hexes": list(r.hexes),
            "stops": [f"{h}-{i}" for h, i in r.stops],
            "revenue": r.revenue,
            "connections": [list(c) for c in r.connections],
        }
        for r in res.routes
    ]
    if args.json:
        print(json.dumps({"revenue": res.revenue, "routes": routes, "ms": ms, "proven_optimal": res.proven_optimal}))
    else:
        for r in routes:
            print(f"{r['train']}: {'-'.join(r['hexes'])} = {r['revenue']}")
        print(f"{args.entity}: {res.revenue} ({ms} ms{'' if res.proven_optimal else ', not proven'})")
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from engine.io.selfplay import selfplay

    players = args.players[0] if len(args.players) == 1 else args.players
    report = selfplay(
        args.title,
        players,
        games=args.games,
        seed=args.seed,
        options=tuple(args.options),
        max_actions=args.max_actions,
        choices=args.choices,
        jobs=args.jobs,
        dump=args.dump,
        mix_options=args.mix_options,
        save_all=args.save_all,
    )
    print(json.dumps(report))
    return 0 if not report["violations"] and report["finished"] == report["games"] else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    """Games between computer players' levels (engine/io/tournament.py); the figures as JSON."""
    from engine.bots import LEVELS
    from engine.io.tournament import tournament

    unknown = [lv for lv in args.seats if lv not in LEVELS]
    if unknown:
        _err(f"unknown level {unknown[0]}; the levels are {', '.join(LEVELS)}")
        return 2
    if len(args.seats) != args.players:
        _err(f"{args.players} players need {args.players} levels after --seats, not {len(args.seats)}")
        return 2
    report = tournament(
        args.title,
        args.players,
        args.seats,
        games=args.games,
        seed=args.seed,
        options=tuple(args.options),
        jobs=args.jobs,
        max_actions=args.max_actions,
        budget=args.budget,
    )
    if args.json:
        print(json.dumps(report))
    else:
        for level, row in report["levels"].items():
            ms = report["decision_ms"].get(level, {})
            print(
                f"{level}\tseats {row['seats']}\twins {row['wins']} ({row['win_share']:.1%})"
                f"\tmean place {row['mean_rank']}\tworth {row['worth_share']:.1%}\tdecision p50 {ms.get('p50')} ms"
            )
        print(f"{report['finished']}/{report['games']} finished, {report['violations']} violations")
    return 0 if not report["violations"] and report["finished"] == report["games"] else 1


def cmd_messages(args: argparse.Namespace) -> int:
    """Untranslated or stale engine sentences (exit 1 when any); ``--update`` first adds the new
    sentences to the .po files and drops the stale ones."""
    from engine.messages import problems, update

    if args.update:
        for path in update():
            print(f"updated {path}")
    found = problems()
    for line in found:
        print(line)
    return 1 if found else 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine", description="Roundhouse 18xx engine")
    sub = p.add_subparsers(dest="command", required=True)
    t = sub.add_parser("titles", help="list the titles this build has data for")
    t.add_argument(
        "--json",
        action="store_true",
        help="print [{id, name, players, options, scenarios, playable}] (playable: false = board only)",
    )
    t.set_defaults(func=cmd_titles)

    r = sub.add_parser("replay", help="replay a saved or 18xx.games-exported game and check its result")
    r.add_argument("file")
    r.add_argument("--json", action="store_true", help="print {title, players, actions, status, result}")
    r.set_defaults(func=cmd_replay)

    rt = sub.add_parser("routes", help="the best routes of a company at a point of a saved or recorded game")
    rt.add_argument("file")
    rt.add_argument("--entity", required=True, help="corporation or minor symbol, e.g. CHI")
    rt.add_argument("--before", help="action id: the state just before that action (default: the end)")
    rt.add_argument("--json", action="store_true", help="print {revenue, routes, ms}")
    rt.set_defaults(func=cmd_routes)

    s = sub.add_parser("selfplay", help="play random legal games, checking invariants after every action")
    s.add_argument("--title", required=True, help="title id (python -m engine titles lists them)")
    s.add_argument(
        "--players",
        type=int,
        nargs="+",
        default=[4],
        help="player count, or counts the games take in turn (e.g. 3 4 5)",
    )
    s.add_argument("--games", type=int, default=1)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--options", nargs="*", default=[], help="optional rule ids")
    s.add_argument(
        "--mix-options", action="store_true", help="each game plays a subset of --options drawn from the seed"
    )
    s.add_argument("--max-actions", type=int, default=20000, help="give up on a game after this many actions")
    s.add_argument("--choices", type=int, default=1, help="legal actions to draw from at each turn (limit)")
    s.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    s.add_argument("--dump", metavar="DIR", help="write each game with a violation there as a native save")
    s.add_argument(
        "--save-all",
        metavar="DIR",
        help="write every game there as a native save with its result (for the fidelity check)",
    )
    s.set_defaults(func=cmd_selfplay)

    tn = sub.add_parser("tournament", help="games between computer players of given levels, seats rotated")
    tn.add_argument("--title", required=True, help="title id (python -m engine titles lists them)")
    tn.add_argument("--players", type=int, default=4)
    tn.add_argument("--seats", nargs="+", required=True, help="one level per seat: random, steady, strong")
    tn.add_argument("--games", type=int, default=1)
    tn.add_argument("--seed", type=int, default=0)
    tn.add_argument("--options", nargs="*", default=[], help="optional rule ids")
    tn.add_argument("--max-actions", type=int, default=20000, help="give up on a game after this many actions")
    tn.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    tn.add_argument("--budget", type=float, default=1.0, help="seconds a searching level (strong) thinks per decision")
    tn.add_argument(
        "--json",
        action="store_true",
        help="print {title, players, games, finished, violations, levels: {L: {seats, wins, win_share, "
        "mean_rank, worth_share}}, decision_ms: {L: {p50, p95, max}}}",
    )
    tn.set_defaults(func=cmd_tournament)

    m = sub.add_parser("messages", help="engine sentences without a translation, or stale ones (exit 1 if any)")
    m.add_argument("--update", action="store_true", help="add new sentences to the .po files, drop stale ones")
    m.set_defaults(func=cmd_messages)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except RoundhouseError as exc:
        _err(f"error: {exc}")
        return 2
    except KeyboardInterrupt:
        _err("error: interrupted")
        return 130
    except BrokenPipeError:
        try:  # the reader went away: silence the final flush of stdout
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except OSError:
            pass
        return 0
    except (RecursionError, MemoryError, Exception) as exc:  # never a traceback
        text = str(exc).strip().splitlines()
        _err(f"error: internal {type(exc).__name__}: {text[0] if text else ''}".rstrip(": "))
        return 2


if __name__ == "__main__":
    sys.exit(main())
