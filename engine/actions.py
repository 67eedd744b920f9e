"""Actions in the 18xx.games JSON vocabulary: naming the acting entity, the types the engine
ignores, the entity fields of an action.  What replay and the game need, nothing more: the
candidate actions self-play tries are in ``engine.play.candidates``.

An action is a dict: ``{"type": "lay_tile", "entity": "TM", "entity_type": "corporation",
"hex": "K12", "tile": "9-0", "rotation": 0}``.  Entity types are ``player`` (the player id),
``corporation`` (a major's sym), ``minor`` and ``company`` (a private; company "A" and minor
"A" share a sym and the type tells them apart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from engine.entities import company_key, corp_key, id_of, kind_of, minor_key, player_key
from engine.errors import IllegalAction
from engine.i18n import Msg, joined, msg

if TYPE_CHECKING:
    from collections.abc import Mapping

#: recorded but changing nothing here (programs are intents; their effects come as auto_actions)
IGNORED = frozenset(
    {
        "message",
        "undo",
        "redo",
        "program_buy_shares",
        "program_share_pass",
        "program_disable",
        "program_auction_bid",
        "program_merger_pass",
        "program_independent_mines",
        "program_harzbahn_draft_pass",
        "program_close_pass",
        "program_buy_company_pass",
    }
)

#: what an action type does, as a verb phrase inside a sentence ("cannot {action} now"); the
#: English is the type with spaces, as the refusals always said
ACTION_VERBS: dict[str, Msg] = {
    "pass": msg("pass"),
    "bid": msg("bid"),
    "par": msg("par"),
    "buy_shares": msg("buy shares"),
    "sell_shares": msg("sell shares"),
    "buy_company": msg("buy company"),
    "lay_tile": msg("lay tile"),
    "place_token": msg("place token"),
    "run_routes": msg("run routes"),
    "dividend": msg("dividend"),
    "buy_train": msg("buy train"),
    "discard_train": msg("discard train"),
    "bankrupt": msg("bankrupt"),
    "merge": msg("merge"),
    "assign": msg("assign"),
    "end_game": msg("end game"),
    "buy_special": msg("buy a special item"),
    "choose": msg("choose"),
    "choose_ability": msg("use its ability"),
    "convert": msg("convert"),
    "sell_company": msg("sell a private company"),
    "special_buy": msg("buy a special item"),
}


def action_verb(kind: str) -> str:
    """The verb phrase of an action type (translatable when the engine knows the type)."""
    return ACTION_VERBS.get(kind) or kind.replace("_", " ")


def action_summary(actor: str, kind: str, detail: str = "") -> Msg:
    """ "Player 3: pass", "MC: dividend (payout)": an action that logged nothing of its own."""
    if kind == "pass":
        return msg("{actor}: pass", actor=actor)
    if kind == "dividend" and detail == "payout":
        return msg("{actor}: dividend (payout)", actor=actor)
    if kind == "dividend" and detail == "withhold":
        return msg("{actor}: dividend (withhold)", actor=actor)
    if kind == "dividend" and detail == "half":
        return msg("{actor}: dividend (half)", actor=actor)
    return msg("{actor}: {action}", actor=actor, action=action_verb(kind))


_TYPES = {"player": "player", "corporation": "corp", "minor": "minor", "company": "company"}


class Holders(Protocol):
    """What ``entity_key`` reads of a game state: who is in the game.  (``State`` stands above
    the action vocabulary, which its rounds import; naming it here would close a circle.)"""

    @property
    def player(self) -> Mapping[str, object]: ...
    @property
    def corps(self) -> Mapping[str, object]: ...
    @property
    def minors(self) -> Mapping[str, object]: ...
    @property
    def companies(self) -> Mapping[str, object]: ...


def entity_key(s: Holders, action: dict) -> str:
    """The holder key of the acting entity, checked against the game."""
    etype = action.get("entity_type")
    ent = action.get("entity")
    if etype not in _TYPES:
        raise IllegalAction(msg("Unknown entity type {type}", type=repr(etype)))
    kind = _TYPES[etype]
    ident = str(ent)
    if kind == "player":
        if ident not in s.player:
            raise IllegalAction(msg("No player {player} in this game", player=ident))
        return player_key(ident)
    if kind == "corp":
        if ident not in s.corps:
            raise IllegalAction(msg("No corporation {corporation} in this game", corporation=ident))
        return corp_key(ident)
    if kind == "minor":
        if ident not in s.minors:
            raise IllegalAction(msg("No minor {minor} in this game", minor=ident))
        return minor_key(ident)
    if ident not in s.companies:
        raise IllegalAction(msg("No company {company} in this game", company=ident))
    return company_key(ident)


_STR, _INT, _LIST, _OPT_STR = (str,), (int,), (list,), (str, type(None))
#: JSON types of the fields the engine reads (18xx.games names); anything else is refused
FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "hex": _STR,
    "tile": _STR,
    "rotation": _INT,
    "price": _INT,
    "city": _STR,
    "slot": _INT,
    "train": _STR,
    "shares": _LIST,
    "percent": _INT,
    "share_price": (str, int, bool, type(None)),  # 18GB exports write false
    "company": _STR,
    "corporation": _OPT_STR,
    "minor": _OPT_STR,
    "kind": _STR,
    "routes": _LIST,
    "variant": _OPT_STR,
    "exchange": _OPT_STR,
    "swap": _OPT_STR,
    "target": _OPT_STR,
    "auto_actions": _LIST,
    "entity_type": _STR,
    "entity": (str, int),
    "id": _INT,
    "revenue": _INT,
}
_ELEMENT_TYPES: dict[str, type] = {"shares": str, "routes": dict, "auto_actions": dict}


def json_kind(t: type) -> str:
    """A JSON type in players' words (a refusal never says ``NoneType`` or ``dict``)."""
    if t is bool:
        return msg("true or false")
    if t is int:
        return msg("a whole number")
    if t is float:
        return msg("a number with a fraction")
    if t is str:
        return msg("text")
    if t is list:
        return msg("a list")
    if t is dict:
        return msg("an object")
    if t is type(None):
        return msg("null")
    return t.__name__


def normalise(action: dict) -> dict:
    """A private working copy (the caller's dict is never changed), its fields type-checked so
    a damaged or hostile action is refused with a sentence rather than failing inside a rule."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction(msg("An action is a JSON object with a 'type'"))
    kind = action["type"]
    for key, value in action.items():
        want = FIELD_TYPES.get(key)
        if want is None:
            continue
        if (isinstance(value, bool) and bool not in want) or not isinstance(value, want):
            names = joined([json_kind(t) for t in want], " or ")
            raise IllegalAction(
                msg(
                    "A {kind} action's {field} must be {types}, not {type}",
                    kind=kind,
                    field=repr(key),
                    types=names,
                    type=json_kind(type(value)),
                )
            )
        elem = _ELEMENT_TYPES.get(key)
        if elem is not None and not all(isinstance(v, elem) for v in cast(list, value)):  # a list: checked above
            raise IllegalAction(
                msg(
                    "A {kind} action's {field} must hold only {type} values",
                    kind=kind,
                    field=repr(key),
                    type=json_kind(elem),
                )
            )
    out = {k: v for k, v in action.items() if k != "auto_actions"}
    return out


def malformed(kind: object, exc: BaseException) -> Msg:
    """The refusal of an action that failed inside a rule on a value no check foresaw (a name
    looked up and not found, a value of the wrong form): a sentence, never Python's words."""
    shown = repr(str(kind)[:40])  # (a str: ``normalise`` refused any other type before)
    if isinstance(exc, KeyError) and exc.args and isinstance(exc.args[0], (str, int)):
        name = str(exc.args[0])
        name = name if len(name) <= 40 else name[:40] + "…"
        return msg("The {kind} action names {name}, which this game does not have", kind=shown, name=repr(name))
    return msg("The {kind} action has a value of a form this game cannot use", kind=shown)


def wire(key: str) -> dict[str, Any]:
    """Entity fields of an action for a holder key."""
    kind = kind_of(key)
    etype = {"player": "player", "corp": "corporation", "minor": "minor", "company": "company"}[kind]
    ident: Any = id_of(key)
    if kind == "player" and ident.isdigit():
        ident = int(ident)
    return {"entity": ident, "entity_type": etype}
