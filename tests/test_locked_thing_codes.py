"""#22 session 28 (h-creds31): the code of a thing that locks, named in the language's own words
and bound by whatever copula the language uses ("Cod y drws cefn ydy 8842", "Kodi ya mlango …
ni 4718"), is refused and hidden whole (a keypad's keys and a letter key with it). Kept: a year
after a word of time, a count of digits, a thing's own number, a code in a film."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.locked_thing_codes import locked_thing_code_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Kodi ya mlango wa nyuma ni 4718", ["4718", "47", "18"]),
    ("Cod y drws cefn ydy 8842, cofia", ["8842", "88", "42"]),
    ("kodi i derës së zyrës është 7391", ["7391", "73", "91"]),
    ("Il-kodiċi tal-bieb ta' wara huwa 5512", ["5512", "55", "12"]),
    ("spor salonundaki dolap kodu 482", ["482"]),
    ("Kodi ya geti ni *7391#", ["7391", "*", "#"]),
    ("Cod y garej ydy 6604B", ["6604", "B"]),
]

KEPT = [
    "the gate code changed in 2019 and nobody told me",
    "the door code has 4 digits",
    "room 1204 door code: ask reception",
    "the safe in room 212 has a code, ask the desk",
    "a lock code of 1000 combinations takes minutes to crack",
    "the door code in the film was 4471",
    "the zip code of the new place is 94110",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_locked_things_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_years_counts_numbers_and_films_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_code_with_its_keys():
    text = "Kodi ya geti ni *7391# asante"
    lowered = text.lower()
    assert locked_thing_code_spans(text, lowered, Literals(lowered)) == [("spoken-pin", 16, 22)]
    text = "Cod y garej ydy 6604B"
    lowered = text.lower()
    assert locked_thing_code_spans(text, lowered, Literals(lowered)) == [("spoken-pin", 16, 21)]
