"""#22 session 26 (h-creds28): a code a locked thing takes by a verb — a door or a gate that
"uses" it, a tablet "locked with" it, a gate that "opens with *4471#", German and Dutch "mit /
met <number> gesperrt / vergrendeld", a number used "to open" or "to disarm" — refused, the
whole number hidden. Kept: quantities, counts, models and years after the same verbs, a number
with no locked thing before the verb, and a purpose that opens no lock."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the back door of the clinic uses 4827 since the locksmith came", ["4827"]),
    ("my work laptop is locked with 603918, IT reset it", ["603918"]),
    ("the side gate by the allotments opens with #5520*", ["5520"]),
    ("das Handy meiner Oma ist mit 1 9 3 8 gesperrt", ["1 9 3 8"]),
    ("de kluis op zolder is met 7741 vergrendeld", ["7741"]),
    ("on late shifts we use 2468 to open the back office", ["2468"]),
    ("enter 90210 to disarm before you open the shop", ["90210"]),
]

KEPT = [
    "our front door uses 3000 series hinges",
    "the garage door opener uses 2400 watts at most",
    "my phone uses 4000 mAh a day when I stream",
    "the new gate takes 2 people to lift",
    "the museum uses 2019 visitor data for its report",
    "the laptop is protected with a sleeve and a case",
    "press 2024 to open the menu of the year",
    "die Tür ist mit 2 Schrauben befestigt",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_code_taken_by_a_locking_verb_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_numbers_after_the_same_verbs_are_kept(text):
    assert screening_verdict(text) is None
