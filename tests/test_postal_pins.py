"""#22 session 30 (h-benign34): India's postcode is its "PIN code", six digits whose first names a
region. Said of a place (a flat, an area, a village, "our"), with nothing it would unlock, it is
an address and is kept; a PIN code of a card, a phone, a lock or an alarm stays a secret."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

KEPT = [
    "our pin code is 411038, it's near the old market",
    "pin code of the new house: 302 017, Malviya Nagar",
    "The pincode for my parents' village is 628002, deliveries take a week",
    "Amazon keeps asking for the pincode of our area, it's 700091",
    "hamara ghar ka pincode 226010 hai",
]

REFUSED = [
    ("my ATM pin code is 411038", ["411038"]),
    ("the pin code for our alarm is 302017", ["302017"]),
    ("mijn telefoon pincode is 628002", ["628002"]),
    ("our pin code is 4821", ["4821"]),  # (four digits: no postcode)
    ("the locker pin code at our flat is 226010", ["226010"]),
]


@pytest.mark.parametrize("text", KEPT)
def test_a_postcode_said_of_a_place_is_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_pin_code_that_unlocks_something_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)
