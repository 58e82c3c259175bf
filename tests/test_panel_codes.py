"""#22 session 27 (h-creds29): an alarm panel's code keyed before the panel's key in capitals
("5820 then OFF", "7713 aur phir ON dabao") or said after "disarm" — refused, the code hidden.
Kept: amounts and sales ("₹1500 OFF"), years, a thing's number, lines written in capitals."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.panel_codes import panel_code_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("leaving at 6 so punch in 5820 then OFF for the cleaner", ["5820"]),
    ("ghar pe 7713 aur phir ON dabao jab niklo", ["7713"]),
    ("the shop panel: disarm 4096 when you open up", ["4096"]),
    ("el panel del local 2468, luego AWAY", ["2468"]),
]

KEPT = [
    "flat sale ₹1500 OFF today only",
    "get 2000 yen OFF with the coupon",
    "we lived 2019 OFF the grid",
    "ORDER 4412 ON HOLD",
    "room 1204 ON the left",
    "the alarm went OFF at 0630 again",
    "we disarmed 3 of the 5 traps",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_panel_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_prices_years_and_numbers_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_digits():
    text = "code 8472 then ON"
    lowered = text.lower()
    assert panel_code_spans(text, lowered, Literals(lowered)) == [("spoken-pin", 5, 9)]
