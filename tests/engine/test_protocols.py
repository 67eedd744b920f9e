"""``engine/protocols.py``: the protocols by which ``State`` names its title and its round list
what the rest of the engine uses of them (mypy checks each signature: ``Title`` and ``Round``
are assigned to them where a game starts; this test that no public member is left out, which
mypy would only report where the member is used)."""

from __future__ import annotations

import pytest

import engine.protocols as protocols
from engine.protocols import RoundLike, TitleLike
from engine.rounds.base import Round
from engine.titles.base import Title

#: the policies a title holds (``Title.trains``), named by their ``<topic>_policy`` class
POLICIES = [n.removesuffix("_policy") for n in vars(Title) if n.endswith("_policy")]


def _members(proto: type) -> set[str]:
    return {
        n for k in proto.__mro__ if k.__module__ == "engine.protocols" for n in vars(k) if not n.startswith("_")
    } | {n for k in proto.__mro__ if k.__module__ == "engine.protocols" for n in getattr(k, "__annotations__", {})}


def test_title_like_lists_every_public_member_of_title() -> None:
    """The title's own members and its policies (each policy's class, ``trains_policy``, is how a
    title names its own: not asked through the protocol)."""
    public = {n for n in dir(Title) if not n.startswith("_") and not n.endswith("_policy")}
    public |= {"info", "options", *POLICIES}
    assert public == _members(TitleLike), (
        f"missing: {sorted(public - _members(TitleLike))}, stale: {sorted(_members(TitleLike) - public)}"
    )


@pytest.mark.parametrize("topic", POLICIES)
def test_each_policy_protocol_lists_every_public_member_of_its_policy(topic: str) -> None:
    policy = vars(Title)[f"{topic}_policy"]
    proto = getattr(protocols, f"{topic.capitalize()}Like")
    public = {n for n in dir(policy) if not n.startswith("_")} - {"title"}
    assert public == _members(proto), (
        f"missing: {sorted(public - _members(proto))}, stale: {sorted(_members(proto) - public)}"
    )


def test_round_like_names_only_what_a_round_has() -> None:
    fields = {"round_num", "entity_index", "entities", "steps", "last_to_act", "pass_order", "data"}
    assert _members(RoundLike) - fields <= set(dir(Round))
