"""#22 session 29 (h-creds32): a code typed in the digits of the Indic scripts past Devanagari
and Bengali, or of Sinhala, Lao, Tibetan, Myanmar, Khmer, Mongolian, is read as the same code in
ASCII digits ("my ATM PIN is ೫೧೭೦"), refused and hidden whole; what the same digits say in
ASCII stays kept in them (an order number, a time, a year)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.native_digits import ascii_digits
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("my ATM PIN is ೫೧೭೦", ["೫೧೭೦", "೫೧", "೭೦"]),
    ("the door code is ၄၄၇၁", ["၄၄၇၁", "၄၄", "၇၁"]),
    ("ମୋ ATM PIN ୨୭୩୮, ଭୁଲିବ ନାହିଁ", ["୨୭୩୮", "୨୭", "୩୮"]),
    ("the gate code: ൮൩൧൯", ["൮൩൧൯", "൮൩", "൧൯"]),
]

KEPT = [
    "order number ୪୪୮୧୨୩ arrived today",
    "the train leaves at ೧೦:೩೦",
    "I was born in ൧൯൮൪",
    "the shop is at number ၄၄ on the main road",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_code_in_other_digits_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_other_numbers_in_those_digits_are_kept(text):
    assert screening_verdict(text) is None


def test_one_character_for_one():
    text = "PIN ೫೧೭೦ / ၄၄၇၁ / ១២៣៤ / ᠑᠒᠓᠔"
    assert ascii_digits(text) == "PIN 5170 / 4471 / 1234 / 1234"
