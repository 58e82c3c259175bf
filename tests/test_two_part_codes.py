"""#22 session 25 (h-creds27): a door phone's code typed in two parts after the code's noun —
the flat's part (digits, maybe a flat's letter), then the code ("14B then 2290", "12 depois
8841", "3A 6620", "9B-4471") — refused, both parts hidden. Kept: a flat named with no code, a
count, a quantity after "then", a building's letter before a place."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the intercom code at grandma's: 14B then 2290", ["14B", "2290"]),
    ("código do portão: 12 depois 8841", ["12", "8841"]),
    ("kod do domofonu: 5C potem 3319", ["5C", "3319"]),
    ("gate code is 3A 6620", ["3A", "6620"]),
    ("the door code is 9B-4471 now", ["9B", "4471"]),
]

KEPT = [
    "our flat is 2A, the intercom code is broken",
    "the gate code changed 3 times, then 2024 came",
    "the door code is 12 characters, then 4096 bits",
    "the gate code for building 4B then the lift to floor 12",
    "the gate code is 2 then 1000 people came",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_two_part_door_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_flat_numbers_and_counts_are_kept(text):
    assert screening_verdict(text) is None
