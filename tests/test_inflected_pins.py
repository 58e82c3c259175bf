"""#22 session 28 (h-creds31): a PIN named with its language's ending or in its own script
("PIN-númerið", "PIN-i", "PINa", "pinnen", "პინი", "PIN1"), then its digits, is refused and the
digits hidden whole. Kept: the plural "PINs", a year after a word of time, a pine or a pin-up in
small letters, a count of digits."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.inflected_pins import inflected_pin_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("PIN-númerið mitt er 5820", ["5820", "58", "20"]),
    ("yeni kartın PIN-i 7713 unutma", ["7713", "77", "13"]),
    ("Amaren PINa 4470 da", ["4470", "44", "70"]),
    ("för nya kortet är pinnen 8823 tror jag", ["8823", "88", "23"]),
    ("ტელეფონის პინი 3301 არის", ["3301", "33", "01"]),
    ("ID-kaart: PIN1 5512 ja PIN2 40917", ["5512", "40917"]),
]

KEPT = [
    "PINs like 1234 are the first ones a thief tries",
    "my PIN-Brief came in 2019 and I lost it",
    "the pine 2000 series of furniture is cheap",
    "a pin-up from 1954 hangs in the hallway",
    "the PIN-pad takes 4 digits",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_an_inflected_pin_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_plurals_years_other_words_and_counts_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_number():
    text = "yeni kartın PIN-i 7713 unutma"
    lowered = text.lower()
    assert inflected_pin_spans(text, lowered, Literals(lowered)) == [("spoken-pin", 18, 22)]
