"""#22 session 26 (h-creds28): "pass" said for a password takes a value made of words run
together with a capital inside and a digit ("BeadedBeauty7", "Tehran1357Rose",
"creeperAwMan2011") — refused, the whole value hidden. Kept: what a bus, ski, boarding or
museum pass is called or numbered by (capitals and digits, one word and a year, a date)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("my ebay pass is SilverFox1984 don't tell anyone", ["SilverFox1984"]),
    ("Etsy pass is KnitWitch22 my niece set it up", ["KnitWitch22"]),
    ("the router admin pass is now blueHeron2020", ["blueHeron2020"]),
    ("grandma's tablet pass is Rosie4Ever", ["Rosie4Ever"]),
]

KEPT = [
    "my ski pass is Gold2024 this season",
    "boarding pass BA2490, seat 14C, gate closes at 9",
    "my bus pass is valid till 2025",
    "the season pass is Premium2024 and costs 89 euros",
    "I got the pass for PyCon2025 yesterday",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_joined_words_after_pass_are_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_a_pass_and_its_name_are_kept(text):
    assert screening_verdict(text) is None
