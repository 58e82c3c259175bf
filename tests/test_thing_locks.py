"""#22 session 27 (h-creds29): a lock named by what it locks, its code right after it ("gym
bag lock 5826", "the suitcase lock is 482", "my bike lock is 4 digits, 9305") — refused, the
code hidden. Kept: a product's model ("Master Lock 175"), a canal's lock number, a year, a price,
three digits with no "is" or colon."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("note to self: gym bag lock 5826", ["5826"]),
    ("the suitcase lock is 482, don't tell the kids", ["482"]),
    ("my bike lock is 4 digits, 9305", ["9305"]),
    ("trailer hitch lock 7730 fyi", ["7730"]),
]

KEPT = [
    "I bought a Master Lock 175 for the shed",
    "we went through lock 42 on the canal",
    "the bike lock 2024 model is great",
    "my bike lock cost 2500 yen",
    "the bike lock 482 reviews were mixed",
    "the door lock is 2 years old",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_things_lock_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_models_numbers_and_years_after_lock_are_kept(text):
    assert screening_verdict(text) is None
