"""#22 session 29 (h-creds32): a code given only by the verb that keys it, where a thing that
locks is named ("I punch in 5093 at the back gate", "tecleo 7742 en el portal"), is refused and
hidden whole (a first short group and the digits keyed one by one with it). Kept: digits keyed
where no lock is named, a phone number, a quantity, a menu's one digit."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.keyed_codes import keyed_code_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("I punch in 5093 at the back gate every morning", ["5093", "50", "93"]),
    ("tecleo 7742 y se abre la puerta del garaje", ["7742", "77", "42"]),
    ("at the intercom you dial 31 then 8 0 6 4", ["31", "8 0 6 4"]),
    ("bij de poort toets je 6618 in", ["6618", "66", "18"]),
    ("for the garage just key in 2 7 7 3 and wait", ["2 7 7 3"]),
    ("車庫のドアは 4 8 1 6 を押して開けます", ["4 8 1 6"]),
    ("공동현관 9 3 1 7 누르고 들어와", ["9 3 1 7"]),
]

KEPT = [
    "press 1 for English at the front door",
    "for the printer at work you enter 5521 then your name",
    "dial 0161 496 0733 if the gate is stuck",
    "I typed 2000 words at the garage café today",
    "enter your order number 4481 at checkout",
    "주문번호 12345678 입력했어",
    "the door company says to press 5 for support",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_keyed_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_keyed_digits_that_open_nothing_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_keyed_value_whole():
    text = "at the intercom you dial 31 then 8 0 6 4"
    low = text.lower()
    [(_rule, start, end)] = keyed_code_spans(text, low, Literals(low))
    assert text[start:end] == "31 then 8 0 6 4"
