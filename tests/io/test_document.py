"""Safe loading of game documents and atomic saving."""

from __future__ import annotations

import json
import os

import pytest

import engine.io.document as document
from engine.errors import DataError
from engine.i18n import msg
from engine.io.document import (
    FORMAT_VERSION,
    MAX_BYTES,
    actions_checksum,
    load,
    native_document,
    nesting_depth_exceeds,
    parse_document,
    parse_json_bytes,
    save,
)
from tests.fixtures import missing

from .conftest import FIXTURES, minimal_doc


def refusal(tmp_path, content, name="bad.json") -> str:
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load(p)
    msg = str(info.value)
    assert msg and "\n" not in msg
    return msg


def test_fixture_exports_load():
    files = sorted(FIXTURES.glob("*/*.json"))
    if not files:
        missing("fixtures not available")
    for f in files:
        doc = load(f)
        assert doc.title in ("18MEX", "1893", "18GB")
        assert doc.compat == "18xx.games" and not doc.native
        assert doc.result and set(doc.result) == {str(p) for p, _ in doc.players}
        assert len(doc.actions) == len(json.loads(f.read_text())["actions"])


def test_settings_are_read(tmp_path):
    doc = parse_document(minimal_doc(settings={"seed": 99, "optional_rules": ["baja"]}))
    assert doc.seed == 99 and doc.optional_rules == ["baja"]
    assert doc.players == [(1, "Ann"), (2, "Bob"), (3, "Cy")]
    # old exports have no optional_rules, or no seed (then the game id seeds)
    assert parse_document(minimal_doc(id=13315, settings={})).seed == 13315


def test_truncated_json(tmp_path):
    text = json.dumps(minimal_doc())
    assert "the file is cut off" in refusal(tmp_path, text[: len(text) // 2])


def test_empty_and_non_utf8(tmp_path):
    assert "empty" in refusal(tmp_path, "")
    assert "UTF-8" in refusal(tmp_path, b'{"title": "\xff\xfe"}')


def test_nan_is_refused(tmp_path):
    assert "NaN" in refusal(tmp_path, '{"title": NaN}')


@pytest.mark.parametrize(
    "field,value,needle",
    [
        ("title", 18, "title must be a string"),
        ("players", {"id": 1}, "players must be a non-empty list"),
        ("players", [], "players must be a non-empty list"),
        ("players", [{"id": 1.5, "name": "A"}], "players[0].id"),
        ("players", [{"id": True, "name": "A"}], "players[0].id"),
        ("players", [{"id": 1, "name": None}], "players[0].name"),
        ("players", [{"id": 1, "name": "A"}, {"id": "1", "name": "B"}], "appears twice"),
        ("settings", [], "settings must be an object"),
        ("settings", {"seed": "x"}, "settings.seed"),
        ("settings", {"optional_rules": "baja"}, "optional_rules"),
        ("status", 3, "status"),
        ("result", [1, 2], "result must be an object"),
        ("result", {"1": "many"}, "integer score"),
        ("result", {"9": 10}, "not a player"),
        ("actions", {"0": {}}, "actions must be a list"),
        ("actions", [7], "actions[0] must be an object"),
        ("actions", [{"id": 1}], "actions[0] has no type"),
        ("actions", [{"type": 5}], "actions[0].type must be a string"),
        ("actions", [{"type": "lay_tile", "hex": 12}], "actions[0].hex must be str"),
        ("actions", [{"type": "lay_tile", "hex": "A1", "rotation": "2"}], "actions[0].rotation"),
        ("actions", [{"type": "buy_shares", "shares": "MEX_1"}], "actions[0].shares"),
        ("actions", [{"type": "buy_company", "company": 5, "price": 20}], "actions[0].company must be str"),
        ("actions", [{"type": "pass", "id": "7"}], "actions[0].id"),
        ("actions", [{"type": "undo", "action_id": True}], "actions[0].action_id"),
        ("actions", [{"type": "pass", "auto_actions": [3]}], "auto_actions"),
        ("actions", [{"type": "pass", "auto_actions": [{"type": "fly"}]}], "unknown action type 'fly'"),
    ],
)
def test_wrong_types(tmp_path, field, value, needle):
    msg = refusal(tmp_path, minimal_doc(**{field: value}))
    assert needle in msg, msg
    assert msg.startswith("bad.json: ")


def test_not_an_object(tmp_path):
    assert "must be a JSON object" in refusal(tmp_path, "[1, 2]")


def test_unknown_title(tmp_path):
    assert "unknown title '1830'" in refusal(tmp_path, minimal_doc(title="1830"))


def test_unknown_action_type(tmp_path):
    doc = minimal_doc(actions=[{"id": 1, "type": "teleport", "entity": 1}])
    assert "unknown action type 'teleport'" in refusal(tmp_path, doc)


def test_big_file_refused_before_reading(tmp_path, monkeypatch):
    p = tmp_path / "big.json"
    with open(p, "wb") as fh:
        fh.seek(50 * 1024 * 1024)
        fh.write(b"\n")
    monkeypatch.setattr(document, "open", lambda *a, **k: pytest.fail("file was opened"), raising=False)
    with pytest.raises(DataError, match="larger than the 20 MB limit"):
        load(p)


def test_size_limit_edge(tmp_path):
    p = tmp_path / "edge.json"
    body = json.dumps(minimal_doc())
    p.write_text(body + " " * (MAX_BYTES - len(body)))
    assert load(p).title == "18MEX"
    p.write_text(body + " " * (MAX_BYTES - len(body) + 1))
    with pytest.raises(DataError, match="larger"):
        load(p)


def test_deep_nesting(tmp_path):
    msg = refusal(tmp_path, "[" * 100000 + "]" * 100000)
    assert "deeper than 64" in msg
    deep_in_action = json.dumps(minimal_doc(actions=[{"type": "pass", "x": json.loads("[" * 70 + "]" * 70)}]))
    assert "deeper" in refusal(tmp_path, deep_in_action)


def test_json_recursion_error_is_caught(monkeypatch):
    monkeypatch.setattr(document, "nesting_depth_exceeds", lambda *a, **k: False)
    with pytest.raises(DataError, match="nests too deeply"):
        parse_json_bytes(b"[" * 200000 + b"]" * 200000, "x.json")


def test_nesting_counter_ignores_strings():
    assert not nesting_depth_exceeds('["' + "[" * 100 + '"]')
    assert not nesting_depth_exceeds('["\\"' + "{" * 100 + '"]')
    assert nesting_depth_exceeds('["\\\\",' + "[" * 100)
    assert nesting_depth_exceeds("[" * 65 + "]" * 65)
    assert not nesting_depth_exceeds("[" * 64 + "]" * 64)


def native(doc: dict | None = None, **meta) -> dict:
    out = native_document(doc or minimal_doc())
    out["roundhouse"].update(meta)
    return out


def test_native_round_trip_fields(tmp_path):
    p = tmp_path / "n.json"
    save(p, native(compat="18xx.games", scenario=None))
    doc = load(p)
    assert doc.native and doc.compat == "18xx.games"
    assert doc.meta["format_version"] == FORMAT_VERSION


def test_note_and_programs_stay_in_our_metadata(tmp_path):
    """Issue #29 items 11 and 15: the note and the programs the site has no action for are ours."""
    p = tmp_path / "n.json"
    progs = [{"at": 0, "type": "program_auction_pass", "entity": 2, "entity_type": "player"}]
    save(p, native_document(minimal_doc(), note="house rule: no undo", programs=progs))
    doc = load(p)
    assert doc.note == "house rule: no undo" and doc.programs == progs
    data = json.loads(p.read_text(encoding="utf-8"))
    assert "house rule" not in json.dumps({k: v for k, v in data.items() if k != "roundhouse"})
    # saved again without saying: both carried over
    again = native_document(doc)
    assert again["roundhouse"]["note"] == "house rule: no undo" and again["roundhouse"]["programs"] == progs


def test_future_format_version(tmp_path):
    msg = refusal(tmp_path, native(format_version=FORMAT_VERSION + 1))
    assert "newer Roundhouse" in msg


@pytest.mark.parametrize(
    "meta,needle",
    [
        ({"format_version": "1"}, "format_version must be an int"),
        ({"compat": "ruby"}, "compat"),
        ({"actions_checksum": "abc"}, "actions_checksum"),
        ({"state_hashes": {"x": "y"}}, "state_hashes"),
        ({"state_hashes": []}, "state_hashes"),
        ({"note": 5}, "roundhouse.note"),
        ({"note": "x" * (document.MAX_NOTE + 1)}, "roundhouse.note is longer"),
        ({"programs": {}}, "programs must be a list"),
        ({"programs": [{"type": "program_share_pass", "entity": 1}]}, "programs[0]"),
        ({"programs": [{"at": 0, "type": "rm -rf", "entity": 1}]}, "programs[0].type"),
        ({"programs": [{"at": 0, "type": "program_auction_pass", "entity": [1]}]}, "programs[0].entity"),
    ],
)
def test_bad_metadata(tmp_path, meta, needle):
    assert needle in refusal(tmp_path, native(**meta))


def test_checksum_mismatch(tmp_path):
    doc = native()
    doc["actions"].append({"id": 2, "type": "pass", "entity": 2})
    assert "checksum" in refusal(tmp_path, doc)


def test_checksum_is_of_canonical_json():
    acts = [{"type": "pass", "id": 1}]
    assert actions_checksum(acts) == actions_checksum([{"id": 1, "type": "pass"}])
    assert actions_checksum(acts) != actions_checksum([{"id": 2, "type": "pass"}])


def test_save_is_atomic_when_serialisation_fails(tmp_path, monkeypatch):
    p = tmp_path / "save.json"
    save(p, native())
    before = p.read_bytes()

    def boom(data):
        raise TypeError("cannot serialise")

    monkeypatch.setattr(document, "_serialise", boom)
    with pytest.raises(TypeError):
        save(p, native(minimal_doc(status="finished")))
    assert p.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]


def test_save_is_atomic_when_the_write_fails(tmp_path, monkeypatch):
    p = tmp_path / "save.json"
    save(p, native())
    before = p.read_bytes()

    def no_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(document.os, "fsync", no_disk)
    with pytest.raises(OSError):
        save(p, native(minimal_doc(status="finished")))
    assert p.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]


def test_save_unserialisable_leaves_no_file(tmp_path):
    p = tmp_path / "new.json"
    with pytest.raises(TypeError):
        save(p, {"title": "18MEX", "x": object()})
    assert not p.exists() and os.listdir(tmp_path) == []


def test_computer_seats_and_reasons_stay_in_our_metadata(tmp_path):
    """Issue #32, 5: which seats are computers and why they played, in our section only."""
    p = tmp_path / "n.json"
    save(p, native_document(minimal_doc(), seats={"2": "steady"}, reasons={"1": "buys FdSD at face value"}))
    doc = load(p)
    assert doc.seats == {"2": "steady"} and doc.reasons == {"1": "buys FdSD at face value"}
    data = json.loads(p.read_text(encoding="utf-8"))
    assert "steady" not in json.dumps({k: v for k, v in data.items() if k != "roundhouse"})
    again = native_document(doc)  # saved again without saying: carried over
    assert again["roundhouse"]["seats"] == {"2": {"level": "steady"}}
    assert "seats" not in native_document(doc, seats={})["roundhouse"]  # every seat a person again


def _nested(depth: int) -> dict:
    """A reason quoting a reason ... ``depth`` deep."""
    inner: dict = {"text": "t", "msgid": "t", "params": {}}
    for _ in range(depth - 1):
        inner = {"text": "t", "msgid": "{r}", "params": {"r": inner}}
    return inner


def test_a_computers_reason_comes_back_in_the_readers_language(tmp_path):
    """A reason is kept in English with its template and values (a quoted reason too), so the
    log shows it in the language of whoever opens the file."""
    inner = msg("runs its best routes for ${amount}", amount=120)
    why = msg("{reason}; looking ahead it gains ${amount} on the rivals over the plain choice", reason=inner, amount=30)
    p = tmp_path / "r.json"
    save(p, native_document(minimal_doc(), reasons={"1": why, "2": "an old file's plain line"}))
    data = json.loads(p.read_text(encoding="utf-8"))
    assert data["roundhouse"]["reasons"]["1"]["text"] == str(why)
    doc = load(p)
    got = doc.reasons
    assert got["2"] == "an old file's plain line"
    assert str(got["1"]) == str(why) and got["1"].render("en") == why.render("en")
    assert "opera suas melhores rotas por $120" in got["1"].render("pt")
    assert got["1"].render("pt") == why.render("pt") != str(why)
    assert native_document(doc)["roundhouse"]["reasons"] == data["roundhouse"]["reasons"]  # carried over


@pytest.mark.parametrize(
    "meta,needle",
    [
        ({"seats": []}, "seats must be an object"),
        ({"seats": {"2": "steady"}}, "seats['2'] must be an object with a level"),
        ({"seats": {"2": {"level": ""}}}, "seats['2'].level must be 1 to"),
        ({"seats": {"2": {"level": "x" * 41}}}, "seats['2'].level must be 1 to"),
        ({"reasons": ["a"]}, "reasons must be an object"),
        ({"reasons": {"1": 5}}, "reasons['1'] must be a string or an object"),
        ({"reasons": {"1": "x" * 501}}, "reasons['1'] is longer"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a.__class__}", "params": {"a": 1}}}}, "only plain {name} fields"),
        ({"reasons": {"1": {"text": "t", "msgid": "{0}", "params": {}}}}, "only plain {name} fields"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a!r}", "params": {"a": 1}}}}, "only plain {name} fields"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a:>99999}", "params": {"a": 1}}}}, "only plain {name} fields"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a", "params": {"a": 1}}}}, "is not a sentence template"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a}", "params": {}}}}, "names a value its params do not give"),
        ({"reasons": {"1": {"text": "t", "msgid": "{a}", "params": {"a": [1]}}}}, "params.a must be text"),
        ({"reasons": {"1": {"text": "t", "msgid": "x", "params": {"a b": 1}}}}, "not a plain word"),
        ({"reasons": {"1": {"text": "t", "msgid": "x", "code": "1"}}}, "fields other than"),
        ({"reasons": {"1": {"text": "t", "msgid": "x" * 501}}}, "msgid is longer"),
        ({"reasons": {"1": {"msgid": "x"}}}, "text must be a string"),
        ({"reasons": {"1": _nested(4)}}, "more than 3 deep"),
    ],
)
def test_bad_seat_metadata(tmp_path, meta, needle):
    assert needle in refusal(tmp_path, native(**meta))
