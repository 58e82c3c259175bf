"""#22 session 27 (h-creds29): a keypad code with its keys glued to the digits ("1987#",
"#2020#", "#5502*", a prefix joined by a hyphen "ni-13579#") — refused even when the digits
could be a year, the digits hidden. Kept: a phone's service codes ("*141#", "*1234#"), a
footnote's star ("2019*"), hashtags, amounts, a thing's number."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.keypad_codes import _glued_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("for the yard it's 1987# then push", ["1987"]),
    ("from the caretaker, new one: #2020#, changed on Monday", ["2020"]),
    ("the caretaker gave me #5502* for the bike room", ["5502"]),
    ("msimbo wa mlango ni-13579#", ["13579"]),
    ("finca de los abuelos: 2001#", ["2001"]),
]

KEPT = [
    "to check the balance dial *141#",
    "the operator's menu is *1234#",
    "we moved there in 2019* (*roughly)",
    "#2024 was a good year for us",
    "the bill came to €1999* with the discount",
    "see issue #1234# in the tracker",
    "ticket #48213 is still open",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_code_with_glued_keys_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_service_codes_footnotes_and_numbers_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_digits():
    text = "gate #2020# ok"
    assert _glued_spans(text.lower()) == [("spoken-pin", 6, 10)]
