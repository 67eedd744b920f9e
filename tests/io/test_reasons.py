"""A computer's reason read from a file (engine/io/reasons.py): whatever JSON a file holds there
is either refused with a DataError or becomes a sentence every language can show."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.errors import DataError
from engine.io.reasons import dump_reason, load_reason

_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**53), 2**53),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(alphabet="ab{}[].!:>0 $%", max_size=12),
)
_json = st.recursive(
    _leaf,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(["text", "msgid", "params", "a", "b", "r", "x y"]), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(_json)
@example({"text": "t", "msgid": "{a} costs ${b}", "params": {"a": "x", "b": 5}})
@example({"text": "t", "msgid": "{r}!", "params": {"r": {"text": "u", "msgid": "{a}", "params": {"a": 1.5}}}})
def test_any_json_is_refused_or_shown_in_every_language(value) -> None:
    try:
        got = load_reason(value, "reasons['1']")
    except DataError as exc:
        assert "reasons['1']" in str(exc)
        return
    for language in ("en", "pt", "it"):
        shown = got.render(language) if hasattr(got, "render") else got
        assert isinstance(shown, str) and len(shown) < 10_000
    # what was accepted is written back the same way
    assert load_reason(dump_reason(got), "again") == got


@pytest.mark.parametrize("template", ["{a.__class__.__mro__}", "{a[0]}", "{a!s}", "{a:{b}}", "{}", "{0}"])
def test_a_template_may_not_reach_into_its_values(template) -> None:
    with pytest.raises(DataError, match="only plain"):
        load_reason({"text": "t", "msgid": template, "params": {"a": "x", "b": "y"}}, "r")
