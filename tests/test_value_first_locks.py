"""#22 session 29 (h-creds32): a lock's code said before its name ("6620 er kóðinn á hliðinu",
"8107 is the back gate", "3355 = garage") is refused and hidden whole. Kept: a price list, a
year heading a note, a quantity, a number with no lock, "the code" with nothing it opens."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.value_first_locks import value_first_lock_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("6620 er kóðinn á hurðinni, mundu það", ["6620", "66", "20"]),
    ("8107 is the back gate", ["8107", "81", "07"]),
    ("3355 = garage", ["3355", "33", "55"]),
    ("5581 is de code van het hek bij de garage", ["5581", "55", "81"]),
    ("notes for the sitter: 7294 — front door", ["7294", "72", "94"]),
]

KEPT = [
    "1200 - garage door repair",
    "2019 – garage",
    "4000 kr for the gate",
    "4471 is my flat number near the gate",
    "3000 people came through the gate",
    "1500 is the rent for the garage",
    "1234 is the most common code for a door",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_code_said_before_its_lock_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_numbers_that_open_nothing_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_value():
    text = "*8107# is the back gate"
    low = text.lower()
    [(_rule, start, end)] = value_first_lock_spans(text, low, Literals(low))
    assert text[start:end] == "*8107#"
