"""Game documents on disk: 18xx.games exports and our native saves, loaded safely, written atomically.

A document is one JSON object::

    {id, title, players: [{id, name}], settings: {seed, optional_rules, ...}, status, result,
     game_end_reason, actions: [...]}

exactly as 18xx.games exports it.  A native save is the same object plus ``roundhouse``::

    {format_version, app_version, created, updated, compat, scenario,
     actions_checksum: sha256 of canonical JSON of ``actions``,
     state_hashes: {"<n>": sha256 of canonical JSON of Game.snapshot() after n processed actions},
     note: the players' free text (optional), programs: [{at, type, entity, ...}] (optional:
     programmed actions the site has no action for; ``engine.play.programs``),
     seats: {"<player id>": {"level": "steady"}} (optional: the seats a computer plays),
     reasons: {"<action id>": why the computer chose it} (optional: one line per computer move, as
     text or, for an engine sentence, its template and values: engine/io/reasons.py)}

18xx.games reads none of ``roundhouse``: the note, our programs, which seats are computers and
why they played what they played stay in our files (there, computers are ordinary players).

Loading never trusts the file: the size is checked before reading, the text must be UTF-8 JSON
no deeper than ``MAX_DEPTH`` (checked without recursion) with no key given twice in one object,
every value and key anywhere in it, read by the engine or not, must be one the writer can write
back (``check_values``: finite numbers, whole numbers within ±2^53, text without lone
surrogates), and every field the engine uses is type-checked.  Every refusal is a ``DataError``
with one line naming the file and the field.  Only the ``json`` module parses anything.
"""

from __future__ import annotations

import copy
import hashlib
import json
import math
import os
import re
import stat
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engine import __version__
from engine.departures import Compat
from engine.errors import Cancelled, DataError
from engine.i18n import msg
from engine.io.log import CANCEL_EVERY, Cancel
from engine.io.reasons import dump_reason, load_reason
from engine.title import title_ids

MAX_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 64
MAX_NOTE = 100_000  # characters of the players' note
MAX_LEVEL = 40  # characters of a computer seat's level name
#: a player's name longer than this is damage or an attack (a name is shown in many places)
MAX_NAME_CHARS = 100
FORMAT_VERSION = 1
STATE_HASH_EVERY = 50
#: the compatibility modes a save may name (engine/departures.py: "strict" is for checks, never saved)
COMPAT_MODES = (Compat.NATIVE.value, Compat.SITE.value)


#: every action type 18xx.games records (lib/engine/action/*.rb), plus the log bookkeeping ones
ACTION_TYPES = frozenset(
    {
        "acquire_company",
        "assign",
        "bankrupt",
        "bid",
        "blind_bid",
        "bonus",
        "borrow_train",
        "buy_and_place_tokens",
        "buy_bonds",
        "buy_company",
        "buy_corporation",
        "buy_power",
        "buy_share",
        "buy_shares",
        "buy_special",
        "buy_token",
        "buy_tokens",
        "buy_train",
        "choose",
        "choose_ability",
        "claim_hex_token",
        "combined_trains",
        "convert",
        "corporate_buy_company",
        "corporate_buy_shares",
        "corporate_sell_company",
        "corporate_sell_shares",
        "credit_mobilier",
        "destination_connection",
        "discard_train",
        "dividend",
        "double_head_trains",
        "end_game",
        "failed_merge",
        "float",
        "hex_token",
        "lay_tile",
        "manual_close_company",
        "merge",
        "message",
        "move_bid",
        "move_token",
        "offer",
        "par",
        "pass",
        "payoff_all_debt",
        "payoff_debt",
        "payoff_loan",
        "payoff_player_debt",
        "payoff_player_debt_partial",
        "place_token",
        "program_auction_bid",
        "program_auction_pass",
        "program_buy_bonds",
        "program_buy_shares",
        "program_close_pass",
        "program_disable",
        "program_enable",
        "program_harzbahn_draft_pass",
        "program_independent_mines",
        "program_merger_pass",
        "program_share_pass",
        "propose",
        "purchase_train",
        "reassign_trains",
        "redo",
        "reduce",
        "remove_border",
        "remove_gauge_change",
        "remove_hex_token",
        "remove_token",
        "respond",
        "run_routes",
        "scrap_train",
        "select_multiple_companies",
        "sell_bonds",
        "sell_company",
        "sell_share",
        "sell_shares",
        "sell_train",
        "short",
        "simple_bid",
        "special_buy",
        "split",
        "start_merge",
        "swap_train",
        "switch_trains",
        "take_loan",
        "undo",
        "use_graph",
        "view_merge_options",
    }
)

_INT = "int"  # an int that is not a bool
_STR = "str"
_BOOL = "bool"
_NONE = "null"
_LIST = "list"
_DICT = "dict"
_STR_LIST = "list of strings"
_DICT_LIST = "list of objects"

#: fields of an action the engine reads, and the JSON types each may have
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "id": (_INT,),
    "action_id": (_INT,),
    "entity": (_INT, _STR),
    "entity_type": (_STR,),
    "auto_actions": (_DICT_LIST,),
    "hex": (_STR,),
    "tile": (_STR,),
    "rotation": (_INT,),
    "city": (_STR,),
    "slot": (_INT,),
    "tokener": (_STR, _NONE),
    "shares": (_STR_LIST,),
    "percent": (_INT, _NONE),
    "share_price": (_INT, _STR, _BOOL, _NONE),
    "price": (_INT,),
    "train": (_STR,),
    "variant": (_STR, _NONE),
    "exchange": (_STR, _NONE),
    "kind": (_STR,),
    "routes": (_DICT_LIST,),
    "extra_revenue": (_INT, _NONE),
    "subsidy": (_INT, _NONE),
    "company": (_STR,),
    "corporation": (_STR, _NONE),
    "swap": (_STR, _NONE),
    "target": (_STR,),
    "target_type": (_STR,),
}


#: per kind, the one Python type json gives a value of that kind (the list kinds check their items too)
_EXACT: dict[str, type] = {_INT: int, _STR: str, _BOOL: bool, _NONE: type(None), _LIST: list, _DICT: dict}
#: per action field, the types a value of an allowed kind has: one lookup answers most fields
#: (``type(value)`` is exact: a bool is not taken for an int)
_FIELD_TYPES: dict[str, frozenset[type]] = {
    key: frozenset(_EXACT[k] for k in kinds if k in _EXACT) for key, kinds in ACTION_FIELDS.items()
}


def _is(value: Any, kind: str) -> bool:
    if kind == _INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == _STR:
        return isinstance(value, str)
    if kind == _BOOL:
        return isinstance(value, bool)
    if kind == _NONE:
        return value is None
    if kind == _LIST:
        return isinstance(value, list)
    if kind == _DICT:
        return isinstance(value, dict)
    if kind == _STR_LIST:
        return isinstance(value, list) and all(isinstance(x, str) for x in value)
    if kind == _DICT_LIST:
        return isinstance(value, list) and all(isinstance(x, dict) for x in value)
    raise AssertionError(kind)


def _expect(value: Any, kinds: tuple[str, ...], where: str) -> None:
    if not any(_is(value, k) for k in kinds):
        raise DataError(f"{where} must be {' or '.join(kinds)}, not {_json_type(value)}")


#: JSON type names, bool before int (a bool is an int to Python)
_JSON_TYPES = (
    (type(None), "null"),
    (bool, "bool"),
    (int, "int"),
    (float, "number"),
    (str, "str"),
    (list, "list"),
    (dict, "object"),
)


def _json_type(value: Any) -> str:
    return next((name for t, name in _JSON_TYPES if isinstance(value, t)), type(value).__name__)


# --- canonical JSON and hashes ---------------------------------------------------------------


def canonical_json(obj: Any) -> bytes:
    """One byte string per value: sorted keys, no spaces, UTF-8, no NaN."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def sha256_of(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj)).hexdigest()


def actions_checksum(actions: list[dict[str, Any]]) -> str:
    return sha256_of(actions)


def state_hash(game: Any) -> str:
    return sha256_of(game.snapshot())


# --- reading -------------------------------------------------------------------------------

_KEEP = b'"[]{}'
_DROP = bytes(c for c in range(256) if c not in _KEEP)


def nesting_depth_exceeds(text: str | bytes, limit: int = MAX_DEPTH) -> bool:
    """Does any array/object in this JSON text (str or UTF-8 bytes) nest deeper than ``limit``?

    Iterative and linear, no recursion.  Strings are cut out first: escaped backslashes, then
    escaped quotes are removed, so every remaining quote opens or closes a string and the pieces
    between quotes alternate outside/inside.  (UTF-8 multi-byte sequences never contain ASCII.)
    """
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else bytes(text)
    if raw.count(b"[") + raw.count(b"{") <= limit:
        return False
    marks = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _DROP)
    brackets = b"".join(marks.split(b'"')[0::2])
    if len(brackets) <= limit:
        return False
    depth = 0
    for ch in brackets:
        if ch == 91 or ch == 123:  # [ {
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_json_bytes(raw: bytes, name: str) -> Any:
    """Decode and parse untrusted bytes; every failure is a one-line DataError."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(f"{name}: not UTF-8 text (bad byte at offset {exc.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise DataError(f"{name}: empty file")
    if nesting_depth_exceeds(raw):
        raise DataError(f"{name}: JSON nests deeper than {MAX_DEPTH} levels")
    try:
        data = json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicate_keys)
    except _DuplicateKey as exc:
        raise DataError(f"{name}: the key {_shown(exc.key)!r} appears twice in one object") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):  # it ends too soon
            raise DataError(
                msg("{file}: the file is cut off: it ends before the game it holds is complete", file=name)
            ) from None
        where = f"line {exc.lineno} column {exc.colno}"  # some messages end "... starting at"
        raise DataError(f"{name}: invalid JSON: {exc.msg}{' ' if exc.msg.endswith(' at') else ' at '}{where}") from None
    except RecursionError:
        raise DataError(f"{name}: JSON nests too deeply") from None
    except (ValueError, OverflowError, MemoryError) as exc:
        raise DataError(f"{name}: invalid JSON: {_one_line(exc)}") from None
    return data


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object from its pairs, refusing a key given twice: JSON readers disagree on which
    value wins, so a file that says two things is refused rather than guessed."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return out


def _shown(text: str, limit: int = 40) -> str:
    """A string from a file inside a sentence: cut short, lone surrogates replaced."""
    cut = text if len(text) <= limit else text[:limit] + "…"
    return cut.encode("utf-8", "replace").decode("utf-8")


#: the largest whole number a JSON game file holds exactly (18xx.games reads numbers as
#: JavaScript doubles); anything beyond it is damage, not a game
MAX_SAFE_INT = 2**53 - 1
_SURROGATE = re.compile("[\ud800-\udfff]")


def _bad_value(value: Any) -> str | None:
    """Why a scalar cannot be kept and written back (None: it can)."""
    t = type(value)
    if t is str:
        return "holds a lone UTF-16 surrogate (not text)" if _SURROGATE.search(value) else None
    if t is float:
        return None if math.isfinite(value) else "is a number too large to hold"
    if t is int:
        return None if -MAX_SAFE_INT <= value <= MAX_SAFE_INT else "is a whole number beyond ±2^53"
    return None


def _step(key: str) -> str:
    """One step of a field's path: ``.name``, or ``['odd key']``."""
    return f".{key}" if key.isidentifier() else f"[{_shown(key)!r}]"


def _first_bad(value: Any) -> tuple[list[str], str] | None:
    """(path from the deepest step up, reason) of the first value or key of a parsed document
    that the writer could not write back or a reader would misread; None when every one is
    sound.  Recursive: the depth was checked before parsing (``MAX_DEPTH``)."""
    t = type(value)
    if t is dict:
        items: Any = value.items()
    elif t is list:
        items = enumerate(value)
    else:
        why = _bad_value(value)
        return None if why is None else ([], why)
    for key, item in items:
        step = f"[{key}]" if t is list else _step(key)
        if t is dict and (why := _bad_value(key)) is not None:
            return [step], f"is a key that {why}"
        if type(item) in (dict, list):
            found = _first_bad(item)
            if found is not None:
                found[0].append(step)
                return found
        elif (why := _bad_value(item)) is not None:
            return [step], why
    return None


def check_values(data: Any, name: str) -> None:
    """Every value and key of a parsed document, however deep and whether or not the engine
    reads it, is one the writer can write back unchanged: finite numbers, whole numbers a
    JSON reader keeps exactly, text without lone surrogates.  Refused with the field's path."""
    found = _first_bad(data)
    if found is not None:
        path, why = found
        where = "".join(reversed(path)).lstrip(".") or "the document"
        raise DataError(f"{name}: {where} {why}")


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> Any:
    p = Path(path)
    name = p.name or str(p)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise DataError(f"{name}: no such file") from None
    except OSError as exc:
        raise DataError(f"{name}: cannot read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(st.st_mode):
        raise DataError(f"{name}: not a regular file")
    if st.st_size > max_bytes:
        raise DataError(
            f"{name}: file is {st.st_size / 1048576:.1f} MB, larger than the {max_bytes // 1048576} MB limit"
        )
    try:
        with open(p, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise DataError(f"{name}: cannot read ({exc.strerror or exc})") from None
    if len(raw) > max_bytes:
        raise DataError(f"{name}: file grew beyond the {max_bytes // 1048576} MB limit while reading")
    return parse_json_bytes(raw, name)


# --- the document ----------------------------------------------------------------------------


@dataclass
class Document:
    """A validated game document.  ``data`` is the whole JSON object as loaded (or built)."""

    data: dict[str, Any]
    title: str
    players: list[tuple[int | str, str]]
    seed: int
    optional_rules: list[str]
    actions: list[dict[str, Any]]
    status: str | None = None
    result: dict[str, int] | None = None
    game_end_reason: str | None = None
    meta: dict[str, Any] | None = None
    source: str = "<document>"
    state_hashes: dict[int, str] = field(default_factory=dict)

    @property
    def native(self) -> bool:
        return self.meta is not None

    @property
    def compat(self) -> Compat:
        """Rules compatibility: games imported from 18xx.games keep the site's behaviour (the
        string of the file, checked when it was read, as a ``Compat``)."""
        if self.meta is None:
            return Compat.SITE
        return Compat.of(self.meta.get("compat", Compat.NATIVE.value))

    @property
    def scenario(self) -> str | None:
        return None if self.meta is None else self.meta.get("scenario")

    @property
    def note(self) -> str:
        """The players' free-text note on this game (ours only: 18xx.games never reads it)."""
        return "" if self.meta is None else str(self.meta.get("note", ""))

    @property
    def programs(self) -> list[dict[str, Any]]:
        """Programmed actions the site's vocabulary has no word for, each with ``at`` (the
        processed actions before it); the others are in the action list."""
        return [] if self.meta is None else list(self.meta.get("programs", []))

    @property
    def seats(self) -> dict[str, str]:
        """The seats a computer plays: player id (as text) -> level (ours only)."""
        seats = {} if self.meta is None else self.meta.get("seats", {})
        return {pid: str(v["level"]) for pid, v in seats.items()}

    @property
    def reasons(self) -> dict[str, str]:
        """Why a computer played each of its actions: action id (as text) -> one line (ours
        only; an engine sentence as a ``Msg``, shown in the reader's language)."""
        saved = {} if self.meta is None else self.meta.get("reasons", {})
        return {key: load_reason(value, f"reasons[{key!r}]") for key, value in saved.items()}


def _check_action(action: Any, where: str, depth: int = 0) -> None:
    if not isinstance(action, dict):
        raise DataError(f"{where} must be an object, not {_json_type(action)}")
    kind = action.get("type")
    if not isinstance(kind, str):
        raise DataError(f"{where}.type must be a string" if "type" in action else f"{where} has no type")
    if kind not in ACTION_TYPES:
        shown = kind if len(kind) <= 40 else kind[:40] + "…"
        raise DataError(f"{where}: unknown action type {shown!r}")
    for key, value in action.items():
        simple = _FIELD_TYPES.get(key)
        if simple is not None and type(value) not in simple:
            _expect(value, ACTION_FIELDS[key], f"{where}.{key}")
    if kind in ("undo", "redo") and depth:
        raise DataError(f"{where}: {kind} cannot be an automatic action")
    for j, sub in enumerate(action.get("auto_actions") or ()):
        _check_action(sub, f"{where}.auto_actions[{j}]", depth + 1)


def _check_meta(meta: Any, name: str) -> dict[str, Any]:
    w = f"{name}: roundhouse"
    if not isinstance(meta, dict):
        raise DataError(f"{w} must be an object, not {_json_type(meta)}")
    version: Any = meta.get("format_version")  # an int once checked
    if not _is(version, _INT):
        raise DataError(f"{w}.format_version must be an int")
    if version > FORMAT_VERSION:
        raise DataError(
            f"{name}: saved in format {version} by a newer Roundhouse "
            f"(app {str(meta.get('app_version'))[:20]}); this version reads format {FORMAT_VERSION} or older"
        )
    if version < 1:
        raise DataError(f"{w}.format_version must be at least 1")
    for key in ("app_version", "created", "updated"):
        if key in meta:
            _expect(meta[key], (_STR,), f"{w}.{key}")
    if meta.get("compat", "native") not in COMPAT_MODES:
        raise DataError(f"{w}.compat must be one of {', '.join(COMPAT_MODES)}")
    if "scenario" in meta:
        _expect(meta["scenario"], (_STR, _NONE), f"{w}.scenario")
    if "note" in meta:
        _expect(meta["note"], (_STR,), f"{w}.note")
        if len(meta["note"]) > MAX_NOTE:
            raise DataError(f"{w}.note is longer than {MAX_NOTE} characters")
    programs = meta.get("programs", [])
    if not isinstance(programs, list):
        raise DataError(f"{w}.programs must be a list")
    for i, prog in enumerate(programs):
        if not (isinstance(prog, dict) and _is(prog.get("at"), _INT) and prog["at"] >= 0):
            raise DataError(f"{w}.programs[{i}] must be an object with a count 'at'")
        if not (isinstance(prog.get("type"), str) and prog["type"].startswith("program_")):
            raise DataError(f"{w}.programs[{i}].type must be a program_* action type")
        _expect(prog.get("entity"), (_STR, _INT), f"{w}.programs[{i}].entity")
    _check_seats(meta.get("seats", {}), w)
    _check_reasons(meta.get("reasons", {}), w)
    checksum = meta.get("actions_checksum")
    if not (isinstance(checksum, str) and re.fullmatch(r"[0-9a-f]{64}", checksum)):
        raise DataError(f"{w}.actions_checksum must be a sha256 hex string")
    hashes = meta.get("state_hashes", {})
    if not isinstance(hashes, dict):
        raise DataError(f"{w}.state_hashes must be an object")
    for k, v in hashes.items():
        if not (re.fullmatch(r"[0-9]{1,9}", k) and isinstance(v, str) and re.fullmatch(r"[0-9a-f]{64}", v)):
            raise DataError(f"{w}.state_hashes must map action counts to sha256 hex strings")
    return meta


def _check_seats(seats: Any, w: str) -> None:
    """``seats``: {player id: {"level": name}}; a level this build lacks is the desktop's to
    replace (the file stays readable), so only its type and length are checked here."""
    if not isinstance(seats, dict):
        raise DataError(f"{w}.seats must be an object")
    for pid, seat in seats.items():
        if not (isinstance(seat, dict) and isinstance(seat.get("level"), str)):
            raise DataError(f"{w}.seats[{_shown(pid)!r}] must be an object with a level name")
        if not 0 < len(seat["level"]) <= MAX_LEVEL:
            raise DataError(f"{w}.seats[{_shown(pid)!r}].level must be 1 to {MAX_LEVEL} characters")


def _check_reasons(reasons: Any, w: str) -> None:
    if not isinstance(reasons, dict):
        raise DataError(f"{w}.reasons must be an object")
    for key, text in reasons.items():
        load_reason(text, f"{w}.reasons[{_shown(key)!r}]")


class ChecksumMismatch(DataError):
    """A native save whose action list is not the one it was saved with (edited or damaged):
    refused unless the reader asks for an unverified copy (``load(..., verify=False)``)."""


def parse_document(data: Any, name: str = "<document>", verify: bool = True, cancel: Cancel | None = None) -> Document:
    """Validate a parsed JSON value as a game document (``verify``: a native save's actions
    must match their checksum; ``cancel`` is asked every ``CANCEL_EVERY`` actions: once it
    answers True, ``Cancelled`` is raised).  Part by part, in the order a reader meets the
    first thing wrong: title, players, settings, outcome, actions, Roundhouse's own block."""
    if not isinstance(data, dict):
        raise DataError(f"{name}: a game document must be a JSON object, not {_json_type(data)}")
    check_values(data, name)
    title = _checked_title(data, name)
    players = _checked_players(data, name)
    seen = {str(pid) for pid, _ in players}
    seed, options = _checked_settings(data, name)
    result = _checked_outcome(data, name, seen)
    actions = _checked_actions(data, name, cancel)
    meta, hashes = _checked_native_block(data, name, actions, verify)
    return Document(
        data=data,
        title=title,
        players=players,
        seed=seed,
        optional_rules=list(options),
        actions=actions,
        status=data.get("status"),
        result=result,
        game_end_reason=data.get("game_end_reason"),
        meta=meta,
        source=name,
        state_hashes=hashes,
    )


def _checked_title(data: dict[str, Any], name: str) -> str:
    """The title, one this build has data for (assets/titles)."""
    title = data.get("title")
    if not isinstance(title, str):
        raise DataError(f"{name}: title must be a string")
    known = title_ids()
    if title not in known:
        shown = title if len(title) <= 40 else title[:40] + "…"
        raise DataError(f"{name}: unknown title {shown!r} (this build plays {', '.join(known)})")
    return title


def _checked_players(data: dict[str, Any], name: str) -> list[tuple[int | str, str]]:
    """(id, name) per player, in seat order: ids distinct, names of a sane length."""
    raw_players = data.get("players")
    if not isinstance(raw_players, list) or not raw_players:
        raise DataError(f"{name}: players must be a non-empty list")
    players: list[tuple[int | str, str]] = []
    seen: set[str] = set()
    for i, p in enumerate(raw_players):
        w = f"{name}: players[{i}]"
        if not isinstance(p, dict):
            raise DataError(f"{w} must be an object")
        pid: Any = p.get("id")  # int or str once checked
        pname: Any = p.get("name")
        _expect(pid, (_INT, _STR), f"{w}.id")
        _expect(pname, (_STR,), f"{w}.name")
        if len(pname) > MAX_NAME_CHARS:
            raise DataError(f"{w}.name is {len(pname)} characters long; a name has at most {MAX_NAME_CHARS}")
        if str(pid) in seen:
            raise DataError(f"{w}.id {pid!r} appears twice")
        seen.add(str(pid))
        players.append((pid, pname))
    return players


def _checked_settings(data: dict[str, Any], name: str) -> tuple[int, list[str]]:
    """(seed, optional rules): the seed from the settings, else the site's game id, else 0."""
    settings = data.get("settings", {})
    if settings is None:
        settings = {}
    if not isinstance(settings, dict):
        raise DataError(f"{name}: settings must be an object")
    if "seed" in settings and settings["seed"] is not None:
        _expect(settings["seed"], (_INT,), f"{name}: settings.seed")
        seed = settings["seed"]
    elif _is(data.get("id"), _INT):
        seed = data["id"]
    else:
        seed = 0
    options = settings.get("optional_rules") or []
    if not _is(options, _STR_LIST):
        raise DataError(f"{name}: settings.optional_rules must be a list of strings")
    return seed, options


def _checked_outcome(data: dict[str, Any], name: str, seen: set[str]) -> dict[str, int] | None:
    """The recorded status and end reason are strings; the result, {player id: integer score}
    naming only players."""
    for key in ("status", "game_end_reason"):
        if data.get(key) is not None:
            _expect(data[key], (_STR,), f"{name}: {key}")
    result = data.get("result")
    if result is None:
        return None
    if not isinstance(result, dict):
        raise DataError(f"{name}: result must be an object of player id to score")
    for k, v in result.items():
        if not (_is(v, _INT) or (isinstance(v, float) and v.is_integer())) or abs(v) > MAX_SAFE_INT:
            raise DataError(f"{name}: result[{k!r}] must be an integer score")
        if k not in seen:
            raise DataError(f"{name}: result names {k!r}, who is not a player")
    return {k: int(v) for k, v in result.items()}


def _checked_actions(data: dict[str, Any], name: str, cancel: Cancel | None) -> list[dict[str, Any]]:
    """The action list, each action well formed and every undo naming an earlier action."""
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise DataError(f"{name}: actions must be a list")
    ids: set[Any] = set()
    for i, a in enumerate(actions):
        if cancel is not None and i % CANCEL_EVERY == 0 and cancel():
            raise Cancelled()
        _check_action(a, f"{name}: actions[{i}]")
        target = a.get("action_id") if a["type"] == "undo" else None
        if target not in (None, 0) and target not in ids:
            raise DataError(f"{name}: actions[{i}].action_id {target} names no earlier action")
        if "id" in a:
            ids.add(a["id"])
    return actions


def _checked_native_block(
    data: dict[str, Any], name: str, actions: list[dict[str, Any]], verify: bool
) -> tuple[dict[str, Any] | None, dict[int, str]]:
    """(meta, recorded state hashes) of a native save's "roundhouse" block, whose actions
    checksum must match when ``verify``; (None, {}) for an 18xx.games export."""
    if "roundhouse" not in data:
        return None, {}
    meta = _check_meta(data["roundhouse"], name)
    if verify and actions_checksum(actions) != meta["actions_checksum"]:
        raise ChecksumMismatch(
            msg(
                "{file}: its actions are not the ones it was saved with (the checksum does not "
                "match): the file was edited or damaged",
                file=name,
            )
        )
    return meta, {int(k): v for k, v in meta.get("state_hashes", {}).items()}


def load(path: str | os.PathLike[str], verify: bool = True, cancel: Cancel | None = None) -> Document:
    """Read and validate a game document (18xx.games export or native save); ``verify=False``
    reads a native save whose checksum does not match (an unverified copy, never saved over it).
    ``cancel``: see ``parse_document`` (the JSON parser itself, under a second for the largest
    file allowed, is not interrupted)."""
    p = Path(path)
    data = read_json_file(p)
    if cancel is not None and cancel():
        raise Cancelled()
    return parse_document(data, p.name or str(p), verify, cancel)


# --- writing ---------------------------------------------------------------------------------


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def native_document(
    base: Document | Mapping[str, Any],
    actions: list[dict[str, Any]] | None = None,
    *,
    state_hashes: Mapping[int, str] | None = None,
    status: str | None = None,
    result: Mapping[str, int] | None = None,
    game_end_reason: str | None = None,
    compat: str | None = None,
    scenario: str | None = None,
    note: str | None = None,
    programs: list[dict[str, Any]] | None = None,
    seats: Mapping[str, str] | None = None,
    reasons: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """A native save: ``base``'s fields (an imported or native document, or a plain dict with
    title/players/settings) with ``actions`` (default: base's) and fresh ``roundhouse`` metadata."""
    if isinstance(base, Document):
        data = base.data
        compat = compat or base.compat
        scenario = scenario if scenario is not None else base.scenario
    else:
        data = dict(base)
    out = {k: copy.deepcopy(v) for k, v in data.items() if k not in ("roundhouse", "actions")}
    acts = copy.deepcopy(actions if actions is not None else data.get("actions", []))
    out["actions"] = acts
    if status is not None:
        out["status"] = status
    if result is not None:
        out["result"] = dict(result)
    if game_end_reason is not None:
        out["game_end_reason"] = game_end_reason
    meta = data.get("roundhouse")
    old: dict[str, Any] = meta if isinstance(meta, dict) else {}
    now = _now()
    out["roundhouse"] = {
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "created": old.get("created", now),
        "updated": now,
        "compat": str(compat or old.get("compat", Compat.NATIVE.value)),  # (the string, in the file)
        "scenario": scenario if scenario is not None else old.get("scenario"),
        "actions_checksum": actions_checksum(acts),
        "state_hashes": {str(k): v for k, v in sorted((state_hashes or {}).items())},
    }
    note = note if note is not None else old.get("note")
    if note:
        out["roundhouse"]["note"] = note
    programs = programs if programs is not None else old.get("programs")
    if programs:
        out["roundhouse"]["programs"] = copy.deepcopy(programs)
    seat_meta = {str(k): {"level": v} for k, v in seats.items()} if seats is not None else old.get("seats")
    if seat_meta:
        out["roundhouse"]["seats"] = copy.deepcopy(seat_meta)
    said = {str(k): dump_reason(v) for k, v in reasons.items()} if reasons is not None else old.get("reasons")
    if said:
        out["roundhouse"]["reasons"] = copy.deepcopy(said)
    return out


def _serialise(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8") + b"\n"


def save(path: str | os.PathLike[str], doc: Document | Mapping[str, Any]) -> None:
    """Write atomically: a temp file in the same folder, fsync, then os.replace over ``path``.

    If anything fails (serialising, disk full...), the previous file is untouched and the temp
    file is removed.
    """
    data = doc.data if isinstance(doc, Document) else doc
    p = Path(path)
    payload = _serialise(dict(data))
    if len(payload) > MAX_BYTES:
        raise DataError(f"{p.name}: the save would be larger than the {MAX_BYTES // 1048576} MB limit")
    folder = p.parent if str(p.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.chmod(tmp, stat.S_IMODE(os.stat(p).st_mode) if p.exists() else 0o644)
        except OSError:
            pass
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
