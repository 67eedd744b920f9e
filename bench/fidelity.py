"""Two-way fidelity check against the 18xx.games engine (a development tool, not part of make test).

    # ours -> site: our self-play games, saved natively, replayed in the site's engine
    python bench/fidelity.py ours --title 18MEX --games 32 --seed 400 --mix-options
    # site -> ours: the site engine's random bot plays seeded games, we replay them
    python bench/fidelity.py site --title 18MEX --games 10 --seed 1 --mix-options --keep DIR
    # the same site games again, on the rules of today
    python bench/fidelity.py kept --title 18MEX --keep DIR

Needs Ruby and the oracle glue in ../shared/tools/oracle (its README: ``apt-get install ruby``,
a tobymao/18xx tree extracted outside the repository, ``ORACLE_SRC`` pointing at it).  Prints
one JSON object: how many games replay to the same result, and for each other game the first
refused action with the engine's sentence (site) or our replay line (ours).

An ours -> site difference is explained by machine, never by hand: either our engine, replaying
the file the site's way (compat "18xx.games"), refuses the same action (a departure listed in
assets/titles/<T>/site-defects.md), or the site's engine accepts it once its graph cache is
cleared and the game then ends with the file's result (its stale cache, 18GB site-defects.md §9,
bench/fidelity_fresh_graph.rb).  ``explained_by_class`` counts them, "unexplained" included.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.departures import Compat  # noqa: E402
from engine.title import all_titles  # noqa: E402

ORACLE = ROOT.parent / "shared" / "tools" / "oracle"
FRESH_GRAPH = ROOT / "bench" / "fidelity_fresh_graph.rb"
STALE_CACHE = "stale graph cache (18GB site-defects.md §9)"


def _ruby(script: str | Path, *args: str) -> subprocess.CompletedProcess[str]:
    """A glue script (a name in ../shared/tools/oracle) or one of ours (a path) run in Ruby."""
    if not os.environ.get("ORACLE_SRC"):
        sys.exit("ORACLE_SRC is not set: see ../shared/tools/oracle/README.md")
    path = script if isinstance(script, Path) else ORACLE / script
    return subprocess.run(["ruby", str(path), *args], capture_output=True, text=True, check=False)


def site_hosts(title: str) -> bool:
    """Does the site's engine have this title?  Its loader takes the closest title it knows
    (1833NE would be played and replayed as 1893), so a title it lacks is refused up front."""
    probe = f"require '{ORACLE / 'oracle_env'}'; puts Engine::GAME_TITLES.include?(ARGV[0])"
    out = subprocess.run(["ruby", "-e", probe, title], capture_output=True, text=True, check=False)
    return out.stdout.strip().endswith("true")


def ours_to_site(args: argparse.Namespace, folder: Path) -> dict:
    """Our games through the site engine: the first action it refuses, or its final result."""
    from engine.io.selfplay import selfplay

    info = next(t for t in all_titles() if t.id == args.title)
    options = [o.id for o in info.optional_rules] if args.mix_options else []
    rep = selfplay(
        args.title,
        args.players,
        games=args.games,
        seed=args.seed,
        options=options,
        mix_options=args.mix_options,
        jobs=args.jobs,
        save_all=str(folder),
    )
    files = sorted(str(p) for p in folder.glob("*.json"))
    out = _ruby("first_refusal.rb", *files)
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    same = [r for r in rows if r["refused_at"] is None and r.get("match")]
    differences = _differences([r for r in rows if r not in same])
    return {
        "direction": "ours->site",
        "title": args.title,
        "games": len(files),
        "selfplay": {k: rep[k] for k in ("finished", "actions", "seconds")},
        "violations": rep["violations"][:5],
        "same_result": len(same),
        "differences": differences,
        "explained_by_site_defects": sum(1 for d in differences if d["site_defect"]),
        "explained_by_class": _count_classes(differences),
    }


def _differences(rows: list[dict]) -> list[dict]:
    """The games the site did not finish alike, each with its explanation when it has one: our
    compat replay refused the same action (a departure listed in site-defects.md), or else the
    site accepts the action once its graph cache is cleared (a stale cache)."""
    out = []
    for r in rows:
        path = Path(r["file"])
        cls, why = "compat replay", _site_defect(path, r["refused_at"])
        if why is None:
            cls, why = STALE_CACHE, _stale_cache(path, r["refused_at"])
        out.append(
            {
                "file": path.name,
                "refused_at": r["refused_at"],
                "error": r.get("error"),
                "step": r.get("step"),
                "action": r.get("action"),
                "match": r.get("match"),
                "site_defect": why,
                "explained_as": cls if why else None,
            }
        )
    return out


def _count_classes(differences: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for d in differences:
        key = d["explained_as"] or "unexplained"
        counts[key] = counts.get(key, 0) + 1
    return counts


def _stale_cache(path: Path, refused_at: int | None) -> str | None:
    """Is a refusal the site's stale graph cache?  The site's engine replays the game again with
    its graph caches cleared right before the refused action (bench/fidelity_fresh_graph.rb)."""
    if refused_at is None:
        return None
    out = _ruby(FRESH_GRAPH, str(path), str(refused_at))
    row = next((json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")), None)
    return stale_cache_verdict(row)


def stale_cache_verdict(row: dict | None) -> str | None:
    """The verdict on one answer of bench/fidelity_fresh_graph.rb: explained only when the site
    accepts the refused action once its graph cache is cleared AND the game then replays on to
    the file's result (a later refusal or another result is a difference still to look at)."""
    if not row or not row.get("accepted") or row.get("refused_again_at") is not None or not row.get("match"):
        return None
    retried = ", ".join(str(i) for i in row.get("retried") or [row["refused_at"]])
    return (
        f"{STALE_CACHE}: the site accepts action {row['refused_at']} once its graph cache is cleared "
        f"(cleared before {retried}) and the game then ends with the file's result"
    )


def _site_defect(path: Path, refused_at: int | None) -> str | None:
    """Is a refusal the site's known departure from the rules?  Our engine replays the game the
    site's way (compat "18xx.games": assets/titles/<T>/site-defects.md, e.g. 1893's D9) and
    refuses the same action there too: then its sentence, else None (a difference to fix)."""
    from engine.io.document import load, parse_document
    from engine.io.replay import replay

    if refused_at is None:
        return None
    doc = load(path)
    data = {**doc.data, "roundhouse": {**doc.data["roundhouse"], "compat": Compat.SITE.value}}
    res = replay(parse_document(data))
    if res.error is not None and res.error.action_id == refused_at:
        return res.error.line()
    return None


def site_to_ours(args: argparse.Namespace, folder: Path) -> dict:
    """The site bot's games replayed here: every action accepted and the same result."""
    info = next(t for t in all_titles() if t.id == args.title)
    options = [o.id for o in info.optional_rules]
    counts = args.players
    made, stalled, rows = 0, [], []
    for g in range(args.games):
        seed = args.seed + g
        n = counts[g % len(counts)]
        rng = random.Random(f"fidelity:{seed}")
        opts = [o for o in options if args.mix_options and rng.random() < 0.5]
        opts = [o for o in opts if info.option_refusal(o, n) is None]  # the site would keep a misfit
        path = folder / f"{args.title}-{n}p-{seed}.json"
        cmd = ["--title", args.title, "--players", str(n), "--seed", str(seed), "--out", str(path)]
        if opts:
            cmd += ["--optional", ",".join(opts)]
        res = _ruby("bot.rb", *cmd)
        if res.returncode != 0 or not path.exists():
            stalled.append(
                {
                    "seed": seed,
                    "players": n,
                    "options": opts,
                    "exit": res.returncode,
                    "stderr": res.stderr.strip()[-300:],
                }
            )
            continue
        made += 1
        rows.append(_replay_site_game(path, opts))
    return _site_report(args.title, made, stalled, rows)


def _replay_site_game(path: Path, opts: list[str]) -> dict:
    """One site game replayed here: every action accepted and the site's result reached?"""
    from engine.io.document import load
    from engine.io.replay import replay

    doc = load(path)
    rep = replay(doc)
    want = {str(k): v for k, v in (doc.data.get("result") or {}).items()}
    got = {str(k): v for k, v in rep.game.result().items()} if rep.game is not None else {}
    ok = rep.error is None and got == want
    return {
        "file": path.name,
        "options": opts,
        "same_result": ok,
        "error": rep.error.line() if rep.error else None,
        "result": None if ok else {"ours": got, "site": want},
    }


def _site_report(title: str, made: int, stalled: list[dict], rows: list[dict]) -> dict:
    return {
        "direction": "site->ours",
        "title": title,
        "games": made,
        "bot_failures": stalled,
        "same_result": sum(1 for r in rows if r["same_result"]),
        "differences": [r for r in rows if not r["same_result"]],
    }


def replay_kept(args: argparse.Namespace, folder: Path) -> dict:
    """Site games kept by an earlier run (--keep) replayed again, e.g. on newer rules: the bot's
    games do not depend on our code, so a slow title's batch can be made once and checked often."""
    import json as _json

    rows = []
    for path in sorted(folder.glob(f"{args.title}-*.json")):
        opts = (_json.loads(path.read_text()).get("settings") or {}).get("optional_rules") or []
        rows.append(_replay_site_game(path, list(opts)))
    return _site_report(args.title, len(rows), [], rows)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "direction", choices=("ours", "site", "kept"), help="kept: replay the site games of --keep DIR again"
    )
    p.add_argument("--title", default="18MEX")
    p.add_argument("--players", type=int, nargs="+", default=None, help="player counts (default: all the title's)")
    p.add_argument("--games", type=int, default=16)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--mix-options", action="store_true", help="each game plays a random subset of the optional rules")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--keep", metavar="DIR", help="keep the game files there (default: a temporary folder)")
    args = p.parse_args()
    if not os.environ.get("ORACLE_SRC"):
        sys.exit("ORACLE_SRC is not set: see ../shared/tools/oracle/README.md")
    if not site_hosts(args.title):
        sys.exit(f"18xx.games has no {args.title}: there is nothing to compare with")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(args.keep or tmp)
        folder.mkdir(parents=True, exist_ok=True)
        if args.players is None:
            low, high = next(t for t in all_titles() if t.id == args.title).players
            args.players = list(range(low, high + 1))
        if args.direction == "kept":
            report = replay_kept(args, folder)
        elif args.direction == "ours":
            report = ours_to_site(args, folder)
        else:
            report = site_to_ours(args, folder)
    print(json.dumps(report))
    return 0 if report["same_result"] == report["games"] else 1


if __name__ == "__main__":
    sys.exit(main())
